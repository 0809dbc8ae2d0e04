/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-board-view.c: how long the board view's frames take on the main
 * thread, in a 1920x1080 window.
 *
 * A game between four players is played to the end with random moves and
 * given to a board view whose tile cache is cold, in a new process each
 * run.  Measured per frame of the window's frame clock, from before-paint
 * to after-paint (layout, the snapshot with the board's draw function, and
 * rendering), by the wall clock and as CPU time of the main thread:
 *   - the first frame of the game, and the worst frame until every tile
 *     is painted at the fitted size;
 *   - the worst and the 95th-percentile frame while the zoom goes from
 *     fitting the whole board to the largest step and back, one step a
 *     frame;
 *   - for comparison, frames of a plain GtkDrawingArea of the same size
 *     that fills itself with one colour (what any frame that redraws the
 *     board's area through a cairo node costs with this toolkit, renderer
 *     and display), frames of a GtkPicture of that size showing one of
 *     two small textures in turn (the same with a texture node), frames
 *     drawn again with nothing to draw but the background, and with the
 *     board once every tile is cached;
 *   - before the game, the frames of the renderer's warm-up, which the
 *     game's window draws on its welcome page (hg-render-warmup.h; not
 *     with HG_BENCH_WARMUP=0 in the environment);
 *   - RssAnon from /proc/self/status once the game is shown, and after
 *     the zooming once the workers are done.
 * Prints the median, the range and the 95th percentile of each over the
 * runs; with HG_BENCH_TRACE=1 each run also prints every frame's CPU time
 * as it goes, on standard error.
 * Usage: bench-board-view [--runs N] [--seconds S] [--seed N]: N runs (5 by
 * default), each a new process (bench-board-view --once --seed N, which
 * prints the `key value` lines of one run).
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>
#include <time.h>

#include "hg-bench-util.h"
#include "hg-board-view-private.h"
#include "hg-board-view.h"
#include "hg-gui-test-util.h"
#include "hg-render-warmup.h"

#define WIDTH  1920
#define HEIGHT 1080

typedef struct {
  double wall, cpu;   /* ms */
} Cost;

typedef struct {
  HgBoardView *view;
  gint64       start_wall;
  double       start_cpu;
  GArray      *frames;     /* Cost, of the frames recorded */
  gboolean     recording;
  guint        n_frames;   /* painted since the start */
} Bench;

static void
before_paint_cb (GdkFrameClock *clock,
                 Bench         *bench)
{
  bench->start_wall = g_get_monotonic_time ();
  bench->start_cpu = hg_bench_thread_cpu_ms ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Bench         *bench)
{
  Cost cost = { (g_get_monotonic_time () - bench->start_wall) / 1000.0,
                hg_bench_thread_cpu_ms () - bench->start_cpu };

  bench->n_frames++;
  if (bench->recording)
    g_array_append_val (bench->frames, cost);
  if (bench->recording && g_getenv ("HG_BENCH_TRACE"))
    g_printerr ("frame %u %.2f\n", bench->frames->len, cost.cpu);
}

static gboolean
frame_painted (gpointer      object,
               gconstpointer data)
{
  const Bench *bench = object;

  return bench->n_frames > GPOINTER_TO_UINT (data);
}

static void
wait_for_frame (Bench *bench)
{
  hg_test_run_until (frame_painted, bench, GUINT_TO_POINTER (bench->n_frames), "a frame");
}

static gboolean
tiles_painted (gpointer      object,
               gconstpointer data)
{
  const Bench *bench = object;

  return hg_tile_cache_get_n_pending (bench->view->cache) == 0;
}

/* Until the workers have painted what was asked, and a frame after. */
static void
wait_for_tiles (Bench *bench)
{
  hg_test_run_until (tiles_painted, bench, NULL, "the tiles to be painted");
  gtk_widget_queue_draw (GTK_WIDGET (bench->view));
  wait_for_frame (bench);
}

static double
rss_anon_mb (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, "RssAnon:");
  return line != NULL ? g_ascii_strtod (line + 8, NULL) / 1024.0 : -1;
}

/* One figure of a run: "@name-@unit value" (@unit "" for a count). */
static void
print_result (const char *name,
              const char *unit,
              double      value)
{
  g_autofree char *key = g_strconcat (name, unit, NULL);

  hg_bench_value (key, "%.3f", value);
}

/* Of @frames: their number, the worst and the 95th-percentile frame, and
 * (CPU time) the median one. */
