/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-navigation.c: what the person does on the board, as the input
 * controllers report it: pan and zoom (the view's HgBoardCamera), the
 * pointer and the keyboard cursor (where the ghost tile is), clicks, and
 * the keys of placing (Enter, Escape, going through the figure spots),
 * handed to the person's turn (HgBoardPlacing) and said or rung as it
 * answers.  hg-board-view.c keeps the public API. */

#include "config.h"

#include <math.h>

#include "hg-board-render.h"
#include "hg-board-actions.h"
#include "hg-board-view-private.h"

/* The whole board in view, at once. */
void
hg_board_view_fit_now (HgBoardView *self)
{
  int x1, y1, x2, y2;

  if (self->game == NULL)
    return;
  hg_board_camera_bounds (hg_game_get_state (self->game), &x1, &y1, &x2, &y2);
  if (hg_board_camera_fit (hg_board_view_camera (self), x1, y1, x2, y2))
    hg_board_view_retarget (self);
}

/* The person turns the tile in hand, and fits the board in view ------------ */

void
hg_board_view_turn (HgBoardView *self,
                    int          direction)
{
  HgPlacingResult result;

  result = hg_board_placing_rotate (self->placing, direction);
  if (result == HG_PLACING_ONLY_WAY)
    {
      hg_board_view_say (self, HG_BOARD_SAY_ONLY_WAY);
      return;
    }
  hg_board_view_say (self, HG_BOARD_SAY_TILE);
  hg_board_view_changed (self);
}

void
hg_board_view_fit_and_follow (HgBoardView *self)
{
  hg_board_camera_reset (self->camera);
  hg_board_view_fit_now (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Private API for the input controllers ---------------------------------- */

void
hg_board_view_retarget (HgBoardView *self)
{
  if (self->pointer.inside && !hg_board_placing_get_keyboard (self->placing))
    hg_board_view_hover (self, TRUE, self->pointer.x, self->pointer.y);
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

  self->pointer.inside = inside;
  self->pointer.x = wx;
  self->pointer.y = wy;
  if (!inside)
    {
      hg_board_placing_pointer_left (self->placing);
      hg_board_view_changed (self);
      return;
    }

  /* the marker under the pointer comes forward, its feature is read */
  if (hg_board_placing_get_placement (self->placing, NULL)
      && hg_board_placing_set_spot_hover (self->placing, hg_board_view_spot_at (self, wx, wy)))
    gtk_widget_queue_draw (GTK_WIDGET (self));

  hg_board_camera_to_square (hg_board_view_camera (self), wx, wy, &x, &y);
  if (hg_board_placing_point_at (self->placing, x, y))
    hg_board_view_changed (self);
  hg_board_view_update_reading (self);
}

gboolean
hg_board_view_get_pointer (HgBoardView *self,
                           double      *wx,
                           double      *wy)
{
  *wx = self->pointer.inside ? self->pointer.x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  *wy = self->pointer.inside ? self->pointer.y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
  return self->pointer.inside;
}

/* What the tile in hand did, told: turned, or it fits one way only. */
static void
say_turn (HgBoardView     *self,
          HgPlacingResult  result)
{
  if (result == HG_PLACING_TURNED)
    hg_board_view_say (self, HG_BOARD_SAY_TILE);
  else if (result == HG_PLACING_ONLY_WAY)
    hg_board_view_say (self, HG_BOARD_SAY_ONLY_WAY);
}

void
hg_board_view_click (HgBoardView *self,
                     double       wx,
                     double       wy)
{
  HgPlacingResult result;
  int x, y, spot = -1;

  if (!hg_board_placing_get_can_place (self->placing))
    return;
  hg_board_camera_to_square (hg_board_view_camera (self), wx, wy, &x, &y);
  if (hg_board_placing_get_placement (self->placing, NULL))
    spot = hg_board_view_spot_at (self, wx, wy);
  result = hg_board_placing_click (self->placing, x, y, spot);
  if (result == HG_PLACING_NO_FIT)
    gtk_widget_error_bell (GTK_WIDGET (self));
  say_turn (self, result);
  hg_board_view_changed (self);
}

static void
keep_target_visible (HgBoardView *self)
{
  int x, y;

  if (hg_board_placing_get_target (self->placing, &x, &y))
    hg_board_camera_keep_in_view (hg_board_view_camera (self), x, y);
}

void
hg_board_view_move_cursor (HgBoardView *self,
                           int          dx,
                           int          dy)
{
  if (!hg_board_placing_move_cursor (self->placing, dx, dy))
    return;
  keep_target_visible (self);
  hg_board_view_changed (self);
}

void
hg_board_view_next_legal (HgBoardView *self,
                          int          direction)
{
  HgPlacingResult result = hg_board_placing_next_legal (self->placing, direction);

  if (result == HG_PLACING_NOTHING)
    return;
  say_turn (self, result);
  keep_target_visible (self);
  hg_board_view_changed (self);
}

gboolean
hg_board_view_cycle_spot (HgBoardView *self,
                          int          direction)
{
  if (!hg_board_placing_cycle_spot (self->placing, direction))
    return FALSE;
  hg_board_view_changed (self);
  return TRUE;
}

void
hg_board_view_activate (HgBoardView *self)
{
  HgPlacingResult result;

  if (hg_board_placing_get_state (self->placing) == HG_PLACING_SQUARE && hg_board_view_take_hint (self))
    return;
  result = hg_board_placing_activate (self->placing);
  if (result == HG_PLACING_NOTHING)
    return;
  if (result == HG_PLACING_NO_FIT)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      hg_board_view_say (self, HG_BOARD_SAY_NO_FIT);
    }
  say_turn (self, result);
  hg_board_view_changed (self);
}

gboolean
hg_board_view_back (HgBoardView *self)
{
  if (self->hint.shown)
    {
      hg_board_view_drop_hint (self);
      return TRUE;
    }
  if (!hg_board_placing_back (self->placing))
    return FALSE;
  hg_board_view_changed (self);
  return TRUE;
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
