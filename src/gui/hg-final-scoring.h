/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-final-scoring.h: the end of a game, as the window shows it: the
 * final scoring as a short show, then the summary (HgGameOverDialog).
 * The show plays the events of the end-of-game scoring one after the
 * other, each over its feature on the board ("board-view") and selected
 * in the log of the side panel ("side-panel"), whose scores rise with the
 * steps; the widget itself is the caption over the board ("Final
 * scoring: huts, 2 of 6") with a Skip button, which Escape and Enter press
 * wherever the focus is in the window.  About 6 seconds for a whole game
 * at the normal speed (the board's "speed"); with GTK's animations off,
 * the summary comes at once. */
#pragma once

#include <gtk/gtk.h>

#include "hg-board-view.h"
#include "hg-game.h"
#include "hg-side-panel.h"

G_BEGIN_DECLS

#define HG_TYPE_FINAL_SCORING (hg_final_scoring_get_type ())

G_DECLARE_FINAL_TYPE (HgFinalScoring, hg_final_scoring, HG, FINAL_SCORING, GtkWidget)

/* Plays the show of @game's final scoring, then shows the summary. */
void hg_final_scoring_start         (HgFinalScoring *self,
                                     HgGame         *game);
/* Stops the show (the summary is not shown), and gives the side panel
 * the players' own scores again. */
void hg_final_scoring_stop          (HgFinalScoring *self);
/* The summary of @game at once (or presented again); closing it. */
void hg_final_scoring_show_summary  (HgFinalScoring *self,
                                     HgGame         *game);
void hg_final_scoring_close_summary (HgFinalScoring *self);

G_END_DECLS
