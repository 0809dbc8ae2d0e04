/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules-figures.c: where figures may stand, who scores a feature, and
 * the supplies (docs/rules.md "A turn" 2, "Who scores", "Pieces and setup").
 *
 * Geometry (docs/tiles.md): x grows east, y south; rotation r shows the
 * unrotated side (d - r) mod 4 at direction d (N=0 E=1 S=2 W=3).
 * The start tile 56 lies at (0,0): N=M0, E=F1, S=F1 (forest with gold),
 * W=R2-3-0 (river 3 into the start lake, 1 fish).
 * Each square shows "tile/rotation".
 */

#include "config.h"

#include "hg-test-util.h"

/* 5 tribe members and 2 huts for everyone; the start tile alone at (0,0)
 * rotation 0; the first seat plays first, then play goes round in seat
 * order (3, 4, 0). */
static void
test_supply_at_start (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (5, 3, "62,61,35", "");
  HgPlacement start;

  g_assert_cmpuint (hg_state_get_n_players (game->state), ==, 5);
  for (guint p = 0; p < 5; p++)
    {
      hg_test_assert_members (game, p, HG_MEMBERS);
      hg_test_assert_members (game, p, 5);
      hg_test_assert_huts (game, p, 2);
      hg_test_assert_total (game, p, 0);
    }
  hg_test_assert_hand (game, HG_PHASE_TILE, 3, 62);
  g_assert_cmpuint (hg_state_get_n_placed (game->state), ==, 1);
  g_assert_true (hg_state_get_tile_at (game->state, 0, 0, &start));
  g_assert_cmpuint (start.tile, ==, 56);
  g_assert_cmpuint (start.rot, ==, 0);

  hg_test_play (game, "0,-1,0");
  hg_test_assert_hand (game, HG_PHASE_TILE, 4, 61);
  hg_test_play (game, "0,-2,0");
  hg_test_assert_hand (game, HG_PHASE_TILE, 0, 35);
}

/* No gatherer in a forest that has one, even when the tile joins it.
 *
 *         x=0     x=1
 *  y=0    56      76/0      76/0: N=M0 E=M0 S=F1 W=F1
 *  y=1    36/2              36/2: N=F1 E=M0 S=M0 W=M0
 *
 * Turn 1, seat 0: 76 at 1,0,0 + gatherer@1 (in the start forest).
 * Turn 2, seat 1: 36 at 0,1,2 + gatherer@1 is illegal (same forest, still
 * open at (1,1)); a hunter on its meadow is fine. */
static void
test_gatherer_blocked (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "76,36,62", "");

  hg_test_play (game, "1,0,0+gatherer@1");
  hg_test_play_illegal (game, "0,1,2+gatherer@1");
  hg_test_play (game, "0,1,2+hunter@0");
  hg_test_assert_n_scores (game, 0);
  hg_test_assert_members (game, 0, 4);
  hg_test_assert_members (game, 1, 4);
}

/* No fisher in a river that has one; huts and fishermen never block each
 * other; a hut not in a system with a hut.
 *
 *         x=-3    x=-2    x=-1    x=0
 *  y=0    59/1    49/0    48/0    56    48/0, 49/0: river E-W
 *                                       59/1: E=R0-1-2 into lake, 1 fish
 *
 * Turn 1, seat 0: 48 at -1,0,0 + fisher@1.
 * Turn 2, seat 1: 49 at -2,0,0: fisher illegal; hut@1 legal.
 * Turn 3, seat 0: 59 at -3,0,1: fisher on its lake illegal (the lake ends
 *   the river with the fisher), hut illegal (the system has seat 1's hut).
 *   Without a figure it completes 56z3 48z1 49z1 59z1: 4 zones + start lake
 *   1 + 59's lake 1 = 6 points to seat 0. */
static void
test_fisher_and_hut_blocked (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "48,49,59,62", "");

  hg_test_play (game, "-1,0,0+fisher@1");

  hg_test_play_illegal (game, "-2,0,0+fisher@1");
  hg_test_play (game, "-2,0,0+hut@1");
  hg_test_assert_huts (game, 1, 1);

  hg_test_play_illegal (game, "-3,0,1+fisher@8");
  hg_test_play_illegal (game, "-3,0,1+fisher@1");
  hg_test_play_illegal (game, "-3,0,1+hut@8");
  hg_test_play (game, "-3,0,1");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 3, HG_SCORE_RIVER, 0x1, 6, 4);
  hg_test_assert_score (game, 0, HG_SCORE_RIVER, 6);
  hg_test_assert_members (game, 0, 5);
  /* Huts do not go home. */
  hg_test_assert_huts (game, 1, 1);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_HUT, 1), ==, 1);
}

