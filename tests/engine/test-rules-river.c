/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules-river.c: rivers, lakes and fishermen (docs/rules.md "Features",
 * "Scoring during the game"), on hand-built positions.
 *
 * Geometry (docs/tiles.md): x grows east, y south; rotation r shows the
 * unrotated side (d - r) mod 4 at direction d (N=0 E=1 S=2 W=3).
 * The start tile 56 lies at (0,0): N=M0, E=F1, S=F1, W=R2-3-0 (river 3
 * into the start lake, 1 fish).  Each square shows "tile/rotation".
 * River tiles used:
 *   9  R0-1-2 R2-3-4 R4-5-0 M0: rivers 1 (N), 3 (E), 5 (S) into lake 8, 2 fish
 *   14 R0-1-2 F3 F4 F5: river 1 on N only, no lake: a spring
 *   15/16/18/19 M0 R0-1-2 R2-1-0 M0: river 1 from E to S
 *   24 R0-1-2 M2 F3 R4-5-0: rivers 1 (N), 5 (W) into lake 8, 1 fish
 *   48 M0 R0-1-2 M2 R2-1-0: river 1 from E to W
 *   59 R0-1-2 M2 F3 M0: river 1 (N) into lake 8, 1 fish
 */

#include "config.h"

#include "hg-test-util.h"

/* A river between two lakes.
 *
 *         x=-1    x=0
 *  y=0    59/1    56        59/1: N=M0 E=R0-1-2 S=M2 W=F3
 *
 * Turn 1, seat 0: 59 at -1,0,1 + fisher@1 completes 56z3 + 59z1, which ends
 * in the start lake (1 fish) and 59's lake (1 fish): 2 + 1 + 1 = 4. */
static void
test_river_between_lakes (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "59,62", "");

  hg_test_play (game, "-1,0,1+fisher@1");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 1, HG_SCORE_RIVER, 0x1, 4, 2);
  hg_test_assert_score (game, 0, HG_SCORE_RIVER, 4);
  hg_test_assert_total (game, 0, 4);
  hg_test_assert_members (game, 0, 5);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_NONE, -1), ==, 0);
}

/* A river from the start lake to a spring, first left open.
 *
 *         x=-2    x=-1    x=0
 *  y=0    14/1    48/0    56      14/1: N=F5 E=R0-1-2 S=F3 W=F4
 *
 * Turn 1, seat 0: 48 at -1,0,0 + fisher@1: open at (-2,0), nothing scores.
 * Turn 2, seat 1: 14 at -2,0,1 ends it in a spring: 56z3 48z1 14z1,
 * 3 zones + 1 fish (the start lake; a spring has none) = 4 to seat 0. */
static void
test_river_spring (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "48,14,62", "");

  hg_test_play (game, "-1,0,0+fisher@1");
  hg_test_assert_n_scores (game, 0);
  hg_test_assert_members (game, 0, 4);

  hg_test_play (game, "-2,0,1");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 2, HG_SCORE_RIVER, 0x1, 4, 3);
  hg_test_assert_score (game, 0, HG_SCORE_RIVER, 4);
  hg_test_assert_total (game, 1, 0);
  hg_test_assert_members (game, 0, 5);
}

/* A circuit: a river with no end.
 *
 *         x=0     x=1
 *  y=-2   16/0    18/1      16/0: river E-S   18/1: river S-W
 *  y=-1   15/3    19/2      15/3: river N-E   19/2: river N-W
 *  y=0    56
 *
 * Turn 1, seat 0: 15 at 0,-1,3 + fisher@1.  Turn 2, seat 1: 16 at 0,-2,0
 * (a second fisher there is not allowed).  Turn 3, seat 0: 18 at 1,-2,1.
 * Turn 4, seat 1: 19 at 1,-1,2 closes the loop: 4 zones, no lake: 4 points
 * to seat 0. */
static void
test_river_circuit (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "15,16,18,19,62", "");

  hg_test_play (game, "0,-1,3+fisher@1");
  hg_test_play_illegal (game, "0,-2,0+fisher@1");
  hg_test_play (game, "0,-2,0");
  hg_test_play (game, "1,-2,1");
  hg_test_assert_n_scores (game, 0);

  hg_test_play (game, "1,-1,2");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 4, HG_SCORE_RIVER, 0x1, 4, 4);
  hg_test_assert_score (game, 0, HG_SCORE_RIVER, 4);
  hg_test_assert_members (game, 0, 5);
}

/* A river whose two ends are the same lake counts its fish once.
 *
 *         x=0     x=1
 *  y=-2   16/0    18/1      9/3: N=R2-3-4 (river 3) E=R4-5-0 (river 5)
 *  y=-1   9/3     19/2           S=M0 W=R0-1-2 (river 1); lake 8, 2 fish
 *  y=0    56
 *
 * Turn 1, seat 0: 9 at 0,-1,3 + fisher@3.  Turns 2-4: 16 at 0,-2,0, 18 at
 * 1,-2,1, 19 at 1,-1,2: the river 9z3 16z1 18z1 19z1 9z5 leaves 9's lake
 * to the north and comes back from the east: 5 zones + 2 fish (once) = 7. */
