/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-bare-window.c: an empty AdwApplicationWindow of the game's
 * default size, built like the game, its first frame seen the same way
 * (hg-first-frame-preload.c): what bench-startup compares the game's
 * start-up with.  Not installed. */

#include "config.h"

#include <adwaita.h>

static void
activate_cb (GtkApplication *app,
             gpointer        user_data)
{
  GtkWidget *window = adw_application_window_new (app);

  gtk_window_set_title (GTK_WINDOW (window), "Bare window");
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new (APP_ID ".BareWindow", G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
