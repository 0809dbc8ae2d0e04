/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-analyze.c: how long the analysis of a whole finished two-player
 * game takes (every placement judged, as `analyze` and review's Analyze
 * do), and the peak memory of the process: the median of --runs (3)
 * analyses at --ms (200) a placement on --threads (2), by default of
 * tests/data/saves/two-players.hgsave (82 placements, medium against
 * hard), as `key value`
 * lines (hg-bench-util.h).  Run with `meson test --benchmark -C BUILDDIR
 * model-analyze` or directly: bench-analyze [--runs N] [--ms MS]
 * [--threads T] [FILE]. */

#include "config.h"

#include <sys/resource.h>

#include "hg-bench-util.h"
#include "hg-game.h"
#include "hg-save.h"

int
main (int    argc,
      char **argv)
{
  g_autofree char *default_path = g_build_filename (SAVES_DIR, "two-players.hgsave", NULL);
  HgBenchOptions options = { .runs = 3 };
  int ms = 200, threads = 2;
  const GOptionEntry extra[] = {
    { "ms", 0, 0, G_OPTION_ARG_INT, &ms, "Thinking time per placement (default 200)", "MS" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Worker threads (default 2)", "T" },
    { NULL }
  };
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) losses = g_array_new (FALSE, FALSE, sizeof (double));
  struct rusage usage;
  HgAiOptions opts;
  const char *path;
  guint n;

  hg_bench_parse (&argc, &argv, "How long analysing a whole game takes.", extra, &options);
  if (ms < 1 || ms > 60000 || threads < 1 || threads > 64)
    {
      g_printerr ("bench-analyze: --ms is 1 to 60000, --threads 1 to 64\n");
      return 2;
    }
  path = argc > 1 ? argv[1] : default_path;
  file = g_file_new_for_path (path);
  game = hg_game_load (file, NULL, &error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  hg_ai_options_init (&opts);
  opts.ms = (guint) ms;
  opts.threads = (guint) threads;

  hg_bench_start ();
  for (n = 0; hg_bench_next_run (&options, n); n++)
    {
      gint64 start = g_get_monotonic_time ();
      double t, sum = 0;

      for (guint i = 0; i < hg_game_get_n_history (game); i++)
        {
          HgAiJudgement judgement;

          if (!hg_game_judge_move (game, i, &opts, &judgement, &error))
            {
              g_printerr ("%s\n", error->message);
              return 1;
            }
          sum += judgement.loss;
        }
      t = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
      g_array_append_val (times, t);
      sum /= hg_game_get_n_history (game);
      g_array_append_val (losses, sum);
    }
  getrusage (RUSAGE_SELF, &usage);

  hg_bench_note ("analysing %s at %d ms a placement, %d threads", path, ms, threads);
  hg_bench_note_load ();
  hg_bench_value ("players", "%u", hg_game_get_n_players (game));
  hg_bench_value ("placements", "%u", hg_game_get_n_history (game));
  hg_bench_value ("runs", "%u", n);
  hg_bench_summary ("game", "-s", times, 1);
  hg_bench_summary ("mean-loss", "-points", losses, 2);
  hg_bench_value ("peak-rss-kib", "%ld", usage.ru_maxrss);

  return 0;
}
