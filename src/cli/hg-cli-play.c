/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-play.c: "play": apply moves (and the computer seats' moves) and
 * save; nothing is saved unless every move is legal. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

#define COMMAND "play"

int
hg_cli_play (int    argc,
             char **argv)
{
  g_autoptr(GPtrArray) args = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const char *path;
  int moved;

  args = hg_cli_positional (COMMAND, argc, argv);
  if (args == NULL)
    return HG_CLI_BAD;
  if (args->len < 1)
    {
      hg_cli_error (COMMAND, _("usage: play FILE [--] MOVE..."));
      return HG_CLI_BAD;
    }
  path = g_ptr_array_index (args, 0);

  /* Every move must be in the notation before anything is played. */
  moves = g_array_new (FALSE, FALSE, sizeof (HgMove));
  for (guint i = 1; i < args->len; i++)
    {
      const char *text = g_ptr_array_index (args, i);
      HgMove move;

      if (!hg_move_parse (text, &move, &error))
        {
          /* TRANSLATORS: the move as typed, then the reason */
          hg_cli_error (COMMAND, _("move “%s”: %s"), text, error->message);
          return HG_CLI_BAD;
        }
      g_array_append_val (moves, move);
    }

  game = hg_cli_load (COMMAND, path);
  if (game == NULL)
    return HG_CLI_BAD;

  moved = hg_cli_run_computers (game, &error);
  if (moved < 0)
    {
      hg_cli_error (COMMAND, "%s: %s", path, error->message);
      return HG_CLI_BAD;
    }

  for (guint i = 0; i < moves->len; i++)
    {
      const HgMove *move = &g_array_index (moves, HgMove, i);

      if (!hg_game_play (game, move, &error))
        {
          /* TRANSLATORS: file, the move as typed, then the reason */
          hg_cli_error (COMMAND, _("%s: move “%s” is illegal: %s"),
                        path, (const char *) g_ptr_array_index (args, i + 1),
                        error->message);
          return HG_CLI_ILLEGAL;
        }
      moved++;

      if (hg_cli_run_computers (game, &error) < 0)
        {
          hg_cli_error (COMMAND, "%s: %s", path, error->message);
          return HG_CLI_BAD;
        }
    }

  /* Nothing moved: the file stays as it is, byte for byte. */
  if (moved == 0)
    return HG_CLI_OK;

  if (!hg_cli_save (COMMAND, game, path))
    return HG_CLI_BAD;

  return HG_CLI_OK;
}
