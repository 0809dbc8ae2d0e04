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
#include "hg-save-private.h"
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
  fixture->dir = hg_test_make_dir ("hg-autosave-XXXXXX");
  /* A folder that does not exist yet: the first save makes it. */
  fixture->file = g_file_new_build_filename (fixture->dir, "sub", HG_AUTOSAVE_BASENAME, NULL);
  fixture->autosave = hg_autosave_new (fixture->file);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->autosave);
  g_clear_object (&fixture->file);
  hg_test_remove_tree (fixture->dir);
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
count_cb (guint *count)
{
  (*count)++;
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
      hg_test_assert_same_game (game, loaded);
    }

  /* Undo and redo are saved too, with the redo list. */
  g_assert_true (hg_game_undo (game));
  g_assert_true (hg_game_undo (game));
  wait_idle (fixture->autosave);
  {
    g_autoptr(HgGame) loaded = load_back (fixture);

    g_assert_cmpuint (hg_game_get_n_redo (loaded), ==, 2);
    hg_test_assert_same_game (game, loaded);
  }
  g_assert_true (hg_game_redo (game));
  wait_idle (fixture->autosave);
  {
    g_autoptr(HgGame) loaded = load_back (fixture);

    g_assert_cmpuint (hg_game_get_n_redo (loaded), ==, 1);
    hg_test_assert_same_game (game, loaded);
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
  hg_test_assert_same_game (game, loaded);
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
  g_autofree char *first_broken = g_strconcat (path, HG_AUTOSAVE_BROKEN_SUFFIX, NULL);
  g_autofree char *parent = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (contents); i++)
    {
      /* Each file set aside keeps a name of its own: .broken, then
       * .broken.2, ... */
      g_autofree char *broken = i == 0 ? g_strdup (first_broken)
                                       : g_strdup_printf ("%s.%u", first_broken, i + 1);
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

  /* A game saved after that works as before; every broken file stays as
   * it was. */
  {
    g_autoptr(HgGame) game = hg_test_random_game (4, 2, 5);
    g_autoptr(HgGame) loaded = NULL;

    hg_autosave_set_game (fixture->autosave, game);
    wait_idle (fixture->autosave);
    loaded = load_back (fixture);
    g_assert_nonnull (loaded);
    hg_test_assert_same_game (game, loaded);
    for (guint i = 0; i < G_N_ELEMENTS (contents); i++)
      {
        g_autofree char *broken = i == 0 ? g_strdup (first_broken)
                                         : g_strdup_printf ("%s.%u", first_broken, i + 1);
        g_autofree char *kept = NULL;

        g_assert_true (g_file_get_contents (broken, &kept, NULL, NULL));
        g_assert_cmpstr (kept, ==, contents[i]);
      }
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

/* The name *.broken is taken by a folder: the damaged file goes to the
 * next free name, the message names it, and the next game's autosave
 * does not write over it. */
static void
test_broken_name_taken (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *path = g_file_get_path (fixture->file);
  g_autofree char *taken = g_strconcat (path, HG_AUTOSAVE_BROKEN_SUFFIX, NULL);
  g_autofree char *expected = g_strconcat (taken, ".2", NULL);
  g_autoptr(HgAutosave) reader = hg_autosave_new (fixture->file);
  g_autoptr(HgGame) game = hg_test_random_game (2, 3, 4);
  g_autoptr(HgGame) none = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *kept = NULL;
  GFile *kept_file;

  g_assert_cmpint (g_mkdir_with_parents (taken, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "damaged", -1, NULL));
  none = hg_autosave_load (reader, NULL, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, HG_AUTOSAVE_ERROR, HG_AUTOSAVE_ERROR_BROKEN);
  kept_file = hg_autosave_error_get_kept_file (error);
  g_assert_cmpstr (g_file_peek_path (kept_file), ==, expected);
  g_assert_nonnull (strstr (error->message, expected));
  g_assert_true (g_file_test (taken, G_FILE_TEST_IS_DIR));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  hg_autosave_set_game (fixture->autosave, game);
  wait_idle (fixture->autosave);
  g_assert_true (g_file_get_contents (expected, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "damaged");
  g_rmdir (taken);
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
  hg_test_assert_same_game (game, load.game);
  g_clear_object (&load.game);
  g_clear_pointer (&load.saved, g_date_time_unref);
}

static char *
file_contents (GFile *file)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (g_file_peek_path (file), &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

/* The file the game belongs to is recorded (format 2) and comes back with
 * the game; another game forgets it; a plain load reads such a file too. */
static void
test_game_file (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(HgGame) game = hg_test_random_game (3, 12, 9);
  g_autoptr(HgGame) other = hg_test_random_game (2, 13, 4);
  g_autoptr(GFile) game_file = g_file_new_for_path ("/home/ann/Spiele/Partie vom Sonntag.hgsave");
  g_autofree char *contents = NULL;
  guint notified = 0;

  g_signal_connect_swapped (fixture->autosave, "notify::game-file", G_CALLBACK (count_cb), &notified);

  hg_autosave_set_game (fixture->autosave, game);
  hg_autosave_set_game_file (fixture->autosave, game_file);
  g_assert_true (hg_autosave_get_game_file (fixture->autosave) == game_file);
  g_assert_cmpuint (notified, ==, 1);
  /* The same file again is no change. */
  {
    g_autoptr(GFile) same = g_file_new_for_path ("/home/ann/Spiele/Partie vom Sonntag.hgsave");

    hg_autosave_set_game_file (fixture->autosave, same);
    g_assert_cmpuint (notified, ==, 1);
  }
  wait_idle (fixture->autosave);

  contents = file_contents (fixture->file);
  g_assert_nonnull (strstr (contents, "format=\"2\""));
  g_assert_nonnull (strstr (contents, "<game-file uri=\"file:///home/ann/Spiele/Partie%20vom%20Sonntag.hgsave\"/>"));

  {
    g_autoptr(HgAutosave) reader = hg_autosave_new (fixture->file);
    g_autoptr(GError) error = NULL;
    g_autoptr(GDateTime) saved = NULL;
    g_autoptr(GFile) loaded_file = NULL;
    g_autoptr(HgGame) loaded = hg_autosave_load_full (reader, &saved, &loaded_file, NULL, &error);

    g_assert_no_error (error);
    g_assert_nonnull (loaded);
    g_assert_nonnull (saved);
    g_assert_nonnull (loaded_file);
    g_assert_true (g_file_equal (loaded_file, game_file));
    hg_test_assert_same_game (game, loaded);
  }
  /* A load that does not ask for the file reads it all the same. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(HgGame) loaded = hg_game_load (fixture->file, NULL, &error);

    g_assert_no_error (error);
    hg_test_assert_same_game (game, loaded);
  }

  /* Another game has no file: the autosave is format 1 again. */
  hg_autosave_set_game (fixture->autosave, other);
  g_assert_null (hg_autosave_get_game_file (fixture->autosave));
  g_assert_cmpuint (notified, ==, 2);
  wait_idle (fixture->autosave);
  g_clear_pointer (&contents, g_free);
  contents = file_contents (fixture->file);
  g_assert_nonnull (strstr (contents, "format=\"1\""));
  g_assert_null (strstr (contents, "game-file"));
  {
    g_autoptr(GFile) loaded_file = NULL;
    g_autoptr(HgAutosave) reader = hg_autosave_new (fixture->file);
    g_autoptr(HgGame) loaded = hg_autosave_load_full (reader, NULL, &loaded_file, NULL, NULL);

    g_assert_nonnull (loaded);
    g_assert_null (loaded_file);
  }

  /* Setting a file saves at once; so does clearing it. */
  hg_autosave_set_game_file (fixture->autosave, game_file);
  g_assert_true (hg_autosave_get_busy (fixture->autosave));
  wait_idle (fixture->autosave);
  g_clear_pointer (&contents, g_free);
  contents = file_contents (fixture->file);
  g_assert_nonnull (strstr (contents, "game-file"));
  hg_autosave_set_game_file (fixture->autosave, NULL);
  g_assert_cmpuint (notified, ==, 4);
  wait_idle (fixture->autosave);
  g_clear_pointer (&contents, g_free);
  contents = file_contents (fixture->file);
  g_assert_null (strstr (contents, "game-file"));
}

typedef struct {
  gboolean   done;
  HgGame    *game;
  GFile     *game_file;
} AsyncLoadFull;

static void
loaded_full_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  AsyncLoadFull *load = user_data;
  g_autoptr(GError) error = NULL;

  load->game = hg_autosave_load_finish_full (HG_AUTOSAVE (source), result, NULL,
                                             &load->game_file, &error);
  g_assert_no_error (error);
  load->done = TRUE;
}

/* The fixtures: autosave-v2.hgsave (format 2) comes back with its file,
 * asynchronously too; the format 1 fixtures load with no file. */
static void
test_game_file_fixtures (Fixture       *fixture,
                         gconstpointer  data)
{
  const char *plain[] = { "short.hgsave", "redo.hgsave", "bonus.hgsave" };
  g_autofree char *v2_path = g_test_build_filename (G_TEST_DIST, "data", "saves", "autosave-v2.hgsave", NULL);
  g_autoptr(GFile) v2 = g_file_new_for_path (v2_path);
  g_autoptr(GFile) parent = g_file_get_parent (fixture->file);
  AsyncLoadFull load = { FALSE, NULL, NULL };

  g_assert_true (g_file_make_directory_with_parents (parent, NULL, NULL));
  g_assert_true (g_file_copy (v2, fixture->file, G_FILE_COPY_NONE, NULL, NULL, NULL, NULL));
  hg_autosave_load_async (fixture->autosave, NULL, loaded_full_cb, &load);
  while (!load.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (load.game);
  g_assert_cmpuint (hg_game_get_n_history (load.game), ==, 4);
  g_assert_nonnull (load.game_file);
  g_assert_cmpstr (g_file_peek_path (load.game_file), ==, "/home/ann/Games/First game \xc3\xa9t\xc3\xa9.hgsave");
  g_clear_object (&load.game);
  g_clear_object (&load.game_file);

  for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves", plain[i], NULL);
      g_autoptr(GFile) source = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(GFile) game_file = NULL;
      g_autoptr(HgGame) game = NULL;

      g_assert_true (g_file_copy (source, fixture->file, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, NULL));
      game = hg_autosave_load_full (fixture->autosave, NULL, &game_file, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (game);
      g_assert_null (game_file);
    }
}

/* Format 1 never records a file; format 2 always does. */
static void
test_game_file_versions (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (2, 17, 5);
  g_autoptr(GFile) game_file = g_file_new_for_uri ("file:///tmp/a.hgsave");
  g_autoptr(GBytes) plain = hg_game_to_bytes (game);
  g_autofree char *plain_text = g_strndup (g_bytes_get_data (plain, NULL), g_bytes_get_size (plain));
  g_autofree char *with_file = NULL;
  g_autofree char *without_file = NULL;
  /* Against the schema, then against RFC 3986 (invalid escapes, host). */
  const char *bad_uris[] = { "relative/path.hgsave", "file:///a b", "", "file:///\xc3\xa9",
                             "file:///%zz", "file://[bad/x.hgsave" };
  struct {
    char *text;
  } refused[2 + G_N_ELEMENTS (bad_uris)];
  const char *root = "<hunters-gatherers-save format=\"1\" app-version=\"" PACKAGE_VERSION "\">\n";
  const char *root2 = "<hunters-gatherers-save format=\"2\" app-version=\"" PACKAGE_VERSION "\">\n";

  g_assert_nonnull (strstr (plain_text, root));
  with_file = g_strdup_printf ("%.*s%s  <game-file uri=\"file:///tmp/a.hgsave\"/>\n%s",
                               (int) (strstr (plain_text, root) - plain_text), plain_text,
                               root, strstr (plain_text, root) + strlen (root));
  without_file = g_strdup_printf ("%.*s%s%s",
                                  (int) (strstr (plain_text, root) - plain_text), plain_text,
                                  root2, strstr (plain_text, root) + strlen (root));
  refused[0].text = g_steal_pointer (&with_file);
  refused[1].text = g_steal_pointer (&without_file);
  for (guint i = 0; i < G_N_ELEMENTS (bad_uris); i++)
    refused[2 + i].text = g_strdup_printf ("%.*s%s  <game-file uri=\"%s\"/>\n%s",
                                           (int) (strstr (plain_text, root) - plain_text), plain_text,
                                           root2, bad_uris[i], strstr (plain_text, root) + strlen (root));

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_take (refused[i].text, strlen (refused[i].text));
      g_autoptr(GError) error = NULL;
      g_autoptr(HgGame) loaded = hg_game_new_from_bytes (bytes, "version.hgsave", &error);
      g_autofree char *summary = NULL;

      g_assert_null (loaded);
      g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID);
      summary = hg_save_error_dup_summary (error);
      g_assert_cmpstr (summary, ==, "The saved game is damaged or cut short.");
    }

  /* Saved with a file, it is format 2, and loads. */
  {
    g_autoptr(GBytes) bytes = hg_save_to_bytes (game, game_file);
    g_autoptr(GError) error = NULL;
    g_autoptr(GFile) back = NULL;
    g_autoptr(HgGame) loaded = hg_save_from_bytes (bytes, "v2.hgsave", &back, &error);

    g_assert_no_error (error);
    g_assert_true (g_file_equal (back, game_file));
    hg_test_assert_same_game (game, loaded);
  }
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
  hg_test_assert_same_game (game, loaded);
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
  g_test_add ("/autosave/broken-name-taken", Fixture, NULL, fixture_set_up, test_broken_name_taken,
              fixture_tear_down);
  g_test_add ("/autosave/load-async", Fixture, NULL, fixture_set_up, test_load_async, fixture_tear_down);
  g_test_add ("/autosave/dispose-writes", Fixture, NULL, fixture_set_up, test_dispose_writes, fixture_tear_down);
  g_test_add ("/autosave/game-file", Fixture, NULL, fixture_set_up, test_game_file, fixture_tear_down);
  g_test_add ("/autosave/game-file-fixtures", Fixture, NULL, fixture_set_up, test_game_file_fixtures, fixture_tear_down);
  g_test_add_func ("/autosave/game-file-versions", test_game_file_versions);
  g_test_add_func ("/autosave/default-file", test_default_file);

  return g_test_run ();
}
