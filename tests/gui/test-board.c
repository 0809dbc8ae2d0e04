/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board.c: the board view.
 *
 * A game played to the end with random moves is shown at 1920x1080: fit
 * puts every tile in sight and every tile is drawn ($HG_TEST_OUTPUT/
 * board-full.png).  In a game half played the legal squares are marked
 * exactly where the engine says and nowhere else, the ghost shows whether
 * the tile fits, and putting the tile down shows the figure spots
 * (board-mid.png, board-spots.png).  On a board of 70 tiles, putting the
 * tile down zooms in until every figure spot's target is 24x24 widget
 * pixels, no other target in it even with a spot pointed at
 * (board-spot-targets.png), and taking the tile back zooms out again.
 * Another seat's move out of a view the person zoomed: just after the
 * zoom a mark at the edge points to it (board-edge-mark.png); a few
 * seconds later the view pans to it instead.
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "hg-board-render.h"
#include "hg-board-view-private.h"
#include "hg-board-view.h"
#include "hg-game.h"
#include "hg-gui-test-util.h"
#include "hg-tile-painter.h"

#define WIDTH  1920
#define HEIGHT 1080

typedef struct {
  GtkWindow   *window;
  HgBoardView *view;
  HgGame      *game;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->view = hg_test_new_board_window (WIDTH, HEIGHT, &f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  g_clear_object (&f->game);
}

static cairo_surface_t *
render (Fixture    *f,
        const char *name)
{
  cairo_surface_t *surface = hg_test_render_board (f->view, WIDTH, HEIGHT);

  if (name != NULL)
    hg_test_save_surface (surface, name);
  return surface;
}

static void
square_centre (Fixture *f,
               int      x,
               int      y,
               double  *cx,
               double  *cy)
{
  double size;

  hg_board_view_square_to_widget (f->view, x, y, cx, cy, &size);
  *cx += size / 2;
  *cy += size / 2;
}

static gboolean
is_legal_square (GArray *legal,
                 int     x,
                 int     y)
{
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, HgPlacement, i).x == x && g_array_index (legal, HgPlacement, i).y == y)
      return TRUE;
  return FALSE;
}

static void
test_full_board (Fixture       *f,
                 gconstpointer  data)
{
  const HgState *state;
  cairo_surface_t *surface;
  guint32 bg = hg_test_board_background ();
  double size;

  f->game = hg_test_new_game (4, 20261130, NULL);
  hg_test_play_random (f->game, 7, 0);
  g_assert_true (hg_game_get_is_over (f->game));
  hg_board_view_set_game (f->view, f->game);
  g_assert_false (hg_board_view_get_can_place (f->view));

  /* navigate away, then fit again */
  hg_board_view_zoom (f->view, 12);
  hg_board_view_fit (f->view);
  surface = render (f, "board-full.png");

  state = hg_game_get_state (f->game);
  hg_board_view_square_to_widget (f->view, 0, 0, NULL, NULL, &size);
  g_assert_cmpfloat (size, >=, 20);
  for (guint i = 0; i < hg_state_get_n_placed (state); i++)
    {
      HgPlacement p;
      double x, y, cx, cy;

      hg_state_get_placed (state, i, &p);
      hg_board_view_square_to_widget (f->view, p.x, p.y, &x, &y, &size);
      /* the whole tile is in sight ... */
      g_assert_cmpfloat (x, >=, 0);
      g_assert_cmpfloat (y, >=, 0);
      g_assert_cmpfloat (x + size, <=, WIDTH);
      g_assert_cmpfloat (y + size, <=, HEIGHT);
      /* ... and drawn */
      square_centre (f, p.x, p.y, &cx, &cy);
      g_assert_cmphex (hg_test_surface_pixel (surface, cx, cy), !=, bg);
    }
  g_assert_cmphex (hg_test_surface_pixel (surface, 1, 1), ==, bg);
  cairo_surface_destroy (surface);

  /* dark style: a dark earthy colour round the board */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  surface = render (f, "board-full-dark.png");
  g_assert_cmphex (hg_test_surface_pixel (surface, 1, 1), ==, hg_test_board_background ());
  g_assert_cmphex (hg_test_board_background (), !=, bg);
  g_assert_cmpuint (hg_test_board_background () & 0xff, <, 0x80);
  cairo_surface_destroy (surface);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
}

