/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tile-cache.c: tiles the tile cache's workers paint.
 *
 * A requested tile arrives on the main loop, with the ready function
 * called, and is the same painting as hg_tile_cache_get() makes; the
 * nearest size stands in until then; what a frame no longer asks for is
 * dropped unpainted; a new style drops what was painted in the old one;
 * what the last frame drew, and the last small painting of each tile,
 * stay when arrivals pass the byte budget, and nothing else does; a new
 * size of the frames (a zoom) drops the paintings of the old one that the
 * last frame did not draw; each cache keeps its tiles' geometries in a
 * store of its own; and a cache freed while its threads paint leaves
 * nothing behind.
 */

#include "config.h"

#include <string.h>

#include "hg-engine.h"
#include "hg-gui-test-util.h"
#include "hg-tile-cache.h"
#include "hg-tile-shapes.h"

typedef struct {
  HgTileCache *cache;
  guint        ready;   /* calls of the ready function */
} Fixture;

static const HgTileSet *
tiles (void)
{
  g_autoptr(GError) error = NULL;
  const HgTileSet *set = hg_tile_set_get_default (&error);

  g_assert_no_error (error);
  return set;
}

static const HgTile *
tile (guint id)
{
  const HgTile *t = hg_tile_set_lookup (tiles (), id);

  g_assert_nonnull (t);
  return t;
}

static void
ready_cb (gpointer user_data)
{
  Fixture *f = user_data;

  f->ready++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->cache = hg_tile_cache_new (64 * 1024 * 1024);
  hg_tile_cache_set_ready_func (f->cache, ready_cb, f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_pointer (&f->cache, hg_tile_cache_free);
}

static gboolean
nothing_pending (gpointer      object,
                 gconstpointer data)
{
  return hg_tile_cache_get_n_pending (object) == 0;
}

static void
wait_for_tiles (HgTileCache *cache)
{
  hg_test_run_until (nothing_pending, cache, NULL, "the requested tiles");
}

static void
assert_same_pixels (cairo_surface_t *a,
                    cairo_surface_t *b)
{
  int h = cairo_image_surface_get_height (a);
  int w = cairo_image_surface_get_width (a);

  g_assert_cmpint (cairo_image_surface_get_width (b), ==, w);
  g_assert_cmpint (cairo_image_surface_get_height (b), ==, h);
  cairo_surface_flush (a);
  cairo_surface_flush (b);
  for (int y = 0; y < h; y++)
    g_assert_cmpmem (cairo_image_surface_get_data (a) + y * cairo_image_surface_get_stride (a), w * 4,
                     cairo_image_surface_get_data (b) + y * cairo_image_surface_get_stride (b), w * 4);
}

/* A frame that asks for @n tiles from @first at @size. */
static void
request_frame (HgTileCache *cache,
               guint        first,
               guint        n,
               double       size)
{
  hg_tile_cache_begin_requests (cache);
  for (guint i = 0; i < n; i++)
    if (hg_tile_cache_lookup (cache, tile (first + i), i % 4, size, 1) == NULL)
      hg_tile_cache_request (cache, tile (first + i), i % 4, size, 1, i);
  hg_tile_cache_end_requests (cache);
}

static void
test_arrives (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(HgTileCache) direct = hg_tile_cache_new (64 * 1024 * 1024);
  cairo_surface_t *painted;

  /* nothing is painted before the main loop runs */
  request_frame (f->cache, 20, 6, 72);
  g_assert_cmpuint (hg_tile_cache_get_n_pending (f->cache), ==, 6);
  g_assert_null (hg_tile_cache_lookup (f->cache, tile (20), 0, 72, 1));
  g_assert_false (hg_tile_cache_has_painted (f->cache, tile (20)));

  /* asking again changes nothing */
  request_frame (f->cache, 20, 6, 72);
  g_assert_cmpuint (hg_tile_cache_get_n_pending (f->cache), ==, 6);

  wait_for_tiles (f->cache);
  g_assert_cmpuint (f->ready, >=, 1);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (f->cache), ==, 6);
  for (guint i = 0; i < 6; i++)
    {
      painted = hg_tile_cache_lookup (f->cache, tile (20 + i), i % 4, 72, 1);
      g_assert_nonnull (painted);
      /* what the workers painted is what hg_tile_cache_get() gives:
       * nothing painted again */
      g_assert_true (hg_tile_cache_get (f->cache, tile (20 + i), i % 4, 72, 1) == painted);
      g_assert_true (hg_tile_cache_has_painted (f->cache, tile (20 + i)));
      assert_same_pixels (painted, hg_tile_cache_get (direct, tile (20 + i), i % 4, 72, 1));
    }
  g_assert_false (hg_tile_cache_has_painted (f->cache, tile (26)));
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (f->cache), ==, 6);

  /* a cached tile is not requested again */
  request_frame (f->cache, 20, 6, 72);
  g_assert_cmpuint (hg_tile_cache_get_n_pending (f->cache), ==, 0);

  /* a device scale of 2: twice the pixels */
  hg_tile_cache_begin_requests (f->cache);
  hg_tile_cache_request (f->cache, tile (30), 1, 40, 2, 0);
  hg_tile_cache_end_requests (f->cache);
  wait_for_tiles (f->cache);
  painted = hg_tile_cache_lookup (f->cache, tile (30), 1, 40, 2);
  g_assert_nonnull (painted);
  g_assert_cmpint (cairo_image_surface_get_width (painted), ==, 80);
  assert_same_pixels (painted, hg_tile_cache_get (direct, tile (30), 1, 40, 2));
}

