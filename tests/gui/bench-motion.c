/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-motion.c: how long the board takes to draw each frame while a
 * move is shown as it happens, on the board of a finished game at
 * 1920x1080.
 *
 * A game between four players is played with random moves to its last
 * move; the real board view shows it in a 1920x1080 window; then, --runs
 * times (10), the last move is played (by the game, so the view animates it as
 * another seat's: tile, figure, points, the view following the board) and
 * undone.  At every frame of the frame clock while the view animates,
 * the frame is drawn as the view draws it (hg_board_view_render() into a
 * 1920x1080 image) and timed, by the wall clock and as the main thread's
 * CPU time.  Prints, as `key value` lines (hg-bench-util.h), the number of
 * frames, their median, 95th percentile and maximum.
 * Usage: bench-motion [--runs N] [--seconds S] [--seed N]
 */

#include "config.h"

#include <adwaita.h>

#include "hg-bench-util.h"
#include "hg-board-view.h"
#include "hg-game.h"
#include "hg-gui-test-util.h"

#define WIDTH  1920
#define HEIGHT 1080

typedef struct {
  HgBoardView     *view;
  cairo_surface_t *surface;
  GArray          *wall;    /* double, ms */
  GArray          *cpu;
  gboolean         seen;
  gboolean         done;
} Bench;

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  Bench *b = user_data;
  gint64 t0;
  double c0, wall, cpu;
  cairo_t *cr;

  if (!hg_board_view_get_animating (b->view))
    {
      if (b->seen)
        {
          b->done = TRUE;
          return G_SOURCE_REMOVE;
        }
      return G_SOURCE_CONTINUE;
    }
  b->seen = TRUE;
  t0 = g_get_monotonic_time ();
  c0 = hg_bench_thread_cpu_ms ();
  cr = cairo_create (b->surface);
  hg_board_view_render (b->view, cr, WIDTH, HEIGHT);
  cairo_destroy (cr);
  cairo_surface_flush (b->surface);
  wall = (g_get_monotonic_time () - t0) / 1000.0;
  cpu = hg_bench_thread_cpu_ms () - c0;
  g_array_append_val (b->wall, wall);
  g_array_append_val (b->cpu, cpu);
  return G_SOURCE_CONTINUE;
}

int
main (int   argc,
      char *argv[])
{
  HgBenchOptions options = { .runs = 10, .seed = 20261130 };
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  Bench b = { 0 };
  GtkWindow *window;
  guint64 rng;
  HgSetup setup;
  HgMove move, last;
  guint r;

  hg_bench_parse (&argc, &argv, "How long the board takes to draw a move's frames.",
                  NULL, &options);
  rng = options.seed;
  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  hg_setup_shuffle (&setup, 4, options.seed);
  game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  while (hg_state_random_move (hg_game_get_state (game), &rng, &move))
    g_assert_true (hg_game_play (game, &move, NULL));
  /* one move before the end: the last one is the one shown */
  hg_game_get_history_move (game, hg_game_get_n_history (game) - 1, &last);
  g_assert_true (hg_game_undo (game));

  b.view = hg_test_new_board_window (WIDTH, HEIGHT, &window);
  hg_board_view_set_game (b.view, game);

  b.surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  b.wall = g_array_new (FALSE, FALSE, sizeof (double));
  b.cpu = g_array_new (FALSE, FALSE, sizeof (double));
  /* the tiles painted once: the frames measured are the animation's */
  {
    cairo_t *cr = cairo_create (b.surface);

    hg_board_view_render (b.view, cr, WIDTH, HEIGHT);
    cairo_destroy (cr);
  }

  hg_bench_start ();
  for (r = 0; hg_bench_next_run (&options, r); r++)
    {
      b.seen = b.done = FALSE;
      gtk_widget_add_tick_callback (GTK_WIDGET (b.view), tick_cb, &b, NULL);
      g_assert_true (hg_game_play (game, &last, NULL));
      while (!b.done)
        g_main_context_iteration (NULL, TRUE);
      g_assert_true (hg_game_undo (game));
    }

  hg_bench_note ("board of a finished game (%u tiles) at %dx%d, its last move shown",
                 hg_state_get_n_placed (hg_game_get_state (game)) + 1, WIDTH, HEIGHT);
  hg_bench_value ("runs", "%u", r);
  hg_bench_value ("frames", "%u", b.wall->len);
  hg_bench_summary ("frame-wall", "-ms", b.wall, 3);
  hg_bench_summary ("frame-cpu", "-ms", b.cpu, 3);

  g_array_unref (b.wall);
  g_array_unref (b.cpu);
  cairo_surface_destroy (b.surface);
  gtk_window_destroy (window);
  return 0;
}
