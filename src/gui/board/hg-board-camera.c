/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-camera.c: where the board view looks of its own accord
 * (hg-board-view-private.h): the whole board fitted, the tile put down
 * zoomed in on while its figure spot is chosen and back after, another
 * seat's move out of a view the person moved gone to (or marked at the
 * edge), and the fitted view of a game to come, whose tiles are painted
 * before it is shown.  What the person does is hg-board-navigation.c;
 * the glides are hg-board-animation.c. */

#include "config.h"

#include <math.h>

#include "hg-board-render.h"
#include "hg-board-view-private.h"

#define MAX_FIT_STEP   8     /* fit never zooms in beyond 128 pixels */
#define RECENT_US      (3 * G_USEC_PER_SEC) /* the person navigated "just now" */
#define TARGET_PX      24.0  /* a figure spot's target is at least this wide and
                                high (WCAG 2.5.8) */

/* The zoom step and the board point at the middle that show all of
 * @state (and one square round it, where the legal squares lie) in
 * @w x @h; FALSE if there is no room. */
static gboolean
fit_state (const HgState *state,
           int            w,
           int            h,
           int           *zoom,
           double        *cx,
           double        *cy)
{
  int x1 = G_MAXINT, y1 = G_MAXINT, x2 = G_MININT, y2 = G_MININT;
  double nx, ny, s;

  if (w <= 0 || h <= 0)
    return FALSE;
  for (guint i = 0, n = hg_state_get_n_placed (state); i < n; i++)
    {
      HgPlacement p;

      hg_state_get_placed (state, i, &p);
      x1 = MIN (x1, p.x);
      y1 = MIN (y1, p.y);
      x2 = MAX (x2, p.x);
      y2 = MAX (y2, p.y);
    }
  nx = x2 - x1 + 3;
  ny = y2 - y1 + 3;
  s = MIN ((w - 16) / nx, (h - 16) / ny);
  *zoom = s > 0 ? (int) floor (HG_BOARD_STEPS_PER_2X * log2 (s / HG_BOARD_BASE_SIZE)) : HG_BOARD_MIN_STEP;
  /* rounding the side may make it a pixel too large */
  if (hg_board_view_step_size (*zoom) > s)
    (*zoom)--;
  *zoom = CLAMP (*zoom, HG_BOARD_MIN_STEP, MAX_FIT_STEP);
  *cx = (x1 + x2 + 1) / 2.0;
  *cy = (y1 + y2 + 1) / 2.0;
  return TRUE;
}

void
hg_board_view_fit_now (HgBoardView *self)
{
  if (self->game == NULL
      || !fit_state (hg_game_get_state (self->game), gtk_widget_get_width (GTK_WIDGET (self)),
                     gtk_widget_get_height (GTK_WIDGET (self)), &self->zoom, &self->centre_x, &self->centre_y))
    return;
  self->paint_zoom = self->zoom;
  hg_board_view_retarget (self);
}

