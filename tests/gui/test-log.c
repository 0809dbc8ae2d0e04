/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The side panel's lists from the game's list models: the players (one
 * row per HgPlayer, following another game), and the log's two pages
 * after a whole game of computer seats: Moves, one line per move of the
 * history, newest first, naming its player and tile with its player's
 * mark, and Scoring, one line per event; undo and redo take lines away
 * and bring them back.  Pointing at a move (or selecting it) outlines its
 * tile on the board and tints what it scored.  PNGs in $HG_TEST_OUTPUT:
 * log-moves.png, log-scoring.png, log-moves-dark.png. */
#include "config.h"

#include <adwaita.h>

#include "hg-application.h"
#include "hg-gui-test-util.h"
#include "hg-log-row.h"
#include "hg-seat-swatch.h"
#include "hg-side-panel.h"
#include "hg-window.h"

static HgApplication *app;

/* Every seat a computer: random and easy in turn. */
static HgGame *
computer_game (guint   n_players,
               guint32 seed)
{
  HgLevel levels[HG_MAX_PLAYERS];

  for (guint seat = 0; seat < n_players; seat++)
    levels[seat] = seat % 2 == 0 ? HG_LEVEL_RANDOM : HG_LEVEL_EASY;
  return hg_test_new_game (n_players, seed, levels);
}

static void
play_to_end (HgGame *game)
{
  while (!hg_game_get_is_over (game))
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (hg_game_play_computer (game, NULL, &error));
      g_assert_no_error (error);
    }
}

/* Who played each move of @game's history and which tile, worked out
 * again by replaying the moves on a new game. */
typedef struct {
  guint    seat;
  guint    tile;
  gboolean bonus;
} Played;

static GArray *
replay_history (HgGame *game)
{
  g_autoptr(HgGame) replay = hg_game_new (hg_game_get_setup (game), NULL, NULL, NULL, NULL);
  GArray *played = g_array_new (FALSE, FALSE, sizeof (Played));

  g_assert_nonnull (replay);
  for (guint i = 0; i < hg_game_get_n_history (game); i++)
    {
      g_autoptr(GError) error = NULL;
      Played p = {
        hg_game_get_current_player (replay),
        (guint) hg_game_get_tile_in_hand (replay),
        hg_game_get_phase (replay) == HG_PHASE_BONUS,
      };
      HgMove move;

      g_array_append_val (played, p);
      hg_game_get_history_move (game, i, &move);
      g_assert_true (hg_game_play (replay, &move, &error));
      g_assert_no_error (error);
    }
  return played;
}

static void
check_moves_page (HgSidePanel *panel,
                  HgGame      *game)
{
  HgLogView *log = hg_side_panel_get_move_log (panel);
  g_autoptr(GArray) played = replay_history (game);
  guint n = hg_game_get_n_history (game);

  g_assert_cmpuint (hg_log_view_get_n_rows (log), ==, n);
  g_assert_null (hg_log_view_get_row (log, n));
  for (guint row = 0; row < n; row++)
    {
      const Played *p = &g_array_index (played, Played, n - 1 - row);
      HgPlayer *player = hg_game_get_player (game, p->seat);
      GtkWidget *widget = hg_log_view_get_row (log, row);
      GtkWidget *swatch = hg_test_find_by_type (widget, HG_TYPE_SEAT_SWATCH);
      g_autofree char *placed = g_strdup_printf (p->bonus ? "%s placed bonus tile %u " : "%s placed tile %u ",
                                                 hg_player_get_name (player), p->tile);
      const char *text = hg_log_view_get_row_text (log, row);

      /* Newest first: row 0 is the last move. */
      g_assert_true (HG_IS_MOVE_RECORD (hg_log_view_get_row_item (log, row)));
      g_assert_cmpuint (hg_move_record_get_number (HG_MOVE_RECORD (hg_log_view_get_row_item (log, row))),
                        ==, n - row);
      if (strstr (text, placed) == NULL)
        g_error ("row %u: \"%s\" does not say \"%s\"", row, text, placed);
      g_assert_nonnull (swatch);
      g_assert_cmpuint (hg_seat_swatch_get_seats (HG_SEAT_SWATCH (swatch)), ==, 1u << p->seat);
      g_assert_true (hg_seat_swatch_get_players (HG_SEAT_SWATCH (swatch)) == hg_game_get_players (game));
    }
}

