/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-render-warmup.c: drawing, once, what the board's frames will ask of
 * the renderer, before they ask it.
 *
 * With GTK's GL renderer on a software rasteriser (Mesa's llvmpipe, as
 * in a virtual machine or without a GPU) the first draw of a texture of a
 * new kind compiles code for it: 40-100 ms on the main thread, in the
 * middle of whatever frame first asks for it.  The board's frames ask for
 * several kinds as the view zooms (measured with
 * tests/gui/bench-board-view): textures small enough for the renderer's
 * atlas, and larger ones whose sides are or are not powers of two, each
 * drawn at their size and scaled, inside a clip and not.
 *
 * A warm-up draws each of those once, one kind a frame, in a window's
 * frames some time after it is shown (on the welcome page, before any
 * board is zoomed): textures whose pixels are all transparent, which
 * change nothing on screen.  With any other renderer it does nothing.
 */

#include "config.h"

#include "hg-render-warmup.h"

/* GskGLRenderer: in gsk.h since GTK 4.14, which warns of the old header */
#if !GTK_CHECK_VERSION (4, 14, 0)
#include <gsk/gl/gskglrenderer.h>
#endif

/* The textures' sides: not a power of two and a power of two, small
 * (the renderer may keep them in its atlas) and large. */
static const int sides[] = { 48, 64, 140, 256 };

/* A part: the textures of one side at their size and at these scales,
 * inside a clip that cuts them or not; then cairo nodes of these sizes
 * (what lies on the board's tiles), cut and not. */
static const double scales[] = { 1.0, 1.3, 0.8 };
static const int cairo_sizes[][2] = { { 40, 24 }, { 96, 96 }, { 140, 64 }, { 256, 256 }, { 300, 90 } };

#define N_PARTS (2 * (G_N_ELEMENTS (sides) + 1))   /* the textures and the cairo nodes, cut and not */

struct _HgRenderWarmup {
  GtkWidget  *widget;       /* not a reference: the widget owns us */
  GdkTexture *textures[G_N_ELEMENTS (sides)];
  guint       delay_ms;
  guint       timeout;
  guint       tick;         /* asks for the next part's frame */
  gulong      map_handler;
  guint       next;         /* the part the next frame draws */
  gboolean    started;
};

static GdkTexture *
transparent_texture (int side)
{
  gsize stride = (gsize) side * 4;
  g_autoptr(GBytes) bytes = g_bytes_new_take (g_malloc0 (stride * side), stride * side);

  return gdk_memory_texture_new (side, side, GDK_MEMORY_DEFAULT, bytes, stride);
}

static gboolean
renderer_wants_warmup (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;

  return renderer != NULL && GSK_IS_GL_RENDERER (renderer);
}

static gboolean
start_cb (gpointer user_data)
{
  HgRenderWarmup *warmup = user_data;

  warmup->timeout = 0;
  warmup->started = TRUE;
  if (!renderer_wants_warmup (warmup->widget))
    {
      warmup->next = N_PARTS;
      return G_SOURCE_REMOVE;
    }
  gtk_widget_queue_draw (warmup->widget);
  return G_SOURCE_REMOVE;
}

static void
widget_mapped_cb (GtkWidget      *widget,
                  HgRenderWarmup *warmup)
{
  g_clear_signal_handler (&warmup->map_handler, widget);
  warmup->timeout = g_timeout_add (warmup->delay_ms, start_cb, warmup);
}

HgRenderWarmup *
hg_render_warmup_new (GtkWidget *widget,
                      guint      delay_ms)
{
  HgRenderWarmup *warmup;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  warmup = g_new0 (HgRenderWarmup, 1);
  warmup->widget = widget;
  warmup->delay_ms = delay_ms;
  if (gtk_widget_get_mapped (widget))
    widget_mapped_cb (widget, warmup);
  else
    warmup->map_handler = g_signal_connect (widget, "map", G_CALLBACK (widget_mapped_cb), warmup);
  return warmup;
}

static gboolean
next_part_cb (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       user_data)
{
  HgRenderWarmup *warmup = user_data;

  warmup->tick = 0;
  gtk_widget_queue_draw (widget);
  return G_SOURCE_REMOVE;
}

static void
drop_textures (HgRenderWarmup *warmup)
{
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    g_clear_object (&warmup->textures[i]);
}

void
hg_render_warmup_free (HgRenderWarmup *warmup)
{
  if (warmup == NULL)
    return;
  g_clear_signal_handler (&warmup->map_handler, warmup->widget);
  g_clear_handle_id (&warmup->timeout, g_source_remove);
  if (warmup->tick != 0)
    gtk_widget_remove_tick_callback (warmup->widget, warmup->tick);
  drop_textures (warmup);
  g_free (warmup);
}

gboolean
hg_render_warmup_get_done (HgRenderWarmup *warmup)
{
  g_return_val_if_fail (warmup != NULL, FALSE);

  return warmup->started && warmup->next >= N_PARTS;
}

/* Part @part of the warm-up, appended to @snapshot. */
static void
append_part (HgRenderWarmup *warmup,
             GtkSnapshot    *snapshot,
             guint           part)
{
  /* the second half of the parts in a clip that cuts them, as the view's
   * edge cuts a tile */
  gboolean cut = part >= N_PARTS / 2;
  guint kind = part % (N_PARTS / 2);

  g_assert (part < N_PARTS);

  if (warmup->textures[0] == NULL)
    for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
      warmup->textures[i] = transparent_texture (sides[i]);

  if (cut)
    gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, 1, 1));
  if (kind < G_N_ELEMENTS (sides))
    for (guint i = 0; i < G_N_ELEMENTS (scales); i++)
      {
        double d = sides[kind] * scales[i];

        gtk_snapshot_append_texture (snapshot, warmup->textures[kind],
                                     &GRAPHENE_RECT_INIT (cut ? -d / 2 : 0, cut ? -d / 2 : 0, d, d));
      }
  else
    for (guint i = 0; i < G_N_ELEMENTS (cairo_sizes); i++)
      {
        double w = cairo_sizes[i][0], h = cairo_sizes[i][1];
        cairo_t *cr = gtk_snapshot_append_cairo (snapshot,
                                                 &GRAPHENE_RECT_INIT (cut ? -w / 2 : 0, cut ? -h / 2 : 0, w, h));

        /* nothing drawn: the node's pixels stay transparent */
        cairo_destroy (cr);
      }
  if (cut)
    gtk_snapshot_pop (snapshot);
}

void
hg_render_warmup_snapshot (HgRenderWarmup *warmup,
                           GtkSnapshot    *snapshot)
{
  g_return_if_fail (warmup != NULL);
  g_return_if_fail (snapshot != NULL);

  if (!warmup->started || warmup->next >= N_PARTS)
    return;

  append_part (warmup, snapshot, warmup->next);
  /* the next part in the next frame (a redraw asked for while a frame is
   * built would be forgotten) */
  if (++warmup->next < N_PARTS && warmup->tick == 0)
    warmup->tick = gtk_widget_add_tick_callback (warmup->widget, next_part_cb, warmup, NULL);
  else if (warmup->next >= N_PARTS)
    drop_textures (warmup);
}
