/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-camera.c: HgBoardCamera without a display: the board fitted
 * into a view (or below a tip over its top), zoom about a point, squares to screen pixels and back, the
 * person's pan, the tile put down zoomed in on and back, a square brought
 * into view, and the glide between two views. */

#include "config.h"

#include <math.h>

#include "hg-board-camera.h"

#define WIDTH  800.0
#define HEIGHT 600.0

static HgBoardCamera *
new_camera (void)
{
  HgBoardCamera *camera = hg_board_camera_new ();

  hg_board_camera_set_view_size (camera, WIDTH, HEIGHT);
  return camera;
}

static void
test_step_size (void)
{
  g_assert_cmpfloat (hg_board_camera_step_size (0), ==, HG_BOARD_BASE_SIZE);
  g_assert_cmpfloat (hg_board_camera_step_size (HG_BOARD_STEPS_PER_2X), ==, 2 * HG_BOARD_BASE_SIZE);
  g_assert_cmpfloat (hg_board_camera_step_size (-HG_BOARD_STEPS_PER_2X), ==, HG_BOARD_BASE_SIZE / 2);
  for (int step = HG_BOARD_MIN_STEP; step < HG_BOARD_MAX_STEP; step++)
    g_assert_cmpfloat (hg_board_camera_step_size (step), <, hg_board_camera_step_size (step + 1));
}

/* The squares (x1,y1)..(x2,y2) and one round them are all in view, and
 * two zoom steps more would not leave them room (the fit rounds the
 * zoom down, to the step below the size that fits). */
static void
assert_fitted (HgBoardCamera *camera,
               int            x1,
               int            y1,
               int            x2,
               int            y2)
{
  int step = hg_board_camera_get_zoom (camera);
  double next = hg_board_camera_step_size (step + 2);

  for (int x = x1 - 1; x <= x2 + 1; x++)
    for (int y = y1 - 1; y <= y2 + 1; y++)
      g_assert_true (hg_board_camera_square_in_view (camera, x, y));
  g_assert_true (step == 8 || next * (x2 - x1 + 3) > WIDTH - 16 || next * (y2 - y1 + 3) > HEIGHT - 16);
}

static void
test_fit (void)
{
  g_autoptr(HgBoardCamera) camera = new_camera ();
  double cx, cy;
  int step;

  /* a wide board */
  g_assert_true (hg_board_camera_fit (camera, -7, -2, 6, 1));
  assert_fitted (camera, -7, -2, 6, 1);
  hg_board_camera_get_centre (camera, &cx, &cy);
  g_assert_cmpfloat (cx, ==, 0.0);
  g_assert_cmpfloat (cy, ==, 0.0);
  g_assert_false (hg_board_camera_square_in_view (camera, -9, 0));

  /* a tall one */
  g_assert_true (hg_board_camera_fit (camera, 0, -12, 2, 9));
  assert_fitted (camera, 0, -12, 2, 9);

  /* the start tile alone: no closer than 128 pixels */
  g_assert_true (hg_board_camera_fit (camera, 0, 0, 0, 0));
  g_assert_cmpint (hg_board_camera_get_zoom (camera), ==, 8);

  /* nowhere to fit, nothing to fit */
  g_assert_false (hg_board_camera_compute_fit (0, HEIGHT, 0, 0, 1, 1, &step, &cx, &cy));
  g_assert_false (hg_board_camera_compute_fit (WIDTH, HEIGHT, 1, 0, 0, 0, &step, &cx, &cy));

  /* the size the tiles are wanted at is the fitted zoom's */
  g_assert_cmpfloat (hg_board_camera_get_paint_size (camera), ==,
                     hg_board_camera_step_size (hg_board_camera_get_zoom (camera)));
}

/* A tip over the top of the view: the board fitted below it; one that
 * would leave less than a third of the view is not heeded. */
static void
test_fit_below_inset (void)
{
  g_autoptr(HgBoardCamera) camera = new_camera ();
  double x, y, size;

  hg_board_camera_set_top_inset (camera, 200);
  g_assert_true (hg_board_camera_fit (camera, -7, -2, 6, 1));
  for (int sx = -8; sx <= 7; sx++)
    for (int sy = -3; sy <= 2; sy++)
      {
        hg_board_camera_to_screen (camera, sx, sy, &x, &y, &size);
        g_assert_cmpfloat (y, >=, 200);
        g_assert_cmpfloat (y + size, <=, HEIGHT);
        g_assert_cmpfloat (x, >=, 0);
        g_assert_cmpfloat (x + size, <=, WIDTH);
      }

  hg_board_camera_set_top_inset (camera, HEIGHT * 0.8);
  g_assert_true (hg_board_camera_fit (camera, -7, -2, 6, 1));
  assert_fitted (camera, -7, -2, 6, 1);

  /* zoomed in on a tile near the top: moved down from under the inset,
   * its bottom still in view */
  hg_board_camera_set_top_inset (camera, 150);
  hg_board_camera_set_centre (camera, 0.5, 3.5);
  g_assert_true (hg_board_camera_zoom_in_on (camera, 0, -1, 12));
  hg_board_camera_end_glide (camera);
  hg_board_camera_to_screen (camera, 0, -1, &x, &y, &size);
  g_assert_cmpfloat (y, >=, 150);
  g_assert_cmpfloat (y + size, <=, HEIGHT);
  g_assert_false (hg_board_camera_clear_top_inset (camera, 0, -1));
}

