/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-save-error-private.h: filling in the extra fields of the errors of
 * hg-save-error.h, for the loader, the writer and the autosave. */
#pragma once

#include "hg-save-error.h"

G_BEGIN_DECLS

/* The cause that @io_error (G_IO_ERROR or G_FILE_ERROR) names, as far as
 * it goes: HG_SAVE_CAUSE_NONE for anything else. */
HgSaveCause  hg_save_cause_from_error      (const GError  *io_error);

/* Each of these does nothing unless *@error is a HG_SAVE_ERROR: callers
 * pass on the GError ** they were given, which may be NULL. */
void         hg_save_error_set_cause       (GError       **error,
                                            HgSaveCause    cause,
                                            const GError  *io_error);
void         hg_save_error_set_move        (GError       **error,
                                            guint          move);
/* For HG_SAVE_ERROR_NOT_XML: whether the bytes look like the start of a
 * saved game (then it is damaged or cut short, not some other file). */
void         hg_save_error_set_damaged     (GError       **error,
                                            gboolean       damaged);

/* HG_AUTOSAVE_ERROR_BROKEN: the damaged file is now @kept; @reason is why
 * it could not be read. */
GError      *hg_autosave_error_new_broken  (GFile         *kept,
                                            const GError  *reason);

G_END_DECLS