/* The zones of a scoring event are tinted when the log asks for it. */
static void
test_highlight (Fixture       *f,
                gconstpointer  data)
{
  HgScoreEvent *event = NULL;
  const HgZoneRef *zones = NULL;
  guint n_zones = 0;
  cairo_surface_t *plain, *tinted;
  guint changed = 0, checked = 0;

  f->game = hg_test_new_game (4, 20261130, NULL);
  hg_test_play_random (f->game, 7, 0);
  hg_board_view_set_game (f->view, f->game);
  for (guint i = 0; i < hg_game_get_n_events (f->game) && event == NULL; i++)
    {
      HgScoreEvent *e = hg_game_get_event (f->game, i);

      zones = hg_score_event_get_zones (e, &n_zones);
      if (hg_score_event_get_kind (e) == HG_SCORE_FOREST && n_zones >= 3)
        event = e;
    }
  g_assert_nonnull (event);

  plain = render (f, NULL);
  hg_board_view_set_highlight (f->view, zones, n_zones);
  tinted = render (f, "board-highlight.png");
  for (guint i = 0; i < n_zones; i++)
    {
      const HgZoneRef *z = &zones[i];
      HgPlacement p;
      double x, y, size, ux, uy;

      g_assert_true (hg_state_get_tile_at (hg_game_get_state (f->game), z->x, z->y, &p));
      hg_tile_painter_zone_anchor (hg_tile_cache_get_shapes (f->view->cache),
                                   hg_board_render_tile (hg_game_get_state (f->game), p.tile),
                                   p.rot, z->zone, &ux, &uy);
      hg_board_view_square_to_widget (f->view, z->x, z->y, &x, &y, &size);
      /* at the zone's anchor (a figure standing there hides the tint:
       * at least half the zones must show it) */
      x += ux * size;
      y += uy * size;
      checked++;
      if (hg_test_surface_pixel (plain, x, y) != hg_test_surface_pixel (tinted, x, y))
        changed++;
    }
  g_assert_cmpuint (checked, ==, n_zones);
  g_assert_cmpuint (changed, >=, (checked + 1) / 2);

  hg_board_view_set_highlight (f->view, NULL, 0);
  cairo_surface_destroy (tinted);
  tinted = render (f, NULL);
  g_assert_cmpmem (cairo_image_surface_get_data (plain), HEIGHT * cairo_image_surface_get_stride (plain),
                   cairo_image_surface_get_data (tinted), HEIGHT * cairo_image_surface_get_stride (tinted));
  cairo_surface_destroy (plain);
  cairo_surface_destroy (tinted);
}

