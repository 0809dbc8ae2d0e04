/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tune-expert.c: level expert against level hard at iteration bounds (a
 * tuning program, not a test).  Plays seeded games, every AI on one
 * worker thread (--threads: more, which share the bound) and bounded by
 * iterations only (ms 0), so a result does not depend on how busy the
 * machine is; with --ms, both levels think for that time instead (give
 * it a quiet machine and no more jobs times threads than cores).  Deck d is played once with
 * expert in every seat (game g: deck g / players, expert in seat
 * g % players), the other seats hard.  Expert's parameters come from
 * the environment: HG_EXPERT="explore=0.2,max_candidates=8" (names of
 * the fields of HgAiExpertParams, and of its evaluation's weights,
 * HgAiEvalWeights: "member_value=4").
 *
 * Prints wins (a tie shared), ties, the Wilson 95 % interval of the win
 * rate, the mean score difference (expert minus the best hard) and,
 * with --jobs 1, the mean processor time per decision of each level;
 * before that, one line per game (so that two runs compare game by
 * game).
 *
 * Usage: tune-expert [--games N] [--first F] [--seed S] [--players P]
 *                    [--hard-iterations H] [--expert-iterations E]
 *                    [--ms MS] [--jobs J] [--threads T] */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <gio/gio.h>

#include "hg-engine.h"
#include "hg-ai.h"
#include "hg-ai-private.h"

typedef struct {
  double win;        /* 1, 0.5 (shared), 0 */
  gboolean tie;
  double diff;
  double cpu[2];     /* seconds: hard, expert */
  guint decisions[2];
  guint64 iterations;
  guint decided;     /* expert's races decided before the bound */
} Result;

typedef struct {
  const HgTileSet        *set;
  const HgAiExpertParams *params;
  guint                   first;     /* number of the first game */
  guint                   n_games;
  guint                   n_players;
  guint                   seed;
  guint                   hard_iterations;
  guint                   expert_iterations;
  guint                   ms;        /* 0: the iteration bounds */
  guint                   threads;   /* worker threads of each search */
  gint                    next;
  Result                 *results;
} Match;

static double
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
play_game (const Match *match,
           guint        g,
           Result      *res)
{
  HgSetup setup;
  g_autoptr (HgState) state = NULL;
  g_autoptr (GError) error = NULL;
  guint deck = g / match->n_players;
  guint expert_seat = g % match->n_players;
  guint n_players = match->n_players;
  guint8 winners;
  guint best_other = 0;

  hg_setup_shuffle (&setup, n_players, match->seed + deck);
  state = hg_state_new (match->set, &setup, NULL, NULL);
  while (hg_state_get_phase (state) != HG_PHASE_OVER)
    {
      guint seat = hg_state_get_current_player (state);
      gboolean expert = seat == expert_seat;
      HgAiOptions opts;
      HgMove move;
      double t0 = cpu_now ();
      gboolean ok;

      hg_ai_options_init (&opts);
      opts.seed = ((guint64) (match->seed + deck) << 32) ^ ((guint64) g << 8) ^ seat;
      opts.ms = match->ms;
      opts.threads = match->threads;
      opts.max_iterations = match->ms != 0 ? 0 :
                            expert ? match->expert_iterations : match->hard_iterations;
      if (expert)
        {
          HgAiExpertStats stats;

          ok = hg_ai_expert_search (state, &opts, match->params, &stats, &move, &error);
          res->iterations += stats.iterations;
          res->decided += stats.left <= 1 &&
                          (match->ms != 0 ? stats.usec < match->ms * 900 :
                                            stats.iterations < opts.max_iterations * 9 / 10);
        }
      else
        ok = hg_ai_choose_move (state, HG_AI_LEVEL_HARD, &opts, &move, &error);
      if (!ok || !hg_state_apply (state, &move, NULL, NULL, &error))
        g_error ("game %u: %s", g, error->message);
      res->cpu[expert] += cpu_now () - t0;
      res->decisions[expert]++;
    }

  winners = hg_state_get_winners (state);
  for (guint s = 0; s < n_players; s++)
    if (s != expert_seat)
      best_other = MAX (best_other, hg_state_get_score (state, s));
  res->diff = (double) hg_state_get_score (state, expert_seat) - best_other;
  res->tie = (winners & (1u << expert_seat)) != 0 && __builtin_popcount (winners) > 1;
  res->win = (winners & (1u << expert_seat)) != 0 ? 1.0 / __builtin_popcount (winners) : 0.0;
}

