/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai-tree-private.h: the search tree of level expert, one per worker
 * thread.
 *
 * Information-set Monte Carlo tree search: a node is what every player
 * has seen (the moves so far and the tile in hand), never a hidden deck
 * order.  Each iteration determinizes the unseen tiles afresh in a copy of
 * the root state and walks down the tree in that world; chance is the
 * tile the world deals next, so the children of a move are keyed by the
 * tile in hand after it.  A decision has two levels: a placement, then a
 * figure on it (or none).  Moves are ranked by the evaluation (with
 * expert's weights, params->eval) when a node has been visited often
 * enough: that value is the prior of each move (it counts as a few
 * visits) and orders the placements, which open one after another as the
 * node is visited more (progressive widening).  The leaf is a short
 * greedy playout scored by the same evaluation; the reward of each seat
 * is its lead over its rival, squashed into 0..1: the rival is the best
 * other seat, or with three players or more a value between the best of
 * the others and their mean (params->eval.rival_mean).  Every seat picks
 * its own best move (UCB1), so the opponents' replies are searched as
 * well as the root player's.
 *
 * The nodes and moves live in two pools per tree that double when full
 * (a few times per search, never in most iterations); at their bound the
 * tree stops growing.
 */
#pragma once

#include "hg-ai-private.h"

G_BEGIN_DECLS

typedef struct _HgAiTree HgAiTree;

/* The ranked moves of one position: placements in order of their best
 * move, each followed by its figure moves (no figure included), best
 * first. */
typedef struct {
  guint   n_places;
  guint   n_moves;
  guint   place_first[HG_MAX_PLACEMENTS];  /* index of its first move */
  guint8  place_count[HG_MAX_PLACEMENTS];  /* its moves */
  HgMove *moves;
  double *values;                          /* the evaluation's value for the mover */
  HgMove *raw_moves;                       /* scratch, in placement order */
  double *raw_values;
  guint   max_moves;                       /* room in the four arrays */
} HgAiRanking;

HgAiRanking *hg_ai_ranking_new      (void);
void         hg_ai_ranking_free     (HgAiRanking            *ranking);
/* Ranks every legal move of @det (a determinized state) by the
 * evaluation with @weights; @scratch is overwritten.  Returns FALSE if
 * @cancellable was cancelled meanwhile, or the monotonic time reached
 * @deadline (0: none). */
gboolean     hg_ai_ranking_compute  (HgAiRanking            *ranking,
                                     const HgState          *det,
                                     HgState                *scratch,
                                     const HgAiEvalWeights  *weights,
                                     GCancellable           *cancellable,
                                     gint64                  deadline);

/* A tree below the root's candidate moves @cands (the evaluation's
 * @values for the mover); @params must outlive it.  No node is ranked
 * past @deadline (monotonic time; 0: none). */
HgAiTree    *hg_ai_tree_new         (const HgAiExpertParams *params,
                                     const HgMove           *cands,
                                     const double           *values,
                                     guint                   n_cands,
                                     gint64                  deadline);
void         hg_ai_tree_free        (HgAiTree               *tree);

/* One iteration below candidate @cand in @world, a determinization of
 * the root: the move, down the tree, expanding a node visited often
 * enough, a playout from @playout_seed, backing up.  Returns the reward
 * of the root's mover. */
double       hg_ai_tree_play        (HgAiTree               *tree,
                                     const HgState          *world,
                                     guint                   cand,
                                     guint64                 playout_seed);

/* Nodes in the tree so far, and those of them whose moves were ranked. */
guint        hg_ai_tree_get_n_nodes (const HgAiTree         *tree);
guint        hg_ai_tree_get_n_ranked (const HgAiTree        *tree);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgAiRanking, hg_ai_ranking_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgAiTree, hg_ai_tree_free)

G_END_DECLS
