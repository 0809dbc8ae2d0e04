/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-welcome-window.c: the least a welcome window of this kind shows,
 * built from libadwaita's widgets alone: a header bar with icon buttons
 * and a status page with the game's icon (from the game's resources), a
 * title, a description and two buttons.  Its first frame is seen like
 * the game's (hg-first-frame-preload.c), so that bench-startup can tell what text and icons cost at all from what the game adds.  Not
 * installed. */

#include "config.h"

#include <adwaita.h>

static GtkWidget *
icon_button (const char *icon_name)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_tooltip_text (button, icon_name);
  return button;
}

static GtkWidget *
pill_button (const char *label,
             gboolean    suggested)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_add_css_class (button, "pill");
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  return button;
}

static void
activate_cb (GtkApplication *app,
             gpointer        user_data)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *page = adw_status_page_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  adw_header_bar_pack_start (ADW_HEADER_BAR (header), icon_button ("document-new-symbolic"));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), icon_button ("edit-undo-symbolic"));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), icon_button ("edit-redo-symbolic"));
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), icon_button ("open-menu-symbolic"));
  gtk_box_append (GTK_BOX (content), header);

  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (buttons), pill_button ("_New Game", TRUE));
  gtk_box_append (GTK_BOX (buttons), pill_button ("_Open a Saved Game…", FALSE));
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), APP_ID);
  adw_status_page_set_title (ADW_STATUS_PAGE (page), "Hunters & Gatherers");
  adw_status_page_set_description (ADW_STATUS_PAGE (page),
                                   "Lay tiles to build a Stone Age landscape, and send "
                                   "your tribe out to hunt, gather and fish.");
  adw_status_page_set_child (ADW_STATUS_PAGE (page), buttons);
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (content), page);

  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), content);
  gtk_window_set_title (GTK_WINDOW (window), "Welcome window");
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
}

static void
startup_cb (GApplication *app,
            gpointer      user_data)
{
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    RESOURCE_BASE "/icons");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;

  app = adw_application_new (APP_ID ".WelcomeWindow", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "startup", G_CALLBACK (startup_cb), NULL);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
