/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-tiles.c: `hunters-gatherers-cli tiles`, the loaded tile set in the
 * line format of docs/cli.md. */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"
#include "hg-engine.h"

int
hg_cli_tiles (const HgCliCommand  *command,
              int                  argc,
              char               **argv)
{
  g_autoptr (GError) error = NULL;
  g_auto(GStrv) args = NULL;
  const HgTileSet *set;
  int status;

  status = hg_cli_parse (command, argc, argv, 0, 0, &args, NULL);
  if (status != HG_CLI_RUN)
    return status;

  set = hg_tile_set_get_default (&error);
  if (set == NULL)
    {
      hg_cli_error (command->name, "%s", error->message);
      return HG_CLI_BAD;
    }

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      g_autofree char *line = hg_tile_to_line (hg_tile_set_lookup (set, id));

      printf ("%s\n", line);
    }
  return HG_CLI_OK;
}
