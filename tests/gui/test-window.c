/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Smoke test of the real application and window on the test's private X
 * display: title, actions, accelerators, window state in GSettings, opening
 * files that cannot be opened, the About window, and a picture of the window
 * in light and dark style ($HG_TEST_OUTPUT/window.png, window-dark.png). */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "hg-application.h"
#include "hg-gui-test-util.h"
#include "hg-window.h"

static HgApplication *app;

static HgWindow *
get_main_window (void)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  g_assert_true (HG_IS_WINDOW (window));
  return HG_WINDOW (window);
}

static void
test_title (void)
{
  HgWindow *window = get_main_window ();
  GtkWidget *status_page;

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Hunters & Gatherers");
  g_assert_true (gtk_window_get_application (GTK_WINDOW (window)) == GTK_APPLICATION (app));

  status_page = hg_test_find_by_type (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (status_page);
  g_assert_true (gtk_widget_get_mapped (status_page));
  g_assert_cmpstr (adw_status_page_get_icon_name (ADW_STATUS_PAGE (status_page)), ==, APP_ID);

  /* The app icon comes from the GResource, uninstalled. */
  g_assert_true (gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                          APP_ID));
}

static void
assert_accels (const char *action,
               const char *accel)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);

  g_assert_nonnull (accels);
  g_assert_true (g_strv_contains ((const char * const *) accels, accel));
}

/* A button bound to @action in the header bar; its sensitivity is the
 * enabled state of the action as the window resolves it. */
static gboolean
window_action_enabled (HgWindow   *window,
                       const char *action)
{
  GtkWidget *header_bar = hg_test_find_by_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  GtkWidget *probe;
  gboolean enabled;

  g_assert_nonnull (header_bar);
  probe = gtk_button_new ();
  gtk_actionable_set_action_name (GTK_ACTIONABLE (probe), action);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header_bar), probe);
  enabled = gtk_widget_get_sensitive (probe);
  adw_header_bar_remove (ADW_HEADER_BAR (header_bar), probe);

  return enabled;
}

static void
test_actions (void)
{
  static const struct {
    const char *name;
    gboolean enabled;
  } app_actions[] = {
    { "new-game", TRUE },
    { "open", TRUE },
    { "rules", TRUE },
    { "quit", TRUE },
    { "about", TRUE },
  };
  static const char * const disabled_window_actions[] = {
    "win.undo", "win.redo", "win.save", "win.save-as",
  };
  HgWindow *window = get_main_window ();
  GtkWidget *undo_button;

  for (guint i = 0; i < G_N_ELEMENTS (app_actions); i++)
    {
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (app), app_actions[i].name);

      g_assert_nonnull (action);
      g_assert_cmpint (g_action_get_enabled (action), ==, app_actions[i].enabled);
    }

  for (guint i = 0; i < G_N_ELEMENTS (disabled_window_actions); i++)
    g_assert_false (window_action_enabled (window, disabled_window_actions[i]));
  g_assert_true (window_action_enabled (window, "win.show-help-overlay"));
  g_assert_true (window_action_enabled (window, "app.about"));
  /* The probe can tell an enabled action from a missing one. */
  g_assert_false (window_action_enabled (window, "win.no-such-action"));

  assert_accels ("app.new-game", "<Control>n");
  assert_accels ("app.open", "<Control>o");
  assert_accels ("app.quit", "<Control>q");
  assert_accels ("app.rules", "F1");
  assert_accels ("win.save", "<Control>s");
  assert_accels ("win.save-as", "<Shift><Control>s");
  assert_accels ("win.undo", "<Control>z");
  assert_accels ("win.redo", "<Shift><Control>z");
  assert_accels ("win.show-help-overlay", "<Control>question");

  undo_button = hg_test_find_by_action (GTK_WIDGET (window), "win.undo");
  g_assert_nonnull (undo_button);
  g_assert_false (gtk_widget_get_sensitive (undo_button));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (undo_button), ==, "Undo");
  g_assert_nonnull (hg_test_find_by_action (GTK_WIDGET (window), "win.redo"));
  g_assert_nonnull (hg_test_find_by_action (GTK_WIDGET (window), "app.new-game"));

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window))));
}

