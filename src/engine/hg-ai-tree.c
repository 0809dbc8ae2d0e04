/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai-tree.c: the search tree of level expert (see hg-ai-tree-private.h). */

#include "config.h"

#include <math.h>

#include "hg-ai-tree-private.h"

#define NO_INDEX   G_MAXUINT32
#define MAX_DEPTH  48           /* moves from the root to a leaf */
#define MAX_NODES  (1u << 20)   /* per tree */
#define MAX_EDGES  (1u << 23)
#define MIN_NODES  (1u << 12)   /* made at first, doubled when full */
#define MIN_EDGES  (1u << 16)
#define MIN_MOVES  4096         /* moves a ranking holds at first */

/* A move of a node.  A placement edge (its figure none) stands for the
 * placement: its statistics are those of all its figure edges together,
 * which follow each other in the pool from @child on.  A figure edge is
 * a whole move; @child is the first node after it (one per tile dealt),
 * linked through their @sibling. */
typedef struct {
  HgMove  move;
  guint8  n_figures;   /* placement edge: its figure edges */
  float   prior;       /* reward expected by the evaluation */
  guint32 visits;
  guint32 child;
  double  sum;         /* rewards of the mover */
} Edge;

typedef struct {
  guint32 edges;       /* first placement edge; NO_INDEX until ranked */
  guint32 sibling;     /* next node after the same move */
  guint32 visits;
  guint16 n_places;
  guint16 n_open;      /* placements open to selection */
  guint8  tile;        /* the tile in hand */
  guint8  seat;        /* who moves */
} Node;

struct _HgAiTree {
  const HgAiExpertParams *params;
  Node         *nodes;
  guint         n_nodes;
  guint         n_ranked;
  guint         max_nodes;
  Edge         *edges;     /* the candidates first */
  guint         n_edges;
  guint         max_edges;
  gint64        deadline;  /* expanding stops there; 0: never */
  HgAiRanking  *ranking;   /* scratch for expanding */
  HgState      *work;
  HgState      *scratch;
};

/* Ranking ----------------------------------------------------------------- */

HgAiRanking *
hg_ai_ranking_new (void)
{
  HgAiRanking *ranking = g_new0 (HgAiRanking, 1);

  ranking->max_moves = MIN_MOVES;
  ranking->moves = g_new (HgMove, ranking->max_moves);
  ranking->values = g_new (double, ranking->max_moves);
  ranking->raw_moves = g_new (HgMove, ranking->max_moves);
  ranking->raw_values = g_new (double, ranking->max_moves);
  return ranking;
}

void
hg_ai_ranking_free (HgAiRanking *ranking)
{
  if (ranking == NULL)
    return;
  g_free (ranking->moves);
  g_free (ranking->values);
  g_free (ranking->raw_moves);
  g_free (ranking->raw_values);
  g_free (ranking);
}

