/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-main.c: hunters-gatherers-cli, the command-line tool: the table
 * of commands and the dispatcher. */

#include "config.h"

#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

/* What N counts, for undo and redo alike. */
#define UNDO_REDO_COUNT \
  N_("N counts placements, land and bonus alike, computer moves included.  " \
     "Afterwards the computer seats do not move until the file is played.")

static const HgCliCommand commands[] = {
  { "new", NULL,
    N_("Start a game and save it"),
    N_("Seats count from 0.  IDS is a comma list of tile ids in draw order.  "
       "Without --deck and --bonus-deck the decks are shuffled from the seed."),
    hg_cli_new },
  { "play", N_("FILE [--] MOVE..."),
    N_("Apply moves, let the computer seats move, and save"),
    N_("MOVE is x,y,r or x,y,r+ROLE@ZONE, as “moves” prints it; put moves "
       "that start with “-” after “--”.  Nothing is saved if a move is illegal."),
    hg_cli_play },
  { "undo", N_("FILE [N]"),
    N_("Take back N moves (default 1) and save"),
    UNDO_REDO_COUNT,
    hg_cli_undo },
  { "redo", N_("FILE [N]"),
    N_("Play N undone moves again (default 1) and save"),
    UNDO_REDO_COUNT,
    hg_cli_redo },
  { "show", N_("FILE"),
    N_("Print the state of a game, one fact a line"),
    NULL,
    hg_cli_show },
  { "moves", N_("FILE"),
    N_("Print every legal move, one a line"),
    NULL,
    hg_cli_moves },
  { "log", N_("FILE"),
    N_("Print every scoring event so far, one a line"),
    NULL,
    hg_cli_log },
  { "history", N_("FILE"),
    N_("Print the moves so far in words, one a line"),
    NULL,
    hg_cli_history },
  { "feature", N_("FILE [--] X,Y,ZONE"),
    N_("Print the feature of a zone of a placed tile, one fact a line"),
    N_("ZONE is the zone number of the tile at X,Y, as “tiles” prints it; "
       "put an argument that starts with “-” after “--”."),
    hg_cli_feature },
  { "unseen", N_("FILE"),
    N_("Print the tiles still face down, land and bonus, by id"),
    NULL,
    hg_cli_unseen },
  { "hint", N_("FILE"),
    N_("Print the move the computer would play for the seat to move"),
    N_("The computer thinks at level hard for --ms milliseconds; without "
       "--ms, for as long as HG_AI_MS says, else 1000.  The file is not changed."),
    hg_cli_hint },
  { "validate", N_("FILE"),
    N_("Check a save file: schema, versions and a replay of its history"),
    NULL,
    hg_cli_validate },
  { "tiles", NULL,
    N_("Print the tile set, one tile a line"),
    NULL,
    hg_cli_tiles },
  { "simulate", NULL,
    N_("Play whole games between computer players and print the results"),
    N_("The --ai list repeats to fill the seats, and the seats rotate from "
       "game to game."),
    hg_cli_simulate },
  { "bench", NULL,
    N_("Measure the engine with random games on one thread"),
    NULL,
    hg_cli_bench },
  { "analyze", N_("FILE"),
    N_("Judge each placement so far against the best move the computer finds"),
    N_("For each placement of the history (of seat S with --seat), level expert "
       "thinks for --ms milliseconds (default 1000) from what that seat knew then; "
       "LOSS is in expected points, 0.0 when the move played is the best found. "
       "The file is not changed."),
    hg_cli_analyze },
};

static void
print_usage (void)
{
  int width = 0;

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    width = MAX (width, (int) strlen (commands[i].name));

  printf ("%s\n", _("Usage: hunters-gatherers-cli COMMAND [ARGUMENTS...]"));
  printf ("%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    printf ("  %-*s  %s\n", width, commands[i].name, _(commands[i].summary));
  printf ("\n%s\n", _("Run “hunters-gatherers-cli COMMAND --help” for the arguments of a command."));
}

/* What every command ends with: standard output flushed, checked and
 * closed.  A write that failed (a full disk, a closed pipe) is one error
 * line and exit 2, unless the command failed already and said so. */
static int
finish_output (const char *command,
               int         status)
{
  g_autofree char *message = NULL;
  int saved_errno = 0;
  gboolean failed = FALSE;

  if (fflush (stdout) != 0)
    {
      saved_errno = errno;
      failed = TRUE;
    }
  else if (ferror (stdout))
    failed = TRUE;
  if (fclose (stdout) != 0 && !failed)
    {
      saved_errno = errno;
      failed = TRUE;
    }

  if (!failed || status != HG_CLI_OK)
    return status;

  if (saved_errno != 0)
    /* TRANSLATORS: %s is the system's reason, e.g. "No space left on device" */
    message = g_strdup_printf (_("cannot write to standard output: %s"), g_strerror (saved_errno));
  else
    message = g_strdup (_("cannot write to standard output"));
  if (command != NULL)
    hg_cli_error (command, "%s", message);
  else
    g_printerr ("hunters-gatherers-cli: %s\n", message);
  return HG_CLI_BAD;
}

int
main (int    argc,
      char **argv)
{
  /* A save over the file size limit fails with EFBIG, which is reported
   * and leaves the old file; the signal would end the program silently
   * halfway through, with its temporary file left behind. */
#ifdef SIGXFSZ
  signal (SIGXFSZ, SIG_IGN);
#endif

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
      print_usage ();
      return finish_output (NULL, HG_CLI_OK);
    }

  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("hunters-gatherers-cli %s\n", PACKAGE_VERSION);
      return finish_output (NULL, HG_CLI_OK);
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return finish_output (commands[i].name,
                            commands[i].func (&commands[i], argc - 1, argv + 1));

  /* TRANSLATORS: %s is the command the person typed */
  g_printerr (_("hunters-gatherers-cli: unknown command “%s” (try --help)\n"), argv[1]);
  return 2;
}
