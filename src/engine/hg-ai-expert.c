/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai-expert.c: level expert.
 *
 * The root's best moves by the evaluation (with the weights of
 * params->eval; the best of them, and no figure on each of their
 * placements) race each other: a round deals one fresh determinization of
 * the unseen tiles and one playout seed, and every candidate still in the
 * race plays one iteration of its own information-set tree
 * (hg-ai-tree-private.h) in that same world, so the candidates are
 * compared on the same tiles.  Between batches of rounds a candidate
 * leaves the race when the leader's mean reward beats its own by more
 * than z standard errors of their paired difference, z large enough
 * that the best leaves this way with a chance under params->race_delta
 * over the whole race (race_bound()); and with params->halving the worse
 * half leaves at each of the equal parts of the bound but the last,
 * which the two best share (halve()), so that the bound is spent on the
 * moves still in doubt.  The search ends when one candidate is left (the
 * decision is clear), or at the time or iteration bound, or when
 * cancelled; the leader is played.
 *
 * (The race once ended as soon as every other candidate was 2.5 standard
 * errors behind, after a few dozen rounds: a test repeated at every
 * meeting against some 25 candidates, which sent the best away often and
 * left half of the time unused.  docs/computer-players.md has the
 * figures.)
 *
 * Root-parallel: every worker thread plays its own rounds on trees of its
 * own and, at the end of each batch, adds them to the race's statistics
 * and decides the race on the sum.  With a time bound it does so on its
 * own, under the race's lock, and goes on: a worker never waits for
 * another, so a busy machine, where one of them waits for a processor,
 * costs the search no more than its share of the processors.  This stays
 * a fair race because the race only ever shrinks: a worker's batch was
 * played by every candidate still in the race when it ends (rounds of
 * candidates that left meanwhile count for nothing).  With an iteration
 * bound alone the workers meet at the end of each batch and the last to
 * arrive adds up their rounds in worker order, so that bound gives the
 * same move for the same seed and thread count.
 */

#include "config.h"

#include <math.h>

#include "hg-ai-tree-private.h"

#define MAX_THREADS     64
#define MAX_CANDIDATES  48

typedef struct _Race Race;

typedef struct {
  Race     *race;
  guint64   seed;
  guint     budget;       /* iterations; 0: unbounded */
  /* this worker's rounds since it last added them to the race's */
  double    sum[MAX_CANDIDATES];
  double    cross[MAX_CANDIDATES][MAX_CANDIDATES];  /* sums of r_c r_d, c <= d */
  guint     rounds;
  guint     done;         /* iterations, all of this worker's */
  guint     done_added;   /* of which the race knows */
  guint     n_nodes;
  guint     n_ranked;
  gboolean  finished;     /* out of time or budget */
} Worker;

struct _Race {
  /* read only */
  const HgState          *root;
  const HgAiExpertParams *params;
  const HgMove           *cands;
  const double           *values;
  guint                   n_cands;
  gint64                  start;
  gint64                  deadline;   /* 0: none */
  guint                   budget;     /* iterations of all workers; 0: none */
  GCancellable           *cancellable;
  Worker                 *workers;
  guint                   n_workers;
  gboolean                wait;       /* workers meet (no time bound) */
  /* under the lock */
  GMutex                  lock;
  GCond                   cond;
  guint                   arrived;
  guint                   meeting;
  gboolean                active[MAX_CANDIDATES];
  double                  sum[MAX_CANDIDATES];
  double                  cross[MAX_CANDIDATES][MAX_CANDIDATES];
  guint                   rounds;
  guint                   done;       /* iterations added */
  guint                   halvings;   /* done so far */
  /* set under the lock, atomically: also read between rounds */
  gint                    stop;
};

