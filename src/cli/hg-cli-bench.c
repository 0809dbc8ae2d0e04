/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-bench.c: `hunters-gatherers-cli bench [--seconds S]`: random legal
 * games played to the end on one thread. */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"
#include "hg-engine.h"

#define BATCH 64
#define N_STARTS 16

int
hg_cli_bench (const HgCliCommand  *command,
              int                  argc,
              char               **argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *seconds_text = NULL;
  g_auto(GStrv) args = NULL;
  HgState *starts[N_STARTS];
  g_autoptr (HgState) state = NULL;
  const HgTileSet *set;
  double seconds = 3.0;
  guint64 rng = G_GUINT64_CONSTANT (0x853c49e6748fea9b);
  guint64 games = 0, moves = 0, points = 0;
  gint64 t0, elapsed;
  clock_t c0;
  double cpu;
  HgSetup setup;
  int status;
  const GOptionEntry entries[] = {
    { "seconds", 0, 0, G_OPTION_ARG_STRING, &seconds_text,
      N_("How long to measure, in seconds (default 3)"), "S" },
    { NULL }
  };

  status = hg_cli_parse (command, argc, argv, 0, 0, &args, entries, NULL);
  if (status != HG_CLI_RUN)
    return status;

  if (!hg_cli_option_decimal (command->name, "--seconds", seconds_text, 3600, &seconds))
    return HG_CLI_BAD;

  set = hg_tile_set_get_default (&error);
  if (set == NULL)
    {
      hg_cli_error (command->name, "%s", error->message);
      return HG_CLI_BAD;
    }

  /* Start positions prepared beforehand (decks shuffled from different
   * seeds, 2 to 5 players), so that only the playing is measured. */
  for (guint i = 0; i < N_STARTS; i++)
    {
      hg_setup_shuffle (&setup, 2 + i % 4, i + 1);
      starts[i] = hg_state_new (set, &setup, NULL, NULL);
    }
  state = hg_state_copy (starts[0]);

  c0 = clock ();
  t0 = g_get_monotonic_time ();
  do
    {
      for (guint b = 0; b < BATCH; b++)
        {
          hg_state_copy_into (state, starts[games % N_STARTS]);
          hg_state_play_random_game (state, &rng);
          moves += hg_state_get_n_moves (state);
          for (guint p = 0; p < hg_state_get_n_players (state); p++)
            points += hg_state_get_score (state, p);
          games++;
        }
      elapsed = g_get_monotonic_time () - t0;
    }
  while (elapsed < seconds * G_USEC_PER_SEC);
  cpu = (clock () - c0) / (double) CLOCKS_PER_SEC;

  printf ("engine-state-bytes: %" G_GSIZE_FORMAT "\n", hg_state_size ());
  printf ("games: %" G_GUINT64_FORMAT "\n", games);
  printf ("seconds: %.3f\n", elapsed / (double) G_USEC_PER_SEC);
  /* On a busy machine the processor time tells more than the clock. */
  printf ("cpu-seconds: %.3f\n", cpu);
  if (cpu > 0)
    printf ("games-per-cpu-second: %.0f\n", games / cpu);
  printf ("moves-per-game: %.2f\n", moves / (double) games);
  printf ("points-per-game: %.2f\n", points / (double) games);
  for (guint i = 0; i < N_STARTS; i++)
    hg_state_free (starts[i]);
  printf ("games-per-second: %.0f\n", games / (elapsed / (double) G_USEC_PER_SEC));
  return HG_CLI_OK;
}
