/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-squares.c: where on the board's scene the squares, the tiles
 * and the figures lie, and the masks of the tiles' zones.
 *
 * A figure stands on its zone's spot (hg_tile_painter_zone_anchor()),
 * small enough to stay on its tile and off the tile's pictures, on whole
 * device pixels.  Nothing here draws a tile: the files above this one do
 * (hg-board-tiles.c).
 */

#include "config.h"

#include <math.h>

#include "hg-board-squares.h"
#include "hg-figure-painter.h"
#include "hg-tile-painter.h"

#define FIGURE_SIZE   0.34   /* a figure's height, share of a square (at most) */

const HgTile *
hg_board_render_tile (const HgState *state,
                      guint          id)
{
  const HgTileSet *set = state != NULL ? hg_state_get_tile_set (state)
                                       : hg_tile_set_get_default (NULL);

  return set != NULL ? hg_tile_set_lookup (set, id) : NULL;
}

void
hg_board_render_square_origin (const HgBoardScene *scene,
                               int                 x,
                               int                 y,
                               double             *px,
                               double             *py)
{
  *px = scene->origin_x + x * scene->size;
  *py = scene->origin_y + y * scene->size;
}

static gboolean
square_visible (const HgBoardScene *scene,
                int                 x,
                int                 y,
                double              cx1,
                double              cy1,
                double              cx2,
                double              cy2)
{
  double px, py;

  hg_board_render_square_origin (scene, x, y, &px, &py);
  return px < cx2 && py < cy2 && px + scene->size > cx1 && py + scene->size > cy1;
}

GHashTable *
hg_board_render_new_mask_cache (void)
{
  return g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) cairo_surface_destroy);
}

cairo_surface_t *
hg_board_render_zone_mask (const HgBoardScene *scene,
                           const HgTile       *tile,
                           guint               rot,
                           guint               zone)
{
  guint key = 1 + (tile->id << 8 | (rot & 3) << 4 | (zone & 0xf));
  cairo_surface_t *mask = scene->zone_masks != NULL
                          ? g_hash_table_lookup (scene->zone_masks, GUINT_TO_POINTER (key)) : NULL;
  HgTileShapes *shapes = hg_tile_cache_get_shapes (scene->cache);
  guint8 *data;
  int stride;

  if (mask != NULL)
    return cairo_surface_reference (mask);

  mask = cairo_image_surface_create (CAIRO_FORMAT_A8, MASK_GRID, MASK_GRID);
  cairo_surface_flush (mask);
  data = cairo_image_surface_get_data (mask);
  stride = cairo_image_surface_get_stride (mask);
  for (int j = 0; j < MASK_GRID; j++)
    for (int i = 0; i < MASK_GRID; i++)
      data[j * stride + i] = hg_tile_painter_zone_at (shapes, tile, rot, (i + 0.5) / MASK_GRID,
                                                      (j + 0.5) / MASK_GRID) == zone ? 0xff : 0;
  cairo_surface_mark_dirty (mask);
  if (scene->zone_masks != NULL)
    g_hash_table_insert (scene->zone_masks, GUINT_TO_POINTER (key), cairo_surface_reference (mask));
  return mask;
}

gboolean
hg_board_render_figure_place (const HgBoardScene *scene,
                              const HgFigure     *f,
                              double             *cx,
                              double             *cy,
                              double             *size)
{
  const HgTile *tile;
  HgPlacement p;
  HgTileShapes *shapes = hg_tile_cache_get_shapes (scene->cache);
  double ux, uy, px, py, share, pixels;

  if (!hg_state_get_tile_at (scene->state, f->x, f->y, &p))
    return FALSE;
  tile = hg_board_render_tile (scene->state, p.tile);
  /* where a figure stands is known from its tile's geometry, which its
   * painting makes: before it, the figure would stall the frame */
  if (tile == NULL || (scene->paint_later && !hg_tile_cache_has_painted (scene->cache, tile)))
    return FALSE;
  hg_tile_painter_zone_anchor (shapes, tile, p.rot, f->zone, &ux, &uy);
  hg_board_render_square_origin (scene, f->x, f->y, &px, &py);
  /* on the zone's spot, small enough to stay on the tile and off its
   * pictures */
  share = hg_tile_painter_figure_size (shapes, tile, p.rot, f->zone, f->role,
                                       (f->role == HG_ROLE_HUNTER ? 0.8 : 1.0) * FIGURE_SIZE);
  /* on whole device pixels, at one of the sizes HG_FIGURE_SIZE_STEPS
   * apart: a figure's picture is then the same wherever it stands, and
   * the view's frames show it from a few textures (hg-board-sprites.c) */
  pixels = scene->size * share * scene->scale;
  pixels = exp2 (round (log2 (MAX (pixels, 1.0)) * HG_FIGURE_SIZE_STEPS) / HG_FIGURE_SIZE_STEPS);
  *size = pixels / scene->scale;
  *cx = round ((px + ux * scene->size) * scene->scale) / scene->scale;
  *cy = round ((py + uy * scene->size) * scene->scale) / scene->scale;
  return TRUE;
}

void
hg_board_render_figure (cairo_t            *cr,
                        const HgBoardScene *scene,
                        const HgFigure     *f,
                        double              dy,
                        double              alpha)
{
  double cx, cy, size;

  if (!hg_board_render_figure_place (scene, f, &cx, &cy, &size))
    return;
  if (alpha < 1.0)
    cairo_push_group (cr);
  hg_figure_painter_draw_for_seat (cr, f->role, f->owner, &scene->colours[f->owner % HG_MAX_PLAYERS],
                                   cx, cy - dy, size);
  if (alpha < 1.0)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, alpha);
    }
}

void
hg_board_render_foreach_figure (const HgBoardScene *scene,
                                HgBoardFigureFunc   func,
                                gpointer            user_data)
{
  HgFigure figures[HG_MAX_PLAYERS * (HG_MEMBERS + HG_HUTS)];
  guint n = hg_state_get_figures (scene->state, figures, G_N_ELEMENTS (figures));

  n = MIN (n, G_N_ELEMENTS (figures));
  for (guint i = 0; i < n; i++)
    {
      const HgFigure *f = &figures[i];
      double cx, cy, size;

      /* the figure of a move shown as it happens comes with its tile */
      if ((scene->has_moving && f->x == scene->moving.x && f->y == scene->moving.y)
          || (scene->has_dropping && f->x == scene->dropping.x && f->y == scene->dropping.y
              && f->zone == scene->dropping.zone && f->role == scene->dropping.role))
        continue;
      if (hg_board_render_figure_place (scene, f, &cx, &cy, &size))
        func (scene, f, cx, cy, size, user_data);
    }
}

void
hg_board_render_foreach_tile (const HgBoardScene *scene,
                              double              cx1,
                              double              cy1,
                              double              cx2,
                              double              cy2,
                              HgBoardTileFunc     func,
                              gpointer            user_data)
{
  for (guint i = 0, n = hg_state_get_n_placed (scene->state); i < n; i++)
    {
      HgPlacement p;
      double px, py;

      hg_state_get_placed (scene->state, i, &p);
      if (scene->has_moving && p.x == scene->moving.x && p.y == scene->moving.y)
        continue;
      if (!square_visible (scene, p.x, p.y, cx1, cy1, cx2, cy2))
        continue;
      hg_board_render_square_origin (scene, p.x, p.y, &px, &py);
      func (scene, &p, px, py, user_data);
    }
}
