/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-input.h: the board view's input controllers (pointer, wheel,
 * pinch, keys), one per interaction; they only call the view. */
#pragma once

#include "hg-board-view.h"

G_BEGIN_DECLS

/* What the controllers keep between events (a field of the view). */
typedef struct {
  gboolean panning;
  double   last_x, last_y;
  double   scroll;       /* smooth scrolling not yet turned into zoom steps */
  int      pinch_step;   /* zoom step when the pinch began */
} HgBoardInput;

void hg_board_input_attach (HgBoardView *view);

G_END_DECLS
