/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-camera.h: HgBoardCamera, where the board view looks, without
 * GTK: the zoom step and the board point at the middle of a view of a
 * given size, squares to screen pixels and back, the person's pan and
 * zoom about a point, the whole board fitted, the tile put down zoomed in
 * on and back, a square brought into view, and the glide from where the
 * view was to where it is now (its progress set by whoever animates it).
 * Board points are in squares, screen points in pixels from the view's
 * top-left corner. */
#pragma once

#include <glib.h>

#include "hg-engine.h"

G_BEGIN_DECLS

#define HG_BOARD_BASE_SIZE    64.0  /* square side at zoom step 0 */
#define HG_BOARD_STEPS_PER_2X 8     /* zoom steps per doubling */
#define HG_BOARD_MIN_STEP     (-20) /* 11 pixels */
#define HG_BOARD_MAX_STEP     20    /* 362 pixels */

typedef struct _HgBoardCamera HgBoardCamera;

HgBoardCamera *hg_board_camera_new            (void);
void           hg_board_camera_free           (HgBoardCamera *self);

/* The square side at zoom step @step, whole pixels. */
double         hg_board_camera_step_size      (int            step);

void           hg_board_camera_set_view_size  (HgBoardCamera *self,
                                               double         width,
                                               double         height);
/* The top @inset pixels of the view are covered (by a tip over the
 * board): a fit shows the board in the part below them, while that part
 * is at least a third of the view. */
void           hg_board_camera_set_top_inset  (HgBoardCamera *self,
                                               double         inset);
int            hg_board_camera_get_zoom       (HgBoardCamera *self);
void           hg_board_camera_get_centre     (HgBoardCamera *self,
                                               double        *cx,
                                               double        *cy);
/* The board point (@cx,@cy) goes to the middle (the person's navigation
 * is hg_board_camera_pan_by()). */
void           hg_board_camera_set_centre     (HgBoardCamera *self,
                                               double         cx,
                                               double         cy);

/* Where the view is shown now: along its glide, or where it is. */
void           hg_board_camera_get_shown      (HgBoardCamera *self,
                                               double        *cx,
                                               double        *cy,
                                               double        *size);
double         hg_board_camera_get_square_size (HgBoardCamera *self);
/* The screen point of the board's (0,0), whole pixels, as shown now in
 * a view of @width x @height. */
void           hg_board_camera_get_origin     (HgBoardCamera *self,
                                               double         width,
                                               double         height,
                                               double        *ox,
                                               double        *oy);
void           hg_board_camera_to_square      (HgBoardCamera *self,
                                               double         sx,
                                               double         sy,
                                               int           *x,
                                               int           *y);
/* The top-left corner of square (@x,@y) on screen and its side. */
void           hg_board_camera_to_screen      (HgBoardCamera *self,
                                               int            x,
                                               int            y,
                                               double        *sx,
                                               double        *sy,
                                               double        *size);
gboolean       hg_board_camera_square_in_view (HgBoardCamera *self,
                                               int            x,
                                               int            y);
/* The size the tiles are wanted at: the zoom's, or while the view glides
 * to a new zoom the one it came from, as far as scaling still looks
 * well. */
double         hg_board_camera_get_paint_size (HgBoardCamera *self);

/* Following the game: the view fits the board while the person has not
 * moved it. */
gboolean       hg_board_camera_get_follow     (HgBoardCamera *self);
void           hg_board_camera_set_follow     (HgBoardCamera *self,
                                               gboolean       follow);
/* The person moved the view less than three seconds before @now (µs). */
gboolean       hg_board_camera_navigated_lately (HgBoardCamera *self,
                                                 gint64         now);

/* The person pans by (@dx,@dy) pixels, zooms to @step keeping the board
 * point under (@sx,@sy) there, at @now (µs): the view stops following. */
void           hg_board_camera_pan_by         (HgBoardCamera *self,
                                               double         dx,
                                               double         dy,
                                               gint64         now);
void           hg_board_camera_zoom_at        (HgBoardCamera *self,
                                               int            step,
                                               double         sx,
                                               double         sy,
                                               gint64         now);

/* The squares of @state's placed tiles lie in (@x1,@y1) to (@x2,@y2). */
void           hg_board_camera_bounds         (const HgState *state,
                                               int           *x1,
                                               int           *y1,
                                               int           *x2,
                                               int           *y2);
/* The zoom step and middle that show the squares (@x1,@y1) to (@x2,@y2)
 * and one square round them in a view of @width x @height; FALSE if
 * there is no room. */
gboolean       hg_board_camera_compute_fit    (double         width,
                                               double         height,
                                               int            x1,
                                               int            y1,
                                               int            x2,
                                               int            y2,
                                               int           *step,
                                               double        *cx,
                                               double        *cy);
/* The view fits those squares now (no glide). */
gboolean       hg_board_camera_fit            (HgBoardCamera *self,
                                               int            x1,
                                               int            y1,
                                               int            x2,
                                               int            y2);
/* Fit and follow the game again; no going back from a zoom to a tile. */
void           hg_board_camera_reset          (HgBoardCamera *self);

/* Zoom in to @step on square (@x,@y) (the tile put down): its middle
 * stays where it is on screen as far as the tile and half a square round
 * it stay in view, and out from under the top inset as far as it can.
 * Where the view was is kept for
 * hg_board_camera_zoom_back(); FALSE if @step is no closer. */
gboolean       hg_board_camera_zoom_in_on     (HgBoardCamera *self,
                                               int            x,
                                               int            y,
                                               int            step);
/* Back to where the view was before it zoomed in; FALSE if it did not. */
gboolean       hg_board_camera_zoom_back      (HgBoardCamera *self);
/* As little a move as brings square (@x,@y) and half a square round it in
 * view; FALSE if it was in view already. */
gboolean       hg_board_camera_bring_into_view (HgBoardCamera *self,
                                                int            x,
                                                int            y);
/* Square (@x,@y) moved down from under the top inset
 * (hg_board_camera_set_top_inset()), as far as its bottom stays in view;
 * FALSE if it did not move. */
gboolean       hg_board_camera_clear_top_inset (HgBoardCamera *self,
                                                int            x,
                                                int            y);
/* Square (@x,@y) in the middle, if it is not wholly in view. */
void           hg_board_camera_keep_in_view   (HgBoardCamera *self,
                                               int            x,
                                               int            y);

/* The glide: the view was at (@cx,@cy) with squares of @size and goes
 * to where it is now; @progress 0 is the start, 1 the end
 * (hg_board_camera_end_glide()). */
void           hg_board_camera_start_glide    (HgBoardCamera *self,
                                               double         cx,
                                               double         cy,
                                               double         size);
void           hg_board_camera_set_progress   (HgBoardCamera *self,
                                               double         progress);
gboolean       hg_board_camera_get_gliding    (HgBoardCamera *self);
/* The glide is over (or there was none): the tiles are wanted at the
 * zoom's size. */
void           hg_board_camera_end_glide      (HgBoardCamera *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgBoardCamera, hg_board_camera_free)

G_END_DECLS
