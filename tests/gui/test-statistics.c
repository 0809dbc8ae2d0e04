/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-statistics.c: the records of finished games in the program: the
 * Statistics window (app.statistics, in the main menu) shows the numbers
 * of a prepared records file as worked out by hand, opens a finished game
 * in the window, follows a game that ends in the window (counted once,
 * also after undo and redo at the end), and says when there is nothing
 * yet.  PNGs: $HG_TEST_OUTPUT/statistics.png, statistics-games.png
 * (scrolled to the list of games), statistics-dark.png,
 * statistics-empty.png. */

#include "config.h"

#include <glib/gstdio.h>

#include "hg-application.h"
#include "hg-game-over-dialog.h"
#include "hg-gui-test-util.h"
#include "hg-test-util.h"
#include "hg-save.h"
#include "hg-records-test-util.h"
#include "hg-statistics-window.h"
#include "hg-window.h"
#include "hg-window-private.h"

static HgApplication *app;
static char *data_home;

/* Three finished games:
 *
 *   A (1 March)  Ana 80 (human, wins)   Computer 72 (hard)
 *   B (2 March)  Ana 60 (human, ties)   Computer 60 (hard, ties)   Ben 41 (easy)
 *   C (3 March)  Ben 55 (human)         Computer 90 (medium, wins)
 *
 * By hand:
 *   Computer: 3 games, wins 0 + 1/2 + 1 = 1.5, best 90, average (72 + 60 + 90) / 3 = 74
 *   Ana:      2 games, wins 1 + 1/2 = 1.5, best 80, average (80 + 60) / 2 = 70
 *   Ben:      2 games, wins 0, best 55, average (41 + 55) / 2 = 48
 *   (Computer before Ana: as many wins, more games.)
 *   hard: 2 games, 0.5 wins, 25%; medium: 1 game, 1 win, 100%;
 *   easy: 1 game, 0 wins, 0%; random: none, no row.
 * They are prepared[] of hg-records-test-util.c (game C's date written
 * there as 09:30 at +01:00, the same moment as 08:30 UTC). */

/* The records folder with the prepared index, and a finished game kept as
 * the copy of game C. */
static void
prepare_records (void)
{
  g_autofree char *folder = g_build_filename (data_home, "hunters-gatherers", "records", NULL);
  g_autofree char *games = g_build_filename (folder, HG_GAME_RECORDS_GAMES_FOLDER, NULL);
  g_autofree char *index = g_build_filename (folder, HG_GAME_RECORDS_BASENAME, NULL);
  g_autofree char *copy = g_build_filename (games, ID_C ".hgsave", NULL);
  g_autoptr(GFile) copy_file = g_file_new_for_path (copy);
  g_autoptr(HgGame) game = hg_test_new_game (2, 90, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (games, 0700), ==, 0);
  g_file_set_contents (index, prepared, -1, &error);
  g_assert_no_error (error);
  hg_test_play_random (game, 90, 0);
  g_assert_true (hg_game_get_is_over (game));
  g_assert_true (hg_game_save (game, copy_file, NULL, &error));
  g_assert_no_error (error);
}

static gboolean
records_loaded (gpointer      object,
                gconstpointer data)
{
  return hg_game_records_get_loaded (object);
}

static gboolean
records_idle (gpointer      object,
              gconstpointer data)
{
  return !hg_game_records_get_busy (object);
}

static gboolean
numbers_shown (gpointer      object,
               gconstpointer data)
{
  return !hg_statistics_window_get_loading (object);
}

/* The numbers are worked out in a worker: waits for them. */
static void
wait_numbers (HgStatisticsWindow *window)
{
  hg_test_run_until (numbers_shown, window, NULL, "the numbers worked out");
}

/* A statistics window on @records, shown, once its numbers are worked
 * out and it is drawn. */
static HgStatisticsWindow *
show_statistics (HgGameRecords *records)
{
  HgStatisticsWindow *window = hg_statistics_window_new (records);

  gtk_window_present (GTK_WINDOW (window));
  wait_numbers (window);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  return window;
}

