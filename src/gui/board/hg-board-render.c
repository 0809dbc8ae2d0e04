/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-render.c: the board and the placing overlays, drawn with cairo.
 *
 * The view's frames on screen are render nodes built from the same parts
 * (hg-board-nodes.c: the tiles as textures, the rest of this drawing where
 * it has ink); images of the board (hg_board_view_render(): tests and
 * benchmarks) are drawn here whole.
 *
 * Placed tiles come from the tile cache and are only blitted; squares are
 * whole pixels wide and start on whole pixels (the view rounds its origin),
 * so every blit is a plain copy.  Tiles outside the clip are skipped.  In
 * the view's frames a tile not cached at this size is requested from the
 * cache's workers and drawn, until it comes, scaled from the nearest size
 * cached or as a placeholder in its meadow colour (hg-board-tiles.c).
 */

#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "hg-board-render-private.h"
#include "hg-board-spots.h"
#include "hg-board-tiles.h"
#include "hg-figure-painter.h"
#include "hg-tile-painter.h"

void
hg_board_render_background (gboolean  dark,
                            GdkRGBA  *out)
{
  g_return_if_fail (out != NULL);

  if (dark)
    *out = (GdkRGBA) { 0.176f, 0.157f, 0.133f, 1.0f };   /* #2d2822 */
  else
    *out = (GdkRGBA) { 0.902f, 0.863f, 0.780f, 1.0f };   /* #e6dcc7 */
}

static void
rounded_square (cairo_t *cr,
                double   x,
                double   y,
                double   s,
                double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + s - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + s - r, y + s - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + s - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* @zone of the tile @p tinted, and its square outlined so that a small
 * zone is still found. */
static void
tint_zone (cairo_t            *cr,
           const HgBoardScene *scene,
           const HgPlacement  *p,
           guint               zone)
{
  const HgTile *tile = hg_board_render_tile (scene->state, p->tile);
  cairo_surface_t *mask;
  double px, py, k;

  if (tile == NULL)
    return;
  mask = hg_board_render_zone_mask (scene, tile, p->rot, zone);
  hg_board_render_square_origin (scene, p->x, p->y, &px, &py);
  k = scene->size / MASK_GRID;
  cairo_save (cr);
  cairo_rectangle (cr, px, py, scene->size, scene->size);
  cairo_clip (cr);
  cairo_translate (cr, px, py);
  cairo_scale (cr, k, k);
  cairo_set_source_rgba (cr, 1.0, 0.86, 0.25, 0.55);
  cairo_mask_surface (cr, mask, 0, 0);
  cairo_restore (cr);
  cairo_surface_destroy (mask);

  cairo_rectangle (cr, px + 1, py + 1, scene->size - 2, scene->size - 2);
  cairo_set_source_rgba (cr, 1.0, 0.80, 0.10, 0.9);
  cairo_set_line_width (cr, 2.0);
  cairo_stroke (cr);
}

/* The zones of the feature tinted; those of the tile put down are tinted
 * with it (draw_provisional()). */
static void
draw_highlight (cairo_t            *cr,
                const HgBoardScene *scene)
{
  for (guint i = 0; i < scene->n_highlight; i++)
    {
      const HgZoneRef *z = &scene->highlight[i];
      HgPlacement p;

      if (hg_state_get_tile_at (scene->state, z->x, z->y, &p))
        tint_zone (cr, scene, &p, z->zone);
    }
}

static void
draw_legal (cairo_t            *cr,
            const HgBoardScene *scene)
{
  double s = scene->size, inset = MAX (2.0, s * 0.07);
  double lw = MAX (1.5, s * 0.03);

  for (guint i = 0; i < scene->n_legal; i++)
    {
      const HgPlacement *p = &scene->legal[i];
      gboolean seen = FALSE;
      double px, py;

      /* one mark per square, however many rotations fit */
      for (guint j = 0; j < i && !seen; j++)
        seen = scene->legal[j].x == p->x && scene->legal[j].y == p->y;
      if (seen)
        continue;

      hg_board_render_square_origin (scene, p->x, p->y, &px, &py);
      rounded_square (cr, px + inset, py + inset, s - 2 * inset, s * 0.12);
      if (scene->dark)
        cairo_set_source_rgba (cr, 0.93, 0.87, 0.74, 0.14);
      else
        cairo_set_source_rgba (cr, 0.40, 0.30, 0.17, 0.12);
      cairo_fill_preserve (cr);
      /* at least 3:1 against the board and against the fill inside it
       * (WCAG 1.4.11): about 5.6:1 and 3.8:1 in the dark, 4:1 and 3.4:1
       * in the light */
      if (scene->dark)
        cairo_set_source_rgba (cr, 0.93, 0.87, 0.74, scene->high_contrast ? 0.95 : 0.6);
      else
        cairo_set_source_rgba (cr, 0.40, 0.30, 0.17, scene->high_contrast ? 0.95 : 0.8);
      cairo_set_line_width (cr, lw);
      cairo_stroke (cr);
    }
}

static void
draw_figure (const HgBoardScene *scene,
             const HgFigure     *f,
             double              cx,
             double              cy,
             double              size,
             gpointer            user_data)
{
  hg_figure_painter_draw_for_seat (user_data, f->role, f->owner,
                                   &scene->colours[f->owner % HG_MAX_PLAYERS], cx, cy, size);
}

static void
draw_fit_mark (cairo_t            *cr,
               const HgBoardScene *scene,
               double              px,
               double              py,
               gboolean            fits)
{
  double r = MAX (7.0, scene->size * 0.14);
  double cx = px + scene->size - r * 1.25, cy = py + r * 1.25;

  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  if (fits)
    cairo_set_source_rgb (cr, 0.15, 0.64, 0.41);   /* #26a269 */
  else
    cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);   /* #c01c28 */
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, MAX (1.5, r * 0.22));
  cairo_stroke (cr);

  cairo_set_line_width (cr, MAX (2.0, r * 0.3));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (fits)
    {
      cairo_move_to (cr, cx - r * 0.45, cy + r * 0.02);
      cairo_line_to (cr, cx - r * 0.1, cy + r * 0.38);
      cairo_line_to (cr, cx + r * 0.48, cy - r * 0.35);
    }
  else
    {
      cairo_move_to (cr, cx - r * 0.38, cy - r * 0.38);
      cairo_line_to (cr, cx + r * 0.38, cy + r * 0.38);
      cairo_move_to (cr, cx + r * 0.38, cy - r * 0.38);
      cairo_line_to (cr, cx - r * 0.38, cy + r * 0.38);
    }
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

