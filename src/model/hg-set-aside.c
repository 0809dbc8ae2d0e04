/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-set-aside.c: a file that cannot be read kept beside itself under a
 * name that is free. */

#include "config.h"

#include "hg-set-aside-private.h"

GFile *
hg_set_aside (GFile         *file,
              const char    *suffix,
              gboolean       copy,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GFile) parent = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (suffix != NULL, NULL);

  parent = g_file_get_parent (file);
  name = g_file_get_basename (file);
  if (parent == NULL || name == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                           "There is no folder to keep it in");
      return NULL;
    }

  for (guint n = 1; n <= HG_SET_ASIDE_MAX_NAMES; n++)
    {
      g_autofree char *aside_name = n == 1 ? g_strconcat (name, suffix, NULL)
                                           : g_strdup_printf ("%s%s.%u", name, suffix, n);
      g_autoptr(GFile) aside = g_file_get_child (parent, aside_name);
      g_autoptr(GError) local_error = NULL;
      gboolean done;

      /* Without G_FILE_COPY_OVERWRITE, whatever is there (a file, a
       * folder, a link) stays and the next name is tried. */
      if (copy)
        done = g_file_copy (file, aside, G_FILE_COPY_NOFOLLOW_SYMLINKS, cancellable,
                            NULL, NULL, &local_error);
      else
        done = g_file_move (file, aside, G_FILE_COPY_NOFOLLOW_SYMLINKS, cancellable,
                            NULL, NULL, &local_error);
      if (done)
        return g_steal_pointer (&aside);
      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
               "%u files of the name %s%s are there already", HG_SET_ASIDE_MAX_NAMES, name, suffix);
  return NULL;
}
