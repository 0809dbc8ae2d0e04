/* SPDX-License-Identifier: GPL-3.0-or-later */
/* panels-test-util.h: helpers of the side panel, dialog and layout tests. */
#pragma once

#include <gtk/gtk.h>

#include "hg-game.h"

G_BEGIN_DECLS

/* Runs the main loop until @widget is mapped, laid out and drawn twice. */
void     panels_test_wait_for_frames (GtkWidget  *widget);
/* Renders @widget into $HG_TEST_OUTPUT/@filename; returns the texture. */
GdkTexture *panels_test_save_png     (GtkWidget  *widget,
                                      const char *filename);
/* A game of @n_players named Ana, Ben, Cy, Dan, Eve, decks from @seed. */
HgGame  *panels_test_new_game        (guint       n_players,
                                      guint32     seed);
/* Plays one legal move chosen by @rng (figures preferred half the time). */
void     panels_test_play_one        (HgGame     *game,
                                      GRand      *rng);
/* The first widget of @type under @widget whose "icon-name" (for buttons)
 * is @icon_name (NULL: any). */
GtkWidget *panels_test_find          (GtkWidget  *widget,
                                      GType       type,
                                      const char *icon_name);

G_END_DECLS
