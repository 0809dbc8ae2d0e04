/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-test-threads.h: the threads of the test process, seen as the system
 * sees them (/proc/self/task), so that a test can tell whether the
 * computer players' worker threads have all ended without the program
 * counting them for it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The computer players' search threads: their names
 * (g_thread_new() in src/engine/hg-ai-search.c and hg-ai-expert.c). */
#define HG_TEST_AI_THREADS "hg-ai-"

/* How many threads of this process have a name that begins with
 * @prefix. */
guint    hg_test_count_threads     (const char *prefix);

/* hg_test_count_threads() once it is 0, or after a few seconds: a thread
 * that has been joined can stay listed for a moment while the system
 * takes it down. */
guint    hg_test_threads_ended     (const char *prefix);

G_END_DECLS
