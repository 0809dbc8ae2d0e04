/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-tiles.h: the board's tiles from the tile cache, for
 * hg-board-render.c. */
#pragma once

#include <gtk/gtk.h>

#include "hg-board-squares.h"

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

/* hg_board_tiles_draw() of @p on its own square. */
void hg_board_tiles_blit (cairo_t            *cr,
                          const HgBoardScene *scene,
                          const HgPlacement  *p,
                          double              alpha,
                          gboolean            on_board);

/* The textures of the surfaces shown, kept while they are shown. */
typedef struct _HgBoardTextures HgBoardTextures;

HgBoardTextures *hg_board_textures_new         (void);
void             hg_board_textures_free        (HgBoardTextures *textures);
/* A frame: begin, hg_board_tiles_snapshot() for each tile, end (the
 * textures the frame did not show are dropped). */
/* @whole: the first frame of a game, which shows every tile cached at
 * once, whatever it uploads. */
void             hg_board_textures_begin_frame (HgBoardTextures *textures,
                                                gboolean         whole);
void             hg_board_textures_end_frame   (HgBoardTextures *textures);
/* Whether the last frame left a tile without its texture, which it
 * shows the next (a frame uploads only so many new textures). */
gboolean         hg_board_textures_get_deferred (HgBoardTextures *textures);

/* hg_board_tiles_draw() of a tile on the board, at full opacity, as
 * render nodes (the view's frames on screen). */
void             hg_board_tiles_snapshot       (GtkSnapshot        *snapshot,
                                                HgBoardTextures    *textures,
                                                const HgBoardScene *scene,
                                                const HgPlacement  *p,
                                                double              px,
                                                double              py);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgBoardTextures, hg_board_textures_free)

G_END_DECLS
