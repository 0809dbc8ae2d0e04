/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The whole window with a game in progress at 800x600 and 1920x1080: the
 * board gets most of the room, the side panel is visible and nothing runs
 * out of the window.  PNGs: $HG_TEST_OUTPUT/layout-800x600.png,
 * layout-1920x1080.png (and -dark). */
#include "config.h"

#include <adwaita.h>

#include "hg-application.h"
#include "hg-board-view.h"
#include "hg-side-panel.h"
#include "hg-window.h"
#include "hg-gui-test-util.h"

static HgApplication *app;

static void
bounds_in_window (GtkWidget       *widget,
                  GtkWidget       *window,
                  graphene_rect_t *out)
{
  g_assert_true (gtk_widget_compute_bounds (widget, window, out));
}

static void
check_layout (HgWindow *window,
              int       width,
              int       height,
              gboolean  dark)
{
  GtkWidget *board = hg_window_get_board_view (window);
  HgSidePanel *panel = HG_SIDE_PANEL (hg_window_get_side_panel (window));
  HgGame *game = hg_window_get_game (window);
  graphene_rect_t b, p, s, l;
  GtkWidget *switcher;
  g_autofree char *png = g_strdup_printf ("layout-%dx%d%s.png", width, height, dark ? "-dark" : "");

  g_autoptr(GdkTexture) texture = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  hg_test_wait_for_surface_size (GTK_WIDGET (window), width, height);
  /* The surface is @width x @height; the window's own area is that less
   * the client-side decoration's margins, if any. */
  g_test_message ("window area %dx%d", gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, width - 24);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), >=, height - 24);
  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = gtk_widget_get_height (GTK_WIDGET (window));

  g_assert_true (gtk_widget_get_mapped (board));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (panel)));
  bounds_in_window (board, GTK_WIDGET (window), &b);
  bounds_in_window (GTK_WIDGET (panel), GTK_WIDGET (window), &p);
  g_test_message ("%dx%d: board %.0fx%.0f at %.0f,%.0f; panel %.0fx%.0f at %.0f,%.0f",
                  width, height, b.size.width, b.size.height, b.origin.x, b.origin.y,
                  p.size.width, p.size.height, p.origin.x, p.origin.y);

  /* Inside the window, side by side, the board to the left. */
  g_assert_cmpfloat (b.origin.x, >=, 0);
  g_assert_cmpfloat (p.origin.x + p.size.width, <=, width + 0.5);
  g_assert_cmpfloat (b.origin.y + b.size.height, <=, height + 0.5);
  g_assert_cmpfloat (p.origin.y + p.size.height, <=, height + 0.5);
  g_assert_cmpfloat (b.origin.x + b.size.width, <=, p.origin.x + 0.5);

  /* The board gets most of the room; the panel enough for its rows. */
  g_assert_cmpfloat (b.size.width, >=, 0.5 * width);
  g_assert_cmpfloat (b.size.height, >=, height - 60);
  g_assert_cmpfloat (p.size.width, >=, 240);
  g_assert_cmpfloat (p.size.width, <=, 0.45 * width);

  /* The log's page switcher and a page of it below the players, in the
   * panel, with room for a few lines. */
  switcher = hg_test_find_by_type (GTK_WIDGET (panel), GTK_TYPE_STACK_SWITCHER);
  g_assert_nonnull (switcher);
  bounds_in_window (switcher, GTK_WIDGET (window), &s);
  bounds_in_window (GTK_WIDGET (hg_side_panel_get_move_log (panel)), GTK_WIDGET (window), &l);
  g_test_message ("log switcher at %.0f, the page %.0f high", s.origin.y, l.size.height);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (hg_side_panel_get_move_log (panel))));
  g_assert_cmpfloat (l.origin.y, >=, s.origin.y + s.size.height - 0.5);
  g_assert_cmpfloat (l.origin.y + l.size.height, <=, p.origin.y + p.size.height + 0.5);
  g_assert_cmpfloat (l.size.height, >=, 90);

  /* Every player row is shown in full inside the panel, above the log:
   * only the log scrolls. */
  for (guint seat = 0; seat < hg_game_get_n_players (game); seat++)
    {
      GtkWidget *row = GTK_WIDGET (hg_side_panel_get_player_row (panel, seat));
      graphene_rect_t r;

      g_assert_true (gtk_widget_get_mapped (row));
      bounds_in_window (row, GTK_WIDGET (window), &r);
      g_assert_cmpfloat (r.origin.x, >=, p.origin.x);
      g_assert_cmpfloat (r.origin.x + r.size.width, <=, p.origin.x + p.size.width + 0.5);
      g_assert_cmpfloat (r.origin.y, >=, p.origin.y);
      g_assert_cmpfloat (r.origin.y + r.size.height, <=, s.origin.y + 0.5);
    }

  texture = hg_test_save_png (GTK_WIDGET (window), png);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
}

