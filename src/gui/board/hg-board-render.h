/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-render.h: draws the board (placed tiles, figures) and the
 * placing overlays (legal squares, ghost tile, provisional tile, figure
 * spots, keyboard cursor, banner, a feature tinted and a square
 * outlined), the marks of each seat's last turn, and the moves and points
 * shown as they happen, with cairo.
 *
 * No widget here: everything to draw is described by an HgBoardScene, so
 * the same code draws the board view, test images and benchmarks.  Square
 * (x,y) covers (origin_x + x*size, origin_y + y*size) .. +size, y south.
 */
#pragma once

#include <cairo.h>
#include <gdk/gdk.h>

#include "hg-board-squares.h"

G_BEGIN_DECLS


/* The colour around the board (a soft earthy tone, darker in dark mode). */
void     hg_board_render_background  (gboolean             dark,
                                      GdkRGBA             *out);

/* Draw @scene into (0,0)-(width,height) of @cr's user space. */
void     hg_board_render_draw        (cairo_t             *cr,
                                      const HgBoardScene  *scene);

/* Where to point to choose figure spot @index of @scene (user units):
 * the middle of its marker, or of its half of a marker that offers a
 * fisherman and a hut. */
void     hg_board_render_spot_centre (const HgBoardScene  *scene,
                                      guint                index,
                                      double              *x,
                                      double              *y);

/* The figure spot whose marker is at (@x,@y), or -1. */
int      hg_board_render_spot_at     (const HgBoardScene  *scene,
                                      double               x,
                                      double               y);

/* The side of a figure spot marker on squares @size wide: the share
 * HG_TILE_MARKER_SIZE of the square, at most 48 pixels (and at least 9,
 * below the default zoom). */
double   hg_board_render_marker_side (double               size);

/* Draws a marker that offers @roles (one, or a fisherman and a hut) in
 * the player's @colour, centred on (@cx,@cy), @side wide.  @active is the
 * role pointed at or chosen (an index into @roles), or -1; such a marker
 * comes forward, at least @forward wide, each role a button of its own
 * (inside @side when @side is at least @forward). */
void     hg_board_render_marker      (cairo_t             *cr,
                                      const HgRole        *roles,
                                      guint                n_roles,
                                      int                  active,
                                      const GdkRGBA       *colour,
                                      double               cx,
                                      double               cy,
                                      double               side,
                                      double               forward);

G_END_DECLS
