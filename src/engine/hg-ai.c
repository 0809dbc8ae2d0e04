/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai.c: what the computer players' levels stand on: their options and
 * errors, determinizing the unseen
 * tiles, medium's ranking of the legal moves and the move of a playout.
 * Choosing a move at a level is hg-ai-choose.c, above the searches. */

#include "config.h"

#include "hg-ai-private.h"

G_DEFINE_QUARK (hg-ai-error-quark, hg_ai_error)

void
hg_ai_options_init (HgAiOptions *opts)
{
  g_return_if_fail (opts != NULL);

  memset (opts, 0, sizeof *opts);
  opts->ms = HG_AI_DEFAULT_MS;
}

/* Sorts @ids (distinct tile ids) and shuffles them: the result depends
 * only on which tiles they are and on @rng, never on their order before. */
static void
shuffle (guint8  *ids,
         guint    n,
         guint64 *rng)
{
  gboolean present[256] = { FALSE, };
  guint k = 0;

  for (guint i = 0; i < n; i++)
    present[ids[i]] = TRUE;
  for (guint id = 0; id < G_N_ELEMENTS (present); id++)
    if (present[id])
      ids[k++] = id;
  g_assert (k == n);

  for (guint i = n; i > 1; i--)
    {
      guint j = hg_rng_below (rng, i);
      guint8 t = ids[i - 1];

      ids[i - 1] = ids[j];
      ids[j] = t;
    }
}

void
hg_state_shuffle_unseen (HgState *state,
                         guint64 *rng)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (rng != NULL);

  if (state->land_pos < state->setup.n_land)
    shuffle (state->setup.land + state->land_pos,
             state->setup.n_land - state->land_pos, rng);
  if (state->bonus_pos < state->setup.n_bonus)
    shuffle (state->setup.bonus + state->bonus_pos,
             state->setup.n_bonus - state->bonus_pos, rng);
}

gboolean
hg_ai_rank_moves (const HgState *det,
                  GArray        *moves,
                  GArray        *values,
                  HgState       *scratch,
                  GCancellable  *cancellable)
{
  guint seat = det->current;
  double v[HG_MAX_PLAYERS];

  g_array_set_size (moves, 0);
  g_array_set_size (values, 0);
  hg_state_legal_moves (det, moves);
  g_array_set_size (values, moves->len);
  for (guint i = 0; i < moves->len; i++)
    {
      if (i % 64 == 63 && g_cancellable_is_cancelled (cancellable))
        return FALSE;
      hg_ai_copy (scratch, det);
      hg_state_apply_trusted (scratch, &g_array_index (moves, HgMove, i), NULL, NULL);
      hg_ai_eval_values (scratch, v);
      g_array_index (values, double, i) = hg_ai_eval_relative (v, det->n_players, seat);
    }
  return TRUE;
}

guint
hg_ai_placement_moves (const HgState     *state,
                       const HgPlacement *place,
                       HgMove            *moves)
{
  guint n;

  moves[0].x = place->x;
  moves[0].y = place->y;
  moves[0].rot = place->rot;
  moves[0].role = HG_ROLE_NONE;
  moves[0].zone = 0;
  n = hg_features_spots (state, place, moves + 1, HG_MAX_FIGURE_SPOTS);
  return MIN (n, HG_MAX_FIGURE_SPOTS) + 1;
}

void
hg_ai_playout_move (HgState               *work,
                    HgState               *scratch,
                    const HgAiEvalWeights *weights,
                    gboolean               by_change,
                    guint                  samples,
                    guint64               *rng,
                    HgMove                *out)
{
  guint seat = work->current;
  guint n = hg_board_count_placements (work, work->hand);
  double best = -G_MAXDOUBLE;
  guint ties = 0;
  HgAiEvalAfter after;

  hg_ai_eval_after_init (&after, work, weights);

  g_assert (n > 0);
  for (guint s = 0; s < MIN (n, samples); s++)
    {
      HgPlacement place;
      HgMove spots[HG_MAX_FIGURE_SPOTS + 1];
      double v[HG_MAX_FIGURE_SPOTS + 1][HG_MAX_PLAYERS];
      guint n_spots;

      if (!hg_board_nth_placement (work, work->hand, hg_rng_below (rng, n), &place))
        g_assert_not_reached ();
      n_spots = hg_ai_placement_moves (work, &place, spots);

      if (by_change)
        hg_ai_eval_placement (&after, scratch, spots, n_spots, v);
      else
        for (guint i = 0; i < n_spots; i++)
          {
            hg_ai_copy (scratch, work);
            hg_state_apply_trusted (scratch, &spots[i], NULL, NULL);
            hg_ai_eval_values_with (scratch, weights, v[i]);
          }
      for (guint i = 0; i < n_spots; i++)
        {
          double value = hg_ai_eval_relative_with (v[i], work->n_players, seat, weights);

          if (value > best + 1e-9)
            {
              best = value;
              *out = spots[i];
              ties = 1;
            }
          else if (value > best - 1e-9 && hg_rng_below (rng, ++ties) == 0)
            *out = spots[i];
        }
    }
}

void
hg_ai_playout (HgState               *work,
               HgState               *scratch,
               const HgAiEvalWeights *weights,
               gboolean               by_change,
               guint                  n_moves,
               guint                  samples,
               guint64               *rng,
               double                *values)
{
  for (guint d = 0; d < n_moves && work->phase != HG_PHASE_OVER; d++)
    {
      HgMove m;

      hg_ai_playout_move (work, scratch, weights, by_change, samples, rng, &m);
      hg_state_apply_trusted (work, &m, NULL, NULL);
    }
  hg_ai_eval_values_with (work, weights, values);
}