void
hg_ai_expert_params_init (HgAiExpertParams *params)
{
  params->explore = 0.1;
  params->prior_visits = 5.0;
  params->reward_scale = 10.0;
  params->widen_base = 2.0;
  params->widen_factor = 0.5;
  params->widen_power = 0.5;
  params->expand_visits = 4;
  params->max_placements = 16;
  params->playout_rounds = 2;
  params->playout_samples = 4;
  params->max_candidates = 16;
  params->race_z = 2.5;
  params->race_delta = 0.05;
  params->race_min_rounds = 16;
  params->batch_rounds = 8;
  params->halving = TRUE;
  /* Medium's weights, and a gatherer or fisherman is worth as much as a
   * member in supply again by the chance that its feature completes:
   * 90 of 100 games against hard instead of 60.5 (HACKING.md). */
  hg_ai_eval_weights_init (&params->eval);
  params->eval.figure_return = 1.0;
  /* With three players or more, a seat measures itself against a rival
   * halfway between the best of the others and their mean: 120.5 of 198
   * three-player games against two hard instead of 111 (HACKING.md).
   * Two-player games do not change. */
  params->eval.rival_mean = 0.5;
  /* An open forest or river completes by the turns left a seat, not by
   * the tiles left of the whole game (medium's 4 tiles an open side were
   * set at two players): 5.4 turns an open side is what 1146 games of
   * hard at 2 to 5 players came to (tests/engine/fit-eval.py,
   * docs/computer-players.md). */
  params->eval.close_turns = 5.4;
}

/* How much of its bound the search has used, 0..1 (0 without a bound). */
static double
progress (const Race *race)
{
  double used = 0.0;

  if (race->budget != 0)
    used = (double) race->done / race->budget;
  if (race->deadline != 0)
    used = MAX (used, (double) (g_get_monotonic_time () - race->start) /
                      (double) MAX (race->deadline - race->start, 1));
  return MIN (used, 1.0);
}

/* Sequential halving over the whole bound: with k candidates, phases =
 * ceil (log2 k), and at each of the first phases - 1 of its equal parts
 * the worse half of the race leaves, so that the last part is spent on
 * the two best, and the leader at the bound is played.  (So the search
 * never ends early by halving: only a decided race does.) */
static void
halve (Race *race)
{
  guint phases = 0, due, left = 0;

  while ((1u << phases) < race->n_cands)
    phases++;
  if (phases < 2)
    return;
  due = (guint) (progress (race) * phases);
  while (race->halvings < MIN (due, phases - 1))
    {
      left = 0;
      for (guint c = 0; c < race->n_cands; c++)
        left += race->active[c];
      /* Out go the worst, one by one, until half are left (two at
       * least). */
      for (guint k = left; k > MAX ((left + 1) / 2, 2); k--)
        {
          guint worst = G_MAXUINT;

          for (guint c = 0; c < race->n_cands; c++)
            if (race->active[c] && (worst == G_MAXUINT || race->sum[c] <= race->sum[worst]))
              worst = c;
          race->active[worst] = FALSE;
        }
      race->halvings++;
    }
}

/* How many standard errors of the paired difference a candidate must be
 * behind the leader to leave the race after @rounds rounds: at least
 * params->race_z, and enough that the chance of ever sending the best
 * candidate away, at any of the meetings of the race and against any of
 * the others, stays under params->race_delta (a union bound over the
 * candidates and the rounds: z = sqrt (2 ln (k rounds^2 / delta))). */
static double
race_bound (const Race *race,
            double      rounds)
{
  const HgAiExpertParams *params = race->params;
  double z = params->race_z;

  if (params->race_delta > 0.0)
    z = MAX (z, sqrt (2.0 * log (race->n_cands * rounds * rounds / params->race_delta)));
  return z;
}

/* The leader: the best mean of the candidates in the race (the first of
 * equals, so the better prior). */
static guint
leader (const Race *race)
{
  guint best = G_MAXUINT;

  for (guint c = 0; c < race->n_cands; c++)
    if (race->active[c] && (best == G_MAXUINT || race->sum[c] > race->sum[best]))
      best = c;
  return best;
}

