/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-load.c: libFuzzer target for the save file loader.  Any input must
 * be refused with a GError or loaded; a loaded game must save, load again
 * and save to the same bytes.  Built with -Dfuzzing=true and clang; run by
 * build-aux/fuzz-run. */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "hg-game.h"
#include "hg-save.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical or a warning is a bug the fuzzer should report. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_FATAL_MASK);
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

  game = hg_game_new_from_bytes (bytes, "fuzz.hgsave", &error);
  if (game == NULL)
    {
      if (error == NULL || error->message == NULL || error->message[0] == '\0')
        abort ();
      return 0;
    }

  first = hg_game_to_bytes (game);
  again = hg_game_new_from_bytes (first, "fuzz-again.hgsave", &error);
  if (again == NULL)
    {
      g_printerr ("a loaded game does not load again: %s\n", error->message);
      abort ();
    }
  second = hg_game_to_bytes (again);
  if (!g_bytes_equal (first, second))
    {
      g_printerr ("save -> load -> save differs\n");
      abort ();
    }

  return 0;
}
