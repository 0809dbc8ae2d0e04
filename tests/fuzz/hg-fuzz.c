/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-fuzz.c: what the libFuzzer targets share. */

#include "config.h"

#include <stdlib.h>

#include "hg-fuzz.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical or a warning is a bug the fuzzer should report. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_FATAL_MASK);
  return 0;
}

void
hg_fuzz_check_refused (const GError *error,
                       GQuark        domain)
{
  if (error == NULL || error->domain != domain ||
      error->message == NULL || error->message[0] == '\0')
    abort ();
}
