/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-feature-info.c: the feature summaries of hg_state_describe_feature()
 * and hg_state_preview_feature(), on hand-built positions whose numbers
 * are worked out by hand below (the rules: docs/rules.md).
 *
 * Geometry: x grows east, y south; rotation r shows the unrotated side
 * (d - r) mod 4 at direction d (N=0 E=1 S=2 W=3).  The start tile 56 at
 * (0,0): N=M0 (meadow 0, 1 aurochs; also the north half of W), E=F1 and
 * S=F1 (forest 1, gold), W=R2-3-0 (river 3 into lake 8, 1 fish). */

#include "config.h"

#include "hg-test-util.h"

static void
assert_no_figures (const HgFeatureInfo *info)
{
  for (guint p = 0; p < HG_MAX_PLAYERS; p++)
    g_assert_cmpuint (info->figures[p], ==, 0);
}

/* The start tile alone. */
static void
test_start_tile (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "37,36,62", "");
  HgFeatureInfo info;

  /* Forest 1: one zone on two open sides (E, S), gold: 2 x 1 = 2. */
  g_assert_true (hg_state_describe_feature (game->state, 0, 0, 1, &info));
  g_assert_cmpint (info.type, ==, HG_ZONE_FOREST);
  g_assert_cmpuint (info.segments, ==, 1);
  g_assert_cmpuint (info.n_tiles, ==, 1);
  g_assert_false (info.complete);
  g_assert_cmpuint (info.open_sides, ==, 2);
  g_assert_cmpuint (info.gold, ==, 1);
  g_assert_cmpuint (info.mushrooms, ==, 0);
  g_assert_cmpuint (info.points, ==, 2);
  g_assert_cmpuint (info.holders, ==, 0);
  assert_no_figures (&info);

  /* River 3: one zone, open to the west, into the lake of 1 fish:
   * 1 + 1 = 2; its system has 1 fish and no hut. */
  g_assert_true (hg_state_describe_feature (game->state, 0, 0, 3, &info));
  g_assert_cmpint (info.type, ==, HG_ZONE_RIVER);
  g_assert_cmpuint (info.segments, ==, 1);
  g_assert_cmpuint (info.open_sides, ==, 1);
  g_assert_cmpuint (info.n_lakes, ==, 1);
  g_assert_cmpuint (info.lake_fish, ==, 1);
  g_assert_cmpuint (info.points, ==, 2);
  g_assert_cmpuint (info.system_fish, ==, 1);
  g_assert_cmpuint (info.hut_holders, ==, 0);

  /* The lake: 1 fish, one river flows into it. */
  g_assert_true (hg_state_describe_feature (game->state, 0, 0, 8, &info));
  g_assert_cmpint (info.type, ==, HG_ZONE_LAKE);
  g_assert_cmpuint (info.segments, ==, 1);
  g_assert_cmpuint (info.points, ==, 1);
  g_assert_cmpuint (info.n_rivers, ==, 1);
  g_assert_cmpuint (info.system_fish, ==, 1);

  /* Meadow 0: 1 aurochs: 2 x (0 + 0 + 1) = 2 at the end. */
  g_assert_true (hg_state_describe_feature (game->state, 0, 0, 0, &info));
  g_assert_cmpint (info.type, ==, HG_ZONE_MEADOW);
  g_assert_cmpuint (info.aurochs, ==, 1);
  g_assert_cmpuint (info.deer, ==, 0);
  g_assert_cmpuint (info.points, ==, 2);
  g_assert_false (info.fire);
  g_assert_false (info.sacred);

  /* No zone 5 on the start tile, no tile at (5,5). */
  g_assert_false (hg_state_describe_feature (game->state, 0, 0, 5, &info));
  g_assert_false (hg_state_describe_feature (game->state, 5, 5, 0, &info));
  g_assert_false (hg_state_describe_feature (game->state, 0, 0, 200, &info));
}

/* A sacred circle (bonus tile 90, F0 M1 M1 M1, meadow 1 with a circle,
 * at 0,-1,0 as in /rules/hunters/sacred-one): the meadow has one whether
 * or not a hunter stands on it (docs/cli.md, "feature"); with a hunter on
 * it, only hunters on circles score it. */
