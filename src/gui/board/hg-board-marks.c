/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-marks.c: what the board shows of the moves around the table:
 * the mark of each seat's last turn on its tiles (a frame in the seat's
 * colour and its shape in the corner), the tile of a move sliding onto its
 * square with its figure dropping after it, and points as they are scored
 * (the feature tinted, "+8" rising over it in the scorer's colour).  The
 * scene says where everything is at this frame; the board view's
 * hg-board-animation.c moves it. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "hg-board-render-private.h"
#include "hg-board-tiles.h"
#include "hg-figure-painter.h"
#include "hg-tile-painter.h"

/* Marks of the last turns ------------------------------------------------- */

static void
draw_mark (cairo_t            *cr,
           const HgBoardScene *scene,
           guint               seat,
           int                 x,
           int                 y)
{
  const GdkRGBA *colour = &scene->colours[seat];
  GdkRGBA outline;
  double s = scene->size, px, py;
  double w = MAX (2.5, s * 0.05);
  double badge = MAX (11.0, s * 0.2);

  hg_player_outline_colour (colour, &outline);
  hg_board_render_square_origin (scene, x, y, &px, &py);

  /* a frame just inside the square, outlined on both sides so that it
   * reads on every tile */
  cairo_rectangle (cr, px + w / 2 + 1, py + w / 2 + 1, s - w - 2, s - w - 2);
  cairo_set_line_width (cr, w + 2);
  gdk_cairo_set_source_rgba (cr, &outline);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, w);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_stroke (cr);

  if (s < 24)
    return;
  /* the seat's shape in the top-left corner, on a disc of its outline */
  cairo_arc (cr, px + badge * 0.62, py + badge * 0.62, badge * 0.62, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &outline);
  cairo_fill (cr);
  hg_player_swatch_draw (cr, seat, colour, px + badge * 0.62, py + badge * 0.62, badge * 0.9);
}

void
hg_board_render_marks (cairo_t            *cr,
                       const HgBoardScene *scene)
{
  for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
    for (guint i = 0; i < scene->marks[seat].n && i < 2; i++)
      {
        int x = scene->marks[seat].x[i], y = scene->marks[seat].y[i];

        if (scene->has_moving && x == scene->moving.x && y == scene->moving.y)
          continue;
        draw_mark (cr, scene, seat, x, y);
      }
}

/* Points as they are scored ---------------------------------------------- */

static guint
n_seats (guint8 seats)
{
  return (guint) __builtin_popcount (seats);
}

void
hg_board_render_score_tints (cairo_t            *cr,
                             const HgBoardScene *scene)
{
  for (guint k = 0; k < scene->n_scores; k++)
    {
      const HgBoardScore *score = &scene->scores[k];
      /* a warm gold that reads on forest, meadow and river alike; who
       * scores is told by the label */
      GdkRGBA tint = { 1.0f, 0.86f, 0.25f, 1.0f };

      if (score->tint <= 0.0)
        continue;

      for (guint i = 0; i < score->n_zones; i++)
        {
          const HgZoneRef *z = &score->zones[i];
          cairo_surface_t *mask;
          const HgTile *tile;
          HgPlacement p;
          double px, py, k2;

          if (!hg_state_get_tile_at (scene->state, z->x, z->y, &p))
            continue;
          tile = hg_board_render_tile (scene->state, p.tile);
          if (tile == NULL)
            continue;
          mask = hg_board_render_zone_mask (scene, tile, p.rot, z->zone);
          hg_board_render_square_origin (scene, z->x, z->y, &px, &py);
          k2 = scene->size / MASK_GRID;
          cairo_save (cr);
          cairo_rectangle (cr, px, py, scene->size, scene->size);
          cairo_clip (cr);
          cairo_translate (cr, px, py);
          cairo_scale (cr, k2, k2);
          /* warm light on the feature that keeps its animals and
           * symbols readable: a soft-light gold, then a thin veil */
          cairo_set_operator (cr, CAIRO_OPERATOR_SOFT_LIGHT);
          cairo_set_source_rgba (cr, tint.red, tint.green, tint.blue, 0.95 * score->tint);
          cairo_mask_surface (cr, mask, 0, 0);
          cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
          cairo_set_source_rgba (cr, tint.red, tint.green, tint.blue, 0.22 * score->tint);
          cairo_mask_surface (cr, mask, 0, 0);
          cairo_restore (cr);
          cairo_surface_destroy (mask);
        }
    }
}

