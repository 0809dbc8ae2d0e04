/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-records.c: the history of finished games: a finished game is
 * recorded once (also after undo and redo at the end, or opened again),
 * its copy can be read back, the records come back from disk the same,
 * and the numbers of a prepared history are those worked out by hand, for
 * every level.  Damage: test-records-damaged.c. */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "hg-game-records.h"
#include "hg-record-stats.h"
#include "hg-records-test-util.h"
#include "hg-test-util.h"

/* Adding ------------------------------------------------------------------ */

static void
test_add (Fixture       *fixture,
          gconstpointer  data)
{
  g_autoptr(HgGame) game = finished_game (3, 11);
  g_autoptr(HgGame) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) before = g_date_time_new_now_utc ();
  g_autofree char *id = hg_game_records_identify (game);
  g_autofree char *copy_id = NULL;
  g_autofree char *index = index_path (fixture);
  HgGameRecord *record;
  GDateTime *date;

  g_assert_cmpuint (strlen (id), ==, 64);
  g_assert_true (hg_game_records_add_game (fixture->records, game));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->records)), ==, 1);
  record = record_at (G_LIST_MODEL (fixture->records), 0);
  assert_record_is_game (record, game);
  g_assert_true (hg_game_records_lookup (fixture->records, id) == record);
  date = hg_game_record_get_date (record);
  g_assert_cmpint (g_date_time_compare (date, before), >=, 0);
  g_assert_cmpint (g_date_time_get_utc_offset (date), ==, 0);

  wait_idle (fixture->records);
  g_assert_true (g_file_test (index, G_FILE_TEST_IS_REGULAR));

  /* The copy is the whole game. */
  copy = hg_game_load (hg_game_record_get_file (record), NULL, &error);
  g_assert_no_error (error);
  g_assert_true (hg_game_get_is_over (copy));
  copy_id = hg_game_records_identify (copy);
  g_assert_cmpstr (copy_id, ==, id);
  {
    g_autofree char *a = hg_test_dump_game (game, TRUE);
    g_autofree char *b = hg_test_dump_game (copy, TRUE);

    g_assert_cmpstr (a, ==, b);
  }
}

/* The same game again, or opened again from its copy, adds nothing. */
static void
test_duplicate (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(HgGame) game = finished_game (2, 5);
  g_autoptr(HgGame) other = finished_game (2, 6);
  g_autoptr(HgGame) opened = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *a = hg_game_records_identify (game);
  g_autofree char *b = hg_game_records_identify (other);

  g_assert_cmpstr (a, !=, b);
  g_assert_true (hg_game_records_add_game (fixture->records, game));
  g_assert_false (hg_game_records_add_game (fixture->records, game));
  wait_idle (fixture->records);

  opened = hg_game_load (hg_game_record_get_file (record_at (G_LIST_MODEL (fixture->records), 0)),
                         NULL, &error);
  g_assert_no_error (error);
  g_assert_false (hg_game_records_add_game (fixture->records, opened));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->records)), ==, 1);

  /* Another game is another record, at the top. */
  g_assert_true (hg_game_records_add_game (fixture->records, other));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->records)), ==, 2);
  g_assert_cmpstr (hg_game_record_get_id (record_at (G_LIST_MODEL (fixture->records), 0)), ==, b);
  wait_idle (fixture->records);

  /* Also across sessions. */
  {
    g_autoptr(HgGameRecords) again = reload (fixture);

    g_assert_false (hg_game_records_add_game (again, game));
    g_assert_false (hg_game_records_add_game (again, opened));
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 2);
  }
}

