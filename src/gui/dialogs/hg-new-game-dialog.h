/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-new-game-dialog.h: choose 2 to 5 players (name, colour, person or
 * computer) and start a game with freshly shuffled decks.  "Start" emits
 * "game-created" with the new HgGame and closes the dialog. */
#pragma once

#include <adwaita.h>

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_TYPE_NEW_GAME_DIALOG (hg_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HgNewGameDialog, hg_new_game_dialog, HG, NEW_GAME_DIALOG, AdwWindow)

HgNewGameDialog *hg_new_game_dialog_new              (void);

void             hg_new_game_dialog_set_n_players    (HgNewGameDialog *self,
                                                      guint            n_players);
guint            hg_new_game_dialog_get_n_players    (HgNewGameDialog *self);

/* The name in seat @seat's entry (a default one until the person types
 * one: "Player 2", or for a computer seat "Computer (hard)"). */
const char      *hg_new_game_dialog_get_seat_name    (HgNewGameDialog *self,
                                                      guint            seat);
void             hg_new_game_dialog_set_seat_name    (HgNewGameDialog *self,
                                                      guint            seat,
                                                      const char      *name);
/* Give @seat default colour @colour (0..4); the seat that had it takes
 * @seat's old colour, so no two seats share a colour. */
void             hg_new_game_dialog_set_seat_colour  (HgNewGameDialog *self,
                                                      guint            seat,
                                                      guint            colour);
guint            hg_new_game_dialog_get_seat_colour  (HgNewGameDialog *self,
                                                      guint            seat);
/* FALSE if @level cannot be chosen (not available in this version). */
gboolean         hg_new_game_dialog_set_seat_level   (HgNewGameDialog *self,
                                                      guint            seat,
                                                      HgLevel          level);
/* How many choices the seat's player menu offers (person + levels). */
guint            hg_new_game_dialog_get_n_level_choices (HgNewGameDialog *self);

/* A new game as chosen, the decks shuffled from @seed. */
HgGame          *hg_new_game_dialog_create_game      (HgNewGameDialog *self,
                                                      guint32          seed,
                                                      GError         **error);

/* What "Start" does: create a game from a random seed, emit
 * "game-created", close.  On an error, shows it and stays open. */
void             hg_new_game_dialog_start            (HgNewGameDialog *self);

G_END_DECLS
