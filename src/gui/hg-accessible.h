/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-accessible.h: names for a screen reader where GTK gives none. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names the button inside @button, which takes the focus, after
 * @button's tooltip: GTK 4.10 and newer focus that inner button, and it
 * does not take the name of the menu button around it, so a screen reader
 * would say only "toggle button". */
void  hg_accessible_name_menu_button  (GtkMenuButton *button);

/* Hides from a screen reader the icons inside the buttons under @root:
 * each button has a name (its label, or an accessible label), and the
 * icon would be said too, by its type's name. */
void  hg_accessible_hide_button_icons (GtkWidget     *root);

G_END_DECLS
