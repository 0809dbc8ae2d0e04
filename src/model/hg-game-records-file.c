/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-records-file.c: the index of the records (records.ini) read
 * into HgGameRecords and written back.  Reading is tolerant: a group that
 * is damaged is left out, a file that cannot be read at all is set aside,
 * and neither stops the game.  Also the identity of a game, which names
 * its copy (hg-game-records-file.h). */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hg-game-record-private.h"
#include "hg-game-records-private.h"
#include "hg-player-private.h"
#include "hg-save.h"
#include "hg-set-aside-private.h"

#define GROUP_RECORDS "records"
#define GROUP_GAME    "game "
#define MAX_SCORE     100000   /* far above any score the game can reach */

/* Checking one group ------------------------------------------------------ */

static gboolean
fail (GError     **error,
      const char  *message)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, message);
  return FALSE;
}

static gboolean
check_winners (HgGameRecordData  *data,
               const int         *winners,
               gsize              n_winners,
               GError           **error)
{
  guint best = 0;
  guint8 expected = 0;

  for (gsize i = 0; i < n_winners; i++)
    {
      if (winners[i] < 0 || (guint) winners[i] >= data->n_players
          || (data->winners & (1u << winners[i])) != 0)
        return fail (error, _("A winner is not a seat of the game"));
      data->winners |= 1u << winners[i];
    }

  for (guint seat = 0; seat < data->n_players; seat++)
    best = MAX (best, data->scores[seat]);
  for (guint seat = 0; seat < data->n_players; seat++)
    if (data->scores[seat] == best)
      expected |= 1u << seat;
  if (data->winners != expected)
    return fail (error, _("The winners are not the seats with the highest score"));
  return TRUE;
}

/* Fills @data from the lists of a group, every seat checked. */
static gboolean
read_seats (GKeyFile          *keys,
            const char        *group,
            HgGameRecordData  *data,
            GError           **error)
{
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colours = NULL;
  g_auto(GStrv) levels = NULL;
  g_autofree int *scores = NULL;
  g_autofree int *winners = NULL;
  gsize n_names, n_colours, n_levels, n_scores, n_winners;

  if ((names = g_key_file_get_string_list (keys, group, "names", &n_names, error)) == NULL
      || (colours = g_key_file_get_string_list (keys, group, "colours", &n_colours, error)) == NULL
      || (levels = g_key_file_get_string_list (keys, group, "levels", &n_levels, error)) == NULL
      || (scores = g_key_file_get_integer_list (keys, group, "scores", &n_scores, error)) == NULL
      || (winners = g_key_file_get_integer_list (keys, group, "winners", &n_winners, error)) == NULL)
    return FALSE;

  if (n_names < HG_MIN_PLAYERS || n_names > HG_MAX_PLAYERS
      || n_colours != n_names || n_levels != n_names || n_scores != n_names)
    return fail (error, _("The lists of names, colours, levels and scores do not have one entry per seat"));

  data->n_players = (guint) n_names;
  for (guint seat = 0; seat < data->n_players; seat++)
    {
      if (!hg_player_check_name (names[seat], seat, error))
        return FALSE;
      if (!hg_colour_is_valid (colours[seat]))
        return fail (error, _("A colour is not of the form #rrggbb"));
      if (!hg_level_from_string (levels[seat], &data->levels[seat]))
        {
          /* TRANSLATORS: %s is the level as written in the file */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("“%s” is not a level of the game"),
                       levels[seat]);
          return FALSE;
        }
      if (scores[seat] < 0 || scores[seat] > MAX_SCORE)
        return fail (error, _("A score is out of range"));
      data->names[seat] = g_strdup (names[seat]);
      data->colours[seat] = g_ascii_strdown (colours[seat], -1);
      data->scores[seat] = (guint) scores[seat];
    }

  return check_winners (data, winners, n_winners, error);
}

