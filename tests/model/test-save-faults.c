/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-save-faults.c: saving and loading under faults of the file system.
 * Each fault is made for real: a file size limit (RLIMIT_FSIZE), a full
 * disk (a small tmpfs), a read-only file system (a tmpfs remounted
 * read-only), a read-only folder, a folder of someone else's, a file that
 * may not be read, a folder where the file should be, a missing folder,
 * and a file where the autosave's folder should be.  Every failed save
 * must leave the old file byte-identical with nothing beside it, leave the
 * game untouched, and give the right summary; the autosave reports it in
 * its "error" property.
 *
 * The faults that need a process of their own run in a subprocess
 * (g_test_trap_subprocess()).  Permissions mean nothing to root, so as
 * root the subprocess drops to uid and gid 65534 (nobody) with the files
 * prepared for it; the small file systems are mounted in a private user
 * and mount namespace, which needs no privileges.  Where the system allows
 * neither, that test alone is skipped and says why. */

#define _GNU_SOURCE
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "hg-autosave.h"
#include "hg-test-util.h"

#define NOBODY     65534
#define DIR_ENV    "HG_TEST_FAULTS_DIR"

/* Helpers ---------------------------------------------------------------- */

/* The game saved before the fault, and the one that fails to be saved. */
static HgGame *
old_game (void)
{
  return hg_test_random_game (2, 3, 10);
}

static HgGame *
new_game (void)
{
  return hg_test_random_game (4, 4, 60);
}

static GBytes *
bytes_of (HgGame *game)
{
  return hg_game_to_bytes (game);
}

static void
write_bytes (const char *path,
             GBytes     *bytes)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);
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

/* @dir holds exactly the files named (NULL-terminated): no temporary file
 * is left behind. */
static void
assert_folder_holds (const char *dir,
                     ...)
{
  g_autoptr(GPtrArray) expected = g_ptr_array_new ();
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) d = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  va_list args;

  va_start (args, dir);
  while ((name = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (expected, (gpointer) name);
  va_end (args);

  d = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      gboolean known = FALSE;

      for (guint i = 0; i < expected->len && !known; i++)
        known = strcmp (name, g_ptr_array_index (expected, i)) == 0;
      if (!known)
        g_error ("%s/%s should not be there", dir, name);
      g_ptr_array_add (found, g_strdup (name));
    }
  g_assert_cmpuint (found->len, ==, expected->len);
}

static void
assert_summary (const GError *error,
                const char   *summary)
{
  g_autofree char *got = hg_save_error_dup_summary (error);

  g_test_message ("%s (%s)", got, error->message);
  g_assert_cmpstr (got, ==, summary);
}

typedef struct {
  GMainLoop *loop;
  gboolean   saved;
  GError    *error;
} AsyncSave;

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  AsyncSave *save = user_data;

  save->saved = hg_game_save_finish (HG_GAME (source), result, &save->error);
  g_main_loop_quit (save->loop);
}

/* Saving @game to @file fails, synchronously and asynchronously, with
 * @cause and @summary, and the game is untouched. */
static void
assert_save_fails (HgGame      *game,
                   GFile       *file,
                   HgSaveCause  cause,
                   const char  *summary)
{
  g_autofree char *before = hg_test_dump_game (game, TRUE);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *name = g_file_get_basename (file);
  AsyncSave save = { loop, TRUE, NULL };

  g_assert_false (hg_game_save (game, file, NULL, &error));
  g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_WRITE);
  g_assert_cmpint (hg_save_error_get_cause (error), ==, cause);
  g_assert_nonnull (hg_save_error_get_io_error (error));
  g_assert_nonnull (strstr (error->message, name));
  assert_summary (error, summary);

  hg_game_save_async (game, file, NULL, saved_cb, &save);
  g_main_loop_run (loop);
  g_assert_false (save.saved);
  g_assert_error (save.error, HG_SAVE_ERROR, HG_SAVE_ERROR_WRITE);
  g_assert_cmpint (hg_save_error_get_cause (save.error), ==, cause);
  g_clear_error (&save.error);

  after = hg_test_dump_game (game, TRUE);
  g_assert_cmpstr (before, ==, after);
}

