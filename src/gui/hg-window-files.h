/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-files.h: the window's saved games: Open, Save, Save As, and
 * the question Save / Discard / Cancel before unsaved moves would be lost
 * (New Game, Open, closing the window, Quit). */
#pragma once

#include "hg-window.h"

G_BEGIN_DECLS

/* Called when a step is done: @proceed is TRUE when the caller may go on
 * (saved, discarded, or nothing to save), FALSE when the person cancelled
 * or saving failed. */
typedef void (*HgWindowDoneFunc) (HgWindow *window,
                                  gboolean  proceed,
                                  gpointer  user_data);

/* If the game has unsaved moves, ask Save / Discard / Cancel; then call
 * @func (at once when there is nothing to lose). */
void hg_window_confirm_discard (HgWindow         *self,
                                HgWindowDoneFunc  func,
                                gpointer          user_data);

/* Save the game: to its file, or (no file yet, or @save_as) to a file the
 * person chooses.  @func may be NULL.  The game's own file is looked at
 * first: deleted meanwhile, it is saved anew and the person told; changed
 * by something else since it was opened or saved here, the person is
 * asked Save / Save As / Cancel. */
void hg_window_save            (HgWindow         *self,
                                gboolean          save_as,
                                HgWindowDoneFunc  func,
                                gpointer          user_data);

/* Save the game to @file without asking (also what the dialogs end in). */
void hg_window_save_to         (HgWindow         *self,
                                GFile            *file,
                                HgWindowDoneFunc  func,
                                gpointer          user_data);

/* Ask about unsaved moves, then let the person choose a saved game and
 * open it (hg_window_open_file()). */
void hg_window_choose_open     (HgWindow         *self);

/* Tell the person that @file (NULL: none to name) could not be read or
 * written, from @error (hg-save-error.h): an alert with @heading whose
 * text is the file's name, what went wrong and what to do, with the
 * technical detail behind a "Details" expander. */
void hg_window_show_error      (HgWindow         *self,
                                const char       *heading,
                                GFile            *file,
                                const GError     *error);

/* The name of @file to show a person (its basename, in UTF-8). */
char *hg_window_dup_file_name  (GFile            *file);

G_END_DECLS
