/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-meadow-pictures.c: a meadow's pictures in the side panel.
 * Pointing at a placed meadow on the board of the window shows, under
 * its line, a picture of each kind of animal with its count (a tiger
 * with the deer it takes away, or not with a fire), the fire and the
 * sacred circle, each named in its tooltip; pointing at a forest, or
 * off the tiles, hides them with the line.  The same at a phone's width;
 * all six wrap in a narrow panel.
 * Pictures: $HG_TEST_OUTPUT/meadow-pictures-*.png. */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "hg-board-render.h"
#include "hg-board-view-private.h"
#include "hg-gui-test-util.h"
#include "hg-meadow-pictures.h"
#include "hg-side-panel.h"
#include "hg-tile-painter.h"
#include "hg-window-private.h"

static HgApplication *app;

typedef gboolean (*FeatureWanted) (const HgFeatureInfo *info);

/* A game of random moves with a placed zone whose feature @wanted takes. */
typedef struct {
  guint32 seed;
  guint   n_moves;
  int     x, y;
  guint   zone;
} Found;

static gboolean
meadow_with_tigers (const HgFeatureInfo *info)
{
  return info->type == HG_ZONE_MEADOW && info->tigers > 0 && info->deer > 0 && !info->fire
         && (info->mammoths > 0 || info->aurochs > 0);
}

static gboolean
meadow_with_fire (const HgFeatureInfo *info)
{
  return info->type == HG_ZONE_MEADOW && info->fire && info->tigers > 0;
}

static gboolean
meadow_with_circle (const HgFeatureInfo *info)
{
  return info->type == HG_ZONE_MEADOW && info->sacred;
}

static gboolean
forest (const HgFeatureInfo *info)
{
  return info->type == HG_ZONE_FOREST;
}

static Found
find_feature (FeatureWanted wanted)
{
  for (guint32 seed = 1; seed < 300; seed++)
    for (guint n = 10; n <= 70; n += 20)
      {
        g_autoptr(HgGame) game = hg_test_new_game (2, seed, NULL);
        const HgState *state;

        hg_test_play_random (game, seed, n);
        if (hg_game_get_is_over (game))
          continue;
        state = hg_game_get_state (game);
        for (guint i = 0; i < hg_state_get_n_placed (state); i++)
          {
            HgPlacement p;
            const HgTile *tile;

            hg_state_get_placed (state, i, &p);
            tile = hg_board_render_tile (state, p.tile);
            for (guint zone = 0; tile != NULL && zone < tile->n_zones; zone++)
              {
                HgFeatureInfo info;

                if (hg_state_describe_feature (state, p.x, p.y, zone, &info) && wanted (&info))
                  return (Found) { seed, n, p.x, p.y, zone };
              }
          }
      }
  g_assert_not_reached ();
}

/* The window showing the game of @found, the pointer on its zone; the
 * feature read there into @info. */
static void
point_at (HgWindow      *window,
          HgGame       **game,
          const Found   *found,
          HgFeatureInfo *info)
{
  HgBoardView *view = window->board_view;
  const HgState *state;
  const HgTile *tile;
  HgPlacement p;
  double x, y, size, ax, ay;

  g_clear_object (game);
  *game = hg_test_new_game (2, found->seed, NULL);
  hg_test_play_random (*game, found->seed, found->n_moves);
  hg_window_set_game (window, *game, NULL);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  hg_board_view_fit_now (view);
  state = hg_game_get_state (*game);
  g_assert_true (hg_state_get_tile_at (state, found->x, found->y, &p));
  g_assert_true (hg_state_describe_feature (state, found->x, found->y, found->zone, info));
  tile = hg_board_render_tile (state, p.tile);
  hg_tile_painter_zone_anchor (hg_tile_cache_get_shapes (view->cache), tile, p.rot, found->zone, &ax, &ay);
  hg_board_view_square_to_widget (view, p.x, p.y, &x, &y, &size);
  hg_board_view_hover (view, TRUE, x + ax * size, y + ay * size);
  hg_test_wait_for_frames (GTK_WIDGET (window));
}

