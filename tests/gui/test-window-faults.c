/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the window does when files fail it: a damaged autosave is told on
 * the welcome page with the name it was kept as (and kept, as it was); a
 * continued game saves to the file it belongs to and names it, but only
 * if that is a saved game on this computer or nothing yet; Save
 * recreates its file deleted meanwhile, asks about one changed meanwhile,
 * and a save that cannot be written leaves the file and the game as they
 * were; an autosave that cannot be written is told once in a toast. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include "hg-application.h"
#include "hg-autosave.h"
#include "hg-save.h"
#include "hg-save-private.h"
#include "hg-window.h"
#include "hg-window-files.h"
#include "hg-window-private.h"
#include "hg-gui-test-util.h"
#include "hg-test-util.h"

static HgApplication *app;
static char *data_home;

/* Helpers ---------------------------------------------------------------- */

static char *
autosave_dir (void)
{
  return g_build_filename (data_home, "hunters-gatherers", NULL);
}

static char *
autosave_path (void)
{
  return g_build_filename (data_home, "hunters-gatherers", HG_AUTOSAVE_BASENAME, NULL);
}

static gboolean
is_saved (gpointer      object,
          gconstpointer data)
{
  return !hg_window_get_unsaved (object);
}

/* Saved to a file: the session knows the version of the file written
 * from then on (Save compares it). */
static gboolean
is_saved_with_version (gpointer      object,
                       gconstpointer data)
{
  return is_saved (object, data) && hg_window_get_file (object) != NULL;
}

static gboolean
has_game (gpointer      object,
          gconstpointer data)
{
  return hg_window_get_game (object) != NULL;
}

static gboolean
has_file (gpointer      object,
          gconstpointer data)
{
  return hg_window_get_file (object) != NULL;
}

/* The toast that @widget is in, or NULL. */
static GtkWidget *
toast_of (GtkWidget *widget)
{
  while (widget != NULL && !g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget"))
    widget = gtk_widget_get_parent (widget);
  return widget;
}

static gboolean
is_toast_label (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), data) != NULL
         && toast_of (widget) != NULL;
}

static gboolean
has_toast (gpointer      object,
           gconstpointer data)
{
  return hg_test_find (object, is_toast_label, data) != NULL;
}

static GBytes *
read_bytes (const char *path)
{
  g_autofree char *contents = NULL;
  gsize len = 0;

  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  return g_bytes_new_take (g_steal_pointer (&contents), len);
}

static void
assert_file_holds (const char *path,
                   HgGame     *game)
{
  g_autoptr(GBytes) in_file = read_bytes (path);
  g_autoptr(GBytes) expected = hg_game_to_bytes (game);

  g_assert_true (g_bytes_equal (in_file, expected));
}

static const char *
subtitle (HgWindow *window)
{
  GtkWidget *title = hg_test_find_by_type (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE);

  g_assert_nonnull (title);
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title));
}

/* A window showing @game, saved to @path and its version known. */
static HgWindow *
window_with_saved_game (HgGame     *game,
                        const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  HgWindow *window = hg_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  hg_window_save_to (window, file, NULL, NULL);
  hg_test_run_until (is_saved_with_version, window, NULL, "the game saved");
  g_assert_true (g_file_equal (hg_window_get_file (window), file));
  return window;
}

/* Closes @window, answering Discard if it asks. */
static void
close_window (HgWindow *window)
{
  gboolean asks = hg_window_get_unsaved (window) && hg_window_get_file (window) != NULL;

  g_object_ref (window);
  gtk_window_close (GTK_WINDOW (window));
  if (asks)
    hg_test_answer_question ("Save", "discard");
  hg_test_wait_for_close (GTK_WINDOW (window));
  g_object_unref (window);
}

/* Tests ------------------------------------------------------------------ */

