/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-camera.c: HgBoardCamera, where the board view looks
 * (hg-board-camera.h).  Plain arithmetic on the zoom step, the board
 * point at the middle and the view's size; the view (hg-board-view.c)
 * tells it its size and the time, and its animation
 * (hg-board-animation.c) moves the glide along. */

#include "config.h"

#include <math.h>

#include "hg-board-camera.h"

#define MAX_FIT_STEP   8     /* fit never zooms in beyond 128 pixels */
#define RECENT_US      (3 * G_USEC_PER_SEC) /* the person navigated "just now" */

struct _HgBoardCamera
{
  double   width, height;  /* of the view, pixels */
  double   top_inset;      /* the view's top covered (a tip): a fit
                              shows the board below it */
  int      zoom;           /* square side = BASE_SIZE * 2^(zoom/8) */
  int      paint_zoom;     /* zoom the tiles are wanted at; differs while
                              the view glides to a new zoom */
  double   cx, cy;         /* board point (in squares) at the middle */
  gboolean follow;         /* fit the board until the person navigates */
  gint64   navigated_at;   /* when the person last panned or zoomed (µs) */

  /* zoomed in on the tile put down: where to go back */
  gboolean zoomed_in;
  int      back_zoom;
  double   back_cx, back_cy;
  gboolean back_follow;

  /* the glide from where the view was */
  gboolean gliding;
  double   from_cx, from_cy, from_size;
  double   progress;
};

HgBoardCamera *
hg_board_camera_new (void)
{
  HgBoardCamera *self = g_new0 (HgBoardCamera, 1);

  self->follow = TRUE;
  self->navigated_at = G_MININT64 / 2;
  return self;
}

void
hg_board_camera_free (HgBoardCamera *self)
{
  g_free (self);
}

double
hg_board_camera_step_size (int step)
{
  return round (HG_BOARD_BASE_SIZE * pow (2.0, (double) step / HG_BOARD_STEPS_PER_2X));
}

void
hg_board_camera_set_view_size (HgBoardCamera *self,
                               double         width,
                               double         height)
{
  self->width = width;
  self->height = height;
}

void
hg_board_camera_set_top_inset (HgBoardCamera *self,
                               double         inset)
{
  self->top_inset = MAX (inset, 0);
}

int
hg_board_camera_get_zoom (HgBoardCamera *self)
{
  return self->zoom;
}

void
hg_board_camera_get_centre (HgBoardCamera *self,
                            double        *cx,
                            double        *cy)
{
  *cx = self->cx;
  *cy = self->cy;
}

void
hg_board_camera_set_centre (HgBoardCamera *self,
                            double         cx,
                            double         cy)
{
  self->cx = cx;
  self->cy = cy;
}

void
hg_board_camera_get_shown (HgBoardCamera *self,
                           double        *cx,
                           double        *cy,
                           double        *size)
{
  double t = self->progress, to = hg_board_camera_step_size (self->zoom);

  if (!self->gliding)
    {
      *cx = self->cx;
      *cy = self->cy;
      *size = to;
      return;
    }
  *cx = self->from_cx + (self->cx - self->from_cx) * t;
  *cy = self->from_cy + (self->cy - self->from_cy) * t;
  *size = self->from_size + (to - self->from_size) * t;
}

double
hg_board_camera_get_square_size (HgBoardCamera *self)
{
  double cx, cy, size;

  hg_board_camera_get_shown (self, &cx, &cy, &size);
  return size;
}

void
hg_board_camera_get_origin (HgBoardCamera *self,
                            double         width,
                            double         height,
                            double        *ox,
                            double        *oy)
{
  double cx, cy, s;

  hg_board_camera_get_shown (self, &cx, &cy, &s);
  *ox = round (width / 2.0 - cx * s);
  *oy = round (height / 2.0 - cy * s);
}

void
hg_board_camera_to_square (HgBoardCamera *self,
                           double         sx,
                           double         sy,
                           int           *x,
                           int           *y)
{
  double ox, oy, s = hg_board_camera_get_square_size (self);

  hg_board_camera_get_origin (self, self->width, self->height, &ox, &oy);
  *x = (int) floor ((sx - ox) / s);
  *y = (int) floor ((sy - oy) / s);
}

void
hg_board_camera_to_screen (HgBoardCamera *self,
                           int            x,
                           int            y,
                           double        *sx,
                           double        *sy,
                           double        *size)
{
  double ox, oy, s = hg_board_camera_get_square_size (self);

  hg_board_camera_get_origin (self, self->width, self->height, &ox, &oy);
  if (sx != NULL)
    *sx = ox + x * s;
  if (sy != NULL)
    *sy = oy + y * s;
  if (size != NULL)
    *size = s;
}

