/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-session.c: HgSession, the game in play with its file: opening and
 * saving, what is unsaved (also when moves are made while a save runs), a
 * file changed or removed by something else meanwhile (refused, replaced
 * when asked, written anew when asked), Save As, review and continuing
 * from it, the autosave taking the game from its first change on, and
 * the game offered to continue with the file it belongs to. */

#include "config.h"

#include <glib/gstdio.h>

#include "hg-session.h"
#include "hg-test-util.h"

typedef struct {
  char  *dir;
  GFile *file;       /* a saved game of 2 players, 6 moves in */
  GFile *other;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(HgGame) game = hg_test_random_game (2, 7, 6);
  g_autoptr(GError) error = NULL;

  fixture->dir = hg_test_make_dir ("hg-session-XXXXXX");
  fixture->file = g_file_new_build_filename (fixture->dir, "game.hgsave", NULL);
  fixture->other = g_file_new_build_filename (fixture->dir, "other.hgsave", NULL);
  g_assert_true (hg_game_save (game, fixture->file, NULL, &error));
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  hg_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_clear_object (&fixture->file);
  g_clear_object (&fixture->other);
}

static char *
contents (GFile *file)
{
  char *data = NULL;

  if (!g_file_load_contents (file, NULL, &data, NULL, NULL, NULL))
    return NULL;
  return data;
}

/* Another program writes @file (a save of another game, or anything). */
static void
change_behind (GFile      *file,
               const char *text)
{
  g_autoptr(GError) error = NULL;

  /* a different size, so the version differs even within one tick */
  g_assert_true (g_file_set_contents (g_file_peek_path (file), text, -1, &error));
  g_assert_no_error (error);
}

static void
play_one (HgSession *session)
{
  static guint64 rng = 12345;
  g_autoptr(GError) error = NULL;
  HgGame *game = hg_session_get_game (session);
  HgMove move;

  g_assert_true (hg_state_random_move (hg_game_get_state (game), &rng, &move));
  g_assert_true (hg_game_play (game, &move, &error));
  g_assert_no_error (error);
}

