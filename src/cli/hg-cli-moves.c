/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-moves.c: "moves FILE": every legal move now, sorted byte by byte. */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

int
hg_cli_moves (const HgCliCommand  *command,
              int                  argc,
              char               **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) out = g_string_new (NULL);
  int status;

  status = hg_cli_parse (command, argc, argv, 1, 1, &args, NULL);
  if (status != HG_CLI_RUN)
    return status;

  game = hg_cli_load (command->name, args[0]);
  if (game == NULL)
    return HG_CLI_BAD;

  moves = hg_game_get_legal_moves (game);
  for (guint i = 0; i < moves->len; i++)
    {
      char buf[HG_MOVE_STRLEN];

      g_ptr_array_add (lines, g_strdup (hg_move_format (&g_array_index (moves, HgMove, i), buf)));
    }
  g_ptr_array_sort (lines, compare_strings);

  for (guint i = 0; i < lines->len; i++)
    {
      g_string_append (out, g_ptr_array_index (lines, i));
      g_string_append_c (out, '\n');
    }

  fwrite (out->str, 1, out->len, stdout);
  return HG_CLI_OK;
}
