/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-save.c: writing saved games.  The whole document is made in memory,
 * then written to a temporary file beside the target and renamed over it
 * (see write_bytes()), so a save is never half-written. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-save.h"
#include "hg-summary-private.h"

G_DEFINE_QUARK (hg-save-error-quark, hg_save_error)

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
hg_game_to_bytes (HgGame *game)
{
  GString *out;
  const HgSetup *setup;
  HgSummary summary;

  g_return_val_if_fail (HG_IS_GAME (game), NULL);

  setup = hg_game_get_setup (game);
  out = g_string_sized_new (16 * 1024);

  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (out, "<hunters-gatherers-save format=\"%d\" app-version=\"%s\">\n",
                          HG_SAVE_FORMAT, PACKAGE_VERSION);

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

static char *
file_display_name (GFile *file)
{
  return g_file_get_parse_name (file);
}

static gboolean
wrap_write_error (GFile   *file,
                  GError  *local_error,
                  GError **error)
{
  g_autofree char *name = file_display_name (file);

  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }

  /* TRANSLATORS: %s is a file name, then the reason */
  g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_WRITE,
               _("%s: cannot save: %s"), name, local_error->message);
  g_error_free (local_error);
  return FALSE;
}

/* Writes @bytes to @file so that the file is always either the old or the
 * new document, never a partial one: a local file (the common case, and a
 * portal's document path) through g_file_set_contents_full(), which writes
 * a temporary file beside it, syncs it and renames it over the target even
 * when the target does not exist yet; anything else through
 * g_file_replace_contents(), which does the same where the backend can. */
static gboolean
write_bytes (GFile         *file,
             GBytes        *bytes,
             GCancellable  *cancellable,
             GError       **error)
{
  GError *local_error = NULL;
  const char *path = g_file_peek_path (file);
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  if (path != NULL)
    {
      if (!g_file_set_contents_full (path, data, len,
                                     G_FILE_SET_CONTENTS_CONSISTENT, 0666,
                                     &local_error))
        return wrap_write_error (file, local_error, error);
      return TRUE;
    }

  if (!g_file_replace_contents (file, data, len, NULL, FALSE,
                                G_FILE_CREATE_REPLACE_DESTINATION,
                                NULL, cancellable, &local_error))
    return wrap_write_error (file, local_error, error);

  return TRUE;
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
  return write_bytes (file, bytes, cancellable, error);
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

  if (!write_bytes (data->file, data->bytes, cancellable, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
hg_game_save_async (HgGame              *game,
                    GFile               *file,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  SaveData *data;

  g_return_if_fail (HG_IS_GAME (game));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (game, cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_game_save_async);

  /* The document is made now, so later moves do not end up in this save. */
  data = g_new0 (SaveData, 1);
  data->file = g_object_ref (file);
  data->bytes = hg_game_to_bytes (game);
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);
  g_task_run_in_thread (task, save_thread);
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