static void
test_damaged_autosave (void)
{
  static const char damaged[] = "<?xml version=\"1.0\"?>\n<hunters-gatherers-save format=\"1\"><play";
  g_autofree char *dir = autosave_dir ();
  g_autofree char *path = autosave_path ();
  g_autofree char *broken_path = g_strconcat (path, HG_AUTOSAVE_BROKEN_SUFFIX, NULL);
  g_autoptr(GBytes) kept = NULL;
  g_autoptr(HgGame) game = hg_test_new_game (2, 5, NULL);
  HgWindow *window;
  GtkWidget *label;
  GtkWidget *show;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, damaged, -1, NULL));

  window = hg_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  hg_test_wait_for_label (GTK_WIDGET (window), "could not be restored", "the damaged autosave told");
  label = hg_test_find_label (GTK_WIDGET (window), "could not be restored");
  g_test_message ("%s", gtk_label_get_text (GTK_LABEL (label)));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)),
                            "the damaged file was kept as " HG_AUTOSAVE_BASENAME HG_AUTOSAVE_BROKEN_SUFFIX "."));
  /* Nothing to continue; the file can be shown. */
  g_assert_false (gtk_widget_is_visible (hg_test_find_by_action (GTK_WIDGET (window), "win.continue")));
  show = hg_test_find_by_action (GTK_WIDGET (window), "win.show-broken-file");
  g_assert_nonnull (show);
  g_assert_true (gtk_widget_is_visible (show));
  g_assert_true (gtk_widget_is_sensitive (show));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  hg_test_save_png (GTK_WIDGET (window), "window-damaged-autosave.png");

  /* Kept beside it as it was, and no longer in the way. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  kept = read_bytes (broken_path);
  g_assert_cmpmem (g_bytes_get_data (kept, NULL), g_bytes_get_size (kept), damaged, strlen (damaged));

  /* It stays on the welcome page. */
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (gtk_widget_is_visible (label));

  close_window (window);
  g_unlink (broken_path);

  /* A window that shows a game by the time the autosave has been read
   * tells it in a toast, with the same button. */
  g_assert_true (g_file_set_contents (path, damaged, -1, NULL));
  window = hg_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  hg_test_run_until (has_toast, window, "the damaged file was kept as " HG_AUTOSAVE_BASENAME HG_AUTOSAVE_BROKEN_SUFFIX,
                     "the toast about the damaged autosave");
  label = hg_test_find (GTK_WIDGET (window), is_toast_label, "could not be restored");
  g_assert_nonnull (hg_test_find_by_action (toast_of (label), "win.show-broken-file"));
  g_assert_true (hg_window_get_game (window) == game);
  g_bytes_unref (kept);
  kept = read_bytes (broken_path);
  g_assert_cmpmem (g_bytes_get_data (kept, NULL), g_bytes_get_size (kept), damaged, strlen (damaged));

  close_window (window);
  g_unlink (broken_path);
}

static void
test_continue_saves_to_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hg-faults-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "my game.hgsave", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(HgGame) game = hg_test_new_game (2, 515, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (515);
  HgWindow *window;
  HgGame *continued;

  for (guint i = 0; i < 3; i++)
    hg_test_play_one (game, rng);
  window = window_with_saved_game (game, path);
  /* Two more moves, in the autosave only; the autosave names the file. */
  hg_test_play_one (game, rng);
  hg_test_play_one (game, rng);
  hg_test_wait_autosaved (window);
  g_assert_true (g_file_equal (hg_autosave_get_game_file (hg_window_get_autosave (window)), file));
  close_window (window);

  /* The next start continues it, in its file. */
  window = hg_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_is_visible (hg_test_find_by_action (GTK_WIDGET (window), "win.continue")))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  hg_test_run_until (has_game, window, NULL, "the game continued");
  continued = hg_window_get_game (window);
  g_assert_nonnull (continued);
  g_assert_cmpuint (hg_game_get_n_history (continued), ==, 5);
  /* The file is taken once it is found to hold a saved game. */
  hg_test_run_until (has_file, window, NULL, "the continued game's file checked");
  g_assert_true (g_file_equal (hg_window_get_file (window), file));
  /* The file holds three moves of five: not saved. */
  g_assert_true (hg_window_get_unsaved (window));
  g_assert_nonnull (strstr (subtitle (window), "my game.hgsave"));
  g_assert_nonnull (strstr (subtitle (window), "not saved"));
  g_assert_true (g_file_equal (hg_autosave_get_game_file (hg_window_get_autosave (window)), file));

  /* Save writes that file, without a file dialog. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  hg_test_run_until (is_saved, window, NULL, "the continued game saved");
  assert_file_holds (path, continued);
  g_assert_cmpstr (subtitle (window), ==, "my game.hgsave");
  g_assert_null (hg_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, NULL));

  close_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* An autosave that names a file which is not a saved game (any file, or
 * a place that is not a local path): Continue does not take it, says so,
 * and Save never writes over it. */
