/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-worker.c: a queue of tiles to paint and the threads that paint
 * them.
 *
 * The queue is the worker's own, under its lock, so that a job can be
 * taken out or given another priority while it waits; the thread pool
 * only gets one token per job pushed, and a painting thread takes the
 * most urgent job waiting when it runs.  A token whose job was cancelled
 * finds nothing to do.  Painted jobs wait in @painted until one idle
 * source on the owner's main context hands them to @done.
 */

#include "config.h"

#include "hg-tile-worker.h"

#define MAX_THREADS 4

/* tokens that painting threads run now, of all workers */
static gint n_running;

/* GLib's mutexes and reference counts are not built for ThreadSanitizer:
 * under it, this file says where they order its memory accesses. */
#if defined (__has_feature)
# if __has_feature (thread_sanitizer)
#  define HG_TSAN 1
# endif
#endif
#if defined (__SANITIZE_THREAD__)
# define HG_TSAN 1
#endif
#ifdef HG_TSAN
void __tsan_acquire (void *addr);
void __tsan_release (void *addr);
# define TSAN_ACQUIRE(addr) __tsan_acquire (addr)
# define TSAN_RELEASE(addr) __tsan_release (addr)
#else
# define TSAN_ACQUIRE(addr) ((void) (addr))
# define TSAN_RELEASE(addr) ((void) (addr))
#endif

typedef struct {
  HgTileJob job;       /* first: what the caller sees */
  guint     priority;  /* under HgTileWorker.lock while waiting */
  guint64   seq;       /* the order of pushing, among equal priorities */
} Job;

struct _HgTileWorker {
  gatomicrefcount   ref;       /* the owner, each token, the idle source */

  GMutex            lock;      /* guards the fields up to @closed */
  GPtrArray        *queue;     /* Job: waiting */
  GPtrArray        *painted;   /* Job: painted, to hand to @done */
  GSource          *deliver;   /* attached while @painted is not empty */
  gboolean          closed;    /* hg_tile_worker_free() was called */
  guint64           next_seq;

  /* set once, or used in the owner's thread only */
  GMainContext     *context;
  GThreadPool      *pool;
  guint             n_threads;
  HgTileWorkerDone  done;
  gpointer          user_data;
};

static void
job_free (Job *job)
{
  g_clear_pointer (&job->job.surface, cairo_surface_destroy);
  g_free (job);
}

static void
worker_lock (HgTileWorker *worker)
{
  g_mutex_lock (&worker->lock);
  TSAN_ACQUIRE (&worker->lock);
}

static void
worker_unlock (HgTileWorker *worker)
{
  TSAN_RELEASE (&worker->lock);
  g_mutex_unlock (&worker->lock);
}

static HgTileWorker *
worker_ref (HgTileWorker *worker)
{
  g_atomic_ref_count_inc (&worker->ref);
  return worker;
}

static void
worker_unref (HgTileWorker *worker)
{
  TSAN_RELEASE (&worker->ref);
  if (!g_atomic_ref_count_dec (&worker->ref))
    return;
  TSAN_ACQUIRE (&worker->ref);
  /* the last reference: no thread and no source uses it any more */
  g_assert (worker->queue->len == 0 && worker->painted->len == 0);
  g_ptr_array_unref (worker->queue);
  g_ptr_array_unref (worker->painted);
  g_main_context_unref (worker->context);
  g_mutex_clear (&worker->lock);
  g_free (worker);
}