static void
test_round_trip (void)
{
  g_autoptr(HgBoardCamera) camera = new_camera ();

  hg_board_camera_fit (camera, -3, -3, 4, 2);
  hg_board_camera_pan_by (camera, 13.4, -7.7, 0);
  for (int step = -6; step <= 12; step += 6)
    {
      hg_board_camera_zoom_at (camera, step, 100, 200, 0);
      for (int x = -5; x <= 5; x++)
        for (int y = -5; y <= 5; y++)
          {
            double sx, sy, s;
            int bx, by;

            hg_board_camera_to_screen (camera, x, y, &sx, &sy, &s);
            g_assert_cmpfloat (s, ==, hg_board_camera_step_size (step));
            /* the corner belongs to the square, the far edge not */
            hg_board_camera_to_square (camera, sx, sy, &bx, &by);
            g_assert_cmpint (bx, ==, x);
            g_assert_cmpint (by, ==, y);
            hg_board_camera_to_square (camera, sx + s / 2, sy + s - 0.01, &bx, &by);
            g_assert_cmpint (bx, ==, x);
            g_assert_cmpint (by, ==, y);
            hg_board_camera_to_square (camera, sx + s, sy + s, &bx, &by);
            g_assert_cmpint (bx, ==, x + 1);
            g_assert_cmpint (by, ==, y + 1);
          }
    }
}

/* The board point under a screen point, unrounded. */
static void
board_point (HgBoardCamera *camera,
             double         sx,
             double         sy,
             double        *bx,
             double        *by)
{
  double cx, cy, s = hg_board_camera_get_square_size (camera);

  hg_board_camera_get_centre (camera, &cx, &cy);
  *bx = cx + (sx - WIDTH / 2) / s;
  *by = cy + (sy - HEIGHT / 2) / s;
}

static void
test_zoom_at (void)
{
  g_autoptr(HgBoardCamera) camera = new_camera ();
  double bx, by, ax, ay;

  hg_board_camera_fit (camera, -4, -4, 4, 4);
  g_assert_true (hg_board_camera_get_follow (camera));
  board_point (camera, 123, 456, &bx, &by);
  hg_board_camera_zoom_at (camera, hg_board_camera_get_zoom (camera) + 5, 123, 456, 1000);
  board_point (camera, 123, 456, &ax, &ay);
  g_assert_cmpfloat_with_epsilon (ax, bx, 1e-9);
  g_assert_cmpfloat_with_epsilon (ay, by, 1e-9);
  /* the person's zoom: the view no longer follows the game */
  g_assert_false (hg_board_camera_get_follow (camera));
  g_assert_true (hg_board_camera_navigated_lately (camera, 1000 + G_USEC_PER_SEC));
  g_assert_false (hg_board_camera_navigated_lately (camera, 1000 + 4 * G_USEC_PER_SEC));

  /* no further than the ends */
  hg_board_camera_zoom_at (camera, HG_BOARD_MAX_STEP + 7, 0, 0, 0);
  g_assert_cmpint (hg_board_camera_get_zoom (camera), ==, HG_BOARD_MAX_STEP);
  hg_board_camera_zoom_at (camera, HG_BOARD_MIN_STEP - 7, 0, 0, 0);
  g_assert_cmpint (hg_board_camera_get_zoom (camera), ==, HG_BOARD_MIN_STEP);

  hg_board_camera_reset (camera);
  g_assert_true (hg_board_camera_get_follow (camera));
}

static void
test_pan (void)
{
  g_autoptr(HgBoardCamera) camera = new_camera ();
  double x0, y0, x1, y1;

  hg_board_camera_fit (camera, 0, 0, 3, 3);
  hg_board_camera_to_screen (camera, 2, 1, &x0, &y0, NULL);
  hg_board_camera_pan_by (camera, 40, -30, 0);
  hg_board_camera_to_screen (camera, 2, 1, &x1, &y1, NULL);
  g_assert_cmpfloat_with_epsilon (x1 - x0, 40, 1.0);
  g_assert_cmpfloat_with_epsilon (y1 - y0, -30, 1.0);
  g_assert_false (hg_board_camera_get_follow (camera));
}

static void
assert_shown (HgBoardCamera *camera,
              double         cx,
              double         cy,
              double         size)
{
  double x, y, s;

  hg_board_camera_get_shown (camera, &x, &y, &s);
  g_assert_cmpfloat_with_epsilon (x, cx, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, cy, 1e-9);
  g_assert_cmpfloat_with_epsilon (s, size, 1e-9);
}

