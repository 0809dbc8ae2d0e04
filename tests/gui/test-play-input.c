/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-play-input.c: a game played through real input events.
 *
 * A window with the board view is shown on the test's Xvfb display and
 * xdotool moves the pointer, clicks and presses keys on it, so every event
 * takes GTK's own path (X server, GDK, the view's controllers).  Twelve
 * turns are played: the pointer goes to a square where the tile fits, the
 * tile is turned (R, Shift+R and the right button) until it is in the
 * rotation chosen, a click puts it down, and the figure is chosen by a click
 * on its marker, by Tab + Enter, or skipped with Enter; one turn takes the
 * tile back with Escape first, one is played with the keyboard alone.  The
 * game's history must then hold exactly the moves intended, and replaying
 * them on a fresh game gives the same scores.  Screenshots go to
 * $HG_TEST_OUTPUT (play-input-*.png).
 *
 * Skips (77) without xdotool or off X11.
 */

#include "config.h"

#include <adwaita.h>
#include <gdk/x11/gdkx.h>
#include <math.h>

#include "hg-board-view-private.h"
#include "hg-board-view.h"
#include "hg-game.h"
#include "hg-gui-test-util.h"

#define WIDTH   1280
#define HEIGHT  800
#define N_TURNS 12

typedef struct {
  GtkWindow   *window;
  HgBoardView *view;
  HgGame      *game;
  char        *xid;
  GArray      *expected;   /* HgMove */
} Fixture;

