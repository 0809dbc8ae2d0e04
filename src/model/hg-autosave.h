/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-autosave.h: the game in progress, kept in one file
 * (g_get_user_data_dir()/hunters-gatherers/autosave.hgsave by default) so
 * that quitting, closing the window or a crash never loses more than the
 * move being made, and the game can be continued at the next start.
 *
 * An HgAutosave follows one game: after every move, undo and redo it saves
 * the game with hg_game_save_async() (atomic: the file is always a whole
 * save); while a save runs, further changes are coalesced into one more
 * save when it ends.  A finished game removes the file: only unfinished
 * games are offered to be continued.
 *
 * The file also records the file the game belongs to (the .hgsave the
 * person opened or saved it as), so a continued game saves there again.
 *
 * Errors are in HG_SAVE_ERROR and HG_AUTOSAVE_ERROR (hg-save-error.h), with
 * a summary and advice for people. */
#pragma once

#include <gio/gio.h>

#include "hg-game.h"
#include "hg-save-error.h"

G_BEGIN_DECLS

#define HG_AUTOSAVE_BASENAME  "autosave.hgsave"
/* What a file that cannot be read is renamed to (beside it; then
 * .broken.2, .broken.3, ... if that name is taken). */
#define HG_AUTOSAVE_BROKEN_SUFFIX ".broken"

#define HG_TYPE_AUTOSAVE (hg_autosave_get_type ())

G_DECLARE_FINAL_TYPE (HgAutosave, hg_autosave, HG, AUTOSAVE, GObject)

/* The default place: <user data dir>/hunters-gatherers/autosave.hgsave. */
GFile      *hg_autosave_get_default_file (void);

/* An autosave kept in @file (NULL: the default file). */
HgAutosave *hg_autosave_new              (GFile               *file);
GFile      *hg_autosave_get_file         (HgAutosave          *self);

/* The game to follow (NULL: none).  Setting a game saves it at once (or
 * removes the file if it is over), then after every change.  Another game
 * than the one followed has no file yet: set it after this. */
void        hg_autosave_set_game         (HgAutosave          *self,
                                          HgGame              *game);
HgGame     *hg_autosave_get_game         (HgAutosave          *self);

/* The file the followed game belongs to, recorded in the autosave
 * (property "game-file"; NULL: none, a game never saved).  Set it when
 * the game is opened from a file, saved as one, or continued with the
 * file the load gave; a change is saved at once. */
void        hg_autosave_set_game_file    (HgAutosave          *self,
                                          GFile               *file);
GFile      *hg_autosave_get_game_file    (HgAutosave          *self);

/* Why the last save failed (property "error", a HG_SAVE_ERROR_WRITE with
 * its cause), or NULL once a save has worked, the game is over or another
 * game is set.  The game itself is untouched by a failed save, and the
 * file keeps the last save that worked. */
const GError *hg_autosave_get_error      (HgAutosave          *self);

/* Save the game now (asynchronously; coalesced with a save that runs). */
void        hg_autosave_queue            (HgAutosave          *self);

/* Whether a save or removal is running or waiting (property "busy").
 * While it is, the default GApplication, if any, is held, so quitting
 * waits for the last move to be written. */
gboolean    hg_autosave_get_busy         (HgAutosave          *self);

/* Remove the file (the game was finished or is not wanted). */
void        hg_autosave_clear            (HgAutosave          *self);

/* Read the autosave in a worker thread.  The result is the unfinished game
 * it holds, when it was saved and the file the game belongs to (NULL if it
 * records none: a game never saved, or an autosave of format 1).  NULL
 * without error when there is nothing to continue: no file, or a finished
 * game (which is removed).
 *
 * A file that cannot be read is renamed beside it to the first free name
 * of *.broken, *.broken.2, *.broken.3, ..., so it is neither offered again
 * nor overwritten (nor anything set aside before), and the load fails with
 * HG_AUTOSAVE_ERROR_BROKEN, which says so and where the file is kept
 * (hg_autosave_error_get_kept_file(); why: hg_autosave_error_get_reason()).
 * If it cannot be renamed it is left where it is, and the error names it
 * there.  Something that is not a file (a folder where the file should
 * be) is left alone, with its HG_SAVE_ERROR_READ. */
void        hg_autosave_load_async       (HgAutosave          *self,
                                          GCancellable        *cancellable,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data);
HgGame     *hg_autosave_load_finish_full (HgAutosave          *self,
                                          GAsyncResult        *result,
                                          GDateTime          **saved,
                                          GFile              **game_file,
                                          GError             **error);
/* The same, synchronously. */
HgGame     *hg_autosave_load_full        (HgAutosave          *self,
                                          GDateTime          **saved,
                                          GFile              **game_file,
                                          GCancellable        *cancellable,
                                          GError             **error);

/* The same without the game's file. */
HgGame     *hg_autosave_load_finish      (HgAutosave          *self,
                                          GAsyncResult        *result,
                                          GDateTime          **saved,
                                          GError             **error);
HgGame     *hg_autosave_load             (HgAutosave          *self,
                                          GDateTime          **saved,
                                          GCancellable        *cancellable,
                                          GError             **error);

G_END_DECLS
