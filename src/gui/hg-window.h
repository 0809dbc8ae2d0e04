/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window.h: the main window: the board (HgBoardView) with the side
 * panel (HgSidePanel) for the game in progress, the header bar, and the
 * game's file.  Open / Save / Save As and the unsaved-moves question are
 * in hg-window-files.h. */
#pragma once

#include <adwaita.h>

#include "hg-application.h"
#include "hg-autosave.h"
#include "hg-game.h"
#include "hg-session.h"

G_BEGIN_DECLS

#define HG_TYPE_WINDOW (hg_window_get_type ())

G_DECLARE_FINAL_TYPE (HgWindow, hg_window, HG, WINDOW, AdwApplicationWindow)

HgWindow  *hg_window_new          (HgApplication *application);
/* Load @file (asking first if the current game has unsaved moves); a file
 * that cannot be read is explained in a dialog and changes nothing. */
void       hg_window_open_file    (HgWindow      *self,
                                   GFile         *file);
/* Opens @file in review mode (a finished game of the records). */
void       hg_window_review_file  (HgWindow      *self,
                                   GFile         *file);
void       hg_window_show_message (HgWindow      *self,
                                   const char    *message);

/* Ask about unsaved moves, then show the new-game dialog. */
void       hg_window_new_game     (HgWindow      *self);

/* The game shown, and the file it was opened from or last saved to (NULL
 * for a game never saved). */
HgGame    *hg_window_get_game     (HgWindow      *self);
GFile     *hg_window_get_file     (HgWindow      *self);
void       hg_window_set_game     (HgWindow      *self,
                                   HgGame        *game,
                                   GFile         *file);
/* Whether moves were made, undone or redone since the game was opened,
 * created or saved. */
gboolean   hg_window_get_unsaved  (HgWindow      *self);

/* The summary of a finished game (also shown after the final scoring has
 * been played back on the board). */
void       hg_window_show_game_over (HgWindow    *self);

/* The parts, for tests. */
GtkWidget *hg_window_get_board_view (HgWindow    *self);
GtkWidget *hg_window_get_side_panel (HgWindow    *self);
/* Where the window keeps the game in progress (see hg-autosave.h). */
HgAutosave *hg_window_get_autosave  (HgWindow    *self);
/* The game in play and what keeps it (hg-session.h). */
HgSession  *hg_window_get_session   (HgWindow    *self);

G_END_DECLS
