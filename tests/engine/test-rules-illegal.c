/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules-illegal.c: moves that are well formed but not allowed
 * (docs/rules.md "A turn" 1-2, "Notation"): each fails with
 * HG_MOVE_ERROR_ILLEGAL and a message, and leaves the state untouched
 * (hg_test_play_illegal checks all of that).
 *
 * The start tile 56 lies at (0,0): N=M0, E=F1, S=F1, W=R2-3-0.
 * 35: M0 F1 M0 M0 (meadow 0, forest 1 on E); at rotation 2 its forest
 * faces west, so 1,0,2 is its only rotation at (1,0).
 * 59: R0-1-2 M2 F3 M0 (meadow 0 and 2, river 1 into lake 8, forest 3).
 */

#include "config.h"

#include "hg-test-util.h"

static void
test_illegal_placements (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,62", "");

  hg_test_assert_hand (game, HG_PHASE_TILE, 0, 35);
  /* Not next to a placed tile. */
  hg_test_play_illegal (game, "5,5,0");
  hg_test_play_illegal (game, "1,1,2");
  /* On a placed tile. */
  hg_test_play_illegal (game, "0,0,0");
  /* Wrong rotations: at rotations 0, 1 and 3, 35 shows a meadow side
   * (W = side 3, 2 and 0) to the start's forest. */
  hg_test_play_illegal (game, "1,0,0");
  hg_test_play_illegal (game, "1,0,1");
  hg_test_play_illegal (game, "1,0,3");
  hg_test_play (game, "1,0,2");
  hg_test_assert_hand (game, HG_PHASE_TILE, 1, 62);
  /* 62 (all meadow) cannot go south of the start (forest side). */
  hg_test_play_illegal (game, "0,1,0");
}

static void
test_illegal_figures (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,59,62", "");

  /* Zones that do not exist on 35 (it has 0 and 1). */
  hg_test_play_illegal (game, "1,0,2+gatherer@5");
  hg_test_play_illegal (game, "1,0,2+hunter@2");
  hg_test_play_illegal (game, "1,0,2+fisher@8");
  /* Roles not allowed on the zone's type. */
  hg_test_play_illegal (game, "1,0,2+hunter@1");    /* forest */
  hg_test_play_illegal (game, "1,0,2+fisher@1");    /* forest */
  hg_test_play_illegal (game, "1,0,2+hut@1");       /* forest */
  hg_test_play_illegal (game, "1,0,2+gatherer@0");  /* meadow */
  hg_test_play_illegal (game, "1,0,2+fisher@0");    /* meadow */
  hg_test_play_illegal (game, "1,0,2+hut@0");       /* meadow */
  hg_test_play (game, "1,0,2+gatherer@1");

  /* 59 at -1,0,1: river 1 flows from the start river into lake 8. */
  hg_test_play_illegal (game, "-1,0,1+gatherer@8");  /* lake */
  hg_test_play_illegal (game, "-1,0,1+hunter@8");    /* lake */
  hg_test_play_illegal (game, "-1,0,1+gatherer@1");  /* river */
  hg_test_play_illegal (game, "-1,0,1+hunter@1");    /* river */
  hg_test_play_illegal (game, "-1,0,1+fisher@3");    /* forest */
}

static void
test_illegal_after_game_over (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "62", "");

  hg_test_play (game, "0,-1,0");
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  hg_test_play_illegal (game, "0,-2,0");
  hg_test_play_illegal (game, "1,0,0");
}

/* Moves that are not in the notation at all are syntax errors, not
 * illegal moves. */
static void
test_syntax_errors (void)
{
  const char *bad[] = { "", "1,0", "1,0,4", "a,b,c", "1,0,2+", "1,0,2+farmer@1",
                        "1,0,2+hunter", "1,0,2 ", " 1,0,2" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      HgMove move;

      g_assert_false (hg_move_parse (bad[i], &move, &error));
      g_assert_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_SYNTAX);
      g_assert_nonnull (error->message);
      g_assert_cmpstr (error->message, !=, "");
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/illegal/placements", test_illegal_placements);
  g_test_add_func ("/rules/illegal/figures", test_illegal_figures);
  g_test_add_func ("/rules/illegal/after-game-over", test_illegal_after_game_over);
  g_test_add_func ("/rules/illegal/syntax", test_syntax_errors);

  return g_test_run ();
}
