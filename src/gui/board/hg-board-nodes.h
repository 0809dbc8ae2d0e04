/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-nodes.h: the view's frames on screen as render nodes. */
#pragma once

#include <gtk/gtk.h>

#include "hg-board-render.h"
#include "hg-board-sprites.h"
#include "hg-board-tiles.h"

G_BEGIN_DECLS

/* What hg_board_render_draw() draws of @scene, appended to @snapshot as
 * render nodes; the tiles' textures come from @textures, the figures'
 * from @sprites.  @split: the view moves; what lies on the tiles is then
 * in a node per rectangle of its ink, and few new figures' pictures are
 * drawn; FALSE: in one node over all of it (while the view is still). */
void hg_board_render_snapshot (GtkSnapshot        *snapshot,
                               HgBoardTextures    *textures,
                               HgBoardSprites     *sprites,
                               const HgBoardScene *scene,
                               gboolean            split);

G_END_DECLS
