/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-hint.c: the hint (win.hint, Ctrl+H, and the side panel's
 * button): the move the hard computer would make for the person to move,
 * worked out in a worker thread like a computer seat's turn, then shown
 * on the board with one line of reason (hg_board_view_show_hint()).  It
 * never plays the move.  Asking again while it thinks stops it; any change
 * of the game drops a late answer. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-tip-banner.h"
#include "hg-window-private.h"

/* A question asked: the answer belongs to it while it is the window's
 * hint_cancellable. */
typedef struct {
  HgWindow     *self;
  GCancellable *cancellable;
  guint         n_history;   /* of the game when it was asked */
} HintQuestion;

static void
hint_question_free (HintQuestion *question)
{
  g_object_unref (question->self);
  g_object_unref (question->cancellable);
  g_free (question);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HintQuestion, hint_question_free)

static void
set_thinking (HgWindow *self,
              gboolean  thinking)
{
  hg_side_panel_set_hint_thinking (self->side_panel, thinking);
  hg_window_update_hint_action (self);
}

static void
hint_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  hg_window_ask_hint (HG_WINDOW (widget));
}

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(HintQuestion) question = user_data;
  HgWindow *self = question->self;
  g_autoptr(HgMove) move = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *why = NULL;

  move = hg_computer_request_choose_finish (result, &error);
  if (question->cancellable != self->hint_cancellable)
    return;   /* an older question, stopped */
  g_clear_object (&self->hint_cancellable);
  set_thinking (self, FALSE);

  if (move == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        hg_window_show_message (self, error->message);
      return;
    }
  /* the game is still where the question was asked */
  if (hg_session_get_game (self->session) == NULL || hg_session_get_review (self->session) != NULL
      || hg_game_get_n_history (hg_session_get_game (self->session)) != question->n_history)
    return;

  reason = hg_game_describe_hint (hg_session_get_game (self->session), move);
  why = hg_game_explain_hint (hg_session_get_game (self->session), move);
  if (why != NULL)
    {
      /* TRANSLATORS: a hint's reason, then why it pays */
      g_autofree char *both = g_strdup_printf (_("%s %s"), reason, why);

      g_free (reason);
      reason = g_steal_pointer (&both);
    }
  /* the hint's banner takes the top of the board: a tip there gives way */
  hg_tips_dismiss (hg_tip_banner_get_tips (HG_TIP_BANNER (
    gtk_widget_get_template_child (GTK_WIDGET (self), HG_TYPE_WINDOW, "tip_banner"))));
  hg_board_view_show_hint (self->board_view, move, reason);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

/* Private API ------------------------------------------------------------ */

void
hg_window_stop_hint (HgWindow *self)
{
  if (self->hint_cancellable == NULL)
    return;
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  set_thinking (self, FALSE);
}

void
hg_window_class_add_hint (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action_cb);
}

void
hg_window_update_hint_action (HgWindow *self)
{
  /* a hint for the person to move (or to stop one being worked out) */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 self->hint_cancellable != NULL
                                 || (hg_session_get_game (self->session) != NULL
                                     && hg_session_get_review (self->session) == NULL
                                     && hg_board_view_get_can_place (self->board_view)));
}

void
hg_window_ask_hint (HgWindow *self)
{
  g_autoptr(GError) error = NULL;
  HgComputerRequest *request;
  HintQuestion *question;
  HgAiOptions opts;

  if (self->hint_cancellable != NULL)
    {
      hg_window_stop_hint (self);
      return;
    }
  if (hg_session_get_game (self->session) == NULL || hg_session_get_review (self->session) != NULL || !hg_board_view_get_can_place (self->board_view))
    return;

  request = hg_game_new_hint_request (hg_session_get_game (self->session), &error);
  if (request == NULL)
    {
      hg_window_show_message (self, error->message);
      return;
    }
  hg_board_view_clear_hint (self->board_view);
  self->hint_cancellable = g_cancellable_new ();
  hg_ai_options_init (&opts);
  /* as long as a hard computer seat thinks */
  opts.ms = (guint) MAX (1, g_settings_get_int (self->settings, "computer-think-ms"));

  question = g_new0 (HintQuestion, 1);
  question->self = g_object_ref (self);
  question->cancellable = g_object_ref (self->hint_cancellable);
  question->n_history = request->n_history;
  set_thinking (self, TRUE);
  hg_computer_request_choose_async (request, &opts, self->hint_cancellable, chosen_cb, question);
}