static void
xdotool (Fixture    *f,
         const char *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  const char *arg;
  int status = 0;
  va_list ap;

  g_ptr_array_add (argv, g_strdup ("xdotool"));
  va_start (ap, first);
  for (arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (argv, g_strcmp0 (arg, "WID") == 0 ? g_strdup (f->xid) : g_strdup (arg));
  va_end (ap);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                NULL, NULL, NULL, &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("xdotool failed: %s: %s", error->message, err);
}

/* Pointer to the middle of widget point (@x,@y) of the view, then @button
 * clicks once (0: no click). */
static void
pointer_to (Fixture *f,
            double   x,
            double   y,
            int      button)
{
  g_autofree char *sx = NULL, *sy = NULL, *sb = NULL;
  double wx, wy, tx, ty;

  g_assert_true (gtk_widget_translate_coordinates (GTK_WIDGET (f->view), GTK_WIDGET (f->window),
                                                   x, y, &wx, &wy));
  gtk_native_get_surface_transform (GTK_NATIVE (f->window), &tx, &ty);
  sx = g_strdup_printf ("%d", (int) (wx + tx));
  sy = g_strdup_printf ("%d", (int) (wy + ty));
  if (button == 0)
    xdotool (f, "mousemove", "--window", "WID", sx, sy, NULL);
  else
    {
      sb = g_strdup_printf ("%d", button);
      xdotool (f, "mousemove", "--window", "WID", sx, sy, "click", sb, NULL);
    }
}

static void
key (Fixture    *f,
     const char *name)
{
  xdotool (f, "key", "--clearmodifiers", name, NULL);
}

static gboolean
target_is (gpointer      object,
           gconstpointer data)
{
  Fixture *f = object;
  const HgPlacement *p = data;

  return hg_board_placing_get_target (f->view->placing, NULL, NULL) && hg_test_board_target_x (f->view) == p->x && hg_test_board_target_y (f->view) == p->y;
}

static gboolean
rotation_is_not (gpointer      object,
                 gconstpointer data)
{
  Fixture *f = object;
  return hg_board_view_get_rotation (f->view) != GPOINTER_TO_UINT (data);
}

static gboolean
history_is (gpointer      object,
            gconstpointer data)
{
  Fixture *f = object;
  return hg_game_get_n_history (f->game) == GPOINTER_TO_UINT (data);
}

static gboolean
placed_or_played (gpointer      object,
                  gconstpointer data)
{
  Fixture *f = object;
  return hg_board_view_get_placement (f->view, NULL)
         || hg_game_get_n_history (f->game) == GPOINTER_TO_UINT (data);
}

static gboolean
not_placed (gpointer      object,
            gconstpointer data)
{
  Fixture *f = object;
  return !hg_board_view_get_placement (f->view, NULL);
}

static gboolean
spot_focus_is (gpointer      object,
               gconstpointer data)
{
  Fixture *f = object;
  return hg_board_placing_get_spot_focus (f->view->placing) == GPOINTER_TO_INT (data);
}

static gboolean
view_has_size (gpointer      object,
               gconstpointer data)
{
  Fixture *f = object;
  return gtk_widget_get_width (GTK_WIDGET (f->view)) == WIDTH
         && gtk_widget_get_height (GTK_WIDGET (f->view)) == HEIGHT;
}

static gboolean
keyboard_target (gpointer      object,
                 gconstpointer data)
{
  Fixture *f = object;
  return hg_board_placing_get_keyboard (f->view->placing) && hg_board_placing_get_target (f->view->placing, NULL, NULL)
         && hg_board_placing_fits_any (f->view->placing, hg_test_board_target_x (f->view), hg_test_board_target_y (f->view));
}

static gboolean
painted (gpointer      object,
         gconstpointer data)
{
  Fixture *f = object;
  return hg_tile_cache_get_n_pending (f->view->cache) == 0
         && gtk_widget_get_mapped (GTK_WIDGET (f->view));
}

static gboolean
view_has_focus (gpointer      object,
                gconstpointer data)
{
  Fixture *f = object;
  return gtk_widget_has_focus (GTK_WIDGET (f->view));
}

static void
screenshot (Fixture    *f,
            const char *name)
{
  cairo_surface_t *surface = hg_test_render_board (f->view, WIDTH, HEIGHT);

  hg_test_save_surface (surface, name);
  cairo_surface_destroy (surface);
}

/* One turn by pointer and keys: @turn picks the square, the rotation, how
 * it is turned and how the figure is chosen. */
static void
play_turn (Fixture *f,
           guint    turn)
{
  g_autoptr(GArray) legal = hg_game_get_legal_placements (f->game);
  g_autoptr(GArray) spots = NULL;
  guint n = hg_game_get_n_history (f->game);
  HgPlacement p;
  HgMove move;
  double x, y, size;

  g_assert_cmpuint (legal->len, >, 0);
  p = g_array_index (legal, HgPlacement, (turn * 7 + 3) % legal->len);

  hg_board_view_square_to_widget (f->view, p.x, p.y, &x, &y, &size);
  g_assert_cmpfloat (x, >=, 0);
  g_assert_cmpfloat (y, >=, 0);
  g_assert_cmpfloat (x + size, <=, WIDTH);
  g_assert_cmpfloat (y + size, <=, HEIGHT);
  pointer_to (f, x + size / 2, y + size / 2, 0);
  hg_test_run_until (target_is, f, &p, "the ghost on the square");

  /* turn the tile until it lies as chosen (skipping rotations that do not
   * fit there) */
  for (guint i = 0; i < 4 && hg_board_view_get_rotation (f->view) != p.rot; i++)
    {
      guint before = hg_board_view_get_rotation (f->view);

      if (turn % 3 == 0)
        key (f, "r");
      else if (turn % 3 == 1)
        key (f, "shift+r");
      else
        pointer_to (f, x + size / 2, y + size / 2, 3);
      hg_test_run_until (rotation_is_not, f, GUINT_TO_POINTER (before), "the tile turned");
    }
  g_assert_cmpuint (hg_board_view_get_rotation (f->view), ==, p.rot);

  pointer_to (f, x + size / 2, y + size / 2, 1);
  hg_test_run_until (placed_or_played, f, GUINT_TO_POINTER (n + 1), "the tile put down");

  if (hg_game_get_n_history (f->game) == n + 1)
    {
      /* no figure could go there: played at once */
      move = (HgMove) { p.x, p.y, p.rot, HG_ROLE_NONE, 0 };
      g_array_append_val (f->expected, move);
      return;
    }

  spots = hg_board_view_get_figure_spots (f->view);
  g_assert_cmpuint (spots->len, >, 0);
  if (turn == 5)
    {
      /* Escape takes the tile back; a second click puts it down again */
      key (f, "Escape");
      hg_test_run_until (not_placed, f, NULL, "the tile taken back");
      g_assert_cmpuint (hg_game_get_n_history (f->game), ==, n);
      pointer_to (f, x + size / 2, y + size / 2, 1);
      hg_test_run_until (placed_or_played, f, GUINT_TO_POINTER (n + 1), "the tile put down again");
    }
  if (turn == 2 || turn == 7)
    screenshot (f, turn == 2 ? "play-input-spots.png" : "play-input-spots-2.png");

  switch (turn % 3)
    {
    case 0:   /* a click on the last marker */
      {
        double sx, sy;

        g_assert_true (hg_board_view_get_spot_centre (f->view, spots->len - 1, &sx, &sy));
        move = g_array_index (spots, HgMove, spots->len - 1);
        pointer_to (f, sx, sy, 1);
      }
      break;
    case 1:   /* Enter: no figure */
      move = (HgMove) { p.x, p.y, p.rot, HG_ROLE_NONE, 0 };
      key (f, "Return");
      break;
    default:  /* Tab to the first spot, Enter */
      move = g_array_index (spots, HgMove, 0);
      key (f, "Tab");
      hg_test_run_until (spot_focus_is, f, GINT_TO_POINTER (0), "the first spot selected");
      key (f, "Return");
      break;
    }
  hg_test_run_until (history_is, f, GUINT_TO_POINTER (n + 1), "the move played");
  g_array_append_val (f->expected, move);
}

/* A turn with the keyboard alone: Page Down to a square where the tile
 * fits (the tile turns to fit), Enter, Enter. */
static void
play_turn_keyboard (Fixture *f)
{
  guint n = hg_game_get_n_history (f->game);
  HgMove move;

  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (f->view)));
  key (f, "Next");
  hg_test_run_until (keyboard_target, f, NULL, "the keyboard cursor");
  /* the cursor is on a square where the tile fits as it lies now */
  move = (HgMove) { hg_test_board_target_x (f->view), hg_test_board_target_y (f->view), hg_board_view_get_rotation (f->view),
                    HG_ROLE_NONE, 0 };
  g_assert_true (hg_board_placing_fits (f->view->placing, move.x, move.y, move.rot));
  key (f, "Return");
  hg_test_run_until (placed_or_played, f, GUINT_TO_POINTER (n + 1), "the tile put down");
  if (hg_game_get_n_history (f->game) == n)
    key (f, "Return");
  hg_test_run_until (history_is, f, GUINT_TO_POINTER (n + 1), "the move played");
  g_array_append_val (f->expected, move);
}

