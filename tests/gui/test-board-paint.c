/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-paint.c: the board view's frames while its tiles are painted
 * by the tile cache's workers.
 *
 * A finished game is shown in a view whose cache is cold: its first frame
 * draws every tile as the same plain placeholder, never the background;
 * once the workers are done a frame comes by itself and shows the sharp
 * tiles and the figures, pixel for pixel what hg_board_view_render()
 * paints in a second view.  Zoomed a step, the tiles are drawn scaled from
 * the size cached until the new size comes.  The frames on screen, built
 * as render nodes (hg-board-nodes.c), show the same picture as the
 * drawing: placeholders first, then the tiles, then what the second view
 * paints, to a rounding of the renderer.  While the view moves, a frame
 * draws only a few of the figures' pictures at a new size and shows the
 * rest scaled, until it is still.
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "hg-board-nodes.h"
#include "hg-board-render.h"
#include "hg-board-sprites.h"
#include "hg-board-tiles.h"
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

/* @data: how many moves to play (NULL: to the end). */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  guint n_moves = GPOINTER_TO_UINT (data);

  f->game = hg_test_new_game (4, 20261130, NULL);
  hg_test_play_random (f->game, 7, n_moves);
  g_assert_true (hg_game_get_is_over (f->game) == (n_moves == 0));
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

/* What @view shows on screen now: its frame as render nodes
 * (hg_board_render_snapshot(), what lies on the tiles split into a node
 * per rectangle of its ink or in one, as @split), drawn by its window's
 * renderer, as ARGB32 pixels. */
static cairo_surface_t *
nodes (HgBoardView *view,
       gboolean     split)
{
  HgBoardScene scene;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, WIDTH, HEIGHT);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (GTK_WIDGET (view)));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  hg_board_view_fill_scene (view, &scene, WIDTH, HEIGHT);
  scene.paint_later = TRUE;
  hg_board_render_snapshot (snapshot, view->textures, view->sprites, &scene, split);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &bounds);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, WIDTH);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, HEIGHT);
  cairo_surface_flush (surface);
  gdk_texture_download (texture, cairo_image_surface_get_data (surface),
                        cairo_image_surface_get_stride (surface));
  cairo_surface_mark_dirty (surface);
  return surface;
}

/* The largest difference of a colour channel between @a and @b, and in
 * @n_off how many pixels differ by more than @tolerance. */
static guint
channel_difference (cairo_surface_t *a,
                    cairo_surface_t *b,
                    guint            tolerance,
                    guint           *n_off)
{
  const guint8 *pa = cairo_image_surface_get_data (a);
  const guint8 *pb = cairo_image_surface_get_data (b);
  int stride = cairo_image_surface_get_stride (a);
  guint worst = 0;

  *n_off = 0;
  for (int y = 0; y < HEIGHT; y++)
    for (int x = 0; x < WIDTH; x++)
      {
        guint most = 0;

        for (int c = 0; c < 4; c++)
          most = MAX (most, (guint) ABS (pa[y * stride + x * 4 + c] - pb[y * stride + x * 4 + c]));
        worst = MAX (worst, most);
        if (most > tolerance)
          (*n_off)++;
      }
  return worst;
}

static gboolean
textures_waiting (gpointer      object,
                  gconstpointer data)
{
  HgBoardView *view = object;

  return !hg_board_textures_get_deferred (view->textures) &&
         !hg_board_sprites_get_deferred (view->sprites);
}

/* Until every tile shown has its texture (a frame uploads only a few). */
static void
wait_for_textures (Fixture *f)
{
  cairo_surface_destroy (nodes (f->view, TRUE));
  while (!textures_waiting (f->view, NULL))
    {
      hg_test_wait_for_frames (GTK_WIDGET (f->view));
      cairo_surface_destroy (nodes (f->view, TRUE));
    }
  g_assert_true (textures_waiting (f->view, NULL));
}

