/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai-private.h: what hg-ai.c, hg-ai-eval.c and hg-ai-search.c share. */
#pragma once

#include <string.h>

#include "hg-ai.h"
#include "hg-rng-private.h"
#include "hg-state-private.h"

G_BEGIN_DECLS

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
