/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-commands.h: the commands of hunters-gatherers-cli (see
 * ../shared/spec/CLI.md).  Each takes the arguments after the command name
 * (argv[0] is the command name) and returns the exit status:
 * 0 success, 1 an illegal move, 2 a bad command line or a bad file. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef int (*HgCliCommandFunc) (int    argc,
                                 char **argv);

int hg_cli_tiles (int argc, char **argv);
int hg_cli_bench (int argc, char **argv);
int hg_cli_new (int argc, char **argv);
int hg_cli_play (int argc, char **argv);
int hg_cli_undo (int argc, char **argv);
int hg_cli_redo (int argc, char **argv);
int hg_cli_show (int argc, char **argv);
int hg_cli_moves (int argc, char **argv);
int hg_cli_log (int argc, char **argv);
int hg_cli_validate (int argc, char **argv);
int hg_cli_simulate (int argc, char **argv);

G_END_DECLS