/* Under the lock: @w's rounds since it last did this added to the
 * race's. */
static void
add_rounds (Race   *race,
            Worker *w)
{
  guint n = race->n_cands;

  race->rounds += w->rounds;
  race->done += w->done - w->done_added;
  for (guint c = 0; c < n; c++)
    {
      race->sum[c] += w->sum[c];
      for (guint d = c; d < n; d++)
        race->cross[c][d] += w->cross[c][d];
    }
  if (w->finished)
    g_atomic_int_set (&race->stop, TRUE);
  w->rounds = 0;
  w->done_added = w->done;
  memset (w->sum, 0, sizeof w->sum);
  for (guint c = 0; c < n; c++)
    memset (w->cross[c], 0, n * sizeof w->cross[c][0]);
}

/* Under the lock, on the race's sums: who leaves the race. */
static void
decide (Race *race)
{
  const HgAiExpertParams *params = race->params;
  guint n = race->n_cands, lead, left = 0;
  double z;

  if (g_cancellable_is_cancelled (race->cancellable))
    g_atomic_int_set (&race->stop, TRUE);
  if (race->rounds < params->race_min_rounds)
    return;
  if (params->halving)
    halve (race);

  lead = leader (race);
  z = race_bound (race, race->rounds);
  for (guint c = 0; c < n; c++)
    {
      double r = race->rounds;
      double diff, var;
      guint lo = MIN (c, lead), hi = MAX (c, lead);

      if (!race->active[c] || c == lead)
        continue;
      diff = (race->sum[lead] - race->sum[c]) / r;
      var = (race->cross[lead][lead] + race->cross[c][c] - 2.0 * race->cross[lo][hi]) / r -
            diff * diff;
      if (diff > z * sqrt (MAX (var, 0.0) / r) + 1e-9)
        race->active[c] = FALSE;
      else if (var > 1e-12)
        left++;
    }
  /* Decided: nobody else is left, or those left have had the leader's
   * reward in every round (moves that come to the same). */
  if (left == 0)
    g_atomic_int_set (&race->stop, TRUE);
}

/* At the end of @w's batch: its rounds added to the race's and the race
 * decided on the sum, either at once (with a time bound) or, when the
 * workers meet, by the last to arrive, for all of them in worker order.
 * Then @active gets the candidates still in the race.  Returns how
 * many, or 0 when the search is over. */
static guint
meet (Race   *race,
      Worker *w,
      guint  *active)
{
  guint n_active = 0;

  g_mutex_lock (&race->lock);
  if (!race->wait)
    {
      add_rounds (race, w);
      decide (race);
    }
  else if (++race->arrived == race->n_workers)
    {
      for (guint t = 0; t < race->n_workers; t++)
        add_rounds (race, &race->workers[t]);
      decide (race);
      race->arrived = 0;
      race->meeting++;
      g_cond_broadcast (&race->cond);
    }
  else
    {
      guint meeting = race->meeting;

      while (meeting == race->meeting)
        g_cond_wait (&race->cond, &race->lock);
    }
  if (!race->stop)
    for (guint c = 0; c < race->n_cands; c++)
      if (race->active[c])
        active[n_active++] = c;
  g_mutex_unlock (&race->lock);
  return n_active;
}

static gboolean
out_of_time (const Race *race)
{
  return g_cancellable_is_cancelled (race->cancellable) ||
         (race->deadline != 0 && g_get_monotonic_time () >= race->deadline);
}

