/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-computer-turn.h: the computer seats' turns in the window.  When a
 * computer seat is to move (HgGame:computer-to-move, after any move, undo
 * or redo), HgComputerTurn starts its turn once the main loop is idle: it
 * copies what it needs of the game (hg_game_new_computer_request()) and
 * lets the engine choose in a worker thread (a GTask with a GCancellable),
 * while the main loop goes on;
 * the move is played on the main thread, no sooner than the setting
 * "computer-speed" allows after the turn began, so people can follow.
 * Level hard thinks for "computer-think-ms".
 *
 * hg_computer_turn_cancel() (undo, a new game, another file, closing)
 * cancels the thought: the worker returns promptly (the engine joins its
 * own threads), and its result is dropped.  A result for a game that has
 * changed meanwhile (any move, undo or redo) is dropped too. */
#pragma once

#include <gio/gio.h>

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_TYPE_COMPUTER_TURN (hg_computer_turn_get_type ())

G_DECLARE_FINAL_TYPE (HgComputerTurn, hg_computer_turn, HG, COMPUTER_TURN, GObject)

/* The pace of each "computer-speed" ("slow", "normal", "fast"): the
 * pause after the board has shown a computer move before the next one
 * (ms), and how long the board's animations take compared with normal. */
#define HG_COMPUTER_SPEED_SLOW_MS   1500
#define HG_COMPUTER_SPEED_NORMAL_MS  800
#define HG_COMPUTER_SPEED_FAST_MS    300
double          hg_computer_speed_factor      (const char     *speed);

/* @settings: the application's settings (keys "computer-speed" and
 * "computer-think-ms"). */
HgComputerTurn *hg_computer_turn_new          (GSettings      *settings);

/* The game whose computer seats this plays; cancels a running turn, and
 * starts one if a computer is to move. */
void            hg_computer_turn_set_game     (HgComputerTurn *self,
                                               HgGame         *game);

/* Cancel the running turn, if any (about to start, thinking or waiting to
 * show it); the next change of the game starts the next. */
void            hg_computer_turn_cancel       (HgComputerTurn *self);

/* Whether a turn runs ("thinking" notifies). */
gboolean        hg_computer_turn_get_thinking (HgComputerTurn *self);

/* Whether a worker, even of a cancelled turn, has yet to hand back its
 * result (property "busy"); the application is held meanwhile, and the
 * object lives on until it has. */
gboolean        hg_computer_turn_get_busy     (HgComputerTurn *self);

G_END_DECLS