static void
wait_idle (HgAutosave *autosave)
{
  while (hg_autosave_get_busy (autosave))
    g_main_context_iteration (NULL, TRUE);
}

/* The autosave of @game to @file fails with @cause: its "error" property
 * says so, and the game is untouched. */
static void
assert_autosave_fails (HgGame      *game,
                       GFile       *file,
                       HgSaveCause  cause,
                       const char  *summary)
{
  g_autoptr(HgAutosave) autosave = hg_autosave_new (file);
  g_autofree char *before = hg_test_dump_game (game, TRUE);
  g_autofree char *after = NULL;
  const GError *error;

  hg_autosave_set_game (autosave, game);
  wait_idle (autosave);
  error = hg_autosave_get_error (autosave);
  g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_WRITE);
  g_assert_cmpint (hg_save_error_get_cause (error), ==, cause);
  assert_summary (error, summary);
  after = hg_test_dump_game (game, TRUE);
  g_assert_cmpstr (before, ==, after);
  hg_autosave_set_game (autosave, NULL);
}

/* A fresh folder for a test, which a subprocess finds through DIR_ENV. */
static char *
make_test_dir (void)
{
  char *dir = hg_test_make_dir ("hg-test-faults-XXXXXX");

  g_setenv (DIR_ENV, dir, TRUE);
  return dir;
}

/* Running as another user ----------------------------------------------- */

static gboolean
is_root (void)
{
  return geteuid () == 0;
}

/* In a subprocess: as root, become nobody, so permissions count. */
static void
become_test_user (void)
{
  if (!is_root ())
    return;
  if (setgroups (0, NULL) != 0 || setgid (NOBODY) != 0 || setuid (NOBODY) != 0)
    g_error ("cannot drop privileges: %s", g_strerror (errno));
  g_assert_cmpint (geteuid (), ==, NOBODY);
}

/* Whether become_test_user() can work here; if not, why in @why. */
static gboolean
can_become_test_user (char **why)
{
  int status;
  pid_t pid;

  if (!is_root ())
    return TRUE;

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    _exit (setgroups (0, NULL) == 0 && setgid (NOBODY) == 0 && setuid (NOBODY) == 0 ? 0 : errno);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  if (WIFEXITED (status) && WEXITSTATUS (status) == 0)
    return TRUE;
  *why = g_strdup_printf ("running as root and cannot become uid %d: %s", NOBODY,
                          WIFEXITED (status) ? g_strerror (WEXITSTATUS (status)) : "killed");
  return FALSE;
}

/* Gives @path (as root) to the user the subprocess becomes. */
static void
give_to_test_user (const char *path)
{
  if (is_root ())
    g_assert_cmpint (chown (path, NOBODY, NOBODY), ==, 0);
}

/* Private mounts -------------------------------------------------------- */

static gboolean
write_proc (const char *path,
            const char *text)
{
  int fd = open (path, O_WRONLY | O_CLOEXEC);
  gboolean ok;

  if (fd < 0)
    return FALSE;
  ok = write (fd, text, strlen (text)) == (gssize) strlen (text);
  close (fd);
  return ok;
}

/* Enters a mount namespace of this process's own (in a user namespace
 * where it is root, or as root itself), with nothing shared with the
 * system's mounts.  The process must have one thread.  FALSE and errno on
 * failure. */
static gboolean
enter_private_mounts (void)
{
  uid_t uid = geteuid ();
  gid_t gid = getegid ();

  if (unshare (CLONE_NEWUSER | CLONE_NEWNS) == 0)
    {
      g_autofree char *uid_map = g_strdup_printf ("0 %u 1\n", (guint) uid);
      g_autofree char *gid_map = g_strdup_printf ("0 %u 1\n", (guint) gid);

      if (!write_proc ("/proc/self/setgroups", "deny\n") ||
          !write_proc ("/proc/self/uid_map", uid_map) ||
          !write_proc ("/proc/self/gid_map", gid_map))
        return FALSE;
    }
  else if (uid != 0 || unshare (CLONE_NEWNS) != 0)
    return FALSE;

  return mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0;
}