static void
test_nodes (Fixture       *f,
            gconstpointer  data)
{
  cairo_surface_t *first, *sharp, *whole, *reference;
  guint n_off;

  hg_board_view_set_game (f->view, f->game);
  hg_board_view_set_game (f->reference, f->game);

  /* the first frame on screen: every tile a placeholder, all alike */
  first = nodes (f->view, TRUE);
  g_assert_cmpuint (hg_tile_cache_get_n_pending (f->view->cache), >, 0);
  g_assert_cmpuint (centre_colours (f, first), ==, 1);
  g_assert_cmphex (hg_test_surface_pixel (first, 1, 1), ==, hg_test_board_background ());
  hg_test_save_surface (first, "board-nodes-cold.png");

  /* then the tiles, and all that lies on them, as the second view paints */
  wait_for_tiles (f);
  wait_for_textures (f);
  /* the pointer of the test's display may rest on the first window: no
   * ghost there, as in the second */
  hg_board_view_hover (f->view, FALSE, 0, 0);
  sharp = nodes (f->view, TRUE);
  whole = nodes (f->view, FALSE);
  reference = hg_test_render_board (f->reference, WIDTH, HEIGHT);
  hg_test_save_surface (sharp, "board-nodes-sharp.png");
  g_assert_cmpuint (centre_colours (f, sharp), >, 1);
  g_test_message ("nodes against drawing: channel difference %u", channel_difference (sharp, reference, 8, &n_off));
  g_test_message ("pixels off by more than 8: %u", n_off);
  /* the renderer may round the blending differently, by a step or two */
  g_assert_cmpuint (channel_difference (sharp, reference, 8, &n_off), <=, 8);
  g_assert_cmpuint (channel_difference (whole, reference, 8, &n_off), <=, 8);
  g_assert_cmpuint (channel_difference (first, reference, 8, &n_off), >, 48);
  g_assert_cmpuint (n_off, >, 0);

  cairo_surface_destroy (first);
  cairo_surface_destroy (sharp);
  cairo_surface_destroy (whole);
  cairo_surface_destroy (reference);
}

/* A step in while the view moves: the figures' pictures of the size
 * before, scaled, for all but a few, until the view is still again; then
 * the same pixels as the drawing. */
static void
test_nodes_zoom (Fixture       *f,
                 gconstpointer  data)
{
  cairo_surface_t *moving, *still, *reference;
  guint n_off;

  hg_board_view_set_game (f->view, f->game);
  hg_board_view_set_game (f->reference, f->game);
  cairo_surface_destroy (nodes (f->view, TRUE));
  wait_for_tiles (f);
  wait_for_textures (f);
  cairo_surface_destroy (nodes (f->view, FALSE));
  g_assert_false (hg_board_sprites_get_deferred (f->view->sprites));

  /* the frame right after the step (before the view's own) */
  hg_board_view_zoom (f->view, 1);
  hg_board_view_zoom (f->reference, 1);
  moving = nodes (f->view, TRUE);
  g_assert_true (hg_board_sprites_get_deferred (f->view->sprites));
  hg_test_save_surface (moving, "board-nodes-moving.png");
  /* still: every picture at its size at once */
  cairo_surface_destroy (nodes (f->view, FALSE));
  g_assert_false (hg_board_sprites_get_deferred (f->view->sprites));

  wait_for_tiles (f);
  wait_for_textures (f);
  hg_board_view_hover (f->view, FALSE, 0, 0);
  still = nodes (f->view, FALSE);
  reference = hg_test_render_board (f->reference, WIDTH, HEIGHT);
  g_assert_cmpuint (channel_difference (still, reference, 8, &n_off), <=, 8);

  cairo_surface_destroy (moving);
  cairo_surface_destroy (still);
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
  g_test_add ("/board-paint/nodes", Fixture, NULL, fixture_set_up, test_nodes, fixture_tear_down);
  g_test_add ("/board-paint/nodes-zoom", Fixture, NULL, fixture_set_up, test_nodes_zoom,
              fixture_tear_down);
  /* a game going on: the squares where the tile in hand fits, too */
  g_test_add ("/board-paint/nodes-playing", Fixture, GUINT_TO_POINTER (30),
              fixture_set_up, test_nodes, fixture_tear_down);

  return g_test_run ();
}