static void
test_continue_untrusted_file (void)
{
  static const char victim_text[] = "Something that is not a game\n";
  g_autofree char *dir = g_dir_make_tmp ("hg-faults-XXXXXX", NULL);
  g_autofree char *victim = g_build_filename (dir, "victim.txt", NULL);
  g_autofree char *missing = g_build_filename (dir, "not yet.hgsave", NULL);
  g_autofree char *autosave = autosave_path ();
  g_autofree char *folder = autosave_dir ();
  g_autoptr(GFile) victim_file = g_file_new_for_path (victim);
  g_autoptr(GFile) remote = g_file_new_for_uri ("sftp://example.com/home/ann/game.hgsave");
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
  GFile *names[] = { victim_file, remote, missing_file };
  g_autoptr(HgGame) game = hg_test_new_game (2, 616, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (616);

  for (guint i = 0; i < 3; i++)
    hg_test_play_one (game, rng);
  g_assert_true (g_file_set_contents (victim, victim_text, -1, NULL));
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GBytes) bytes = hg_save_to_bytes (game, names[i]);
      g_autoptr(GBytes) after = NULL;
      HgWindow *window;

      g_assert_true (g_file_set_contents (autosave, g_bytes_get_data (bytes, NULL),
                                          (gssize) g_bytes_get_size (bytes), NULL));
      window = hg_window_new (app);
      gtk_window_present (GTK_WINDOW (window));
      while (!gtk_widget_is_visible (hg_test_find_by_action (GTK_WIDGET (window), "win.continue")))
        g_main_context_iteration (NULL, TRUE);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
      hg_test_run_until (has_game, window, NULL, "the game continued");

      if (names[i] == missing_file)
        {
          /* Nothing there yet: taken, and Save makes it. */
          hg_test_run_until (has_file, window, NULL, "the continued game's file checked");
          g_assert_true (g_file_equal (hg_window_get_file (window), missing_file));
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
          hg_test_run_until (is_saved, window, NULL, "the continued game saved");
          assert_file_holds (missing, hg_window_get_game (window));
          close_window (window);
          continue;
        }

      hg_test_run_until (has_toast, window, "is not a saved game on this computer",
                         "the continued game's file refused");
      g_assert_null (hg_window_get_file (window));
      hg_test_wait_autosaved (window);
      g_assert_null (hg_autosave_get_game_file (hg_window_get_autosave (window)));
      /* With no file of its own, Save asks where: the file named is never
       * written. */
      after = read_bytes (victim);
      g_assert_cmpmem (g_bytes_get_data (after, NULL), g_bytes_get_size (after), victim_text, strlen (victim_text));
      close_window (window);
    }

  g_unlink (autosave);
  g_unlink (victim);
  g_unlink (missing);
  g_rmdir (dir);
}

