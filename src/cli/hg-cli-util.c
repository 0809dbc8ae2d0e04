/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-util.c: what the commands of hunters-gatherers-cli share. */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-cli-util.h"

void
hg_cli_error (const char *command,
              const char *format,
              ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* One line, whatever the message holds. */
  for (char *p = message; *p != '\0'; p++)
    if (*p == '\n' || *p == '\r')
      *p = ' ';

  g_printerr ("hunters-gatherers-cli %s: %s\n", command, message);
}

GPtrArray *
hg_cli_positional (const char  *command,
                   int          argc,
                   char       **argv)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  gboolean only_positional = FALSE;

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];

      if (!only_positional && strcmp (arg, "--") == 0)
        {
          only_positional = TRUE;
          continue;
        }
      if (!only_positional && arg[0] == '-' && arg[1] != '\0')
        {
          /* TRANSLATORS: %s is what the person typed */
          hg_cli_error (command, _("unknown option “%s” (put moves that start with “-” after “--”)"), arg);
          return NULL;
        }
      g_ptr_array_add (args, (gpointer) arg);
    }

  return g_steal_pointer (&args);
}

HgGame *
hg_cli_load (const char *command,
             const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  HgGame *game;

  game = hg_game_load (file, NULL, &error);
  if (game == NULL)
    hg_cli_error (command, "%s", error->message);

  return game;
}

gboolean
hg_cli_save (const char *command,
             HgGame     *game,
             const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  if (!hg_game_save (game, file, NULL, &error))
    {
      hg_cli_error (command, "%s", error->message);
      return FALSE;
    }

  return TRUE;
}
