/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tip-banner.h: the tips of HgTips (hg-tips.h) in a bar over the
 * board: one or two sentences, "More in the Rules" (the Rules window at
 * the tip's chapter) and a close button; never in the way of a move.  It
 * keeps the tips' state in the settings (show-tips, tips-seen,
 * tips-games-finished), tells the figure step of the board view to the
 * tips, and says each tip to the screen reader. */
#pragma once

#include <gtk/gtk.h>

#include "hg-board-view.h"
#include "hg-tips.h"

G_BEGIN_DECLS

#define HG_TYPE_TIP_BANNER (hg_tip_banner_get_type ())

G_DECLARE_FINAL_TYPE (HgTipBanner, hg_tip_banner, HG, TIP_BANNER, GtkWidget)

/* The game in play (not a review copy), or NULL: the property "game". */
void    hg_tip_banner_set_game (HgTipBanner *self,
                                HgGame      *game);
HgTips *hg_tip_banner_get_tips (HgTipBanner *self);

G_END_DECLS