/* A hut only in a river system without one; a fisher beside a hut.
 *
 *         x=-1    x=0
 *  y=-2           16/0      9/3: rivers N, E, W into its lake (2 fish)
 *  y=-1           9/3       16/0: river E-S, joins 9's north river
 *  y=0    48/0    56        48/0: river E-W, joins the start river
 *
 * Turn 1, seat 0: 9 at 0,-1,3 + hut@8.
 * Turn 2, seat 1: 16 at 0,-2,0: hut illegal (9's system); fisher legal.
 * Turn 3, seat 0: 48 at -1,0,0 + hut@1: legal, the start system is another
 *   one (9's west river faces the empty (-1,-1)). */
static void
test_hut_blocked (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "9,16,48,62", "");

  hg_test_play (game, "0,-1,3+hut@8");
  hg_test_assert_huts (game, 0, 1);

  hg_test_play_illegal (game, "0,-2,0+hut@1");
  hg_test_play (game, "0,-2,0+fisher@1");

  hg_test_play (game, "-1,0,0+hut@1");
  hg_test_assert_huts (game, 0, 0);
  hg_test_assert_members (game, 1, 4);
}

/* No hunter in a meadow that has one, sacred circle or not.
 *
 *         x=0     x=1
 *  y=0    56      35/2      35/2: N=M0 E=M0 S=M0 W=F1 (meadow 0)
 *  y=1    36/2    90/2      90/2: N=M1 E=M1 S=F0 W=M1 (meadow 1, sacred)
 *
 * Turn 1, seat 0: 35 at 1,0,2 + hunter@0.
 * Turn 2, seat 1: 36 at 0,1,2 completes the start forest (gold): bonus 90.
 * Bonus, seat 1: 90 at 1,1,2 joins 35's meadow: hunter@1 on the sacred
 * circle is illegal. */
static void
test_hunter_blocked_sacred (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,36,62", "90");

  hg_test_play (game, "1,0,2+hunter@0");
  hg_test_play (game, "0,1,2");
  hg_test_assert_hand (game, HG_PHASE_BONUS, 1, 90);
  hg_test_play_illegal (game, "1,1,2+hunter@1");
  hg_test_play (game, "1,1,2");
  hg_test_assert_members (game, 1, 5);
  hg_test_assert_members (game, 0, 4);
}

/* Two forests of different players joined by a tile: a tie, both score in
 * full; the third player scores nothing, but it is the one who completed
 * a forest with gold (78's), so it gets the bonus tile.
 *
 *         x=0     x=1
 *  y=0    56      35/2      34/0: N=M0 E=M1 S=M2 W=F3
 *  y=1    78/0    34/0      78/0: N=F0 E=F0 S=M1 W=M1 (one forest zone)
 *
 * Turn 1, seat 0: 35 at 1,0,2 + gatherer@1 (start forest).
 * Turn 2, seat 1: 34 at 1,1,0 + gatherer@3 (a forest of its own).
 * Turn 3, seat 2: 78 at 0,1,0 joins and completes them: 56z1 35z1 34z3 78z0,
 *   4 zones x 2 = 8 points to seats 0 and 1 each.  Bonus 84 to seat 2. */
static void
test_forest_joined_tie (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (3, 0, "35,34,78,62", "84");

  hg_test_play (game, "1,0,2+gatherer@1");
  hg_test_play (game, "1,1,0+gatherer@3");
  hg_test_assert_n_scores (game, 0);

  hg_test_play_illegal (game, "0,1,0+gatherer@0");
  hg_test_play (game, "0,1,0");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 3, HG_SCORE_FOREST, 0x3, 8, 4);
  hg_test_assert_score (game, 0, HG_SCORE_FOREST, 8);
  hg_test_assert_score (game, 1, HG_SCORE_FOREST, 8);
  hg_test_assert_total (game, 2, 0);
  hg_test_assert_members (game, 0, 5);
  hg_test_assert_members (game, 1, 5);
  g_assert_cmpuint (hg_test_n_events (game, HG_EVENT_BONUS), ==, 1);
  hg_test_assert_hand (game, HG_PHASE_BONUS, 2, 84);
  hg_test_play (game, "0,-1,0");
  hg_test_assert_hand (game, HG_PHASE_TILE, 0, 62);
}

