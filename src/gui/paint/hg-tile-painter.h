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
#include "hg-tile-shapes.h"

G_BEGIN_DECLS

/* The side of a figure spot marker, as a share of the tile: the largest
 * a marker is ever drawn (at the default zoom).  The spots are laid out
 * so that markers of this size fit (hg_tile_painter_zone_anchor()). */
#define HG_TILE_MARKER_SIZE 0.15

/* A box on a tile, in unit coordinates (x east, y south). */
typedef struct {
  double x1, y1, x2, y2;
} HgTileBox;

typedef struct {
  gboolean high_contrast;  /* stronger, darker outlines and tile edges */
  gboolean dark;           /* the surroundings are dark (tile edge lighter) */
} HgTilePainterStyle;

/* Every function here takes the geometry of @tile from @shapes (built
 * there on first use: hg-tile-shapes.h). */

/* Draw @tile turned by @rot clockwise quarter turns into the square
 * (0,0)-(@size,@size) of the current user space of @cr.  @style may be
 * NULL for the default look. */
void   hg_tile_painter_draw         (cairo_t                  *cr,
                                     HgTileShapes             *shapes,
                                     const HgTile             *tile,
                                     guint                     rot,
                                     double                    size,
                                     const HgTilePainterStyle *style);

/* @tile turned by @rot painted into a new image surface @px pixels a
 * side with device scale @scale, so that painting it at (x,y) covers
 * (x,y)-(x+px/scale,y+px/scale): the one way a tile becomes pixels, for
 * the first frame, the zoom and the moves alike.  Safe in any thread. */
cairo_surface_t *hg_tile_painter_paint (HgTileShapes             *shapes,
                                        const HgTile             *tile,
                                        guint                     rot,
                                        int                       px,
                                        double                    scale,
                                        const HgTilePainterStyle *style);

/* The figure spot of @zone as drawn on @tile turned by @rot, in unit
 * coordinates (0..1, x east, y south): where its marker is drawn while a
 * figure is chosen and where a figure on that zone stands.  A marker
 * HG_TILE_MARKER_SIZE wide there lies inside the zone, and its square
 * clears the pictures and the other zones' markers.  Gives the tile
 * centre if the tile has no such zone. */
void   hg_tile_painter_zone_anchor  (HgTileShapes *shapes,
                                     const HgTile *tile,
                                     guint         rot,
                                     guint         zone,
                                     double       *x,
                                     double       *y);

/* The zone drawn at unit point (@x,@y) of @tile turned by @rot, or
 * HG_NO_ZONE outside the tile.  For hit testing (which zone was clicked). */
guint  hg_tile_painter_zone_at      (HgTileShapes *shapes,
                                     const HgTile *tile,
                                     guint         rot,
                                     double        x,
                                     double        y);

/* Where the pictures (animals, fish, gold, mushrooms, fire, sacred
 * circles, the volcano) of @tile turned by @rot are drawn: boxes in unit
 * coordinates, upright like the pictures.  Returns how many there are;
 * writes at most @max. */
guint  hg_tile_painter_get_symbol_boxes (HgTileShapes *shapes,
                                         const HgTile *tile,
                                         guint         rot,
                                         HgTileBox    *out,
                                         guint         max);

/* The size (as for hg_figure_painter_draw(), a share of the tile) at
 * which a figure of @role on the spot of @zone stays inside the tile and
 * off the pictures: @size, or smaller, but never smaller than fits in
 * the spot's marker. */
double hg_tile_painter_figure_size  (HgTileShapes *shapes,
                                     const HgTile *tile,
                                     guint         rot,
                                     guint         zone,
                                     guint         role,
                                     double        size);

/* Share of the tile's area (0..1) that @zone covers as drawn. */
double hg_tile_painter_zone_area    (HgTileShapes *shapes,
                                     const HgTile *tile,
                                     guint         zone);
/* Whether meadow zone @zone of @tile meets another meadow zone of the
 * tile, where the painter draws a row of stones (the two are separate
 * meadows). */
gboolean hg_tile_painter_zone_has_stones (HgTileShapes *shapes,
                                          const HgTile *tile,
                                          guint         zone);

G_END_DECLS
