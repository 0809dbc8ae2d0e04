/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-records.c: the history of finished games: a finished game is
 * recorded once (also after undo and redo at the end, or opened again),
 * its copy can be read back, the records come back from disk the same, a
 * damaged index is set aside without a warning, and the numbers of a
 * prepared history are those worked out by hand. */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "hg-game-records.h"
#include "hg-record-stats.h"
#include "hg-test-util.h"

typedef struct {
  char          *dir;
  GFile         *folder;
  HgGameRecords *records;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->dir = hg_test_make_dir ("hg-records-XXXXXX");
  /* A folder that does not exist yet: the first write makes it. */
  fixture->folder = g_file_new_build_filename (fixture->dir, "data", "records", NULL);
  fixture->records = hg_game_records_new (fixture->folder);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->records);
  g_clear_object (&fixture->folder);
  hg_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

/* Runs the main loop until nothing is waiting to be written.  No timeout:
 * if it never ends, the harness stops the test and it fails. */
static void
wait_idle (HgGameRecords *records)
{
  while (hg_game_records_get_busy (records))
    g_main_context_iteration (NULL, TRUE);
}

static char *
index_path (Fixture *fixture)
{
  return g_build_filename (g_file_peek_path (fixture->folder), HG_GAME_RECORDS_BASENAME, NULL);
}

static void
write_index (Fixture    *fixture,
             const char *text)
{
  g_autofree char *path = index_path (fixture);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (g_file_peek_path (fixture->folder), 0700), ==, 0);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

static HgGameRecords *
reload (Fixture *fixture)
{
  HgGameRecords *records = hg_game_records_new (fixture->folder);
  g_autoptr(GError) error = NULL;

  g_assert_true (hg_game_records_load (records, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (hg_game_records_get_loaded (records));
  return records;
}

static HgGameRecord *
record_at (GListModel *model,
           guint       position)
{
  HgGameRecord *record = g_list_model_get_item (model, position);

  g_assert_nonnull (record);
  /* The model keeps its own reference. */
  g_object_unref (record);
  return record;
}

/* A finished game of @n_players with names, levels and the engine's
 * random moves. */
static HgGame *
finished_game (guint   n_players,
               guint32 seed)
{
  static const char * const names[] = { "Ana", "Ben; the second", " Cy", "Dan", "Eve" };
  const HgLevel levels[] = { HG_LEVEL_HUMAN, HG_LEVEL_HARD, HG_LEVEL_EASY, HG_LEVEL_HUMAN, HG_LEVEL_RANDOM };
  g_autoptr(GError) error = NULL;
  HgGame *game;
  HgSetup setup;
  guint64 rng = seed * 7919u + 1;
  HgMove move;

  hg_setup_shuffle (&setup, n_players, seed);
  game = hg_game_new (&setup, names, NULL, levels, &error);
  g_assert_no_error (error);
  while (hg_state_random_move (hg_game_get_state (game), &rng, &move))
    {
      hg_game_play (game, &move, &error);
      g_assert_no_error (error);
    }
  g_assert_true (hg_game_get_is_over (game));
  return game;
}

static void
assert_record_is_game (HgGameRecord *record,
                       HgGame       *game)
{
  g_autofree char *id = hg_game_records_identify (game);
  const HgState *state = hg_game_get_state (game);

  g_assert_cmpstr (hg_game_record_get_id (record), ==, id);
  g_assert_cmpuint (hg_game_record_get_n_players (record), ==, hg_game_get_n_players (game));
  for (guint seat = 0; seat < hg_game_get_n_players (game); seat++)
    {
      HgPlayer *player = hg_game_get_player (game, seat);

      g_assert_cmpstr (hg_game_record_get_name (record, seat), ==, hg_player_get_name (player));
      g_assert_cmpstr (hg_game_record_get_colour (record, seat), ==, hg_player_get_colour (player));
      g_assert_cmpint (hg_game_record_get_level (record, seat), ==, hg_player_get_level (player));
      g_assert_cmpuint (hg_game_record_get_score (record, seat), ==, hg_state_get_score (state, seat));
    }
  g_assert_cmpuint (hg_game_record_get_winners (record), ==, hg_state_get_winners (state));
}

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

/* Damage ------------------------------------------------------------------ */

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static void
check_set_aside (Fixture    *fixture,
                 const char *text)
{
  g_autofree char *index = index_path (fixture);
  g_autofree char *broken = g_strconcat (index, HG_GAME_RECORDS_BROKEN_SUFFIX, NULL);
  g_autofree char *kept = NULL;
  g_autoptr(HgGame) game = finished_game (2, 61);
  g_autoptr(HgGameRecords) again = NULL;

  write_index (fixture, text);
  g_clear_object (&fixture->records);
  fixture->records = reload (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->records)), ==, 0);
  g_assert_false (g_file_test (index, G_FILE_TEST_EXISTS));
  kept = read_text (broken);
  g_assert_cmpstr (kept, ==, text);

  /* A fresh index starts. */
  g_assert_true (hg_game_records_add_game (fixture->records, game));
  wait_idle (fixture->records);
  again = reload (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 1);
}

