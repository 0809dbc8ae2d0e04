/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-seat-swatch.h: the marks of one or more seats in a row (each seat's
 * shape in its colour, hg_player_swatch_draw()): who scored, who moved,
 * which seat a row of the new-game dialog is.
 *
 * Properties: "seats" (bit s: seat s is shown), "players" (a GListModel of
 * HgPlayer: the colours), "colour" (one colour for every mark, "#rrggbb",
 * instead of the players'; for a seat that has no player yet) and "size"
 * (of one mark, in pixels). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HG_TYPE_SEAT_SWATCH (hg_seat_swatch_get_type ())

G_DECLARE_FINAL_TYPE (HgSeatSwatch, hg_seat_swatch, HG, SEAT_SWATCH, GtkWidget)

GtkWidget  *hg_seat_swatch_new         (void);

guint       hg_seat_swatch_get_seats   (HgSeatSwatch *self);
void        hg_seat_swatch_set_seats   (HgSeatSwatch *self,
                                        guint         seats);
GListModel *hg_seat_swatch_get_players (HgSeatSwatch *self);
void        hg_seat_swatch_set_players (HgSeatSwatch *self,
                                        GListModel   *players);
const char *hg_seat_swatch_get_colour  (HgSeatSwatch *self);
void        hg_seat_swatch_set_colour  (HgSeatSwatch *self,
                                        const char   *colour);
int         hg_seat_swatch_get_size    (HgSeatSwatch *self);
void        hg_seat_swatch_set_size    (HgSeatSwatch *self,
                                        int           size);

G_END_DECLS
