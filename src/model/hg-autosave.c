/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-autosave.c: the game in progress, saved after every change.  Changes
 * are collected in an idle callback (an undo that takes back several
 * computer moves is one save), written with hg_save_write_async(), and a
 * change that comes while a save runs is written when it ends.  The file
 * also records the file the game belongs to (format 2). */

#include "config.h"

#include "hg-app-hold-private.h"
#include "hg-autosave.h"
#include "hg-save-error-private.h"
#include "hg-save-private.h"
#include "hg-set-aside-private.h"

struct _HgAutosave
{
  GObject        parent_instance;

  GFile         *file;
  HgGame        *game;
  GFile         *game_file;   /* the file @game belongs to, or NULL */
  GError        *error;       /* of the last save, or NULL */

  gboolean       pending;     /* a change not written yet */
  gboolean       running;     /* a save or removal in flight */
  gboolean       clear;       /* remove the file when it ends */
  guint          idle_id;
  GApplication  *held;        /* held while busy */
};

G_DEFINE_FINAL_TYPE (HgAutosave, hg_autosave, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FILE,
  PROP_GAME,
  PROP_GAME_FILE,
  PROP_BUSY,
  PROP_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void write_now (HgAutosave *self);

/* Helpers ---------------------------------------------------------------- */

static gboolean
is_busy (HgAutosave *self)
{
  return self->pending || self->running;
}

/* Call after changing pending or running. */
static void
busy_changed (HgAutosave *self,
              gboolean    was_busy)
{
  gboolean busy = is_busy (self);

  if (busy == was_busy)
    return;

  hg_app_hold_set (&self->held, busy);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

/* Takes @error (NULL: the last save worked); the same error again is no
 * change. */
static void
set_error (HgAutosave *self,
           GError     *error)
{
  if (error != NULL)
    g_message ("The game could not be saved for later: %s", error->message);
  if (error == NULL && self->error == NULL)
    return;
  if (error != NULL && self->error != NULL &&
      error->domain == self->error->domain && error->code == self->error->code &&
      hg_save_error_get_cause (error) == hg_save_error_get_cause (self->error) &&
      g_strcmp0 (error->message, self->error->message) == 0)
    {
      g_error_free (error);
      return;
    }
  g_clear_error (&self->error);
  self->error = error;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
}

static void
op_done (HgAutosave *self)
{
  self->running = FALSE;
  if (self->clear)
    {
      self->clear = FALSE;
      g_file_delete (self->file, NULL, NULL);
    }
  if (self->pending && self->idle_id == 0)
    write_now (self);
  else
    busy_changed (self, TRUE);
}

static void
save_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(HgAutosave) self = user_data;
  GError *error = NULL;

  hg_game_save_finish (HG_GAME (source), result, &error);
  set_error (self, error);
  op_done (self);
}

static void
delete_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(HgAutosave) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_file_delete_finish (G_FILE (source), result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_message ("The saved game in progress could not be removed: %s", error->message);
  else
    /* Nothing is kept for a finished game: no save can have failed. */
    set_error (self, NULL);
  op_done (self);
}

/* Writes the game as it is now (or removes the file for a finished game);
 * pending is set, nothing is running. */
static void
write_now (HgAutosave *self)
{
  g_autoptr(GBytes) bytes = NULL;
  GError *error = NULL;

  g_assert (!self->running);

  self->pending = FALSE;
  if (self->game == NULL)
    {
      busy_changed (self, TRUE);
      return;
    }

  self->running = TRUE;
  if (hg_game_get_is_over (self->game))
    {
      g_file_delete_async (self->file, G_PRIORITY_DEFAULT, NULL,
                           delete_done_cb, g_object_ref (self));
      return;
    }

  /* The folder is made here, once per save: one quick call, so that the
   * data directory can be removed while the game runs. */
  if (!hg_save_make_folder (self->file, &error))
    {
      set_error (self, error);
      op_done (self);
      return;
    }

  /* The document is made now, so later moves do not end up in this save. */
  bytes = hg_save_to_bytes (self->game, self->game_file);
  hg_save_write_async (self->game, bytes, self->file, NULL, save_done_cb, g_object_ref (self));
}

static gboolean
idle_cb (gpointer user_data)
{
  HgAutosave *self = user_data;

  self->idle_id = 0;
  if (!self->running && self->pending)
    write_now (self);
  return G_SOURCE_REMOVE;
}

static void
game_changed_cb (HgAutosave *self)
{
  hg_autosave_queue (self);
}

/* Loading ---------------------------------------------------------------- */

typedef struct {
  HgGame    *game;
  GDateTime *saved;
  GFile     *game_file;
} LoadResult;

static void
load_result_free (LoadResult *result)
{
  g_clear_object (&result->game);
  g_clear_pointer (&result->saved, g_date_time_unref);
  g_clear_object (&result->game_file);
  g_free (result);
}

/* Puts a file that cannot be read aside, so it is neither offered again
 * nor overwritten: someone may want to look at it.  Returns where it is
 * now: beside it under a free name (*.broken, *.broken.2, ...), or where
 * it was if it cannot be renamed. */
static GFile *
set_aside (GFile        *file,
           const GError *why)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) broken = hg_set_aside (file, HG_AUTOSAVE_BROKEN_SUFFIX, FALSE, NULL, &error);
  g_autofree char *path = NULL;

  if (broken == NULL)
    {
      path = g_file_get_parse_name (file);
      g_message ("The saved game in progress cannot be continued (%s) and could not be renamed (%s); it is left as it is, %s",
                 why->message, error->message, path);
      return g_object_ref (file);
    }

  path = g_file_get_parse_name (broken);
  g_message ("The saved game in progress cannot be continued (%s); it is kept as %s",
             why->message, path);
  return g_steal_pointer (&broken);
}