static void
test_zoom_in_and_back (void)
{
  g_autoptr(HgBoardCamera) camera = new_camera ();
  double cx, cy, tx, ty, size, to;
  int step;

  hg_board_camera_fit (camera, -6, -4, 6, 4);
  step = hg_board_camera_get_zoom (camera);
  size = hg_board_camera_step_size (step);
  hg_board_camera_get_centre (camera, &cx, &cy);

  /* not closer: nothing happens */
  g_assert_false (hg_board_camera_zoom_in_on (camera, 5, 3, step));
  g_assert_false (hg_board_camera_zoom_back (camera));

  g_assert_true (hg_board_camera_zoom_in_on (camera, 5, 3, step + 3));
  g_assert_cmpint (hg_board_camera_get_zoom (camera), ==, step + 3);
  g_assert_false (hg_board_camera_get_follow (camera));
  /* the tile and half a square round it in view, once there */
  g_assert_true (hg_board_camera_get_gliding (camera));
  assert_shown (camera, cx, cy, size);
  to = hg_board_camera_step_size (step + 3);
  hg_board_camera_get_centre (camera, &tx, &ty);
  hg_board_camera_set_progress (camera, 0.5);
  assert_shown (camera, (cx + tx) / 2, (cy + ty) / 2, (size + to) / 2);
  /* the tiles are painted at the size the glide started from (scaled up
   * by less than 1.4) */
  g_assert_cmpfloat (hg_board_camera_get_paint_size (camera), ==, size);
  hg_board_camera_end_glide (camera);
  g_assert_false (hg_board_camera_get_gliding (camera));
  g_assert_cmpfloat (hg_board_camera_get_paint_size (camera), ==, to);
  assert_shown (camera, tx, ty, to);
  g_assert_true (hg_board_camera_square_in_view (camera, 5, 3));
  {
    double sx, sy, s;

    hg_board_camera_to_screen (camera, 5, 3, &sx, &sy, &s);
    g_assert_cmpfloat (sx + 1.5 * s, <=, WIDTH + 1);
    g_assert_cmpfloat (sy + 1.5 * s, <=, HEIGHT + 1);
  }

  /* closer still, then back to where the view was before the first */
  g_assert_true (hg_board_camera_zoom_in_on (camera, 5, 3, step + 8));
  /* scaled up by more: painted at the new size at once */
  g_assert_cmpfloat (hg_board_camera_get_paint_size (camera), ==, hg_board_camera_step_size (step + 8));
  hg_board_camera_end_glide (camera);
  g_assert_true (hg_board_camera_zoom_back (camera));
  g_assert_true (hg_board_camera_get_gliding (camera));
  hg_board_camera_end_glide (camera);
  g_assert_cmpint (hg_board_camera_get_zoom (camera), ==, step);
  assert_shown (camera, cx, cy, size);
  g_assert_true (hg_board_camera_get_follow (camera));
  g_assert_false (hg_board_camera_zoom_back (camera));

  /* the person zoomed meanwhile: the view is theirs, no going back */
  g_assert_true (hg_board_camera_zoom_in_on (camera, 5, 3, step + 6));
  hg_board_camera_zoom_at (camera, step + 7, 10, 10, 0);
  g_assert_false (hg_board_camera_zoom_back (camera));
}

static void
test_bring_into_view (void)
{
  g_autoptr(HgBoardCamera) camera = new_camera ();
  double sx, sy, s;

  hg_board_camera_fit (camera, 0, 0, 2, 2);
  g_assert_false (hg_board_camera_bring_into_view (camera, 1, 1));
  g_assert_false (hg_board_camera_square_in_view (camera, 9, -5));
  g_assert_true (hg_board_camera_bring_into_view (camera, 9, -5));
  g_assert_true (hg_board_camera_square_in_view (camera, 9, -5));
  /* as little as brings it and half a square round it in view */
  hg_board_camera_to_screen (camera, 9, -5, &sx, &sy, &s);
  g_assert_cmpfloat_with_epsilon (sx + 1.5 * s, WIDTH, 1.0);
  g_assert_cmpfloat_with_epsilon (sy - 0.5 * s, 0, 1.0);
  g_assert_false (hg_board_camera_bring_into_view (camera, 9, -5));

  /* the keyboard's cursor: the middle when it is out of view */
  hg_board_camera_keep_in_view (camera, -20, 3);
  hg_board_camera_to_screen (camera, -20, 3, &sx, &sy, &s);
  g_assert_cmpfloat_with_epsilon (sx + s / 2, WIDTH / 2, 1.0);
  g_assert_cmpfloat_with_epsilon (sy + s / 2, HEIGHT / 2, 1.0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-camera/step-size", test_step_size);
  g_test_add_func ("/board-camera/fit", test_fit);
  g_test_add_func ("/board-camera/fit-below-inset", test_fit_below_inset);
  g_test_add_func ("/board-camera/round-trip", test_round_trip);
  g_test_add_func ("/board-camera/zoom-at", test_zoom_at);
  g_test_add_func ("/board-camera/pan", test_pan);
  g_test_add_func ("/board-camera/zoom-in-and-back", test_zoom_in_and_back);
  g_test_add_func ("/board-camera/bring-into-view", test_bring_into_view);
  return g_test_run ();
}
