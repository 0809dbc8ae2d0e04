/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-announcer.h: the game's events said to a screen reader through the
 * board view (hg_board_view_announce()): every move of the table in the
 * sentence of the list of moves (who placed which tile where, with which
 * figure, what scored, the bonus tile earned), the bonus tile in the
 * person's hand, moves taken back and played again, and who won.  What
 * one change of the game brings is said at once, when the main loop is
 * next idle. */
#pragma once

#include "hg-board-view.h"
#include "hg-game.h"

G_BEGIN_DECLS

#define HG_TYPE_ANNOUNCER (hg_announcer_get_type ())

G_DECLARE_FINAL_TYPE (HgAnnouncer, hg_announcer, HG, ANNOUNCER, GObject)

/* Says the events through @board (not owned: the announcer falls silent
 * when it goes). */
HgAnnouncer *hg_announcer_new      (HgBoardView *board);
void         hg_announcer_set_game (HgAnnouncer *self,
                                    HgGame      *game);

G_END_DECLS
