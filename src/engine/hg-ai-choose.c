/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai-choose.c: choosing a move at each level (hg_ai_choose_move()):
 * random, easy and medium here, hard and expert by their searches
 * (hg-ai-search.c, hg-ai-expert.c). */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-ai-private.h"

/* The best of @n values, ties broken at random. */
static guint
pick_best (const double *values,
           guint         n,
           guint64      *rng)
{
  guint best = 0, ties = 1;

  for (guint i = 1; i < n; i++)
    {
      if (values[i] > values[best] + 1e-9)
        {
          best = i;
          ties = 1;
        }
      else if (values[i] > values[best] - 1e-9 && hg_rng_below (rng, ++ties) == 0)
        best = i;
    }
  return best;
}

static gboolean
choose_greedy (const HgState *state,
               HgAiLevel      level,
               guint64       *rng,
               GCancellable  *cancellable,
               HgMove        *out,
               GError       **error)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (HgMove));
  g_autoptr (GArray) values = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (HgState) det = hg_state_copy (state);
  g_autoptr (HgState) scratch = hg_state_copy (state);

  /* Whatever a move draws next comes from a shuffle of the unseen tiles,
   * never from the real order of the piles. */
  hg_state_shuffle_unseen (det, rng);

  if (level == HG_AI_LEVEL_MEDIUM)
    {
      if (!hg_ai_rank_moves (det, moves, values, scratch, cancellable))
        return !g_cancellable_set_error_if_cancelled (cancellable, error);
    }
  else
    {
      hg_state_legal_moves (det, moves);
      g_array_set_size (values, moves->len);
      for (guint i = 0; i < moves->len; i++)
        {
          const HgMove *m = &g_array_index (moves, HgMove, i);

          hg_ai_copy (scratch, det);
          hg_state_apply_trusted (scratch, m, NULL, NULL);
          g_array_index (values, double, i) =
            hg_ai_eval_immediate (det, scratch, m, det->current);
        }
    }
  g_assert (moves->len > 0);
  *out = g_array_index (moves, HgMove,
                        pick_best ((const double *) (gpointer) values->data, values->len, rng));
  return TRUE;
}

gboolean
hg_ai_choose_move (const HgState     *state,
                   HgAiLevel          level,
                   const HgAiOptions *opts,
                   HgMove            *out,
                   GError           **error)
{
  HgAiOptions defaults;
  guint64 rng;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (opts == NULL)
    {
      hg_ai_options_init (&defaults);
      opts = &defaults;
    }
  if (level < HG_AI_LEVEL_RANDOM || level > HG_AI_LEVEL_EXPERT)
    {
      g_set_error (error, HG_AI_ERROR, HG_AI_ERROR_BAD_LEVEL,
                   _("unknown computer level %d"), (int) level);
      return FALSE;
    }
  if (state->phase == HG_PHASE_OVER)
    {
      g_set_error (error, HG_AI_ERROR, HG_AI_ERROR_GAME_OVER,
                   _("the game is over"));
      return FALSE;
    }
  if (g_cancellable_set_error_if_cancelled (opts->cancellable, error))
    return FALSE;

  rng = hg_rng_mix (opts->seed, state->n_placed);
  switch (level)
    {
    case HG_AI_LEVEL_RANDOM:
      if (!hg_state_random_move (state, &rng, out))
        g_assert_not_reached ();
      return TRUE;
    case HG_AI_LEVEL_EASY:
    case HG_AI_LEVEL_MEDIUM:
      return choose_greedy (state, level, &rng, opts->cancellable, out, error);
    case HG_AI_LEVEL_HARD:
      return hg_ai_search (state, opts, out, error);
    case HG_AI_LEVEL_EXPERT:
    default:
      return hg_ai_expert_search (state, opts, NULL, NULL, out, error);
    }
}
