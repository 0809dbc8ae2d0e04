/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-review.c: review mode (hg-window-private.h).  The board and
 * the side panel show a copy of the game as it was after some move
 * (hg_game_copy_at()), read-only; a bar over the board has the score
 * chart with the moment marked, the move in words, a slider and step
 * buttons (Left, Right, Home, End), "Continue from Here" and Done
 * (Escape).  The game in play is not touched until the person continues
 * from a move; leaving returns to it as it was. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-score-chart.h"
#include "hg-window-private.h"

/* Helpers ---------------------------------------------------------------- */

static guint
n_total (HgWindow *self)
{
  return hg_game_get_n_history (hg_window_get_review_game (self)) + hg_game_get_n_redo (hg_window_get_review_game (self));
}

static void
update_bar (HgWindow *self)
{
  guint k = hg_game_get_n_history (hg_window_get_review_game (self));
  guint n = n_total (self);
  g_autofree char *position = NULL;

  /* TRANSLATORS: review mode: the move shown and how many there are */
  position = g_strdup_printf (_("Move %u of %u"), k, n);
  gtk_label_set_text (self->review_position, position);
  if (k > 0)
    {
      GListModel *moves = hg_game_get_moves (hg_window_get_review_game (self));
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (moves, k - 1);

      gtk_label_set_text (self->review_label, hg_move_record_get_text (record));
    }
  else
    gtk_label_set_text (self->review_label, _("The start of the game: only the start tile is down."));

  g_signal_handlers_block_by_func (self->review_adjustment, hg_window_review_go, self);
  gtk_adjustment_configure (self->review_adjustment, k, 0, n, 1, 10, 0);
  g_signal_handlers_unblock_by_func (self->review_adjustment, hg_window_review_go, self);
  hg_score_chart_set_marker (self->review_chart, (int) hg_state_get_turn (hg_game_get_state (hg_window_get_review_game (self))));
  hg_window_update_actions (self);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                HgWindow              *self)
{
  if (hg_window_get_review_game (self) == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      hg_window_review_step (self, -1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      hg_window_review_step (self, 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      hg_window_review_step (self, G_MININT);
      return GDK_EVENT_STOP;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      hg_window_review_step (self, G_MAXINT);
      return GDK_EVENT_STOP;
    case GDK_KEY_Escape:
      hg_window_stop_review (self);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

/* Continue from here: a question first, since the later moves go to the
 * redo list. */
void
hg_window_review_answer (HgWindow   *self,
                         const char *response)
{
  if (g_strcmp0 (response, "continue") != 0 || hg_window_get_review_game (self) == NULL)
    return;

  /* the position becomes the game in play, belonging to the same file,
   * with moves not saved there */
  hg_session_continue_from_review (self->session);
}

#if ADW_CHECK_VERSION (1, 5, 0)
/* AdwAlertDialog is newer than ADW_VERSION_MAX_ALLOWED; compiled only
 * where libadwaita has it. */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
static void
alert_response_cb (AdwAlertDialog *dialog,
                   const char     *response,
                   HgWindow       *self)
{
  hg_window_review_answer (self, response);
}
G_GNUC_END_IGNORE_DEPRECATIONS
#else
static void
message_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     HgWindow         *self)
{
  hg_window_review_answer (self, response);
}
#endif

static void
ask_continue (HgWindow *self)
{
  guint k = hg_game_get_n_history (hg_window_get_review_game (self));
  guint later = hg_game_get_n_redo (hg_window_get_review_game (self));
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;

  /* TRANSLATORS: the question of review mode's Continue from Here */
  heading = g_strdup_printf (_("Continue from Move %u?"), k);
  body = g_strdup_printf (ngettext ("The game goes on from here. The %u move after it can be redone, until a new move is played.",
                                    "The game goes on from here. The %u moves after it can be redone, until a new move is played.",
                                    later), later);
#if ADW_CHECK_VERSION (1, 5, 0)
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  {
    AdwDialog *dialog = adw_alert_dialog_new (heading, body);

    adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "continue", _("C_ontinue"),
                                    NULL);
    adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "continue",
                                              ADW_RESPONSE_SUGGESTED);
    adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "continue");
    adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
    g_signal_connect_object (dialog, "response", G_CALLBACK (alert_response_cb), self, 0);
    adw_dialog_present (dialog, GTK_WIDGET (self));
  }
  G_GNUC_END_IGNORE_DEPRECATIONS
#else
  {
    GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

    adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                      "cancel", _("_Cancel"),
                                      "continue", _("C_ontinue"),
                                      NULL);
    adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "continue",
                                                ADW_RESPONSE_SUGGESTED);
    adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "continue");
    adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
    g_signal_connect_object (dialog, "response", G_CALLBACK (message_response_cb), self, 0);
    gtk_window_present (GTK_WINDOW (dialog));
  }
