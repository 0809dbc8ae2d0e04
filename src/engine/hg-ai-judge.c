/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai-judge.c: what a move cost, as level expert sees it.
 *
 * For the position before a move, from what the seat to move knew then
 * (the board, the tile in hand and which tiles remain, never their
 * order): level expert chooses its best move with half the time; then
 * the move played and that move are valued on the same worlds, with the
 * rest of the time: each sample determinizes the unseen tiles in a copy
 * of the state, plays each of the two moves in it, both followed by the
 * same short playout of every seat (the expert's playout: the best of a
 * few sampled moves by its evaluation), and scores the leaf by the
 * expert's evaluation as the seat's margin over its best rival.  The
 * means are the moves' values in expected points; the loss is how far
 * the move played falls behind (0 when it is the best found, or valued
 * at least as high). */

#include "config.h"

#include "hg-ai-private.h"
#include "hg-rng-private.h"

/* Samples at least, whatever the time (a decision with a short bound
 * still compares the two moves on some worlds). */
#define MIN_SAMPLES 16

/* The margin of @seat after @move on @det, followed by the playout from
 * @playout_seed. */
static double
sample_value (const HgState          *det,
              const HgMove           *move,
              const HgAiExpertParams *params,
              guint64                 playout_seed,
              guint                   seat,
              HgState                *work,
              HgState                *scratch)
{
  double v[HG_MAX_PLAYERS];

  hg_ai_copy (work, det);
  hg_state_apply_trusted (work, move, NULL, NULL);
  hg_ai_playout (work, scratch, &params->eval, TRUE, params->playout_rounds * det->n_players,
                 params->playout_samples, &playout_seed, v);
  return hg_ai_eval_relative (v, work->n_players, seat);
}

gboolean
hg_ai_judge_move (const HgState     *state,
                  const HgMove      *played,
                  const HgAiOptions *opts,
                  HgAiJudgement     *out,
                  GError           **error)
{
  g_autoptr(HgState) det = NULL;
  g_autoptr(HgState) work = NULL;
  g_autoptr(HgState) scratch = NULL;
  HgAiExpertParams params;
  HgAiOptions defaults;
  HgAiOptions choose;
  HgMove best;
  gint64 start, deadline = 0;
  guint64 rng;
  guint seat, n = 0, max_samples;
  double sum_played = 0, sum_best = 0;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (played != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (opts == NULL)
    {
      hg_ai_options_init (&defaults);
      opts = &defaults;
    }
  if (!hg_state_check_move (state, played, error))
    return FALSE;

  start = g_get_monotonic_time ();
  seat = state->current;

  /* the expert's best, with half the bound */
  choose = *opts;
  if (choose.ms > 0)
    choose.ms = MAX (1u, opts->ms / 2);
  if (choose.max_iterations > 0)
    choose.max_iterations = MAX (1u, opts->max_iterations / 2);
  if (!hg_ai_choose_move (state, HG_AI_LEVEL_EXPERT, &choose, &best, error))
    return FALSE;

  hg_ai_expert_params_init (&params);
  det = hg_state_copy (state);
  work = hg_state_copy (state);
  scratch = hg_state_copy (state);
  rng = hg_rng_mix (opts->seed, 0x4a75 + state->n_placed);
  if (opts->ms > 0)
    deadline = start + (gint64) opts->ms * 1000;
  /* an iteration bound counts the valuations of both moves */
  max_samples = opts->max_iterations > 0 ? MAX (MIN_SAMPLES, opts->max_iterations / 4) : G_MAXUINT;

  while (n < max_samples)
    {
      guint64 playout_seed;

      if (g_cancellable_set_error_if_cancelled (opts->cancellable, error))
        return FALSE;
      if (n >= MIN_SAMPLES && deadline != 0 && g_get_monotonic_time () >= deadline)
        break;

      hg_ai_copy (det, state);
      hg_state_shuffle_unseen (det, &rng);
      playout_seed = hg_rng_next (&rng);
      sum_played += sample_value (det, played, &params, playout_seed, seat, work, scratch);
      if (!hg_move_equal (&best, played))
        sum_best += sample_value (det, &best, &params, playout_seed, seat, work, scratch);
      n++;
    }

  out->played_value = sum_played / n;
  out->best_value = hg_move_equal (&best, played) ? out->played_value : sum_best / n;
  out->samples = n;
  if (out->best_value > out->played_value)
    {
      out->best = best;
      out->loss = out->best_value - out->played_value;
    }
  else
    {
      /* the move played is as good as any found */
      out->best = *played;
      out->best_value = out->played_value;
      out->loss = 0;
    }
  return TRUE;
}
