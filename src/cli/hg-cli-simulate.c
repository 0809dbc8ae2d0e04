/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-simulate.c: "simulate": whole games between computer players,
 * with per-seat and per-level results (docs/cli.md).
 *
 * The --ai list repeats to fill the seats; in game g seat s plays the
 * level of list seat (s + g) mod P, so the levels rotate through the first
 * seat.  Game g is dealt by hg_setup_shuffle() from seed S + g.  A win
 * shared by k tied players counts 1/k to each; the win rate of a level is
 * its wins divided by the number of games (the rates add up to 1), and its
 * 95% confidence interval is the Wilson score interval of that rate over
 * the number of games.  The score difference of a seat in a game is its
 * score minus the best score of the other seats. */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"
#include "hg-ai.h"

/* z of the two-sided 95% normal interval. */
#define Z_95 1.959963984540054

typedef struct {
  double  wins;
  double  points;
  double  score_diff;  /* summed over the games of each seat */
  guint   games;       /* games played in this seat / at this level (by seat) */
  guint64 decisions;
  gint64  usec;
  gint64  max_usec;    /* the longest decision */
} Tally;

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

/* The Wilson score interval at 95% of the rate @p over @n trials. */
static void
wilson_interval (double  p,
                 guint   n,
                 double *low,
                 double *high)
{
  double z2n = Z_95 * Z_95 / n;
  double centre = (p + z2n / 2) / (1 + z2n);
  double half = Z_95 / (1 + z2n) * sqrt (p * (1 - p) / n + z2n / (4.0 * n));

  *low = MAX (centre - half, 0.0);
  *high = MIN (centre + half, 1.0);
}