/* NULL without an error when there is nothing to continue. */
static LoadResult *
load (GFile         *file,
      GCancellable  *cancellable,
      GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GFile) game_file = NULL;
  g_autoptr(GError) local_error = NULL;
  LoadResult *result;

  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                            G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                            cancellable, &local_error);
  if (info == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return NULL;
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      /* The load says what is wrong, in HG_SAVE_ERROR. */
      g_clear_error (&local_error);
    }

  game = hg_save_load (file, cancellable, &game_file, NULL, &local_error);
  if (game == NULL)
    {
      g_autoptr(GFile) kept = NULL;

      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ||
          info == NULL || g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
        {
          /* Cancelled, or something else than a file (a folder where the
           * file should be): nothing is set aside. */
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      kept = set_aside (file, local_error);
      g_propagate_error (error, hg_autosave_error_new_broken (kept, local_error));
      return NULL;
    }

  if (hg_game_get_is_over (game))
    {
      /* Finished: nothing to continue (it is removed as the game ends; a
       * file left from a crash at that moment goes now). */
      g_file_delete (file, cancellable, NULL);
      return NULL;
    }

  result = g_new0 (LoadResult, 1);
  result->game = g_steal_pointer (&game);
  result->saved = info != NULL ? g_file_info_get_modification_date_time (info) : NULL;
  result->game_file = g_steal_pointer (&game_file);
  return result;
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HgAutosave *self = source_object;
  GError *error = NULL;
  LoadResult *result = load (self->file, cancellable, &error);

  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) load_result_free);
}

static HgGame *
take_result (LoadResult  *result,
             GDateTime  **saved,
             GFile      **game_file)
{
  HgGame *game;

  if (saved != NULL)
    *saved = NULL;
  if (game_file != NULL)
    *game_file = NULL;
  if (result == NULL)
    return NULL;

  game = g_steal_pointer (&result->game);
  if (saved != NULL)
    *saved = g_steal_pointer (&result->saved);
  if (game_file != NULL)
    *game_file = g_steal_pointer (&result->game_file);
  load_result_free (result);
  return game;
}

/* GObject ---------------------------------------------------------------- */

static void
hg_autosave_dispose (GObject *object)
{
  HgAutosave *self = HG_AUTOSAVE (object);

  /* A running save holds a reference: here nothing runs any more.  A
   * change still waiting for its idle callback is written now. */
  g_clear_handle_id (&self->idle_id, g_source_remove);
  if (self->pending && self->game != NULL)
    {
      GError *error = NULL;

      self->pending = FALSE;
      if (hg_game_get_is_over (self->game))
        g_file_delete (self->file, NULL, NULL);
      else if (hg_save_make_folder (self->file, &error))
        {
          g_autoptr(GBytes) bytes = hg_save_to_bytes (self->game, self->game_file);

          hg_save_write (self->file, bytes, NULL, &error);
        }
      set_error (self, error);
    }
  self->pending = FALSE;
  hg_app_hold_set (&self->held, FALSE);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->game_file);

  G_OBJECT_CLASS (hg_autosave_parent_class)->dispose (object);
}

static void
hg_autosave_finalize (GObject *object)
{
  HgAutosave *self = HG_AUTOSAVE (object);

  g_clear_object (&self->file);
  g_clear_error (&self->error);

  G_OBJECT_CLASS (hg_autosave_parent_class)->finalize (object);
}

