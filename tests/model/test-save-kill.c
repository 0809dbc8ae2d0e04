/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-save-kill.c: a child saves two different games in turn to one file
 * while the parent kills it with SIGKILL at random moments, 200 times;
 * after every kill the file must be a complete save of one of the two
 * games (never a part of one). */

#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hg-test-util.h"

#define N_KILLS 200

static void
test_kill_while_saving (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hg-test-kill-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(HgGame) a = hg_test_random_game (5, 1, -1);
  g_autoptr(HgGame) b = hg_test_random_game (2, 2, 20);
  g_autoptr(GBytes) bytes_a = hg_game_to_bytes (a);
  g_autoptr(GBytes) bytes_b = hg_game_to_bytes (b);
  guint seen_a = 0, seen_b = 0;

  g_assert_no_error (error);
  path = g_build_filename (dir, "game.hgsave", NULL);
  file = g_file_new_for_path (path);
  g_assert_false (g_bytes_equal (bytes_a, bytes_b));

  /* The file exists before the first kill. */
  g_assert_true (hg_game_save (b, file, NULL, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < N_KILLS; i++)
    {
      g_autoptr(HgGame) loaded = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autofree char *contents = NULL;
      gsize len;
      int status;
      pid_t pid;

      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          for (guint n = 0; ; n++)
            if (!hg_game_save (n % 2 == 0 ? a : b, file, NULL, NULL))
              _exit (3);
        }

      g_usleep (g_test_rand_int_range (0, 20000));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      /* Killed, not failed. */
      g_assert_true (WIFSIGNALED (status));
      g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);

      g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
      bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
      if (g_bytes_equal (bytes, bytes_a))
        seen_a++;
      else if (g_bytes_equal (bytes, bytes_b))
        seen_b++;
      else
        g_error ("After kill %u the file is neither save (%" G_GSIZE_FORMAT " bytes)", i, len);

      loaded = hg_game_load (file, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (loaded);
    }

  g_test_message ("after %d kills: %u times game A, %u times game B", N_KILLS, seen_a, seen_b);
  /* The child got to replace the file with game A: the kills fell among
   * saves that ran, not only before the first one. */
  g_assert_cmpuint (seen_a, >, 0);
  hg_test_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/save/kill-while-saving", test_kill_while_saving);

  return g_test_run ();
}