static void
test_reload (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(HgGameRecords) again = NULL;
  HgGame *games[3];

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      games[i] = finished_game (2 + i, 20 + i);
      g_assert_true (hg_game_records_add_game (fixture->records, games[i]));
      /* Dates a moment apart, so that newest-first is one order. */
      g_usleep (2000);
    }
  wait_idle (fixture->records);
  g_assert_true (hg_game_records_get_loaded (fixture->records));

  again = reload (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      /* Newest first. */
      HgGameRecord *record = record_at (G_LIST_MODEL (again), 2 - i);
      HgGameRecord *first = record_at (G_LIST_MODEL (fixture->records), 2 - i);

      assert_record_is_game (record, games[i]);
      g_assert_true (g_date_time_equal (hg_game_record_get_date (record),
                                        hg_game_record_get_date (first)));
      g_assert_true (g_file_equal (hg_game_record_get_file (record),
                                   hg_game_record_get_file (first)));
      g_assert_true (g_file_query_exists (hg_game_record_get_file (record), NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    g_object_unref (games[i]);
}

/* A game added before the index has been read joins the records there;
 * none of them is lost. */
static void
test_add_before_load (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(HgGame) first = finished_game (2, 31);
  g_autoptr(HgGame) second = finished_game (2, 32);
  g_autoptr(HgGameRecords) later = NULL;
  g_autoptr(HgGameRecords) again = NULL;

  g_assert_true (hg_game_records_add_game (fixture->records, first));
  wait_idle (fixture->records);

  later = hg_game_records_new (fixture->folder);
  g_assert_false (hg_game_records_get_loaded (later));
  g_assert_true (hg_game_records_add_game (later, second));
  wait_idle (later);
  g_assert_true (hg_game_records_get_loaded (later));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (later)), ==, 2);

  again = reload (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 2);
  assert_record_is_game (record_at (G_LIST_MODEL (again), 0), second);
  assert_record_is_game (record_at (G_LIST_MODEL (again), 1), first);
}

/* Undo and redo at the end ------------------------------------------------ */

static void
game_over_cb (HgGame        *game,
              HgGameRecords *records)
{
  hg_game_records_add_game (records, game);
}

/* As the window does: every game-over adds the game. */
static void
test_undo_redo_at_end (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(HgGame) game = hg_test_random_game (3, 41, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGameRecords) again = NULL;
  g_autofree char *id = NULL;
  guint64 rng = 99;
  HgMove move;

  g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), fixture->records);
  while (hg_state_random_move (hg_game_get_state (game), &rng, &move))
    {
      hg_game_play (game, &move, &error);
      g_assert_no_error (error);
    }
  id = hg_game_records_identify (game);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->records)), ==, 1);

  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (hg_game_undo (game));
      g_assert_false (hg_game_get_is_over (game));
      g_assert_true (hg_game_redo (game));
      g_assert_true (hg_game_get_is_over (game));
    }
  g_assert_true (hg_game_undo_turn (game));
  g_assert_true (hg_game_redo_turn (game));
  g_assert_true (hg_game_get_is_over (game));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->records)), ==, 1);
  wait_idle (fixture->records);

  again = reload (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 1);
  g_assert_cmpstr (hg_game_record_get_id (record_at (G_LIST_MODEL (again), 0)), ==, id);
}

/* The last move taken back and played another way: the game's record
 * is replaced, and its old copy removed. */
static void
test_ended_another_way (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(HgGame) game = finished_game (2, 51);
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) old_copy = NULL;
  g_autoptr(HgGameRecords) again = NULL;
  g_autofree char *old_id = hg_game_records_identify (game);
  g_autofree char *new_id = NULL;
  HgMove last, other;
  gboolean found = FALSE;

  g_assert_true (hg_game_records_add_game (fixture->records, game));
  wait_idle (fixture->records);
  old_copy = g_object_ref (hg_game_record_get_file (record_at (G_LIST_MODEL (fixture->records), 0)));
  g_assert_true (g_file_query_exists (old_copy, NULL));

  g_assert_true (hg_game_undo (game));
  hg_game_get_redo_move (game, 0, &last);
  moves = hg_game_get_legal_moves (game);
  for (guint i = 0; i < moves->len && !found; i++)
    {
      other = g_array_index (moves, HgMove, i);
      found = !hg_move_equal (&other, &last);
    }
  g_assert_true (found);
  hg_game_play (game, &other, &error);
  g_assert_no_error (error);
  g_assert_true (hg_game_get_is_over (game));

  g_assert_true (hg_game_records_add_game (fixture->records, game));
  new_id = hg_game_records_identify (game);
  g_assert_cmpstr (new_id, !=, old_id);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->records)), ==, 1);
  g_assert_null (hg_game_records_lookup (fixture->records, old_id));
  assert_record_is_game (record_at (G_LIST_MODEL (fixture->records), 0), game);
  wait_idle (fixture->records);
  g_assert_false (g_file_query_exists (old_copy, NULL));

  again = reload (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 1);
  g_assert_cmpstr (hg_game_record_get_id (record_at (G_LIST_MODEL (again), 0)), ==, new_id);
}