/* Hovering (or selecting) a line of the log tints its feature on the
 * board; leaving it takes the tint away. */
static void
check_highlight (HgWindow *window)
{
  HgBoardView *board = HG_BOARD_VIEW (hg_window_get_board_view (window));
  HgSidePanel *panel = HG_SIDE_PANEL (hg_window_get_side_panel (window));
  g_autoptr(GBytes) plain = hg_test_board_pixels (board, 400, 300);
  g_autoptr(GBytes) tinted = NULL;
  g_autoptr(GBytes) again = NULL;

  g_assert_cmpuint (hg_game_get_n_events (hg_window_get_game (window)), >, 0);
  hg_side_panel_select_event (panel, 0);
  g_assert_cmpstr (hg_side_panel_get_log_page (panel), ==, "scoring");
  tinted = hg_test_board_pixels (board, 400, 300);
  g_assert_false (g_bytes_equal (plain, tinted));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "layout-highlight.png"));

  hg_side_panel_select_event (panel, -1);
  again = hg_test_board_pixels (board, 400, 300);
  g_assert_true (g_bytes_equal (plain, again));
}

static void
test_layout (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = hg_test_new_game (4, 21, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint i = 0; i < 14; i++)
    hg_test_play_one (game, rng);

  hg_window_set_game (window, game, NULL);
  gtk_window_present (GTK_WINDOW (window));

  check_layout (window, 800, 600, FALSE);
  check_layout (window, 1920, 1080, FALSE);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  check_layout (window, 1920, 1080, TRUE);
  check_layout (window, 800, 600, TRUE);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  check_highlight (window);

  /* The panel's rotate buttons turn the board's tile in hand, and the
   * panel shows the board's rotation. */
  {
    HgBoardView *board = HG_BOARD_VIEW (hg_window_get_board_view (window));
    HgSidePanel *panel = HG_SIDE_PANEL (hg_window_get_side_panel (window));
    GtkWidget *right = hg_test_find_button_with_icon (GTK_WIDGET (panel), "object-rotate-right-symbolic");
    guint before = hg_board_view_get_rotation (board);

    g_assert_nonnull (right);
    g_assert_cmpuint (hg_side_panel_get_rotation (panel), ==, before);
    hg_test_click (right);
    g_assert_cmpuint (hg_board_view_get_rotation (board), !=, before);
    g_assert_cmpuint (hg_side_panel_get_rotation (panel), ==, hg_board_view_get_rotation (board));
    hg_board_view_set_rotation (board, (hg_board_view_get_rotation (board) + 1) % 4);
    g_assert_cmpuint (hg_side_panel_get_rotation (panel), ==, hg_board_view_get_rotation (board));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  app = hg_test_app_new (HG_TEST_APP_DEFAULT);

  g_test_add_func ("/layout/window", test_layout);

  return hg_test_app_run (&app);
}
