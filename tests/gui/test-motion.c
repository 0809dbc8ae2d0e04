/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-motion.c: moves shown as they happen on the board view.
 *
 * Another seat's move slides its tile in frame by frame and ends with the
 * board exactly as a view that never animated shows it; the person's own
 * move only drops its figure; points rise over their feature; each seat's
 * last tile keeps a mark in its colour; with GTK's animations off nothing
 * moves and the end state is shown at once.  A strip of frames goes to
 * $HG_TEST_OUTPUT/motion-frames.png.
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "hg-board-view.h"
#include "hg-figure-painter.h"
#include "hg-game.h"
#include "hg-gui-test-util.h"

#define WIDTH  900
#define HEIGHT 640
#define STRIP  8      /* frames kept for the picture */

typedef struct {
  GtkWindow   *window;
  HgBoardView *view;
  HgGame      *game;
} Fixture;

static void
set_animations (gboolean enabled)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", enabled, NULL);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  set_animations (TRUE);
  f->view = hg_test_new_board_window (WIDTH, HEIGHT, &f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  g_clear_object (&f->game);
  set_animations (TRUE);
}

static gboolean
time_up_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean
flag_set (gpointer      object,
          gconstpointer data)
{
  return *(const gboolean *) data;
}

/* Runs the main loop for @ms milliseconds. */
static void
wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, time_up_cb, &done);
  hg_test_run_until (flag_set, NULL, &done, "a while");
}

static gboolean
scores_shown (gpointer      object,
              gconstpointer data)
{
  return hg_board_view_get_n_scores_shown (object) > 0;
}

static gboolean
still (gpointer      object,
       gconstpointer data)
{
  return !hg_board_view_get_animating (object);
}

/* The legal move that @want picks (figures and points as asked), on a
 * copy of the game so that nothing is played. */
static gboolean
find_move (HgGame  *game,
           gboolean with_figure,
           gboolean scoring,
           HgMove  *out)
{
  g_autoptr(GArray) moves = hg_game_get_legal_moves (game);

  for (guint i = 0; i < moves->len; i++)
    {
      const HgMove *m = &g_array_index (moves, HgMove, i);
      g_autoptr(HgState) copy = hg_game_dup_state (game);
      guint before = 0, after = 0;

      if (with_figure != (m->role != HG_ROLE_NONE))
        continue;
      for (guint s = 0; s < hg_game_get_n_players (game); s++)
        before += hg_state_get_score (copy, s);
      g_assert_true (hg_state_apply (copy, m, NULL, NULL, NULL));
      for (guint s = 0; s < hg_game_get_n_players (game); s++)
        after += hg_state_get_score (copy, s);
      if (scoring != (after > before))
        continue;
      *out = *m;
      return TRUE;
    }
  return FALSE;
}

typedef struct {
  HgBoardView     *view;
  GArray          *xs;            /* double: the moving tile's left edge */
  GArray          *ys;
  HgPlacement      tile;
  gboolean         seen;
  gboolean         ended;
  cairo_surface_t *strip[STRIP];
  guint            n_strip;
} Frames;