gboolean
hg_ai_ranking_compute (HgAiRanking           *ranking,
                       const HgState         *det,
                       HgState               *scratch,
                       const HgAiEvalWeights *weights,
                       GCancellable          *cancellable,
                       gint64                 deadline)
{
  HgPlacement places[HG_MAX_PLACEMENTS];
  double best[HG_MAX_PLACEMENTS];
  guint16 order[HG_MAX_PLACEMENTS];
  guint first[HG_MAX_PLACEMENTS];
  HgMove raw[HG_MAX_FIGURE_SPOTS + 1];
  double raw_values[HG_MAX_FIGURE_SPOTS + 1];
  double v[HG_MAX_FIGURE_SPOTS + 1][HG_MAX_PLAYERS];
  guint seat = det->current;
  HgMove *moves = ranking->raw_moves;
  double *values = ranking->raw_values;
  guint n_places, k = 0;
  HgAiEvalAfter after;

  g_assert (det->phase != HG_PHASE_OVER);
  n_places = MIN (hg_board_placements (det, det->hand, places, HG_MAX_PLACEMENTS),
                  HG_MAX_PLACEMENTS);
  g_assert (n_places > 0);
  hg_ai_eval_after_init (&after, det, weights);

  /* Every move, placement by placement, and the best of each placement. */
  for (guint i = 0; i < n_places; i++)
    {
      guint n;

      if (i % 16 == 15 &&
          (g_cancellable_is_cancelled (cancellable) ||
           (deadline != 0 && g_get_monotonic_time () >= deadline)))
        return FALSE;
      n = hg_ai_placement_moves (det, &places[i], raw);
      if (k + n > ranking->max_moves)
        {
          /* Rare: more moves than any position so far. */
          ranking->max_moves *= 2;
          ranking->moves = g_renew (HgMove, ranking->moves, ranking->max_moves);
          ranking->values = g_renew (double, ranking->values, ranking->max_moves);
          ranking->raw_moves = moves = g_renew (HgMove, ranking->raw_moves, ranking->max_moves);
          ranking->raw_values = values = g_renew (double, ranking->raw_values, ranking->max_moves);
        }
      hg_ai_eval_placement (&after, scratch, raw, n, v);
      for (guint j = 0; j < n; j++)
        raw_values[j] = hg_ai_eval_relative_with (v[j], det->n_players, seat, weights);

      /* Its moves best first (insertion sort: a handful), stable. */
      first[i] = k;
      for (guint j = 0; j < n; j++)
        {
          guint at = k + j;

          while (at > k && values[at - 1] < raw_values[j])
            {
              moves[at] = moves[at - 1];
              values[at] = values[at - 1];
              at--;
            }
          moves[at] = raw[j];
          values[at] = raw_values[j];
        }
      ranking->place_count[i] = n;
      best[i] = values[k];
      k += n;
    }

  /* Placements by their best move, stable. */
  for (guint i = 0; i < n_places; i++)
    {
      guint at = i;

      while (at > 0 && best[order[at - 1]] < best[i])
        {
          order[at] = order[at - 1];
          at--;
        }
      order[at] = i;
    }

  /* Written out in that order. */
  ranking->n_places = n_places;
  ranking->n_moves = k;
  k = 0;
  for (guint r = 0; r < n_places; r++)
    {
      guint i = order[r];
      guint n = ranking->place_count[i];

      memcpy (ranking->moves + k, moves + first[i], n * sizeof (HgMove));
      memcpy (ranking->values + k, values + first[i], n * sizeof (double));
      ranking->place_first[r] = k;
      k += n;
    }
  for (guint r = 0; r < n_places; r++)
    ranking->place_count[r] = (r + 1 < n_places ? ranking->place_first[r + 1] : k) -
                              ranking->place_first[r];
  return TRUE;
}

/* Tree -------------------------------------------------------------------- */

/* Room for @n more nodes (FALSE: the tree is as big as it may be).  The
 * pools double when full, so a search allocates a few times in all. */
static gboolean
reserve_nodes (HgAiTree *tree,
               guint     n)
{
  if (tree->n_nodes + n <= tree->max_nodes)
    return TRUE;
  if (tree->n_nodes + n > MAX_NODES)
    return FALSE;
  tree->max_nodes = MIN (MAX (tree->max_nodes * 2, tree->n_nodes + n), MAX_NODES);
  tree->nodes = g_renew (Node, tree->nodes, tree->max_nodes);
  return TRUE;
}

static gboolean
reserve_edges (HgAiTree *tree,
               guint     n)
{
  if (tree->n_edges + n <= tree->max_edges)
    return TRUE;
  if (tree->n_edges + n > MAX_EDGES)
    return FALSE;
  tree->max_edges = MIN (MAX (tree->max_edges * 2, tree->n_edges + n), MAX_EDGES);
  tree->edges = g_renew (Edge, tree->edges, tree->max_edges);
  return TRUE;
}

static inline float
squash (const HgAiExpertParams *params,
        double                  points)
{
  return (float) (1.0 / (1.0 + exp (-points / params->reward_scale)));
}

/* Gives @node the moves of @ranking: its first @max_places placements,
 * each with all its figure moves.  FALSE if the pool has no room. */
