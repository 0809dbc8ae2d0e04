/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-records.c: how long reading the records of finished games takes,
 * and how much memory, as the Statistics window reads them: the index read
 * in a worker (hg_game_records_load_async()), then the numbers worked out
 * (hg_record_stats_new()).  For each count of games (default 1000, 20000
 * and 100000) an index of that many valid games is written to a
 * temporary folder, and read N times (default 5), each time by a fresh
 * process of this program, so that its peak memory (getrusage()
 * ru_maxrss) is that of one reading.  Prints the median time and the
 * median peak memory of the process, and that peak less the peak before
 * reading.  Run with `meson test --benchmark -C BUILDDIR model-records`
 * or directly: bench-records [-n N] [GAMES...]. */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <glib/gstdio.h>

#include "hg-game-records.h"
#include "hg-record-stats.h"
#include "hg-test-util.h"

static int
compare_values (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static gint64
median (GArray *values)
{
  g_array_sort (values, compare_values);
  return g_array_index (values, gint64, values->len / 2);
}

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

int
main (int    argc,
      char **argv)
{
  const guint defaults[] = { 1000, 20000, 100000 };
  g_autoptr(GArray) counts = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n = 5;
  int first = 1;

  if (argc == 3 && strcmp (argv[1], "--read") == 0)
    return read_once (argv[2]);

  if (argc > 2 && strcmp (argv[1], "-n") == 0)
    {
      n = MAX (atoi (argv[2]), 1);
      first = 3;
    }
  for (int i = first; i < argc; i++)
    {
      guint count = (guint) MAX (atoi (argv[i]), 1);

      g_array_append_val (counts, count);
    }
  if (counts->len == 0)
    g_array_append_vals (counts, defaults, G_N_ELEMENTS (defaults));

  g_print ("%8s %10s %10s %10s %10s\n", "games", "index MB", "time ms", "peak MB", "growth MB");
  for (guint c = 0; c < counts->len; c++)
    {
      guint count = g_array_index (counts, guint, c);
      g_autofree char *folder = hg_test_make_dir ("hg-bench-records-XXXXXX");
      g_autofree char *index = g_build_filename (folder, HG_GAME_RECORDS_BASENAME, NULL);
      g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_autoptr(GArray) peaks = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_autoptr(GArray) growths = g_array_new (FALSE, FALSE, sizeof (gint64));
      GStatBuf st;

      write_index (folder, count);
      if (g_stat (index, &st) != 0)
        g_error ("%s: not written", index);
      for (guint run = 0; run < n; run++)
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
          g_array_append_val (times, time_us);
          g_array_append_val (peaks, peak);
          peak -= before;
          g_array_append_val (growths, peak);
          /* The index stays as it was: nothing was damaged. */
          if (!g_file_test (index, G_FILE_TEST_IS_REGULAR))
            g_error ("%s was set aside", index);
        }
      g_print ("%8u %10.1f %10.1f %10.1f %10.1f\n", count, st.st_size / 1e6,
               median (times) / 1e3, median (peaks) / 1024.0, median (growths) / 1024.0);
      hg_test_remove_tree (folder);
    }
  return 0;
}
