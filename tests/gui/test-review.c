/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-review.c: review mode in the window.  Stepping with the bar's
 * actions and the keys goes backward and forward through a whole game and
 * shows exactly the state of the model at each step, read-only; leaving
 * returns to the game as it was; Continue from Here equals undoing that
 * many moves; a picture of the mode goes to $HG_TEST_OUTPUT/review.png.
 * The coach: Analyze judges the person's placements of a finished game,
 * marks those that cost points on the slider in words, and at the
 * position before such a move shows the better move on the board with
 * what it was worth ($HG_TEST_OUTPUT/review-coach.png). */

#include "config.h"

#include <adwaita.h>

#include "hg-application.h"
#include "hg-gui-test-util.h"
#include "hg-test-util.h"
#include "hg-window.h"
#include "hg-review-bar.h"
#include "hg-score-chart.h"
#include "hg-window-private.h"

static HgApplication *app;

/* The state of @game after its first @k moves, as text (a fresh copy). */
static char *
state_at (HgGame *game,
          guint   k)
{
  g_autoptr(HgGame) copy = hg_game_copy_at (game, k, NULL);
  GString *s = g_string_new (NULL);
  const HgState *state;

  g_assert_nonnull (copy);
  state = hg_game_get_state (copy);
  g_string_append_printf (s, "phase %d player %u tile %d land %u bonus %u placed %u\n",
                          hg_state_get_phase (state), hg_state_get_current_player (state),
                          hg_state_get_tile_in_hand (state), hg_state_get_land_left (state),
                          hg_state_get_bonus_left (state), hg_state_get_n_placed (state));
  for (guint seat = 0; seat < hg_state_get_n_players (state); seat++)
    g_string_append_printf (s, "seat %u score %u members %u huts %u\n", seat,
                            hg_state_get_score (state, seat), hg_state_get_members (state, seat),
                            hg_state_get_huts (state, seat));
  for (guint i = 0; i < hg_state_get_n_placed (state); i++)
    {
      HgPlacement p;

      hg_state_get_placed (state, i, &p);
      g_string_append_printf (s, "tile %u %d,%d,%u\n", p.tile, p.x, p.y, p.rot);
    }
  return g_string_free (s, FALSE);
}

static char *
shown_state (HgWindow *window)
{
  HgGame *review = hg_window_get_review_game (window);

  g_assert_nonnull (review);
  return state_at (review, hg_game_get_n_history (review));
}

/* The review bar, as the window shows it. */
static GtkWidget *
review_bar (HgWindow *window)
{
  return hg_test_find_by_type (GTK_WIDGET (window), HG_TYPE_REVIEW_BAR);
}

/* Presses @keyval in @window, wherever the focus is: it is taken. */
static void
press (HgWindow *window,
       guint     keyval)
{
  g_assert_true (hg_test_capture_key (GTK_WIDGET (window), keyval));
}

static void
check_at (HgWindow *window,
          HgGame   *game,
          guint     k)
{
  HgGame *review = hg_window_get_review_game (window);
  g_autofree char *expected = state_at (game, k);
  g_autofree char *shown = shown_state (window);

  g_assert_cmpuint (hg_game_get_n_history (review), ==, k);
  g_assert_cmpstr (shown, ==, expected);
  /* the board and the side panel show that moment, and nobody places */
  g_assert_true (hg_board_view_get_game (window->board_view) == review);
  g_assert_true (hg_side_panel_get_game (window->side_panel) == review);
  g_assert_false (hg_board_view_get_can_place (window->board_view));
  g_assert_cmpint (hg_score_chart_get_marker (HG_SCORE_CHART (hg_test_find_by_type (review_bar (window), HG_TYPE_SCORE_CHART))), ==,
                   (int) hg_state_get_turn (hg_game_get_state (review)));
}

static void
test_step_through (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = hg_test_new_game (3, 31, NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint n;

  hg_test_play_random (game, 31, 0);
  n = hg_game_get_n_history (game);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  before = state_at (game, n);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL));
  g_assert_nonnull (hg_window_get_review_game (window));
  check_at (window, game, n);
  hg_test_wait_for_frames (GTK_WIDGET (window));

  /* back to the start with the step action, every step checked */
  for (guint k = n; k > 0; k--)
    {
      g_assert_true (gtk_widget_activate_action (review_bar (window), "review.previous", NULL));
      check_at (window, game, k - 1);
    }
  /* and forward again with the keys */
  for (guint k = 0; k < n; k++)
    {
      press (window, GDK_KEY_Right);
      check_at (window, game, k + 1);
    }
  press (window, GDK_KEY_Home);
  check_at (window, game, 0);
  press (window, GDK_KEY_End);
  check_at (window, game, n);
  press (window, GDK_KEY_Left);
  check_at (window, game, n - 1);

  /* the middle, for the picture */
  gtk_range_set_value (GTK_RANGE (hg_test_find_by_type (review_bar (window), GTK_TYPE_SCALE)), n / 2);
  check_at (window, game, n / 2);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "review.png"));

  /* Escape: back to the game as it was */
  press (window, GDK_KEY_Escape);
  g_assert_null (hg_window_get_review_game (window));
  g_assert_true (hg_board_view_get_game (window->board_view) == game);
  g_assert_true (hg_side_panel_get_game (window->side_panel) == game);
  after = state_at (game, hg_game_get_n_history (game));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (hg_game_get_n_history (game), ==, n);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Continue from Here makes the moment the game in play, the later moves
 * to redo: the same as undoing them. */
