/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules-forest.c: forests and bonus tiles (docs/rules.md "A turn" 3-4,
 * "Scoring during the game"), on hand-built positions.
 *
 * Geometry (docs/tiles.md): x grows east, y south; rotation r shows the
 * unrotated side (d - r) mod 4 at direction d (N=0 E=1 S=2 W=3).
 * The start tile 56 lies at (0,0): N=M0 (meadow, aurochs), E=F1 and
 * S=F1 (one forest zone with gold), W=R2-3-0 (river 3 into lake 8, 1 fish).
 * In the drawings each square shows "tile/rotation".
 */

#include "config.h"

#include "hg-test-util.h"

/* A forest of two single-side zones, completed with a gatherer on it.
 *
 *        x=0
 *  y=-2  36/0   M0 M0 F1 M0   forest 1 on S
 *  y=-1  37/0   F0 M1 M1 M1   forest 0 on N, meadow S meets start N
 *  y=0   56     start
 *
 * Turn 1, seat 0: 37 at 0,-1,0 + gatherer@0 (forest open to the north).
 * Turn 2, seat 1: 36 at 0,-2,0: forest 37z0 + 36z1 is complete:
 * 2 zones x 2 = 4 points to seat 0, whose gatherer goes home. */
static void
test_forest_complete (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "37,36,62", "");

  hg_test_assert_hand (game, HG_PHASE_TILE, 0, 37);
  hg_test_assert_members (game, 0, 5);

  hg_test_play (game, "0,-1,0+gatherer@0");
  hg_test_assert_n_scores (game, 0);
  hg_test_assert_members (game, 0, 4);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_GATHERER, 0), ==, 1);
  hg_test_assert_hand (game, HG_PHASE_TILE, 1, 36);

  hg_test_play (game, "0,-2,0");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 2, HG_SCORE_FOREST, 0x1, 4, 2);
  hg_test_assert_score (game, 0, HG_SCORE_FOREST, 4);
  hg_test_assert_total (game, 0, 4);
  hg_test_assert_total (game, 1, 0);
  hg_test_assert_members (game, 0, 5);
  hg_test_assert_members (game, 1, 5);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_NONE, -1), ==, 0);
  /* No gold: no bonus tile, the next player draws. */
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_BONUS), ==, 0);
  hg_test_assert_hand (game, HG_PHASE_TILE, 0, 62);
}

/* A forest loop round the start tile; tile 26 brings two zones of it.
 *
 *         x=0     x=1
 *  y=0    56      76/0   76: M0 M0 F1 F1 (forest S,W, gold)
 *  y=1    78/0    26/1   78: F0 F0 M1 M1 (forest N,E, gold)
 *                        26/1: N=F4 E=R0-1-2 S=R2-1-0 W=F3
 *
 * Turn 1, seat 0: 76 at 1,0,0 + gatherer@1: the start forest grows east,
 *   open at (0,1) and (1,1): nothing scores.
 * Turn 2, seat 1: 78 at 0,1,0: still open at (1,1): nothing scores.
 * Turn 3, seat 0: 26 at 1,1,1 closes it: zones 56z1 76z1 78z0 26z4 26z3,
 *   5 zones (26 counts twice) x 2 = 10 points to seat 0.
 * There is gold but the bonus deck is empty: nothing happens, seat 1 plays. */
static void
test_forest_two_zones_one_tile (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "76,78,26,62", "");

  hg_test_play (game, "1,0,0+gatherer@1");
  hg_test_assert_n_scores (game, 0);
  hg_test_assert_members (game, 0, 4);

  hg_test_play (game, "0,1,0");
  hg_test_assert_n_scores (game, 0);
  hg_test_assert_score (game, 0, HG_SCORE_FOREST, 0);

  hg_test_play (game, "1,1,1");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 3, HG_SCORE_FOREST, 0x1, 10, 5);
  hg_test_assert_score (game, 0, HG_SCORE_FOREST, 10);
  hg_test_assert_total (game, 1, 0);
  hg_test_assert_members (game, 0, 5);

  /* Empty bonus deck: gives nothing. */
  g_assert_cmpuint (hg_state_get_bonus_left (game->state), ==, 0);
  hg_test_assert_hand (game, HG_PHASE_TILE, 1, 62);
}

