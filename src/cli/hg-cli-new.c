/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-new.c: "new": start a game and save it. */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

#define COMMAND "new"

static gboolean
parse_uint (const char *text,
            guint64     min,
            guint64     max,
            guint64    *out)
{
  return text != NULL && g_ascii_string_to_unsigned (text, 10, min, max, out, NULL);
}

/* "SEAT=LEVEL,..." into @levels (n_players entries). */
static gboolean
parse_computers (const char *text,
                 guint       n_players,
                 HgLevel    *levels)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *eq = strchr (items[i], '=');
      g_autofree char *seat_text = NULL;
      guint64 seat;
      HgLevel level;

      if (eq == NULL)
        {
          hg_cli_error (COMMAND, _("--computer: “%s” is not SEAT=LEVEL"), items[i]);
          return FALSE;
        }
      seat_text = g_strndup (items[i], eq - items[i]);
      if (!parse_uint (seat_text, 0, n_players - 1, &seat))
        {
          hg_cli_error (COMMAND, _("--computer: seat “%s” is not a seat from 0 to %u"),
                        seat_text, n_players - 1);
          return FALSE;
        }
      if (!hg_level_from_string (eq + 1, &level))
        {
          hg_cli_error (COMMAND, _("--computer: unknown level “%s” (random, easy, medium or hard)"),
                        eq + 1);
          return FALSE;
        }
      levels[seat] = level;
    }

  return TRUE;
}

int
hg_cli_new (int    argc,
            char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *players_text = NULL;
  g_autofree char *names_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *deck_text = NULL;
  g_autofree char *bonus_text = NULL;
  g_autofree char *first_text = NULL;
  g_autofree char *computer_text = NULL;
  g_auto(GStrv) names = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  HgLevel levels[HG_MAX_PLAYERS] = { HG_LEVEL_HUMAN };
  HgSetup setup;
  guint n_players = 2;
  guint64 value;
  guint32 seed;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("File to write"), N_("FILE") },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_text, N_("Number of players, 2 to 5"), "N" },
    { "names", 0, 0, G_OPTION_ARG_STRING, &names_text, N_("Names of the players"), "A,B,..." },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed for shuffling the decks"), "S" },
    { "deck", 0, 0, G_OPTION_ARG_STRING, &deck_text, N_("Land tiles in draw order"), "IDS" },
    { "bonus-deck", 0, 0, G_OPTION_ARG_STRING, &bonus_text, N_("Bonus tiles in draw order"), "IDS" },
    { "first", 0, 0, G_OPTION_ARG_STRING, &first_text, N_("Seat that starts"), "SEAT" },
    { "computer", 0, 0, G_OPTION_ARG_STRING, &computer_text, N_("Computer seats"), "SEAT=LEVEL,..." },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, _("Start a game and save it."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      hg_cli_error (COMMAND, "%s", error->message);
      return HG_CLI_BAD;
    }
  if (argc > 1)
    {
      hg_cli_error (COMMAND, _("unexpected argument “%s”"), argv[1]);
      return HG_CLI_BAD;
    }
  if (output == NULL)
    {
      hg_cli_error (COMMAND, _("no file to write: give -o FILE"));
      return HG_CLI_BAD;
    }

  if (players_text != NULL)
    {
      if (!parse_uint (players_text, HG_MIN_PLAYERS, HG_MAX_PLAYERS, &value))
        {
          hg_cli_error (COMMAND, _("--players: “%s” is not a number from %d to %d"),
                        players_text, HG_MIN_PLAYERS, HG_MAX_PLAYERS);
          return HG_CLI_BAD;
        }
      n_players = value;
    }
  if (names_text != NULL)
    {
      guint n;

      names = g_strsplit (names_text, ",", -1);
      n = g_strv_length (names);
      if (n < HG_MIN_PLAYERS || n > HG_MAX_PLAYERS)
        {
          hg_cli_error (COMMAND, _("--names: give %d to %d names, not %u"),
                        HG_MIN_PLAYERS, HG_MAX_PLAYERS, n);
          return HG_CLI_BAD;
        }
      if (players_text != NULL && n != n_players)
        {
          hg_cli_error (COMMAND, _("--names gives %u names but --players says %u"), n, n_players);
          return HG_CLI_BAD;
        }
      n_players = n;
    }

  if (seed_text != NULL)
    {
      if (!parse_uint (seed_text, 0, G_MAXUINT32, &value))
        {
          hg_cli_error (COMMAND, _("--seed: “%s” is not a number from 0 to %u"),
                        seed_text, G_MAXUINT32);
          return HG_CLI_BAD;
        }
      seed = value;
    }
  else
    seed = g_random_int ();

  hg_setup_shuffle (&setup, n_players, seed);

  if (deck_text != NULL)
    {
      if (!hg_setup_parse_deck (deck_text, FALSE, setup.land, &setup.n_land, &error))
        {
          hg_cli_error (COMMAND, "--deck: %s", error->message);
          return HG_CLI_BAD;
        }
      if (setup.n_land == 0)
        {
          hg_cli_error (COMMAND, _("--deck: the land deck needs at least one tile"));
          return HG_CLI_BAD;
        }
    }
  if (bonus_text != NULL &&
      !hg_setup_parse_deck (bonus_text, TRUE, setup.bonus, &setup.n_bonus, &error))
    {
      hg_cli_error (COMMAND, "--bonus-deck: %s", error->message);
      return HG_CLI_BAD;
    }

  if (first_text != NULL)
    {
      if (!parse_uint (first_text, 0, n_players - 1, &value))
        {
          hg_cli_error (COMMAND, _("--first: “%s” is not a seat from 0 to %u"),
                        first_text, n_players - 1);
          return HG_CLI_BAD;
        }
      setup.first = value;
    }

  if (computer_text != NULL && !parse_computers (computer_text, n_players, levels))
    return HG_CLI_BAD;

  game = hg_game_new (&setup, (const char * const *) names, NULL, levels, &error);
  if (game == NULL)
    {
      hg_cli_error (COMMAND, "%s", error->message);
      return HG_CLI_BAD;
    }

  if (!hg_cli_save (COMMAND, game, output))
    return HG_CLI_BAD;

  return HG_CLI_OK;
}