/* The view is where it is now; it was at the camera's position. */
static void
glide_from (HgBoardView *self,
            double       cx,
            double       cy,
            double       size)
{
  hg_board_motion_glide (self, cx, cy, size);
  hg_board_view_retarget (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The figure is chosen or the tile taken back: the view goes back to
 * where it was before it zoomed to the tile. */
void
hg_board_view_zoom_back (HgBoardView *self)
{
  double cx = self->centre_x, cy = self->centre_y;
  double size = hg_board_view_square_size (self);

  if (!self->zoomed_in)
    return;
  self->zoomed_in = FALSE;
  hg_board_motion_camera (self, &cx, &cy, &size);
  self->zoom = self->back_zoom;
  self->centre_x = self->back_cx;
  self->centre_y = self->back_cy;
  self->follow = self->back_follow;
  glide_from (self, cx, cy, size);
}

/* The figure spots of the tile put down: the view zooms in on the tile
 * until every spot's target (its marker's square, or half of it for a
 * marker of two roles) is TARGET_PX wide and high, as far as the tile
 * then still fits in the view. */
void
hg_board_view_zoom_to_spots (HgBoardView *self)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double need = TARGET_PX, cx = self->centre_x, cy = self->centre_y;
  double size = hg_board_view_square_size (self), wx, wy, s, mx, my;
  int step = self->zoom;

  for (guint i = 0; i < self->spots->len; i++)
    for (guint j = i + 1; j < self->spots->len; j++)
      if (g_array_index (self->spots, HgMove, i).zone == g_array_index (self->spots, HgMove, j).zone)
        need = 2 * TARGET_PX;
  while (step < HG_BOARD_MAX_STEP && hg_board_render_marker_side (hg_board_view_step_size (step)) < need
         && hg_board_view_step_size (step + 1) <= MIN (w, h))
    step++;
  if (step <= self->zoom)
    return;

  if (!self->zoomed_in)
    {
      self->zoomed_in = TRUE;
      self->back_zoom = self->zoom;
      self->back_cx = self->centre_x;
      self->back_cy = self->centre_y;
      self->back_follow = self->follow;
    }
  hg_board_motion_camera (self, &cx, &cy, &size);

  /* the tile's middle stays where it is, as far as the tile and half a
   * square round it stay in view */
  hg_board_view_square_to_widget (self, self->provisional.x, self->provisional.y, &wx, &wy, &s);
  self->zoom = step;
  s = hg_board_view_square_size (self);
  mx = w >= 2 * s ? CLAMP (wx + s / 2, s, w - s) : w / 2;
  my = h >= 2 * s ? CLAMP (wy + s / 2, s, h - s) : h / 2;
  self->centre_x = self->provisional.x + 0.5 - (mx - w / 2) / s;
  self->centre_y = self->provisional.y + 0.5 - (my - h / 2) / s;
  self->follow = FALSE;
  glide_from (self, cx, cy, size);
}

/* A move of another seat landed on (@move's square) in a view the person
 * set: when it is out of view the view goes there (the move's motion
 * makes it glide), unless the person moved the view just now; then a
 * mark at the edge points to it. */
void
hg_board_view_show_move (HgBoardView  *self,
           const HgMove *move,
           guint         seat)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double x, y, s, dx = 0, dy = 0;

  hg_board_view_square_to_widget (self, move->x, move->y, &x, &y, &s);
  if (w <= 0 || h <= 0 || (x >= 0 && y >= 0 && x + s <= w && y + s <= h))
    return;
  if (g_get_monotonic_time () - self->navigated_at < RECENT_US)
    {
      self->has_edge_mark = TRUE;
      self->edge_mark = (HgPlacement) { move->x, move->y, move->rot, 0 };
      self->edge_seat = seat;
      return;
    }

  /* as little as brings the square and half a square round it in view */
  if (w >= 2 * s)
    dx = x < s / 2 ? x - s / 2 : x + 1.5 * s > w ? x + 1.5 * s - w : 0;
  else
    dx = x + s / 2 - w / 2;
  if (h >= 2 * s)
    dy = y < s / 2 ? y - s / 2 : y + 1.5 * s > h ? y + 1.5 * s - h : 0;
  else
    dy = y + s / 2 - h / 2;
  self->centre_x += dx / s;
  self->centre_y += dy / s;
}

/* Public API ------------------------------------------------------------- */

void
hg_board_view_prepare (HgBoardView *self,
                        HgGame      *game,
                        int          width,
                        int          height)
{
  const HgState *state;
  double cx, cy, size;
  int zoom;

  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (HG_IS_GAME (game));

  state = hg_game_get_state (game);
  if (self->game != NULL || !fit_state (state, width, height, &zoom, &cx, &cy))
    return;
  size = hg_board_view_step_size (zoom);
  hg_tile_cache_begin_requests (self->cache);
  for (guint i = 0, n = hg_state_get_n_placed (state); i < n; i++)
    {
      HgPlacement p;
      const HgTile *tile;

      hg_state_get_placed (state, i, &p);
      tile = hg_board_render_tile (state, p.tile);
      if (tile != NULL)
        hg_tile_cache_request (self->cache, tile, p.rot, size,
                               gtk_widget_get_scale_factor (GTK_WIDGET (self)), 0);
    }
  hg_tile_cache_end_requests (self->cache);
  hg_board_view_set_preparing (self, hg_tile_cache_get_n_pending (self->cache) > 0);
}
