/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai-expert.c: level expert.  Information-set Monte Carlo tree search
 * (hg-ai-tree-private.h), root-parallel: every worker thread grows a tree
 * of its own from the same ranked root moves, and their root statistics
 * are added up in worker order, so an iteration bound gives the same move
 * for the same seed and thread count.  The move played is the most
 * visited placement with its most visited figure.  A worker stops early
 * when the iterations it has left could not change its own choice. */

#include "config.h"

#include "hg-ai-tree-private.h"

#define MAX_THREADS   64
#define SETTLE_EVERY  32   /* iterations between two looks at the root */

typedef struct {
  /* shared, read only */
  const HgState          *root;
  const HgAiRanking      *ranking;
  const HgAiExpertParams *params;
  guint64                 seed;
  guint                   iterations;   /* 0: unbounded */
  gint64                  deadline;     /* 0: none */
  GCancellable           *cancellable;
  /* results */
  guint                  *visits;       /* per ranked move */
  double                 *sums;
  guint                   done;
  guint                   n_nodes;
} Worker;

void
hg_ai_expert_params_init (HgAiExpertParams *params)
{
  params->explore = 0.3;
  params->prior_visits = 5.0;
  params->reward_scale = 10.0;
  params->widen_base = 3.0;
  params->widen_factor = 1.0;
  params->widen_power = 0.5;
  params->expand_visits = 4;
  params->max_placements = 16;
  params->playout_plies = 2;
}

/* How many more iterations the worker may still run (G_MAXUINT: no
 * bound but cancelling). */
static guint
remaining (const Worker *w,
           guint         it,
           gint64        start,
           gint64        now)
{
  guint left = G_MAXUINT;

  if (w->iterations != 0)
    left = w->iterations - it;
  if (w->deadline != 0 && now > start)
    {
      double rate = (double) it / (double) (now - start);

      left = (guint) MIN ((double) left, rate * (double) MAX (w->deadline - now, 0) + 1.0);
    }
  return left;
}

static gpointer
worker_run (gpointer data)
{
  Worker *w = data;
  g_autoptr (HgAiTree) tree = hg_ai_tree_new (w->root, w->ranking, w->params, w->seed);
  gint64 start = g_get_monotonic_time ();
  guint it;

  for (it = 0;; it++)
    {
      gint64 now = g_get_monotonic_time ();

      if ((w->iterations != 0 && it >= w->iterations) ||
          g_cancellable_is_cancelled (w->cancellable) ||
          (w->deadline != 0 && now >= w->deadline))
        break;
      if (it % SETTLE_EVERY == SETTLE_EVERY - 1 &&
          (w->iterations != 0 || w->deadline != 0) &&
          hg_ai_tree_is_settled (tree, remaining (w, it, start, now)))
        break;
      hg_ai_tree_iterate (tree);
    }

  w->done = it;
  w->n_nodes = hg_ai_tree_get_n_nodes (tree);
  for (guint m = 0; m < w->ranking->n_moves; m++)
    {
      w->visits[m] = hg_ai_tree_get_visits (tree, m);
      w->sums[m] = hg_ai_tree_get_sum (tree, m);
    }
  g_clear_pointer (&tree, hg_ai_tree_free);
  hg_ai_worker_stopped ();
  return NULL;
}

/* The most visited of @n moves from @first (ties: the better mean, then
 * the better prior, which comes first). */
static guint
most_visited (const guint  *visits,
              const double *sums,
              guint         first,
              guint         n)
{
  guint best = first;

  for (guint m = first + 1; m < first + n; m++)
    if (visits[m] > visits[best] ||
        (visits[m] == visits[best] && visits[m] > 0 &&
         sums[m] / visits[m] > sums[best] / visits[best]))
      best = m;
  return best;
}

