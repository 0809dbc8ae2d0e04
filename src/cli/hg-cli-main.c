/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-main.c: hunters-gatherers-cli, the command-line tool. */

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"

typedef struct {
  const char       *name;
  HgCliCommandFunc  func;
} HgCliCommand;

static const HgCliCommand commands[] = {
  { "new", hg_cli_new },
  { "play", hg_cli_play },
  { "undo", hg_cli_undo },
  { "redo", hg_cli_redo },
  { "show", hg_cli_show },
  { "moves", hg_cli_moves },
  { "log", hg_cli_log },
  { "validate", hg_cli_validate },
  { "tiles", hg_cli_tiles },
  { "simulate", hg_cli_simulate },
  { "bench", hg_cli_bench },
};

static void
print_usage (FILE *stream)
{
  fprintf (stream, "%s\n", _("Usage: hunters-gatherers-cli COMMAND [ARGUMENTS...]"));
  fprintf (stream, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (stream, "  %s\n", commands[i].name);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      g_printerr ("%s\n", _("hunters-gatherers-cli: no command given (try --help)"));
      return 2;
    }

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      print_usage (stdout);
      return 0;
    }

  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("hunters-gatherers-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].func (argc - 1, argv + 1);

  /* TRANSLATORS: %s is the command the person typed */
  g_printerr (_("hunters-gatherers-cli: unknown command “%s” (try --help)\n"), argv[1]);
  return 2;
}
