/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-render-warmup.c: the renderer's warm-up (hg-render-warmup.c).
 *
 * Every part of it leaves the pixels under it as they were, drawn by
 * GTK's cairo renderer, which paints textures and cairo nodes for real.
 * With a renderer it has nothing to warm (the tests' cairo renderer) it
 * ends once started, having drawn nothing; with GTK's GL renderer it
 * draws one part a frame until all are drawn.
 */

#include "config.h"

#include <adwaita.h>

#include "hg-gui-test-util.h"
#include "hg-render-warmup.h"

#define SIZE 320

/* A widget that draws an opaque colour and the warm-up over it. */
#define TEST_TYPE_HOST (test_host_get_type ())
G_DECLARE_FINAL_TYPE (TestHost, test_host, TEST, HOST, GtkWidget)

struct _TestHost
{
  GtkWidget       parent_instance;
  HgRenderWarmup *warmup;
  guint           frames;     /* snapshots */
};

G_DEFINE_FINAL_TYPE (TestHost, test_host, GTK_TYPE_WIDGET)

static const GdkRGBA colour = { 0.25f, 0.5f, 0.75f, 1.0f };

static void
test_host_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  TestHost *self = TEST_HOST (widget);

  gtk_snapshot_append_color (snapshot, &colour, &GRAPHENE_RECT_INIT (0, 0, SIZE, SIZE));
  hg_render_warmup_snapshot (self->warmup, snapshot);
  self->frames++;
}

static void
test_host_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  *minimum = *natural = SIZE;
}

static void
test_host_dispose (GObject *object)
{
  g_clear_pointer (&TEST_HOST (object)->warmup, hg_render_warmup_free);
  G_OBJECT_CLASS (test_host_parent_class)->dispose (object);
}

static void
test_host_class_init (TestHostClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = test_host_dispose;
  GTK_WIDGET_CLASS (klass)->snapshot = test_host_snapshot;
  GTK_WIDGET_CLASS (klass)->measure = test_host_measure;
}

static void
test_host_init (TestHost *self)
{
  self->warmup = hg_render_warmup_new (GTK_WIDGET (self), 0);
}

static gboolean
warmup_done (gpointer      object,
             gconstpointer data)
{
  return hg_render_warmup_get_done (TEST_HOST (object)->warmup);
}

/* Each part over the colour, drawn by a cairo renderer: the colour. */
static void
test_transparent (void)
{
  g_autoptr(HgRenderWarmup) warmup = NULL;
  GskRenderer *renderer = gsk_cairo_renderer_new ();
  GtkWidget *widget = gtk_label_new (NULL);
  g_autoptr(GError) error = NULL;
  guint n = hg_render_warmup_get_n_parts ();

  g_object_ref_sink (widget);
  warmup = hg_render_warmup_new (widget, 0);
  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, >, 2);

  for (guint part = 0; part < n; part++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, SIZE, SIZE);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIZE, SIZE);
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      guint32 expected;

      /* the parts start at the origin, some reach out left and up */
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (SIZE / 2, SIZE / 2));
      gtk_snapshot_append_color (snapshot, &colour, &GRAPHENE_RECT_INIT (-SIZE / 2, -SIZE / 2, SIZE, SIZE));
      hg_render_warmup_append_part (warmup, snapshot, part);
      node = gtk_snapshot_free_to_node (snapshot);
      g_assert_nonnull (node);
      texture = gsk_renderer_render_texture (renderer, node, &bounds);
      gdk_texture_download (texture, cairo_image_surface_get_data (surface),
                            cairo_image_surface_get_stride (surface));
      cairo_surface_mark_dirty (surface);

      expected = hg_test_surface_pixel (surface, 0, 0);
      g_assert_cmphex (expected, ==, 0x4080bf);
      for (int y = 0; y < SIZE; y++)
        for (int x = 0; x < SIZE; x++)
          if (hg_test_surface_pixel (surface, x, y) != expected)
            g_error ("part %u changed pixel (%d,%d): %08x", part, x, y,
                     hg_test_surface_pixel (surface, x, y));
      cairo_surface_destroy (surface);
    }

  gsk_renderer_unrealize (renderer);
  g_object_unref (renderer);
  g_clear_pointer (&warmup, hg_render_warmup_free);
  g_object_unref (widget);
}

/* In a window: done once started, with a part a frame if the window's
 * renderer is GTK's GL renderer, with none otherwise. */
static void
test_window (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  TestHost *host = g_object_new (TEST_TYPE_HOST, NULL);
  GskRenderer *renderer;

  gtk_window_set_child (window, GTK_WIDGET (host));
  g_assert_false (hg_render_warmup_get_done (host->warmup));
  gtk_window_present (window);
  hg_test_run_until (warmup_done, host, NULL, "the warm-up");
  hg_test_wait_for_frames (GTK_WIDGET (window));

  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_test_message ("renderer %s, %u frames", G_OBJECT_TYPE_NAME (renderer), host->frames);
  if (GSK_IS_CAIRO_RENDERER (renderer))
    g_assert_cmpuint (host->frames, <, hg_render_warmup_get_n_parts ());
  else
    g_assert_cmpuint (host->frames, >=, hg_render_warmup_get_n_parts ());

  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/render-warmup/transparent", test_transparent);
  g_test_add_func ("/render-warmup/window", test_window);

  return g_test_run ();
}
