/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-load.c: reading saved games, defensively.
 *
 * A save file may come from anywhere, so it is read as hostile (see
 * hg-xml-reader.c for the XML side); then the schema, the format version,
 * the setup, a replay of every move and a comparison of the summary with
 * the replayed state.  Every fault is a GError that names the file. */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-file-util-private.h"
#include "hg-game-private.h"
#include "hg-save-error-private.h"
#include "hg-save-private.h"
#include "hg-summary-private.h"
#include "hg-xml-reader-private.h"

#define READ_CHUNK  (64 * 1024)

#define GET_INT(node, attr, min, max, var) \
  G_STMT_START { \
    gint64 v_; \
    if (!hg_xml_get_int_attr (node, attr, min, max, &v_, name, error)) \
      return FALSE; \
    var = v_; \
  } G_STMT_END

/* Reads the moves of @list; @before is the number of moves in the game
 * before the first of them (for the message's move number). */
static gboolean
read_moves (xmlNodePtr   list,
            GArray      *moves,
            guint        before,
            const char  *what,
            const char  *name,
            GError     **error)
{
  for (xmlNodePtr node = list->children; node != NULL; node = node->next)
    {
      g_autofree char *text = NULL;
      g_autoptr(GError) local_error = NULL;
      HgMove move;

      if (!hg_xml_is_element (node, "move"))
        continue;

      text = hg_xml_get_text (node);
      if (!hg_move_parse (text, &move, &local_error))
        {
          /* TRANSLATORS: file name, "history" or "redo list", index, then
           * the reason, which quotes the move */
          g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_BAD_HISTORY,
                       _("%s: move %u of the %s: %s"),
                       name, moves->len + 1, what, local_error->message);
          hg_save_error_set_move (error, before + moves->len + 1);
          return FALSE;
        }
      g_array_append_val (moves, move);
    }
  return TRUE;
}

static gboolean
read_setup (xmlNodePtr    setup_node,
            HgSetup      *setup,
            GPtrArray    *names,
            GPtrArray    *colours,
            GArray       *levels,
            const char   *name,
            GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  xmlNodePtr land, bonus;
  g_autofree char *land_text = NULL;
  g_autofree char *bonus_text = NULL;
  guint seat = 0;

  memset (setup, 0, sizeof *setup);

  for (xmlNodePtr node = setup_node->children; node != NULL; node = node->next)
    {
      g_autofree char *level_text = NULL;
      guint file_seat;
      HgLevel level;

      if (!hg_xml_is_element (node, "player"))
        continue;

      if (seat >= HG_MAX_PLAYERS)
        {
          g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                       _("%s: more than %d players"), name, HG_MAX_PLAYERS);
          return FALSE;
        }
      GET_INT (node, "seat", 0, HG_MAX_PLAYERS - 1, file_seat);
      if (file_seat != seat)
        {
          g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                       _("%s: the players are not listed in seat order (seat %u where %u belongs)"),
                       name, file_seat, seat);
          return FALSE;
        }

      level_text = hg_xml_get_attr (node, "level");
      if (level_text == NULL || !hg_level_from_string (level_text, &level))
        {
          g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                       _("%s: seat %u has an unknown level"), name, seat);
          return FALSE;
        }

      g_ptr_array_add (names, hg_xml_get_attr (node, "name"));
      g_ptr_array_add (colours, hg_xml_get_attr (node, "colour"));
      g_array_append_val (levels, level);
      seat++;
    }

  setup->n_players = seat;
  GET_INT (setup_node, "first", 0, HG_MAX_PLAYERS - 1, setup->first);

  land = hg_xml_first_child (setup_node, "land-deck");
  bonus = hg_xml_first_child (setup_node, "bonus-deck");
  if (land == NULL || bonus == NULL)
    {
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                   _("%s: the setup has no land deck or no bonus deck"), name);
      return FALSE;
    }

  land_text = hg_xml_get_text (land);
  bonus_text = hg_xml_get_text (bonus);
  if (!hg_setup_parse_deck (land_text, FALSE, setup->land, &setup->n_land, &local_error) ||
      !hg_setup_parse_deck (bonus_text, TRUE, setup->bonus, &setup->n_bonus, &local_error))
    {
      /* TRANSLATORS: file name, then the reason */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                   _("%s: bad deck in the setup: %s"), name, local_error->message);
      return FALSE;
    }

  return TRUE;
}

