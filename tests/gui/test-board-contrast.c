/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-contrast.c: the board not by colour alone.
 *
 * The outline of a square where the tile fits stands at least 3:1 against
 * the board (WCAG 1.4.11) in the light style, the dark one and high
 * contrast (a subprocess with libadwaita's ADW_DEBUG_HIGH_CONTRAST),
 * measured on pictures of the board ($HG_TEST_OUTPUT/
 * board-contrast-*.png).  The figures and huts carry their seat's shape:
 * in one colour, the five seats' figures all differ, the shape in the
 * figure's outline colour (board-contrast-figures.png).
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "hg-board-view.h"
#include "hg-figure-painter.h"
#include "hg-game.h"
#include "hg-gui-test-util.h"

#define WIDTH  800
#define HEIGHT 600

static double
linear (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (guint32 rgb)
{
  return 0.2126 * linear (((rgb >> 16) & 0xff) / 255.0)
         + 0.7152 * linear (((rgb >> 8) & 0xff) / 255.0)
         + 0.0722 * linear ((rgb & 0xff) / 255.0);
}

static double
contrast (guint32 a,
          guint32 b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* The strongest contrast against the board along the left half of a
 * legal square's middle row, where its outline crosses. */
static void
check_outline (const char *picture)
{
  GtkWindow *window;
  g_autoptr(HgGame) game = hg_test_new_game (2, 3201, NULL);
  g_autoptr(GArray) legal = NULL;
  HgBoardView *view = hg_test_new_board_window (WIDTH, HEIGHT, &window);
  guint32 bg = hg_test_board_background ();
  cairo_surface_t *surface;
  guint n_checked = 0;

  hg_test_play_random (game, 3201, 4);
  hg_board_view_set_game (view, game);
  hg_board_view_fit (view);
  hg_test_wait_for_frames (GTK_WIDGET (view));
  surface = hg_test_render_board (view, WIDTH, HEIGHT);
  hg_test_save_surface (surface, picture);

  legal = hg_game_get_legal_placements (game);
  g_assert_cmpuint (legal->len, >, 0);
  for (guint i = 0; i < legal->len; i++)
    {
      const HgPlacement *p = &g_array_index (legal, HgPlacement, i);
      double x, y, size, best = 1.0;

      hg_board_view_square_to_widget (view, p->x, p->y, &x, &y, &size);
      if (x < 0 || y < 0 || x + size >= WIDTH || y + size >= HEIGHT)
        continue;
      g_assert_cmpfloat (size, >=, 40);
      for (double dx = 0; dx < size / 2; dx++)
        best = MAX (best, contrast (hg_test_surface_pixel (surface, x + dx, y + size / 2), bg));
      if (best < 3.0)
        g_error ("%s: the outline of (%d, %d) stands %.2f:1 against the board",
                 picture, p->x, p->y, best);
      n_checked++;
    }
  g_assert_cmpuint (n_checked, >, 0);
  cairo_surface_destroy (surface);
  gtk_window_destroy (window);
}

static void
test_outline_light (void)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  check_outline ("board-contrast-light.png");
}

static void
test_outline_dark (void)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  check_outline ("board-contrast-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static void
test_outline_high_contrast (void)
{
  if (g_test_subprocess ())
    {
      g_assert_true (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()));
      check_outline ("board-contrast-high.png");
      return;
    }
  /* libadwaita reads it when it starts: in a process of its own */
  g_setenv ("ADW_DEBUG_HIGH_CONTRAST", "1", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("ADW_DEBUG_HIGH_CONTRAST");
  g_test_trap_assert_passed ();
}

#define CELL 160

static guint32
pixel (cairo_surface_t *surface,
       double           x,
       double           y)
{
  return hg_test_surface_pixel (surface, x, y);
}

/* Each role of each seat in one colour (yellow: the shape dark), drawn
 * large: every seat's figure differs from every other's, the centre is
 * still the colour, and the shape is in the outline colour. */
static void
test_seat_shapes (void)
{
  static const HgRole roles[] = { HG_ROLE_GATHERER, HG_ROLE_FISHER, HG_ROLE_HUNTER, HG_ROLE_HUT };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, CELL * HG_N_PLAYER_COLOURS,
                                                         CELL * G_N_ELEMENTS (roles));
  cairo_t *cr = cairo_create (surface);
  int stride = cairo_image_surface_get_stride (surface);
  GdkRGBA colour, line;
  guint32 colour_rgb, line_rgb;

  hg_player_colour (2, &colour);
  hg_player_outline_colour (&colour, &line);
  colour_rgb = (guint32) round (colour.red * 255) << 16 | (guint32) round (colour.green * 255) << 8
               | (guint32) round (colour.blue * 255);
  line_rgb = (guint32) round (line.red * 255) << 16 | (guint32) round (line.green * 255) << 8
             | (guint32) round (line.blue * 255);
  cairo_set_source_rgb (cr, 0.55, 0.75, 0.4);
  cairo_paint (cr);
  for (guint r = 0; r < G_N_ELEMENTS (roles); r++)
    for (guint seat = 0; seat < HG_N_PLAYER_COLOURS; seat++)
      hg_figure_painter_draw_for_seat (cr, roles[r], seat, &colour,
                                       seat * CELL + CELL / 2, r * CELL + CELL / 2, CELL * 0.8);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  hg_test_save_surface (surface, "board-contrast-figures.png");

  for (guint r = 0; r < G_N_ELEMENTS (roles); r++)
    {
      guint n_line = 0;

      for (guint seat = 0; seat < HG_N_PLAYER_COLOURS; seat++)
        {
          g_assert_cmphex (pixel (surface, seat * CELL + CELL / 2, r * CELL + CELL / 2), ==, colour_rgb);
          for (int y = r * CELL; y < (int) (r + 1) * CELL; y++)
            for (int x = seat * CELL + CELL / 4; x < (int) seat * CELL + 3 * CELL / 4; x++)
              n_line += pixel (surface, x, y) == line_rgb;

          for (guint other = 0; other < seat; other++)
            {
              const guchar *data = cairo_image_surface_get_data (surface);
              guint n_differ = 0;

              for (int y = r * CELL; y < (int) (r + 1) * CELL; y++)
                n_differ += memcmp (data + y * stride + seat * CELL * 4,
                                    data + y * stride + other * CELL * 4, CELL * 4) != 0;
              if (n_differ == 0)
                g_error ("the figures of seats %u and %u look the same", other, seat);
            }
        }
      g_assert_cmpuint (n_line, >, 0);
    }
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/board-contrast/outline-light", test_outline_light);
  g_test_add_func ("/board-contrast/outline-dark", test_outline_dark);
  g_test_add_func ("/board-contrast/outline-high-contrast", test_outline_high_contrast);
  g_test_add_func ("/board-contrast/seat-shapes", test_seat_shapes);

  return g_test_run ();
}
