/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules-end.c: the end of the game and the final scoring of huts and
 * hunters (docs/rules.md "End of the game"), on hand-built positions.
 *
 * Geometry (docs/tiles.md): x grows east, y south; rotation r shows the
 * unrotated side (d - r) mod 4 at direction d (N=0 E=1 S=2 W=3).
 * The start tile 56 lies at (0,0): N=M0 (meadow 0, 1 aurochs; it also
 * holds the north half of W), E=F1 and S=F1 (forest with gold), W=R2-3-0
 * (river 3 into the start lake, 1 fish).  Each square shows "tile/rotation".
 * Hunters: a meadow is worth 2 x (max(D - T, 0) + M + A), T = 0 with fire.
 */

#include "config.h"

#include "hg-test-util.h"

/* The game ends after the last land tile's turn, its bonus tile included;
 * the bonus tile's meadow counts in the final scoring.
 *
 *         x=0     x=1
 *  y=-1   84/0              84: all meadow, fire
 *  y=0    56      35/2
 *  y=1    36/2
 *
 * Turn 1, seat 0: 35 at 1,0,2.  Turn 2 (the last land tile), seat 1: 36 at
 * 0,1,2 completes the start forest (gold): bonus 84, the game is not over.
 * Bonus, seat 1: 84 at 0,-1,0 + hunter@0: meadow 56z0 (1 aurochs) + 84z0:
 * 2 x (0 + 0 + 1) = 2 points to seat 1, reported with turn 2.
 * Then nothing more is legal. */
static void
test_end_after_bonus (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,36", "84");

  hg_test_play (game, "1,0,2");
  hg_test_play (game, "0,1,2");
  g_assert_cmpuint (hg_state_get_land_left (game->state), ==, 0);
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_GAME_OVER), ==, 0);
  hg_test_assert_hand (game, HG_PHASE_BONUS, 1, 84);

  hg_test_play (game, "0,-1,0+hunter@0");
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_GAME_OVER), ==, 1);
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 2, HG_SCORE_HUNTERS, 0x2, 2, 2);
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  g_assert_cmpint (hg_state_get_tile_in_hand (game->state), ==, -1);
  hg_test_assert_score (game, 1, HG_SCORE_HUNTERS, 2);
  hg_test_assert_total (game, 0, 0);
  {
    HgPlacement places[HG_MAX_PLACEMENTS];

    g_assert_cmpuint (hg_state_legal_placements (game->state, places, HG_MAX_PLACEMENTS), ==, 0);
  }

  /* A move after the end. */
  hg_test_play_illegal (game, "0,-2,0");
}

/* The game ends when the last land tile is discarded.
 *
 *         x=0
 *  y=-1   63/0      63/0: N=F0 E=F0 S=M1 W=F0
 *  y=0    56
 *
 * Turn 1, seat 0: 63 at 0,-1,0 + hunter@1.  The last two land tiles, 62
 * and 61 (all meadow), fit nowhere: both discarded, and the game is over.
 * Meadow 56z0 (1 aurochs) + 63z1: 2 x 1 = 2 points to seat 0. */
static void
test_end_on_discard (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "63,62,61", "");
  guint8 discards[4];

  hg_test_play (game, "0,-1,0+hunter@1");
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_DISCARD), ==, 2);
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_GAME_OVER), ==, 1);
  g_assert_cmpuint (hg_state_get_discards (game->state, discards, 4), ==, 2);
  g_assert_cmpuint (discards[0], ==, 62);
  g_assert_cmpuint (discards[1], ==, 61);
  g_assert_cmpuint (hg_state_get_land_left (game->state), ==, 0);
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  g_assert_cmpint (hg_state_get_tile_in_hand (game->state), ==, -1);
  hg_test_expect_score (game, 1, HG_SCORE_HUNTERS, 0x1, 2, 2);
  hg_test_assert_total (game, 0, 2);

  /* The game-over event comes last. */
  {
    const HgTestEvent *last =
      &g_array_index (game->events, HgTestEvent, game->events->len - 1);

    g_assert_cmpint (last->type, ==, HG_EVENT_GAME_OVER);
  }
  hg_test_play_illegal (game, "0,1,0");
}

/* Incomplete forests and rivers score nothing; their figures go home.
 *
 *         x=-1    x=0     x=1
 *  y=0    48/0    56      76/0
 *
 * Turn 1, seat 0: 76 at 1,0,0 + gatherer@1 (forest open at S).
 * Turn 2, seat 1: 48 at -1,0,0 + fisher@1 (river open at W).  The end. */
