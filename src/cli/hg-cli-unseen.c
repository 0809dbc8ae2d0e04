/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-unseen.c: "unseen FILE": the tiles still face down in the land
 * and bonus piles, as ascending id lists (docs/cli.md), never their
 * order. */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

/* "KEY:" and, if there are any, a space and the ids, comma-separated. */
static void
append_ids (GString      *out,
            const char   *key,
            const guint8 *ids,
            guint         n)
{
  g_string_append_printf (out, "%s:", key);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%u", i == 0 ? " " : ",", ids[i]);
  g_string_append_c (out, '\n');
}

int
hg_cli_unseen (const HgCliCommand  *command,
               int                  argc,
               char               **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  guint8 land[HG_N_LAND_TILES];
  guint8 bonus[HG_N_BONUS_TILES];
  const HgState *state;
  guint n_land, n_bonus;
  int status;

  status = hg_cli_parse (command, argc, argv, 1, 1, &args, NULL);
  if (status != HG_CLI_RUN)
    return status;

  game = hg_cli_load (command->name, args[0]);
  if (game == NULL)
    return HG_CLI_BAD;

  state = hg_game_get_state (game);
  n_land = hg_state_get_unseen (state, FALSE, land, G_N_ELEMENTS (land));
  n_bonus = hg_state_get_unseen (state, TRUE, bonus, G_N_ELEMENTS (bonus));
  g_assert (n_land <= G_N_ELEMENTS (land) && n_bonus <= G_N_ELEMENTS (bonus));

  append_ids (out, "land", land, n_land);
  append_ids (out, "bonus", bonus, n_bonus);

  fwrite (out->str, 1, out->len, stdout);
  return HG_CLI_OK;
}
