/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-save.h: saved games (*.hgsave, application/x-hunters-gatherers-save).
 * The format is described in docs/save-format.md and data/hgsave.rng. */
#pragma once

#include <gio/gio.h>

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_SAVE_FORMAT       1
#define HG_SAVE_MIME_TYPE    "application/x-hunters-gatherers-save"
#define HG_SAVE_EXTENSION    ".hgsave"
#define HG_SAVE_MAX_SIZE     (4 * 1024 * 1024)  /* bytes; larger files are refused */
#define HG_SAVE_MAX_DEPTH    16                 /* element nesting */

#define HG_SAVE_ERROR (hg_save_error_quark ())
GQuark hg_save_error_quark (void);

/* Every message starts with the file's name and says what is wrong. */
typedef enum {
  HG_SAVE_ERROR_READ,           /* cannot be read (missing, a folder, ...) */
  HG_SAVE_ERROR_WRITE,          /* cannot be written */
  HG_SAVE_ERROR_TOO_LARGE,
  HG_SAVE_ERROR_EMPTY,
  HG_SAVE_ERROR_NOT_XML,        /* not well-formed XML */
  HG_SAVE_ERROR_FORBIDDEN,      /* DOCTYPE, entities, too deep */
  HG_SAVE_ERROR_NOT_SAVE,       /* XML, but not a saved game */
  HG_SAVE_ERROR_NEWER_FORMAT,   /* saved by a newer version */
  HG_SAVE_ERROR_INVALID,        /* against the schema or a bad setup */
  HG_SAVE_ERROR_BAD_HISTORY,    /* a move that is malformed or illegal */
  HG_SAVE_ERROR_MISMATCH,       /* the summary disagrees with the history */
} HgSaveError;

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
 * the new save, never a part of one. */
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
