/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-review.c: how long review mode takes to step through a game.
 *
 * A four-player game is played to the end with random moves.  Then its
 * review copy (hg_game_copy_at() at move 0) is stepped forward to the end
 * (hg_game_redo(): one move applied, its record and sentence made) and
 * back to the start (hg_game_undo(): the state rebuilt by replaying the
 * history from the setup), ROUNDS times; every step is timed.  Also the
 * plain engine replay of the whole history from the setup.  Prints
 * medians and the 95th percentile in microseconds, and the replay's cost
 * per move.  Usage: bench-review [ROUNDS [SEED]] */

#include "config.h"

#include "hg-game.h"

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
report (const char *what,
        GArray     *us)
{
  double *t = (double *) (gpointer) us->data;

  qsort (t, us->len, sizeof (double), compare_doubles);
  g_print ("%s: %u steps, median %.1f us, p95 %.1f us, max %.1f us\n", what, us->len,
           t[us->len / 2], t[MIN (us->len - 1, us->len * 95 / 100)], t[us->len - 1]);
}

int
main (int   argc,
      char *argv[])
{
  guint rounds = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 20;
  guint32 seed = argc > 2 ? (guint32) g_ascii_strtoull (argv[2], NULL, 10) : 20261201;
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(HgGame) review = NULL;
  g_autoptr(GArray) forward = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) back = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) replay = g_array_new (FALSE, FALSE, sizeof (double));
  guint64 rng = seed;
  HgSetup setup;
  HgMove move;
  guint n;

  hg_setup_shuffle (&setup, 4, seed);
  game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  while (hg_state_random_move (hg_game_get_state (game), &rng, &move))
    g_assert_true (hg_game_play (game, &move, NULL));
  n = hg_game_get_n_history (game);
  review = hg_game_copy_at (game, 0, &error);
  g_assert_no_error (error);

  for (guint r = 0; r < rounds; r++)
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

  g_print ("a finished game of %u moves, %u rounds\n", n, rounds);
  report ("step forward (redo)", forward);
  report ("step back (undo: replay from the setup)", back);
  report ("replay of the whole game from the setup", replay);
  g_print ("replay per move: %.2f us\n",
           g_array_index (replay, double, replay->len / 2) / n);
  return 0;
}
