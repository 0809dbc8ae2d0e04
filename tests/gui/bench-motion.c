/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-motion.c: how long the board takes to draw each frame while a
 * move is shown as it happens, on the board of a finished game at
 * 1920x1080.
 *
 * A game between four players is played with random moves to its last
 * move; the real board view shows it in a 1920x1080 window; then, RUNS
 * times, the last move is played (by the game, so the view animates it as
 * another seat's: tile, figure, points, the view following the board) and
 * undone.  At every frame of the frame clock while the view animates,
 * the frame is drawn as the view draws it (hg_board_view_render() into a
 * 1920x1080 image) and timed, by the wall clock and as the main thread's
 * CPU time.  Prints the number of frames, their median, 95th percentile
 * and maximum.  Usage: bench-motion [RUNS [SEED]]
 */

#include "config.h"

#include <adwaita.h>
#include <time.h>

#include "hg-board-view.h"
#include "hg-game.h"

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

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

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
  c0 = cpu_ms ();
  cr = cairo_create (b->surface);
  hg_board_view_render (b->view, cr, WIDTH, HEIGHT);
  cairo_destroy (cr);
  cairo_surface_flush (b->surface);
  wall = (g_get_monotonic_time () - t0) / 1000.0;
  cpu = cpu_ms () - c0;
  g_array_append_val (b->wall, wall);
  g_array_append_val (b->cpu, cpu);
  return G_SOURCE_CONTINUE;
}

static void
report (const char *what,
        GArray     *times)
{
  double *t = (double *) (gpointer) times->data;
  guint n = times->len;

  qsort (t, n, sizeof (double), compare_doubles);
  g_print ("%s: frames %u median %.3f ms p95 %.3f ms max %.3f ms\n",
           what, n, t[n / 2], t[MIN (n - 1, n * 95 / 100)], t[n - 1]);
}

int
main (int   argc,
      char *argv[])
{
  guint runs = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 10;
  guint32 seed = argc > 2 ? (guint32) g_ascii_strtoull (argv[2], NULL, 10) : 20261130;
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  Bench b = { 0 };
  GtkWindow *window;
  guint64 rng = seed;
  HgSetup setup;
  HgMove move, last;

  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  hg_setup_shuffle (&setup, 4, seed);
  game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  while (hg_state_random_move (hg_game_get_state (game), &rng, &move))
    g_assert_true (hg_game_play (game, &move, NULL));
  /* one move before the end: the last one is the one shown */
  hg_game_get_history_move (game, hg_game_get_n_history (game) - 1, &last);
  g_assert_true (hg_game_undo (game));

  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_decorated (window, FALSE);
  gtk_window_set_default_size (window, WIDTH, HEIGHT);
  b.view = HG_BOARD_VIEW (hg_board_view_new ());
  gtk_window_set_child (window, GTK_WIDGET (b.view));
  gtk_window_present (window);
  while (gtk_widget_get_width (GTK_WIDGET (b.view)) != WIDTH)
    g_main_context_iteration (NULL, TRUE);
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

  for (guint r = 0; r < runs; r++)
    {
      b.seen = b.done = FALSE;
      gtk_widget_add_tick_callback (GTK_WIDGET (b.view), tick_cb, &b, NULL);
      g_assert_true (hg_game_play (game, &last, NULL));
      while (!b.done)
        g_main_context_iteration (NULL, TRUE);
      g_assert_true (hg_game_undo (game));
    }

  g_print ("board of a finished game (%u tiles) at %dx%d, %u runs of its last move\n",
           hg_state_get_n_placed (hg_game_get_state (game)) + 1, WIDTH, HEIGHT, runs);
  report ("wall clock", b.wall);
  report ("CPU time  ", b.cpu);

  g_array_unref (b.wall);
  g_array_unref (b.cpu);
  cairo_surface_destroy (b.surface);
  gtk_window_destroy (window);
  return 0;
}
