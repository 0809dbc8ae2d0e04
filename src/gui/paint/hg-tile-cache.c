/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-cache.c: an LRU cache of painted tiles. */

#include "config.h"

#include <math.h>

#include "hg-tile-cache.h"

typedef struct {
  gint64           key;
  cairo_surface_t *surface;
  gsize            bytes;
  GList            link;     /* in HgTileCache.lru, data points to the entry */
} Entry;

struct _HgTileCache {
  GHashTable         *entries;   /* &Entry.key -> Entry */
  GQueue              lru;       /* most recently used at the head */
  gsize               max_bytes;
  gsize               n_bytes;
  guint               hits;
  guint               misses;
  HgTilePainterStyle  style;
};

static void
entry_free (Entry *entry)
{
  cairo_surface_destroy (entry->surface);
  g_free (entry);
}

HgTileCache *
hg_tile_cache_new (gsize max_bytes)
{
  HgTileCache *cache = g_new0 (HgTileCache, 1);

  cache->entries = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL,
                                          (GDestroyNotify) entry_free);
  g_queue_init (&cache->lru);
  cache->max_bytes = max_bytes;
  return cache;
}

void
hg_tile_cache_clear (HgTileCache *cache)
{
  g_return_if_fail (cache != NULL);

  /* the links live inside the entries: empty the queue before freeing */
  g_queue_init (&cache->lru);
  g_hash_table_remove_all (cache->entries);
  cache->n_bytes = 0;
}

void
hg_tile_cache_free (HgTileCache *cache)
{
  if (cache == NULL)
    return;
  hg_tile_cache_clear (cache);
  g_hash_table_unref (cache->entries);
  g_free (cache);
}

void
hg_tile_cache_set_style (HgTileCache              *cache,
                         const HgTilePainterStyle *style)
{
  HgTilePainterStyle s = { FALSE, FALSE };

  g_return_if_fail (cache != NULL);

  if (style)
    s = *style;
  s.high_contrast = !!s.high_contrast;
  s.dark = !!s.dark;
  if (s.high_contrast == cache->style.high_contrast && s.dark == cache->style.dark)
    return;
  cache->style = s;
  hg_tile_cache_clear (cache);
}

static void
evict (HgTileCache *cache,
       Entry       *keep)
{
  while (cache->n_bytes > cache->max_bytes && cache->lru.length > 1)
    {
      GList *last = cache->lru.tail;
      Entry *victim = last->data;

      if (victim == keep)
        break;
      g_queue_unlink (&cache->lru, last);
      cache->n_bytes -= victim->bytes;
      g_hash_table_remove (cache->entries, &victim->key);
    }
}

cairo_surface_t *
hg_tile_cache_get (HgTileCache  *cache,
                   const HgTile *tile,
                   guint         rot,
                   double        size,
                   double        scale)
{
  Entry *entry;
  gint64 key;
  int px;
  guint scale_milli;
  cairo_t *cr;

  g_return_val_if_fail (cache != NULL, NULL);
  g_return_val_if_fail (tile != NULL, NULL);
  g_return_val_if_fail (size > 0 && scale > 0, NULL);

  px = (int) ceil (size * scale - 1e-6);
  px = CLAMP (px, 1, 8192);
  scale_milli = (guint) CLAMP (round (scale * 1000), 1, 0xfffff);
  key = (gint64) tile->id | ((gint64) (rot & 3) << 8) | ((gint64) px << 10)
        | ((gint64) scale_milli << 24);

  entry = g_hash_table_lookup (cache->entries, &key);
  if (entry != NULL)
    {
      cache->hits++;
      g_queue_unlink (&cache->lru, &entry->link);
      g_queue_push_head_link (&cache->lru, &entry->link);
      return entry->surface;
    }

  cache->misses++;
  entry = g_new0 (Entry, 1);
  entry->key = key;
  entry->link.data = entry;
  entry->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  entry->bytes = (gsize) cairo_image_surface_get_stride (entry->surface) * px;
  cairo_surface_set_device_scale (entry->surface, scale, scale);

  cr = cairo_create (entry->surface);
  /* the whole square, even when size * scale is not a whole number */
  hg_tile_painter_draw (cr, tile, rot, px / scale, &cache->style);
  cairo_destroy (cr);

  g_hash_table_insert (cache->entries, &entry->key, entry);
  g_queue_push_head_link (&cache->lru, &entry->link);
  cache->n_bytes += entry->bytes;
  evict (cache, entry);

  return entry->surface;
}

guint
hg_tile_cache_get_n_surfaces (HgTileCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return g_hash_table_size (cache->entries);
}

gsize
hg_tile_cache_get_n_bytes (HgTileCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return cache->n_bytes;
}

guint
hg_tile_cache_get_hits (HgTileCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return cache->hits;
}

guint
hg_tile_cache_get_misses (HgTileCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return cache->misses;
}