static gpointer
job_run (gpointer data)
{
  Match *match = data;
  gint g;

  while ((g = g_atomic_int_add (&match->next, 1)) < (gint) match->n_games)
    play_game (match, match->first + (guint) g, &match->results[g]);
  return NULL;
}

/* Sets the field @key of @params from @value; FALSE if unknown. */
static gboolean
set_param (HgAiExpertParams *params,
           const char       *key,
           const char       *value)
{
  static const struct {
    const char *name;
    gsize       offset;
    gboolean    is_double;
  } fields[] = {
#define D(f) { #f, G_STRUCT_OFFSET (HgAiExpertParams, f), TRUE }
#define U(f) { #f, G_STRUCT_OFFSET (HgAiExpertParams, f), FALSE }
#define W(f) { #f, G_STRUCT_OFFSET (HgAiExpertParams, eval.f), TRUE }
    D (explore), D (prior_visits), D (reward_scale), D (widen_base), D (widen_factor),
    D (widen_power), U (expand_visits), U (max_placements), U (playout_rounds),
    U (playout_samples), U (max_candidates), D (race_z), D (race_delta), U (race_min_rounds),
    U (batch_rounds), U (halving),
    W (member_value), W (hut_value), W (supply_turns), W (open_side_growth),
    W (close_rate), W (close_tiles), W (close_turns), W (meadow_growth), W (meadow_zones_cap),
    W (hut_growth), W (bonus_value), W (figure_return), W (gold_value), W (rival_mean),
#undef D
#undef U
#undef W
  };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (g_strcmp0 (fields[i].name, key) == 0)
      {
        gpointer at = G_STRUCT_MEMBER_P (params, fields[i].offset);

        if (fields[i].is_double)
          *(double *) at = g_ascii_strtod (value, NULL);
        else
          *(guint *) at = (guint) g_ascii_strtoull (value, NULL, 10);
        return TRUE;
      }
  return FALSE;
}