static int
surface_width (HgWindow *window)
{
  return gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window)));
}

static int
surface_height (HgWindow *window)
{
  return gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (window)));
}

static void
test_window_size_restored (void)
{
  HgWindow *window = get_main_window ();
  int width;
  int height;

  /* main() stored 900 x 640 before the window was made. */
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 640);

  /* The X window has that size (the window widget is a little smaller:
   * the client-side decoration keeps a resize border around it). */
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_assert_cmpint (surface_width (window), ==, 900);
  g_assert_cmpint (surface_height (window), ==, 640);
}

static void
test_window_size_saved (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  HgWindow *window = hg_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_assert_cmpint (surface_width (window), ==, 1000);
  /* a size smaller than the setting can hold is not kept (nor an error) */
  gtk_window_set_default_size (GTK_WINDOW (window), 100, 100);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1000);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);

  gtk_window_close (GTK_WINDOW (window));

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1000);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  /* Back to the size the other tests expect. */
  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 640);
}

/* The "Details" expander of the alert that shows @label. */
static GtkWidget *
details_near (GtkWidget *label)
{
  for (GtkWidget *w = label; w != NULL; w = gtk_widget_get_parent (w))
    {
      GtkWidget *expander = hg_test_find_by_type (w, GTK_TYPE_EXPANDER);

      if (expander != NULL)
        return expander;
    }
  return NULL;
}

static void
test_open_missing_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hg-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "no-such-game.hgsave", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  guint n_windows = g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)));
  GtkWindow *window;
  GtkWidget *expander;
  GtkWidget *detail;
  const char *text;

  /* As from the command line or the file manager: the open vfunc opens
   * the file in the window the person works in. */
  window = GTK_WINDOW (get_main_window ());
  g_application_open (G_APPLICATION (app), &file, 1, "");
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, n_windows);
  g_assert_true (GTK_WINDOW (get_main_window ()) == window);

  hg_test_wait_for_label (NULL, "“no-such-game.hgsave”", "the error dialog");
  /* The text names the file, says what is wrong in plain words and what
   * to do; the path and the system's words are in the details. */
  text = gtk_label_get_text (GTK_LABEL (hg_test_find_label_anywhere ("“no-such-game.hgsave”")));
  g_assert_nonnull (strstr (text, "does not exist"));
  g_assert_null (strstr (text, dir));
  g_assert_null (strstr (text, "No such file"));
  expander = details_near (hg_test_find_label_anywhere ("“no-such-game.hgsave”"));
  g_assert_nonnull (expander);
  g_assert_false (gtk_expander_get_expanded (GTK_EXPANDER (expander)));
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  detail = hg_test_find_label_anywhere (path);
  g_assert_nonnull (detail);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (detail)), "No such file"));
  g_assert_true (GTK_IS_EXPANDER (gtk_widget_get_ancestor (detail, GTK_TYPE_EXPANDER)));
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (detail)));
  /* The window still waits for a game. */
  g_assert_null (hg_window_get_game (HG_WINDOW (window)));

  g_rmdir (dir);
}

static void
test_open_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hg-test-folder-XXXXXX", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (dir);
  HgWindow *window = get_main_window ();
  g_autofree char *basename = g_path_get_basename (dir);
  g_autofree char *quoted = g_strdup_printf ("“%s”", basename);

  hg_window_open_file (window, file);
  hg_test_wait_for_label (NULL, quoted, "the error dialog");
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (hg_test_find_label_anywhere (quoted))),
                            "folder"));
  gtk_expander_set_expanded (GTK_EXPANDER (details_near (hg_test_find_label_anywhere (quoted))), TRUE);
  g_assert_nonnull (hg_test_find_label_anywhere (dir));
  g_rmdir (dir);
}

static void
test_about (void)
{
  HgWindow *window = get_main_window ();
  GObject *about = NULL;
  g_autofree char *name = NULL;
  g_autofree char *version = NULL;
  g_autofree char *comments = NULL;
  g_autofree char *website = NULL;
  g_autofree char *icon = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);

