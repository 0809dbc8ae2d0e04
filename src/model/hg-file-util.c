/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-file-util.c: writing a local file whole, for saved games and the
 * records of finished games. */

#include "config.h"

#include "hg-file-util-private.h"

gboolean
hg_file_set_bytes (const char  *path,
                   GBytes      *bytes,
                   GError     **error)
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  return g_file_set_contents_full (path, data, len, G_FILE_SET_CONTENTS_CONSISTENT, 0666, error);
}
