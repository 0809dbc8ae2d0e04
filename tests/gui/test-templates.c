/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Instantiates every GtkBuilder file of the GUI. The test environment sets
 * G_DEBUG=fatal-warnings, so a template error (an unknown property, a
 * missing child, a wrong type) aborts the test. */
#include "config.h"

#include <adwaita.h>

#include "hg-final-scoring.h"
#include "hg-game-over-dialog.h"
#include "hg-new-game-dialog.h"
#include "hg-new-game-seat.h"
#include "hg-log-row.h"
#include "hg-log-view.h"
#include "hg-meadow-pictures.h"
#include "hg-player-row.h"
#include "hg-review-bar.h"
#include "hg-welcome-page.h"
#include "hg-rules-picture.h"
#include "hg-rules-window.h"
#include "hg-score-column.h"
#include "hg-side-panel.h"
#include "hg-statistics-row.h"
#include "hg-statistics-window.h"
#include "hg-tip-banner.h"
#include "hg-unseen-count.h"
#include "hg-unseen-group.h"
#include "hg-unseen-view.h"
#include "hg-window.h"

/* Every .ui file of the GUI resource, with the type whose template it is
 * (or NULL for a plain GtkBuilder file). A .ui file missing here fails
 * /templates/all-listed: add it when you add it to ui/hg-gui.gresource.xml. */
typedef struct {
  const char *resource;
  GType     (*get_type) (void);
} UiFile;

static const UiFile ui_files[] = {
  { "gtk/help-overlay.ui", NULL },
  { "hg-final-scoring.ui", hg_final_scoring_get_type },
  { "hg-game-over-dialog.ui", hg_game_over_dialog_get_type },
  { "hg-log-row.ui", hg_log_row_get_type },
  { "hg-log-view.ui", hg_log_view_get_type },
  { "hg-meadow-pictures.ui", hg_meadow_pictures_get_type },
  { "hg-new-game-dialog.ui", hg_new_game_dialog_get_type },
  { "hg-new-game-seat.ui", hg_new_game_seat_get_type },
  { "hg-player-row.ui", hg_player_row_get_type },
  { "hg-review-bar.ui", hg_review_bar_get_type },
  { "hg-rules-picture.ui", hg_rules_picture_get_type },
  { "hg-rules-window.ui", hg_rules_window_get_type },
  { "hg-score-column.ui", hg_score_column_get_type },
  { "hg-side-panel.ui", hg_side_panel_get_type },
  { "hg-statistics-row.ui", hg_statistics_row_get_type },
  { "hg-statistics-window.ui", hg_statistics_window_get_type },
  { "hg-tip-banner.ui", hg_tip_banner_get_type },
  { "hg-unseen-count.ui", hg_unseen_count_get_type },
  { "hg-unseen-group.ui", hg_unseen_group_get_type },
  { "hg-unseen-view.ui", hg_unseen_view_get_type },
  { "hg-welcome-page.ui", hg_welcome_page_get_type },
  { "hg-window.ui", hg_window_get_type },
};

static void
collect_ui_files (const char *path,
                  GPtrArray  *found)
{
  g_auto(GStrv) children = NULL;
  g_autoptr(GError) error = NULL;

  children = g_resources_enumerate_children (path, 0, &error);
  g_assert_no_error (error);

  for (guint i = 0; children[i] != NULL; i++)
    {
      g_autofree char *child = g_strconcat (path, children[i], NULL);

      if (g_str_has_suffix (child, "/"))
        collect_ui_files (child, found);
      else if (g_str_has_suffix (child, ".ui"))
        g_ptr_array_add (found, g_strdup (child + strlen (RESOURCE_BASE "/")));
    }
}

static void
test_all_listed (void)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);

  collect_ui_files (RESOURCE_BASE "/", found);
  g_assert_cmpuint (found->len, >=, G_N_ELEMENTS (ui_files));

  for (guint i = 0; i < found->len; i++)
    {
      const char *resource = g_ptr_array_index (found, i);
      gboolean listed = FALSE;

      for (guint j = 0; j < G_N_ELEMENTS (ui_files); j++)
        listed |= g_str_equal (ui_files[j].resource, resource);

      if (!listed)
        g_test_fail_printf ("%s is in the GUI resource but not in ui_files[] "
                            "of tests/gui/test-templates.c", resource);
    }
}

static void
destroy_widget (GObject *object)
{
  if (GTK_IS_WINDOW (object))
    gtk_window_destroy (GTK_WINDOW (object));
  else if (GTK_IS_WIDGET (object))
    g_object_unref (g_object_ref_sink (object));
  else
    g_object_unref (object);
}

static void
test_ui_file (gconstpointer data)
{
  const UiFile *ui = data;

  if (ui->get_type != NULL)
    {
      GObject *object = g_object_new (ui->get_type (), NULL);

      /* The template gave the widget its children. */
      g_assert_true (GTK_IS_WIDGET (object));
      g_assert_nonnull (gtk_widget_get_first_child (GTK_WIDGET (object)));
      destroy_widget (object);
    }
  else
    {
      g_autofree char *path = g_strconcat (RESOURCE_BASE "/", ui->resource, NULL);
      g_autoptr(GtkBuilder) builder = gtk_builder_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(GSList) objects = NULL;

      gtk_builder_add_from_resource (builder, path, &error);
      g_assert_no_error (error);

      objects = gtk_builder_get_objects (builder);
      g_assert_nonnull (objects);
      for (GSList *l = objects; l != NULL; l = l->next)
        if (GTK_IS_WINDOW (l->data))
          gtk_window_destroy (l->data);
    }
}

static void
test_window_template (void)
{
  GtkWindow *window = g_object_new (HG_TYPE_WINDOW, NULL);

  g_assert_cmpstr (gtk_window_get_title (window), ==, "Hunters & Gatherers");
  g_assert_true (GTK_IS_BOX (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window))));
  gtk_window_destroy (window);
}

static void
test_help_overlay (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new ();
  g_autoptr(GError) error = NULL;
  GObject *overlay;

  /* GtkApplication looks for exactly this object id. */
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
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  /* The icon that the welcome page and the About window show, from the
   * resource that GtkApplication adds to the icon theme path.  Decoded
   * with an error rather than gdk_texture_new_from_resource(), which
   * aborts where the SVG loader is missing (test-picture-fallback). */
  bytes = g_resources_lookup_data (RESOURCE_BASE "/icons/scalable/apps/" APP_ID ".svg", 0, &error);
  g_assert_no_error (error);
  texture = gdk_texture_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/templates/all-listed", test_all_listed);
  for (guint i = 0; i < G_N_ELEMENTS (ui_files); i++)
    {
      g_autofree char *name = g_strconcat ("/templates/ui/", ui_files[i].resource, NULL);

      g_test_add_data_func (name, &ui_files[i], test_ui_file);
    }
  g_test_add_func ("/templates/window", test_window_template);
  g_test_add_func ("/templates/help-overlay", test_help_overlay);
  g_test_add_func ("/templates/style-css", test_style_css);
  g_test_add_func ("/templates/app-icon", test_app_icon_resource);

  return g_test_run ();
}