static void
test_end_incomplete (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "76,48", "");

  hg_test_play (game, "1,0,0+gatherer@1");
  hg_test_play (game, "-1,0,0+fisher@1");
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  hg_test_assert_n_scores (game, 0);
  hg_test_assert_total (game, 0, 0);
  hg_test_assert_total (game, 1, 0);
  hg_test_assert_members (game, 0, 5);
  hg_test_assert_members (game, 1, 5);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_GATHERER, -1), ==, 0);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_FISHER, -1), ==, 0);
}

/* Huts: a tie in a river system joined by a tile, complete or not.
 *
 *         x=-1    x=0       3/0: N=R0-1-2 E=R2-3-4 S=M4 W=R4-5-0, all
 *  y=-1   19/0    59/3           three rivers into lake 8 (1 fish)
 *  y=0    3/0     56        59/3: W=R0-1-2 into lake 8 (1 fish)
 *                           19/0: river E-S
 *
 * Turn 1, seat 0: 3 at -1,0,0 + hut@8 (start system).
 * Turn 2, seat 1: 59 at 0,-1,3 + hut@8 (another system).
 * Turn 3, seat 0: 19 at -1,-1,0 joins them.  The end.  The system (3's west
 * river still open) has the start lake (1), 3's lake (1) and 59's lake
 * (1): 3 fish, 3 points to each of seats 0 and 1 (one hut each).  Its
 * zones: 56z3 56z8, 3z1 3z3 3z5 3z8, 19z1, 59z1 59z8 = 9. */
static void
test_huts_tie (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "3,59,19", "");

  hg_test_play (game, "-1,0,0+hut@8");
  hg_test_play (game, "0,-1,3+hut@8");
  hg_test_play (game, "-1,-1,0");
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 3, HG_SCORE_HUTS, 0x3, 3, 9);
  hg_test_assert_score (game, 0, HG_SCORE_HUTS, 3);
  hg_test_assert_score (game, 1, HG_SCORE_HUTS, 3);
  hg_test_assert_total (game, 0, 3);
  hg_test_assert_total (game, 1, 3);
}

/* Huts: the majority of a system of three joined systems.
 *
 *         x=-1    x=0
 *  y=-2   0/2     35/2      0/2: N=F3 E=F4 S=R0-1-2 (lake 8, 2 fish) W=M2
 *  y=-1   7/0     59/3      7/0: rivers N, E, S into lake 8 (1 fish), W=M0
 *  y=0    3/0     56
 *  y=1            36/2
 *
 * Turn 1, seat 0: 3 at -1,0,0 + hut@8       (system A: start + 3)
 * Turn 2, seat 1: 59 at 0,-1,3 + hut@8      (system B)
 * Turn 3, seat 0: 35 at 0,-2,2
 * Turn 4, seat 1: 36 at 0,1,2
 * Turn 5, seat 0: 0 at -1,-2,2 + hut@8      (system C)
 * Turn 6, seat 1: 7 at -1,-1,0 joins A, B and C.  The end.
 * Fish: start 1 + 3's 1 + 59's 1 + 0's 2 + 7's 1 = 6.  Seat 0 has 2 huts,
 * seat 1 has 1: 6 points to seat 0 alone.  Zones: 56: 2, 3: 4, 59: 2,
 * 0: 2, 7: 4 = 14. */
static void
test_huts_majority (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "3,59,35,36,0,7", "");

  hg_test_play (game, "-1,0,0+hut@8");
  hg_test_play (game, "0,-1,3+hut@8");
  hg_test_play (game, "0,-2,2");
  hg_test_play (game, "0,1,2");
  hg_test_play (game, "-1,-2,2+hut@8");
  hg_test_assert_huts (game, 0, 0);
  hg_test_play (game, "-1,-1,0");
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 6, HG_SCORE_HUTS, 0x1, 6, 14);
  hg_test_assert_score (game, 0, HG_SCORE_HUTS, 6);
  hg_test_assert_total (game, 0, 6);
  hg_test_assert_total (game, 1, 0);
}

/* Hunters: mammoths and aurochs.
 *
 *         x=0
 *  y=-1   61/0      61: all meadow, 1 mammoth
 *  y=0    56
 *
 * Turn 1, seat 0: 61 at 0,-1,0 + hunter@0.  Meadow 56z0 (A=1) + 61z0 (M=1):
 * 2 x (0 + 1 + 1) = 4. */
