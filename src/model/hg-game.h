/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game.h: a game in progress: the engine state, the setup, the players,
 * the history of moves and the redo list.  This is what the window and the
 * command-line tool work with; every rule is asked of the engine.
 *
 * Save and load: hg-save.h. */
#pragma once

#include <gio/gio.h>

#include "hg-ai.h"
#include "hg-engine.h"
#include "hg-model-types.h"
#include "hg-move-record.h"
#include "hg-player.h"
#include "hg-score-event.h"

G_BEGIN_DECLS

#define HG_GAME_MAX_NAME 64   /* characters in a player's name */

#define HG_GAME_ERROR (hg_game_error_quark ())
GQuark hg_game_error_quark (void);

typedef enum {
  HG_GAME_ERROR_BAD_PLAYERS,        /* a name, colour or level is not valid */
  HG_GAME_ERROR_NOT_COMPUTER,       /* the current seat is not a computer */
  HG_GAME_ERROR_OVER,               /* the game is over: no move to choose */
} HgGameError;

#define HG_TYPE_GAME (hg_game_get_type ())

G_DECLARE_FINAL_TYPE (HgGame, hg_game, HG, GAME, GObject)

/* A new game from @setup (checked with hg_setup_check()).  @names,
 * @colours and @levels have setup->n_players entries each; any of them may
 * be NULL for the defaults ("Player 1", ...; the default colours; every seat
 * human).  Names are 1 to HG_GAME_MAX_NAME characters of UTF-8 without
 * control characters, line separators or text direction controls;
 * colours are "#rrggbb". */
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
/* Whether a computer seat is to move (property "computer-to-move"): the
 * game is not over and the current seat is not a person's. */
gboolean           hg_game_get_computer_to_move (HgGame             *self);

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
/* Undo and redo as a person means them in a game with computer seats:
 * hg_game_undo_turn() goes back to the last decision of a person (the
 * computer moves after it are taken back too; with no person's move in
 * the history, back to the start), hg_game_redo_turn() plays moves again
 * until a person is to move or the redo list is empty.  FALSE when
 * there was nothing to take back or play again. */
gboolean           hg_game_undo_turn            (HgGame             *self);
gboolean           hg_game_redo_turn            (HgGame             *self);

/* A new game as @self was after its first @n_moves moves (counting the
 * moves of its redo list after its history), with every later move in
 * its redo list: the same setup and players.  What review mode shows;
 * taking it as the game in play is the same as undoing the moves after
 * @n_moves.  @n_moves is at most hg_game_get_n_history() +
 * hg_game_get_n_redo(). */
HgGame            *hg_game_copy_at              (HgGame             *self,
                                                 guint               n_moves,
                                                 GError            **error);

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
 * the order scored: a GListModel of HgScoreEvent.  hg_game_get_event()
 * returns one of them (owned by the game). */
GListModel        *hg_game_get_score_events     (HgGame             *self);
guint              hg_game_get_n_events         (HgGame             *self);
HgScoreEvent      *hg_game_get_event            (HgGame             *self,
                                                 guint               index);

/* The moves of the history in words and data: a GListModel of
 * HgMoveRecord, one per move, oldest first; it changes with every move,
 * undo and redo. */
GListModel        *hg_game_get_moves            (HgGame             *self);

/* The names of the seats in @seats (bit s: seat s) as a list in words:
 * "Ana", "Ana and Ben", "Ana, Ben and Cy", each name as
 * hg_player_name_for_sentence() gives it; @n_out (may be NULL): how
 * many.  Free with g_free(). */
char              *hg_game_join_names           (HgGame             *self,
                                                 guint8              seats,
                                                 guint              *n_out);
/* Who won, in one sentence: "Ana wins with 42 points.", "Ana and Ben
 * share the win with 40 points."  Free with g_free(). */
char              *hg_game_describe_winners     (HgGame             *self);

/* Computer seats.
 *
 * Every computer level is seeded from the game: the setup and the number
 * of moves so far.  So the same file continues the same way at levels
 * random, easy and medium, and at level hard when its search is bounded by
 * iterations (HgAiOptions.max_iterations with ms 0) and a fixed thread
 * count; with a time bound (the default, HG_AI_DEFAULT_MS) the number of
 * playouts, and so the move of level hard, may vary from run to run.
 * Level random plays the engine's random move (hg_state_random_move())
 * with that seed as the generator's state.
 *
 * hg_game_play_computer() lets the seat move at once, with the default
 * options (the command-line tool); hg_game_play_computer_full() with
 * @opts (its seed is ignored: the game's is used). */
gboolean           hg_game_play_computer        (HgGame             *self,
                                                 HgMove             *played,
                                                 GError            **error);
gboolean           hg_game_play_computer_full   (HgGame             *self,
                                                 const HgAiOptions  *opts,
                                                 HgMove             *played,
                                                 GError            **error);

/* A copy of the engine state, the caller's own (free with hg_state_free()):
 * safe to read in another thread while the game goes on. */
HgState           *hg_game_dup_state            (HgGame             *self);

