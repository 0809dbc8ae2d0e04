/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-unseen-view.c: the tiles still to come in the window: the button
 * beside the tiles left opens them in a popover (from the keyboard too),
 * which shows the groups and counts worked out by hand for a known game
 * and follows it through moves, undo and redo; without a game it shows
 * nothing; shown after changes it is up to date.  PNGs:
 * $HG_TEST_OUTPUT/unseen-popover.png (the land tiles),
 * unseen-popover-bonus.png (scrolled to the bonus tiles) and
 * unseen-popover-dark.png. */

#include "config.h"

#include <string.h>

#include "hg-application.h"
#include "hg-gui-test-util.h"
#include "hg-side-panel.h"
#include "hg-unseen-by-hand.h"
#include "hg-unseen-view.h"
#include "hg-window.h"

static HgApplication *app;

/* What the view should say ------------------------------------------------ */

static char *
tiles_text (guint n)
{
  return g_strdup_printf (n == 1 ? "%u tile" : "%u tiles", n);
}

/* The count of @feature as the view should show it (English). */
static char *
expected_count (HgUnseenFeature       feature,
                const HgFeatureCount *count)
{
  g_autofree char *tiles = tiles_text (count->tiles);
  guint k = count->items;

  switch (feature)
    {
    case HG_UNSEEN_LAKE:
      return g_strdup_printf ("%s · %u fish", tiles, k);
    case HG_UNSEEN_GOLD:
      return g_strdup_printf ("%s · %u %s", tiles, k, k == 1 ? "nugget" : "nuggets");
    case HG_UNSEEN_DEER:
      return g_strdup_printf ("%s · %u deer", tiles, k);
    case HG_UNSEEN_TIGER:
      return g_strdup_printf ("%s · %u %s", tiles, k, k == 1 ? "tiger" : "tigers");
    case HG_UNSEEN_MAMMOTH:
      return g_strdup_printf ("%s · %u %s", tiles, k, k == 1 ? "mammoth" : "mammoths");
    case HG_UNSEEN_AUROCHS:
      return g_strdup_printf ("%s · %u aurochs", tiles, k);
    default:
      return g_steal_pointer (&tiles);
    }
}

/* Which rows each section has: the features some tile of the kind has
 * (docs/tiles.md: no land tile has mushrooms, fire or a sacred circle, no
 * bonus tile gold or deer). */
static gboolean
has_row (HgUnseenFeature feature,
         gboolean        bonus)
{
  switch (feature)
    {
    case HG_UNSEEN_GOLD:
    case HG_UNSEEN_DEER:
      return !bonus;
    case HG_UNSEEN_MUSHROOMS:
    case HG_UNSEEN_FIRE:
    case HG_UNSEEN_SACRED:
      return bonus;
    default:
      return TRUE;
    }
}

static const char *
key_of (const HgTileSet *set,
        guint            id,
        char           **keep)
{
  g_autofree char *line = hg_tile_to_line (hg_tile_set_lookup (set, id));

  *keep = g_strdup (strchr (line, ' '));
  return *keep;
}

/* The view shows what the long way gives for the game as it is now. */
static void
check_view (HgUnseenView *view,
            HgGame       *game)
{
  const HgState *state = hg_game_get_state (game);
  const HgTileSet *set = hg_state_get_tile_set (state);

  for (int bonus = 0; bonus <= 1; bonus++)
    {
      HgFeatureCount counts[HG_N_UNSEEN_FEATURES] = { { 0, }, };
      g_autoptr(GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GArray) sizes = g_array_new (FALSE, TRUE, sizeof (guint));
      g_autofree char *heading = NULL;
      guint8 ids[HG_N_TILES];
      guint n = hg_by_hand_unseen (state, bonus, ids);

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *line = hg_tile_to_line (hg_tile_set_lookup (set, ids[i]));
          char *key = NULL;
          guint g;

          hg_by_hand_count (line, counts);
          key_of (set, ids[i], &key);
          for (g = 0; g < keys->len; g++)
            if (strcmp (g_ptr_array_index (keys, g), key) == 0)
              break;
          if (g == keys->len)
            {
              guint zero = 0;

              g_ptr_array_add (keys, key);
              g_array_append_val (sizes, zero);
            }
          else
            g_free (key);
          g_array_index (sizes, guint, g)++;
        }

      heading = g_strdup_printf (n == 1 ? "%u %s tile to come" : "%u %s tiles to come",
                                 n, bonus ? "bonus" : "land");
      g_assert_cmpstr (hg_unseen_view_get_heading (view, bonus), ==, heading);
      g_assert_cmpuint (hg_unseen_view_get_n_pictures (view, bonus), ==, keys->len);
      for (guint g = 0; g < sizes->len; g++)
        {
          g_autofree char *caption = g_strdup_printf ("×%u", g_array_index (sizes, guint, g));

          g_assert_cmpstr (hg_unseen_view_get_group_text (view, bonus, g), ==, caption);
        }
      g_assert_null (hg_unseen_view_get_group_text (view, bonus, sizes->len));

      for (guint f = 0; f < HG_N_UNSEEN_FEATURES; f++)
        if (has_row (f, bonus))
          {
            g_autofree char *text = expected_count (f, &counts[f]);

            g_assert_cmpstr (hg_unseen_view_get_count_text (view, bonus, f), ==, text);
          }
        else
          g_assert_null (hg_unseen_view_get_count_text (view, bonus, f));
    }
}