static void
test_hunters_mammoth_aurochs (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "61", "");

  hg_test_play (game, "0,-1,0+hunter@0");
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 1, HG_SCORE_HUNTERS, 0x1, 4, 2);
  hg_test_assert_score (game, 0, HG_SCORE_HUNTERS, 4);
  hg_test_assert_total (game, 0, 4);
}

/* Hunters: more tigers than deer gives 0 for D - T (not less).
 *
 *         x=0     x=1
 *  y=-2   31/0              62: all meadow, 1 deer
 *  y=-1   62/0    32/1      31/0: N=F0 E=M1 S=M1 W=F0, meadow 1 tiger
 *  y=0    56                32/1: N=F0 E=F0 S=M1 W=M1, meadow 1 tiger
 *
 * Turn 1, seat 0: 62 at 0,-1,0 + hunter@0.  Turn 2, seat 1: 31 at 0,-2,0.
 * Turn 3, seat 0: 32 at 1,-1,1.  Meadow 56z0 62z0 31z1 32z1: D=1, T=2,
 * A=1: 2 x (max(1 - 2, 0) + 0 + 1) = 2. */
static void
test_hunters_tigers (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "62,31,32", "");

  hg_test_play (game, "0,-1,0+hunter@0");
  hg_test_play (game, "0,-2,0");
  hg_test_play (game, "1,-1,1");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 3, HG_SCORE_HUNTERS, 0x1, 2, 4);
  hg_test_assert_score (game, 0, HG_SCORE_HUNTERS, 2);
  hg_test_assert_total (game, 1, 0);
}

/* Hunters: fire makes T = 0.
 *
 *         x=0     x=1
 *  y=-2   31/0
 *  y=-1   62/0    84/0      84: all meadow, fire (bonus)
 *  y=0    56      35/2      35/2: meadow 0 (1 mammoth) on N, E, S
 *  y=1    36/2
 *
 * Turn 1, seat 0: 62 at 0,-1,0 + hunter@0.  Turn 2, seat 1: 35 at 1,0,2.
 * Turn 3, seat 0: 31 at 0,-2,0.  Turn 4, seat 1: 36 at 0,1,2 completes the
 * start forest: bonus 84 at 1,-1,0, joining 62's and 35's meadows.
 * Meadow 56z0 62z0 31z1 84z0 35z0: D=1, T=1 but fire, M=1, A=1:
 * 2 x (1 + 1 + 1) = 6 (without the fire it would be 4). */
static void
test_hunters_fire (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "62,35,31,36", "84");

  hg_test_play (game, "0,-1,0+hunter@0");
  hg_test_play (game, "1,0,2");
  hg_test_play (game, "0,-2,0");
  hg_test_play (game, "0,1,2");
  hg_test_assert_hand (game, HG_PHASE_BONUS, 1, 84);
  hg_test_play (game, "1,-1,0");
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 4, HG_SCORE_HUNTERS, 0x1, 6, 5);
  hg_test_assert_score (game, 0, HG_SCORE_HUNTERS, 6);
}

/* Hunters: a tie, and hunters stay on the board during the game.
 *
 *         x=-1    x=0     x=1
 *  y=-1           84/0    62/0
 *  y=0            56      35/2      36/2: meadow 0 (1 aurochs) on E, S, W
 *  y=1    61/0    36/2              61: all meadow, 1 mammoth
 *
 * Turn 1, seat 0: 35 at 1,0,2 + hunter@0.
 * Turn 2, seat 1: 36 at 0,1,2 completes the start forest (nobody): the
 *   hunter stays (seat 0 still has 4 members).  Bonus 84 to seat 1:
 *   84 at 0,-1,0 + hunter@0 (meadow 56z0 + 84z0, no hunter yet).
 * Turn 3, seat 0: 61 at -1,1,0 + hunter@0 (meadow 36z0 + 61z0).
 * Turn 4, seat 1: 62 at 1,-1,0 joins 84's and 35's meadows.  The end.
 * Meadow 56z0 84z0 62z0 35z0: D=1, M=1, A=1 (fire, no tigers): 6 points
 *   to seats 0 and 1 (one hunter each).
 * Meadow 36z0 61z0: M=1, A=1: 4 points to seat 0. */