static void
test_legal_marks (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GArray) legal = NULL;
  const HgState *state;
  cairo_surface_t *surface;
  guint32 bg = hg_test_board_background ();
  int x1 = G_MAXINT, y1 = G_MAXINT, x2 = G_MININT, y2 = G_MININT;
  guint n_marked = 0, n_empty = 0;
  HgPlacement p, q;
  double gx, gy, size;

  f->game = hg_test_new_game (3, 424242, NULL);
  hg_test_play_random (f->game, 99, 25);
  g_assert_false (hg_game_get_is_over (f->game));
  hg_board_view_set_game (f->view, f->game);
  g_assert_true (hg_board_view_get_can_place (f->view));
  hg_board_view_fit (f->view);

  state = hg_game_get_state (f->game);
  legal = hg_game_get_legal_placements (f->game);
  g_assert_cmpuint (legal->len, >, 0);
  for (guint i = 0; i < hg_state_get_n_placed (state); i++)
    {
      hg_state_get_placed (state, i, &p);
      x1 = MIN (x1, p.x);
      y1 = MIN (y1, p.y);
      x2 = MAX (x2, p.x);
      y2 = MAX (y2, p.y);
    }

  surface = render (f, NULL);
  for (int y = y1 - 1; y <= y2 + 1; y++)
    for (int x = x1 - 1; x <= x2 + 1; x++)
      {
        double cx, cy;

        if (hg_state_get_tile_at (state, x, y, &q))
          continue;
        square_centre (f, x, y, &cx, &cy);
        if (is_legal_square (legal, x, y))
          {
            g_assert_cmphex (hg_test_surface_pixel (surface, cx, cy), !=, bg);
            n_marked++;
          }
        else
          {
            g_assert_cmphex (hg_test_surface_pixel (surface, cx, cy), ==, bg);
            n_empty++;
          }
      }
  g_assert_cmpuint (n_marked, >, 0);
  g_assert_cmpuint (n_empty, >, 0);
  cairo_surface_destroy (surface);

  /* the ghost over a legal square, in a rotation that fits there */
  p = g_array_index (legal, HgPlacement, legal->len - 1);
  square_centre (f, p.x, p.y, &gx, &gy);
  hg_board_view_hover (f->view, TRUE, gx, gy);
  hg_board_view_set_rotation (f->view, (p.rot + 1) & 3);
  hg_board_view_rotate (f->view, -1);
  g_assert_true (hg_board_placing_fits (f->view->placing, p.x, p.y, hg_board_view_get_rotation (f->view)));
  surface = render (f, "board-mid.png");
  /* the green tick in the ghost's top-right corner */
  hg_board_view_square_to_widget (f->view, p.x, p.y, &gx, &gy, &size);
  {
    double r = MAX (7.0, size * 0.14);
    guint32 c = hg_test_surface_pixel (surface, gx + size - r * 1.25, gy + r * 1.25 + r * 0.7);

    g_assert_cmpuint ((c >> 8) & 0xff, >, (c >> 16) & 0xff);   /* green over red */
  }
  cairo_surface_destroy (surface);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

static void
test_place_with_figure (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GArray) legal = NULL;
  g_autoptr(GArray) spots = NULL;
  guint n_history;
  HgPlacement placed;
  HgMove last;
  cairo_surface_t *surface;
  gboolean found = FALSE;
  guint signals = 0;

  f->game = hg_test_new_game (2, 31337, NULL);
  hg_test_play_random (f->game, 5, 6);
  hg_board_view_set_game (f->view, f->game);
  g_signal_connect_swapped (f->view, "placement-changed", G_CALLBACK (count_cb), &signals);
  n_history = hg_game_get_n_history (f->game);

  /* a placement where a figure can go */
  legal = hg_game_get_legal_placements (f->game);
  for (guint i = 0; i < legal->len && !found; i++)
    {
      g_autoptr(GArray) s = hg_game_get_figure_spots (f->game, &g_array_index (legal, HgPlacement, i));

      if (s->len > 0)
        {
          hg_board_view_set_rotation (f->view, g_array_index (legal, HgPlacement, i).rot);
          g_assert_false (hg_board_view_place_at (f->view, G_MININT16, G_MININT16));
          g_assert_true (hg_board_view_place_at (f->view, g_array_index (legal, HgPlacement, i).x,
                                                 g_array_index (legal, HgPlacement, i).y));
          found = TRUE;
        }
    }
  g_assert_true (found);
  g_assert_cmpuint (signals, ==, 1);
  g_assert_true (hg_board_view_get_placement (f->view, &placed));
  g_assert_cmpuint (hg_game_get_n_history (f->game), ==, n_history);
  spots = hg_board_view_get_figure_spots (f->view);
  g_assert_cmpuint (spots->len, >, 0);
  surface = render (f, "board-spots.png");
  cairo_surface_destroy (surface);

  /* a click on the last spot's marker plays the move with that figure */
  {
    double wx, wy;

    g_assert_true (hg_board_view_get_spot_centre (f->view, spots->len - 1, &wx, &wy));
    /* pointing at it tints its zone */
    hg_board_view_hover (f->view, TRUE, wx, wy);
    g_assert_cmpint (hg_board_placing_get_spot_hover (f->view->placing), ==, spots->len - 1);
    cairo_surface_destroy (render (f, "board-spots-hover.png"));
    hg_board_view_click (f->view, wx, wy);
  }
  g_assert_cmpuint (hg_game_get_n_history (f->game), ==, n_history + 1);
  hg_game_get_history_move (f->game, n_history, &last);
  g_assert_true (hg_move_equal (&last, &g_array_index (spots, HgMove, spots->len - 1)));
  g_assert_false (hg_board_view_get_placement (f->view, NULL));
  g_assert_cmpuint (signals, ==, 2);
}