static gboolean
frame_cb (GtkWidget     *widget,
          GdkFrameClock *clock,
          gpointer       user_data)
{
  Frames *fr = user_data;
  double x, y;

  if (hg_board_view_get_moving_tile (fr->view, &fr->tile, &x, &y, NULL))
    {
      fr->seen = TRUE;
      g_array_append_val (fr->xs, x);
      g_array_append_val (fr->ys, y);
      if (fr->n_strip < STRIP)
        fr->strip[fr->n_strip++] = hg_test_render_board (fr->view, WIDTH, HEIGHT);
      return G_SOURCE_CONTINUE;
    }
  if (fr->seen)
    {
      fr->ended = TRUE;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
frames_ended (gpointer      object,
              gconstpointer data)
{
  return ((const Frames *) data)->ended;
}

static void
save_strip (Frames     *fr,
            const char *name)
{
  cairo_surface_t *sheet;
  cairo_t *cr;
  double k = 0.5;
  int w = (int) (WIDTH * k), h = (int) (HEIGHT * k);

  sheet = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 4 * w + 12, 2 * h + 4);
  cr = cairo_create (sheet);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  for (guint i = 0; i < fr->n_strip; i++)
    {
      cairo_save (cr);
      cairo_translate (cr, (i % 4) * (w + 4), (i / 4) * (h + 4));
      cairo_scale (cr, k, k);
      cairo_set_source_surface (cr, fr->strip[i], 0, 0);
      cairo_paint (cr);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
  hg_test_save_surface (sheet, name);
  cairo_surface_destroy (sheet);
}

static void
frames_clear (Frames *fr)
{
  g_array_unref (fr->xs);
  g_array_unref (fr->ys);
  for (guint i = 0; i < fr->n_strip; i++)
    cairo_surface_destroy (fr->strip[i]);
}

/* Another seat's move: its tile is drawn in at least three places between
 * the edge and its square, closer at every frame, then the board is what
 * a view that never animated shows. */
static void
test_other_move (Fixture       *f,
                 gconstpointer  data)
{
  Frames fr = { f->view, g_array_new (FALSE, FALSE, sizeof (double)),
                g_array_new (FALSE, FALSE, sizeof (double)), { 0 }, FALSE, FALSE, { NULL }, 0 };
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GBytes) still_view = NULL;
  GtkWindow *other_window;
  HgBoardView *other;
  g_autoptr(GError) error = NULL;
  HgPlacement last;
  HgMove move;
  guint distinct = 1;
  double tx, ty, size;

  f->game = hg_test_new_game (3, 20261201, NULL);
  hg_test_play_random (f->game, 5, 12);
  hg_board_view_set_game (f->view, f->game);
  hg_test_wait_for_frames (GTK_WIDGET (f->view));

  g_assert_true (find_move (f->game, FALSE, FALSE, &move));
  gtk_widget_add_tick_callback (GTK_WIDGET (f->view), frame_cb, &fr, NULL);
  /* played by the game, not through the view: someone else's move */
  g_assert_true (hg_game_play (f->game, &move, &error));
  g_assert_no_error (error);
  hg_test_run_until (frames_ended, f->view, &fr, "the tile to land");
  save_strip (&fr, "motion-frames.png");

  g_assert_cmpint (fr.tile.x, ==, move.x);
  g_assert_cmpint (fr.tile.y, ==, move.y);
  g_assert_cmpuint (fr.xs->len, >=, 3);
  hg_board_view_square_to_widget (f->view, move.x, move.y, &tx, &ty, &size);
  for (guint i = 1; i < fr.xs->len; i++)
    {
      double d0 = hypot (g_array_index (fr.xs, double, i - 1) - tx, g_array_index (fr.ys, double, i - 1) - ty);
      double d1 = hypot (g_array_index (fr.xs, double, i) - tx, g_array_index (fr.ys, double, i) - ty);

      if (fabs (g_array_index (fr.xs, double, i) - g_array_index (fr.xs, double, i - 1)) > 0.5)
        distinct++;
      /* never away from its square */
      g_assert_cmpfloat (d1, <=, d0 + 0.5);
    }
  g_assert_cmpuint (distinct, >=, 3);
  /* it came from beyond the right edge (the side panel's side) */
  g_assert_cmpfloat (g_array_index (fr.xs, double, 0), >, tx);

  /* The end: exactly the board of a view that shows the game at rest. */
  hg_test_run_until (still, f->view, NULL, "the motion to end");
  hg_state_get_placed (hg_game_get_state (f->game), hg_state_get_n_placed (hg_game_get_state (f->game)) - 1, &last);
  g_assert_cmpint (last.x, ==, move.x);
  after = hg_test_board_pixels (f->view, WIDTH, HEIGHT);
  other = hg_test_new_board_window (WIDTH, HEIGHT, &other_window);
  hg_board_view_set_game (other, f->game);
  hg_test_wait_for_frames (GTK_WIDGET (other));
  still_view = hg_test_board_pixels (other, WIDTH, HEIGHT);
  g_assert_true (g_bytes_equal (after, still_view));
  gtk_window_destroy (other_window);

  frames_clear (&fr);
}

/* The person's own move, put down on the board: the tile does not fly,
 * the figure drops. */
static void
test_own_move (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GArray) spots = NULL;
  HgMove move;

  f->game = hg_test_new_game (2, 7, NULL);
  hg_test_play_random (f->game, 3, 6);
  hg_board_view_set_game (f->view, f->game);
  hg_test_wait_for_frames (GTK_WIDGET (f->view));

  g_assert_true (find_move (f->game, TRUE, FALSE, &move));
  hg_board_view_set_rotation (f->view, move.rot);
  g_assert_true (hg_board_view_place_at (f->view, move.x, move.y));
  spots = hg_board_view_get_figure_spots (f->view);
  for (guint i = 0; i < spots->len; i++)
    if (hg_move_equal (&g_array_index (spots, HgMove, i), &move))
      {
        g_assert_true (hg_board_view_choose_spot (f->view, (int) i));
        break;
      }
  g_assert_cmpuint (hg_game_get_n_history (f->game), ==, 7);
  g_assert_false (hg_board_view_get_moving_tile (f->view, NULL, NULL, NULL, NULL));
  g_assert_true (hg_board_view_get_animating (f->view));
  g_assert_cmpint (hg_board_view_get_motion_time_left (f->view), >, 0);
  hg_test_run_until (still, f->view, NULL, "the figure to land");
}