static void
draw_ghost (cairo_t            *cr,
            const HgBoardScene *scene)
{
  double px, py;

  hg_board_render_square_origin (scene, scene->ghost.x, scene->ghost.y, &px, &py);
  hg_board_tiles_blit (cr, scene, &scene->ghost, scene->ghost_fits ? 0.75 : 0.45, FALSE);
  rounded_square (cr, px + 1, py + 1, scene->size - 2, scene->size * 0.04);
  if (scene->ghost_fits)
    cairo_set_source_rgba (cr, 0.15, 0.64, 0.41, 0.95);
  else
    cairo_set_source_rgba (cr, 0.75, 0.11, 0.16, 0.95);
  cairo_set_line_width (cr, MAX (2.0, scene->size * 0.035));
  cairo_stroke (cr);
  draw_fit_mark (cr, scene, px, py, scene->ghost_fits);
}

static void
draw_provisional (cairo_t            *cr,
                  const HgBoardScene *scene)
{
  const GdkRGBA *colour = &scene->colours[scene->seat % HG_MAX_PLAYERS];
  GdkRGBA outline;
  double px, py, s = scene->size;

  hg_player_outline_colour (colour, &outline);
  hg_board_render_square_origin (scene, scene->provisional.x, scene->provisional.y, &px, &py);
  hg_board_tiles_blit (cr, scene, &scene->provisional, 1.0, FALSE);

  /* the tile in the player's colour; thick when "no figure" is chosen */
  cairo_set_line_width (cr, MAX (2.0, s * (scene->spot_focus < 0 ? 0.06 : 0.035)));
  rounded_square (cr, px + 1, py + 1, s - 2, s * 0.04);
  gdk_cairo_set_source_rgba (cr, &outline);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0, s * (scene->spot_focus < 0 ? 0.035 : 0.018)));
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_stroke (cr);

  /* the zones of the feature pointed at that lie on it */
  for (guint i = 0; i < scene->n_highlight; i++)
    if (scene->highlight[i].x == scene->provisional.x && scene->highlight[i].y == scene->provisional.y)
      tint_zone (cr, scene, &scene->provisional, scene->highlight[i].zone);

  hg_board_spots_draw (cr, scene);
}

