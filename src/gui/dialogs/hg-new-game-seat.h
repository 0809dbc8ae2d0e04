/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-new-game-seat.h: a seat of the New Game dialog: its number and mark,
 * the player's name, then the seat's colour and who plays it, beside the
 * name or under it when the dialog is narrow (HgWrapBox).  The dialog
 * lines the seats' columns up with its headings
 * (hg_new_game_seat_join_columns()) and keeps the colours apart.
 *
 * Properties: "seat" (construct-only), "levels" (the choices of who plays,
 * construct-only), "name", "colour" (one of the default colours) and
 * "level" (the position of the choice in "levels").  The seat takes the
 * keys at its name. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HG_TYPE_NEW_GAME_SEAT (hg_new_game_seat_get_type ())

G_DECLARE_FINAL_TYPE (HgNewGameSeat, hg_new_game_seat, HG, NEW_GAME_SEAT, GtkBox)

GtkWidget  *hg_new_game_seat_new          (guint          seat,
                                           GListModel    *levels);
void        hg_new_game_seat_join_columns (HgNewGameSeat *self,
                                           GtkSizeGroup  *number,
                                           GtkSizeGroup  *swatch,
                                           GtkSizeGroup  *name,
                                           GtkSizeGroup  *colour,
                                           GtkSizeGroup  *level);
guint       hg_new_game_seat_get_seat     (HgNewGameSeat *self);
const char *hg_new_game_seat_get_name     (HgNewGameSeat *self);
void        hg_new_game_seat_set_name     (HgNewGameSeat *self,
                                           const char    *name);
guint       hg_new_game_seat_get_colour   (HgNewGameSeat *self);
void        hg_new_game_seat_set_colour   (HgNewGameSeat *self,
                                           guint          colour);
guint       hg_new_game_seat_get_level    (HgNewGameSeat *self);
void        hg_new_game_seat_set_level    (HgNewGameSeat *self,
                                           guint          level);

G_END_DECLS
