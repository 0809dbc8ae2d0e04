/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-spots.h: the figure spot markers of the tile put down
 * (hg-board-spots.c), drawn by hg-board-render.c. */
#pragma once

#include "hg-board-render.h"

G_BEGIN_DECLS

/* Draws the markers of @scene's spots on its provisional tile. */
void hg_board_spots_draw (cairo_t            *cr,
                          const HgBoardScene *scene);

G_END_DECLS
