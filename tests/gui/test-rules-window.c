/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules window: its chapters, its pictures (drawn, not blank, following
 * the dark style), its size and keyboard scrolling, and app.rules (F1)
 * opening it.  PNGs in $HG_TEST_OUTPUT: rules.png and rules-dark.png (the
 * whole page), rules-window.png and rules-window-dark.png (the window at
 * 800x600). */
#include "config.h"

#include <adwaita.h>

#include "hg-application.h"
#include "hg-rules-window.h"
#include "hg-gui-test-util.h"

static const char * const expected_sections[] = {
  "Goal of the Game",
  "A Turn",
  "The Landscape",
  "Tribe Members",
  "Scoring During the Game",
  "Gold Nuggets and Bonus Tiles",
  "End of the Game",
  "Using the Program",
};

static guint32 *
pixels_of (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  guint32 *pixels = g_new (guint32, (gsize) width * height);

  gdk_texture_download (texture, (guchar *) pixels, (gsize) width * 4);
  return pixels;
}

/* Share of the pixels that are painted (not transparent), and how many
 * different colours there are. */
static void
measure (GdkTexture *texture,
         double     *painted,
         guint      *n_colours)
{
  g_autofree guint32 *pixels = pixels_of (texture);
  g_autoptr(GHashTable) colours = g_hash_table_new (g_direct_hash, g_direct_equal);
  gsize n = (gsize) gdk_texture_get_width (texture) * gdk_texture_get_height (texture);
  gsize opaque = 0;

  for (gsize i = 0; i < n; i++)
    {
      if ((pixels[i] >> 24) > 0)
        opaque++;
      g_hash_table_add (colours, GUINT_TO_POINTER (pixels[i]));
    }
  *painted = opaque / (double) n;
  *n_colours = g_hash_table_size (colours);
}

static gboolean
textures_differ (GdkTexture *a,
                 GdkTexture *b)
{
  g_autofree guint32 *pa = pixels_of (a);
  g_autofree guint32 *pb = pixels_of (b);

  g_assert_cmpint (gdk_texture_get_width (a), ==, gdk_texture_get_width (b));
  g_assert_cmpint (gdk_texture_get_height (a), ==, gdk_texture_get_height (b));
  return memcmp (pa, pb, (gsize) gdk_texture_get_width (a) * gdk_texture_get_height (a) * 4) != 0;
}

static gboolean
have_size (gpointer      object,
           gconstpointer data)
{
  GtkWidget *widget = object;
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (widget), &width, &height);
  return gtk_widget_get_mapped (widget)
         && ABS (gtk_widget_get_width (widget) - width) <= 24
         && ABS (gtk_widget_get_height (widget) - height) <= 24;
}

static void
test_sections (void)
{
  HgRulesWindow *window = hg_rules_window_new (NULL);

  g_assert_cmpuint (hg_rules_window_get_n_sections (window), ==, G_N_ELEMENTS (expected_sections));
  for (guint i = 0; i < G_N_ELEMENTS (expected_sections); i++)
    g_assert_cmpstr (hg_rules_window_get_section_title (window, i), ==, expected_sections[i]);

  /* The start tile, tiles for the turn and forests meeting at a corner,
   * the 5 landscapes and meadows parted by stones, the 4 tribe members, a
   * river, the 4 bonus tile specials and a meadow. */
  g_assert_cmpuint (hg_rules_window_get_n_pictures (window), ==, 19);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every picture painted and not blank; returns the textures. */
static GPtrArray *
check_pictures (HgRulesWindow *window)
{
  GPtrArray *textures = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < hg_rules_window_get_n_pictures (window); i++)
    {
      GtkWidget *area = hg_rules_window_get_picture (window, i);
      GdkTexture *texture;
      double painted;
      guint n_colours;

      g_assert_true (GTK_IS_DRAWING_AREA (area));
      g_assert_true (gtk_widget_get_mapped (area));
      g_assert_cmpint (gtk_widget_get_width (area), >=, 80);
      g_assert_cmpint (gtk_widget_get_height (area), >=, 80);
      texture = hg_test_render (area, NULL);
      measure (texture, &painted, &n_colours);
      g_test_message ("picture %u: %dx%d, %.0f%% painted, %u colours", i,
                      gdk_texture_get_width (texture), gdk_texture_get_height (texture),
                      100 * painted, n_colours);
      /* The tiles fill most of the area (half of it for the two tiles
       * that meet at a corner only), in many colours. */
      g_assert_cmpfloat (painted, >, 0.45);
      g_assert_cmpuint (n_colours, >, 40);
      g_ptr_array_add (textures, texture);
    }
  return textures;
}

