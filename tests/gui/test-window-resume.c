/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game in progress across windows and starts: a move is autosaved, a
 * new window offers "Continue Game" with what the game is, and continuing
 * finds the same game; a finished game is not offered; the board of a
 * game of 70 tiles continued shows its tiles in its first frame (its
 * tiles are painted while the welcome page is read).  Files handed to
 * the running application (g_application_open(), as the file manager's
 * second instance forwards them) open in its window: a good one after the
 * unsaved-moves question, a bad one with a dialog that leaves the game. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "hg-application.h"
#include "hg-autosave.h"
#include "hg-board-render.h"
#include "hg-board-sprites.h"
#include "hg-board-tiles.h"
#include "hg-board-view-private.h"
#include "hg-save.h"
#include "hg-window.h"
#include "hg-window-files.h"
#include "hg-window-private.h"
#include "hg-gui-test-util.h"

static HgApplication *app;
static char *data_home;

static void
assert_same_game (HgGame *a,
                  HgGame *b)
{
  g_autoptr(GBytes) ba = hg_game_to_bytes (a);
  g_autoptr(GBytes) bb = hg_game_to_bytes (b);

  g_assert_true (g_bytes_equal (ba, bb));
}

/* Closes @window, whose game is kept in the autosave (no question). */
static void
close_quietly (HgWindow *window)
{
  g_object_ref (window);
  gtk_window_close (GTK_WINDOW (window));
  hg_test_wait_for_close (GTK_WINDOW (window));
  g_object_unref (window);
}

static char *
autosave_path (void)
{
  return g_build_filename (data_home, "hunters-gatherers", HG_AUTOSAVE_BASENAME, NULL);
}

static gboolean
has_game (gpointer      object,
          gconstpointer data)
{
  return hg_window_get_game (object) != NULL;
}

static void
test_resume (void)
{
  g_autoptr(HgGame) game = hg_test_new_game (3, 4242, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (4242);
  g_autofree char *path = autosave_path ();
  HgWindow *window = hg_window_new (app);
  GtkWidget *button;
  HgGame *continued;

  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  gtk_window_present (GTK_WINDOW (window));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  hg_window_set_game (window, game, NULL);

  /* A game only shown is not autosaved; its first move is. */
  hg_test_wait_autosaved (window);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  for (guint i = 0; i < 3; i++)
    hg_test_play_one (game, rng);
  /* Undo and redo, as the header bar's buttons do. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (hg_autosave_get_busy (hg_window_get_autosave (window)));
  hg_test_wait_autosaved (window);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 2);
  g_assert_cmpuint (hg_game_get_n_redo (game), ==, 1);

  /* The window goes without a question: the game is kept. */
  g_object_ref (window);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_null (gtk_window_get_application (GTK_WINDOW (window)));
  g_object_unref (window);

  /* A new window offers it, and says what it is. */
  window = hg_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  button = hg_test_find_by_action (GTK_WIDGET (window), "win.continue");
  g_assert_nonnull (button);
  while (!gtk_widget_is_visible (button))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (window), "Ana, Ben, Cy"));
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (window), "Turn 3, "));
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (window), "Saved today at "));
  g_assert_null (hg_window_get_game (window));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  hg_test_save_png (GTK_WIDGET (window), "window-continue.png");

  /* Continue: the same game, redo list and all. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  hg_test_run_until (has_game, window, NULL, "the game continued");
  continued = hg_window_get_game (window);
  g_assert_nonnull (continued);
  g_assert_true (continued != game);
  assert_same_game (game, continued);
  g_assert_null (hg_window_get_file (window));
  g_assert_false (gtk_widget_is_visible (button));

  /* It goes on being autosaved; finished, it is not offered any more. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  hg_test_play_one (continued, rng);
  hg_test_wait_autosaved (window);
  {
    g_autoptr(HgAutosave) reader = hg_autosave_new (NULL);
    g_autoptr(HgGame) loaded = hg_autosave_load (reader, NULL, NULL, NULL);

    g_assert_nonnull (loaded);
    assert_same_game (continued, loaded);
  }
  while (!hg_game_get_is_over (continued))
    hg_test_play_one (continued, rng);
  hg_test_wait_autosaved (window);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* A finished game is not kept, so closing asks about it. */
  g_object_ref (window);
  gtk_window_close (GTK_WINDOW (window));
  hg_test_answer_question ("Save", "discard");
  hg_test_wait_for_close (GTK_WINDOW (window));
  g_object_unref (window);
}

