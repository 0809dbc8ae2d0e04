/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-new.c: "new": start a game and save it. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

int
hg_cli_new (const HgCliCommand  *command,
            int                  argc,
            char               **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *deck_text = NULL;
  g_autofree char *bonus_text = NULL;
  g_autofree char *first_text = NULL;
  g_auto(HgCliPlayerOptions) players = { NULL, };
  g_auto(GStrv) args = NULL;
  g_auto(GStrv) names = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  HgLevel levels[HG_MAX_PLAYERS];
  HgSetup setup;
  guint n_players, first = 0;
  guint32 seed;
  int status;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("File to write"), N_("FILE") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed for shuffling the decks"), "S" },
    { "deck", 0, 0, G_OPTION_ARG_STRING, &deck_text, N_("Land tiles in draw order"), "IDS" },
    { "bonus-deck", 0, 0, G_OPTION_ARG_STRING, &bonus_text, N_("Bonus tiles in draw order"), "IDS" },
    { "first", 0, 0, G_OPTION_ARG_STRING, &first_text, N_("Seat that starts"), "SEAT" },
    { NULL }
  };

  hg_cli_player_options_init (&players);
  status = hg_cli_parse (command, argc, argv, 0, 0, &args, entries, players.entries, NULL);
  if (status != HG_CLI_RUN)
    return status;
  if (output == NULL)
    {
      hg_cli_error (command->name, _("no file to write: give -o FILE"));
      return HG_CLI_BAD;
    }

  if (!hg_cli_player_options_resolve (&players, command->name, &n_players, &names, levels))
    return HG_CLI_BAD;

  seed = g_random_int ();
  if (!hg_cli_option_seed (command->name, seed_text, &seed))
    return HG_CLI_BAD;

  hg_setup_shuffle (&setup, n_players, seed);

  if (deck_text != NULL)
    {
      if (!hg_setup_parse_deck (deck_text, FALSE, setup.land, &setup.n_land, &error))
        {
          hg_cli_error (command->name, "--deck: %s", error->message);
          return HG_CLI_BAD;
        }
      if (setup.n_land == 0)
        {
          hg_cli_error (command->name, _("--deck: the land deck needs at least one tile"));
          return HG_CLI_BAD;
        }
    }
  if (bonus_text != NULL &&
      !hg_setup_parse_deck (bonus_text, TRUE, setup.bonus, &setup.n_bonus, &error))
    {
      hg_cli_error (command->name, "--bonus-deck: %s", error->message);
      return HG_CLI_BAD;
    }

  if (first_text != NULL)
    {
      if (!hg_cli_uint_from_string (first_text, 0, n_players - 1, &first))
        {
          hg_cli_error (command->name, _("--first: “%s” is not a seat from 0 to %u"),
                        first_text, n_players - 1);
          return HG_CLI_BAD;
        }
      setup.first = first;
    }

  game = hg_game_new (&setup, (const char * const *) names, NULL, levels, &error);
  if (game == NULL)
    {
      hg_cli_error (command->name, "%s", error->message);
      return HG_CLI_BAD;
    }

  if (!hg_cli_save (command->name, game, output))
    return HG_CLI_BAD;

  return HG_CLI_OK;
}