static void
print_frames (const char *name,
              GArray     *frames)
{
  g_autoptr(GArray) wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *count = g_strconcat (name, "-frames", NULL);
  g_autofree char *worst_wall = g_strconcat (name, "-wall-worst", NULL);
  g_autofree char *worst_cpu = g_strconcat (name, "-cpu-worst", NULL);
  g_autofree char *p95_wall = g_strconcat (name, "-wall-p95", NULL);
  g_autofree char *p95_cpu = g_strconcat (name, "-cpu-p95", NULL);
  g_autofree char *median_cpu = g_strconcat (name, "-cpu-median", NULL);

  g_assert_cmpuint (frames->len, >, 0);
  for (guint i = 0; i < frames->len; i++)
    {
      g_array_append_val (wall, g_array_index (frames, Cost, i).wall);
      g_array_append_val (cpu, g_array_index (frames, Cost, i).cpu);
    }
  hg_bench_sort (wall);
  hg_bench_sort (cpu);
  print_result (count, "", frames->len);
  print_result (worst_wall, "-ms", hg_bench_at (wall, 1));
  print_result (worst_cpu, "-ms", hg_bench_at (cpu, 1));
  print_result (p95_wall, "-ms", hg_bench_at (wall, 0.95));
  print_result (p95_cpu, "-ms", hg_bench_at (cpu, 0.95));
  print_result (median_cpu, "-ms", hg_bench_at (cpu, 0.5));
}

/* @n frames of @widget, drawn again and again. */
static void
redraw (Bench      *bench,
        GtkWidget  *widget,
        const char *name,
        guint       n)
{
  g_array_set_size (bench->frames, 0);
  bench->recording = TRUE;
  for (guint i = 0; i < n; i++)
    {
      gtk_widget_queue_draw (widget);
      wait_for_frame (bench);
    }
  bench->recording = FALSE;
  print_frames (name, bench->frames);
  g_array_set_size (bench->frames, 0);
}

static void
fill_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  cairo_set_source_rgb (cr, 0.55, 0.72, 0.36);
  cairo_paint (cr);
}

/* A small texture of one grey. */
static GdkTexture *
new_grey_texture (guint8 grey)
{
  g_autofree guint8 *pixels = g_malloc (64 * 64 * 4);
  g_autoptr(GBytes) bytes = NULL;

  memset (pixels, grey, 64 * 64 * 4);
  bytes = g_bytes_new_take (g_steal_pointer (&pixels), 64 * 64 * 4);
  return gdk_memory_texture_new (64, 64, GDK_MEMORY_DEFAULT, bytes, 64 * 4);
}

/* @n frames of a picture the size of the window, its texture changed each
 * frame. */
static void
redraw_texture (Bench      *bench,
                GtkWindow  *window,
                const char *name,
                guint       n)
{
  g_autoptr(GdkTexture) light = new_grey_texture (0xc0);
  g_autoptr(GdkTexture) dark = new_grey_texture (0x40);
  GtkWidget *picture = gtk_picture_new ();

  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_picture_set_content_fit (GTK_PICTURE (picture), GTK_CONTENT_FIT_FILL);
  gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (dark));
  gtk_window_set_child (window, picture);
  /* both textures once, so that uploading them is not counted */
  hg_test_wait_for_frames (GTK_WIDGET (window));
  gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (light));
  hg_test_wait_for_frames (GTK_WIDGET (window));

  g_array_set_size (bench->frames, 0);
  bench->recording = TRUE;
  for (guint i = 0; i < n; i++)
    {
      gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (i % 2 == 0 ? dark : light));
      wait_for_frame (bench);
    }
  bench->recording = FALSE;
  print_frames (name, bench->frames);
  g_array_set_size (bench->frames, 0);
}

/* A widget that draws nothing but the renderer's warm-up, as the game's
 * window does on its welcome page (hg-render-warmup.h). */
#define BENCH_TYPE_WARMUP (bench_warmup_get_type ())
G_DECLARE_FINAL_TYPE (BenchWarmup, bench_warmup, BENCH, WARMUP, GtkWidget)

struct _BenchWarmup
{
  GtkWidget       parent_instance;
  HgRenderWarmup *warmup;
};

G_DEFINE_FINAL_TYPE (BenchWarmup, bench_warmup, GTK_TYPE_WIDGET)

static void
bench_warmup_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  hg_render_warmup_snapshot (BENCH_WARMUP (widget)->warmup, snapshot);
}

