/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-simulate.c: "simulate": whole games between computer players,
 * with per-seat and per-level results (see CLI.md).
 *
 * The --ai list repeats to fill the seats; in game g seat s plays the
 * level of list seat (s + g) mod P, so the levels rotate through the first
 * seat.  Game g is dealt by hg_setup_shuffle() from seed S + g.  A win
 * shared by k tied players counts 1/k to each; the win rate of a level is
 * its wins divided by the number of games (the rates add up to 1). */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"
#include "hg-ai.h"

#define COMMAND "simulate"
#define MAX_LEVELS (HG_AI_LEVEL_HARD + 1)

typedef struct {
  double  wins;
  double  points;
  guint   games;      /* games played in this seat / at this level (by seat) */
  guint64 decisions;
  gint64  usec;
} Tally;

static gboolean
parse_uint (const char *text,
            guint64     min,
            guint64     max,
            guint64    *out)
{
  return text != NULL && g_ascii_string_to_unsigned (text, 10, min, max, out, NULL);
}

/* A computer level by its name (the model's level names, not "human"). */
static gboolean
parse_level (const char *text,
             HgAiLevel  *level)
{
  HgLevel model_level;

  if (!hg_level_from_string (text, &model_level) || model_level == HG_LEVEL_HUMAN)
    return FALSE;
  /* The values of HgAiLevel are those of HgLevel. */
  *level = (HgAiLevel) model_level;
  return TRUE;
}

static char *
format_double (double value,
               const char *format)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buf, sizeof buf, format, value));
}

static void
print_tally (const char  *label,
             const Tally *t)
{
  g_autofree char *wins = format_double (t->wins, "%.1f");
  g_autofree char *mean = format_double (t->games > 0 ? t->points / t->games : 0.0, "%.2f");
  g_autofree char *spd = format_double (t->decisions > 0 ? t->usec / 1e6 / t->decisions : 0.0,
                                        "%.6f");

  printf ("%s: games %u wins %s mean-score %s seconds-per-decision %s\n",
          label, t->games, wins, mean, spd);
}

