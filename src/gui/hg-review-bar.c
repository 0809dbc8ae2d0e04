/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-review-bar.c: review mode's bar (hg-review-bar.h).  Its actions
 * (review.first, review.previous, review.next, review.last,
 * review.continue, review.analyze, review.stop-analysis) are the bar's
 * own; Done is the window's win.review. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "hg-board-view.h"
#include "hg-review-bar.h"
#include "hg-score-chart.h"

/* The coach's thinking time per placement: a whole two-player game of a
 * person in a few seconds. */
#define COACH_MS 200

/* Pixels a mark's word takes on the slider. */
#define MARK_ROOM 64

struct _HgReviewBar
{
  GtkWidget           parent_instance;

  HgSession          *session;
  GtkEventController *keys;       /* its keys, wherever the focus is */
  HgBoardView        *board_view; /* where the coach shows a better move */
  HgAnalysis         *analysis;   /* the session's, while reviewing */
  char               *found;      /* what it found, by seat */
  GCancellable       *analyzing;  /* a run of it */

  /* Template widgets */
  GtkRevealer        *revealer;
  HgScoreChart       *chart;
  GtkLabel           *label;
  GtkLabel           *position;
  GtkAdjustment      *adjustment;
  GtkScale           *scale;
  GtkWidget          *analyze_button;
  GtkWidget          *coach_box;
  GtkProgressBar     *progress;
  GtkWidget          *stop_button;
  GtkLabel           *coach_label;
};

