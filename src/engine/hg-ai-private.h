/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai-private.h: what the files of the computer players share
 * (hg-ai.c, hg-ai-eval.c, hg-ai-search.c, hg-ai-tree.c, hg-ai-expert.c,
 * hg-ai-choose.c, which calls the searches: none of them calls it). */
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

/* The weights of the evaluation, in points.  hg_ai_eval_weights_init()
 * gives medium's (those of hg_ai_eval_values()); level expert has its own
 * copy in HgAiExpertParams. */
typedef struct {
  double member_value;     /* a tribe member in supply, early */
  double hut_value;        /* a hut in supply, early */
  double supply_turns;     /* turns left under which the supply loses worth */
  double open_side_growth; /* zones a forest/river gains per open side */
  double close_rate;       /* completion: exp (-close_rate * open) ... */
  double close_tiles;      /* ... x (1 - exp (-left / (close_tiles * open))),
                              left the tiles left of the whole game ... */
  double close_turns;      /* ... or, when not 0, x (1 - exp (-turns /
                              (close_turns * open))), turns those left a
                              seat (medium: 0) */
  double meadow_growth;    /* points per meadow zone over a whole game */
  double meadow_zones_cap; /* meadow zones that count for growth */
  double hut_growth;       /* fish a river system may still gain */
  double bonus_value;      /* a bonus tile to place */
  double figure_return;    /* a gatherer or fisherman coming home when its
                              feature completes, in member_value (medium: 0) */
  double gold_value;       /* an open forest with gold, to its majority,
                              times its completion (medium: 0) */
  double rival_mean;       /* with three players or more, the rival a seat
                              is measured against: 0 the best of the
                              others, 1 their mean (medium: 0) */
} HgAiEvalWeights;

void     hg_ai_eval_weights_init (HgAiEvalWeights *weights);
/* The weights of hg_ai_eval_values(), never changed. */
const HgAiEvalWeights *hg_ai_eval_weights_medium (void);

/* What each seat can expect from the position (score so far plus the
 * estimated worth of its figures, supply and pending bonus tile), by
 * medium's weights. */
void     hg_ai_eval_values      (const HgState *state,
                                 double        *values);
/* The same by @weights. */
void     hg_ai_eval_values_with (const HgState         *state,
                                 const HgAiEvalWeights *weights,
                                 double                *values);
/* The values of positions one move after @before, each as
 * hg_ai_eval_values_with() gives them (up to rounding), but in a
 * fraction of its time: @before's features are valued once, and for
 * each position only those its move changed, which all hold a node of
 * its tile.  @before must not change while it is used. */
#define HG_AI_EVAL_NEAR  (4 * HG_MAX_ZONES)
typedef struct {
  const HgState         *before;
  const HgAiEvalWeights *weights;
  guint                  left;                 /* tiles left of @base */
  double                 base[HG_MAX_PLAYERS]; /* @before's features */
  int                    x, y;                 /* the square of @near */
  /* the features and systems of the tiles next to it, and their worth */
  guint                  n_near;
  guint16                near[HG_AI_EVAL_NEAR];
  double                 near_values[HG_AI_EVAL_NEAR][HG_MAX_PLAYERS];
  guint                  n_near_systems;
  guint16                near_systems[HG_AI_EVAL_NEAR];
  double                 near_system_values[HG_AI_EVAL_NEAR][HG_MAX_PLAYERS];
} HgAiEvalAfter;

void     hg_ai_eval_after_init  (HgAiEvalAfter         *after,
                                 const HgState         *before,
                                 const HgAiEvalWeights *weights);
/* The values of @state, a position after one move of before's seat. */
void     hg_ai_eval_after       (HgAiEvalAfter         *after,
                                 const HgState         *state,
                                 double                *values);
/* The values of the moves of one placement of after->before (@moves[0]
 * without a figure, the others with one on its tile), each as
 * hg_ai_eval_after() gives them after the move: @before is played once
 * into @scratch, and each figure put on it and taken off again, unless
 * the placement completes a feature (where a figure would score).
 * @scratch is overwritten. */
void     hg_ai_eval_placement   (HgAiEvalAfter         *after,
                                 HgState               *scratch,
                                 const HgMove          *moves,
                                 guint                  n_moves,
                                 double               (*values)[HG_MAX_PLAYERS]);
/* values[seat] minus the best of the others. */
double   hg_ai_eval_relative    (const double  *values,
                                 guint          n_players,
                                 guint          seat);
/* values[seat] minus its rival by @weights: the best of the others, moved
 * towards their mean by weights->rival_mean.  With two players, or
 * rival_mean 0, exactly hg_ai_eval_relative(). */