static gboolean
read_summary (xmlNodePtr   node,
              HgSummary   *summary,
              const char  *name,
              GError     **error)
{
  g_autofree char *phase = hg_xml_get_attr (node, "phase");
  guint n_score = 0, n_supply = 0;

  if (g_strcmp0 (phase, "tile") == 0)
    summary->phase = HG_PHASE_TILE;
  else if (g_strcmp0 (phase, "bonus") == 0)
    summary->phase = HG_PHASE_BONUS;
  else if (g_strcmp0 (phase, "over") == 0)
    summary->phase = HG_PHASE_OVER;
  else
    {
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                   _("%s: the summary has an unknown phase"), name);
      return FALSE;
    }

  summary->player = -1;
  summary->tile = -1;
  if (xmlHasProp (node, (const xmlChar *) "player"))
    GET_INT (node, "player", 0, HG_MAX_PLAYERS - 1, summary->player);
  if (xmlHasProp (node, (const xmlChar *) "tile"))
    GET_INT (node, "tile", 0, HG_N_TILES - 1, summary->tile);
  GET_INT (node, "land-left", 0, HG_N_LAND_TILES, summary->land_left);
  GET_INT (node, "bonus-left", 0, HG_N_BONUS_TILES, summary->bonus_left);

  for (xmlNodePtr child = node->children; child != NULL; child = child->next)
    {
      guint seat;

      if (hg_xml_is_element (child, "score"))
        {
          GET_INT (child, "seat", 0, HG_MAX_PLAYERS - 1, seat);
          if (seat != n_score)
            {
              g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                           _("%s: the scores in the summary are not in seat order"), name);
              return FALSE;
            }
          GET_INT (child, "total", 0, G_MAXINT, summary->total[seat]);
          GET_INT (child, "forest", 0, G_MAXINT, summary->by_kind[seat][HG_SCORE_FOREST]);
          GET_INT (child, "river", 0, G_MAXINT, summary->by_kind[seat][HG_SCORE_RIVER]);
          GET_INT (child, "huts", 0, G_MAXINT, summary->by_kind[seat][HG_SCORE_HUTS]);
          GET_INT (child, "hunters", 0, G_MAXINT, summary->by_kind[seat][HG_SCORE_HUNTERS]);
          n_score++;
        }
      else if (hg_xml_is_element (child, "supply"))
        {
          GET_INT (child, "seat", 0, HG_MAX_PLAYERS - 1, seat);
          if (seat != n_supply)
            {
              g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                           _("%s: the supplies in the summary are not in seat order"), name);
              return FALSE;
            }
          GET_INT (child, "members", 0, HG_MEMBERS, summary->members[seat]);
          GET_INT (child, "huts", 0, HG_HUTS, summary->huts[seat]);
          n_supply++;
        }
      else if (hg_xml_is_element (child, "tile"))
        {
          HgPlacement p;

          GET_INT (child, "id", 0, HG_N_TILES - 1, p.tile);
          GET_INT (child, "x", G_MININT16, G_MAXINT16, p.x);
          GET_INT (child, "y", G_MININT16, G_MAXINT16, p.y);
          GET_INT (child, "rot", 0, 3, p.rot);
          if (summary->tiles->len >= HG_N_TILES)
            {
              g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                           _("%s: the summary lists more tiles than the game has"), name);
              return FALSE;
            }
          g_array_append_val (summary->tiles, p);
        }
      else if (hg_xml_is_element (child, "figure"))
        {
          g_autofree char *role_text = hg_xml_get_attr (child, "role");
          HgFigure f;
          HgRole role;

          if (role_text == NULL || !hg_role_from_string (role_text, &role) ||
              role == HG_ROLE_NONE)
            {
              g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                           _("%s: a figure in the summary has an unknown role"), name);
              return FALSE;
            }
          f.role = role;
          GET_INT (child, "owner", 0, HG_MAX_PLAYERS - 1, f.owner);
          GET_INT (child, "x", G_MININT16, G_MAXINT16, f.x);
          GET_INT (child, "y", G_MININT16, G_MAXINT16, f.y);
          GET_INT (child, "zone", 0, HG_MAX_ZONES - 1, f.zone);
          if (summary->figures->len >= HG_MAX_PLAYERS * (HG_MEMBERS + HG_HUTS))
            {
              g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                           _("%s: the summary lists more figures than the game has"), name);
              return FALSE;
            }
          g_array_append_val (summary->figures, f);
        }
      else if (hg_xml_is_element (child, "discard"))
        {
          guint8 id;

          GET_INT (child, "id", 0, HG_N_TILES - 1, id);
          if (summary->discards->len >= HG_N_TILES)
            {
              g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                           _("%s: the summary lists more discards than the game has"), name);
              return FALSE;
            }
          g_array_append_val (summary->discards, id);
        }
    }

  if (n_score != n_supply)
    {
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                   _("%s: the summary has %u scores but %u supplies"), name, n_score, n_supply);
      return FALSE;
    }
  summary->n_seats = n_score;

  return TRUE;
}

