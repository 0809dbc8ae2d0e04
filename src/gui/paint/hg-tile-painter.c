/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-painter.c: a tile drawn with cairo from its data.
 *
 * Layers, bottom up: meadow with soft patches and grass tufts; forests (one
 * shared outline, then the crowns one by one with a highlight towards the
 * top left of the screen); water (all outlines, then all fills, so that the
 * rivers run into the lake without a seam); rocks between meadows; the
 * upright symbols; a faint tile edge.  All but the symbols and tufts are
 * drawn in the frame of the unrotated tile.
 */

#include "config.h"

#include <math.h>

#include "hg-figure-painter.h"
#include "hg-symbol-painter.h"
#include "hg-tile-painter.h"
#include "hg-tile-shapes.h"

typedef struct {
  double ow;          /* outline width, unit coordinates */
  double lx, ly;      /* light direction in the unrotated frame */
  guint  rot;
  const HgTilePainterStyle *style;
} Ctx;

static const guint32 crown_shades[4] = { 0x2f6b2c, 0x2a6430, 0x36712c, 0x2c6834 };
static const guint32 crown_lights[4] = { 0x3f8036, 0x3a7a3a, 0x468537, 0x3b7d3f };
static const guint32 stone_shades[3] = { 0x8e8a80, 0xa39e93, 0x7d796f };

#define MEADOW_COLOUR      0x8cc45e
#define MEADOW_LIGHT       0xa6d472
#define MEADOW_DARK        0x78b24e
#define TUFT_COLOUR        0x6fa848
#define FOREST_OUTLINE     0x1d3b1a
#define WATER_COLOUR       0x4a90d9
#define WATER_LIGHT        0x7cb3ea
#define WATER_OUTLINE      0x1a5fb4

static void
rgb (cairo_t *cr,
     guint32  hex)
{
  cairo_set_source_rgb (cr, ((hex >> 16) & 0xff) / 255.0,
                        ((hex >> 8) & 0xff) / 255.0, (hex & 0xff) / 255.0);
}

static void
rgba (cairo_t *cr,
      guint32  hex,
      double   alpha)
{
  cairo_set_source_rgba (cr, ((hex >> 16) & 0xff) / 255.0,
                         ((hex >> 8) & 0xff) / 255.0, (hex & 0xff) / 255.0, alpha);
}

static double
noise (guint a,
       guint b)
{
  guint32 h = (a * 2654435761u) ^ (b * 2246822519u + 0x165667b1u);

  h ^= h >> 15;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  return (h & 0xffff) / 65536.0;
}

/* Turn user space so that the unrotated tile lands as turned by @rot. */
static void
turn (cairo_t *cr,
      guint    rot)
{
  cairo_translate (cr, 0.5, 0.5);
  cairo_rotate (cr, (rot & 3) * G_PI / 2);
  cairo_translate (cr, -0.5, -0.5);
}

