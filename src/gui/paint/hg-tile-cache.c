/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-cache.c: an LRU cache of painted tiles, and the requests for
 * tiles that its thread pool paints.
 *
 * Entries are found by key (tile, turn, pixels, device scale) and, for the
 * nearest size, through their family (tile, turn, device scale).  A
 * request is a Job in GLib's thread pool, sorted by priority, and an
 * entry of @pending until its painting arrives in deliver_cb(); @round
 * tells the requests of the current frame from older ones.  A job is
 * waiting, painting or cancelled, one atomic state: the frame that drops
 * a request takes it back only if no thread has started it.  What the
 * last frame drew is not evicted for paintings that arrive: the budget
 * gives way rather than the tiles on screen being painted again and
 * again; when the frames' size changes (a zoom), what they no longer
 * draw goes at once.
 */

#include "config.h"

#include <math.h>

#include "hg-tile-cache.h"

#define KEEP_PX 96       /* a tile's last painting this small is kept for frames */
#define MAX_THREADS 4    /* painting threads, at most */

/* A job's state, changed atomically: the main thread cancels a job only
 * while it waits, a painting thread starts it only while it waits. */
enum {
  JOB_WAITING,
  JOB_PAINTING,
  JOB_CANCELLED,
};

/* A tile to paint.  The fields but @state and @surface are set before
 * the job is pushed and read only after; @surface is set by the thread
 * that paints it and read in deliver_cb(); @cache is the main thread's
 * (NULL once the cache is freed). */
typedef struct {
  HgTileCache        *cache;
  HgTileShapes       *shapes;   /* the cache's, which waits for its threads */
  gint64              key;
  HgTile              tile;     /* a copy: the tile set may go first */
  guint               rot;
  int                 px;
  double              scale;
  HgTilePainterStyle  style;
  guint               priority;
  guint64             seq;      /* the order of requests, among equals */
  gint                state;
  cairo_surface_t    *surface;
} Job;

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
  gint64  key;
  Job    *job;               /* the pool's, until deliver_cb() */
  guint   round;             /* of the last frame that asked for it */
} Pending;

struct _HgTileCache {
  GHashTable           *entries;   /* &Entry.key -> Entry */
  GHashTable           *families;  /* family -> GPtrArray of Entry */
  GQueue                lru;       /* most recently used at the head */
  gsize                 max_bytes;
  gsize                 n_bytes;
  HgTilePainterStyle    style;
  HgTileShapes         *shapes;    /* the geometries of the tiles painted */
  gboolean              painted[HG_N_TILES];

  GThreadPool          *pool;      /* made by the first request */
  GMainContext         *context;   /* of the first request: where tiles arrive */
  guint64               next_seq;
  GHashTable           *pending;   /* &Pending.key -> Pending */
  GHashTable           *jobs;      /* Job: pushed, neither arrived nor taken back */
  int                   frame_px;  /* the frames' size in pixels, 0: none yet */
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

/* Jobs ------------------------------------------------------------------- */

static void
job_free (Job *job)
{
  g_clear_pointer (&job->surface, cairo_surface_destroy);
  g_free (job);
}

/* The pool's order: the lowest priority number first, then the oldest. */
static int
job_compare (gconstpointer a,
             gconstpointer b,
             gpointer      user_data)
{
  const Job *x = a, *y = b;

  if (x->priority != y->priority)
    return x->priority < y->priority ? -1 : 1;
  return (x->seq > y->seq) - (x->seq < y->seq);
}

/* Takes @job back from the pool if no thread has started it (then the
 * pool's thread frees it); TRUE if so. */
static gboolean
job_cancel (Job *job)
{
  return g_atomic_int_compare_and_exchange (&job->state, JOB_WAITING, JOB_CANCELLED);
}

static gboolean deliver_cb (gpointer user_data);

/* In a painting thread. */
static void
paint_cb (gpointer data,
          gpointer user_data)
{
  Job *job = data;
  GMainContext *context = user_data;
  GSource *source;

  if (!g_atomic_int_compare_and_exchange (&job->state, JOB_WAITING, JOB_PAINTING))
    {
      job_free (job);
      return;
    }
  job->surface = hg_tile_painter_paint (job->shapes, &job->tile, job->rot, job->px, job->scale, &job->style);
  /* a source of its own, never g_main_context_invoke(), which would call
   * deliver_cb() in this thread when the main loop is not running */
  source = g_idle_source_new ();
  /* before the next frame is drawn (GDK draws at HIGH_IDLE + 20) */
  g_source_set_priority (source, G_PRIORITY_HIGH_IDLE);
  g_source_set_callback (source, deliver_cb, job, (GDestroyNotify) job_free);
  g_source_set_static_name (source, "[hg] painted tile");
  g_source_attach (source, context);
  g_source_unref (source);
}

/* The cache ------------------------------------------------------------- */

HgTileCache *
hg_tile_cache_new (gsize max_bytes)
{
  HgTileCache *cache = g_new0 (HgTileCache, 1);

  cache->entries = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL,
                                          (GDestroyNotify) entry_free);
  cache->families = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                           (GDestroyNotify) g_ptr_array_unref);
  cache->pending = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, g_free);
  cache->jobs = g_hash_table_new (NULL, NULL);
  cache->shapes = hg_tile_shapes_new ();
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

