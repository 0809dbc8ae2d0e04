/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-input.c: pointer, wheel, pinch and keyboard input of the board.
 *
 * Primary button: a press and release without moving past the drag
 * threshold is a click (place, choose a figure spot); moving further pans.
 * Secondary button: turn the tile in hand (with Shift: back).  Wheel and
 * pinch zoom around the pointer.  Keys: arrows move the square cursor (or go
 * through the figure spots of a tile that is down), Page Down / Page Up jump
 * between squares where the tile fits, R turns (Shift+R back), Enter or
 * space places / confirms, Tab goes through the figure spots, Escape takes
 * the tile back, + - 0 zoom and fit.
 */

#include "config.h"

#include <math.h>

#include "hg-board-input.h"
#include "hg-board-view-private.h"

static HgBoardView *
get_view (GtkEventController *controller)
{
  return HG_BOARD_VIEW (gtk_event_controller_get_widget (controller));
}

static HgBoardInput *
get_input (GtkEventController *controller)
{
  return &get_view (controller)->input;
}

/* Primary button: click or pan --------------------------------------------- */

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               gpointer        user_data)
{
  HgBoardInput *input = get_input (GTK_EVENT_CONTROLLER (gesture));

  input->panning = FALSE;
  input->last_x = input->last_y = 0;
  gtk_widget_grab_focus (GTK_WIDGET (get_view (GTK_EVENT_CONTROLLER (gesture))));
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                gpointer        user_data)
{
  HgBoardInput *input = get_input (GTK_EVENT_CONTROLLER (gesture));
  HgBoardView *view = get_view (GTK_EVENT_CONTROLLER (gesture));

  if (!input->panning
      && gtk_drag_check_threshold (GTK_WIDGET (view), 0, 0, (int) dx, (int) dy))
    {
      input->panning = TRUE;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (view), "grabbing");
    }
  if (input->panning)
    {
      hg_board_view_pan_by (view, dx - input->last_x, dy - input->last_y);
      input->last_x = dx;
      input->last_y = dy;
    }
}

static void
drag_end_cb (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             gpointer        user_data)
{
  HgBoardInput *input = get_input (GTK_EVENT_CONTROLLER (gesture));
  HgBoardView *view = get_view (GTK_EVENT_CONTROLLER (gesture));
  double x, y;

  if (input->panning)
    {
      input->panning = FALSE;
      gtk_widget_set_cursor (GTK_WIDGET (view), NULL);
      return;
    }
  if (gtk_gesture_drag_get_start_point (gesture, &x, &y))
    hg_board_view_click (view, x, y);
}

/* Secondary button: rotate --------------------------------------------------- */

static void
secondary_pressed_cb (GtkGestureClick *gesture,
                      int              n_press,
                      double           x,
                      double           y,
                      gpointer         user_data)
{
  HgBoardView *view = get_view (GTK_EVENT_CONTROLLER (gesture));
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));

  gtk_widget_grab_focus (GTK_WIDGET (view));
  hg_board_view_hover (view, TRUE, x, y);
  hg_board_view_rotate (view, (state & GDK_SHIFT_MASK) ? -1 : 1);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* Pointer motion: the ghost ------------------------------------------------ */

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           gpointer                  user_data)
{
  HgBoardInput *input = get_input (GTK_EVENT_CONTROLLER (motion));

  if (!input->panning)
    hg_board_view_hover (get_view (GTK_EVENT_CONTROLLER (motion)), TRUE, x, y);
}

static void
leave_cb (GtkEventControllerMotion *motion,
          gpointer                  user_data)
{
  hg_board_view_hover (get_view (GTK_EVENT_CONTROLLER (motion)), FALSE, 0, 0);
}

/* Wheel and pinch ------------------------------------------------------------ */

static gboolean
scroll_cb (GtkEventControllerScroll *scroll,
           double                    dx,
           double                    dy,
           gpointer                  user_data)
{
  HgBoardInput *input = get_input (GTK_EVENT_CONTROLLER (scroll));
  HgBoardView *view = get_view (GTK_EVENT_CONTROLLER (scroll));
  double wx, wy;
  int steps;

  input->scroll += 2 * dy;   /* two zoom steps (19%) a wheel notch */
  steps = (int) trunc (input->scroll);
  if (steps == 0)
    return TRUE;
  input->scroll -= steps;
  hg_board_view_get_pointer (view, &wx, &wy);
  hg_board_view_zoom_at (view, -steps, wx, wy);
  return TRUE;
}