/* Mounts a tmpfs of @size bytes on @dir. */
static gboolean
mount_small_fs (const char *dir,
                gsize       size)
{
  g_autofree char *options = g_strdup_printf ("size=%" G_GSIZE_FORMAT ",mode=0755", size);

  return mount ("tmpfs", dir, "tmpfs", MS_NOSUID | MS_NODEV, options) == 0;
}

/* Whether a subprocess can make its own small file system; if not, why. */
static gboolean
can_mount_small_fs (const char  *dir,
                    char       **why)
{
  int status;
  pid_t pid = fork ();

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      if (!enter_private_mounts ())
        _exit (10 + (errno & 0x7f) % 100);
      _exit (mount_small_fs (dir, 64 * 1024) ? 0 : 110 + (errno & 0x7f) % 100);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  if (WIFEXITED (status) && WEXITSTATUS (status) == 0)
    return TRUE;
  if (WIFEXITED (status) && WEXITSTATUS (status) >= 110)
    *why = g_strdup_printf ("cannot mount a tmpfs in a private namespace: %s",
                            g_strerror (WEXITSTATUS (status) - 110));
  else
    *why = g_strdup_printf ("cannot make a private user and mount namespace: %s",
                            WIFEXITED (status) ? g_strerror (WEXITSTATUS (status) - 10) : "killed");
  return FALSE;
}

/* Saving @game to @file and autosaving it to @autosave_file both fail
 * with @cause and @summary. */
static void
assert_saves_fail (HgGame      *game,
                   GFile       *file,
                   GFile       *autosave_file,
                   HgSaveCause  cause,
                   const char  *summary)
{
  assert_save_fails (game, file, cause, summary);
  assert_autosave_fails (game, autosave_file, cause, summary);
}

/* The files the saves of a fault try to replace, "game.hgsave" and
 * "autosave.hgsave" in @dir, each made to hold @old_bytes. */
static void
write_old_files (const char  *dir,
                 GBytes      *old_bytes,
                 char       **path,
                 char       **autosave_path)
{
  *path = g_build_filename (dir, "game.hgsave", NULL);
  *autosave_path = g_build_filename (dir, "autosave.hgsave", NULL);
  write_bytes (*path, old_bytes);
  write_bytes (*autosave_path, old_bytes);
}

static void
assert_old_files (const char *path,
                  const char *autosave_path,
                  GBytes     *old_bytes)
{
  assert_file_is (path, old_bytes);
  assert_file_is (autosave_path, old_bytes);
}

/* In the subprocess of a fault on a small file system: a tmpfs of @size
 * bytes mounted on the test's folder, with the old files in it.  Returns
 * the folder. */
static char *
enter_small_fs (gsize    size,
                GBytes  *old_bytes,
                char   **path,
                char   **autosave_path)
{
  char *dir = g_strdup (g_getenv (DIR_ENV));

  /* First, while there is one thread. */
  g_assert_true (enter_private_mounts ());
  g_assert_true (mount_small_fs (dir, size));
  write_old_files (dir, old_bytes, path, autosave_path);
  return dir;
}

/* The test's own half of a fault on a small file system: runs its
 * subprocess, or skips the test where no such file system can be made. */
static void
trap_small_fs (void)
{
  g_autofree char *dir = make_test_dir ();
  g_autofree char *why = NULL;

  if (!can_mount_small_fs (dir, &why))
    g_test_skip (why);
  else
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
    }
  hg_test_remove_tree (dir);
}

/* The faults ------------------------------------------------------------- */

/* A file size limit smaller than the save: EFBIG while the temporary file
 * is written (SIGXFSZ ignored, as a program that handles errors does). */
