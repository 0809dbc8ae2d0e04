/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-records-test-util.c: what the tests of the records share. */

#include "config.h"

#include <string.h>

#include "hg-records-test-util.h"
#include "hg-test-util.h"

void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->dir = hg_test_make_dir ("hg-records-XXXXXX");
  /* A folder that does not exist yet: the first write makes it. */
  fixture->folder = g_file_new_build_filename (fixture->dir, "data", "records", NULL);
  fixture->records = hg_game_records_new (fixture->folder);
}

void
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
void
wait_idle (HgGameRecords *records)
{
  while (hg_game_records_get_busy (records))
    g_main_context_iteration (NULL, TRUE);
}

char *
index_path (Fixture *fixture)
{
  return g_build_filename (g_file_peek_path (fixture->folder), HG_GAME_RECORDS_BASENAME, NULL);
}

void
write_index (Fixture    *fixture,
             const char *text)
{
  g_autofree char *path = index_path (fixture);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (g_file_peek_path (fixture->folder), 0700), ==, 0);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

HgGameRecords *
reload (Fixture *fixture)
{
  HgGameRecords *records = hg_game_records_new (fixture->folder);
  g_autoptr(GError) error = NULL;

  g_assert_true (hg_game_records_load (records, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (hg_game_records_get_loaded (records));
  return records;
}

HgGameRecord *
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
HgGame *
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

void
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

char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}


const char prepared[] =
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
