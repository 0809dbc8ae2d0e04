/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-scoring.c: scoring completed forests and rivers during the game and
 * the final scoring (huts, hunters) at its end. */

#include "config.h"

#include <string.h>

#include "hg-state-private.h"

guint8
hg_scoring_majority (const HgState *state,
                     const guint   *counts)
{
  guint best = 0;
  guint8 seats = 0;

  for (guint p = 0; p < state->n_players; p++)
    if (counts[p] > best)
      best = counts[p];
  if (best == 0)
    return 0;
  for (guint p = 0; p < state->n_players; p++)
    if (counts[p] == best)
      seats |= 1 << p;
  return seats;
}

guint
hg_scoring_forest_points (const HgNode *root)
{
  return 2 * root->size + 2 * root->mushrooms;
}

guint
hg_scoring_river_points (const HgState *state,
                         const HgNode  *root,
                         guint         *counts)
{
  guint points = root->size;

  for (guint l = 0; l < root->n_lakes; l++)
    {
      const HgNode *lake = &state->nodes[root->lakes[l]];

      points += lake->fish;
      if (counts != NULL)
        for (guint p = 0; p < HG_MAX_PLAYERS; p++)
          counts[p] += lake->figs[p];
    }
  return points;
}

guint
hg_scoring_meadow_points (const HgNode *root)
{
  guint tigers = root->fire > 0 ? 0 : root->tiger;
  guint prey = root->deer > tigers ? root->deer - tigers : 0;

  return 2 * (prey + root->mammoth + root->aurochs);
}

guint8
hg_scoring_meadow_holders (const HgState *state,
                           const HgNode  *root)
{
  guint counts[HG_MAX_PLAYERS] = { 0, };
  guint8 seats = 0;

  if (root->n_sacred > 0)
    {
      for (guint p = 0; p < state->n_players; p++)
        if (root->sacred[p] > 0)
          seats |= 1 << p;
      return seats;
    }
  for (guint p = 0; p < HG_MAX_PLAYERS; p++)
    counts[p] = root->figs[p];
  return hg_scoring_majority (state, counts);
}

static void
award (HgState     *state,
       guint8       seats,
       guint        points,
       HgScoreKind  kind)
{
  for (guint p = 0; p < state->n_players; p++)
    if (seats & (1 << p))
      {
        state->score[p] += points;
        state->by_kind[p][kind] += points;
      }
}

/* Collects the zones of the feature (@system FALSE) or river system
 * (@system TRUE) with root @root into @out. */
static guint
collect_zones (HgState   *state,
               guint16    root,
               gboolean   system,
               HgZoneRef *out)
{
  guint n = 0;

  for (guint16 i = 0; i < state->n_nodes; i++)
    {
      const HgNode *node = &state->nodes[i];
      gboolean in;

      if (system)
        in = (node->type == HG_ZONE_RIVER || node->type == HG_ZONE_LAKE) &&
             hg_find_sys (state, i) == root;
      else
        in = hg_find (state, i) == root;
      if (in)
        {
          out[n].x = state->placed[node->placed].x;
          out[n].y = state->placed[node->placed].y;
          out[n].zone = node->zone;
          n++;
        }
    }
  return n;
}

static void
emit_score (HgState     *state,
            HgScoreKind  kind,
            guint8       seats,
            guint        points,
            guint16      root,
            gboolean     system,
            HgEventFunc  func,
            gpointer     user_data)
{
  award (state, seats, points, kind);
  if (func != NULL)
    {
      HgZoneRef zones[HG_MAX_NODES];
      HgEvent event = { 0, };

      event.type = HG_EVENT_SCORE;
      event.turn = state->turn;
      event.kind = kind;
      event.seats = seats;
      event.points = points;
      event.n_zones = collect_zones (state, root, system, zones);
      event.zones = zones;
      event.gold = kind == HG_SCORE_FOREST ? state->nodes[root].gold : 0;
      func (&event, user_data);
    }
}

/* Scores every forest and river that the tile state->placed[@placed]
 * completed, all figures counted before any goes home.  Returns whether a
 * completed forest holds gold. */