static void
test_pictures (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  HgRulesWindow *window = hg_rules_window_new (NULL);
  GtkWidget *page = hg_test_find_by_type (GTK_WIDGET (window), ADW_TYPE_CLAMP);
  g_autoptr(GPtrArray) light = NULL;
  g_autoptr(GPtrArray) dark = NULL;
  g_autoptr(GdkTexture) page_light = NULL;
  g_autoptr(GdkTexture) page_dark = NULL;
  g_autoptr(GdkTexture) shot = NULL;
  GdkRGBA light_bg = { 0xfa / 255.0, 0xfa / 255.0, 0xfa / 255.0, 1 };
  GdkRGBA dark_bg = { 0x24 / 255.0, 0x24 / 255.0, 0x24 / 255.0, 1 };
  double painted;
  guint n_colours;

  g_assert_nonnull (page);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  hg_test_run_until (have_size, window, NULL, "the window's size");
  hg_test_wait_for_frames (GTK_WIDGET (window));

  light = check_pictures (window);
  page_light = hg_test_render (page, &light_bg);
  measure (page_light, &painted, &n_colours);
  g_test_message ("page %dx%d", gdk_texture_get_width (page_light), gdk_texture_get_height (page_light));
  hg_test_save_texture (page_light, "rules.png");
  shot = hg_test_render (GTK_WIDGET (window), NULL);
  hg_test_save_texture (shot, "rules-window.png");
  g_clear_object (&shot);

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  dark = check_pictures (window);
  page_dark = hg_test_render (page, &dark_bg);
  hg_test_save_texture (page_dark, "rules-dark.png");
  shot = hg_test_render (GTK_WIDGET (window), NULL);
  hg_test_save_texture (shot, "rules-window-dark.png");

  /* The pictures follow the style (the tile edges and shadows change), and
   * so does the text. */
  g_assert_cmpuint (light->len, ==, dark->len);
  for (guint i = 0; i < light->len; i++)
    g_assert_true (textures_differ (g_ptr_array_index (light, i), g_ptr_array_index (dark, i)));
  g_assert_true (textures_differ (page_light, page_dark));

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* It fits 800x600, and the page scrolls with the keyboard. */
static void
test_size_and_keyboard (void)
{
  HgRulesWindow *window = hg_rules_window_new (NULL);
  GtkWidget *scroller = hg_test_find_by_type (GTK_WIDGET (window), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  int minimum, natural;
  gboolean handled = FALSE;
  gboolean reached_page = FALSE;
  gboolean reached_chapters = FALSE;
  double before;
  double chapter;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1,
                      &minimum, &natural, NULL, NULL);
  g_test_message ("minimum width %d", minimum);
  g_assert_cmpint (minimum, <=, 800);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 800,
                      &minimum, &natural, NULL, NULL);
  g_test_message ("minimum height at 800 wide %d", minimum);
  g_assert_cmpint (minimum, <=, 600);

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  hg_test_wait_for_frames (GTK_WIDGET (window));

  /* The page has the focus, so Page Down and Page Up scroll it at once. */
  g_assert_nonnull (scroller);
  g_assert_true (gtk_widget_is_focus (scroller));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >,
                     2 * gtk_adjustment_get_page_size (adjustment));
  before = gtk_adjustment_get_value (adjustment);
  g_signal_emit_by_name (scroller, "scroll-child", GTK_SCROLL_PAGE_FORWARD, FALSE, &handled);
  g_assert_true (handled);
  /* The scrolling may be animated: wait for it (no timeout, see above). */
  while (gtk_adjustment_get_value (adjustment) <= before)
    g_main_context_iteration (NULL, TRUE);

  /* The Chapters menu lists every chapter, and a chapter scrolls into view. */
  {
    GtkWidget *list = hg_test_find_by_type (GTK_WIDGET (window), GTK_TYPE_LIST_BOX);
    guint n_rows = 0;

    g_assert_nonnull (list);
    while (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) n_rows) != NULL)
      n_rows++;
    g_assert_cmpuint (n_rows, ==, hg_rules_window_get_n_sections (window));

    /* Choosing a chapter in the menu scrolls to it. */
    gtk_adjustment_set_value (adjustment, 0);
    g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 3));
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  }
  hg_rules_window_show_section (window, hg_rules_window_get_n_sections (window) - 1);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >=,
                     gtk_adjustment_get_upper (adjustment) - 2 * gtk_adjustment_get_page_size (adjustment));
  hg_rules_window_show_section (window, 0);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);

  /* A chapter lands at the same place whether or not a frame was drawn
   * since the page last scrolled. */
  hg_rules_window_show_section (window, 3);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  chapter = gtk_adjustment_get_value (adjustment);
  g_assert_cmpfloat (chapter, >, 0);
  hg_rules_window_show_section (window, hg_rules_window_get_n_sections (window) - 1);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  hg_rules_window_show_section (window, 3);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, chapter);
  hg_rules_window_show_section (window, 0);
  hg_rules_window_show_section (window, 3);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, chapter);

  /* Tab goes round the header bar's buttons and the page, never into the
   * pictures (they are not controls). */
  for (guint i = 0; i < 12; i++)
    {
      GtkWidget *focus;

      g_signal_emit_by_name (window, "move-focus", GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_test_message ("Tab %u: %s", i, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "(none)");
      g_assert_nonnull (focus);
      g_assert_true (focus == scroller || GTK_IS_BUTTON (focus));
      if (focus == scroller)
        reached_page = TRUE;
      else if (gtk_widget_get_ancestor (focus, GTK_TYPE_MENU_BUTTON) != NULL)
        reached_chapters = TRUE;
    }
  g_assert_true (reached_page);
  g_assert_true (reached_chapters);

  /* The page is never wider than the window: no text is cut off. */
  g_assert_cmpint (gtk_widget_get_width (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))),
                   <=, gtk_widget_get_width (scroller));

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
rules_window_of (GtkApplication *app,
                 HgRulesWindow **found)
{
  guint n = 0;

  *found = NULL;
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (HG_IS_RULES_WINDOW (l->data))
      {
        *found = l->data;
        n++;
      }
  g_assert_cmpuint (n, <=, 1);
  return *found != NULL;
}

