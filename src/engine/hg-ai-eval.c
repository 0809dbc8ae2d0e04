/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai-eval.c: how much a position is worth to each seat (levels easy,
 * medium, and the leaves of hard's playouts).  Reads the engine's flat
 * state (hg-state-private.h) directly: one pass over the feature roots;
 * or, for the positions one move after another (hg_ai_eval_after(), level
 * expert's), that position's pass and the features of the move's tile. */

#include "config.h"

#include <math.h>

#include "hg-ai-private.h"

/* Medium's weights, in points (see HgAiEvalWeights). */
static const HgAiEvalWeights medium_weights = {
  .member_value = 5.0,
  .hut_value = 1.5,
  .supply_turns = 8.0,
  .open_side_growth = 0.8,
  .close_rate = 0.30,
  .close_tiles = 4.0,
  .close_turns = 0.0,
  .meadow_growth = 0.2,
  .meadow_zones_cap = 10.0,
  .hut_growth = 2.0,
  .bonus_value = 3.0,
  .figure_return = 0.0,
  .gold_value = 0.0,
  .rival_mean = 0.0,
};

#define FIGURE_COST       0.25  /* level easy: the price of a figure put */

static void
award (double  *values,
       guint    n_players,
       guint8   seats,
       double   points)
{
  for (guint p = 0; p < n_players; p++)
    if (seats & (1 << p))
      values[p] += points;
}

/* @points to each seat for each of its @figs. */
static void
award_each (double       *values,
            guint         n_players,
            const guint8 *figs,
            double        points,
            double        sign)
{
  if (points <= 0.0)
    return;
  for (guint p = 0; p < n_players; p++)
    values[p] += sign * (figs[p] * points);
}

void
hg_ai_eval_weights_init (HgAiEvalWeights *weights)
{
  *weights = medium_weights;
}

const HgAiEvalWeights *
hg_ai_eval_weights_medium (void)
{
  return &medium_weights;
}

void
hg_ai_eval_values (const HgState *state,
                   double        *values)
{
  hg_ai_eval_values_with (state, &medium_weights, values);
}

/* What every feature of a pass is valued by that depends on the
 * position as a whole: the tiles still to be placed, the one in hand
 * included, and what a gatherer or fisherman coming home is worth. */
typedef struct {
  double left;   /* land tiles left, the one in hand counted */
  double turns;  /* turns left a seat */
  double late;   /* how much a figure in supply is still worth, 0..1 */
  double home;
  double close_left;  /* what is left to complete a feature in: tiles or turns */
  double close_unit;  /* ... and how many of them an open side asks */
} Pass;

static void
pass_init (Pass                  *pass,
           const HgAiEvalWeights *w,
           guint                  n_players,
           guint                  left)
{
  pass->left = left;
  pass->turns = pass->left / n_players;
  pass->late = MIN (1.0, pass->turns / w->supply_turns);
  /* A gatherer or fisherman that comes home, by its feature's completion. */
  pass->home = w->figure_return * w->member_value * pass->late;
  if (w->close_turns > 0.0)
    {
      pass->close_left = pass->turns;
      pass->close_unit = w->close_turns;
    }
  else
    {
      pass->close_left = pass->left;
      pass->close_unit = w->close_tiles;
    }
}

/* The chance that a forest or river with @open open sides completes in
 * what is left of the game. */
static inline double
completion (const HgAiEvalWeights *w,
            const Pass            *pass,
            guint                  open)
{
  if (open == 0)
    return 1.0;
  return exp (-w->close_rate * open) *
         (1.0 - exp (-pass->close_left / (pass->close_unit * open)));
}

static guint
tiles_left (const HgState *state)
{
  return state->setup.n_land - state->land_pos + 1;
}

/* The scores, the supplies and the bonus tile of the seat in a bonus
 * phase into @values (overwritten). */
static void
eval_seats (const HgState         *state,
            const HgAiEvalWeights *w,
            const Pass            *pass,
            double                *values)
{
  guint n = state->n_players;
  double turns = pass->turns;
  double late = pass->late;

  for (guint p = 0; p < n; p++)
    values[p] = state->score[p];
  for (guint p = 0; p < n; p++)
    {
      double useful = MIN ((double) state->members[p], turns * 0.5 + 0.5);

      values[p] += late * (w->member_value * useful +
                           w->hut_value * MIN ((double) state->huts[p], turns));
    }
  if (state->phase == HG_PHASE_BONUS)
    values[state->current] += w->bonus_value;
}

/* What the huts of river system root @i may still bring, @sign times,
 * into @values. */
G_ALWAYS_INLINE static inline void
eval_system (const HgState         *state,
             const HgAiEvalWeights *w,
             const Pass            *pass,
             guint16                i,
             double                 sign,
             double                *values)
{
  const HgNode *nd = &state->nodes[i];
  guint n = state->n_players;
  guint counts[HG_MAX_PLAYERS];

  if ((nd->type != HG_ZONE_RIVER && nd->type != HG_ZONE_LAKE) || nd->n_huts == 0)
    return;
  for (guint p = 0; p < n; p++)
    counts[p] = nd->huts[p];
  award (values, n, hg_scoring_majority (state, counts),
         sign * (nd->fish + w->hut_growth * pass->left / HG_N_LAND_TILES));
}

/* What feature root @i is worth to each seat, @sign times, into
 * @values. */
G_ALWAYS_INLINE static inline void
eval_feature (const HgState         *state,
              const HgAiEvalWeights *w,
              const Pass            *pass,
              guint16                i,
              double                 sign,
              double                *values)
{
  const HgNode *nd = &state->nodes[i];
  guint n = state->n_players;
  guint counts[HG_MAX_PLAYERS];
  guint points;
  guint8 seats;
  double c;

  switch (nd->type)
    {
    case HG_ZONE_FOREST:
      if (nd->n_figs == 0)
        break;
      for (guint p = 0; p < n; p++)
        counts[p] = nd->figs[p];
      c = completion (w, pass, nd->open);
      award (values, n, hg_scoring_majority (state, counts),
             sign * (2.0 * (nd->size + nd->mushrooms) + 2.0 * w->open_side_growth * nd->open +
                     (nd->gold > 0 ? w->gold_value : 0.0)) * c);
      award_each (values, n, nd->figs, pass->home * c, sign);
      break;

    case HG_ZONE_RIVER:
      for (guint p = 0; p < HG_MAX_PLAYERS; p++)
        counts[p] = nd->figs[p];
      points = hg_scoring_river_points (state, nd, counts);
      seats = hg_scoring_majority (state, counts);
      if (seats == 0)
        break;
      c = completion (w, pass, nd->open);
      award (values, n, seats,
             sign * (points + w->open_side_growth * nd->open) * c);
      /* Only the river's own fishermen: one on a lake may stand in
       * several rivers. */
      award_each (values, n, nd->figs, pass->home * c, sign);
      break;

    case HG_ZONE_MEADOW:
      if (nd->n_figs == 0)
        break;
      award (values, n, hg_scoring_meadow_holders (state, nd),
             sign * (hg_scoring_meadow_points (nd) +
                     w->meadow_growth * MIN ((double) nd->size, w->meadow_zones_cap) *
                     pass->left / HG_N_LAND_TILES));
      break;

    case HG_ZONE_LAKE:
    case HG_ZONE_NONE:
    default:
      break;
    }
}

/* Every feature and river system of @state, by @pass, into @values. */
static void
eval_features (const HgState         *state,
               const HgAiEvalWeights *w,
               const Pass            *pass,
               double                *values)
{
  for (guint16 i = 0; i < state->n_nodes; i++)
    {
      if (state->nodes[i].sparent == i)
        eval_system (state, w, pass, i, 1.0, values);
      if (state->nodes[i].parent == i)
        eval_feature (state, w, pass, i, 1.0, values);
    }
}

void
hg_ai_eval_values_with (const HgState         *state,
                        const HgAiEvalWeights *w,
                        double                *values)
{
  Pass pass;

  if (state->phase == HG_PHASE_OVER)
    {
      for (guint p = 0; p < state->n_players; p++)
        values[p] = state->score[p];
      return;
    }
  pass_init (&pass, w, state->n_players, tiles_left (state));
  eval_seats (state, w, &pass, values);
  eval_features (state, w, &pass, values);
}

void
hg_ai_eval_after_init (HgAiEvalAfter         *after,
                       const HgState         *before,
                       const HgAiEvalWeights *weights)
{
  after->before = before;
  after->weights = weights;
  after->left = G_MAXUINT;
}

/* The features and river systems of the tiles next to square (@x, @y) of
 * @after->before, and what each is worth there by @pass: a move on that
 * square changes no other feature of @before. */
static void
near_init (HgAiEvalAfter *after,
           const Pass    *pass,
           int            x,
           int            y)
{
  const HgState *before = after->before;
  const HgTileSet *set = before->tiles;

  after->x = x;
  after->y = y;
  after->n_near = 0;
  after->n_near_systems = 0;
  for (guint d = 0; d < 4; d++)
    {
      int sq = hg_board_lookup (before, x + hg_dx[d], y + hg_dy[d]);
      guint placed;

      if (sq < 0 || before->squares[sq].placed == HG_NO_TILE)
        continue;
      placed = before->squares[sq].placed;
      for (guint z = 0; z < set->n_used[before->placed[placed].tile]; z++)
        {
          guint16 node = before->node_base[placed] + z;
          guint8 type = before->nodes[node].type;
          guint k;

          k = after->n_near;
          if (hg_roots_add (after->near, &after->n_near, hg_find_const (before, node)))
            {
              memset (after->near_values[k], 0, sizeof after->near_values[k]);
              eval_feature (before, after->weights, pass, after->near[k], 1.0,
                            after->near_values[k]);
            }
          k = after->n_near_systems;
          if ((type == HG_ZONE_RIVER || type == HG_ZONE_LAKE) &&
              hg_roots_add (after->near_systems, &after->n_near_systems,
                            hg_find_sys_const (before, node)))
            {
              memset (after->near_system_values[k], 0, sizeof after->near_system_values[k]);
              eval_system (before, after->weights, pass, after->near_systems[k], 1.0,
                           after->near_system_values[k]);
            }
        }
    }
}

/* Whether a fisherman left a lake of @before in @state (he went home with
 * a river that completed), which changes every river at that lake. */
static gboolean
lake_emptied (const HgState *before,
              const HgState *state,
              const guint16 *roots,
              guint          n_roots)
{
  for (guint k = 0; k < n_roots; k++)
    {
      const HgNode *r = &state->nodes[roots[k]];

      if (r->type != HG_ZONE_RIVER)
        continue;
      for (guint l = 0; l < r->n_lakes; l++)
        if (r->lakes[l] < before->n_nodes &&
            state->nodes[r->lakes[l]].n_figs != before->nodes[r->lakes[l]].n_figs)
          return TRUE;
    }
  return FALSE;
}

void
hg_ai_eval_after (HgAiEvalAfter *after,
                  const HgState *state,
                  double        *values)
{
  const HgState *before = after->before;
  const HgAiEvalWeights *w = after->weights;
  guint16 roots[HG_MAX_ZONES];
  guint16 systems[HG_MAX_ZONES];
  guint n_roots = 0, n_systems = 0, n = state->n_players;
  const HgPlacement *place;
  guint left;
  Pass pass;

  /* Only a move of @before's seat, one tile placed: else the whole
   * position (so also at the end of the game). */
  if (state->phase == HG_PHASE_OVER || state->n_placed != before->n_placed + 1)
    {
      hg_ai_eval_values_with (state, w, values);
      return;
    }
  place = &state->placed[state->n_placed - 1];

  /* A feature of @before that the move did not join to its tile is worth
   * the same in @state, by the same pass: so every feature and system of
   * @before is valued once for each number of tiles left (the move may
   * have discarded one), and those of the tiles next to each square once
   * for that square. */
  left = tiles_left (state);
  pass_init (&pass, w, n, left);
  if (after->left != left)
    {
      memset (after->base, 0, sizeof after->base);
      eval_features (before, w, &pass, after->base);
      after->left = left;
      after->x = G_MININT;
    }
  if (after->x != place->x || after->y != place->y)
    near_init (after, &pass, place->x, place->y);

  /* The features and systems of the tile, which hold every one the move
   * joined, completed or put a figure in, valued in @state ... */
  eval_seats (state, w, &pass, values);
  for (guint16 i = before->n_nodes; i < state->n_nodes; i++)
    {
      guint8 type = state->nodes[i].type;

      hg_roots_add (roots, &n_roots, hg_find_const (state, i));
      if (type == HG_ZONE_RIVER || type == HG_ZONE_LAKE)
        hg_roots_add (systems, &n_systems, hg_find_sys_const (state, i));
    }
  if (lake_emptied (before, state, roots, n_roots))
    {
      hg_ai_eval_values_with (state, w, values);
      return;
    }
  for (guint p = 0; p < n; p++)
    values[p] += after->base[p];
  for (guint k = 0; k < n_roots; k++)
    eval_feature (state, w, &pass, roots[k], 1.0, values);
  for (guint k = 0; k < n_systems; k++)
    eval_system (state, w, &pass, systems[k], 1.0, values);

  /* ... instead of those of @before they took in. */
  for (guint k = 0; k < after->n_near; k++)
    if (hg_roots_has (roots, n_roots, hg_find_const (state, after->near[k])))
      for (guint p = 0; p < n; p++)
        values[p] -= after->near_values[k][p];
  for (guint k = 0; k < after->n_near_systems; k++)
    if (hg_roots_has (systems, n_systems, hg_find_sys_const (state, after->near_systems[k])))
      for (guint p = 0; p < n; p++)
        values[p] -= after->near_system_values[k][p];
}

/* Whether no feature of the tile just placed in @state is complete (nor
 * the game over): a figure put on the tile then changes nothing but its
 * feature and its owner's supply, where in a complete feature it would
 * have scored and come home. */
static gboolean
nothing_completed (const HgState *before,
                   HgState       *state)
{
  if (state->phase != HG_PHASE_TILE)
    return FALSE;
  for (guint16 i = before->n_nodes; i < state->n_nodes; i++)
    {
      guint8 type = state->nodes[i].type;

      if ((type == HG_ZONE_FOREST || type == HG_ZONE_RIVER) &&
          state->nodes[hg_find (state, i)].open == 0)
        return FALSE;
    }
  return TRUE;
}

void
hg_ai_eval_placement (HgAiEvalAfter *after,
                      HgState       *scratch,
                      const HgMove  *moves,
                      guint          n_moves,
                      double       (*values)[HG_MAX_PLAYERS])
{
  const HgState *before = after->before;
  guint owner = before->current;
  gboolean simple;

  hg_ai_copy (scratch, before);
  hg_state_apply_trusted (scratch, &moves[0], NULL, NULL);
  hg_ai_eval_after (after, scratch, values[0]);
  simple = n_moves > 1 && nothing_completed (before, scratch);
  for (guint i = 1; i < n_moves; i++)
    {
      if (simple)
        {
          /* The figure put on the position without it, and taken off. */
          hg_features_put_figure (scratch, scratch->n_placed - 1, moves[i].role, moves[i].zone,
                                  owner);
          hg_ai_eval_after (after, scratch, values[i]);
          hg_features_remove_figure (scratch, scratch->n_figures - 1);
        }
      else
        {
          hg_ai_copy (scratch, before);
          hg_state_apply_trusted (scratch, &moves[i], NULL, NULL);
          hg_ai_eval_after (after, scratch, values[i]);
        }
    }
}

double
hg_ai_eval_relative (const double *values,
                     guint         n_players,
                     guint         seat)
{
  double best = -G_MAXDOUBLE;

  for (guint p = 0; p < n_players; p++)
    if (p != seat)
      best = MAX (best, values[p]);
  return values[seat] - best;
}

double
hg_ai_eval_relative_with (const double          *values,
                          guint                  n_players,
                          guint                  seat,
                          const HgAiEvalWeights *weights)
{
  double best = -G_MAXDOUBLE, sum = 0.0;

  for (guint p = 0; p < n_players; p++)
    if (p != seat)
      {
        best = MAX (best, values[p]);
        sum += values[p];
      }
  /* best - mean is exactly 0 with one other, so two-player values do
   * not change by a rounding. */
  return values[seat] - (best - weights->rival_mean * (best - sum / (n_players - 1)));
}

/* What the feature under the figure is worth now, if nobody else had
 * more figures in it. */
static double
figure_worth (const HgState     *state,
              const HgFigureRec *rec)
{
  const HgNode *node = &state->nodes[rec->node];
  const HgNode *r;

  switch (rec->fig.role)
    {
    case HG_ROLE_GATHERER:
      r = &state->nodes[hg_find_const (state, rec->node)];
      return 2.0 * (r->size + r->mushrooms);
    case HG_ROLE_FISHER:
      if (node->type == HG_ZONE_LAKE)
        return node->fish + 1;
      r = &state->nodes[hg_find_const (state, rec->node)];
      return hg_scoring_river_points (state, r, NULL);
    case HG_ROLE_HUNTER:
      r = &state->nodes[hg_find_const (state, rec->node)];
      return hg_scoring_meadow_points (r);
    case HG_ROLE_HUT:
      r = &state->nodes[hg_find_sys_const (state, rec->node)];
      return r->fish;
    default:
      return 0.0;
    }
}

double
hg_ai_eval_immediate (const HgState *before,
                      const HgState *after,
                      const HgMove  *move,
                      guint          seat)
{
  double gain = (double) after->score[seat] - (double) before->score[seat];

  if (move->role == HG_ROLE_NONE)
    return gain;

  gain -= FIGURE_COST;
  /* The figure is still on the board unless its feature scored at once
   * (then its points are in the score already). */
  for (guint f = after->n_figures; f-- > 0;)
    {
      const HgFigureRec *rec = &after->figures[f];

      if (rec->fig.x == move->x && rec->fig.y == move->y &&
          rec->fig.zone == move->zone && rec->fig.role == move->role)
        {
          gain += 0.5 * figure_worth (after, rec);
          break;
        }
    }
  return gain;
}
