/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-review-bar.h: the bar of review mode, under the board: the score
 * chart of the game in play with the moment looked at marked, that move
 * in words, a slider and step buttons (Left, Right, Home, End wherever
 * the focus is in the window), "Continue from Here" (with a question:
 * the later moves go to the redo list) and Done (Escape); and the coach:
 * Analyze judges the people's placements (hg-analysis.h, the session's
 * analysis) with a progress bar and Stop, marks those that cost points
 * on the slider in words ("mistake", "blunder"), and at the position
 * before such a move shows the better move on the board ("board-view")
 * with what it was worth.  It steps the
 * review copy of its session ("session", hg_session_get_review()) and is
 * shown while there is one. */
#pragma once

#include <gtk/gtk.h>

#include "hg-session.h"

G_BEGIN_DECLS

#define HG_TYPE_REVIEW_BAR (hg_review_bar_get_type ())

G_DECLARE_FINAL_TYPE (HgReviewBar, hg_review_bar, HG, REVIEW_BAR, GtkWidget)

void       hg_review_bar_set_session (HgReviewBar *self,
                                      HgSession   *session);
HgSession *hg_review_bar_get_session (HgReviewBar *self);

G_END_DECLS