/* A completed forest with gold and no gatherer: it scores nobody but still
 * gives the bonus tile, to the player who completed it, at once.  The bonus
 * tile (81, mushrooms) then starts a forest that a later land tile completes.
 *
 *         x=0     x=1
 *  y=-2   34/3                34/3: N=M1 E=M2 S=F3 W=M0
 *  y=-1   81/3    37/3        81/3: N=F1 E=F1 S=M0 W=M0 (forest mushrooms)
 *  y=0    56      35/2        37/3: N=M1 E=M1 S=M1 W=F0
 *  y=1    36/2                35/2: N=M0 E=M0 S=M0 W=F1
 *                             36/2: N=F1 E=M0 S=M0 W=M0
 *
 * Turn 1, seat 0: 35 at 1,0,2.  Start forest open at (0,1).
 * Turn 2, seat 1: 36 at 0,1,2 completes 56z1 35z1 36z1 (3 zones, 6 points)
 *   with no gatherer: nobody scores.  56 has gold: seat 1 draws bonus 81.
 *   Bonus, seat 1: 81 at 0,-1,3 + gatherer@1 (forest open at N and E).
 * Turn 3, seat 0: 37 at 1,-1,3 (closes the east side).
 * Turn 4, seat 1: 34 at 0,-2,3 closes the north side: 81z1 37z0 34z3,
 *   3 zones x 2 + 1 mushrooms x 2 = 8 points to seat 1. */
static void
test_forest_mushrooms_and_gold_without_gatherer (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,36,37,34,62", "81");

  hg_test_play (game, "1,0,2");
  hg_test_assert_n_scores (game, 0);

  hg_test_play (game, "0,1,2");
  hg_test_assert_n_scores (game, 0);
  hg_test_expect_unclaimed (game, 2, HG_SCORE_FOREST, 3);
  hg_test_assert_total (game, 0, 0);
  hg_test_assert_total (game, 1, 0);
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_BONUS), ==, 1);
  hg_test_assert_hand (game, HG_PHASE_BONUS, 1, 81);
  g_assert_cmpuint (hg_state_get_bonus_left (game->state), ==, 0);
  /* The bonus tile does not count as a land tile. */
  g_assert_cmpuint (hg_state_get_land_left (game->state), ==, 3);

  hg_test_play (game, "0,-1,3+gatherer@1");
  hg_test_assert_n_scores (game, 0);
  hg_test_assert_members (game, 1, 4);
  hg_test_assert_hand (game, HG_PHASE_TILE, 0, 37);

  hg_test_play (game, "1,-1,3");
  hg_test_assert_n_scores (game, 0);

  hg_test_play (game, "0,-2,3");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 4, HG_SCORE_FOREST, 0x2, 8, 3);
  hg_test_assert_score (game, 1, HG_SCORE_FOREST, 8);
  hg_test_assert_total (game, 0, 0);
  hg_test_assert_members (game, 1, 5);
  /* No gold in that forest: no bonus. */
  hg_test_assert_hand (game, HG_PHASE_TILE, 0, 62);
}

/* A bonus tile that completes a river scores it, in the bonus phase, with
 * the land tile's turn number.  It is also a river between two lakes.
 *
 *         x=-1    x=0     x=1
 *  y=0    82/1    56      35/2      82/1: N=F3 E=R0-1-2 S=M2 W=M2
 *  y=1            36/2              (river 1 into lake 8, 2 fish)
 *
 * Turn 1, seat 0: 35 at 1,0,2.  Turn 2, seat 1: 36 at 0,1,2 completes the
 * start forest (gold, nobody): bonus 82 to seat 1.
 * Bonus, seat 1: 82 at -1,0,1 + fisher@1 completes the river 56z3 + 82z1,
 * which ends in the start lake (1 fish) and in 82's lake (2 fish):
 * 2 zones + 1 + 2 = 5 points to seat 1, reported at turn 2. */
static void
test_bonus_tile_completes_river (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,36,62", "82");

  hg_test_play (game, "1,0,2");
  hg_test_play (game, "0,1,2");
  hg_test_assert_hand (game, HG_PHASE_BONUS, 1, 82);

  /* The bonus tile follows the placement rules of a land tile. */
  hg_test_play_illegal (game, "-1,0,0");
  hg_test_play_illegal (game, "3,3,0");
  hg_test_play_illegal (game, "-1,0,1+gatherer@2");
  hg_test_play (game, "-1,0,1+fisher@1");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 2, HG_SCORE_RIVER, 0x2, 5, 2);
  hg_test_assert_score (game, 1, HG_SCORE_RIVER, 5);
  hg_test_assert_total (game, 0, 0);
  hg_test_assert_members (game, 1, 5);
  hg_test_assert_hand (game, HG_PHASE_TILE, 0, 62);
}