/* Closes @window, waits until *@records are written and drops them; then
 * removes @dir (may be NULL). */
static void
close_statistics (HgStatisticsWindow  *window,
                  HgGameRecords      **records,
                  const char          *dir)
{
  gtk_window_destroy (GTK_WINDOW (window));
  hg_test_run_until (records_idle, *records, NULL, "the records are written");
  g_clear_object (records);
  if (dir != NULL)
    hg_test_remove_tree (dir);
}

static HgStatisticsWindow *
open_statistics (void)
{
  GtkWindow *window;

  g_action_group_activate_action (G_ACTION_GROUP (app), "statistics", NULL);
  window = hg_test_wait_for_toplevel (HG_TYPE_STATISTICS_WINDOW);
  wait_numbers (HG_STATISTICS_WINDOW (window));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  return HG_STATISTICS_WINDOW (window);
}

static void
assert_row (const char *got_title,
            const char *got_subtitle,
            const char *got_value,
            const char *title,
            const char *subtitle,
            const char *value)
{
  g_assert_cmpstr (got_title, ==, title);
  g_assert_cmpstr (got_subtitle, ==, subtitle);
  g_assert_cmpstr (got_value, ==, value);
}

static void
assert_name (HgStatisticsWindow *window,
             guint               index,
             const char         *title,
             const char         *subtitle,
             const char         *value)
{
  assert_row (hg_statistics_window_get_name_text (window, index, HG_STATISTICS_TITLE),
              hg_statistics_window_get_name_text (window, index, HG_STATISTICS_SUBTITLE),
              hg_statistics_window_get_name_text (window, index, HG_STATISTICS_VALUE),
              title, subtitle, value);
}

static void
assert_level (HgStatisticsWindow *window,
              HgLevel             level,
              const char         *title,
              const char         *subtitle,
              const char         *value)
{
  assert_row (hg_statistics_window_get_level_text (window, level, HG_STATISTICS_TITLE),
              hg_statistics_window_get_level_text (window, level, HG_STATISTICS_SUBTITLE),
              hg_statistics_window_get_level_text (window, level, HG_STATISTICS_VALUE),
              title, subtitle, value);
}

/* "3 March 2024, 08:30" in the local time of the test. */
static char *
local_date (const char *iso)
{
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GDateTime) date = g_date_time_new_from_iso8601 (iso, utc);
  g_autoptr(GDateTime) local = g_date_time_to_local (date);

  return g_date_time_format (local, "%-d %B %Y, %H:%M");
}

static void
assert_game (HgStatisticsWindow *window,
             guint               index,
             const char         *title,
             const char         *iso,
             const char         *scores)
{
  g_autofree char *date = local_date (iso);
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", date, scores);

  g_assert_cmpstr (hg_statistics_window_get_game_text (window, index, HG_STATISTICS_TITLE), ==, title);
  g_assert_cmpstr (hg_statistics_window_get_game_text (window, index, HG_STATISTICS_SUBTITLE), ==, subtitle);
}

/* The numbers of the prepared file ----------------------------------------- */

