/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-unseen-view.h: the tiles still to come (hg-unseen-tiles.h), land and
 * bonus apart: a picture of each group of identical tiles with how many
 * there are, and how many of the tiles carry each feature that matters in
 * play, each count explained in its tooltip.  It follows the game as it
 * goes and shows nothing without one.  The side panel shows it in a
 * popover. */
#pragma once

#include <gtk/gtk.h>

#include "hg-game.h"
#include "hg-unseen-tiles.h"

G_BEGIN_DECLS

#define HG_TYPE_UNSEEN_VIEW (hg_unseen_view_get_type ())

G_DECLARE_FINAL_TYPE (HgUnseenView, hg_unseen_view, HG, UNSEEN_VIEW, GtkWidget)

GtkWidget           *hg_unseen_view_new            (void);

void                 hg_unseen_view_set_game       (HgUnseenView    *self,
                                                    HgGame          *game);
HgGame              *hg_unseen_view_get_game       (HgUnseenView    *self);

/* What is shown, for tests: the tiles of one pile (NULL: none shown), the
 * text under the picture of group @group ("×3"), the heading, and the
 * count shown for @feature (NULL when its row is not shown). */
const HgUnseenTiles *hg_unseen_view_get_tiles      (HgUnseenView    *self,
                                                    gboolean         bonus);
guint                hg_unseen_view_get_n_pictures (HgUnseenView    *self,
                                                    gboolean         bonus);
const char          *hg_unseen_view_get_group_text (HgUnseenView    *self,
                                                    gboolean         bonus,
                                                    guint            group);
const char          *hg_unseen_view_get_heading    (HgUnseenView    *self,
                                                    gboolean         bonus);
const char          *hg_unseen_view_get_count_text (HgUnseenView    *self,
                                                    gboolean         bonus,
                                                    HgUnseenFeature  feature);

G_END_DECLS
