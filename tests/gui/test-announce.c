/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-announce.c: what the window says to a screen reader, read in the
 * process from the board's accessible description, where GTK 4.8 puts
 * it (first, until the person's next key on the board): each move of the
 * table in the sentence of the list of moves, moves taken back, the hint,
 * who won.  On GTK 4.14 and newer it is announced instead, which only an
 * assistive technology hears (gui-heard, on a bus of its own, and
 * tests/gui/test-screen-reader.py). */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "hg-application.h"
#include "hg-gui-test-util.h"
#include "hg-window.h"
#include "hg-game-over-dialog.h"
#include "hg-window-private.h"
#include "hg-board-view-private.h"
#include "hg-tile-text.h"

static HgApplication *app;

/* The board's accessible description as it is now.  GTK's test API
 * gives a property's value back when it differs from the one asked. */
static char *
description_of (HgBoardView *view)
{
  char *value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (view),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                    "\x01");

  g_assert_nonnull (value);
  return value;
}

static gboolean
says_first (gpointer      object,
            gconstpointer data)
{
  g_autofree char *text = description_of (object);

  return g_str_has_prefix (text, data);
}

/* The sentence of move @index of @game's history. */
static char *
move_text (HgGame *game,
           guint   index)
{
  g_autoptr(HgMoveRecord) record = g_list_model_get_item (hg_game_get_moves (game), index);

  g_assert_nonnull (record);
  return g_strdup (hg_move_record_get_text (record));
}

static gboolean
n_history_is (gpointer      object,
              gconstpointer data)
{
  return hg_game_get_n_history (object) == GPOINTER_TO_UINT (data);
}

static gboolean
hint_shown (gpointer      object,
            gconstpointer data)
{
  return hg_board_view_get_hint (object, NULL);
}

static gboolean
skip_where_announced (void)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  g_test_skip ("GTK announces; the description does not carry it");
  return TRUE;
#else
  return FALSE;
#endif
}

/* A person and a computer: the person's move, then the computer's, each
 * said first as the list of moves says it; a key on the board lets the
 * board's own words come first again; Undo says what it took back. */
