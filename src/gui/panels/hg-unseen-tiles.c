/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-unseen-tiles.c: the tiles still to come, grouped and counted. */

#include "config.h"

#include <string.h>

#include "hg-unseen-tiles.h"

/* The line of @tile without its id. */
static char *
tile_key (const HgTile *tile)
{
  g_autofree char *line = hg_tile_to_line (tile);
  const char *rest = strchr (line, ' ');

  return g_strdup (rest != NULL ? rest : line);
}

gboolean
hg_tiles_identical (const HgTile *a,
                    const HgTile *b)
{
  g_autofree char *ka = NULL;
  g_autofree char *kb = NULL;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  ka = tile_key (a);
  kb = tile_key (b);
  return strcmp (ka, kb) == 0;
}

static guint
count_sides (guint8 sides)
{
  guint n = 0;

  for (guint d = 0; d < 4; d++)
    n += (sides >> d) & 1;
  return n;
}

void
hg_unseen_count_tile (const HgTile   *tile,
                      HgFeatureCount *counts)
{
  guint items[HG_N_UNSEEN_FEATURES] = { 0, };
  gboolean has[HG_N_UNSEEN_FEATURES] = { FALSE, };

  g_return_if_fail (tile != NULL && counts != NULL);

  for (guint z = 0; z < tile->n_zones && z < HG_MAX_ZONES; z++)
    {
      const HgZone *zone = &tile->zones[z];
      gboolean one_side = count_sides (zone->sides) == 1;

      switch (zone->type)
        {
        case HG_ZONE_FOREST:
          items[HG_UNSEEN_FOREST]++;
          items[HG_UNSEEN_FOREST_END] += one_side;
          items[HG_UNSEEN_GOLD] += zone->gold;
          items[HG_UNSEEN_MUSHROOMS] += zone->mushrooms;
          break;
        case HG_ZONE_RIVER:
          /* On one side only: its other end is the lake it flows into,
           * or its spring. */
          items[HG_UNSEEN_RIVER_END] += one_side;
          break;
        case HG_ZONE_LAKE:
          /* A lake counts even without fish. */
          has[HG_UNSEEN_LAKE] = TRUE;
          items[HG_UNSEEN_LAKE] += zone->fish;
          break;
        case HG_ZONE_MEADOW:
          items[HG_UNSEEN_DEER] += zone->deer;
          items[HG_UNSEEN_TIGER] += zone->tiger;
          items[HG_UNSEEN_MAMMOTH] += zone->mammoth;
          items[HG_UNSEEN_AUROCHS] += zone->aurochs;
          items[HG_UNSEEN_FIRE] += zone->fire;
          items[HG_UNSEEN_SACRED] += zone->sacred;
          break;
        case HG_ZONE_NONE:
        default:
          break;
        }
    }

  for (guint f = 0; f < HG_N_UNSEEN_FEATURES; f++)
    if (has[f] || items[f] > 0)
      {
        counts[f].tiles++;
        counts[f].items += items[f];
      }
}

HgUnseenTiles *
hg_unseen_tiles_new (const HgState *state,
                     gboolean       bonus)
{
  const HgTileSet *set;
  HgUnseenTiles *unseen;
  g_autoptr(GPtrArray) keys = NULL;
  guint8 ids[HG_N_TILES];
  guint n;

  g_return_val_if_fail (state != NULL, NULL);

  set = hg_state_get_tile_set (state);
  n = hg_state_get_unseen (state, bonus, ids, G_N_ELEMENTS (ids));
  g_assert (n <= G_N_ELEMENTS (ids));

  unseen = g_new0 (HgUnseenTiles, 1);
  unseen->bonus = !!bonus;
  unseen->n_tiles = n;
  unseen->groups = g_array_new (FALSE, TRUE, sizeof (HgTileGroup));
  keys = g_ptr_array_new_with_free_func (g_free);

  /* The ids come ascending, so each group is ascending and the groups
   * come by their first id. */
  for (guint i = 0; i < n; i++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, ids[i]);
      g_autofree char *key = NULL;
      guint g;

      g_assert (tile != NULL);
      hg_unseen_count_tile (tile, unseen->features);
      key = tile_key (tile);
      for (g = 0; g < keys->len; g++)
        if (strcmp (g_ptr_array_index (keys, g), key) == 0)
          break;
      if (g == keys->len)
        {
          HgTileGroup group = { 0, };

          g_array_append_val (unseen->groups, group);
          g_ptr_array_add (keys, g_steal_pointer (&key));
        }
      {
        HgTileGroup *group = &g_array_index (unseen->groups, HgTileGroup, g);

        g_assert (group->n < G_N_ELEMENTS (group->ids));
        group->ids[group->n++] = ids[i];
      }
    }
  return unseen;
}

void
hg_unseen_tiles_free (HgUnseenTiles *unseen)
{
  if (unseen == NULL)
    return;

  g_clear_pointer (&unseen->groups, g_array_unref);
  g_free (unseen);
}

gboolean
hg_unseen_tiles_equal (const HgUnseenTiles *a,
                       const HgUnseenTiles *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->bonus != b->bonus || a->n_tiles != b->n_tiles || a->groups->len != b->groups->len
      || memcmp (a->features, b->features, sizeof a->features) != 0)
    return FALSE;
  for (guint g = 0; g < a->groups->len; g++)
    {
      const HgTileGroup *x = &g_array_index (a->groups, HgTileGroup, g);
      const HgTileGroup *y = &g_array_index (b->groups, HgTileGroup, g);

      if (x->n != y->n || memcmp (x->ids, y->ids, x->n) != 0)
        return FALSE;
    }
  return TRUE;
}