/* The newest tile glows for a moment after it lands (each seat's last
 * tile keeps its mark: hg-board-marks.c). */
static void
draw_last (cairo_t            *cr,
           const HgBoardScene *scene)
{
  double px, py, s = scene->size;

  if (scene->last_glow <= 0)
    return;
  hg_board_render_square_origin (scene, scene->last.x, scene->last.y, &px, &py);
  rounded_square (cr, px - 2, py - 2, s + 4, s * 0.06);
  cairo_set_source_rgba (cr, 1.0, 0.85, 0.35, 0.9 * scene->last_glow);
  cairo_set_line_width (cr, MAX (3.0, s * 0.07));
  cairo_stroke (cr);
}

/* A bold double ring round the square, dark then light, that reads on
 * any tile and background. */
static void
draw_outline (cairo_t            *cr,
              const HgBoardScene *scene)
{
  double px, py, s = scene->size;
  double w = MAX (1.5, s * 0.03);

  /* on the square's edge, half over the tile and half outside */
  hg_board_render_square_origin (scene, scene->outline_x, scene->outline_y, &px, &py);
  rounded_square (cr, px, py, s, s * 0.06);
  cairo_set_source_rgba (cr, 0.12, 0.08, 0.02, 0.85);
  cairo_set_line_width (cr, 2 * w);
  cairo_stroke (cr);
  rounded_square (cr, px, py, s, s * 0.06);
  cairo_set_source_rgb (cr, 1.0, 0.80, 0.10);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
}

/* A disc at the edge of the view, on the way from its middle to the
 * square of a move out of view, with an arrow pointing on to it. */