static void
test_continue (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = hg_test_new_game (2, 32, NULL);
  g_autoptr(HgGame) undone = hg_test_new_game (2, 32, NULL);
  HgGame *now;
  guint n, k;

  hg_test_play_random (game, 32, 30);
  hg_test_play_random (undone, 32, 30);
  n = hg_game_get_n_history (game);
  k = n - 7;
  for (guint i = 0; i < n - k; i++)
    g_assert_true (hg_game_undo (undone));

  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  g_assert_true (hg_window_start_review (window, k));
  check_at (window, game, k);

  /* Cancel keeps the review */
  g_assert_true (gtk_widget_activate_action (review_bar (window), "review.continue", NULL));
  hg_test_answer_question ("Continue from Move", "cancel");
  g_assert_nonnull (hg_window_get_review_game (window));
  g_assert_true (hg_window_get_game (window) == game);

  g_assert_true (gtk_widget_activate_action (review_bar (window), "review.continue", NULL));
  hg_test_answer_question ("Continue from Move", "continue");
  g_assert_null (hg_window_get_review_game (window));
  now = hg_window_get_game (window);
  g_assert_true (now != game);
  g_assert_cmpuint (hg_game_get_n_history (now), ==, k);
  g_assert_cmpuint (hg_game_get_n_redo (now), ==, n - k);
  {
    g_autofree char *a = state_at (now, k);
    g_autofree char *b = state_at (undone, k);

    g_assert_cmpstr (a, ==, b);
    for (guint i = 0; i < n - k; i++)
      {
        HgMove m1, m2;

        hg_game_get_redo_move (now, i, &m1);
        hg_game_get_redo_move (undone, i, &m2);
        g_assert_true (hg_move_equal (&m1, &m2));
      }
  }
  /* the person plays on, and the moves not kept are not saved */
  g_assert_true (hg_board_view_get_game (window->board_view) == now);
  g_assert_true (hg_window_get_unsaved (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
analysed (gpointer      object,
          gconstpointer data)
{
  return !hg_analysis_get_running (object);
}

static void
test_coach (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = hg_test_poor_game (17, 14, 3, HG_LEVEL_MEDIUM);
  HgAnalysis *analysis;
  HgAiJudgement judgement;
  GtkWidget *scale;
  HgMove ghost;
  guint k, marked = 0, first = G_MAXUINT;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 760);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL));
  hg_test_wait_for_frames (GTK_WIDGET (window));

  g_assert_true (gtk_widget_activate_action (review_bar (window), "review.analyze", NULL));
  analysis = hg_session_get_analysis (hg_window_get_session (window));
  g_assert_true (hg_analysis_get_running (analysis));
  hg_test_wait_for_label (review_bar (window), "Analyzing…", "the analysis's progress");
  hg_test_run_until (analysed, analysis, NULL, "the analysis");
  hg_test_wait_for_frames (GTK_WIDGET (window));

  /* Ana's placements judged, none of Ben's; those that cost points marked */
  for (guint i = 0; i < hg_analysis_get_n_moves (analysis); i++)
    {
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (hg_game_get_moves (game), i);

      g_assert_cmpint (hg_analysis_get_judgement (analysis, i, &judgement), ==,
                       hg_move_record_get_seat (record) == 0);
      if (hg_move_record_get_seat (record) == 0 && judgement.loss >= HG_GAME_MISTAKE)
        {
          marked++;
          first = MIN (first, i);
        }
    }
  g_assert_cmpuint (marked, >, 0);
  scale = hg_test_find_by_type (review_bar (window), GTK_TYPE_SCALE);
  g_assert_true (hg_test_find_label (scale, "mistake") != NULL || hg_test_find_label (scale, "blunder") != NULL);
  g_assert_nonnull (hg_test_find_label (review_bar (window), "Ana: "));
  /* the chart's expected margins: one a placement judged, Ana's alone */
  {
    HgScoreChart *chart = HG_SCORE_CHART (hg_test_find_by_type (review_bar (window), HG_TYPE_SCORE_CHART));
    guint anas = 0;

    for (guint i = 0; i < hg_analysis_get_n_moves (analysis); i++)
      anas += hg_analysis_get_judgement (analysis, i, NULL);
    g_assert_cmpuint (hg_score_chart_get_n_margins (chart, 0), ==, anas);
    g_assert_cmpuint (hg_score_chart_get_n_margins (chart, 1), ==, 0);
  }

  /* the position before the first move marked: its better move */
  g_assert_true (gtk_widget_activate_action (review_bar (window), "review.first", NULL));
  for (k = 0; k < first; k++)
    g_assert_true (gtk_widget_activate_action (review_bar (window), "review.next", NULL));
  g_assert_true (hg_analysis_get_judgement (analysis, first, &judgement));
  g_assert_true (hg_board_view_get_hint (window->board_view, &ghost));
  g_assert_true (hg_move_equal (&ghost, &judgement.best));
  g_assert_nonnull (hg_test_find_label (review_bar (window), "more than Ana’s move."));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "review-coach.png"));

  /* a step on: the move played, no ghost */
  g_assert_true (gtk_widget_activate_action (review_bar (window), "review.next", NULL));
  g_assert_false (hg_board_view_get_hint (window->board_view, NULL));

  /* Done, and back: the analysis stays with the game */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL));
  g_assert_true (hg_session_get_analysis (hg_window_get_session (window)) == analysis);
  g_assert_nonnull (hg_test_find_label (review_bar (window), "Ana: "));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  app = hg_test_app_new (HG_TEST_APP_DEFAULT);
  /* the moves themselves are not what this looks at */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/review/step-through", test_step_through);
  g_test_add_func ("/review/continue", test_continue);
  g_test_add_func ("/review/coach", test_coach);

  return hg_test_app_run (&app);
}