static void
bench_warmup_dispose (GObject *object)
{
  g_clear_pointer (&BENCH_WARMUP (object)->warmup, hg_render_warmup_free);
  G_OBJECT_CLASS (bench_warmup_parent_class)->dispose (object);
}

static void
bench_warmup_class_init (BenchWarmupClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bench_warmup_dispose;
  GTK_WIDGET_CLASS (klass)->snapshot = bench_warmup_snapshot;
}

static void
bench_warmup_init (BenchWarmup *self)
{
  self->warmup = hg_render_warmup_new (GTK_WIDGET (self), 0);
}

static gboolean
warmup_done (gpointer      object,
             gconstpointer data)
{
  return hg_render_warmup_get_done (BENCH_WARMUP (object)->warmup);
}

/* The renderer's warm-up, its frames recorded. */
static void
warm_up (Bench     *bench,
         GtkWindow *window)
{
  GtkWidget *widget = g_object_new (BENCH_TYPE_WARMUP, NULL);

  g_array_set_size (bench->frames, 0);
  bench->recording = TRUE;
  gtk_window_set_child (window, widget);
  hg_test_run_until (warmup_done, widget, NULL, "the warm-up");
  hg_test_wait_for_frames (GTK_WIDGET (window));
  bench->recording = FALSE;
  print_frames ("warmup", bench->frames);
  g_array_set_size (bench->frames, 0);
}

/* One run, in this process: `key value` lines on standard output. */
static int
run_once (guint32 seed)
{
  g_autoptr(HgGame) game = hg_test_new_game (4, seed, NULL);
  GtkWindow *window;
  GtkWidget *area;
  GdkFrameClock *clock;
  Bench bench = { 0 };
  gint64 t0;
  double c0;
  int fit;

  hg_test_play_random (game, seed, 0);
  g_assert_true (hg_game_get_is_over (game));

  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_decorated (window, FALSE);
  gtk_window_set_default_size (window, WIDTH, HEIGHT);
  bench.view = HG_BOARD_VIEW (hg_board_view_new ());
  bench.frames = g_array_new (FALSE, FALSE, sizeof (Cost));
  area = gtk_drawing_area_new ();
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), fill_cb, NULL, NULL);
  gtk_window_set_child (window, area);
  gtk_window_present (window);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_assert_cmpint (gtk_widget_get_width (area), ==, WIDTH);
  g_assert_cmpint (gtk_widget_get_height (area), ==, HEIGHT);
  g_printerr ("# renderer %s\n", G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))));

  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &bench);
  g_signal_connect_after (clock, "after-paint", G_CALLBACK (after_paint_cb), &bench);
  /* what redrawing an area of this size costs at all */
  redraw (&bench, area, "bare-area", 20);
  redraw_texture (&bench, window, "bare-texture", 20);
  /* what the game's window does while its welcome page is shown */
  if (g_strcmp0 (g_getenv ("HG_BENCH_WARMUP"), "0") != 0)
    warm_up (&bench, window);

  gtk_window_set_child (window, GTK_WIDGET (bench.view));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (bench.view)), ==, WIDTH);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (bench.view)), ==, HEIGHT);
  /* what a frame costs with nothing to draw but the background */
  redraw (&bench, GTK_WIDGET (bench.view), "empty", 20);

  /* opening the game: its first frame, then every frame until the tiles
   * are all painted */
  t0 = g_get_monotonic_time ();
  c0 = hg_bench_thread_cpu_ms ();
  bench.recording = TRUE;
  hg_board_view_set_game (bench.view, game);
  print_result ("set-game-wall", "-ms", (g_get_monotonic_time () - t0) / 1000.0);
  print_result ("set-game-cpu", "-ms", hg_bench_thread_cpu_ms () - c0);
  wait_for_frame (&bench);
  print_result ("first-frame-wall", "-ms", g_array_index (bench.frames, Cost, 0).wall);
  print_result ("first-frame-cpu", "-ms", g_array_index (bench.frames, Cost, 0).cpu);
  wait_for_tiles (&bench);
  print_result ("open-sharp-wall", "-ms", (g_get_monotonic_time () - t0) / 1000.0);
  print_frames ("open", bench.frames);
  print_result ("open-rss-anon", "-mb", rss_anon_mb ());
  bench.recording = FALSE;
  /* and once every tile is cached */
  redraw (&bench, GTK_WIDGET (bench.view), "cached", 20);

  /* zooming: fit to the largest step and back, a step a frame */
  fit = hg_board_view_get_zoom_step (bench.view);
  bench.recording = TRUE;
  print_result ("fit-step", "", fit);
  for (int step = fit + 1; step <= HG_BOARD_MAX_STEP; step++)
    {
      hg_board_view_zoom (bench.view, 1);
      wait_for_frame (&bench);
    }
  for (int step = HG_BOARD_MAX_STEP - 1; step >= fit; step--)
    {
      hg_board_view_zoom (bench.view, -1);
      wait_for_frame (&bench);
    }
  g_assert_cmpint (hg_board_view_get_zoom_step (bench.view), ==, fit);
  print_frames ("zoom", bench.frames);
  bench.recording = FALSE;
  wait_for_tiles (&bench);
  print_result ("zoom-rss-anon", "-mb", rss_anon_mb ());
  print_result ("cache", "-mb", hg_tile_cache_get_n_bytes (bench.view->cache) / 1048576.0);

  g_signal_handlers_disconnect_by_data (clock, &bench);
  gtk_window_destroy (window);
  g_array_unref (bench.frames);
  return 0;
}