static gboolean
rules_window_gone (gpointer      object,
                   gconstpointer data)
{
  HgRulesWindow *found;

  return !rules_window_of (GTK_APPLICATION (object), &found);
}

static void
test_action (void)
{
  g_autoptr(HgApplication) app = hg_application_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) accels = NULL;
  HgRulesWindow *first = NULL;
  HgRulesWindow *again = NULL;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "rules"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "rules"));
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.rules");
  g_assert_cmpuint (g_strv_length (accels), ==, 1);
  g_assert_cmpstr (accels[0], ==, "F1");

  g_assert_false (rules_window_of (GTK_APPLICATION (app), &first));
  g_action_group_activate_action (G_ACTION_GROUP (app), "rules", NULL);
  g_assert_true (rules_window_of (GTK_APPLICATION (app), &first));
  hg_test_wait_for_frames (GTK_WIDGET (first));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (first)));

  /* A second F1 brings the same window back, not a new one. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "rules", NULL);
  g_assert_true (rules_window_of (GTK_APPLICATION (app), &again));
  g_assert_true (again == first);

  /* Escape closes it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (first), "window.close", NULL));
  hg_test_run_until (rules_window_gone, app, NULL, "the rules window to close");
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/rules/sections", test_sections);
  g_test_add_func ("/rules/pictures", test_pictures);
  g_test_add_func ("/rules/size-and-keyboard", test_size_and_keyboard);
  g_test_add_func ("/rules/action", test_action);

  return g_test_run ();
}