/* The player with more gatherers scores alone.
 *
 *         x=-1    x=0     x=1
 *  y=0    48/0    56      35/2     37/1: N=M1 E=F0 S=M1 W=M1
 *  y=1    37/1    63/0    34/0     63/0: N=F0 E=F0 S=M1 W=F0
 *
 * Turn 1, seat 0: 35 at 1,0,2 + gatherer@1 (start forest).
 * Turn 2, seat 1: 48 at -1,0,0.
 * Turn 3, seat 0: 37 at -1,1,1 + gatherer@0 (forest of its own).
 * Turn 4, seat 1: 34 at 1,1,0 + gatherer@3 (forest of its own).
 * Turn 5, seat 0: 63 at 0,1,0 joins all three and completes them:
 *   56z1 35z1 37z0 34z3 63z0: 5 zones x 2 = 10 points; seat 0 has 2
 *   gatherers, seat 1 has 1: seat 0 alone.  Everybody's gatherers go home. */
static void
test_forest_majority (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,48,37,34,63,62", "");

  hg_test_play (game, "1,0,2+gatherer@1");
  hg_test_play (game, "-1,0,0");
  hg_test_play (game, "-1,1,1+gatherer@0");
  hg_test_play (game, "1,1,0+gatherer@3");
  hg_test_assert_members (game, 0, 3);
  hg_test_assert_members (game, 1, 4);

  hg_test_play (game, "0,1,0");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 5, HG_SCORE_FOREST, 0x1, 10, 5);
  hg_test_assert_score (game, 0, HG_SCORE_FOREST, 10);
  hg_test_assert_total (game, 1, 0);
  hg_test_assert_members (game, 0, 5);
  hg_test_assert_members (game, 1, 5);
}

/* A completed forest with no gatherer scores nobody.
 * Same position as /rules/forest/complete without the gatherer:
 * 37 at 0,-1,0 then 36 at 0,-2,0 complete a 2-zone forest. */
static void
test_no_figure_no_points (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "37,36,62", "");

  hg_test_play (game, "0,-1,0");
  hg_test_play (game, "0,-2,0");
  hg_test_assert_n_scores (game, 0);
  hg_test_expect_unclaimed (game, 2, HG_SCORE_FOREST, 2);
  for (guint p = 0; p < 2; p++)
    {
      hg_test_assert_total (game, p, 0);
      hg_test_assert_score (game, p, HG_SCORE_FOREST, 0);
    }
}

/* A figure put on the tile that completes its feature scores at once and
 * goes home in the same turn.  37 at 0,-1,0, then 36 at 0,-2,0 +
 * gatherer@1 completes the 2-zone forest: 4 points to seat 1. */
static void
test_figure_on_completing_tile (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "37,36,62", "");

  hg_test_play (game, "0,-1,0");
  hg_test_play (game, "0,-2,0+gatherer@1");
  hg_test_assert_n_scores (game, 1);
  hg_test_expect_score (game, 2, HG_SCORE_FOREST, 0x2, 4, 2);
  hg_test_assert_score (game, 1, HG_SCORE_FOREST, 4);
  hg_test_assert_members (game, 1, 5);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_NONE, -1), ==, 0);
}

/* No figure from an empty supply.  Seat 0 puts five hunters (who never go
 * home) on five separate meadows of a column of tiles; seat 1 only lays
 * tiles.  Tiles 38/39/40/60 (M0 F1 M2 F1) and 34 (M0 M1 M2 F3) have
 * separate north and south meadows, so each hunter on a north meadow
 * (zone 0) stands alone.
 *
 *  y=-9  34/0 s0 hunter   y=-8  61/0   y=-7  60/0 s0 hunter
 *  y=-6  62/0             y=-5  40/0 s0 hunter   y=-4  35/0
 *  y=-3  39/0 s0 hunter   y=-2  41/0   y=-1  38/0 s0 hunter   (all x=0)
 *
 * Turn 10, seat 1: 36 at 0,1,2.  Turn 11, seat 0: 37 at 1,0,3 (N=M1 E=M1
 * S=M1 W=F0), a fresh meadow and the start forest: neither a hunter nor a
 * gatherer can come from an empty supply. */
