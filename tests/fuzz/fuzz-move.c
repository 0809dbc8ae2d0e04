/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-move.c: libFuzzer target for the move notation (hg_move_parse()).
 * Any text must be refused with a HG_MOVE_ERROR that has a message, or
 * parsed; a parsed move must format in fewer than HG_MOVE_STRLEN bytes,
 * parse back to the same move and format to the same text again.  Built
 * with -Dfuzzing=true and clang; run by build-aux/fuzz-run move. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "hg-fuzz.h"
#include "hg-move.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  /* The text up to the first NUL, as a C string reaches the parser. */
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr(GError) error = NULL;
  char first[HG_MOVE_STRLEN + 1];
  char second[HG_MOVE_STRLEN + 1];
  HgMove move, again;

  if (!hg_move_parse (text, &move, &error))
    {
      hg_fuzz_check_refused (error, HG_MOVE_ERROR);
      return 0;
    }
  if (error != NULL)
    abort ();

  /* A guard byte past the documented size catches a longer text. */
  first[HG_MOVE_STRLEN] = '\x7f';
  hg_move_format (&move, first);
  if (first[HG_MOVE_STRLEN] != '\x7f' || strlen (first) >= HG_MOVE_STRLEN)
    abort ();

  if (!hg_move_parse (first, &again, NULL) || !hg_move_equal (&move, &again))
    {
      g_printerr ("“%s” does not parse back to the same move\n", first);
      abort ();
    }
  hg_move_format (&again, second);
  if (strcmp (first, second) != 0)
    abort ();

  return 0;
}
