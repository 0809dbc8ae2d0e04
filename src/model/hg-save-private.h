/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-save-private.h: saving and loading with the file a game belongs to
 * (format 2, written by the autosave), and writing a document made
 * already. */
#pragma once

#include "hg-save.h"

G_BEGIN_DECLS

/* The format that records the game's file. */
#define HG_SAVE_FORMAT_GAME_FILE 2

/* The document of @game; with @game_file (not NULL) it records that file
 * and is format 2, else it is what hg_game_to_bytes() gives. */
GBytes   *hg_save_to_bytes      (HgGame               *game,
                                 GFile                *game_file);

/* hg_game_new_from_bytes() that also gives the file the document records
 * in *@game_file (NULL if none). */
HgGame   *hg_save_from_bytes    (GBytes               *bytes,
                                 const char           *name,
                                 GFile               **game_file,
                                 GError              **error);
/* hg_game_load() that also gives, each where asked for (may be NULL), the
 * file the document records in *@game_file (NULL if none) and the version
 * of the file that was read in *@version (opaque; free with g_free()), for
 * hg_save_write_version(). */
HgGame   *hg_save_load          (GFile                *file,
                                 GCancellable         *cancellable,
                                 GFile               **game_file,
                                 char                **version,
                                 GError              **error);

/* hg_game_save() and hg_game_save_async() of @bytes (finish the latter
 * with hg_game_save_finish()). */
gboolean  hg_save_write         (GFile                *file,
                                 GBytes               *bytes,
                                 GCancellable         *cancellable,
                                 GError              **error);
/* hg_save_write() only if @file is still the @version that was read
 * (hg_save_load()), so a change made meanwhile by something else
 * is not lost: otherwise HG_SAVE_ERROR_WRITE with HG_SAVE_CAUSE_CHANGED
 * and nothing is written (a file that is gone is changed too).  A NULL
 * @version writes whatever is there.  The version of the file written
 * is given in *@new_version (may be NULL; NULL if it cannot be told). */
gboolean  hg_save_write_version (GFile                *file,
                                 GBytes               *bytes,
                                 const char           *version,
                                 char                **new_version,
                                 GCancellable         *cancellable,
                                 GError              **error);
void      hg_save_write_async   (HgGame               *game,
                                 GBytes               *bytes,
                                 GFile                *file,
                                 GCancellable         *cancellable,
                                 GAsyncReadyCallback   callback,
                                 gpointer              user_data);

/* Makes the folder of @file (a local file) if it is missing;
 * HG_SAVE_ERROR_WRITE if that cannot be done. */
gboolean  hg_save_make_folder   (GFile                *file,
                                 GError              **error);

G_END_DECLS
