/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-score-column.h: one seat's column of the game-over breakdown: the
 * seat's mark and name (and "Winner"), then its points by kind (forests,
 * rivers, huts, hunters) and its total, one under another.  The dialog
 * lines the rows of the columns up with its row titles (size groups of the
 * header and of each row, from hg_score_column_get_header() and
 * hg_score_column_get_cell()).
 *
 * Properties: "game" and "seat" (construct-only), "player" and "winner"
 * (read-only, from them). */
#pragma once

#include <gtk/gtk.h>

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_TYPE_SCORE_COLUMN (hg_score_column_get_type ())

G_DECLARE_FINAL_TYPE (HgScoreColumn, hg_score_column, HG, SCORE_COLUMN, GtkBox)

/* The rows of the column under the header: HG_SCORE_FOREST ..
 * HG_SCORE_HUNTERS, then the total. */
#define HG_SCORE_COLUMN_TOTAL   HG_N_SCORE_KINDS
#define HG_SCORE_COLUMN_N_ROWS  (HG_N_SCORE_KINDS + 1)

GtkWidget *hg_score_column_new        (HgGame        *game,
                                       guint          seat);
GtkWidget *hg_score_column_get_header (HgScoreColumn *self);
GtkLabel  *hg_score_column_get_cell   (HgScoreColumn *self,
                                       guint          row);

G_END_DECLS
