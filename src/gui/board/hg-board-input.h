/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-input.h: the board view's input controllers (pointer, wheel,
 * pinch), one per interaction, and its keys: the board.* actions, with
 * shortcuts that the view puts on the window it is in, so that they work
 * whatever has the focus (but for what the focused widget uses itself: a
 * text field its letters, a button Enter and space, a list its arrows).
 * They only call the view. */
#pragma once

#include "hg-board-view.h"

G_BEGIN_DECLS

/* What the controllers keep between events (a field of the view). */
typedef struct {
  gboolean            panning;
  double              last_x, last_y;
  double              scroll;      /* smooth scrolling not yet turned into zoom steps */
  int                 pinch_step;  /* zoom step when the pinch began */
  GtkEventController *shortcuts;   /* the board's keys, on the window */
  GtkEventController *modifiers;   /* watches Ctrl, on the window */
  GtkWidget          *root;        /* the window they are on */
  gboolean            has_pointer; /* where the pointer is, while on the board */
  double              pointer_x, pointer_y;
} HgBoardInput;

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