/* Reading in a worker thread ------------------------------------------------ */

typedef struct {
  gboolean  done;
  gboolean  ok;
  GError   *error;
} LoadWait;

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  LoadWait *wait = user_data;

  wait->ok = hg_game_records_load_finish (HG_GAME_RECORDS (source), result, &wait->error);
  wait->done = TRUE;
}

static void
notified_cb (guint *count)
{
  (*count)++;
}

/* No timeout: if it never ends, the harness stops the test. */
static gboolean
load_and_wait (HgGameRecords  *records,
               GCancellable   *cancellable,
               GError        **error)
{
  LoadWait wait = { FALSE, FALSE, NULL };

  hg_game_records_load_async (records, cancellable, loaded_cb, &wait);
  while (!wait.done)
    g_main_context_iteration (NULL, TRUE);
  if (wait.error != NULL)
    g_propagate_error (error, wait.error);
  return wait.ok;
}

static void
test_load_async (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  guint notified = 0;

  write_index (fixture, prepared);
  g_signal_connect_swapped (fixture->records, "notify::loaded", G_CALLBACK (notified_cb), &notified);

  /* Cancelled: nothing read, and it can be read later. */
  g_cancellable_cancel (cancellable);
  g_assert_false (load_and_wait (fixture->records, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_false (hg_game_records_get_loaded (fixture->records));
  g_assert_cmpuint (notified, ==, 0);

  g_assert_true (load_and_wait (fixture->records, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (hg_game_records_get_loaded (fixture->records));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->records)), ==, 3);
  g_assert_cmpstr (hg_game_record_get_id (record_at (G_LIST_MODEL (fixture->records), 0)), ==, ID_C);

  /* Once read, again is nothing new. */
  g_assert_true (load_and_wait (fixture->records, NULL, &error));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->records)), ==, 3);
  /* Nothing was damaged: nothing to write. */
  g_assert_false (hg_game_records_get_busy (fixture->records));
}

/* The numbers --------------------------------------------------------------- */

/* By hand, from the three games of prepared[]:
 *
 *   A (1 March)  Ana 80 (human, wins)   Computer 72 (hard)
 *   B (2 March)  Ana 60 (human, ties)   Computer 60 (hard, ties)   Ben 41 (easy)
 *   C (3 March)  Ben 55 (human)         Computer 90 (medium, wins)
 *
 *   Ana:      2 games, wins 1 + 1/2 = 1.5, best 80, average (80 + 60) / 2 = 70
 *   Computer: 3 games, wins 0 + 1/2 + 1 = 1.5, best 90, average (72 + 60 + 90) / 3 = 74
 *   Ben:      2 games, wins 0, best 55, average (41 + 55) / 2 = 48
 *
 *   human: 3 seats (Ana twice, Ben once), 1 + 1/2 = 1.5 wins; hard:
 *   2 seats, 0.5; medium: 1 seat, 1;
 *   easy: 1 seat, 0; random: none.
 *
 * Computer and Ana both have 1.5 wins; Computer played more games, so it
 * comes first. */
