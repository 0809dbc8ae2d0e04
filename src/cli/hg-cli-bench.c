/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-bench.c: `hunters-gatherers-cli bench [--seconds S]`: random legal
 * games played to the end on one thread. */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-engine.h"

#define BATCH 64
#define N_STARTS 16

int
hg_cli_bench (int    argc,
              char **argv)
{
  g_autoptr (GError) error = NULL;
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

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--seconds") == 0 || g_str_has_prefix (argv[i], "--seconds="))
        {
          const char *value = argv[i][9] == '=' ? argv[i] + 10 : i + 1 < argc ? argv[++i] : "";
          char *end = NULL;

          seconds = g_ascii_strtod (value, &end);
          if (end == value || *end != '\0' || !(seconds > 0) || seconds > 3600)
            {
              /* TRANSLATORS: %s is what the person gave after --seconds */
              g_printerr (_("hunters-gatherers-cli bench: --seconds needs a number of seconds from 0 to 3600, not “%s”\n"),
                          value);
              return 2;
            }
        }
      else
        {
          g_printerr (_("hunters-gatherers-cli bench: unexpected argument “%s”\n"), argv[i]);
          return 2;
        }
    }

  set = hg_tile_set_get_default (&error);
  if (set == NULL)
    {
      g_printerr ("hunters-gatherers-cli bench: %s\n", error->message);
      return 2;
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
  return 0;
}
