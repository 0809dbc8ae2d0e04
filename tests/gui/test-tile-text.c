/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tile-text.c: a tile in words: its sides and what lies on it as it
 * lies in a rotation, its zones named by kind and side, figure spots. */

#include "config.h"

#include "hg-tile-text.h"

static const HgTile *
start_tile (void)
{
  const HgTileSet *set = hg_tile_set_get_default (NULL);

  g_assert_nonnull (set);
  return hg_tile_set_lookup (set, HG_START_TILE_ID);
}

/* The start tile: M0 F1 F1 R2-3-0, an aurochs in its meadow, gold in its
 * forest, a lake with one fish: turning it turns the words. */
static void
test_describe (void)
{
  g_autofree char *upright = hg_tile_text_describe (start_tile (), 0);
  g_autofree char *turned = hg_tile_text_describe (start_tile (), 1);

  g_assert_cmpstr (upright, ==, "North meadow, east forest, south forest, west river; 1 aurochs, 1 fish, gold.");
  g_assert_cmpstr (turned, ==, "North river, east meadow, south forest, west forest; 1 aurochs, 1 fish, gold.");
}

/* Zones named by their kind and the sides they touch as shown. */
static void
test_zones (void)
{
  g_autofree char *river = hg_tile_text_zone (start_tile (), 0, 3);
  g_autofree char *river_turned = hg_tile_text_zone (start_tile (), 1, 3);
  g_autofree char *lake = hg_tile_text_zone (start_tile (), 0, 8);
  g_autofree char *forest = hg_tile_text_zone (start_tile (), 2, 1);
  g_autofree char *fisher = hg_tile_text_spot (start_tile (), 0, 3, HG_ROLE_FISHER);
  g_autofree char *hut = hg_tile_text_spot (start_tile (), 0, 8, HG_ROLE_HUT);
  g_autofree char *gatherer = hg_tile_text_spot (start_tile (), 0, 1, HG_ROLE_GATHERER);

  g_assert_cmpstr (river, ==, "the west river");
  g_assert_cmpstr (river_turned, ==, "the north river");
  g_assert_cmpstr (lake, ==, "the lake");
  /* the forest of the east and south sides, turned twice: west and north */
  g_assert_cmpstr (forest, ==, "the north and west forest");
  g_assert_cmpstr (fisher, ==, "fisherman on the west river");
  g_assert_cmpstr (hut, ==, "hut by the lake");
  g_assert_cmpstr (gatherer, ==, "gatherer in the east and south forest");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tile-text/describe", test_describe);
  g_test_add_func ("/tile-text/zones", test_zones);

  return g_test_run ();
}
