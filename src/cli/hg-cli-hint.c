/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-hint.c: "hint FILE [--ms MS] [--why]": the move the computer
 * would play at level hard for the seat to move, in the notation of
 * "moves", and with --why the reason in words (docs/cli.md).  The file is
 * only read. */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

int
hg_cli_hint (const HgCliCommand  *command,
             int                  argc,
             char               **argv)
{
  g_autofree char *ms_text = NULL;
  g_autofree char *reason = NULL;
  g_auto(GStrv) args = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  gboolean why = FALSE;
  char buf[HG_MOVE_STRLEN];
  HgAiOptions opts;
  HgMove move;
  const char *path;
  int status;
  const GOptionEntry entries[] = {
    { "ms", 0, 0, G_OPTION_ARG_STRING, &ms_text,
      N_("Thinking time in milliseconds, 1 to 600000 (default 1000)"), "MS" },
    { "why", 0, 0, G_OPTION_ARG_NONE, &why,
      N_("Say why on a second line"), NULL },
    { NULL }
  };

  status = hg_cli_parse (command, argc, argv, 1, 1, &args, entries, NULL);
  if (status != HG_CLI_RUN)
    return status;
  path = args[0];

  /* --ms, else HG_AI_MS, else the computer's default. */
  if (ms_text != NULL)
    {
      hg_ai_options_init (&opts);
      if (!hg_cli_option_uint (command->name, "--ms", ms_text, 1, 600000, &opts.ms))
        return HG_CLI_BAD;
    }
  else if (!hg_cli_computer_options (command->name, &opts))
    return HG_CLI_BAD;

  game = hg_cli_load (command->name, path);
  if (game == NULL)
    return HG_CLI_BAD;

  if (hg_game_get_is_over (game))
    {
      /* TRANSLATORS: %s is the file */
      hg_cli_error (command->name, _("%s: the game is over: there is no move to hint"), path);
      return HG_CLI_BAD;
    }

  if (!hg_game_choose_hint (game, &opts, &move, &error))
    {
      hg_cli_error (command->name, "%s: %s", path, error->message);
      return HG_CLI_BAD;
    }

  g_string_append_printf (out, "%s\n", hg_move_format (&move, buf));
  if (why)
    {
      reason = hg_game_describe_hint (game, &move);
      g_assert (reason != NULL);   /* the hint is a legal move */
      g_string_append_printf (out, "%s\n", reason);
    }

  fwrite (out->str, 1, out->len, stdout);
  return HG_CLI_OK;
}
