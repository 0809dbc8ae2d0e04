/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-cache.h: painted tiles kept as image surfaces.
 *
 * Painting a tile is far slower than copying it, so the board view asks the
 * cache for a surface per (tile, rotation, pixel size) and only blits it.
 * The least recently used surfaces go when the cache holds more than its
 * byte budget.
 *
 * hg_tile_cache_get() paints what is missing at once.  The board view's
 * frames do not wait for that: they look up what is cached, request the
 * rest, which a small pool of threads paints (each tile with
 * hg_tile_painter_paint(), as hg_tile_cache_get() does), and meanwhile
 * draw the tile from the nearest size cached.  Each frame's requests go
 * between hg_tile_cache_begin_requests() and
 * hg_tile_cache_end_requests(); what a frame no longer asks for (another
 * zoom, a square scrolled away) is dropped if it has not started.  When requested tiles arrive, the ready
 * function is called, in the thread that made the first request.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "hg-tile-painter.h"

G_BEGIN_DECLS

typedef struct _HgTileCache HgTileCache;

typedef void (*HgTileCacheReadyFunc) (gpointer user_data);

/* A cache that holds at most @max_bytes of pixel data, but for what the
 * last frame drew (at least one surface is always kept). */
HgTileCache     *hg_tile_cache_new           (gsize                     max_bytes);
void             hg_tile_cache_free          (HgTileCache              *cache);

/* The style all tiles are painted in; changing it empties the cache and
 * drops the requests.  @style NULL is the default look. */
void             hg_tile_cache_set_style     (HgTileCache              *cache,
                                              const HgTilePainterStyle *style);

/* @tile turned by @rot, painted @size user units wide for a device @scale
 * (the surface has ceil(size*scale) pixels a side and device scale @scale,
 * so that painting it at (x,y) covers (x,y)-(x+size,y+size)), painted now
 * if it is not cached.  The surface belongs to the cache: it stays valid
 * until the main loop runs again or the next call of hg_tile_cache_get(),
 * hg_tile_cache_clear() or hg_tile_cache_set_style(); take a reference to
 * keep it longer.  The same holds for the lookups below. */
cairo_surface_t *hg_tile_cache_get           (HgTileCache              *cache,
                                              const HgTile             *tile,
                                              guint                     rot,
                                              double                    size,
                                              double                    scale);

/* The same surface if it is cached, else NULL; never paints. */
cairo_surface_t *hg_tile_cache_lookup        (HgTileCache              *cache,
                                              const HgTile             *tile,
                                              guint                     rot,
                                              double                    size,
                                              double                    scale);
/* Of @tile turned by @rot, the cached surface of the size nearest to
 * @size (a larger one rather than a smaller), with the side it was
 * painted at in @painted_size; NULL if there is none. */
cairo_surface_t *hg_tile_cache_lookup_nearest (HgTileCache             *cache,
                                              const HgTile             *tile,
                                              guint                     rot,
                                              double                    size,
                                              double                    scale,
                                              double                   *painted_size);

/* The size the frames show tiles at (before their requests).  The
 * paintings of other sizes go as soon as a frame does not draw them (at
 * once, when the size changes: a zoom), but the smallest painting of
 * each tile that frames drew (what a tile is shown from while it waits
 * for its size). */
void             hg_tile_cache_set_size      (HgTileCache              *cache,
                                              double                    size,
                                              double                    scale);

/* Calls @func when requested tiles have arrived (or were given up), so
 * that the frame is drawn again. */
void             hg_tile_cache_set_ready_func (HgTileCache             *cache,
                                              HgTileCacheReadyFunc      func,
                                              gpointer                  user_data);
/* A frame's requests: begin, request every tile the frame lacks, end. */
void             hg_tile_cache_begin_requests (HgTileCache             *cache);
/* Asks a worker to paint what hg_tile_cache_get() would return; the
 * lowest @priority first.  Nothing happens if it is cached. */
void             hg_tile_cache_request       (HgTileCache              *cache,
                                              const HgTile             *tile,
                                              guint                     rot,
                                              double                    size,
                                              double                    scale,
                                              guint                     priority);
/* Drops the requests waiting that were not made again since
 * hg_tile_cache_begin_requests(). */
void             hg_tile_cache_end_requests  (HgTileCache              *cache);

/* The geometries of the tiles this cache paints, for the painter's zone
 * functions (owned by the cache: take a reference to keep it longer). */
HgTileShapes    *hg_tile_cache_get_shapes    (HgTileCache              *cache);

/* Whether this cache has painted @tile (at any turn and size): then its
 * geometry is ready, and the painter's zone functions answer at once. */
gboolean         hg_tile_cache_has_painted   (HgTileCache              *cache,
                                              const HgTile             *tile);

void             hg_tile_cache_clear         (HgTileCache              *cache);

/* Statistics, for tests and tuning. */
guint            hg_tile_cache_get_n_surfaces (HgTileCache             *cache);
gsize            hg_tile_cache_get_n_bytes    (HgTileCache             *cache);
/* Requests not yet painted, or painted and not yet arrived. */
guint            hg_tile_cache_get_n_pending  (HgTileCache             *cache);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgTileCache, hg_tile_cache_free)

G_END_DECLS