static void
test_hunters_tie (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,36,61,62", "84");

  hg_test_play (game, "1,0,2+hunter@0");
  hg_test_play (game, "0,1,2");
  hg_test_assert_members (game, 0, 4);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_HUNTER, 0), ==, 1);
  hg_test_assert_hand (game, HG_PHASE_BONUS, 1, 84);
  hg_test_play (game, "0,-1,0+hunter@0");
  hg_test_play (game, "-1,1,0+hunter@0");
  hg_test_play (game, "1,-1,0");
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  hg_test_assert_n_scores (game, 2);
  hg_test_expect_score (game, 4, HG_SCORE_HUNTERS, 0x3, 6, 4);
  hg_test_expect_score (game, 4, HG_SCORE_HUNTERS, 0x1, 4, 2);
  hg_test_assert_score (game, 0, HG_SCORE_HUNTERS, 10);
  hg_test_assert_score (game, 1, HG_SCORE_HUNTERS, 6);
}

/* The position of /rules/hunters/tie with one more tile, 37 at 1,1,1
 * (N=M1 E=F0 S=M1 W=M1, meadow 1 with 1 deer), joining 35's and 36's
 * meadows: one meadow 56z0 84z0 62z0 35z0 37z1 36z0 61z0 with D=2, M=2,
 * A=2: 2 x 6 = 12.  Seat 0 has 2 hunters, seat 1 one: seat 0 alone.
 * With @sacred, the bonus tile is 90 (F0 M1 M1 M1, meadow 1 with a sacred
 * circle; at 0,-1,0 its meadow touches S, E, W) and seat 1's hunter
 * stands on it: then seat 1 alone scores the 12. */
static void
hunters_joined (gboolean sacred)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,36,61,62,37",
                                                 sacred ? "90" : "84");

  hg_test_play (game, "1,0,2+hunter@0");
  hg_test_play (game, "0,1,2");
  hg_test_play (game, sacred ? "0,-1,0+hunter@1" : "0,-1,0+hunter@0");
  hg_test_play (game, "-1,1,0+hunter@0");
  hg_test_play (game, "1,-1,0");
  hg_test_play (game, "1,1,1");
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  hg_test_assert_n_scores (game, 1);
  if (sacred)
    {
      hg_test_expect_score (game, 5, HG_SCORE_HUNTERS, 0x2, 12, 7);
      hg_test_assert_score (game, 0, HG_SCORE_HUNTERS, 0);
      hg_test_assert_score (game, 1, HG_SCORE_HUNTERS, 12);
    }
  else
    {
      hg_test_expect_score (game, 5, HG_SCORE_HUNTERS, 0x1, 12, 7);
      hg_test_assert_score (game, 0, HG_SCORE_HUNTERS, 12);
      hg_test_assert_score (game, 1, HG_SCORE_HUNTERS, 0);
    }
}

static void
test_hunters_majority (void)
{
  hunters_joined (FALSE);
}

static void
test_hunters_sacred_one (void)
{
  hunters_joined (TRUE);
}

/* Hunters: two players on sacred circles both score, even though one of
 * them has more hunters.
 *
 *         x=0     x=1     x=2
 *  y=-2   77/0    37/3    87/0     77/0: N=M0 E=F1 S=F1 W=M0 (gold)
 *  y=-1   90/0    62/0             90/0: N=F0, meadow 1 (sacred) E, S, W
 *  y=0    56      35/2             37/3: N=M1 E=M1 S=M1 W=F0 (1 deer)
 *  y=1    36/2                     87/0: N=R0-1-2 E=R2-1-0 S=F3 W=M0,
 *                                        meadow 0 (sacred) W, N-west, E-south
 *  (61/0 at -1,1 holds nothing of interest)
 *
 * Turn 1, seat 0: 35 at 1,0,2 + hunter@0 (1 mammoth).
 * Turn 2, seat 1: 36 at 0,1,2 completes the start forest: bonus 90,
 *   at 0,-1,0 + hunter@1 (sacred; meadow 56z0 + 90z1).
 * Turn 3, seat 0: 77 at 0,-2,0.  Turn 4, seat 1: 61 at -1,1,0.
 * Turn 5, seat 0: 37 at 1,-2,3 completes 90z0 77z1 37z0 (gold): bonus 87,
 *   at 2,-2,0 + hunter@0 (sacred; meadow 37z1 + 87z0).
 * Turn 6, seat 1: 62 at 1,-1,0 joins 90's, 37's and 35's meadows.  The end.
 * Meadow 56z0 90z1 62z0 37z1 87z0 35z0: D=2, M=1, A=1: 2 x 4 = 8.
 * Seat 0 has 2 hunters, seat 1 one, both have one on a sacred circle:
 * 8 points each. */