static void
test_stats (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(HgGameRecords) records = NULL;
  g_autoptr(HgRecordStats) stats = NULL;
  const HgNameStats *ana, *computer, *ben;
  HgGameRecord *record;

  write_index (fixture, prepared);
  records = reload (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (records)), ==, 3);
  g_assert_cmpstr (hg_game_record_get_id (record_at (G_LIST_MODEL (records), 0)), ==, ID_C);
  g_assert_cmpstr (hg_game_record_get_id (record_at (G_LIST_MODEL (records), 1)), ==, ID_B);
  g_assert_cmpstr (hg_game_record_get_id (record_at (G_LIST_MODEL (records), 2)), ==, ID_A);
  record = record_at (G_LIST_MODEL (records), 1);
  g_assert_cmpuint (hg_game_record_get_winners (record), ==, 0x3);
  g_assert_cmpstr (hg_game_record_get_colour (record_at (G_LIST_MODEL (records), 2), 1), ==, "#56b4e9");
  /* 09:30 at +01:00 is 08:30 UTC. */
  g_assert_cmpint (g_date_time_get_hour (hg_game_record_get_date (record_at (G_LIST_MODEL (records), 0))), ==, 8);

  stats = hg_record_stats_new (G_LIST_MODEL (records));
  g_assert_cmpuint (stats->n_games, ==, 3);
  g_assert_cmpuint (stats->names->len, ==, 3);
  g_assert_cmpstr (g_array_index (stats->names, HgNameStats, 0).name, ==, "Computer");
  g_assert_cmpstr (g_array_index (stats->names, HgNameStats, 1).name, ==, "Ana");
  g_assert_cmpstr (g_array_index (stats->names, HgNameStats, 2).name, ==, "Ben");

  ana = hg_record_stats_lookup_name (stats, "Ana");
  computer = hg_record_stats_lookup_name (stats, "Computer");
  ben = hg_record_stats_lookup_name (stats, "Ben");
  g_assert_null (hg_record_stats_lookup_name (stats, "ana"));

  g_assert_cmpuint (ana->games, ==, 2);
  g_assert_cmpfloat_with_epsilon (ana->wins, 1.5, 1e-9);
  g_assert_cmpuint (ana->best, ==, 80);
  g_assert_cmpfloat_with_epsilon (ana->average, 70.0, 1e-9);

  g_assert_cmpuint (computer->games, ==, 3);
  g_assert_cmpfloat_with_epsilon (computer->wins, 1.5, 1e-9);
  g_assert_cmpuint (computer->best, ==, 90);
  g_assert_cmpfloat_with_epsilon (computer->average, 74.0, 1e-9);

  g_assert_cmpuint (ben->games, ==, 2);
  g_assert_cmpfloat_with_epsilon (ben->wins, 0.0, 1e-9);
  g_assert_cmpuint (ben->best, ==, 55);
  g_assert_cmpfloat_with_epsilon (ben->average, 48.0, 1e-9);

  g_assert_cmpuint (stats->levels[HG_LEVEL_HUMAN].games, ==, 3);
  g_assert_cmpfloat_with_epsilon (stats->levels[HG_LEVEL_HUMAN].wins, 1.5, 1e-9);
  g_assert_cmpuint (stats->levels[HG_LEVEL_HARD].games, ==, 2);
  g_assert_cmpfloat_with_epsilon (stats->levels[HG_LEVEL_HARD].wins, 0.5, 1e-9);
  g_assert_cmpuint (stats->levels[HG_LEVEL_MEDIUM].games, ==, 1);
  g_assert_cmpfloat_with_epsilon (stats->levels[HG_LEVEL_MEDIUM].wins, 1.0, 1e-9);
  g_assert_cmpuint (stats->levels[HG_LEVEL_EASY].games, ==, 1);
  g_assert_cmpfloat_with_epsilon (stats->levels[HG_LEVEL_EASY].wins, 0.0, 1e-9);
  g_assert_cmpuint (stats->levels[HG_LEVEL_RANDOM].games, ==, 0);
}

