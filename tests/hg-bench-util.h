/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-bench-util.h: what the benchmarks share: one option parser with the
 * same --runs, --seconds and --seed everywhere, the clocks, and the output
 * shape: one `key value` line a number (keys of lower-case words joined
 * by '-', the unit last: "load-median-us 412"; values in the C locale),
 * lines of words for a person starting with '#'. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  /* --runs N: how many times the benchmark measures its work (each has
   * its default); at least 1. */
  guint   runs;
  /* --seconds S: no new run starts after S seconds of measuring (0, the
   * default: only --runs bounds the runs); at most 3600. */
  double  seconds;
  /* --seed N: the seed of the games measured (each has its default). */
  guint32 seed;
} HgBenchOptions;

/* Parses the command line: --runs, --seconds and --seed into @options
 * (which holds the defaults), @extra (may be NULL) as the benchmark's own
 * options; what is left stays in *@argv.  A bad command line prints one
 * line "NAME: what is wrong" and exits with status 2. */
void     hg_bench_parse          (int                *argc,
                                  char             ***argv,
                                  const char         *summary,
                                  const GOptionEntry *extra,
                                  HgBenchOptions     *options);

/* Starts the clock of --seconds. */
void     hg_bench_start          (void);
/* Whether run @run (from 0) is to be done: fewer than --runs done, and
 * --seconds not yet passed (the first run is always done). */
gboolean hg_bench_next_run       (const HgBenchOptions *options,
                                  guint                 run);

/* The processor time of the calling thread, in ms: less disturbed by
 * other work on the machine than the wall clock. */
double   hg_bench_thread_cpu_ms  (void);
/* The processor time of the whole process, in ms. */
double   hg_bench_process_cpu_ms (void);

/* A qsort() order of doubles, ascending. */
int      hg_bench_compare_doubles (gconstpointer a,
                                   gconstpointer b);
/* Sorts an array of double ascending. */
void     hg_bench_sort           (GArray     *values);
/* The value at fraction @p (0 to 1) of sorted @values (0 when empty). */
double   hg_bench_at             (GArray     *values,
                                  double      p);

/* Prints "@key value": the value formatted by @format, in the C locale. */
void     hg_bench_value          (const char *key,
                                  const char *format,
                                  ...) G_GNUC_PRINTF (2, 3);
/* Sorts @values (double) and prints @key-median, @key-min, @key-p95 and
 * @key-max + @unit ("-ms": "frame-median-ms"), with @decimals. */
void     hg_bench_summary        (const char *key,
                                  const char *unit,
                                  GArray     *values,
                                  int         decimals);
/* Prints "# " and a line for a person (what was measured, where). */
void     hg_bench_note           (const char *format,
                                  ...) G_GNUC_PRINTF (1, 2);
/* Prints "# load average ..." where /proc/loadavg can be read. */
void     hg_bench_note_load      (void);

G_END_DECLS
