/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-hint.c: the hint in the window.  win.hint works out the hard
 * computer's move in the background, shows it on the board with its
 * reason without changing the game, Enter plays it, and asking again
 * while it thinks stops it.  A picture: $HG_TEST_OUTPUT/hint.png. */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "hg-application.h"
#include "hg-board-view-private.h"
#include "hg-gui-test-util.h"
#include "hg-window.h"
#include "hg-window-private.h"

static HgApplication *app;

static gboolean
hint_shown (gpointer      object,
            gconstpointer data)
{
  return hg_board_view_get_hint (object, NULL);
}

/* A hint is being worked out: the Hint button says so, as a person sees
 * it. */
static gboolean
hint_thinking (HgWindow *window)
{
  return hg_test_find_by_tooltip (hg_window_get_side_panel (window),
                                  "Working out a hint… (Ctrl+H stops)") != NULL;
}

static gboolean
not_thinking (gpointer      object,
              gconstpointer data)
{
  return !hint_thinking (object);
}

static void
test_hint (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = hg_test_new_game (2, 44, NULL);
  g_autofree char *reason = NULL;
  HgBoardView *view;
  HgMove hint, last;
  guint n;

  hg_test_play_random (game, 44, 9);
  n = hg_game_get_n_history (game);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  view = window->board_view;
  hg_test_wait_for_frames (GTK_WIDGET (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (hint_thinking (window));
  hg_test_run_until (hint_shown, view, NULL, "the hint");
  g_assert_false (hint_thinking (window));
  g_assert_true (hg_board_view_get_hint (view, &hint));

  /* a legal move, not played */
  g_assert_true (hg_game_check_move (game, &hint, NULL));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, n);
  /* with its reason over the board */
  reason = hg_game_describe_hint (game, &hint);
  g_assert_nonnull (reason);
  g_assert_nonnull (view->hint.banner);
  g_assert_nonnull (strstr (view->hint.banner, reason));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "hint.png"));
  /* Escape hides it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.back", NULL));
  g_assert_false (hg_board_view_get_hint (view, NULL));

  /* with the board moved so that its square is under the banner, asked
   * again: the same move, its square brought in sight below the banner */
  {
    int w = gtk_widget_get_width (GTK_WIDGET (view));
    int h = gtk_widget_get_height (GTK_WIDGET (view));
    HgMove again;
    double x, y, size;

    hg_board_view_square_to_widget (view, hint.x, hint.y, &x, &y, &size);
    hg_board_view_pan_by (view, 0, 8 - y);
    hg_board_view_square_to_widget (view, hint.x, hint.y, &x, &y, &size);
    g_assert_cmpfloat (y, <, 10);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
    hg_test_run_until (hint_shown, view, NULL, "the hint again");
    g_assert_true (hg_board_view_get_hint (view, &again));
    g_assert_true (hg_move_equal (&again, &hint));
    hg_board_view_square_to_widget (view, hint.x, hint.y, &x, &y, &size);
    g_assert_cmpfloat (x, >=, 0);
    g_assert_cmpfloat (x + size, <=, w);
    g_assert_cmpfloat (y, >=, MIN (96, h / 3));
    g_assert_cmpfloat (y + size, <=, h);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.back", NULL));
  }

  /* asked again, Enter plays it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  hg_test_run_until (hint_shown, view, NULL, "the second hint");
  g_assert_true (hg_board_view_get_hint (view, &hint));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.activate", NULL));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, n + 1);
  hg_game_get_history_move (game, n, &last);
  g_assert_true (hg_move_equal (&last, &hint));
  g_assert_false (hg_board_view_get_hint (view, NULL));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Asking again while it thinks stops it: no hint comes. */
static void
test_stop (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = hg_test_new_game (2, 45, NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  /* long enough to be stopped before it ends */
  g_settings_set_int (settings, "computer-think-ms", 5000);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  hg_test_wait_for_frames (GTK_WIDGET (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (hint_thinking (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_false (hint_thinking (window));
  hg_test_flush ();
  hg_test_run_until (not_thinking, window, NULL, "the hint to stop");
  g_assert_false (hg_board_view_get_hint (window->board_view, NULL));

  /* a move of the game drops a hint being worked out */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  hg_test_play_random (game, 45, 1);
  g_assert_false (hint_thinking (window));

  g_settings_reset (settings, "computer-think-ms");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GSettings) settings = NULL;

  g_test_init (&argc, &argv, NULL);

  app = hg_test_app_new (HG_TEST_APP_NO_ANIMATIONS);
  /* the hard computer thinks briefly in tests */
  settings = g_settings_new (APP_ID);
  g_settings_set_int (settings, "computer-think-ms", 150);

  g_test_add_func ("/hint/show-and-play", test_hint);
  g_test_add_func ("/hint/stop", test_stop);

  return hg_test_app_run (&app);
}
