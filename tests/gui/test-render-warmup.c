/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-render-warmup.c: the renderer's warm-up (hg-render-warmup.c).
 *
 * A test widget draws an opaque colour and, over it, what
 * hg_render_warmup_snapshot() appends in each of its frames, kept aside
 * as that frame's part.  With a renderer it has nothing to warm (the
 * tests' cairo renderer) the warm-up ends once started, having drawn
 * nothing; with GTK's GL renderer (a window of its own, in a
 * subprocess) it draws one part a frame, in frames one after the other,
 * until all are drawn, then none; each part, drawn over the colour by
 * GTK's cairo renderer (which paints textures and cairo nodes for real),
 * leaves every pixel as it was.
 */

#include "config.h"

#include <adwaita.h>
/* GskGLRenderer: in gsk.h since GTK 4.14, which warns of the old header */
#if !GTK_CHECK_VERSION (4, 14, 0)
#include <gsk/gl/gskglrenderer.h>
#endif

#include "hg-gui-test-util.h"
#include "hg-render-warmup.h"

#define SIZE 320
/* The parts hg-render-warmup.c draws: textures of four sides, then cairo
 * nodes, each not cut and cut by a clip. */
#define N_PARTS 10

/* A widget that draws an opaque colour and the warm-up over it. */
#define TEST_TYPE_HOST (test_host_get_type ())
G_DECLARE_FINAL_TYPE (TestHost, test_host, TEST, HOST, GtkWidget)

struct _TestHost
{
  GtkWidget       parent_instance;
  HgRenderWarmup *warmup;
  guint           frames;     /* snapshots */
  GPtrArray      *parts;      /* GskRenderNode: what the warm-up appended */
  GArray         *part_frames;  /* guint: the snapshot of each part, from 0 */
};

G_DEFINE_FINAL_TYPE (TestHost, test_host, GTK_TYPE_WIDGET)

static const GdkRGBA colour = { 0.25f, 0.5f, 0.75f, 1.0f };

static void
test_host_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  TestHost *self = TEST_HOST (widget);
  GtkSnapshot *part = gtk_snapshot_new ();
  GskRenderNode *node;

  gtk_snapshot_append_color (snapshot, &colour, &GRAPHENE_RECT_INIT (0, 0, SIZE, SIZE));
  /* the warm-up's part of this frame, if any, kept aside and drawn */
  hg_render_warmup_snapshot (self->warmup, part);
  node = gtk_snapshot_free_to_node (part);
  if (node != NULL)
    {
      gtk_snapshot_append_node (snapshot, node);
      g_ptr_array_add (self->parts, node);
      g_array_append_val (self->part_frames, self->frames);
    }
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
test_host_finalize (GObject *object)
{
  g_ptr_array_unref (TEST_HOST (object)->parts);
  g_array_unref (TEST_HOST (object)->part_frames);
  G_OBJECT_CLASS (test_host_parent_class)->finalize (object);
}

static void
test_host_class_init (TestHostClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = test_host_dispose;
  G_OBJECT_CLASS (klass)->finalize = test_host_finalize;
  GTK_WIDGET_CLASS (klass)->snapshot = test_host_snapshot;
  GTK_WIDGET_CLASS (klass)->measure = test_host_measure;
}

static void
test_host_init (TestHost *self)
{
  self->warmup = hg_render_warmup_new (GTK_WIDGET (self), 0);
  self->parts = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);
  self->part_frames = g_array_new (FALSE, FALSE, sizeof (guint));
}

static gboolean
warmup_done (gpointer      object,
             gconstpointer data)
{
  return hg_render_warmup_get_done (TEST_HOST (object)->warmup);
}

/* A window with a host, shown until the warm-up is done and a frame
 * after; a new reference to the host. */
static TestHost *
show_host (GtkWindow **window)
{
  TestHost *host = g_object_new (TEST_TYPE_HOST, NULL);

  *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_child (*window, GTK_WIDGET (host));
  g_object_ref (host);
  g_assert_false (hg_render_warmup_get_done (host->warmup));
  gtk_window_present (*window);
  hg_test_run_until (warmup_done, host, NULL, "the warm-up");
  hg_test_wait_for_frames (GTK_WIDGET (*window));
  g_test_message ("renderer %s, %u frames, %u parts",
                  G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (*window))),
                  host->frames, host->parts->len);
  return host;
}

