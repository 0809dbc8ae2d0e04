/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-history.c: "history FILE": the moves of the history in words,
 * one a line: "NUMBER SEAT SENTENCE" (docs/cli.md).  The sentences are
 * the model's (HgMoveRecord), in the language of the locale. */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

int
hg_cli_history (const HgCliCommand  *command,
                int                  argc,
                char               **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  GListModel *moves;
  int status;

  status = hg_cli_parse (command, argc, argv, 1, 1, &args, NULL);
  if (status != HG_CLI_RUN)
    return status;

  game = hg_cli_load (command->name, args[0]);
  if (game == NULL)
    return HG_CLI_BAD;

  moves = hg_game_get_moves (game);
  for (guint i = 0; i < g_list_model_get_n_items (moves); i++)
    {
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (moves, i);

      g_string_append_printf (out, "%u %u %s\n",
                              hg_move_record_get_number (record),
                              hg_move_record_get_seat (record),
                              hg_move_record_get_text (record));
    }

  fwrite (out->str, 1, out->len, stdout);
  return HG_CLI_OK;
}
