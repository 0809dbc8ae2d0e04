/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real program, driven with the keyboard (xdotool).
 *
 * The game in progress survives the program being killed: the real
 * program, with folders of its own, opens a saved game; two moves are
 * played with the keyboard (xdotool: Page Down, Enter, Enter); once the
 * autosave holds them the program is killed with SIGKILL.  Started again,
 * Continue Game (Alt+C) brings back the game at that move, in its file:
 * the title names the file, and Ctrl+S writes both moves there.
 *
 * A file size limit smaller than a save (RLIMIT_FSIZE, SIGXFSZ at its
 * default) does not end the program at its first autosave: the save fails
 * and the game goes on.
 *
 * Skips (77) without xdotool.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

#include "hg-autosave.h"
#include "hg-save.h"
#include "hg-gui-test-util.h"
#include "hg-test-util.h"

#define FILE_NAME "crash game.hgsave"

static char **envp;

/* Runs xdotool with @args (up to NULL); its standard output in @out if
 * not NULL.  Returns whether it succeeded. */
static gboolean
xdotool (char       **out,
         const char  *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = 0;
  va_list ap;

  g_ptr_array_add (argv, (char *) "xdotool");
  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, out, NULL, &status, &error);
  g_assert_no_error (error);
  return g_spawn_check_wait_status (status, NULL);
}

/* The id of the program's window whose title matches @name, waiting for
 * it (at most about 20 s); NULL if it does not come. */
static char *
find_window (const char *name)
{
  for (guint i = 0; i < 100; i++)
    {
      g_autofree char *out = NULL;

      if (xdotool (&out, "search", "--onlyvisible", "--name", name, NULL) && out != NULL)
        {
          g_strstrip (out);
          if (out[0] != '\0')
            {
              char *newline = strchr (out, '\n');

              if (newline != NULL)
                *newline = '\0';
              return g_steal_pointer (&out);
            }
        }
      g_usleep (G_USEC_PER_SEC / 5);
    }
  return NULL;
}

static void
key (const char *window,
     const char *name)
{
  g_assert_true (xdotool (NULL, "windowfocus", "--sync", window, NULL));
  g_assert_true (xdotool (NULL, "key", "--clearmodifiers", name, NULL));
}

/* In the program's process before it starts: a file size limit of 512
 * bytes, with SIGXFSZ as a shell leaves it. */
static void
limit_file_size (gpointer user_data)
{
  struct rlimit limit = { 512, 512 };

  signal (SIGXFSZ, SIG_DFL);
  setrlimit (RLIMIT_FSIZE, &limit);
}

static GPid
start_program_full (const char           *file,
                    GSpawnChildSetupFunc  setup)
{
  const char *argv[] = { HG_PROGRAM_PATH, file, NULL };
  g_autoptr(GError) error = NULL;
  GPid pid;

  g_spawn_async (NULL, (char **) argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, setup, NULL, &pid, &error);
  g_assert_no_error (error);
  return pid;
}

static GPid
start_program (const char *file)
{
  return start_program_full (file, NULL);
}

/* The moves in the game of @autosave (0: no game in it). */
static guint
autosaved_moves (HgAutosave *autosave,
                 GFile     **game_file)
{
  g_autoptr(HgGame) game = hg_autosave_load_full (autosave, NULL, game_file, NULL, NULL);

  return game != NULL ? hg_game_get_n_history (game) : 0;
}

static guint
saved_moves (GFile *file)
{
  g_autoptr(HgGame) game = hg_game_load (file, NULL, NULL);

  return game != NULL ? hg_game_get_n_history (game) : 0;
}

/* Runs @moves (a function of @data) until it is @n, at most about 20 s. */
static gboolean
wait_for_moves (guint      (*moves) (gpointer data),
                gpointer     data,
                guint        n)
{
  for (guint i = 0; i < 200; i++)
    {
      if (moves (data) == n)
        return TRUE;
      g_usleep (G_USEC_PER_SEC / 10);
    }
  return FALSE;
}

static guint
autosave_moves_cb (gpointer data)
{
  return autosaved_moves (data, NULL);
}

static guint
file_moves_cb (gpointer data)
{
  return saved_moves (data);
}

static void
end_program (GPid pid,
             int  sig)
{
  int status = 0;

  kill (pid, sig);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
}

