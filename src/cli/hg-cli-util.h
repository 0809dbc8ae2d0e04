/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-util.h: what the commands of hunters-gatherers-cli share: error
 * lines, loading and saving, the arguments of the simple commands, and
 * letting the computer seats move. */
#pragma once

#include <glib.h>

#include "hg-game.h"
#include "hg-save.h"

G_BEGIN_DECLS

/* Exit statuses of CLI.md. */
#define HG_CLI_OK      0
#define HG_CLI_ILLEGAL 1
#define HG_CLI_BAD     2

/* Prints one line "hunters-gatherers-cli COMMAND: MESSAGE" on stderr. */
void      hg_cli_error        (const char   *command,
                               const char   *format,
                               ...) G_GNUC_PRINTF (2, 3);

/* Splits the arguments after the command name into positional ones;
 * everything after "--" is positional, and before it an argument that
 * starts with '-' (other than "-" itself) is an unknown option.  Prints the
 * error and returns NULL on failure.  Free with g_ptr_array_unref(). */
GPtrArray *hg_cli_positional  (const char   *command,
                               int           argc,
                               char        **argv);

/* Loads @path; on failure prints the error and returns NULL. */
HgGame   *hg_cli_load         (const char   *command,
                               const char   *path);

/* Saves @game to @path; on failure prints the error and returns FALSE. */
gboolean  hg_cli_save         (const char   *command,
                               HgGame       *game,
                               const char   *path);

G_END_DECLS