static HgGameRecord *
read_record (GKeyFile    *keys,
             const char  *group,
             GFile       *folder,
             GError     **error)
{
  const char *id = group + strlen (GROUP_GAME);
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autofree char *date = NULL;
  g_autoptr(GDateTime) when = NULL;
  HgGameRecordData data = { 0, };

  if (!hg_records_id_is_valid (id))
    {
      fail (error, _("The group does not name a game’s identity"));
      return NULL;
    }
  if ((date = g_key_file_get_string (keys, group, "date", error)) == NULL)
    return NULL;
  if ((when = g_date_time_new_from_iso8601 (date, utc)) == NULL)
    {
      fail (error, _("The date is not an ISO 8601 date and time"));
      return NULL;
    }
  if (!read_seats (keys, group, &data, error))
    {
      hg_game_record_data_clear (&data);
      return NULL;
    }

  data.id = g_strdup (id);
  data.date = g_date_time_to_utc (when);
  data.file = hg_records_copy_file (folder, id);
  return hg_game_record_new (&data);
}

/* Reading the file -------------------------------------------------------- */

int
hg_records_compare_newest_first (gconstpointer a,
                                 gconstpointer b)
{
  HgGameRecord *x = *(HgGameRecord **) a;
  HgGameRecord *y = *(HgGameRecord **) b;

  return g_date_time_compare (hg_game_record_get_date (y), hg_game_record_get_date (x));
}

/* An index that cannot be read goes aside under a free name, so that a
 * fresh one can start and someone may still look at it.  If it cannot be
 * moved it stays, and nothing is written over it. */
static void
set_aside (HgRecordsRead *read,
           GFile         *file,
           const char    *why)
{
  g_autoptr(GError) error = NULL;

  read->kept = hg_set_aside (file, HG_GAME_RECORDS_BROKEN_SUFFIX, FALSE, NULL, &error);
  if (read->kept == NULL)
    {
      g_message ("The records of finished games in %s cannot be read (%s) nor set aside (%s); they are left as they are",
                 g_file_peek_path (file), why, error->message);
      read->writable = FALSE;
      return;
    }
  g_message ("The records of finished games cannot be read (%s); they are kept as %s and rebuilt from the copies of the games",
             why, g_file_peek_path (read->kept));
}

/* An index of which groups were left out: the file as it was stays beside
 * the one written next, under a free name.  If it cannot be copied,
 * nothing is written over it. */
static void
old_copy (HgRecordsRead *read,
          GFile         *file)
{
  g_autoptr(GError) error = NULL;

  read->kept = hg_set_aside (file, HG_GAME_RECORDS_BROKEN_SUFFIX, TRUE, NULL, &error);
  if (read->kept == NULL)
    {
      g_message ("The records could not be copied beside %s (%s); they are left as they are",
                 g_file_peek_path (file), error->message);
      read->writable = FALSE;
      return;
    }
  read->rewrite = TRUE;
}

/* The record of the copy @file of game @id, read from the game itself;
 * NULL if it is not the finished game @id. */
static HgGameRecord *
record_from_copy (GFile         *file,
                  const char    *id,
                  GDateTime     *date,
                  GCancellable  *cancellable,
                  GError       **error)
{
  g_autoptr(HgGame) game = hg_game_load (file, cancellable, error);
  g_autofree char *identity = NULL;
  HgGameRecordData data;

  if (game == NULL)
    return NULL;
  identity = hg_game_records_identify (game);
  if (!hg_game_get_is_over (game) || strcmp (identity, id) != 0)
    {
      fail (error, _("The copy is not the finished game its name says"));
      return NULL;
    }
  hg_game_record_data_from_game (&data, game, id, date, file);
  return hg_game_record_new (&data);
}

/* Adds the records of the copies of games in the folder that are not in
 * @read yet: what a damaged index lost comes back from the games. */