/* Choosing apart from playing, so that a window can think in a worker
 * thread.  On the main thread, hg_game_new_computer_request() copies what
 * the seat to move needs (the state, its level, the game's seed); it fails
 * with HG_GAME_ERROR_NOT_COMPUTER when no computer is to move.  In any
 * thread, hg_computer_request_choose() works on that copy alone (@opts as
 * for hg_game_play_computer_full(); opts->cancellable makes it fail with
 * G_IO_ERROR_CANCELLED).  Back on the main thread, play the move with
 * hg_game_play() if the game is still where the request was made
 * (hg_game_get_n_history() == request->n_history, and nothing undone). */
typedef struct {
  HgState  *state;      /* a copy of the game's state */
  HgLevel   level;      /* the level of the seat to move */
  guint     seat;       /* the seat to move */
  guint     n_history;  /* moves played when the copy was taken */
  guint64   seed;       /* the game's seed for this decision */
} HgComputerRequest;

HgComputerRequest *hg_game_new_computer_request (HgGame                  *self,
                                                 GError                 **error);
gboolean           hg_computer_request_choose   (const HgComputerRequest *request,
                                                 const HgAiOptions       *opts,
                                                 HgMove                  *out,
                                                 GError                 **error);
void               hg_computer_request_free     (HgComputerRequest       *request);

/* hg_computer_request_choose() in a worker thread (a GTask): takes
 * @request, which is freed in whichever thread drops it, so @user_data is
 * what the callback needs on the main thread.  @opts is copied, its
 * cancellable replaced by @cancellable.  The finish function gives the
 * move chosen (free with hg_move_free()), or NULL and an error,
 * G_IO_ERROR_CANCELLED once @cancellable is cancelled. */
void               hg_computer_request_choose_async  (HgComputerRequest   *request,
                                                      const HgAiOptions   *opts,
                                                      GCancellable        *cancellable,
                                                      GAsyncReadyCallback  callback,
                                                      gpointer             user_data);
HgMove            *hg_computer_request_choose_finish (GAsyncResult        *result,
                                                      GError             **error);

/* The move the seat to move would play, chosen on a copy: the game is
 * not changed.  hg_game_play_computer_full() plays exactly this move. */
gboolean           hg_game_choose_computer_move (HgGame             *self,
                                                 const HgAiOptions  *opts,
                                                 HgMove             *out,
                                                 GError            **error);

/* Hints for the seat to move, whoever plays it.
 *
 * hg_game_choose_hint() chooses the move the computer would play at level
 * hard, seeded from the game as the computer seats are (@opts as for
 * hg_game_play_computer_full(), its seed ignored): with the same @opts it
 * is the move hg_game_choose_computer_move() gives a seat at level hard.
 * The game is not changed.  Fails with HG_GAME_ERROR_OVER once the game
 * is over.
 *
 * hg_game_describe_hint() says in one sentence, for people, what @move
 * (legal now) does for the seat to move, from what it scores, the bonus
 * tile it earns and the feature its figure claims or its tile extends:
 * "Scores 8 now for the forest.", "Claims a meadow worth 8 now, scored at
 * the end (3 deer, 1 tiger).", "Keeps the figures in supply for later."
 * NULL if @move is not legal now.  Free with g_free().
 *
 * hg_game_explain_hint() says, for a newcomer, why that pays: "It scores
 * when the forest is closed all round; every tile added makes it worth
 * more."  NULL when the move is not legal now, or what it does says it
 * (it scores, earns a bonus tile or ends the game). */
gboolean           hg_game_choose_hint          (HgGame             *self,
                                                 const HgAiOptions  *opts,
                                                 HgMove             *out,
                                                 GError            **error);
char              *hg_game_describe_hint        (HgGame             *self,
                                                 const HgMove       *move);
char              *hg_game_explain_hint         (HgGame             *self,
                                                 const HgMove       *move);
/* What a move lost against the best found, in expected points, as
 * hg_game_judge_move() gives it: a mistake from HG_GAME_MISTAKE, a
 * blunder from HG_GAME_BLUNDER. */
#define HG_GAME_MISTAKE 3.0
#define HG_GAME_BLUNDER 8.0

/* The move of the history at @index (from 0) judged by level expert
 * from what its seat knew then (hg_ai_judge_move()), with @opts (NULL:
 * the defaults; its seed is ignored: the game's for that position is
 * used).  Safe in a worker thread on a game no other thread changes. */
gboolean           hg_game_judge_move           (HgGame             *self,
                                                 guint               index,
                                                 const HgAiOptions  *opts,
                                                 HgAiJudgement      *out,
                                                 GError            **error);
/* The request behind hg_game_choose_hint(), to choose in a worker thread
 * with hg_computer_request_choose() (as a window does for computer
 * seats).  Fails with HG_GAME_ERROR_OVER when the game is over. */
HgComputerRequest *hg_game_new_hint_request     (HgGame             *self,
                                                 GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgComputerRequest, hg_computer_request_free)

G_END_DECLS