/* A bonus tile that completes a forest with gold earns no other bonus tile.
 *
 *         x=0     x=1
 *  y=-2   34/3                75/3: N=F1 E=F1 S=M0 W=M0 (forest gold)
 *  y=-1   75/3    37/3        88/2: N=F1 E=M0 S=M0 W=M0
 *  y=0    56      35/2
 *  y=1    88/2
 *
 * Turn 1, seat 0: 35 at 1,0,2 (start forest open at (0,1)).
 * Turn 2, seat 1: 75 at 0,-1,3 + gatherer@1.
 * Turn 3, seat 0: 37 at 1,-1,3.
 * Turn 4, seat 1: 34 at 0,-2,3 completes 75z1 37z0 34z3: 6 points to seat 1;
 *   gold: bonus 88 to seat 1.
 * Bonus, seat 1: 88 at 0,1,2 + gatherer@1 completes the start forest
 *   56z1 35z1 88z1: 6 more points; it has gold, but a bonus tile never
 *   earns another: bonus 90 stays in the deck, seat 0 plays next. */
static void
test_bonus_tile_never_earns_another (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,75,37,34,62", "88,90");

  hg_test_play (game, "1,0,2");
  hg_test_play (game, "0,-1,3+gatherer@1");
  hg_test_play (game, "1,-1,3");
  hg_test_play (game, "0,-2,3");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 4, HG_SCORE_FOREST, 0x2, 6, 3);
  hg_test_assert_hand (game, HG_PHASE_BONUS, 1, 88);
  g_assert_cmpuint (hg_state_get_bonus_left (game->state), ==, 1);

  hg_test_play (game, "0,1,2+gatherer@1");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 4, HG_SCORE_FOREST, 0x2, 6, 3);
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_BONUS), ==, 0);
  g_assert_cmpuint (hg_state_get_bonus_left (game->state), ==, 1);
  hg_test_assert_hand (game, HG_PHASE_TILE, 0, 62);
  hg_test_assert_score (game, 1, HG_SCORE_FOREST, 12);
  hg_test_assert_members (game, 1, 5);
}

/* One tile completes two forests with gold: one bonus tile only.
 *
 *         x=0     x=1
 *  y=0    56      35/2        76/0: N=M0 E=M0 S=F1 W=F1 (forest gold)
 *  y=1    67/0    76/0        67/0: N=F0 E=F1 S=M2 W=M2 (two forests)
 *  y=2    84/0    36/2
 *
 * Turn 1, seat 0: 35 at 1,0,2 + gatherer@1 (start forest, open at (0,1)).
 * Turn 2, seat 1: 76 at 1,1,0 + gatherer@1 (open at (0,1) and (1,2)).
 * Turn 3, seat 0: 36 at 1,2,2 (76's forest now open at (0,1) only).
 * Turn 4, seat 1: 67 at 0,1,0 completes both:
 *   56z1 35z1 67z0: 6 points to seat 0; 76z1 36z1 67z1: 6 points to seat 1.
 *   Two forests, two nuggets: one bonus tile (84) for seat 1.
 * Bonus, seat 1: 84 at 0,2,0.  Then seat 0 plays; 89 is still in the deck. */
static void
test_one_bonus_per_turn (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,76,36,67,62", "84,89");

  hg_test_play (game, "1,0,2+gatherer@1");
  hg_test_play (game, "1,1,0+gatherer@1");
  hg_test_play (game, "1,2,2");
  hg_test_assert_n_scores (game, 0);

  hg_test_play (game, "0,1,0");
  hg_test_assert_n_scores (game, 2);
  hg_test_expect_score (game, 4, HG_SCORE_FOREST, 0x1, 6, 3);
  hg_test_expect_score (game, 4, HG_SCORE_FOREST, 0x2, 6, 3);
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_BONUS), ==, 1);
  hg_test_assert_hand (game, HG_PHASE_BONUS, 1, 84);
  g_assert_cmpuint (hg_state_get_bonus_left (game->state), ==, 1);
  hg_test_assert_members (game, 0, 5);
  hg_test_assert_members (game, 1, 5);

  hg_test_play (game, "0,2,0");
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_BONUS), ==, 0);
  hg_test_assert_hand (game, HG_PHASE_TILE, 0, 62);
  g_assert_cmpuint (hg_state_get_bonus_left (game->state), ==, 1);
}

/* A bonus tile that fits nowhere is discarded and the next one drawn; so is
 * a land tile.  Discards do not count as turns.
 *
 *         x=0     x=1
 *  y=-2   88/0                63/0: N=F0 E=F0 S=M1 W=F0 (forest gold)
 *  y=-1   63/0                14/0: N=R0-1-2 (spring) E=F3 S=F4 W=F5
 *  y=0    56      14/0        72/1: N=F4 E=R0-1-2 S=F3 W=R2-1-0
 *  y=1    72/1
 *
 * Turn 1, seat 0: 63 at 0,-1,0.  Every open side of the board is now forest
 *   or river, so land tile 62 (all meadow) fits nowhere: discarded (seat 1's
 *   draw), and seat 1 draws 14.
 * Turn 2, seat 1: 14 at 1,0,0 (start forest open at (0,1) only).
 * Turn 3, seat 0: 72 at 0,1,1 completes 56z1 14z5 72z4 (nobody), gold:
 *   bonus tile 84 (all meadow) fits nowhere either: discarded; 88 drawn.
 * Bonus, seat 0: 88 at 0,-2,0. */
