/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-show.c: "show FILE": the state, one fact a line (docs/cli.md). */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

int
hg_cli_show (const HgCliCommand  *command,
             int                  argc,
             char               **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  const HgState *state;
  HgPhase phase;
  guint n;
  int status;

  status = hg_cli_parse (command, argc, argv, 1, 1, &args, NULL);
  if (status != HG_CLI_RUN)
    return status;

  game = hg_cli_load (command->name, args[0]);
  if (game == NULL)
    return HG_CLI_BAD;

  state = hg_game_get_state (game);
  phase = hg_state_get_phase (state);
  n = hg_state_get_n_players (state);

  g_string_append_printf (out, "phase: %s\n", hg_phase_to_string (phase));
  if (phase != HG_PHASE_OVER)
    {
      g_string_append_printf (out, "player: %u\n", hg_state_get_current_player (state));
      g_string_append_printf (out, "tile: %d\n", hg_state_get_tile_in_hand (state));
    }
  g_string_append_printf (out, "land-left: %u\n", hg_state_get_land_left (state));
  g_string_append_printf (out, "bonus-left: %u\n", hg_state_get_bonus_left (state));
  for (guint seat = 0; seat < n; seat++)
    g_string_append_printf (out, "score: %u %u\n", seat, hg_state_get_score (state, seat));
  for (guint seat = 0; seat < n; seat++)
    g_string_append_printf (out, "supply: %u %u %u\n", seat,
                            hg_state_get_members (state, seat),
                            hg_state_get_huts (state, seat));

  fwrite (out->str, 1, out->len, stdout);
  return HG_CLI_OK;
}
