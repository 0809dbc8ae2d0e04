/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window with a game: undo and redo actions, save and open through the
 * window's functions (not the file dialogs), the unsaved mark in the
 * title, the Save / Discard / Cancel question before unsaved moves would
 * be lost, a broken file that leaves the game alone, the final scoring's
 * show (skipped with its button or a key, or not shown without
 * animations) and the summary at the end of a game. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "hg-application.h"
#include "hg-game-over-dialog.h"
#include "hg-log-view.h"
#include "hg-new-game-dialog.h"
#include "hg-player-row.h"
#include "hg-save.h"
#include "hg-window.h"
#include "hg-window-files.h"
#include "hg-window-private.h"
#include "hg-gui-test-util.h"

static HgApplication *app;

static void
done_cb (HgWindow *window,
         gboolean  proceed,
         gpointer  user_data)
{
  *(int *) user_data = proceed ? 1 : 0;
}

static const char *
subtitle (HgWindow *window)
{
  GtkWidget *title = hg_test_find_by_type (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE);

  g_assert_nonnull (title);
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title));
}

static void
test_undo_redo_save_open (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = hg_test_new_game (3, 8, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (8);
  g_autofree char *dir = g_dir_make_tmp ("hg-panels-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "round trip.hgsave", NULL);
  g_autofree char *broken_path = g_build_filename (dir, "broken.hgsave", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) broken = g_file_new_for_path (broken_path);
  HgGame *loaded;
  int done = -1;
  guint n_saved;

  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  g_assert_true (hg_window_get_game (window) == game);
  g_assert_false (hg_window_get_unsaved (window));
  g_assert_cmpstr (subtitle (window), ==, "New game");

  for (guint i = 0; i < 6; i++)
    hg_test_play_one (game, rng);
  g_assert_true (hg_window_get_unsaved (window));
  g_assert_cmpstr (subtitle (window), ==, "New game • not saved");

  /* Undo and redo, as the header bar's buttons do. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 5);
  g_assert_true (hg_game_get_can_redo (game));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 6);
  g_assert_false (hg_game_get_can_redo (game));

  /* Save: the file holds the game, the title shows its name. */
  hg_window_save_to (window, file, done_cb, &done);
  while (done < 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (done, ==, 1);
  g_assert_false (hg_window_get_unsaved (window));
  g_assert_true (g_file_equal (hg_window_get_file (window), file));
  g_assert_cmpstr (subtitle (window), ==, "round trip.hgsave");
  n_saved = hg_game_get_n_history (game);

  /* Nothing to lose: the question is not asked. */
  done = -1;
  hg_window_confirm_discard (window, done_cb, &done);
  g_assert_cmpint (done, ==, 1);

  hg_test_play_one (game, rng);
  g_assert_true (hg_window_get_unsaved (window));
  g_assert_cmpstr (subtitle (window), ==, "round trip.hgsave • not saved");

  /* A broken file: a dialog says so, and the game stays. */
  g_assert_true (g_file_set_contents (broken_path, "this is not a saved game", -1, NULL));
  hg_window_open_file (window, broken);
  hg_test_answer_question ("Could Not Open", "close");
  g_assert_true (hg_window_get_game (window) == game);
  g_assert_true (hg_window_get_unsaved (window));

  /* Open the saved file over unsaved moves: the question comes first;
   * Cancel keeps the game, Discard opens the file. */
  hg_window_open_file (window, file);
  hg_test_answer_question ("Save", "cancel");
  g_assert_true (hg_window_get_game (window) == game);

  hg_window_open_file (window, file);
  hg_test_answer_question ("Save", "discard");
  while (hg_window_get_game (window) == game)
    g_main_context_iteration (NULL, TRUE);

  loaded = hg_window_get_game (window);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (hg_game_get_n_history (loaded), ==, n_saved);
  for (guint i = 0; i < n_saved; i++)
    {
      HgMove a, b;

      hg_game_get_history_move (game, i, &a);
      hg_game_get_history_move (loaded, i, &b);
      g_assert_true (hg_move_equal (&a, &b));
    }
  for (guint seat = 0; seat < 3; seat++)
    g_assert_cmpstr (hg_player_get_name (hg_game_get_player (loaded, seat)), ==,
                     hg_player_get_name (hg_game_get_player (game, seat)));
  g_assert_false (hg_window_get_unsaved (window));
  g_assert_true (g_file_equal (hg_window_get_file (window), file));

  /* Closing with unsaved moves asks too; Cancel keeps the window. */
  {
    g_autoptr(GRand) more = g_rand_new_with_seed (1);

    hg_test_play_one (loaded, more);
    g_object_ref (window);
    gtk_window_close (GTK_WINDOW (window));
    hg_test_answer_question ("Save", "cancel");
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
    g_object_unref (window);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_unlink (broken_path);
  g_rmdir (dir);
}


/* The final scoring's caption and whether it is shown (the show runs),
 * as a person sees them. */
static GtkLabel *
final_label (HgWindow *window)
{
  GtkWidget *bar = hg_test_find_by_type (GTK_WIDGET (window), HG_TYPE_FINAL_SCORING);

  return GTK_LABEL (hg_test_find_by_type (bar, GTK_TYPE_LABEL));
}

static gboolean
final_running (HgWindow *window)
{
  GtkWidget *bar = hg_test_find_by_type (GTK_WIDGET (window), HG_TYPE_FINAL_SCORING);

  return gtk_revealer_get_reveal_child (GTK_REVEALER (hg_test_find_by_type (bar, GTK_TYPE_REVEALER)));
}

static gboolean
final_step_shown (gpointer      object,
                  gconstpointer data)
{
  return g_str_has_prefix (gtk_label_get_text (final_label (object)), "Final scoring: ");
}

/* Plays @window's game to its end; returns how many end-of-game events
 * it had. */
static guint
play_to_end (HgWindow *window,
             HgGame   *game,
             guint32   seed)
{
  g_autoptr(GRand) rng = g_rand_new_with_seed (seed);
  guint n = 0;

  while (!hg_game_get_is_over (game))
    hg_test_play_one (game, rng);
  for (guint i = 0; i < hg_game_get_n_events (game); i++)
    n += hg_score_event_get_is_final (hg_game_get_event (game, i));
  return n;
}

/* The show of the final scoring: a caption says which step of how many;
 * the Skip button, Escape and Enter each end it at once with the
 * summary; without animations the summary comes at once. */
static void
test_final_show (void)
{
  for (guint way = 0; way < 4; way++)
    {
      HgWindow *window = hg_window_new (app);
      g_autoptr(HgGame) game = hg_test_new_game (3, 81 + way, NULL);
      g_autofree char *expected_end = NULL;
      GtkWindow *dialog;
      guint n_final;

      g_object_set (gtk_settings_get_default (), "gtk-enable-animations", way != 3, NULL);
      gtk_window_present (GTK_WINDOW (window));
      hg_window_set_game (window, game, NULL);
      n_final = play_to_end (window, game, 81 + way);
      g_assert_cmpuint (n_final, >, 1);

      if (way == 3)
        {
          /* no animations: the end state at once */
          g_assert_false (final_running (window));
          g_assert_nonnull (hg_test_find_toplevel (HG_TYPE_GAME_OVER_DIALOG, NULL));
          gtk_window_destroy (GTK_WINDOW (window));
          continue;
        }

      g_assert_true (final_running (window));
      g_assert_null (hg_test_find_toplevel (HG_TYPE_GAME_OVER_DIALOG, NULL));
      hg_test_run_until (final_step_shown, window, NULL, "the first step of the final scoring");
      expected_end = g_strdup_printf (", 1 of %u", n_final);
      g_assert_true (g_str_has_suffix (gtk_label_get_text (final_label (window)), expected_end));
      if (way == 0)
        {
          hg_test_wait_for_frames (GTK_WIDGET (window));
          g_object_unref (hg_test_save_png (GTK_WIDGET (window), "window-final-show.png"));
          hg_test_click (hg_test_find_label (GTK_WIDGET (window), "Skip") != NULL
                         ? gtk_widget_get_ancestor (hg_test_find_label (GTK_WIDGET (window), "Skip"), GTK_TYPE_BUTTON)
                         : NULL);
        }
      else
        {
          g_assert_true (hg_test_capture_key (GTK_WIDGET (window), way == 1 ? GDK_KEY_Escape : GDK_KEY_Return));
        }
      /* at once: no step more */
      g_assert_false (final_running (window));
      dialog = hg_test_find_toplevel (HG_TYPE_GAME_OVER_DIALOG, NULL);
      g_assert_nonnull (dialog);
      g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
      gtk_window_destroy (GTK_WINDOW (window));
      hg_test_flush ();
    }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

/* The step of the final scoring's show that the caption names (its
 * ", K of N" at the end), 0 before the first; @n_steps gets N. */
static guint
final_step (HgWindow *window,
            guint    *n_steps)
{
  const char *comma = strrchr (gtk_label_get_text (final_label (window)), ',');
  guint k, n;

  if (comma == NULL || sscanf (comma, ", %u of %u", &k, &n) != 2)
    k = n = 0;
  if (n_steps != NULL)
    *n_steps = n;
  return k;
}

static gboolean
final_step_reached (gpointer      object,
                    gconstpointer data)
{
  return final_step (object, NULL) >= GPOINTER_TO_UINT (data);
}

/* The side panel shows each seat's points from the first @n_events
 * events of @game. */
static void
assert_panel_scores (HgWindow *window,
                     HgGame   *game,
                     guint     n_events)
{
  for (guint seat = 0; seat < hg_game_get_n_players (game); seat++)
    {
      HgPlayerRow *row = hg_side_panel_get_player_row (window->side_panel, seat);
      g_autofree char *expected = NULL;
      guint points = 0;

      for (guint i = 0; i < n_events; i++)
        {
          HgScoreEvent *event = hg_game_get_event (game, i);

          if (hg_score_event_get_seats (event) & (1u << seat))
            points += hg_score_event_get_points (event);
        }
      expected = g_strdup_printf ("%u", points);
      g_assert_nonnull (row);
      g_assert_cmpstr (hg_player_row_get_score_text (row), ==, expected);
    }
}

/* The side panel's scores during the final scoring's show: before the
 * first step they are those before the final scoring, at each step the
 * points of the events shown so far; Skip shows the totals at once. */
static void
test_final_scores (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = hg_test_new_game (3, 85, NULL);
  guint n_final, n_events, first;
  gboolean rising = FALSE;

  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  n_final = play_to_end (window, game, 85);
  g_assert_cmpuint (n_final, >, 2);
  n_events = hg_game_get_n_events (game);
  first = n_events - n_final;

  g_assert_true (final_running (window));
  assert_panel_scores (window, game, first);
  for (guint k = 1; k < n_final; k++)
    {
      guint n_steps;

      /* A step may pass while the screenshot below is taken on a slow
       * machine: go on from the step shown. */
      hg_test_run_until (final_step_reached, window, GUINT_TO_POINTER (k), "a step of the final scoring");
      k = final_step (window, &n_steps);
      g_assert_cmpuint (n_steps, ==, n_final);
      g_assert_cmpuint (k, <=, n_final);
      assert_panel_scores (window, game, first + k);
      rising |= hg_score_event_get_points (hg_game_get_event (game, first + k - 1)) > 0;
      if (k == 2)
        {
          hg_test_wait_for_frames (GTK_WIDGET (window));
          g_object_unref (hg_test_save_png (GTK_WIDGET (window), "window-final-scores-step-2.png"));
        }
    }
  /* the steps did add points: the scores shown did change */
  g_assert_true (rising);

  hg_test_click (gtk_widget_get_ancestor (hg_test_find_label (GTK_WIDGET (window), "Skip"), GTK_TYPE_BUTTON));
  g_assert_false (final_running (window));
  assert_panel_scores (window, game, n_events);
  for (guint seat = 0; seat < 3; seat++)
    {
      g_autofree char *total = g_strdup_printf ("%u", hg_player_get_score (hg_game_get_player (game, seat)));

      g_assert_cmpstr (hg_player_row_get_score_text (hg_side_panel_get_player_row (window->side_panel, seat)), ==, total);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  hg_test_flush ();
}

static void
test_game_over (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = hg_test_new_game (2, 77, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (77);
  GtkWindow *dialog;

  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  while (!hg_game_get_is_over (game))
    hg_test_play_one (game, rng);

  /* The final scoring plays back on the board, then the summary comes. */
  dialog = hg_test_wait_for_toplevel (HG_TYPE_GAME_OVER_DIALOG);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "window-final.png"));
  hg_test_wait_for_frames (GTK_WIDGET (dialog));
  g_object_unref (hg_test_save_png (GTK_WIDGET (dialog), "window-final-dialog.png"));
  for (guint seat = 0; seat < 2; seat++)
    if (hg_state_get_winners (hg_game_get_state (game)) & (1u << seat))
      g_assert_nonnull (strstr (hg_game_over_dialog_get_winner_text (HG_GAME_OVER_DIALOG (dialog)),
                                hg_player_get_name (hg_game_get_player (game, seat))));
  /* The undo of the last move is still possible from the window. */
  g_assert_true (hg_game_get_can_undo (game));

  /* New Game from the summary: it closes, the window asks about the
   * unsaved moves, then offers the new-game dialog. */
  {
    GtkWidget *label = hg_test_find_label (GTK_WIDGET (dialog), "New Game");
    GtkWidget *button = label != NULL ? gtk_widget_get_ancestor (label, GTK_TYPE_BUTTON) : NULL;
    GtkWindow *new_game;

    g_assert_nonnull (button);
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_New Game");
    g_signal_emit_by_name (button, "clicked");
    hg_test_answer_question ("Save", "discard");
    new_game = hg_test_wait_for_toplevel (HG_TYPE_NEW_GAME_DIALOG);
    g_assert_null (hg_test_find_toplevel (HG_TYPE_GAME_OVER_DIALOG, NULL));
    gtk_window_destroy (new_game);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_null (hg_test_find_toplevel (HG_TYPE_GAME_OVER_DIALOG, NULL));
}

typedef struct {
  guint n;
  guint tile;
  guint seat;
} Discard;

static void
discarded_cb (HgGame  *game,
              guint    tile,
              guint    seat,
              Discard *discard)
{
  discard->n++;
  discard->tile = tile;
  discard->seat = seat;
}

/* A label that says exactly @data, outside the log (whose line of the
 * move says it too, among other things). */
static gboolean
is_toast_label (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), data)
         && gtk_widget_get_ancestor (widget, HG_TYPE_LOG_VIEW) == NULL;
}

static gboolean
toast_shown (gpointer      object,
             gconstpointer data)
{
  return hg_test_find (GTK_WIDGET (object), is_toast_label, data) != NULL;
}

/* A drawn tile that fits nowhere: HgGame::discarded, and the window says
 * so in a toast naming the tile and who drew it. */
static void
test_discard_toast (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = NULL;
  g_autofree char *text = NULL;
  guint8 discards[HG_N_TILES];
  Discard discard = { 0, };
  guint32 seed;
  guint n_start;
  guint64 rng;

  /* a game where random play leads to a discard after the start */
  for (seed = 1; seed < 2000; seed++)
    {
      g_autoptr(HgGame) probe = hg_test_new_game (2, seed, NULL);

      n_start = hg_state_get_discards (hg_game_get_state (probe), discards, HG_N_TILES);
      hg_test_play_random (probe, seed, 0);
      if (hg_state_get_discards (hg_game_get_state (probe), discards, HG_N_TILES) > n_start)
        break;
    }
  g_assert_cmpuint (seed, <, 2000);

  game = hg_test_new_game (2, seed, NULL);
  g_signal_connect (game, "discarded", G_CALLBACK (discarded_cb), &discard);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  g_assert_null (hg_test_find_label (GTK_WIDGET (window), "fitted nowhere"));

  /* The same random moves, one at a time, up to the first discard. */
  rng = seed;
  while (discard.n == 0)
    {
      g_autoptr(GError) error = NULL;
      HgMove move;

      g_assert_false (hg_game_get_is_over (game));
      g_assert_true (hg_state_random_move (hg_game_get_state (game), &rng, &move));
      g_assert_true (hg_game_play (game, &move, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (hg_state_get_discards (hg_game_get_state (game), discards, HG_N_TILES), ==, n_start + discard.n);
  g_assert_cmpuint (discards[n_start], ==, discard.tile);

  text = g_strdup_printf ("Tile %u, drawn by %s, fitted nowhere and was discarded.",
                          discard.tile, hg_player_get_name (hg_game_get_player (game, discard.seat)));
  hg_test_run_until (toast_shown, window, text, "the toast");
  g_assert_nonnull (gtk_widget_get_ancestor (hg_test_find (GTK_WIDGET (window), is_toast_label, text),
                                             ADW_TYPE_TOAST_OVERLAY));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* New Game from the application's action: the dialog, then the game in
 * the window; a computer seat makes its own moves. */
static void
test_new_game_with_computer (void)
{
  HgWindow *window = hg_window_new (app);
  HgNewGameDialog *dialog;
  HgGame *game;

  gtk_window_present (GTK_WINDOW (window));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_assert_null (hg_window_get_game (window));

  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  dialog = HG_NEW_GAME_DIALOG (hg_test_wait_for_toplevel (HG_TYPE_NEW_GAME_DIALOG));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));

  hg_new_game_dialog_set_n_players (dialog, 3);
  hg_new_game_dialog_set_seat_name (dialog, 0, "Ana");
  g_assert_true (hg_new_game_dialog_set_seat_level (dialog, 1, HG_LEVEL_RANDOM));
  g_assert_true (hg_new_game_dialog_set_seat_level (dialog, 2, HG_LEVEL_RANDOM));
  hg_new_game_dialog_start (dialog);

  game = hg_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (hg_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (hg_player_get_name (hg_game_get_player (game, 0)), ==, "Ana");
  g_assert_false (hg_window_get_unsaved (window));
  g_assert_cmpuint (hg_game_get_current_player (game), ==, 0);

  /* Ana moves; then both computer seats move by themselves and it is
   * Ana's turn again. */
  {
    g_autoptr(GArray) moves = hg_game_get_legal_moves (game);
    g_autoptr(GError) error = NULL;

    g_assert_true (hg_game_play (game, &g_array_index (moves, HgMove, 0), &error));
    g_assert_no_error (error);
  }
  g_assert_true (hg_game_get_computer_to_move (game));
  while (hg_game_get_computer_to_move (game))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (hg_game_get_current_player (game), ==, 0);
  g_assert_cmpuint (hg_game_get_n_history (game), >=, 3);

  /* Undo goes back to Ana's decision: her move is taken back along with
   * the computers' moves after it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 0);
  g_assert_cmpuint (hg_game_get_current_player (game), ==, 0);

  /* A game never saved to a file of one's own is not asked about on
   * close or quit: the autosave keeps it for the next start.  (Games
   * with a file are: see test_undo_redo_save_open.) */
  g_assert_true (hg_window_get_unsaved (window));
  g_assert_null (hg_window_get_file (window));
  g_object_ref (window);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_null (gtk_window_get_application (GTK_WINDOW (window)));
  g_object_unref (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  app = hg_test_app_new (HG_TEST_APP_DEFAULT);

  g_test_add_func ("/window-game/undo-redo-save-open", test_undo_redo_save_open);
  g_test_add_func ("/window-game/game-over", test_game_over);
  g_test_add_func ("/window-game/final-show", test_final_show);
  g_test_add_func ("/window-game/final-scores", test_final_scores);
  g_test_add_func ("/window-game/new-game-with-computer", test_new_game_with_computer);
  g_test_add_func ("/window-game/discard-toast", test_discard_toast);

  return hg_test_app_run (&app);
}
