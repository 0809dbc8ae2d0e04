/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-unseen-tiles.c: the tiles still to come, grouped and counted
 * (hg-unseen-tiles.c): the groups are the set difference worked out by
 * hand at every move of many games, split exactly into identical tiles;
 * the counts are those read from the tiles' lines; the whole land pile
 * carries what docs/tiles.md says the tile set has; and nothing changes
 * with the hidden order of the piles. */

#include "config.h"

#include <string.h>

#include "hg-ai.h"
#include "hg-unseen-by-hand.h"
#include "hg-unseen-tiles.h"

/* Each tile's line without its id: equal for identical tiles. */
static const char *
key_of (guint id)
{
  static char *keys[HG_N_TILES];

  if (keys[id] == NULL)
    {
      g_autofree char *line = hg_tile_to_line (hg_tile_set_lookup (hg_tile_set_get_default (NULL), id));

      keys[id] = g_strdup (strchr (line, ' '));
    }
  return keys[id];
}

static void
check_against_hand (const HgState *state,
                    gboolean       bonus)
{
  const HgTileSet *set = hg_state_get_tile_set (state);
  g_autoptr(HgUnseenTiles) unseen = hg_unseen_tiles_new (state, bonus);
  HgFeatureCount expected[HG_N_UNSEEN_FEATURES] = { { 0, }, };
  guint8 ids[HG_N_TILES];
  guint8 grouped[HG_N_TILES];
  guint n = hg_by_hand_unseen (state, bonus, ids);
  guint n_grouped = 0;

  g_assert_cmpint (unseen->bonus, ==, bonus);
  g_assert_cmpuint (unseen->n_tiles, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *line = hg_tile_to_line (hg_tile_set_lookup (set, ids[i]));

      hg_by_hand_count (line, expected);
    }
  for (guint f = 0; f < HG_N_UNSEEN_FEATURES; f++)
    {
      g_assert_cmpuint (unseen->features[f].tiles, ==, expected[f].tiles);
      g_assert_cmpuint (unseen->features[f].items, ==, expected[f].items);
    }

  for (guint g = 0; g < unseen->groups->len; g++)
    {
      const HgTileGroup *group = &g_array_index (unseen->groups, HgTileGroup, g);

      g_assert_cmpuint (group->n, >, 0);
      for (guint i = 0; i < group->n; i++)
        {
          /* Each group ascending, and identical tiles only. */
          if (i > 0)
            g_assert_cmpuint (group->ids[i], >, group->ids[i - 1]);
          g_assert_cmpstr (key_of (group->ids[i]), ==, key_of (group->ids[0]));
          grouped[n_grouped++] = group->ids[i];
        }
      /* Groups by their first id; no two of them alike. */
      for (guint h = 0; h < g; h++)
        {
          const HgTileGroup *other = &g_array_index (unseen->groups, HgTileGroup, h);

          g_assert_cmpuint (other->ids[0], <, group->ids[0]);
          g_assert_cmpstr (key_of (other->ids[0]), !=, key_of (group->ids[0]));
        }
    }

  /* Together the groups are the set difference, each tile once. */
  g_assert_cmpuint (n_grouped, ==, n);
  {
    gboolean in_groups[HG_N_TILES] = { FALSE, };

    for (guint i = 0; i < n_grouped; i++)
      {
        g_assert_false (in_groups[grouped[i]]);
        in_groups[grouped[i]] = TRUE;
      }
    for (guint i = 0; i < n; i++)
      g_assert_true (in_groups[ids[i]]);
  }
}

static void
check_cb (const HgState *state,
          gpointer       data)
{
  check_against_hand (state, FALSE);
  check_against_hand (state, TRUE);
}

static void
test_set_difference (void)
{
  g_assert_cmpuint (hg_by_hand_play_games (12, 131, 4, 25, 4, check_cb, NULL), >, 500);
}