static gboolean
rebuild (HgRecordsRead  *read,
         GFile          *folder,
         GCancellable   *cancellable,
         GError        **error)
{
  g_autoptr(GFile) games = g_file_get_child (folder, HG_GAME_RECORDS_GAMES_FOLDER);
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GHashTable) known = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) local_error = NULL;
  guint not_read = 0;

  for (guint i = 0; i < read->records->len; i++)
    g_hash_table_add (known, (gpointer) hg_game_record_get_id (g_ptr_array_index (read->records, i)));

  children = g_file_enumerate_children (games,
                                        G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, cancellable, &local_error);
  while (children != NULL)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;
      const char *name;
      g_autofree char *id = NULL;
      g_autoptr(GDateTime) date = NULL;
      g_autoptr(GError) child_error = NULL;
      HgGameRecord *record;

      if (!g_file_enumerator_iterate (children, &info, &child, cancellable, &local_error) || info == NULL)
        break;
      name = g_file_info_get_name (info);
      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR || !g_str_has_suffix (name, ".hgsave"))
        continue;
      id = g_strndup (name, strlen (name) - strlen (".hgsave"));
      if (!hg_records_id_is_valid (id) || g_hash_table_contains (known, id))
        continue;
      date = g_file_info_get_modification_date_time (info);
      if (date == NULL)
        date = g_date_time_new_now_utc ();
      record = record_from_copy (child, id, date, cancellable, &child_error);
      if (g_error_matches (child_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_propagate_error (error, g_steal_pointer (&child_error));
          return FALSE;
        }
      if (record == NULL)
        {
          not_read++;
          continue;
        }
      g_ptr_array_add (read->records, record);
      g_hash_table_add (known, (gpointer) hg_game_record_get_id (record));
      read->n_rebuilt++;
    }

  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (local_error != NULL && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_message ("The copies of the finished games in %s cannot be read: %s",
               g_file_peek_path (games), local_error->message);
  if (not_read > 0)
    g_message ("%u copies of finished games in %s are not read back", not_read, g_file_peek_path (games));
  g_ptr_array_sort (read->records, hg_records_compare_newest_first);
  if (read->n_rebuilt > 0)
    read->rewrite = TRUE;
  return TRUE;
}

/* Reading the index group by group ----------------------------------------
 *
 * The index is read a line at a time, and each group is parsed on its own
 * as a small key file, so that what reading takes does not grow with the
 * size of the file but only with the records kept: the first group must
 * be [records] with the format, the rest are games.  A group that is
 * damaged is left out alone; a file that does not begin with a good
 * [records] group is set aside whole. */

typedef struct {
  HgRecordsRead *read;
  GFile         *file;
  GFile         *folder;
  GHashTable    *seen;            /* ids read (borrowed from the records) */
  GString       *chunk;           /* the group being read, its header first */
  gboolean       in_group;
  gboolean       too_long;        /* the group is larger than MAX_GROUP */
  gboolean       format_read;     /* [records] was read and is good */
  char          *not_an_index;    /* why the file is set aside whole */
  guint          left_out;
  char          *first_left_out;
} Reader;

#define MAX_GROUP (64 * 1024)   /* bytes of one group: far above any game's */

static void
leave_out (Reader     *reader,
           const char *group,
           const char *why)
{
  /* One message for them all, however many there are. */
  if (reader->first_left_out == NULL)
    reader->first_left_out = g_strdup_printf ("[%s]: %s", group, why);
  reader->left_out++;
}

/* The header line of the chunk, without its brackets, for messages. */
static char *
chunk_group_name (GString *chunk)
{
  const char *start = strchr (chunk->str, '[');
  const char *end = start != NULL ? strchr (start, ']') : NULL;

  if (start == NULL || end == NULL)
    return g_strdup ("?");
  return g_utf8_make_valid (start + 1, end - start - 1);
}