gboolean
hg_ai_expert_search (const HgState          *state,
                     const HgAiOptions      *opts,
                     const HgAiExpertParams *params,
                     HgAiExpertStats        *stats,
                     HgMove                 *out,
                     GError                **error)
{
  g_autoptr (HgAiRanking) ranking = hg_ai_ranking_new ();
  g_autoptr (HgState) det = hg_state_copy (state);
  g_autoptr (HgState) scratch = hg_state_copy (state);
  g_autofree guint *visits = NULL;
  g_autofree double *sums = NULL;
  g_autofree guint *place_visits = NULL;
  g_autofree double *place_sums = NULL;
  GThread *threads[MAX_THREADS];
  HgAiExpertParams defaults;
  Worker *workers;
  guint n_threads, ms, n_moves, place;
  gint64 start = g_get_monotonic_time ();
  gint64 deadline = 0;
  guint64 rng = hg_rng_mix (opts->seed, state->n_placed);

  if (params == NULL)
    {
      hg_ai_expert_params_init (&defaults);
      params = &defaults;
    }

  /* The root moves, ranked in one determinization (their values do not
   * depend on it but through a discard or the bonus pile). */
  hg_state_shuffle_unseen (det, &rng);
  if (!hg_ai_ranking_compute (ranking, det, scratch, opts->cancellable))
    {
      g_cancellable_set_error_if_cancelled (opts->cancellable, error);
      return FALSE;
    }
  n_moves = ranking->n_moves;
  if (stats != NULL)
    memset (stats, 0, sizeof *stats);
  if (n_moves == 1)
    {
      *out = ranking->moves[0];
      if (stats != NULL)
        stats->usec = g_get_monotonic_time () - start;
      return TRUE;
    }

  n_threads = opts->threads != 0 ? opts->threads : g_get_num_processors ();
  n_threads = CLAMP (n_threads, 1, MAX_THREADS);
  ms = opts->ms;
  if (ms == 0 && opts->max_iterations == 0)
    ms = HG_AI_DEFAULT_MS;
  /* Stop a little early, so that joining and merging fit in @ms too. */
  if (ms != 0)
    deadline = start + (gint64) ms * 1000 - MIN ((gint64) ms * 1000 / 20, 50000);

  visits = g_new0 (guint, (gsize) n_threads * n_moves);
  sums = g_new0 (double, (gsize) n_threads * n_moves);
  workers = g_new0 (Worker, n_threads);
  for (guint t = 0; t < n_threads; t++)
    {
      Worker *w = &workers[t];

      w->root = state;
      w->ranking = ranking;
      w->params = params;
      w->seed = hg_rng_mix (opts->seed ^ ((guint64) state->n_placed << 40), 0x2000 + t);
      if (opts->max_iterations != 0)
        w->iterations = opts->max_iterations / n_threads +
                        (t < opts->max_iterations % n_threads ? 1 : 0);
      w->deadline = deadline;
      w->cancellable = opts->cancellable;
      w->visits = visits + (gsize) t * n_moves;
      w->sums = sums + (gsize) t * n_moves;
      if (opts->max_iterations != 0 && w->iterations == 0)
        {
          threads[t] = NULL;
          continue;
        }
      hg_ai_worker_started ();
      threads[t] = g_thread_new ("hg-ai-expert", worker_run, w);
    }
  for (guint t = 0; t < n_threads; t++)
    if (threads[t] != NULL)
      {
        g_thread_join (threads[t]);
        if (stats != NULL)
          {
            stats->iterations += workers[t].done;
            stats->nodes += workers[t].n_nodes;
            stats->threads++;
          }
      }
  g_free (workers);

  if (g_cancellable_set_error_if_cancelled (opts->cancellable, error))
    return FALSE;

  /* The workers' statistics added up in worker order (into worker 0's). */
  for (guint t = 1; t < n_threads; t++)
    for (guint m = 0; m < n_moves; m++)
      {
        visits[m] += visits[(gsize) t * n_moves + m];
        sums[m] += sums[(gsize) t * n_moves + m];
      }
  place_visits = g_new0 (guint, ranking->n_places);
  place_sums = g_new0 (double, ranking->n_places);
  for (guint p = 0; p < ranking->n_places; p++)
    for (guint j = 0; j < ranking->place_count[p]; j++)
      {
        place_visits[p] += visits[ranking->place_first[p] + j];
        place_sums[p] += sums[ranking->place_first[p] + j];
      }
  place = most_visited (place_visits, place_sums, 0, ranking->n_places);
  *out = ranking->moves[most_visited (visits, sums, ranking->place_first[place],
                                      ranking->place_count[place])];
  if (stats != NULL)
    stats->usec = g_get_monotonic_time () - start;
  return TRUE;
}
