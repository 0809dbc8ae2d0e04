/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-unseen.c: hg_state_get_unseen() is the set difference of the decks
 * and the tiles seen (placed, discarded, in hand), worked out here from
 * the public queries alone, and never depends on the hidden order. */

#include "config.h"

#include "hg-engine.h"
#include "hg-ai.h"
#include "hg-unseen-reference.h"

static void
check_unseen (const HgState *state)
{
  for (int bonus = 0; bonus <= 1; bonus++)
    {
      guint8 expected[HG_N_TILES], got[HG_N_TILES];
      guint n_expected = hg_by_hand_unseen (state, bonus, expected);
      guint n = hg_state_get_unseen (state, bonus, got, HG_N_TILES);

      for (guint i = 0; i < n_expected; i++)
        {
          const HgTile *tile = hg_tile_set_lookup (hg_state_get_tile_set (state), expected[i]);

          g_assert_nonnull (tile);
          g_assert_cmpint (tile->kind == HG_TILE_BONUS, ==, bonus);
        }

      g_assert_cmpuint (n, ==, n_expected);
      g_assert_cmpmem (got, n, expected, n_expected);
      g_assert_cmpuint (n, ==, bonus ? hg_state_get_bonus_left (state) : hg_state_get_land_left (state));
    }
}

static void
check_cb (const HgState *state,
          gpointer       data)
{
  check_unseen (state);
}

static void
test_set_difference (void)
{
  g_assert_cmpuint (hg_by_hand_play_games (40, 31, 5, 30, 5, check_cb, NULL), >, 2000);
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