/* @part over the colour, drawn by a cairo renderer: the colour. */
static void
assert_transparent (GskRenderNode *part,
                    guint          i)
{
  GskRenderer *renderer = gsk_cairo_renderer_new ();
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, SIZE, SIZE);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIZE, SIZE);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  guint32 expected;

  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  g_assert_no_error (error);
  /* the parts start at the origin, some reach out left and up */
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (SIZE / 2, SIZE / 2));
  gtk_snapshot_append_color (snapshot, &colour, &GRAPHENE_RECT_INIT (-SIZE / 2, -SIZE / 2, SIZE, SIZE));
  gtk_snapshot_append_node (snapshot, part);
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
        g_error ("part %u changed pixel (%d,%d): %08x", i, x, y,
                 hg_test_surface_pixel (surface, x, y));
  cairo_surface_destroy (surface);
  gsk_renderer_unrealize (renderer);
  g_object_unref (renderer);
}

/* With GTK's GL renderer: a part a frame, in frames one after the other,
 * every part transparent, and none once done. */
static void
test_gl_subprocess (void)
{
  GtkWindow *window;
  g_autoptr(TestHost) host = show_host (&window);
  guint n = host->parts->len;

  g_assert_true (GSK_IS_GL_RENDERER (gtk_native_get_renderer (GTK_NATIVE (window))));
  g_assert_cmpuint (n, ==, N_PARTS);
  g_assert_cmpuint (host->frames, >=, n);
  for (guint i = 1; i < n; i++)
    g_assert_cmpuint (g_array_index (host->part_frames, guint, i), ==,
                      g_array_index (host->part_frames, guint, i - 1) + 1);
  for (guint i = 0; i < n; i++)
    assert_transparent (g_ptr_array_index (host->parts, i), i);

  /* done: more frames draw no part */
  gtk_widget_queue_draw (GTK_WIDGET (host));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  g_assert_cmpuint (host->parts->len, ==, n);
  gtk_window_destroy (window);
}

static void
test_gl (void)
{
  g_autofree char *renderer = g_strdup (g_getenv ("GSK_RENDERER"));
  g_autoptr(GdkGLContext) context = NULL;
  g_autoptr(GError) error = NULL;

  /* where the display has OpenGL, GTK's GL renderer can draw */
  context = gdk_display_create_gl_context (gdk_display_get_default (), &error);
  if (context == NULL || !gdk_gl_context_realize (context, &error))
    {
      g_autofree char *why = g_strdup_printf ("no OpenGL: %s", error->message);

      g_test_skip (why);
      return;
    }

  /* the renderer is chosen once a process: the window in one of its own
   * (GTK 4.14 named its GL renderer "ngl", and later removed the old
   * one, "gl") */
  g_setenv ("GSK_RENDERER", gtk_check_version (4, 14, 0) == NULL ? "ngl" : "gl", TRUE);
  g_test_trap_subprocess ("/render-warmup/gl/subprocess", 0,
                          G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  if (renderer != NULL)
    g_setenv ("GSK_RENDERER", renderer, TRUE);
  else
    g_unsetenv ("GSK_RENDERER");
  g_test_trap_assert_passed ();
}

/* With another renderer (the tests' cairo renderer): done once started,
 * no part drawn. */
static void
test_window (void)
{
  GtkWindow *window;
  g_autoptr(TestHost) host = show_host (&window);

  if (GSK_IS_GL_RENDERER (gtk_native_get_renderer (GTK_NATIVE (window))))
    {
      gtk_window_destroy (window);
      g_test_skip ("the window's renderer is GTK's GL renderer");
      return;
    }
  g_assert_cmpuint (host->parts->len, ==, 0);
  g_assert_cmpuint (host->frames, >, 0);
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/render-warmup/gl", test_gl);
  g_test_add_func ("/render-warmup/gl/subprocess", test_gl_subprocess);
  g_test_add_func ("/render-warmup/window", test_window);

  return g_test_run ();
}
