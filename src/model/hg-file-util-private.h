/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-file-util-private.h: writing a local file whole, safely, and telling
 * which version of a file was read. */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>

#include "hg-save-error.h"

G_BEGIN_DECLS

/* Whether the contents of a leftover temporary file are something the
 * program wrote (then it may be removed). */
typedef gboolean (*HgFileIsOurs) (const char *data,
                                  gsize       len);

/* Writes @bytes to the local file @path so that it is always either the
 * old or the new contents, never a partial one: a temporary file beside
 * the real file is written, synced and renamed over it.
 *
 * - A symbolic link is followed: the file it leads to is replaced and the
 *   link stays.  A link that leads nowhere or in a circle, a folder and a
 *   special file (device, pipe, socket) are refused, and so is a file that
 *   no one may write (a read-only file, as editors treat it) or that the
 *   writer may not write.
 * - The new file keeps the mode of the old one, and its owner and group
 *   where the system allows; a new file gets mode 0666 less the umask.
 *   A file with other names (hard links) is written in place instead, as
 *   g_file_replace() does, so that every name has the new contents; that
 *   write alone is not atomic.
 * - With @version (from hg_file_version() when the file was read), the
 *   file is only replaced if it is still that version: otherwise
 *   G_IO_ERROR_WRONG_ETAG and nothing is written.
 * - The temporary file is ".NAME.hgtmp-XXXXXX", removed on any failure.
 *   After a successful write, temporaries of the same file left by a
 *   process that was killed are removed: ours by the name, the owner,
 *   older than ten minutes, and empty or, with @is_ours, accepted by it.
 *
 * Errors are G_IO_ERROR with a message that names the file; @cause (may
 * be NULL) is set to what the fault means for a person. */
gboolean  hg_file_replace    (const char    *path,
                              GBytes        *bytes,
                              const char    *version,
                              HgFileIsOurs   is_ours,
                              HgSaveCause   *cause,
                              GError       **error);

/* hg_file_replace() without a version or a check of leftovers. */
gboolean  hg_file_set_bytes  (const char    *path,
                              GBytes        *bytes,
                              GError       **error);

/* The version of a local file from its status: its device, inode, size
 * and time of change, which any replacement or write changes. */
char     *hg_file_version    (const GStatBuf *st);

/* Opens the regular file @path to read, and gives its status in @st,
 * taken from the open descriptor.  A folder or a special file is refused
 * before it is opened (errno EISDIR or ENXIO), and again on the open
 * descriptor, so one swapped in meanwhile is never waited on (a pipe
 * with no writer would block an ordinary open for ever).  -1 and errno on
 * failure. */
int          hg_file_open_read        (const char  *path,
                                       GStatBuf    *st);

/* The whole of the regular file @path (opened by hg_file_open_read()),
 * with the status of the descriptor read in @st.  NULL and errno on
 * failure: EFBIG if it holds more than @max bytes. */
GBytes      *hg_file_read_regular     (const char  *path,
                                       gsize        max,
                                       GStatBuf    *st);

/* What @errsv, from opening or writing @path, means for a person: a link
 * that leads nowhere (ENOENT at a dangling link) or in a circle, a file
 * too large for the system's limit (EFBIG), and the causes of
 * hg_save_cause_from_error(). */
HgSaveCause  hg_file_cause_from_errno (const char  *path,
                                       int          errsv);

G_END_DECLS
