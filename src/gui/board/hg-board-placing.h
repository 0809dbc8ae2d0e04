/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-placing.h: HgBoardPlacing, a person's turn on the board,
 * without GTK: the tile in hand and its rotation, where it fits (the
 * engine's legal placements, asked through the HgGame), the square
 * chosen (by the pointer or the keyboard's cursor), the tile put down
 * provisionally and its figure spots, the spot chosen, and the move
 * played.  The board view (hg-board-view.c) turns the person's input into
 * its calls, and shows and says what it reports. */
#pragma once

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_TYPE_BOARD_PLACING (hg_board_placing_get_type ())
G_DECLARE_FINAL_TYPE (HgBoardPlacing, hg_board_placing, HG, BOARD_PLACING, GObject)

/* The states of a person's turn. */
typedef enum {
  HG_PLACING_WAITING,   /* nothing to place: no game, a computer's turn,
                           the game over, or not interactive */
  HG_PLACING_SQUARE,    /* the tile in hand: its square and rotation chosen */
  HG_PLACING_SPOT,      /* the tile down provisionally: its figure spot chosen */
  HG_PLACING_PLAYING,   /* the move being played (during HgGame's signals) */
} HgPlacingState;

/* What a request did. */
typedef enum {
  HG_PLACING_NOTHING,   /* nothing (nothing to place, or nowhere to) */
  HG_PLACING_TURNED,    /* the tile in hand turned */
  HG_PLACING_ONLY_WAY,  /* it fits the square one way only: it stays */
  HG_PLACING_DONE,      /* put down provisionally, played or taken back */
  HG_PLACING_NO_FIT,    /* the tile fits the square no way */
} HgPlacingResult;

HgBoardPlacing  *hg_board_placing_new            (void);

HgGame          *hg_board_placing_get_game       (HgBoardPlacing *self);
/* Another game: no square chosen; hg_board_placing_refresh() follows. */
void             hg_board_placing_set_game       (HgBoardPlacing *self,
                                                  HgGame         *game);
gboolean         hg_board_placing_get_interactive (HgBoardPlacing *self);
void             hg_board_placing_set_interactive (HgBoardPlacing *self,
                                                  gboolean        interactive);
/* The game changed (a move, an undo, another game): the tile put down
 * goes back into hand and what may be placed is asked again; on a
 * @new_turn the tile lies unturned. */
void             hg_board_placing_refresh        (HgBoardPlacing *self,
                                                  gboolean        new_turn);

HgPlacingState   hg_board_placing_get_state      (HgBoardPlacing *self);
gboolean         hg_board_placing_get_can_place  (HgBoardPlacing *self);
const HgPlacement *hg_board_placing_get_legal    (HgBoardPlacing *self,
                                                  guint          *n_legal);
gboolean         hg_board_placing_fits           (HgBoardPlacing *self,
                                                  int             x,
                                                  int             y,
                                                  guint           rot);
gboolean         hg_board_placing_fits_any       (HgBoardPlacing *self,
                                                  int             x,
                                                  int             y);

guint            hg_board_placing_get_rotation   (HgBoardPlacing *self);
/* Turns the tile in hand (a tile put down goes back into hand). */
void             hg_board_placing_set_rotation   (HgBoardPlacing *self,
                                                  guint           rotation);
/* Turns the tile by a quarter (@direction +1 clockwise, -1 back), on the
 * square chosen to the next rotation that fits there (a tile put down
 * stays down, its figure spots change with it). */
HgPlacingResult  hg_board_placing_rotate         (HgBoardPlacing *self,
                                                  int             direction);

/* The tile put down provisionally, waiting for its figure. */
gboolean         hg_board_placing_get_placement  (HgBoardPlacing *self,
                                                  HgPlacement    *out);
const HgMove    *hg_board_placing_get_spots      (HgBoardPlacing *self,
                                                  guint          *n_spots);
/* Puts the tile in hand down on (@x,@y) as it lies, if it fits there;
 * with no figure spot on it, the move is played at once. */
gboolean         hg_board_placing_place_at       (HgBoardPlacing *self,
                                                  int             x,
                                                  int             y);
/* Plays @move (a hint taken), as the person's; FALSE if the game refused
 * it. */
gboolean         hg_board_placing_play           (HgBoardPlacing *self,
                                                  const HgMove   *move);
/* Plays the tile put down with a figure on spot @index, or none (-1). */
gboolean         hg_board_placing_choose_spot    (HgBoardPlacing *self,
                                                  int             index);
/* The tile put down back into hand; FALSE if there was none. */
gboolean         hg_board_placing_cancel         (HgBoardPlacing *self);

/* The spot chosen with the keys (-1: the tile itself, no figure), and
 * the one under the pointer (-1: none). */
int              hg_board_placing_get_spot_focus (HgBoardPlacing *self);
gboolean         hg_board_placing_cycle_spot     (HgBoardPlacing *self,
                                                  int             direction);
int              hg_board_placing_get_spot_hover (HgBoardPlacing *self);
/* FALSE if it did not change. */
gboolean         hg_board_placing_set_spot_hover (HgBoardPlacing *self,
                                                  int             spot);

/* The square chosen: under the pointer, or the keyboard's cursor. */
gboolean         hg_board_placing_get_target     (HgBoardPlacing *self,
                                                  int            *x,
                                                  int            *y);
gboolean         hg_board_placing_get_keyboard   (HgBoardPlacing *self);
/* The pointer is on (@x,@y); FALSE if that changed nothing. */
gboolean         hg_board_placing_point_at       (HgBoardPlacing *self,
                                                  int             x,
                                                  int             y);
/* The pointer left: no spot under it, nor a square. */
void             hg_board_placing_pointer_left   (HgBoardPlacing *self);
/* The keys: the cursor moves by (@dx,@dy) (from the last tile placed
 * when there was none); to the next square where the tile fits
 * (@direction +1/-1, in the engine's order), turning it to fit there. */
gboolean         hg_board_placing_move_cursor    (HgBoardPlacing *self,
                                                  int             dx,
                                                  int             dy);
HgPlacingResult  hg_board_placing_next_legal     (HgBoardPlacing *self,
                                                  int             direction);
/* A click on square (@x,@y), on figure spot @spot of the tile put down
 * (-1: none): put down, played, taken back, or turned to fit. */
HgPlacingResult  hg_board_placing_click          (HgBoardPlacing *self,
                                                  int             x,
                                                  int             y,
                                                  int             spot);
/* Enter: play the spot chosen, or put the tile down on the cursor's
 * square (turned to fit first when it does not fit as it lies). */
HgPlacingResult  hg_board_placing_activate       (HgBoardPlacing *self);
/* Escape: the tile put down back into hand, or the cursor away; FALSE
 * if there was neither. */
gboolean         hg_board_placing_back           (HgBoardPlacing *self);

G_END_DECLS