static void
test_deleted_recreated (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hg-faults-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "gone.hgsave", NULL);
  g_autoptr(HgGame) game = hg_test_new_game (3, 77, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (77);
  HgWindow *window;

  hg_test_play_one (game, rng);
  window = window_with_saved_game (game, path);
  g_assert_cmpint (g_unlink (path), ==, 0);
  hg_test_play_one (game, rng);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  hg_test_run_until (is_saved, window, NULL, "the game saved anew");
  assert_file_holds (path, game);
  hg_test_wait_for_label (GTK_WIDGET (window), "was no longer there", "the toast about the file");
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (window), "gone.hgsave"));
  g_assert_true (hg_window_get_game (window) == game);

  close_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_changed_asks (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hg-faults-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "shared.hgsave", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(HgGame) game = hg_test_new_game (2, 31, NULL);
  g_autoptr(HgGame) other = hg_test_new_game (4, 32, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (31);
  g_autoptr(GBytes) before = NULL;
  HgWindow *window;

  hg_test_play_one (game, rng);
  window = window_with_saved_game (game, path);
  /* Something else writes another game there (a moment later, so its
   * time differs). */
  g_usleep (20 * 1000);
  g_assert_true (hg_game_save (other, file, NULL, NULL));
  before = read_bytes (path);
  hg_test_play_one (game, rng);

  /* Cancel: the file and the game stay as they are. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  hg_test_answer_question ("Changed", "cancel");
  {
    g_autoptr(GBytes) after = read_bytes (path);

    g_assert_true (g_bytes_equal (before, after));
  }
  g_assert_true (hg_window_get_game (window) == game);
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 2);
  g_assert_true (hg_window_get_unsaved (window));

  /* Save: replaced, knowingly; the next Save does not ask again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  hg_test_answer_question ("Changed", "save");
  hg_test_run_until (is_saved_with_version, window, NULL, "the game saved over it");
  assert_file_holds (path, game);
  hg_test_play_one (game, rng);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  hg_test_run_until (is_saved, window, NULL, "the game saved again");
  assert_file_holds (path, game);

  close_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* A fault that makes saving in @dir fail: on, then off again. */
typedef void (*Fault) (const char *dir,
                       gboolean    on);

/* Files may be at most 64 bytes long: a save is cut short (also for
 * root, whom permissions do not stop). */
static void
file_size_limit (const char *dir,
                 gboolean    on)
{
  static struct rlimit saved;

  if (on)
    {
      struct rlimit small;

      g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved), ==, 0);
      small = saved;
      small.rlim_cur = 64;
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &small), ==, 0);
    }
  else
    g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved), ==, 0);
}

static void
read_only_folder (const char *dir,
                  gboolean    on)
{
  g_assert_cmpint (g_chmod (dir, on ? 0500 : 0700), ==, 0);
}

/* Save fails while @fault is on: the old file stays byte for byte, the
 * game as it was, with its moves not saved. */
static void
assert_save_fails (HgWindow   *window,
                   GRand      *rng,
                   const char *path,
                   Fault       fault)
{
  g_autofree char *dir = g_path_get_dirname (path);
  HgGame *game = hg_window_get_game (window);
  g_autoptr(GBytes) before = read_bytes (path);
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GBytes) game_before = NULL;
  g_autoptr(GBytes) game_after = NULL;

  hg_test_play_one (game, rng);
  hg_test_wait_autosaved (window);
  game_before = hg_game_to_bytes (game);

  fault (dir, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  hg_test_answer_question ("Could Not Save", "close");
  fault (dir, FALSE);

  after = read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_true (hg_window_get_game (window) == game);
  game_after = hg_game_to_bytes (game);
  g_assert_true (g_bytes_equal (game_before, game_after));
  g_assert_true (hg_window_get_unsaved (window));
  /* nothing left behind beside it */
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;
    guint n = 0;

    while ((name = g_dir_read_name (d)) != NULL)
      n++;
    g_assert_cmpuint (n, ==, 1);
  }
}

