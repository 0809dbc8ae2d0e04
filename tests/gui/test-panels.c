/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The side panel (player rows, tiles left, tile in hand, scoring log), the
 * new-game dialog and the game-over dialog, each with a real game.  PNGs:
 * $HG_TEST_OUTPUT/side-panel.png, new-game-dialog.png, game-over.png. */
#include "config.h"

#include <adwaita.h>

#include "hg-game-over-dialog.h"
#include "hg-new-game-dialog.h"
#include "hg-score-chart.h"
#include "hg-side-panel.h"
#include "hg-gui-test-util.h"

static void
rotate_cb (HgSidePanel *panel,
           int          direction,
           int         *total)
{
  *total += direction;
}

static void
hovered_cb (HgSidePanel   *panel,
            HgScoreEvent  *event,
            HgScoreEvent **out)
{
  *out = event;
}

static void
check_panel_matches_game (HgSidePanel *panel,
                          HgGame      *game)
{
  HgLogView *log = hg_side_panel_get_score_log (panel);
  guint n_events = hg_game_get_n_events (game);

  for (guint seat = 0; seat < hg_game_get_n_players (game); seat++)
    {
      HgPlayerRow *row = hg_side_panel_get_player_row (panel, seat);
      HgPlayer *player = hg_game_get_player (game, seat);
      g_autofree char *score = g_strdup_printf ("%u", hg_player_get_score (player));
      g_autofree char *supply = g_strdup_printf ("%u tribe member%s, %u hut%s",
                                                 hg_player_get_members (player),
                                                 hg_player_get_members (player) == 1 ? "" : "s",
                                                 hg_player_get_huts (player),
                                                 hg_player_get_huts (player) == 1 ? "" : "s");

      g_assert_nonnull (row);
      g_assert_true (hg_player_row_get_player (row) == player);
      g_assert_cmpstr (hg_player_row_get_score_text (row), ==, score);
      g_assert_cmpstr (hg_player_row_get_supply_text (row), ==, supply);
      g_assert_cmpint (hg_player_row_get_current (row), ==,
                       !hg_game_get_is_over (game) && seat == hg_game_get_current_player (game));
    }
  g_assert_null (hg_side_panel_get_player_row (panel, hg_game_get_n_players (game)));

  /* Newest first, one row per event, each naming its scorers. */
  g_assert_cmpuint (hg_log_view_get_n_rows (log), ==, n_events);
  for (guint row = 0; row < n_events; row++)
    {
      HgScoreEvent *event = hg_game_get_event (game, n_events - 1 - row);
      const char *text = hg_log_view_get_row_text (log, row);

      g_assert_cmpstr (text, ==, hg_score_event_get_text (event));
      for (guint seat = 0; seat < hg_game_get_n_players (game); seat++)
        if (hg_score_event_get_seats (event) & (1u << seat))
          g_assert_nonnull (strstr (text, hg_player_get_name (hg_game_get_player (game, seat))));
    }
  g_assert_null (hg_log_view_get_row_text (log, n_events));
}

static double
row_top (HgSidePanel *panel)
{
  graphene_rect_t r;

  hg_test_wait_for_frames (GTK_WIDGET (panel));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (hg_side_panel_get_player_row (panel, 0)),
                                            GTK_WIDGET (panel), &r));
  return r.origin.y;
}

/* The line about the feature pointed at takes the place of the hint, in
 * room kept for it: the players do not move when it comes and goes, while
 * the person is to move or a computer. */
