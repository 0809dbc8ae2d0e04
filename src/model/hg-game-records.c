/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-records.c: the history of finished games as a list model, and
 * its writing: what is to be written (copies of games, copies of replaced
 * games to remove, the index) is collected on the main thread and written
 * by one task at a time in a worker thread.  The index is written only
 * once it has been read, so that records from an earlier session are
 * never written over. */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>
#include <glib/gi18n.h>

#include "hg-app-hold-private.h"
#include "hg-file-util-private.h"
#include "hg-game-record-private.h"
#include "hg-game-records-private.h"
#include "hg-save.h"

struct _HgGameRecords
{
  GObject        parent_instance;

  GFile         *folder;
  GPtrArray     *records;       /* HgGameRecord, newest first */
  GHashTable    *by_id;         /* id -> HgGameRecord (borrowed) */
  GHashTable    *games;         /* HgGame (weak) -> id it was recorded as */

  gboolean       loaded;
  gboolean       loading;
  gboolean       writable;      /* FALSE: an index there could not be read */
  GFile         *damaged;       /* where a damaged index was kept, or NULL */
  guint          n_rebuilt;     /* records read back from the copies */
  gboolean       dirty;         /* the index is to be written */
  gboolean       running;       /* a write in flight */
  GHashTable    *copies;        /* path -> GBytes to write */
  GHashTable    *removals;      /* path of a copy to remove */
  GApplication  *held;          /* held while busy */
};

static void hg_game_records_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HgGameRecords, hg_game_records, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      hg_game_records_list_model_init))