static gboolean
not_animating (gpointer      object,
               gconstpointer data)
{
  return !hg_board_view_get_animating (object);
}

/* The spot pointed at when the pointer comes to (@x,@y) from the centre
 * of spot @from (-1: from outside the view). */
static int
spot_reached (Fixture *f,
              int      from,
              double   x,
              double   y)
{
  double fx, fy;

  if (from >= 0)
    {
      g_assert_true (hg_board_view_get_spot_centre (f->view, (guint) from, &fx, &fy));
      hg_board_view_hover (f->view, TRUE, fx, fy);
      g_assert_cmpint (hg_board_placing_get_spot_hover (f->view->placing), ==, from);
    }
  else
    hg_board_view_hover (f->view, FALSE, 0, 0);
  hg_board_view_hover (f->view, TRUE, x, y);
  return hg_board_placing_get_spot_hover (f->view->placing);
}

static void
test_spot_targets (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GArray) legal = NULL;
  g_autoptr(GArray) spots = NULL;
  HgPlacement best = { 0 };
  guint best_score = 0;
  int zoom_before;
  double cx_before, cy_before, cx_after, cy_after;

  g_autoptr(GRand) rng = g_rand_new_with_seed (4242);

  /* 70 tiles down, with no figures: the seats still have all theirs */
  f->game = hg_test_new_game (2, 4242, NULL);
  while (hg_state_get_n_placed (hg_game_get_state (f->game)) < 70)
    {
      g_autoptr(GArray) some = hg_game_get_legal_placements (f->game);
      HgPlacement *p = &g_array_index (some, HgPlacement, g_rand_int_range (rng, 0, (int) some->len));
      HgMove move = { p->x, p->y, p->rot, HG_ROLE_NONE, 0 };

      g_assert_true (hg_game_play (f->game, &move, NULL));
    }
  g_assert_false (hg_game_get_is_over (f->game));
  hg_board_view_set_game (f->view, f->game);
  hg_test_wait_for_frames (GTK_WIDGET (f->window));
  zoom_before = hg_board_view_get_zoom_step (f->view);
  hg_board_camera_get_centre (f->view->camera, &cx_before, &cy_before);

  /* the placement with the most spots, one with a fisherman and a hut
   * on one marker first */
  legal = hg_game_get_legal_placements (f->game);
  for (guint i = 0; i < legal->len; i++)
    {
      g_autoptr(GArray) s = hg_game_get_figure_spots (f->game, &g_array_index (legal, HgPlacement, i));
      guint score = s->len;

      for (guint a = 0; a < s->len; a++)
        for (guint b = a + 1; b < s->len; b++)
          if (g_array_index (s, HgMove, a).zone == g_array_index (s, HgMove, b).zone)
            score += 100;
      if (score > best_score)
        {
          best_score = score;
          best = g_array_index (legal, HgPlacement, i);
        }
    }
  g_assert_cmpuint (best_score, >, 1);
  hg_board_view_set_rotation (f->view, best.rot);
  g_assert_true (hg_board_view_place_at (f->view, best.x, best.y));
  hg_test_run_until (not_animating, f->view, NULL, "the view to zoom to the tile");
  spots = hg_board_view_get_figure_spots (f->view);
  cairo_surface_destroy (render (f, "board-spot-targets.png"));

  /* every spot's target: a 24x24 square round its centre, whichever
   * spot was pointed at before */
  for (guint i = 0; i < spots->len; i++)
    {
      double cx, cy;

      g_assert_true (hg_board_view_get_spot_centre (f->view, i, &cx, &cy));
      for (int from = -1; from < (int) spots->len; from++)
        for (int dy = -6; dy <= 6; dy++)
          for (int dx = -6; dx <= 6; dx++)
            {
              double x = cx + dx * 11.9 / 6, y = cy + dy * 11.9 / 6;

              if (spot_reached (f, from, x, y) != (int) i)
                g_error ("spot %u of %u: (%+.1f,%+.1f) from its centre, coming from spot %d, reaches spot %d",
                         i, spots->len, x - cx, y - cy, from, hg_board_placing_get_spot_hover (f->view->placing));
            }
    }

  g_assert_cmpint (hg_board_view_get_zoom_step (f->view), >, zoom_before);
  {
    double cx, cy;

    /* a spot pointed at, in the picture: it covers no other marker */
    g_assert_true (hg_board_view_get_spot_centre (f->view, spots->len - 1, &cx, &cy));
    hg_board_view_hover (f->view, TRUE, cx, cy);
    cairo_surface_destroy (render (f, "board-spot-pointed.png"));
  }

  /* taking the tile back: the view as it was */
  hg_board_view_cancel_placement (f->view);
  hg_test_run_until (not_animating, f->view, NULL, "the view to zoom back");
  g_assert_cmpint (hg_board_view_get_zoom_step (f->view), ==, zoom_before);
  hg_board_camera_get_centre (f->view->camera, &cx_after, &cy_after);
  g_assert_cmpfloat_with_epsilon (cx_after, cx_before, 1e-9);
  g_assert_cmpfloat_with_epsilon (cy_after, cy_before, 1e-9);
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static gboolean
square_in_view (Fixture *f,
                int      x,
                int      y)
{
  double wx, wy, size;

  hg_board_view_square_to_widget (f->view, x, y, &wx, &wy, &size);
  return wx >= 0 && wy >= 0 && wx + size <= WIDTH && wy + size <= HEIGHT;
}