static void
sacred_circle (gboolean hunter)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,36,61,62,37", "90");
  HgFeatureInfo info;

  hg_test_play (game, "1,0,2+hunter@0");
  hg_test_play (game, "0,1,2");
  hg_test_play (game, hunter ? "0,-1,0+hunter@1" : "0,-1,0");
  g_assert_true (hg_state_describe_feature (game->state, 0, -1, 1, &info));
  g_assert_cmpint (info.type, ==, HG_ZONE_MEADOW);
  g_assert_true (info.sacred);
  g_assert_cmpint (info.sacred_hunter, ==, hunter);
  /* seat 1's hunter on the circle: seat 1 alone would score it */
  if (hunter)
    g_assert_cmpuint (info.holders, ==, 1u << 1);
}

static void
test_sacred_circle (void)
{
  sacred_circle (FALSE);
  sacred_circle (TRUE);
}

/* A forest that a gatherer holds, seen before and after the tile that
 * completes it.
 *
 *  y=-2  36/0   M0 M0 F1 M0   forest 1 on S
 *  y=-1  37/0   F0 M1 M1 M1   forest 0 on N, meadow 1 (deer) meets 56z0
 *  y=0   56 */
static void
test_forest_preview_and_complete (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "37,36,62", "");
  HgPlacement place = { 0, -1, 0, 37 };
  HgPlacement wrong = { 3, 3, 0, 37 };
  HgZoneRef zones[16];
  HgFeatureInfo info;
  guint n_zones = 0;

  /* 37's meadow 1 would join the start meadow: 1 deer and 1 aurochs,
   * 2 x (1 + 0 + 1) = 4, on two tiles. */
  g_assert_true (hg_state_preview_feature (game->state, &place, 1, &info,
                                           zones, G_N_ELEMENTS (zones), &n_zones));
  g_assert_cmpint (info.type, ==, HG_ZONE_MEADOW);
  g_assert_cmpuint (info.deer, ==, 1);
  g_assert_cmpuint (info.aurochs, ==, 1);
  g_assert_cmpuint (info.points, ==, 4);
  g_assert_cmpuint (info.segments, ==, 2);
  g_assert_cmpuint (info.n_tiles, ==, 2);
  g_assert_cmpuint (n_zones, ==, 2);
  /* The board is untouched. */
  g_assert_false (hg_state_describe_feature (game->state, 0, -1, 1, &info));

  /* Not legal there; no zone 7 on tile 37. */
  g_assert_false (hg_state_preview_feature (game->state, &wrong, 0, &info, NULL, 0, NULL));
  g_assert_false (hg_state_preview_feature (game->state, &place, 7, &info, NULL, 0, NULL));

  hg_test_play (game, "0,-1,0+gatherer@0");
  /* Forest 37z0: one zone, open to the north, seat 0's gatherer. */
  g_assert_true (hg_state_describe_feature (game->state, 0, -1, 0, &info));
  g_assert_cmpint (info.type, ==, HG_ZONE_FOREST);
  g_assert_false (info.complete);
  g_assert_cmpuint (info.open_sides, ==, 1);
  g_assert_cmpuint (info.figures[0], ==, 1);
  g_assert_cmpuint (info.figures[1], ==, 0);
  g_assert_cmpuint (info.holders, ==, 0x1);
  g_assert_cmpuint (info.points, ==, 2);

  /* Tile 36 at 0,-2,0 would close it: 2 zones x 2 = 4 for seat 0. */
  place = (HgPlacement) { 0, -2, 0, 36 };
  g_assert_true (hg_state_preview_feature (game->state, &place, 1, &info,
                                           zones, G_N_ELEMENTS (zones), &n_zones));
  g_assert_true (info.complete);
  g_assert_cmpuint (info.open_sides, ==, 0);
  g_assert_cmpuint (info.segments, ==, 2);
  g_assert_cmpuint (info.points, ==, 4);
  g_assert_cmpuint (info.holders, ==, 0x1);
  g_assert_cmpuint (n_zones, ==, 2);

  /* Played: complete, scored, the gatherer gone home. */
  hg_test_play (game, "0,-2,0");
  g_assert_true (hg_state_describe_feature (game->state, 0, -1, 0, &info));
  g_assert_true (info.complete);
  g_assert_cmpuint (info.points, ==, 4);
  g_assert_cmpuint (info.holders, ==, 0);
  assert_no_figures (&info);
}