gboolean
hg_scoring_completed (HgState     *state,
                      guint        placed,
                      HgEventFunc  func,
                      gpointer     user_data)
{
  const HgTileSet *set = state->tiles;
  guint tile = state->placed[placed].tile;
  guint16 done[HG_MAX_ZONES];
  guint n_done = 0;
  gboolean gold = FALSE;

  for (guint i = 0; i < set->n_used[tile]; i++)
    {
      guint16 n = state->node_base[placed] + i;
      guint16 root;
      const HgNode *r;
      guint counts[HG_MAX_PLAYERS] = { 0, };
      guint points;

      if (state->nodes[n].type != HG_ZONE_FOREST && state->nodes[n].type != HG_ZONE_RIVER)
        continue;
      root = hg_find (state, n);
      r = &state->nodes[root];
      if (r->open != 0)
        continue;
      if (!hg_roots_add (done, &n_done, root))
        continue;

      for (guint p = 0; p < HG_MAX_PLAYERS; p++)
        counts[p] = r->figs[p];
      if (r->type == HG_ZONE_FOREST)
        {
          points = hg_scoring_forest_points (r);
          gold |= r->gold > 0;
          emit_score (state, HG_SCORE_FOREST, hg_scoring_majority (state, counts), points,
                      root, FALSE, func, user_data);
        }
      else
        {
          points = hg_scoring_river_points (state, r, counts);
          emit_score (state, HG_SCORE_RIVER, hg_scoring_majority (state, counts), points,
                      root, FALSE, func, user_data);
        }
    }

  if (n_done == 0)
    return FALSE;

  /* Now the gatherers and fishermen of the scored features go home,
   * a fisherman on a lake once however many of its rivers scored. */
  for (guint f = 0; f < state->n_figures;)
    {
      const HgFigureRec *rec = &state->figures[f];
      gboolean home = FALSE;

      if (rec->fig.role == HG_ROLE_GATHERER || rec->fig.role == HG_ROLE_FISHER)
        {
          guint16 root = hg_find (state, rec->node);

          for (guint j = 0; j < n_done && !home; j++)
            {
              const HgNode *r = &state->nodes[done[j]];

              if (done[j] == root)
                home = TRUE;
              for (guint l = 0; l < r->n_lakes && !home; l++)
                home = r->lakes[l] == rec->node;
            }
        }
      if (home)
        hg_features_remove_figure (state, f);
      else
        f++;
    }
  return gold;
}

void
hg_scoring_final (HgState     *state,
                  HgEventFunc  func,
                  gpointer     user_data)
{
  guint16 done[HG_MAX_FIGURES];
  guint n_done = 0;

  /* Incomplete forests and rivers score nothing; their figures go home. */
  for (guint f = 0; f < state->n_figures;)
    {
      HgRole role = state->figures[f].fig.role;

      if (role == HG_ROLE_GATHERER || role == HG_ROLE_FISHER)
        hg_features_remove_figure (state, f);
      else
        f++;
    }

  /* Huts: each river system with huts, in the order of its first hut. */
  for (guint f = 0; f < state->n_figures; f++)
    {
      const HgFigureRec *rec = &state->figures[f];
      guint counts[HG_MAX_PLAYERS] = { 0, };
      guint16 root;
      const HgNode *r;

      if (rec->fig.role != HG_ROLE_HUT)
        continue;
      root = hg_find_sys (state, rec->node);
      if (!hg_roots_add (done, &n_done, root))
        continue;
      r = &state->nodes[root];
      for (guint p = 0; p < HG_MAX_PLAYERS; p++)
        counts[p] = r->huts[p];
      emit_score (state, HG_SCORE_HUTS, hg_scoring_majority (state, counts), r->fish,
                  root, TRUE, func, user_data);
    }

  /* Hunters: each meadow with hunters, in the order of its first hunter. */
  n_done = 0;
  for (guint f = 0; f < state->n_figures; f++)
    {
      const HgFigureRec *rec = &state->figures[f];
      guint16 root;
      const HgNode *r;

      if (rec->fig.role != HG_ROLE_HUNTER)
        continue;
      root = hg_find (state, rec->node);
      if (!hg_roots_add (done, &n_done, root))
        continue;
      r = &state->nodes[root];

      emit_score (state, HG_SCORE_HUNTERS, hg_scoring_meadow_holders (state, r),
                  hg_scoring_meadow_points (r), root, FALSE, func, user_data);
    }

  if (func != NULL)
    {
      HgEvent event = { 0, };

      event.type = HG_EVENT_GAME_OVER;
      event.turn = state->turn;
      func (&event, user_data);
    }
}
