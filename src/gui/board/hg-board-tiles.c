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
 *
 * The view's frames on screen show the tiles as texture nodes
 * (hg_board_tiles_snapshot()): a texture wraps the cache's surface without
 * a copy, and is kept from one frame to the next while it is shown, so
 * that the renderer keeps it too and scales it itself while the view
 * zooms.
 */

#include "config.h"

#include "hg-board-render-private.h"
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

/* The surface to show the tile of @p from, painted @from wide; NULL:
 * none yet.  In the view's frames a tile not cached at the size wanted is
 * requested from the workers. */
static cairo_surface_t *
pick_surface (const HgBoardScene *scene,
              const HgTile       *tile,
              const HgPlacement  *p,
              double              px,
              double              py,
              gboolean            on_board,
              double             *from)
{
  double want = scene->paint_size > 0 ? scene->paint_size : scene->size;
  cairo_surface_t *surface;

  *from = want;
  if (!scene->paint_later)
    return hg_tile_cache_get (scene->cache, tile, p->rot, want, scene->scale);

  surface = hg_tile_cache_lookup (scene->cache, tile, p->rot, want, scene->scale);
  if (surface != NULL)
    return surface;
  hg_tile_cache_request (scene->cache, tile, p->rot, want, scene->scale,
                         on_board ? square_priority (scene, px, py) : 0);
  return hg_tile_cache_lookup_nearest (scene->cache, tile, p->rot, want, scene->scale, from);
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
  double from;

  g_return_if_fail (cr != NULL && scene != NULL && p != NULL);

  tile = hg_board_render_tile (scene->state, p->tile);
  if (tile == NULL)
    return;
  surface = pick_surface (scene, tile, p, px, py, on_board, &from);
  if (surface != NULL)
    draw_surface (cr, surface, from, px, py, scene->size, alpha);
  else
    draw_placeholder (cr, scene, px, py, alpha);
}

void
hg_board_tiles_blit (cairo_t            *cr,
                     const HgBoardScene *scene,
                     const HgPlacement  *p,
                     double              alpha,
                     gboolean            on_board)
{
  double px, py;

  hg_board_render_square_origin (scene, p->x, p->y, &px, &py);
  hg_board_tiles_draw (cr, scene, p, px, py, alpha, on_board);
}

/* Textures ------------------------------------------------------------- */

/* New textures a frame may show, in bytes of pixels: the renderer uploads
 * each new one during the frame, so a frame with many (the first of a
 * late game, a zoom step whose tiles all arrive at once) would stall.
 * Past this, a tile keeps the texture it had (scaled) or its placeholder
 * for a frame more.  The first frame of a game has no budget: it shows
 * every tile that is painted. */
#define UPLOAD_BUDGET (64 * 1024)

/* The texture a tile was shown with, painted @from wide. */
typedef struct {
  GdkTexture *texture;
  double      from;
} Shown;

static void
shown_free (gpointer data)
{
  Shown *shown = data;

  g_object_unref (shown->texture);
  g_free (shown);
}

struct _HgBoardTextures {
  /* two generations: what this frame shows, and the frame before */
  GHashTable *textures[2];   /* cairo_surface_t * -> GdkTexture * */
  GHashTable *tiles[2];      /* tile id << 2 | turn -> Shown * */
  gsize       uploads;       /* bytes of new textures this frame */
  gboolean    whole;         /* this frame has no budget: a game's first */
  gboolean    deferred;      /* a tile had to wait for its texture */
};

static void
new_generation (HgBoardTextures *textures)
{
  textures->textures[0] = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  textures->tiles[0] = g_hash_table_new_full (NULL, NULL, NULL, shown_free);
}

HgBoardTextures *
hg_board_textures_new (void)
{
  HgBoardTextures *textures = g_new0 (HgBoardTextures, 1);

  new_generation (textures);
  textures->textures[1] = g_hash_table_ref (textures->textures[0]);
  textures->tiles[1] = g_hash_table_ref (textures->tiles[0]);
  return textures;
}

void
hg_board_textures_free (HgBoardTextures *textures)
{
  if (textures == NULL)
    return;
  for (guint i = 0; i < 2; i++)
    {
      g_hash_table_unref (textures->textures[i]);
      g_hash_table_unref (textures->tiles[i]);
    }
  g_free (textures);
}

void
hg_board_textures_begin_frame (HgBoardTextures *textures,
                               gboolean         whole)
{
  g_hash_table_unref (textures->textures[1]);
  g_hash_table_unref (textures->tiles[1]);
  textures->textures[1] = textures->textures[0];
  textures->tiles[1] = textures->tiles[0];
  new_generation (textures);
  textures->uploads = 0;
  textures->whole = whole;
  textures->deferred = FALSE;
}

void
hg_board_textures_end_frame (HgBoardTextures *textures)
{
  /* the textures not shown in this frame are dropped */
  g_hash_table_remove_all (textures->textures[1]);
  g_hash_table_remove_all (textures->tiles[1]);
}

gboolean
hg_board_textures_get_deferred (HgBoardTextures *textures)
{
  return textures->deferred;
}

gpointer
hg_board_render_keep_shown (GHashTable    *generations[2],
                            gconstpointer  key)
{
  gpointer value = g_hash_table_lookup (generations[0], key);
  gpointer stolen_key;

  if (value == NULL && g_hash_table_steal_extended (generations[1], key, &stolen_key, &value))
    g_hash_table_insert (generations[0], stolen_key, value);
  return value;
}