/* Huts and a river completed between two lakes.
 *
 *         x=-1    x=0       3/0: N=R0-1-2 E=R2-3-4 S=M4 W=R4-5-0, all
 *  y=-1   19/0    59/3           three rivers into lake 8 (1 fish)
 *  y=0    3/0     56        59/3: W=R0-1-2 into lake 8 (1 fish); N=M2
 *                                 (meadow 2, a tiger); S=M0 meets 56z0
 *                           19/0: river E-S
 *
 * Turn 1, seat 0: 3 at -1,0,0 + hut@8.  Turn 2, seat 1: 59 at 0,-1,3 +
 * hut@8.  Turn 3, seat 0: 19 at -1,-1,0 joins the systems (the end). */
static void
test_huts_and_rivers (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "3,59,19", "");
  HgFeatureInfo info;

  hg_test_play (game, "-1,0,0+hut@8");

  /* 3's lake: its three rivers flow into it (the east one joined to the
   * start river); the system has the start lake and this one: 2 fish,
   * seat 0's hut. */
  g_assert_true (hg_state_describe_feature (game->state, -1, 0, 8, &info));
  g_assert_cmpint (info.type, ==, HG_ZONE_LAKE);
  g_assert_cmpuint (info.points, ==, 1);
  g_assert_cmpuint (info.n_rivers, ==, 3);
  g_assert_cmpuint (info.system_fish, ==, 2);
  g_assert_cmpuint (info.huts[0], ==, 1);
  g_assert_cmpuint (info.huts[1], ==, 0);
  g_assert_cmpuint (info.hut_holders, ==, 0x1);

  /* The start river now runs from lake to lake: 56z3 + 3z3, complete,
   * 2 zones + 1 + 1 fish = 4 (it scored nobody). */
  g_assert_true (hg_state_describe_feature (game->state, 0, 0, 3, &info));
  g_assert_cmpint (info.type, ==, HG_ZONE_RIVER);
  g_assert_cmpuint (info.segments, ==, 2);
  g_assert_cmpuint (info.n_tiles, ==, 2);
  g_assert_true (info.complete);
  g_assert_cmpuint (info.n_lakes, ==, 2);
  g_assert_cmpuint (info.lake_fish, ==, 2);
  g_assert_cmpuint (info.points, ==, 4);
  g_assert_cmpuint (info.holders, ==, 0);

  hg_test_play (game, "0,-1,3+hut@8");
  /* 59's meadow 2 has a tiger and no deer: worth 0. */
  g_assert_true (hg_state_describe_feature (game->state, 0, -1, 2, &info));
  g_assert_cmpint (info.type, ==, HG_ZONE_MEADOW);
  g_assert_cmpuint (info.tigers, ==, 1);
  g_assert_cmpuint (info.deer, ==, 0);
  g_assert_cmpuint (info.points, ==, 0);

  hg_test_play (game, "-1,-1,0");
  g_assert_cmpint (hg_state_get_phase (game->state), ==, HG_PHASE_OVER);
  /* One system of three lakes (3 fish), a hut of each seat: a tie. */
  g_assert_true (hg_state_describe_feature (game->state, -1, 0, 8, &info));
  g_assert_cmpuint (info.system_fish, ==, 3);
  g_assert_cmpuint (info.huts[0], ==, 1);
  g_assert_cmpuint (info.huts[1], ==, 1);
  g_assert_cmpuint (info.hut_holders, ==, 0x3);
}

/* Fire: the bonus tile 84 (all meadow, fire) with a hunter of seat 1
 * joins the start meadow: 1 aurochs, 2 x 1 = 2 for seat 1. */
static void
test_meadow_fire (void)
{
  g_autoptr(HgTestGame) game = hg_test_game_new (2, 0, "35,36", "84");
  HgFeatureInfo info;

  hg_test_play (game, "1,0,2");
  hg_test_play (game, "0,1,2");
  hg_test_play (game, "0,-1,0+hunter@0");
  g_assert_true (hg_state_describe_feature (game->state, 0, -1, 0, &info));
  g_assert_cmpint (info.type, ==, HG_ZONE_MEADOW);
  g_assert_true (info.fire);
  g_assert_cmpuint (info.aurochs, ==, 1);
  g_assert_cmpuint (info.points, ==, 2);
  g_assert_cmpuint (info.figures[1], ==, 1);
  g_assert_cmpuint (info.holders, ==, 0x2);
  g_assert_cmpuint (info.n_tiles, ==, 2);
}

typedef struct {
  HgState      *before;   /* the state before the move */
  const HgMove *move;
  guint         checked;
} Check;

