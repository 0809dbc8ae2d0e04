/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-paint.c: the board view's frames while its tiles are painted
 * by the tile cache's workers.
 *
 * A finished game is shown in a view whose cache is cold: its first frame
 * draws every tile as the same plain placeholder, never the background;
 * once the workers are done a frame comes by itself and shows the sharp
 * tiles and the figures, pixel for pixel what hg_board_view_render()
 * paints in a second view.  Zoomed a step, the tiles are drawn scaled from
 * the size cached until the new size comes.
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "hg-board-render.h"
#include "hg-board-view-private.h"
#include "hg-board-view.h"
#include "hg-game.h"
#include "hg-gui-test-util.h"

#define WIDTH  1200
#define HEIGHT 800

typedef struct {
  GtkWindow   *windows[2];
  HgBoardView *view;       /* drawn as in its frames */
  HgBoardView *reference;  /* the same game, painted at once */
  HgGame      *game;
  guint        frames;     /* of @view's window */
} Fixture;

static HgBoardView *
new_view (Fixture *f,
          guint    i)
{
  return hg_test_new_board_window (WIDTH, HEIGHT, &f->windows[i]);
}

static void
after_paint_cb (GdkFrameClock *clock,
                Fixture       *f)
{
  f->frames++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->game = hg_test_new_game (4, 20261130, NULL);
  hg_test_play_random (f->game, 7, 0);
  g_assert_true (hg_game_get_is_over (f->game));
  f->view = new_view (f, 0);
  f->reference = new_view (f, 1);
  hg_test_wait_for_frames (GTK_WIDGET (f->view));
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (f->view)), "after-paint",
                    G_CALLBACK (after_paint_cb), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_signal_handlers_disconnect_by_data (gtk_widget_get_frame_clock (GTK_WIDGET (f->view)), f);
  for (guint i = 0; i < 2; i++)
    gtk_window_destroy (f->windows[i]);
  g_clear_object (&f->game);
}

/* What @view's draw function draws now. */
static cairo_surface_t *
frame (HgBoardView *view)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);

  hg_board_view_draw_frame (view, cr, WIDTH, HEIGHT);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) cairo_image_surface_get_stride (a) * HEIGHT) == 0;
}

/* The number of different colours at the centres of the placed tiles;
 * asserts that none is the background. */
static guint
centre_colours (Fixture         *f,
                cairo_surface_t *surface)
{
  const HgState *state = hg_game_get_state (f->game);
  g_autoptr(GHashTable) colours = g_hash_table_new (NULL, NULL);
  guint32 bg = hg_test_board_background ();

  for (guint i = 0; i < hg_state_get_n_placed (state); i++)
    {
      HgPlacement p;
      double x, y, size;
      guint32 c;

      hg_state_get_placed (state, i, &p);
      hg_board_view_square_to_widget (f->view, p.x, p.y, &x, &y, &size);
      if (x < 0 || y < 0 || x + size > WIDTH || y + size > HEIGHT)
        continue;
      c = hg_test_surface_pixel (surface, x + size / 2, y + size / 2);
      g_assert_cmphex (c, !=, bg);
      g_hash_table_add (colours, GUINT_TO_POINTER (c + 1));
    }
  return g_hash_table_size (colours);
}

typedef struct {
  Fixture *f;
  guint    frames;   /* when the last tile came */
} Arrival;

static gboolean
tiles_arrived (gpointer      object,
               gconstpointer data)
{
  Arrival *a = object;

  a->frames = a->f->frames;
  return hg_tile_cache_get_n_pending (a->f->view->cache) == 0;
}

static gboolean
frame_since (gpointer      object,
             gconstpointer data)
{
  const Arrival *a = object;

  return a->f->frames > a->frames;
}

/* Until the workers are done, then until the frame that this asks for
 * by itself. */
static void
wait_for_tiles (Fixture *f)
{
  Arrival a = { f, 0 };

  hg_test_run_until (tiles_arrived, &a, NULL, "the tiles to be painted");
  hg_test_run_until (frame_since, &a, NULL, "a frame with the tiles");
}

static void
test_cold (Fixture       *f,
           gconstpointer  data)
{
  cairo_surface_t *first, *sharp, *reference;

  hg_board_view_set_game (f->view, f->game);
  hg_board_view_set_game (f->reference, f->game);

  /* the first frame: every tile a placeholder, all alike, no figure */
  first = frame (f->view);
  g_assert_cmpuint (hg_tile_cache_get_n_pending (f->view->cache), >, 0);
  g_assert_cmpuint (centre_colours (f, first), ==, 1);
  g_assert_cmphex (hg_test_surface_pixel (first, 1, 1), ==, hg_test_board_background ());
  hg_test_save_surface (first, "board-paint-cold.png");

  wait_for_tiles (f);
  sharp = frame (f->view);
  g_assert_cmpuint (hg_tile_cache_get_n_pending (f->view->cache), ==, 0);
  g_assert_cmpuint (centre_colours (f, sharp), >, 1);
  reference = hg_test_render_board (f->reference, WIDTH, HEIGHT);
  g_assert_true (same_pixels (sharp, reference));
  g_assert_false (same_pixels (first, reference));

  cairo_surface_destroy (first);
  cairo_surface_destroy (sharp);
  cairo_surface_destroy (reference);
}

static void
test_zoom (Fixture       *f,
           gconstpointer  data)
{
  cairo_surface_t *scaled, *sharp, *reference;

  hg_board_view_set_game (f->view, f->game);
  hg_board_view_set_game (f->reference, f->game);
  cairo_surface_destroy (frame (f->view));
  wait_for_tiles (f);

  /* a step in: the tiles of the size before, scaled, until the new come */
  hg_board_view_zoom (f->view, 1);
  hg_board_view_zoom (f->reference, 1);
  scaled = frame (f->view);
  g_assert_cmpuint (hg_tile_cache_get_n_pending (f->view->cache), >, 0);
  g_assert_cmpuint (centre_colours (f, scaled), >, 1);
  reference = hg_test_render_board (f->reference, WIDTH, HEIGHT);
  g_assert_false (same_pixels (scaled, reference));
  hg_test_save_surface (scaled, "board-paint-scaled.png");

  wait_for_tiles (f);
  sharp = frame (f->view);
  g_assert_true (same_pixels (sharp, reference));

  cairo_surface_destroy (scaled);
  cairo_surface_destroy (sharp);
  cairo_surface_destroy (reference);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/board-paint/cold", Fixture, NULL, fixture_set_up, test_cold, fixture_tear_down);
  g_test_add ("/board-paint/zoom", Fixture, NULL, fixture_set_up, test_zoom, fixture_tear_down);

  return g_test_run ();
}