static void
test_river_same_lake_twice (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "9,16,18,19,62", "");

  hg_test_play (game, "0,-1,3+fisher@3");
  hg_test_play (game, "0,-2,0");
  hg_test_play (game, "1,-2,1");
  hg_test_assert_n_scores (game, 0);

  hg_test_play (game, "1,-1,2");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 4, HG_SCORE_RIVER, 0x1, 7, 5);
  hg_test_assert_score (game, 0, HG_SCORE_RIVER, 7);
  hg_test_assert_members (game, 0, 5);
}

/* A fisherman on a lake: blocks fishermen in every river into it, counts
 * in each river that one tile completes, goes home once.
 *
 *         x=0     x=1
 *  y=-2   16/0    24/3      24/3: N=M2 E=F3 S=R4-5-0 (river 5) W=R0-1-2
 *  y=-1   9/3     19/2            (river 1); lake 8, 1 fish
 *  y=0    56
 *
 * Turn 1, seat 0: 9 at 0,-1,3 + fisher@8 (on the lake, 2 fish).
 * Turn 2, seat 1: 16 at 0,-2,0: a fisher on it is illegal (its river flows
 *   into 9's lake); a hut is fine (huts and fishermen never block).
 * Turn 3, seat 0: 19 at 1,-1,2: no fisher there either (river 5 of 9).
 * Turn 4, seat 1: 24 at 1,-2,3: a fisher on 24's lake is illegal (it ends
 *   both rivers).  Without it, 24 completes both rivers:
 *   A = 9z3 16z1 24z1: 3 + 2 fish (9) + 1 fish (24) = 6,
 *   B = 9z5 19z1 24z5: 3 + 2 + 1 = 6,
 *   the lake fisherman counts in both: seat 0 scores 12; it goes home once
 *   (5 members, not 6).  The hut stays. */
static void
test_lake_fisher_two_rivers (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "9,16,19,24,62", "");

  hg_test_play (game, "0,-1,3+fisher@8");
  hg_test_assert_members (game, 0, 4);

  hg_test_play_illegal (game, "0,-2,0+fisher@1");
  hg_test_play (game, "0,-2,0+hut@1");
  hg_test_assert_huts (game, 1, 1);

  hg_test_play_illegal (game, "1,-1,2+fisher@1");
  hg_test_play (game, "1,-1,2");
  hg_test_assert_n_scores (game, 0);

  hg_test_play_illegal (game, "1,-2,3+fisher@8");
  hg_test_play_illegal (game, "1,-2,3+fisher@1");
  hg_test_play (game, "1,-2,3");
  hg_test_assert_n_scores (game, 2);
  hg_test_expect_score (game, 4, HG_SCORE_RIVER, 0x1, 6, 3);
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_SCORE), ==, 2);
  hg_test_assert_score (game, 0, HG_SCORE_RIVER, 12);
  hg_test_assert_total (game, 1, 0);
  hg_test_assert_members (game, 0, 5);
  hg_test_assert_members (game, 1, 5);
  hg_test_assert_huts (game, 1, 1);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_FISHER, -1), ==, 0);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_HUT, 1), ==, 1);
}

/* A fisherman on a lake goes home when the first of its rivers scores, and
 * no longer counts in (or blocks) the others.
 *
 *         x=0     x=1
 *  y=-2   14/2              14/2: N=F4 E=F5 S=R0-1-2 (spring) W=F3
 *  y=-1   9/3     59/3      59/3: N=M2 E=F3 S=M0 W=R0-1-2 (lake, 1 fish)
 *  y=0    56
 *
 * Three players.  Turn 1, seat 0: 9 at 0,-1,3 + fisher@8.
 * Turn 2, seat 1: 14 at 0,-2,2 completes 9z3 14z1: 2 + 2 fish = 4 to
 *   seat 0, whose fisherman goes home.
 * Turn 3, seat 2: 59 at 1,-1,3 + fisher@1 (legal now) completes 9z5 59z1:
 *   2 + 2 + 1 = 5 to seat 2 alone. */
static void
test_lake_fisher_goes_home_first (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (3, 0, "9,14,59,62", "");

  hg_test_play (game, "0,-1,3+fisher@8");
  hg_test_play (game, "0,-2,2");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 2, HG_SCORE_RIVER, 0x1, 4, 2);
  hg_test_assert_members (game, 0, 5);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_FISHER, -1), ==, 0);

  hg_test_play (game, "1,-1,3+fisher@1");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 3, HG_SCORE_RIVER, 0x4, 5, 2);
  hg_test_assert_score (game, 0, HG_SCORE_RIVER, 4);
  hg_test_assert_score (game, 2, HG_SCORE_RIVER, 5);
  hg_test_assert_total (game, 1, 0);
  hg_test_assert_members (game, 2, 5);
}