static void
test_numbers (void)
{
  HgGameRecords *records = hg_application_get_records (app);
  AdwStyleManager *style = adw_style_manager_get_default ();
  HgStatisticsWindow *window;
  int width, height;

  hg_test_run_until (records_loaded, records, NULL, "the records are read");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (records)), ==, 3);

  /* From the main menu. */
  {
    HgWindow *main_window = hg_window_new (app);
    GMenuModel *menu;
    GtkWidget *item = NULL;

    gtk_window_present (GTK_WINDOW (main_window));
    hg_test_wait_for_frames (GTK_WIDGET (main_window));
    item = hg_test_find_by_type (GTK_WIDGET (main_window), GTK_TYPE_MENU_BUTTON);
    g_assert_nonnull (item);
    menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (item));
    g_assert_nonnull (menu);
    {
      gboolean found = FALSE;

      for (int s = 0; s < g_menu_model_get_n_items (menu) && !found; s++)
        {
          g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);

          for (int i = 0; section != NULL && i < g_menu_model_get_n_items (section); i++)
            {
              g_autofree char *action = NULL;

              if (g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
                found |= g_strcmp0 (action, "app.statistics") == 0;
            }
        }
      g_assert_true (found);
    }
  }

  window = open_statistics ();
  g_assert_false (hg_statistics_window_get_empty (window));
  g_assert_cmpstr (hg_statistics_window_get_games_played (window), ==, "3");

  g_assert_cmpuint (hg_statistics_window_get_n_names (window), ==, 3);
  assert_name (window, 0, "Computer", "3 games · best 90 · average 74", "Wins: 1.5");
  assert_name (window, 1, "Ana", "2 games · best 80 · average 70", "Wins: 1.5");
  assert_name (window, 2, "Ben", "2 games · best 55 · average 48", "Wins: 0");
  g_assert_null (hg_statistics_window_get_name_text (window, 3, HG_STATISTICS_TITLE));

  assert_level (window, HG_LEVEL_HARD, "Computer (hard)", "2 games", "Wins: 0.5 (25%)");
  assert_level (window, HG_LEVEL_MEDIUM, "Computer (medium)", "1 game", "Wins: 1 (100%)");
  assert_level (window, HG_LEVEL_EASY, "Computer (easy)", "1 game", "Wins: 0 (0%)");
  g_assert_null (hg_statistics_window_get_level_text (window, HG_LEVEL_RANDOM, HG_STATISTICS_TITLE));
  g_assert_null (hg_statistics_window_get_level_text (window, HG_LEVEL_HUMAN, HG_STATISTICS_TITLE));

  g_assert_cmpuint (hg_statistics_window_get_n_games (window), ==, 3);
  assert_game (window, 0, "Computer won", "2024-03-03T08:30:00Z", "Ben 55, Computer 90");
  assert_game (window, 1, "Ana and Computer shared the win", "2024-03-02T10:00:00Z",
               "Ana 60, Computer 60, Ben 41");
  assert_game (window, 2, "Ana won", "2024-03-01T10:00:00Z", "Ana 80, Computer 72");

  /* It fits beside a window of 800x600. */
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, <=, 800);
  g_assert_cmpint (height, <=, 600);
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "statistics.png"));
  /* Scrolled down: the list of the games. */
  {
    GtkWidget *page = hg_test_find_by_type (GTK_WIDGET (window), ADW_TYPE_PREFERENCES_PAGE);
    GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (hg_test_find_by_type (page, GTK_TYPE_SCROLLED_WINDOW));
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);

    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    hg_test_wait_for_frames (GTK_WIDGET (window));
    g_object_unref (hg_test_save_png (GTK_WIDGET (window), "statistics-games.png"));
    gtk_adjustment_set_value (adjustment, 0);
  }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "statistics-dark.png"));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  /* Asked again, the same window comes to the front. */
  g_assert_true (open_statistics () == window);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Activating a finished game shows its copy in review mode --------------- */

static void
close_game_over_dialog (void)
{
  GtkWindow *dialog = hg_test_wait_for_toplevel (HG_TYPE_GAME_OVER_DIALOG);

  gtk_window_destroy (dialog);
}

static gboolean
window_reviews (gpointer      object,
                gconstpointer data)
{
  return hg_window_get_review_game (object) != NULL;
}

