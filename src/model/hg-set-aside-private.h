/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-set-aside-private.h: keeping a file that cannot be read beside
 * itself under a name that is free, so that nothing set aside is ever
 * replaced. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define HG_SET_ASIDE_MAX_NAMES 1000

/* Moves @file (or, with @copy, copies it) to the first of NAME@suffix,
 * NAME@suffix.2, NAME@suffix.3, ... beside it that does not exist, NAME
 * being its name; nothing there is ever replaced, and symbolic links are
 * not followed.  Returns where it is kept now, or NULL with @error when it
 * could not be moved or copied (it is then where it was). */
GFile  *hg_set_aside  (GFile         *file,
                       const char    *suffix,
                       gboolean       copy,
                       GCancellable  *cancellable,
                       GError       **error);

G_END_DECLS