static gpointer
worker_run (gpointer data)
{
  Worker *w = data;
  Race *race = w->race;
  g_autoptr (HgAiTree) tree = hg_ai_tree_new (race->params, race->cands, race->values,
                                              race->n_cands, race->deadline);
  HgState *world = g_malloc (sizeof (HgState));
  guint64 rng = w->seed;
  guint active[MAX_CANDIDATES];
  guint n_active = race->n_cands;
  double reward[MAX_CANDIDATES];

  for (guint c = 0; c < race->n_cands; c++)
    active[c] = c;
  while (n_active > 0)
    {
      /* (Another worker may end the race during the batch, when the
       * workers do not meet.) */
      for (guint r = 0;
           r < race->params->batch_rounds && !w->finished && !g_atomic_int_get (&race->stop);
           r++)
        {
          guint64 playout_seed;
          guint a;

          if (w->budget != 0 && w->done + n_active > w->budget)
            {
              w->finished = TRUE;
              break;
            }
          hg_ai_copy (world, race->root);
          hg_state_shuffle_unseen (world, &rng);
          playout_seed = hg_rng_next (&rng);
          for (a = 0; a < n_active; a++)
            {
              if (out_of_time (race))
                break;
              reward[a] = hg_ai_tree_play (tree, world, active[a], playout_seed);
              w->done++;
            }
          /* Only whole rounds count. */
          if (a < n_active)
            {
              w->finished = TRUE;
              break;
            }
          for (a = 0; a < n_active; a++)
            {
              guint c = active[a];

              w->sum[c] += reward[a];
              for (guint b = a; b < n_active; b++)
                w->cross[c][active[b]] += reward[a] * reward[b];
            }
          w->rounds++;
        }
      n_active = meet (race, w, active);
    }

  w->n_nodes = hg_ai_tree_get_n_nodes (tree);
  w->n_ranked = hg_ai_tree_get_n_ranked (tree);
  g_free (world);
  g_clear_pointer (&tree, hg_ai_tree_free);
  return NULL;
}

/* The candidates: the @max best moves of @ranking, and no figure on each
 * of their placements; best first.  Returns how many. */