gboolean
hg_board_camera_square_in_view (HgBoardCamera *self,
                                int            x,
                                int            y)
{
  double sx, sy, s;

  hg_board_camera_to_screen (self, x, y, &sx, &sy, &s);
  return sx >= 0 && sy >= 0 && sx + s <= self->width && sy + s <= self->height;
}

double
hg_board_camera_get_paint_size (HgBoardCamera *self)
{
  /* scaling up by more than 1.4 or down by more than half looks poor */
  if (self->paint_zoom < self->zoom - HG_BOARD_STEPS_PER_2X / 2
      || self->paint_zoom > self->zoom + HG_BOARD_STEPS_PER_2X)
    return hg_board_camera_step_size (self->zoom);
  return hg_board_camera_step_size (self->paint_zoom);
}

gboolean
hg_board_camera_get_follow (HgBoardCamera *self)
{
  return self->follow;
}

void
hg_board_camera_set_follow (HgBoardCamera *self,
                            gboolean       follow)
{
  self->follow = follow;
}

gboolean
hg_board_camera_navigated_lately (HgBoardCamera *self,
                                  gint64         now)
{
  return now - self->navigated_at < RECENT_US;
}

static void
navigated (HgBoardCamera *self,
           gint64         now)
{
  self->follow = FALSE;
  self->navigated_at = now;
  /* the view is the person's now: no going back after the figure */
  self->zoomed_in = FALSE;
}

void
hg_board_camera_pan_by (HgBoardCamera *self,
                        double         dx,
                        double         dy,
                        gint64         now)
{
  double s = hg_board_camera_get_square_size (self);

  self->cx -= dx / s;
  self->cy -= dy / s;
  navigated (self, now);
}

void
hg_board_camera_zoom_at (HgBoardCamera *self,
                         int            step,
                         double         sx,
                         double         sy,
                         gint64         now)
{
  double w = self->width, h = self->height;
  double s = hg_board_camera_get_square_size (self), bx, by;

  step = CLAMP (step, HG_BOARD_MIN_STEP, HG_BOARD_MAX_STEP);
  /* the board point under (sx,sy) stays there */
  bx = self->cx + (sx - w / 2) / s;
  by = self->cy + (sy - h / 2) / s;
  self->zoom = step;
  s = hg_board_camera_step_size (step);
  self->cx = bx - (sx - w / 2) / s;
  self->cy = by - (sy - h / 2) / s;
  self->paint_zoom = step;
  navigated (self, now);
}

void
hg_board_camera_bounds (const HgState *state,
                        int           *x1,
                        int           *y1,
                        int           *x2,
                        int           *y2)
{
  *x1 = G_MAXINT;
  *y1 = G_MAXINT;
  *x2 = G_MININT;
  *y2 = G_MININT;
  for (guint i = 0, n = hg_state_get_n_placed (state); i < n; i++)
    {
      HgPlacement p;

      hg_state_get_placed (state, i, &p);
      *x1 = MIN (*x1, p.x);
      *y1 = MIN (*y1, p.y);
      *x2 = MAX (*x2, p.x);
      *y2 = MAX (*y2, p.y);
    }
}

gboolean
hg_board_camera_compute_fit (double  width,
                             double  height,
                             int     x1,
                             int     y1,
                             int     x2,
                             int     y2,
                             int    *step,
                             double *cx,
                             double *cy)
{
  double nx, ny, s;

  if (width <= 0 || height <= 0 || x2 < x1 || y2 < y1)
    return FALSE;
  nx = x2 - x1 + 3;
  ny = y2 - y1 + 3;
  s = MIN ((width - 16) / nx, (height - 16) / ny);
  *step = s > 0 ? (int) floor (HG_BOARD_STEPS_PER_2X * log2 (s / HG_BOARD_BASE_SIZE)) : HG_BOARD_MIN_STEP;
  /* rounding the side may make it a pixel too large */
  if (hg_board_camera_step_size (*step) > s)
    (*step)--;
  *step = CLAMP (*step, HG_BOARD_MIN_STEP, MAX_FIT_STEP);
  *cx = (x1 + x2 + 1) / 2.0;
  *cy = (y1 + y2 + 1) / 2.0;
  return TRUE;
}

gboolean
hg_board_camera_fit (HgBoardCamera *self,
                     int            x1,
                     int            y1,
                     int            x2,
                     int            y2)
{
  /* below what covers the top, while that leaves a third of the view */
  double inset = self->top_inset <= self->height * 2 / 3 ? self->top_inset : 0;

  if (!hg_board_camera_compute_fit (self->width, self->height - inset, x1, y1, x2, y2,
                                    &self->zoom, &self->cx, &self->cy))
    return FALSE;
  /* the middle of the part below the inset is inset/2 under the view's */
  self->cy -= inset / 2 / hg_board_camera_step_size (self->zoom);
  self->paint_zoom = self->zoom;
  return TRUE;
}

void
hg_board_camera_reset (HgBoardCamera *self)
{
  self->zoomed_in = FALSE;
  self->follow = TRUE;
}

