/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-hint.c: the hint (win.hint, Ctrl+H, and the side panel's
 * button): the move the hard computer would make for the person to move,
 * worked out in a worker thread like a computer seat's turn, then shown
 * on the board with one line of reason (hg_board_view_show_hint()).  It
 * never plays the move.  Asking again while it thinks stops it; any change
 * of the game drops a late answer. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-window-private.h"

typedef struct {
  HgComputerRequest *request;
  HgAiOptions        opts;
} HintJob;

static void
hint_job_free (gpointer data)
{
  HintJob *job = data;

  hg_computer_request_free (job->request);
  g_free (job);
}

static void
set_thinking (HgWindow *self,
              gboolean  thinking)
{
  hg_side_panel_set_hint_thinking (self->side_panel, thinking);
  hg_window_update_actions (self);
}

/* In the worker thread: only the request's copy of the game is read. */
static void
think_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  HintJob *job = task_data;
  g_autoptr(GError) error = NULL;
  HgMove move;

  if (hg_computer_request_choose (job->request, &job->opts, &move, &error))
    g_task_return_pointer (task, hg_move_copy (&move), (GDestroyNotify) hg_move_free);
  else
    g_task_return_error (task, g_steal_pointer (&error));
}

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(HgWindow) self = user_data;
  HintJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(HgMove) move = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;

  move = g_task_propagate_pointer (G_TASK (result), &error);
  if (g_task_get_cancellable (G_TASK (result)) != self->hint_cancellable)
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
  if (self->game == NULL || self->review != NULL
      || hg_game_get_n_history (self->game) != job->request->n_history)
    return;

  reason = hg_game_describe_hint (self->game, move);
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

gboolean
hg_window_get_hint_thinking (HgWindow *self)
{
  return self->hint_cancellable != NULL;
}

void
hg_window_ask_hint (HgWindow *self)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  HintJob *job;

  if (self->hint_cancellable != NULL)
    {
      hg_window_stop_hint (self);
      return;
    }
  if (self->game == NULL || self->review != NULL || !hg_board_view_get_can_place (self->board_view))
    return;

  job = g_new0 (HintJob, 1);
  job->request = hg_game_new_hint_request (self->game, &error);
  if (job->request == NULL)
    {
      hint_job_free (job);
      hg_window_show_message (self, error->message);
      return;
    }
  hg_board_view_clear_hint (self->board_view);
  self->hint_cancellable = g_cancellable_new ();
  hg_ai_options_init (&job->opts);
  /* as long as a hard computer seat thinks */
  job->opts.ms = (guint) MAX (1, g_settings_get_int (self->settings, "computer-think-ms"));
  job->opts.cancellable = self->hint_cancellable;

  task = g_task_new (NULL, self->hint_cancellable, chosen_cb, g_object_ref (self));
  g_task_set_source_tag (task, hg_window_ask_hint);
  g_task_set_task_data (task, job, hint_job_free);
  set_thinking (self, TRUE);
  g_task_run_in_thread (task, think_thread);
}