/* The wins of every game add up to one, whatever the ties. */
static void
test_stats_wins_add_up (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(HgRecordStats) stats = NULL;
  double wins = 0, level_wins = 0;

  for (guint32 seed = 70; seed < 78; seed++)
    {
      g_autoptr(HgGame) game = finished_game (2 + seed % 4, seed);

      g_assert_true (hg_game_records_add_game (fixture->records, game));
    }
  wait_idle (fixture->records);

  stats = hg_record_stats_new (G_LIST_MODEL (fixture->records));
  g_assert_cmpuint (stats->n_games, ==, 8);
  for (guint i = 0; i < stats->names->len; i++)
    wins += g_array_index (stats->names, HgNameStats, i).wins;
  for (guint level = 0; level < HG_N_LEVELS; level++)
    level_wins += stats->levels[level].wins;
  g_assert_cmpfloat_with_epsilon (wins, 8.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (level_wins, 8.0, 1e-9);
}

/* Every level of HgLevel is counted, expert too: the statistics once
 * aborted on a record with an expert seat. */
static void
test_stats_every_level (Fixture       *fixture,
                        gconstpointer  data)
{
  static const char text[] =
    "[records]\nformat=1\n\n"
    "[game " ID_A "]\ndate=2024-03-01T10:00:00Z\nnames=A;B;C;D;E;\n"
    "colours=#000000;#111111;#222222;#333333;#444444;\n"
    "levels=human;random;easy;medium;hard;\nscores=1;2;3;4;5;\nwinners=4;\n\n"
    "[game " ID_B "]\ndate=2024-03-02T10:00:00Z\nnames=A;F;\n"
    "colours=#000000;#555555;\nlevels=human;expert;\nscores=10;20;\nwinners=1;\n";
  g_autoptr(HgGameRecords) records = NULL;
  g_autoptr(HgRecordStats) stats = NULL;

  write_index (fixture, text);
  records = reload (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (records)), ==, 2);
  g_assert_cmpint (hg_game_record_get_level (record_at (G_LIST_MODEL (records), 0), 1), ==, HG_LEVEL_EXPERT);

  stats = hg_record_stats_new (G_LIST_MODEL (records));
  g_assert_cmpuint (stats->n_games, ==, 2);
  g_assert_cmpuint (stats->levels[HG_LEVEL_HUMAN].games, ==, 2);
  for (HgLevel level = HG_LEVEL_RANDOM; level < HG_N_LEVELS; level++)
    g_assert_cmpuint (stats->levels[level].games, ==, 1);
  g_assert_cmpfloat_with_epsilon (stats->levels[HG_LEVEL_HARD].wins, 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (stats->levels[HG_LEVEL_EXPERT].wins, 1.0, 1e-9);
  /* Every name of HgLevel is one of the list, and back. */
  for (HgLevel level = HG_LEVEL_HUMAN; level < HG_N_LEVELS; level++)
    {
      HgLevel back;

      g_assert_true (hg_level_from_string (hg_level_to_string (level), &back));
      g_assert_cmpint (back, ==, level);
      g_assert_cmpstr (hg_level_to_label (level), !=, "");
    }
  g_assert_false (hg_level_from_string ("grandmaster", NULL));
}

/* The default place ------------------------------------------------------ */

static void
test_default_folder (void)
{
  g_autofree char *data_home = g_dir_make_tmp ("hg-records-home-XXXXXX", NULL);
  g_autofree char *expected = g_build_filename (data_home, "hunters-gatherers", "records", NULL);
  g_autoptr(GFile) folder = NULL;
  g_autoptr(HgGameRecords) records = NULL;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_reload_user_special_dirs_cache ();
  folder = hg_game_records_get_default_folder ();
  g_assert_cmpstr (g_file_peek_path (folder), ==, expected);
  records = hg_game_records_new (NULL);
  g_assert_true (g_file_equal (hg_game_records_get_folder (records), folder));
  g_rmdir (data_home);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/records/add", test_add);
  ADD ("/records/duplicate", test_duplicate);
  ADD ("/records/reload", test_reload);
  ADD ("/records/add-before-load", test_add_before_load);
  ADD ("/records/undo-redo-at-end", test_undo_redo_at_end);
  ADD ("/records/ended-another-way", test_ended_another_way);
  ADD ("/records/load-async", test_load_async);
  ADD ("/records/stats", test_stats);
  ADD ("/records/stats-wins-add-up", test_stats_wins_add_up);
  ADD ("/records/stats-every-level", test_stats_every_level);
#undef ADD
  g_test_add_func ("/records/default-folder", test_default_folder);

  return g_test_run ();
}
