/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai.h: the computer players.
 *
 * Five levels; their values are those of HgLevel in the model (which
 * also names them), so a model level other than human converts with a
 * cast:
 *   random  a uniformly random legal placement, and a random figure half
 *           of the time (hg_state_random_move());
 *   easy    the move with the most immediate points for itself, a figure
 *           valued modestly by what its feature is worth now;
 *   medium  the move after which the whole position is best: own score
 *           minus the best opponent's, plus what the open features, the
 *           meadows and the huts may still bring, and the supply;
 *   hard    flat Monte Carlo search over medium's best root moves, all
 *           of them played in the same determinizations of the unseen
 *           tiles (common random numbers), with short greedy playouts
 *           scored by medium's evaluation; root-parallel on worker
 *           threads, bounded by time and/or iterations;
 *   expert  information-set Monte Carlo tree search: medium's best root
 *           moves (and no figure on each of their placements) race each
 *           other on shared determinizations of the unseen tiles, each
 *           with a tree of its own over what the players know: the tile
 *           dealt as chance, a placement and its figure as two choices,
 *           medium's evaluation as the prior of every move and at the
 *           leaves of short greedy playouts, every seat searching its own
 *           best replies; a move that falls clearly behind leaves the
 *           race, and the worse half leaves at fixed parts of the bound,
 *           so the whole bound goes to the moves still in doubt.
 *           Root-parallel on worker threads, bounded by time and/or
 *           iterations.
 *
 * No level reads the hidden order of the decks: a copy of the state is
 * determinized with hg_state_shuffle_unseen() before any move is tried,
 * so the levels know only which tiles remain, as a person could count
 * them (and the tile in hand, which has been drawn).
 *
 * The same seed gives the same move.  Levels hard and expert are
 * deterministic for a given seed, thread count and iteration bound
 * (opts->max_iterations with opts->ms 0); with a time bound the number of
 * playouts, and so the move, may vary from run to run.  Both return at
 * once when there is only one legal move, and expert also as soon as one
 * move is left in its race (the others fell behind by more than chance
 * explains, or come to the same).
 */
#pragma once

#include <gio/gio.h>

#include "hg-state.h"

G_BEGIN_DECLS

typedef enum {
  HG_AI_LEVEL_RANDOM = 1,   /* = HG_LEVEL_RANDOM */
  HG_AI_LEVEL_EASY,
  HG_AI_LEVEL_MEDIUM,
  HG_AI_LEVEL_HARD,
  HG_AI_LEVEL_EXPERT,
} HgAiLevel;

#define HG_AI_DEFAULT_MS 1000

typedef struct {
  guint64       seed;            /* any value; same seed, same move */
  guint         ms;              /* hard, expert: time bound per decision;
                                    0: none (then max_iterations must be
                                    set) */
  guint         threads;         /* hard, expert: worker threads; 0: one
                                    per core */
  guint         max_iterations;  /* hard, expert: bound on playouts, all
                                    threads together (hard: only whole
                                    rounds of all candidates count); 0: none */
  GCancellable *cancellable;     /* may be NULL */
} HgAiOptions;

/* Defaults: seed 0, ms HG_AI_DEFAULT_MS, threads 0 (all cores), no
 * iteration bound, no cancellable. */
void         hg_ai_options_init       (HgAiOptions       *opts);

/* Chooses a legal move for the current player of @state (phase tile or
 * bonus) at @level.  @opts may be NULL for the defaults.  Fails with
 * HG_AI_ERROR_GAME_OVER when the game is over, and with G_IO_ERROR_CANCELLED
 * when opts->cancellable is cancelled (checked in every loop; all worker
 * threads are joined before it returns). */
gboolean     hg_ai_choose_move        (const HgState     *state,
                                       HgAiLevel          level,
                                       const HgAiOptions *opts,
                                       HgMove            *out,
                                       GError           **error);

/* What a move cost, as level expert sees it, from what the seat to move
 * knew before it (the board, the tile in hand, which tiles remain, never
 * their order).  Values are in expected points of the seat's margin over
 * its best rival a few moves later (the expert's playout and
 * evaluation). */
typedef struct {
  HgMove best;          /* the best move found (the move played when it
                           is valued at least as high) */
  double played_value;  /* the value of the move played */
  double best_value;    /* the value of @best */
  double loss;          /* best_value - played_value, at least 0 */
  guint  samples;       /* worlds both moves were valued on */
} HgAiJudgement;

/* Judges @played, a legal move of the current player of @state: level
 * expert chooses with half of opts->ms (or of opts->max_iterations), and
 * both moves are valued on the same determinizations with the other half
 * (at least 16 of them).  Fails as hg_ai_choose_move() does, and with
 * HG_STATE_ERROR when @played is not legal. */
gboolean     hg_ai_judge_move         (const HgState     *state,
                                       const HgMove      *played,
                                       const HgAiOptions *opts,
                                       HgAiJudgement     *out,
                                       GError           **error);

/* Reorders the tiles still face down in both piles of @state (not the
 * tile in hand, not discards) at random, from @rng (a xorshift state, any
 * value).  Used on copies to determinize what a player cannot see.  The
 * new order depends only on which tiles remain and on @rng, not on the
 * order they were in, so two states that differ only in the hidden order
 * give the same determinization. */
void         hg_state_shuffle_unseen  (HgState           *state,
                                       guint64           *rng);

#define HG_AI_ERROR (hg_ai_error_quark ())
GQuark hg_ai_error_quark (void);

typedef enum {
  HG_AI_ERROR_GAME_OVER,
  HG_AI_ERROR_BAD_LEVEL,
  HG_AI_ERROR_BAD_OPTIONS,
} HgAiError;

G_END_DECLS