static void
read_format (Reader   *reader,
             GKeyFile *keys,
             GError   *parse_error)
{
  g_autoptr(GError) error = NULL;
  int format;

  if (parse_error != NULL)
    {
      reader->not_an_index = g_strdup (parse_error->message);
      return;
    }
  format = g_key_file_get_integer (keys, GROUP_RECORDS, "format", &error);
  if (error != NULL)
    reader->not_an_index = g_strdup (error->message);
  else if (format != HG_GAME_RECORDS_FORMAT)
    reader->not_an_index = g_strdup (format > HG_GAME_RECORDS_FORMAT ? "written by a newer version"
                                                                     : "unknown format");
  else
    reader->format_read = TRUE;
}

/* The group in reader->chunk is complete. */
static void
end_group (Reader *reader)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *start = NULL;
  gboolean parsed;

  if (!reader->in_group)
    return;
  reader->in_group = FALSE;

  if (reader->too_long)
    {
      g_autofree char *name = chunk_group_name (reader->chunk);

      if (!reader->format_read)
        reader->not_an_index = g_strdup ("a group is too long");
      else
        leave_out (reader, name, _("The group is too long"));
      return;
    }

  parsed = g_key_file_load_from_data (keys, reader->chunk->str, reader->chunk->len, G_KEY_FILE_NONE, &error);
  start = parsed ? g_key_file_get_start_group (keys) : NULL;
  if (!reader->format_read)
    {
      if (parsed && g_strcmp0 (start, GROUP_RECORDS) != 0)
        reader->not_an_index = g_strdup ("it does not begin with [" GROUP_RECORDS "]");
      else
        read_format (reader, keys, error);
      return;
    }

  if (!parsed)
    {
      g_autofree char *name = chunk_group_name (reader->chunk);

      leave_out (reader, name, error->message);
    }
  else if (!g_str_has_prefix (start, GROUP_GAME))
    leave_out (reader, start, _("Unknown group"));
  else if (g_hash_table_contains (reader->seen, start + strlen (GROUP_GAME)))
    leave_out (reader, start, _("The game is there twice"));
  else
    {
      HgGameRecord *record = read_record (keys, start, reader->folder, &error);

      if (record == NULL)
        {
          leave_out (reader, start, error->message);
          return;
        }
      g_ptr_array_add (reader->read->records, record);
      g_hash_table_add (reader->seen, (gpointer) hg_game_record_get_id (record));
    }
}

/* One line of the file, without its end. */
static void
read_line (Reader     *reader,
           const char *line,
           gsize       len)
{
  const char *text = line;

  while (g_ascii_isspace (*text))
    text++;

  if (*text == '[')
    {
      end_group (reader);
      reader->in_group = TRUE;
      reader->too_long = FALSE;
      g_string_truncate (reader->chunk, 0);
    }
  else if (!reader->in_group)
    {
      /* Before the first group: comments and blank lines only. */
      if (*text != '\0' && *text != '#')
        reader->not_an_index = g_strdup ("it is not a key file");
      return;
    }

  if (reader->too_long || reader->chunk->len + len + 1 > MAX_GROUP)
    {
      reader->too_long = TRUE;
      return;
    }
  g_string_append_len (reader->chunk, line, (gssize) len);
  g_string_append_c (reader->chunk, '\n');
}

/* Reads the groups of @stream into reader->read; FALSE with @error when
 * the file could not be read (or the reading was cancelled). */
static gboolean
read_lines (Reader        *reader,
            GInputStream  *stream,
            GCancellable  *cancellable,
            GError       **error)
{
  g_autoptr(GDataInputStream) lines = g_data_input_stream_new (stream);

  g_data_input_stream_set_newline_type (lines, G_DATA_STREAM_NEWLINE_TYPE_LF);
  while (reader->not_an_index == NULL)
    {
      gsize len = 0;
      g_autofree char *line = g_data_input_stream_read_line (lines, &len, cancellable, error);

      if (line == NULL)
        {
          if (error != NULL && *error != NULL)
            return FALSE;
          end_group (reader);
          break;
        }
      read_line (reader, line, len);
    }
  if (reader->not_an_index == NULL && !reader->format_read)
    reader->not_an_index = g_strdup ("there is no [" GROUP_RECORDS "] group with its format");
  return TRUE;
}