static void
draw_meadow (cairo_t              *cr,
             const HgTileGeometry *g,
             const Ctx            *ctx)
{
  guint id = g->tile.id;

  rgb (cr, MEADOW_COLOUR);
  cairo_paint (cr);

  /* soft lighter and darker patches */
  for (guint i = 0; i < 7; i++)
    {
      double x = noise (id, i * 3), y = noise (id, i * 3 + 1);
      double r = 0.14 + 0.14 * noise (id, i * 3 + 2);
      guint32 c = i % 2 ? MEADOW_LIGHT : MEADOW_DARK;
      cairo_pattern_t *pat = cairo_pattern_create_radial (x, y, 0, x, y, r);

      cairo_pattern_add_color_stop_rgba (pat, 0, ((c >> 16) & 0xff) / 255.0,
                                         ((c >> 8) & 0xff) / 255.0, (c & 0xff) / 255.0, 0.55);
      cairo_pattern_add_color_stop_rgba (pat, 1, ((c >> 16) & 0xff) / 255.0,
                                         ((c >> 8) & 0xff) / 255.0, (c & 0xff) / 255.0, 0);
      cairo_set_source (cr, pat);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_pattern_destroy (pat);
    }

  /* grass tufts, upright on the screen */
  rgb (cr, TUFT_COLOUR);
  cairo_set_line_width (cr, 0.009);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < 30; i++)
    {
      double ux = 0.04 + 0.92 * noise (id, 100 + i * 2);
      double uy = 0.06 + 0.9 * noise (id, 101 + i * 2);
      double x, y;

      hg_tile_geometry_rotate (ctx->rot, ux, uy, &x, &y);
      /* the tufts are drawn in the caller's (screen) frame: undo the turn */
      cairo_save (cr);
      turn (cr, (4 - ctx->rot) & 3);
      cairo_move_to (cr, x - 0.018, y - 0.022);
      cairo_line_to (cr, x - 0.006, y + 0.006);
      cairo_move_to (cr, x, y - 0.032);
      cairo_line_to (cr, x, y + 0.006);
      cairo_move_to (cr, x + 0.018, y - 0.022);
      cairo_line_to (cr, x + 0.006, y + 0.006);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

static void
draw_forests (cairo_t              *cr,
              const HgTileGeometry *g,
              const Ctx            *ctx)
{
  double ow = ctx->ow;

  if (g->crowns->len == 0)
    return;

  /* each forest zone: one outline round the union of its crowns, then the
   * crowns; a second forest is drawn over the first with its own outline */
  for (guint z = 0; z < g->tile.n_zones; z++)
    {
      gboolean any = FALSE;
      double a = atan2 (ctx->ly, ctx->lx);

      for (guint i = 0; i < g->crowns->len; i++)
        {
          const HgCrown *c = &g_array_index (g->crowns, HgCrown, i);

          if (c->zone != z)
            continue;
          cairo_new_sub_path (cr);
          cairo_arc (cr, c->x, c->y, c->r + ow, 0, 2 * G_PI);
          any = TRUE;
        }
      if (!any)
        continue;
      rgb (cr, ctx->style->high_contrast ? 0x000000 : FOREST_OUTLINE);
      cairo_fill (cr);

      for (guint i = 0; i < g->crowns->len; i++)
        {
          const HgCrown *c = &g_array_index (g->crowns, HgCrown, i);

          if (c->zone != z)
            continue;
          rgb (cr, crown_shades[c->shade & 3]);
          cairo_arc (cr, c->x, c->y, c->r, 0, 2 * G_PI);
          cairo_fill (cr);
          rgb (cr, crown_lights[c->shade & 3]);
          cairo_arc (cr, c->x + 0.3 * c->r * ctx->lx, c->y + 0.3 * c->r * ctx->ly,
                     0.55 * c->r, 0, 2 * G_PI);
          cairo_fill (cr);
          rgba (cr, 0x0f2a10, 0.45);
          cairo_set_line_width (cr, 0.14 * c->r);
          cairo_arc (cr, c->x, c->y, 0.86 * c->r, a + G_PI - 1.2, a + G_PI + 1.2);
          cairo_stroke (cr);
        }
    }
}

static void
lake_path (cairo_t              *cr,
           const HgTileGeometry *g,
           double                grow)
{
  for (guint k = 0; k < 72; k++)
    {
      double a = 2 * G_PI * k / 72;
      double r = g->lake_radius * (1.0 + 0.07 * sin (3 * a + g->tile.id)) + grow;
      double x = g->lake_centre.x + r * cos (a), y = g->lake_centre.y + r * sin (a);

      if (k == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

static void
river_path (cairo_t            *cr,
            const HgRiverCurve *rc)
{
  cairo_move_to (cr, rc->p[0].x, rc->p[0].y);
  cairo_curve_to (cr, rc->p[1].x, rc->p[1].y, rc->p[2].x, rc->p[2].y,
                  rc->p[3].x, rc->p[3].y);
}

static void
draw_water (cairo_t              *cr,
            const HgTileGeometry *g,
            const Ctx            *ctx)
{
  double ow = ctx->ow;
  const double w = HG_GEOM_RIVER_WIDTH;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);

  /* all outlines first */
  rgb (cr, ctx->style->high_contrast ? 0x0b2a55 : WATER_OUTLINE);
  for (guint i = 0; i < g->rivers->len; i++)
    {
      const HgRiverCurve *rc = &g_array_index (g->rivers, HgRiverCurve, i);

      river_path (cr, rc);
      cairo_set_line_width (cr, w + 2 * ow);
      cairo_stroke (cr);
      if (rc->spring)
        {
          cairo_arc (cr, rc->p[3].x, rc->p[3].y, HG_GEOM_SPRING_RADIUS + ow, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
  if (g->has_lake)
    {
      lake_path (cr, g, ow);
      cairo_fill (cr);
    }

  /* then the water */
  rgb (cr, WATER_COLOUR);
  for (guint i = 0; i < g->rivers->len; i++)
    {
      const HgRiverCurve *rc = &g_array_index (g->rivers, HgRiverCurve, i);

      river_path (cr, rc);
      cairo_set_line_width (cr, w);
      cairo_stroke (cr);
      if (rc->spring)
        {
          cairo_arc (cr, rc->p[3].x, rc->p[3].y, HG_GEOM_SPRING_RADIUS, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
  if (g->has_lake)
    {
      cairo_pattern_t *pat;
      double cx = g->lake_centre.x, cy = g->lake_centre.y;

      lake_path (cr, g, 0);
      pat = cairo_pattern_create_radial (cx, cy, 0, cx, cy, g->lake_radius);
      cairo_pattern_add_color_stop_rgb (pat, 0, 0x5d / 255.0, 0x9e / 255.0, 0xe2 / 255.0);
      cairo_pattern_add_color_stop_rgb (pat, 1, 0x45 / 255.0, 0x8a / 255.0, 0xd4 / 255.0);
      cairo_set_source (cr, pat);
      cairo_fill (cr);
      cairo_pattern_destroy (pat);
    }

  /* ripples: a broken light line down each river, rings on the lake */
  rgba (cr, WATER_LIGHT, 0.9);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 0.011);
  cairo_set_dash (cr, (double[]) { 0.035, 0.07 }, 2, 0.02);
  for (guint i = 0; i < g->rivers->len; i++)
    {
      const HgRiverCurve *rc = &g_array_index (g->rivers, HgRiverCurve, i);
      HgRiverCurve side = *rc;

      for (guint k = 0; k < 4; k++)
        {
          side.p[k].x += 0.025 * ((i + k) % 2 ? 1 : -1) * (k > 0 && k < 3);
          side.p[k].y += 0.02 * ((i + k) % 2 ? -1 : 1) * (k > 0 && k < 3);
        }
      river_path (cr, &side);
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
  if (g->has_lake)
    {
      cairo_arc (cr, g->lake_centre.x, g->lake_centre.y, g->lake_radius * 0.8,
                 G_PI * 0.7, G_PI * 1.1);
      cairo_stroke (cr);
    }

  /* spring: rings on the pool where the water wells up */
  rgba (cr, 0xffffff, 0.8);
  cairo_set_line_width (cr, 0.01);
  for (guint i = 0; i < g->rivers->len; i++)
    {
      const HgRiverCurve *rc = &g_array_index (g->rivers, HgRiverCurve, i);

      if (!rc->spring)
        continue;
      cairo_new_sub_path (cr);
      cairo_arc (cr, rc->p[3].x, rc->p[3].y, 0.014, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, rc->p[3].x, rc->p[3].y, 0.036, 0, 2 * G_PI);
      cairo_stroke (cr);
    }
}

static void
draw_stones (cairo_t              *cr,
             const HgTileGeometry *g,
             const Ctx            *ctx)
{
  for (guint i = 0; i < g->stones->len; i++)
    {
      const HgStone *s = &g_array_index (g->stones, HgStone, i);

      rgb (cr, ctx->style->high_contrast ? 0x000000 : 0x3d3a34);
      cairo_arc (cr, s->x, s->y, s->r + ctx->ow, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  for (guint i = 0; i < g->stones->len; i++)
    {
      const HgStone *s = &g_array_index (g->stones, HgStone, i);

      rgb (cr, stone_shades[s->shade % 3]);
      cairo_arc (cr, s->x, s->y, s->r, 0, 2 * G_PI);
      cairo_fill (cr);
      rgba (cr, 0xffffff, 0.4);
      cairo_arc (cr, s->x + 0.35 * s->r * ctx->lx, s->y + 0.35 * s->r * ctx->ly,
                 0.4 * s->r, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
draw_flowers (cairo_t              *cr,
              const HgTileGeometry *g,
              const Ctx            *ctx)
{
  static const guint32 petals[3] = { 0xffffff, 0xf9f06b, 0xdc8add };

  for (guint i = 0; i < g->flowers->len; i++)
    {
      const HgStone *f = &g_array_index (g->flowers, HgStone, i);

      rgb (cr, petals[f->shade % 3]);
      for (guint k = 0; k < 5; k++)
        {
          double a = 2 * G_PI * k / 5;

          cairo_new_sub_path (cr);
          cairo_arc (cr, f->x + 0.45 * f->r * cos (a), f->y + 0.45 * f->r * sin (a),
                     0.36 * f->r, 0, 2 * G_PI);
        }
      cairo_fill (cr);
      rgb (cr, f->shade % 3 == 1 ? 0xe66100 : 0xf5c211);
      cairo_arc (cr, f->x, f->y, 0.3 * f->r, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
draw_symbols (cairo_t              *cr,
              const HgTileGeometry *g,
              const Ctx            *ctx)
{
  for (guint i = 0; i < g->symbols->len; i++)
    {
      const HgSymbolSpot *s = &g_array_index (g->symbols, HgSymbolSpot, i);
      double x, y;

      hg_tile_geometry_rotate (ctx->rot, s->x, s->y, &x, &y);
      hg_symbol_painter_draw (cr, s->kind, x, y, s->size, ctx->ow * 0.9);
    }
}

void
hg_tile_painter_draw (cairo_t                  *cr,
                      HgTileShapes             *shapes,
                      const HgTile             *tile,
                      guint                     rot,
                      double                    size,
                      const HgTilePainterStyle *style)
{
  static const HgTilePainterStyle default_style = { FALSE, FALSE };
  const HgTileGeometry *g;
  Ctx ctx;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (tile != NULL);
  g_return_if_fail (size > 0);

  g = hg_tile_shapes_get (shapes, tile);
  g_return_if_fail (g != NULL);

  ctx.style = style ? style : &default_style;
  ctx.rot = rot & 3;
  ctx.ow = MAX (1.0 / size, HG_GEOM_OUTLINE) * (ctx.style->high_contrast ? 1.8 : 1.0);
  /* light from the top left of the screen, seen from the unrotated tile */
  ctx.lx = -G_SQRT2 / 2;
  ctx.ly = -G_SQRT2 / 2;
  for (guint i = 0; i < ctx.rot; i++)
    {
      double t = ctx.lx;

      ctx.lx = ctx.ly;
      ctx.ly = -t;
    }

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_clip (cr);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);

  cairo_save (cr);
  turn (cr, ctx.rot);
  draw_meadow (cr, g, &ctx);
  draw_forests (cr, g, &ctx);
  draw_water (cr, g, &ctx);
  draw_stones (cr, g, &ctx);
  draw_flowers (cr, g, &ctx);
  cairo_restore (cr);

  draw_symbols (cr, g, &ctx);

  /* a faint edge so that the squares of the board can be told apart */
  if (ctx.style->high_contrast)
    cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, ctx.style->dark ? 0.3 : 0.16);
  cairo_set_line_width (cr, (ctx.style->high_contrast ? 2.0 : 1.0) / size);
  cairo_rectangle (cr, 0.5 / size, 0.5 / size, 1 - 1 / size, 1 - 1 / size);
  cairo_stroke (cr);

  cairo_restore (cr);
}

cairo_surface_t *
hg_tile_painter_paint (HgTileShapes             *shapes,
                       const HgTile             *tile,
                       guint                     rot,
                       int                       px,
                       double                    scale,
                       const HgTilePainterStyle *style)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (tile != NULL, NULL);
  g_return_val_if_fail (px > 0 && scale > 0, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  /* the whole square, even when size * scale is not a whole number */
  hg_tile_painter_draw (cr, shapes, tile, rot, px / scale, style);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

void
hg_tile_painter_zone_anchor (HgTileShapes *shapes,
                             const HgTile *tile,
                             guint         rot,
                             guint         zone,
                             double       *x,
                             double       *y)
{
  const HgTileGeometry *g;

  g_return_if_fail (tile != NULL);
  g_return_if_fail (x != NULL && y != NULL);

  *x = *y = 0.5;
  g = hg_tile_shapes_get (shapes, tile);
  if (g == NULL || zone >= HG_MAX_ZONES || tile->zones[zone].type == HG_ZONE_NONE)
    return;
  hg_tile_geometry_rotate (rot, g->anchor[zone].x, g->anchor[zone].y, x, y);
}

guint
hg_tile_painter_zone_at (HgTileShapes *shapes,
                         const HgTile *tile,
                         guint         rot,
                         double        x,
                         double        y)
{
  const HgTileGeometry *g;
  double ux, uy;

  g_return_val_if_fail (tile != NULL, HG_NO_ZONE);

  g = hg_tile_shapes_get (shapes, tile);
  if (g == NULL || x < 0 || y < 0 || x > 1 || y > 1)
    return HG_NO_ZONE;
  hg_tile_geometry_unrotate (rot, x, y, &ux, &uy);
  return hg_tile_geometry_zone_at (g, ux, uy);
}

gboolean
hg_tile_painter_zone_has_stones (HgTileShapes *shapes,
                                 const HgTile *tile,
                                 guint         zone)
{
  const HgTileGeometry *g;
  const guint n = HG_GEOM_GRID;

  g_return_val_if_fail (tile != NULL, FALSE);

  g = hg_tile_shapes_get (shapes, tile);
  if (g == NULL || g->stones->len == 0 || zone >= tile->n_zones || tile->zones[zone].type != HG_ZONE_MEADOW)
    return FALSE;
  for (guint j = 0; j < n; j++)
    for (guint i = 0; i < n; i++)
      {
        guint8 here = g->labels[j * n + i];
        guint8 right = i + 1 < n ? g->labels[j * n + i + 1] : here;
        guint8 below = j + 1 < n ? g->labels[(j + 1) * n + i] : here;

        for (guint k = 0; k < 2; k++)
          {
            guint8 other = k == 0 ? right : below;

            if (other == here || other >= tile->n_zones || here >= tile->n_zones
                || (here != zone && other != zone))
              continue;
            if (tile->zones[here].type == HG_ZONE_MEADOW && tile->zones[other].type == HG_ZONE_MEADOW)
              return TRUE;
          }
      }
  return FALSE;
}

double
hg_tile_painter_zone_area (HgTileShapes *shapes,
                           const HgTile *tile,
                           guint         zone)
{
  const HgTileGeometry *g;

  g_return_val_if_fail (tile != NULL, 0);

  g = hg_tile_shapes_get (shapes, tile);
  if (g == NULL || zone >= HG_MAX_ZONES)
    return 0;
  return g->area[zone] / (double) (HG_GEOM_GRID * HG_GEOM_GRID);
}

guint
hg_tile_painter_get_symbol_boxes (HgTileShapes *shapes,
                                  const HgTile *tile,
                                  guint         rot,
                                  HgTileBox    *out,
                                  guint         max)
{
  const HgTileGeometry *g;

  g_return_val_if_fail (tile != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  g = hg_tile_shapes_get (shapes, tile);
  if (g == NULL)
    return 0;
  for (guint i = 0; i < g->symbols->len && i < max; i++)
    {
      const HgSymbolSpot *s = &g_array_index (g->symbols, HgSymbolSpot, i);
      double x, y, x1, y1, x2, y2;

      hg_tile_geometry_rotate (rot, s->x, s->y, &x, &y);
      hg_symbol_painter_get_extents (s->kind, &x1, &y1, &x2, &y2);
      out[i] = (HgTileBox) { x + x1 * s->size, y + y1 * s->size, x + x2 * s->size, y + y2 * s->size };
    }
  return g->symbols->len;
}

static gboolean
boxes_overlap (const HgTileBox *a,
               const HgTileBox *b)
{
  return a->x1 < b->x2 && b->x1 < a->x2 && a->y1 < b->y2 && b->y1 < a->y2;
}

double
hg_tile_painter_figure_size (HgTileShapes *shapes,
                             const HgTile *tile,
                             guint         rot,
                             guint         zone,
                             guint         role,
                             double        size)
{
  HgTileBox boxes[HG_MAX_ZONE_ATTRS * HG_MAX_ZONES];
  double x1, y1, x2, y2, cx, cy, least;
  guint n;

  g_return_val_if_fail (tile != NULL, size);
  g_return_val_if_fail (role > HG_ROLE_NONE && role <= HG_ROLE_HUT, size);

  n = MIN (hg_tile_painter_get_symbol_boxes (shapes, tile, rot, boxes, G_N_ELEMENTS (boxes)),
           G_N_ELEMENTS (boxes));
  hg_tile_painter_zone_anchor (shapes, tile, rot, zone, &cx, &cy);
  hg_figure_painter_get_extents (role, &x1, &y1, &x2, &y2);
  /* a figure this size fits in the marker's square, which is clear */
  least = HG_TILE_MARKER_SIZE / (2 * MAX (MAX (-x1, x2), MAX (-y1, y2)));

  for (; size > least; size *= 0.92)
    {
      HgTileBox box = { cx + x1 * size, cy + y1 * size, cx + x2 * size, cy + y2 * size };
      gboolean clear = box.x1 >= 0 && box.y1 >= 0 && box.x2 <= 1 && box.y2 <= 1;

      for (guint i = 0; i < n && clear; i++)
        clear = !boxes_overlap (&box, &boxes[i]);
      if (clear)
        return size;
    }
  return MIN (size, least);
}