cairo_surface_t *
hg_tile_worker_paint (const HgTile             *tile,
                      guint                     rot,
                      int                       px,
                      double                    scale,
                      const HgTilePainterStyle *style)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (tile != NULL, NULL);
  g_return_val_if_fail (px > 0 && scale > 0, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  /* the whole square, even when size * scale is not a whole number */
  hg_tile_painter_draw (cr, tile, rot, px / scale, style);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* In the owner's thread: hands the painted jobs to @done. */
static gboolean
deliver_cb (gpointer user_data)
{
  HgTileWorker *worker = user_data;
  g_autoptr(GPtrArray) painted = NULL;

  worker_lock (worker);
  painted = g_steal_pointer (&worker->painted);
  worker->painted = g_ptr_array_new ();
  g_clear_pointer (&worker->deliver, g_source_unref);
  worker_unlock (worker);

  for (guint i = 0; i < painted->len; i++)
    {
      Job *job = g_ptr_array_index (painted, i);

      /* closed in this thread, perhaps by @done itself */
      if (!worker->closed)
        worker->done (&job->job, worker->user_data);
      job_free (job);
    }
  return G_SOURCE_REMOVE;
}

/* In a painting thread: one token, the most urgent job waiting. */
static void
paint_one (HgTileWorker *worker)
{
  Job *job = NULL;
  cairo_surface_t *surface;

  worker_lock (worker);
  if (!worker->closed && worker->queue->len > 0)
    {
      guint best = 0;

      for (guint i = 1; i < worker->queue->len; i++)
        {
          Job *a = g_ptr_array_index (worker->queue, i);
          Job *b = g_ptr_array_index (worker->queue, best);

          if (a->priority < b->priority || (a->priority == b->priority && a->seq < b->seq))
            best = i;
        }
      job = g_ptr_array_steal_index_fast (worker->queue, best);
    }
  worker_unlock (worker);

  if (job == NULL)
    return;

  surface = hg_tile_worker_paint (&job->job.tile, job->job.rot, job->job.px,
                                  job->job.scale, &job->job.style);

  worker_lock (worker);
  if (worker->closed)
    {
      worker_unlock (worker);
      cairo_surface_destroy (surface);
      job_free (job);
      return;
    }
  job->job.surface = surface;
  g_ptr_array_add (worker->painted, job);
  if (worker->deliver == NULL)
    {
      worker->deliver = g_idle_source_new ();
      /* before the next frame is drawn (GDK draws at HIGH_IDLE + 20) */
      g_source_set_priority (worker->deliver, G_PRIORITY_HIGH_IDLE);
      g_source_set_callback (worker->deliver, deliver_cb, worker_ref (worker),
                             (GDestroyNotify) worker_unref);
      g_source_set_static_name (worker->deliver, "[hg] painted tiles");
      g_source_attach (worker->deliver, worker->context);
    }
  worker_unlock (worker);
}

/* The token holds a reference to @worker, given back once it is painted. */
static void
paint_cb (gpointer data,
          gpointer user_data)
{
  HgTileWorker *worker = data;

  g_atomic_int_inc (&n_running);
  paint_one (worker);
  worker_unref (worker);
  (void) g_atomic_int_dec_and_test (&n_running);
}

HgTileWorker *
hg_tile_worker_new (HgTileWorkerDone done,
                    gpointer         user_data)
{
  HgTileWorker *worker;

  g_return_val_if_fail (done != NULL, NULL);

  worker = g_new0 (HgTileWorker, 1);
  g_atomic_ref_count_init (&worker->ref);
  g_mutex_init (&worker->lock);
  worker->queue = g_ptr_array_new ();
  worker->painted = g_ptr_array_new ();
  worker->context = g_main_context_ref_thread_default ();
  /* the main thread keeps a processor of its own */
  worker->n_threads = CLAMP (g_get_num_processors (), 2, MAX_THREADS + 1) - 1;
  /* shared threads: a pool that is not exclusive cannot fail */
  worker->pool = g_thread_pool_new (paint_cb, NULL, (int) worker->n_threads, FALSE, NULL);
  worker->done = done;
  worker->user_data = user_data;
  return worker;
}

void
hg_tile_worker_free (HgTileWorker *worker)
{
  g_autoptr(GPtrArray) queue = NULL;
  g_autoptr(GPtrArray) painted = NULL;
  GSource *deliver;

  if (worker == NULL)
    return;

  worker_lock (worker);
  worker->closed = TRUE;
  queue = g_steal_pointer (&worker->queue);
  painted = g_steal_pointer (&worker->painted);
  worker->queue = g_ptr_array_new ();
  worker->painted = g_ptr_array_new ();
  deliver = g_steal_pointer (&worker->deliver);
  worker_unlock (worker);

  if (deliver != NULL)
    {
      g_source_destroy (deliver);
      g_source_unref (deliver);
    }
  for (guint i = 0; i < queue->len; i++)
    job_free (g_ptr_array_index (queue, i));
  for (guint i = 0; i < painted->len; i++)
    job_free (g_ptr_array_index (painted, i));

  /* the tokens left run at once (closed) and drop their references; a
   * job being painted is thrown away when it is done, and waited for: a
   * thread still painting when the program exits can crash in the
   * libraries' exit handlers */
  g_thread_pool_free (worker->pool, FALSE, TRUE);
  worker->pool = NULL;
  worker_unref (worker);
}

HgTileJob *
hg_tile_worker_push (HgTileWorker    *worker,
                     const HgTileJob *job,
                     guint            priority)
{
  Job *copy;

  g_return_val_if_fail (worker != NULL && job != NULL, NULL);
  g_return_val_if_fail (job->surface == NULL, NULL);

  copy = g_new0 (Job, 1);
  copy->job = *job;
  copy->priority = priority;

  worker_lock (worker);
  copy->seq = worker->next_seq++;
  g_ptr_array_add (worker->queue, copy);
  worker_unlock (worker);

  /* a pool that is not exclusive cannot fail to take the token */
  g_thread_pool_push (worker->pool, worker_ref (worker), NULL);
  return &copy->job;
}

void
hg_tile_worker_set_priority (HgTileWorker *worker,
                             HgTileJob    *job,
                             guint         priority)
{
  Job *j = (Job *) job;

  g_return_if_fail (worker != NULL && job != NULL);

  worker_lock (worker);
  if (g_ptr_array_find (worker->queue, j, NULL))
    j->priority = priority;
  worker_unlock (worker);
}

gboolean
hg_tile_worker_cancel (HgTileWorker *worker,
                       HgTileJob    *job)
{
  Job *j = (Job *) job;
  gboolean waiting;

  g_return_val_if_fail (worker != NULL && job != NULL, FALSE);

  worker_lock (worker);
  waiting = g_ptr_array_remove_fast (worker->queue, j);
  worker_unlock (worker);

  if (waiting)
    job_free (j);
  return waiting;
}

guint
hg_tile_worker_get_n_threads (HgTileWorker *worker)
{
  g_return_val_if_fail (worker != NULL, 0);
  return worker->n_threads;
}

guint
hg_tile_worker_get_n_running (void)
{
  return (guint) g_atomic_int_get (&n_running);
}
