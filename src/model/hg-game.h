/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game.h: a game in progress: the engine state, the setup, the players,
 * the history of moves and the redo list.  This is what the window and the
 * command-line tool work with; every rule is asked of the engine.
 *
 * Save and load: hg-save.h. */
#pragma once

#include <gio/gio.h>

#include "hg-engine.h"
#include "hg-model-types.h"
#include "hg-player.h"
#include "hg-score-event.h"

G_BEGIN_DECLS

#define HG_GAME_MAX_NAME 64   /* characters in a player's name */

#define HG_GAME_ERROR (hg_game_error_quark ())
GQuark hg_game_error_quark (void);

typedef enum {
  HG_GAME_ERROR_BAD_PLAYERS,        /* a name, colour or level is not valid */
  HG_GAME_ERROR_LEVEL_UNAVAILABLE,  /* no computer player for this level */
  HG_GAME_ERROR_NOT_COMPUTER,       /* the current seat is not a computer */
} HgGameError;

#define HG_TYPE_GAME (hg_game_get_type ())

G_DECLARE_FINAL_TYPE (HgGame, hg_game, HG, GAME, GObject)

/* A new game from @setup (checked with hg_setup_check()).  @names,
 * @colours and @levels have setup->n_players entries each; any of them may
 * be NULL for the defaults ("Player 1", ...; the default colours; every seat
 * human).  Names are 1 to HG_GAME_MAX_NAME characters of UTF-8 without
 * control characters; colours are "#rrggbb". */
HgGame            *hg_game_new                  (const HgSetup      *setup,
                                                 const char * const *names,
                                                 const char * const *colours,
                                                 const HgLevel      *levels,
                                                 GError            **error);

/* The engine state, for drawing and for the engine's queries.  Valid until
 * the next change of the game (a move, undo or redo replaces or changes it). */
const HgState     *hg_game_get_state            (HgGame             *self);
const HgSetup     *hg_game_get_setup            (HgGame             *self);

/* A GListModel of HgPlayer, one per seat in seat order. */
GListModel        *hg_game_get_players          (HgGame             *self);
HgPlayer          *hg_game_get_player           (HgGame             *self,
                                                 guint               seat);
guint              hg_game_get_n_players        (HgGame             *self);

HgPhase            hg_game_get_phase            (HgGame             *self);
guint              hg_game_get_current_player   (HgGame             *self);
int                hg_game_get_tile_in_hand     (HgGame             *self);
guint              hg_game_get_land_left        (HgGame             *self);
guint              hg_game_get_bonus_left       (HgGame             *self);
gboolean           hg_game_get_can_undo         (HgGame             *self);
gboolean           hg_game_get_can_redo         (HgGame             *self);
gboolean           hg_game_get_is_over          (HgGame             *self);

/* Plays @move for the current player.  An illegal move fails with
 * HG_MOVE_ERROR_ILLEGAL and leaves the game unchanged.  Empties the redo
 * list. */
gboolean           hg_game_play                 (HgGame             *self,
                                                 const HgMove       *move,
                                                 GError            **error);
/* Take back the last move (to the redo list); FALSE if there is none. */
gboolean           hg_game_undo                 (HgGame             *self);
/* Play the last undone move again; FALSE if there is none. */
gboolean           hg_game_redo                 (HgGame             *self);

/* The moves played so far, oldest first. */
guint              hg_game_get_n_history        (HgGame             *self);
void               hg_game_get_history_move     (HgGame             *self,
                                                 guint               index,
                                                 HgMove             *out);
/* The redo list; index 0 is the move hg_game_redo() plays next. */
guint              hg_game_get_n_redo           (HgGame             *self);
void               hg_game_get_redo_move        (HgGame             *self,
                                                 guint               index,
                                                 HgMove             *out);

/* The engine's answers for the current state (arrays of HgPlacement,
 * HgMove, HgMove). */
GArray            *hg_game_get_legal_placements (HgGame             *self);
GArray            *hg_game_get_figure_spots     (HgGame             *self,
                                                 const HgPlacement  *place);
GArray            *hg_game_get_legal_moves      (HgGame             *self);
gboolean           hg_game_check_move           (HgGame             *self,
                                                 const HgMove       *move,
                                                 GError            **error);

/* Every scoring event so far (features that gave points to a seat), in
 * the order scored. */
guint              hg_game_get_n_events         (HgGame             *self);
const HgScoreEvent *hg_game_get_event           (HgGame             *self,
                                                 guint               index);

/* Computer seats.  hg_game_get_computer_to_move() is TRUE when the game is
 * not over and the current seat is not human.  hg_game_play_computer()
 * lets that seat move: level random plays the engine's random move, seeded
 * from the setup and the number of moves so far (so the same game always
 * continues the same way); the other levels fail with
 * HG_GAME_ERROR_LEVEL_UNAVAILABLE in this version. */
gboolean           hg_game_get_computer_to_move (HgGame             *self);
gboolean           hg_game_play_computer        (HgGame             *self,
                                                 HgMove             *played,
                                                 GError            **error);

G_END_DECLS
