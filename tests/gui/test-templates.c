/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Instantiates every GtkBuilder file of the GUI. The test environment sets
 * G_DEBUG=fatal-warnings, so a template error (an unknown property, a
 * missing child, a wrong type) aborts the test. */
#include "config.h"

#include <adwaita.h>

#include "hg-window.h"

static void
test_window_template (void)
{
  GtkWindow *window = g_object_new (HG_TYPE_WINDOW, NULL);
  GtkWidget *content;

  g_assert_true (HG_IS_WINDOW (window));
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Hunters & Gatherers");

  content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  g_assert_true (GTK_IS_BOX (content));

  gtk_window_destroy (window);
}

static void
test_help_overlay (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new ();
  g_autoptr(GError) error = NULL;
  GObject *overlay;

  gtk_builder_add_from_resource (builder, RESOURCE_BASE "/gtk/help-overlay.ui", &error);
  g_assert_no_error (error);

  overlay = gtk_builder_get_object (builder, "help_overlay");
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (overlay));
}

static void
css_parsing_error_cb (GtkCssProvider *provider,
                      GtkCssSection  *section,
                      const GError   *error,
                      gpointer        user_data)
{
  g_autofree char *where = gtk_css_section_to_string (section);

  g_error ("style.css: %s: %s", where, error->message);
}

static void
test_style_css (void)
{
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  bytes = g_resources_lookup_data (RESOURCE_BASE "/style.css", 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), >, 0);

  g_signal_connect (provider, "parsing-error", G_CALLBACK (css_parsing_error_cb), NULL);
  gtk_css_provider_load_from_resource (provider, RESOURCE_BASE "/style.css");
}

static void
test_app_icon_resource (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  /* The icon that the welcome page and the About window show, from the
   * resource that GtkApplication adds to the icon theme path. */
  texture = gdk_texture_new_from_resource (RESOURCE_BASE "/icons/scalable/apps/" APP_ID ".svg");
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/templates/window", test_window_template);
  g_test_add_func ("/templates/help-overlay", test_help_overlay);
  g_test_add_func ("/templates/style-css", test_style_css);
  g_test_add_func ("/templates/app-icon", test_app_icon_resource);

  return g_test_run ();
}
