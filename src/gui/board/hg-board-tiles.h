/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-tiles.h: the board's tiles from the tile cache, for
 * hg-board-render.c. */
#pragma once

#include "hg-board-render.h"

G_BEGIN_DECLS

/* Tile @p of @scene with its square's top-left at (@px,@py), @alpha
 * opaque: painted now, or with @scene->paint_later requested and drawn
 * from another size or as a placeholder until it comes.  @on_board: one
 * of the board's tiles, requested by its distance from the middle of the
 * view; FALSE (the tile in hand, a tile on the move): before all. */
void hg_board_tiles_draw (cairo_t            *cr,
                          const HgBoardScene *scene,
                          const HgPlacement  *p,
                          double              px,
                          double              py,
                          double              alpha,
                          gboolean            on_board);

G_END_DECLS