/* A fisherman on a lake and a fisherman on a river, of two players, in one
 * river joined later: a tie, both score in full.
 *
 *         x=-1    x=0
 *  y=-1   19/0    9/3       19/0: river E-S;  15/3: river N-E
 *  y=0    15/3    56        9/3: W=R0-1-2 (river 1 into its lake, 2 fish)
 *
 * Turn 1, seat 0: 9 at 0,-1,3 + fisher@8 (on the lake).
 * Turn 2, seat 1: 15 at -1,0,3 + fisher@1 (on the start river, another one).
 * Turn 3, seat 0: 19 at -1,-1,0 joins 15's river to 9's west river:
 *   56z3 15z1 19z1 9z1 from the start lake (1 fish) to 9's lake (2 fish):
 *   4 + 1 + 2 = 7 points to seats 0 and 1; both fishermen go home. */
static void
test_river_tie_with_lake_fisher (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "9,15,19,62", "");

  hg_test_play (game, "0,-1,3+fisher@8");
  hg_test_play (game, "-1,0,3+fisher@1");
  hg_test_assert_n_scores (game, 0);

  hg_test_play (game, "-1,-1,0");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 3, HG_SCORE_RIVER, 0x3, 7, 4);
  hg_test_assert_score (game, 0, HG_SCORE_RIVER, 7);
  hg_test_assert_score (game, 1, HG_SCORE_RIVER, 7);
  hg_test_assert_members (game, 0, 5);
  hg_test_assert_members (game, 1, 5);
}

/* A lake parts the rivers that flow into it: a fisherman on one of them
 * does not block a fisherman on another (only a fisherman on the lake
 * stands in all of them).
 *
 *         x=0     x=1
 *  y=-1   9/3     59/3      9/3: N river 3, E river 5, W river 1, lake 2 fish
 *  y=0    56                59/3: W=R0-1-2 into its lake (1 fish)
 *
 * Turn 1, seat 0: 9 at 0,-1,3 + fisher@3 (the north river, open).
 * Turn 2, seat 1: 59 at 1,-1,3 + fisher@1 is legal; it completes 9z5 59z1:
 *   2 + 2 + 1 = 5 to seat 1 alone; seat 0's fisherman stays. */
static void
test_lake_parts_rivers (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "9,59,62", "");

  hg_test_play (game, "0,-1,3+fisher@3");
  hg_test_play (game, "1,-1,3+fisher@1");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 2, HG_SCORE_RIVER, 0x2, 5, 2);
  hg_test_assert_score (game, 1, HG_SCORE_RIVER, 5);
  hg_test_assert_total (game, 0, 0);
  hg_test_assert_members (game, 0, 4);
  hg_test_assert_members (game, 1, 5);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_FISHER, 0), ==, 1);
}

/* A fisherman put on the lake of the tile that completes two rivers counts
 * in both.  The position of /rules/lake/fisher-two-rivers without the
 * fisherman on 9: seat 1 lays 24 at 1,-2,3 + fisher@8 and scores 6 + 6. */
static void
test_lake_fisher_on_completing_tile (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "9,16,19,24,62", "");

  hg_test_play (game, "0,-1,3");
  hg_test_play (game, "0,-2,0");
  hg_test_play (game, "1,-1,2");
  hg_test_play (game, "1,-2,3+fisher@8");
  hg_test_assert_n_scores (game, 2);
  hg_test_expect_score (game, 4, HG_SCORE_RIVER, 0x2, 6, 3);
  hg_test_assert_score (game, 1, HG_SCORE_RIVER, 12);
  hg_test_assert_total (game, 0, 0);
  hg_test_assert_members (game, 1, 5);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/river/between-lakes", test_river_between_lakes);
  g_test_add_func ("/rules/river/spring", test_river_spring);
  g_test_add_func ("/rules/river/circuit", test_river_circuit);
  g_test_add_func ("/rules/river/same-lake-twice", test_river_same_lake_twice);
  g_test_add_func ("/rules/lake/fisher-two-rivers", test_lake_fisher_two_rivers);
  g_test_add_func ("/rules/lake/fisher-goes-home-first", test_lake_fisher_goes_home_first);
  g_test_add_func ("/rules/lake/parts-rivers", test_lake_parts_rivers);
  g_test_add_func ("/rules/lake/fisher-on-completing-tile", test_lake_fisher_on_completing_tile);
  g_test_add_func ("/rules/majority/river-tie-lake-fisher", test_river_tie_with_lake_fisher);

  return g_test_run ();
}
