/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The computer seats in the window: a hard computer thinks in a worker
 * thread while the main loop goes on and its row says "Thinking…", then
 * plays; undo during the thought cancels it and returns to the person's
 * turn; another game or closing the window cancels it and leaves no
 * thread behind. */
#include "config.h"

#include <adwaita.h>

#include "hg-application.h"
#include "hg-board-view.h"
#include "hg-computer-turn.h"
#include "hg-player-row.h"
#include "hg-side-panel.h"
#include "hg-window.h"
#include "hg-gui-test-util.h"
#include "hg-test-threads.h"
#include "hg-window-private.h"

static HgApplication *app;

/* Seat 0 a person, seat 1 the computer at level hard. */
static HgGame *
new_game (guint32 seed)
{
  const HgLevel levels[] = { HG_LEVEL_HUMAN, HG_LEVEL_HARD };

  return hg_test_new_game (2, seed, levels);
}

/* The person plays through the board view: the first legal placement,
 * with no figure. */
static void
person_plays (HgWindow *window)
{
  HgBoardView *view = HG_BOARD_VIEW (hg_window_get_board_view (window));
  HgGame *game = hg_window_get_game (window);
  g_autoptr(GArray) places = hg_game_get_legal_placements (game);
  const HgPlacement *p;
  guint before = hg_game_get_n_history (game);

  g_assert_true (hg_board_view_get_can_place (view));
  g_assert_cmpuint (places->len, >, 0);
  p = &g_array_index (places, HgPlacement, 0);
  hg_board_view_set_rotation (view, p->rot);
  g_assert_true (hg_board_view_place_at (view, p->x, p->y));
  if (hg_game_get_n_history (game) == before)
    g_assert_true (hg_board_view_choose_spot (view, -1));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, before + 1);
}

static const char *
status_of (HgWindow *window,
           guint     seat)
{
  HgSidePanel *panel = HG_SIDE_PANEL (hg_window_get_side_panel (window));

  return hg_player_row_get_status_text (hg_side_panel_get_player_row (panel, seat));
}

typedef struct {
  guint  ticks;
  guint  ticks_while_searching;
  gint64 last;       /* µs, monotonic */
  gint64 max_gap;    /* the longest wait between two ticks (a measure) */
} Ticks;

static gboolean
tick_cb (gpointer user_data)
{
  Ticks *ticks = user_data;

  gint64 now = g_get_monotonic_time ();

  if (ticks->last != 0)
    ticks->max_gap = MAX (ticks->max_gap, now - ticks->last);
  ticks->last = now;
  ticks->ticks++;
  if (hg_test_count_threads (HG_TEST_AI_THREADS) > 0)
    ticks->ticks_while_searching++;
  return G_SOURCE_CONTINUE;
}

/* The computer seats' turns of the last window made: kept, so that a
 * thought is seen to end after its window has gone. */
static HgComputerTurn *turn;

static gboolean
no_thought_running (gpointer      object,
                    gconstpointer data)
{
  return !hg_computer_turn_get_busy (turn);
}

static gboolean
thought_running (gpointer      object,
                 gconstpointer data)
{
  return hg_computer_turn_get_busy (turn);
}

/* Every thought has handed back its result, and no search thread is left
 * (seen from outside the program, by their names). */
static void
wait_until_done (void)
{
  hg_test_run_until (no_thought_running, NULL, NULL, "the thoughts to end");
  hg_test_flush ();
  g_assert_cmpuint (hg_test_threads_ended (HG_TEST_AI_THREADS), ==, 0);
}

/* The computer's turn starts once the main loop is idle after the move
 * that made it the computer's: one worker thinks. */
static void
wait_for_thought (void)
{
  hg_test_run_until (thought_running, NULL, NULL, "the computer's turn");
}