static guint
pick_candidates (const HgAiRanking *ranking,
                 guint              max,
                 HgMove            *cands,
                 double            *values)
{
  guint index[MAX_CANDIDATES];
  guint n = 0, n_best;

  max = CLAMP (max, 1, MAX_CANDIDATES / 2);
  /* The best moves. */
  for (guint k = 0; k < max; k++)
    {
      guint pick = G_MAXUINT;

      for (guint m = 0; m < ranking->n_moves; m++)
        {
          gboolean seen = FALSE;

          for (guint i = 0; i < n && !seen; i++)
            seen = index[i] == m;
          if (!seen && (pick == G_MAXUINT || ranking->values[m] > ranking->values[pick]))
            pick = m;
        }
      if (pick == G_MAXUINT)
        break;
      index[n++] = pick;
    }
  n_best = n;

  /* No figure on their placements. */
  for (guint i = 0; i < n_best; i++)
    for (guint p = 0; p < ranking->n_places; p++)
      {
        guint first = ranking->place_first[p];

        if (index[i] < first || index[i] >= first + ranking->place_count[p])
          continue;
        for (guint m = first; m < first + ranking->place_count[p]; m++)
          {
            gboolean seen = FALSE;

            if (ranking->moves[m].role != HG_ROLE_NONE)
              continue;
            for (guint j = 0; j < n && !seen; j++)
              seen = index[j] == m;
            if (!seen && n < MAX_CANDIDATES)
              index[n++] = m;
          }
      }

  /* Best first, stable. */
  for (guint i = 0; i < n; i++)
    {
      guint at = i;
      guint m = index[i];

      while (at > 0 && ranking->values[index[at - 1]] < ranking->values[m])
        {
          index[at] = index[at - 1];
          at--;
        }
      index[at] = m;
    }
  for (guint i = 0; i < n; i++)
    {
      cands[i] = ranking->moves[index[i]];
      values[i] = ranking->values[index[i]];
    }
  return n;
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
  HgMove cands[MAX_CANDIDATES];
  double values[MAX_CANDIDATES];
  GThread *threads[MAX_THREADS];
  HgAiExpertParams defaults;
  Race race = { 0, };
  guint n_threads, ms, best;
  gint64 start = g_get_monotonic_time ();
  guint64 rng = hg_rng_mix (opts->seed, state->n_placed);

  if (params == NULL)
    {
      hg_ai_expert_params_init (&defaults);
      params = &defaults;
    }
  if (stats != NULL)
    memset (stats, 0, sizeof *stats);

  /* The root moves, ranked in one determinization (their values do not
   * depend on it but through a discard or the bonus pile). */
  hg_state_shuffle_unseen (det, &rng);
  if (!hg_ai_ranking_compute (ranking, det, scratch, &params->eval, opts->cancellable, 0))
    {
      g_cancellable_set_error_if_cancelled (opts->cancellable, error);
      return FALSE;
    }
  race.n_cands = pick_candidates (ranking, params->max_candidates, cands, values);
  if (race.n_cands == 1)
    {
      *out = cands[0];
      if (stats != NULL)
        stats->usec = g_get_monotonic_time () - start;
      return TRUE;
    }

  n_threads = opts->threads != 0 ? opts->threads : g_get_num_processors ();
  n_threads = CLAMP (n_threads, 1, MAX_THREADS);
  if (opts->max_iterations != 0)
    n_threads = MIN (n_threads, opts->max_iterations);
  ms = opts->ms;
  if (ms == 0 && opts->max_iterations == 0)
    ms = HG_AI_DEFAULT_MS;

  race.root = state;
  race.params = params;
  race.cands = cands;
  race.values = values;
  /* Stop early enough that joining and merging fit in @ms too: a
   * twentieth of the bound, 50 ms at most, as level hard does (the search
   * uses its whole bound whenever the race is open, so its slowest
   * decisions are those that end at the deadline; they end a few
   * milliseconds after it). */
  if (ms != 0)
    race.deadline = start + (gint64) ms * 1000 - MIN ((gint64) ms * 1000 / 20, 50000);
  race.start = start;
  race.budget = opts->max_iterations;
  race.cancellable = opts->cancellable;
  race.n_workers = n_threads;
  race.wait = race.deadline == 0;
  race.workers = g_new0 (Worker, n_threads);
  for (guint c = 0; c < race.n_cands; c++)
    race.active[c] = TRUE;
  g_mutex_init (&race.lock);
  g_cond_init (&race.cond);

  for (guint t = 0; t < n_threads; t++)
    {
      Worker *w = &race.workers[t];

      w->race = &race;
      w->seed = hg_rng_mix (opts->seed ^ ((guint64) state->n_placed << 40), 0x2000 + t);
      if (opts->max_iterations != 0)
        w->budget = opts->max_iterations / n_threads +
                    (t < opts->max_iterations % n_threads ? 1 : 0);
    }
  for (guint t = 0; t < n_threads; t++)
    threads[t] = g_thread_new ("hg-ai-expert", worker_run, &race.workers[t]);
  for (guint t = 0; t < n_threads; t++)
    g_thread_join (threads[t]);

  if (stats != NULL)
    {
      for (guint t = 0; t < n_threads; t++)
        {
          stats->iterations += race.workers[t].done;
          stats->nodes += race.workers[t].n_nodes;
          stats->ranked += race.workers[t].n_ranked;
          stats->threads++;
        }
      stats->rounds = race.rounds;
      stats->candidates = race.n_cands;
      for (guint c = 0; c < race.n_cands; c++)
        stats->left += race.active[c];
    }
  g_free (race.workers);
  g_mutex_clear (&race.lock);
  g_cond_clear (&race.cond);

  if (g_cancellable_set_error_if_cancelled (opts->cancellable, error))
    return FALSE;

  /* The leader after the last meeting; without a whole round, the
   * evaluation's best. */
  best = race.rounds > 0 ? leader (&race) : 0;
  *out = cands[best];
  if (stats != NULL)
    stats->usec = g_get_monotonic_time () - start;
  return TRUE;
}
