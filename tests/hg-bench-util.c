/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-bench-util.c: what the benchmarks share. */

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "hg-bench-util.h"

static gint64 start_time;

static gboolean
parse_runs (const char  *name,
            const char  *value,
            gpointer     data,
            GError     **error)
{
  HgBenchOptions *options = data;
  guint64 n;

  if (!g_ascii_string_to_unsigned (value, 10, 1, G_MAXUINT, &n, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--runs: “%s” is not a whole number above 0", value);
      return FALSE;
    }
  options->runs = (guint) n;
  return TRUE;
}

static gboolean
parse_seconds (const char  *name,
               const char  *value,
               gpointer     data,
               GError     **error)
{
  HgBenchOptions *options = data;
  char *end = NULL;
  double s = g_ascii_strtod (value, &end);

  if (end == value || *end != '\0' || !(s >= 0 && s <= 3600))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--seconds: “%s” is not a number from 0 to 3600", value);
      return FALSE;
    }
  options->seconds = s;
  return TRUE;
}

static gboolean
parse_seed (const char  *name,
            const char  *value,
            gpointer     data,
            GError     **error)
{
  HgBenchOptions *options = data;
  guint64 n;

  if (!g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT32, &n, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--seed: “%s” is not a whole number from 0 to %u", value, G_MAXUINT32);
      return FALSE;
    }
  options->seed = (guint32) n;
  return TRUE;
}

void
hg_bench_parse (int                *argc,
                char             ***argv,
                const char         *summary,
                const GOptionEntry *extra,
                HgBenchOptions     *options)
{
  const GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_CALLBACK, parse_runs,
      "How many times to measure (at least 1)", "N" },
    { "seconds", 0, 0, G_OPTION_ARG_CALLBACK, parse_seconds,
      "Start no run after S seconds (0: no bound)", "S" },
    { "seed", 0, 0, G_OPTION_ARG_CALLBACK, parse_seed,
      "The seed of the games measured", "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_path_get_basename ((*argv)[0]);
  GOptionGroup *group;

  group = g_option_group_new ("bench", "The benchmarks' options", "The benchmarks' options",
                              options, NULL);
  g_option_group_add_entries (group, entries);
  g_option_context_set_main_group (context, group);
  if (extra != NULL)
    g_option_context_add_main_entries (context, extra, NULL);
  g_option_context_set_summary (context, summary);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      fprintf (stderr, "%s: %s\n", name, error->message);
      exit (2);
    }
}

void
hg_bench_start (void)
{
  start_time = g_get_monotonic_time ();
}

gboolean
hg_bench_next_run (const HgBenchOptions *options,
                   guint                 run)
{
  if (run == 0)
    return TRUE;
  if (run >= options->runs)
    return FALSE;
  return options->seconds <= 0
         || g_get_monotonic_time () - start_time < options->seconds * G_USEC_PER_SEC;
}

static double
clock_ms (clockid_t id)
{
  struct timespec ts;

  clock_gettime (id, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

double
hg_bench_thread_cpu_ms (void)
{
  return clock_ms (CLOCK_THREAD_CPUTIME_ID);
}

double
hg_bench_process_cpu_ms (void)
{
  return clock_ms (CLOCK_PROCESS_CPUTIME_ID);
}

int
hg_bench_compare_doubles (gconstpointer a,
                          gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

void
hg_bench_sort (GArray *values)
{
  g_array_sort (values, hg_bench_compare_doubles);
}

double
hg_bench_at (GArray *values,
             double  p)
{
  guint i;

  if (values->len == 0)
    return 0;
  i = (guint) (p * values->len);
  return g_array_index (values, double, MIN (i, values->len - 1));
}

void
hg_bench_value (const char *key,
                const char *format,
                ...)
{
  g_autofree char *text = NULL;
  locale_t c_locale = newlocale (LC_ALL_MASK, "C", (locale_t) 0);
  locale_t old = uselocale (c_locale);
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  uselocale (old);
  freelocale (c_locale);
  printf ("%s %s\n", key, text);
  fflush (stdout);
}

void
hg_bench_summary (const char *key,
                  const char *unit,
                  GArray     *values,
                  int         decimals)
{
  static const struct {
    const char *name;
    double      at;
  } points[] = {
    { "median", 0.5 }, { "min", 0 }, { "p95", 0.95 }, { "max", 1 },
  };

  hg_bench_sort (values);
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s%s", key, points[i].name, unit);

      hg_bench_value (name, "%.*f", decimals, hg_bench_at (values, points[i].at));
    }
}

void
hg_bench_note (const char *format,
               ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  printf ("# %s\n", text);
  fflush (stdout);
}

void
hg_bench_note_load (void)
{
  g_autofree char *load = NULL;

  if (g_file_get_contents ("/proc/loadavg", &load, NULL, NULL))
    hg_bench_note ("load average %s", g_strstrip (load));
}