/* Points scored rise over their feature: the label is drawn (the board
 * differs from the board at rest there), and goes. */
static void
test_score_shown (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) rest = NULL;
  g_autoptr(GBytes) shown = NULL;
  gboolean found = FALSE;
  HgMove move;

  /* The show slowed (4.5 s, not 1.5): the test looks at it half a second
   * in, and a busy machine must not let it pass meanwhile. */
  hg_board_view_set_speed (f->view, 3.0);
  f->game = hg_test_new_game (2, 11, NULL);
  hg_board_view_set_game (f->view, f->game);
  /* to a position where a move scores */
  for (guint i = 0; i < 60 && !found; i++)
    {
      found = find_move (f->game, FALSE, TRUE, &move);
      if (!found)
        hg_test_play_random (f->game, 100 + i, 1);
    }
  g_assert_true (found);
  hg_board_view_set_game (f->view, NULL);
  hg_board_view_set_game (f->view, f->game);
  hg_test_wait_for_frames (GTK_WIDGET (f->view));

  g_assert_true (hg_game_play (f->game, &move, &error));
  g_assert_cmpuint (hg_board_view_get_n_scores_shown (f->view), ==, 0);  /* the tile first */
  hg_test_run_until (scores_shown, f->view, NULL, "the points to show");
  /* well into the show: the label up, the feature tinted */
  wait_ms (500);
  g_assert_cmpuint (hg_board_view_get_n_scores_shown (f->view), >, 0);
  shown = hg_test_board_pixels (f->view, WIDTH, HEIGHT);
  {
    cairo_surface_t *s = hg_test_render_board (f->view, WIDTH, HEIGHT);

    hg_test_save_surface (s, "motion-score.png");
    cairo_surface_destroy (s);
  }
  hg_test_run_until (still, f->view, NULL, "the points to go");
  g_assert_cmpuint (hg_board_view_get_n_scores_shown (f->view), ==, 0);
  rest = hg_test_board_pixels (f->view, WIDTH, HEIGHT);
  g_assert_false (g_bytes_equal (shown, rest));
}

/* The last move of @seat. */
static HgMove
last_move_of (GListModel *moves,
              guint       seat)
{
  for (guint i = g_list_model_get_n_items (moves); i > 0; i--)
    {
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (moves, i - 1);

      if (hg_move_record_get_seat (record) == seat)
        return *hg_move_record_get_move (record);
    }
  g_assert_not_reached ();
}

/* Whether the frame of @seat's colour runs round the square of @m: most
 * points in the middle of the frame's band along the four edges have the
 * colour (a figure may stand on some of them). */
