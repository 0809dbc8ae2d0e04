/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-cache.c: an LRU cache of painted tiles, and the requests for
 * tiles that its worker paints.
 *
 * Entries are found by key (tile, turn, pixels, device scale) and, for the
 * nearest size, through their family (tile, turn, device scale).  A
 * request is a job in the worker and an entry of @pending until the
 * painting arrives in painted_cb(); @round tells the requests of the
 * current frame from older ones.  What the last frame drew is not evicted
 * for paintings that arrive: the budget gives way rather than the tiles
 * on screen being painted again and again.
 */

#include "config.h"

#include <math.h>

#include "hg-tile-cache.h"
#include "hg-tile-worker.h"

#define KEEP_PX 96   /* a tile's last painting this small is kept for frames */

typedef struct {
  gint64           key;
  gint64           family;
  int              px;
  cairo_surface_t *surface;
  gsize            bytes;
  guint            used;     /* the frame (round) that last drew it; 0: drawn
                                since outside frames, or never */
  GList            link;     /* in HgTileCache.lru, data points to the entry */
} Entry;

typedef struct {
  gint64     key;
  HgTileJob *job;            /* the worker's, until painted_cb() */
  guint      round;          /* of the last frame that asked for it */
} Pending;

struct _HgTileCache {
  GHashTable           *entries;   /* &Entry.key -> Entry */
  GHashTable           *families;  /* family -> GPtrArray of Entry */
  GQueue                lru;       /* most recently used at the head */
  gsize                 max_bytes;
  gsize                 n_bytes;
  guint                 hits;
  guint                 misses;
  HgTilePainterStyle    style;
  gboolean              painted[HG_N_TILES];

  HgTileWorker         *worker;    /* made by the first request */
  GHashTable           *pending;   /* &Pending.key -> Pending */
  guint                 round;     /* of the last frame begun, from 1 */
  gboolean              in_frame;  /* between begin and end of requests */
  HgTileCacheReadyFunc  ready;
  gpointer              ready_data;
};

static void
entry_free (Entry *entry)
{
  cairo_surface_destroy (entry->surface);
  g_free (entry);
}

static gint64
family_of (const HgTile *tile,
           guint         rot,
           double        scale)
{
  guint scale_milli = (guint) CLAMP (round (scale * 1000), 1, 0xfffff);

  return (gint64) tile->id | ((gint64) (rot & 3) << 8) | ((gint64) scale_milli << 24);
}

static int
pixels_of (double size,
           double scale)
{
  int px = (int) ceil (size * scale - 1e-6);

  return CLAMP (px, 1, 8192);
}

static gint64
key_of (const HgTile *tile,
        guint         rot,
        double        size,
        double        scale)
{
  return family_of (tile, rot, scale) | ((gint64) pixels_of (size, scale) << 10);
}

HgTileCache *
hg_tile_cache_new (gsize max_bytes)
{
  HgTileCache *cache = g_new0 (HgTileCache, 1);

  cache->entries = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL,
                                          (GDestroyNotify) entry_free);
  cache->families = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                           (GDestroyNotify) g_ptr_array_unref);
  cache->pending = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, g_free);
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
  g_hash_table_remove_all (cache->families);
  g_hash_table_remove_all (cache->entries);
  cache->n_bytes = 0;
}

static void
cancel_all (HgTileCache *cache)
{
  GHashTableIter iter;
  Pending *pending;

  g_hash_table_iter_init (&iter, cache->pending);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &pending))
    if (hg_tile_worker_cancel (cache->worker, pending->job))
      g_hash_table_iter_remove (&iter);
}

void
hg_tile_cache_free (HgTileCache *cache)
{
  if (cache == NULL)
    return;
  /* jobs being painted are thrown away by the worker */
  g_clear_pointer (&cache->worker, hg_tile_worker_free);
  hg_tile_cache_clear (cache);
  g_hash_table_unref (cache->pending);
  g_hash_table_unref (cache->families);
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
  /* a job already being painted stays pending; its painting is dropped */
  if (cache->worker != NULL)
    cancel_all (cache);
  hg_tile_cache_clear (cache);
}

static void
unlink_entry (HgTileCache *cache,
              Entry       *entry)
{
  GPtrArray *family = g_hash_table_lookup (cache->families, &entry->family);

  g_queue_unlink (&cache->lru, &entry->link);
  cache->n_bytes -= entry->bytes;
  if (family != NULL)
    {
      g_ptr_array_remove_fast (family, entry);
      if (family->len == 0)
        g_hash_table_remove (cache->families, &entry->family);
    }
  g_hash_table_remove (cache->entries, &entry->key);
}