int
main (int   argc,
      char *argv[])
{
  int n_games = 40, seed = 1, n_players = 2, hard_iterations = 4000, expert_iterations = 4000;
  int jobs = 2, first = 0, ms = 0, n_threads = 1;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &n_games, "Games (a multiple of the players)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "Seed of the first deck", "S" },
    { "first", 0, 0, G_OPTION_ARG_INT, &first, "Number of the first game (to add games to a run)", "F" },
    { "players", 0, 0, G_OPTION_ARG_INT, &n_players, "Players of each game", "P" },
    { "hard-iterations", 0, 0, G_OPTION_ARG_INT, &hard_iterations, "Hard's bound", "H" },
    { "expert-iterations", 0, 0, G_OPTION_ARG_INT, &expert_iterations, "Expert's bound", "E" },
    { "ms", 0, 0, G_OPTION_ARG_INT, &ms, "Think time of both levels instead of the bounds", "MS" },
    { "jobs", 0, 0, G_OPTION_ARG_INT, &jobs, "Games played at once", "J" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &n_threads, "Worker threads of each search (the bounds are shared)", "T" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- expert against hard");
  g_autoptr (GError) error = NULL;
  g_autofree GThread **threads = NULL;
  HgAiExpertParams params;
  const char *env = g_getenv ("HG_EXPERT");
  Match match = { 0, };
  double wins = 0.0, ties = 0.0, diff = 0.0, diff2 = 0.0, cpu[2] = { 0, }, p, z = 1.96;
  double centre, half;
  guint decisions[2] = { 0, }, decided = 0;
  guint64 iterations = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || n_games < 1 || first < 0 ||
      n_players < 2 || n_players > 5 || hard_iterations < 1 || expert_iterations < 1 ||
      jobs < 1 || jobs > 8 || n_threads < 1 || n_threads > 8 || ms < 0 || ms > 60000)
    {
      fprintf (stderr, "tune-expert: %s\n", error != NULL ? error->message : "a value is out of range");
      return 2;
    }
  hg_ai_expert_params_init (&params);
  if (env != NULL && *env != '\0')
    {
      g_auto (GStrv) items = g_strsplit (env, ",", -1);

      for (guint i = 0; items[i] != NULL; i++)
        {
          g_auto (GStrv) kv = g_strsplit (items[i], "=", 2);

          if (kv[0] == NULL || kv[1] == NULL || !set_param (&params, g_strstrip (kv[0]), kv[1]))
            {
              fprintf (stderr, "tune-expert: HG_EXPERT: bad item “%s”\n", items[i]);
              return 2;
            }
        }
    }

  match.set = hg_tile_set_get_default (&error);
  if (match.set == NULL)
    {
      fprintf (stderr, "tune-expert: %s\n", error->message);
      return 1;
    }
  match.params = &params;
  match.first = first;
  match.n_games = n_games;
  match.n_players = n_players;
  match.seed = seed;
  match.hard_iterations = hard_iterations;
  match.expert_iterations = expert_iterations;
  match.ms = ms;
  match.threads = n_threads;
  match.results = g_new0 (Result, n_games);

  threads = g_new (GThread *, jobs);
  for (int j = 0; j < jobs; j++)
    threads[j] = g_thread_new ("tune-job", job_run, &match);
  for (int j = 0; j < jobs; j++)
    g_thread_join (threads[j]);

  for (int g = 0; g < n_games; g++)
    {
      const Result *r = &match.results[g];

      printf ("game %d win %.1f diff %.0f\n", first + g, r->win, r->diff);
      wins += r->win;
      ties += r->tie;
      diff += r->diff;
      diff2 += r->diff * r->diff;
      iterations += r->iterations;
      decided += r->decided;
      for (guint k = 0; k < 2; k++)
        {
          cpu[k] += r->cpu[k];
          decisions[k] += r->decisions[k];
        }
    }
  p = wins / n_games;
  centre = (p + z * z / (2.0 * n_games)) / (1.0 + z * z / n_games);
  half = z * sqrt (p * (1.0 - p) / n_games + z * z / (4.0 * n_games * n_games)) /
         (1.0 + z * z / n_games);
  diff /= n_games;
  if (ms != 0)
    printf ("HG_EXPERT=\"%s\" games %d players %d seed %d ms %d\n",
            env != NULL ? env : "", n_games, n_players, seed, ms);
  else
    printf ("HG_EXPERT=\"%s\" games %d players %d seed %d hard %d expert %d threads %d\n",
            env != NULL ? env : "", n_games, n_players, seed, hard_iterations, expert_iterations,
            n_threads);
  printf ("wins %.1f ties %.0f rate %.3f wilson95 [%.3f, %.3f] diff %.2f (sd %.1f)\n",
          wins, ties, p, centre - half, centre + half, diff,
          sqrt (MAX (diff2 / n_games - diff * diff, 0.0)));
  printf ("expert iterations/decision %.0f, decided early %u of %u\n",
          decisions[1] > 0 ? (double) iterations / decisions[1] : 0.0, decided, decisions[1]);
  if (jobs == 1)
    printf ("cpu ms/decision: hard %.1f expert %.1f\n",
            decisions[0] > 0 ? 1000.0 * cpu[0] / decisions[0] : 0.0,
            decisions[1] > 0 ? 1000.0 * cpu[1] / decisions[1] : 0.0);
  g_free (match.results);
  return 0;
}
