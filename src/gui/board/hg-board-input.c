/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-input.c: pointer, wheel, pinch and keyboard input of the board.
 *
 * Primary button: a press and release without moving past the drag
 * threshold is a click (place, choose a figure spot); moving further pans.
 * Secondary button: turn the tile in hand as R does (with Shift: back, as
 * Shift+R).  Wheel and pinch zoom around the pointer.  Holding Ctrl reads
 * the zone of any tile under the pointer.
 *
 * Keys are the board.* actions, enabled only while they do something:
 * arrows move the square cursor (or go through the figure spots of a tile
 * that is down), Page Down / Page Up jump between squares where the tile
 * fits, R turns (Shift+R back), Enter or space places / confirms, Tab and
 * Shift+Tab go through the figure spots, Escape takes the tile back, + - 0
 * zoom and fit.  Their shortcuts sit on the window, after the focused
 * widget in the bubble phase: a key works wherever the focus is, unless
 * the focused widget uses it (a text field's letters, a button's Enter),
 * and a disabled action leaves the key to others (Tab to move the focus).
 * A key the board uses brings the focus back to the board.
 */

#include "config.h"

#include <math.h>

#include "hg-board-actions.h"
#include "hg-board-input.h"
#include "hg-board-view-private.h"

struct _HgBoardInput
{
  gboolean            panning;
  double              last_x, last_y;
  double              scroll;      /* smooth scrolling not yet turned into zoom steps */
  int                 pinch_step;  /* zoom step when the pinch began */
  GtkEventController *shortcuts;   /* the board's keys, on the window */
  GtkEventController *modifiers;   /* watches Ctrl, on the window */
  GtkWidget          *root;        /* the window they are on */
};

static HgBoardView *
get_view (GtkEventController *controller)
{
  return ((HgBoardView *) gtk_event_controller_get_widget (controller));
}

static HgBoardInput *
get_input (GtkEventController *controller)
{
  return get_view (controller)->input;
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
      double x, y;

      hg_board_view_pan_by (view, dx - input->last_x, dy - input->last_y);
      input->last_x = dx;
      input->last_y = dy;
      /* the ghost stays under the pointer */
      if (gtk_gesture_drag_get_start_point (gesture, &x, &y))
        hg_board_view_hover (view, TRUE, x + dx, y + dy);
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
  hg_board_view_turn (view, (state & GDK_SHIFT_MASK) ? -1 : 1);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* Pointer motion: the ghost ------------------------------------------------ */

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           gpointer                  user_data)
{
  HgBoardView *view = get_view (GTK_EVENT_CONTROLLER (motion));
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (motion));

  hg_board_view_set_reading_key (view, (state & GDK_CONTROL_MASK) != 0);
  hg_board_view_hover (view, TRUE, x, y);
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

/* Whether each does something now is hg-board-actions.c's. */
typedef struct {
  const char *name;
  const char *parameter;   /* the parameter's type, or NULL */
  void      (*activate) (HgBoardView *view,
                         GVariant    *parameter);
} BoardAction;

static void
turn_activated (HgBoardView *view,
                GVariant    *parameter)
{
  hg_board_view_turn (view, 1);
}

static void
turn_back_activated (HgBoardView *view,
                     GVariant    *parameter)
{
  hg_board_view_turn (view, -1);
}

static void
move_activated (HgBoardView *view,
                GVariant    *parameter)
{
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  if (hg_board_placing_get_placement (view->placing, NULL))
    hg_board_view_cycle_spot (view, dx + dy > 0 ? 1 : -1);
  else
    hg_board_view_move_cursor (view, CLAMP (dx, -1, 1), CLAMP (dy, -1, 1));
}

static void
next_square_activated (HgBoardView *view,
                       GVariant    *parameter)
{
  hg_board_view_next_legal (view, 1);
}

static void
previous_square_activated (HgBoardView *view,
                           GVariant    *parameter)
{
  hg_board_view_next_legal (view, -1);
}

static void
activate_activated (HgBoardView *view,
                    GVariant    *parameter)
{
  hg_board_view_activate (view);
}

