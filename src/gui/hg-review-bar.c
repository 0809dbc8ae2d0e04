/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-review-bar.c: review mode's bar (hg-review-bar.h).  Its actions
 * (review.first, review.previous, review.next, review.last,
 * review.continue) are the bar's own; Done is the window's win.review. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "hg-review-bar.h"
#include "hg-score-chart.h"

struct _HgReviewBar
{
  GtkWidget           parent_instance;

  HgSession          *session;
  GtkEventController *keys;       /* its keys, wherever the focus is */

  /* Template widgets */
  GtkRevealer        *revealer;
  HgScoreChart       *chart;
  GtkLabel           *label;
  GtkLabel           *position;
  GtkAdjustment      *adjustment;
};

G_DEFINE_FINAL_TYPE (HgReviewBar, hg_review_bar, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers ---------------------------------------------------------------- */

static HgGame *
review (HgReviewBar *self)
{
  return self->session != NULL ? hg_session_get_review (self->session) : NULL;
}

static guint
n_total (HgGame *game)
{
  return hg_game_get_n_history (game) + hg_game_get_n_redo (game);
}

static void go_cb (HgReviewBar *self);

static void
update (HgReviewBar *self)
{
  HgGame *game = review (self);
  g_autofree char *position = NULL;
  guint k, n;

  if (game == NULL)
    return;
  k = hg_game_get_n_history (game);
  n = n_total (game);
  /* TRANSLATORS: review mode: the move shown and how many there are */
  position = g_strdup_printf (_("Move %u of %u"), k, n);
  gtk_label_set_text (self->position, position);
  if (k > 0)
    {
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (hg_game_get_moves (game), k - 1);

      gtk_label_set_text (self->label, hg_move_record_get_text (record));
    }
  else
    gtk_label_set_text (self->label, _("The start of the game: only the start tile is down."));

  g_signal_handlers_block_by_func (self->adjustment, go_cb, self);
  gtk_adjustment_configure (self->adjustment, k, 0, n, 1, 10, 0);
  g_signal_handlers_unblock_by_func (self->adjustment, go_cb, self);
  hg_score_chart_set_marker (self->chart, (int) hg_state_get_turn (hg_game_get_state (game)));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.first", k > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.previous", k > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.next", k < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.last", k < n);
}

/* The review copy undone or redone to the slider's move. */
static void
go_cb (HgReviewBar *self)
{
  HgGame *game = review (self);
  guint k, target;

  if (game == NULL)
    return;
  target = (guint) CLAMP (gtk_adjustment_get_value (self->adjustment) + 0.5, 0, n_total (game));
  k = hg_game_get_n_history (game);
  while (k > target && hg_game_undo (game))
    k--;
  while (k < target && hg_game_redo (game))
    k++;
  update (self);
}

/* Steps by @delta moves (G_MININT: the start, G_MAXINT: the end). */
static void
step (HgReviewBar *self,
      int          delta)
{
  HgGame *game = review (self);
  double k;

  if (game == NULL)
    return;
  k = hg_game_get_n_history (game);
  if (delta == G_MININT)
    k = 0;
  else if (delta == G_MAXINT)
    k = n_total (game);
  else
    k = CLAMP (k + delta, 0, n_total (game));
  gtk_adjustment_set_value (self->adjustment, k);
}

/* The session began or ended a review: shown, or hidden (hidden, the bar
 * takes no room: its buttons are wider than a narrow window's board). */