/* The file a format 2 document records, or NULL. */
static gboolean
read_game_file (xmlNodePtr    root,
                GFile       **game_file,
                const char   *name,
                GError      **error)
{
  xmlNodePtr node = hg_xml_first_child (root, "game-file");
  g_autofree char *uri = NULL;

  if (node == NULL)
    return TRUE;

  uri = hg_xml_get_attr (node, "uri");
  if (uri == NULL || strlen (uri) > HG_SAVE_MAX_URI ||
      !g_uri_is_valid (uri, G_URI_FLAGS_NONE, NULL))
    {
      /* TRANSLATORS: %s is a file name */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                   _("%s: the file of the game is not a valid URI"), name);
      return FALSE;
    }

  if (game_file != NULL)
    *game_file = g_file_new_for_uri (uri);
  return TRUE;
}

static HgGame *
game_from_document (xmlDocPtr    doc,
                    const char  *name,
                    GFile      **game_file,
                    GError     **error)
{
  g_autoptr(GFile) recorded = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) colours = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) levels = g_array_new (FALSE, FALSE, sizeof (HgLevel));
  g_autoptr(GArray) history = g_array_new (FALSE, FALSE, sizeof (HgMove));
  g_autoptr(GArray) redo = g_array_new (FALSE, FALSE, sizeof (HgMove));
  g_autoptr(GError) local_error = NULL;
  g_autofree char *format_text = NULL;
  g_autofree char *differs = NULL;
  xmlNodePtr root, setup_node, history_node, redo_node, summary_node;
  HgSummary in_file, replayed;
  HgSetup setup;
  guint64 format;
  guint bad_index = 0;
  gboolean same;

  root = xmlDocGetRootElement (doc);
  if (root != NULL && root->ns != NULL)
    {
      /* TRANSLATORS: a file name */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_NOT_SAVE,
                   _("%s: not a Hunters & Gatherers save file (its document element has a namespace)"),
                   name);
      return NULL;
    }
  if (root == NULL || !hg_xml_is_element (root, "hunters-gatherers-save"))
    {
      /* TRANSLATORS: a file name and the name of an XML element */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_NOT_SAVE,
                   _("%s: not a Hunters & Gatherers save file (the document is <%s>, not <hunters-gatherers-save>)"),
                   name, root != NULL ? (const char *) root->name : "");
      return NULL;
    }

  /* The version first: a newer format need not follow this schema. */
  format_text = hg_xml_get_attr (root, "format");
  if (format_text == NULL ||
      !g_ascii_string_to_unsigned (format_text, 10, 1, G_MAXUINT32, &format, NULL))
    {
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                   _("%s: the save file has no valid format version"), name);
      return NULL;
    }
  if (format > HG_SAVE_FORMAT)
    {
      /* TRANSLATORS: a file name, the file's format number, ours */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_NEWER_FORMAT,
                   _("%s was saved by a newer version (format %u); this version reads format %d"),
                   name, (guint) format, HG_SAVE_FORMAT);
      return NULL;
    }

  if (!hg_xml_validate (doc, name, error))
    return NULL;

  setup_node = hg_xml_first_child (root, "setup");
  history_node = hg_xml_first_child (root, "history");
  redo_node = hg_xml_first_child (root, "redo");
  summary_node = hg_xml_first_child (root, "summary");
  if (setup_node == NULL || history_node == NULL || redo_node == NULL || summary_node == NULL)
    {
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                   _("%s: a part of the save file is missing"), name);
      return NULL;
    }

  if (!read_game_file (root, &recorded, name, error) ||
      !read_setup (setup_node, &setup, names, colours, levels, name, error))
    return NULL;

  g_ptr_array_add (names, NULL);
  g_ptr_array_add (colours, NULL);
  game = hg_game_new (&setup,
                      (const char * const *) names->pdata,
                      (const char * const *) colours->pdata,
                      (const HgLevel *) (gconstpointer) levels->data,
                      &local_error);
  if (game == NULL)
    {
      /* TRANSLATORS: file name, then the reason */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID,
                   _("%s: bad setup: %s"), name, local_error->message);
      return NULL;
    }

  if (!read_moves (history_node, history, 0, _("history"), name, error) ||
      !read_moves (redo_node, redo, history->len, _("redo list"), name, error))
    return NULL;

  for (guint i = 0; i < history->len; i++)
    {
      const HgMove *move = &g_array_index (history, HgMove, i);

      if (!hg_game_play (game, move, &local_error))
        {
          char buf[HG_MOVE_STRLEN];

          /* TRANSLATORS: file name, index, move, reason */
          g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_BAD_HISTORY,
                       _("%s: move %u of the history (“%s”) is illegal: %s"),
                       name, i + 1, hg_move_format (move, buf), local_error->message);
          hg_save_error_set_move (error, i + 1);
          return NULL;
        }
    }

  if (!hg_game_set_redo_list (game, (const HgMove *) (gconstpointer) redo->data,
                              redo->len, &bad_index, &local_error))
    {
      char buf[HG_MOVE_STRLEN];

      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_BAD_HISTORY,
                   _("%s: move %u of the redo list (“%s”) is illegal: %s"),
                   name, bad_index + 1,
                   hg_move_format (&g_array_index (redo, HgMove, bad_index), buf),
                   local_error->message);
      hg_save_error_set_move (error, history->len + bad_index + 1);
      return NULL;
    }

  hg_summary_init (&in_file);
  hg_summary_init (&replayed);
  same = read_summary (summary_node, &in_file, name, error);
  if (same)
    {
      hg_summary_from_state (&replayed, hg_game_get_state (game));
      same = hg_summary_equal (&in_file, &replayed, &differs);
      if (!same)
        /* TRANSLATORS: file name, then what differs */
        g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_MISMATCH,
                     _("%s: the summary disagrees with the history: %s"), name, differs);
    }
  hg_summary_clear (&in_file);
  hg_summary_clear (&replayed);

  if (!same)
    return NULL;

  if (game_file != NULL)
    *game_file = g_steal_pointer (&recorded);
  return g_steal_pointer (&game);
}