/* The board's first frame: whether any tile of it waited for its
 * texture (-1: not drawn yet). */
static void
first_paint_cb (GdkFrameClock *clock,
                HgWindow      *window)
{
  int *waited = g_object_get_data (G_OBJECT (window), "waited");

  *waited = hg_board_textures_get_deferred (window->board_view->textures);
  g_signal_handlers_disconnect_by_func (clock, first_paint_cb, window);
}

/* When the board is shown: how many tiles of its game are painted (at
 * some size), so that its first frame draws them. */
static void
board_shown_cb (GtkStack   *stack,
                GParamSpec *pspec,
                HgWindow   *window)
{
  HgBoardView *view = window->board_view;
  const HgState *state;
  int *drawn = g_object_get_data (G_OBJECT (window), "drawn");

  if (g_strcmp0 (gtk_stack_get_visible_child_name (stack), "board") != 0 || *drawn >= 0)
    return;
  state = hg_game_get_state (hg_window_get_game (window));
  *drawn = 0;
  for (guint i = 0; i < hg_state_get_n_placed (state); i++)
    {
      HgPlacement p;
      double from;

      hg_state_get_placed (state, i, &p);
      *drawn += hg_tile_cache_lookup_nearest (view->cache, hg_board_render_tile (state, p.tile), p.rot,
                                              64, gtk_widget_get_scale_factor (GTK_WIDGET (view)),
                                              &from) != NULL;
    }
  g_signal_connect_after (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "after-paint",
                          G_CALLBACK (first_paint_cb), window);
}

static gboolean
int_set (gpointer      object,
         gconstpointer data)
{
  return *(const int *) data >= 0;
}

static void
test_continue_drawn (void)
{
  g_autoptr(HgGame) game = hg_test_new_game (2, 7070, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (7070);
  HgWindow *window = hg_window_new (app);
  int drawn = -1, waited = -1;
  guint n_placed;

  /* a game of 70 tiles in progress, autosaved */
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  while (hg_state_get_n_placed (hg_game_get_state (game)) < 70)
    hg_test_play_one (game, rng);
  g_assert_false (hg_game_get_is_over (game));
  n_placed = hg_state_get_n_placed (hg_game_get_state (game));
  hg_test_wait_autosaved (window);
  close_quietly (window);

  /* Continue: the board's first frame has every tile */
  window = hg_window_new (app);
  g_object_set_data (G_OBJECT (window), "drawn", &drawn);
  g_object_set_data (G_OBJECT (window), "waited", &waited);
  g_signal_connect (window->main_stack, "notify::visible-child-name", G_CALLBACK (board_shown_cb), window);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_is_visible (hg_test_find_by_action (GTK_WIDGET (window), "win.continue")))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  /* while the tiles are still being painted, the button says the game is
   * being opened */
  if (hg_window_get_game (window) == NULL)
    {
      g_assert_nonnull (hg_test_find_label (GTK_WIDGET (window), "Opening the Game…"));
      hg_test_wait_for_frames (GTK_WIDGET (window));
      g_object_unref (hg_test_save_png (GTK_WIDGET (window), "window-continue-opening.png"));
    }
  else
    g_test_message ("the board was painted before Continue: nothing to wait for");
  hg_test_run_until (has_game, window, NULL, "the game continued");
  g_assert_cmpint (drawn, ==, (int) n_placed);
  hg_test_run_until (int_set, NULL, &waited, "the board's first frame");
  g_assert_cmpint (waited, ==, 0);
  while (gtk_stack_get_transition_running (window->main_stack))
    g_main_context_iteration (NULL, TRUE);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "window-continued.png"));

  g_signal_handlers_disconnect_by_func (window->main_stack, board_shown_cb, window);
  close_quietly (window);
}