/* Reads the index into @read; FALSE only when cancelled. */
static gboolean
read_index (HgRecordsRead  *read,
            GFile          *folder,
            GCancellable   *cancellable,
            GError        **error)
{
  g_autoptr(GFile) file = g_file_get_child (folder, HG_GAME_RECORDS_BASENAME);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GString) chunk = g_string_new (NULL);
  Reader reader = { read, file, folder, seen, chunk, };

  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, cancellable, &local_error);
  if (info == NULL && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return TRUE;
  if (info != NULL && g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR
      && g_file_info_get_size (info) > HG_GAME_RECORDS_MAX_SIZE)
    {
      set_aside (read, file, "too large");
      return TRUE;
    }
  if (info != NULL && g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR)
    stream = g_file_read (file, cancellable, &local_error);
  if (stream != NULL && !read_lines (&reader, G_INPUT_STREAM (stream), cancellable, &local_error))
    g_clear_object (&stream);

  if (stream == NULL)
    {
      g_free (reader.not_an_index);
      g_free (reader.first_left_out);
      g_ptr_array_set_size (read->records, 0);
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      /* Something is there that cannot be read: it stays as it is, and
       * the records of this session are not written over it. */
      g_message ("The records of finished games in %s cannot be read: %s",
                 g_file_peek_path (file),
                 local_error != NULL ? local_error->message : "not a regular file");
      read->writable = FALSE;
      return TRUE;
    }
  g_input_stream_close (G_INPUT_STREAM (stream), NULL, NULL);

  if (reader.not_an_index != NULL)
    {
      g_ptr_array_set_size (read->records, 0);
      set_aside (read, file, reader.not_an_index);
    }
  else if (reader.left_out > 0)
    {
      g_message ("%u records of finished games are left out, the first %s",
                 reader.left_out, reader.first_left_out);
      old_copy (read, file);
    }
  g_free (reader.not_an_index);
  g_free (reader.first_left_out);
  g_ptr_array_sort (read->records, hg_records_compare_newest_first);
  return TRUE;
}

HgRecordsRead *
hg_records_read (GFile         *folder,
                 GCancellable  *cancellable,
                 GError       **error)
{
  g_autoptr(HgRecordsRead) read = g_new0 (HgRecordsRead, 1);

  g_return_val_if_fail (G_IS_FILE (folder), NULL);

  read->records = g_ptr_array_new_with_free_func (g_object_unref);
  read->writable = TRUE;
  if (!read_index (read, folder, cancellable, error))
    return NULL;
  /* Damaged: what it lost comes back from the copies of the games. */
  if (read->kept != NULL && read->writable && !rebuild (read, folder, cancellable, error))
    return NULL;
  return g_steal_pointer (&read);
}

void
hg_records_read_free (HgRecordsRead *read)
{
  if (read == NULL)
    return;

  g_clear_pointer (&read->records, g_ptr_array_unref);
  g_clear_object (&read->kept);
  g_free (read);
}

/* Writing ---------------------------------------------------------------- */