/* The glide starts where the view is shown now. */
static void
glide_from_shown (HgBoardCamera *self)
{
  double cx, cy, size;

  hg_board_camera_get_shown (self, &cx, &cy, &size);
  hg_board_camera_start_glide (self, cx, cy, size);
}

gboolean
hg_board_camera_zoom_in_on (HgBoardCamera *self,
                            int            x,
                            int            y,
                            int            step)
{
  double w = self->width, h = self->height, cx, cy, from_size, sx, sy, s, mx, my;

  step = CLAMP (step, HG_BOARD_MIN_STEP, HG_BOARD_MAX_STEP);
  if (step <= self->zoom)
    return FALSE;
  if (!self->zoomed_in)
    {
      self->zoomed_in = TRUE;
      self->back_zoom = self->zoom;
      self->back_cx = self->cx;
      self->back_cy = self->cy;
      self->back_follow = self->follow;
    }
  hg_board_camera_get_shown (self, &cx, &cy, &from_size);

  /* the tile's middle stays where it is, as far as the tile and half a
   * square round it stay in view */
  hg_board_camera_to_screen (self, x, y, &sx, &sy, &s);
  self->zoom = step;
  s = hg_board_camera_step_size (step);
  mx = w >= 2 * s ? CLAMP (sx + s / 2, s, w - s) : w / 2;
  my = h >= 2 * s ? CLAMP (sy + s / 2, s, h - s) : h / 2;
  self->cx = x + 0.5 - (mx - w / 2) / s;
  self->cy = y + 0.5 - (my - h / 2) / s;
  /* and clear of a tip over the view's top */
  hg_board_camera_clear_top_inset (self, x, y);
  self->follow = FALSE;
  hg_board_camera_start_glide (self, cx, cy, from_size);
  return TRUE;
}

gboolean
hg_board_camera_zoom_back (HgBoardCamera *self)
{
  if (!self->zoomed_in)
    return FALSE;
  self->zoomed_in = FALSE;
  glide_from_shown (self);
  self->zoom = self->back_zoom;
  self->cx = self->back_cx;
  self->cy = self->back_cy;
  self->follow = self->back_follow;
  return TRUE;
}

gboolean
hg_board_camera_bring_into_view (HgBoardCamera *self,
                                 int            x,
                                 int            y)
{
  double w = self->width, h = self->height, sx, sy, s, dx, dy;

  if (hg_board_camera_square_in_view (self, x, y))
    return FALSE;
  hg_board_camera_to_screen (self, x, y, &sx, &sy, &s);
  if (w >= 2 * s)
    dx = sx < s / 2 ? sx - s / 2 : sx + 1.5 * s > w ? sx + 1.5 * s - w : 0;
  else
    dx = sx + s / 2 - w / 2;
  if (h >= 2 * s)
    dy = sy < s / 2 ? sy - s / 2 : sy + 1.5 * s > h ? sy + 1.5 * s - h : 0;
  else
    dy = sy + s / 2 - h / 2;
  self->cx += dx / s;
  self->cy += dy / s;
  return TRUE;
}

gboolean
hg_board_camera_clear_top_inset (HgBoardCamera *self,
                                 int            x,
                                 int            y)
{
  /* where the view goes, not where a glide shows it now */
  double s = hg_board_camera_step_size (self->zoom);
  double sy = self->height / 2 + (y - self->cy) * s, dy;

  /* down to a quarter square under the inset, the square's bottom a
   * quarter square inside the view at most */
  dy = MIN (self->top_inset + s / 4 - sy, self->height - s / 4 - (sy + s));
  if (dy <= 0)
    return FALSE;
  self->cy -= dy / s;
  return TRUE;
}

void
hg_board_camera_keep_in_view (HgBoardCamera *self,
                              int            x,
                              int            y)
{
  if (hg_board_camera_square_in_view (self, x, y))
    return;
  self->cx = x + 0.5;
  self->cy = y + 0.5;
}

void
hg_board_camera_start_glide (HgBoardCamera *self,
                             double         cx,
                             double         cy,
                             double         size)
{
  self->gliding = TRUE;
  self->from_cx = cx;
  self->from_cy = cy;
  self->from_size = size;
  self->progress = 0.0;
  /* paint at the old size and scale while the view zooms */
  self->paint_zoom = (int) lround (HG_BOARD_STEPS_PER_2X * log2 (size / HG_BOARD_BASE_SIZE));
}

void
hg_board_camera_set_progress (HgBoardCamera *self,
                              double         progress)
{
  self->progress = CLAMP (progress, 0.0, 1.0);
}

gboolean
hg_board_camera_get_gliding (HgBoardCamera *self)
{
  return self->gliding;
}

void
hg_board_camera_end_glide (HgBoardCamera *self)
{
  self->gliding = FALSE;
  self->progress = 1.0;
  self->paint_zoom = self->zoom;
}
