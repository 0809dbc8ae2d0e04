/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-analyze.c: "analyze FILE [--seat S] [--ms MS]": each placement
 * of the history judged by level expert from what its seat knew then,
 * one line "TURN SEAT PLAYED BEST LOSS" a placement, then a summary line
 * a seat (docs/cli.md).  The file is only read. */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

typedef struct {
  guint  moves;
  double loss;
  guint  mistakes;
  guint  blunders;
} SeatSum;

int
hg_cli_analyze (const HgCliCommand  *command,
                int                  argc,
                char               **argv)
{
  g_autofree char *ms_text = NULL;
  g_autofree char *seat_text = NULL;
  g_auto(GStrv) args = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  SeatSum sums[HG_MAX_PLAYERS] = { { 0 } };
  HgAiOptions opts;
  guint seat = G_MAXUINT;
  guint n_players;
  const char *path;
  int status;
  const GOptionEntry entries[] = {
    { "seat", 0, 0, G_OPTION_ARG_STRING, &seat_text,
      N_("Only the placements of seat S (default: every seat)"), "S" },
    { "ms", 0, 0, G_OPTION_ARG_STRING, &ms_text,
      N_("Thinking time per placement in milliseconds, 1 to 600000 (default 1000)"), "MS" },
    { NULL }
  };

  status = hg_cli_parse (command, argc, argv, 1, 1, &args, entries, NULL);
  if (status != HG_CLI_RUN)
    return status;
  path = args[0];

  hg_ai_options_init (&opts);
  if (!hg_cli_option_uint (command->name, "--ms", ms_text, 1, 600000, &opts.ms))
    return HG_CLI_BAD;
  if (seat_text != NULL && !hg_cli_option_uint (command->name, "--seat", seat_text, 0, HG_MAX_PLAYERS - 1, &seat))
    return HG_CLI_BAD;

  game = hg_cli_load (command->name, path);
  if (game == NULL)
    return HG_CLI_BAD;
  n_players = hg_game_get_n_players (game);
  if (seat != G_MAXUINT && seat >= n_players)
    {
      /* TRANSLATORS: %s is the file, %u the seat asked for, then the number of seats */
      hg_cli_error (command->name, _("%s: there is no seat %u in a game of %u players"), path, seat, n_players);
      return HG_CLI_BAD;
    }

  for (guint i = 0; i < hg_game_get_n_history (game); i++)
    {
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (hg_game_get_moves (game), i);
      g_autoptr(GError) error = NULL;
      guint mover = hg_move_record_get_seat (record);
      char played[HG_MOVE_STRLEN], best[HG_MOVE_STRLEN];
      char number[G_ASCII_DTOSTR_BUF_SIZE];
      HgAiJudgement judgement;

      if (seat != G_MAXUINT && mover != seat)
        continue;
      if (!hg_game_judge_move (game, i, &opts, &judgement, &error))
        {
          hg_cli_error (command->name, "%s: %s", path, error->message);
          return HG_CLI_BAD;
        }
      hg_move_format (hg_move_record_get_move (record), played);
      hg_move_format (&judgement.best, best);
      /* the loss rounded as printed, so that the summary adds up */
      judgement.loss = round (judgement.loss * 10) / 10;
      g_string_append_printf (out, "%u %u %s %s %s\n", i + 1, mover, played, best,
                              g_ascii_formatd (number, sizeof number, "%.1f", judgement.loss));

      sums[mover].moves++;
      sums[mover].loss += judgement.loss;
      if (judgement.loss >= HG_GAME_BLUNDER)
        sums[mover].blunders++;
      else if (judgement.loss >= HG_GAME_MISTAKE)
        sums[mover].mistakes++;
    }

  for (guint s = 0; s < n_players; s++)
    if (seat == G_MAXUINT || s == seat)
      {
        char number[G_ASCII_DTOSTR_BUF_SIZE];
        double mean = sums[s].moves > 0 ? sums[s].loss / sums[s].moves : 0.0;

        g_string_append_printf (out, "summary: %u %u %s %u %u\n", s, sums[s].moves,
                                g_ascii_formatd (number, sizeof number, "%.1f", mean),
                                sums[s].mistakes, sums[s].blunders);
      }

  fwrite (out->str, 1, out->len, stdout);
  return HG_CLI_OK;
}
