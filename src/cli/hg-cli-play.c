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

#define COMMAND "play"

/* The options of the computer seats: HG_AI_MS, if set, bounds level hard. */
static gboolean
computer_options (HgAiOptions *opts)
{
  const char *ms_text = g_getenv ("HG_AI_MS");
  guint64 ms;

  hg_ai_options_init (opts);
  if (ms_text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (ms_text, 10, 1, 600000, &ms, NULL))
    {
      hg_cli_error (COMMAND, _("HG_AI_MS: “%s” is not a number of milliseconds from 1 to 600000"),
                    ms_text);
      return FALSE;
    }
  opts->ms = (guint) ms;
  return TRUE;
}

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
hg_cli_play (int    argc,
             char **argv)
{
  g_autoptr(GPtrArray) args = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  HgAiOptions opts;
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

  if (!computer_options (&opts))
    return HG_CLI_BAD;

  game = hg_cli_load (COMMAND, path);
  if (game == NULL)
    return HG_CLI_BAD;

  moved = run_computers (game, &opts, &error);
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

      if (run_computers (game, &opts, &error) < 0)
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
