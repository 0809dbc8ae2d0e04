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
#include "panels-test-util.h"

static HgApplication *app;

static void
wait_for_size (GtkWidget *window,
               int        width,
               int        height)
{
  /* No timeout: if the size never comes, the harness stops the test. */
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  while (gdk_surface_get_width (surface) != width || gdk_surface_get_height (surface) != height)
    g_main_context_iteration (NULL, TRUE);
  panels_test_wait_for_frames (window);
}

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
  graphene_rect_t b, p;
  g_autofree char *png = g_strdup_printf ("layout-%dx%d%s.png", width, height, dark ? "-dark" : "");

  g_autoptr(GdkTexture) texture = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  wait_for_size (GTK_WIDGET (window), width, height);
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

  /* Every player row is shown in full width inside the panel. */
  for (guint seat = 0; seat < hg_game_get_n_players (game); seat++)
    {
      GtkWidget *row = GTK_WIDGET (hg_side_panel_get_player_row (panel, seat));
      graphene_rect_t r;

      g_assert_true (gtk_widget_get_mapped (row));
      bounds_in_window (row, GTK_WIDGET (window), &r);
      g_assert_cmpfloat (r.origin.x, >=, p.origin.x);
      g_assert_cmpfloat (r.origin.x + r.size.width, <=, p.origin.x + p.size.width + 0.5);
    }

  texture = panels_test_save_png (GTK_WIDGET (window), png);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
}

/* Pixels of the board as drawn now. */
static GBytes *
render_board (HgBoardView *board)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  cairo_t *cr = cairo_create (surface);
  GBytes *bytes;

  hg_board_view_render (board, cr, 400, 300);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * 300);
  cairo_surface_destroy (surface);
  return bytes;
}

/* Hovering (or selecting) a line of the log tints its feature on the
 * board; leaving it takes the tint away. */
static void
check_highlight (HgWindow *window)
{
  HgBoardView *board = HG_BOARD_VIEW (hg_window_get_board_view (window));
  HgScoreLog *log = hg_side_panel_get_score_log (HG_SIDE_PANEL (hg_window_get_side_panel (window)));
  g_autoptr(GBytes) plain = render_board (board);
  g_autoptr(GBytes) tinted = NULL;
  g_autoptr(GBytes) again = NULL;

  g_assert_cmpuint (hg_game_get_n_events (hg_window_get_game (window)), >, 0);
  hg_score_log_select_event (log, 0);
  tinted = render_board (board);
  g_assert_false (g_bytes_equal (plain, tinted));
  panels_test_wait_for_frames (GTK_WIDGET (window));
  g_object_unref (panels_test_save_png (GTK_WIDGET (window), "layout-highlight.png"));

  hg_score_log_select_event (log, -1);
  again = render_board (board);
  g_assert_true (g_bytes_equal (plain, again));
}

static void
test_layout (void)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = panels_test_new_game (4, 21);
  g_autoptr(GRand) rng = g_rand_new_with_seed (3);
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint i = 0; i < 14; i++)
    panels_test_play_one (game, rng);

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
    GtkWidget *right = panels_test_find (GTK_WIDGET (panel), GTK_TYPE_BUTTON, "object-rotate-right-symbolic");
    guint before = hg_board_view_get_rotation (board);

    g_assert_nonnull (right);
    g_assert_cmpuint (hg_side_panel_get_rotation (panel), ==, before);
    g_signal_emit_by_name (right, "clicked");
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
  g_autoptr(GError) error = NULL;
  int result;

  g_test_init (&argc, &argv, NULL);

  app = hg_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/layout/window", test_layout);

  result = g_test_run ();
  g_clear_object (&app);
  return result;
}
