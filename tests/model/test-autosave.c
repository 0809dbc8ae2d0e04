/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-autosave.c: the game in progress kept in the user data folder:
 * saved after moves, undo and redo (coalesced), loaded back the same, a
 * finished game removes it, a broken file is set aside without a warning
 * and announced with HG_AUTOSAVE_ERROR_BROKEN, the file the game belongs
 * to comes back with it, and the default place is in the user data
 * folder. */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "hg-autosave.h"
#include "hg-test-util.h"

typedef struct {
  char       *dir;
  GFile      *file;
  HgAutosave *autosave;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("hg-autosave-XXXXXX", &error);
  g_assert_no_error (error);
  /* A folder that does not exist yet: the first save makes it. */
  fixture->file = g_file_new_build_filename (fixture->dir, "sub", HG_AUTOSAVE_BASENAME, NULL);
  fixture->autosave = hg_autosave_new (fixture->file);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_remove (path);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->autosave);
  g_clear_object (&fixture->file);
  remove_tree (fixture->dir);
  g_free (fixture->dir);
}

/* Runs the main loop until nothing is waiting to be written.  No timeout:
 * if it never ends, the harness stops the test and it fails. */
static void
wait_idle (HgAutosave *autosave)
{
  while (hg_autosave_get_busy (autosave))
    g_main_context_iteration (NULL, TRUE);
}

static HgGame *
load_back (Fixture *fixture)
{
  g_autoptr(HgAutosave) reader = hg_autosave_new (fixture->file);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) saved = NULL;
  HgGame *game = hg_autosave_load (reader, &saved, NULL, &error);

  g_assert_no_error (error);
  if (game != NULL)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();

      g_assert_nonnull (saved);
      /* Saved within the last minute. */
      g_assert_cmpint (g_date_time_difference (now, saved), <, 60 * G_TIME_SPAN_SECOND);
    }
  else
    g_assert_null (saved);
  return game;
}

static void
play_random (HgGame  *game,
             guint64 *rng,
             guint    n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      HgMove move;

      g_assert_true (hg_state_random_move (hg_game_get_state (game), rng, &move));
      hg_game_play (game, &move, &error);
      g_assert_no_error (error);
    }
}

static void
assert_same_game (HgGame *a,
                  HgGame *b)
{
  g_autofree char *da = hg_test_dump_game (a, TRUE);
  g_autofree char *db = hg_test_dump_game (b, TRUE);

  g_assert_cmpstr (da, ==, db);
}

static void
test_saves_moves (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(HgGame) game = hg_test_random_game (3, 7, 0);
  guint64 rng = 99;

  g_assert_false (g_file_query_exists (fixture->file, NULL));
  g_assert_null (load_back (fixture));

  /* Setting the game saves it at once. */
  hg_autosave_set_game (fixture->autosave, game);
  g_assert_true (hg_autosave_get_busy (fixture->autosave));
  wait_idle (fixture->autosave);
  g_assert_true (g_file_query_exists (fixture->file, NULL));

  for (guint round = 0; round < 5; round++)
    {
      g_autoptr(HgGame) loaded = NULL;

      play_random (game, &rng, 1 + round);
      wait_idle (fixture->autosave);
      loaded = load_back (fixture);
      g_assert_nonnull (loaded);
      assert_same_game (game, loaded);
    }

  /* Undo and redo are saved too, with the redo list. */
  g_assert_true (hg_game_undo (game));
  g_assert_true (hg_game_undo (game));
  wait_idle (fixture->autosave);
  {
    g_autoptr(HgGame) loaded = load_back (fixture);

    g_assert_cmpuint (hg_game_get_n_redo (loaded), ==, 2);
    assert_same_game (game, loaded);
  }
  g_assert_true (hg_game_redo (game));
  wait_idle (fixture->autosave);
  {
    g_autoptr(HgGame) loaded = load_back (fixture);

    g_assert_cmpuint (hg_game_get_n_redo (loaded), ==, 1);
    assert_same_game (game, loaded);
  }
}

/* Many changes in a row while saves run: what is on disk at the end is the
 * last state, whatever the order the saves finished in. */
static void
test_coalesces (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(HgGame) game = hg_test_random_game (2, 3, 0);
  g_autoptr(HgGame) loaded = NULL;
  guint64 rng = 5;

  hg_autosave_set_game (fixture->autosave, game);
  for (guint i = 0; i < 30; i++)
    {
      play_random (game, &rng, 1);
      /* Let a save start now and then, so later moves come while it runs. */
      if (i % 3 == 0)
        g_main_context_iteration (NULL, FALSE);
    }
  wait_idle (fixture->autosave);
  loaded = load_back (fixture);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (hg_game_get_n_history (loaded), ==, 30);
  assert_same_game (game, loaded);
}

