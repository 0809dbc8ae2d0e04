/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-session.c: the game in play with its file, the file's version, the
 * unsaved state, the autosave, the game offered to continue, the review
 * copy and the records (hg-session.h).  Reading and writing run in a
 * worker thread for the asynchronous calls; the document to write is
 * made first, in the calling thread, since a game belongs to one
 * thread. */

#include "config.h"

#include "hg-save-private.h"
#include "hg-session.h"

struct _HgSession
{
  GObject        parent_instance;

  HgGame        *game;
  GSignalGroup  *game_signals;
  GFile         *file;
  char          *version;      /* of @file as last read or written here */
  GFile         *game_file;    /* the autosave's record in the document read */
  gboolean       unsaved;
  guint64        changes;      /* changes made to @game so far */

  HgAutosave    *autosave;
  HgGameRecords *records;

  HgGame        *resume_game;
  GFile         *resume_file;
  GDateTime     *resume_saved;

  HgGame        *review;
  HgAnalysis    *analysis;     /* of @game's moves, when asked for */
};

G_DEFINE_FINAL_TYPE (HgSession, hg_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_UNSAVED,
  PROP_RESUME_GAME,
  PROP_REVIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers ---------------------------------------------------------------- */

static void
set_unsaved (HgSession *self,
             gboolean   unsaved)
{
  if (self->unsaved == unsaved)
    return;
  self->unsaved = unsaved;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNSAVED]);
}

/* The file the game belongs to, with the version known of it. */
static void
set_file (HgSession  *self,
          GFile      *file,
          const char *version)
{
  gboolean changed = (file == NULL) != (self->file == NULL)
                     || (file != NULL && !g_file_equal (file, self->file));

  g_free (self->version);
  self->version = g_strdup (version);
  if (changed)
    g_clear_object (&self->game_file);
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  /* The autosave records it, while it follows this game. */
  if (self->autosave != NULL && self->game != NULL
      && hg_autosave_get_game (self->autosave) == self->game)
    hg_autosave_set_game_file (self->autosave, self->file);
}

/* The autosave follows the game in play from now on, with its file. */
static void
follow (HgSession *self)
{
  if (self->autosave == NULL)
    return;
  /* Setting another game forgets the file of the one before. */
  hg_autosave_set_game (self->autosave, self->game);
  hg_autosave_set_game_file (self->autosave, self->file);
}

static void
game_changed_cb (HgSession *self)
{
  self->changes++;
  /* from the game's first change on */
  if (self->autosave != NULL && hg_autosave_get_game (self->autosave) != self->game)
    follow (self);
  set_unsaved (self, TRUE);
}

static void
game_over_cb (HgSession *self)
{
  if (self->records != NULL)
    hg_game_records_add_game (self->records, self->game);
}

static gboolean
is_own_file (HgSession *self,
             GFile     *file)
{
  return self->file != NULL && g_file_equal (file, self->file);
}

/* Reading ---------------------------------------------------------------- */

typedef struct {
  GFile  *file;
  char   *version;
  HgGame *game;        /* for a continued game: the game it goes with */
} Read;

static void
read_free (gpointer data)
{
  Read *read = data;

  g_clear_object (&read->file);
  g_free (read->version);
  g_clear_object (&read->game);
  g_free (read);
}

static void
read_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Read *read = task_data;
  GError *error = NULL;
  HgGame *game = hg_save_load (read->file, cancellable, NULL, &read->version, &error);

  if (game == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, game, g_object_unref);
}

HgGame *
hg_session_read (GFile         *file,
                 char         **version,
                 GCancellable  *cancellable,
                 GError       **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (version == NULL || *version == NULL, NULL);

  return hg_save_load (file, cancellable, NULL, version, error);
}

static GTask *
read_task_new (gpointer             source,
               GFile               *file,
               GCancellable        *cancellable,
               GAsyncReadyCallback  callback,
               gpointer             user_data)
{
  GTask *task = g_task_new (source, cancellable, callback, user_data);
  Read *read = g_new0 (Read, 1);

  read->file = g_object_ref (file);
  g_task_set_task_data (task, read, read_free);
  return task;
}