static void
test_open_game (void)
{
  HgStatisticsWindow *window = open_statistics ();
  HgGameRecord *record = hg_game_records_lookup (hg_application_get_records (app), ID_C);
  g_autoptr(HgGame) copy = NULL;
  GtkWindow *main_window;
  HgGame *review;

  g_assert_nonnull (record);
  copy = hg_game_load (hg_game_record_get_file (record), NULL, NULL);
  g_assert_nonnull (copy);
  main_window = hg_test_find_toplevel (HG_TYPE_WINDOW, NULL);
  g_assert_nonnull (main_window);
  g_object_ref (window);
  hg_statistics_window_activate_game (window, 0);
  hg_test_run_until (window_reviews, main_window, NULL, "the finished game in review mode");
  /* the statistics close, rather than stay on top of the review */
  hg_test_wait_for_close (GTK_WINDOW (window));
  g_object_unref (window);
  review = hg_window_get_review_game (HG_WINDOW (main_window));
  /* at its last move, the game of the record */
  g_assert_true (hg_game_get_is_over (review));
  g_assert_cmpuint (hg_game_get_n_history (review), ==, hg_game_get_n_history (copy));
  g_assert_true (hg_game_get_is_over (hg_window_get_game (HG_WINDOW (main_window))));
  /* a game of the records, not a file of the person's */
  g_assert_null (hg_window_get_file (HG_WINDOW (main_window)));
  g_assert_null (hg_test_find_toplevel (HG_TYPE_GAME_OVER_DIALOG, NULL));
  hg_window_stop_review (HG_WINDOW (main_window));

  /* Opened again, it is not counted again. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (hg_application_get_records (app))), ==, 3);
}

/* A game that ends in the window ------------------------------------------ */

static void
test_game_ends_in_window (void)
{
  HgGameRecords *records = hg_application_get_records (app);
  GtkWindow *main_window = hg_test_find_toplevel (HG_TYPE_WINDOW, NULL);
  g_autoptr(HgGame) game = hg_test_new_game (2, 12, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (12);
  g_autofree char *id = NULL;
  g_autofree char *index_text = NULL;
  g_autoptr(GFile) index = hg_game_records_get_file (records);
  HgStatisticsWindow *window;

  g_assert_nonnull (main_window);
  window = open_statistics ();
  g_assert_cmpstr (hg_statistics_window_get_games_played (window), ==, "3");

  hg_window_set_game (HG_WINDOW (main_window), game, NULL);
  while (!hg_game_get_is_over (game))
    hg_test_play_one (game, rng);
  id = hg_game_records_identify (game);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (records)), ==, 4);
  g_assert_nonnull (hg_game_records_lookup (records, id));
  wait_numbers (window);
  g_assert_cmpstr (hg_statistics_window_get_games_played (window), ==, "4");
  g_assert_cmpuint (hg_statistics_window_get_n_games (window), ==, 4);
  close_game_over_dialog ();

  /* Undo and redo at the end, from the window: still one record. */
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (main_window), "win.undo", NULL));
      g_assert_false (hg_game_get_is_over (game));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (main_window), "win.redo", NULL));
      g_assert_true (hg_game_get_is_over (game));
      close_game_over_dialog ();
    }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (records)), ==, 4);
  wait_numbers (window);
  g_assert_cmpstr (hg_statistics_window_get_games_played (window), ==, "4");

  /* On disk too, with its copy. */
  hg_test_run_until (records_idle, records, NULL, "the records are written");
  g_assert_true (g_file_load_contents (index, NULL, &index_text, NULL, NULL, NULL));
  g_assert_nonnull (strstr (index_text, id));
  g_assert_nonnull (strstr (index_text, ID_A));
  g_assert_true (g_file_query_exists (hg_game_record_get_file (hg_game_records_lookup (records, id)), NULL));

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (main_window);
}

/* Nothing yet --------------------------------------------------------------- */