/* Drops the requests that no thread has started; a job being painted
 * stays pending, and its painting comes to deliver_cb(). */
static void
cancel_waiting (HgTileCache *cache,
                gboolean     all)
{
  GHashTableIter iter;
  Pending *pending;

  g_hash_table_iter_init (&iter, cache->pending);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &pending))
    if ((all || pending->round != cache->round) && job_cancel (pending->job))
      {
        g_hash_table_remove (cache->jobs, pending->job);
        g_hash_table_iter_remove (&iter);
      }
}

void
hg_tile_cache_free (HgTileCache *cache)
{
  GHashTableIter iter;
  Job *job;

  if (cache == NULL)
    return;
  if (cache->pool != NULL)
    {
      /* the jobs waiting are cancelled and the threads skip them; one
       * being painted is waited for (a thread still painting when the
       * program exits can crash in the libraries' exit handlers) and
       * thrown away when it arrives */
      g_hash_table_iter_init (&iter, cache->jobs);
      while (g_hash_table_iter_next (&iter, (gpointer *) &job, NULL))
        if (!job_cancel (job))
          job->cache = NULL;
      g_thread_pool_free (cache->pool, FALSE, TRUE);
      g_main_context_unref (cache->context);
    }
  hg_tile_cache_clear (cache);
  hg_tile_shapes_unref (cache->shapes);
  g_hash_table_unref (cache->jobs);
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
  cancel_waiting (cache, TRUE);
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

/* Whether @entry is the last small painting of a tile that frames drew
 * (what it is drawn from when it comes back into sight at another
 * size). */
static gboolean
is_last_small (HgTileCache *cache,
               Entry       *entry)
{
  GPtrArray *family = g_hash_table_lookup (cache->families, &entry->family);

  return entry->used != 0 && entry->px <= KEEP_PX && family != NULL && family->len == 1;
}

/* Down to the budget, the least recently used first, but neither @keep
 * nor what the last frame drew: the budget gives way to those alone.
 * The last small paintings of tiles go only when nothing else is left. */
static void
evict (HgTileCache *cache,
       Entry       *keep)
{
  for (guint pass = 0; pass < 2; pass++)
    for (GList *l = cache->lru.tail; cache->n_bytes > cache->max_bytes && l != NULL; )
      {
        Entry *victim = l->data;

        l = l->prev;
        if (victim == keep || (victim->used != 0 && victim->used == cache->round))
          continue;
        if (pass == 0 && is_last_small (cache, victim))
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

  px = pixels_of (size, scale);
  surface = hg_tile_painter_paint (cache->shapes, tile, rot & 3, px, scale, &cache->style);
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

HgTileShapes *
hg_tile_cache_get_shapes (HgTileCache *cache)
{
  g_return_val_if_fail (cache != NULL, NULL);

  return cache->shapes;
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
static gboolean
deliver_cb (gpointer user_data)
{
  Job *job = user_data;
  HgTileCache *cache = job->cache;
  Pending *pending;

  /* the cache was freed meanwhile */
  if (cache == NULL)
    return G_SOURCE_REMOVE;

  g_hash_table_remove (cache->jobs, job);
  pending = g_hash_table_lookup (cache->pending, &job->key);
  if (pending != NULL && pending->job == job)
    g_hash_table_remove (cache->pending, &job->key);

  /* painted in a style given up since, or by hg_tile_cache_get() since */
  if (job->style.dark == cache->style.dark
      && job->style.high_contrast == cache->style.high_contrast
      && !g_hash_table_contains (cache->entries, &job->key))
    {
      Entry *entry;

      if (job->tile.id < HG_N_TILES)
        cache->painted[job->tile.id] = TRUE;
      entry = insert (cache, job->key, family_of (&job->tile, job->rot, job->scale),
                      job->px, g_steal_pointer (&job->surface));
      /* asked for by the last frame: the next one draws it */
      entry->used = cache->round;
    }

  /* even for a painting dropped: the next frame asks again */
  if (cache->ready != NULL)
    cache->ready (cache->ready_data);
  return G_SOURCE_REMOVE;
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

/* Whether @entry stays while the frames show another size: what the
 * last frame drew, what is of their size, and the smallest painting of its
 * tile that frames drew (what it is drawn from when it comes back into
 * sight at another size). */
static gboolean
keeps_at_new_size (HgTileCache *cache,
                   Entry       *entry)
{
  GPtrArray *family;

  if (entry->used != 0 && entry->used == cache->round)
    return TRUE;
  if (entry->px == cache->frame_px)
    return TRUE;
  if (entry->used == 0 || entry->px > KEEP_PX)
    return FALSE;
  family = g_hash_table_lookup (cache->families, &entry->family);
  for (guint i = 0; family != NULL && i < family->len; i++)
    {
      Entry *other = g_ptr_array_index (family, i);

      if (other != entry && other->used != 0 && other->px < entry->px)
        return FALSE;
    }
  return TRUE;
}

/* The paintings of other sizes than the frames' that the last frame did
 * not draw go. */
static void
trim (HgTileCache *cache)
{
  for (GList *l = cache->lru.head; l != NULL; )
    {
      Entry *entry = l->data;

      l = l->next;
      if (!keeps_at_new_size (cache, entry))
        unlink_entry (cache, entry);
    }
}

void
hg_tile_cache_set_size (HgTileCache *cache,
                        double       size,
                        double       scale)
{
  int px;

  g_return_if_fail (cache != NULL);
  g_return_if_fail (size > 0 && scale > 0);

  px = pixels_of (size, scale);
  if (px == cache->frame_px)
    return;
  cache->frame_px = px;
  trim (cache);
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
  Pending *pending;
  Job *job;
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
      /* the tile in hand, or one on the move, before all (the others
       * keep the place they were asked for at) */
      if (priority == 0 && pending->job->priority != 0)
        g_thread_pool_move_to_front (cache->pool, pending->job);
      return;
    }

  if (cache->pool == NULL)
    {
      /* the main thread keeps a processor of its own; shared threads: a
       * pool that is not exclusive cannot fail */
      guint n_threads = CLAMP (g_get_num_processors (), 2, MAX_THREADS + 1) - 1;

      cache->context = g_main_context_ref_thread_default ();
      cache->pool = g_thread_pool_new (paint_cb, cache->context, (int) n_threads, FALSE, NULL);
      g_thread_pool_set_sort_function (cache->pool, job_compare, NULL);
    }
  job = g_new0 (Job, 1);
  job->cache = cache;
  job->shapes = cache->shapes;
  job->key = key;
  job->tile = *tile;
  job->rot = rot & 3;
  job->px = pixels_of (size, scale);
  job->scale = scale;
  job->style = cache->style;
  job->priority = priority;
  job->seq = cache->next_seq++;
  job->state = JOB_WAITING;
  pending = g_new0 (Pending, 1);
  pending->key = key;
  pending->round = cache->round;
  pending->job = job;
  g_hash_table_insert (cache->pending, &pending->key, pending);
  g_hash_table_add (cache->jobs, job);
  /* a pool that is not exclusive cannot fail to take it */
  g_thread_pool_push (cache->pool, job, NULL);
}

void
hg_tile_cache_end_requests (HgTileCache *cache)
{
  g_return_if_fail (cache != NULL);

  cache->in_frame = FALSE;
  /* what the frames no longer show at their size, and back to the budget
   * once a frame that needed more is gone */
  if (cache->frame_px != 0)
    trim (cache);
  evict (cache, NULL);
  cancel_waiting (cache, FALSE);
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
hg_tile_cache_get_n_pending (HgTileCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return g_hash_table_size (cache->pending);
}
