/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-shapes.h: the geometries of tiles (hg-tile-geometry.h), each
 * built on first use and kept while the store that built it lives.
 *
 * A geometry takes milliseconds to build and is asked for by every
 * painting of its tile and by every frame for the figures standing on
 * it, so whoever paints tiles keeps a store: the tile cache (and through
 * it the board), a window that shows a few tiles.  A store may be used
 * from several threads at once (the tile cache's painting threads and
 * the main thread); its geometries stay valid as long as it does.
 */
#pragma once

#include <glib.h>

#include "hg-tile-geometry.h"

G_BEGIN_DECLS

typedef struct _HgTileShapes HgTileShapes;

HgTileShapes         *hg_tile_shapes_new   (void);
HgTileShapes         *hg_tile_shapes_ref   (HgTileShapes *shapes);
void                  hg_tile_shapes_unref (HgTileShapes *shapes);

/* The geometry of @tile, built now if this store has none of it. */
const HgTileGeometry *hg_tile_shapes_get   (HgTileShapes *shapes,
                                            const HgTile *tile);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgTileShapes, hg_tile_shapes_unref)

G_END_DECLS
