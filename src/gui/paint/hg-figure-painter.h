/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-figure-painter.h: the players' figures and colours, drawn with cairo.
 *
 * A gatherer and a fisherman are a standing tribe member (with a little
 * basket or a fishing spear), a hunter lies on the ground, a hut is a small
 * house.  Each is filled with the player's colour, outlined dark (light on
 * dark colours) and casts a soft shadow, so that it reads on any tile.
 * Each seat also has a mark of its own shape (hg_player_swatch_draw()).
 */
#pragma once

#include <cairo.h>
#include <gdk/gdk.h>

#include "hg-move.h"

G_BEGIN_DECLS

#define HG_N_PLAYER_COLOURS 5

/* The colour of seat @seat (0..4): vermilion, blue, yellow, purple, white,
 * chosen to stay apart for colour-blind people. */
void     hg_player_colour          (guint          seat,
                                    GdkRGBA       *out);

/* The outline that goes with @colour: dark, or light on dark colours. */
void     hg_player_outline_colour  (const GdkRGBA *colour,
                                    GdkRGBA       *out);

/* Draw a figure of @role centred on (@cx,@cy), @size high (user units).
 * The pixel at the centre is always @colour. */
void     hg_figure_painter_draw    (cairo_t       *cr,
                                    HgRole         role,
                                    const GdkRGBA *colour,
                                    double         cx,
                                    double         cy,
                                    double         size);

/* hg_figure_painter_draw() with the mark of seat @seat (the shape of
 * hg_player_swatch_draw()) on the figure's body, in its outline colour,
 * so that the figures of two seats differ by more than colour.  The
 * pixel at the centre is still @colour; the ink stays within
 * hg_figure_painter_get_extents(). */
void     hg_figure_painter_draw_for_seat (cairo_t       *cr,
                                          HgRole         role,
                                          guint          seat,
                                          const GdkRGBA *colour,
                                          double         cx,
                                          double         cy,
                                          double         size);

/* Where hg_figure_painter_draw() puts ink for @role (its shadow
 * included), as an upright box around the centre in units of the
 * figure's size. */
void     hg_figure_painter_get_extents (HgRole     role,
                                        double    *x1,
                                        double    *y1,
                                        double    *x2,
                                        double    *y2);

/* The seat's mark: a shape per seat (circle, square, triangle, diamond,
 * star) filled with @colour, so that seats differ by more than colour.
 * Drawn centred on (@cx,@cy) within @size. */
void     hg_player_swatch_draw     (cairo_t       *cr,
                                    guint          seat,
                                    const GdkRGBA *colour,
                                    double         cx,
                                    double         cy,
                                    double         size);

G_END_DECLS
