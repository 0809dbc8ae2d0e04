/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-validate.c: "validate FILE": schema, versions and a replay of the
 * history; exit 0 if the file is sound, else 2 with the reason. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

int
hg_cli_validate (const HgCliCommand  *command,
                 int                  argc,
                 char               **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(HgGame) game = NULL;
  int status;

  status = hg_cli_parse (command, argc, argv, 1, 1, &args, NULL);
  if (status != HG_CLI_RUN)
    return status;

  game = hg_cli_load (command->name, args[0]);
  if (game == NULL)
    return HG_CLI_BAD;

  return HG_CLI_OK;
}
