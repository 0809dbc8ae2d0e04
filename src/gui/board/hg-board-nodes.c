/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-nodes.c: the view's frames on screen as render nodes.
 *
 * The same picture as hg_board_render_draw(), built so that the renderer
 * does the work it is good at: the background is a colour node, each tile
 * a texture node of the cached surface (hg_board_tiles_snapshot(), so a
 * zoom only scales textures the renderer already has), and what lies on
 * the tiles is recorded once with cairo and shown only where it has ink,
 * in two parts, under the figures and over them (marks, tints, the ghost,
 * labels: hg_board_render_legal(), hg_board_render_overlay_under() and
 * _over()), with the figures between them as textures
 * (hg-board-sprites.c): a cairo node covering the whole view would be
 * painted and uploaded in full every frame, which costs more than all
 * the rest.  The ink is found on a copy of the recording drawn at
 * 1/INK_BLOCK of the size; each block of it with any ink (and the blocks
 * around, for the edges smoothed away at that size) is in the region
 * shown.  While the view moves, each rectangle of the region is a cairo
 * node that paints the recording, clipped to it; while it is still, one
 * node over the whole region does, which GTK's GL renderer uploads more
 * cheaply than many small ones (measured with bench-board-view: the
 * first of many small ones costs it 40-100 ms once, on llvmpipe).  Both
 * show the same pixels.
 */

#include "config.h"

#include "hg-board-nodes.h"
#include "hg-board-render-private.h"

#define INK_BLOCK 8   /* user units a side of a block of the ink mask */

/* Where @recording (of @width x @height) has ink, in blocks. */
static cairo_region_t *
ink_region (cairo_surface_t *recording,
            int              width,
            int              height)
{
  int w = (width + INK_BLOCK - 1) / INK_BLOCK;
  int h = (height + INK_BLOCK - 1) / INK_BLOCK;
  cairo_surface_t *mask = cairo_image_surface_create (CAIRO_FORMAT_A8, w, h);
  cairo_region_t *region = cairo_region_create ();
  const guint8 *data;
  cairo_t *cr;
  int stride;

  cr = cairo_create (mask);
  cairo_scale (cr, 1.0 / INK_BLOCK, 1.0 / INK_BLOCK);
  cairo_set_source_surface (cr, recording, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (mask);

  data = cairo_image_surface_get_data (mask);
  stride = cairo_image_surface_get_stride (mask);
  for (int j = 0; j < h; j++)
    for (int i = 0; i < w; i++)
      {
        int start = i;
        cairo_rectangle_int_t run;

        while (i < w && data[j * stride + i] != 0)
          i++;
        if (i == start)
          continue;
        /* the run and the blocks around it */
        run.x = (start - 1) * INK_BLOCK;
        run.y = (j - 1) * INK_BLOCK;
        run.width = (i - start + 2) * INK_BLOCK;
        run.height = 3 * INK_BLOCK;
        cairo_region_union_rectangle (region, &run);
      }
  cairo_surface_destroy (mask);

  {
    cairo_rectangle_int_t view = { 0, 0, width, height };

    cairo_region_intersect_rectangle (region, &view);
  }
  return region;
}

typedef struct {
  GtkSnapshot     *snapshot;
  HgBoardTextures *textures;
} TileNodes;

static void
append_tile (const HgBoardScene *scene,
             const HgPlacement  *p,
             double              px,
             double              py,
             gpointer            user_data)
{
  TileNodes *nodes = user_data;

  hg_board_tiles_snapshot (nodes->snapshot, nodes->textures, scene, p, px, py);
}

/* What lies under the figures, the squares where the tile in hand fits
 * among it (they are never under a tile). */
static void
draw_under (cairo_t            *cr,
            const HgBoardScene *scene)
{
  hg_board_render_legal (cr, scene);
  hg_board_render_overlay_under (cr, scene);
}

/* What @draw draws of @scene, shown where it has ink: in a cairo node
 * per rectangle of its ink region (@split) or in one over all of it. */
static void
append_recording (GtkSnapshot        *snapshot,
                  const HgBoardScene *scene,
                  void              (*draw) (cairo_t *, const HgBoardScene *),
                  gboolean            split)
{
  cairo_surface_t *recording;
  cairo_region_t *ink;
  cairo_t *cr;

  recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA,
                                              &(cairo_rectangle_t) { 0, 0, scene->width,
                                                                     scene->height });
  cr = cairo_create (recording);
  draw (cr, scene);
  cairo_destroy (cr);

  ink = ink_region (recording, scene->width, scene->height);
  if (!split && !cairo_region_is_empty (ink))
    {
      cairo_rectangle_int_t extents;

      cairo_region_get_extents (ink, &extents);
      cairo_region_destroy (ink);
      ink = cairo_region_create_rectangle (&extents);
    }
  for (int i = 0, n = cairo_region_num_rectangles (ink); i < n; i++)
    {
      cairo_rectangle_int_t r;
      graphene_rect_t rect;

      cairo_region_get_rectangle (ink, i, &r);
      rect = GRAPHENE_RECT_INIT (r.x, r.y, r.width, r.height);
      cr = gtk_snapshot_append_cairo (snapshot, &rect);
      cairo_set_source_surface (cr, recording, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
    }
  cairo_region_destroy (ink);
  cairo_surface_destroy (recording);
}

void
hg_board_render_snapshot (GtkSnapshot        *snapshot,
                          HgBoardTextures    *textures,
                          HgBoardSprites     *sprites,
                          const HgBoardScene *scene,
                          gboolean            split)
{
  graphene_rect_t bounds;
  GdkRGBA bg;

  g_return_if_fail (snapshot != NULL && textures != NULL && sprites != NULL && scene != NULL);
  g_return_if_fail (scene->size > 0);

  bounds = GRAPHENE_RECT_INIT (0, 0, scene->width, scene->height);
  hg_board_render_background (scene->dark, &bg);
  gtk_snapshot_append_color (snapshot, &bg, &bounds);
  if (scene->state == NULL || scene->cache == NULL)
    return;

  if (scene->paint_later)
    {
      /* a zoom: the paintings of the size before that are not shown go */
      hg_tile_cache_set_size (scene->cache,
                              scene->paint_size > 0 ? scene->paint_size : scene->size,
                              scene->scale);
      hg_tile_cache_begin_requests (scene->cache);
    }
  hg_board_textures_begin_frame (textures, scene->first_frame);
  {
    TileNodes nodes = { snapshot, textures };

    hg_board_render_foreach_tile (scene, 0, 0, scene->width, scene->height, append_tile, &nodes);
  }
  append_recording (snapshot, scene, draw_under, split);
  /* the figures in a node of their own: those that come (with their
   * tiles, as the view opens a game) change only its children, where in
   * among the tiles' GTK's comparison with the last frame would give up
   * and the renderer draw the whole view again */
  gtk_snapshot_push_clip (snapshot, &bounds);
  hg_board_sprites_snapshot (snapshot, sprites, scene, split);
  gtk_snapshot_pop (snapshot);
  append_recording (snapshot, scene, hg_board_render_overlay_over, split);
  hg_board_textures_end_frame (textures);
  if (scene->paint_later)
    hg_tile_cache_end_requests (scene->cache);
}