static void
test_open_save (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(HgSession) session = hg_session_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) read = NULL;
  guint n;

  g_assert_true (hg_session_open (session, fixture->file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_equal (hg_session_get_file (session), fixture->file));
  g_assert_false (hg_session_get_unsaved (session));

  play_one (session);
  g_assert_true (hg_session_get_unsaved (session));
  n = hg_game_get_n_history (hg_session_get_game (session));

  g_assert_true (hg_session_save (session, NULL, HG_SESSION_SAVE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (hg_session_get_unsaved (session));
  read = hg_session_read (fixture->file, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hg_game_get_n_history (read), ==, n);

  /* saved again without anything in between: its own version is known */
  play_one (session);
  g_assert_true (hg_session_save (session, NULL, HG_SESSION_SAVE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
}

static void
test_changed (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(HgSession) session = hg_session_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *after = NULL;

  g_assert_true (hg_session_open (session, fixture->file, NULL, &error));
  play_one (session);
  change_behind (fixture->file, "their notes, not a game\n");

  g_assert_false (hg_session_save (session, NULL, HG_SESSION_SAVE_NONE, NULL, NULL, &error));
  g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_WRITE);
  g_assert_cmpint (hg_save_error_get_cause (error), ==, HG_SAVE_CAUSE_CHANGED);
  g_clear_error (&error);
  theirs = contents (fixture->file);
  g_assert_cmpstr (theirs, ==, "their notes, not a game\n");
  g_assert_true (hg_session_get_unsaved (session));

  /* the person says: replace them */
  g_assert_true (hg_session_save (session, NULL, HG_SESSION_SAVE_REPLACE_CHANGED, NULL, NULL, &error));
  g_assert_no_error (error);
  after = contents (fixture->file);
  g_assert_true (g_str_has_prefix (after, "<?xml"));
  g_assert_false (hg_session_get_unsaved (session));
}

static void
test_gone (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr(HgSession) session = hg_session_new (NULL);
  g_autoptr(GError) error = NULL;
  gboolean recreated = FALSE;

  g_assert_true (hg_session_open (session, fixture->file, NULL, &error));
  play_one (session);
  g_assert_cmpint (g_unlink (g_file_peek_path (fixture->file)), ==, 0);

  /* a removal is a change: not undone unasked (the command-line tool) */
  g_assert_false (hg_session_save (session, NULL, HG_SESSION_SAVE_NONE, &recreated, NULL, &error));
  g_assert_cmpint (hg_save_error_get_cause (error), ==, HG_SAVE_CAUSE_CHANGED);
  g_clear_error (&error);
  g_assert_false (g_file_query_exists (fixture->file, NULL));

  /* the window writes it anew, and says so */
  g_assert_true (hg_session_save (session, NULL, HG_SESSION_SAVE_RECREATE_GONE, &recreated, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (recreated);
  g_assert_true (g_file_query_exists (fixture->file, NULL));

  /* and from then on it is the version known */
  play_one (session);
  recreated = TRUE;
  g_assert_true (hg_session_save (session, NULL, HG_SESSION_SAVE_RECREATE_GONE, &recreated, NULL, &error));
  g_assert_false (recreated);
}

static void
test_save_as (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(HgSession) session = hg_session_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = contents (fixture->file);
  g_autofree char *still = NULL;

  g_assert_true (hg_session_open (session, fixture->file, NULL, &error));
  play_one (session);
  g_assert_true (hg_session_save (session, fixture->other, HG_SESSION_SAVE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_equal (hg_session_get_file (session), fixture->other));
  g_assert_false (hg_session_get_unsaved (session));
  still = contents (fixture->file);
  g_assert_cmpstr (still, ==, before);

  /* the new file's version is the one known now */
  play_one (session);
  change_behind (fixture->other, "x");
  g_assert_false (hg_session_save (session, NULL, HG_SESSION_SAVE_NONE, NULL, NULL, &error));
  g_assert_cmpint (hg_save_error_get_cause (error), ==, HG_SAVE_CAUSE_CHANGED);
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  GError **error = user_data;

  if (!hg_session_save_finish (HG_SESSION (source), result, NULL, error))
    g_assert_nonnull (*error);
  else
    *error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_EXISTS, "done");
}

/* A move made while the save is written is not in the file: the game
 * stays unsaved. */
static void
test_move_while_saving (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(HgSession) session = hg_session_new (NULL);
  g_autoptr(GError) error = NULL;
  GError *done = NULL;

  g_assert_true (hg_session_open (session, fixture->file, NULL, &error));
  play_one (session);
  hg_session_save_async (session, NULL, HG_SESSION_SAVE_NONE, NULL, saved_cb, &done);
  play_one (session);
  while (done == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (done, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&done);
  g_assert_true (hg_session_get_unsaved (session));

  hg_session_save_async (session, NULL, HG_SESSION_SAVE_NONE, NULL, saved_cb, &done);
  while (done == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (done, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&done);
  g_assert_false (hg_session_get_unsaved (session));
}

static void
test_review (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(HgSession) session = hg_session_new (NULL);
  g_autoptr(GError) error = NULL;
  HgGame *in_play;
  HgGame *review;

  g_assert_true (hg_session_open (session, fixture->file, NULL, &error));
  in_play = hg_session_get_game (session);
  g_assert_true (hg_session_start_review (session, 2, &error));
  g_assert_no_error (error);
  review = hg_session_get_review (session);
  g_assert_nonnull (review);
  g_assert_true (review != in_play);
  g_assert_cmpuint (hg_game_get_n_history (review), ==, 2);
  g_assert_cmpuint (hg_game_get_n_history (in_play), ==, 6);
  g_assert_false (hg_session_get_unsaved (session));

  hg_session_stop_review (session);
  g_assert_null (hg_session_get_review (session));
  g_assert_true (hg_session_get_game (session) == in_play);

  g_assert_true (hg_session_start_review (session, 3, &error));
  review = hg_session_get_review (session);
  hg_session_continue_from_review (session);
  g_assert_null (hg_session_get_review (session));
  g_assert_true (hg_session_get_game (session) == review);
  g_assert_cmpuint (hg_game_get_n_history (review), ==, 3);
  g_assert_cmpuint (hg_game_get_n_redo (review), ==, 3);
  g_assert_true (g_file_equal (hg_session_get_file (session), fixture->file));
  g_assert_true (hg_session_get_unsaved (session));

  /* the file is still the version read: saving needs no question */
  g_assert_true (hg_session_save (session, NULL, HG_SESSION_SAVE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
}

static void
wait_idle (HgAutosave *autosave)
{
  while (hg_autosave_get_busy (autosave))
    g_main_context_iteration (NULL, TRUE);
}

static void
resumed_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (hg_session_load_resume_finish (HG_SESSION (source), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

static void
continued_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) unlinked = NULL;

  g_assert_true (hg_session_continue_finish (HG_SESSION (source), result, &unlinked, &error));
  g_assert_no_error (error);
  g_assert_null (unlinked);
  *done = TRUE;
}

/* The autosave takes a game from its first change on, with its file; a
 * session at the next start offers it and goes on in that file. */
static void
test_autosave_resume (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GFile) kept = g_file_new_build_filename (fixture->dir, "autosave.hgsave", NULL);
  g_autoptr(HgAutosave) autosave = hg_autosave_new (kept);
  g_autoptr(HgSession) session = hg_session_new (autosave);
  g_autoptr(HgAutosave) autosave2 = NULL;
  g_autoptr(HgSession) next = NULL;
  g_autoptr(GError) error = NULL;
  gboolean done = FALSE;
  guint n;

  g_assert_true (hg_session_open (session, fixture->file, NULL, &error));
  g_assert_null (hg_autosave_get_game (autosave));
  play_one (session);
  g_assert_true (hg_autosave_get_game (autosave) == hg_session_get_game (session));
  g_assert_true (g_file_equal (hg_autosave_get_game_file (autosave), fixture->file));
  n = hg_game_get_n_history (hg_session_get_game (session));
  wait_idle (autosave);
  g_clear_object (&session);
  wait_idle (autosave);

  autosave2 = hg_autosave_new (kept);
  next = hg_session_new (autosave2);
  hg_session_load_resume_async (next, NULL, resumed_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (hg_session_get_resume_game (next));
  g_assert_nonnull (hg_session_get_resume_saved (next));
  g_assert_null (hg_session_get_game (next));

  done = FALSE;
  hg_session_continue_async (next, NULL, continued_cb, &done);
  /* in play at once, the file checked in the background */
  g_assert_nonnull (hg_session_get_game (next));
  g_assert_null (hg_session_get_resume_game (next));
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (hg_game_get_n_history (hg_session_get_game (next)), ==, n);
  g_assert_true (g_file_equal (hg_session_get_file (next), fixture->file));
  /* the file has 6 moves, the game one more */
  g_assert_true (hg_session_get_unsaved (next));
  g_assert_true (hg_session_save (next, NULL, HG_SESSION_SAVE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
  wait_idle (autosave2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/session/open-save", test_open_save);
  ADD ("/session/changed", test_changed);
  ADD ("/session/gone", test_gone);
  ADD ("/session/save-as", test_save_as);
  ADD ("/session/move-while-saving", test_move_while_saving);
  ADD ("/session/review", test_review);
  ADD ("/session/autosave-resume", test_autosave_resume);
#undef ADD

  return g_test_run ();
}
