/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-welcome-page.h: what the window shows while there is no game: the
 * game's icon, name and a sentence, New Game and Open a Saved Game; the
 * game of the last session to continue (win.continue), with its players,
 * turn, tiles left and when it was kept; or, when that game could not be
 * restored, why, with Show File (win.show-broken-file) and the technical
 * detail. */
#pragma once

#include <gtk/gtk.h>

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_TYPE_WELCOME_PAGE (hg_welcome_page_get_type ())

G_DECLARE_FINAL_TYPE (HgWelcomePage, hg_welcome_page, HG, WELCOME_PAGE, GtkWidget)

/* The game offered to continue (NULL: none), kept at @saved (may be
 * NULL). */
void   hg_welcome_page_set_offer        (HgWelcomePage *self,
                                         HgGame        *game,
                                         GDateTime     *saved);
/* The last session's game could not be restored: @text says so, @detail
 * is the technical detail, and @file the damaged file, where it is kept
 * now (for Show File). */
void   hg_welcome_page_set_not_restored (HgWelcomePage *self,
                                         const char    *text,
                                         const char    *detail,
                                         GFile         *file);
GFile *hg_welcome_page_get_kept_file    (HgWelcomePage *self);

/* Continue was pressed and the game is being opened (its board's tiles
 * painted before it shows): the Continue button says so, with a
 * spinner. */
void   hg_welcome_page_set_opening      (HgWelcomePage *self,
                                         gboolean       opening);

/* What the page says about a game offered: the players, the turn and the
 * tiles left, and when it was kept (@saved may be NULL).  A newly
 * allocated string of a few lines. */
char  *hg_welcome_page_describe_offer   (HgGame        *game,
                                         GDateTime     *saved);

G_END_DECLS