static HgMeadowPictures *
pictures_of (HgWindow *window)
{
  return HG_MEADOW_PICTURES (hg_test_find_by_type (GTK_WIDGET (window->side_panel), HG_TYPE_MEADOW_PICTURES));
}

/* The picture named @name shows, with @count beside it (NULL: none). */
static GtkWidget *
assert_picture (HgMeadowPictures *pictures,
                const char       *name,
                const char       *count)
{
  GtkWidget *item = hg_test_find_by_tooltip (GTK_WIDGET (pictures), name);
  GtkWidget *label;

  if (item == NULL || !gtk_widget_get_visible (item))
    g_error ("no picture “%s”", name);
  g_assert_true (gtk_widget_is_drawable (item));
  label = hg_test_find_by_type (item, GTK_TYPE_LABEL);
  g_assert_nonnull (label);
  if (count == NULL)
    g_assert_false (gtk_widget_get_visible (label));
  else
    {
      g_assert_true (gtk_widget_get_visible (label));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, count);
    }
  return label;
}

/* The pictures shown are those of @info, nothing more. */
static void
assert_pictures (HgWindow            *window,
                 const HgFeatureInfo *info)
{
  HgMeadowPictures *pictures = pictures_of (window);
  guint n_shown = 0, n_wanted = 0;
  GtkWidget *flow_box = hg_test_find_by_type (GTK_WIDGET (pictures), GTK_TYPE_FLOW_BOX);

  g_assert_nonnull (hg_side_panel_get_feature_text (window->side_panel));
  g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (pictures)));
  g_assert_true (hg_meadow_pictures_get_info (pictures) != NULL);
  g_assert_cmpint (memcmp (hg_meadow_pictures_get_info (pictures), info, sizeof *info), ==, 0);

  if (info->deer > 0)
    {
      g_autofree char *name = g_strdup_printf ("%u deer", info->deer);
      g_autofree char *count = g_strdup_printf ("×%u", info->deer);

      assert_picture (pictures, name, count);
      n_wanted++;
    }
  if (info->tigers > 0)
    {
      g_autofree char *name = NULL;
      g_autofree char *count = g_strdup_printf (info->fire ? "×%u" : "−%u", info->tigers);
      GtkWidget *label;

      if (info->fire)
        name = g_strdup_printf (info->tigers == 1 ? "%u tiger, kept from the deer by the fire"
                                                  : "%u tigers, kept from the deer by the fire", info->tigers);
      else
        name = g_strdup_printf (info->tigers == 1 ? "%u tiger: it eats one deer"
                                                  : "%u tigers: each eats one deer", info->tigers);
      label = assert_picture (pictures, name, count);
      /* points taken away look it */
      g_assert_true (gtk_widget_has_css_class (label, "error") == !info->fire);
      n_wanted++;
    }
  if (info->mammoths > 0)
    {
      g_autofree char *name = g_strdup_printf (info->mammoths == 1 ? "%u mammoth" : "%u mammoths",
                                               info->mammoths);
      g_autofree char *count = g_strdup_printf ("×%u", info->mammoths);

      assert_picture (pictures, name, count);
      n_wanted++;
    }
  if (info->aurochs > 0)
    {
      g_autofree char *name = g_strdup_printf ("%u aurochs", info->aurochs);
      g_autofree char *count = g_strdup_printf ("×%u", info->aurochs);

      assert_picture (pictures, name, count);
      n_wanted++;
    }
  if (info->fire)
    {
      assert_picture (pictures, "A fire: it keeps the tigers away", NULL);
      n_wanted++;
    }
  if (info->sacred)
    {
      assert_picture (pictures, info->sacred_hunter ? "A sacred circle with a hunter on it"
                                                    : "A sacred circle", NULL);
      n_wanted++;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (flow_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child))
      n_shown++;
  g_assert_cmpuint (n_shown, ==, n_wanted);
  g_assert_cmpuint (n_shown, >, 0);
}

