/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-score-chart.h: every player's score over the turns of a game, drawn
 * from the game's scoring events in the players' colours, with a legend. */
#pragma once

#include <gtk/gtk.h>

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_TYPE_SCORE_CHART (hg_score_chart_get_type ())

G_DECLARE_FINAL_TYPE (HgScoreChart, hg_score_chart, HG, SCORE_CHART, GtkDrawingArea)

GtkWidget *hg_score_chart_new      (HgGame       *game);
void       hg_score_chart_set_game (HgScoreChart *self,
                                    HgGame       *game);

/* The score of @seat after turn @turn as the chart plots it (the sum of
 * the seat's events up to that turn). */
guint      hg_score_chart_score_at (HgScoreChart *self,
                                    guint         seat,
                                    guint         turn);

/* Mark turn @turn with a line across the plot (-1: none): the moment
 * review mode shows. */
void       hg_score_chart_set_marker (HgScoreChart *self,
                                      int           turn);
int        hg_score_chart_get_marker (HgScoreChart *self);

G_END_DECLS