static gboolean
add_edges (HgAiTree          *tree,
           guint32            node,
           const HgAiRanking *ranking,
           guint              max_places)
{
  guint n_places = MIN (ranking->n_places, max_places);
  guint n_moves = n_places < ranking->n_places ? ranking->place_first[n_places] : ranking->n_moves;
  guint32 base = tree->n_edges;
  guint32 fig = base + n_places;

  if (!reserve_edges (tree, n_places + n_moves))
    return FALSE;
  for (guint p = 0; p < n_places; p++)
    {
      Edge *pe = &tree->edges[base + p];
      guint count = ranking->place_count[p];

      pe->move = ranking->moves[ranking->place_first[p]];
      pe->move.role = HG_ROLE_NONE;
      pe->move.zone = 0;
      pe->n_figures = count;
      pe->prior = squash (tree->params, ranking->values[ranking->place_first[p]]);
      pe->visits = 0;
      pe->sum = 0.0;
      pe->child = fig;
      for (guint j = 0; j < count; j++, fig++)
        {
          Edge *fe = &tree->edges[fig];
          guint m = ranking->place_first[p] + j;

          fe->move = ranking->moves[m];
          fe->n_figures = 0;
          fe->prior = squash (tree->params, ranking->values[m]);
          fe->visits = 0;
          fe->sum = 0.0;
          fe->child = NO_INDEX;
        }
    }
  tree->n_edges = fig;
  tree->nodes[node].edges = base;
  tree->nodes[node].n_places = n_places;
  tree->nodes[node].n_open = 0;
  return TRUE;
}

HgAiTree *
hg_ai_tree_new (const HgAiExpertParams *params,
                const HgMove           *cands,
                const double           *values,
                guint                   n_cands,
                gint64                  deadline)
{
  HgAiTree *tree = g_new0 (HgAiTree, 1);

  tree->params = params;
  tree->deadline = deadline;
  tree->max_nodes = MIN_NODES;
  tree->nodes = g_new (Node, tree->max_nodes);
  tree->max_edges = MAX (MIN_EDGES, n_cands);
  tree->edges = g_new (Edge, tree->max_edges);
  tree->ranking = hg_ai_ranking_new ();
  tree->work = g_malloc (sizeof (HgState));
  tree->scratch = g_malloc (sizeof (HgState));

  for (guint c = 0; c < n_cands; c++)
    {
      Edge *e = &tree->edges[c];

      e->move = cands[c];
      e->n_figures = 0;
      e->prior = squash (params, values[c]);
      e->visits = 0;
      e->sum = 0.0;
      e->child = NO_INDEX;
    }
  tree->n_edges = n_cands;
  return tree;
}

void
hg_ai_tree_free (HgAiTree *tree)
{
  if (tree == NULL)
    return;
  g_free (tree->nodes);
  g_free (tree->edges);
  hg_ai_ranking_free (tree->ranking);
  g_free (tree->work);
  g_free (tree->scratch);
  g_free (tree);
}

/* UCB1 over @n edges from @first, the evaluation's value counting as
 * params->prior_visits visits of each. */
static guint32
select_edge (const HgAiTree *tree,
             guint32         first,
             guint           n,
             guint32         visits)
{
  const HgAiExpertParams *params = tree->params;
  double log_n = log (visits + 1.0);
  double best_score = -G_MAXDOUBLE;
  guint32 best = first;

  for (guint32 e = first; e < first + n; e++)
    {
      const Edge *edge = &tree->edges[e];
      double q = (edge->sum + edge->prior * params->prior_visits) /
                 (edge->visits + params->prior_visits);
      double score = q + params->explore * sqrt (log_n / (edge->visits + 1.0));

      if (score > best_score)
        {
          best_score = score;
          best = e;
        }
    }
  return best;
}

/* The placement, then the figure edge, of @node. */
static guint32
select_move (HgAiTree *tree,
             guint32   node,
             guint32  *place)
{
  const HgAiExpertParams *params = tree->params;
  Node *nd = &tree->nodes[node];
  double open = params->widen_base + params->widen_factor * pow (nd->visits, params->widen_power);
  const Edge *pe;

  nd->n_open = (guint16) CLAMP (open, 1.0, (double) nd->n_places);
  *place = select_edge (tree, nd->edges, nd->n_open, nd->visits);
  pe = &tree->edges[*place];
  return select_edge (tree, pe->child, pe->n_figures, pe->visits);
}

/* The node after edge @move for the tile in hand of @work, made if it is
 * new.  NO_INDEX when the pool is full. */