int
hg_cli_simulate (int    argc,
                 char **argv)
{
  g_autofree char *games_text = NULL;
  g_autofree char *players_text = NULL;
  g_autofree char *ai_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *threads_text = NULL;
  g_autofree char *ms_text = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) items = NULL;
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_STRING, &games_text, N_("Number of games"), "N" },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_text, N_("Number of players, 2 to 5"), "P" },
    { "ai", 0, 0, G_OPTION_ARG_STRING, &ai_text, N_("Computer level of each seat"), "LEVEL,..." },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the first game"), "S" },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text, N_("Worker threads of level hard"), "T" },
    { "ms", 0, 0, G_OPTION_ARG_STRING, &ms_text, N_("Thinking time of a hard decision in milliseconds"), "MS" },
    { NULL }
  };
  const HgTileSet *set;
  HgAiLevel base[HG_MAX_PLAYERS];
  HgAiLevel order[MAX_LEVELS];
  Tally seats[HG_MAX_PLAYERS] = { { 0, } };
  Tally levels[MAX_LEVELS] = { { 0, } };
  guint n_order = 0, n_items, n_players = 2, n_games, threads = 0, ms = HG_AI_DEFAULT_MS;
  guint32 seed = 1;
  guint64 value;
  gint64 t_start, elapsed;
  GString *rates;

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, _("Play whole games between computer players."));
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
  if (games_text == NULL)
    {
      hg_cli_error (COMMAND, _("give the number of games: --games N"));
      return HG_CLI_BAD;
    }
  if (!parse_uint (games_text, 1, 1000000, &value))
    {
      hg_cli_error (COMMAND, _("--games: “%s” is not a number from 1 to 1000000"), games_text);
      return HG_CLI_BAD;
    }
  n_games = value;
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
  if (threads_text != NULL)
    {
      if (!parse_uint (threads_text, 1, 64, &value))
        {
          hg_cli_error (COMMAND, _("--threads: “%s” is not a number from 1 to 64"), threads_text);
          return HG_CLI_BAD;
        }
      threads = value;
    }
  if (ms_text != NULL)
    {
      if (!parse_uint (ms_text, 1, 3600000, &value))
        {
          hg_cli_error (COMMAND, _("--ms: “%s” is not a number from 1 to 3600000"), ms_text);
          return HG_CLI_BAD;
        }
      ms = value;
    }

  items = g_strsplit (ai_text != NULL ? ai_text : "random", ",", -1);
  n_items = g_strv_length (items);
  if (n_items == 0 || n_items > n_players)
    {
      hg_cli_error (COMMAND, _("--ai: give 1 to %u levels, one per seat"), n_players);
      return HG_CLI_BAD;
    }
  for (guint i = 0; i < n_items; i++)
    {
      HgAiLevel level;
      gboolean seen = FALSE;

      if (!parse_level (items[i], &level))
        {
          hg_cli_error (COMMAND, _("--ai: unknown level “%s” (random, easy, medium or hard)"),
                        items[i]);
          return HG_CLI_BAD;
        }
      for (guint j = 0; j < n_order; j++)
        seen |= order[j] == level;
      if (!seen)
        order[n_order++] = level;
    }
  for (guint s = 0; s < n_players; s++)
    {
      if (!parse_level (items[s % n_items], &base[s]))
        g_assert_not_reached ();
    }

  set = hg_tile_set_get_default (&error);
  if (set == NULL)
    {
      hg_cli_error (COMMAND, "%s", error->message);
      return HG_CLI_BAD;
    }

  t_start = g_get_monotonic_time ();
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(HgState) state = NULL;
      HgAiLevel seat_level[HG_MAX_PLAYERS];
      HgSetup setup;
      guint8 winners;
      guint n_winners;

      hg_setup_shuffle (&setup, n_players, seed + g);
      state = hg_state_new (set, &setup, NULL, NULL);
      for (guint s = 0; s < n_players; s++)
        seat_level[s] = base[(s + g) % n_players];

      while (hg_state_get_phase (state) != HG_PHASE_OVER)
        {
          guint seat = hg_state_get_current_player (state);
          HgAiOptions opts;
          HgMove move;
          gint64 t0, dt;

          hg_ai_options_init (&opts);
          opts.seed = ((guint64) seed << 32) ^ ((guint64) g << 8) ^ seat;
          opts.ms = ms;
          opts.threads = threads;

          t0 = g_get_monotonic_time ();
          if (!hg_ai_choose_move (state, seat_level[seat], &opts, &move, &error) ||
              !hg_state_apply (state, &move, NULL, NULL, &error))
            {
              hg_cli_error (COMMAND, _("game %u, seat %u: %s"), g, seat, error->message);
              return HG_CLI_BAD;
            }
          dt = g_get_monotonic_time () - t0;
          seats[seat].decisions++;
          seats[seat].usec += dt;
          levels[seat_level[seat]].decisions++;
          levels[seat_level[seat]].usec += dt;
        }

      winners = hg_state_get_winners (state);
      n_winners = (guint) __builtin_popcount (winners);
      for (guint s = 0; s < n_players; s++)
        {
          guint score = hg_state_get_score (state, s);
          double win = (winners & (1u << s)) != 0 ? 1.0 / n_winners : 0.0;

          seats[s].games++;
          seats[s].points += score;
          seats[s].wins += win;
          levels[seat_level[s]].games++;
          levels[seat_level[s]].points += score;
          levels[seat_level[s]].wins += win;
        }
    }
  elapsed = MAX (g_get_monotonic_time () - t_start, 1);

  printf ("games: %u\n", n_games);
  printf ("players: %u\n", n_players);
  for (guint s = 0; s < n_players; s++)
    {
      g_autofree char *label = g_strdup_printf ("seat %u", s);

      print_tally (label, &seats[s]);
    }
  for (guint i = 0; i < n_order; i++)
    {
      g_autofree char *label = g_strdup_printf ("level %s", hg_level_to_string ((HgLevel) order[i]));

      print_tally (label, &levels[order[i]]);
    }
  {
    g_autofree char *gps = format_double (n_games / (elapsed / 1e6), "%.3f");

    printf ("games-per-second: %s\n", gps);
  }
  rates = g_string_new ("win-rate:");
  for (guint i = 0; i < n_order; i++)
    {
      g_autofree char *r = format_double (levels[order[i]].wins / n_games, "%.3f");

      g_string_append_printf (rates, " %s=%s", hg_level_to_string ((HgLevel) order[i]), r);
    }
  printf ("%s\n", rates->str);
  g_string_free (rates, TRUE);
  return HG_CLI_OK;
}
