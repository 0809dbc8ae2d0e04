/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-load.c: libFuzzer target for the save file loader.  Any input must
 * be refused with a GError (whose summary for people is not empty) or
 * loaded; a loaded game must save, load again and save to the same bytes,
 * with the file it records (format 2) if it has one.  Built with
 * -Dfuzzing=true and clang; run by build-aux/fuzz-run. */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hg-game.h"
#include "hg-save-private.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical or a warning is a bug the fuzzer should report. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_FATAL_MASK);
  /* The URI of a game's file only becomes a GFile: no GVfs daemon. */
  g_setenv ("GIO_USE_VFS", "local", TRUE);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GBytes) first = NULL;
  g_autoptr(GBytes) second = NULL;
  g_autoptr(HgGame) again = NULL;
  g_autoptr(GFile) game_file = NULL;
  g_autoptr(GFile) game_file_again = NULL;

  game = hg_save_from_bytes (bytes, "fuzz.hgsave", &game_file, &error);
  if (game == NULL)
    {
      g_autofree char *summary = NULL;

      if (error == NULL || error->message == NULL || error->message[0] == '\0' ||
          game_file != NULL)
        abort ();
      summary = hg_save_error_dup_summary (error);
      if (summary[0] == '\0' || hg_save_error_get_advice (error)[0] == '\0')
        abort ();
      return 0;
    }

  first = hg_save_to_bytes (game, game_file);
  again = hg_save_from_bytes (first, "fuzz-again.hgsave", &game_file_again, &error);
  if (again == NULL)
    {
      g_printerr ("a loaded game does not load again: %s\n", error->message);
      abort ();
    }
  /* A file whose URI GIO writes longer than HG_SAVE_MAX_URI is dropped. */
  if (game_file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (game_file);

      if (strlen (uri) > HG_SAVE_MAX_URI)
        g_clear_object (&game_file);
    }
  if ((game_file == NULL) != (game_file_again == NULL) ||
      (game_file != NULL && !g_file_equal (game_file, game_file_again)))
    {
      g_printerr ("the file of the game does not come back\n");
      abort ();
    }
  second = hg_save_to_bytes (again, game_file_again);
  if (!g_bytes_equal (first, second))
    {
      g_printerr ("save -> load -> save differs\n");
      abort ();
    }

  return 0;
}