static void
test_save_fails (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hg-faults-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "kept.hgsave", NULL);
  g_autoptr(HgGame) game = hg_test_new_game (2, 1234, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (1234);
  HgWindow *window;

  hg_test_play_one (game, rng);
  window = window_with_saved_game (game, path);

  assert_save_fails (window, rng, path, file_size_limit);
  if (geteuid () != 0)
    assert_save_fails (window, rng, path, read_only_folder);
  else
    g_test_message ("as root, a read-only folder does not stop a save: not tried");

  /* The fault gone, Save works again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  hg_test_run_until (is_saved, window, NULL, "the game saved");
  assert_file_holds (path, game);

  close_window (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* The autosave's folder cannot be made while a file is in its place. */
static void
block_autosave (gboolean on)
{
  g_autofree char *dir = autosave_dir ();

  hg_test_remove_tree (dir);
  if (on)
    g_assert_true (g_file_set_contents (dir, "not a folder", -1, NULL));
}

/* The autosave cannot be written while a folder is in its place. */
static void
block_autosave_file (void)
{
  g_autofree char *path = autosave_path ();

  block_autosave (FALSE);
  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
}

static void
test_autosave_fails (void)
{
  static const char told[] = "could not be kept for the next start";
  g_autoptr(HgGame) game = hg_test_new_game (2, 808, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (808);
  HgWindow *window;
  GtkWidget *label;
  HgSaveCause first_cause;
  gint64 until;

  block_autosave (TRUE);
  window = hg_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  hg_test_play_one (game, rng);
  hg_test_wait_for_label (GTK_WIDGET (window), told, "the toast about the autosave");
  label = hg_test_find_label (GTK_WIDGET (window), told);
  g_test_message ("%s", gtk_label_get_text (GTK_LABEL (label)));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "Save As"));
  g_assert_nonnull (hg_autosave_get_error (hg_window_get_autosave (window)));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 1);

  /* Its details, in an alert. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.autosave-details", NULL));
  hg_test_answer_question ("Could Not Keep", "close");

  /* More moves that fail, the same way or another, are not told again. */
  hg_test_play_one (game, rng);
  hg_test_wait_autosaved (window);
  first_cause = hg_save_error_get_cause (hg_autosave_get_error (hg_window_get_autosave (window)));
  block_autosave_file ();
  hg_test_play_one (game, rng);
  hg_test_wait_autosaved (window);
  g_assert_nonnull (hg_autosave_get_error (hg_window_get_autosave (window)));
  g_assert_cmpint (hg_save_error_get_cause (hg_autosave_get_error (hg_window_get_autosave (window))),
                   !=, first_cause);
  g_assert_nonnull (toast_of (label));
  hg_test_click (hg_test_find_button_with_icon (toast_of (label), "window-close-symbolic"));
  until = g_get_monotonic_time () + G_USEC_PER_SEC / 2;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (hg_test_find_label (GTK_WIDGET (window), told));

  /* Once a save has worked, a new failure is told again. */
  block_autosave (FALSE);
  hg_test_play_one (game, rng);
  hg_test_wait_autosaved (window);
  g_assert_null (hg_autosave_get_error (hg_window_get_autosave (window)));
  block_autosave (TRUE);
  hg_test_play_one (game, rng);
  hg_test_wait_for_label (GTK_WIDGET (window), told, "the toast told again");

  close_window (window);
  block_autosave (FALSE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int result;

  data_home = hg_test_new_data_home ("hg-faults-home-XXXXXX");
  /* A file cut short by the size limit is an error, not a signal. */
  signal (SIGXFSZ, SIG_IGN);

  g_test_init (&argc, &argv, NULL);

  app = hg_test_app_new (HG_TEST_APP_NO_ANIMATIONS);

  g_test_add_func ("/window-faults/damaged-autosave", test_damaged_autosave);
  g_test_add_func ("/window-faults/continue-saves-to-file", test_continue_saves_to_file);
  g_test_add_func ("/window-faults/continue-untrusted-file", test_continue_untrusted_file);
  g_test_add_func ("/window-faults/deleted-recreated", test_deleted_recreated);
  g_test_add_func ("/window-faults/changed-asks", test_changed_asks);
  g_test_add_func ("/window-faults/save-fails", test_save_fails);
  g_test_add_func ("/window-faults/autosave-fails", test_autosave_fails);

  result = hg_test_app_run (&app);

  {
    g_autofree char *dir = autosave_dir ();

    hg_test_remove_tree (dir);
  }
  g_rmdir (data_home);
  g_free (data_home);
  return result;
}
