/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-sprites.h: the figures standing on the board as textures, for
 * the view's frames on screen (hg-board-nodes.c). */
#pragma once

#include <gtk/gtk.h>

#include "hg-board-render.h"

G_BEGIN_DECLS

/* The pictures of the figures shown, one per role, colour and size,
 * kept while they are shown. */
typedef struct _HgBoardSprites HgBoardSprites;

HgBoardSprites *hg_board_sprites_new          (void);
void            hg_board_sprites_free         (HgBoardSprites     *sprites);

/* The figures hg_board_render_overlay() draws between what lies under
 * them and what lies over them, appended to @snapshot as texture nodes.
 * Those shown in the last frame are kept; the rest are dropped.
 * @moving: the view moves, and only a few new pictures are drawn in this
 * frame; a figure still waiting for its own shows the nearest size drawn,
 * scaled (hg_board_sprites_get_deferred()). */
void            hg_board_sprites_snapshot     (GtkSnapshot        *snapshot,
                                               HgBoardSprites     *sprites,
                                               const HgBoardScene *scene,
                                               gboolean            moving);
/* Whether the last frame left a figure without its picture at its size,
 * which it shows the next. */
gboolean        hg_board_sprites_get_deferred (HgBoardSprites     *sprites);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgBoardSprites, hg_board_sprites_free)

G_END_DECLS