static void
test_hunters_sacred_two (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,36,77,61,37,62", "90,87");

  hg_test_play (game, "1,0,2+hunter@0");
  hg_test_play (game, "0,1,2");
  hg_test_assert_hand (game, HG_PHASE_BONUS, 1, 90);
  hg_test_play (game, "0,-1,0+hunter@1");
  hg_test_play (game, "0,-2,0");
  hg_test_play (game, "-1,1,0");
  hg_test_play (game, "1,-2,3");
  hg_test_assert_hand (game, HG_PHASE_BONUS, 0, 87);
  hg_test_play (game, "2,-2,0+hunter@0");
  hg_test_play (game, "1,-1,0");
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 6, HG_SCORE_HUNTERS, 0x3, 8, 6);
  hg_test_assert_score (game, 0, HG_SCORE_HUNTERS, 8);
  hg_test_assert_score (game, 1, HG_SCORE_HUNTERS, 8);
}

/* Hunters: a meadow continues across a river side by its halves (the
 * halves read clockwise, so a meets the neighbour's b), and the river
 * parts the meadows on its two banks.
 *
 *         x=-1    x=0
 *  y=0    49/0    56        49/0: N=M0 E=R0-1-2 S=M2 W=R2-1-0,
 *                           meadow 0 (1 deer) north, meadow 2 (1 tiger) south
 *
 * The start's west side R2-3-0 has meadow 0 (aurochs) on its north half,
 * 49's east side R0-1-2 has meadow 0 (deer) on its north half: they join;
 * 49's meadow 2 (tiger) joins the start's meadow 2 instead.
 * Turn 1, seat 0: 49 at -1,0,0 + hunter@0: meadow 56z0 + 49z0, D=1, A=1:
 * 2 x (1 + 0 + 1) = 4 (with the tiger it would be 2). */
static void
test_hunters_meadow_across_river (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "49", "");

  hg_test_play (game, "-1,0,0+hunter@0");
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 1, HG_SCORE_HUNTERS, 0x1, 4, 2);
  hg_test_assert_score (game, 0, HG_SCORE_HUNTERS, 4);
}

/* Hunters: two meadow zones of one tile that meet at a corner are separate
 * meadows (docs/tiles.md: a hedge or rocks part them).
 *
 *         x=-1    x=0
 *  y=-1   62/0    42/0      42/0: N=F0 E=F0 S=M1 W=M2 (z1 and z2 meet at
 *  y=0            56              the south-west corner); 62: 1 deer
 *
 * Turn 1, seat 0: 42 at 0,-1,0 + hunter@2 (its west meadow).
 * Turn 2, seat 1: 62 at -1,-1,0 joins that meadow.  The end.
 * Meadow 42z2 + 62z0: D=1: 2 x 1 = 2.  (42z1 joins the start's meadow with
 * its aurochs; counting it would give 4.) */
static void
test_hunters_corner_meadows (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "42,62", "");

  hg_test_play (game, "0,-1,0+hunter@2");
  hg_test_play (game, "-1,-1,0");
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 2, HG_SCORE_HUNTERS, 0x1, 2, 2);
  hg_test_assert_score (game, 0, HG_SCORE_HUNTERS, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/end/after-bonus", test_end_after_bonus);
  g_test_add_func ("/rules/end/on-discard", test_end_on_discard);
  g_test_add_func ("/rules/end/incomplete", test_end_incomplete);
  g_test_add_func ("/rules/huts/tie", test_huts_tie);
  g_test_add_func ("/rules/huts/majority", test_huts_majority);
  g_test_add_func ("/rules/hunters/mammoth-aurochs", test_hunters_mammoth_aurochs);
  g_test_add_func ("/rules/hunters/tigers", test_hunters_tigers);
  g_test_add_func ("/rules/hunters/meadow-across-river", test_hunters_meadow_across_river);
  g_test_add_func ("/rules/hunters/corner-meadows", test_hunters_corner_meadows);
  g_test_add_func ("/rules/hunters/fire", test_hunters_fire);
  g_test_add_func ("/rules/hunters/tie", test_hunters_tie);
  g_test_add_func ("/rules/hunters/majority", test_hunters_majority);
  g_test_add_func ("/rules/hunters/sacred-one", test_hunters_sacred_one);
  g_test_add_func ("/rules/hunters/sacred-two", test_hunters_sacred_two);

  return g_test_run ();
}