static void
check_scoring_page (HgSidePanel *panel,
                    HgGame      *game)
{
  HgLogView *log = hg_side_panel_get_score_log (panel);
  guint n = hg_game_get_n_events (game);

  g_assert_cmpuint (hg_log_view_get_n_rows (log), ==, n);
  for (guint row = 0; row < n; row++)
    {
      HgScoreEvent *event = hg_game_get_event (game, n - 1 - row);
      GtkWidget *swatch = hg_test_find_by_type (hg_log_view_get_row (log, row), HG_TYPE_SEAT_SWATCH);

      g_assert_true (hg_log_view_get_row_item (log, row) == G_OBJECT (event));
      g_assert_cmpstr (hg_log_view_get_row_text (log, row), ==, hg_score_event_get_text (event));
      g_assert_cmpuint (hg_seat_swatch_get_seats (HG_SEAT_SWATCH (swatch)), ==, hg_score_event_get_seats (event));
    }
}

static void
check_player_rows (HgSidePanel *panel,
                   HgGame      *game)
{
  GListModel *players = hg_game_get_players (game);

  for (guint seat = 0; seat < g_list_model_get_n_items (players); seat++)
    {
      g_autoptr(HgPlayer) player = g_list_model_get_item (players, seat);
      HgPlayerRow *row = hg_side_panel_get_player_row (panel, seat);

      g_assert_nonnull (row);
      g_assert_true (hg_player_row_get_player (row) == player);
      g_assert_nonnull (hg_test_find_label (GTK_WIDGET (row), hg_player_get_name (player)));
    }
  g_assert_null (hg_side_panel_get_player_row (panel, g_list_model_get_n_items (players)));
}

