/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-log-view.h: a log beside the board, newest line first: the scoring
 * events of a game (hg_game_get_score_events()) or its moves
 * (hg_game_get_moves()), one HgLogRow per item, following the list as it
 * grows and shrinks.  Pointing at a line, or selecting it (the keyboard's
 * way), emits "item-hovered" with its item, so that the window can show it
 * on the board; leaving the list goes back to the selected line, if any.
 *
 * Properties: "model" (the items, oldest first), "players" (a GListModel
 * of HgPlayer, for the seat marks), "empty-text" (shown while there is no
 * line). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HG_TYPE_LOG_VIEW (hg_log_view_get_type ())

G_DECLARE_FINAL_TYPE (HgLogView, hg_log_view, HG, LOG_VIEW, GtkWidget)

GtkWidget  *hg_log_view_new            (void);

GListModel *hg_log_view_get_model      (HgLogView  *self);
void        hg_log_view_set_model      (HgLogView  *self,
                                        GListModel *model);
GListModel *hg_log_view_get_players    (HgLogView  *self);
void        hg_log_view_set_players    (HgLogView  *self,
                                        GListModel *players);
const char *hg_log_view_get_empty_text (HgLogView  *self);
void        hg_log_view_set_empty_text (HgLogView  *self,
                                        const char *text);

/* Rows shown; row 0 is the newest item.  The text and the item of row
 * @row, or NULL. */
guint       hg_log_view_get_n_rows     (HgLogView  *self);
const char *hg_log_view_get_row_text   (HgLogView  *self,
                                        guint       row);
GObject    *hg_log_view_get_row_item   (HgLogView  *self,
                                        guint       row);
/* The row widget of row @row (an HgLogRow), or NULL. */
GtkWidget  *hg_log_view_get_row        (HgLogView  *self,
                                        guint       row);

/* Select the line of item @index of the model (-1: none), as if the
 * person had; emits "item-hovered". */
void        hg_log_view_select_index   (HgLogView  *self,
                                        int         index);
/* The item pointed at or selected, or NULL. */
GObject    *hg_log_view_get_hovered    (HgLogView  *self);

G_END_DECLS