#endif
}

/* Actions ---------------------------------------------------------------- */

static void
review_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);

  if (hg_window_get_review_game (self) != NULL)
    hg_window_stop_review (self);
  else if (hg_window_get_game (self) != NULL)
    hg_window_start_review (self, hg_game_get_n_history (hg_window_get_game (self)));
}

static void
step_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);

  if (g_str_equal (action_name, "win.review-first"))
    hg_window_review_step (self, G_MININT);
  else if (g_str_equal (action_name, "win.review-previous"))
    hg_window_review_step (self, -1);
  else if (g_str_equal (action_name, "win.review-next"))
    hg_window_review_step (self, 1);
  else
    hg_window_review_step (self, G_MAXINT);
}

static void
continue_action_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);

  if (hg_window_get_review_game (self) != NULL)
    ask_continue (self);
}

/* Private API ------------------------------------------------------------ */

void
hg_window_class_add_review (GtkWidgetClass *widget_class)
{
  g_type_ensure (HG_TYPE_SCORE_CHART);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, review_bar);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, review_chart);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, review_label);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, review_position);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, review_adjustment);

  gtk_widget_class_install_action (widget_class, "win.review", NULL, review_action_cb);
  gtk_widget_class_install_action (widget_class, "win.review-first", NULL, step_action_cb);
  gtk_widget_class_install_action (widget_class, "win.review-previous", NULL, step_action_cb);
  gtk_widget_class_install_action (widget_class, "win.review-next", NULL, step_action_cb);
  gtk_widget_class_install_action (widget_class, "win.review-last", NULL, step_action_cb);
  gtk_widget_class_install_action (widget_class, "win.review-continue", NULL, continue_action_cb);
}

void
hg_window_update_review_actions (HgWindow *self)
{
  gboolean reviewing = hg_window_get_review_game (self) != NULL;
  guint k = reviewing ? hg_game_get_n_history (hg_window_get_review_game (self)) : 0;
  guint n = reviewing ? n_total (self) : 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review",
                                 reviewing || (hg_window_get_game (self) != NULL
                                               && hg_game_get_n_history (hg_window_get_game (self)) + hg_game_get_n_redo (hg_window_get_game (self)) > 0));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-first", reviewing && k > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-previous", reviewing && k > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-next", reviewing && k < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-last", reviewing && k < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-continue", reviewing);
}

gboolean
hg_window_start_review (HgWindow *self,
                        guint     move)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (HG_IS_WINDOW (self), FALSE);

  if (hg_window_get_game (self) == NULL)
    return FALSE;
  if (!hg_session_start_review (self->session, move, &error))
    {
      g_warning ("The game could not be reviewed: %s", error->message);
      return FALSE;
    }
  return TRUE;
}

void
hg_window_stop_review (HgWindow *self)
{
  g_return_if_fail (HG_IS_WINDOW (self));

  hg_session_stop_review (self->session);
}