static void
test_file_size_limit (void)
{
  g_autoptr(HgGame) old = old_game ();
  g_autoptr(GBytes) old_bytes = bytes_of (old);
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *autosave_path = NULL;

  if (g_test_subprocess ())
    {
      g_autoptr(HgGame) game = new_game ();
      g_autoptr(GFile) file = NULL;
      g_autoptr(GFile) autosave_file = NULL;
      struct rlimit limit;

      dir = g_strdup (g_getenv (DIR_ENV));
      file = g_file_new_build_filename (dir, "game.hgsave", NULL);
      autosave_file = g_file_new_build_filename (dir, "autosave.hgsave", NULL);

      g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      limit.rlim_cur = 1024;
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      signal (SIGXFSZ, SIG_IGN);

      assert_saves_fail (game, file, autosave_file, HG_SAVE_CAUSE_FILE_TOO_LARGE,
                         "The game could not be saved: the file would be larger than this system allows.");
      return;
    }

  dir = make_test_dir ();
  g_assert_cmpuint (g_bytes_get_size (old_bytes), >, 1024);
  write_old_files (dir, old_bytes, &path, &autosave_path);

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();

  assert_old_files (path, autosave_path, old_bytes);
  assert_folder_holds (dir, "game.hgsave", "autosave.hgsave", NULL);
  hg_test_remove_tree (dir);
}

/* A full disk: a tmpfs of 64 KiB filled up.  Freeing space lets the same
 * save work. */
static void
test_disk_full (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(HgGame) old = old_game ();
      g_autoptr(GBytes) old_bytes = bytes_of (old);
      g_autoptr(HgGame) game = new_game ();
      g_autoptr(GBytes) new_bytes = bytes_of (game);
      g_autoptr(GFile) file = NULL;
      g_autoptr(GFile) autosave_file = NULL;
      g_autofree char *dir = NULL;
      g_autofree char *path = NULL;
      g_autofree char *autosave_path = NULL;
      g_autofree char *filler = NULL;
      g_autofree char *block = g_malloc0 (4096);
      int fd;

      dir = enter_small_fs (64 * 1024, old_bytes, &path, &autosave_path);
      filler = g_build_filename (dir, "filler", NULL);
      file = g_file_new_for_path (path);
      autosave_file = g_file_new_for_path (autosave_path);

      /* Fill the disk to the last byte. */
      fd = open (filler, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
      g_assert_cmpint (fd, >=, 0);
      while (write (fd, block, 4096) > 0)
        ;
      while (write (fd, block, 1) > 0)
        ;
      g_assert_cmpint (errno, ==, ENOSPC);
      close (fd);

      assert_saves_fail (game, file, autosave_file, HG_SAVE_CAUSE_NO_SPACE,
                         "The game could not be saved: the disk is full.");
      assert_old_files (path, autosave_path, old_bytes);
      assert_folder_holds (dir, "game.hgsave", "autosave.hgsave", "filler", NULL);

      /* "Free some disk space and save again." */
      g_assert_cmpint (g_unlink (filler), ==, 0);
      {
        g_autoptr(GError) error = NULL;

        g_assert_true (hg_game_save (game, file, NULL, &error));
        g_assert_no_error (error);
        assert_file_is (path, new_bytes);
      }
      return;
    }

  trap_small_fs ();
}

/* A read-only file system: a tmpfs remounted read-only. */
static void
test_read_only_fs (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(HgGame) old = old_game ();
      g_autoptr(GBytes) old_bytes = bytes_of (old);
      g_autoptr(HgGame) game = new_game ();
      g_autoptr(GFile) file = NULL;
      g_autoptr(GFile) autosave_file = NULL;
      g_autofree char *dir = NULL;
      g_autofree char *path = NULL;
      g_autofree char *autosave_path = NULL;

      dir = enter_small_fs (256 * 1024, old_bytes, &path, &autosave_path);
      file = g_file_new_for_path (path);
      autosave_file = g_file_new_for_path (autosave_path);
      g_assert_cmpint (mount (NULL, dir, NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL), ==, 0);

      assert_saves_fail (game, file, autosave_file, HG_SAVE_CAUSE_READ_ONLY,
                         "The game could not be saved: the folder is read-only.");
      assert_old_files (path, autosave_path, old_bytes);
      assert_folder_holds (dir, "game.hgsave", "autosave.hgsave", NULL);
      return;
    }

  trap_small_fs ();
}