static gboolean
mark_shown (Fixture         *f,
            cairo_surface_t *surface,
            HgMove           m,
            guint            seat)
{
  const guint8 *pixels = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  GdkRGBA colour;
  double x, y, size, band;
  guint hits = 0;

  g_assert_true (gdk_rgba_parse (&colour, hg_player_get_colour (hg_game_get_player (f->game, seat))));
  hg_board_view_square_to_widget (f->view, m.x, m.y, &x, &y, &size);
  band = MAX (2.5, size * 0.05);
  for (guint k = 0; k < 8; k++)
    {
      double t = 0.3 + 0.4 * (k / 4);
      double u = 1 + band / 2, v = size - 1 - band / 2;
      double sx = x + (k % 4 == 0 ? u : k % 4 == 1 ? v : t * size);
      double sy = y + (k % 4 == 2 ? u : k % 4 == 3 ? v : t * size);
      guint32 px = *(const guint32 *) (gconstpointer) (pixels + (int) sy * stride + (int) sx * 4);
      int r = (px >> 16) & 0xff, g = (px >> 8) & 0xff, b = px & 0xff;

      if (abs (r - (int) (colour.red * 255)) < 24 && abs (g - (int) (colour.green * 255)) < 24
          && abs (b - (int) (colour.blue * 255)) < 24)
        hits++;
    }
  return hits >= 4;
}

/* Each seat's last tile keeps a frame in its colour. */
static void
test_marks (Fixture       *f,
            gconstpointer  data)
{
  cairo_surface_t *surface;
  GListModel *moves;
  guint found = 0;

  f->game = hg_test_new_game (3, 5, NULL);
  hg_test_play_random (f->game, 9, 9);
  hg_board_view_set_game (f->view, f->game);
  hg_test_wait_for_frames (GTK_WIDGET (f->view));
  surface = hg_test_render_board (f->view, WIDTH, HEIGHT);
  hg_test_save_surface (surface, "motion-marks.png");

  moves = hg_game_get_moves (f->game);
  for (guint seat = 0; seat < 3; seat++)
    if (mark_shown (f, surface, last_move_of (moves, seat), seat))
      found++;
  cairo_surface_destroy (surface);
  g_assert_cmpuint (found, ==, 3);
}

/* With animations off nothing moves: no tile in the air, the board is
 * the final one at once, and the points stand still for a while. */
static void
test_no_animations (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  gboolean found = FALSE;
  HgMove move;

  set_animations (FALSE);
  f->game = hg_test_new_game (2, 11, NULL);
  for (guint i = 0; i < 60 && !found; i++)
    {
      found = find_move (f->game, FALSE, TRUE, &move);
      if (!found)
        hg_test_play_random (f->game, 100 + i, 1);
    }
  g_assert_true (found);
  hg_board_view_set_game (f->view, f->game);
  hg_test_wait_for_frames (GTK_WIDGET (f->view));

  g_assert_true (hg_game_play (f->game, &move, &error));
  g_assert_false (hg_board_view_get_moving_tile (f->view, NULL, NULL, NULL, NULL));
  g_assert_cmpint (hg_board_view_get_motion_time_left (f->view), ==, 0);
  g_assert_cmpuint (hg_board_view_get_n_scores_shown (f->view), >, 0);
  hg_test_run_until (still, f->view, NULL, "the points to go");
  g_assert_cmpuint (hg_board_view_get_n_scores_shown (f->view), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/motion/other-move", Fixture, NULL, fixture_set_up, test_other_move, fixture_tear_down);
  g_test_add ("/motion/own-move", Fixture, NULL, fixture_set_up, test_own_move, fixture_tear_down);
  g_test_add ("/motion/score-shown", Fixture, NULL, fixture_set_up, test_score_shown, fixture_tear_down);
  g_test_add ("/motion/marks", Fixture, NULL, fixture_set_up, test_marks, fixture_tear_down);
  g_test_add ("/motion/no-animations", Fixture, NULL, fixture_set_up, test_no_animations, fixture_tear_down);

  return g_test_run ();
}
