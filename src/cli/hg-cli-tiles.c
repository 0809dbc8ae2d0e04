/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-tiles.c: `hunters-gatherers-cli tiles`, the loaded tile set in the
 * line format of tiles.txt. */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-engine.h"

int
hg_cli_tiles (int    argc,
              char **argv)
{
  g_autoptr (GError) error = NULL;
  const HgTileSet *set;

  if (argc > 1)
    {
      /* TRANSLATORS: %s is an unexpected command-line argument */
      g_printerr (_("hunters-gatherers-cli tiles: unexpected argument “%s”\n"), argv[1]);
      return 2;
    }

  set = hg_tile_set_get_default (&error);
  if (set == NULL)
    {
      g_printerr ("hunters-gatherers-cli tiles: %s\n", error->message);
      return 2;
    }

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      g_autofree char *line = hg_tile_to_line (hg_tile_set_lookup (set, id));

      printf ("%s\n", line);
    }
  return fflush (stdout) == 0 ? 0 : 2;
}