/* Tiles alike and not, read off docs/tiles.md. */
static void
test_identical (void)
{
  const HgTileSet *set = hg_tile_set_get_default (NULL);
  static const struct {
    guint    a, b;
    gboolean same;
  } pairs[] = {
    { 31, 32, TRUE },    /* F0 M1 M1 F0 | 0:forest,gold 1:meadow,tiger */
    { 39, 40, TRUE },    /* M0 F1 M2 F1 | 0:meadow 1:forest,gold 2:meadow */
    { 15, 19, TRUE },    /* M0 R0-1-2 R2-1-0 M0 | 0:meadow,deer ... */
    { 15, 16, FALSE },   /* the deer in the other meadow */
    { 31, 33, FALSE },   /* no tiger */
    { 73, 74, FALSE },   /* no deer */
    { 63, 65, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    g_assert_cmpint (hg_tiles_identical (hg_tile_set_lookup (set, pairs[i].a),
                                         hg_tile_set_lookup (set, pairs[i].b)), ==, pairs[i].same);
}

/* The 78 land tiles together: the table "In numbers" of docs/tiles.md
 * less the start tile (an aurochs, a gold nugget, a lake with one fish)
 * and the bonus tiles (2 tigers, 3 mammoths, 5 aurochs, 4 lakes with 6
 * fish, no gold):
 *   deer 30 - 0 - 0 = 30; tigers 13 - 0 - 2 = 11; mammoths 7 - 0 - 3 = 4;
 *   aurochs 15 - 1 - 5 = 9; gold 30 - 1 - 0 = 29; lakes 24 - 1 - 4 = 19
 *   holding 33 - 1 - 6 = 26 fish. */
static void
test_whole_land_pile (void)
{
  const HgTileSet *set = hg_tile_set_get_default (NULL);
  HgFeatureCount counts[HG_N_UNSEEN_FEATURES] = { { 0, }, };
  guint n = 0;

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, id);

      if (tile->kind == HG_TILE_LAND)
        {
          hg_unseen_count_tile (tile, counts);
          n++;
        }
    }
  g_assert_cmpuint (n, ==, HG_N_LAND_TILES);
  g_assert_cmpuint (counts[HG_UNSEEN_DEER].items, ==, 30);
  g_assert_cmpuint (counts[HG_UNSEEN_TIGER].items, ==, 11);
  g_assert_cmpuint (counts[HG_UNSEEN_MAMMOTH].items, ==, 4);
  g_assert_cmpuint (counts[HG_UNSEEN_AUROCHS].items, ==, 9);
  g_assert_cmpuint (counts[HG_UNSEEN_GOLD].items, ==, 29);
  g_assert_cmpuint (counts[HG_UNSEEN_LAKE].tiles, ==, 19);
  g_assert_cmpuint (counts[HG_UNSEEN_LAKE].items, ==, 26);
  g_assert_cmpuint (counts[HG_UNSEEN_MUSHROOMS].tiles, ==, 0);
  g_assert_cmpuint (counts[HG_UNSEEN_FIRE].tiles, ==, 0);
  g_assert_cmpuint (counts[HG_UNSEEN_SACRED].tiles, ==, 0);
}

/* Two states that differ only in the order of the tiles face down show
 * the same groups and counts. */
static void
test_hidden_order (void)
{
  const HgTileSet *tiles = hg_tile_set_get_default (NULL);

  for (guint32 seed = 3; seed <= 8; seed++)
    {
      g_autoptr(HgState) a = NULL;
      g_autoptr(HgState) b = NULL;
      guint64 rng = seed, shuffle_rng = seed * 17u;
      HgSetup setup;
      HgMove move;
      gboolean differ = FALSE;

      hg_setup_shuffle (&setup, 2 + seed % 3, seed);
      a = hg_state_new (tiles, &setup, NULL, NULL);
      for (guint i = 0; i < 10 + 3 * seed && hg_state_random_move (a, &rng, &move); i++)
        g_assert_true (hg_state_apply (a, &move, NULL, NULL, NULL));
      b = hg_state_copy (a);
      hg_state_shuffle_unseen (b, &shuffle_rng);

      for (int bonus = 0; bonus <= 1; bonus++)
        {
          g_autoptr(HgUnseenTiles) ua = hg_unseen_tiles_new (a, bonus);
          g_autoptr(HgUnseenTiles) ub = hg_unseen_tiles_new (b, bonus);

          g_assert_true (hg_unseen_tiles_equal (ua, ub));
        }

      /* The piles did change order (else this test proves nothing). */
      for (guint i = 0; i < hg_state_get_setup (a)->n_land; i++)
        differ |= hg_state_get_setup (a)->land[i] != hg_state_get_setup (b)->land[i];
      g_assert_true (differ);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/unseen-tiles/set-difference", test_set_difference);
  g_test_add_func ("/unseen-tiles/identical", test_identical);
  g_test_add_func ("/unseen-tiles/whole-land-pile", test_whole_land_pile);
  g_test_add_func ("/unseen-tiles/hidden-order", test_hidden_order);

  return g_test_run ();
}