static void
test_moves (void)
{
  const HgLevel levels[] = { HG_LEVEL_HUMAN, HG_LEVEL_EASY };
  HgWindow *window;
  g_autoptr(HgGame) game = NULL;
  g_autofree char *mine = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *after_key = NULL;
  HgBoardView *view;

  if (skip_where_announced ())
    return;
  window = hg_window_new (app);
  game = hg_test_new_game (2, 17, levels);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  view = window->board_view;
  hg_test_wait_for_frames (GTK_WIDGET (window));
  /* the keys told on the first focus, then whose turn and the tile */
  hg_test_run_until (says_first, view, "Arrow keys move the cursor, ", "the keys told");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.next-square", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.activate", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.activate", NULL));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 1);
  mine = move_text (game, 0);
  g_assert_true (g_str_has_prefix (mine, "Ana placed tile "));
  hg_test_run_until (says_first, view, mine, "the person's move said");

  hg_test_run_until (n_history_is, game, GUINT_TO_POINTER (2), "the computer's move");
  theirs = move_text (game, 1);
  g_assert_true (g_str_has_prefix (theirs, "Ben placed "));
  hg_test_run_until (says_first, view, theirs, "the computer's move said");

  /* a key on the board: what it does is said, not the news */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.move", "(ii)", 1, 0));
  after_key = description_of (view);
  g_assert_null (strstr (after_key, theirs));

  /* Undo goes back to the person's move: two moves taken back */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  hg_test_run_until (says_first, view, "2 moves taken back.", "the undo said");
  /* Redo plays them again, and says them */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  {
    g_autofree char *again = g_strdup_printf ("Played again: %s %s", mine, theirs);

    hg_test_run_until (says_first, view, again, "the redo said");
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The hint's reason is said when it shows. */
static void
test_hint (void)
{
  HgWindow *window;
  g_autoptr(HgGame) game = NULL;
  HgBoardView *view;

  if (skip_where_announced ())
    return;
  window = hg_window_new (app);
  game = hg_test_new_game (2, 44, NULL);
  hg_test_play_random (game, 44, 5);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  view = window->board_view;
  hg_test_wait_for_frames (GTK_WIDGET (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  hg_test_run_until (hint_shown, view, NULL, "the hint");
  hg_test_run_until (says_first, view, "Hint: ", "the hint said");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The last move says the final scoring and who won. */
static void
test_game_over (void)
{
  HgWindow *window;
  g_autoptr(HgGame) game = NULL;
  g_autofree char *last = NULL;
  g_autofree char *winners = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  HgBoardView *view;
  HgMove move;

  if (skip_where_announced ())
    return;
  window = hg_window_new (app);
  game = hg_test_new_game (2, 8, NULL);
  hg_test_play_random (game, 8, 0);
  g_assert_true (hg_game_undo (game));
  hg_game_get_redo_move (game, 0, &move);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  view = window->board_view;
  hg_test_wait_for_frames (GTK_WIDGET (window));

  g_assert_true (hg_game_play (game, &move, &error));
  g_assert_no_error (error);
  g_assert_true (hg_game_get_is_over (game));
  last = move_text (game, hg_game_get_n_history (game) - 1);
  winners = hg_game_describe_winners (game);
  expected = g_strdup_printf ("%s %s", last, winners);
  hg_test_run_until (says_first, view, expected, "the end said");

  {
    GtkWindow *summary = hg_test_find_toplevel (HG_TYPE_GAME_OVER_DIALOG, NULL);

    if (summary != NULL)
      gtk_window_destroy (summary);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* How many rotations of the tile in hand fit at (@x,@y). */
static guint
n_fitting (HgBoardView *view,
           int          x,
           int          y)
{
  guint n = 0;

  for (guint rot = 0; rot < 4; rot++)
    n += hg_board_placing_fits (view->placing, x, y, rot);
  return n;
}

/* Keys that change nothing say why: Enter where the tile does not fit
 * (each time), R where it fits one way only. */
static void
test_no_ops (void)
{
  HgWindow *window;
  g_autoptr(HgGame) game = NULL;
  HgBoardView *view;
  guint rotation, tries;

  if (skip_where_announced ())
    return;
  window = hg_window_new (app);
  game = hg_test_new_game (2, 23, NULL);
  hg_test_play_random (game, 23, 6);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  view = window->board_view;
  hg_test_wait_for_frames (GTK_WIDGET (window));

  /* to a square where the tile fits one way only */
  for (tries = 0; tries < 200; tries++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.next-square", NULL));
      if (n_fitting (view, hg_test_board_target_x (view), hg_test_board_target_y (view)) == 1)
        break;
    }
  g_assert_cmpuint (tries, <, 200);
  rotation = hg_board_view_get_rotation (view);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.turn", NULL));
  g_assert_cmpuint (hg_board_view_get_rotation (view), ==, rotation);
  g_assert_true (says_first (view, "Only this way fits here. "));

  /* to a square where it does not fit at all */
  for (tries = 0; tries < 40 && n_fitting (view, hg_test_board_target_x (view), hg_test_board_target_y (view)) > 0; tries++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.move", "(ii)", 0, 1));
  g_assert_cmpuint (n_fitting (view, hg_test_board_target_x (view), hg_test_board_target_y (view)), ==, 0);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.activate", NULL));
      g_assert_true (says_first (view, "The tile does not fit here. "));
    }
  g_assert_false (hg_board_placing_get_placement (view->placing, NULL));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The keyboard cursor to square (@x,@y), by the arrow keys' action. */
static guint
n_spots (HgBoardView *view)
{
  guint n;

  hg_board_placing_get_spots (view->placing, &n);
  return n;
}

static void
cursor_to (HgBoardView *view,
           int          x,
           int          y)
{
  if (!hg_board_placing_get_target (view->placing, NULL, NULL))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.next-square", NULL));
  for (guint i = 0; i < 100 && (hg_test_board_target_x (view) != x || hg_test_board_target_y (view) != y); i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.move", "(ii)",
                                               CLAMP (x - hg_test_board_target_x (view), -1, 1),
                                               hg_test_board_target_x (view) == x ? CLAMP (y - hg_test_board_target_y (view), -1, 1) : 0));
  g_assert_cmpint (hg_test_board_target_x (view), ==, x);
  g_assert_cmpint (hg_test_board_target_y (view), ==, y);
}

/* Words, state first: the square under the cursor and its fit, short;
 * the tile in hand in words, which R changes; the start tile named; a
 * figure on a placed tile with its owner, its zone by side and its
 * feature; the figure spot chosen with Tab. */
static void
test_words (void)
{
  HgWindow *window;
  g_autoptr(HgGame) game = NULL;
  g_autofree char *square = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *start = NULL;
  g_autofree char *placed = NULL;
  g_autofree char *spot_text = NULL;
  g_autofree char *spot_name = NULL;
  g_autofree char *spot_want = NULL;
  const HgMove *spot;
  HgPlacement provisional;
  guint n;
  int focus;
  g_autofree char *tile_words = NULL;
  g_autofree char *figure = NULL;
  g_autofree char *owner = NULL;
  const HgTile *tile;
  HgFigure figures[64];
  HgBoardView *view;
  guint tries, n_figures;

  window = hg_window_new (app);
  game = hg_test_new_game (2, 31, NULL);
  hg_test_play_random (game, 31, 12);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  view = window->board_view;
  hg_test_wait_for_frames (GTK_WIDGET (window));

  /* a square where the tile fits two ways or more: the square first */
  for (tries = 0; tries < 200; tries++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.next-square", NULL));
      if (n_fitting (view, hg_test_board_target_x (view), hg_test_board_target_y (view)) >= 2)
        break;
    }
  g_assert_cmpuint (tries, <, 200);
  square = g_strdup_printf ("Square %d,%d: fits (", hg_test_board_target_x (view), hg_test_board_target_y (view));
  before = description_of (view);
  g_assert_true (g_str_has_prefix (before, square));
  g_assert_cmpuint (strlen (before), <, 80);

  /* R: the tile in hand in words, in its new rotation (announced on
   * GTK 4.14 and newer) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.turn", NULL));
  tile = hg_tile_set_lookup (hg_tile_set_get_default (NULL), (guint) hg_game_get_tile_in_hand (game));
  tile_words = hg_tile_text_describe (tile, hg_board_view_get_rotation (view));
  after = description_of (view);
#if !GTK_CHECK_VERSION (4, 14, 0)
  g_assert_true (g_str_has_prefix (after, tile_words));
#endif
  g_assert_nonnull (strstr (after, "Turned "));

  /* the start tile, named */
  cursor_to (view, 0, 0);
  start = description_of (view);
  g_assert_true (g_str_has_prefix (start, "Square 0,0: the start tile."));

  /* a figure on the board: its owner, its place by side, its feature */
  n_figures = hg_state_get_figures (hg_game_get_state (game), figures, G_N_ELEMENTS (figures));
  g_assert_cmpuint (n_figures, >, 0);
  {
    HgPlacement p;

    g_assert_true (hg_state_get_tile_at (hg_game_get_state (game), figures[0].x, figures[0].y, &p));
    figure = hg_tile_text_spot (hg_tile_set_lookup (hg_tile_set_get_default (NULL), p.tile), p.rot,
                                figures[0].zone, figures[0].role);
  }
  owner = g_strdup_printf ("%s has a %s: ", figures[0].owner == 0 ? "Ana" : "Ben", figure);
  cursor_to (view, figures[0].x, figures[0].y);
  placed = description_of (view);
  g_assert_nonnull (strstr (placed, owner));
  g_assert_nonnull (strstr (placed, " points"));

  /* the tile put down and a figure spot chosen with Tab */
  for (tries = 0; tries < 50; tries++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.next-square", NULL));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.activate", NULL));
      if (hg_board_placing_get_placement (view->placing, NULL) && n_spots (view) > 0)
        break;
      /* no figure spot there: the tile back, or it was played at once */
      if (hg_board_placing_get_placement (view->placing, NULL))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.back", NULL));
    }
  g_assert_cmpuint (tries, <, 50);
  g_assert_true (hg_board_placing_get_placement (view->placing, &provisional));
  tile = hg_tile_set_lookup (hg_tile_set_get_default (NULL), provisional.tile);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.next-spot", NULL));
  focus = hg_board_placing_get_spot_focus (view->placing);
  spot = &hg_board_placing_get_spots (view->placing, &n)[focus];
  spot_name = hg_tile_text_spot (tile, provisional.rot, spot->zone, spot->role);
  spot_want = g_strdup_printf ("Tile on square %d,%d: %s, %d of %u.", provisional.x,
                               provisional.y, spot_name, focus + 1, n);
  spot_text = description_of (view);
  g_assert_true (g_str_has_prefix (spot_text, spot_want));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A person's move that earns a bonus tile says it is in their hand. */
static void
test_bonus (void)
{
  HgWindow *window;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  HgBoardView *view;
  HgMove move;
  guint32 seed;

  if (skip_where_announced ())
    return;
  /* a game where a move earns a bonus tile, taken back before it */
  for (seed = 1; seed < 100; seed++)
    {
      g_autoptr(GRand) rng = g_rand_new_with_seed (seed);

      g_clear_object (&game);
      game = hg_test_new_game (2, seed, NULL);
      while (!hg_game_get_is_over (game) && hg_game_get_phase (game) != HG_PHASE_BONUS)
        hg_test_play_one (game, rng);
      if (hg_game_get_phase (game) == HG_PHASE_BONUS)
        break;
    }
  g_assert_true (hg_game_get_phase (game) == HG_PHASE_BONUS);
  g_assert_true (hg_game_undo (game));
  hg_game_get_redo_move (game, 0, &move);

  window = hg_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  view = window->board_view;
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_assert_true (hg_game_play (game, &move, &error));
  g_assert_no_error (error);
  text = move_text (game, hg_game_get_n_history (game) - 1);
  g_assert_nonnull (strstr (text, " bonus tile "));
  expected = g_strdup_printf ("%s Bonus tile in hand: place it as well. ", text);
  hg_test_run_until (says_first, view, expected, "the bonus tile said");

  gtk_window_destroy (GTK_WINDOW (window));
}

#if GTK_CHECK_VERSION (4, 14, 0)
static void
test_not_here (void)
{
  g_test_skip ("GTK announces here, and its test accessibility backend "
               "(GTK_A11Y=test) cannot: GtkTestATContext has no announce and "
               "gtk_accessible_announce() on it crashes; gui-heard and "
               "gui-screen-reader hear the announcements over AT-SPI");
}
#endif

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GSettings) settings = NULL;

#if GTK_CHECK_VERSION (4, 14, 0)
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/announce/not-here", test_not_here);
  return g_test_run ();
#endif

  /* GTK's accessible objects, held in the process for the test's eyes */
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_init (&argc, &argv, NULL);

  app = hg_test_app_new (HG_TEST_APP_NO_ANIMATIONS);
  settings = g_settings_new (APP_ID);
  g_settings_set_int (settings, "computer-think-ms", 150);
  g_settings_set_string (settings, "computer-speed", "fast");

  g_test_add_func ("/announce/moves", test_moves);
  g_test_add_func ("/announce/hint", test_hint);
  g_test_add_func ("/announce/game-over", test_game_over);
  g_test_add_func ("/announce/no-ops", test_no_ops);
  g_test_add_func ("/announce/bonus", test_bonus);
  g_test_add_func ("/announce/words", test_words);

  return hg_test_app_run (&app);
}
