/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-load.c: how long loading a finished game takes (read, parse,
 * schema, replay of the whole history, summary check): the median of many
 * loads (--runs, 1000), as `key value` lines (hg-bench-util.h).  Run
 * with `meson test --benchmark -C BUILDDIR model-load` or directly:
 * bench-load [--runs N] [--seconds S] [FILE]. */

#include "config.h"

#include "hg-bench-util.h"
#include "hg-game.h"
#include "hg-save.h"

int
main (int    argc,
      char **argv)
{
  g_autofree char *default_path = g_build_filename (SAVES_DIR, "finished.hgsave", NULL);
  HgBenchOptions options = { .runs = 1000 };
  const char *path;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GFileInfo) info = NULL;
  guint history = 0;
  guint n;

  hg_bench_parse (&argc, &argv, "How long loading a finished game takes.", NULL, &options);
  path = argc > 1 ? argv[1] : default_path;
  file = g_file_new_for_path (path);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, 0, NULL, NULL);

  hg_bench_start ();
  for (n = 0; hg_bench_next_run (&options, n); n++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HgGame) game = NULL;
      gint64 start = g_get_monotonic_time ();
      double t;

      game = hg_game_load (file, NULL, &error);
      t = (double) (g_get_monotonic_time () - start);
      if (game == NULL)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      history = hg_game_get_n_history (game);
      g_array_append_val (times, t);
    }

  hg_bench_note ("loading %s", path);
  hg_bench_value ("file-bytes", "%" G_GINT64_FORMAT,
                  info != NULL ? (gint64) g_file_info_get_size (info) : -1);
  hg_bench_value ("moves", "%u", history);
  hg_bench_value ("runs", "%u", n);
  hg_bench_summary ("load", "-us", times, 0);

  return 0;
}
