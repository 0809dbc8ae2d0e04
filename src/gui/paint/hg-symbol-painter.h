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

G_END_DECLS