enum {
  PROP_0,
  PROP_FOLDER,
  PROP_LOADED,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void start_write (HgGameRecords *self);
static void start_load  (HgGameRecords *self);

/* Busy ------------------------------------------------------------------- */

static gboolean
is_busy (HgGameRecords *self)
{
  return self->running || (self->writable && self->dirty);
}

/* Call after a change of running or dirty. */
static void
busy_changed (HgGameRecords *self,
              gboolean       was_busy)
{
  gboolean busy = is_busy (self);

  if (busy == was_busy)
    return;

  hg_app_hold_set (&self->held, busy);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

/* Writing ---------------------------------------------------------------- */

typedef struct {
  char   *folder;     /* where the index goes */
  char   *games;      /* where the copies go */
  GPtrArray *index;   /* HgGameRecord: the records the index names */
  GPtrArray *copy_paths;
  GPtrArray *copy_bytes;
  GPtrArray *removals;
} WriteJob;

static void
write_job_free (WriteJob *job)
{
  g_free (job->folder);
  g_free (job->games);
  g_clear_pointer (&job->index, g_ptr_array_unref);
  g_clear_pointer (&job->copy_paths, g_ptr_array_unref);
  g_clear_pointer (&job->copy_bytes, g_ptr_array_unref);
  g_clear_pointer (&job->removals, g_ptr_array_unref);
  g_free (job);
}

/* The copies of replaced games go first, then the new copies, then the
 * index that names them. */
static gboolean
run_write_job (WriteJob  *job,
               GError   **error)
{
  g_autofree char *index = g_build_filename (job->folder, HG_GAME_RECORDS_BASENAME, NULL);
  g_autoptr(GBytes) text = NULL;

  if (g_mkdir_with_parents (job->games, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", job->games, g_strerror (saved_errno));
      return FALSE;
    }
  for (guint i = 0; i < job->removals->len; i++)
    g_remove (g_ptr_array_index (job->removals, i));
  for (guint i = 0; i < job->copy_paths->len; i++)
    if (!hg_file_set_bytes (g_ptr_array_index (job->copy_paths, i),
                            g_ptr_array_index (job->copy_bytes, i), error))
      return FALSE;
  text = hg_records_to_bytes (job->index);
  return hg_file_set_bytes (index, text, error);
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  GError *error = NULL;

  if (!run_write_job (task_data, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
write_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  HgGameRecords *self = HG_GAME_RECORDS (source);
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_message ("The records of finished games could not be written: %s", error->message);
  self->running = FALSE;
  start_write (self);
  busy_changed (self, TRUE);
}

static gpointer
ref_record (gconstpointer record,
            gpointer      data)
{
  return g_object_ref ((gpointer) record);
}

static WriteJob *
take_write_job (HgGameRecords *self)
{
  WriteJob *job = g_new0 (WriteJob, 1);
  GHashTableIter iter;
  gpointer key, value;

  job->folder = g_file_get_path (self->folder);
  job->games = g_build_filename (job->folder, HG_GAME_RECORDS_GAMES_FOLDER, NULL);
  /* Records do not change: the worker writes them as they are now. */
  job->index = g_ptr_array_copy (self->records, ref_record, NULL);
  g_ptr_array_set_free_func (job->index, g_object_unref);
  job->copy_paths = g_ptr_array_new_with_free_func (g_free);
  job->copy_bytes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  job->removals = g_ptr_array_new_with_free_func (g_free);

  g_hash_table_iter_init (&iter, self->copies);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      g_ptr_array_add (job->copy_paths, g_strdup (key));
      g_ptr_array_add (job->copy_bytes, g_bytes_ref (value));
    }
  g_hash_table_remove_all (self->copies);
  g_hash_table_iter_init (&iter, self->removals);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (job->removals, g_strdup (key));
  g_hash_table_remove_all (self->removals);
  self->dirty = FALSE;
  return job;
}

/* Writes what is waiting, if it can be written now. */
static void
start_write (HgGameRecords *self)
{
  g_autoptr(GTask) task = NULL;

  if (self->running || !self->dirty)
    return;
  if (!self->loaded)
    {
      start_load (self);
      return;
    }
  if (!self->writable)
    return;

  self->running = TRUE;
  task = g_task_new (self, NULL, write_done_cb, NULL);
  g_task_set_source_tag (task, start_write);
  g_task_set_task_data (task, take_write_job (self), (GDestroyNotify) write_job_free);
  g_task_run_in_thread (task, write_thread);
}

static void
queue_write (HgGameRecords *self)
{
  gboolean was_busy = is_busy (self);

  self->dirty = TRUE;
  start_write (self);
  busy_changed (self, was_busy);
}

/* The list --------------------------------------------------------------- */

static void
insert_record (HgGameRecords *self,
               guint          position,
               HgGameRecord  *record)
{
  g_ptr_array_insert (self->records, (int) position, g_object_ref (record));
  g_hash_table_insert (self->by_id, (gpointer) hg_game_record_get_id (record), record);
}

static void
remove_record (HgGameRecords *self,
               HgGameRecord  *record)
{
  g_autoptr(GFile) copy = g_object_ref (hg_game_record_get_file (record));
  g_autofree char *path = g_file_get_path (copy);
  guint position;

  if (!g_ptr_array_find (self->records, record, &position))
    g_assert_not_reached ();
  g_hash_table_remove (self->by_id, hg_game_record_get_id (record));
  g_ptr_array_remove_index (self->records, position);
  g_hash_table_remove (self->copies, path);
  g_hash_table_add (self->removals, g_steal_pointer (&path));
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
}

static void
game_gone_cb (gpointer  data,
              GObject  *where_the_game_was)
{
  HgGameRecords *self = data;

  g_hash_table_remove (self->games, where_the_game_was);
}

/* Remembers that @game added the record @id. */
static void
remember_game (HgGameRecords *self,
               HgGame        *game,
               const char    *id)
{
  if (!g_hash_table_contains (self->games, game))
    g_object_weak_ref (G_OBJECT (game), game_gone_cb, self);
  g_hash_table_insert (self->games, game, g_strdup (id));
}

/* Loading ---------------------------------------------------------------- */


/* Adds what was read to the records added meanwhile, all newest first. */
static void
merge_read (HgGameRecords *self,
            HgRecordsRead *read)
{
  guint n_before = self->records->len;
  guint n_added = 0;

  for (guint i = 0; i < read->records->len; i++)
    {
      HgGameRecord *record = g_ptr_array_index (read->records, i);

      if (g_hash_table_contains (self->by_id, hg_game_record_get_id (record)))
        continue;
      g_ptr_array_add (self->records, g_object_ref (record));
      g_hash_table_insert (self->by_id, (gpointer) hg_game_record_get_id (record), record);
      n_added++;
    }
  /* Records added before the index was read go where their dates put
   * them. */
  if (n_added > 0 && n_before > 0)
    g_ptr_array_sort (self->records, hg_records_compare_newest_first);
  if (n_added > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, n_before, n_before + n_added);
}

static void
finish_load (HgGameRecords *self,
             HgRecordsRead *read)
{
  gboolean was_busy = is_busy (self);

  self->loading = FALSE;
  if (read != NULL && !self->loaded)
    {
      self->loaded = TRUE;
      self->writable = read->writable;
      g_set_object (&self->damaged, read->kept);
      self->n_rebuilt = read->n_rebuilt;
      merge_read (self, read);
      if (read->rewrite)
        self->dirty = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADED]);
    }
  start_write (self);
  busy_changed (self, was_busy);
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  HgRecordsRead *read = hg_records_read (task_data, cancellable, &error);

  if (read == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, read, (GDestroyNotify) hg_records_read_free);
}

static void
load_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  HgGameRecords *self = HG_GAME_RECORDS (source);
  g_autoptr(GTask) caller = user_data;
  g_autoptr(HgRecordsRead) read = NULL;
  GError *error = NULL;

  read = g_task_propagate_pointer (G_TASK (result), &error);
  finish_load (self, read);
  if (caller == NULL)
    g_clear_error (&error);
  else if (error != NULL)
    g_task_return_error (caller, error);
  else
    g_task_return_boolean (caller, TRUE);
}

/* Reads the index in a worker thread; @caller (may be NULL) gets the
 * result. */
static void
read_async (HgGameRecords *self,
            GCancellable  *cancellable,
            GTask         *caller)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, load_done_cb,
                                      caller != NULL ? g_object_ref (caller) : NULL);

  self->loading = TRUE;
  g_task_set_source_tag (task, read_async);
  g_task_set_task_data (task, g_object_ref (self->folder), g_object_unref);
  g_task_run_in_thread (task, load_thread);
}