/* Every forest and river a move completes was summarised right before
 * the move, in the preview of its placement.  (Meadows are checked after
 * the game, against the final scoring.) */
static void
check_event_cb (const HgEvent *event,
                gpointer       user_data)
{
  Check *c = user_data;
  HgPlacement place = { c->move->x, c->move->y, c->move->rot,
                        (guint8) hg_state_get_tile_in_hand (c->before) };
  HgFeatureInfo info;

  if (event->type != HG_EVENT_SCORE || event->n_zones == 0)
    return;

  if (event->kind == HG_SCORE_FOREST || event->kind == HG_SCORE_RIVER)
    for (guint i = 0; i < event->n_zones; i++)
      if (event->zones[i].x == c->move->x && event->zones[i].y == c->move->y)
        {
          g_assert_true (hg_state_preview_feature (c->before, &place, event->zones[i].zone,
                                                   &info, NULL, 0, NULL));
          g_assert_true (info.complete);
          g_assert_cmpuint (info.points, ==, event->points);
          /* The figure of the move itself is not in the preview. */
          if (c->move->role == HG_ROLE_NONE)
            g_assert_cmpuint (info.holders, ==, event->seats);
          c->checked++;
          break;
        }
}

static void
test_random_games (void)
{
  const HgTileSet *tiles = hg_tile_set_get_default (NULL);
  guint checked = 0, meadows = 0;

  for (guint32 seed = 1; seed <= 60; seed++)
    {
      g_autoptr(HgState) state = NULL;
      guint64 rng = seed;
      HgSetup setup;
      HgMove move;

      hg_setup_shuffle (&setup, 2 + seed % 4, seed);
      state = hg_state_new (tiles, &setup, NULL, NULL);
      while (hg_state_random_move (state, &rng, &move))
        {
          g_autoptr(HgState) before = hg_state_copy (state);
          Check c = { before, &move, 0 };

          g_assert_true (hg_state_apply (state, &move, check_event_cb, &c, NULL));
          checked += c.checked;
        }

      /* Every meadow with hunters: what the summary says it is worth and
       * who holds it is what the final scoring gave. */
      {
        HgFigure figures[HG_MAX_PLAYERS * (HG_MEMBERS + HG_HUTS)];
        guint n = hg_state_get_figures (state, figures, G_N_ELEMENTS (figures));
        guint by_seat[HG_MAX_PLAYERS] = { 0, };
        GHashTable *seen = g_hash_table_new (NULL, NULL);

        for (guint i = 0; i < n; i++)
          {
            HgZoneRef zones[1];
            HgFeatureInfo info;

            if (figures[i].role != HG_ROLE_HUNTER)
              continue;
            g_assert_true (hg_state_describe_feature (state, figures[i].x, figures[i].y,
                                                      figures[i].zone, &info));
            g_assert_cmpint (info.type, ==, HG_ZONE_MEADOW);
            g_assert_cmpuint (info.figures[figures[i].owner], >, 0);
            /* One meadow once: its first zone names it. */
            g_assert_cmpuint (hg_state_get_feature_zones (state, figures[i].x, figures[i].y,
                                                          figures[i].zone, zones, 1), >, 0);
            if (!g_hash_table_add (seen, GINT_TO_POINTER ((zones[0].x + 1000) * 100000 + (zones[0].y + 1000) * 10 + zones[0].zone)))
              continue;
            for (guint p = 0; p < hg_state_get_n_players (state); p++)
              if (info.holders & (1u << p))
                by_seat[p] += info.points;
            meadows++;
          }
        for (guint p = 0; p < hg_state_get_n_players (state); p++)
          g_assert_cmpuint (by_seat[p], ==, hg_state_get_score_by_kind (state, p, HG_SCORE_HUNTERS));
        g_hash_table_unref (seen);
      }
    }
  g_assert_cmpuint (checked, >, 500);
  g_assert_cmpuint (meadows, >, 100);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/feature-info/start-tile", test_start_tile);
  g_test_add_func ("/feature-info/forest", test_forest_preview_and_complete);
  g_test_add_func ("/feature-info/huts-and-rivers", test_huts_and_rivers);
  g_test_add_func ("/feature-info/meadow-fire", test_meadow_fire);
  g_test_add_func ("/feature-info/sacred-circle", test_sacred_circle);
  g_test_add_func ("/feature-info/random-games", test_random_games);

  return g_test_run ();
}