#if ADW_CHECK_VERSION (1, 5, 0)
  /* Newer than ADW_VERSION_MAX_ALLOWED, compiled only where libadwaita has it. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  about = G_OBJECT (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)));
  g_assert_true (ADW_IS_ABOUT_DIALOG (about));
  G_GNUC_END_IGNORE_DEPRECATIONS
#else
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (ADW_IS_ABOUT_WINDOW (l->data))
      about = l->data;
  if (about == NULL)
    {
      /* Not added to the application: look among all toplevels. */
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

          if (ADW_IS_ABOUT_WINDOW (item))
            about = item;
        }
    }
  g_assert_true (ADW_IS_ABOUT_WINDOW (about));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (about)) == GTK_WINDOW (window));
#endif

  g_object_get (about,
                "application-name", &name,
                "version", &version,
                "comments", &comments,
                "website", &website,
                "application-icon", &icon,
                NULL);
  g_assert_cmpstr (name, ==, "Hunters & Gatherers");
  g_assert_cmpstr (version, ==, PACKAGE_VERSION);
  g_assert_nonnull (strstr (comments, "Klaus-Jürgen Wrede"));
  g_assert_cmpstr (website, ==, "https://github.com/tribegames/HuntersGatherers");
  g_assert_cmpstr (icon, ==, APP_ID);

#if ADW_CHECK_VERSION (1, 5, 0)
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  adw_dialog_force_close (ADW_DIALOG (about));
  G_GNUC_END_IGNORE_DEPRECATIONS
#else
  gtk_window_destroy (GTK_WINDOW (about));
#endif
}

/* Saves a picture of @widget; returns the brightness of the page
 * background a little below the middle, left of the icon and the text. */
static guint8
save_png (GtkWidget  *widget,
          const char *filename)
{
  g_autoptr(GdkTexture) texture = hg_test_save_png (widget, filename);
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  gsize stride = 4 * (gsize) width;
  g_autofree guchar *pixels = g_malloc (stride * height);
  const guchar *p;

  gdk_texture_download (texture, pixels, stride);
  p = pixels + stride * (height * 3 / 4) + 4 * (width / 8);
  return (guint8) ((p[0] * 30 + p[1] * 59 + p[2] * 11) / 100);
}

static void
test_screenshots (void)
{
  HgWindow *window = get_main_window ();
  AdwStyleManager *style = adw_style_manager_get_default ();
  guint8 light;
  guint8 dark;

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  light = save_png (GTK_WIDGET (window), "window.png");

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (style));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  dark = save_png (GTK_WIDGET (window), "window-dark.png");

  g_test_message ("background luminance: light %u, dark %u", light, dark);
  g_assert_cmpuint (light, >, 200);
  g_assert_cmpuint (dark, <, 80);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_version_option (void)
{
  const char *argv[] = { HG_PROGRAM_PATH, "--version", NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &out, &err, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (out, ==, "hunters-gatherers " PACKAGE_VERSION "\n");
}

static void
test_quit (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  HgWindow *window = get_main_window ();

  gtk_window_set_default_size (GTK_WINDOW (window), 950, 600);
  hg_test_wait_for_frames (GTK_WIDGET (window));

  /* Quit closes every window, and each saves its size on the way. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 950);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 600);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GSettings) settings = NULL;

  g_test_init (&argc, &argv, NULL);

  /* GSETTINGS_BACKEND=memory: nothing leaves the test. */
  settings = g_settings_new (APP_ID);
  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 640);
  g_settings_set_boolean (settings, "window-maximized", FALSE);

  app = hg_test_app_new (HG_TEST_APP_DEFAULT);
  g_application_activate (G_APPLICATION (app));

  g_test_add_func ("/window/title", test_title);
  g_test_add_func ("/window/actions", test_actions);
  g_test_add_func ("/window/size-restored", test_window_size_restored);
  g_test_add_func ("/window/size-saved", test_window_size_saved);
  g_test_add_func ("/window/screenshots", test_screenshots);
  g_test_add_func ("/window/open-missing-file", test_open_missing_file);
  g_test_add_func ("/window/open-folder", test_open_folder);
  g_test_add_func ("/window/about", test_about);
  g_test_add_func ("/window/version-option", test_version_option);
  g_test_add_func ("/window/quit", test_quit);

  return hg_test_app_run (&app);
}
