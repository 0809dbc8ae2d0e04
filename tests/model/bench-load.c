/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-load.c: how long loading a finished game takes (read, parse,
 * schema, replay of the whole history, summary check): the median of many
 * loads.  Run with `meson test --benchmark -C BUILDDIR model-load` or
 * directly: bench-load [FILE] [N]. */

#include "config.h"

#include <stdlib.h>

#include "hg-game.h"
#include "hg-save.h"

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *default_path = g_build_filename (SAVES_DIR, "finished.hgsave", NULL);
  const char *path = argc > 1 ? argv[1] : default_path;
  guint n = argc > 2 ? (guint) atoi (argv[2]) : 1000;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GFileInfo) info = NULL;
  guint history = 0;

  if (n == 0)
    n = 1;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, 0, NULL, NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HgGame) game = NULL;
      gint64 start = g_get_monotonic_time ();
      gint64 t;

      game = hg_game_load (file, NULL, &error);
      t = g_get_monotonic_time () - start;
      if (game == NULL)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      history = hg_game_get_n_history (game);
      g_array_append_val (times, t);
    }

  g_array_sort (times, compare_times);
  g_print ("file: %s (%" G_GINT64_FORMAT " bytes, %u moves)\n", path,
           info != NULL ? g_file_info_get_size (info) : -1, history);
  g_print ("loads: %u\n", n);
  g_print ("min-us: %" G_GINT64_FORMAT "\n", g_array_index (times, gint64, 0));
  g_print ("median-us: %" G_GINT64_FORMAT "\n", g_array_index (times, gint64, n / 2));
  g_print ("p90-us: %" G_GINT64_FORMAT "\n", g_array_index (times, gint64, n * 9 / 10));

  return 0;
}