/* The anchor of zone @z in user units; FALSE if it is not on the board. */
static gboolean
zone_point (const HgBoardScene *scene,
            const HgZoneRef    *z,
            double             *x,
            double             *y)
{
  const HgTile *tile;
  HgPlacement p;
  double ux, uy, px, py;

  if (!hg_state_get_tile_at (scene->state, z->x, z->y, &p))
    return FALSE;
  tile = hg_board_render_tile (scene->state, p.tile);
  if (tile == NULL)
    return FALSE;
  hg_tile_painter_zone_anchor (hg_tile_cache_get_shapes (scene->cache), tile, p.rot, z->zone,
                               &ux, &uy);
  hg_board_render_square_origin (scene, z->x, z->y, &px, &py);
  *x = px + ux * scene->size;
  *y = py + uy * scene->size;
  return TRUE;
}

/* Where a feature's label goes: the anchor of its zone nearest to the
 * middle of its zones, so that it stands on the feature itself. */
static void
score_anchor (const HgBoardScene *scene,
              const HgBoardScore *score,
              double             *ax,
              double             *ay)
{
  double sx = 0, sy = 0, best = G_MAXDOUBLE, x, y;
  guint n = 0;

  *ax = scene->width / 2.0;
  *ay = scene->height / 2.0;
  for (guint i = 0; i < score->n_zones; i++)
    if (zone_point (scene, &score->zones[i], &x, &y))
      {
        sx += x;
        sy += y;
        n++;
      }
  if (n == 0)
    return;
  sx /= n;
  sy /= n;
  for (guint i = 0; i < score->n_zones; i++)
    if (zone_point (scene, &score->zones[i], &x, &y))
      {
        double d = (x - sx) * (x - sx) + (y - sy) * (y - sy);

        if (d < best)
          {
            best = d;
            *ax = x;
            *ay = y;
          }
      }
}

void
hg_board_render_score_labels (cairo_t            *cr,
                              const HgBoardScene *scene)
{
  for (guint k = 0; k < scene->n_scores; k++)
    {
      const HgBoardScore *score = &scene->scores[k];
      g_autoptr(PangoLayout) layout = NULL;
      g_autoptr(PangoFontDescription) font = NULL;
      g_autofree char *text = NULL;
      guint n = n_seats (score->seats);
      double font_px = CLAMP (scene->size * 0.34, 15.0, 34.0);
      double badge = font_px * 0.8;
      double ax, ay, total, x;
      int tw, th;

      if (score->alpha <= 0.0 || n == 0)
        continue;

      score_anchor (scene, score, &ax, &ay);
      layout = pango_cairo_create_layout (cr);
      font = pango_font_description_from_string ("Sans Heavy");
      pango_font_description_set_absolute_size (font, font_px * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      /* TRANSLATORS: points just scored, shown over the feature: "+8" */
      text = g_strdup_printf (_("+%u"), score->points);
      pango_layout_set_text (layout, text, -1);
      pango_layout_get_pixel_size (layout, &tw, &th);

      /* one label per scorer, side by side */
      total = n * (badge + 2 + tw) + (n - 1) * font_px * 0.4;
      x = ax - total / 2;
      cairo_save (cr);
      cairo_push_group (cr);
      for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
        {
          const GdkRGBA *colour = &scene->colours[seat];
          GdkRGBA outline;
          double y = ay - score->rise * scene->size - th / 2.0;

          if (!(score->seats & (1u << seat)))
            continue;
          hg_player_outline_colour (colour, &outline);

          cairo_arc (cr, x + badge / 2, y + th / 2.0, badge * 0.62, 0, 2 * G_PI);
          gdk_cairo_set_source_rgba (cr, &outline);
          cairo_fill (cr);
          hg_player_swatch_draw (cr, seat, colour, x + badge / 2, y + th / 2.0, badge * 0.9);
          x += badge + 2;

          cairo_move_to (cr, x, y);
          pango_cairo_layout_path (cr, layout);
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
          cairo_set_line_width (cr, MAX (3.0, font_px * 0.18));
          gdk_cairo_set_source_rgba (cr, &outline);
          cairo_stroke_preserve (cr);
          gdk_cairo_set_source_rgba (cr, colour);
          cairo_fill (cr);
          x += tw + font_px * 0.4;
        }
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, score->alpha);
      cairo_restore (cr);
    }
}