static void
test_nearest (Fixture       *f,
              gconstpointer  data)
{
  cairo_surface_t *small, *large, *found;
  double from = 0;

  g_assert_null (hg_tile_cache_lookup_nearest (f->cache, tile (5), 0, 64, 1, &from));
  small = hg_tile_cache_get (f->cache, tile (5), 0, 32, 1);
  large = hg_tile_cache_get (f->cache, tile (5), 0, 128, 1);
  hg_tile_cache_get (f->cache, tile (5), 1, 64, 1);
  hg_tile_cache_get (f->cache, tile (5), 0, 64, 2);

  /* twice as large rather than half as large; other turns and scales
   * do not count */
  found = hg_tile_cache_lookup_nearest (f->cache, tile (5), 0, 64, 1, &from);
  g_assert_true (found == large);
  g_assert_cmpfloat (from, ==, 128);
  found = hg_tile_cache_lookup_nearest (f->cache, tile (5), 0, 40, 1, &from);
  g_assert_true (found == small);
  g_assert_cmpfloat (from, ==, 32);
  g_assert_null (hg_tile_cache_lookup_nearest (f->cache, tile (6), 0, 64, 1, &from));

  /* in user units at another device scale */
  found = hg_tile_cache_lookup_nearest (f->cache, tile (5), 0, 50, 2, &from);
  g_assert_nonnull (found);
  g_assert_cmpfloat (from, ==, 64);
}

static void
test_stale (Fixture       *f,
            gconstpointer  data)
{
  guint going_on;

  /* forty large tiles (a hundred milliseconds and more each), then a
   * frame (another zoom) that wants none of them: only those being
   * painted or painted already go on */
  request_frame (f->cache, 0, 40, 362);
  g_assert_cmpuint (hg_tile_cache_get_n_pending (f->cache), ==, 40);
  hg_tile_cache_begin_requests (f->cache);
  hg_tile_cache_end_requests (f->cache);
  going_on = hg_tile_cache_get_n_pending (f->cache);
  g_test_message ("%u of 40 go on", going_on);
  g_assert_cmpuint (going_on, <, 40);
  wait_for_tiles (f->cache);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (f->cache), ==, going_on);

  /* what a later frame asks for comes */
  request_frame (f->cache, 50, 3, 64);
  wait_for_tiles (f->cache);
  for (guint i = 0; i < 3; i++)
    g_assert_nonnull (hg_tile_cache_lookup (f->cache, tile (50 + i), i % 4, 64, 1));
}

static void
test_style (Fixture       *f,
            gconstpointer  data)
{
  HgTilePainterStyle dark = { FALSE, TRUE };
  g_autoptr(HgTileCache) direct = hg_tile_cache_new (64 * 1024 * 1024);
  guint ready, going_on;

  request_frame (f->cache, 10, 8, 200);
  hg_tile_cache_set_style (f->cache, &dark);
  going_on = hg_tile_cache_get_n_pending (f->cache);
  g_assert_cmpuint (going_on, <, 8);
  ready = f->ready;
  wait_for_tiles (f->cache);
  /* those painted in the light style were dropped, but said so: the
   * next frame asks again */
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (f->cache), ==, 0);
  g_assert_cmpuint (f->ready, ==, ready + going_on);

  request_frame (f->cache, 10, 2, 200);
  wait_for_tiles (f->cache);
  hg_tile_cache_set_style (direct, &dark);
  for (guint i = 0; i < 2; i++)
    assert_same_pixels (hg_tile_cache_lookup (f->cache, tile (10 + i), i % 4, 200, 1),
                        hg_tile_cache_get (direct, tile (10 + i), i % 4, 200, 1));
}

