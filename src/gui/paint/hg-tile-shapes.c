/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-shapes.c: a tile's geometry put together (water, forests, then
 * the zones, their hedges and their spots, trying other layouts where
 * the usual one cuts a forest in two), and the store that keeps the
 * geometries built.
 *
 * The store is a table by tile id under a lock; a geometry is built
 * without the lock (the main thread takes it for every figure it draws
 * while the painting threads build the geometries of theirs), and a tile
 * with an id known but other data (a test's tile set) gets a new one,
 * the old kept until the store goes, as a caller may still hold it.
 */

#include "config.h"

#include <string.h>

#include "hg-tile-geometry-private.h"
#include "hg-tile-shapes.h"

#define BAND_HALF_WIDTH  0.16   /* forest band between opposite sides */

struct _HgTileShapes {
  gatomicrefcount  ref;
  GMutex           lock;                        /* guards the fields below */
  HgTileGeometry  *geometries[HG_N_TILES];
  GPtrArray       *retired;                     /* replaced, kept until the end */
};

static gint
crown_compare (gconstpointer a,
               gconstpointer b)
{
  const HgCrown *ca = a, *cb = b;
  double ka = ca->x + ca->y, kb = cb->x + cb->y;

  return ka < kb ? -1 : ka > kb;
}

static gboolean
forests_whole (const HgTileGeometry *g)
{
  for (guint z = 0; z < g->tile.n_zones; z++)
    if (g->tile.zones[z].type == HG_ZONE_FOREST && hg_tile_zones_count_pieces (g, z) != 1)
      return FALSE;
  return TRUE;
}

static HgTileGeometry *
geometry_build (const HgTile *tile)
{
  /* the usual look; then, for a forest that water cuts in two or a zone
   * too small for its figure, shorter streams, the forest band narrower
   * and off the middle, and the lake pulled further away */
  static const HgGeometryLayout layouts[] = {
    { 0.31, 0, BAND_HALF_WIDTH, 0.1 },
    { 0.2, 0, BAND_HALF_WIDTH, 0.1 },
    { 0.2, -0.14, BAND_HALF_WIDTH, 0.14 },
    { 0.2, 0.14, BAND_HALF_WIDTH, 0.14 },
    { 0.16, -0.12, 0.1, 0.17 },
    { 0.16, 0.12, 0.1, 0.17 },
    { 0.16, -0.08, 0.08, 0.17 },
    { 0.16, 0.08, 0.08, 0.17 },
  };
  HgTileGeometry *g = g_new0 (HgTileGeometry, 1);
  g_autofree HgGeometryBuilder *b = g_new0 (HgGeometryBuilder, 1);

  g->tile = *tile;
  g->crowns = g_array_new (FALSE, FALSE, sizeof (HgCrown));
  g->rivers = g_array_new (FALSE, FALSE, sizeof (HgRiverCurve));
  g->stones = g_array_new (FALSE, FALSE, sizeof (HgStone));
  g->symbols = g_array_new (FALSE, FALSE, sizeof (HgSymbolSpot));
  g->flowers = g_array_new (FALSE, FALSE, sizeof (HgStone));
  b->geom = g;

  /* (when none works, the usual look after all: the tests say so) */
  for (guint i = 0; i <= G_N_ELEMENTS (layouts); i++)
    {
      gboolean last = i == G_N_ELEMENTS (layouts);

      g_array_set_size (g->crowns, 0);
      g_array_set_size (g->rivers, 0);
      g_array_set_size (g->stones, 0);
      g_array_set_size (g->symbols, 0);
      g_array_set_size (g->flowers, 0);
      g->has_lake = FALSE;
      memset (g->area, 0, sizeof g->area);
      b->layout = layouts[last ? 0 : i];
      hg_geometry_build_water (b);
      hg_geometry_build_forests (b);
      g_array_sort (g->crowns, crown_compare);
      hg_tile_zones_label (b);
      if (!forests_whole (g) && !last)
        continue;
      hg_tile_zones_hedges (g);
      if (hg_tile_zones_place (g) || last)
        break;
    }

  return g;
}

static void
geometry_free (HgTileGeometry *g)
{
  g_array_unref (g->crowns);
  g_array_unref (g->rivers);
  g_array_unref (g->stones);
  g_array_unref (g->symbols);
  g_array_unref (g->flowers);
  g_free (g);
}

static gboolean
tile_equal (const HgTile *a,
            const HgTile *b)
{
  if (a->id != b->id || a->kind != b->kind || a->n_zones != b->n_zones)
    return FALSE;
  for (guint d = 0; d < 4; d++)
    if (a->sides[d].type != b->sides[d].type
        || memcmp (a->sides[d].zone, b->sides[d].zone, 3) != 0)
      return FALSE;
  for (guint z = 0; z < HG_MAX_ZONES; z++)
    {
      const HgZone *p = &a->zones[z], *q = &b->zones[z];

      if (p->type != q->type || p->deer != q->deer || p->tiger != q->tiger
          || p->mammoth != q->mammoth || p->aurochs != q->aurochs
          || p->fire != q->fire || p->sacred != q->sacred || p->gold != q->gold
          || p->mushrooms != q->mushrooms || p->lake != q->lake
          || p->fish != q->fish || p->sides != q->sides)
        return FALSE;
    }
  return TRUE;
}

HgTileShapes *
hg_tile_shapes_new (void)
{
  HgTileShapes *shapes = g_new0 (HgTileShapes, 1);

  g_atomic_ref_count_init (&shapes->ref);
  g_mutex_init (&shapes->lock);
  shapes->retired = g_ptr_array_new_with_free_func ((GDestroyNotify) geometry_free);
  return shapes;
}

HgTileShapes *
hg_tile_shapes_ref (HgTileShapes *shapes)
{
  g_return_val_if_fail (shapes != NULL, NULL);

  g_atomic_ref_count_inc (&shapes->ref);
  return shapes;
}

void
hg_tile_shapes_unref (HgTileShapes *shapes)
{
  g_return_if_fail (shapes != NULL);

  if (!g_atomic_ref_count_dec (&shapes->ref))
    return;
  for (guint i = 0; i < HG_N_TILES; i++)
    g_clear_pointer (&shapes->geometries[i], geometry_free);
  g_ptr_array_unref (shapes->retired);
  g_mutex_clear (&shapes->lock);
  g_free (shapes);
}

const HgTileGeometry *
hg_tile_shapes_get (HgTileShapes *shapes,
                    const HgTile *tile)
{
  HgTileGeometry *g, *fresh;

  g_return_val_if_fail (shapes != NULL, NULL);
  g_return_val_if_fail (tile != NULL, NULL);
  g_return_val_if_fail (tile->id < HG_N_TILES, NULL);

  g_mutex_lock (&shapes->lock);
  g = shapes->geometries[tile->id];
  g_mutex_unlock (&shapes->lock);
  if (g != NULL && tile_equal (&g->tile, tile))
    return g;

  fresh = geometry_build (tile);
  g_mutex_lock (&shapes->lock);
  g = shapes->geometries[tile->id];
  if (g != NULL && tile_equal (&g->tile, tile))
    {
      /* another thread built it meanwhile */
      geometry_free (fresh);
    }
  else
    {
      if (g != NULL)
        g_ptr_array_add (shapes->retired, g);
      shapes->geometries[tile->id] = g = fresh;
    }
  g_mutex_unlock (&shapes->lock);

  return g;
}