static void
test_discarded_tiles (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "63,62,14,72,61", "84,88");
  guint8 discards[8];

  hg_test_play (game, "0,-1,0");
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_DISCARD), ==, 1);
  {
    const HgTestEvent *ev = &g_array_index (game->events, HgTestEvent, game->mark);

    g_assert_cmpint (ev->type, ==, HG_EVENT_DISCARD);
    g_assert_cmpuint (ev->tile, ==, 62);
    g_assert_cmpuint (ev->seat, ==, 1);
  }
  g_assert_cmpuint (hg_state_get_discards (game->state, discards, 8), ==, 1);
  g_assert_cmpuint (discards[0], ==, 62);
  hg_test_assert_hand (game, HG_PHASE_TILE, 1, 14);
  g_assert_cmpuint (hg_state_get_land_left (game->state), ==, 2);

  hg_test_play (game, "1,0,0");
  hg_test_assert_hand (game, HG_PHASE_TILE, 0, 72);

  hg_test_play (game, "0,1,1");
  /* Turn 3: the discard of 62 is not a turn. */
  hg_test_expect_unclaimed (game, 3, HG_SCORE_FOREST, 3);
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_DISCARD), ==, 1);
  {
    gboolean found = FALSE;

    for (guint i = game->mark; i < game->events->len; i++)
      {
        const HgTestEvent *ev = &g_array_index (game->events, HgTestEvent, i);

        if (ev->type == HG_EVENT_DISCARD)
          {
            g_assert_cmpuint (ev->tile, ==, 84);
            g_assert_cmpuint (ev->seat, ==, 0);
            found = TRUE;
          }
      }
    g_assert_true (found);
  }
  g_assert_cmpuint (hg_state_get_discards (game->state, discards, 8), ==, 2);
  g_assert_cmpuint (discards[0], ==, 62);
  g_assert_cmpuint (discards[1], ==, 84);
  hg_test_assert_hand (game, HG_PHASE_BONUS, 0, 88);
  g_assert_cmpuint (hg_state_get_bonus_left (game->state), ==, 0);

  /* 61 (all meadow) fits only thanks to 88: it is judged after the bonus
   * tile, so it is not discarded. */
  hg_test_play (game, "0,-2,0");
  hg_test_assert_hand (game, HG_PHASE_TILE, 1, 61);
  g_assert_cmpuint (hg_state_get_discards (game->state, discards, 8), ==, 2);
}

/* The position of /rules/discard/land-and-bonus with only bonus tile 84:
 * it is discarded and the empty bonus deck gives nothing; seat 1 draws
 * 37 (F0 M1 M1 M1, it fits at 0,-2,2). */
static void
test_discarded_bonus_then_empty (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "63,62,14,72,37", "84");
  guint8 discards[8];

  hg_test_play (game, "0,-1,0");
  hg_test_play (game, "1,0,0");
  hg_test_play (game, "0,1,1");
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_DISCARD), ==, 1);
  g_assert_cmpuint (hg_state_get_discards (game->state, discards, 8), ==, 2);
  g_assert_cmpuint (discards[1], ==, 84);
  g_assert_cmpuint (hg_state_get_bonus_left (game->state), ==, 0);
  hg_test_assert_hand (game, HG_PHASE_TILE, 1, 37);
  hg_test_play (game, "0,-2,2");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/forest/complete", test_forest_complete);
  g_test_add_func ("/rules/forest/two-zones-one-tile", test_forest_two_zones_one_tile);
  g_test_add_func ("/rules/forest/mushrooms-gold-without-gatherer",
                   test_forest_mushrooms_and_gold_without_gatherer);
  g_test_add_func ("/rules/bonus/completes-river", test_bonus_tile_completes_river);
  g_test_add_func ("/rules/bonus/never-earns-another", test_bonus_tile_never_earns_another);
  g_test_add_func ("/rules/bonus/one-per-turn", test_one_bonus_per_turn);
  g_test_add_func ("/rules/discard/land-and-bonus", test_discarded_tiles);
  g_test_add_func ("/rules/discard/bonus-then-empty", test_discarded_bonus_then_empty);

  return g_test_run ();
}
