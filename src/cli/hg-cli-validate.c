/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-validate.c: "validate FILE": schema, versions and a replay of the
 * history; exit 0 if the file is sound, else 2 with the reason. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

#define COMMAND "validate"

int
hg_cli_validate (int    argc,
                 char **argv)
{
  g_autoptr(GPtrArray) args = NULL;
  g_autoptr(HgGame) game = NULL;

  args = hg_cli_positional (COMMAND, argc, argv);
  if (args == NULL)
    return HG_CLI_BAD;
  if (args->len != 1)
    {
      hg_cli_error (COMMAND, _("usage: validate FILE"));
      return HG_CLI_BAD;
    }

  game = hg_cli_load (COMMAND, g_ptr_array_index (args, 0));
  if (game == NULL)
    return HG_CLI_BAD;

  return HG_CLI_OK;
}