static void
tally_decision (Tally  *t,
                gint64  usec)
{
  t->decisions++;
  t->usec += usec;
  t->max_usec = MAX (t->max_usec, usec);
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

/* "level-stats LEVEL: ci95 LOW HIGH score-diff D decision-mean S decision-max S" */
static void
print_level_stats (HgAiLevel    level,
                   const Tally *t,
                   guint        n_games)
{
  double p = t->wins / n_games, low, high;
  g_autofree char *low_text = NULL;
  g_autofree char *high_text = NULL;
  g_autofree char *diff = NULL;
  g_autofree char *mean = NULL;
  g_autofree char *max = NULL;

  wilson_interval (p, n_games, &low, &high);
  low_text = format_double (low, "%.3f");
  high_text = format_double (high, "%.3f");
  diff = format_double (t->games > 0 ? t->score_diff / t->games : 0.0, "%.2f");
  mean = format_double (t->decisions > 0 ? t->usec / 1e6 / t->decisions : 0.0, "%.6f");
  max = format_double (t->max_usec / 1e6, "%.6f");

  printf ("level-stats %s: ci95 %s %s score-diff %s decision-mean %s decision-max %s\n",
          hg_level_to_string ((HgLevel) level), low_text, high_text, diff, mean, max);
}

int
hg_cli_simulate (const HgCliCommand  *command,
                 int                  argc,
                 char               **argv)
{
  g_autofree char *games_text = NULL;
  g_autofree char *players_text = NULL;
  g_autofree char *ai_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *threads_text = NULL;
  g_autofree char *ms_text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) rates = NULL;
  g_autofree char *gps = NULL;
  g_auto(GStrv) args = NULL;
  g_auto(GStrv) items = NULL;
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_STRING, &games_text, N_("Number of games, 1 to 1000000"), "N" },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_text, N_("Number of players, 2 to 5 (default 2)"), "P" },
    { "ai", 0, 0, G_OPTION_ARG_STRING, &ai_text, N_("Computer level of each seat (default random)"), "LEVEL,..." },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the first game (default 1)"), "S" },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text, N_("Worker threads of levels hard and expert, 1 to 64 (default one per core)"), "T" },
    { "ms", 0, 0, G_OPTION_ARG_STRING, &ms_text, N_("Thinking time of a hard or expert decision in milliseconds (default 1000)"), "MS" },
    { NULL }
  };
  const HgTileSet *set;
  HgAiLevel order[HG_MAX_PLAYERS];
  guint base[HG_MAX_PLAYERS];   /* list seat -> index into order */
  Tally seats[HG_MAX_PLAYERS] = { { 0, } };
  Tally levels[HG_MAX_PLAYERS] = { { 0, } };   /* by index into order */
  guint n_order = 0, n_items, n_players = 2, n_games = 0, threads = 0, ms = HG_AI_DEFAULT_MS;
  guint32 seed = 1;
  gint64 t_start, elapsed;
  int status;

  status = hg_cli_parse (command, argc, argv, 0, 0, &args, entries, NULL);
  if (status != HG_CLI_RUN)
    return status;
  if (games_text == NULL)
    {
      hg_cli_error (command->name, _("give the number of games: --games N"));
      return HG_CLI_BAD;
    }
  if (!hg_cli_option_uint (command->name, "--games", games_text, 1, 1000000, &n_games) ||
      !hg_cli_option_uint (command->name, "--players", players_text,
                           HG_MIN_PLAYERS, HG_MAX_PLAYERS, &n_players) ||
      !hg_cli_option_seed (command->name, seed_text, &seed) ||
      !hg_cli_option_uint (command->name, "--threads", threads_text, 1, 64, &threads) ||
      !hg_cli_option_uint (command->name, "--ms", ms_text, 1, 3600000, &ms))
    return HG_CLI_BAD;

  items = g_strsplit (ai_text != NULL ? ai_text : "random", ",", -1);
  n_items = g_strv_length (items);
  if (n_items == 0 || n_items > n_players)
    {
      hg_cli_error (command->name, _("--ai: give 1 to %u levels, one per seat"), n_players);
      return HG_CLI_BAD;
    }
  for (guint i = 0; i < n_items; i++)
    {
      HgAiLevel level;
      guint j;

      if (!parse_level (items[i], &level))
        {
          g_autofree char *known = hg_cli_level_list ();

          /* TRANSLATORS: what the person gave, then the list of levels */
          hg_cli_error (command->name, _("--ai: unknown level “%s” (%s)"), items[i], known);
          return HG_CLI_BAD;
        }
      for (j = 0; j < n_order && order[j] != level; j++)
        ;
      if (j == n_order)
        order[n_order++] = level;
      base[i] = j;
    }
  for (guint s = n_items; s < n_players; s++)
    base[s] = base[s % n_items];

  set = hg_tile_set_get_default (&error);
  if (set == NULL)
    {
      hg_cli_error (command->name, "%s", error->message);
      return HG_CLI_BAD;
    }

  t_start = g_get_monotonic_time ();
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(HgState) state = NULL;
      guint seat_level[HG_MAX_PLAYERS];   /* index into order */
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
          if (!hg_ai_choose_move (state, order[seat_level[seat]], &opts, &move, &error) ||
              !hg_state_apply (state, &move, NULL, NULL, &error))
            {
              hg_cli_error (command->name, _("game %u, seat %u: %s"), g, seat, error->message);
              return HG_CLI_BAD;
            }
          dt = g_get_monotonic_time () - t0;
          tally_decision (&seats[seat], dt);
          tally_decision (&levels[seat_level[seat]], dt);
        }

      winners = hg_state_get_winners (state);
      n_winners = (guint) __builtin_popcount (winners);
      for (guint s = 0; s < n_players; s++)
        {
          Tally *level = &levels[seat_level[s]];
          guint score = hg_state_get_score (state, s);
          guint best_other = 0;
          double win = (winners & (1u << s)) != 0 ? 1.0 / n_winners : 0.0;

          for (guint o = 0; o < n_players; o++)
            if (o != s)
              best_other = MAX (best_other, hg_state_get_score (state, o));

          seats[s].games++;
          seats[s].points += score;
          seats[s].wins += win;
          level->games++;
          level->points += score;
          level->wins += win;
          level->score_diff += (double) score - (double) best_other;
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

      print_tally (label, &levels[i]);
    }
  gps = format_double (n_games / (elapsed / 1e6), "%.3f");
  printf ("games-per-second: %s\n", gps);
  for (guint i = 0; i < n_order; i++)
    print_level_stats (order[i], &levels[i], n_games);
  rates = g_string_new ("win-rate:");
  for (guint i = 0; i < n_order; i++)
    {
      g_autofree char *r = format_double (levels[i].wins / n_games, "%.3f");

      g_string_append_printf (rates, " %s=%s", hg_level_to_string ((HgLevel) order[i]), r);
    }
  printf ("%s\n", rates->str);
  return HG_CLI_OK;
}