static void
test_supply_members_empty (void)
{
  g_autoptr(HgTestGame) game =
    hg_test_game_new (2, 0, "38,41,39,35,40,62,60,61,34,36,37", "");

  hg_test_play (game, "0,-1,0+hunter@0");
  hg_test_play (game, "0,-2,0");
  hg_test_play (game, "0,-3,0+hunter@0");
  hg_test_play (game, "0,-4,0");
  hg_test_play (game, "0,-5,0+hunter@0");
  hg_test_play (game, "0,-6,0");
  hg_test_play (game, "0,-7,0+hunter@0");
  hg_test_play (game, "0,-8,0");
  hg_test_assert_members (game, 0, 1);
  hg_test_play (game, "0,-9,0+hunter@0");
  hg_test_assert_members (game, 0, 0);
  g_assert_cmpuint (hg_test_count_figures (game, HG_ROLE_HUNTER, 0), ==, 5);
  hg_test_play (game, "0,1,2");

  hg_test_assert_hand (game, HG_PHASE_TILE, 0, 37);
  hg_test_play_illegal (game, "1,0,3+hunter@1");
  hg_test_play_illegal (game, "1,0,3+gatherer@0");
  /* Seat 0 has no figure spot at all on that tile (2 huts, no river). */
  {
    HgPlacement place = { 1, 0, 3, 37 };
    HgMove spots[HG_MAX_FIGURE_SPOTS];
    guint n = hg_state_figure_spots (game->state, &place, spots, HG_MAX_FIGURE_SPOTS);

    g_assert_cmpuint (n, ==, 0);
  }
  hg_test_play (game, "1,0,3");
  hg_test_assert_members (game, 0, 0);
  /* The other player's supply is untouched. */
  hg_test_assert_members (game, 1, 5);
}

/* No hut from an empty hut supply.
 *
 *         x=-1    x=0     x=1
 *  y=-1           9/3               50/1: N=M0 E=R0-1-2 S=M2 W=R2-1-0
 *  y=0    48/0    56      35/2
 *  y=1            36/2
 *  y=2            50/1
 *
 * Turn 1, seat 0: 48 at -1,0,0 + hut@1 (start system).
 * Turn 2, seat 1: 35 at 1,0,2.
 * Turn 3, seat 0: 9 at 0,-1,3 + hut@8 (another system): no huts left.
 * Turn 4, seat 1: 36 at 0,1,2.
 * Turn 5, seat 0: 50 at 0,2,1 has a new river: hut illegal, fisher legal. */
static void
test_supply_huts_empty (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "48,35,9,36,50,62", "");

  hg_test_play (game, "-1,0,0+hut@1");
  hg_test_play (game, "1,0,2");
  hg_test_play (game, "0,-1,3+hut@8");
  hg_test_assert_huts (game, 0, 0);
  hg_test_assert_members (game, 0, 5);
  hg_test_play (game, "0,1,2");

  hg_test_play_illegal (game, "0,2,1+hut@1");
  hg_test_play (game, "0,2,1+fisher@1");
  hg_test_assert_members (game, 0, 4);
  hg_test_assert_huts (game, 0, 0);
  hg_test_assert_huts (game, 1, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/supply/start", test_supply_at_start);
  g_test_add_func ("/rules/occupancy/gatherer", test_gatherer_blocked);
  g_test_add_func ("/rules/occupancy/fisher-and-hut", test_fisher_and_hut_blocked);
  g_test_add_func ("/rules/occupancy/hut", test_hut_blocked);
  g_test_add_func ("/rules/occupancy/hunter-sacred", test_hunter_blocked_sacred);
  g_test_add_func ("/rules/majority/forest-joined-tie", test_forest_joined_tie);
  g_test_add_func ("/rules/majority/forest-more-figures", test_forest_majority);
  g_test_add_func ("/rules/majority/no-figure", test_no_figure_no_points);
  g_test_add_func ("/rules/majority/figure-on-completing-tile", test_figure_on_completing_tile);
  g_test_add_func ("/rules/supply/members-empty", test_supply_members_empty);
  g_test_add_func ("/rules/supply/huts-empty", test_supply_huts_empty);

  return g_test_run ();
}