/* Public API ------------------------------------------------------------- */

HgGame *
hg_save_from_bytes (GBytes      *bytes,
                    const char  *name,
                    GFile      **game_file,
                    GError     **error)
{
  xmlGenericErrorFunc old_handler;
  void *old_context;
  const char *data;
  gsize len;
  xmlDocPtr doc;
  HgGame *game = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (game_file == NULL || *game_file == NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &len);
  if (len == 0)
    {
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_EMPTY,
                   _("%s: the file is empty"), name);
      return NULL;
    }
  if (len > HG_SAVE_MAX_SIZE)
    {
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_TOO_LARGE,
                   _("%s: the file is larger than %d bytes, which no save file is"),
                   name, HG_SAVE_MAX_SIZE);
      return NULL;
    }

  /* Compile the schema before anything else is parsed. */
  hg_xml_prepare ();

  old_handler = xmlGenericError;
  old_context = xmlGenericErrorContext;
  xmlSetGenericErrorFunc (NULL, hg_xml_silent_error);

  doc = hg_xml_parse (data, len, name, error);
  if (doc != NULL)
    {
      game = game_from_document (doc, name, game_file, error);
      xmlFreeDoc (doc);
    }

  xmlSetGenericErrorFunc (old_context, old_handler);

  return game;
}

HgGame *
hg_game_new_from_bytes (GBytes      *bytes,
                        const char  *name,
                        GError     **error)
{
  return hg_save_from_bytes (bytes, name, NULL, error);
}

static void
set_too_large (GError     **error,
               const char  *name)
{
  g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_TOO_LARGE,
               _("%s: the file is larger than %d bytes, which no save file is"),
               name, HG_SAVE_MAX_SIZE);
}

/* A local file: the type is checked on the descriptor that is read,
 * which is opened so that it never blocks (hg_file_open_read()), and the
 * version is that descriptor's. */
static GBytes *
read_local (const char    *path,
            const char    *name,
            char         **version,
            GCancellable  *cancellable,
            GError       **error)
{
  g_autoptr(GError) io_error = NULL;
  GBytes *bytes;
  GStatBuf st;
  HgSaveCause cause;
  int errsv;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  bytes = hg_file_read_regular (path, HG_SAVE_MAX_SIZE, &st);
  if (bytes != NULL)
    {
      if (version != NULL)
        *version = hg_file_version (&st);
      return bytes;
    }

  errsv = errno;
  if (errsv == EFBIG)
    {
      set_too_large (error, name);
      return NULL;
    }
  cause = hg_file_cause_from_errno (path, errsv);
  if (cause == HG_SAVE_CAUSE_IS_FOLDER)
    g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_READ,
                 _("%s: cannot open: it is a folder"), name);
  else if (cause == HG_SAVE_CAUSE_NOT_REGULAR)
    g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_READ,
                 _("%s: cannot open: not a regular file"), name);
  else
    {
      io_error = g_error_new_literal (G_IO_ERROR, g_io_error_from_errno (errsv), g_strerror (errsv));
      /* TRANSLATORS: file name, then the reason */
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_READ,
                   _("%s: cannot open: %s"), name, io_error->message);
    }
  hg_save_error_set_cause (error, cause, io_error);
  return NULL;
}