/* The `key value` lines of a run's @output into @results, by key; the
 * keys in the order first seen into @names. */
static void
add_results (GHashTable *results,
             GPtrArray  *names,
             const char *output)
{
  g_auto(GStrv) lines = g_strsplit (output, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit (lines[i], " ", 3);
      GArray *values;
      double v;

      if (g_strv_length (words) != 2 || words[0][0] == '#')
        continue;
      v = g_ascii_strtod (words[1], NULL);
      values = g_hash_table_lookup (results, words[0]);
      if (values == NULL)
        {
          values = g_array_new (FALSE, FALSE, sizeof (double));
          g_hash_table_insert (results, g_strdup (words[0]), values);
          g_ptr_array_add (names, g_strdup (words[0]));
        }
      g_array_append_val (values, v);
    }
}

/* The summary over the runs of a run's figure @key: its unit ("-ms",
 * "-mb", or none) stays last, "first-frame-cpu-median-ms". */
static void
print_summary (const char *key,
               GArray     *values)
{
  static const char *const units[] = { "-ms", "-mb" };

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    if (g_str_has_suffix (key, units[i]))
      {
        g_autofree char *name = g_strndup (key, strlen (key) - strlen (units[i]));

        hg_bench_summary (name, units[i], values, 2);
        return;
      }
  hg_bench_summary (key, "", values, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GHashTable) results = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                         (GDestroyNotify) g_array_unref);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  gboolean once = FALSE;
  const GOptionEntry extra[] = {
    { "once", 0, 0, G_OPTION_ARG_NONE, &once,
      "One run in this process, its figures unsummarized", NULL },
    { NULL }
  };
  HgBenchOptions options = { .runs = 5, .seed = 20261130 };
  guint r;

  hg_bench_parse (&argc, &argv, "How long the board view's frames take on the main thread.",
                  extra, &options);
  if (argc > 1)
    {
      g_printerr ("bench-board-view: unexpected argument %s\n", argv[1]);
      return 2;
    }
  if (once)
    {
      gtk_init ();
      adw_init ();
      return run_once (options.seed);
    }

  hg_bench_note ("a finished game of 4 players (seed %u) at %dx%d, %u processors",
                 options.seed, WIDTH, HEIGHT, g_get_num_processors ());
  hg_bench_note_load ();
  hg_bench_start ();
  for (r = 0; hg_bench_next_run (&options, r); r++)
    {
      g_autofree char *seed_text = g_strdup_printf ("--seed=%u", options.seed);
      g_autofree char *output = NULL;
      g_autoptr(GError) error = NULL;
      const char *child[] = { argv[0], "--once", seed_text, NULL };
      int status;

      if (!g_spawn_sync (NULL, (char **) child, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                         &output, NULL, &status, &error))
        g_error ("%s", error->message);
      if (!g_spawn_check_wait_status (status, &error))
        g_error ("run %u: %s", r + 1, error->message);
      add_results (results, names, output);
    }

  hg_bench_value ("runs", "%u", r);
  for (guint i = 0; i < names->len; i++)
    {
      const char *key = g_ptr_array_index (names, i);

      print_summary (key, g_hash_table_lookup (results, key));
    }
  hg_bench_note_load ();
  return 0;
}
