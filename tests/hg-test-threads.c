/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-test-threads.c: counting the test process's threads by name
 * (hg-test-threads.h). */

#include "config.h"

#include <string.h>

#include "hg-test-threads.h"

#define TASKS "/proc/self/task"

guint
hg_test_count_threads (const char *prefix)
{
  g_autoptr(GDir) dir = g_dir_open (TASKS, 0, NULL);
  const char *tid;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((tid = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (TASKS, tid, "comm", NULL);
      g_autofree char *name = NULL;

      /* a thread that ended meanwhile is not counted */
      if (g_file_get_contents (path, &name, NULL, NULL) && g_str_has_prefix (name, prefix))
        n++;
    }
  return n;
}

guint
hg_test_threads_ended (const char *prefix)
{
  gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  guint n;

  while ((n = hg_test_count_threads (prefix)) > 0 && g_get_monotonic_time () < until)
    g_usleep (1000);
  return n;
}