static void
test_players (void)
{
  g_autoptr(HgGame) three = hg_test_new_game (3, 5, NULL);
  g_autoptr(HgGame) five = hg_test_new_game (5, 6, NULL);
  GtkWidget *window = gtk_window_new ();
  HgSidePanel *panel = HG_SIDE_PANEL (hg_side_panel_new ());

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_null (hg_side_panel_get_player_row (panel, 0));

  hg_side_panel_set_game (panel, three);
  check_player_rows (panel, three);
  hg_side_panel_set_game (panel, five);
  check_player_rows (panel, five);
  hg_side_panel_set_game (panel, three);
  check_player_rows (panel, three);
  hg_side_panel_set_game (panel, NULL);
  g_assert_null (hg_side_panel_get_player_row (panel, 0));
  g_assert_cmpuint (hg_log_view_get_n_rows (hg_side_panel_get_move_log (panel)), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_whole_game (void)
{
  g_autoptr(HgGame) game = computer_game (4, 1234);
  GtkWidget *window = gtk_window_new ();
  HgSidePanel *panel = HG_SIDE_PANEL (hg_side_panel_new ());
  guint n;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  gtk_window_set_default_size (GTK_WINDOW (window), 340, 900);
  gtk_window_present (GTK_WINDOW (window));
  hg_side_panel_set_game (panel, game);
  g_assert_cmpstr (hg_side_panel_get_log_page (panel), ==, "moves");
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (panel), "No moves yet"));
  check_moves_page (panel, game);

  play_to_end (game);
  n = hg_game_get_n_history (game);
  g_test_message ("%u moves, %u scoring events", n, hg_game_get_n_events (game));
  g_assert_cmpuint (n, >, 60);
  check_moves_page (panel, game);
  check_scoring_page (panel, game);
  /* The last move's line tells the end. */
  g_assert_nonnull (strstr (hg_log_view_get_row_text (hg_side_panel_get_move_log (panel), 0),
                            "Final scoring:"));

  hg_test_wait_for_frames (window);
  g_object_unref (hg_test_save_png (window, "log-moves.png"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  hg_test_wait_for_frames (window);
  g_object_unref (hg_test_save_png (window, "log-moves-dark.png"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  hg_side_panel_set_log_page (panel, "scoring");
  hg_test_wait_for_frames (window);
  g_object_unref (hg_test_save_png (window, "log-scoring.png"));

  /* Undo takes lines away, newest first; redo brings them back. */
  for (guint i = 0; i < 5; i++)
    g_assert_true (hg_game_undo (game));
  g_assert_cmpuint (hg_log_view_get_n_rows (hg_side_panel_get_move_log (panel)), ==, n - 5);
  check_moves_page (panel, game);
  check_scoring_page (panel, game);
  while (hg_game_get_can_redo (game))
    g_assert_true (hg_game_redo (game));
  check_moves_page (panel, game);
  check_scoring_page (panel, game);

  /* With no person's move in the history, undo by turns goes back to the
   * start: no line is left. */
  g_assert_true (hg_game_undo_turn (game));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 0);
  g_assert_cmpuint (hg_log_view_get_n_rows (hg_side_panel_get_move_log (panel)), ==, 0);
  g_assert_cmpuint (hg_log_view_get_n_rows (hg_side_panel_get_score_log (panel)), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
has_outline (HgBoardView *board,
             int          x,
             int          y)
{
  int ox, oy;

  return hg_board_view_get_highlight_square (board, &ox, &oy) && ox == x && oy == y;
}

/* Selecting a line of Moves (the keyboard's way of pointing at it)
 * outlines the move's tile and tints the features it scored. */
static void
test_move_highlight (void)
{
  g_autoptr(HgGame) game = hg_test_new_game (3, 77, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (77);
  HgWindow *window = hg_window_new (app);
  HgSidePanel *panel = HG_SIDE_PANEL (hg_window_get_side_panel (window));
  HgBoardView *board = HG_BOARD_VIEW (hg_window_get_board_view (window));
  HgLogView *log = hg_side_panel_get_move_log (panel);
  GtkListBox *list = GTK_LIST_BOX (hg_test_find_by_type (GTK_WIDGET (log), GTK_TYPE_LIST_BOX));
  g_autoptr(GBytes) plain = NULL;
  g_autoptr(GBytes) scored = NULL;
  HgMoveRecord *record = NULL;
  guint row = 0;
  const HgMove *move;

  /* Moves until one has scored, and one more. */
  while (hg_game_get_n_events (game) == 0)
    hg_test_play_one (game, rng);
  hg_test_play_one (game, rng);
  hg_window_set_game (window, game, NULL);
  gtk_window_present (GTK_WINDOW (window));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_assert_nonnull (list);
  g_assert_false (hg_board_view_get_highlight_square (board, NULL, NULL));
  plain = hg_test_board_pixels (board, 600, 400);

  /* The last move: its tile outlined. */
  gtk_list_box_select_row (list, gtk_list_box_get_row_at_index (list, 0));
  record = HG_MOVE_RECORD (hg_log_view_get_row_item (log, 0));
  move = hg_move_record_get_move (record);
  g_assert_true (hg_log_view_get_hovered (log) == G_OBJECT (record));
  g_assert_true (has_outline (board, move->x, move->y));

  /* The move that scored: outlined and its feature tinted. */
  while (g_list_model_get_n_items (hg_move_record_get_scores (record)) == 0)
    {
      row++;
      record = HG_MOVE_RECORD (hg_log_view_get_row_item (log, row));
      g_assert_nonnull (record);
    }
  move = hg_move_record_get_move (record);
  gtk_list_box_select_row (list, gtk_list_box_get_row_at_index (list, (int) row));
  g_assert_true (has_outline (board, move->x, move->y));
  scored = hg_test_board_pixels (board, 600, 400);
  g_assert_false (g_bytes_equal (plain, scored));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "log-move-highlight.png"));

  /* Nothing selected: nothing outlined, the board as before. */
  gtk_list_box_unselect_all (list);
  g_assert_false (hg_board_view_get_highlight_square (board, NULL, NULL));
  {
    g_autoptr(GBytes) again = hg_test_board_pixels (board, 600, 400);

    g_assert_true (g_bytes_equal (plain, again));
  }

  /* The other page: a selected move no longer shows. */
  gtk_list_box_select_row (list, gtk_list_box_get_row_at_index (list, 0));
  g_assert_true (hg_board_view_get_highlight_square (board, NULL, NULL));
  hg_side_panel_set_log_page (panel, "scoring");
  g_assert_false (hg_board_view_get_highlight_square (board, NULL, NULL));
  hg_side_panel_set_log_page (panel, "moves");
  g_assert_true (has_outline (board, hg_move_record_get_move (HG_MOVE_RECORD (hg_log_view_get_row_item (log, 0)))->x,
                              hg_move_record_get_move (HG_MOVE_RECORD (hg_log_view_get_row_item (log, 0)))->y));

  /* A new move clears it. */
  hg_test_play_one (game, rng);
  g_assert_false (hg_board_view_get_highlight_square (board, NULL, NULL));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  app = hg_test_app_new (HG_TEST_APP_DEFAULT);

  g_test_add_func ("/log/players", test_players);
  g_test_add_func ("/log/whole-game", test_whole_game);
  g_test_add_func ("/log/move-highlight", test_move_highlight);

  return hg_test_app_run (&app);
}
