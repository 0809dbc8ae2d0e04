/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-symbol-painter.h: the small pictures on the tiles (animals, gold,
 * mushrooms, fire, sacred circle, fish, volcano), drawn upright with cairo. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "hg-tile-geometry.h"

G_BEGIN_DECLS

/* Draw @kind centred on (@cx,@cy) in a box @size wide (user units).
 * @outline is the outline width in the same units. */
void hg_symbol_painter_draw (cairo_t  *cr,
                             HgSymbol  kind,
                             double    cx,
                             double    cy,
                             double    size,
                             double    outline);

/* Where hg_symbol_painter_draw() puts ink for @kind, as a box around the
 * centre in units of @size (outline and all): x from *@x1 to *@x2, y from
 * *@y1 to *@y2.  The pictures are drawn upright, so the box is upright
 * on the screen whatever the tile's rotation. */
void hg_symbol_painter_get_extents (HgSymbol  kind,
                                    double   *x1,
                                    double   *y1,
                                    double   *x2,
                                    double   *y2);

G_END_DECLS