static void
test_open_forwarded (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hg-open-XXXXXX", NULL);
  g_autofree char *good_path = g_build_filename (dir, "good game.hgsave", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad game.hgsave", NULL);
  g_autoptr(GFile) good = g_file_new_for_path (good_path);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr(HgGame) game = hg_test_new_game (2, 99, NULL);
  g_autoptr(HgGame) saved = hg_test_new_game (4, 7, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (99);
  HgWindow *window = hg_window_new (app);
  guint n_windows;
  GtkWindow *dialog;
  GtkWidget *label;

  for (guint i = 0; i < 5; i++)
    hg_test_play_one (saved, rng);
  g_assert_true (hg_game_save (saved, good, NULL, NULL));
  g_assert_true (g_file_set_contents (bad_path, "<not-a-saved-game/>", -1, NULL));

  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  hg_test_play_one (game, rng);
  g_assert_true (hg_window_get_unsaved (window));
  n_windows = g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)));

  /* A file that cannot be read: a dialog names it and says why, and the
   * game stays as it was. */
  g_application_open (G_APPLICATION (app), &bad, 1, "");
  hg_test_wait_for_label (NULL, "“bad game.hgsave”", "the alert");
  label = hg_test_find_label_anywhere ("“bad game.hgsave”");
  /* on the window it concerns: transient for it (AdwMessageDialog) or
   * inside it (AdwAlertDialog) */
  dialog = GTK_WINDOW (gtk_widget_get_root (label));
  g_assert_true (dialog == GTK_WINDOW (window) || gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  g_test_message ("%s", gtk_label_get_text (GTK_LABEL (label)));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "not a saved game of Hunters & Gatherers"));
  hg_test_answer_question ("Could Not Open", "close");
  g_assert_true (hg_window_get_game (window) == game);
  g_assert_true (hg_window_get_unsaved (window));
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, n_windows);

  /* A good file: the running window asks about its unsaved moves first;
   * Cancel keeps the game, Discard opens the file in it. */
  g_application_open (G_APPLICATION (app), &good, 1, "");
  hg_test_answer_question ("Save", "cancel");
  g_assert_true (hg_window_get_game (window) == game);

  g_application_open (G_APPLICATION (app), &good, 1, "");
  hg_test_answer_question ("Save", "discard");
  while (hg_window_get_game (window) == game)
    g_main_context_iteration (NULL, TRUE);
  assert_same_game (saved, hg_window_get_game (window));
  g_assert_true (g_file_equal (hg_window_get_file (window), good));
  g_assert_false (hg_window_get_unsaved (window));
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, n_windows);

  /* With a file of its own, closing with unsaved moves asks. */
  hg_test_play_one (hg_window_get_game (window), rng);
  g_object_ref (window);
  gtk_window_close (GTK_WINDOW (window));
  hg_test_answer_question ("Save", "discard");
  hg_test_wait_for_close (GTK_WINDOW (window));
  g_object_unref (window);

  g_unlink (good_path);
  g_unlink (bad_path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  int result;

  data_home = hg_test_new_data_home ("hg-resume-home-XXXXXX");

  g_test_init (&argc, &argv, NULL);

  app = hg_test_app_new (HG_TEST_APP_DEFAULT);

  g_test_add_func ("/window-resume/resume", test_resume);
  g_test_add_func ("/window-resume/continue-drawn", test_continue_drawn);
  g_test_add_func ("/window-resume/open-forwarded", test_open_forwarded);

  result = hg_test_app_run (&app);

  dir = g_build_filename (data_home, "hunters-gatherers", NULL);
  g_rmdir (dir);
  g_rmdir (data_home);
  g_free (data_home);
  return result;
}
