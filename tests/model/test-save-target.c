/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-save-target.c: what a save replaces.  A symbolic link is followed
 * (the file it leads to gets the game, the link stays); a link to nothing
 * or in a circle, a pipe, a pipe behind /proc and a read-only file are
 * refused with their own cause and left as they were; the new file keeps
 * the old one's mode (and owner, as root); a save "only if unchanged"
 * refuses a file changed or removed since it was read; temporary files
 * left by a killed save are removed by the next save of that file, and
 * only those; and loading never waits on a pipe swapped in for the file. */

#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>
#include <glib/gstdio.h>

#include "hg-save-private.h"
#include "hg-test-util.h"

#define NOBODY 65534
/* Loads raced against the swap of a pipe: a load that checks the type
 * and then opens the file as usual waits for ever in about one run of
 * two at 3000. */
#define N_RACES 12000

/* Helpers ---------------------------------------------------------------- */

static void
write_file (const char *path,
            const char *data,
            gsize       len)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, data, (gssize) len, &error);
  g_assert_no_error (error);
}

static void
write_bytes (const char *path,
             GBytes     *bytes)
{
  write_file (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static void
assert_file_is (const char *path,
                GBytes     *expected)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize len;

  g_file_get_contents (path, &contents, &len, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (contents, len, g_bytes_get_data (expected, NULL), g_bytes_get_size (expected));
}

static gint
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The names in @dir, sorted, joined by spaces. */
static char *
list_folder (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* Saving @game to @path fails with @cause and leaves the game as it was. */
static void
assert_save_refused (HgGame      *game,
                     const char  *path,
                     HgSaveCause  cause,
                     const char  *summary)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *got = NULL;

  g_assert_false (hg_game_save (game, file, NULL, &error));
  g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_WRITE);
  got = hg_save_error_dup_summary (error);
  g_test_message ("%s (%s)", got, error->message);
  g_assert_cmpint (hg_save_error_get_cause (error), ==, cause);
  g_assert_cmpstr (got, ==, summary);
}

static void
save (HgGame     *game,
      const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (hg_game_save (game, file, NULL, &error));
  g_assert_no_error (error);
}

/* The tests -------------------------------------------------------------- */

/* A link to a save in another folder: the save goes to that file, the
 * link stays a link, and no temporary file is left in either folder. */
static void
test_symlink (void)
{
  g_autofree char *dir = hg_test_make_dir ("hg-test-target-XXXXXX");
  g_autofree char *elsewhere = g_build_filename (dir, "elsewhere", NULL);
  g_autofree char *real = g_build_filename (elsewhere, "real.hgsave", NULL);
  g_autofree char *link = g_build_filename (dir, "link.hgsave", NULL);
  g_autofree char *target = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(HgGame) old = hg_test_random_game (2, 1, 5);
  g_autoptr(HgGame) game = hg_test_random_game (3, 2, 20);
  g_autoptr(GBytes) old_bytes = hg_game_to_bytes (old);
  g_autoptr(GBytes) bytes = hg_game_to_bytes (game);
  GStatBuf st;

  g_assert_cmpint (g_mkdir (elsewhere, 0700), ==, 0);
  write_bytes (real, old_bytes);
  g_assert_cmpint (symlink ("elsewhere/real.hgsave", link), ==, 0);

  save (game, link);

  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  target = g_file_read_link (link, NULL);
  g_assert_cmpstr (target, ==, "elsewhere/real.hgsave");
  assert_file_is (real, bytes);
  listing = list_folder (dir);
  g_assert_cmpstr (listing, ==, "elsewhere link.hgsave");
  g_clear_pointer (&listing, g_free);
  listing = list_folder (elsewhere);
  g_assert_cmpstr (listing, ==, "real.hgsave");

  hg_test_remove_tree (dir);
}

/* Links to nothing or in a circle, a pipe (itself or behind a link) and
 * a pipe behind /proc/self/fd are refused with their own cause, never
 * waited on, and stay what they were. */
static void
test_not_a_file (void)
{
  g_autofree char *dir = hg_test_make_dir ("hg-test-target-XXXXXX");
  g_autofree char *dangling = g_build_filename (dir, "dangling.hgsave", NULL);
  g_autofree char *circle = g_build_filename (dir, "circle.hgsave", NULL);
  g_autofree char *circle2 = g_build_filename (dir, "circle2.hgsave", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.hgsave", NULL);
  g_autofree char *to_fifo = g_build_filename (dir, "to-fifo.hgsave", NULL);
  g_autofree char *proc_pipe = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(HgGame) game = hg_test_random_game (2, 3, 10);
  GStatBuf st;
  int fds[2];

  g_assert_cmpint (symlink ("nowhere/nothing.hgsave", dangling), ==, 0);
  g_assert_cmpint (symlink ("circle2.hgsave", circle), ==, 0);
  g_assert_cmpint (symlink ("circle.hgsave", circle2), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("fifo.hgsave", to_fifo), ==, 0);
  g_assert_cmpint (pipe (fds), ==, 0);
  proc_pipe = g_strdup_printf ("/proc/self/fd/%d", fds[1]);

  assert_save_refused (game, dangling, HG_SAVE_CAUSE_BROKEN_LINK,
                       "The game could not be saved: the file is a link to a file that does not exist.");
  assert_save_refused (game, circle, HG_SAVE_CAUSE_LINK_LOOP,
                       "The game could not be saved: the file is a link that leads round in a circle.");
  assert_save_refused (game, fifo, HG_SAVE_CAUSE_NOT_REGULAR,
                       "The game could not be saved: the file is not an ordinary file.");
  assert_save_refused (game, to_fifo, HG_SAVE_CAUSE_NOT_REGULAR,
                       "The game could not be saved: the file is not an ordinary file.");
  assert_save_refused (game, proc_pipe, HG_SAVE_CAUSE_NOT_REGULAR,
                       "The game could not be saved: the file is not an ordinary file.");

  g_assert_cmpint (g_lstat (dangling, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (g_lstat (to_fifo, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_assert_cmpint (fstat (fds[1], &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  listing = list_folder (dir);
  g_assert_cmpstr (listing, ==, "circle.hgsave circle2.hgsave dangling.hgsave fifo.hgsave to-fifo.hgsave");

  close (fds[0]);
  close (fds[1]);
  hg_test_remove_tree (dir);
}

/* The new file keeps the old one's mode, and as root its owner and group
 * too; a file with another name (a hard link) gets the game under both;
 * a file no one may write is refused, and kept as it was. */
static void
test_mode (void)
{
  g_autofree char *dir = hg_test_make_dir ("hg-test-target-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.hgsave", NULL);
  g_autoptr(HgGame) old = hg_test_random_game (2, 1, 5);
  g_autoptr(HgGame) game = hg_test_random_game (3, 2, 20);
  g_autoptr(GBytes) old_bytes = hg_game_to_bytes (old);
  g_autoptr(GBytes) bytes = hg_game_to_bytes (game);
  const guint modes[] = { 0600, 0640, 0604, 0660 };
  mode_t old_umask = umask (022);
  GStatBuf st;

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      write_bytes (path, old_bytes);
      g_assert_cmpint (g_chmod (path, modes[i]), ==, 0);
      save (game, path);
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_assert_cmpuint (st.st_mode & 07777, ==, modes[i]);
      assert_file_is (path, bytes);
    }

  if (geteuid () == 0)
    {
      write_bytes (path, old_bytes);
      g_assert_cmpint (chown (path, NOBODY, NOBODY), ==, 0);
      g_assert_cmpint (g_chmod (path, 0640), ==, 0);
      save (game, path);
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_assert_cmpuint (st.st_uid, ==, NOBODY);
      g_assert_cmpuint (st.st_gid, ==, NOBODY);
      g_assert_cmpuint (st.st_mode & 07777, ==, 0640);
    }

  /* A file with another name: both names get the game. */
  {
    g_autofree char *other = g_build_filename (dir, "other-name.hgsave", NULL);

    write_bytes (path, old_bytes);
    g_assert_cmpint (link (path, other), ==, 0);
    save (game, path);
    assert_file_is (path, bytes);
    assert_file_is (other, bytes);
    g_assert_cmpint (g_stat (path, &st), ==, 0);
    g_assert_cmpuint (st.st_nlink, ==, 2);
    g_assert_cmpint (g_unlink (other), ==, 0);
  }

  write_bytes (path, old_bytes);
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  assert_save_refused (game, path, HG_SAVE_CAUSE_FILE_READ_ONLY,
                       "The game could not be saved: the file is read-only.");
  assert_file_is (path, old_bytes);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 07777, ==, 0444);

  umask (old_umask);
  hg_test_remove_tree (dir);
}

/* Saving "only if unchanged": a file another writer changed or removed
 * since it was read is refused and keeps what the other wrote; one that
 * is as it was read is written, and is then another version. */
static void
test_changed (void)
{
  g_autofree char *dir = hg_test_make_dir ("hg-test-target-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.hgsave", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(HgGame) old = hg_test_random_game (2, 1, 5);
  g_autoptr(HgGame) other = hg_test_random_game (4, 1, 30);
  g_autoptr(GBytes) old_bytes = hg_game_to_bytes (old);
  g_autoptr(GBytes) other_bytes = hg_game_to_bytes (other);
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *version = NULL;
  g_autofree char *summary = NULL;

  write_bytes (path, old_bytes);
  loaded = hg_save_load (file, NULL, NULL, &version, &error);
  g_assert_no_error (error);
  g_assert_nonnull (version);
  hg_game_undo (loaded);
  bytes = hg_game_to_bytes (loaded);

  /* Another writer replaces the file meanwhile. */
  write_bytes (path, other_bytes);
  g_assert_false (hg_save_write_version (file, bytes, version, NULL, NULL, &error));
  g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_WRITE);
  g_assert_cmpint (hg_save_error_get_cause (error), ==, HG_SAVE_CAUSE_CHANGED);
  summary = hg_save_error_dup_summary (error);
  g_assert_cmpstr (summary, ==,
                   "The game could not be saved: the file was changed by something else since it was read.");
  g_clear_error (&error);
  assert_file_is (path, other_bytes);

  /* Or removes it. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_false (hg_save_write_version (file, bytes, version, NULL, NULL, &error));
  g_assert_cmpint (hg_save_error_get_cause (error), ==, HG_SAVE_CAUSE_CHANGED);
  g_clear_error (&error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* Unchanged: written; the version read before is then out of date. */
  write_bytes (path, old_bytes);
  g_clear_object (&loaded);
  g_clear_pointer (&version, g_free);
  loaded = hg_save_load (file, NULL, NULL, &version, &error);
  g_assert_no_error (error);
  g_assert_true (hg_save_write_version (file, bytes, version, NULL, NULL, &error));
  g_assert_no_error (error);
  assert_file_is (path, bytes);
  g_assert_false (hg_save_write_version (file, old_bytes, version, NULL, NULL, &error));
  g_assert_cmpint (hg_save_error_get_cause (error), ==, HG_SAVE_CAUSE_CHANGED);
  assert_file_is (path, bytes);

  hg_test_remove_tree (dir);
}

/* Makes @name in @dir, holding @data, @age seconds old. */
static void
make_leftover (const char *dir,
               const char *name,
               const char *data,
               gsize       len,
               gint64      age)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  struct utimbuf times;

  write_file (path, data, len);
  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - age);
  g_assert_cmpint (utime (path, &times), ==, 0);
}

/* The temporary files a killed save left beside a file are removed by
 * the next save of it: those of its name, old, empty or a save, and the
 * writer's own; nothing else. */
static void
test_leftovers (void)
{
  g_autofree char *dir = hg_test_make_dir ("hg-test-target-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.hgsave", NULL);
  g_autofree char *listing = NULL;
  g_autoptr(HgGame) game = hg_test_random_game (2, 1, 5);
  g_autoptr(GBytes) bytes = hg_game_to_bytes (game);
  const char *save_data = g_bytes_get_data (bytes, NULL);
  gsize save_len = g_bytes_get_size (bytes);
  const gint64 hour = 60 * 60;

  make_leftover (dir, ".game.hgsave.hgtmp-aaaaaa", "", 0, hour);
  make_leftover (dir, ".game.hgsave.hgtmp-bbbbbb", save_data, save_len, hour);
  make_leftover (dir, ".game.hgsave.hgtmp-cccccc", "not a save", 10, hour);
  make_leftover (dir, ".game.hgsave.hgtmp-dddddd", "", 0, 10);
  make_leftover (dir, ".game.hgsave.hgtmp-eeeeeee", "", 0, hour);
  make_leftover (dir, "game.hgsave.ffffff", "", 0, hour);
  make_leftover (dir, ".other.hgsave.hgtmp-gggggg", "", 0, hour);
  if (geteuid () == 0)
    {
      g_autofree char *foreign = g_build_filename (dir, ".game.hgsave.hgtmp-hhhhhh", NULL);

      make_leftover (dir, ".game.hgsave.hgtmp-hhhhhh", "", 0, hour);
      g_assert_cmpint (chown (foreign, NOBODY, NOBODY), ==, 0);
    }
  else
    make_leftover (dir, ".game.hgsave.hgtmp-hhhhhh", "young", 5, 0);

  save (game, path);

  listing = list_folder (dir);
  g_assert_cmpstr (listing, ==,
                   ".game.hgsave.hgtmp-cccccc .game.hgsave.hgtmp-dddddd .game.hgsave.hgtmp-eeeeeee "
                   ".game.hgsave.hgtmp-hhhhhh .other.hgsave.hgtmp-gggggg game.hgsave game.hgsave.ffffff");

  hg_test_remove_tree (dir);
}

/* Loading while another process swaps a pipe and a save in and out of
 * the file's name: every load ends, with the game or with an error,
 * never waiting on the pipe (a checked type and then an ordinary open
 * would wait for a writer for ever). */
static void
test_load_pipe_race (void)
{
  g_autofree char *dir = hg_test_make_dir ("hg-test-target-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.hgsave", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo", NULL);
  g_autofree char *regular = g_build_filename (dir, "regular", NULL);
  g_autofree char *staged = g_build_filename (dir, "staged", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(HgGame) game = hg_test_random_game (2, 1, 5);
  g_autoptr(GBytes) bytes = hg_game_to_bytes (game);
  guint loaded = 0, refused = 0;
  pid_t pid;
  int status;

  write_bytes (regular, bytes);
  write_bytes (path, bytes);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      /* The swapper: the pipe, then the save, under the file's name,
       * until the test ends, however it ends. */
      prctl (PR_SET_PDEATHSIG, SIGKILL);
      for (;;)
        {
          if (link (fifo, staged) == 0)
            rename (staged, path);
          if (link (regular, staged) == 0)
            rename (staged, path);
        }
    }

  /* A load stuck on the pipe ends the test with SIGALRM. */
  alarm (40);
  for (guint i = 0; i < N_RACES; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HgGame) got = NULL;

      got = hg_game_load (file, NULL, &error);
      if (got != NULL)
        loaded++;
      else
        {
          g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_READ);
          refused++;
        }
    }

  alarm (0);
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_test_message ("%u loaded, %u refused", loaded, refused);
  g_assert_cmpuint (loaded + refused, ==, N_RACES);

  hg_test_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/save-target/symlink", test_symlink);
  g_test_add_func ("/save-target/not-a-file", test_not_a_file);
  g_test_add_func ("/save-target/mode", test_mode);
  g_test_add_func ("/save-target/changed", test_changed);
  g_test_add_func ("/save-target/leftovers", test_leftovers);
  g_test_add_func ("/save-target/load-pipe-race", test_load_pipe_race);

  return g_test_run ();
}