static void
assert_no_pictures (HgWindow *window)
{
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (pictures_of (window))));
}

static void
test_pictures (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = NULL;
  HgFeatureInfo info;
  Found found;
  HgBoardView *view;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  view = window->board_view;

  /* deer, a tiger that eats one and more game */
  found = find_feature (meadow_with_tigers);
  point_at (window, &game, &found, &info);
  assert_pictures (window, &info);
  g_object_unref (hg_test_save_png (GTK_WIDGET (window->side_panel), "meadow-pictures-tigers.png"));

  /* off the tiles: the line goes, and the pictures with it */
  hg_board_view_hover (view, TRUE, 1, 1);
  g_assert_null (hg_side_panel_get_feature_text (window->side_panel));
  assert_no_pictures (window);

  /* a forest: a line, no pictures */
  found = find_feature (forest);
  point_at (window, &game, &found, &info);
  g_assert_nonnull (hg_side_panel_get_feature_text (window->side_panel));
  assert_no_pictures (window);

  /* a fire: the tigers take nothing away */
  found = find_feature (meadow_with_fire);
  point_at (window, &game, &found, &info);
  assert_pictures (window, &info);
  g_object_unref (hg_test_save_png (GTK_WIDGET (window->side_panel), "meadow-pictures-fire.png"));

  /* a sacred circle, in a dark window as narrow as a phone's */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  hg_test_wait_for_surface_size (GTK_WIDGET (window), 360, 640);
  found = find_feature (meadow_with_circle);
  point_at (window, &game, &found, &info);
  assert_pictures (window, &info);
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "meadow-pictures-narrow-dark.png"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* All six pictures: one row where there is room, wrapped at the least
 * width, never wider than that. */
static void
test_wrapping (void)
{
  HgFeatureInfo info = {
    .type = HG_ZONE_MEADOW, .deer = 3, .tigers = 1, .mammoths = 2, .aurochs = 1,
    .fire = TRUE, .sacred = TRUE,
  };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *pictures = hg_meadow_pictures_new ();
  int min_width, nat_width, one_row, wrapped;

  hg_meadow_pictures_set_info (HG_MEADOW_PICTURES (pictures), &info);
  g_assert_true (gtk_widget_get_visible (pictures));
  gtk_widget_measure (pictures, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, &nat_width, NULL, NULL);
  g_assert_cmpint (min_width, <, 80);
  /* by nature no wider than at least: a meadow never widens the panel */
  g_assert_cmpint (nat_width, ==, min_width);
  gtk_widget_measure (pictures, GTK_ORIENTATION_VERTICAL, 1000, &one_row, NULL, NULL, NULL);
  gtk_widget_measure (pictures, GTK_ORIENTATION_VERTICAL, min_width, &wrapped, NULL, NULL, NULL);
  g_assert_cmpint (wrapped, >, 2 * one_row);

  gtk_window_set_child (GTK_WINDOW (window), pictures);
  gtk_window_set_default_size (GTK_WINDOW (window), min_width, wrapped);
  gtk_window_present (GTK_WINDOW (window));
  hg_test_wait_for_frames (window);
  g_object_unref (hg_test_save_png (window, "meadow-pictures-wrapped.png"));

  /* none of them: nothing shown */
  info = (HgFeatureInfo) { .type = HG_ZONE_MEADOW, .segments = 2 };
  hg_meadow_pictures_set_info (HG_MEADOW_PICTURES (pictures), &info);
  g_assert_false (gtk_widget_get_visible (pictures));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  app = hg_test_app_new (HG_TEST_APP_NO_ANIMATIONS);

  g_test_add_func ("/meadow-pictures/window", test_pictures);
  g_test_add_func ("/meadow-pictures/wrapping", test_wrapping);

  return hg_test_app_run (&app);
}
