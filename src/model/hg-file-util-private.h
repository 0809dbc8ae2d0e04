/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-file-util-private.h: writing a local file whole. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Writes @bytes to the local file @path so that it is always either the
 * old or the new contents, never a partial one: a temporary file beside
 * it is written, synced and renamed over it, even when @path does not
 * exist yet (g_file_set_contents_full()).  A new file gets mode 0666
 * less the umask. */
gboolean  hg_file_set_bytes  (const char  *path,
                              GBytes      *bytes,
                              GError     **error);

G_END_DECLS
