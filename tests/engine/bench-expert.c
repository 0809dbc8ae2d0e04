/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-expert.c: how fast level expert searches (a benchmark, not a
 * test).  Positions are taken from seeded games of random moves, every
 * few moves from the start to the end; expert decides each of them with
 * the time bound asked for, on every core (or --threads), and the program
 * prints, over all decisions:
 *
 *   simulations per second   median and minimum (iterations of the tree,
 *                            all threads together, per second of the
 *                            decision)
 *   decision time            median, mean and maximum (ms, wall clock)
 *   nodes per decision       median
 *   decided at once          decisions with one legal move or a race
 *                            decided before the bound
 *
 * Usage: bench-expert [--ms MS] [--players P] [--games G] [--step S]
 *                     [--threads T]
 * (defaults: 1000 ms, 2 players, 3 games, every 6th move, all cores) */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <gio/gio.h>

#include "hg-engine.h"
#include "hg-ai.h"
#include "hg-ai-private.h"

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (GArray *values)
{
  if (values->len == 0)
    return 0.0;
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, values->len / 2);
}

int
main (int   argc,
      char *argv[])
{
  int ms = 1000, n_players = 2, n_games = 3, step = 6, threads = 0;
  GOptionEntry entries[] = {
    { "ms", 0, 0, G_OPTION_ARG_INT, &ms, "Time bound of a decision (ms)", "MS" },
    { "players", 0, 0, G_OPTION_ARG_INT, &n_players, "Players of each game", "P" },
    { "games", 0, 0, G_OPTION_ARG_INT, &n_games, "Games to take positions from", "G" },
    { "step", 0, 0, G_OPTION_ARG_INT, &step, "A position every S moves", "S" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Worker threads (0: one per core)", "T" },
    { NULL },
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- how fast level expert searches");
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) rates = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) nodes = g_array_new (FALSE, FALSE, sizeof (double));
  const HgTileSet *set;
  double time_sum = 0.0, time_max = 0.0, rate_min = G_MAXDOUBLE;
  guint at_once = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error)
      || ms < 1 || n_players < 2 || n_players > 5 || n_games < 1 || step < 1 || threads < 0)
    {
      fprintf (stderr, "bench-expert: %s\n", error != NULL ? error->message : "a value is out of range");
      return 2;
    }
  set = hg_tile_set_get_default (&error);
  if (set == NULL)
    {
      fprintf (stderr, "bench-expert: %s\n", error->message);
      return 1;
    }

  for (int g = 0; g < n_games; g++)
    {
      HgSetup setup;
      HgState *state;
      guint64 rng = 1000 + g;
      guint turn = 0;

      hg_setup_shuffle (&setup, n_players, 500 + g);
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
              if (!hg_ai_expert_search (state, &opts, NULL, &stats, &move, &error))
                {
                  fprintf (stderr, "bench-expert: %s\n", error->message);
                  return 1;
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
              {
                double n = stats.nodes;

                g_array_append_val (nodes, n);
              }
            }
          if (!hg_state_random_move (state, &rng, &move))
            break;
          hg_state_apply (state, &move, NULL, NULL, NULL);
        }
      hg_state_free (state);
    }

  printf ("decisions: %u (time bound %d ms, %d players, threads %d, 0: one per core)\n",
          times->len, ms, n_players, threads);
  printf ("simulations-per-second: median %.0f min %.0f\n", median (rates),
          rates->len > 0 ? rate_min : 0.0);
  printf ("decision-ms: median %.1f mean %.1f max %.1f\n", median (times),
          times->len > 0 ? time_sum / times->len : 0.0, time_max);
  printf ("nodes-per-decision: median %.0f\n", median (nodes));
  printf ("decided-at-once: %u\n", at_once);
  return 0;
}