static void
test_play (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(HgGame) replay = NULL;
  g_autoptr(GError) error = NULL;
  const char *output = g_getenv ("HG_TEST_OUTPUT");
  g_autofree char *import = g_find_program_in_path ("import");
  HgSetup setup;
  guint figures = 0;

  for (guint turn = 0; turn < N_TURNS && !hg_game_get_is_over (f->game); turn++)
    {
      if (turn == 4)
        play_turn_keyboard (f);
      else
        play_turn (f, turn);
    }
  screenshot (f, "play-input-board.png");
  /* the window's own frames paint a few tiles each after a zoom change */
  gtk_widget_queue_draw (GTK_WIDGET (f->view));
  hg_test_run_until (painted, f, NULL, "every tile painted");
  if (output != NULL && import != NULL)
    {
      g_autofree char *path = g_build_filename (output, "play-input-screen.png", NULL);
      const char *argv[] = { "import", "-window", "root", path, NULL };
      int status;

      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, NULL);
    }

  /* the game holds exactly the moves intended */
  g_assert_cmpuint (hg_game_get_n_history (f->game), ==, N_TURNS);
  g_assert_cmpuint (f->expected->len, ==, N_TURNS);
  for (guint i = 0; i < N_TURNS; i++)
    {
      HgMove played;

      hg_game_get_history_move (f->game, i, &played);
      if (!hg_move_equal (&played, &g_array_index (f->expected, HgMove, i)))
        {
          char a[HG_MOVE_STRLEN], b[HG_MOVE_STRLEN];

          g_test_message ("move %u: played %s, intended %s", i + 1, hg_move_format (&played, a),
                          hg_move_format (&g_array_index (f->expected, HgMove, i), b));
        }
      g_assert_true (hg_move_equal (&played, &g_array_index (f->expected, HgMove, i)));
      if (played.role != HG_ROLE_NONE)
        figures++;
    }
  g_assert_cmpuint (figures, >=, 3);
  g_assert_cmpuint (hg_state_get_n_placed (hg_game_get_state (f->game)), >=, N_TURNS + 1);

  /* and replaying them gives the same scores */
  setup = *hg_game_get_setup (f->game);
  replay = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < N_TURNS; i++)
    {
      g_assert_true (hg_game_play (replay, &g_array_index (f->expected, HgMove, i), &error));
      g_assert_no_error (error);
    }
  for (guint s = 0; s < hg_game_get_n_players (f->game); s++)
    {
      g_assert_cmpuint (hg_player_get_score (hg_game_get_player (f->game, s)), ==,
                        hg_player_get_score (hg_game_get_player (replay, s)));
      g_assert_cmpuint (hg_player_get_members (hg_game_get_player (f->game, s)), ==,
                        hg_player_get_members (hg_game_get_player (replay, s)));
    }
}

static gboolean
zoom_step_is (gpointer      object,
              gconstpointer data)
{
  Fixture *f = object;
  return hg_board_view_get_zoom_step (f->view) == GPOINTER_TO_INT (data);
}