GBytes *
hg_records_to_bytes (GPtrArray *records)
{
  g_autoptr(GKeyFile) head = g_key_file_new ();
  g_autofree char *head_text = NULL;
  GString *text;

  g_key_file_set_comment (head, NULL, NULL,
                          " The finished games of Hunters & Gatherers, newest first;"
                          " the copy of each is games/ID.hgsave.", NULL);
  g_key_file_set_integer (head, GROUP_RECORDS, "format", HG_GAME_RECORDS_FORMAT);
  head_text = g_key_file_to_data (head, NULL, NULL);
  text = g_string_new (head_text);

  /* A group at a time, each as the key file of one group writes it (its
   * escapes), so that what writing takes is the text and no more. */
  for (guint i = 0; i < records->len; i++)
    {
      HgGameRecord *record = g_ptr_array_index (records, i);
      g_autoptr(GKeyFile) keys = g_key_file_new ();
      g_autofree char *group = g_strconcat (GROUP_GAME, hg_game_record_get_id (record), NULL);
      g_autofree char *date = g_date_time_format_iso8601 (hg_game_record_get_date (record));
      g_autofree char *group_text = NULL;
      guint n_players = hg_game_record_get_n_players (record);
      guint8 winners = hg_game_record_get_winners (record);
      const char *names[HG_MAX_PLAYERS];
      const char *colours[HG_MAX_PLAYERS];
      const char *levels[HG_MAX_PLAYERS];
      int scores[HG_MAX_PLAYERS];
      int winner_seats[HG_MAX_PLAYERS];
      gsize n_winners = 0;

      for (guint seat = 0; seat < n_players; seat++)
        {
          names[seat] = hg_game_record_get_name (record, seat);
          colours[seat] = hg_game_record_get_colour (record, seat);
          levels[seat] = hg_level_to_string (hg_game_record_get_level (record, seat));
          scores[seat] = (int) hg_game_record_get_score (record, seat);
          if (winners & (1u << seat))
            winner_seats[n_winners++] = (int) seat;
        }
      g_key_file_set_string (keys, group, "date", date);
      g_key_file_set_string_list (keys, group, "names", names, n_players);
      g_key_file_set_string_list (keys, group, "colours", colours, n_players);
      g_key_file_set_string_list (keys, group, "levels", levels, n_players);
      g_key_file_set_integer_list (keys, group, "scores", scores, n_players);
      g_key_file_set_integer_list (keys, group, "winners", winner_seats, n_winners);
      group_text = g_key_file_to_data (keys, NULL, NULL);
      g_string_append_c (text, '\n');
      g_string_append (text, group_text);
    }

  return g_string_free_to_bytes (text);
}

GFile *
hg_records_copy_file (GFile      *folder,
                      const char *id)
{
  g_autofree char *name = g_strconcat (id, ".hgsave", NULL);

  return g_file_new_build_filename (g_file_peek_path (folder), HG_GAME_RECORDS_GAMES_FOLDER, name, NULL);
}

gboolean
hg_records_id_is_valid (const char *id)
{
  gsize len = 0;

  for (; id[len] != '\0'; len++)
    if (!g_ascii_isdigit (id[len]) && !(id[len] >= 'a' && id[len] <= 'f'))
      return FALSE;
  return len == 64;
}

char *
hg_game_records_identify (HgGame *game)
{
  g_autoptr(GChecksum) checksum = NULL;
  g_autoptr(GString) text = NULL;
  const HgSetup *setup;

  g_return_val_if_fail (HG_IS_GAME (game), NULL);

  setup = hg_game_get_setup (game);
  text = g_string_new ("hunters-gatherers game\n");
  g_string_append_printf (text, "players %u first %u\nland", setup->n_players, setup->first);
  for (guint i = 0; i < setup->n_land; i++)
    g_string_append_printf (text, " %u", setup->land[i]);
  g_string_append (text, "\nbonus");
  for (guint i = 0; i < setup->n_bonus; i++)
    g_string_append_printf (text, " %u", setup->bonus[i]);
  g_string_append (text, "\nmoves");
  for (guint i = 0; i < hg_game_get_n_history (game); i++)
    {
      char buf[HG_MOVE_STRLEN];
      HgMove move;

      hg_game_get_history_move (game, i, &move);
      g_string_append_printf (text, " %s", hg_move_format (&move, buf));
    }
  g_string_append_c (text, '\n');

  checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_checksum_update (checksum, (const guchar *) text->str, (gssize) text->len);
  return g_strdup (g_checksum_get_string (checksum));
}
