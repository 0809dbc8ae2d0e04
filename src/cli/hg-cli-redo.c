/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-redo.c: "redo FILE [N]": play N undone moves again (default 1) and save.
 * Computer seats do not move afterwards. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

#define COMMAND "redo"

int
hg_cli_redo (int    argc,
            char **argv)
{
  g_autoptr(GPtrArray) args = NULL;
  g_autoptr(HgGame) game = NULL;
  const char *path;
  guint64 n = 1;

  args = hg_cli_positional (COMMAND, argc, argv);
  if (args == NULL)
    return HG_CLI_BAD;
  if (args->len < 1 || args->len > 2)
    {
      hg_cli_error (COMMAND, _("usage: redo FILE [N]"));
      return HG_CLI_BAD;
    }
  path = g_ptr_array_index (args, 0);

  if (args->len == 2 &&
      !g_ascii_string_to_unsigned (g_ptr_array_index (args, 1), 10, 1, G_MAXUINT, &n, NULL))
    {
      hg_cli_error (COMMAND, _("“%s” is not a number of moves (1 or more)"),
                    (const char *) g_ptr_array_index (args, 1));
      return HG_CLI_BAD;
    }

  game = hg_cli_load (COMMAND, path);
  if (game == NULL)
    return HG_CLI_BAD;

  if (n > hg_game_get_n_redo (game))
    {
      /* TRANSLATORS: file, the number asked for, how many there are */
      hg_cli_error (COMMAND, _("%s: cannot redo %u moves: the redo list holds %u"),
                    path, (guint) n, hg_game_get_n_redo (game));
      return HG_CLI_BAD;
    }

  for (guint64 i = 0; i < n; i++)
    if (!hg_game_redo (game))
      g_assert_not_reached ();

  if (!hg_cli_save (COMMAND, game, path))
    return HG_CLI_BAD;

  return HG_CLI_OK;
}
