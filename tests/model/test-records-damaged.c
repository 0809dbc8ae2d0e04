/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-records-damaged.c: a damaged index of the records: one that cannot
 * be read is set aside under a free name (never deleted) without a
 * warning, a damaged group is left out alone, what was lost is read back
 * from the copies of the games, and records of a level this version does
 * not know are left out with one message. */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "hg-game-records.h"
#include "hg-record-stats.h"
#include "hg-records-test-util.h"
#include "hg-test-util.h"

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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/records/damaged/not-key-file", test_damaged_not_key_file);
  ADD ("/records/damaged/no-format", test_damaged_no_format);
  ADD ("/records/damaged/newer", test_damaged_newer);
  ADD ("/records/damaged/empty", test_damaged_empty);
  ADD ("/records/damaged/groups", test_damaged_groups);
  ADD ("/records/damaged/rebuilt", test_damaged_rebuilt);
  ADD ("/records/damaged/group-kept-apart", test_damaged_group_kept_apart);
  ADD ("/records/damaged/unknown-level", test_unknown_level);
#undef ADD

  return g_test_run ();
}