static void
test_damaged_not_key_file (Fixture       *fixture,
                           gconstpointer  data)
{
  check_set_aside (fixture, "<?xml version=\"1.0\"?>\n\x01\x02 not a key file [\n");
}

static void
test_damaged_no_format (Fixture       *fixture,
                        gconstpointer  data)
{
  check_set_aside (fixture, "[something]\nkey=value\n");
}

static void
test_damaged_newer (Fixture       *fixture,
                    gconstpointer  data)
{
  check_set_aside (fixture, "[records]\nformat=2\n");
}

static void
test_damaged_empty (Fixture       *fixture,
                    gconstpointer  data)
{
  check_set_aside (fixture, "");
}

#define ID_A "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
#define ID_B "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
#define ID_C "cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc"
#define ID_D "dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd"

/* Three games worked out by hand in test_stats. */
static const char prepared[] =
  "[records]\n"
  "format=1\n"
  "\n"
  "[game " ID_A "]\n"
  "date=2024-03-01T10:00:00Z\n"
  "names=Ana;Computer;\n"
  "colours=#e69f00;#56B4E9;\n"
  "levels=human;hard;\n"
  "scores=80;72;\n"
  "winners=0;\n"
  "\n"
  "[game " ID_B "]\n"
  "date=2024-03-02T10:00:00Z\n"
  "names=Ana;Computer;Ben;\n"
  "colours=#e69f00;#56b4e9;#f0e442;\n"
  "levels=human;hard;easy;\n"
  "scores=60;60;41;\n"
  "winners=0;1;\n"
  "\n"
  "[game " ID_C "]\n"
  "date=2024-03-03T09:30:00+01:00\n"
  "names=Ben;Computer;\n"
  "colours=#e69f00;#56b4e9;\n"
  "levels=human;medium;\n"
  "scores=55;90;\n"
  "winners=1;\n";

/* Groups that are damaged each in one way: they are left out, the rest
 * is kept, and so is the file as it was. */