static void
test_feature_text_room (void)
{
  static const HgLevel levels[] = { HG_LEVEL_HUMAN, HG_LEVEL_RANDOM };
  g_autoptr(HgGame) game = hg_test_new_game (2, 5, NULL);
  g_autoptr(HgGame) computer = hg_test_new_game (2, 5, levels);
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  GtkWidget *window = gtk_window_new ();
  HgSidePanel *panel = HG_SIDE_PANEL (hg_side_panel_new ());
  const char *text = "River of 2 segments, open — 1 lake at its ends — Ben holds it with 1 fisherman";
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  /* the application's style, which keeps the room */
  gtk_css_provider_load_from_resource (css, RESOURCE_BASE "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  hg_side_panel_set_game (panel, game);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 900);
  gtk_window_present (GTK_WINDOW (window));

  for (guint i = 0; i < 2; i++)
    {
      double top;

      top = row_top (panel);
      hg_side_panel_set_feature_text (panel, text);
      g_assert_cmpstr (hg_side_panel_get_feature_text (panel), ==, text);
      g_assert_cmpfloat (row_top (panel), ==, top);
      hg_side_panel_set_feature_text (panel, "Meadow");
      g_assert_cmpfloat (row_top (panel), ==, top);
      hg_side_panel_set_feature_text (panel, NULL);
      g_assert_null (hg_side_panel_get_feature_text (panel));
      g_assert_cmpfloat (row_top (panel), ==, top);

      /* in review mode, no hint and no room kept for it */
      hg_side_panel_set_reviewing (panel, TRUE);
      g_assert_cmpfloat (row_top (panel), <, top);
      hg_side_panel_set_reviewing (panel, FALSE);
      g_assert_cmpfloat (row_top (panel), ==, top);

      /* a computer to move: no hint, the same room */
      hg_test_play_one (computer, rng);
      hg_side_panel_set_game (panel, computer);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css));
}

