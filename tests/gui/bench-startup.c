/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-startup.c: how long the game takes from exec to its first frame,
 * beside an empty AdwApplicationWindow built in the same tree
 * (bench-bare-window) and a window showing the least a welcome page of
 * libadwaita's widgets shows (bench-welcome-window: what text and icons
 * cost at all), and how much private memory the game's window holds with
 * a finished game open.
 *
 * The programs are started the same way, turn about, with the module
 * hg-first-frame-preload.c in LD_PRELOAD (which prints when the first
 * window draws its first frame; the programs know nothing of it) and user
 * folders of their own; the time is from just before the spawn to the
 * child's first after-paint, on the monotonic clock both share, next to
 * the child's CPU time by then.  Each is left until its CPU time stands
 * still and its RssAnon read from /proc/PID/status; then the game is
 * started on a saved finished game the same way (its tiles painted when
 * it is idle).  The environment is passed on, with the test setup's
 * values for what it leaves unset (no session bus, no accessibility bus,
 * the cairo renderer, the build's settings schema).  Prints, as
 * `key value` lines (hg-bench-util.h), the median, the range and the 95th
 * percentile of each, over --runs (7) runs.
 * Usage: bench-startup [--runs N] [--seconds S]
 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hg-bench-util.h"
#include "hg-gui-test-util.h"
#include "hg-test-util.h"
#include "hg-save.h"

#define LIMIT_MS    60000
#define IDLE_POLL   250     /* ms between looks at the child's CPU time */
#define IDLE_POLLS  4       /* ... unchanged this many times: idle */

typedef struct {
  double wall, cpu, rss;    /* ms, ms, MB */
} Start;

/* utime + stime of @pid in clock ticks, or -1. */
static long long
child_cpu_ticks (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", (int) pid);
  g_autofree char *stat = NULL;
  g_auto(GStrv) fields = NULL;
  const char *end;

  if (!g_file_get_contents (path, &stat, NULL, NULL))
    return -1;
  /* the fields after the command, which is in parentheses */
  end = strrchr (stat, ')');
  if (end == NULL)
    return -1;
  fields = g_strsplit (end + 2, " ", -1);
  if (g_strv_length (fields) < 13)
    return -1;
  return g_ascii_strtoll (fields[11], NULL, 10) + g_ascii_strtoll (fields[12], NULL, 10);
}

static double
child_rss_anon_mb (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", (int) pid);
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents (path, &status, NULL, NULL))
    return -1;
  line = strstr (status, "RssAnon:");
  return line != NULL ? g_ascii_strtod (line + 8, NULL) / 1024.0 : -1;
}

/* Reads @fd until the first-frame line; FALSE on end of file or after a
 * minute. */
static gboolean
read_first_frame (int     fd,
                  gint64 *when,
                  double *cpu)
{
  g_autoptr(GString) text = g_string_new (NULL);
  gint64 deadline = g_get_monotonic_time () + LIMIT_MS * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < deadline)
    {
      struct pollfd p = { fd, POLLIN, 0 };
      char buf[256];
      const char *line;
      ssize_t n;

      if (poll (&p, 1, 100) <= 0)
        continue;
      n = read (fd, buf, sizeof buf);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      g_string_append_len (text, buf, n);
      line = strstr (text->str, "first-frame ");
      if (line != NULL && strchr (line, '\n') != NULL)
        {
          g_auto(GStrv) words = g_strsplit (line, " ", 3);

          *when = g_ascii_strtoll (words[1], NULL, 10);
          *cpu = g_ascii_strtod (words[2], NULL);
          return TRUE;
        }
    }
  return FALSE;
}

/* Starts @argv with @envp, waits until it is idle and reads its private
 * memory. */
static Start
start (char **argv,
       char **envp)
{
  g_autoptr(GError) error = NULL;
  Start result = { -1, -1, -1 };
  gint64 t0, when;
  GPid pid;
  int out, status;

  t0 = g_get_monotonic_time ();
  if (!g_spawn_async_with_pipes (NULL, argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                 &pid, NULL, &out, NULL, &error))
    g_error ("%s: %s", argv[0], error->message);
  if (!read_first_frame (out, &when, &result.cpu))
    g_error ("%s did not report its first frame", argv[0]);
  result.wall = (when - t0) / 1000.0;

  for (gint64 waited = 0, last = -1, same = 0; waited < LIMIT_MS && same < IDLE_POLLS;
       waited += IDLE_POLL)
    {
      long long ticks;

      g_usleep (IDLE_POLL * G_TIME_SPAN_MILLISECOND);
      ticks = child_cpu_ticks (pid);
      same = ticks == last ? same + 1 : 0;
      last = ticks;
    }
  result.rss = child_rss_anon_mb (pid);

  kill (pid, SIGTERM);
  waitpid (pid, &status, 0);
  g_spawn_close_pid (pid);
  close (out);
  return result;
}

/* Prints @key's summary; returns its median. */
static double
print_row (const char *key,
           const char *unit,
           GArray     *values,
           int         decimals)
{
  hg_bench_summary (key, unit, values, decimals);
  return hg_bench_at (values, 0.5);
}

