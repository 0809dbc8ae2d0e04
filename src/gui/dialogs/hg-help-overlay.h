/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-help-overlay.h: the Keyboard Shortcuts window (ui/help-overlay.ui,
 * which GtkApplication gives every window) made to fit a 1366x768 screen
 * in every language: each shortcut's title is broken into lines of a few
 * dozen characters instead of widening its column, and key names that GTK
 * shows with an underscore ("Page_Down", where it has no translation)
 * are shown with a space. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void hg_help_overlay_fit (GtkWindow *overlay);

G_END_DECLS
