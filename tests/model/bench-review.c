/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-review.c: how long review mode takes to step through a game.
 *
 * A four-player game is played to the end with random moves.  Then its
 * review copy (hg_game_copy_at() at move 0) is stepped forward to the end
 * (hg_game_redo(): one move applied, its record and sentence made) and
 * back to the start (hg_game_undo(): the state rebuilt by replaying the
 * history from the setup), --runs times (20); every step is timed.  Also
 * the plain engine replay of the whole history from the setup.  Prints
 * `key value` lines (hg-bench-util.h): medians, the 95th percentile and
 * the worst in microseconds, and the replay's cost per move.
 * Usage: bench-review [--runs N] [--seconds S] [--seed N] */

#include "config.h"

#include "hg-bench-util.h"
#include "hg-game.h"

int
main (int   argc,
      char *argv[])
{
  HgBenchOptions options = { .runs = 20, .seed = 20261201 };
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(HgGame) review = NULL;
  g_autoptr(GArray) forward = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) back = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) replay = g_array_new (FALSE, FALSE, sizeof (double));
  guint64 rng;
  HgSetup setup;
  HgMove move;
  guint n;
  guint r;

  hg_bench_parse (&argc, &argv, "How long review mode takes to step through a game.",
                  NULL, &options);
  rng = options.seed;
  hg_setup_shuffle (&setup, 4, options.seed);
  game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  while (hg_state_random_move (hg_game_get_state (game), &rng, &move))
    g_assert_true (hg_game_play (game, &move, NULL));
  n = hg_game_get_n_history (game);
  review = hg_game_copy_at (game, 0, &error);
  g_assert_no_error (error);

  hg_bench_start ();
  for (r = 0; hg_bench_next_run (&options, r); r++)
    {
      for (guint k = 0; k < n; k++)
        {
          gint64 t0 = g_get_monotonic_time ();
          double dt;

          g_assert_true (hg_game_redo (review));
          dt = (double) (g_get_monotonic_time () - t0);
          g_array_append_val (forward, dt);
        }
      for (guint k = 0; k < n; k++)
        {
          gint64 t0 = g_get_monotonic_time ();
          double dt;

          g_assert_true (hg_game_undo (review));
          dt = (double) (g_get_monotonic_time () - t0);
          g_array_append_val (back, dt);
        }
      {
        gint64 t0 = g_get_monotonic_time ();
        g_autoptr(HgState) state = hg_state_new (hg_state_get_tile_set (hg_game_get_state (game)),
                                                 &setup, NULL, NULL);
        double dt;

        for (guint k = 0; k < n; k++)
          {
            hg_game_get_history_move (game, k, &move);
            g_assert_true (hg_state_apply (state, &move, NULL, NULL, NULL));
          }
        dt = (double) (g_get_monotonic_time () - t0);
        g_array_append_val (replay, dt);
      }
    }

  hg_bench_note ("a finished game of 4 players (seed %u): step forward (redo), step back "
                 "(undo: replay from the setup), replay of the whole game", options.seed);
  hg_bench_value ("moves", "%u", n);
  hg_bench_value ("runs", "%u", r);
  hg_bench_summary ("forward", "-us", forward, 1);
  hg_bench_summary ("back", "-us", back, 1);
  hg_bench_summary ("replay", "-us", replay, 1);
  hg_bench_value ("replay-per-move-us", "%.2f", hg_bench_at (replay, 0.5) / n);
  return 0;
}
