/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-input.h: the board view's input controllers (pointer, wheel,
 * pinch, keys), one per interaction; they only call the view. */
#pragma once

#include "hg-board-view.h"

G_BEGIN_DECLS

void hg_board_input_attach    (HgBoardView *view);

/* The board.* widget actions (fit, zoom-in, zoom-out, rotate-clockwise,
 * rotate-counterclockwise). */
void hg_board_input_action_cb (GtkWidget   *widget,
                               const char  *name,
                               GVariant    *param);

G_END_DECLS