static void
test_budget (Fixture       *f,
             gconstpointer  data)
{
  const gsize one = 100 * 100 * 4;

  /* room for two, but a frame shows four: none of them goes */
  g_clear_pointer (&f->cache, hg_tile_cache_free);
  f->cache = hg_tile_cache_new (2 * one);
  request_frame (f->cache, 0, 4, 100);
  wait_for_tiles (f->cache);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (f->cache), ==, 4);
  request_frame (f->cache, 0, 4, 100);
  g_assert_cmpuint (hg_tile_cache_get_n_pending (f->cache), ==, 0);

  /* another zoom: the old size goes as the new one arrives, down to the
   * budget, but not what this frame draws */
  request_frame (f->cache, 0, 4, 101);
  wait_for_tiles (f->cache);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (f->cache), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_nonnull (hg_tile_cache_lookup (f->cache, tile (i), i % 4, 101, 1));
      g_assert_null (hg_tile_cache_lookup (f->cache, tile (i), i % 4, 100, 1));
    }
}

static void
test_keep_small (Fixture       *f,
                 gconstpointer  data)
{
  const gsize one = 100 * 100 * 4;

  g_clear_pointer (&f->cache, hg_tile_cache_free);
  f->cache = hg_tile_cache_new (4 * one);

  /* four tiles drawn small, then two others large, and larger, which
   * pass the budget with the size before */
  request_frame (f->cache, 0, 4, 48);
  wait_for_tiles (f->cache);
  request_frame (f->cache, 4, 2, 100);
  wait_for_tiles (f->cache);
  request_frame (f->cache, 4, 2, 120);
  wait_for_tiles (f->cache);

  /* the large ones of the size before went; each small one stays, the
   * only painting of its tile */
  for (guint i = 0; i < 2; i++)
    {
      g_assert_null (hg_tile_cache_lookup (f->cache, tile (4 + i), i % 4, 100, 1));
      g_assert_nonnull (hg_tile_cache_lookup (f->cache, tile (4 + i), i % 4, 120, 1));
    }
  for (guint i = 0; i < 4; i++)
    g_assert_nonnull (hg_tile_cache_lookup (f->cache, tile (i), i % 4, 48, 1));
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (f->cache), ==, 6);
}

/* The byte budget holds, whatever is painted or arrives: it gives way
 * only to what the last frame drew (none here, after each step). */
static void
test_limit (Fixture       *f,
            gconstpointer  data)
{
  const gsize one = 64 * 64 * 4;
  const gsize limit = 5 * one;

  g_clear_pointer (&f->cache, hg_tile_cache_free);
  f->cache = hg_tile_cache_new (limit);

  /* painted at once, far past the budget, sizes and turns mixed */
  for (guint i = 0; i < 40; i++)
    {
      hg_tile_cache_get (f->cache, tile (i), i % 4, 48 + 8 * (i % 3), 1);
      g_assert_cmpuint (hg_tile_cache_get_n_bytes (f->cache), <=, limit);
    }

  /* arrivals of frames that ask for few tiles each, at changing sizes */
  for (guint k = 0; k < 6; k++)
    {
      hg_tile_cache_set_size (f->cache, 60 + k, 1);
      request_frame (f->cache, 10 * k, 3, 60 + k);
      wait_for_tiles (f->cache);
      hg_tile_cache_begin_requests (f->cache);
      hg_tile_cache_end_requests (f->cache);
      g_assert_cmpuint (hg_tile_cache_get_n_bytes (f->cache), <=, limit);
    }
}

/* Once the frames' size changes (a zoom), the paintings of the old size
 * stay only while frames draw them (scaled, until the new size comes),
 * but the smallest painting of each tile. */
