/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-log-row.h: one line of a log beside the board: an HgScoreEvent
 * ("Ana scores 8 for a forest of 4 tiles") or an HgMoveRecord (the move in
 * words), with the marks of the seats it names.  The row shows the item's
 * "text" and seats ("seats" of an event, "seat" of a move) as they are.
 *
 * Properties: "item" (construct-only), "players" (a GListModel of
 * HgPlayer, for the marks' colours). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HG_TYPE_LOG_ROW (hg_log_row_get_type ())

G_DECLARE_FINAL_TYPE (HgLogRow, hg_log_row, HG, LOG_ROW, GtkListBoxRow)

GtkWidget  *hg_log_row_new         (GObject    *item,
                                    GListModel *players);
GObject    *hg_log_row_get_item    (HgLogRow   *self);
const char *hg_log_row_get_text    (HgLogRow   *self);
GListModel *hg_log_row_get_players (HgLogRow   *self);
void        hg_log_row_set_players (HgLogRow   *self,
                                    GListModel *players);

G_END_DECLS