static gboolean
origin_moved (gpointer      object,
              gconstpointer data)
{
  Fixture *f = object;
  const double *before = data;
  double x, y;

  hg_board_view_square_to_widget (f->view, 0, 0, &x, &y, NULL);
  return x != before[0] || y != before[1];
}

/* Wheel, drag and keys through real events: the wheel zooms around the
 * pointer, a drag pans without placing anything, 0 fits again. */
static void
test_navigation (Fixture       *f,
                 gconstpointer  data)
{
  double before[2], x, y, size, px, py;
  int step = hg_board_view_get_zoom_step (f->view);

  g_assert_true (hg_board_camera_get_follow (f->view->camera));
  hg_board_view_square_to_widget (f->view, 0, 0, &x, &y, &size);
  px = x + size * 0.3;
  py = y + size * 0.6;
  pointer_to (f, px, py, 0);
  xdotool (f, "click", "4", NULL);   /* wheel up: zoom in */
  hg_test_run_until (zoom_step_is, f, GINT_TO_POINTER (step + 2), "zoom in");
  g_assert_false (hg_board_camera_get_follow (f->view->camera));
  hg_board_view_square_to_widget (f->view, 0, 0, &x, &y, &size);
  g_assert_cmpfloat (fabs (x + size * 0.3 - px), <=, 1.5);
  g_assert_cmpfloat (fabs (y + size * 0.6 - py), <=, 1.5);

  /* drag the board 120 pixels right and 80 up */
  before[0] = x;
  before[1] = y;
  xdotool (f, "mousedown", "1", NULL);
  for (guint i = 0; i < 4; i++)
    xdotool (f, "mousemove_relative", "--", "30", "-20", NULL);
  xdotool (f, "mouseup", "1", NULL);
  hg_test_run_until (origin_moved, f, before, "the board panned");
  g_main_context_iteration (NULL, FALSE);
  hg_board_view_square_to_widget (f->view, 0, 0, &x, &y, NULL);
  g_assert_cmpfloat (fabs (x - (before[0] + 120)), <=, 2);
  g_assert_cmpfloat (fabs (y - (before[1] - 80)), <=, 2);
  g_assert_cmpuint (hg_game_get_n_history (f->game), ==, 0);
  g_assert_false (hg_board_view_get_placement (f->view, NULL));

  /* minus zooms out, 0 fits and follows the game again */
  key (f, "minus");
  hg_test_run_until (zoom_step_is, f, GINT_TO_POINTER (step), "zoom out");
  key (f, "plus");
  hg_test_run_until (zoom_step_is, f, GINT_TO_POINTER (step + 2), "zoom in by key");
  key (f, "0");
  hg_test_run_until (zoom_step_is, f, GINT_TO_POINTER (step), "fit");
  g_assert_true (hg_board_camera_get_follow (f->view->camera));
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  HgSetup setup;

  f->expected = g_array_new (FALSE, FALSE, sizeof (HgMove));
  hg_setup_shuffle (&setup, 2, 777);
  f->game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);

  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_title (f->window, "test-play-input");
  gtk_window_set_decorated (f->window, FALSE);
  gtk_window_set_default_size (f->window, WIDTH, HEIGHT);
  f->view = HG_BOARD_VIEW (hg_board_view_new ());
  hg_board_view_set_game (f->view, f->game);
  gtk_window_set_child (f->window, GTK_WIDGET (f->view));
  gtk_window_present (f->window);
  hg_test_run_until (view_has_size, f, NULL, "the window");

  f->xid = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (f->window))));
  xdotool (f, "windowfocus", "--sync", "WID", NULL);
  gtk_widget_grab_focus (GTK_WIDGET (f->view));
  hg_test_run_until (view_has_focus, f, NULL, "focus");
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  g_clear_object (&f->game);
  g_clear_pointer (&f->xid, g_free);
  g_clear_pointer (&f->expected, g_array_unref);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *xdotool_path = g_find_program_in_path ("xdotool");

  g_test_init (&argc, &argv, NULL);
  if (xdotool_path == NULL)
    {
      g_print ("1..0 # SKIP xdotool is not installed\n");
      return 77;
    }
  adw_init ();
  if (!GDK_IS_X11_DISPLAY (gdk_display_get_default ()))
    {
      g_print ("1..0 # SKIP not on X11\n");
      return 77;
    }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/play-input/navigation", Fixture, NULL, fixture_set_up, test_navigation, fixture_tear_down);
  g_test_add ("/play-input/twelve-turns", Fixture, NULL, fixture_set_up, test_play, fixture_tear_down);

  return g_test_run ();
}
