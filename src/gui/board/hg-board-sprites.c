/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-sprites.c: the figures standing on the board as textures.
 *
 * A figure stands on whole device pixels at one of the sizes
 * HG_FIGURE_SIZE_STEPS apart (hg_board_render_figure_place()), so its
 * picture is the same wherever it stands: one texture per role, colour
 * and size serves every figure alike, drawn by the renderer as a plain
 * copy, where recording the figures with cairo would paint and upload
 * their pixels anew every frame the view moves.  The pictures are those
 * of hg_figure_painter_draw(), drawn at their place with cairo in
 * hg_board_render_draw(): the same pixels.
 *
 * Like the tiles' textures (hg-board-tiles.c) a picture is kept while it
 * is shown: two generations, the frame's and the last.  While the view
 * zooms every figure wants a new size each frame; a frame then draws
 * only a few new pictures and shows the rest from the nearest size it
 * has, scaled, until they come.
 */

#include "config.h"

#include <math.h>

#include "hg-board-render-private.h"
#include "hg-board-sprites.h"
#include "hg-figure-painter.h"

#define MOVING_BUDGET 6   /* new pictures a frame draws while the view moves */

typedef struct {
  gint64      key;       /* look and size */
  GdkTexture *texture;
  int         left;      /* device pixels from the figure's centre to */
  int         top;       /* the texture's top-left corner */
  int         step;      /* size: 2^(step / HG_FIGURE_SIZE_STEPS) pixels */
} Sprite;

struct _HgBoardSprites {
  GHashTable *shown[2];  /* the frame's and the last: key -> Sprite */
  guint       drawn;     /* new pictures this frame */
  gboolean    deferred;  /* a figure had to wait for its picture */
};

static void
sprite_free (gpointer data)
{
  Sprite *sprite = data;

  g_object_unref (sprite->texture);
  g_free (sprite);
}

static GHashTable *
generation_new (void)
{
  return g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, sprite_free);
}

HgBoardSprites *
hg_board_sprites_new (void)
{
  HgBoardSprites *sprites = g_new0 (HgBoardSprites, 1);

  sprites->shown[0] = generation_new ();
  sprites->shown[1] = generation_new ();
  return sprites;
}

void
hg_board_sprites_free (HgBoardSprites *sprites)
{
  if (sprites == NULL)
    return;
  g_hash_table_unref (sprites->shown[0]);
  g_hash_table_unref (sprites->shown[1]);
  g_free (sprites);
}

gboolean
hg_board_sprites_get_deferred (HgBoardSprites *sprites)
{
  g_return_val_if_fail (sprites != NULL, FALSE);

  return sprites->deferred;
}

/* A figure's look without its size: seat (its mark), role and colour
 * (8 bits a channel). */
static gint64
look_of (guint          seat,
         HgRole         role,
         const GdkRGBA *colour)
{
  guint32 rgba = (guint32) round (CLAMP (colour->red, 0, 1) * 255) << 24 |
                 (guint32) round (CLAMP (colour->green, 0, 1) * 255) << 16 |
                 (guint32) round (CLAMP (colour->blue, 0, 1) * 255) << 8 |
                 (guint32) round (CLAMP (colour->alpha, 0, 1) * 255);

  return (gint64) (seat % HG_MAX_PLAYERS) << 35 | (gint64) role << 32 | rgba;
}

static gint64
key_of (gint64 look,
        int    step)
{
  return look << 12 | (step & 0xfff);
}

/* The sprite of @key from this frame or the last (then kept for this). */
static Sprite *
lookup (HgBoardSprites *sprites,
        gint64          key)
{
  return hg_board_render_keep_shown (sprites->shown, &key);
}

/* The picture of @seat's @role in @colour, 2^(@step /
 * HG_FIGURE_SIZE_STEPS) device pixels high, centred on a whole pixel. */
