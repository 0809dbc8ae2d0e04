/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-animation.h: the board view's motion: a move of another seat
 * shown as it happens (its tile slides in from the side of the side
 * panel, its figure drops onto it), the points it scores rising over
 * their feature, the view following the board smoothly, and the glow of
 * the newest tile.  The moves are driven by one tick callback on the
 * widget's frame clock, the view's glide by an AdwTimedAnimation that
 * moves the camera's (hg-board-camera.h) progress along; with GTK's
 * "gtk-enable-animations" off nothing moves, and the points are shown
 * standing still for as long.  The state is this file's, held by the view
 * as its "motion". */
#pragma once

#include <adwaita.h>

#include "hg-board-render.h"

G_BEGIN_DECLS

typedef struct _HgBoardView HgBoardView;

/* Durations at the normal speed (ms); the view's "speed" multiplies them. */
#define HG_BOARD_SLIDE_MS   480
#define HG_BOARD_DROP_MS    260
#define HG_BOARD_SCORE_MS  1500

typedef struct _HgBoardMotion HgBoardMotion;

/* The view's motion (its "motion" field); hg_board_motion_clear() stops
 * it and lets go of what it holds (the view frees it when finalized). */
HgBoardMotion *hg_board_motion_new    (HgBoardView  *self);
void      hg_board_motion_clear       (HgBoardView  *self);
/* Everything stops and disappears (an undo, a redo, another game). */
void      hg_board_motion_stop        (HgBoardView  *self);
/* A move was played: @move, by @seat; @own when the person played it in
 * this view (then only its figure moves).  (@old_cx,@old_cy,@old_size)
 * is where the view was before the move, for following the board. */
void      hg_board_motion_move        (HgBoardView  *self,
                                       const HgMove *move,
                                       guint         seat,
                                       gboolean      own,
                                       double        old_cx,
                                       double        old_cy,
                                       double        old_size);
/* Show points scored over their feature, once the move's tile and figure
 * are down (or at once). */
void      hg_board_motion_score       (HgBoardView     *self,
                                       const HgZoneRef *zones,
                                       guint            n_zones,
                                       guint8           seats,
                                       guint            points);
/* The view's camera started a glide (hg_board_camera_start_glide()): it
 * goes there smoothly, or at once without animations. */
void      hg_board_motion_glide       (HgBoardView  *self);
/* The motion of this frame into @scene. */
void      hg_board_motion_fill_scene  (HgBoardView  *self,
                                       HgBoardScene *scene);
/* Microseconds until the move's tile and figure are down (0: they are). */
gint64    hg_board_motion_time_left   (HgBoardView  *self);
/* The durations' factor (1: normal). */
double    hg_board_motion_get_speed   (HgBoardView  *self);
void      hg_board_motion_set_speed   (HgBoardView  *self,
                                       double        speed);
/* Something moves, or points stand on the board for a while. */
gboolean  hg_board_motion_get_running (HgBoardView  *self);

G_END_DECLS
