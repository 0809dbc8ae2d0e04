/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-nodes.h: the view's frames on screen as render nodes. */
#pragma once

#include <gtk/gtk.h>

#include "hg-board-render.h"
#include "hg-board-tiles.h"

G_BEGIN_DECLS

/* What hg_board_render_draw() draws of @scene, appended to @snapshot as
 * render nodes; the tiles' textures come from @textures.  @split: what
 * lies on the tiles in a node per rectangle of its ink (while the view
 * moves); FALSE: in one node over all of it (while the view is still). */
void hg_board_render_snapshot (GtkSnapshot        *snapshot,
                               HgBoardTextures    *textures,
                               const HgBoardScene *scene,
                               gboolean            split);

G_END_DECLS