/* Plays the tile in hand, with no figure, on a square wholly out of view;
 * gives the square. */
static void
play_out_of_view (Fixture *f,
                  int     *x,
                  int     *y)
{
  g_autoptr(GArray) legal = hg_game_get_legal_placements (f->game);

  for (guint i = 0; i < legal->len; i++)
    {
      HgPlacement *p = &g_array_index (legal, HgPlacement, i);
      HgMove move = { p->x, p->y, p->rot, HG_ROLE_NONE, 0 };

      if (square_in_view (f, p->x, p->y))
        continue;
      g_assert_true (hg_game_play (f->game, &move, NULL));
      *x = p->x;
      *y = p->y;
      return;
    }
  g_assert_not_reached ();
}

static void
test_move_out_of_view (Fixture       *f,
                       gconstpointer  data)
{
  HgBoardScene scene;
  double cx, cy, cx2, cy2;
  gint64 until;
  int zoom, x, y;
  guint wake;

  f->game = hg_test_new_game (2, 777, NULL);
  hg_test_play_random (f->game, 777, 30);
  hg_board_view_set_game (f->view, f->game);
  hg_test_wait_for_frames (GTK_WIDGET (f->window));

  /* just zoomed in: the view stays, a mark points to the move */
  hg_board_view_zoom (f->view, 12);
  zoom = hg_board_view_get_zoom_step (f->view);
  hg_board_camera_get_centre (f->view->camera, &cx, &cy);
  play_out_of_view (f, &x, &y);
  hg_test_run_until (not_animating, f->view, NULL, "the move to land");
  g_assert_cmpint (hg_board_view_get_zoom_step (f->view), ==, zoom);
  hg_board_camera_get_centre (f->view->camera, &cx2, &cy2);
  g_assert_cmpfloat (cx2, ==, cx);
  g_assert_cmpfloat (cy2, ==, cy);
  g_assert_false (square_in_view (f, x, y));
  hg_board_view_fill_scene (f->view, &scene, WIDTH, HEIGHT);
  g_assert_true (scene.has_edge_mark);
  g_assert_cmpint (scene.edge_x, ==, x);
  g_assert_cmpint (scene.edge_y, ==, y);
  cairo_surface_destroy (render (f, "board-edge-mark.png"));

  /* some seconds later: the view goes to the next one, at its zoom */
  wake = g_timeout_add (100, wake_cb, NULL);
  until = g_get_monotonic_time () + 3500 * 1000;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
  play_out_of_view (f, &x, &y);
  hg_test_run_until (not_animating, f->view, NULL, "the view to go to the move");
  g_assert_cmpint (hg_board_view_get_zoom_step (f->view), ==, zoom);
  g_assert_true (square_in_view (f, x, y));
  hg_board_view_fill_scene (f->view, &scene, WIDTH, HEIGHT);
  g_assert_false (scene.has_edge_mark);
  cairo_surface_destroy (render (f, "board-move-followed.png"));
}

