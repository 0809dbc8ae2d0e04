/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-score-chart.h: every player's score over the turns of a game, drawn
 * from the game's scoring events in the players' colours, with a legend;
 * in review, after the coach, each analysed seat's expected margin. */
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

/* The coach's expected final margin of @seat over its best rival after
 * turn @turn (in the order of the turns), drawn as a dashed line about a
 * zero line in a strip under the scores; cleared all at once.  How many
 * a seat has. */
void       hg_score_chart_clear_margins (HgScoreChart *self);
void       hg_score_chart_add_margin    (HgScoreChart *self,
                                         guint         seat,
                                         guint         turn,
                                         double        margin);
guint      hg_score_chart_get_n_margins (HgScoreChart *self,
                                         guint         seat);

G_END_DECLS
