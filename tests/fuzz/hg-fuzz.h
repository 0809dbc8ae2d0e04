/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-fuzz.h: what the libFuzzer targets share: the entry points libFuzzer
 * calls, and the check of a refusal. */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include <glib.h>

G_BEGIN_DECLS

/* hg-fuzz.c defines a plain LLVMFuzzerInitialize() for the targets that
 * need nothing more: a critical or a warning is fatal, a bug the fuzzer
 * reports. */
int  LLVMFuzzerInitialize    (int            *argc,
                              char         ***argv);
int  LLVMFuzzerTestOneInput  (const uint8_t  *data,
                              size_t          size);

/* Aborts unless @error is of @domain and has a message: an input refused
 * as it should be. */
void hg_fuzz_check_refused   (const GError   *error,
                              GQuark          domain);

G_END_DECLS