static void
zoom_begin_cb (GtkGesture       *gesture,
               GdkEventSequence *sequence,
               gpointer          user_data)
{
  HgBoardInput *input = get_input (GTK_EVENT_CONTROLLER (gesture));

  input->pinch_step = hg_board_view_get_zoom_step (get_view (GTK_EVENT_CONTROLLER (gesture)));
}

static void
zoom_scale_changed_cb (GtkGestureZoom *gesture,
                       double          scale,
                       gpointer        user_data)
{
  HgBoardInput *input = get_input (GTK_EVENT_CONTROLLER (gesture));
  HgBoardView *view = get_view (GTK_EVENT_CONTROLLER (gesture));
  double cx, cy;

  if (scale <= 0 || !gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy))
    return;
  hg_board_view_set_zoom_step_at (view, input->pinch_step + (int) lround (8 * log2 (scale)), cx, cy);
}

/* Keys ----------------------------------------------------------------------- */

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                gpointer               user_data)
{
  HgBoardView *view = get_view (GTK_EVENT_CONTROLLER (controller));
  gboolean down = hg_board_view_get_placement (view, NULL);
  double wx, wy;
  int dx = 0, dy = 0;

  /* leave Ctrl and Alt combinations to the window's shortcuts */
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = 1; break;

    case GDK_KEY_r:
    case GDK_KEY_R:
      hg_board_view_rotate (view, (keyval == GDK_KEY_R || (state & GDK_SHIFT_MASK)) ? -1 : 1);
      return TRUE;

    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down:
      hg_board_view_next_legal (view, 1);
      return TRUE;
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up:
      hg_board_view_next_legal (view, -1);
      return TRUE;

    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter:
    case GDK_KEY_space: case GDK_KEY_KP_Space:
      hg_board_view_activate (view);
      return TRUE;

    case GDK_KEY_Escape:
      return hg_board_view_back (view);

    case GDK_KEY_Tab: case GDK_KEY_KP_Tab:
      return hg_board_view_cycle_spot (view, (state & GDK_SHIFT_MASK) ? -1 : 1);
    case GDK_KEY_ISO_Left_Tab:
      return hg_board_view_cycle_spot (view, -1);

    case GDK_KEY_plus: case GDK_KEY_equal: case GDK_KEY_KP_Add:
      hg_board_view_get_pointer (view, &wx, &wy);
      hg_board_view_zoom_at (view, 2, wx, wy);
      return TRUE;
    case GDK_KEY_minus: case GDK_KEY_KP_Subtract:
      hg_board_view_get_pointer (view, &wx, &wy);
      hg_board_view_zoom_at (view, -2, wx, wy);
      return TRUE;
    case GDK_KEY_0: case GDK_KEY_KP_0:
      hg_board_view_fit (view);
      return TRUE;

    default:
      return FALSE;
    }

  if (down)
    hg_board_view_cycle_spot (view, dx + dy > 0 ? 1 : -1);
  else
    hg_board_view_move_cursor (view, dx, dy);
  return TRUE;
}

static void
focus_changed_cb (GtkEventControllerFocus *focus,
                  gpointer                 user_data)
{
  gtk_widget_queue_draw (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus)));
}

/* Public --------------------------------------------------------------------- */

void
hg_board_input_attach (HgBoardView *view)
{
  GtkWidget *widget = GTK_WIDGET (view);
  GtkGesture *drag, *secondary, *zoom;
  GtkEventController *controller;

  g_return_if_fail (HG_IS_BOARD_VIEW (view));

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), NULL);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), NULL);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), NULL);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  secondary = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "pressed", G_CALLBACK (secondary_pressed_cb), NULL);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (secondary));

  zoom = gtk_gesture_zoom_new ();
  g_signal_connect (zoom, "begin", G_CALLBACK (zoom_begin_cb), NULL);
  g_signal_connect (zoom, "scale-changed", G_CALLBACK (zoom_scale_changed_cb), NULL);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (zoom));
  gtk_gesture_group (zoom, drag);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (motion_cb), NULL);
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), NULL);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), NULL);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), NULL);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), NULL);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (focus_changed_cb), NULL);
  g_signal_connect (controller, "leave", G_CALLBACK (focus_changed_cb), NULL);
  gtk_widget_add_controller (widget, controller);
}