static void
test_damaged_groups (Fixture       *fixture,
                     gconstpointer  data)
{
  static const char * const bad[] = {
    /* the winner does not have the highest score */
    "[game " ID_D "]\ndate=2024-03-04T10:00:00Z\nnames=A;B;\ncolours=#000000;#ffffff;\n"
    "levels=human;hard;\nscores=10;20;\nwinners=0;\n",
    /* one seat too few in the levels */
    "[game " ID_D "]\ndate=2024-03-04T10:00:00Z\nnames=A;B;\ncolours=#000000;#ffffff;\n"
    "levels=human;\nscores=10;20;\nwinners=1;\n",
    /* not a date */
    "[game " ID_D "]\ndate=yesterday\nnames=A;B;\ncolours=#000000;#ffffff;\n"
    "levels=human;hard;\nscores=10;20;\nwinners=1;\n",
    /* not an identity */
    "[game 1234]\ndate=2024-03-04T10:00:00Z\nnames=A;B;\ncolours=#000000;#ffffff;\n"
    "levels=human;hard;\nscores=10;20;\nwinners=1;\n",
    /* a level that does not exist, a negative score, a colour name */
    "[game " ID_D "]\ndate=2024-03-04T10:00:00Z\nnames=A;B;\ncolours=#000000;#ffffff;\n"
    "levels=human;grandmaster;\nscores=10;20;\nwinners=1;\n",
    "[game " ID_D "]\ndate=2024-03-04T10:00:00Z\nnames=A;B;\ncolours=#000000;#ffffff;\n"
    "levels=human;hard;\nscores=-10;20;\nwinners=1;\n",
    "[game " ID_D "]\ndate=2024-03-04T10:00:00Z\nnames=A;B;\ncolours=red;#ffffff;\n"
    "levels=human;hard;\nscores=10;20;\nwinners=1;\n",
    /* a missing key, an empty name, a group of no kind */
    "[game " ID_D "]\ndate=2024-03-04T10:00:00Z\nnames=A;B;\ncolours=#000000;#ffffff;\n"
    "levels=human;hard;\nscores=10;20;\n",
    "[game " ID_D "]\ndate=2024-03-04T10:00:00Z\nnames=;B;\ncolours=#000000;#ffffff;\n"
    "levels=human;hard;\nscores=10;20;\nwinners=1;\n",
    "[settings]\nspeed=fast\n",
    /* a game that is there twice */
    "[game " ID_A "]\ndate=2024-03-04T10:00:00Z\nnames=A;B;\ncolours=#000000;#ffffff;\n"
    "levels=human;hard;\nscores=10;20;\nwinners=1;\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = g_strconcat (prepared, "\n", bad[i], NULL);
      g_autofree char *index = index_path (fixture);
      g_autofree char *broken = g_strconcat (index, HG_GAME_RECORDS_BROKEN_SUFFIX, NULL);
      g_autofree char *kept = NULL;
      g_autoptr(HgGameRecords) records = NULL;
      g_autoptr(HgGameRecords) again = NULL;

      write_index (fixture, text);
      g_remove (broken);
      records = reload (fixture);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (records)), ==, 3);
      kept = read_text (broken);
      g_assert_cmpstr (kept, ==, text);

      /* The index is written again without the damaged group. */
      wait_idle (records);
      again = reload (fixture);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 3);
      {
        g_autofree char *rewritten = read_text (index);

        g_assert_null (strstr (rewritten, ID_D));
        g_assert_null (strstr (rewritten, "settings"));
      }
    }
}

/* One bad line in the index, and records.ini.broken taken by a folder:
 * the index is kept under the next free name (never deleted), the records
 * are read back from the copies of the games, the index is written again,
 * and the records say what was kept. */
static void
test_damaged_rebuilt (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *index = index_path (fixture);
  g_autofree char *taken = g_strconcat (index, HG_GAME_RECORDS_BROKEN_SUFFIX, NULL);
  g_autofree char *expected = g_strconcat (taken, ".2", NULL);
  g_autofree char *written = NULL;
  g_autofree char *damaged = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(HgGameRecords) records = NULL;
  g_autoptr(HgGameRecords) again = NULL;
  HgGame *games[3];

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      games[i] = finished_game (2 + i, 80 + i);
      g_assert_true (hg_game_records_add_game (fixture->records, games[i]));
    }
  wait_idle (fixture->records);
  g_assert_null (hg_game_records_get_damaged_file (fixture->records));

  written = read_text (index);
  damaged = g_strconcat ("this line is not a key file line\n", written, NULL);
  write_index (fixture, damaged);
  g_assert_cmpint (g_mkdir (taken, 0700), ==, 0);

  records = reload (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (records)), ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *id = hg_game_records_identify (games[i]);

      assert_record_is_game (hg_game_records_lookup (records, id), games[i]);
    }
  g_assert_nonnull (hg_game_records_get_damaged_file (records));
  g_assert_cmpstr (g_file_peek_path (hg_game_records_get_damaged_file (records)), ==, expected);
  g_assert_cmpuint (hg_game_records_get_n_rebuilt (records), ==, 3);
  kept = read_text (expected);
  g_assert_cmpstr (kept, ==, damaged);
  g_assert_true (g_file_test (taken, G_FILE_TEST_IS_DIR));

  /* Written again whole: the next start finds nothing damaged. */
  wait_idle (records);
  again = reload (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 3);
  g_assert_null (hg_game_records_get_damaged_file (again));

  /* One bad line in a group: that group alone is left out, and read back
   * from its copy. */
  {
    g_autofree char *rewritten = read_text (index);
    g_autofree char *bad_group = g_strconcat (rewritten, "this line is not a key file line\n", NULL);
    g_autofree char *third = g_strconcat (taken, ".3", NULL);
    g_autoptr(HgGameRecords) once_more = NULL;

    write_index (fixture, bad_group);
    once_more = reload (fixture);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (once_more)), ==, 3);
    g_assert_cmpuint (hg_game_records_get_n_rebuilt (once_more), ==, 1);
    g_assert_cmpstr (g_file_peek_path (hg_game_records_get_damaged_file (once_more)), ==, third);
    wait_idle (once_more);
    g_remove (third);
  }

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    g_object_unref (games[i]);
  g_remove (expected);
  g_rmdir (taken);
}

