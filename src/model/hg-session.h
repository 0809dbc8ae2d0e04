/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-session.h: the game in play and everything that keeps it: the file
 * it belongs to and the version of that file as last read or written
 * here, whether it has moves not saved there, the autosave that follows
 * it, the game offered to continue at a start, a copy of it looked at in
 * review, and the records that finished games join.
 *
 * The window shows a session and the command-line tool reads and writes
 * its files through one: so there is one place that keeps a save safe.
 * Writing is atomic, keeps the file's mode and follows a symbolic link
 * (hg-save.h); and a file changed by something else since it was read or
 * written here is never overwritten unasked: saving it fails with
 * HG_SAVE_ERROR_WRITE and HG_SAVE_CAUSE_CHANGED, and
 * HG_SESSION_SAVE_REPLACE_CHANGED replaces it when the person says so.  A
 * file that is gone meanwhile is changed too, unless
 * HG_SESSION_SAVE_RECREATE_GONE writes it anew (and the save says so).
 *
 * GLib and GIO only: no GTK. */
#pragma once

#include <gio/gio.h>

#include "hg-autosave.h"
#include "hg-analysis.h"
#include "hg-game.h"
#include "hg-game-records.h"

G_BEGIN_DECLS

#define HG_TYPE_SESSION (hg_session_get_type ())

G_DECLARE_FINAL_TYPE (HgSession, hg_session, HG, SESSION, GObject)

typedef enum {
  HG_SESSION_SAVE_NONE            = 0,
  /* Replace the session's own file even if something else changed it
   * since it was read or written here. */
  HG_SESSION_SAVE_REPLACE_CHANGED = 1 << 0,
  /* Write the session's own file anew if it is gone since it was read or
   * written here (without this, a file gone is a file changed). */
  HG_SESSION_SAVE_RECREATE_GONE   = 1 << 1,
} HgSessionSaveFlags;

/* A session whose game is followed by @autosave (NULL: none, as for the
 * command-line tool), and offered from it at a start. */
HgSession    *hg_session_new                 (HgAutosave          *autosave);
HgAutosave   *hg_session_get_autosave        (HgSession           *self);

/* The records that a game of this session joins when it ends (once,
 * however often it ends); NULL: none. */
void          hg_session_set_records         (HgSession           *self,
                                              HgGameRecords       *records);

/* The game in play (property "game"; NULL: none) and the file it belongs
 * to (property "file"; NULL: never saved).  Setting a game always
 * notifies "game", even the same game again: it is shown anew.  It has
 * nothing unsaved; a review stops, and the game offered to continue is no
 * longer offered.  @version is the version of @file that @game was read
 * from (hg_session_read_finish()), NULL if not known: then the next save
 * writes whatever the file is then.  The autosave takes the game only
 * from its first change on, so a game only looked at does not replace the
 * one offered at the next start. */
void          hg_session_set_game            (HgSession           *self,
                                              HgGame              *game,
                                              GFile               *file,
                                              const char          *version);
HgGame       *hg_session_get_game            (HgSession           *self);
GFile        *hg_session_get_file            (HgSession           *self);

/* Whether the game has moves that its file (or, without a file, any
 * file) does not have (property "unsaved"). */
gboolean      hg_session_get_unsaved         (HgSession           *self);

/* Reading a saved game, without changing the session: the game, and the
 * version of the file that was read in *@version (may be NULL; free with
 * g_free()).  Errors are HG_SAVE_ERROR (hg-save-error.h). */
HgGame       *hg_session_read                (GFile               *file,
                                              char               **version,
                                              GCancellable        *cancellable,
                                              GError             **error);
void          hg_session_read_async          (GFile               *file,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
HgGame       *hg_session_read_finish         (GAsyncResult        *result,
                                              char               **version,
                                              GError             **error);

/* Reads @file and makes its game the game in play (an autosave's record
 * of the file its game belongs to is kept, and written back with it).  A
 * file that cannot be read changes nothing. */
gboolean      hg_session_open                (HgSession           *self,
                                              GFile               *file,
                                              GCancellable        *cancellable,
                                              GError             **error);

/* Saves the game in play to @file (NULL: its own file, which it must
 * have).  Written to the session's own file, the file must still be the
 * version read or written here unless @flags say otherwise; a file that
 * is gone is written anew with HG_SESSION_SAVE_RECREATE_GONE, and then
 * *@recreated (may be NULL) is TRUE.  Once
 * written, @file is the game's file and nothing is unsaved, unless moves
 * were made while it was written.  A failed save changes nothing. */
gboolean      hg_session_save                (HgSession           *self,
                                              GFile               *file,
                                              HgSessionSaveFlags   flags,
                                              gboolean            *recreated,
                                              GCancellable        *cancellable,
                                              GError             **error);
void          hg_session_save_async          (HgSession           *self,
                                              GFile               *file,
                                              HgSessionSaveFlags   flags,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
gboolean      hg_session_save_finish         (HgSession           *self,
                                              GAsyncResult        *result,
                                              gboolean            *recreated,
                                              GError             **error);

/* The game offered to continue (property "resume-game"; NULL: none), when
 * it was kept, and the file it belongs to (NULL: none). */
HgGame       *hg_session_get_resume_game     (HgSession           *self);
GDateTime    *hg_session_get_resume_saved    (HgSession           *self);

/* Reads the autosave (hg_autosave_load_async()): its game is offered
 * unless the session has a game by then.  The error is the autosave's
 * (HG_AUTOSAVE_ERROR_BROKEN: it was damaged and set aside). */
void          hg_session_load_resume_async   (HgSession           *self,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
gboolean      hg_session_load_resume_finish  (HgSession           *self,
                                              GAsyncResult        *result,
                                              GError             **error);

/* Makes the game offered the game in play at once, followed by the
 * autosave; then, in the background, takes the file it belongs to if
 * that is a saved game on this computer, or nothing yet: with the
 * version read, and unsaved unless the file holds the same game.  A file
 * that is not taken (not a local path, or something else than a saved
 * game) fails the finish with an error and gives it in *@unlinked (may be
 * NULL): the game goes on without a file.  FALSE at once, without error,
 * when nothing is offered. */
void          hg_session_continue_async      (HgSession           *self,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
gboolean      hg_session_continue_finish     (HgSession           *self,
                                              GAsyncResult        *result,
                                              GFile              **unlinked,
                                              GError             **error);

/* Review: a copy of the game in play as it was after move @move
 * (hg_game_copy_at(); property "review").  The game in play is not
 * touched while it is looked at. */
gboolean      hg_session_start_review        (HgSession           *self,
                                              guint                move,
                                              GError             **error);
void          hg_session_stop_review         (HgSession           *self);
/* The coach's analysis of the moves of the game in play (hg-analysis.h),
 * kept with that game while its moves stay what they were: the moves
 * played since, or taken back, start a new one. */
HgAnalysis   *hg_session_get_analysis        (HgSession           *self);
HgGame       *hg_session_get_review          (HgSession           *self);
/* The position looked at becomes the game in play, in the same file,
 * with its moves unsaved (the later ones can be redone). */
void          hg_session_continue_from_review (HgSession          *self);

G_END_DECLS
