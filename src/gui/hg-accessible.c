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

/* The icon of a button that has a name of its own is a decoration: GTK
 * 4.8 would give it its type's name ("GtkImage"), said before the
 * button's. */
static void
hide_icons (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_IMAGE (child) && GTK_IS_BUTTON (widget))
        gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      else
        hide_icons (child);
    }
}

void
hg_accessible_hide_button_icons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  hide_icons (root);
}
