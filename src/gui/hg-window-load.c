/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-load.c: reading a saved game for the window, with the
 * version its file had before it was read (hg-window-files.h), so that a
 * change made to the file after that is noticed at Save. */

#include "config.h"

#include "hg-save.h"
#include "hg-window-files.h"
#include "hg-window-private.h"

typedef struct {
  GFile *file;
  char  *etag;   /* NULL: not known */
} Load;

static void
load_free (gpointer data)
{
  Load *load = data;

  g_object_unref (load->file);
  g_free (load->etag);
  g_free (load);
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  HgGame *game = hg_game_load_finish (result, &error);

  if (game == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, game, g_object_unref);
}

static void
queried_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GFileInfo) info = g_file_query_info_finish (G_FILE (source), result, NULL);
  Load *load = g_task_get_task_data (task);
  GCancellable *cancellable = g_task_get_cancellable (task);

  /* a file whose version cannot be told is still read */
  if (info != NULL)
    load->etag = g_strdup (g_file_info_get_etag (info));
  hg_game_load_async (load->file, cancellable, loaded_cb, g_steal_pointer (&task));
}

void
hg_window_load_file_async (HgWindow            *self,
                           GFile               *file,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Load *load;

  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  load = g_new0 (Load, 1);
  load->file = g_object_ref (file);
  task = g_task_new (self, self->cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_window_load_file_async);
  g_task_set_task_data (task, load, load_free);
  g_file_query_info_async (file, G_FILE_ATTRIBUTE_ETAG_VALUE, G_FILE_QUERY_INFO_NONE,
                           G_PRIORITY_DEFAULT, self->cancellable, queried_cb,
                           g_steal_pointer (&task));
}

HgGame *
hg_window_load_file_finish (HgWindow      *self,
                            GAsyncResult  *result,
                            char         **etag,
                            GError       **error)
{
  Load *load;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_async_result_is_tagged (result, hg_window_load_file_async), NULL);

  load = g_task_get_task_data (G_TASK (result));
  if (etag != NULL)
    *etag = g_strdup (load->etag);
  return g_task_propagate_pointer (G_TASK (result), error);
}
