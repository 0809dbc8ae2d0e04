/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-continue.c: how long "Continue Game" takes to show a game of 70
 * tiles, beside the first frame of a bare window.
 *
 * A game of two with 70 tiles down is left in the autosave of a folder of
 * its own.  Each run opens a new game window (its tile cache cold), waits
 * until the welcome page offers the game and activates win.continue at
 * once (the worst case: the tiles are painted meanwhile, from the moment
 * the game is offered).  Measured on the monotonic clock from Continue to
 * the after-paint of:
 *   - the first frame that shows the board, how many of its tiles it drew
 *     as plain meadow, and whether any waited for its texture;
 *   - the first complete frame: every tile drawn from a surface painted
 *     at the size shown, none waiting for its texture.
 * Beside it, from gtk_window_present() to the first after-paint, an
 * AdwApplicationWindow of the same size with nothing in it.  Prints the
 * median, the range and the 95th percentile of each over the runs.
 * Usage: bench-continue [--runs N] [--seconds S] [--seed N]: N runs (5 by
 * default); the seed of the game saved (7070 by default).
 */

#include "config.h"

#include <adwaita.h>

#include "hg-bench-util.h"
#include "hg-application.h"
#include "hg-autosave.h"
#include "hg-board-render.h"
#include "hg-board-sprites.h"
#include "hg-board-tiles.h"
#include "hg-board-view-private.h"
#include "hg-gui-test-util.h"
#include "hg-test-util.h"
#include "hg-window-private.h"

#define N_TILES 70

typedef struct {
  HgWindow *window;
  gint64    start;
  double    first;      /* ms to the first frame with the board, or -1 */
  double    meadow;     /* its tiles drawn as plain meadow */
  double    waited;     /* 1: some of its tiles waited for their textures */
  double    complete;   /* ms to the first complete frame, or -1 */
} Run;

static HgApplication *app;

/* Of the tiles of the game shown: how many have no surface at any size
 * (drawn as meadow), and how many none at the size shown. */
static void
count_tiles (HgBoardView *view,
             guint       *unpainted,
             guint       *not_exact)
{
  const HgState *state = hg_game_get_state (view->game);
  double scale = gtk_widget_get_scale_factor (GTK_WIDGET (view));
  double size = hg_board_camera_get_paint_size (view->camera);

  *unpainted = *not_exact = 0;
  for (guint i = 0; i < hg_state_get_n_placed (state); i++)
    {
      const HgTile *tile;
      HgPlacement p;
      double from;

      hg_state_get_placed (state, i, &p);
      tile = hg_board_render_tile (state, p.tile);
      if (hg_tile_cache_lookup_nearest (view->cache, tile, p.rot, size, scale, &from) == NULL)
        (*unpainted)++;
      if (hg_tile_cache_lookup (view->cache, tile, p.rot, size, scale) == NULL)
        (*not_exact)++;
    }
}

static void
after_paint_cb (GdkFrameClock *clock,
                Run           *run)
{
  HgBoardView *view = run->window->board_view;
  double ms = (g_get_monotonic_time () - run->start) / 1000.0;
  gboolean waited;
  guint unpainted, not_exact;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (run->window->main_stack), "board") != 0
      || view->game == NULL || !gtk_widget_get_mapped (GTK_WIDGET (view)))
    return;
  count_tiles (view, &unpainted, &not_exact);
  waited = hg_board_textures_get_deferred (view->textures);
  if (run->first < 0)
    {
      run->first = ms;
      run->meadow = unpainted;
      run->waited = waited;
    }
  if (not_exact == 0 && !waited)
    {
      run->complete = ms;
      g_signal_handlers_disconnect_by_func (clock, after_paint_cb, run);
    }
}

static gboolean
run_done (gpointer      object,
          gconstpointer data)
{
  return ((const Run *) data)->complete >= 0;
}

static Run
continue_once (void)
{
  Run run = { hg_window_new (app), 0, -1, 0, 0, -1 };
  GtkWidget *button;

  gtk_window_present (GTK_WINDOW (run.window));
  button = hg_test_find_by_action (GTK_WIDGET (run.window), "win.continue");
  while (!gtk_widget_is_visible (button))
    g_main_context_iteration (NULL, TRUE);
  g_signal_connect_after (gtk_widget_get_frame_clock (GTK_WIDGET (run.window)), "after-paint",
                          G_CALLBACK (after_paint_cb), &run);
  run.start = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run.window), "win.continue", NULL));
  hg_test_run_until (run_done, NULL, &run, "a complete frame");
  gtk_window_destroy (GTK_WINDOW (run.window));
  hg_test_flush ();
  return run;
}

