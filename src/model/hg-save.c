/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-save.c: writing saved games.  The whole document is made in memory and
 * handed to g_file_replace_contents(), which writes a temporary file and
 * renames it over the old one. */

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
  g_string_append_printf (out, "<hgsave format=\"%d\" app-version=\"%s\">\n",
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

  g_string_append (out, "</hgsave>\n");

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

gboolean
hg_game_save (HgGame        *game,
              GFile         *file,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;
  GError *local_error = NULL;
  gsize len;
  const char *data;

  g_return_val_if_fail (HG_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = hg_game_to_bytes (game);
  data = g_bytes_get_data (bytes, &len);
  if (!g_file_replace_contents (file, data, len, NULL, FALSE,
                                G_FILE_CREATE_REPLACE_DESTINATION,
                                NULL, cancellable, &local_error))
    return wrap_write_error (file, local_error, error);

  return TRUE;
}

static void
replace_contents_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GFile *file = G_FILE (object);
  GError *local_error = NULL;

  if (!g_file_replace_contents_finish (file, result, NULL, &local_error))
    {
      GError *error = NULL;

      wrap_write_error (file, local_error, &error);
      g_task_return_error (task, error);
      return;
    }

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
  g_autoptr(GBytes) bytes = NULL;

  g_return_if_fail (HG_IS_GAME (game));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (game, cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_game_save_async);

  /* The document is made now, so later moves do not end up in this save. */
  bytes = hg_game_to_bytes (game);
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE,
                                       G_FILE_CREATE_REPLACE_DESTINATION,
                                       cancellable, replace_contents_cb,
                                       g_steal_pointer (&task));
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
