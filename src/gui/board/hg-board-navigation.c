/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-navigation.c: where squares are on the widget, and what the
 * person does on the board, as the input controllers report it: pan and
 * zoom, the pointer and the keyboard cursor (where the ghost tile is),
 * clicks, and the keys of placing (Enter, Escape, going through the figure
 * spots).  hg-board-view.c keeps the state and the public API. */

#include "config.h"

#include <math.h>

#include "hg-board-render.h"
#include "hg-board-view-private.h"

/* Private API for the input controllers ---------------------------------- */

void
hg_board_view_retarget (HgBoardView *self)
{
  if (self->has_pointer && !self->keyboard)
    hg_board_view_hover (self, TRUE, self->pointer_x, self->pointer_y);
}

static void
navigated (HgBoardView *self)
{
  hg_board_view_retarget (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hg_board_view_pan_by (HgBoardView *self,
                      double       dx,
                      double       dy)
{
  hg_board_camera_pan_by (hg_board_view_camera (self), dx, dy, g_get_monotonic_time ());
  navigated (self);
}

int
hg_board_view_get_zoom_step (HgBoardView *self)
{
  return hg_board_camera_get_zoom (self->camera);
}

/* The tiles are wanted at the new size (the cache's workers paint them;
 * until then they are drawn scaled from the sizes cached). */
void
hg_board_view_set_zoom_step_at (HgBoardView *self,
                                int          step,
                                double       wx,
                                double       wy)
{
  hg_board_camera_zoom_at (hg_board_view_camera (self), step, wx, wy, g_get_monotonic_time ());
  navigated (self);
}

void
hg_board_view_zoom_at (HgBoardView *self,
                       int          steps,
                       double       wx,
                       double       wy)
{
  hg_board_view_set_zoom_step_at (self, hg_board_camera_get_zoom (self->camera) + steps, wx, wy);
}

void
hg_board_view_hover (HgBoardView *self,
                     gboolean     inside,
                     double       wx,
                     double       wy)
{
  int x, y;

  self->has_pointer = inside;
  self->pointer_x = wx;
  self->pointer_y = wy;
  if (!inside)
    {
      self->spot_hover = -1;
      if (!self->keyboard && self->has_target)
        self->has_target = FALSE;
      hg_board_view_changed (self);
      return;
    }

  if (self->has_provisional)
    {
      HgBoardScene scene;
      int spot;

      /* the marker under the pointer comes forward, its feature is read */
      hg_board_view_fill_scene (self, &scene, gtk_widget_get_width (GTK_WIDGET (self)),
                                gtk_widget_get_height (GTK_WIDGET (self)));
      spot = hg_board_render_spot_at (&scene, wx, wy);
      if (spot != self->spot_hover)
        {
          self->spot_hover = spot;
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
    }

  hg_board_view_widget_to_square (self, wx, wy, &x, &y);
  if (self->keyboard || !self->has_target || x != self->target_x || y != self->target_y)
    {
      self->keyboard = FALSE;
      self->has_target = TRUE;
      self->target_x = x;
      self->target_y = y;
      hg_board_view_changed (self);
    }
  hg_board_view_update_reading (self);
}

gboolean
hg_board_view_get_pointer (HgBoardView *self,
                           double      *wx,
                           double      *wy)
{
  *wx = self->has_pointer ? self->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  *wy = self->has_pointer ? self->pointer_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
  return self->has_pointer;
}

void
hg_board_view_click (HgBoardView *self,
                     double       wx,
                     double       wy)
{
  int x, y;

  if (!self->can_place)
    return;

  hg_board_view_widget_to_square (self, wx, wy, &x, &y);
  if (self->has_provisional)
    {
      HgBoardScene scene;
      int spot;

      hg_board_view_fill_scene (self, &scene, gtk_widget_get_width (GTK_WIDGET (self)),
                  gtk_widget_get_height (GTK_WIDGET (self)));
      spot = hg_board_render_spot_at (&scene, wx, wy);
      if (spot >= 0)
        hg_board_view_choose_spot (self, spot);
      else if (x == self->provisional.x && y == self->provisional.y)
        hg_board_view_choose_spot (self, -1);
      else
        {
          /* elsewhere: the tile goes back into hand, and down there if it fits */
          hg_board_view_cancel_placement (self);
          if (hg_board_view_fits (self, x, y, self->rotation))
            hg_board_view_place_at (self, x, y);
        }
      return;
    }

  self->keyboard = FALSE;
  self->has_target = TRUE;
  self->target_x = x;
  self->target_y = y;
  if (hg_board_view_fits (self, x, y, self->rotation))
    hg_board_view_place_at (self, x, y);
  else if (hg_board_view_fits_any (self, x, y))
    hg_board_view_rotate (self, 1);   /* show a rotation that fits; the next click places */
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
start_keyboard (HgBoardView *self)
{
  if (self->keyboard && self->has_target)
    return;
  self->keyboard = TRUE;
  if (!self->has_target)
    {
      const HgState *state = hg_game_get_state (self->game);
      HgPlacement p;

      hg_state_get_placed (state, hg_state_get_n_placed (state) - 1, &p);
      self->has_target = TRUE;
      self->target_x = p.x;
      self->target_y = p.y;
    }
}

static void
keep_target_visible (HgBoardView *self)
{
  hg_board_camera_keep_in_view (hg_board_view_camera (self), self->target_x, self->target_y);
}

void
hg_board_view_move_cursor (HgBoardView *self,
                           int          dx,
                           int          dy)
{
  if (self->game == NULL || self->has_provisional)
    return;
  start_keyboard (self);
  self->target_x += dx;
  self->target_y += dy;
  keep_target_visible (self);
  hg_board_view_changed (self);
}

void
hg_board_view_next_legal (HgBoardView *self,
                          int          direction)
{
  guint n, start = 0, i;
  GArray *squares;

  if (!self->can_place || self->has_provisional || self->legal->len == 0)
    return;
  start_keyboard (self);

  /* the legal squares, each once, in the engine's order */
  squares = g_array_new (FALSE, FALSE, sizeof (HgPlacement));
  for (i = 0; i < self->legal->len; i++)
    {
      const HgPlacement *p = &g_array_index (self->legal, HgPlacement, i);
      gboolean seen = FALSE;

      for (guint j = 0; j < squares->len && !seen; j++)
        seen = g_array_index (squares, HgPlacement, j).x == p->x
               && g_array_index (squares, HgPlacement, j).y == p->y;
      if (!seen)
        g_array_append_val (squares, *p);
    }
  n = squares->len;
  for (i = 0; i < n; i++)
    {
      const HgPlacement *p = &g_array_index (squares, HgPlacement, i);

      if (p->x == self->target_x && p->y == self->target_y)
        {
          start = (i + n + direction) % n;
          break;
        }
    }
  if (i == n)
    start = direction > 0 ? 0 : n - 1;

  self->target_x = g_array_index (squares, HgPlacement, start).x;
  self->target_y = g_array_index (squares, HgPlacement, start).y;
  g_array_unref (squares);
  if (!hg_board_view_fits (self, self->target_x, self->target_y, self->rotation))
    hg_board_view_rotate (self, 1);
  keep_target_visible (self);
  hg_board_view_changed (self);
}

gboolean
hg_board_view_cycle_spot (HgBoardView *self,
                          int          direction)
{
  int n;

  if (!self->has_provisional)
    return FALSE;
  /* stops: -1 (the tile: no figure), 0 .. n-1 */
  n = (int) self->spots->len + 1;
  self->spot_focus = ((self->spot_focus + 1 + direction) % n + n) % n - 1;
  hg_board_view_changed (self);
  return TRUE;
}

void
hg_board_view_activate (HgBoardView *self)
{
  if (!self->can_place)
    return;
  if (!self->has_provisional && hg_board_view_take_hint (self))
    return;
  if (self->has_provisional)
    {
      hg_board_view_choose_spot (self, self->spot_focus);
      return;
    }
  start_keyboard (self);
  if (hg_board_view_fits (self, self->target_x, self->target_y, self->rotation))
    hg_board_view_place_at (self, self->target_x, self->target_y);
  else if (hg_board_view_fits_any (self, self->target_x, self->target_y))
    hg_board_view_rotate (self, 1);
  else
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      hg_board_view_say (self, HG_BOARD_SAY_NO_FIT);
    }
}

gboolean
hg_board_view_back (HgBoardView *self)
{
  if (self->has_hint)
    {
      hg_board_view_clear_hint (self);
      return TRUE;
    }
  if (self->has_provisional)
    {
      hg_board_view_cancel_placement (self);
      return TRUE;
    }
  if (self->keyboard && self->has_target)
    {
      self->keyboard = FALSE;
      self->has_target = FALSE;
      hg_board_view_changed (self);
      return TRUE;
    }
  return FALSE;
}

/* Geometry: squares and the widget's pixels ------------------------------ */

void
hg_board_view_widget_to_square (HgBoardView *self,
                                double       wx,
                                double       wy,
                                int         *x,
                                int         *y)
{
  hg_board_camera_to_square (hg_board_view_camera (self), wx, wy, x, y);
}