typedef struct {
  gint64 start;
  double ms;     /* -1 until the first frame */
} Bare;

static void
bare_paint_cb (GdkFrameClock *clock,
               Bare          *bare)
{
  bare->ms = (g_get_monotonic_time () - bare->start) / 1000.0;
  g_signal_handlers_disconnect_by_func (clock, bare_paint_cb, bare);
}

static void
bare_realize_cb (GtkWidget *window,
                 Bare      *bare)
{
  g_signal_connect_after (gtk_widget_get_frame_clock (window), "after-paint",
                          G_CALLBACK (bare_paint_cb), bare);
}

static gboolean
bare_painted (gpointer      object,
              gconstpointer data)
{
  return ((const Bare *) data)->ms >= 0;
}

/* An empty window of the game window's default size, as in
 * bench-bare-window.c. */
static double
bare_window_once (void)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  Bare bare = { 0, -1 };

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  g_signal_connect (window, "realize", G_CALLBACK (bare_realize_cb), &bare);
  bare.start = g_get_monotonic_time ();
  gtk_window_present (GTK_WINDOW (window));
  hg_test_run_until (bare_painted, NULL, &bare, "the bare window's first frame");
  gtk_window_destroy (GTK_WINDOW (window));
  hg_test_flush ();
  return bare.ms;
}

/* A game of N_TILES tiles in the autosave: shown in a window, its last
 * move played there. */
static void
autosave_game (guint32 seed)
{
  g_autoptr(HgGame) game = hg_test_new_game (2, seed, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  HgWindow *window = hg_window_new (app);

  while (hg_state_get_n_placed (hg_game_get_state (game)) < N_TILES - 1)
    hg_test_play_one (game, rng);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  while (hg_state_get_n_placed (hg_game_get_state (game)) < N_TILES)
    hg_test_play_one (game, rng);
  while (hg_autosave_get_busy (hg_window_get_autosave (window)))
    g_main_context_iteration (NULL, TRUE);
  gtk_window_destroy (GTK_WINDOW (window));
  hg_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bench-continue-XXXXXX", NULL);
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) meadow = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) waited = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) complete = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) bare = g_array_new (FALSE, FALSE, sizeof (double));
  HgBenchOptions options = { .runs = 5, .seed = 7070 };
  guint runs;

  hg_bench_parse (&argc, &argv, "How long Continue Game takes to show a game of 70 tiles.",
                  NULL, &options);
  if (argc > 1)
    {
      g_printerr ("bench-continue: unexpected argument %s\n", argv[1]);
      return 2;
    }
  g_assert_nonnull (dir);
  /* before anything asks GLib for the user data folder */
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  gtk_init ();
  adw_init ();
  app = hg_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  autosave_game (options.seed);
  hg_bench_note ("a game of %u tiles (seed %u), %u processors", N_TILES, options.seed,
                 g_get_num_processors ());
  hg_bench_note_load ();
  hg_bench_start ();
  for (runs = 0; hg_bench_next_run (&options, runs); runs++)
    {
      double b = bare_window_once ();
      Run run = continue_once ();

      g_array_append_val (bare, b);
      g_array_append_val (first, run.first);
      g_array_append_val (meadow, run.meadow);
      g_array_append_val (waited, run.waited);
      g_array_append_val (complete, run.complete);
    }

  hg_bench_value ("runs", "%u", runs);
  /* the bare window: present to its first frame */
  hg_bench_summary ("bare-first-frame", "-ms", bare, 1);
  /* Continue to the board's first frame; its tiles drawn as plain meadow;
   * whether some of them waited for their textures (1: yes) */
  hg_bench_summary ("continue-first-frame", "-ms", first, 1);
  hg_bench_summary ("continue-first-frame-meadow", "-tiles", meadow, 0);
  hg_bench_summary ("continue-first-frame-waited", "", waited, 0);
  /* Continue to a complete frame */
  hg_bench_summary ("continue-complete-frame", "-ms", complete, 1);
  hg_bench_note_load ();

  g_clear_object (&app);
  hg_test_remove_tree (dir);
  return 0;
}