static void
test_empty (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hg-statistics-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_build_filename (dir, "records", NULL);
  g_autoptr(HgGameRecords) records = hg_game_records_new (folder);
  g_autoptr(HgGame) game = hg_test_new_game (3, 5, NULL);
  g_autoptr(GError) error = NULL;
  HgStatisticsWindow *window;

  g_assert_true (hg_game_records_load (records, NULL, &error));
  window = show_statistics (records);
  g_assert_true (hg_statistics_window_get_empty (window));
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (window), "No Finished Games Yet"));
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "statistics-empty.png"));

  /* The first finished game shows at once. */
  hg_test_play_random (game, 5, 0);
  g_assert_true (hg_game_records_add_game (records, game));
  wait_numbers (window);
  g_assert_false (hg_statistics_window_get_empty (window));
  g_assert_cmpstr (hg_statistics_window_get_games_played (window), ==, "1");
  g_assert_cmpuint (hg_statistics_window_get_n_names (window), ==, 3);
  g_assert_cmpuint (hg_statistics_window_get_n_games (window), ==, 1);
  /* Only people played: no computer levels. */
  for (HgLevel level = HG_LEVEL_RANDOM; level < HG_N_LEVELS; level++)
    g_assert_null (hg_statistics_window_get_level_text (window, level, HG_STATISTICS_TITLE));

  close_statistics (window, &records, dir);
}

/* A game with a computer at level expert is counted under its level: the
 * window once aborted on opening as soon as one was recorded. */
static void
test_expert (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hg-statistics-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_build_filename (dir, "records", NULL);
  g_autoptr(HgGameRecords) records = hg_game_records_new (folder);
  const HgLevel levels[] = { HG_LEVEL_HUMAN, HG_LEVEL_EXPERT };
  g_autoptr(HgGame) game = hg_test_new_game (2, 7, levels);
  g_autoptr(GError) error = NULL;
  g_autofree char *subtitle = NULL;
  HgStatisticsWindow *window;

  g_assert_true (hg_game_records_load (records, NULL, &error));
  hg_test_play_random (game, 7, 0);
  g_assert_true (hg_game_records_add_game (records, game));
  window = show_statistics (records);
  g_assert_cmpstr (hg_statistics_window_get_games_played (window), ==, "1");
  g_assert_cmpstr (hg_statistics_window_get_level_text (window, HG_LEVEL_EXPERT, HG_STATISTICS_TITLE),
                   ==, "Computer (expert)");
  g_assert_cmpstr (hg_statistics_window_get_level_text (window, HG_LEVEL_EXPERT, HG_STATISTICS_SUBTITLE),
                   ==, "1 game");
  for (HgLevel level = HG_LEVEL_RANDOM; level < HG_LEVEL_EXPERT; level++)
    g_assert_null (hg_statistics_window_get_level_text (window, level, HG_STATISTICS_TITLE));

  close_statistics (window, &records, dir);
}

/* A damaged index is kept aside and the records read back from the
 * copies of the games: the window says so, and counts them. */
static void
test_damaged (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hg-statistics-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_build_filename (dir, "records", NULL);
  g_autoptr(HgGameRecords) records = hg_game_records_new (folder);
  g_autoptr(HgGameRecords) reread = NULL;
  g_autoptr(HgGame) game = hg_test_new_game (2, 11, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *index = g_build_filename (dir, "records", HG_GAME_RECORDS_BASENAME, NULL);
  g_autofree char *kept = g_strconcat (index, HG_GAME_RECORDS_BROKEN_SUFFIX, NULL);
  HgStatisticsWindow *window;

  g_assert_true (hg_game_records_load (records, NULL, &error));
  hg_test_play_random (game, 11, 0);
  g_assert_true (hg_game_records_add_game (records, game));
  hg_test_run_until (records_idle, records, NULL, "the records are written");
  g_assert_true (g_file_set_contents (index, "[records\nformat=1\n", -1, NULL));

  reread = hg_game_records_new (folder);
  g_assert_true (hg_game_records_load (reread, NULL, &error));
  window = show_statistics (reread);
  g_assert_cmpstr (hg_statistics_window_get_games_played (window), ==, "1");
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (window), "The records of finished games were damaged and are kept as "));
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (window), kept));
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (window), "1 game was read back from its copy."));

  close_statistics (window, &reread, NULL);
  g_clear_object (&records);
  hg_test_remove_tree (dir);
}

/* Many games: the records are read and counted in workers while a
 * spinner shows, and the list makes rows for the newest 50, then 50 more
 * at a time. */
