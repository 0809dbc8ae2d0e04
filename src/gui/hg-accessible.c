/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-accessible.c: names for a screen reader where GTK gives none. */

#include "config.h"

#include "hg-accessible.h"

void
hg_accessible_name_menu_button (GtkMenuButton *button)
{
  GtkWidget *inner = gtk_widget_get_first_child (GTK_WIDGET (button));
  const char *name = gtk_widget_get_tooltip_text (GTK_WIDGET (button));

  g_return_if_fail (GTK_IS_MENU_BUTTON (button));

  if (!GTK_IS_TOGGLE_BUTTON (inner) || name == NULL)
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (inner),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}
