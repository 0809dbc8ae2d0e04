/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-save.c: writing saved games.  The whole document is made in memory,
 * then written to a temporary file beside the target and renamed over it
 * (see hg_save_write()), so a save is never half-written.  A failed write
 * says why in people's terms too (hg-save-error.h). */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-file-util-private.h"
#include "hg-save-error-private.h"
#include "hg-save-private.h"
#include "hg-summary-private.h"

static void
append_deck (GString      *out,
             const char   *element,
             const guint8 *ids,
             guint         n)
{
  if (n == 0)
    {
      g_string_append_printf (out, "    <%s/>\n", element);
      return;
    }

  g_string_append_printf (out, "    <%s>", element);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, i == 0 ? "%u" : ",%u", ids[i]);
  g_string_append_printf (out, "</%s>\n", element);
}

static void
append_moves (GString    *out,
              const char *element,
              HgGame     *game,
              gboolean    redo)
{
  guint n = redo ? hg_game_get_n_redo (game) : hg_game_get_n_history (game);

  if (n == 0)
    {
      g_string_append_printf (out, "  <%s/>\n", element);
      return;
    }

  g_string_append_printf (out, "  <%s>\n", element);
  for (guint i = 0; i < n; i++)
    {
      char buf[HG_MOVE_STRLEN];
      HgMove move;

      if (redo)
        hg_game_get_redo_move (game, i, &move);
      else
        hg_game_get_history_move (game, i, &move);
      g_string_append_printf (out, "    <move>%s</move>\n", hg_move_format (&move, buf));
    }
  g_string_append_printf (out, "  </%s>\n", element);
}

GBytes *
hg_save_to_bytes (HgGame *game,
                  GFile  *game_file)
{
  g_autofree char *uri = NULL;
  GString *out;
  const HgSetup *setup;
  HgSummary summary;

  g_return_val_if_fail (HG_IS_GAME (game), NULL);
  g_return_val_if_fail (game_file == NULL || G_IS_FILE (game_file), NULL);

  /* A URI is ASCII (g_file_get_uri() escapes the rest); one too long to be
   * read back is not recorded. */
  if (game_file != NULL)
    uri = g_file_get_uri (game_file);
  if (uri != NULL && strlen (uri) > HG_SAVE_MAX_URI)
    g_clear_pointer (&uri, g_free);

  setup = hg_game_get_setup (game);
  out = g_string_sized_new (16 * 1024);

  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (out, "<hunters-gatherers-save format=\"%d\" app-version=\"%s\">\n",
                          uri != NULL ? HG_SAVE_FORMAT_GAME_FILE : 1, PACKAGE_VERSION);
  if (uri != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (uri, -1);

      g_string_append_printf (out, "  <game-file uri=\"%s\"/>\n", escaped);
    }

  g_string_append_printf (out, "  <setup first=\"%u\">\n", setup->first);
  for (guint seat = 0; seat < setup->n_players; seat++)
    {
      HgPlayer *player = hg_game_get_player (game, seat);
      g_autofree char *name = g_markup_escape_text (hg_player_get_name (player), -1);

      g_string_append_printf (out, "    <player seat=\"%u\" name=\"%s\" colour=\"%s\" level=\"%s\"/>\n",
                              seat, name, hg_player_get_colour (player),
                              hg_level_to_string (hg_player_get_level (player)));
    }
  append_deck (out, "land-deck", setup->land, setup->n_land);
  append_deck (out, "bonus-deck", setup->bonus, setup->n_bonus);
  g_string_append (out, "  </setup>\n");

  append_moves (out, "history", game, FALSE);
  append_moves (out, "redo", game, TRUE);

  hg_summary_init (&summary);
  hg_summary_from_state (&summary, hg_game_get_state (game));
  hg_summary_write (&summary, out);
  hg_summary_clear (&summary);

  g_string_append (out, "</hunters-gatherers-save>\n");

  return g_string_free_to_bytes (out);
}

GBytes *
hg_game_to_bytes (HgGame *game)
{
  return hg_save_to_bytes (game, NULL);
}

/* Whether the folder of @file allows no one to write in it (mode r-x): a
 * read-only folder rather than someone else's. */
static gboolean
folder_is_read_only (GFile *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autoptr(GFileInfo) info = NULL;

  if (parent == NULL)
    return FALSE;
  info = g_file_query_info (parent, G_FILE_ATTRIBUTE_UNIX_MODE,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  return info != NULL &&
         g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_UNIX_MODE) &&
         (g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_UNIX_MODE) & 0222) == 0;
}

/* Why writing @file (not a local one) failed with @io_error: the cause
 * the error names, made precise where its code alone says too little. */
static HgSaveCause
write_cause (GFile        *file,
             const GError *io_error)
{
  HgSaveCause cause = hg_save_cause_from_error (io_error);

  switch (cause)
    {
    case HG_SAVE_CAUSE_NOT_FOUND:
      /* The file itself is made if it is missing: its folder is. */
      return HG_SAVE_CAUSE_NO_FOLDER;
    case HG_SAVE_CAUSE_PERMISSION:
      return folder_is_read_only (file) ? HG_SAVE_CAUSE_READ_ONLY : cause;
    default:
      return cause;
    }
}

