/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-undo.c: "undo FILE [N]" takes back N moves, "redo FILE [N]" plays
 * N undone moves again (N defaults to 1), and both save.  Computer seats
 * do not move afterwards. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

/* Undo (@redo FALSE) or redo N moves. */
static int
step (const HgCliCommand  *command,
      gboolean             redo,
      int                  argc,
      char               **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(HgSession) session = NULL;
  HgGame *game;
  const char *path;
  guint n = 1, available;
  int status;

  status = hg_cli_parse (command, argc, argv, 1, 2, &args, NULL);
  if (status != HG_CLI_RUN)
    return status;
  path = args[0];

  if (args[1] != NULL && !hg_cli_uint_from_string (args[1], 1, G_MAXUINT, &n))
    {
      hg_cli_error (command->name, _("“%s” is not a number of moves (1 or more)"), args[1]);
      return HG_CLI_BAD;
    }

  session = hg_cli_open (command->name, path);
  if (session == NULL)
    return HG_CLI_BAD;
  game = hg_session_get_game (session);

  available = redo ? hg_game_get_n_redo (game) : hg_game_get_n_history (game);
  if (n > available)
    {
      if (redo)
        /* TRANSLATORS: file, the number asked for, how many there are */
        hg_cli_error (command->name, _("%s: cannot redo %u moves: the redo list holds %u"),
                      path, n, available);
      else
        /* TRANSLATORS: file, the number asked for, how many there are */
        hg_cli_error (command->name, _("%s: cannot undo %u moves: the history holds %u"),
                      path, n, available);
      return HG_CLI_BAD;
    }

  for (guint i = 0; i < n; i++)
    if (!(redo ? hg_game_redo (game) : hg_game_undo (game)))
      g_assert_not_reached ();

  if (!hg_cli_save_session (command->name, session))
    return HG_CLI_BAD;

  return HG_CLI_OK;
}

int
hg_cli_undo (const HgCliCommand  *command,
             int                  argc,
             char               **argv)
{
  return step (command, FALSE, argc, argv);
}

int
hg_cli_redo (const HgCliCommand  *command,
             int                  argc,
             char               **argv)
{
  return step (command, TRUE, argc, argv);
}