/* A damaged group: the file as it was is copied beside it under a free
 * name; what was kept before stays as it was. */
static void
test_damaged_group_kept_apart (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autofree char *index = index_path (fixture);
  g_autofree char *first = g_strconcat (index, HG_GAME_RECORDS_BROKEN_SUFFIX, NULL);
  g_autofree char *second = g_strconcat (first, ".2", NULL);
  g_autofree char *text = g_strconcat (prepared, "\n[settings]\nspeed=fast\n", NULL);
  g_autofree char *kept = NULL;
  g_autofree char *older = NULL;
  g_autoptr(HgGameRecords) records = NULL;

  write_index (fixture, text);
  g_assert_true (g_file_set_contents (first, "kept before", -1, NULL));
  records = reload (fixture);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (records)), ==, 3);
  g_assert_cmpstr (g_file_peek_path (hg_game_records_get_damaged_file (records)), ==, second);
  kept = read_text (second);
  g_assert_cmpstr (kept, ==, text);
  older = read_text (first);
  g_assert_cmpstr (older, ==, "kept before");
  wait_idle (records);
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

/* Records of a level this version does not know (written by a newer
 * one) are left out with one message for them all, never an abort, and
 * the rest is counted. */
static void
test_unknown_level (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *text =
    g_strconcat (prepared, "\n"
                 "[game " ID_D "]\ndate=2024-03-04T10:00:00Z\nnames=A;B;\ncolours=#000000;#ffffff;\n"
                 "levels=human;grandmaster;\nscores=10;20;\nwinners=1;\n\n"
                 "[game eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee]\n"
                 "date=2024-03-05T10:00:00Z\nnames=A;B;\ncolours=#000000;#ffffff;\n"
                 "levels=grandmaster;human;\nscores=10;20;\nwinners=1;\n", NULL);
  g_autoptr(HgGameRecords) records = NULL;
  g_autoptr(HgRecordStats) stats = NULL;

  write_index (fixture, text);
  g_test_expect_message ("hg-model", G_LOG_LEVEL_MESSAGE, "2 records of finished games are left out*grandmaster*");
  records = reload (fixture);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (records)), ==, 3);
  stats = hg_record_stats_new (G_LIST_MODEL (records));
  g_assert_cmpuint (stats->n_games, ==, 3);
  wait_idle (records);
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
  ADD ("/records/damaged/not-key-file", test_damaged_not_key_file);
  ADD ("/records/damaged/no-format", test_damaged_no_format);
  ADD ("/records/damaged/newer", test_damaged_newer);
  ADD ("/records/damaged/empty", test_damaged_empty);
  ADD ("/records/damaged/groups", test_damaged_groups);
  ADD ("/records/damaged/rebuilt", test_damaged_rebuilt);
  ADD ("/records/damaged/group-kept-apart", test_damaged_group_kept_apart);
  ADD ("/records/load-async", test_load_async);
  ADD ("/records/stats", test_stats);
  ADD ("/records/stats-wins-add-up", test_stats_wins_add_up);
  ADD ("/records/stats-every-level", test_stats_every_level);
  ADD ("/records/unknown-level", test_unknown_level);
#undef ADD
  g_test_add_func ("/records/default-folder", test_default_folder);

  return g_test_run ();
}
