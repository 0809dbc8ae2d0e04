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
 * games are offered to be continued. */
#pragma once

#include <gio/gio.h>

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_AUTOSAVE_BASENAME  "autosave.hgsave"
/* What a file that cannot be read is renamed to (beside it). */
#define HG_AUTOSAVE_BROKEN_SUFFIX ".broken"

#define HG_TYPE_AUTOSAVE (hg_autosave_get_type ())

G_DECLARE_FINAL_TYPE (HgAutosave, hg_autosave, HG, AUTOSAVE, GObject)

/* The default place: <user data dir>/hunters-gatherers/autosave.hgsave. */
GFile      *hg_autosave_get_default_file (void);

/* An autosave kept in @file (NULL: the default file). */
HgAutosave *hg_autosave_new              (GFile               *file);
GFile      *hg_autosave_get_file         (HgAutosave          *self);

/* The game to follow (NULL: none).  Setting a game saves it at once (or
 * removes the file if it is over), then after every change. */
void        hg_autosave_set_game         (HgAutosave          *self,
                                          HgGame              *game);
HgGame     *hg_autosave_get_game         (HgAutosave          *self);

/* Save the game now (asynchronously; coalesced with a save that runs). */
void        hg_autosave_queue            (HgAutosave          *self);

/* Whether a save or removal is running or waiting (property "busy").
 * While it is, the default GApplication, if any, is held, so quitting
 * waits for the last move to be written. */
gboolean    hg_autosave_get_busy         (HgAutosave          *self);

/* Remove the file (the game was finished or is not wanted). */
void        hg_autosave_clear            (HgAutosave          *self);

/* Read the autosave in a worker thread.  The result is the unfinished game
 * it holds and when it was saved, or NULL without error when there is
 * nothing to continue: no file, a finished game, or a file that cannot be
 * read (which is renamed to *.broken beside it, so it is neither offered
 * again nor overwritten silently). */
void        hg_autosave_load_async       (HgAutosave          *self,
                                          GCancellable        *cancellable,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data);
HgGame     *hg_autosave_load_finish      (HgAutosave          *self,
                                          GAsyncResult        *result,
                                          GDateTime          **saved,
                                          GError             **error);
/* The same, synchronously. */
HgGame     *hg_autosave_load             (HgAutosave          *self,
                                          GDateTime          **saved,
                                          GCancellable        *cancellable,
                                          GError             **error);

G_END_DECLS