static GBytes *
read_bounded (GFile         *file,
              const char    *name,
              char         **version,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) data = NULL;
  g_autoptr(GError) local_error = NULL;
  GFileType type;

  if (g_file_peek_path (file) != NULL)
    return read_local (g_file_peek_path (file), name, version, cancellable, error);

  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                            G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, cancellable, &local_error);
  if (info == NULL)
    goto failed;

  type = g_file_info_get_file_type (info);
  if (type == G_FILE_TYPE_DIRECTORY)
    {
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_READ,
                   _("%s: cannot open: it is a folder"), name);
      hg_save_error_set_cause (error, HG_SAVE_CAUSE_IS_FOLDER, NULL);
      return NULL;
    }
  if (type != G_FILE_TYPE_REGULAR && type != G_FILE_TYPE_UNKNOWN)
    {
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_READ,
                   _("%s: cannot open: not a regular file"), name);
      hg_save_error_set_cause (error, HG_SAVE_CAUSE_NOT_REGULAR, NULL);
      return NULL;
    }
  if (g_file_info_get_size (info) > HG_SAVE_MAX_SIZE)
    {
      g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_TOO_LARGE,
                   _("%s: the file is larger than %d bytes, which no save file is"),
                   name, HG_SAVE_MAX_SIZE);
      return NULL;
    }

  stream = g_file_read (file, cancellable, &local_error);
  if (stream == NULL)
    goto failed;

  data = g_byte_array_sized_new ((guint) MAX (g_file_info_get_size (info), 1));
  for (;;)
    {
      gsize old_len = data->len;
      gssize n;

      g_byte_array_set_size (data, old_len + READ_CHUNK);
      n = g_input_stream_read (G_INPUT_STREAM (stream), data->data + old_len,
                               READ_CHUNK, cancellable, &local_error);
      if (n < 0)
        goto failed;
      g_byte_array_set_size (data, old_len + n);
      if (n == 0)
        break;
      if (data->len > HG_SAVE_MAX_SIZE)
        {
          g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_TOO_LARGE,
                       _("%s: the file is larger than %d bytes, which no save file is"),
                       name, HG_SAVE_MAX_SIZE);
          return NULL;
        }
    }

  if (version != NULL)
    {
      g_autoptr(GFileInfo) read_info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_ETAG_VALUE,
                                                                       cancellable, NULL);

      if (read_info != NULL)
        *version = g_strdup (g_file_info_get_etag (read_info));
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));

failed:
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  /* TRANSLATORS: file name, then the reason */
  g_set_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_READ,
               _("%s: cannot open: %s"), name, local_error->message);
  hg_save_error_set_cause (error, hg_save_cause_from_error (local_error), local_error);
  return NULL;
}

static HgGame *
load (GFile         *file,
      GCancellable  *cancellable,
      GFile        **game_file,
      char         **version,
      GError       **error)
{
  g_autofree char *name = NULL;
  g_autofree char *read_version = NULL;
  g_autoptr(GBytes) bytes = NULL;
  HgGame *game;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  bytes = read_bounded (file, name, &read_version, cancellable, error);
  if (bytes == NULL)
    return NULL;

  game = hg_save_from_bytes (bytes, name, game_file, error);
  if (game != NULL && version != NULL)
    *version = g_steal_pointer (&read_version);
  return game;
}

HgGame *
hg_save_load (GFile         *file,
              GCancellable  *cancellable,
              GFile        **game_file,
              char         **version,
              GError       **error)
{
  g_return_val_if_fail (game_file == NULL || *game_file == NULL, NULL);
  g_return_val_if_fail (version == NULL || *version == NULL, NULL);

  return load (file, cancellable, game_file, version, error);
}

HgGame *
hg_game_load (GFile         *file,
              GCancellable  *cancellable,
              GError       **error)
{
  return hg_save_load (file, cancellable, NULL, NULL, error);
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  HgGame *game = hg_game_load (G_FILE (task_data), cancellable, &error);

  if (game == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, game, g_object_unref);
}

void
hg_game_load_async (GFile               *file,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_game_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_thread);
}

HgGame *
hg_game_load_finish (GAsyncResult  *result,
                     GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