static void
test_side_panel (void)
{
  g_autoptr(HgGame) game = hg_test_new_game (3, 12, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (11);
  GtkWidget *window = gtk_window_new ();
  HgSidePanel *panel = HG_SIDE_PANEL (hg_side_panel_new ());
  g_autofree char *tiles_left = NULL;
  GtkWidget *button;
  int total = 0;
  HgScoreEvent *hovered = NULL;
  guint moves = 0;

  g_signal_connect (panel, "rotate", G_CALLBACK (rotate_cb), &total);
  g_signal_connect (panel, "event-hovered", G_CALLBACK (hovered_cb), &hovered);
  hg_side_panel_set_game (panel, game);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  gtk_window_set_default_size (GTK_WINDOW (window), 340, 900);
  gtk_window_present (GTK_WINDOW (window));

  check_panel_matches_game (panel, game);
  g_assert_cmpuint (hg_log_view_get_n_rows (hg_side_panel_get_score_log (panel)), ==, 0);

  /* Play until a few features have scored; the panel follows every move. */
  while (hg_game_get_n_events (game) < 2 && !hg_game_get_is_over (game))
    {
      hg_test_play_one (game, rng);
      moves++;
      check_panel_matches_game (panel, game);
    }
  g_assert_cmpuint (hg_game_get_n_events (game), >=, 2);
  g_assert_false (hg_game_get_is_over (game));
  g_test_message ("%u moves, %u events", moves, hg_game_get_n_events (game));

  tiles_left = g_strdup_printf ("%u land tiles left · %u bonus tiles left",
                                hg_game_get_land_left (game), hg_game_get_bonus_left (game));
  g_assert_cmpstr (hg_side_panel_get_tiles_left_text (panel), ==, tiles_left);
  if (hg_game_get_phase (game) == HG_PHASE_BONUS)
    g_assert_nonnull (strstr (hg_side_panel_get_bonus_text (panel), "gold nugget"));
  else
    g_assert_null (hg_side_panel_get_bonus_text (panel));
  g_assert_cmpstr (hg_player_row_get_status_text (hg_side_panel_get_player_row (panel, hg_game_get_current_player (game))),
                   ==, "Your turn");

  /* Undo takes the log back too. */
  while (hg_game_get_n_events (game) >= 2)
    g_assert_true (hg_game_undo (game));
  check_panel_matches_game (panel, game);
  while (hg_game_get_can_redo (game))
    g_assert_true (hg_game_redo (game));
  check_panel_matches_game (panel, game);

  /* The rotate buttons ask for a turn; the panel shows the rotation it is
   * given. */
  button = hg_test_find_button_with_icon (GTK_WIDGET (panel), "object-rotate-right-symbolic");
  g_assert_nonnull (button);
  hg_test_click (button);
  hg_test_click (button);
  button = hg_test_find_button_with_icon (GTK_WIDGET (panel), "object-rotate-left-symbolic");
  g_assert_nonnull (button);
  hg_test_click (button);
  g_assert_cmpint (total, ==, 1);
  hg_side_panel_set_rotation (panel, 5);
  g_assert_cmpuint (hg_side_panel_get_rotation (panel), ==, 1);

  /* The hint tells a person what to do: place the tile, then a figure;
   * there is none while a computer thinks. */
  g_assert_nonnull (strstr (hg_side_panel_get_hint_text (panel), "marked square"));
  hg_side_panel_set_placing (panel, TRUE);
  g_assert_nonnull (strstr (hg_side_panel_get_hint_text (panel), "figure"));
  hg_side_panel_set_thinking (panel, TRUE);
  g_assert_null (hg_side_panel_get_hint_text (panel));
  hg_side_panel_set_thinking (panel, FALSE);
  hg_side_panel_set_placing (panel, FALSE);
  g_assert_nonnull (strstr (hg_side_panel_get_hint_text (panel), "marked square"));

  /* Selecting a log row (the keyboard's way of hovering) names its event. */
  {
    GtkListBox *log_list = GTK_LIST_BOX (hg_test_find_by_type (GTK_WIDGET (hg_side_panel_get_score_log (panel)),
                                                               GTK_TYPE_LIST_BOX));

    g_assert_nonnull (log_list);
    gtk_list_box_select_row (log_list, gtk_list_box_get_row_at_index (log_list, 0));
    g_assert_true (hovered == hg_game_get_event (game, hg_game_get_n_events (game) - 1));
    gtk_list_box_unselect_all (log_list);
    g_assert_null (hovered);
  }

  hg_test_wait_for_frames (window);
  g_object_unref (hg_test_save_png (window, "side-panel.png"));

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  hg_test_wait_for_frames (window);
  g_object_unref (hg_test_save_png (window, "side-panel-dark.png"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
game_created_cb (HgNewGameDialog *dialog,
                 HgGame          *game,
                 HgGame         **out)
{
  g_set_object (out, game);
}

/* The entries in @widget that are shown: visible, and every widget
 * between them and @widget too. */
static guint
count_visible_entries (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child))
      n += (GTK_IS_ENTRY (child) ? 1 : 0) + count_visible_entries (child);
  return n;
}

static gboolean
is_drop_down_with_tooltip (GtkWidget     *widget,
                           gconstpointer  data)
{
  return GTK_IS_DROP_DOWN (widget) && gtk_widget_get_has_tooltip (widget);
}

static void
test_new_game_dialog (void)
{
  HgNewGameDialog *dialog = hg_new_game_dialog_new ();
  g_autoptr(HgGame) game = NULL;
  g_autoptr(HgGame) started = NULL;
  g_autoptr(GError) error = NULL;
  HgSetup expected;

  /* A person, or the computer at any of the five levels. */
  g_assert_cmpuint (hg_new_game_dialog_get_n_level_choices (dialog), ==, 6);
  g_assert_true (hg_new_game_dialog_set_seat_level (dialog, 2, HG_LEVEL_HARD));
  g_assert_true (hg_new_game_dialog_set_seat_level (dialog, 2, HG_LEVEL_EXPERT));
  g_assert_true (hg_new_game_dialog_set_seat_level (dialog, 2, HG_LEVEL_HUMAN));
  g_assert_false (hg_new_game_dialog_set_seat_level (dialog, 2, (HgLevel) 17));

  /* The drop-downs of a seat have no tooltip, which would lie over their
   * list when it opens: the column headings say what they choose, and
   * each has its accessible name. */
  g_assert_null (hg_test_find (GTK_WIDGET (dialog), is_drop_down_with_tooltip, NULL));

  /* A name entry for each seat played. */
  g_assert_cmpuint (count_visible_entries (GTK_WIDGET (dialog)), ==, 2);
  hg_new_game_dialog_set_n_players (dialog, 5);
  g_assert_cmpuint (count_visible_entries (GTK_WIDGET (dialog)), ==, 5);
  hg_new_game_dialog_set_n_players (dialog, 3);
  g_assert_cmpuint (hg_new_game_dialog_get_n_players (dialog), ==, 3);
  g_assert_cmpuint (count_visible_entries (GTK_WIDGET (dialog)), ==, 3);
  hg_new_game_dialog_set_seat_name (dialog, 0, "  Ana ");
  hg_new_game_dialog_set_seat_name (dialog, 1, "Ben");
  hg_new_game_dialog_set_seat_name (dialog, 2, "");
  g_assert_true (hg_new_game_dialog_set_seat_level (dialog, 1, HG_LEVEL_RANDOM));

  /* A name typed stays when the seat's level changes. */
  g_assert_cmpstr (hg_new_game_dialog_get_seat_name (dialog, 1), ==, "Ben");

  /* Computer seats are named for what they are, numbered when several
   * play at one level; back to a person, the default name comes back;
   * a typed name is kept. */
  {
    HgNewGameDialog *names = hg_new_game_dialog_new ();

    hg_new_game_dialog_set_n_players (names, 4);
    g_assert_true (hg_new_game_dialog_set_seat_level (names, 1, HG_LEVEL_HARD));
    g_assert_cmpstr (hg_new_game_dialog_get_seat_name (names, 1), ==, "Computer (hard)");
    g_assert_true (hg_new_game_dialog_set_seat_level (names, 2, HG_LEVEL_HARD));
    g_assert_cmpstr (hg_new_game_dialog_get_seat_name (names, 1), ==, "Computer (hard) 1");
    g_assert_cmpstr (hg_new_game_dialog_get_seat_name (names, 2), ==, "Computer (hard) 2");
    g_assert_true (hg_new_game_dialog_set_seat_level (names, 3, HG_LEVEL_EASY));
    g_assert_cmpstr (hg_new_game_dialog_get_seat_name (names, 3), ==, "Computer (easy)");
    hg_new_game_dialog_set_seat_name (names, 3, "Grok");
    g_assert_true (hg_new_game_dialog_set_seat_level (names, 3, HG_LEVEL_MEDIUM));
    g_assert_cmpstr (hg_new_game_dialog_get_seat_name (names, 3), ==, "Grok");
    g_assert_true (hg_new_game_dialog_set_seat_level (names, 2, HG_LEVEL_HUMAN));
    g_assert_cmpstr (hg_new_game_dialog_get_seat_name (names, 2), ==, "Player 3");
    g_assert_cmpstr (hg_new_game_dialog_get_seat_name (names, 1), ==, "Computer (hard)");
    gtk_window_destroy (GTK_WINDOW (names));
  }

  /* Seat 0 takes yellow; seat 2, which had it, takes vermilion: no two
   * seats ever share a colour. */
  hg_new_game_dialog_set_seat_colour (dialog, 0, 2);
  g_assert_cmpuint (hg_new_game_dialog_get_seat_colour (dialog, 0), ==, 2);
  g_assert_cmpuint (hg_new_game_dialog_get_seat_colour (dialog, 2), ==, 0);
  g_assert_cmpuint (hg_new_game_dialog_get_seat_colour (dialog, 1), ==, 1);
  for (guint a = 0; a < HG_MAX_PLAYERS; a++)
    for (guint b = a + 1; b < HG_MAX_PLAYERS; b++)
      g_assert_cmpuint (hg_new_game_dialog_get_seat_colour (dialog, a), !=,
                        hg_new_game_dialog_get_seat_colour (dialog, b));

  game = hg_new_game_dialog_create_game (dialog, 1234, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpuint (hg_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (hg_player_get_name (hg_game_get_player (game, 0)), ==, "Ana");
  g_assert_cmpstr (hg_player_get_name (hg_game_get_player (game, 1)), ==, "Ben");
  g_assert_cmpstr (hg_player_get_name (hg_game_get_player (game, 2)), ==, "Player 3");
  g_assert_cmpstr (hg_player_get_colour (hg_game_get_player (game, 0)), ==, hg_player_default_colour (2));
  g_assert_cmpstr (hg_player_get_colour (hg_game_get_player (game, 1)), ==, hg_player_default_colour (1));
  g_assert_cmpstr (hg_player_get_colour (hg_game_get_player (game, 2)), ==, hg_player_default_colour (0));
  g_assert_false (hg_player_get_is_computer (hg_game_get_player (game, 0)));
  g_assert_true (hg_player_get_is_computer (hg_game_get_player (game, 1)));
  g_assert_cmpint (hg_player_get_level (hg_game_get_player (game, 1)), ==, HG_LEVEL_RANDOM);
  g_assert_cmpint (hg_game_get_phase (game), ==, HG_PHASE_TILE);

  /* The decks are shuffled from the seed. */
  hg_setup_shuffle (&expected, 3, 1234);
  g_assert_cmpmem (hg_game_get_setup (game)->land, expected.n_land,
                   expected.land, expected.n_land);

  gtk_window_present (GTK_WINDOW (dialog));
  hg_test_wait_for_frames (GTK_WIDGET (dialog));
  g_object_unref (hg_test_save_png (GTK_WIDGET (dialog), "new-game-dialog.png"));

  /* Start: a game from a random seed, handed on, the dialog closes. */
  g_object_ref (dialog);
  g_signal_connect (dialog, "game-created", G_CALLBACK (game_created_cb), &started);
  hg_new_game_dialog_start (dialog);
  g_assert_nonnull (started);
  g_assert_cmpuint (hg_game_get_n_players (started), ==, 3);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_object_unref (dialog);
}

static void
test_game_over_dialog (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  g_autoptr(HgGame) game = hg_test_new_game (n_players, 99 + n_players, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (5 + n_players);
  HgGameOverDialog *dialog;
  HgScoreChart *chart;
  guint8 winners;
  guint best = 0;
  guint last_turn;
  g_autofree char *png = g_strdup_printf ("game-over-%u.png", n_players);

  while (!hg_game_get_is_over (game))
    hg_test_play_one (game, rng);

  dialog = hg_game_over_dialog_new (game);
  winners = hg_state_get_winners (hg_game_get_state (game));

  for (guint seat = 0; seat < n_players; seat++)
    best = MAX (best, hg_player_get_score (hg_game_get_player (game, seat)));
  g_assert_cmpuint (winners, !=, 0);

  last_turn = hg_state_get_turn (hg_game_get_state (game));
  chart = HG_SCORE_CHART (hg_test_find_by_type (GTK_WIDGET (dialog), HG_TYPE_SCORE_CHART));
  g_assert_nonnull (chart);

  for (guint seat = 0; seat < n_players; seat++)
    {
      guint score = hg_player_get_score (hg_game_get_player (game, seat));
      guint sum = 0;

      for (guint row = 0; row < HG_N_SCORE_KINDS; row++)
        {
          const char *text = hg_game_over_dialog_get_cell_text (dialog, seat, row);

          g_assert_nonnull (text);
          g_assert_cmpuint (g_ascii_strtoull (text, NULL, 10), ==,
                            hg_state_get_score_by_kind (hg_game_get_state (game), seat, row));
          sum += (guint) g_ascii_strtoull (text, NULL, 10);
        }
      g_assert_cmpuint (sum, ==, score);
      g_assert_cmpuint (g_ascii_strtoull (hg_game_over_dialog_get_cell_text (dialog, seat, HG_GAME_OVER_ROW_TOTAL), NULL, 10),
                        ==, score);
      g_assert_cmpint ((winners >> seat) & 1, ==, score == best);
      if (score == best)
        g_assert_nonnull (strstr (hg_game_over_dialog_get_winner_text (dialog),
                                  hg_player_get_name (hg_game_get_player (game, seat))));
      /* The chart ends where the scores are. */
      g_assert_cmpuint (hg_score_chart_score_at (chart, seat, last_turn), ==, score);
    }
  g_assert_null (hg_game_over_dialog_get_cell_text (dialog, n_players, 0));
  g_test_message ("%s", hg_game_over_dialog_get_winner_text (dialog));

  gtk_window_present (GTK_WINDOW (dialog));
  hg_test_wait_for_frames (GTK_WIDGET (dialog));
  g_object_unref (hg_test_save_png (GTK_WIDGET (dialog), png));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_game_over_tie (void)
{
  /* A game just started: everyone has 0 points, so everyone shares the win. */
  g_autoptr(HgGame) game = hg_test_new_game (3, 3, NULL);
  HgGameOverDialog *dialog = hg_game_over_dialog_new (game);

  g_assert_cmpuint (hg_state_get_winners (hg_game_get_state (game)), ==, 0x7);
  g_assert_cmpstr (hg_game_over_dialog_get_winner_text (dialog), ==,
                   "Ana, Ben and Cy share the win with 0 points each");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Names in the window: the new-game dialog refuses a name with a text
 * direction control or a line separator, and a name written from right to
 * left stands isolated (U+2068 ... U+2069) in the sentences. */
static void
test_names_in_sentences (void)
{
  const char *bad[] = { "Ana\xe2\x80\xae" "neB", "Ana\xe2\x80\xa8" "Ben" };
  const char *names[] = { "Ana", "\xd7\xa2\xd7\x93\xd7\x99" };
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GError) error = NULL;
  HgGameOverDialog *over;
  HgSetup setup;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      HgNewGameDialog *dialog = hg_new_game_dialog_new ();
      g_autoptr(HgGame) refused = NULL;
      g_autoptr(GError) refusal = NULL;

      hg_new_game_dialog_set_seat_name (dialog, 1, bad[i]);
      refused = hg_new_game_dialog_create_game (dialog, 1, &refusal);
      g_assert_null (refused);
      g_assert_error (refusal, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }

  hg_setup_shuffle (&setup, 2, 1);
  game = hg_game_new (&setup, names, NULL, NULL, &error);
  g_assert_no_error (error);
  over = hg_game_over_dialog_new (game);
  g_assert_cmpstr (hg_game_over_dialog_get_winner_text (over), ==,
                   "Ana and \xe2\x81\xa8\xd7\xa2\xd7\x93\xd7\x99\xe2\x81\xa9 share the win with 0 points each");
  gtk_window_destroy (GTK_WINDOW (over));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/panels/side-panel", test_side_panel);
  g_test_add_func ("/panels/feature-text-room", test_feature_text_room);
  g_test_add_func ("/panels/new-game-dialog", test_new_game_dialog);
  g_test_add_data_func ("/panels/game-over/2", GUINT_TO_POINTER (2), test_game_over_dialog);
  g_test_add_data_func ("/panels/game-over/4", GUINT_TO_POINTER (4), test_game_over_dialog);
  g_test_add_data_func ("/panels/game-over/5", GUINT_TO_POINTER (5), test_game_over_dialog);
  g_test_add_func ("/panels/game-over/tie", test_game_over_tie);
  g_test_add_func ("/panels/names-in-sentences", test_names_in_sentences);

  return g_test_run ();
}