static guint32
child_for (HgAiTree      *tree,
           guint32        move,
           const HgState *work)
{
  Node *nd;
  guint32 n;

  for (n = tree->edges[move].child; n != NO_INDEX; n = tree->nodes[n].sibling)
    if (tree->nodes[n].tile == work->hand && tree->nodes[n].seat == work->current)
      return n;
  if (!reserve_nodes (tree, 1))
    return NO_INDEX;
  n = tree->n_nodes++;
  nd = &tree->nodes[n];
  nd->edges = NO_INDEX;
  nd->sibling = tree->edges[move].child;
  nd->visits = 0;
  nd->n_places = 0;
  nd->n_open = 0;
  nd->tile = work->hand;
  nd->seat = work->current;
  tree->edges[move].child = n;
  return n;
}

/* Ranks the moves of @node, in the world of @work.  FALSE when the pool
 * is full, or when the deadline comes meanwhile (ranking a node with many
 * placements is the longest step of an iteration: the search must not
 * overrun its bound for it). */
static gboolean
expand (HgAiTree      *tree,
        guint32        node,
        const HgState *work)
{
  if (tree->n_edges + tree->params->max_placements * (HG_MAX_FIGURE_SPOTS + 2) > MAX_EDGES)
    return FALSE;
  if (!hg_ai_ranking_compute (tree->ranking, work, tree->scratch, &tree->params->eval, NULL,
                              tree->deadline))
    return FALSE;
  tree->n_ranked++;
  return add_edges (tree, node, tree->ranking, tree->params->max_placements);
}

double
hg_ai_tree_play (HgAiTree      *tree,
                 const HgState *world,
                 guint          cand,
                 guint64        playout_seed)
{
  const HgAiExpertParams *params = tree->params;
  HgState *work = tree->work;
  struct {
    guint32 node, place, fig;
  } path[MAX_DEPTH];
  guint depth = 0;
  guint32 node, leaf = NO_INDEX;
  double v[HG_MAX_PLAYERS];
  float reward[HG_MAX_PLAYERS];
  guint n_players = world->n_players;
  guint seat = world->current;
  guint64 prng = playout_seed;
  gboolean expanded = FALSE;

  hg_ai_copy (work, world);
  hg_state_apply_trusted (work, &tree->edges[cand].move, NULL, NULL);
  node = work->phase == HG_PHASE_OVER ? NO_INDEX : child_for (tree, cand, work);

  /* Down the tree, in this world. */
  while (node != NO_INDEX)
    {
      guint32 place, fig;

      /* A node is ranked when visited often enough, one at most per
       * iteration. */
      if (tree->nodes[node].edges == NO_INDEX)
        {
          if (expanded || tree->nodes[node].visits + 1 < params->expand_visits ||
              !expand (tree, node, work))
            {
              leaf = node;
              break;
            }
          expanded = TRUE;
        }
      fig = select_move (tree, node, &place);
      hg_state_apply_trusted (work, &tree->edges[fig].move, NULL, NULL);
      path[depth].node = node;
      path[depth].place = place;
      path[depth].fig = fig;
      depth++;
      if (work->phase == HG_PHASE_OVER || depth == MAX_DEPTH)
        break;
      node = child_for (tree, fig, work);
    }

  /* A short playout from the leaf, scored by the evaluation. */
  hg_ai_playout (work, tree->scratch, &params->eval, TRUE, params->playout_rounds * n_players,
                 params->playout_samples, &prng, v);
  for (guint p = 0; p < n_players; p++)
    reward[p] = squash (params, hg_ai_eval_relative_with (v, n_players, p, &params->eval));

  /* Back up. */
  if (leaf != NO_INDEX)
    tree->nodes[leaf].visits++;
  for (guint k = 0; k < depth; k++)
    {
      Node *nd = &tree->nodes[path[k].node];
      Edge *pe = &tree->edges[path[k].place];
      Edge *fe = &tree->edges[path[k].fig];
      float r = reward[nd->seat];

      nd->visits++;
      pe->visits++;
      pe->sum += r;
      fe->visits++;
      fe->sum += r;
    }
  tree->edges[cand].visits++;
  tree->edges[cand].sum += reward[seat];
  return reward[seat];
}

guint
hg_ai_tree_get_n_nodes (const HgAiTree *tree)
{
  return tree->n_nodes;
}

guint
hg_ai_tree_get_n_ranked (const HgAiTree *tree)
{
  return tree->n_ranked;
}