static void
test_many (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hg-statistics-XXXXXX", NULL);
  g_autofree char *folder_path = g_build_filename (dir, "records", NULL);
  g_autofree char *index = g_build_filename (folder_path, HG_GAME_RECORDS_BASENAME, NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(HgGameRecords) records = hg_game_records_new (folder);
  g_autoptr(GString) text = g_string_new ("[records]\nformat=1\n");
  GtkWidget *more;
  GtkWidget *spinner;
  HgStatisticsWindow *window;

  for (guint i = 0; i < 120; i++)
    g_string_append_printf (text,
                            "\n[game %064x]\ndate=2024-03-01T10:%02u:%02uZ\nnames=Ana;Computer;\n"
                            "colours=#e69f00;#56b4e9;\nlevels=human;expert;\nscores=%u;50;\nwinners=%u;\n",
                            i, i / 60, i % 60, i % 2 == 0 ? 60 : 40, i % 2 == 0 ? 0 : 1);
  g_assert_cmpint (g_mkdir_with_parents (folder_path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (index, text->str, (gssize) text->len, NULL));

  /* Not read yet: the spinner. */
  window = hg_statistics_window_new (records);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (hg_statistics_window_get_loading (window));
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (window), "Counting the Finished Games"));
  spinner = hg_test_find_by_type (GTK_WIDGET (window), GTK_TYPE_SPINNER);
  g_assert_nonnull (spinner);
  g_assert_true (gtk_widget_is_drawable (spinner) || !gtk_widget_get_mapped (GTK_WIDGET (window)));
  g_assert_true (gtk_spinner_get_spinning (GTK_SPINNER (spinner)));
  hg_game_records_load_async (records, NULL, NULL, NULL);
  wait_numbers (window);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_assert_false (hg_statistics_window_get_empty (window));
  g_assert_false (gtk_spinner_get_spinning (GTK_SPINNER (spinner)));
  g_assert_false (gtk_widget_get_child_visible (gtk_widget_get_ancestor (spinner, ADW_TYPE_STATUS_PAGE)));
  g_assert_cmpstr (hg_statistics_window_get_games_played (window), ==, "120");
  g_assert_cmpstr (hg_statistics_window_get_level_text (window, HG_LEVEL_EXPERT, HG_STATISTICS_VALUE),
                   ==, "Wins: 60 (50%)");

  more = hg_test_find_label (GTK_WIDGET (window), "More Games");
  g_assert_nonnull (more);
  g_assert_cmpuint (hg_statistics_window_get_n_games (window), ==, 50);
  g_signal_emit_by_name (gtk_widget_get_ancestor (more, GTK_TYPE_BUTTON), "clicked");
  g_assert_cmpuint (hg_statistics_window_get_n_games (window), ==, 100);
  g_signal_emit_by_name (gtk_widget_get_ancestor (more, GTK_TYPE_BUTTON), "clicked");
  g_assert_cmpuint (hg_statistics_window_get_n_games (window), ==, 120);
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (more, GTK_TYPE_BUTTON)));
  wait_numbers (window);

  close_statistics (window, &records, dir);
}

int
main (int   argc,
      char *argv[])
{
  int result;

  data_home = hg_test_new_data_home ("hg-statistics-home-XXXXXX");

  g_test_init (&argc, &argv, NULL);
  prepare_records ();

  /* The final scoring's show is not what this test looks at: without
   * animations the summary comes at once. */
  app = hg_test_app_new (HG_TEST_APP_NO_ANIMATIONS);

  g_test_add_func ("/statistics/numbers", test_numbers);
  g_test_add_func ("/statistics/open-game", test_open_game);
  g_test_add_func ("/statistics/game-ends-in-window", test_game_ends_in_window);
  g_test_add_func ("/statistics/empty", test_empty);
  g_test_add_func ("/statistics/expert", test_expert);
  g_test_add_func ("/statistics/damaged", test_damaged);
  g_test_add_func ("/statistics/many", test_many);

  result = hg_test_app_run (&app);
  hg_test_remove_tree (data_home);
  g_free (data_home);
  return result;
}
