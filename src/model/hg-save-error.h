/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-save-error.h: the errors of saved games (HG_SAVE_ERROR, and
 * HG_AUTOSAVE_ERROR for the game in progress), and what a person reads
 * about them.
 *
 * Every error of hg_game_load(), hg_game_save(), HgAutosave and their
 * asynchronous forms is in one of these domains (or G_IO_ERROR_CANCELLED).
 * Its message is the technical detail: it names the file and the fault
 * ("game.hgsave: not a well-formed XML document (line 87: ...)").  What a
 * person is shown comes from the functions below:
 *
 *   summary  "The file cannot be read: you do not have permission."
 *   advice   "Open another file, or start a new game."
 *   detail   the message, for an expander or a "Details" button
 *
 * The window puts the summary and the advice in an alert and the detail
 * behind an expander; hunters-gatherers-cli prints hg_save_error_dup_line()
 * ("SUMMARY (DETAIL)") on its one error line. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define HG_SAVE_ERROR (hg_save_error_quark ())
GQuark hg_save_error_quark (void);

/* The codes stay as they are: new ones are only ever added at the end. */
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

/* Why a file could not be read (HG_SAVE_ERROR_READ) or written
 * (HG_SAVE_ERROR_WRITE), from the error of GIO or GLib behind it. */
typedef enum {
  HG_SAVE_CAUSE_NONE,            /* not a file system fault, or not known */
  HG_SAVE_CAUSE_NOT_FOUND,       /* the file does not exist */
  HG_SAVE_CAUSE_IS_FOLDER,       /* it is a folder */
  HG_SAVE_CAUSE_NOT_REGULAR,     /* a device, a pipe, ... */
  HG_SAVE_CAUSE_PERMISSION,      /* access denied */
  HG_SAVE_CAUSE_READ_ONLY,       /* a read-only file system or folder */
  HG_SAVE_CAUSE_NO_SPACE,        /* the disk is full */
  HG_SAVE_CAUSE_FILE_TOO_LARGE,  /* over the file size limit of the system */
  HG_SAVE_CAUSE_NO_FOLDER,       /* its folder does not exist, or is a file */
  HG_SAVE_CAUSE_BROKEN_LINK,     /* a symbolic link to nothing */
  HG_SAVE_CAUSE_LINK_LOOP,       /* symbolic links that lead in a circle */
  HG_SAVE_CAUSE_FILE_READ_ONLY,  /* the file itself is read-only */
  HG_SAVE_CAUSE_CHANGED,         /* changed on disk since it was read */
} HgSaveCause;

/* The cause of a HG_SAVE_ERROR (HG_SAVE_CAUSE_NONE for other errors). */
HgSaveCause    hg_save_error_get_cause     (const GError *error);

/* The error of GIO or GLib (G_IO_ERROR, G_FILE_ERROR) that a HG_SAVE_ERROR
 * READ or WRITE comes from, with its original domain and code; NULL if
 * there is none.  Owned by @error. */
const GError  *hg_save_error_get_io_error  (const GError *error);

/* For HG_SAVE_ERROR_BAD_HISTORY: the number of the bad move in the game,
 * counting from 1 (a move of the redo list counts on from the history);
 * 0 for other errors. */
guint          hg_save_error_get_move      (const GError *error);

/* What went wrong, in one or two short sentences that name no file and no
 * technical term ("The saved game is damaged or cut short.").  Works for
 * any error (others get a general sentence). */
char          *hg_save_error_dup_summary   (const GError *error);

/* What to do about it, in one sentence ("Free some disk space and save
 * again."). */
const char    *hg_save_error_get_advice    (const GError *error);

/* The technical detail: the error's message. */
const char    *hg_save_error_get_detail    (const GError *error);

/* "SUMMARY (DETAIL)", on one line. */
char          *hg_save_error_dup_line      (const GError *error);


#define HG_AUTOSAVE_ERROR (hg_autosave_error_quark ())
GQuark hg_autosave_error_quark (void);

typedef enum {
  /* The autosave could not be read: the game in progress is lost, the
   * damaged file is kept (renamed to *.broken beside it, or left where it
   * is if it cannot be renamed).  The message says so and names the kept
   * file. */
  HG_AUTOSAVE_ERROR_BROKEN,
} HgAutosaveError;

/* For HG_AUTOSAVE_ERROR_BROKEN: where the damaged file is now (owned by
 * @error), and why it could not be read (a HG_SAVE_ERROR).  NULL for other
 * errors. */
GFile         *hg_autosave_error_get_kept_file (const GError *error);
const GError  *hg_autosave_error_get_reason    (const GError *error);

G_END_DECLS
