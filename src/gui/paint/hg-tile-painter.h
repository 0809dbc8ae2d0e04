/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-painter.h: draws a tile procedurally with cairo from its data.
 *
 * Meadows are light green, forests a darker mass of round tree crowns along
 * their sides, rivers blue bands from the middle of their sides, the lake a
 * round pond with its fish; animals and symbols are small upright pictures
 * inside their zones, and two meadows that meet inside a tile are parted by
 * a line of rocks.  Nothing but the tile data is used, no image files.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "hg-tile-set.h"

G_BEGIN_DECLS

typedef struct {
  gboolean high_contrast;  /* stronger, darker outlines and tile edges */
  gboolean dark;           /* the surroundings are dark (tile edge lighter) */
} HgTilePainterStyle;

/* Draw @tile turned by @rot clockwise quarter turns into the square
 * (0,0)-(@size,@size) of the current user space of @cr.  @style may be
 * NULL for the default look. */
void   hg_tile_painter_draw         (cairo_t                  *cr,
                                     const HgTile             *tile,
                                     guint                     rot,
                                     double                    size,
                                     const HgTilePainterStyle *style);

/* A point well inside @zone as drawn on @tile turned by @rot, in unit
 * coordinates (0..1, x east, y south): where a figure on that zone stands.
 * Gives the tile centre if the tile has no such zone. */
void   hg_tile_painter_zone_anchor  (const HgTile *tile,
                                     guint         rot,
                                     guint         zone,
                                     double       *x,
                                     double       *y);

/* The zone drawn at unit point (@x,@y) of @tile turned by @rot, or
 * HG_NO_ZONE outside the tile.  For hit testing (which zone was clicked). */
guint  hg_tile_painter_zone_at      (const HgTile *tile,
                                     guint         rot,
                                     double        x,
                                     double        y);

/* Share of the tile's area (0..1) that @zone covers as drawn. */
double hg_tile_painter_zone_area    (const HgTile *tile,
                                     guint         zone);

G_END_DECLS
