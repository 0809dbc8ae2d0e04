/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-cli.c: libFuzzer target for the argument handling of
 * hunters-gatherers-cli.  The input is the command line, one argument a
 * line (at most 16 arguments of at most 128 bytes); it is run through the
 * tool's own dispatcher (main() of src/cli/hg-cli-main.c, built here as
 * hg_cli_fuzz_main()) in a private temporary folder that holds a few saved
 * games: game.hgsave, finished.hgsave, redo.hgsave, bonus.hgsave and
 * computer.hgsave (seat 1 a random computer).  The exit status must be
 * 0, 1 or 2, and nothing may crash, leak or hang.
 *
 * So that no file outside that folder is ever written, an argument with
 * "/" in it, or ".." itself, is not run: every file name is relative to
 * the folder, which is emptied and filled again for every input.  The
 * commands that think or play whole games are bounded: "simulate" gets
 * --games=1 --ms=1 --threads=1, "hint" and "analyze" --ms=1 and "bench"
 * --seconds=0.01
 * after the arguments (the last value of an option counts), and
 * HG_AI_MS=1 bounds the computer's moves in "play".  Run it with -close_fd_mask=3: the tool
 * prints.  Built with -Dfuzzing=true and clang; run by
 * build-aux/fuzz-run cli. */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#define MAX_ARGS     16
#define MAX_ARG_LEN  128

int hg_cli_fuzz_main (int argc, char **argv);
int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

typedef struct {
  const char *name;
  GBytes     *bytes;
} Fixture;

static Fixture fixtures[] = {
  { "game.hgsave", NULL },
  { "finished.hgsave", NULL },
  { "redo.hgsave", NULL },
  { "bonus.hgsave", NULL },
  { "computer.hgsave", NULL },
};

static const char *fixture_sources[] = {
  "short.hgsave", "finished.hgsave", "redo.hgsave", "bonus.hgsave", NULL,
};

static char *work_dir;

static void
empty_work_dir (void)
{
  g_autoptr(GDir) dir = g_dir_open (work_dir, 0, NULL);
  const char *name;

  if (dir == NULL)
    abort ();
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (work_dir, name, NULL);

      if (g_unlink (path) != 0 && g_rmdir (path) != 0)
        abort ();
    }
}

static void
remove_work_dir (void)
{
  empty_work_dir ();
  g_rmdir (work_dir);
}

static int
run (GPtrArray *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  int status;

  g_ptr_array_add (argv, (gpointer) "hunters-gatherers-cli");
  for (guint i = 0; i < args->len; i++)
    g_ptr_array_add (argv, g_ptr_array_index (args, i));
  g_ptr_array_add (argv, NULL);

  status = hg_cli_fuzz_main ((int) argv->len - 1, (char **) argv->pdata);
  if (status < 0 || status > 2)
    {
      g_printerr ("exit status %d\n", status);
      abort ();
    }
  return status;
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  char *contents;
  gsize len;

  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_FATAL_MASK);
  g_setenv ("HG_AI_MS", "1", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  work_dir = g_dir_make_tmp ("hg-fuzz-cli-XXXXXX", &error);
  if (work_dir == NULL || chdir (work_dir) != 0)
    abort ();
  atexit (remove_work_dir);

  for (guint i = 0; fixture_sources[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (SAVES_DIR, fixture_sources[i], NULL);

      if (!g_file_get_contents (path, &contents, &len, &error))
        {
          g_printerr ("%s\n", error->message);
          abort ();
        }
      fixtures[i].bytes = g_bytes_new_take (contents, len);
    }

  /* A game where seat 1 is the computer, made by the tool itself. */
  g_ptr_array_add (args, (gpointer) "new");
  g_ptr_array_add (args, (gpointer) "-o");
  g_ptr_array_add (args, (gpointer) "computer.hgsave");
  g_ptr_array_add (args, (gpointer) "--seed=7");
  g_ptr_array_add (args, (gpointer) "--computer=1=random");
  if (run (args) != 0 || !g_file_get_contents ("computer.hgsave", &contents, &len, NULL))
    abort ();
  fixtures[G_N_ELEMENTS (fixtures) - 1].bytes = g_bytes_new_take (contents, len);
  empty_work_dir ();

  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  const char *p = (const char *) data;
  const char *end = p + size;
  const char *command;

  while (p < end)
    {
      const char *nl = memchr (p, '\n', end - p);
      gsize n = (nl != NULL ? nl : end) - p;
      char *arg;

      if (args->len == MAX_ARGS || n > MAX_ARG_LEN || memchr (p, '\0', n) != NULL)
        return 0;
      arg = g_strndup (p, n);
      /* Every file stays in the work folder. */
      if (strchr (arg, '/') != NULL || strcmp (arg, "..") == 0)
        {
          g_free (arg);
          return 0;
        }
      g_ptr_array_add (args, arg);
      p += n + (nl != NULL ? 1 : 0);
    }

  command = args->len > 0 ? g_ptr_array_index (args, 0) : "";
  if (strcmp (command, "simulate") == 0)
    {
      g_ptr_array_add (args, g_strdup ("--games=1"));
      g_ptr_array_add (args, g_strdup ("--ms=1"));
      g_ptr_array_add (args, g_strdup ("--threads=1"));
    }
  else if (strcmp (command, "hint") == 0 || strcmp (command, "analyze") == 0)
    g_ptr_array_add (args, g_strdup ("--ms=1"));
  else if (strcmp (command, "bench") == 0)
    g_ptr_array_add (args, g_strdup ("--seconds=0.01"));

  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      gsize len;
      const char *bytes = g_bytes_get_data (fixtures[i].bytes, &len);

      if (!g_file_set_contents (fixtures[i].name, bytes, len, NULL))
        abort ();
    }

  run (args);
  empty_work_dir ();

  return 0;
}
