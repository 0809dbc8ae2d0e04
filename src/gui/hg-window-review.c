/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-review.c: review mode, the window's side
 * (hg-window-private.h).  The session holds a copy of the game as it was
 * after some move (hg_session_start_review()); the board and the side
 * panel show it, read-only, with the review bar (HgReviewBar) to step
 * through the moves.  The game in play waits, untouched, until the person
 * continues from a move; leaving returns to it as it was. */

#include "config.h"

#include "hg-window-private.h"

static void
review_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);

  if (hg_session_get_review (self->session) != NULL)
    hg_window_stop_review (self);
  else if (hg_session_get_game (self->session) != NULL)
    hg_window_start_review (self, hg_game_get_n_history (hg_session_get_game (self->session)));
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
}

static void
leave_review (HgWindow *self)
{
  HgGame *game = hg_session_get_game (self->session);

  hg_side_panel_set_reviewing (self->side_panel, FALSE);
  hg_side_panel_set_game (self->side_panel, game);
  hg_board_view_set_interactive (self->board_view, TRUE);
  hg_board_view_set_game (self->board_view, game);
  hg_computer_turn_set_game (self->computer_turn, game);
}

/* Private API ------------------------------------------------------------ */

void
hg_window_class_add_review (GtkWidgetClass *widget_class)
{
  g_type_ensure (HG_TYPE_REVIEW_BAR);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, review_bar);
  gtk_widget_class_install_action (widget_class, "win.review", NULL, review_action_cb);
}

void
hg_window_update_review_actions (HgWindow *self)
{
  HgGame *game = hg_session_get_game (self->session);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review",
                                 hg_session_get_review (self->session) != NULL
                                 || (game != NULL
                                     && hg_game_get_n_history (game) + hg_game_get_n_redo (game) > 0));
}

gboolean
hg_window_start_review (HgWindow *self,
                        guint     move)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (HG_IS_WINDOW (self), FALSE);

  if (hg_session_get_game (self->session) == NULL)
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

void
hg_window_show_review (HgWindow *self)
{
  HgGame *review = hg_session_get_review (self->session);

  if (review != NULL)
    enter_review (self, review);
  else if (hg_side_panel_get_reviewing (self->side_panel))
    leave_review (self);
}

HgGame *
hg_window_get_review_game (HgWindow *self)
{
  g_return_val_if_fail (HG_IS_WINDOW (self), NULL);

  return hg_session_get_review (self->session);
}
