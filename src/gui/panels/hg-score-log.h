/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-score-log.h: the log of scoring events in words, newest first
 * ("Ana scores 8 for a forest of 4 tiles").  Hovering or selecting a row
 * emits "event-hovered" with the event's index in the game's log, so that
 * the window can highlight the feature on the board. */
#pragma once

#include <gtk/gtk.h>

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_TYPE_SCORE_LOG (hg_score_log_get_type ())

G_DECLARE_FINAL_TYPE (HgScoreLog, hg_score_log, HG, SCORE_LOG, GtkWidget)

GtkWidget  *hg_score_log_new             (void);
void        hg_score_log_set_game        (HgScoreLog         *self,
                                          HgGame             *game);
HgGame     *hg_score_log_get_game        (HgScoreLog         *self);

/* Rows shown; row 0 is the newest event.  The text of row @row, or NULL. */
guint       hg_score_log_get_n_rows      (HgScoreLog         *self);
const char *hg_score_log_get_row_text    (HgScoreLog         *self,
                                          guint               row);

/* Select the row of event @index (-1: none), as if the person had; emits
 * "event-hovered". */
void        hg_score_log_select_event    (HgScoreLog         *self,
                                          int                 index);

G_END_DECLS