/* The least recently used first, but neither @keep, nor what the last
 * frame drew, nor the last small painting of a tile that frames drew
 * (what it is drawn from when it comes back into sight at another
 * size). */
static void
evict (HgTileCache *cache,
       Entry       *keep)
{
  GList *l = cache->lru.tail;

  while (cache->n_bytes > cache->max_bytes && l != NULL)
    {
      Entry *victim = l->data;
      GPtrArray *family = g_hash_table_lookup (cache->families, &victim->family);

      l = l->prev;
      if (victim == keep || (victim->used != 0 && victim->used == cache->round))
        continue;
      if (victim->used != 0 && victim->px <= KEEP_PX && family != NULL && family->len == 1)
        continue;
      unlink_entry (cache, victim);
    }
}

static void
touch (HgTileCache *cache,
       Entry       *entry)
{
  entry->used = cache->in_frame ? cache->round : 0;
  g_queue_unlink (&cache->lru, &entry->link);
  g_queue_push_head_link (&cache->lru, &entry->link);
}

/* Takes @surface, painted for @key and @family at @px pixels a side. */
static Entry *
insert (HgTileCache     *cache,
        gint64           key,
        gint64           family,
        int              px,
        cairo_surface_t *surface)
{
  Entry *entry = g_new0 (Entry, 1);
  GPtrArray *members = g_hash_table_lookup (cache->families, &family);

  entry->key = key;
  entry->family = family;
  entry->px = px;
  entry->link.data = entry;
  entry->surface = surface;
  entry->bytes = (gsize) cairo_image_surface_get_stride (surface) * px;

  if (members == NULL)
    {
      members = g_ptr_array_new ();
      g_hash_table_insert (cache->families, g_memdup2 (&family, sizeof family), members);
    }
  g_ptr_array_add (members, entry);
  g_hash_table_insert (cache->entries, &entry->key, entry);
  g_queue_push_head_link (&cache->lru, &entry->link);
  cache->n_bytes += entry->bytes;
  evict (cache, entry);
  return entry;
}

cairo_surface_t *
hg_tile_cache_lookup (HgTileCache  *cache,
                      const HgTile *tile,
                      guint         rot,
                      double        size,
                      double        scale)
{
  Entry *entry;
  gint64 key;

  g_return_val_if_fail (cache != NULL, NULL);
  g_return_val_if_fail (tile != NULL, NULL);
  g_return_val_if_fail (size > 0 && scale > 0, NULL);

  key = key_of (tile, rot, size, scale);
  entry = g_hash_table_lookup (cache->entries, &key);
  if (entry == NULL)
    return NULL;
  cache->hits++;
  touch (cache, entry);
  return entry->surface;
}

cairo_surface_t *
hg_tile_cache_get (HgTileCache  *cache,
                   const HgTile *tile,
                   guint         rot,
                   double        size,
                   double        scale)
{
  cairo_surface_t *surface;
  int px;

  g_return_val_if_fail (cache != NULL, NULL);
  g_return_val_if_fail (tile != NULL, NULL);
  g_return_val_if_fail (size > 0 && scale > 0, NULL);

  surface = hg_tile_cache_lookup (cache, tile, rot, size, scale);
  if (surface != NULL)
    return surface;

  cache->misses++;
  px = pixels_of (size, scale);
  surface = hg_tile_worker_paint (tile, rot & 3, px, scale, &cache->style);
  if (tile->id < HG_N_TILES)
    cache->painted[tile->id] = TRUE;
  /* a request for it that is being painted is dropped when it arrives */
  return insert (cache, key_of (tile, rot, size, scale), family_of (tile, rot, scale),
                 px, surface)->surface;
}

cairo_surface_t *
hg_tile_cache_lookup_nearest (HgTileCache  *cache,
                              const HgTile *tile,
                              guint         rot,
                              double        size,
                              double        scale,
                              double       *painted_size)
{
  gint64 family;
  GPtrArray *members;
  Entry *best = NULL;
  double best_cost = G_MAXDOUBLE;
  int want;

  g_return_val_if_fail (cache != NULL, NULL);
  g_return_val_if_fail (tile != NULL, NULL);
  g_return_val_if_fail (size > 0 && scale > 0, NULL);
  g_return_val_if_fail (painted_size != NULL, NULL);

  family = family_of (tile, rot, scale);
  members = g_hash_table_lookup (cache->families, &family);
  if (members == NULL)
    return NULL;

  want = pixels_of (size, scale);
  for (guint i = 0; i < members->len; i++)
    {
      Entry *e = g_ptr_array_index (members, i);
      double d = log2 ((double) e->px / want);
      /* scaled up, a tile blurs sooner than it loses detail scaled down */
      double cost = d >= 0 ? d : -1.5 * d;

      if (cost < best_cost)
        {
          best = e;
          best_cost = cost;
        }
    }
  if (best == NULL)
    return NULL;
  touch (cache, best);
  *painted_size = best->px / scale;
  return best->surface;
}