void
hg_session_read_async (GFile               *file,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));

  task = read_task_new (NULL, file, cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_session_read_async);
  g_task_run_in_thread (task, read_thread);
}

HgGame *
hg_session_read_finish (GAsyncResult  *result,
                        char         **version,
                        GError       **error)
{
  Read *read;
  HgGame *game;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_async_result_is_tagged (result, hg_session_read_async), NULL);

  read = g_task_get_task_data (G_TASK (result));
  game = g_task_propagate_pointer (G_TASK (result), error);
  if (game != NULL && version != NULL)
    *version = g_strdup (read->version);
  return game;
}

gboolean
hg_session_open (HgSession     *self,
                 GFile         *file,
                 GCancellable  *cancellable,
                 GError       **error)
{
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GFile) game_file = NULL;
  g_autofree char *version = NULL;

  g_return_val_if_fail (HG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  game = hg_save_load (file, cancellable, &game_file, &version, error);
  if (game == NULL)
    return FALSE;
  hg_session_set_game (self, game, file, version);
  g_set_object (&self->game_file, game_file);
  return TRUE;
}

/* Saving ----------------------------------------------------------------- */

typedef struct {
  GFile    *file;
  GBytes   *bytes;
  char     *version;      /* the version it must be: NULL, any */
  char     *new_version;  /* once written */
  gboolean  recreate;     /* a file gone is written anew */
  gboolean  recreated;
  HgGame   *game;         /* what was saved, and how far */
  guint64   changes;
} Save;

static void
save_free (gpointer data)
{
  Save *save = data;

  g_clear_object (&save->file);
  g_clear_pointer (&save->bytes, g_bytes_unref);
  g_free (save->version);
  g_free (save->new_version);
  g_clear_object (&save->game);
  g_free (save);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Save, save_free)

static Save *
save_new (HgSession          *self,
          GFile              *file,
          HgSessionSaveFlags  flags)
{
  Save *save = g_new0 (Save, 1);
  gboolean own = is_own_file (self, file);

  save->file = g_object_ref (file);
  /* an autosave opened and written back keeps its record */
  save->bytes = hg_save_to_bytes (self->game, own ? self->game_file : NULL);
  if (own && (flags & HG_SESSION_SAVE_REPLACE_CHANGED) == 0)
    save->version = g_strdup (self->version);
  save->recreate = (flags & HG_SESSION_SAVE_RECREATE_GONE) != 0;
  save->game = g_object_ref (self->game);
  save->changes = self->changes;
  return save;
}

/* In any thread. */
static gboolean
save_write (Save          *save,
            GCancellable  *cancellable,
            GError       **error)
{
  /* Gone since: written anew (the check and the write are apart, so a
   * file made meanwhile is replaced as one deleted would be). */
  if (save->version != NULL && save->recreate
      && g_file_query_file_type (save->file, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                 cancellable) == G_FILE_TYPE_UNKNOWN)
    {
      save->recreated = TRUE;
      g_clear_pointer (&save->version, g_free);
    }
  return hg_save_write_version (save->file, save->bytes, save->version,
                                &save->new_version, cancellable, error);
}

/* In the session's thread, once written. */
static void
save_done (HgSession *self,
           Save      *save)
{
  /* The session may have moved on to another game meanwhile. */
  if (self->game != save->game)
    return;
  /* (another file than the one read forgets an autosave's record) */
  set_file (self, save->file, save->new_version);
  set_unsaved (self, self->changes != save->changes);
}