static void
start_load (HgGameRecords *self)
{
  if (!self->loaded && !self->loading)
    read_async (self, NULL, NULL);
}

/* GListModel ------------------------------------------------------------- */

static GType
hg_game_records_get_item_type (GListModel *model)
{
  return HG_TYPE_GAME_RECORD;
}

static guint
hg_game_records_get_n_items (GListModel *model)
{
  return HG_GAME_RECORDS (model)->records->len;
}

static gpointer
hg_game_records_get_item (GListModel *model,
                          guint       position)
{
  HgGameRecords *self = HG_GAME_RECORDS (model);

  if (position >= self->records->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->records, position));
}

static void
hg_game_records_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = hg_game_records_get_item_type;
  iface->get_n_items = hg_game_records_get_n_items;
  iface->get_item = hg_game_records_get_item;
}

/* GObject ---------------------------------------------------------------- */

static void
hg_game_records_dispose (GObject *object)
{
  HgGameRecords *self = HG_GAME_RECORDS (object);
  GHashTableIter iter;
  gpointer game;

  /* A running task holds a reference: here nothing runs any more.  What
   * is still waiting is written now, if the index has been read. */
  if (self->dirty && self->loaded && self->writable)
    {
      g_autoptr(GError) error = NULL;
      WriteJob *job = take_write_job (self);

      if (!run_write_job (job, &error))
        g_message ("The records of finished games could not be written: %s", error->message);
      write_job_free (job);
    }
  self->dirty = FALSE;
  hg_app_hold_set (&self->held, FALSE);

  g_hash_table_iter_init (&iter, self->games);
  while (g_hash_table_iter_next (&iter, &game, NULL))
    g_object_weak_unref (game, game_gone_cb, self);
  g_hash_table_remove_all (self->games);

  G_OBJECT_CLASS (hg_game_records_parent_class)->dispose (object);
}

static void
hg_game_records_finalize (GObject *object)
{
  HgGameRecords *self = HG_GAME_RECORDS (object);

  g_clear_object (&self->folder);
  g_clear_object (&self->damaged);
  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->records, g_ptr_array_unref);
  g_clear_pointer (&self->games, g_hash_table_unref);
  g_clear_pointer (&self->copies, g_hash_table_unref);
  g_clear_pointer (&self->removals, g_hash_table_unref);

  G_OBJECT_CLASS (hg_game_records_parent_class)->finalize (object);
}

