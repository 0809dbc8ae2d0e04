/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-render-private.h: what the board's drawing files share
 * (hg-board-render.c: the board and the placing overlays;
 * hg-board-marks.c: the marks of the last turns, moves as they happen,
 * points as they are scored).  Where things lie on the board is in
 * hg-board-squares.h, below them all. */
#pragma once

#include "hg-board-render.h"

G_BEGIN_DECLS

/* What hg_board_render_draw() draws before the tiles (the squares where
 * the tile in hand fits) and after them: under the figures (marks, tints,
 * the tile being placed), the figures standing on the board, and over
 * them (the motion, labels, the hint, the ghost, the cursor and the
 * banner); hg_board_render_overlay() is the three. */
void             hg_board_render_legal         (cairo_t            *cr,
                                                const HgBoardScene *scene);
void             hg_board_render_overlay_under (cairo_t            *cr,
                                                const HgBoardScene *scene);
void             hg_board_render_overlay_over  (cairo_t            *cr,
                                                const HgBoardScene *scene);
void             hg_board_render_overlay       (cairo_t            *cr,
                                                const HgBoardScene *scene);

/* hg-board-tiles.c: what a frame shows is kept in two generations of
 * tables, this frame's (@generations[0]) and the last's.  The value of
 * @key in either, moved to this frame's with its key; NULL if neither
 * has it. */
gpointer         hg_board_render_keep_shown    (GHashTable         *generations[2],
                                                gconstpointer       key);

/* hg-board-marks.c */
void             hg_board_render_marks         (cairo_t            *cr,
                                                const HgBoardScene *scene);
void             hg_board_render_score_tints   (cairo_t            *cr,
                                                const HgBoardScene *scene);
void             hg_board_render_moving        (cairo_t            *cr,
                                                const HgBoardScene *scene);
void             hg_board_render_score_labels  (cairo_t            *cr,
                                                const HgBoardScene *scene);
void             hg_board_render_hint          (cairo_t            *cr,
                                                const HgBoardScene *scene);

G_END_DECLS
