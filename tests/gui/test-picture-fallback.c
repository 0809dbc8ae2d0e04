/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-picture-fallback.c: the window on a machine where GdkPixbuf has no
 * SVG loader (Debian without librsvg2-common): GDK_PIXBUF_MODULE_FILE
 * names an empty loader cache, so no picture format but those GTK decodes
 * itself is known.  The game's icons are SVG images: one warning says so,
 * a stock icon stands in for them, and the window, the About window and
 * the Statistics window open.  PNG: $HG_TEST_OUTPUT/picture-fallback.png. */

#include "config.h"

#include <glib/gstdio.h>

#include "hg-application.h"
#include "hg-gui-test-util.h"
#include "hg-statistics-window.h"
#include "hg-window.h"

#define FALLBACK_ICON_NAME "applications-games-symbolic"

static HgApplication *app;

static void
test_window_opens (void)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  GtkWidget *status_page;

  g_assert_true (HG_IS_WINDOW (window));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));

  status_page = hg_test_find_by_type (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (status_page);
  g_assert_true (gtk_widget_get_mapped (status_page));
  g_assert_cmpstr (adw_status_page_get_icon_name (ADW_STATUS_PAGE (status_page)), ==, FALLBACK_ICON_NAME);
  g_assert_cmpstr (gtk_window_get_default_icon_name (), ==, FALLBACK_ICON_NAME);
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "picture-fallback.png"));
}

static void
test_about_opens (void)
{
  g_autofree char *icon = NULL;
  GObject *about = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
#if ADW_CHECK_VERSION (1, 5, 0)
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  about = G_OBJECT (adw_application_window_get_visible_dialog (
    ADW_APPLICATION_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)))));
  g_assert_true (ADW_IS_ABOUT_DIALOG (about));
  G_GNUC_END_IGNORE_DEPRECATIONS
  hg_test_wait_for_frames (GTK_WIDGET (about));
#else
  about = G_OBJECT (hg_test_wait_for_toplevel (ADW_TYPE_ABOUT_WINDOW));
  hg_test_wait_for_frames (GTK_WIDGET (about));
#endif
  g_object_get (about, "application-icon", &icon, NULL);
  g_assert_cmpstr (icon, ==, FALLBACK_ICON_NAME);

#if ADW_CHECK_VERSION (1, 5, 0)
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  adw_dialog_force_close (ADW_DIALOG (about));
  G_GNUC_END_IGNORE_DEPRECATIONS
#else
  gtk_window_destroy (GTK_WINDOW (about));
#endif
}

static void
test_statistics_opens (void)
{
  GtkWindow *statistics;

  /* No finished game yet: the page with the game's symbolic icon. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "statistics", NULL);
  statistics = hg_test_wait_for_toplevel (HG_TYPE_STATISTICS_WINDOW);
  hg_test_wait_for_frames (GTK_WIDGET (statistics));
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (statistics), "No Finished Games Yet"));
  gtk_window_destroy (statistics);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *loaders = NULL;
  g_autoptr(GError) error = NULL;
  int result;

  /* Before GdkPixbuf reads its loader cache, at the first picture. */
  loaders = g_build_filename (g_get_tmp_dir (), "empty-loaders.cache", NULL);
  g_file_set_contents (loaders, "", 0, &error);
  g_assert_no_error (error);
  g_setenv ("GDK_PIXBUF_MODULE_FILE", loaders, TRUE);

  g_test_init (&argc, &argv, NULL);

  /* Said once, whatever asks for the icons; any other warning (GTK's
   * about an icon it cannot load) fails the test. */
  g_test_expect_message ("hg-gui", G_LOG_LEVEL_WARNING, "*SVG image loader*librsvg2-common*");

  app = hg_test_app_new (HG_TEST_APP_DEFAULT);
  g_application_activate (G_APPLICATION (app));

  g_test_add_func ("/picture-fallback/window", test_window_opens);
  g_test_add_func ("/picture-fallback/about", test_about_opens);
  g_test_add_func ("/picture-fallback/statistics", test_statistics_opens);

  result = hg_test_app_run (&app);
  g_test_assert_expected_messages ();
  g_unlink (loaders);

  return result;
}
