/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-worker.h: tiles painted in worker threads for the tile cache.
 *
 * Jobs wait in the worker's queue, the lowest priority number first, and
 * a small pool of threads (one fewer than the processors, at least one)
 * paints them, each into an image surface of its own with a cairo context
 * of its own: nothing is shared and nothing is locked while painting.  A
 * painted job goes back to the thread that made the worker, through that
 * thread's main context, which calls the worker's done function.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "hg-tile-painter.h"

G_BEGIN_DECLS

/* What to paint, and once painted the result.  The fields are set when
 * the job is pushed and not changed after, but for @surface: the painting
 * thread sets it, and it is read only in @done. */
typedef struct {
  gint64             key;      /* the caller's name for the job */
  HgTile             tile;     /* a copy: the tile set may go first */
  guint              rot;
  int                px;       /* pixels a side */
  double             scale;    /* device scale of the surface */
  HgTilePainterStyle style;
  cairo_surface_t   *surface;  /* the painting, in @done */
} HgTileJob;

typedef struct _HgTileWorker HgTileWorker;

/* Called in the worker's thread for each painted job; @job->surface is
 * the caller's to reference. */
typedef void (*HgTileWorkerDone) (const HgTileJob *job,
                                  gpointer         user_data);

/* @tile turned by @rot painted now, in this thread, into a new image
 * surface @px pixels a side with device scale @scale. */
cairo_surface_t *hg_tile_worker_paint        (const HgTile             *tile,
                                              guint                     rot,
                                              int                       px,
                                              double                    scale,
                                              const HgTilePainterStyle *style);

HgTileWorker    *hg_tile_worker_new          (HgTileWorkerDone          done,
                                              gpointer                  user_data);
/* Drops the waiting jobs; a job being painted is finished and thrown
 * away, and waited for: no thread runs for @worker once this returns.
 * @done is not called any more. */
void             hg_tile_worker_free         (HgTileWorker             *worker);

/* Queues @job (its surface NULL) with @priority; the worker owns it from
 * now on.  The returned pointer names the job for
 * hg_tile_worker_set_priority() and hg_tile_worker_cancel() until @done
 * was called for it or it was cancelled. */
HgTileJob       *hg_tile_worker_push         (HgTileWorker             *worker,
                                              const HgTileJob          *job,
                                              guint                     priority);
/* A new priority for @job if it is still waiting. */
void             hg_tile_worker_set_priority (HgTileWorker             *worker,
                                              HgTileJob                *job,
                                              guint                     priority);
/* Takes @job out of the queue if it is still waiting (TRUE); a job being
 * painted goes on and comes to @done all the same (FALSE). */
gboolean         hg_tile_worker_cancel       (HgTileWorker             *worker,
                                              HgTileJob                *job);

/* The number of threads that paint. */
guint            hg_tile_worker_get_n_threads (HgTileWorker            *worker);

/* How many painting threads are busy for any worker now (for tests). */
guint            hg_tile_worker_get_n_running (void);

G_END_DECLS