static gboolean
is_mapped (gpointer      object,
           gconstpointer data)
{
  return gtk_widget_get_mapped (object);
}

static gboolean
is_unmapped (gpointer      object,
             gconstpointer data)
{
  return !gtk_widget_get_mapped (object);
}

/* The popover in the window ------------------------------------------------ */

static void
test_popover (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = hg_test_new_game (3, 21, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (5);
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr(GdkTexture) light = NULL;
  g_autoptr(GdkTexture) dark = NULL;
  g_autoptr(GBytes) light_pixels = NULL;
  g_autoptr(GBytes) dark_pixels = NULL;
  GtkWidget *panel;
  GtkWidget *button;
  GtkWidget *toggle;
  GtkWidget *popover;
  HgUnseenView *view;
  const char *description;

  for (guint i = 0; i < 18; i++)
    hg_test_play_one (game, rng);
  hg_window_set_game (window, game, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  hg_test_wait_for_surface_size (GTK_WIDGET (window), 800, 600);

  panel = hg_window_get_side_panel (window);
  button = hg_test_find_by_tooltip (panel, "Tiles to Come");
  g_assert_true (GTK_IS_MENU_BUTTON (button));
  g_assert_true (gtk_widget_get_mapped (button));
  /* It sits beside the tiles left, and says what it opens. */
  g_assert_nonnull (hg_test_find_label (gtk_widget_get_parent (button), "land tiles left"));
  description = NULL;
  {
    GValue value = G_VALUE_INIT;

    g_object_get_property (G_OBJECT (button), "tooltip-text", &value);
    description = g_value_get_string (&value);
    g_assert_cmpstr (description, ==, "Tiles to Come");
    g_value_unset (&value);
  }

  /* From the keyboard: the button takes the focus and opens the popover
   * as Enter or Space does. */
  toggle = gtk_widget_get_first_child (button);
  g_assert_true (GTK_IS_TOGGLE_BUTTON (toggle));
  g_assert_true (gtk_widget_get_focusable (toggle));
  g_assert_true (gtk_widget_grab_focus (toggle));
  g_assert_true (gtk_widget_activate (toggle));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  hg_test_run_until (is_mapped, popover, NULL, "the popover is shown");
  view = HG_UNSEEN_VIEW (hg_test_find_by_type (popover, HG_TYPE_UNSEEN_VIEW));
  g_assert_nonnull (view);
  g_assert_true (hg_unseen_view_get_game (view) == game);
  hg_test_wait_for_frames (popover);
  check_view (view, game);
  /* It fits a window of 800x600. */
  g_assert_cmpint (gtk_widget_get_height (popover), <=, 600);
  g_assert_cmpint (gtk_widget_get_width (popover), <=, 400);
  light = hg_test_save_png (popover, "unseen-popover.png");
  /* Scrolled down: the bonus tiles. */
  {
    GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (hg_test_find_by_type (popover, GTK_TYPE_SCROLLED_WINDOW));
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);

    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    hg_test_wait_for_frames (popover);
    g_object_unref (hg_test_save_png (popover, "unseen-popover-bonus.png"));
    gtk_adjustment_set_value (adjustment, 0);
    hg_test_wait_for_frames (popover);
  }

  /* It follows the game while shown: moves, undo, redo. */
  for (guint i = 0; i < 4; i++)
    {
      hg_test_play_one (game, rng);
      check_view (view, game);
    }
  g_assert_true (hg_game_undo (game));
  check_view (view, game);
  g_assert_true (hg_game_undo (game));
  check_view (view, game);
  g_assert_true (hg_game_redo (game));
  check_view (view, game);

  /* Dark: the same tiles, painted for dark surroundings. */
  hg_test_wait_for_frames (popover);
  g_clear_object (&light);
  light = hg_test_render (popover, NULL);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  hg_test_wait_for_frames (popover);
  check_view (view, game);
  dark = hg_test_save_png (popover, "unseen-popover-dark.png");
  light_pixels = gdk_texture_save_to_png_bytes (light);
  dark_pixels = gdk_texture_save_to_png_bytes (dark);
  g_assert_false (g_bytes_equal (light_pixels, dark_pixels));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  /* Escape closes it; moves made while closed are there when it opens. */
  gtk_popover_popdown (GTK_POPOVER (popover));
  hg_test_run_until (is_unmapped, popover, NULL, "the popover is hidden");
  hg_test_play_one (game, rng);
  hg_test_play_one (game, rng);
  gtk_widget_activate (toggle);
  hg_test_run_until (is_mapped, popover, NULL, "the popover is shown again");
  check_view (view, game);
  gtk_popover_popdown (GTK_POPOVER (popover));
  hg_test_run_until (is_unmapped, popover, NULL, "the popover is hidden again");

  /* A click on the text of the tiles left opens it too. */
  {
    GtkWidget *label = hg_test_find_label (gtk_widget_get_parent (button), "land tiles left");
    GListModel *controllers = gtk_widget_observe_controllers (label);
    GtkGesture *click = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (controllers) && click == NULL; i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_GESTURE_CLICK (controller))
          click = GTK_GESTURE (controller);
      }
    g_object_unref (controllers);
    g_assert_nonnull (click);
    g_signal_emit_by_name (click, "released", 1, 4.0, 4.0);
    hg_test_run_until (is_mapped, popover, NULL, "the popover is shown by the text");
    gtk_popover_popdown (GTK_POPOVER (popover));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The view alone ----------------------------------------------------------- */

static void
test_without_game (void)
{
  GtkWidget *window = gtk_window_new ();
  HgUnseenView *view = HG_UNSEEN_VIEW (hg_unseen_view_new ());
  g_autoptr(HgGame) game = hg_test_new_game (2, 8, NULL);

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_present (GTK_WINDOW (window));
  hg_test_wait_for_frames (window);
  g_assert_null (hg_unseen_view_get_tiles (view, FALSE));
  g_assert_null (hg_unseen_view_get_tiles (view, TRUE));
  g_assert_cmpuint (hg_unseen_view_get_n_pictures (view, FALSE), ==, 0);
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (view), "No game"));

  hg_unseen_view_set_game (view, game);
  check_view (view, game);
  g_assert_null (hg_test_find_label (GTK_WIDGET (view), "No game"));

  /* To the end of the game: no land tile is left to come. */
  hg_test_play_random (game, 4, 0);
  g_assert_true (hg_game_get_is_over (game));
  check_view (view, game);
  g_assert_cmpstr (hg_unseen_view_get_heading (view, FALSE), ==, "0 land tiles to come");
  g_assert_cmpuint (hg_unseen_view_get_n_pictures (view, FALSE), ==, 0);

  hg_unseen_view_set_game (view, NULL);
  g_assert_null (hg_unseen_view_get_tiles (view, FALSE));
  g_assert_cmpuint (hg_unseen_view_get_n_pictures (view, FALSE), ==, 0);
  g_assert_cmpuint (hg_unseen_view_get_n_pictures (view, TRUE), ==, 0);
  hg_test_wait_for_frames (window);
  g_assert_nonnull (hg_test_find_label (GTK_WIDGET (view), "No game"));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  app = hg_test_app_new (HG_TEST_APP_DEFAULT);

  g_test_add_func ("/unseen-view/popover", test_popover);
  g_test_add_func ("/unseen-view/without-game", test_without_game);

  return hg_test_app_run (&app);
}