static void
hg_autosave_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  HgAutosave *self = HG_AUTOSAVE (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_GAME_FILE:
      g_value_set_object (value, self->game_file);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, is_busy (self));
      break;
    case PROP_ERROR:
      g_value_set_boxed (value, self->error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_autosave_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  HgAutosave *self = HG_AUTOSAVE (object);

  switch (prop_id)
    {
    case PROP_FILE:
      self->file = g_value_dup_object (value);
      if (self->file == NULL)
        self->file = hg_autosave_get_default_file ();
      break;
    case PROP_GAME:
      hg_autosave_set_game (self, g_value_get_object (value));
      break;
    case PROP_GAME_FILE:
      hg_autosave_set_game_file (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_autosave_class_init (HgAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hg_autosave_dispose;
  object_class->finalize = hg_autosave_finalize;
  object_class->get_property = hg_autosave_get_property;
  object_class->set_property = hg_autosave_set_property;

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, HG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME_FILE] =
    g_param_spec_object ("game-file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ERROR] =
    g_param_spec_boxed ("error", NULL, NULL, G_TYPE_ERROR,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hg_autosave_init (HgAutosave *self)
{
}

/* Public API ------------------------------------------------------------- */

GFile *
hg_autosave_get_default_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "hunters-gatherers",
                                            HG_AUTOSAVE_BASENAME, NULL);

  return g_file_new_for_path (path);
}

HgAutosave *
hg_autosave_new (GFile *file)
{
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  return g_object_new (HG_TYPE_AUTOSAVE, "file", file, NULL);
}

GFile *
hg_autosave_get_file (HgAutosave *self)
{
  g_return_val_if_fail (HG_IS_AUTOSAVE (self), NULL);

  return self->file;
}

void
hg_autosave_set_game (HgAutosave *self,
                      HgGame     *game)
{
  g_return_if_fail (HG_IS_AUTOSAVE (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  /* Another game: its file, if any, is set after this, and no save of it
   * has failed yet. */
  if (self->game_file != NULL)
    {
      g_clear_object (&self->game_file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_FILE]);
    }
  set_error (self, NULL);
  if (game != NULL)
    {
      g_signal_connect_object (game, "move-applied", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "undone", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "redone", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "game-over", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      hg_autosave_queue (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

HgGame *
hg_autosave_get_game (HgAutosave *self)
{
  g_return_val_if_fail (HG_IS_AUTOSAVE (self), NULL);

  return self->game;
}

void
hg_autosave_set_game_file (HgAutosave *self,
                           GFile      *file)
{
  g_return_if_fail (HG_IS_AUTOSAVE (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (self->game_file == file ||
      (self->game_file != NULL && file != NULL && g_file_equal (self->game_file, file)))
    return;

  g_set_object (&self->game_file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_FILE]);
  hg_autosave_queue (self);
}

GFile *
hg_autosave_get_game_file (HgAutosave *self)
{
  g_return_val_if_fail (HG_IS_AUTOSAVE (self), NULL);

  return self->game_file;
}

const GError *
hg_autosave_get_error (HgAutosave *self)
{
  g_return_val_if_fail (HG_IS_AUTOSAVE (self), NULL);

  return self->error;
}

void
hg_autosave_queue (HgAutosave *self)
{
  gboolean was_busy;

  g_return_if_fail (HG_IS_AUTOSAVE (self));

  if (self->game == NULL)
    return;

  was_busy = is_busy (self);
  self->pending = TRUE;
  if (!self->running && self->idle_id == 0)
    self->idle_id = g_idle_add_full (G_PRIORITY_DEFAULT, idle_cb, self, NULL);
  busy_changed (self, was_busy);
}

gboolean
hg_autosave_get_busy (HgAutosave *self)
{
  g_return_val_if_fail (HG_IS_AUTOSAVE (self), FALSE);

  return is_busy (self);
}

void
hg_autosave_clear (HgAutosave *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (HG_IS_AUTOSAVE (self));

  hg_autosave_set_game (self, NULL);
  g_clear_handle_id (&self->idle_id, g_source_remove);
  if (self->pending)
    {
      self->pending = FALSE;
      busy_changed (self, TRUE);
    }
  /* A save that runs would bring the file back: it goes when that ends. */
  if (self->running)
    self->clear = TRUE;
  else if (!g_file_delete (self->file, NULL, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_message ("The saved game in progress could not be removed: %s", error->message);
}

void
hg_autosave_load_async (HgAutosave          *self,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (HG_IS_AUTOSAVE (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_autosave_load_async);
  g_task_run_in_thread (task, load_thread);
}

HgGame *
hg_autosave_load_finish_full (HgAutosave    *self,
                              GAsyncResult  *result,
                              GDateTime    **saved,
                              GFile        **game_file,
                              GError       **error)
{
  g_return_val_if_fail (HG_IS_AUTOSAVE (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return take_result (g_task_propagate_pointer (G_TASK (result), error), saved, game_file);
}

HgGame *
hg_autosave_load_finish (HgAutosave    *self,
                         GAsyncResult  *result,
                         GDateTime    **saved,
                         GError       **error)
{
  return hg_autosave_load_finish_full (self, result, saved, NULL, error);
}

HgGame *
hg_autosave_load_full (HgAutosave    *self,
                       GDateTime    **saved,
                       GFile        **game_file,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_return_val_if_fail (HG_IS_AUTOSAVE (self), NULL);

  return take_result (load (self->file, cancellable, error), saved, game_file);
}

HgGame *
hg_autosave_load (HgAutosave    *self,
                  GDateTime    **saved,
                  GCancellable  *cancellable,
                  GError       **error)
{
  return hg_autosave_load_full (self, saved, NULL, cancellable, error);
}
