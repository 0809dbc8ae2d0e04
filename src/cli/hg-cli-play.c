/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-play.c: "play": apply moves (and the computer seats' moves) and
 * save; nothing is saved unless every move is legal.
 *
 * Computer seats think as in the window: level hard for HG_AI_DEFAULT_MS
 * (1000 ms) a decision, on every core.  The environment variable HG_AI_MS
 * (a number of milliseconds, 1 to 600000) sets that time instead, for
 * tests and scripts.  Levels random, easy and medium continue a file the
 * same way every time; level hard, bounded by time, may not. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

/* Lets the computer seats move until a person is to move or the game is
 * over; how many moved, or -1. */
static int
run_computers (HgGame            *game,
               const HgAiOptions *opts,
               GError           **error)
{
  int n = 0;

  while (hg_game_get_computer_to_move (game))
    {
      if (!hg_game_play_computer_full (game, opts, NULL, error))
        return -1;
      n++;
    }
  return n;
}

int
hg_cli_play (const HgCliCommand  *command,
             int                  argc,
             char               **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(HgSession) session = NULL;
  HgGame *game;
  g_autoptr(GError) error = NULL;
  HgAiOptions opts;
  const char *path;
  int status, moved;

  status = hg_cli_parse (command, argc, argv, 1, G_MAXUINT, &args, NULL);
  if (status != HG_CLI_RUN)
    return status;
  path = args[0];

  /* Every move must be in the notation before anything is played. */
  moves = hg_cli_parse_moves (command->name, args + 1);
  if (moves == NULL)
    return HG_CLI_BAD;

  if (!hg_cli_computer_options (command->name, &opts))
    return HG_CLI_BAD;

  session = hg_cli_open (command->name, path);
  if (session == NULL)
    return HG_CLI_BAD;
  game = hg_session_get_game (session);

  moved = run_computers (game, &opts, &error);
  if (moved < 0)
    {
      hg_cli_error (command->name, "%s: %s", path, error->message);
      return HG_CLI_BAD;
    }

  for (guint i = 0; i < moves->len; i++)
    {
      const HgMove *move = &g_array_index (moves, HgMove, i);

      if (!hg_game_play (game, move, &error))
        {
          /* TRANSLATORS: file, the move as typed, then the reason */
          hg_cli_error (command->name, _("%s: move “%s” is illegal: %s"),
                        path, args[i + 1], error->message);
          return HG_CLI_ILLEGAL;
        }
      moved++;

      if (run_computers (game, &opts, &error) < 0)
        {
          hg_cli_error (command->name, "%s: %s", path, error->message);
          return HG_CLI_BAD;
        }
    }

  /* Nothing moved: the file stays as it is, byte for byte. */
  if (moved == 0)
    return HG_CLI_OK;

  if (!hg_cli_save_session (command->name, session))
    return HG_CLI_BAD;

  return HG_CLI_OK;
}