gboolean
hg_session_save (HgSession           *self,
                 GFile               *file,
                 HgSessionSaveFlags   flags,
                 gboolean            *recreated,
                 GCancellable        *cancellable,
                 GError             **error)
{
  g_autoptr(Save) save = NULL;

  g_return_val_if_fail (HG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  g_return_val_if_fail (file != NULL || self->file != NULL, FALSE);

  save = save_new (self, file != NULL ? file : self->file, flags);
  if (!save_write (save, cancellable, error))
    return FALSE;
  save_done (self, save);
  if (recreated != NULL)
    *recreated = save->recreated;
  return TRUE;
}

static void
save_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;

  if (!save_write (task_data, cancellable, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
hg_session_save_async (HgSession           *self,
                       GFile               *file,
                       HgSessionSaveFlags   flags,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (HG_IS_SESSION (self));
  g_return_if_fail (self->game != NULL);
  g_return_if_fail (file != NULL || self->file != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_session_save_async);
  g_task_set_task_data (task, save_new (self, file != NULL ? file : self->file, flags),
                        save_free);
  g_task_run_in_thread (task, save_thread);
}

gboolean
hg_session_save_finish (HgSession     *self,
                        GAsyncResult  *result,
                        gboolean      *recreated,
                        GError       **error)
{
  Save *save;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_async_result_is_tagged (result, hg_session_save_async), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  save = g_task_get_task_data (G_TASK (result));
  save_done (self, save);
  if (recreated != NULL)
    *recreated = save->recreated;
  return TRUE;
}

/* The game offered ------------------------------------------------------- */

static void
set_resume (HgSession *self,
            HgGame    *game,
            GDateTime *saved,
            GFile     *file)
{
  g_clear_pointer (&self->resume_saved, g_date_time_unref);
  if (saved != NULL && game != NULL)
    self->resume_saved = g_date_time_ref (saved);
  g_clear_object (&self->resume_file);
  if (game != NULL && file != NULL)
    self->resume_file = g_object_ref (file);
  if (g_set_object (&self->resume_game, game))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESUME_GAME]);
}

static void
resume_loaded_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  HgSession *self = g_task_get_source_object (task);
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GDateTime) saved = NULL;
  g_autoptr(GFile) file = NULL;
  GError *error = NULL;

  game = hg_autosave_load_finish_full (HG_AUTOSAVE (source), result, &saved, &file, &error);
  if (error != NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* only while nothing is in play */
  if (game != NULL && self->game == NULL)
    set_resume (self, game, saved, file);
  g_task_return_boolean (task, TRUE);
}

void
hg_session_load_resume_async (HgSession           *self,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (HG_IS_SESSION (self));
  g_return_if_fail (self->autosave != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_session_load_resume_async);
  hg_autosave_load_async (self->autosave, cancellable, resume_loaded_cb, g_steal_pointer (&task));
}

gboolean
hg_session_load_resume_finish (HgSession     *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* The autosave names the file its game belongs to, but the autosave is
 * only a file: what it names is taken only when it is a local path that
 * holds a saved game, or nothing yet (Save makes it).  Anything else
 * (another kind of file, a folder, a device, a place that is not on this
 * computer) is never written by Save: the game goes on without it. */
static gboolean
is_local_path (GFile *file)
{
  return g_file_has_uri_scheme (file, "file") && g_file_peek_path (file) != NULL;
}

static void
continue_checked_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  HgSession *self = g_task_get_source_object (task);
  Read *check = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) saved = NULL;
  g_autofree char *version = NULL;
  gboolean same = FALSE;

  saved = hg_session_read_finish (result, &version, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  /* Another game, or a file chosen meanwhile (Save As). */
  if (self->game != check->game || self->file != NULL)
    {
      g_task_return_boolean (task, TRUE);
      return;
    }

  if (saved == NULL && hg_save_error_get_cause (error) != HG_SAVE_CAUSE_NOT_FOUND)
    {
      /* the autosave no longer names it */
      set_file (self, NULL, NULL);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  /* The autosave is usually ahead of the file: not saved, unless the file
   * holds the same game. */
  if (saved != NULL)
    {
      g_autoptr(GBytes) in_file = hg_game_to_bytes (saved);
      g_autoptr(GBytes) in_play = hg_game_to_bytes (self->game);

      same = g_bytes_equal (in_file, in_play);
    }
  set_file (self, check->file, version);
  set_unsaved (self, !same);
  g_task_return_boolean (task, TRUE);
}

void
hg_session_continue_async (HgSession           *self,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GFile) file = NULL;
  Read *check;

  g_return_if_fail (HG_IS_SESSION (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_session_continue_async);
  check = g_new0 (Read, 1);
  g_task_set_task_data (task, check, read_free);
  if (self->resume_game == NULL)
    {
      g_task_return_boolean (task, FALSE);
      return;
    }

  game = g_object_ref (self->resume_game);
  file = self->resume_file != NULL ? g_object_ref (self->resume_file) : NULL;
  /* The game's file is taken once it has been checked. */
  hg_session_set_game (self, game, NULL, NULL);
  /* Moves made from here go on in the same autosave. */
  follow (self);
  if (file == NULL)
    {
      g_task_return_boolean (task, TRUE);
      return;
    }

  check->file = g_object_ref (file);
  check->game = g_object_ref (game);
  if (!is_local_path (file))
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               "%s is not a local path", uri);
      return;
    }

  /* Meanwhile the autosave goes on naming it, and the game is not saved. */
  if (self->autosave != NULL)
    hg_autosave_set_game_file (self->autosave, file);
  set_unsaved (self, TRUE);
  hg_session_read_async (file, cancellable, continue_checked_cb, g_steal_pointer (&task));
}

