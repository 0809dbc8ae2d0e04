/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-render-private.h: what the board's drawing files share
 * (hg-board-render.c: the board and the placing overlays;
 * hg-board-marks.c: the marks of the last turns, moves as they happen,
 * points as they are scored). */
#pragma once

#include "hg-board-render.h"

G_BEGIN_DECLS

#define MASK_GRID 48   /* zone masks are MASK_GRID x MASK_GRID */

/* The top-left corner of square (@x,@y), user units. */
void             hg_board_render_square_origin (const HgBoardScene *scene,
                                                int                 x,
                                                int                 y,
                                                double             *px,
                                                double             *py);
/* Draw the tile of @p on its square from the cache (hg-board-tiles.h:
 * @on_board for one of the board's tiles, FALSE for the tile in hand or
 * one on the move, which its workers paint first). */
void             hg_board_render_blit_tile     (cairo_t            *cr,
                                                const HgBoardScene *scene,
                                                const HgPlacement  *p,
                                                double              alpha,
                                                gboolean            on_board);
#define HG_FIGURE_SIZE_STEPS 16   /* sizes a figure is drawn at, per doubling */

/* Where figure @f stands: the centre and the height of its picture, in
 * user units (on whole device pixels, and at one of the sizes
 * HG_FIGURE_SIZE_STEPS apart).  FALSE if it is not shown yet. */
gboolean         hg_board_render_figure_place  (const HgBoardScene *scene,
                                                const HgFigure     *f,
                                                double             *cx,
                                                double             *cy,
                                                double             *size);
/* Draw figure @f at its place, @dy user units higher, with @alpha. */
void             hg_board_render_figure        (cairo_t            *cr,
                                                const HgBoardScene *scene,
                                                const HgFigure     *f,
                                                double              dy,
                                                double              alpha);
/* Where @zone of @tile turned by @rot lies: an A8 mask, MASK_GRID wide
 * (a new reference). */
cairo_surface_t *hg_board_render_zone_mask     (const HgBoardScene *scene,
                                                const HgTile       *tile,
                                                guint               rot,
                                                guint               zone);

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
/* Calls @func for each figure standing on the board that is shown (not
 * one of a move shown as it happens), with its place. */
typedef void (*HgBoardFigureFunc) (const HgBoardScene *scene,
                                   const HgFigure     *f,
                                   double              cx,
                                   double              cy,
                                   double              size,
                                   gpointer            user_data);

void             hg_board_render_foreach_figure (const HgBoardScene *scene,
                                                 HgBoardFigureFunc   func,
                                                 gpointer            user_data);
/* Calls @func for each placed tile of @scene whose square meets the
 * rectangle (@cx1,@cy1)-(@cx2,@cy2), but the one on the move, with the
 * top-left corner of its square. */
typedef void (*HgBoardTileFunc) (const HgBoardScene *scene,
                                 const HgPlacement  *p,
                                 double              px,
                                 double              py,
                                 gpointer            user_data);

void             hg_board_render_foreach_tile  (const HgBoardScene *scene,
                                                double              cx1,
                                                double              cy1,
                                                double              cx2,
                                                double              cy2,
                                                HgBoardTileFunc     func,
                                                gpointer            user_data);

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
