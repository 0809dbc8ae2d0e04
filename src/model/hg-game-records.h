/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-records.h: the history of finished games, kept in a folder
 * (g_get_user_data_dir()/hunters-gatherers/records by default): an index
 * of what each game was (HgGameRecord) and a copy of each whole game, so
 * that it can be looked at again wherever its own file went.
 *
 * HgGameRecords is a GListModel of HgGameRecord, newest first.  A finished
 * game joins it once: records are keyed by the game's identity (the setup
 * and the moves of its history, hg_game_records_identify()), so a game
 * that ends again after undo and redo, or that is opened again from its
 * file, is not counted twice.  An HgGame that ends again after its last
 * moves were taken back and played differently replaces the record it
 * added: it is the same game, ended another way.
 *
 * The folder holds:
 *   records.ini          the index, a GKeyFile: a group [records] with
 *                        format=1, then one group [game ID] per game with
 *                        date (ISO 8601, UTC), names, colours, levels and
 *                        scores (one list entry per seat) and winners (the
 *                        seats that share the win);
 *   games/ID.hgsave      the copy of game ID, a saved game.
 *
 * The index is read in a worker thread a line at a time, a group at a
 * time, so that reading keeps the records and not the file.  Every file
 * is written atomically in a worker thread, the copy before the index; changes that come while a write runs are written when it ends,
 * and the default GApplication is held meanwhile.  An index that cannot be
 * read is renamed beside it to the first free name of records.ini.broken,
 * records.ini.broken.2, ... (never deleted, nothing replaced); a group
 * that is damaged is left out (the file as it was is copied to such a
 * name).  Either way the records lost are read back from the copies of
 * the games that are still there, and the index is written again; the
 * kept file is told by hg_game_records_get_damaged_file().  Neither is an
 * error: nothing is lost that could be read, and the game goes on. */
#pragma once

#include <gio/gio.h>

#include "hg-game.h"
#include "hg-game-record.h"
#include "hg-game-records-file.h"

G_BEGIN_DECLS

#define HG_TYPE_GAME_RECORDS (hg_game_records_get_type ())

G_DECLARE_FINAL_TYPE (HgGameRecords, hg_game_records, HG, GAME_RECORDS, GObject)

/* <user data dir>/hunters-gatherers/records */
GFile         *hg_game_records_get_default_folder (void);

/* The records kept in @folder (a local folder; NULL: the default one).
 * Nothing is read until hg_game_records_load_async() or the first game
 * added. */
HgGameRecords *hg_game_records_new          (GFile               *folder);
GFile         *hg_game_records_get_folder   (HgGameRecords       *self);
/* The index, records.ini in the folder. */
GFile         *hg_game_records_get_file     (HgGameRecords       *self);

/* Read the index (in a worker thread) and add its records to those added
 * meanwhile.  Fails only when cancelled: a missing file is no records, a
 * damaged one is set aside (see above). */
void           hg_game_records_load_async   (HgGameRecords       *self,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
gboolean       hg_game_records_load_finish  (HgGameRecords       *self,
                                             GAsyncResult        *result,
                                             GError             **error);
/* The same, synchronously. */
gboolean       hg_game_records_load         (HgGameRecords       *self,
                                             GCancellable        *cancellable,
                                             GError             **error);
/* Whether the index has been read (property "loaded"). */
gboolean       hg_game_records_get_loaded   (HgGameRecords       *self);
/* Once loaded: where a damaged index was kept (NULL: none was found), and
 * how many records were read back from the copies of the games then. */
GFile         *hg_game_records_get_damaged_file (HgGameRecords   *self);
guint          hg_game_records_get_n_rebuilt    (HgGameRecords   *self);
/* What people are told of it: a sentence that names the kept file and
 * how many games were read back, or NULL when nothing was damaged.  Free
 * with g_free(). */
char          *hg_game_records_dup_damage_notice (HgGameRecords  *self);

/* Keep finished @game: a record at the top of the list, its copy and the
 * index written (asynchronously).  Returns TRUE when a record was added,
 * FALSE when the game is already recorded. */
gboolean       hg_game_records_add_game     (HgGameRecords       *self,
                                             HgGame              *game);
/* The record of identity @id, or NULL. */
HgGameRecord  *hg_game_records_lookup       (HgGameRecords       *self,
                                             const char          *id);

/* Whether something is waiting to be written or being written (property
 * "busy"). */
gboolean       hg_game_records_get_busy     (HgGameRecords       *self);

G_END_DECLS