G_DEFINE_FINAL_TYPE (HgReviewBar, hg_review_bar, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_BOARD_VIEW,
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
static void show_coach (HgReviewBar *self);
static void set_analysis (HgReviewBar *self,
                          HgAnalysis  *analysis);

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
  show_coach (self);
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
    g_cancellable_cancel (self->analyzing);
  set_analysis (self, game != NULL ? hg_session_get_analysis (self->session) : NULL);
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

/* The coach ------------------------------------------------------------- */

/* What the coach says of a move that cost @loss, @best the better move
 * of @seat (placed by @name): "A mistake: placing the gatherer here was
 * worth about 7 points more than Ana’s move." */
static char *
describe_loss (const HgMove *best,
               double        loss,
               const char   *name)
{
  guint points = (guint) (loss + 0.5);
  const char *kind = loss >= HG_GAME_BLUNDER ? _("A blunder.") : _("A mistake.");
  g_autofree char *sentence = NULL;

  switch (best->role)
    {
    case HG_ROLE_GATHERER:
      /* TRANSLATORS: the coach in review; %u is points, %s whose move it was */
      sentence = g_strdup_printf (ngettext ("Placing the gatherer here was worth about %u point more than %s’s move.",
                                            "Placing the gatherer here was worth about %u points more than %s’s move.",
                                            points), points, name);
      break;
    case HG_ROLE_FISHER:
      sentence = g_strdup_printf (ngettext ("Placing the fisherman here was worth about %u point more than %s’s move.",
                                            "Placing the fisherman here was worth about %u points more than %s’s move.",
                                            points), points, name);
      break;
    case HG_ROLE_HUNTER:
      sentence = g_strdup_printf (ngettext ("Placing the hunter here was worth about %u point more than %s’s move.",
                                            "Placing the hunter here was worth about %u points more than %s’s move.",
                                            points), points, name);
      break;
    case HG_ROLE_HUT:
      sentence = g_strdup_printf (ngettext ("Placing the hut here was worth about %u point more than %s’s move.",
                                            "Placing the hut here was worth about %u points more than %s’s move.",
                                            points), points, name);
      break;
    case HG_ROLE_NONE:
    default:
      sentence = g_strdup_printf (ngettext ("Placing the tile here was worth about %u point more than %s’s move.",
                                            "Placing the tile here was worth about %u points more than %s’s move.",
                                            points), points, name);
      break;
    }
  /* TRANSLATORS: the kind of loss ("A mistake."), then what was better */
  return g_strdup_printf (_("%s %s"), kind, sentence);
}

/* At a position whose next move the coach marked: the better move on
 * the board, and what it was worth. */
static void
show_coach (HgReviewBar *self)
{
  HgGame *game = review (self);
  g_autofree char *text = NULL;
  g_autofree char *hint = NULL;
  g_autofree char *name = NULL;
  HgAiJudgement judgement;
  guint k;

  if (self->board_view != NULL)
    hg_board_view_clear_hint (self->board_view);
  gtk_label_set_text (self->coach_label, self->found != NULL ? self->found : "");
  gtk_widget_set_visible (self->coach_box, self->found != NULL
                                           || (self->analysis != NULL && hg_analysis_get_running (self->analysis)));
  if (game == NULL || self->analysis == NULL)
    return;
  k = hg_game_get_n_history (game);
  if (!hg_analysis_get_judgement (self->analysis, k, &judgement) || judgement.loss < HG_GAME_MISTAKE)
    return;

  name = hg_player_name_for_sentence (hg_player_get_name (hg_game_get_player (game, hg_game_get_current_player (game))));
  text = describe_loss (&judgement.best, judgement.loss, name);
  hint = hg_game_describe_hint (game, &judgement.best);
  if (hint != NULL)
    {
      g_autofree char *both = g_strdup_printf (_("%s %s"), text, hint);

      g_free (text);
      text = g_steal_pointer (&both);
    }
  gtk_label_set_text (self->coach_label, text);
  gtk_widget_set_visible (self->coach_box, TRUE);
  if (self->board_view != NULL)
    hg_board_view_show_ghost (self->board_view, &judgement.best, text);
}

/* The marks on the slider: at the position before each move that cost
 * points, in words; and what was found, by seat. */
static void
show_marks (HgReviewBar *self)
{
  HgGame *game = review (self);
  guint mistakes[HG_MAX_PLAYERS] = { 0 }, blunders[HG_MAX_PLAYERS] = { 0 };
  guint judged[HG_MAX_PLAYERS] = { 0 };
  g_autoptr(GString) found = g_string_new (NULL);
  double room;
  int last = -1;
  guint n, turn = 0;

  gtk_scale_clear_marks (self->scale);
  hg_score_chart_clear_margins (self->chart);
  g_clear_pointer (&self->found, g_free);
  if (game == NULL || self->analysis == NULL)
    return;
  /* a mark's word where the one before leaves room for it, else a tick */
  n = MAX (1u, hg_analysis_get_n_moves (self->analysis));
  room = gtk_widget_get_width (GTK_WIDGET (self->scale)) / (double) n;
  for (guint i = 0; i < hg_analysis_get_n_moves (self->analysis); i++)
    {
      g_autoptr(HgMoveRecord) record = NULL;
      HgAiJudgement judgement;
      gboolean labelled;
      guint seat;

      record = g_list_model_get_item (hg_game_get_moves (hg_analysis_get_game (self->analysis)), i);
      /* the land tiles placed with it: the chart's turns */
      turn += !hg_move_record_get_is_bonus (record);
      if (!hg_analysis_get_judgement (self->analysis, i, &judgement))
        continue;
      seat = hg_move_record_get_seat (record);
      judged[seat]++;
      hg_score_chart_add_margin (self->chart, seat, turn, judgement.played_value);
      if (judgement.loss < HG_GAME_MISTAKE)
        continue;
      labelled = last < 0 || room <= 0 || (i - last) * room >= MARK_ROOM;
      if (labelled)
        last = i;
      if (judgement.loss >= HG_GAME_BLUNDER)
        {
          blunders[seat]++;
          /* TRANSLATORS: a mark on review's slider, before a move that
           * lost much */
          gtk_scale_add_mark (self->scale, i, GTK_POS_BOTTOM, labelled ? _("blunder") : NULL);
        }
      else
        {
          mistakes[seat]++;
          /* TRANSLATORS: a mark on review's slider, before a move that
           * lost points */
          gtk_scale_add_mark (self->scale, i, GTK_POS_BOTTOM, labelled ? _("mistake") : NULL);
        }
    }

  if (hg_analysis_get_running (self->analysis))
    return;
  for (guint seat = 0; seat < hg_game_get_n_players (game); seat++)
    {
      g_autofree char *m = NULL;
      g_autofree char *b = NULL;

      if (judged[seat] == 0)
        continue;
      m = g_strdup_printf (ngettext ("%u mistake", "%u mistakes", mistakes[seat]), mistakes[seat]);
      b = g_strdup_printf (ngettext ("%u blunder", "%u blunders", blunders[seat]), blunders[seat]);
      if (found->len > 0)
        g_string_append (found, "  ");
      /* TRANSLATORS: what the coach found of a seat: "Ana: 3 mistakes, 1 blunder." */
      g_string_append_printf (found, _("%s: %s, %s."), hg_player_get_name (hg_game_get_player (game, seat)), m, b);
    }
  if (found->len == 0)
    return;
  self->found = g_string_free (g_steal_pointer (&found), FALSE);
}

static void
analysis_changed_cb (HgReviewBar *self)
{
  gboolean running = self->analysis != NULL && hg_analysis_get_running (self->analysis);

  gtk_widget_set_visible (GTK_WIDGET (self->progress), running);
  gtk_widget_set_visible (self->stop_button, running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.analyze", self->analysis != NULL && !running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.stop-analysis", running);
  if (running)
    {
      double fraction = hg_analysis_get_progress (self->analysis);
      /* TRANSLATORS: the coach at work; %u is how far, in percent */
      g_autofree char *text = g_strdup_printf (_("Analyzing… %u%%"), (guint) (fraction * 100 + 0.5));

      gtk_progress_bar_set_fraction (self->progress, fraction);
      gtk_progress_bar_set_text (self->progress, text);
    }
  show_marks (self);
  show_coach (self);
}

static void
set_analysis (HgReviewBar *self,
              HgAnalysis  *analysis)
{
  if (self->analysis == analysis)
    return;
  if (self->analysis != NULL)
    g_signal_handlers_disconnect_by_data (self->analysis, self);
  g_set_object (&self->analysis, analysis);
  if (analysis != NULL)
    {
      g_signal_connect_object (analysis, "judged", G_CALLBACK (analysis_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (analysis, "notify::running", G_CALLBACK (analysis_changed_cb), self,
                               G_CONNECT_SWAPPED);
    }
  analysis_changed_cb (self);
}

static void
analyzed_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(HgReviewBar) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!hg_analysis_run_finish (HG_ANALYSIS (source), result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    gtk_label_set_text (self->coach_label, error->message);
}

static void
analyze_action_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HgReviewBar *self = HG_REVIEW_BAR (widget);
  HgAiOptions opts;

  if (self->analysis == NULL || hg_analysis_get_running (self->analysis))
    return;
  hg_ai_options_init (&opts);
  opts.ms = COACH_MS;
  g_clear_object (&self->analyzing);
  self->analyzing = g_cancellable_new ();
  hg_analysis_run_async (self->analysis, 0, &opts, self->analyzing, analyzed_cb, g_object_ref (self));
}

static void
stop_analysis_action_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  HgReviewBar *self = HG_REVIEW_BAR (widget);

  g_cancellable_cancel (self->analyzing);
}

/* The Analyze button over the chart, at the end of its legend, where the
 * chart has room for it: a window too low for the chart leaves it out. */
static gboolean
get_child_position_cb (GtkOverlay   *overlay,
                       GtkWidget    *widget,
                       GdkRectangle *allocation,
                       HgReviewBar  *self)
{
  int width, height;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  allocation->width = width;
  allocation->height = height;
  allocation->x = MAX (0, gtk_widget_get_width (GTK_WIDGET (overlay)) - width);
  allocation->y = MAX (0, gtk_widget_get_height (GTK_WIDGET (overlay)) - height);
  gtk_widget_set_child_visible (widget, height <= gtk_widget_get_height (GTK_WIDGET (overlay))
                                        && width <= gtk_widget_get_width (GTK_WIDGET (overlay)));
  return TRUE;
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
  g_cancellable_cancel (self->analyzing);
  g_clear_object (&self->analyzing);
  set_analysis (self, NULL);
  g_clear_pointer (&self->found, g_free);
  g_clear_weak_pointer (&self->board_view);
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
    case PROP_BOARD_VIEW:
      g_value_set_object (value, self->board_view);
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
    case PROP_BOARD_VIEW:
      g_set_weak_pointer (&self->board_view, g_value_get_object (value));
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
  /* where the coach shows a better move */
  properties[PROP_BOARD_VIEW] =
    g_param_spec_object ("board-view", NULL, NULL, HG_TYPE_BOARD_VIEW,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HG_TYPE_SCORE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-review-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, chart);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, label);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, position);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, adjustment);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, scale);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, analyze_button);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, coach_box);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, progress);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, stop_button);
  gtk_widget_class_bind_template_child (widget_class, HgReviewBar, coach_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_install_action (widget_class, "review.first", NULL, step_action_cb);
  gtk_widget_class_install_action (widget_class, "review.previous", NULL, step_action_cb);
  gtk_widget_class_install_action (widget_class, "review.next", NULL, step_action_cb);
  gtk_widget_class_install_action (widget_class, "review.last", NULL, step_action_cb);
  gtk_widget_class_install_action (widget_class, "review.continue", NULL, continue_action_cb);
  gtk_widget_class_install_action (widget_class, "review.analyze", NULL, analyze_action_cb);
  gtk_widget_class_install_action (widget_class, "review.stop-analysis", NULL, stop_analysis_action_cb);
}

static void
hg_review_bar_init (HgReviewBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->adjustment, "value-changed", G_CALLBACK (go_cb), self);
  g_signal_connect_object (gtk_widget_get_parent (self->analyze_button), "get-child-position",
                           G_CALLBACK (get_child_position_cb), self, 0);
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
