/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai-private.h: what hg-ai.c, hg-ai-eval.c and hg-ai-search.c share. */
#pragma once

#include <string.h>

#include "hg-ai.h"
#include "hg-state-private.h"

G_BEGIN_DECLS

/* xorshift64* (the generator of hg-random.c) */
static inline guint64
hg_ai_next (guint64 *rng)
{
  guint64 x = *rng != 0 ? *rng : G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *rng = x;
  return x * G_GUINT64_CONSTANT (0x2545f4914f6cdd1d);
}

static inline guint
hg_ai_below (guint64 *rng,
             guint    n)
{
  return (guint) (((hg_ai_next (rng) >> 32) * n) >> 32);
}

/* splitmix64: turns a seed and a stream number into a generator state. */
static inline guint64
hg_ai_mix (guint64 seed,
           guint64 stream)
{
  guint64 z = seed + (stream + 1) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  z ^= z >> 31;
  return z != 0 ? z : 1;
}

/* Copies only the used part of @src (the nodes past n_nodes are
 * initialised by the engine when a tile creates them). */
static inline void
hg_ai_copy (HgState       *dest,
            const HgState *src)
{
  memcpy (dest, src, G_STRUCT_OFFSET (HgState, nodes) + src->n_nodes * sizeof (HgNode));
}

/* hg-ai-eval.c */

/* What each seat can expect from the position (score so far plus the
 * estimated worth of its figures, supply and pending bonus tile). */
void     hg_ai_eval_values      (const HgState *state,
                                 double        *values);
/* values[seat] minus the best of the others. */
double   hg_ai_eval_relative    (const double  *values,
                                 guint          n_players,
                                 guint          seat);
/* Level easy: the immediate worth to @seat of @after, the state after a
 * move of @seat from @before. */
double   hg_ai_eval_immediate   (const HgState *before,
                                 const HgState *after,
                                 const HgMove  *move,
                                 guint          seat);

/* hg-ai.c */

/* Every legal move of @det (a determinized state) with medium's value for
 * the mover, in legal-move order.  Returns FALSE if cancelled. */
gboolean hg_ai_rank_moves       (const HgState *det,
                                 GArray        *moves,
                                 GArray        *values,
                                 HgState       *scratch,
                                 GCancellable  *cancellable);

/* hg-ai-search.c: level hard. */
gboolean hg_ai_search           (const HgState     *state,
                                 const HgAiOptions *opts,
                                 HgMove            *out,
                                 GError           **error);

G_END_DECLS