static void
test_finished_clears (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(HgGame) game = hg_test_random_game (2, 11, 0);
  guint64 rng = 17;
  HgMove move;

  hg_autosave_set_game (fixture->autosave, game);
  play_random (game, &rng, 3);
  wait_idle (fixture->autosave);
  g_assert_true (g_file_query_exists (fixture->file, NULL));

  while (hg_state_random_move (hg_game_get_state (game), &rng, &move))
    g_assert_true (hg_game_play (game, &move, NULL));
  g_assert_true (hg_game_get_is_over (game));
  wait_idle (fixture->autosave);
  g_assert_false (g_file_query_exists (fixture->file, NULL));
  g_assert_null (load_back (fixture));

  /* Taking the last move back makes it a game in progress again. */
  g_assert_true (hg_game_undo (game));
  wait_idle (fixture->autosave);
  g_assert_true (g_file_query_exists (fixture->file, NULL));

  /* A finished game written by someone else is not offered either, and
   * goes. */
  {
    g_autoptr(HgGame) over = hg_test_random_game (2, 11, -1);

    g_assert_true (hg_game_get_is_over (over));
    g_assert_true (hg_game_save (over, fixture->file, NULL, NULL));
    g_assert_null (load_back (fixture));
    g_assert_false (g_file_query_exists (fixture->file, NULL));
  }

  /* hg_autosave_clear() removes the file and stops following the game. */
  hg_autosave_queue (fixture->autosave);
  wait_idle (fixture->autosave);
  g_assert_true (g_file_query_exists (fixture->file, NULL));
  hg_autosave_clear (fixture->autosave);
  g_assert_null (hg_autosave_get_game (fixture->autosave));
  wait_idle (fixture->autosave);
  g_assert_false (g_file_query_exists (fixture->file, NULL));
  g_assert_true (hg_game_redo (game));
  g_assert_false (hg_autosave_get_busy (fixture->autosave));
}

static void
test_broken (Fixture       *fixture,
             gconstpointer  data)
{
  static const char *contents[] = {
    "",
    "not xml at all",
    "<?xml version=\"1.0\"?><hunters-gatherers-save format=\"1\"><setup",
    "<?xml version=\"1.0\"?><other/>",
  };
  g_autofree char *path = g_file_get_path (fixture->file);
  g_autofree char *broken = g_strconcat (path, HG_AUTOSAVE_BROKEN_SUFFIX, NULL);
  g_autofree char *parent = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (contents); i++)
    {
      g_autoptr(HgAutosave) reader = hg_autosave_new (fixture->file);
      g_autoptr(GError) error = NULL;
      g_autoptr(GDateTime) saved = NULL;
      g_autoptr(HgGame) game = NULL;
      g_autofree char *kept = NULL;
      g_autofree char *summary = NULL;
      GFile *kept_file;
      const GError *reason;

      g_assert_true (g_file_set_contents (path, contents[i], -1, NULL));
      /* No warning (G_DEBUG=fatal-warnings would stop the test), no game,
       * and an error that says where the file is kept and why. */
      game = hg_autosave_load (reader, &saved, NULL, &error);
      g_assert_null (game);
      g_assert_null (saved);
      g_assert_error (error, HG_AUTOSAVE_ERROR, HG_AUTOSAVE_ERROR_BROKEN);
      kept_file = hg_autosave_error_get_kept_file (error);
      g_assert_nonnull (kept_file);
      g_assert_cmpstr (g_file_peek_path (kept_file), ==, broken);
      g_assert_nonnull (strstr (error->message, broken));
      reason = hg_autosave_error_get_reason (error);
      g_assert_nonnull (reason);
      g_assert_true (reason->domain == HG_SAVE_ERROR);
      g_assert_cmpstr (hg_save_error_get_detail (error), ==, reason->message);
      summary = hg_save_error_dup_summary (error);
      g_assert_true (g_str_has_prefix (summary, "The game in progress could not be restored; the damaged file was kept as "));
      g_assert_cmpstr (hg_save_error_get_advice (error), ==, "Start a new game, or open a saved one.");

      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      g_assert_true (g_file_get_contents (broken, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, contents[i]);

      /* Once set aside, there is nothing to continue. */
      g_assert_null (load_back (fixture));
    }

  /* A game saved after that works as before; the broken file stays. */
  {
    g_autoptr(HgGame) game = hg_test_random_game (4, 2, 5);
    g_autoptr(HgGame) loaded = NULL;

    hg_autosave_set_game (fixture->autosave, game);
    wait_idle (fixture->autosave);
    loaded = load_back (fixture);
    g_assert_nonnull (loaded);
    assert_same_game (game, loaded);
    g_assert_true (g_file_test (broken, G_FILE_TEST_EXISTS));
  }

  /* A folder where the file should be: no game, no crash, the folder left
   * alone, and an error that says what is there. */
  g_remove (path);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  {
    g_autoptr(HgAutosave) reader = hg_autosave_new (fixture->file);
    g_autoptr(GError) error = NULL;
    g_autoptr(HgGame) game = hg_autosave_load (reader, NULL, NULL, &error);

    g_assert_null (game);
    g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_READ);
    g_assert_cmpint (hg_save_error_get_cause (error), ==, HG_SAVE_CAUSE_IS_FOLDER);
    g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));
  }
  g_rmdir (path);
}

