/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-records.c: how long reading the records of finished games takes,
 * and how much memory, as the Statistics window reads them: the index read
 * in a worker (hg_game_records_load_async()), then the numbers worked out
 * (hg_record_stats_new()).  For each count of games (default 1000, 20000
 * and 100000) an index of that many valid games is written to a
 * temporary folder, and read --runs times (default 5), each time by a
 * fresh process of this program, so that its peak memory (getrusage()
 * ru_maxrss) is that of one reading.  Prints, as `key value` lines
 * (hg-bench-util.h), the index's size, the median time and the median
 * peak memory of the process, and that peak less the peak before reading.
 * Run with `meson test --benchmark -C BUILDDIR model-records` or directly:
 * bench-records [--runs N] [--seconds S] [GAMES...]. */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <glib/gstdio.h>

#include "hg-bench-util.h"
#include "hg-game-records.h"
#include "hg-record-stats.h"
#include "hg-test-util.h"

/* Peak memory of this process so far, in KiB. */
static gint64
peak_kib (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

/* An index of @n valid games: 2 to 5 seats of every level, names from a
 * small set (as real records have), one or more winners. */
static void
write_index (const char *folder,
             guint       n)
{
  static const char * const names[] = { "Ana", "Ben", "Cy", "Dan", "Eve", "Computer (hard)", "Computer (expert)" };
  static const char * const levels[] = { "human", "random", "easy", "medium", "hard", "expert" };
  g_autofree char *path = g_build_filename (folder, HG_GAME_RECORDS_BASENAME, NULL);
  g_autoptr(GString) text = g_string_new ("[records]\nformat=1\n");
  g_autoptr(GError) error = NULL;
  GRand *rand = g_rand_new_with_seed (n);

  for (guint i = 0; i < n; i++)
    {
      guint n_players = 2 + i % 4;
      guint scores[5];
      guint best = 0;
      gboolean first = TRUE;

      g_string_append_printf (text, "\n[game %064x]\n", i);
      g_string_append_printf (text, "date=2024-%02u-%02uT%02u:%02u:00Z\n",
                              1 + i % 12, 1 + i % 28, i % 24, i % 60);
      g_string_append (text, "names=");
      for (guint s = 0; s < n_players; s++)
        g_string_append_printf (text, "%s;", names[(i + s) % G_N_ELEMENTS (names)]);
      g_string_append (text, "\ncolours=");
      for (guint s = 0; s < n_players; s++)
        g_string_append_printf (text, "#%06x;", (s * 0x334455 + i) & 0xffffff);
      g_string_append (text, "\nlevels=");
      for (guint s = 0; s < n_players; s++)
        g_string_append_printf (text, "%s;", levels[(i + s) % G_N_ELEMENTS (levels)]);
      g_string_append (text, "\nscores=");
      for (guint s = 0; s < n_players; s++)
        {
          scores[s] = (guint) g_rand_int_range (rand, 20, 120);
          best = MAX (best, scores[s]);
          g_string_append_printf (text, "%u;", scores[s]);
        }
      g_string_append (text, "\nwinners=");
      for (guint s = 0; s < n_players; s++)
        if (scores[s] == best)
          {
            g_string_append_printf (text, first ? "%u" : ";%u", s);
            first = FALSE;
          }
      g_string_append (text, ";\n");
    }
  g_rand_free (rand);
  if (!g_file_set_contents (path, text->str, (gssize) text->len, &error))
    g_error ("%s", error->message);
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  if (!hg_game_records_load_finish (HG_GAME_RECORDS (source), result, &error))
    g_error ("%s", error->message);
  *done = TRUE;
}

/* One reading, in this process: prints "GAMES TIME_US PEAK_KIB BEFORE_KIB". */
static int
read_once (const char *folder_path)
{
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(HgGameRecords) records = hg_game_records_new (folder);
  g_autoptr(HgRecordStats) stats = NULL;
  gint64 before = peak_kib ();
  gint64 start = g_get_monotonic_time ();
  gboolean done = FALSE;

  hg_game_records_load_async (records, NULL, loaded_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  stats = hg_record_stats_new (G_LIST_MODEL (records));
  g_print ("%u %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n",
           stats->n_games, g_get_monotonic_time () - start, peak_kib (), before);
  return 0;
}

/* "games-COUNT-WHAT-UNIT VALUE" */
static void
print_median (guint       count,
              const char *what,
              const char *unit,
              double      value)
{
  g_autofree char *key = g_strdup_printf ("games-%u-%s-%s", count, what, unit);

  hg_bench_value (key, "%.1f", value);
}

int
main (int    argc,
      char **argv)
{
  const guint defaults[] = { 1000, 20000, 100000 };
  g_autoptr(GArray) counts = g_array_new (FALSE, FALSE, sizeof (guint));
  HgBenchOptions options = { .runs = 5 };
  g_autofree char *read_folder = NULL;
  const GOptionEntry entries[] = {
    { "read", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_FILENAME, &read_folder,
      "One reading of FOLDER, in this process", "FOLDER" },
    { NULL }
  };

  hg_bench_parse (&argc, &argv, "How long reading the records of finished games takes.",
                  entries, &options);
  if (read_folder != NULL)
    return read_once (read_folder);

  for (int i = 1; i < argc; i++)
    {
      guint count = (guint) MAX (atoi (argv[i]), 1);

      g_array_append_val (counts, count);
    }
  if (counts->len == 0)
    g_array_append_vals (counts, defaults, G_N_ELEMENTS (defaults));

  hg_bench_start ();
  for (guint c = 0; c < counts->len; c++)
    {
      guint count = g_array_index (counts, guint, c);
      g_autofree char *folder = hg_test_make_dir ("hg-bench-records-XXXXXX");
      g_autofree char *index = g_build_filename (folder, HG_GAME_RECORDS_BASENAME, NULL);
      g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) peaks = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) growths = g_array_new (FALSE, FALSE, sizeof (double));
      GStatBuf st;
      guint run;

      write_index (folder, count);
      if (g_stat (index, &st) != 0)
        g_error ("%s: not written", index);
      for (run = 0; hg_bench_next_run (&options, run); run++)
        {
          const char *child_argv[] = { argv[0], "--read", folder, NULL };
          g_autofree char *out = NULL;
          g_autoptr(GError) error = NULL;
          guint games = 0;
          gint64 time_us = 0, peak = 0, before = 0;
          int status = 0;

          if (!g_spawn_sync (NULL, (char **) child_argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                             &out, NULL, &status, &error)
              || !g_spawn_check_wait_status (status, &error))
            g_error ("%s", error->message);
          if (sscanf (out, "%u %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT,
                      &games, &time_us, &peak, &before) != 4 || games != count)
            g_error ("the reading of %u games gave: %s", count, out);
          g_array_append_val (times, (double) { time_us / 1e3 });
          g_array_append_val (peaks, (double) { peak / 1024.0 });
          g_array_append_val (growths, (double) { (peak - before) / 1024.0 });
          /* The index stays as it was: nothing was damaged. */
          if (!g_file_test (index, G_FILE_TEST_IS_REGULAR))
            g_error ("%s was set aside", index);
        }
      hg_bench_note ("%u games, %u runs", count, run);
      print_median (count, "index", "mb", st.st_size / 1e6);
      hg_bench_sort (times);
      print_median (count, "read-median", "ms", hg_bench_at (times, 0.5));
      hg_bench_sort (peaks);
      print_median (count, "peak-median", "mb", hg_bench_at (peaks, 0.5));
      hg_bench_sort (growths);
      print_median (count, "growth-median", "mb", hg_bench_at (growths, 0.5));
      hg_test_remove_tree (folder);
    }
  return 0;
}
