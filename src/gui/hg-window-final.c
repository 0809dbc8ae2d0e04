/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-final.c: the final scoring of a finished game played back in
 * the window, one event at a time: the log selects it and the board shows
 * its feature; then the summary. */

#include "config.h"

#include "hg-window-private.h"

/* How long each step stays highlighted (ms).  The computer seats' pace:
 * hg-computer-turn.c. */
#define FINAL_STEP_DELAY 1200

static gboolean
final_step_cb (gpointer user_data)
{
  HgWindow *self = user_data;

  if (self->final_next >= (int) hg_game_get_n_events (self->game))
    {
      self->final_id = 0;
      hg_side_panel_select_event (self->side_panel, -1);
      hg_window_show_game_over (self);
      return G_SOURCE_REMOVE;
    }

  hg_side_panel_select_event (self->side_panel, self->final_next);
  self->final_next++;
  return G_SOURCE_CONTINUE;
}

void
hg_window_start_final_scoring (HgWindow *self)
{
  guint n = hg_game_get_n_events (self->game);
  guint turn;

  hg_window_stop_final_scoring (self);
  if (n == 0)
    {
      hg_window_show_game_over (self);
      return;
    }

  /* The events of the last turn: the last tile's own and the final
   * scoring. */
  turn = hg_score_event_get_turn (hg_game_get_event (self->game, n - 1));
  self->final_next = (int) n;
  while (self->final_next > 0
         && hg_score_event_get_turn (hg_game_get_event (self->game, self->final_next - 1)) == turn)
    self->final_next--;

  final_step_cb (self);
  self->final_id = g_timeout_add (FINAL_STEP_DELAY, final_step_cb, self);
}

void
hg_window_stop_final_scoring (HgWindow *self)
{
  g_clear_handle_id (&self->final_id, g_source_remove);
}
