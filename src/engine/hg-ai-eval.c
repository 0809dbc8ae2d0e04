/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-ai-eval.c: how much a position is worth to each seat (levels easy,
 * medium, and the leaves of hard's playouts).  Reads the engine's flat
 * state (hg-state-private.h) directly: one pass over the feature roots. */

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
  .meadow_growth = 0.2,
  .meadow_zones_cap = 10.0,
  .hut_growth = 2.0,
  .bonus_value = 3.0,
  .figure_return = 0.0,
  .gold_value = 0.0,
  .rival_mean = 0.0,
};

#define FIGURE_COST       0.25  /* level easy: the price of a figure put */

static guint8
majority (const guint *counts,
          guint        n_players)
{
  guint best = 0;
  guint8 seats = 0;

  for (guint p = 0; p < n_players; p++)
    best = MAX (best, counts[p]);
  if (best == 0)
    return 0;
  for (guint p = 0; p < n_players; p++)
    if (counts[p] == best)
      seats |= 1 << p;
  return seats;
}

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
            double        points)
{
  if (points <= 0.0)
    return;
  for (guint p = 0; p < n_players; p++)
    values[p] += figs[p] * points;
}

/* The chance that a forest or river with @open open sides completes while
 * @left tiles remain to be placed. */
static inline double
completion (const HgAiEvalWeights *w,
            guint                  open,
            double                 left)
{
  if (open == 0)
    return 1.0;
  return exp (-w->close_rate * open) * (1.0 - exp (-left / (w->close_tiles * open)));
}


static guint
hunter_points (const HgNode *r)
{
  guint tigers = r->fire > 0 ? 0 : r->tiger;
  guint prey = r->deer > tigers ? r->deer - tigers : 0;

  return 2 * (prey + r->mammoth + r->aurochs);
}

static guint8
hunter_seats (const HgNode *r,
              guint         n_players)
{
  guint counts[HG_MAX_PLAYERS] = { 0, };
  guint8 seats = 0;

  if (r->n_sacred > 0)
    {
      for (guint p = 0; p < n_players; p++)
        if (r->sacred[p] > 0)
          seats |= 1 << p;
      return seats;
    }
  for (guint p = 0; p < n_players; p++)
    counts[p] = r->figs[p];
  return majority (counts, n_players);
}

/* River zones plus the fish of the lakes at its ends. */
static guint
river_points (const HgState *state,
              const HgNode  *r)
{
  guint points = r->size;

  for (guint l = 0; l < r->n_lakes; l++)
    points += state->nodes[r->lakes[l]].fish;
  return points;
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

void
hg_ai_eval_values_with (const HgState         *state,
                        const HgAiEvalWeights *w,
                        double                *values)
{
  guint n = state->n_players;
  double left, turns, late, home, c;

  for (guint p = 0; p < n; p++)
    values[p] = state->score[p];
  if (state->phase == HG_PHASE_OVER)
    return;

  /* Tiles still to be placed, the one in hand included. */
  left = state->setup.n_land - state->land_pos + 1;
  turns = left / n;
  late = MIN (1.0, turns / w->supply_turns);
  /* A gatherer or fisherman that comes home, by its feature's completion. */
  home = w->figure_return * w->member_value * late;

  for (guint p = 0; p < n; p++)
    {
      double useful = MIN ((double) state->members[p], turns * 0.5 + 0.5);

      values[p] += late * (w->member_value * useful +
                           w->hut_value * MIN ((double) state->huts[p], turns));
    }
  if (state->phase == HG_PHASE_BONUS)
    values[state->current] += w->bonus_value;

  for (guint16 i = 0; i < state->n_nodes; i++)
    {
      const HgNode *nd = &state->nodes[i];
      guint counts[HG_MAX_PLAYERS];
      guint total;

      if ((nd->type == HG_ZONE_RIVER || nd->type == HG_ZONE_LAKE) &&
          nd->sparent == i && nd->n_huts > 0)
        {
          for (guint p = 0; p < n; p++)
            counts[p] = nd->huts[p];
          award (values, n, majority (counts, n),
                 nd->fish + w->hut_growth * left / HG_N_LAND_TILES);
        }

      if (nd->parent != i)
        continue;

      switch (nd->type)
        {
        case HG_ZONE_FOREST:
          if (nd->n_figs == 0)
            break;
          for (guint p = 0; p < n; p++)
            counts[p] = nd->figs[p];
          c = completion (w, nd->open, left);
          award (values, n, majority (counts, n),
                 (2.0 * (nd->size + nd->mushrooms) + 2.0 * w->open_side_growth * nd->open +
                  (nd->gold > 0 ? w->gold_value : 0.0)) * c);
          award_each (values, n, nd->figs, home * c);
          break;

        case HG_ZONE_RIVER:
          total = nd->n_figs;
          for (guint p = 0; p < n; p++)
            counts[p] = nd->figs[p];
          for (guint l = 0; l < nd->n_lakes; l++)
            {
              const HgNode *lake = &state->nodes[nd->lakes[l]];

              total += lake->n_figs;
              for (guint p = 0; p < n; p++)
                counts[p] += lake->figs[p];
            }
          if (total == 0)
            break;
          c = completion (w, nd->open, left);
          award (values, n, majority (counts, n),
                 (river_points (state, nd) + w->open_side_growth * nd->open) * c);
          /* Only the river's own fishermen: one on a lake may stand in
           * several rivers. */
          award_each (values, n, nd->figs, home * c);
          break;

        case HG_ZONE_MEADOW:
          if (nd->n_figs == 0)
            break;
          award (values, n, hunter_seats (nd, n),
                 hunter_points (nd) +
                 w->meadow_growth * MIN ((double) nd->size, w->meadow_zones_cap) *
                 left / HG_N_LAND_TILES);
          break;

        case HG_ZONE_LAKE:
        case HG_ZONE_NONE:
        default:
          break;
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
      return river_points (state, r);
    case HG_ROLE_HUNTER:
      r = &state->nodes[hg_find_const (state, rec->node)];
      return hunter_points (r);
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
