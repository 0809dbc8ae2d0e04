/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-log.c: "log FILE": every scoring event so far, one a line. */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

int
hg_cli_log (const HgCliCommand  *command,
            int                  argc,
            char               **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  int status;

  status = hg_cli_parse (command, argc, argv, 1, 1, &args, NULL);
  if (status != HG_CLI_RUN)
    return status;

  game = hg_cli_load (command->name, args[0]);
  if (game == NULL)
    return HG_CLI_BAD;

  for (guint i = 0; i < hg_game_get_n_events (game); i++)
    {
      g_autofree char *line = hg_score_event_to_string (hg_game_get_event (game, i));

      g_string_append (out, line);
      g_string_append_c (out, '\n');
    }

  fwrite (out->str, 1, out->len, stdout);
  return HG_CLI_OK;
}
