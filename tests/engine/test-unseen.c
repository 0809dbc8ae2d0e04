/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-unseen.c: hg_state_get_unseen() is the set difference of the decks
 * and the tiles seen (placed, discarded, in hand), worked out here from
 * the public queries alone, and never depends on the hidden order. */

#include "config.h"

#include "hg-engine.h"
#include "hg-ai.h"

/* The tiles of the setup's pile minus those seen, ascending. */
static guint
unseen_by_hand (const HgState *state,
                gboolean       bonus,
                guint8        *out)
{
  const HgSetup *setup = hg_state_get_setup (state);
  const HgTileSet *tiles = hg_state_get_tile_set (state);
  gboolean seen[HG_N_TILES] = { FALSE, };
  gboolean in_deck[HG_N_TILES] = { FALSE, };
  guint8 discards[HG_N_TILES];
  guint n_discards = hg_state_get_discards (state, discards, HG_N_TILES);
  guint n = 0;

  for (guint i = 0; i < hg_state_get_n_placed (state); i++)
    {
      HgPlacement p;

      hg_state_get_placed (state, i, &p);
      seen[p.tile] = TRUE;
    }
  for (guint i = 0; i < n_discards; i++)
    seen[discards[i]] = TRUE;
  if (hg_state_get_tile_in_hand (state) >= 0)
    seen[hg_state_get_tile_in_hand (state)] = TRUE;
  for (guint i = 0; i < (bonus ? setup->n_bonus : setup->n_land); i++)
    in_deck[bonus ? setup->bonus[i] : setup->land[i]] = TRUE;

  for (guint id = 0; id < HG_N_TILES; id++)
    if (in_deck[id] && !seen[id])
      {
        const HgTile *tile = hg_tile_set_lookup (tiles, id);

        g_assert_nonnull (tile);
        g_assert_cmpint (tile->kind == HG_TILE_BONUS, ==, bonus);
        out[n++] = (guint8) id;
      }
  return n;
}

static void
check_unseen (const HgState *state)
{
  for (int bonus = 0; bonus <= 1; bonus++)
    {
      guint8 expected[HG_N_TILES], got[HG_N_TILES];
      guint n_expected = unseen_by_hand (state, bonus, expected);
      guint n = hg_state_get_unseen (state, bonus, got, HG_N_TILES);

      g_assert_cmpuint (n, ==, n_expected);
      g_assert_cmpmem (got, n, expected, n_expected);
      g_assert_cmpuint (n, ==, bonus ? hg_state_get_bonus_left (state) : hg_state_get_land_left (state));
    }
}

static void
test_set_difference (void)
{
  const HgTileSet *tiles = hg_tile_set_get_default (NULL);
  guint checks = 0;

  for (guint32 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(HgState) state = NULL;
      guint64 rng = seed * 31u;
      HgSetup setup;
      HgMove move;

      hg_setup_shuffle (&setup, 2 + seed % 4, seed);
      if (seed % 5 == 0)
        {
          /* A short game with a part of each pile. */
          setup.n_land = 30;
          setup.n_bonus = 5;
        }
      state = hg_state_new (tiles, &setup, NULL, NULL);
      check_unseen (state);
      while (hg_state_random_move (state, &rng, &move))
        {
          g_assert_true (hg_state_apply (state, &move, NULL, NULL, NULL));
          check_unseen (state);
          checks++;
        }
      check_unseen (state);
    }
  g_assert_cmpuint (checks, >, 2000);
}

/* Two states that differ only in the order of the tiles face down give
 * the same answer. */
static void
test_hidden_order (void)
{
  const HgTileSet *tiles = hg_tile_set_get_default (NULL);
  g_autoptr(HgState) a = NULL;
  g_autoptr(HgState) b = NULL;
  guint64 rng = 77, shuffle_rng = 5;
  HgSetup setup;
  HgMove move;

  hg_setup_shuffle (&setup, 3, 12);
  a = hg_state_new (tiles, &setup, NULL, NULL);
  for (guint i = 0; i < 25 && hg_state_random_move (a, &rng, &move); i++)
    g_assert_true (hg_state_apply (a, &move, NULL, NULL, NULL));
  b = hg_state_copy (a);
  hg_state_shuffle_unseen (b, &shuffle_rng);

  for (int bonus = 0; bonus <= 1; bonus++)
    {
      guint8 ua[HG_N_TILES], ub[HG_N_TILES];
      guint na = hg_state_get_unseen (a, bonus, ua, HG_N_TILES);
      guint nb = hg_state_get_unseen (b, bonus, ub, HG_N_TILES);

      g_assert_cmpmem (ua, na, ub, nb);
    }
  /* The piles did change order (else this test proves nothing). */
  {
    const HgSetup *sa = hg_state_get_setup (a);
    const HgSetup *sb = hg_state_get_setup (b);
    gboolean differ = FALSE;

    for (guint i = 0; i < sa->n_land; i++)
      differ |= sa->land[i] != sb->land[i];
    g_assert_true (differ);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/unseen/set-difference", test_set_difference);
  g_test_add_func ("/unseen/hidden-order", test_hidden_order);

  return g_test_run ();
}
