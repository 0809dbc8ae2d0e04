/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-board.c: how long drawing the board of a finished game takes.
 *
 * A game between four players is played to the end with random moves; its
 * board, fitted into 1920x1080 the way the view fits it, is drawn into an
 * image surface with hg_board_render_draw() (the board view's draw
 * function), with the wall clock and the CPU time of the drawing thread
 * measured per frame.
 *
 * bench-board [--runs N] [--seconds S] [--seed N]: every tile painted when
 * it is drawn, as hg_board_view_render() does: the first frame (cold
 * cache), then N frames more (500 by default; a run is a frame): their
 * median, 90th percentile and the rest of their summary.
 *
 * bench-board --later [--seed N]: as in the view's frames, tiles missing
 * are painted by the cache's workers, one frame every 16 ms with the main
 * loop run in between: the first frame (cold cache) and the frames until
 * every tile has come; then zooming, a step a frame, from the step that
 * fits to the largest and back.  Each the worst and 95th percentile (and
 * the rest of the summary).  --runs and --seconds do not apply: the
 * frames are as many as the tiles and the zoom steps take.
 */

#include "config.h"

#include <math.h>

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

/* @name-frames, and the summaries @name-wall and @name-cpu of the frames
 * recorded, which are then forgotten. */
static void
print_frames (const char *name,
              Bench      *bench)
{
  g_autofree char *frames = g_strconcat (name, "-frames", NULL);
  g_autofree char *wall = g_strconcat (name, "-wall", NULL);
  g_autofree char *cpu = g_strconcat (name, "-cpu", NULL);

  g_assert (bench->wall->len > 0);
  hg_bench_value (frames, "%u", bench->wall->len);
  hg_bench_summary (wall, "-ms", bench->wall, 3);
  hg_bench_summary (cpu, "-ms", bench->cpu, 3);
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
  hg_bench_value ("first-frame-wall-ms", "%.3f", g_array_index (bench->wall, double, 0));
  hg_bench_value ("first-frame-cpu-ms", "%.3f", g_array_index (bench->cpu, double, 0));
  do
    {
      t = g_get_monotonic_time ();
      run_until_next_frame (t);
      draw_frame (bench);
      frames++;
    }
  while (hg_tile_cache_get_n_pending (cache) > 0 && frames < 10000);
  /* every tile painted, from the first frame */
  hg_bench_value ("open-sharp-ms", "%.0f", (g_get_monotonic_time () - start) / 1000.0);
  /* the frames of opening, the first with them */
  print_frames ("open", bench);

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
  hg_bench_note ("zoom steps %d to %d and back (%.0f to %.0f px)", fit, HG_BOARD_MAX_STEP,
                 hg_board_camera_step_size (fit), hg_board_camera_step_size (HG_BOARD_MAX_STEP));
  print_frames ("zoom", bench);
  hg_bench_value ("cache-mb", "%.1f", hg_tile_cache_get_n_bytes (cache) / 1048576.0);
  hg_bench_value ("cache-surfaces", "%u", hg_tile_cache_get_n_surfaces (cache));
}

/* Every tile painted when drawn: the first frame, then a frame a run. */
static void
bench_now (Bench                *bench,
           const HgBenchOptions *options)
{
  draw_frame (bench);
  hg_bench_value ("first-frame-wall-ms", "%.3f", g_array_index (bench->wall, double, 0));
  hg_bench_value ("first-frame-cpu-ms", "%.3f", g_array_index (bench->cpu, double, 0));
  g_array_set_size (bench->wall, 0);
  g_array_set_size (bench->cpu, 0);
  hg_bench_start ();
  for (guint i = 0; hg_bench_next_run (options, i); i++)
    draw_frame (bench);

  hg_bench_value ("frames", "%u", bench->wall->len);
  hg_bench_summary ("frame-wall", "-ms", bench->wall, 3);
  hg_bench_summary ("frame-cpu", "-ms", bench->cpu, 3);
  /* sorted by the summaries */
  hg_bench_value ("frame-wall-p90-ms", "%.3f", hg_bench_at (bench->wall, 0.9));
  hg_bench_value ("frame-cpu-p90-ms", "%.3f", hg_bench_at (bench->cpu, 0.9));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HgState) state = NULL;
  g_autoptr(HgTileCache) cache = NULL;
  gboolean later = FALSE;
  const GOptionEntry extra[] = {
    { "later", 0, 0, G_OPTION_ARG_NONE, &later,
      "Tiles painted by the cache's workers, as in the view's frames", NULL },
    { NULL }
  };
  HgBenchOptions options = { .runs = 500, .seed = 20261130 };
  const HgTileSet *tiles;
  int x1 = G_MAXINT, y1 = G_MAXINT, x2 = G_MININT, y2 = G_MININT;
  Bench bench = { 0 };
  guint64 rng;
  HgSetup setup;
  double s;

  hg_bench_parse (&argc, &argv, "How long drawing the board of a finished game takes.",
                  extra, &options);
  if (argc > 1)
    {
      g_printerr ("bench-board: unexpected argument %s\n", argv[1]);
      return 2;
    }
  tiles = hg_tile_set_get_default (&error);
  if (tiles == NULL)
    g_error ("%s", error->message);

  rng = options.seed;
  hg_setup_shuffle (&setup, 4, options.seed);
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

  hg_bench_note ("board %ux%u squares, %u tiles (seed %u), square %.0f px, %dx%d, %u processors",
                 x2 - x1 + 1, y2 - y1 + 1, hg_state_get_n_placed (state), options.seed, s,
                 WIDTH, HEIGHT, g_get_num_processors ());
  hg_bench_note_load ();
  if (later)
    bench_later (&bench);
  else
    bench_now (&bench, &options);

  g_array_unref (bench.wall);
  g_array_unref (bench.cpu);
  cairo_surface_destroy (bench.surface);
  return 0;
}
