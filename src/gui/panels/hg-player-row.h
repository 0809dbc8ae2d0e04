/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-player-row.h: one seat in the side panel: the seat's colour and shape,
 * name, score, supply (tribe members and huts) and whether it is the seat's
 * turn.  Property "player": the seat shown; its name and mark follow the
 * player's properties as they are. */
#pragma once

#include <gtk/gtk.h>

#include "hg-player.h"

G_BEGIN_DECLS

#define HG_TYPE_PLAYER_ROW (hg_player_row_get_type ())

G_DECLARE_FINAL_TYPE (HgPlayerRow, hg_player_row, HG, PLAYER_ROW, GtkWidget)

GtkWidget  *hg_player_row_new           (HgPlayer    *player);
HgPlayer   *hg_player_row_get_player    (HgPlayerRow *self);
void        hg_player_row_set_player    (HgPlayerRow *self,
                                         HgPlayer    *player);

/* Whether it is this seat's turn; @thinking: a computer seat is working
 * out its move. */
/* Review mode: the row of the seat to move says so, not "Your turn". */
void        hg_player_row_set_reviewing (HgPlayerRow *self,
                                         gboolean     reviewing);
void        hg_player_row_set_current   (HgPlayerRow *self,
                                         gboolean     current,
                                         gboolean     thinking);
gboolean    hg_player_row_get_current   (HgPlayerRow *self);

/* Shows @score instead of the player's score (while the final scoring is
 * shown step by step); -1 shows the player's score again. */
void        hg_player_row_hold_score    (HgPlayerRow *self,
                                         int          score);

/* The texts shown (for tests and accessibility). */
const char *hg_player_row_get_score_text  (HgPlayerRow *self);
const char *hg_player_row_get_supply_text (HgPlayerRow *self);
const char *hg_player_row_get_status_text (HgPlayerRow *self);

G_END_DECLS
