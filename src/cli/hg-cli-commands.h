/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-commands.h: the commands of hunters-gatherers-cli (see
 * docs/cli.md).  Each takes its entry of the command table and the
 * arguments after the command name (argv[0] is the command name), and
 * returns the exit status: 0 success, 1 an illegal move, 2 a bad command
 * line or a bad file. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _HgCliCommand HgCliCommand;

typedef int (*HgCliCommandFunc) (const HgCliCommand  *command,
                                 int                  argc,
                                 char               **argv);

struct _HgCliCommand {
  const char       *name;         /* "undo" */
  const char       *parameters;   /* N_(): the positional arguments, "FILE [N]";
                                     NULL if there are none */
  const char       *summary;      /* N_(): one line saying what it does */
  const char       *description;  /* N_(): more help after the options, or NULL */
  HgCliCommandFunc  func;
};

int hg_cli_tiles    (const HgCliCommand *command, int argc, char **argv);
int hg_cli_bench    (const HgCliCommand *command, int argc, char **argv);
int hg_cli_new      (const HgCliCommand *command, int argc, char **argv);
int hg_cli_play     (const HgCliCommand *command, int argc, char **argv);
int hg_cli_undo     (const HgCliCommand *command, int argc, char **argv);
int hg_cli_redo     (const HgCliCommand *command, int argc, char **argv);
int hg_cli_show     (const HgCliCommand *command, int argc, char **argv);
int hg_cli_moves    (const HgCliCommand *command, int argc, char **argv);
int hg_cli_log      (const HgCliCommand *command, int argc, char **argv);
int hg_cli_validate (const HgCliCommand *command, int argc, char **argv);
int hg_cli_simulate (const HgCliCommand *command, int argc, char **argv);
int hg_cli_history  (const HgCliCommand *command, int argc, char **argv);
int hg_cli_feature  (const HgCliCommand *command, int argc, char **argv);
int hg_cli_unseen   (const HgCliCommand *command, int argc, char **argv);
int hg_cli_hint     (const HgCliCommand *command, int argc, char **argv);
int hg_cli_analyze  (const HgCliCommand *command, int argc, char **argv);

G_END_DECLS