static void
test_zoom_trims (Fixture       *f,
                 gconstpointer  data)
{
  gsize before;

  hg_tile_cache_set_size (f->cache, 48, 1);
  request_frame (f->cache, 0, 6, 48);
  wait_for_tiles (f->cache);
  hg_tile_cache_set_size (f->cache, 200, 1);
  request_frame (f->cache, 0, 6, 200);
  wait_for_tiles (f->cache);
  /* a frame at 200 that draws them all */
  request_frame (f->cache, 0, 6, 200);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (f->cache), ==, 12);
  before = hg_tile_cache_get_n_bytes (f->cache);

  /* another zoom: what the last frame drew stays for the next */
  hg_tile_cache_set_size (f->cache, 300, 1);
  g_assert_cmpuint (hg_tile_cache_get_n_bytes (f->cache), ==, before);
  /* which draws none of those at 200: they go, the small ones stay */
  request_frame (f->cache, 0, 6, 300);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (f->cache), ==, 6);
  g_assert_cmpuint (hg_tile_cache_get_n_bytes (f->cache), <, before);
  for (guint i = 0; i < 6; i++)
    {
      g_assert_null (hg_tile_cache_lookup (f->cache, tile (i), i % 4, 200, 1));
      g_assert_nonnull (hg_tile_cache_lookup (f->cache, tile (i), i % 4, 48, 1));
    }
  wait_for_tiles (f->cache);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (f->cache), ==, 12);
}

/* Each cache keeps the geometries of its tiles in a store of its own,
 * which lives as long as someone holds it and is built the same. */
static void
test_shapes (void)
{
  g_autoptr(HgTileCache) a = hg_tile_cache_new (1024 * 1024);
  g_autoptr(HgTileCache) b = hg_tile_cache_new (1024 * 1024);
  HgTileShapes *kept = hg_tile_shapes_ref (hg_tile_cache_get_shapes (a));
  const HgTileGeometry *ga, *gb;

  g_assert_true (hg_tile_cache_get_shapes (a) != hg_tile_cache_get_shapes (b));
  hg_tile_cache_get (a, tile (30), 0, 64, 1);
  ga = hg_tile_shapes_get (kept, tile (30));
  g_assert_true (hg_tile_shapes_get (kept, tile (30)) == ga);
  gb = hg_tile_shapes_get (hg_tile_cache_get_shapes (b), tile (30));
  g_assert_true (gb != ga);
  g_assert_cmpmem (ga->labels, sizeof ga->labels, gb->labels, sizeof gb->labels);

  /* the cache goes; the store it made stays with its holder */
  g_clear_pointer (&a, hg_tile_cache_free);
  g_assert_true (hg_tile_shapes_get (kept, tile (30)) == ga);
  hg_tile_shapes_unref (kept);
}

static void
test_free_while_painting (void)
{
  for (guint k = 0; k < 5; k++)
    {
      HgTileCache *cache = hg_tile_cache_new (64 * 1024 * 1024);

      request_frame (cache, 0, 30, 250);
      /* some painted and waiting to be handed over, one being painted */
      g_usleep (k * 20 * G_TIME_SPAN_MILLISECOND);
      hg_tile_cache_free (cache);
    }
  /* the main loop has nothing left of them to run */
  hg_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/tile-cache/arrives", Fixture, NULL, fixture_set_up, test_arrives, fixture_tear_down);
  g_test_add ("/tile-cache/nearest", Fixture, NULL, fixture_set_up, test_nearest, fixture_tear_down);
  g_test_add ("/tile-cache/stale", Fixture, NULL, fixture_set_up, test_stale, fixture_tear_down);
  g_test_add ("/tile-cache/style", Fixture, NULL, fixture_set_up, test_style, fixture_tear_down);
  g_test_add ("/tile-cache/budget", Fixture, NULL, fixture_set_up, test_budget, fixture_tear_down);
  g_test_add ("/tile-cache/keep-small", Fixture, NULL, fixture_set_up, test_keep_small, fixture_tear_down);
  g_test_add ("/tile-cache/limit", Fixture, NULL, fixture_set_up, test_limit, fixture_tear_down);
  g_test_add ("/tile-cache/zoom-trims", Fixture, NULL, fixture_set_up, test_zoom_trims, fixture_tear_down);
  g_test_add_func ("/tile-cache/shapes", test_shapes);
  g_test_add_func ("/tile-cache/free-while-painting", test_free_while_painting);

  return g_test_run ();
}