double   hg_ai_eval_relative_with (const double          *values,
                                   guint                  n_players,
                                   guint                  seat,
                                   const HgAiEvalWeights *weights);
/* Level easy: the immediate worth to @seat of @after, the state after a
 * move of @seat from @before. */
double   hg_ai_eval_immediate   (const HgState *before,
                                 const HgState *after,
                                 const HgMove  *move,
                                 guint          seat);

/* hg-ai.c */

/* The moves of placement @place of the tile in hand into @moves (room
 * for HG_MAX_FIGURE_SPOTS + 1): first the tile without a figure, then
 * with each legal one.  Returns how many. */
guint    hg_ai_placement_moves  (const HgState     *state,
                                 const HgPlacement *place,
                                 HgMove            *moves);

/* Every legal move of @det (a determinized state) with medium's value for
 * the mover, in legal-move order.  Returns FALSE if cancelled. */
gboolean hg_ai_rank_moves       (const HgState *det,
                                 GArray        *moves,
                                 GArray        *values,
                                 HgState       *scratch,
                                 GCancellable  *cancellable);

/* One move of a short playout: the best for the mover, by the
 * evaluation with @weights, of @samples random placements of the tile in
 * hand (drawn with replacement), each with no figure and with every legal
 * one; @by_change: each valued by what it changed (hg_ai_eval_after(),
 * level expert's), else as a whole position (level hard's, whose
 * strength is measured so).  @scratch is overwritten. */
void     hg_ai_playout_move     (HgState               *work,
                                 HgState               *scratch,
                                 const HgAiEvalWeights *weights,
                                 gboolean               by_change,
                                 guint                  samples,
                                 guint64               *rng,
                                 HgMove                *out);
/* A short playout: up to @n_moves moves of hg_ai_playout_move() (with
 * @by_change as there) on @work (fewer if the game ends), then every
 * seat's value by @weights in @values. */
void     hg_ai_playout          (HgState               *work,
                                 HgState               *scratch,
                                 const HgAiEvalWeights *weights,
                                 gboolean               by_change,
                                 guint                  n_moves,
                                 guint                  samples,
                                 guint64               *rng,
                                 double                *values);

/* hg-ai-search.c: level hard. */
gboolean hg_ai_search           (const HgState     *state,
                                 const HgAiOptions *opts,
                                 HgMove            *out,
                                 GError           **error);

/* hg-ai-expert.c: level expert. */

/* The tuning of level expert (hg_ai_expert_params_init() gives the
 * measured best; the benchmarks vary them). */
typedef struct {
  double explore;         /* UCB exploration constant */
  double prior_visits;    /* weight of medium's value, in visits */
  double reward_scale;    /* points of difference for a reward of 0.73 */
  double widen_base;      /* placements open at a node's first visit */
  double widen_factor;    /* ... plus widen_factor * visits^widen_power */
  double widen_power;
  guint  expand_visits;   /* visits of a node before its moves are ranked
                             (one node at most per iteration) */
  guint  max_placements;  /* placements kept per node below the root */
  guint  playout_rounds;  /* greedy moves of every player after the tree,
                             before the leaf */
  guint  playout_samples; /* placements each of them tries */
  guint  max_candidates;  /* best root moves in the race (and no figure on
                             each of their placements) */
  double race_z;          /* standard errors behind the leader to leave,
                             at least */
  double race_delta;      /* ... and enough that the best leaves with a
                             chance under race_delta (0: race_z alone) */
  guint  race_min_rounds; /* rounds before anybody leaves */
  guint  batch_rounds;    /* rounds a worker plays before it adds them to the race */
  gboolean halving;       /* also halve the race at fixed parts of the
                             bound, the last part for the two best */
  HgAiEvalWeights eval;   /* the evaluation of the ranking, the playouts
                             and the leaves */
} HgAiExpertParams;

/* What one search did (for benchmarks). */
typedef struct {
  guint  iterations;      /* all threads */
  guint  rounds;          /* whole rounds, all threads */
  guint  nodes;           /* all trees */
  guint  ranked;          /* ... of them whose moves were ranked */
  guint  threads;         /* threads that ran */
  guint  candidates;      /* root moves in the race at the start */
  guint  left;            /* ... and at the end (1: the race was decided) */
  gint64 usec;            /* the whole decision */
} HgAiExpertStats;

void     hg_ai_expert_params_init (HgAiExpertParams  *params);

/* Level expert with @params (NULL: the defaults); @stats may be NULL. */
gboolean hg_ai_expert_search      (const HgState          *state,
                                   const HgAiOptions      *opts,
                                   const HgAiExpertParams *params,
                                   HgAiExpertStats        *stats,
                                   HgMove                 *out,
                                   GError                **error);

G_END_DECLS