gboolean
hg_session_continue_finish (HgSession     *self,
                            GAsyncResult  *result,
                            GFile        **unlinked,
                            GError       **error)
{
  GError *local_error = NULL;
  Read *check;
  gboolean done;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_async_result_is_tagged (result, hg_session_continue_async), FALSE);

  check = g_task_get_task_data (G_TASK (result));
  done = g_task_propagate_boolean (G_TASK (result), &local_error);
  if (local_error != NULL)
    {
      if (unlinked != NULL && check->file != NULL
          && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        *unlinked = g_object_ref (check->file);
      g_propagate_error (error, local_error);
    }
  return done;
}

HgGame *
hg_session_get_resume_game (HgSession *self)
{
  g_return_val_if_fail (HG_IS_SESSION (self), NULL);

  return self->resume_game;
}

GDateTime *
hg_session_get_resume_saved (HgSession *self)
{
  g_return_val_if_fail (HG_IS_SESSION (self), NULL);

  return self->resume_saved;
}

/* Review ----------------------------------------------------------------- */

gboolean
hg_session_start_review (HgSession  *self,
                         guint       move,
                         GError    **error)
{
  HgGame *review;
  guint n;

  g_return_val_if_fail (HG_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  n = hg_game_get_n_history (self->game) + hg_game_get_n_redo (self->game);
  review = hg_game_copy_at (self->game, MIN (move, n), error);
  if (review == NULL)
    return FALSE;
  g_clear_object (&self->review);
  self->review = review;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEW]);
  return TRUE;
}

void
hg_session_stop_review (HgSession *self)
{
  g_return_if_fail (HG_IS_SESSION (self));

  if (self->review == NULL)
    return;
  g_clear_object (&self->review);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEW]);
}

HgGame *
hg_session_get_review (HgSession *self)
{
  g_return_val_if_fail (HG_IS_SESSION (self), NULL);

  return self->review;
}

void
hg_session_continue_from_review (HgSession *self)
{
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *version = NULL;

  g_return_if_fail (HG_IS_SESSION (self));

  if (self->review == NULL)
    return;
  game = g_object_ref (self->review);
  file = self->file != NULL ? g_object_ref (self->file) : NULL;
  version = g_strdup (self->version);
  /* the position becomes the game in play, belonging to the same file,
   * with moves not saved there */
  hg_session_set_game (self, game, file, version);
  self->changes++;
  set_unsaved (self, TRUE);
  follow (self);
}

/* The game in play ------------------------------------------------------- */