static void
hg_game_records_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  HgGameRecords *self = HG_GAME_RECORDS (object);

  switch (prop_id)
    {
    case PROP_FOLDER:
      g_value_set_object (value, self->folder);
      break;
    case PROP_LOADED:
      g_value_set_boolean (value, self->loaded);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, is_busy (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_game_records_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  HgGameRecords *self = HG_GAME_RECORDS (object);

  switch (prop_id)
    {
    case PROP_FOLDER:
      self->folder = g_value_dup_object (value);
      if (self->folder == NULL)
        self->folder = hg_game_records_get_default_folder ();
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_game_records_class_init (HgGameRecordsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hg_game_records_dispose;
  object_class->finalize = hg_game_records_finalize;
  object_class->get_property = hg_game_records_get_property;
  object_class->set_property = hg_game_records_set_property;

  properties[PROP_FOLDER] =
    g_param_spec_object ("folder", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOADED] =
    g_param_spec_boolean ("loaded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hg_game_records_init (HgGameRecords *self)
{
  self->records = g_ptr_array_new_with_free_func (g_object_unref);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->games = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->copies = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                        (GDestroyNotify) g_bytes_unref);
  self->removals = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->writable = TRUE;
}

/* Public API ------------------------------------------------------------- */

GFile *
hg_game_records_get_default_folder (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "hunters-gatherers", "records", NULL);
}

HgGameRecords *
hg_game_records_new (GFile *folder)
{
  g_return_val_if_fail (folder == NULL || (G_IS_FILE (folder) && g_file_peek_path (folder) != NULL), NULL);

  return g_object_new (HG_TYPE_GAME_RECORDS, "folder", folder, NULL);
}

GFile *
hg_game_records_get_folder (HgGameRecords *self)
{
  g_return_val_if_fail (HG_IS_GAME_RECORDS (self), NULL);

  return self->folder;
}

GFile *
hg_game_records_get_file (HgGameRecords *self)
{
  g_return_val_if_fail (HG_IS_GAME_RECORDS (self), NULL);

  return g_file_get_child (self->folder, HG_GAME_RECORDS_BASENAME);
}

void
hg_game_records_load_async (HgGameRecords       *self,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (HG_IS_GAME_RECORDS (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_game_records_load_async);
  if (self->loaded)
    g_task_return_boolean (task, TRUE);
  else
    read_async (self, cancellable, task);
}

gboolean
hg_game_records_load_finish (HgGameRecords  *self,
                             GAsyncResult   *result,
                             GError        **error)
{
  g_return_val_if_fail (HG_IS_GAME_RECORDS (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
hg_game_records_load (HgGameRecords  *self,
                      GCancellable   *cancellable,
                      GError        **error)
{
  g_autoptr(HgRecordsRead) read = NULL;

  g_return_val_if_fail (HG_IS_GAME_RECORDS (self), FALSE);

  if (self->loaded)
    return TRUE;
  read = hg_records_read (self->folder, cancellable, error);
  if (read == NULL)
    return FALSE;
  finish_load (self, read);
  return TRUE;
}

gboolean
hg_game_records_get_loaded (HgGameRecords *self)
{
  g_return_val_if_fail (HG_IS_GAME_RECORDS (self), FALSE);

  return self->loaded;
}

GFile *
hg_game_records_get_damaged_file (HgGameRecords *self)
{
  g_return_val_if_fail (HG_IS_GAME_RECORDS (self), NULL);

  return self->damaged;
}

guint
hg_game_records_get_n_rebuilt (HgGameRecords *self)
{
  g_return_val_if_fail (HG_IS_GAME_RECORDS (self), 0);

  return self->n_rebuilt;
}

char *
hg_game_records_dup_damage_notice (HgGameRecords *self)
{
  g_autofree char *name = NULL;
  g_autofree char *rebuilt = NULL;

  g_return_val_if_fail (HG_IS_GAME_RECORDS (self), NULL);

  if (self->damaged == NULL)
    return NULL;
  name = g_file_get_parse_name (self->damaged);
  rebuilt = g_strdup_printf (ngettext ("%u game was read back from its copy.",
                                       "%u games were read back from their copies.",
                                       self->n_rebuilt),
                             self->n_rebuilt);
  /* TRANSLATORS: %s is the file the damaged records were kept as, then a
   * sentence: "3 games were read back from their copies." */
  return g_strdup_printf (_("The records of finished games were damaged and are kept as %s. %s"), name, rebuilt);
}

gboolean
hg_game_records_add_game (HgGameRecords *self,
                          HgGame        *game)
{
  g_autofree char *id = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autoptr(GFile) copy = NULL;
  g_autofree char *path = NULL;
  HgGameRecordData data;
  HgGameRecord *earlier;
  HgGameRecord *record;
  const char *recorded_as;

  g_return_val_if_fail (HG_IS_GAME_RECORDS (self), FALSE);
  g_return_val_if_fail (HG_IS_GAME (game), FALSE);
  g_return_val_if_fail (hg_game_get_is_over (game), FALSE);

  id = hg_game_records_identify (game);
  if (g_hash_table_contains (self->by_id, id))
    return FALSE;

  /* The same game ended another way after undo: it replaces its record. */
  recorded_as = g_hash_table_lookup (self->games, game);
  earlier = recorded_as != NULL ? g_hash_table_lookup (self->by_id, recorded_as) : NULL;
  if (earlier != NULL)
    remove_record (self, earlier);

  now = g_date_time_new_now_utc ();
  copy = hg_records_copy_file (self->folder, id);
  hg_game_record_data_from_game (&data, game, id, now, copy);
  record = hg_game_record_new (&data);
  insert_record (self, 0, record);
  g_object_unref (record);
  remember_game (self, game, id);

  path = g_file_get_path (copy);
  g_hash_table_remove (self->removals, path);
  g_hash_table_insert (self->copies, g_steal_pointer (&path), hg_game_to_bytes (game));
  g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, 1);
  queue_write (self);
  return TRUE;
}

HgGameRecord *
hg_game_records_lookup (HgGameRecords *self,
                        const char    *id)
{
  g_return_val_if_fail (HG_IS_GAME_RECORDS (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->by_id, id);
}

gboolean
hg_game_records_get_busy (HgGameRecords *self)
{
  g_return_val_if_fail (HG_IS_GAME_RECORDS (self), FALSE);

  return is_busy (self);
}