/* The folders of the permission tests: "ro" (r-x for everyone), "theirs"
 * (writable for others but not for its owner, as a folder of someone
 * else's is), each with the old game in it, and "secret.hgsave", which
 * its owner may not read. */
static void
test_permissions (void)
{
  g_autoptr(HgGame) old = old_game ();
  g_autoptr(GBytes) old_bytes = bytes_of (old);
  g_autofree char *dir = NULL;
  g_autofree char *ro = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *secret = NULL;
  g_autofree char *why = NULL;
  const char *files[] = { "game.hgsave", "autosave.hgsave" };

  if (g_test_subprocess ())
    {
      g_autoptr(HgGame) game = new_game ();
      g_autoptr(GFile) secret_file = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(HgGame) loaded = NULL;
      const struct {
        const char  *name;
        HgSaveCause  cause;
        const char  *summary;
      } folders[] = {
        { "ro", HG_SAVE_CAUSE_READ_ONLY, "The game could not be saved: the folder is read-only." },
        { "theirs", HG_SAVE_CAUSE_PERMISSION, "The game could not be saved: you do not have permission." },
      };

      become_test_user ();
      dir = g_strdup (g_getenv (DIR_ENV));

      for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
        {
          g_autoptr(GFile) file = g_file_new_build_filename (dir, folders[i].name, "game.hgsave", NULL);
          g_autoptr(GFile) autosave_file = g_file_new_build_filename (dir, folders[i].name,
                                                                      "autosave.hgsave", NULL);

          assert_saves_fail (game, file, autosave_file, folders[i].cause, folders[i].summary);
        }

      secret_file = g_file_new_build_filename (dir, "secret.hgsave", NULL);
      loaded = hg_game_load (secret_file, NULL, &error);
      g_assert_null (loaded);
      g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_READ);
      g_assert_cmpint (hg_save_error_get_cause (error), ==, HG_SAVE_CAUSE_PERMISSION);
      g_assert_error (hg_save_error_get_io_error (error), G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      assert_summary (error, "The file cannot be read: you do not have permission.");
      return;
    }

  dir = make_test_dir ();
  if (!can_become_test_user (&why))
    {
      g_test_skip (why);
      hg_test_remove_tree (dir);
      return;
    }
  ro = g_build_filename (dir, "ro", NULL);
  theirs = g_build_filename (dir, "theirs", NULL);
  secret = g_build_filename (dir, "secret.hgsave", NULL);
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (ro, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (theirs, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *in_ro = g_build_filename (ro, files[i], NULL);
      g_autofree char *in_theirs = g_build_filename (theirs, files[i], NULL);

      write_bytes (in_ro, old_bytes);
      write_bytes (in_theirs, old_bytes);
      give_to_test_user (in_ro);
      give_to_test_user (in_theirs);
    }
  write_bytes (secret, old_bytes);
  give_to_test_user (secret);
  give_to_test_user (ro);
  give_to_test_user (theirs);
  g_assert_cmpint (g_chmod (secret, 0200), ==, 0);
  g_assert_cmpint (g_chmod (ro, 0555), ==, 0);
  g_assert_cmpint (g_chmod (theirs, 0575), ==, 0);

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *in_ro = g_build_filename (ro, files[i], NULL);
      g_autofree char *in_theirs = g_build_filename (theirs, files[i], NULL);

      assert_file_is (in_ro, old_bytes);
      assert_file_is (in_theirs, old_bytes);
    }
  assert_folder_holds (ro, "game.hgsave", "autosave.hgsave", NULL);
  assert_folder_holds (theirs, "game.hgsave", "autosave.hgsave", NULL);
  hg_test_remove_tree (dir);
}