static void
test_killed (void)
{
  g_autofree char *home = g_dir_make_tmp ("hg-crash-XXXXXX", NULL);
  g_autofree char *data = g_build_filename (home, "data", NULL);
  g_autofree char *config = g_build_filename (home, "config", NULL);
  g_autofree char *path = g_build_filename (home, FILE_NAME, NULL);
  g_autofree char *autosave_path = g_build_filename (data, "hunters-gatherers", HG_AUTOSAVE_BASENAME, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) autosave_file = g_file_new_for_path (autosave_path);
  g_autoptr(HgAutosave) autosave = hg_autosave_new (autosave_file);
  g_autoptr(HgGame) game = hg_test_new_game (2, 2024, NULL);
  g_autoptr(GFile) game_file = NULL;
  g_autofree char *window = NULL;
  g_autofree char *found = g_find_program_in_path ("xdotool");
  GPid pid;

  if (found == NULL || g_getenv ("DISPLAY") == NULL)
    {
      g_test_skip ("xdotool is not installed, or not on X11");
      return;
    }

  envp = g_get_environ ();
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", data, TRUE);
  envp = g_environ_setenv (envp, "XDG_CONFIG_HOME", config, TRUE);
  envp = g_environ_setenv (envp, "GSETTINGS_BACKEND", "memory", TRUE);
  g_assert_true (hg_game_save (game, file, NULL, NULL));

  /* Two moves with the keyboard, in the game opened from its file. */
  pid = start_program (path);
  window = find_window ("crash game");
  g_assert_nonnull (window);
  for (guint n = 1; n <= 2; n++)
    {
      key (window, "Next");
      key (window, "Return");
      /* no figure (the first Enter may have played the move already) */
      key (window, "Return");
      g_assert_true (wait_for_moves (autosave_moves_cb, autosave, n));
    }
  end_program (pid, SIGKILL);
  g_clear_pointer (&window, g_free);

  /* The autosave holds both moves and the file they belong to; the file
   * itself none. */
  g_assert_cmpuint (autosaved_moves (autosave, &game_file), ==, 2);
  g_assert_nonnull (game_file);
  g_assert_true (g_file_equal (game_file, file));
  g_assert_cmpuint (saved_moves (file), ==, 0);

  /* Started again: Continue Game, in the file; Save writes it there. */
  pid = start_program (NULL);
  window = find_window ("Hunters");
  g_assert_nonnull (window);
  for (guint i = 0; i < 50 && !xdotool (NULL, "search", "--onlyvisible", "--name", "crash game", NULL); i++)
    {
      key (window, "alt+c");
      g_usleep (G_USEC_PER_SEC / 5);
    }
  g_clear_pointer (&window, g_free);
  window = find_window ("crash game");
  g_assert_nonnull (window);
  key (window, "ctrl+s");
  g_assert_true (wait_for_moves (file_moves_cb, file, 2));
  g_assert_cmpuint (autosaved_moves (autosave, NULL), ==, 2);
  end_program (pid, SIGTERM);

  g_unlink (autosave_path);
  g_unlink (path);
  {
    g_autofree char *dir = g_path_get_dirname (autosave_path);

    g_rmdir (dir);
  }
  g_rmdir (data);
  g_rmdir (config);
  g_rmdir (home);
  g_clear_pointer (&envp, g_strfreev);
}

/* A file size limit below the size of a save: the autosave after a move
 * fails with EFBIG, and the program goes on (SIGXFSZ would end it). */
static void
test_file_size_limit (void)
{
  g_autofree char *home = g_dir_make_tmp ("hg-crash-XXXXXX", NULL);
  g_autofree char *data = g_build_filename (home, "data", NULL);
  g_autofree char *config = g_build_filename (home, "config", NULL);
  g_autofree char *path = g_build_filename (home, FILE_NAME, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(HgGame) game = hg_test_new_game (2, 2024, NULL);
  g_autofree char *window = NULL;
  g_autofree char *found = g_find_program_in_path ("xdotool");
  int status = 0;
  GPid pid;

  if (found == NULL || g_getenv ("DISPLAY") == NULL)
    {
      g_test_skip ("xdotool is not installed, or not on X11");
      return;
    }

  envp = g_get_environ ();
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", data, TRUE);
  envp = g_environ_setenv (envp, "XDG_CONFIG_HOME", config, TRUE);
  envp = g_environ_setenv (envp, "GSETTINGS_BACKEND", "memory", TRUE);
  g_assert_true (hg_game_save (game, file, NULL, NULL));

  pid = start_program_full (path, limit_file_size);
  window = find_window ("crash game");
  g_assert_nonnull (window);
  key (window, "Next");
  key (window, "Return");
  key (window, "Return");

  /* The autosave of the move is tried within a second; the program must
   * still be there well after it. */
  for (guint i = 0; i < 30; i++)
    {
      g_assert_cmpint (waitpid (pid, &status, WNOHANG), ==, 0);
      g_usleep (G_USEC_PER_SEC / 10);
    }
  g_assert_cmpuint (saved_moves (file), ==, 0);
  end_program (pid, SIGKILL);

  hg_test_remove_tree (home);
  g_clear_pointer (&envp, g_strfreev);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/window-crash/killed", test_killed);
  g_test_add_func ("/window-crash/file-size-limit", test_file_size_limit);

  return g_test_run ();
}