static HgWindow *
new_window (HgGame *game)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  HgWindow *window;

  /* Quick, for the tests: 0.3 s a move, 100 ms of search. */
  g_settings_set_enum (settings, "computer-speed", 2);
  g_settings_set_int (settings, "computer-think-ms", 100);

  window = hg_window_new (app);
  g_set_object (&turn, window->computer_turn);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  return window;
}

static void
test_thinks_in_thread (void)
{
  g_autoptr(HgGame) game = new_game (11);
  HgWindow *window = new_window (game);
  HgBoardView *view = HG_BOARD_VIEW (hg_window_get_board_view (window));
  Ticks ticks = { 0, };
  guint tick_id;

  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_assert_false (hg_game_get_computer_to_move (game));
  g_assert_cmpstr (status_of (window, 0), ==, "Your turn");
  /* A search long enough that the main loop surely gets its turn while the
   * workers run, even when it is busy painting tiles for the first time
   * (a 100 ms search could end before the first tick on a loaded machine). */
  g_settings_set_int (settings, "computer-think-ms", 1500);
  person_plays (window);

  /* The computer's turn: it thinks in a worker thread; the board does
   * not take a placement; the row says so. */
  g_assert_true (hg_game_get_computer_to_move (game));
  g_assert_false (hg_board_view_get_can_place (view));
  wait_for_thought ();
  g_assert_cmpstr (status_of (window, 1), ==, "Thinking…");

  /* The main loop runs while the search does. */
  tick_id = g_timeout_add (2, tick_cb, &ticks);
  while (ticks.ticks_while_searching == 0 && hg_game_get_n_history (game) == 1)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (ticks.ticks_while_searching, >, 0);
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 1);
  g_assert_cmpstr (status_of (window, 1), ==, "Thinking…");
  /* A picture of the thinking state (the move shows no sooner than 0.3 s
   * after the turn began, so it is normally still to come). */
  hg_test_wait_for_frames (GTK_WIDGET (window));
  if (hg_game_get_n_history (game) == 1)
    g_object_unref (hg_test_save_png (GTK_WIDGET (window), "computer-thinking.png"));
  else
    g_test_message ("the move came before the picture of the thinking state");

  /* Then it plays, and it is the person's turn again. */
  while (hg_game_get_n_history (game) == 1)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick_id);
  g_test_message ("main loop during the computer's turn: %u ticks, %u while searching, "
                  "longest gap %.1f ms", ticks.ticks, ticks.ticks_while_searching,
                  ticks.max_gap / 1000.0);
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 2);
  g_assert_cmpuint (hg_game_get_current_player (game), ==, 0);
  g_assert_cmpstr (status_of (window, 1), ==, "");
  g_assert_cmpstr (status_of (window, 0), ==, "Your turn");
  g_assert_true (hg_board_view_get_can_place (view));
  wait_until_done ();
  g_assert_cmpuint (hg_test_threads_ended (HG_TEST_AI_THREADS), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_undo_cancels (void)
{
  g_autoptr(HgGame) game = new_game (12);
  HgWindow *window = new_window (game);
  HgBoardView *view = HG_BOARD_VIEW (hg_window_get_board_view (window));

  person_plays (window);
  wait_for_thought ();
  g_assert_cmpstr (status_of (window, 1), ==, "Thinking…");

  /* Undo while it thinks: back to the person's decision at once. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 0);
  g_assert_cmpuint (hg_game_get_current_player (game), ==, 0);
  g_assert_cmpstr (status_of (window, 0), ==, "Your turn");
  g_assert_true (hg_board_view_get_can_place (view));

  /* The cancelled thought ends and its move is dropped. */
  wait_until_done ();
  g_assert_cmpuint (hg_test_threads_ended (HG_TEST_AI_THREADS), ==, 0);
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 0);
  g_assert_cmpuint (hg_game_get_n_redo (game), ==, 1);

  /* And the game goes on as before. */
  person_plays (window);
  while (hg_game_get_n_history (game) < 2)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (hg_game_get_current_player (game), ==, 0);
  wait_until_done ();

  /* A change of the game by other means than the window's Undo (here the
   * model's) makes the running thought stale too: it is dropped. */
  person_plays (window);
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 3);
  wait_for_thought ();
  g_assert_true (hg_game_undo (game));
  g_assert_cmpuint (hg_game_get_current_player (game), ==, 0);
  g_assert_cmpstr (status_of (window, 1), ==, "");
  wait_until_done ();
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 2);
  g_assert_cmpuint (hg_game_get_current_player (game), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Redo of a person's move and the computer's answer plays both at once:
 * no thought starts in between (the turn starts from an idle), and none
 * after, as it is the person's turn again. */
static void
test_redo_turn (void)
{
  g_autoptr(HgGame) game = new_game (16);
  HgWindow *window = new_window (game);

  person_plays (window);
  wait_for_thought ();
  while (hg_game_get_n_history (game) < 2)
    g_main_context_iteration (NULL, TRUE);
  wait_until_done ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 0);
  hg_test_flush ();
  g_assert_false (hg_computer_turn_get_busy (turn));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 2);
  g_assert_false (hg_computer_turn_get_busy (turn));
  hg_test_flush ();
  g_assert_false (hg_computer_turn_get_busy (turn));
  g_assert_false (hg_game_get_computer_to_move (game));
  g_assert_cmpstr (status_of (window, 0), ==, "Your turn");

  /* Undo back to the person's move, then the model's own redo of that
   * one move: now the computer is to move, and its turn starts. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (hg_game_redo (game));
  g_assert_true (hg_game_get_computer_to_move (game));
  wait_for_thought ();
  hg_window_set_game (window, NULL, NULL);
  wait_until_done ();

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_new_game_cancels (void)
{
  g_autoptr(HgGame) game = new_game (13);
  g_autoptr(HgGame) other = new_game (14);
  HgWindow *window = new_window (game);

  person_plays (window);
  wait_for_thought ();

  /* Another game (New Game, Open) while it thinks. */
  hg_window_set_game (window, other, NULL);
  g_assert_cmpstr (status_of (window, 0), ==, "Your turn");
  wait_until_done ();
  g_assert_cmpuint (hg_test_threads_ended (HG_TEST_AI_THREADS), ==, 0);
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 1);
  g_assert_cmpuint (hg_game_get_n_history (other), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_destroy_while_thinking (void)
{
  g_autoptr(HgGame) game = new_game (15);
  HgWindow *window = new_window (game);

  person_plays (window);
  wait_for_thought ();

  gtk_window_destroy (GTK_WINDOW (window));
  wait_until_done ();
  g_assert_false (hg_computer_turn_get_busy (turn));
  g_assert_cmpuint (hg_test_threads_ended (HG_TEST_AI_THREADS), ==, 0);
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 1);
}

/* The speed submenu's action is the setting. */
static void
test_speed_action (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  HgWindow *window = hg_window_new (app);
  g_autoptr(GVariant) state = NULL;

  g_settings_set_enum (settings, "computer-speed", 1);
  g_action_group_activate_action (G_ACTION_GROUP (window), "computer-speed",
                                  g_variant_new_string ("slow"));
  g_assert_cmpint (g_settings_get_enum (settings, "computer-speed"), ==, 0);
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "computer-speed");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "slow");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int result;

  g_test_init (&argc, &argv, NULL);

  app = hg_test_app_new (HG_TEST_APP_DEFAULT);

  g_test_add_func ("/computer/thinks-in-thread", test_thinks_in_thread);
  g_test_add_func ("/computer/undo-cancels", test_undo_cancels);
  g_test_add_func ("/computer/redo-turn", test_redo_turn);
  g_test_add_func ("/computer/new-game-cancels", test_new_game_cancels);
  g_test_add_func ("/computer/destroy-while-thinking", test_destroy_while_thinking);
  g_test_add_func ("/computer/speed-action", test_speed_action);

  result = hg_test_app_run (&app);
  g_clear_object (&turn);
  return result;
}
