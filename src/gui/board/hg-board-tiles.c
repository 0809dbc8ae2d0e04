/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-tiles.c: the board's tiles from the tile cache.
 *
 * Tiles are wanted at the scene's paint size (its size but while the view
 * slides to another zoom); a tile cached at it is a plain copy, or scaled
 * to the square.  In the view's frames (paint_later) a tile that is not
 * is requested from the cache's workers, the middle of the view first,
 * and drawn meanwhile from the nearest size cached, scaled with a bilinear
 * filter, or, before any is, as a placeholder in the meadow colour of the
 * tile painter.
 */

#include "config.h"

#include "hg-board-tiles.h"

#define PLACEHOLDER_COLOUR 0x8cc45e  /* the tile painter's meadow green */

/* @surface, painted @from units wide, drawn @size wide at (@px,@py). */
static void
paint_scaled (cairo_t         *cr,
              cairo_surface_t *surface,
              double           from,
              double           px,
              double           py,
              double           size,
              double           alpha)
{
  double k = size / from;

  cairo_save (cr);
  cairo_translate (cr, px, py);
  cairo_scale (cr, k, k);
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_BILINEAR);
  /* no seam of half-transparent pixels between scaled tiles */
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  cairo_rectangle (cr, 0, 0, from, from);
  if (alpha >= 1.0)
    cairo_fill (cr);
  else
    {
      cairo_clip (cr);
      cairo_paint_with_alpha (cr, alpha);
    }
  cairo_restore (cr);
}

/* @surface, painted exactly @size wide, at (@px,@py): a plain copy. */
static void
blit_surface (cairo_t         *cr,
              cairo_surface_t *surface,
              double           px,
              double           py,
              double           size,
              double           alpha)
{
  cairo_set_source_surface (cr, surface, px, py);
  if (alpha >= 1.0)
    {
      cairo_rectangle (cr, px, py, size, size);
      cairo_fill (cr);
    }
  else
    {
      cairo_save (cr);
      cairo_rectangle (cr, px, py, size, size);
      cairo_clip (cr);
      cairo_paint_with_alpha (cr, alpha);
      cairo_restore (cr);
    }
}

/* A tile not painted at any size yet: its meadow, with the faint edge
 * that the tile painter gives every tile. */
static void
draw_placeholder (cairo_t            *cr,
                  const HgBoardScene *scene,
                  double              px,
                  double              py,
                  double              alpha)
{
  double edge = scene->high_contrast ? 0.6 : scene->dark ? 0.3 : 0.16;
  double w = scene->high_contrast ? 2.0 : 1.0;

  cairo_rectangle (cr, px, py, scene->size, scene->size);
  cairo_set_source_rgba (cr, ((PLACEHOLDER_COLOUR >> 16) & 0xff) / 255.0,
                         ((PLACEHOLDER_COLOUR >> 8) & 0xff) / 255.0,
                         (PLACEHOLDER_COLOUR & 0xff) / 255.0, alpha);
  cairo_fill (cr);
  cairo_rectangle (cr, px + w / 2, py + w / 2, scene->size - w, scene->size - w);
  cairo_set_source_rgba (cr, 0, 0, 0, edge * alpha);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
}

/* Which tiles a worker paints first: the nearer the middle of the view,
 * the sooner; priority 0 (the tile in hand, a tile on the move) before
 * all. */
static guint
square_priority (const HgBoardScene *scene,
                 double              px,
                 double              py)
{
  double dx = (px + scene->size / 2 - scene->width / 2.0) / scene->size;
  double dy = (py + scene->size / 2 - scene->height / 2.0) / scene->size;

  return 1 + (guint) MIN (dx * dx + dy * dy, 1e6);
}

/* @surface, painted @from wide, drawn @size wide at (@px,@py). */
static void
draw_surface (cairo_t         *cr,
              cairo_surface_t *surface,
              double           from,
              double           px,
              double           py,
              double           size,
              double           alpha)
{
  if (from == size)
    blit_surface (cr, surface, px, py, size, alpha);
  else
    paint_scaled (cr, surface, from, px, py, size, alpha);
}

void
hg_board_tiles_draw (cairo_t            *cr,
                     const HgBoardScene *scene,
                     const HgPlacement  *p,
                     double              px,
                     double              py,
                     double              alpha,
                     gboolean            on_board)
{
  const HgTile *tile;
  cairo_surface_t *surface;
  double want, from;

  g_return_if_fail (cr != NULL && scene != NULL && p != NULL);

  tile = hg_board_render_tile (scene->state, p->tile);
  if (tile == NULL)
    return;
  want = scene->paint_size > 0 ? scene->paint_size : scene->size;

  if (!scene->paint_later)
    {
      surface = hg_tile_cache_get (scene->cache, tile, p->rot, want, scene->scale);
      draw_surface (cr, surface, want, px, py, scene->size, alpha);
      return;
    }

  surface = hg_tile_cache_lookup (scene->cache, tile, p->rot, want, scene->scale);
  if (surface != NULL)
    {
      draw_surface (cr, surface, want, px, py, scene->size, alpha);
      return;
    }
  hg_tile_cache_request (scene->cache, tile, p->rot, want, scene->scale,
                         on_board ? square_priority (scene, px, py) : 0);
  surface = hg_tile_cache_lookup_nearest (scene->cache, tile, p->rot, want, scene->scale, &from);
  if (surface != NULL)
    paint_scaled (cr, surface, from, px, py, scene->size, alpha);
  else
    draw_placeholder (cr, scene, px, py, alpha);
}
