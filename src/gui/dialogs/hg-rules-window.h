/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-rules-window.h: the rules of the game for a newcomer, in one scrolled
 * page of chapters (goal, a turn, the landscape, tribe members, scoring,
 * bonus tiles, the end, using the program), with pictures that the tile and
 * figure painters draw.  Opened by app.rules (F1). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define HG_TYPE_RULES_WINDOW (hg_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (HgRulesWindow, hg_rules_window, HG, RULES_WINDOW, AdwWindow)

/* A new rules window beside @parent (may be NULL). */
HgRulesWindow *hg_rules_window_new               (GtkWindow      *parent);

/* Present the rules window of @app, creating it beside the active window
 * if there is none yet.  Returns it (owned by GTK). */
HgRulesWindow *hg_rules_window_present_for       (GtkApplication *app);

/* The chapters and pictures (for tests). */
guint          hg_rules_window_get_n_sections    (HgRulesWindow  *self);
const char    *hg_rules_window_get_section_title (HgRulesWindow  *self,
                                                  guint           index);
/* Scroll the page to chapter @index (as the Chapters menu does); a window
 * not laid out yet scrolls there once it is. */
void           hg_rules_window_show_section      (HgRulesWindow  *self,
                                                  guint           index);
guint          hg_rules_window_get_n_pictures    (HgRulesWindow  *self);
GtkWidget     *hg_rules_window_get_picture       (HgRulesWindow  *self,
                                                  guint           index);

G_END_DECLS
