/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai-search.c: level hard.  Flat Monte Carlo search over the best root
 * moves of medium's evaluation, with common random numbers: each round
 * determinizes the unseen tiles (a fresh shuffle of both piles in a copy
 * of the state) and plays every candidate move in that same world, each
 * followed by the same short playout seed (every player takes the best,
 * by medium's evaluation, of a few sampled moves), the leaf scored by
 * medium's evaluation for the root player.  So the candidates are
 * compared on the same tiles, which takes most of the luck out of the
 * comparison.  Root-parallel: each worker thread plays its own rounds;
 * only whole rounds count, and the sums are merged in worker order, so
 * an iteration bound gives the same move for the same seed and threads.
 * The move with the best mean wins. */

#include "config.h"

#include "hg-ai-private.h"

#define MAX_CANDIDATES     12   /* root moves searched */
#define PLAYOUT_ROUNDS     2    /* playout length: moves per player */
#define SAMPLE_PLACEMENTS  4    /* placements tried per playout move */
#define MAX_THREADS        64

typedef struct {
  /* shared, read only */
  const HgState *root;
  const HgMove  *cands;
  const double  *prior;
  guint          n_cands;
  guint          seat;
  guint          depth;
  guint64        seed;
  guint          index;
  guint          iterations;   /* 0: unbounded */
  gint64         deadline;     /* 0: none */
  GCancellable  *cancellable;
  /* results */
  guint          visits[MAX_CANDIDATES];
  double         sums[MAX_CANDIDATES];
} Worker;

static gpointer
worker_run (gpointer data)
{
  Worker *w = data;
  HgState *det = g_malloc (sizeof (HgState));
  HgState *work = g_malloc (sizeof (HgState));
  HgState *scratch = g_malloc (sizeof (HgState));
  guint64 rng = hg_rng_mix (w->seed, 0x1000 + w->index);
  double round[MAX_CANDIDATES];
  guint it = 0;

  for (;;)
    {
      guint64 playout_seed;
      guint a;

      hg_ai_copy (det, w->root);
      hg_state_shuffle_unseen (det, &rng);
      playout_seed = hg_rng_next (&rng);

      for (a = 0; a < w->n_cands; a++, it++)
        {
          guint64 prng = playout_seed;
          double v[HG_MAX_PLAYERS];

          if ((w->iterations != 0 && it >= w->iterations) ||
              g_cancellable_is_cancelled (w->cancellable) ||
              (w->deadline != 0 && g_get_monotonic_time () >= w->deadline))
            break;

          hg_ai_copy (work, det);
          hg_state_apply_trusted (work, &w->cands[a], NULL, NULL);
          /* Each playout move valued as a whole position: hard's strength
           * is measured so (the expert's faster valuation would make it
           * another level). */
          hg_ai_playout (work, scratch, hg_ai_eval_weights_medium (), FALSE, w->depth,
                         SAMPLE_PLACEMENTS, &prng, v);
          round[a] = hg_ai_eval_relative (v, work->n_players, w->seat);
        }
      if (a < w->n_cands)
        break;
      for (a = 0; a < w->n_cands; a++)
        {
          w->visits[a]++;
          w->sums[a] += round[a];
        }
    }

  g_free (det);
  g_free (work);
  g_free (scratch);
  return NULL;
}

gboolean
hg_ai_search (const HgState     *state,
              const HgAiOptions *opts,
              HgMove            *out,
              GError           **error)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (HgMove));
  g_autoptr (GArray) values = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (HgState) det = hg_state_copy (state);
  g_autoptr (HgState) scratch = hg_state_copy (state);
  HgMove cands[MAX_CANDIDATES];
  double prior[MAX_CANDIDATES];
  g_autofree gboolean *taken = NULL;
  guint visits[MAX_CANDIDATES] = { 0, };
  double sums[MAX_CANDIDATES] = { 0, };
  GThread *threads[MAX_THREADS];
  Worker *workers;
  guint n_cands, n_threads, ms, best;
  gint64 start = g_get_monotonic_time ();
  gint64 deadline = 0;
  guint64 rng = hg_rng_mix (opts->seed, state->n_placed);

  /* Root candidates: medium's best moves on one determinization. */
  hg_state_shuffle_unseen (det, &rng);
  if (!hg_ai_rank_moves (det, moves, values, scratch, opts->cancellable))
    {
      g_cancellable_set_error_if_cancelled (opts->cancellable, error);
      return FALSE;
    }
  g_assert (moves->len > 0);
  n_cands = MIN (moves->len, MAX_CANDIDATES);
  taken = g_new0 (gboolean, moves->len);
  for (guint c = 0; c < n_cands; c++)
    {
      guint pick = G_MAXUINT;

      for (guint i = 0; i < moves->len; i++)
        if (!taken[i] && (pick == G_MAXUINT ||
                          g_array_index (values, double, i) > g_array_index (values, double, pick)))
          pick = i;
      g_assert (pick != G_MAXUINT);
      taken[pick] = TRUE;
      cands[c] = g_array_index (moves, HgMove, pick);
      prior[c] = g_array_index (values, double, pick);
    }
  if (n_cands == 1)
    {
      *out = cands[0];
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

  workers = g_new0 (Worker, n_threads);
  for (guint t = 0; t < n_threads; t++)
    {
      Worker *w = &workers[t];

      w->root = state;
      w->cands = cands;
      w->prior = prior;
      w->n_cands = n_cands;
      w->seat = state->current;
      w->depth = PLAYOUT_ROUNDS * state->n_players;
      w->seed = opts->seed ^ ((guint64) state->n_placed << 40);
      w->index = t;
      if (opts->max_iterations != 0)
        w->iterations = opts->max_iterations / n_threads +
                        (t < opts->max_iterations % n_threads ? 1 : 0);
      else
        w->iterations = 0;
      w->deadline = deadline;
      w->cancellable = opts->cancellable;
      if (opts->max_iterations != 0 && w->iterations == 0)
        {
          threads[t] = NULL;
          continue;
        }
      threads[t] = g_thread_new ("hg-ai-worker", worker_run, w);
    }
  for (guint t = 0; t < n_threads; t++)
    if (threads[t] != NULL)
      g_thread_join (threads[t]);

  for (guint t = 0; t < n_threads; t++)
    for (guint a = 0; a < n_cands; a++)
      {
        visits[a] += workers[t].visits[a];
        sums[a] += workers[t].sums[a];
      }
  g_free (workers);

  if (g_cancellable_set_error_if_cancelled (opts->cancellable, error))
    return FALSE;

  /* The best mean, medium's value counting as one more round (so that
   * without any whole round the choice is medium's). */
  best = 0;
  for (guint a = 1; a < n_cands; a++)
    {
      double mean_a = (sums[a] + prior[a]) / (visits[a] + 1.0);
      double mean_b = (sums[best] + prior[best]) / (visits[best] + 1.0);

      if (mean_a > mean_b)
        best = a;
    }
  *out = cands[best];
  return TRUE;
}
