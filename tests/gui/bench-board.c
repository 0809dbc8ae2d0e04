/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-board.c: how long drawing the board of a finished game takes.
 *
 * A game between four players is played to the end with random moves; its
 * board, fitted into 1920x1080 the way the view fits it, is drawn into an
 * image surface with hg_board_render_draw() (the board view's draw
 * function), with the wall clock and the CPU time of the drawing thread
 * measured per frame.
 *
 * bench-board [FRAMES [SEED]]: every tile painted when it is drawn, as
 * hg_board_view_render() does: the first frame (cold cache) and the
 * median and 90th percentile of FRAMES more.
 *
 * bench-board --later [SEED]: as in the view's frames, tiles missing are
 * painted by the cache's workers, one frame every 16 ms with the main
 * loop run in between: the first frame (cold cache) and the frames until
 * every tile has come; then zooming, a step a frame, from the step that
 * fits to the largest and back.  Each the worst and 95th percentile.
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <time.h>

#include "hg-bench-util.h"
#include "hg-board-render.h"
#include "hg-board-view-private.h"
#include "hg-figure-painter.h"

#define WIDTH  1920
#define HEIGHT 1080
#define FRAME_USEC (16 * G_TIME_SPAN_MILLISECOND)

typedef struct {
  HgBoardScene     scene;
  cairo_surface_t *surface;
  double           centre_x, centre_y;  /* board point at the centre */
  GArray          *wall, *cpu;          /* ms per frame */
} Bench;

static void
set_size (Bench  *bench,
          double  size)
{
  bench->scene.size = size;
  bench->scene.origin_x = round (WIDTH / 2.0 - bench->centre_x * size);
  bench->scene.origin_y = round (HEIGHT / 2.0 - bench->centre_y * size);
}

/* One frame; its cost goes into @bench's arrays. */
static void
draw_frame (Bench *bench)
{
  gint64 t0 = g_get_monotonic_time ();
  double c0 = hg_bench_thread_cpu_ms ();
  double wall, cpu;
  cairo_t *cr = cairo_create (bench->surface);

  hg_board_render_draw (cr, &bench->scene);
  cairo_destroy (cr);
  cairo_surface_flush (bench->surface);
  wall = (g_get_monotonic_time () - t0) / 1000.0;
  cpu = hg_bench_thread_cpu_ms () - c0;
  g_array_append_val (bench->wall, wall);
  g_array_append_val (bench->cpu, cpu);
}

/* The main loop until the next frame is due, @start + 16 ms. */
static void
run_until_next_frame (gint64 start)
{
  while (g_get_monotonic_time () < start + FRAME_USEC)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (500);
}

static void
print_frames (const char *name,
              Bench      *bench)
{
  guint n = bench->wall->len;
  double *wall = (double *) (gpointer) bench->wall->data;
  double *cpu = (double *) (gpointer) bench->cpu->data;
  guint p95 = MIN (n - 1, (guint) (0.95 * n));

  g_assert (n > 0);
  qsort (wall, n, sizeof (double), hg_bench_compare_doubles);
  qsort (cpu, n, sizeof (double), hg_bench_compare_doubles);
  g_print ("%s, %u frames: wall clock worst %.3f ms, p95 %.3f ms; CPU time worst %.3f ms, p95 %.3f ms\n",
           name, n, wall[n - 1], wall[p95], cpu[n - 1], cpu[p95]);
  g_array_set_size (bench->wall, 0);
  g_array_set_size (bench->cpu, 0);
}

/* Tiles painted by the workers: opening and zooming. */
static void
bench_later (Bench *bench)
{
  HgTileCache *cache = bench->scene.cache;
  double fitted = bench->scene.size;
  int fit = (int) floor (HG_BOARD_STEPS_PER_2X * log2 (fitted / HG_BOARD_BASE_SIZE));
  gint64 start = g_get_monotonic_time (), t;
  guint frames = 0;

  while (hg_board_camera_step_size (fit) > fitted)
    fit--;
  bench->scene.paint_later = TRUE;

  draw_frame (bench);
  g_print ("first frame (cold cache): wall clock %.3f ms, CPU time %.3f ms\n",
           g_array_index (bench->wall, double, 0), g_array_index (bench->cpu, double, 0));
  do
    {
      t = g_get_monotonic_time ();
      run_until_next_frame (t);
      draw_frame (bench);
      frames++;
    }
  while (hg_tile_cache_get_n_pending (cache) > 0 && frames < 10000);
  g_print ("every tile painted %.0f ms after the first frame\n",
           (g_get_monotonic_time () - start) / 1000.0);
  print_frames ("opening (with the first)", bench);

  for (int step = fit; step <= HG_BOARD_MAX_STEP; step++)
    {
      t = g_get_monotonic_time ();
      set_size (bench, hg_board_camera_step_size (step));
      draw_frame (bench);
      run_until_next_frame (t);
    }
  for (int step = HG_BOARD_MAX_STEP - 1; step >= fit; step--)
    {
      t = g_get_monotonic_time ();
      set_size (bench, hg_board_camera_step_size (step));
      draw_frame (bench);
      run_until_next_frame (t);
    }
  g_print ("zoom steps %d to %d and back (%.0f to %.0f px)\n", fit, HG_BOARD_MAX_STEP,
           hg_board_camera_step_size (fit), hg_board_camera_step_size (HG_BOARD_MAX_STEP));
  print_frames ("zooming", bench);
  g_print ("cache: %.1f MB in %u surfaces\n", hg_tile_cache_get_n_bytes (cache) / 1048576.0,
           hg_tile_cache_get_n_surfaces (cache));
}