/* Moves as they happen ------------------------------------------------ */

void
hg_board_render_moving (cairo_t            *cr,
                        const HgBoardScene *scene)
{
  if (scene->has_moving)
    {
      double px, py, s = scene->size * scene->moving_scale;

      hg_board_render_square_origin (scene, scene->moving.x, scene->moving.y, &px, &py);

      /* a soft shadow under the tile in the air */
      for (int i = 3; i > 0; i--)
        {
          double grow = i * s * 0.02;

          cairo_rectangle (cr, scene->moving_x + s * 0.05 - grow, scene->moving_y + s * 0.07 - grow,
                           s + 2 * grow, s + 2 * grow);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.09);
          cairo_fill (cr);
        }

      /* the tile's own drawing, moved from its square to where it is now */
      cairo_save (cr);
      cairo_translate (cr, scene->moving_x, scene->moving_y);
      cairo_scale (cr, scene->moving_scale, scene->moving_scale);
      cairo_translate (cr, -px, -py);
      hg_board_tiles_blit (cr, scene, &scene->moving, 1.0, FALSE);
      cairo_restore (cr);
    }

  if (scene->has_dropping && scene->dropping_alpha > 0.0)
    hg_board_render_figure (cr, scene, &scene->dropping, scene->dropping_dy, scene->dropping_alpha);
}

/* The move a hint suggests: its tile a little see-through with a gold
 * dashed frame, and its figure. */
void
hg_board_render_hint (cairo_t            *cr,
                      const HgBoardScene *scene)
{
  static const double dash[] = { 7.0, 4.0 };
  double px, py, s = scene->size;

  hg_board_render_square_origin (scene, scene->hint.x, scene->hint.y, &px, &py);
  hg_board_tiles_blit (cr, scene, &scene->hint, 0.8, FALSE);
  cairo_rectangle (cr, px + 1.5, py + 1.5, s - 3, s - 3);
  cairo_set_line_width (cr, MAX (2.5, s * 0.045));
  cairo_set_source_rgba (cr, 0.12, 0.08, 0.02, 0.85);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_source_rgb (cr, 1.0, 0.80, 0.10);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  if (scene->hint_role != HG_ROLE_NONE)
    {
      const HgTile *tile = hg_board_render_tile (scene->state, scene->hint.tile);
      double ux, uy;

      if (tile == NULL)
        return;
      hg_tile_painter_zone_anchor (hg_tile_cache_get_shapes (scene->cache), tile,
                                   scene->hint.rot, scene->hint_zone, &ux, &uy);
      hg_figure_painter_draw_for_seat (cr, scene->hint_role, scene->seat,
                                       &scene->colours[scene->seat % HG_MAX_PLAYERS],
                                       px + ux * s, py + uy * s,
                                       s * (scene->hint_role == HG_ROLE_HUNTER ? 0.8 : 1.0) * 0.34);
    }
}