HgAnalysis *
hg_session_get_analysis (HgSession *self)
{
  g_return_val_if_fail (HG_IS_SESSION (self), NULL);

  if (self->game == NULL)
    return NULL;
  /* the moves played since, or moves taken back: a new analysis */
  if (self->analysis != NULL && !hg_analysis_get_running (self->analysis)
      && hg_analysis_get_n_moves (self->analysis) != hg_game_get_n_history (self->game))
    g_clear_object (&self->analysis);
  if (self->analysis == NULL)
    self->analysis = hg_analysis_new (self->game);
  return self->analysis;
}

void
hg_session_set_game (HgSession  *self,
                     HgGame     *game,
                     GFile      *file,
                     const char *version)
{
  g_return_if_fail (HG_IS_SESSION (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_object_freeze_notify (G_OBJECT (self));
  hg_session_stop_review (self);
  if (self->game != game)
    g_clear_object (&self->analysis);
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  set_file (self, file, version);
  g_clear_object (&self->game_file);
  set_unsaved (self, FALSE);
  if (game != NULL)
    set_resume (self, NULL, NULL, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_thaw_notify (G_OBJECT (self));
}

HgGame *
hg_session_get_game (HgSession *self)
{
  g_return_val_if_fail (HG_IS_SESSION (self), NULL);

  return self->game;
}

GFile *
hg_session_get_file (HgSession *self)
{
  g_return_val_if_fail (HG_IS_SESSION (self), NULL);

  return self->file;
}

gboolean
hg_session_get_unsaved (HgSession *self)
{
  g_return_val_if_fail (HG_IS_SESSION (self), FALSE);

  return self->game != NULL && self->unsaved;
}

HgAutosave *
hg_session_get_autosave (HgSession *self)
{
  g_return_val_if_fail (HG_IS_SESSION (self), NULL);

  return self->autosave;
}

void
hg_session_set_records (HgSession     *self,
                        HgGameRecords *records)
{
  g_return_if_fail (HG_IS_SESSION (self));
  g_return_if_fail (records == NULL || HG_IS_GAME_RECORDS (records));

  g_set_object (&self->records, records);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_session_dispose (GObject *object)
{
  HgSession *self = HG_SESSION (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->review);
  g_clear_object (&self->analysis);
  g_clear_object (&self->resume_game);
  g_clear_object (&self->resume_file);
  g_clear_pointer (&self->resume_saved, g_date_time_unref);
  /* A change not yet written is written now; a save that runs ends on its
   * own (and holds the application until then). */
  g_clear_object (&self->autosave);
  g_clear_object (&self->records);

  G_OBJECT_CLASS (hg_session_parent_class)->dispose (object);
}

static void
hg_session_finalize (GObject *object)
{
  HgSession *self = HG_SESSION (object);

  g_clear_object (&self->file);
  g_clear_object (&self->game_file);
  g_free (self->version);

  G_OBJECT_CLASS (hg_session_parent_class)->finalize (object);
}

static void
hg_session_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  HgSession *self = HG_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_UNSAVED:
      g_value_set_boolean (value, hg_session_get_unsaved (self));
      break;
    case PROP_RESUME_GAME:
      g_value_set_object (value, self->resume_game);
      break;
    case PROP_REVIEW:
      g_value_set_object (value, self->review);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_session_class_init (HgSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hg_session_dispose;
  object_class->finalize = hg_session_finalize;
  object_class->get_property = hg_session_get_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, HG_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_UNSAVED] =
    g_param_spec_boolean ("unsaved", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESUME_GAME] =
    g_param_spec_object ("resume-game", NULL, NULL, HG_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REVIEW] =
    g_param_spec_object ("review", NULL, NULL, HG_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hg_session_init (HgSession *self)
{
  self->game_signals = g_signal_group_new (HG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "move-applied",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "undone",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "redone",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "game-over",
                                 G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
}

/* Public API ------------------------------------------------------------- */

HgSession *
hg_session_new (HgAutosave *autosave)
{
  HgSession *self;

  g_return_val_if_fail (autosave == NULL || HG_IS_AUTOSAVE (autosave), NULL);

  self = g_object_new (HG_TYPE_SESSION, NULL);
  if (autosave != NULL)
    self->autosave = g_object_ref (autosave);
  return self;
}
