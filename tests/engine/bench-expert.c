/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-expert.c: how fast level expert searches (a benchmark, not a
 * test).  Positions are taken from seeded games of random moves, every
 * few moves from the start to the end; expert decides each of them with
 * the time bound asked for, on every core (or --threads), and the program
 * prints, over all decisions, as `key value` lines (hg-bench-util.h):
 *
 *   simulations per second   median and minimum (iterations of the tree,
 *                            all threads together, per second of the
 *                            decision)
 *   decision time            median, mean and maximum (ms, wall clock)
 *   nodes per decision       median
 *   decided at once          decisions with one legal move or a race
 *                            decided before the bound
 *   candidates               root moves in the race at the start, median
 *   rounds per decision      determinizations (each candidate still in
 *                            the race plays one iteration in each), median
 *   iterations per candidate median of iterations / candidates
 *   ranked nodes             nodes below the root whose moves were
 *                            ranked (the tree branches only there), median
 *   time used                mean share of the bound the decisions used
 *   peak memory              the process's maximum resident set (kB)
 *   agrees with reference    with --reference MS: decisions whose move
 *                            is that of a search of MS ms (the same
 *                            level, another seed): how often the move
 *                            is the one more time would find
 *
 * --old-race measures the race as it was before it spent its whole
 * bound (race_z 2.5 alone, no halving), the reference stays the same.
 *
 * Usage: bench-expert [--ms MS] [--players P] [--runs GAMES] [--step S]
 *                     [--threads T] [--seconds S] [--seed N] [--medium]
 *                     [--reference MS] [--old-race]
 * (defaults: 1000 ms, 2 players, 3 games, every 6th move, all cores; the
 * games from seed 500 on, of random moves, or with --medium of level
 * medium's moves, whose positions are more like those of real games) */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <gio/gio.h>

#include "hg-bench-util.h"
#include "hg-engine.h"
#include "hg-ai.h"
#include "hg-ai-private.h"

static double
median (GArray *values)
{
  hg_bench_sort (values);
  return hg_bench_at (values, 0.5);
}

int
main (int   argc,
      char *argv[])
{
  int ms = 1000, n_players = 2, step = 6, threads = 0;
  gboolean medium = FALSE, old_race = FALSE;
  int reference = 0;
  guint agree = 0;
  HgAiExpertParams params;
  GOptionEntry entries[] = {
    { "ms", 0, 0, G_OPTION_ARG_INT, &ms, "Time bound of a decision (ms)", "MS" },
    { "players", 0, 0, G_OPTION_ARG_INT, &n_players, "Players of each game", "P" },
    { "step", 0, 0, G_OPTION_ARG_INT, &step, "A position every S moves", "S" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Worker threads (0: one per core)", "T" },
    { "medium", 0, 0, G_OPTION_ARG_NONE, &medium, "Positions from games of level medium", NULL },
    { "reference", 0, 0, G_OPTION_ARG_INT, &reference, "Compare with the move of a search of MS ms", "MS" },
    { "old-race", 0, 0, G_OPTION_ARG_NONE, &old_race, "The race before it spent its whole bound", NULL },
    { NULL },
  };
  HgBenchOptions options = { .runs = 3, .seed = 500 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) rates = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) nodes = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cands = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) rounds = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) per_cand = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) ranked = g_array_new (FALSE, FALSE, sizeof (double));
  struct rusage usage;
  const HgTileSet *set;
  double time_sum = 0.0, time_max = 0.0, rate_min = G_MAXDOUBLE;
  guint at_once = 0;
  guint g;

  hg_bench_parse (&argc, &argv, "How fast level expert searches; --runs: the games "
                  "its positions are taken from.", entries, &options);
  if (ms < 1 || n_players < 2 || n_players > 5 || step < 1 || threads < 0 || reference < 0)
    {
      fprintf (stderr, "bench-expert: a value is out of range\n");
      return 2;
    }
  set = hg_tile_set_get_default (&error);
  if (set == NULL)
    {
      fprintf (stderr, "bench-expert: %s\n", error->message);
      return 1;
    }

  hg_ai_expert_params_init (&params);
  if (old_race)
    {
      params.race_delta = 0.0;
      params.halving = FALSE;
    }

  hg_bench_start ();
  for (g = 0; hg_bench_next_run (&options, g); g++)
    {
      HgSetup setup;
      HgState *state;
      guint64 rng = (guint64) options.seed + 500 + g;
      guint turn = 0;

      hg_setup_shuffle (&setup, n_players, options.seed + g);
      state = hg_state_new (set, &setup, NULL, NULL);
      while (hg_state_get_phase (state) != HG_PHASE_OVER)
        {
          HgMove move;

          if (turn++ % step == 0)
            {
              HgAiOptions opts;
              HgAiExpertStats stats;
              double t, rate;

              hg_ai_options_init (&opts);
              opts.seed = turn;
              opts.ms = ms;
              opts.threads = threads;
              if (!hg_ai_expert_search (state, &opts, &params, &stats, &move, &error))
                {
                  fprintf (stderr, "bench-expert: %s\n", error->message);
                  return 1;
                }
              if (reference > 0)
                {
                  HgMove best;

                  opts.seed = turn + 7919;
                  opts.ms = reference;
                  if (!hg_ai_expert_search (state, &opts, NULL, NULL, &best, &error))
                    {
                      fprintf (stderr, "bench-expert: %s\n", error->message);
                      return 1;
                    }
                  agree += hg_move_equal (&move, &best);
                }
              t = stats.usec / 1000.0;
              g_array_append_val (times, t);
              time_sum += t;
              time_max = MAX (time_max, t);
              if (stats.left <= 1 && t < ms * 0.9)
                at_once++;
              if (stats.iterations > 0 && stats.usec > 0)
                {
                  rate = stats.iterations / (stats.usec / 1e6);
                  g_array_append_val (rates, rate);
                  rate_min = MIN (rate_min, rate);
                }
              if (stats.candidates > 1)
                {
                  double n = stats.nodes, c = stats.candidates, r = stats.rounds;
                  double i = (double) stats.iterations / stats.candidates, k = stats.ranked;

                  g_array_append_val (nodes, n);
                  g_array_append_val (cands, c);
                  g_array_append_val (rounds, r);
                  g_array_append_val (per_cand, i);
                  g_array_append_val (ranked, k);
                }
            }
          if (medium)
            {
              HgAiOptions opts;

              hg_ai_options_init (&opts);
              opts.seed = rng + turn;
              if (!hg_ai_choose_move (state, HG_AI_LEVEL_MEDIUM, &opts, &move, NULL))
                break;
            }
          else if (!hg_state_random_move (state, &rng, &move))
            break;
          hg_state_apply (state, &move, NULL, NULL, NULL);
        }
      hg_state_free (state);
    }

  hg_bench_note ("time bound %d ms, %d players, threads %d (0: one per core), %u games "
                 "of %s from seed %u%s", ms, n_players, threads, g,
                 medium ? "level medium" : "random moves", options.seed,
                 old_race ? ", the old race" : "");
  if (reference > 0)
    hg_bench_note ("reference: a search of %d ms", reference);
  hg_bench_value ("decisions", "%u", times->len);
  hg_bench_value ("simulations-per-second-median", "%.0f", median (rates));
  hg_bench_value ("simulations-per-second-min", "%.0f", rates->len > 0 ? rate_min : 0.0);
  hg_bench_value ("decision-median-ms", "%.1f", median (times));
  hg_bench_value ("decision-mean-ms", "%.1f", times->len > 0 ? time_sum / times->len : 0.0);
  hg_bench_value ("decision-max-ms", "%.1f", time_max);
  hg_bench_value ("nodes-per-decision-median", "%.0f", median (nodes));
  hg_bench_value ("decided-at-once", "%u", at_once);
  hg_bench_value ("candidates-median", "%.0f", median (cands));
  hg_bench_value ("rounds-per-decision-median", "%.0f", median (rounds));
  hg_bench_value ("iterations-per-candidate-median", "%.0f", median (per_cand));
  hg_bench_value ("ranked-nodes-median", "%.0f", median (ranked));
  hg_bench_value ("time-used-mean", "%.3f",
                  times->len > 0 ? time_sum / times->len / ms : 0.0);
  if (reference > 0)
    hg_bench_value ("agrees-with-reference", "%u", agree);
  getrusage (RUSAGE_SELF, &usage);
  hg_bench_value ("peak-memory-kb", "%ld", usage.ru_maxrss);
  return 0;
}
