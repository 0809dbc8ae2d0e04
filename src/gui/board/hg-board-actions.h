/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-actions.h: the board view brought up to date after a change
 * (redrawn, the feature pointed at read again, described, its board.*
 * actions enabled as far as they do something now).  The actions'
 * keys and what they do are hg-board-input.c's. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _HgBoardView HgBoardView;

/* Whether the board.* action @name does something now. */
gboolean hg_board_actions_enabled (HgBoardView *view,
                                   const char  *name);
/* Redraw, read, describe and enable the actions: after any change of what
 * the view shows. */
void     hg_board_view_changed    (HgBoardView *view);

G_END_DECLS
