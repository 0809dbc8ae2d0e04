/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-cache.h: painted tiles kept as image surfaces.
 *
 * Painting a tile is far slower than copying it, so the board view asks the
 * cache for a surface per (tile, rotation, pixel size) and only blits it.
 * The least recently used surfaces go when the cache holds more than its
 * byte budget.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "hg-tile-painter.h"

G_BEGIN_DECLS

typedef struct _HgTileCache HgTileCache;

/* A cache that holds at most @max_bytes of pixel data (at least one
 * surface is always kept). */
HgTileCache     *hg_tile_cache_new           (gsize                     max_bytes);
void             hg_tile_cache_free          (HgTileCache              *cache);

/* The style all tiles are painted in; changing it empties the cache.
 * @style NULL is the default look. */
void             hg_tile_cache_set_style     (HgTileCache              *cache,
                                              const HgTilePainterStyle *style);

/* @tile turned by @rot, painted @size user units wide for a device @scale
 * (the surface has ceil(size*scale) pixels a side and device scale @scale,
 * so that painting it at (x,y) covers (x,y)-(x+size,y+size)).  The surface
 * belongs to the cache: it stays valid until the next call of
 * hg_tile_cache_get(), hg_tile_cache_clear() or hg_tile_cache_set_style();
 * take a reference to keep it longer. */
cairo_surface_t *hg_tile_cache_get           (HgTileCache              *cache,
                                              const HgTile             *tile,
                                              guint                     rot,
                                              double                    size,
                                              double                    scale);

void             hg_tile_cache_clear         (HgTileCache              *cache);

/* Statistics, for tests and tuning. */
guint            hg_tile_cache_get_n_surfaces (HgTileCache             *cache);
gsize            hg_tile_cache_get_n_bytes    (HgTileCache             *cache);
guint            hg_tile_cache_get_hits       (HgTileCache             *cache);
guint            hg_tile_cache_get_misses     (HgTileCache             *cache);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgTileCache, hg_tile_cache_free)

G_END_DECLS