static void
draw_edge_mark (cairo_t            *cr,
                const HgBoardScene *scene)
{
  const GdkRGBA *colour = &scene->colours[scene->edge_seat % HG_MAX_PLAYERS];
  double mx = scene->width / 2.0, my = scene->height / 2.0;
  double px, py, dx, dy, len, t, x, y, r = 16, inset = 30;

  hg_board_render_square_origin (scene, scene->edge_x, scene->edge_y, &px, &py);
  dx = px + scene->size / 2 - mx;
  dy = py + scene->size / 2 - my;
  len = hypot (dx, dy);
  if (len < 1)
    return;
  t = MIN (fabs (dx) > 1e-9 ? MAX (0, mx - inset) / fabs (dx) : G_MAXDOUBLE,
           fabs (dy) > 1e-9 ? MAX (0, my - inset) / fabs (dy) : G_MAXDOUBLE);
  t = MIN (t, 1.0);
  x = mx + dx * t;
  y = my + dy * t;
  dx /= len;
  dy /= len;

  cairo_save (cr);
  /* the arrow, then the disc over its base */
  cairo_move_to (cr, x + dx * (r + 12), y + dy * (r + 12));
  cairo_line_to (cr, x - dy * r * 0.8, y + dx * r * 0.8);
  cairo_line_to (cr, x + dy * r * 0.8, y - dx * r * 0.8);
  cairo_close_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.12, 0.08, 0.02, 0.9);
  cairo_set_line_width (cr, 4);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_fill (cr);
  cairo_arc (cr, x, y, r * 0.45, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_cursor (cairo_t            *cr,
             const HgBoardScene *scene)
{
  static const double dash[] = { 6.0, 4.0 };
  double px, py, s = scene->size;

  hg_board_render_square_origin (scene, scene->cursor_x, scene->cursor_y, &px, &py);
  rounded_square (cr, px + 3, py + 3, s - 6, s * 0.06);
  cairo_set_line_width (cr, 3.0);
  if (scene->dark)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_banner (cairo_t            *cr,
             const HgBoardScene *scene)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans Bold 13");
  int tw, th;
  double w, h, x, y, r;

  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, scene->banner, -1);
  /* a long text wraps within the board, centred */
  pango_layout_set_width (layout, (int) MAX (100, scene->width - 64) * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_size (layout, &tw, &th);
  {
    PangoRectangle ink, logical;

    pango_layout_get_pixel_extents (layout, &ink, &logical);
    tw = logical.width;
    w = tw + 32;
    h = th + 14;
    x = floor ((scene->width - w) / 2);
    y = MAX (12.0, scene->banner_top + 6);
    r = MIN (h / 2, 16.0);
    cairo_new_sub_path (cr);
    cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
    cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
    cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
    cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
    cairo_close_path (cr);
    cairo_set_source_rgba (cr, 0.24, 0.19, 0.13, 0.88);
    cairo_fill (cr);
    cairo_move_to (cr, x + 16 - logical.x, y + 7);
  }
  cairo_set_source_rgb (cr, 1.0, 0.93, 0.75);
  pango_cairo_show_layout (cr, layout);
}

void
hg_board_render_legal (cairo_t            *cr,
                       const HgBoardScene *scene)
{
  if (scene->n_legal > 0 && !scene->has_provisional)
    draw_legal (cr, scene);
}

void
hg_board_render_overlay_under (cairo_t            *cr,
                               const HgBoardScene *scene)
{
  hg_board_render_marks (cr, scene);
  hg_board_render_score_tints (cr, scene);

  if (scene->n_highlight > 0)
    draw_highlight (cr, scene);
  if (scene->has_last && !scene->has_moving)
    draw_last (cr, scene);
  if (scene->has_outline)
    draw_outline (cr, scene);
  if (scene->has_provisional)
    draw_provisional (cr, scene);
}

void
hg_board_render_overlay_over (cairo_t            *cr,
                              const HgBoardScene *scene)
{
  hg_board_render_moving (cr, scene);
  hg_board_render_score_labels (cr, scene);
  if (scene->has_hint && !scene->has_provisional)
    hg_board_render_hint (cr, scene);
  if (scene->has_ghost && !scene->has_provisional)
    draw_ghost (cr, scene);
  if (scene->has_cursor)
    draw_cursor (cr, scene);
  if (scene->has_edge_mark)
    draw_edge_mark (cr, scene);
  if (scene->banner != NULL && *scene->banner != '\0')
    draw_banner (cr, scene);
}

void
hg_board_render_overlay (cairo_t            *cr,
                         const HgBoardScene *scene)
{
  hg_board_render_overlay_under (cr, scene);
  hg_board_render_foreach_figure (scene, draw_figure, cr);
  hg_board_render_overlay_over (cr, scene);
}

static void
blit_placed (const HgBoardScene *scene,
             const HgPlacement  *p,
             double              px,
             double              py,
             gpointer            user_data)
{
  hg_board_tiles_draw (user_data, scene, p, px, py, 1.0, TRUE);
}

void
hg_board_render_draw (cairo_t            *cr,
                      const HgBoardScene *scene)
{
  double cx1, cy1, cx2, cy2;
  GdkRGBA bg;

  g_return_if_fail (cr != NULL && scene != NULL);
  g_return_if_fail (scene->size > 0);

  hg_board_render_background (scene->dark, &bg);
  gdk_cairo_set_source_rgba (cr, &bg);
  cairo_paint (cr);

  if (scene->state == NULL || scene->cache == NULL)
    return;

  cairo_clip_extents (cr, &cx1, &cy1, &cx2, &cy2);
  if (scene->paint_later)
    {
      /* a zoom: the paintings of the size before that are not shown go */
      hg_tile_cache_set_size (scene->cache,
                              scene->paint_size > 0 ? scene->paint_size : scene->size,
                              scene->scale);
      hg_tile_cache_begin_requests (scene->cache);
    }

  hg_board_render_legal (cr, scene);
  hg_board_render_foreach_tile (scene, cx1, cy1, cx2, cy2, blit_placed, cr);
  hg_board_render_overlay (cr, scene);
  if (scene->paint_later)
    hg_tile_cache_end_requests (scene->cache);
}
