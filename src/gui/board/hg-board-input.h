/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-input.h: the board view's input controllers (pointer, wheel,
 * pinch), one per interaction, and its keys: the board.* actions, with
 * shortcuts that the view puts on the window it is in, so that they work
 * whatever has the focus (but for what the focused widget uses itself: a
 * text field its letters, a button Enter and space, a list its arrows).
 * They only call the view. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _HgBoardView HgBoardView;

/* What the controllers keep between events (the view's "input" field,
 * from hg_board_input_attach() until it is finalized). */
typedef struct _HgBoardInput HgBoardInput;

/* The board.* actions of the class. */
void hg_board_input_class_init     (GtkWidgetClass *widget_class);
/* The controllers of @view; its keys go on its window when it has one
 * (hg_board_input_root()), and away again (hg_board_input_unroot()). */
void hg_board_input_attach         (HgBoardView    *view);
void hg_board_input_detach         (HgBoardView    *view);
void hg_board_input_root           (HgBoardView    *view);
void hg_board_input_unroot         (HgBoardView    *view);
/* The board's keys: the controller on the window (for tests and the
 * shortcuts window's check). */
GtkShortcutController *hg_board_input_get_shortcuts (HgBoardView *view);

G_END_DECLS