static Sprite *
sprite_new (HgBoardSprites *sprites,
            gint64          key,
            guint           seat,
            HgRole          role,
            const GdkRGBA  *colour,
            int             step)
{
  double pixels = exp2 ((double) step / HG_FIGURE_SIZE_STEPS);
  double x1, y1, x2, y2;
  cairo_surface_t *surface;
  g_autoptr(GBytes) bytes = NULL;
  Sprite *sprite = g_new0 (Sprite, 1);
  int width, height, stride;
  cairo_t *cr;

  hg_figure_painter_get_extents (role, &x1, &y1, &x2, &y2);
  /* a pixel more on every side, for the smoothed edge */
  sprite->left = (int) floor (x1 * pixels) - 1;
  sprite->top = (int) floor (y1 * pixels) - 1;
  width = (int) ceil (x2 * pixels) + 1 - sprite->left;
  height = (int) ceil (y2 * pixels) + 1 - sprite->top;
  sprite->key = key;
  sprite->step = step;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  hg_figure_painter_draw_for_seat (cr, role, seat, colour, -sprite->left, -sprite->top, pixels);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  sprite->texture = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
  g_hash_table_insert (sprites->shown[0], g_memdup2 (&key, sizeof key), sprite);
  sprites->drawn++;
  return sprite;
}

/* Of the pictures of @look at hand, the one nearest to @step in size. */
static Sprite *
nearest (HgBoardSprites *sprites,
         gint64          look,
         int             step)
{
  Sprite *best = NULL;

  for (guint g = 0; g < 2; g++)
    {
      GHashTableIter iter;
      Sprite *sprite;

      g_hash_table_iter_init (&iter, sprites->shown[g]);
      while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &sprite))
        if (sprite->key >> 12 == look &&
            (best == NULL || ABS (sprite->step - step) < ABS (best->step - step)))
          best = sprite;
    }
  return best != NULL ? lookup (sprites, best->key) : NULL;
}

typedef struct {
  GtkSnapshot    *snapshot;
  HgBoardSprites *sprites;
  gboolean        moving;
} Frame;

static void
append_figure (const HgBoardScene *scene,
               const HgFigure     *f,
               double              cx,
               double              cy,
               double              size,
               gpointer            user_data)
{
  Frame *frame = user_data;
  HgBoardSprites *sprites = frame->sprites;
  const GdkRGBA *colour = &scene->colours[f->owner % HG_MAX_PLAYERS];
  int step = (int) round (log2 (size * scene->scale) * HG_FIGURE_SIZE_STEPS);
  gint64 look = look_of (f->owner, f->role, colour);
  Sprite *sprite = lookup (sprites, key_of (look, step));
  graphene_rect_t rect;
  double k = 1.0;

  if (sprite == NULL && frame->moving && sprites->drawn >= MOVING_BUDGET)
    sprite = nearest (sprites, look, step);
  if (sprite == NULL)
    sprite = sprite_new (sprites, key_of (look, step), f->owner, f->role, colour, step);
  if (sprite->step != step)
    {
      sprites->deferred = TRUE;
      k = exp2 ((double) (step - sprite->step) / HG_FIGURE_SIZE_STEPS);
    }
  rect = GRAPHENE_RECT_INIT (cx + sprite->left * k / scene->scale,
                             cy + sprite->top * k / scene->scale,
                             gdk_texture_get_width (sprite->texture) * k / scene->scale,
                             gdk_texture_get_height (sprite->texture) * k / scene->scale);
  gtk_snapshot_append_texture (frame->snapshot, sprite->texture, &rect);
}

void
hg_board_sprites_snapshot (GtkSnapshot        *snapshot,
                           HgBoardSprites     *sprites,
                           const HgBoardScene *scene,
                           gboolean            moving)
{
  Frame frame = { snapshot, sprites, moving };

  g_return_if_fail (snapshot != NULL && sprites != NULL && scene != NULL);

  g_hash_table_unref (sprites->shown[1]);
  sprites->shown[1] = sprites->shown[0];
  sprites->shown[0] = generation_new ();
  sprites->drawn = 0;
  sprites->deferred = FALSE;
  hg_board_render_foreach_figure (scene, append_figure, &frame);
}
