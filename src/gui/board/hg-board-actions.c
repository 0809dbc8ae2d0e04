/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-actions.c: the board view brought up to date after a change,
 * and which of its board.* actions do something now
 * (hg-board-actions.h): they follow the person's turn (HgBoardPlacing)
 * and the hint shown. */

#include "config.h"

#include "hg-board-actions.h"
#include "hg-board-view-private.h"

static gboolean
placing (HgBoardView *view)
{
  return hg_board_placing_get_can_place (view->placing);
}

static gboolean
choosing_square (HgBoardView *view)
{
  guint n_legal;

  hg_board_placing_get_legal (view->placing, &n_legal);
  return placing (view) && !hg_board_placing_get_placement (view->placing, NULL) && n_legal > 0;
}

static gboolean
choosing_spot (HgBoardView *view)
{
  return placing (view) && hg_board_placing_get_placement (view->placing, NULL);
}

static gboolean
can_go_back (HgBoardView *view)
{
  return view->hint.shown || hg_board_placing_get_placement (view->placing, NULL)
         || (hg_board_placing_get_keyboard (view->placing) && hg_board_placing_get_target (view->placing, NULL, NULL));
}

static gboolean
showing_game (HgBoardView *view)
{
  return view->game != NULL;
}

static const struct {
  const char *name;
  gboolean  (*enabled) (HgBoardView *view);
} actions[] = {
  { "board.turn", placing },
  { "board.turn-back", placing },
  { "board.move", placing },
  { "board.next-square", choosing_square },
  { "board.previous-square", choosing_square },
  { "board.activate", placing },
  { "board.back", can_go_back },
  { "board.next-spot", choosing_spot },
  { "board.previous-spot", choosing_spot },
  { "board.zoom", showing_game },
  { "board.fit", showing_game },
};

gboolean
hg_board_actions_enabled (HgBoardView *view,
                          const char  *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    if (g_str_equal (actions[i].name, name))
      return actions[i].enabled (view);
  g_return_val_if_reached (FALSE);
}

void
hg_board_view_changed (HgBoardView *view)
{
  hg_board_view_update_reading (view);
  hg_board_view_update_description (view);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (view), actions[i].name, actions[i].enabled (view));
  gtk_widget_queue_draw (GTK_WIDGET (view));
}
