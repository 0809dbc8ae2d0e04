/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-save.h: saved games (*.hgsave, application/x-hunters-gatherers-save).
 * The format is described in docs/save-format.md and data/hgsave.rng. */
#pragma once

#include <gio/gio.h>

#include "hg-game.h"
#include "hg-save-error.h"

G_BEGIN_DECLS

/* The newest format this version reads and writes.  Format 1 is the saved
 * game; format 2 adds the file the game belongs to, which only the
 * autosave records.  A file is written in the oldest format that holds it,
 * so files saved with Save stay format 1 (docs/save-format.md). */
#define HG_SAVE_FORMAT       2
#define HG_SAVE_MIME_TYPE    "application/x-hunters-gatherers-save"
#define HG_SAVE_EXTENSION    ".hgsave"

/* Limits of what is read (docs/save-format.md, "Limits"): larger, deeper
 * or longer is refused.  A player's name is at most HG_GAME_MAX_NAME
 * characters. */
#define HG_SAVE_MAX_SIZE     (1024 * 1024)      /* bytes in the file */
#define HG_SAVE_MAX_DEPTH    16                 /* element nesting */
#define HG_SAVE_MAX_NODES    4096               /* elements, comments, processing
                                                 * instructions, CDATA sections */
#define HG_SAVE_MAX_ATTRIBUTES 64               /* attributes of one element */
#define HG_SAVE_MAX_REFERENCES 32768            /* &...; references */
#define HG_SAVE_MAX_URI      16384              /* bytes in the URI of a game's file: a
                                                 * path of 4096 bytes, each escaped */

/* The whole document, as it would be written. */
GBytes   *hg_game_to_bytes         (HgGame               *game);

/* Read a document.  @name is how to call the file in messages. */
HgGame   *hg_game_new_from_bytes   (GBytes               *bytes,
                                    const char           *name,
                                    GError              **error);

/* Load @file (at most HG_SAVE_MAX_SIZE bytes): always a new game, so a
 * failed load changes nothing that is open. */
HgGame   *hg_game_load             (GFile                *file,
                                    GCancellable         *cancellable,
                                    GError              **error);
void      hg_game_load_async       (GFile                *file,
                                    GCancellable         *cancellable,
                                    GAsyncReadyCallback   callback,
                                    gpointer              user_data);
HgGame   *hg_game_load_finish      (GAsyncResult         *result,
                                    GError              **error);

/* Save @game to @file: the document is made in memory, then written to a
 * temporary file that replaces @file, so @file is always either the old or
 * the new save, never a part of one.  A symbolic link is followed (the
 * file it leads to is replaced), the mode is kept, and a link to nothing
 * or in a circle, a special file and a read-only file are refused
 * (docs/save-format.md, "Writing"). */
gboolean  hg_game_save             (HgGame               *game,
                                    GFile                *file,
                                    GCancellable         *cancellable,
                                    GError              **error);
void      hg_game_save_async       (HgGame               *game,
                                    GFile                *file,
                                    GCancellable         *cancellable,
                                    GAsyncReadyCallback   callback,
                                    gpointer              user_data);
gboolean  hg_game_save_finish      (HgGame               *game,
                                    GAsyncResult         *result,
                                    GError              **error);

G_END_DECLS
