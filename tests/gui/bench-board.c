/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-board.c: how long drawing the board of a finished game takes.
 *
 * A game between four players is played to the end with random moves; its
 * board, fitted into 1920x1080 the way the view fits it, is drawn again and
 * again into an image surface with hg_board_render_draw() (the board view's
 * draw function).  Prints the median, the 90th percentile and the first
 * (cold cache) frame in milliseconds, by the wall clock and as CPU time
 * of the drawing thread.  Usage: bench-board [FRAMES [SEED]]
 */

#include "config.h"

#include <math.h>
#include <time.h>

#include "hg-board-render.h"
#include "hg-figure-painter.h"

#define WIDTH  1920
#define HEIGHT 1080

/* CPU time of this thread in ms: less disturbed by other work on the
 * machine than the wall clock (both are reported). */
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

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HgState) state = NULL;
  g_autoptr(HgTileCache) cache = NULL;
  guint frames = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 500;
  guint32 seed = argc > 2 ? (guint32) g_ascii_strtoull (argv[2], NULL, 10) : 20261130;
  const HgTileSet *tiles = hg_tile_set_get_default (&error);
  int x1 = G_MAXINT, y1 = G_MAXINT, x2 = G_MININT, y2 = G_MININT;
  HgBoardScene scene = { 0 };
  cairo_surface_t *surface;
  guint64 rng = seed;
  double *times, *cpu, first = 0, first_cpu = 0, s;
  HgSetup setup;
  cairo_t *cr;

  if (tiles == NULL)
    g_error ("%s", error->message);
  frames = MAX (frames, 10);

  hg_setup_shuffle (&setup, 4, seed);
  state = hg_state_new (tiles, &setup, NULL, NULL);
  hg_state_play_random_game (state, &rng);

  for (guint i = 0; i < hg_state_get_n_placed (state); i++)
    {
      HgPlacement p;

      hg_state_get_placed (state, i, &p);
      x1 = MIN (x1, p.x);
      y1 = MIN (y1, p.y);
      x2 = MAX (x2, p.x);
      y2 = MAX (y2, p.y);
    }

  /* as the view fits: the board and a square round it, whole pixels */
  s = floor (MIN ((WIDTH - 16.0) / (x2 - x1 + 3), (HEIGHT - 16.0) / (y2 - y1 + 3)));
  cache = hg_tile_cache_new (48 * 1024 * 1024);
  scene.state = state;
  scene.cache = cache;
  scene.width = WIDTH;
  scene.height = HEIGHT;
  scene.size = s;
  scene.scale = 1;
  scene.origin_x = round (WIDTH / 2.0 - (x1 + x2 + 1) / 2.0 * s);
  scene.origin_y = round (HEIGHT / 2.0 - (y1 + y2 + 1) / 2.0 * s);
  scene.has_last = TRUE;
  hg_state_get_placed (state, hg_state_get_n_placed (state) - 1, &scene.last);
  for (guint i = 0; i < HG_MAX_PLAYERS; i++)
    hg_player_colour (i, &scene.colours[i]);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  times = g_new (double, frames);
  cpu = g_new (double, frames);
  for (guint i = 0; i <= frames; i++)
    {
      gint64 t0 = g_get_monotonic_time ();
      double c0 = cpu_ms ();

      cr = cairo_create (surface);
      hg_board_render_draw (cr, &scene);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      if (i == 0)
        {
          first = (g_get_monotonic_time () - t0) / 1000.0;
          first_cpu = cpu_ms () - c0;
        }
      else
        {
          times[i - 1] = (g_get_monotonic_time () - t0) / 1000.0;
          cpu[i - 1] = cpu_ms () - c0;
        }
    }
  qsort (times, frames, sizeof (double), compare_doubles);
  qsort (cpu, frames, sizeof (double), compare_doubles);

  g_print ("board %ux%u squares, %u tiles, square %.0f px, %dx%d\n",
           x2 - x1 + 1, y2 - y1 + 1, hg_state_get_n_placed (state), s, WIDTH, HEIGHT);
  g_print ("frames %u: wall clock median %.3f ms, p90 %.3f ms, first (cold cache) %.3f ms\n",
           frames, times[frames / 2], times[frames * 9 / 10], first);
  g_print ("frames %u: CPU time   median %.3f ms, p90 %.3f ms, first (cold cache) %.3f ms\n",
           frames, cpu[frames / 2], cpu[frames * 9 / 10], first_cpu);

  g_free (times);
  g_free (cpu);
  cairo_surface_destroy (surface);
  return 0;
}