/* @cause is what hg_file_replace() found, or HG_SAVE_CAUSE_NONE. */
static gboolean
wrap_write_error (GFile        *file,
                  HgSaveCause   cause,
                  GError       *local_error,
                  GError      **error)
{
  g_autofree char *name = g_file_get_parse_name (file);

  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }

  /* TRANSLATORS: %s is a file name, then the reason */
  g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_WRITE,
               _("%s: cannot save: %s"), name, local_error->message);
  if (cause == HG_SAVE_CAUSE_NONE)
    cause = write_cause (file, local_error);
  hg_save_error_set_cause (error, cause, local_error);
  g_error_free (local_error);
  return FALSE;
}

gboolean
hg_save_make_folder (GFile   *file,
                     GError **error)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *folder = NULL;
  const char *path;
  HgSaveCause cause;
  int saved_errno;

  path = parent != NULL ? g_file_peek_path (parent) : NULL;
  if (path == NULL || g_mkdir_with_parents (path, 0700) == 0)
    return TRUE;
  saved_errno = errno;

  name = g_file_get_parse_name (file);
  folder = g_file_get_parse_name (parent);
  /* TRANSLATORS: a folder, then the reason */
  local_error = g_error_new (G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                             _("cannot make the folder %s: %s"), folder, g_strerror (saved_errno));
  cause = hg_save_cause_from_error (local_error);
  if (cause == HG_SAVE_CAUSE_NOT_FOUND || cause == HG_SAVE_CAUSE_NONE)
    cause = HG_SAVE_CAUSE_NO_FOLDER;
  /* TRANSLATORS: %s is a file name, then the reason */
  g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_WRITE,
               _("%s: cannot save: %s"), name, local_error->message);
  hg_save_error_set_cause (error, cause, local_error);
  return FALSE;
}

/* Whether @data, a temporary file left beside a save, is a save (or
 * empty): then a later save of that file removes it. */
static gboolean
is_save (const char *data,
         gsize       len)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, len);
  g_autoptr(HgGame) game = NULL;

  if (len == 0)
    return TRUE;
  game = hg_game_new_from_bytes (bytes, "", NULL);
  return game != NULL;
}

/* Writes @bytes to @file so that the file is always either the old or the
 * new document, never a partial one: a local file (the common case, and a
 * portal's document path) through hg_file_replace(), which writes a
 * temporary file beside the real file (a link is followed), syncs it and
 * renames it over the target, keeping the old file's mode; anything else
 * through g_file_replace_contents(), which does the same where the backend
 * can. */
gboolean
hg_save_write_version (GFile         *file,
                       GBytes        *bytes,
                       const char    *version,
                       char         **new_version,
                       GCancellable  *cancellable,
                       GError       **error)
{
  GError *local_error = NULL;
  const char *path = g_file_peek_path (file);
  HgSaveCause cause = HG_SAVE_CAUSE_NONE;
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  if (path != NULL)
    {
      GStatBuf st;

      if (!hg_file_replace (path, bytes, version, is_save, &cause, &local_error))
        return wrap_write_error (file, cause, local_error, error);
      /* The version as a later read would take it: the file a link leads
       * to, as it is now. */
      if (new_version != NULL)
        *new_version = g_stat (path, &st) == 0 ? hg_file_version (&st) : NULL;
      return TRUE;
    }

  if (!g_file_replace_contents (file, data, len, version, FALSE,
                                version != NULL ? G_FILE_CREATE_NONE
                                                : G_FILE_CREATE_REPLACE_DESTINATION,
                                new_version, cancellable, &local_error))
    return wrap_write_error (file, cause, local_error, error);

  return TRUE;
}

gboolean
hg_save_write (GFile         *file,
               GBytes        *bytes,
               GCancellable  *cancellable,
               GError       **error)
{
  return hg_save_write_version (file, bytes, NULL, NULL, cancellable, error);
}

gboolean
hg_game_save (HgGame        *game,
              GFile         *file,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (HG_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = hg_game_to_bytes (game);
  return hg_save_write (file, bytes, cancellable, error);
}

typedef struct {
  GFile  *file;
  GBytes *bytes;
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->bytes, g_bytes_unref);
  g_free (data);
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveData *data = task_data;
  GError *error = NULL;

  if (!hg_save_write (data->file, data->bytes, cancellable, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
hg_save_write_async (HgGame              *game,
                     GBytes              *bytes,
                     GFile               *file,
                     GCancellable        *cancellable,
                     GAsyncReadyCallback  callback,
                     gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  SaveData *data;

  g_return_if_fail (HG_IS_GAME (game));
  g_return_if_fail (bytes != NULL);
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (game, cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_game_save_async);

  data = g_new0 (SaveData, 1);
  data->file = g_object_ref (file);
  data->bytes = g_bytes_ref (bytes);
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);
  g_task_run_in_thread (task, save_thread);
}

void
hg_game_save_async (HgGame              *game,
                    GFile               *file,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             user_data)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_if_fail (HG_IS_GAME (game));
  g_return_if_fail (G_IS_FILE (file));

  /* The document is made now, so later moves do not end up in this save. */
  bytes = hg_game_to_bytes (game);
  hg_save_write_async (game, bytes, file, cancellable, callback, user_data);
}

gboolean
hg_game_save_finish (HgGame        *game,
                     GAsyncResult  *result,
                     GError       **error)
{
  g_return_val_if_fail (HG_IS_GAME (game), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, game), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