/* The file replaced by a folder, and a folder that does not exist. */
static void
test_folder_in_the_way (void)
{
  g_autoptr(HgGame) game = new_game ();
  g_autoptr(GBytes) inside_bytes = g_bytes_new_static ("kept", 4);
  g_autofree char *dir = make_test_dir ();
  g_autofree char *target = g_build_filename (dir, "game.hgsave", NULL);
  g_autofree char *inside = g_build_filename (target, "inside", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (target);
  g_autoptr(GFile) missing = g_file_new_build_filename (dir, "gone", "game.hgsave", NULL);

  g_assert_cmpint (g_mkdir (target, 0700), ==, 0);
  write_bytes (inside, inside_bytes);

  assert_saves_fail (game, file, file, HG_SAVE_CAUSE_IS_FOLDER,
                     "The game could not be saved: there is a folder of that name.");
  g_assert_true (g_file_test (target, G_FILE_TEST_IS_DIR));
  assert_file_is (inside, inside_bytes);
  assert_folder_holds (target, "inside", NULL);
  assert_folder_holds (dir, "game.hgsave", NULL);

  assert_save_fails (game, missing, HG_SAVE_CAUSE_NO_FOLDER,
                     "The game could not be saved: its folder does not exist.");
  assert_folder_holds (dir, "game.hgsave", NULL);

  hg_test_remove_tree (dir);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* A file where the autosave's folder should be: the folder cannot be
 * made, the file stays as it is, and once it is gone the next save works
 * and the error goes. */
static void
test_autosave_folder (void)
{
  g_autoptr(HgGame) game = new_game ();
  g_autoptr(GBytes) blocker_bytes = g_bytes_new_static ("not a folder\n", 13);
  g_autofree char *dir = make_test_dir ();
  g_autofree char *blocker = g_build_filename (dir, "hunters-gatherers", NULL);
  g_autoptr(GFile) file = g_file_new_build_filename (blocker, "autosave.hgsave", NULL);
  g_autoptr(HgAutosave) autosave = hg_autosave_new (file);
  g_autofree char *before = hg_test_dump_game (game, TRUE);
  g_autofree char *after = NULL;
  const GError *error;
  guint notified = 0;

  write_bytes (blocker, blocker_bytes);
  g_signal_connect_swapped (autosave, "notify::error", G_CALLBACK (count_cb), &notified);

  hg_autosave_set_game (autosave, game);
  wait_idle (autosave);
  error = hg_autosave_get_error (autosave);
  g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_WRITE);
  g_assert_cmpint (hg_save_error_get_cause (error), ==, HG_SAVE_CAUSE_NO_FOLDER);
  g_assert_error (hg_save_error_get_io_error (error), G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  g_assert_nonnull (strstr (error->message, "autosave.hgsave"));
  assert_summary (error, "The game could not be saved: its folder does not exist.");
  g_assert_cmpuint (notified, ==, 1);
  assert_file_is (blocker, blocker_bytes);
  assert_folder_holds (dir, "hunters-gatherers", NULL);
  after = hg_test_dump_game (game, TRUE);
  g_assert_cmpstr (before, ==, after);

  /* The same fault again is the same error (no notification); then the
   * way is cleared. */
  hg_autosave_queue (autosave);
  wait_idle (autosave);
  g_assert_nonnull (hg_autosave_get_error (autosave));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpint (g_unlink (blocker), ==, 0);
  hg_autosave_queue (autosave);
  wait_idle (autosave);
  g_assert_null (hg_autosave_get_error (autosave));
  g_assert_cmpuint (notified, ==, 2);
  {
    g_autoptr(GBytes) expected = bytes_of (game);
    g_autofree char *path = g_file_get_path (file);

    assert_file_is (path, expected);
  }

  g_clear_object (&autosave);
  hg_test_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/save-faults/file-size-limit", test_file_size_limit);
  g_test_add_func ("/save-faults/disk-full", test_disk_full);
  g_test_add_func ("/save-faults/read-only-fs", test_read_only_fs);
  g_test_add_func ("/save-faults/permissions", test_permissions);
  g_test_add_func ("/save-faults/folder-in-the-way", test_folder_in_the_way);
  g_test_add_func ("/save-faults/autosave-folder", test_autosave_folder);

  return g_test_run ();
}