gboolean
hg_tile_cache_has_painted (HgTileCache  *cache,
                           const HgTile *tile)
{
  g_return_val_if_fail (cache != NULL, FALSE);
  g_return_val_if_fail (tile != NULL, FALSE);

  return tile->id < HG_N_TILES && cache->painted[tile->id];
}

/* Requests ---------------------------------------------------------------- */

/* In the thread of the first request: a job of ours is painted. */
static void
painted_cb (const HgTileJob *job,
            gpointer         user_data)
{
  HgTileCache *cache = user_data;
  Pending *pending = g_hash_table_lookup (cache->pending, &job->key);

  if (pending != NULL && pending->job == job)
    g_hash_table_remove (cache->pending, &job->key);

  /* painted in a style given up since, or by hg_tile_cache_get() since */
  if (job->style.dark == cache->style.dark
      && job->style.high_contrast == cache->style.high_contrast
      && !g_hash_table_contains (cache->entries, &job->key))
    {
      if (job->tile.id < HG_N_TILES)
        cache->painted[job->tile.id] = TRUE;
      Entry *entry = insert (cache, job->key, family_of (&job->tile, job->rot, job->scale),
                             job->px, cairo_surface_reference (job->surface));

      /* asked for by the last frame: the next one draws it */
      entry->used = cache->round;
    }

  /* even for a painting dropped: the next frame asks again */
  if (cache->ready != NULL)
    cache->ready (cache->ready_data);
}

void
hg_tile_cache_set_ready_func (HgTileCache          *cache,
                              HgTileCacheReadyFunc  func,
                              gpointer              user_data)
{
  g_return_if_fail (cache != NULL);

  cache->ready = func;
  cache->ready_data = user_data;
}

void
hg_tile_cache_begin_requests (HgTileCache *cache)
{
  g_return_if_fail (cache != NULL);

  cache->round++;
  cache->in_frame = TRUE;
}

void
hg_tile_cache_request (HgTileCache  *cache,
                       const HgTile *tile,
                       guint         rot,
                       double        size,
                       double        scale,
                       guint         priority)
{
  HgTileJob job = { 0 };
  Pending *pending;
  gint64 key;

  g_return_if_fail (cache != NULL);
  g_return_if_fail (tile != NULL);
  g_return_if_fail (size > 0 && scale > 0);

  key = key_of (tile, rot, size, scale);
  if (g_hash_table_contains (cache->entries, &key))
    return;

  pending = g_hash_table_lookup (cache->pending, &key);
  if (pending != NULL)
    {
      pending->round = cache->round;
      hg_tile_worker_set_priority (cache->worker, pending->job, priority);
      return;
    }

  if (cache->worker == NULL)
    cache->worker = hg_tile_worker_new (painted_cb, cache);
  job.key = key;
  job.tile = *tile;
  job.rot = rot & 3;
  job.px = pixels_of (size, scale);
  job.scale = scale;
  job.style = cache->style;
  pending = g_new0 (Pending, 1);
  pending->key = key;
  pending->round = cache->round;
  pending->job = hg_tile_worker_push (cache->worker, &job, priority);
  g_hash_table_insert (cache->pending, &pending->key, pending);
}

void
hg_tile_cache_end_requests (HgTileCache *cache)
{
  GHashTableIter iter;
  Pending *pending;

  g_return_if_fail (cache != NULL);

  cache->in_frame = FALSE;
  /* back to the budget once a frame that needed more is gone */
  evict (cache, NULL);
  if (cache->worker == NULL)
    return;
  g_hash_table_iter_init (&iter, cache->pending);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &pending))
    if (pending->round != cache->round && hg_tile_worker_cancel (cache->worker, pending->job))
      g_hash_table_iter_remove (&iter);
}

/* Statistics -------------------------------------------------------------- */

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

guint
hg_tile_cache_get_n_pending (HgTileCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return g_hash_table_size (cache->pending);
}