static void
review_changed_cb (HgReviewBar *self)
{
  HgGame *game = review (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.continue", game != NULL);
  if (game == NULL)
    {
      gtk_revealer_set_reveal_child (self->revealer, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      hg_score_chart_set_game (self->chart, NULL);
      hg_score_chart_set_marker (self->chart, -1);
      return;
    }
  hg_score_chart_set_game (self->chart, hg_session_get_game (self->session));
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
  update (self);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                HgReviewBar           *self)
{
  if (review (self) == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      step (self, -1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      step (self, 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      step (self, G_MININT);
      return GDK_EVENT_STOP;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      step (self, G_MAXINT);
      return GDK_EVENT_STOP;
    case GDK_KEY_Escape:
      hg_session_stop_review (self->session);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

/* Continue from here ----------------------------------------------------- */

static void
answer (HgReviewBar *self,
        const char  *response)
{
  if (g_strcmp0 (response, "continue") != 0 || review (self) == NULL)
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
                   HgReviewBar    *self)
{
  answer (self, response);
}
G_GNUC_END_IGNORE_DEPRECATIONS
#else
static void
message_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     HgReviewBar      *self)
{
  answer (self, response);
}
#endif

static void
ask_continue (HgReviewBar *self)
{
  HgGame *game = review (self);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  guint k, later;

  if (game == NULL)
    return;
  k = hg_game_get_n_history (game);
  later = hg_game_get_n_redo (game);
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
    GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
    GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                heading, body);

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
step_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HgReviewBar *self = HG_REVIEW_BAR (widget);

  if (g_str_equal (action_name, "review.first"))
    step (self, G_MININT);
  else if (g_str_equal (action_name, "review.previous"))
    step (self, -1);
  else if (g_str_equal (action_name, "review.next"))
    step (self, 1);
  else
    step (self, G_MAXINT);
}

static void
continue_action_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ask_continue (HG_REVIEW_BAR (widget));
}

/* GtkWidget -------------------------------------------------------------- */

static void
hg_review_bar_root (GtkWidget *widget)
{
  HgReviewBar *self = HG_REVIEW_BAR (widget);

  GTK_WIDGET_CLASS (hg_review_bar_parent_class)->root (widget);

  self->keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (self->keys, GTK_PHASE_CAPTURE);
  g_signal_connect (self->keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (gtk_widget_get_root (widget)), self->keys);
}

static void
hg_review_bar_unroot (GtkWidget *widget)
{
  HgReviewBar *self = HG_REVIEW_BAR (widget);

  if (self->keys != NULL)
    {
      gtk_widget_remove_controller (GTK_WIDGET (gtk_widget_get_root (widget)), self->keys);
      self->keys = NULL;
    }

  GTK_WIDGET_CLASS (hg_review_bar_parent_class)->unroot (widget);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_review_bar_dispose (GObject *object)
{
  HgReviewBar *self = HG_REVIEW_BAR (object);

  hg_review_bar_set_session (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_REVIEW_BAR);

  G_OBJECT_CLASS (hg_review_bar_parent_class)->dispose (object);
}

static void
hg_review_bar_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  HgReviewBar *self = HG_REVIEW_BAR (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_review_bar_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  HgReviewBar *self = HG_REVIEW_BAR (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      hg_review_bar_set_session (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_review_bar_class_init (HgReviewBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hg_review_bar_dispose;
  object_class->get_property = hg_review_bar_get_property;
  object_class->set_property = hg_review_bar_set_property;
  widget_class->root = hg_review_bar_root;
  widget_class->unroot = hg_review_bar_unroot;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, HG_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HG_TYPE_SCORE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-review-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, chart);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, label);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, position);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, adjustment);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_install_action (widget_class, "review.first", NULL, step_action_cb);
  gtk_widget_class_install_action (widget_class, "review.previous", NULL, step_action_cb);
  gtk_widget_class_install_action (widget_class, "review.next", NULL, step_action_cb);
  gtk_widget_class_install_action (widget_class, "review.last", NULL, step_action_cb);
  gtk_widget_class_install_action (widget_class, "review.continue", NULL, continue_action_cb);
}

static void
hg_review_bar_init (HgReviewBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->adjustment, "value-changed", G_CALLBACK (go_cb), self);
}

/* Public API ------------------------------------------------------------- */

void
hg_review_bar_set_session (HgReviewBar *self,
                           HgSession   *session)
{
  g_return_if_fail (HG_IS_REVIEW_BAR (self));
  g_return_if_fail (session == NULL || HG_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_object (session, "notify::review",
                             G_CALLBACK (review_changed_cb), self, G_CONNECT_SWAPPED);
  review_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

HgSession *
hg_review_bar_get_session (HgReviewBar *self)
{
  g_return_val_if_fail (HG_IS_REVIEW_BAR (self), NULL);

  return self->session;
}
