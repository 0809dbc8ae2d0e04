/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-feature-text.c: the one line about a feature that the window shows
 * beside the board, for hand-made summaries of each kind: the sizes, open
 * or complete, the holders and the others with figures there, the points,
 * the animals of a meadow and the river system of a hut. */

#include "config.h"

#include "hg-feature-text.h"

static const char * const names[] = { "Ana", "Ben", "Cy", "Dan" };

static void
expect (const HgFeatureInfo *info,
        HgRole               role,
        const char          *want)
{
  g_autofree char *text = hg_feature_text_describe (info, role, names, G_N_ELEMENTS (names));

  g_assert_cmpstr (text, ==, want);
}

static void
test_forest (void)
{
  HgFeatureInfo info = {
    .type = HG_ZONE_FOREST, .segments = 3, .n_tiles = 3, .open_sides = 2,
    .figures = { 1, 0, 0, 0 }, .holders = 1 << 0, .points = 6,
  };

  expect (&info, HG_ROLE_GATHERER,
          "Forest of 3 segments, open — Ana holds it with 1 gatherer — 6 points when complete");

  /* a tie for the most: both hold it; fewer figures: only has some */
  info.figures[0] = 2;
  info.figures[1] = 2;
  info.figures[2] = 1;
  info.holders = 1 << 0 | 1 << 1;
  info.gold = 1;
  expect (&info, HG_ROLE_NONE,
          "Forest of 3 segments, open — 1 gold nugget — Ana and Ben hold it with 2 gatherers each, "
          "Cy has 1 gatherer — 6 points when complete");

  /* complete, nobody on it any more (its figures went home) */
  info = (HgFeatureInfo) { .type = HG_ZONE_FOREST, .segments = 1, .complete = TRUE,
                           .points = 2, .mushrooms = 2 };
  expect (&info, HG_ROLE_NONE, "Forest of 1 segment, complete — 2 mushrooms — nobody holds it — worth 2 points");
}

static void
test_meadow (void)
{
  HgFeatureInfo info = {
    .type = HG_ZONE_MEADOW, .segments = 4, .n_tiles = 3,
    .deer = 3, .tigers = 1, .mammoths = 2, .points = 8,
  };

  expect (&info, HG_ROLE_HUNTER,
          "Meadow of 4 segments — 3 deer − 1 tiger, 2 mammoths — worth 8 points at the end — nobody holds it");

  info = (HgFeatureInfo) { .type = HG_ZONE_MEADOW, .segments = 1, .aurochs = 1, .fire = TRUE,
                           .sacred = TRUE, .points = 2, .figures = { 1, 1, 1, 0 },
                           .holders = 1 << 0 | 1 << 1 | 1 << 2 };
  expect (&info, HG_ROLE_NONE,
          "Meadow of 1 segment — 1 aurochs — a fire keeps the tigers away — "
          "a sacred circle: a hunter on it would score the meadow alone — "
          "worth 2 points at the end — Ana, Ben and Cy hold it with 1 hunter each");

  /* a hunter on the circle: it alone scores */
  info.sacred_hunter = TRUE;
  info.holders = 1 << 1;
  expect (&info, HG_ROLE_NONE,
          "Meadow of 1 segment — 1 aurochs — a fire keeps the tigers away — "
          "a hunter on its sacred circle: only hunters on sacred circles score it — "
          "worth 2 points at the end — Ben holds it with 1 hunter, Ana has 1 hunter, Cy has 1 hunter");

  info = (HgFeatureInfo) { .type = HG_ZONE_MEADOW, .segments = 2 };
  expect (&info, HG_ROLE_NONE, "Meadow of 2 segments — no animals — worth 0 points at the end — nobody holds it");
}

static void
test_water (void)
{
  HgFeatureInfo river = {
    .type = HG_ZONE_RIVER, .segments = 2, .n_tiles = 2, .open_sides = 1,
    .figures = { 0, 1, 0, 0 }, .holders = 1 << 1, .points = 5,
    .n_lakes = 1, .lake_fish = 3, .system_fish = 4, .huts = { 0, 1, 0, 0 }, .hut_holders = 1 << 1,
  };
  HgFeatureInfo lake = {
    .type = HG_ZONE_LAKE, .segments = 1, .n_tiles = 1, .points = 3, .n_rivers = 2,
    .figures = { 0, 0, 1, 0 }, .system_fish = 4,
  };

  /* a fisherman: the river; a hut: its river system */
  expect (&river, HG_ROLE_FISHER,
          "River of 2 segments, open — 1 lake at its ends — Ben holds it with 1 fisherman — 5 points when complete");
  expect (&river, HG_ROLE_HUT, "River system — 4 fish — Ben has 1 hut");
  /* read without a role: both */
  expect (&river, HG_ROLE_NONE,
          "River of 2 segments, open — 1 lake at its ends — Ben holds it with 1 fisherman — "
          "5 points when complete — river system of 4 fish — Ben has 1 hut");

  expect (&lake, HG_ROLE_FISHER, "Lake with 3 fish — 2 rivers flow in — "
          "adds 3 points to each river ending here when it is complete — Cy has 1 fisherman");
  expect (&lake, HG_ROLE_HUT, "River system — 4 fish — no huts");
  lake.huts[0] = 2;
  lake.huts[3] = 1;
  expect (&lake, HG_ROLE_HUT, "River system — 4 fish — Ana has 2 huts, Dan has 1 hut");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/feature-text/forest", test_forest);
  g_test_add_func ("/feature-text/meadow", test_meadow);
  g_test_add_func ("/feature-text/water", test_water);

  return g_test_run ();
}