typedef struct {
  gboolean   done;
  HgGame    *game;
  GDateTime *saved;
} AsyncLoad;

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  AsyncLoad *load = user_data;
  g_autoptr(GError) error = NULL;

  load->game = hg_autosave_load_finish (HG_AUTOSAVE (source), result, &load->saved, &error);
  g_assert_no_error (error);
  load->done = TRUE;
}

static void
test_load_async (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(HgGame) game = hg_test_random_game (5, 21, 12);
  AsyncLoad load = { FALSE, NULL, NULL };

  hg_autosave_load_async (fixture->autosave, NULL, loaded_cb, &load);
  while (!load.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (load.game);
  g_assert_null (load.saved);

  hg_autosave_set_game (fixture->autosave, game);
  wait_idle (fixture->autosave);
  load.done = FALSE;
  hg_autosave_load_async (fixture->autosave, NULL, loaded_cb, &load);
  while (!load.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (load.game);
  g_assert_nonnull (load.saved);
  assert_same_game (game, load.game);
  g_clear_object (&load.game);
  g_clear_pointer (&load.saved, g_date_time_unref);
}

/* Dropping the autosave with a change not yet written writes it. */
static void
test_dispose_writes (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(HgGame) game = hg_test_random_game (2, 4, 0);
  g_autoptr(HgGame) loaded = NULL;
  guint64 rng = 8;

  hg_autosave_set_game (fixture->autosave, game);
  wait_idle (fixture->autosave);
  play_random (game, &rng, 4);
  g_assert_true (hg_autosave_get_busy (fixture->autosave));
  g_clear_object (&fixture->autosave);

  loaded = load_back (fixture);
  g_assert_nonnull (loaded);
  assert_same_game (game, loaded);
}

/* G_TEST_OPTION_ISOLATE_DIRS gives each test its own user data folder. */
static void
test_default_file (void)
{
  g_autoptr(GFile) file = hg_autosave_get_default_file ();
  g_autoptr(HgAutosave) autosave = hg_autosave_new (NULL);
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "hunters-gatherers",
                                                "autosave.hgsave", NULL);

  g_assert_cmpstr (g_file_peek_path (file), ==, expected);
  g_assert_true (g_file_equal (hg_autosave_get_file (autosave), file));
}

int
main (int   argc,
      char *argv[])
{
  /* Every test gets private user folders, removed after it. */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add ("/autosave/saves-moves", Fixture, NULL, fixture_set_up, test_saves_moves, fixture_tear_down);
  g_test_add ("/autosave/coalesces", Fixture, NULL, fixture_set_up, test_coalesces, fixture_tear_down);
  g_test_add ("/autosave/finished-clears", Fixture, NULL, fixture_set_up, test_finished_clears, fixture_tear_down);
  g_test_add ("/autosave/broken", Fixture, NULL, fixture_set_up, test_broken, fixture_tear_down);
  g_test_add ("/autosave/load-async", Fixture, NULL, fixture_set_up, test_load_async, fixture_tear_down);
  g_test_add ("/autosave/dispose-writes", Fixture, NULL, fixture_set_up, test_dispose_writes, fixture_tear_down);
  g_test_add_func ("/autosave/default-file", test_default_file);

  return g_test_run ();
}