static void
enter_review (HgWindow *self,
              HgGame   *review)
{
  /* the game in play waits: no computer moves, no hint, no summary */
  hg_window_stop_hint (self);
  hg_final_scoring_stop (self->final_scoring);
  hg_final_scoring_close_summary (self->final_scoring);
  hg_computer_turn_set_game (self->computer_turn, NULL);

  hg_board_view_set_interactive (self->board_view, FALSE);
  hg_board_view_set_game (self->board_view, review);
  hg_side_panel_set_reviewing (self->side_panel, TRUE);
  hg_side_panel_set_game (self->side_panel, review);
  hg_score_chart_set_game (self->review_chart, hg_window_get_game (self));

  if (self->review_keys == NULL)
    {
      self->review_keys = gtk_event_controller_key_new ();
      gtk_event_controller_set_propagation_phase (self->review_keys, GTK_PHASE_CAPTURE);
      g_signal_connect (self->review_keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
      gtk_widget_add_controller (GTK_WIDGET (self), self->review_keys);
    }
  g_signal_handlers_disconnect_by_func (self->review_adjustment, hg_window_review_go, self);
  g_signal_connect_swapped (self->review_adjustment, "value-changed",
                            G_CALLBACK (hg_window_review_go), self);
  /* hidden, the bar takes no room (its buttons are wider than a narrow
   * window's board) */
  gtk_widget_set_visible (GTK_WIDGET (self->review_bar), TRUE);
  gtk_revealer_set_reveal_child (self->review_bar, TRUE);
  update_bar (self);
}

static void
leave_review (HgWindow *self)
{
  g_signal_handlers_disconnect_by_func (self->review_adjustment, hg_window_review_go, self);
  gtk_revealer_set_reveal_child (self->review_bar, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->review_bar), FALSE);
  hg_score_chart_set_game (self->review_chart, NULL);
  hg_score_chart_set_marker (self->review_chart, -1);

  hg_side_panel_set_reviewing (self->side_panel, FALSE);
  hg_side_panel_set_game (self->side_panel, hg_window_get_game (self));
  hg_board_view_set_interactive (self->board_view, TRUE);
  hg_board_view_set_game (self->board_view, hg_window_get_game (self));
  hg_computer_turn_set_game (self->computer_turn, hg_window_get_game (self));
  hg_window_update_actions (self);
}

void
hg_window_show_review (HgWindow *self)
{
  HgGame *review = hg_session_get_review (self->session);

  if (review != NULL)
    enter_review (self, review);
  else if (gtk_widget_get_visible (GTK_WIDGET (self->review_bar)))
    leave_review (self);
}

void
hg_window_review_go (HgWindow *self)
{
  guint k, target;

  if (hg_window_get_review_game (self) == NULL)
    return;
  target = (guint) CLAMP (gtk_adjustment_get_value (self->review_adjustment) + 0.5, 0, n_total (self));
  k = hg_game_get_n_history (hg_window_get_review_game (self));
  while (k > target && hg_game_undo (hg_window_get_review_game (self)))
    k--;
  while (k < target && hg_game_redo (hg_window_get_review_game (self)))
    k++;
  update_bar (self);
}

void
hg_window_review_step (HgWindow *self,
                       int       delta)
{
  double k;

  if (hg_window_get_review_game (self) == NULL)
    return;
  k = hg_game_get_n_history (hg_window_get_review_game (self));
  if (delta == G_MININT)
    k = 0;
  else if (delta == G_MAXINT)
    k = n_total (self);
  else
    k = CLAMP (k + delta, 0, n_total (self));
  g_signal_handlers_block_by_func (self->review_adjustment, hg_window_review_go, self);
  gtk_adjustment_set_value (self->review_adjustment, k);
  g_signal_handlers_unblock_by_func (self->review_adjustment, hg_window_review_go, self);
  hg_window_review_go (self);
}

HgGame *
hg_window_get_review_game (HgWindow *self)
{
  g_return_val_if_fail (HG_IS_WINDOW (self), NULL);

  return hg_session_get_review (self->session);
}