static void
test_navigation (Fixture       *f,
                 gconstpointer  data)
{
  double x0, y0, size0, x1, y1, size1, px, py;
  int step;

  f->game = hg_test_new_game (2, 99, NULL);
  hg_test_play_random (f->game, 3, 10);
  hg_board_view_set_game (f->view, f->game);

  /* zooming keeps the board point under the pointer in place */
  hg_board_view_square_to_widget (f->view, 0, 0, &x0, &y0, &size0);
  px = x0 + size0 * 0.25;
  py = y0 + size0 * 0.75;
  step = hg_board_view_get_zoom_step (f->view);
  hg_board_view_zoom_at (f->view, 5, px, py);
  g_assert_cmpint (hg_board_view_get_zoom_step (f->view), ==, step + 5);
  hg_board_view_square_to_widget (f->view, 0, 0, &x1, &y1, &size1);
  g_assert_cmpfloat (size1, >, size0);
  g_assert_cmpfloat (fabs (x1 + size1 * 0.25 - px), <=, 1.0);
  g_assert_cmpfloat (fabs (y1 + size1 * 0.75 - py), <=, 1.0);

  /* panning moves the board with the pointer */
  hg_board_view_pan_by (f->view, 40, -30);
  hg_board_view_square_to_widget (f->view, 0, 0, &x0, &y0, NULL);
  g_assert_cmpfloat (fabs (x0 - (x1 + 40)), <=, 1.0);
  g_assert_cmpfloat (fabs (y0 - (y1 - 30)), <=, 1.0);

  /* after the person navigated, a move does not move the view ... */
  hg_test_play_random (f->game, 4, 1);
  hg_board_view_square_to_widget (f->view, 0, 0, &x1, &y1, &size1);
  g_assert_cmpfloat (x1, ==, x0);
  g_assert_cmpfloat (y1, ==, y0);
  /* ... until fit, which zooms out to the board again */
  hg_board_view_fit (f->view);
  hg_board_view_square_to_widget (f->view, 0, 0, NULL, NULL, &size0);
  g_assert_cmpfloat (size0, <, size1);
  g_assert_cmpint (hg_board_view_get_zoom_step (f->view), ==, step);
}

/* A drawn tile that fits nowhere is discarded by the engine: it never
 * appears on the board (the window tells of it: test-window-game.c). */