/* A game of four played to the end, saved in @dir. */
static char *
save_finished_game (const char *dir)
{
  g_autoptr(HgGame) game = hg_test_new_game (4, 20261130, NULL);
  g_autofree char *path = g_build_filename (dir, "finished" HG_SAVE_EXTENSION, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  hg_test_play_random (game, 20261130, 0);
  g_assert_true (hg_game_get_is_over (game));
  if (!hg_game_save (game, file, NULL, &error))
    g_error ("%s", error->message);
  return g_steal_pointer (&path);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bench-startup-XXXXXX", &error);
  g_autofree char *saved = NULL;
  g_autofree char *data = NULL, *config = NULL, *cache = NULL;
  g_autoptr(GArray) game_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) game_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) bare_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) bare_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) welcome_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) welcome_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) ratio = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) bare_rss = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) game_rss = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) open_rss = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) open_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_auto(GStrv) envp = g_get_environ ();
  char *game_argv[] = { (char *) HG_PROGRAM_PATH, NULL, NULL };
  char *bare_argv[] = { (char *) HG_BARE_WINDOW_PATH, NULL };
  char *welcome_argv[] = { (char *) HG_WELCOME_WINDOW_PATH, NULL };
  HgBenchOptions options = { .runs = 7 };
  double game_median, bare_median, game_cpu_median, bare_cpu_median, welcome_median;
  guint runs;

  hg_bench_parse (&argc, &argv, "How long the game takes from exec to its first frame.",
                  NULL, &options);
  if (dir == NULL)
    g_error ("%s", error->message);
  saved = save_finished_game (dir);

  /* folders of their own: no autosave of the person's is resumed or
   * written, and none of a run is seen by the next */
  data = g_build_filename (dir, "data", NULL);
  config = g_build_filename (dir, "config", NULL);
  cache = g_build_filename (dir, "cache", NULL);
  envp = g_environ_setenv (envp, "LD_PRELOAD", HG_FIRST_FRAME_PRELOAD, TRUE);
  /* a build with AddressSanitizer loads its runtime after the module */
  envp = g_environ_setenv (envp, "ASAN_OPTIONS", "verify_asan_link_order=0", FALSE);
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", data, TRUE);
  envp = g_environ_setenv (envp, "XDG_CONFIG_HOME", config, TRUE);
  envp = g_environ_setenv (envp, "XDG_CACHE_HOME", cache, TRUE);
  envp = g_environ_setenv (envp, "GSETTINGS_BACKEND", "memory", FALSE);
  envp = g_environ_setenv (envp, "GSETTINGS_SCHEMA_DIR", HG_BUILD_SCHEMA_DIR, FALSE);
  envp = g_environ_setenv (envp, "DBUS_SESSION_BUS_ADDRESS", "disabled:", FALSE);
  envp = g_environ_setenv (envp, "GTK_A11Y", "none", FALSE);
  envp = g_environ_setenv (envp, "NO_AT_BRIDGE", "1", FALSE);
  envp = g_environ_setenv (envp, "GSK_RENDERER", "cairo", FALSE);

  hg_bench_note ("%u processors, renderer %s", g_get_num_processors (),
                 g_environ_getenv (envp, "GSK_RENDERER"));
  hg_bench_note_load ();
  hg_bench_start ();
  for (runs = 0; hg_bench_next_run (&options, runs); runs++)
    {
      Start bare = start (bare_argv, envp);
      Start game = start (game_argv, envp);
      Start welcome = start (welcome_argv, envp);
      double k = game.wall / bare.wall;

      g_array_append_val (bare_wall, bare.wall);
      g_array_append_val (bare_cpu, bare.cpu);
      g_array_append_val (game_wall, game.wall);
      g_array_append_val (game_cpu, game.cpu);
      g_array_append_val (welcome_wall, welcome.wall);
      g_array_append_val (welcome_cpu, welcome.cpu);
      g_array_append_val (ratio, k);
      g_array_append_val (bare_rss, bare.rss);
      g_array_append_val (game_rss, game.rss);
    }

  game_argv[1] = saved;
  for (guint r = 0; r < runs; r++)
    {
      Start open = start (game_argv, envp);

      g_array_append_val (open_wall, open.wall);
      g_array_append_val (open_rss, open.rss);
    }

  hg_bench_value ("runs", "%u", runs);
  /* first frames: wall clock and the process's CPU time, ms */
  bare_median = print_row ("bare-first-frame-wall", "-ms", bare_wall, 1);
  bare_cpu_median = print_row ("bare-first-frame-cpu", "-ms", bare_cpu, 1);
  game_median = print_row ("game-first-frame-wall", "-ms", game_wall, 1);
  game_cpu_median = print_row ("game-first-frame-cpu", "-ms", game_cpu, 1);
  print_row ("game-per-bare-wall", "", ratio, 2);
  hg_bench_value ("game-per-bare-wall-of-medians", "%.2f", game_median / bare_median);
  hg_bench_value ("game-per-bare-cpu-of-medians", "%.2f", game_cpu_median / bare_cpu_median);
  welcome_median = print_row ("welcome-first-frame-wall", "-ms", welcome_wall, 1);
  print_row ("welcome-first-frame-cpu", "-ms", welcome_cpu, 1);
  hg_bench_value ("welcome-per-bare-wall-of-medians", "%.2f", welcome_median / bare_median);
  hg_bench_value ("game-per-welcome-wall-of-medians", "%.2f", game_median / welcome_median);
  /* RssAnon when idle, MB */
  print_row ("bare-rss-anon", "-mb", bare_rss, 1);
  print_row ("game-rss-anon", "-mb", game_rss, 1);
  print_row ("finished-game-first-frame-wall", "-ms", open_wall, 1);
  print_row ("finished-game-rss-anon", "-mb", open_rss, 1);
  hg_bench_note_load ();

  hg_test_remove_tree (dir);
  return 0;
}