static void
back_activated (HgBoardView *view,
                GVariant    *parameter)
{
  hg_board_view_back (view);
}

static void
next_spot_activated (HgBoardView *view,
                     GVariant    *parameter)
{
  hg_board_view_cycle_spot (view, 1);
}

static void
previous_spot_activated (HgBoardView *view,
                         GVariant    *parameter)
{
  hg_board_view_cycle_spot (view, -1);
}

static void
zoom_activated (HgBoardView *view,
                GVariant    *parameter)
{
  double wx, wy;

  hg_board_view_get_pointer (view, &wx, &wy);
  hg_board_view_zoom_at (view, g_variant_get_int32 (parameter), wx, wy);
}

static void
fit_activated (HgBoardView *view,
               GVariant    *parameter)
{
  hg_board_view_fit_and_follow (view);
}

static const BoardAction actions[] = {
  { "board.turn", NULL, turn_activated },
  { "board.turn-back", NULL, turn_back_activated },
  { "board.move", "(ii)", move_activated },
  { "board.next-square", NULL, next_square_activated },
  { "board.previous-square", NULL, previous_square_activated },
  { "board.activate", NULL, activate_activated },
  { "board.back", NULL, back_activated },
  { "board.next-spot", NULL, next_spot_activated },
  { "board.previous-spot", NULL, previous_spot_activated },
  { "board.zoom", "i", zoom_activated },
  { "board.fit", NULL, fit_activated },
};

/* The keys; ui/help-overlay.ui lists each of them. */
static const struct {
  const char *trigger;
  const char *action;
  int         x, y;    /* the parameter, if the action takes one */
} keys[] = {
  { "r", "board.turn" },
  { "<Shift>r", "board.turn-back" },
  { "Left", "board.move", -1, 0 },
  { "Right", "board.move", 1, 0 },
  { "Up", "board.move", 0, -1 },
  { "Down", "board.move", 0, 1 },
  { "KP_Left", "board.move", -1, 0 },
  { "KP_Right", "board.move", 1, 0 },
  { "KP_Up", "board.move", 0, -1 },
  { "KP_Down", "board.move", 0, 1 },
  { "Page_Down", "board.next-square" },
  { "KP_Page_Down", "board.next-square" },
  { "Page_Up", "board.previous-square" },
  { "KP_Page_Up", "board.previous-square" },
  { "Return", "board.activate" },
  { "KP_Enter", "board.activate" },
  { "ISO_Enter", "board.activate" },
  { "space", "board.activate" },
  { "KP_Space", "board.activate" },
  { "Escape", "board.back" },
  { "Tab", "board.next-spot" },
  { "KP_Tab", "board.next-spot" },
  { "<Shift>Tab", "board.previous-spot" },
  { "<Shift>ISO_Left_Tab", "board.previous-spot" },
  { "plus", "board.zoom", 2 },
  { "equal", "board.zoom", 2 },
  { "KP_Add", "board.zoom", 2 },
  { "minus", "board.zoom", -2 },
  { "KP_Subtract", "board.zoom", -2 },
  { "0", "board.fit" },
  { "KP_0", "board.fit" },
};

static const BoardAction *
find_action (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    if (g_str_equal (actions[i].name, name))
      return &actions[i];
  g_return_val_if_reached (NULL);
}

static void
action_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  const BoardAction *action = find_action (action_name);

  /* what was announced gives way to what the key does */
  hg_board_view_drop_news (((HgBoardView *) widget));
  if (action != NULL && hg_board_actions_enabled (((HgBoardView *) widget), action->name))
    action->activate (((HgBoardView *) widget), parameter);
}

typedef struct {
  HgBoardView       *view;     /* not owned: the shortcuts leave the window with it */
  const BoardAction *action;
} Key;

/* A key on the window: the board's action if it does something now;
 * otherwise the key goes on to the window (Tab to move the focus).  The
 * board takes the focus first, so that what the key does is read. */