static void
test_discarded_tile (Fixture       *f,
                     gconstpointer  data)
{
  guint8 discards[HG_N_TILES];
  guint n_before, n_after = 0;
  guint32 seed;

  /* a game where random play leads to a discard after the start */
  for (seed = 1; seed < 2000; seed++)
    {
      g_autoptr(HgGame) game = hg_test_new_game (2, seed, NULL);

      n_before = hg_state_get_discards (hg_game_get_state (game), discards, HG_N_TILES);
      hg_test_play_random (game, seed, 0);
      n_after = hg_state_get_discards (hg_game_get_state (game), discards, HG_N_TILES);
      if (n_after > n_before)
        break;
    }
  g_assert_cmpuint (seed, <, 2000);

  f->game = hg_test_new_game (2, seed, NULL);
  hg_board_view_set_game (f->view, f->game);
  hg_test_play_random (f->game, seed, 0);
  g_assert_cmpuint (hg_state_get_discards (hg_game_get_state (f->game), discards, HG_N_TILES), ==, n_after);

  for (guint i = 0; i < n_after; i++)
    for (guint j = 0; j < hg_state_get_n_placed (hg_game_get_state (f->game)); j++)
      {
        HgPlacement p;

        hg_state_get_placed (hg_game_get_state (f->game), j, &p);
        g_assert_cmpuint (p.tile, !=, discards[i]);
      }
}

/* The square of a move pointed at in the log is outlined; the outline
 * goes with the next change of the game. */
static void
test_highlight_square (Fixture       *f,
                       gconstpointer  data)
{
  cairo_surface_t *plain, *outlined;
  HgPlacement p;
  double x, y, size;
  int ox = 0, oy = 0;

  f->game = hg_test_new_game (3, 4242, NULL);
  hg_test_play_random (f->game, 5, 8);
  hg_board_view_set_game (f->view, f->game);
  hg_state_get_placed (hg_game_get_state (f->game), 3, &p);

  g_assert_false (hg_board_view_get_highlight_square (f->view, NULL, NULL));
  plain = render (f, NULL);
  hg_board_view_set_highlight_square (f->view, TRUE, p.x, p.y);
  g_assert_true (hg_board_view_get_highlight_square (f->view, &ox, &oy));
  g_assert_cmpint (ox, ==, p.x);
  g_assert_cmpint (oy, ==, p.y);
  outlined = render (f, "board-outline.png");

  /* on the square's edge, not in its middle */
  hg_board_view_square_to_widget (f->view, p.x, p.y, &x, &y, &size);
  g_assert_cmphex (hg_test_surface_pixel (plain, x + size / 2, y), !=, hg_test_surface_pixel (outlined, x + size / 2, y));
  g_assert_cmphex (hg_test_surface_pixel (plain, x + size / 2, y + size / 2), ==, hg_test_surface_pixel (outlined, x + size / 2, y + size / 2));
  cairo_surface_destroy (outlined);

  hg_test_play_random (f->game, 6, 1);
  g_assert_false (hg_board_view_get_highlight_square (f->view, NULL, NULL));
  hg_board_view_set_highlight_square (f->view, TRUE, p.x, p.y);
  hg_board_view_set_highlight_square (f->view, FALSE, 0, 0);
  g_assert_false (hg_board_view_get_highlight_square (f->view, NULL, NULL));
  cairo_surface_destroy (plain);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/board/full", Fixture, NULL, fixture_set_up, test_full_board, fixture_tear_down);
  g_test_add ("/board/highlight", Fixture, NULL, fixture_set_up, test_highlight, fixture_tear_down);
  g_test_add ("/board/legal-marks", Fixture, NULL, fixture_set_up, test_legal_marks, fixture_tear_down);
  g_test_add ("/board/discarded-tile", Fixture, NULL, fixture_set_up, test_discarded_tile, fixture_tear_down);
  g_test_add ("/board/highlight-square", Fixture, NULL, fixture_set_up, test_highlight_square, fixture_tear_down);
  g_test_add ("/board/navigation", Fixture, NULL, fixture_set_up, test_navigation, fixture_tear_down);
  g_test_add ("/board/place-with-figure", Fixture, NULL, fixture_set_up, test_place_with_figure, fixture_tear_down);
  g_test_add ("/board/move-out-of-view", Fixture, NULL, fixture_set_up, test_move_out_of_view, fixture_tear_down);
  g_test_add ("/board/spot-targets", Fixture, NULL, fixture_set_up, test_spot_targets, fixture_tear_down);

  return g_test_run ();
}