/* A new texture of @surface (ARGB32, which is GDK_MEMORY_DEFAULT),
 * sharing its pixels, which the cache never changes once painted; NULL
 * when this frame's uploads are spent. */
static GdkTexture *
texture_new (HgBoardTextures *textures,
             cairo_surface_t *surface)
{
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;
  int stride = cairo_image_surface_get_stride (surface);
  int height = cairo_image_surface_get_height (surface);
  gsize size = (gsize) stride * height;

  if (!textures->whole && textures->uploads > 0 && textures->uploads + size > UPLOAD_BUDGET)
    {
      textures->deferred = TRUE;
      return NULL;
    }
  textures->uploads += size;

  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface), size,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      cairo_surface_reference (surface));
  texture = gdk_memory_texture_new (cairo_image_surface_get_width (surface), height,
                                    GDK_MEMORY_DEFAULT, bytes, stride);
  g_hash_table_insert (textures->textures[0], surface, texture);
  return texture;
}

static void
set_tile_shown (HgBoardTextures *textures,
                guint            key,
                GdkTexture      *texture,
                double           from)
{
  Shown *shown = g_new0 (Shown, 1);

  shown->texture = g_object_ref (texture);
  shown->from = from;
  g_hash_table_replace (textures->tiles[0], GUINT_TO_POINTER (key), shown);
}

/* A tile not painted at any size yet, as nodes: its meadow and a faint
 * edge, like draw_placeholder(), in opaque colour nodes (the edge's black
 * blended into the meadow here), which any renderer draws at once. */
static void
snapshot_placeholder (GtkSnapshot           *snapshot,
                      const HgBoardScene    *scene,
                      const graphene_rect_t *rect)
{
  float edge = scene->high_contrast ? 0.6f : scene->dark ? 0.3f : 0.16f;
  float w = scene->high_contrast ? 2.0f : 1.0f;
  float x = rect->origin.x, y = rect->origin.y, s = rect->size.width;
  GdkRGBA meadow = {
    ((PLACEHOLDER_COLOUR >> 16) & 0xff) / 255.0f,
    ((PLACEHOLDER_COLOUR >> 8) & 0xff) / 255.0f,
    (PLACEHOLDER_COLOUR & 0xff) / 255.0f,
    1.0f,
  };
  GdkRGBA line = {
    meadow.red * (1 - edge), meadow.green * (1 - edge), meadow.blue * (1 - edge), 1.0f,
  };
  const graphene_rect_t sides[4] = {
    GRAPHENE_RECT_INIT (x, y, s, w),
    GRAPHENE_RECT_INIT (x, y + s - w, s, w),
    GRAPHENE_RECT_INIT (x, y + w, w, s - 2 * w),
    GRAPHENE_RECT_INIT (x + s - w, y + w, w, s - 2 * w),
  };

  gtk_snapshot_append_color (snapshot, &meadow, rect);
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    gtk_snapshot_append_color (snapshot, &line, &sides[i]);
}

/* @texture, of a surface painted @from wide for @scene->scale, on the
 * square at (@px,@py): to scale, clipped to the square where the surface
 * has a pixel more than a whole number of them. */
static void
snapshot_texture (GtkSnapshot        *snapshot,
                  const HgBoardScene *scene,
                  GdkTexture         *texture,
                  double              from,
                  double              px,
                  double              py)
{
  double side = scene->size * gdk_texture_get_width (texture) / (from * scene->scale);
  graphene_rect_t rect = GRAPHENE_RECT_INIT (px, py, side, side);
  graphene_rect_t square = GRAPHENE_RECT_INIT (px, py, scene->size, scene->size);

  if (side == scene->size)
    {
      gtk_snapshot_append_texture (snapshot, texture, &rect);
      return;
    }
  gtk_snapshot_push_clip (snapshot, &square);
  gtk_snapshot_append_texture (snapshot, texture, &rect);
  gtk_snapshot_pop (snapshot);
}

void
hg_board_tiles_snapshot (GtkSnapshot        *snapshot,
                         HgBoardTextures    *textures,
                         const HgBoardScene *scene,
                         const HgPlacement  *p,
                         double              px,
                         double              py)
{
  graphene_rect_t square = GRAPHENE_RECT_INIT (px, py, scene->size, scene->size);
  guint key = p->tile << 2 | (p->rot & 3);
  const HgTile *tile;
  cairo_surface_t *surface;
  GdkTexture *texture = NULL;
  Shown *before;
  double from;

  g_return_if_fail (snapshot != NULL && textures != NULL && scene != NULL && p != NULL);

  tile = hg_board_render_tile (scene->state, p->tile);
  if (tile == NULL)
    return;
  surface = pick_surface (scene, tile, p, px, py, TRUE, &from);
  if (surface != NULL)
    {
      texture = hg_board_render_keep_shown (textures->textures, surface);
      if (texture == NULL)
        texture = texture_new (textures, surface);
    }
  if (texture != NULL)
    {
      set_tile_shown (textures, key, texture, from);
      snapshot_texture (snapshot, scene, texture, from, px, py);
      return;
    }

  /* its texture waits for the next frame: the one it had, or the meadow */
  before = hg_board_render_keep_shown (textures->tiles, GUINT_TO_POINTER (key));
  if (before != NULL)
    snapshot_texture (snapshot, scene, before->texture, before->from, px, py);
  else
    snapshot_placeholder (snapshot, scene, &square);
}