static gboolean
key_cb (GtkWidget *widget,
        GVariant  *args,
        gpointer   user_data)
{
  const Key *key = user_data;

  if (!hg_board_actions_enabled (key->view, key->action->name))
    return FALSE;
  if (!gtk_widget_has_focus (GTK_WIDGET (key->view)))
    gtk_widget_grab_focus (GTK_WIDGET (key->view));
  return gtk_widget_activate_action_variant (GTK_WIDGET (key->view), key->action->name, args);
}

/* Ctrl held: any tile's zone under the pointer is read. */
static gboolean
modifier_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     gpointer               user_data)
{
  if (keyval == GDK_KEY_Control_L || keyval == GDK_KEY_Control_R)
    hg_board_view_set_reading_key (user_data, TRUE);
  return FALSE;
}

static void
modifier_released_cb (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      gpointer               user_data)
{
  if (keyval == GDK_KEY_Control_L || keyval == GDK_KEY_Control_R)
    hg_board_view_set_reading_key (user_data, FALSE);
}

static GtkEventController *
new_shortcuts (HgBoardView *view)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_name (controller, "hg-board-shortcuts");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      Key *key = g_new (Key, 1);
      GtkShortcut *shortcut;

      key->view = view;
      key->action = find_action (keys[i].action);
      shortcut = gtk_shortcut_new (gtk_shortcut_trigger_parse_string (keys[i].trigger),
                                   gtk_callback_action_new (key_cb, key, g_free));
      if (key->action->parameter != NULL && g_str_equal (key->action->parameter, "(ii)"))
        gtk_shortcut_set_arguments (shortcut, g_variant_new ("(ii)", keys[i].x, keys[i].y));
      else if (key->action->parameter != NULL)
        gtk_shortcut_set_arguments (shortcut, g_variant_new_int32 (keys[i].x));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  return controller;
}

/* Public --------------------------------------------------------------------- */

void
hg_board_input_attach (HgBoardView *view)
{
  GtkWidget *widget = GTK_WIDGET (view);
  GtkGesture *drag, *secondary, *zoom;
  GtkEventController *controller;

  g_return_if_fail (GTK_IS_WIDGET (view));

  view->input = g_new0 (HgBoardInput, 1);

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

  view->input->shortcuts = new_shortcuts (view);
  view->input->modifiers = gtk_event_controller_key_new ();
  gtk_event_controller_set_name (view->input->modifiers, "hg-board-modifiers");
  gtk_event_controller_set_propagation_phase (view->input->modifiers, GTK_PHASE_CAPTURE);
  g_signal_connect_object (view->input->modifiers, "key-pressed", G_CALLBACK (modifier_pressed_cb), view, 0);
  g_signal_connect_object (view->input->modifiers, "key-released", G_CALLBACK (modifier_released_cb), view, 0);
}

void
hg_board_input_detach (HgBoardView *view)
{
  g_return_if_fail (GTK_IS_WIDGET (view));

  hg_board_input_unroot (view);
  g_clear_object (&view->input->shortcuts);
  g_clear_object (&view->input->modifiers);
}

void
hg_board_input_root (HgBoardView *view)
{
  GtkWidget *root;

  g_return_if_fail (GTK_IS_WIDGET (view));

  root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (view)));
  if (root == view->input->root || view->input->shortcuts == NULL)
    return;
  hg_board_input_unroot (view);
  view->input->root = root;
  gtk_widget_add_controller (root, g_object_ref (view->input->shortcuts));
  gtk_widget_add_controller (root, g_object_ref (view->input->modifiers));
}

void
hg_board_input_unroot (HgBoardView *view)
{
  g_return_if_fail (GTK_IS_WIDGET (view));

  if (view->input->root == NULL)
    return;
  gtk_widget_remove_controller (view->input->root, view->input->shortcuts);
  gtk_widget_remove_controller (view->input->root, view->input->modifiers);
  view->input->root = NULL;
}

void
hg_board_input_class_init (GtkWidgetClass *widget_class)
{
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_class_install_action (widget_class, actions[i].name, actions[i].parameter, action_cb);
}

GtkShortcutController *
hg_board_input_get_shortcuts (HgBoardView *view)
{
  g_return_val_if_fail (GTK_IS_WIDGET (view), NULL);

  return GTK_SHORTCUT_CONTROLLER (view->input->shortcuts);
}