/* Every tile painted when drawn. */
static void
bench_now (Bench *bench,
           guint  frames)
{
  double first, first_cpu;
  double *wall, *cpu;

  draw_frame (bench);
  first = g_array_index (bench->wall, double, 0);
  first_cpu = g_array_index (bench->cpu, double, 0);
  g_array_set_size (bench->wall, 0);
  g_array_set_size (bench->cpu, 0);
  for (guint i = 0; i < frames; i++)
    draw_frame (bench);

  wall = (double *) (gpointer) bench->wall->data;
  cpu = (double *) (gpointer) bench->cpu->data;
  qsort (wall, frames, sizeof (double), hg_bench_compare_doubles);
  qsort (cpu, frames, sizeof (double), hg_bench_compare_doubles);
  g_print ("frames %u: wall clock median %.3f ms, p90 %.3f ms, first (cold cache) %.3f ms\n",
           frames, wall[frames / 2], wall[frames * 9 / 10], first);
  g_print ("frames %u: CPU time   median %.3f ms, p90 %.3f ms, first (cold cache) %.3f ms\n",
           frames, cpu[frames / 2], cpu[frames * 9 / 10], first_cpu);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HgState) state = NULL;
  g_autoptr(HgTileCache) cache = NULL;
  gboolean later = argc > 1 && g_strcmp0 (argv[1], "--later") == 0;
  int arg = later ? 2 : 1;
  guint frames = !later && argc > arg ? (guint) g_ascii_strtoull (argv[arg++], NULL, 10) : 500;
  guint32 seed = argc > arg ? (guint32) g_ascii_strtoull (argv[arg], NULL, 10) : 20261130;
  const HgTileSet *tiles = hg_tile_set_get_default (&error);
  int x1 = G_MAXINT, y1 = G_MAXINT, x2 = G_MININT, y2 = G_MININT;
  Bench bench = { 0 };
  g_autofree char *load = NULL;
  guint64 rng = seed;
  HgSetup setup;
  double s;

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
  cache = hg_tile_cache_new (16 * 1024 * 1024);
  bench.scene.state = state;
  bench.scene.cache = cache;
  bench.scene.width = WIDTH;
  bench.scene.height = HEIGHT;
  bench.scene.scale = 1;
  bench.centre_x = (x1 + x2 + 1) / 2.0;
  bench.centre_y = (y1 + y2 + 1) / 2.0;
  set_size (&bench, s);
  bench.scene.has_last = TRUE;
  hg_state_get_placed (state, hg_state_get_n_placed (state) - 1, &bench.scene.last);
  for (guint i = 0; i < HG_MAX_PLAYERS; i++)
    hg_player_colour (i, &bench.scene.colours[i]);
  bench.surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  bench.wall = g_array_new (FALSE, FALSE, sizeof (double));
  bench.cpu = g_array_new (FALSE, FALSE, sizeof (double));

  g_print ("board %ux%u squares, %u tiles, square %.0f px, %dx%d, %u processors\n",
           x2 - x1 + 1, y2 - y1 + 1, hg_state_get_n_placed (state), s, WIDTH, HEIGHT,
           g_get_num_processors ());
  if (g_file_get_contents ("/proc/loadavg", &load, NULL, NULL))
    g_print ("load average: %s", load);
  if (later)
    bench_later (&bench);
  else
    bench_now (&bench, frames);

  g_array_unref (bench.wall);
  g_array_unref (bench.cpu);
  cairo_surface_destroy (bench.surface);
  return 0;
}
