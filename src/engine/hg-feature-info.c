/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-feature-info.c: what a feature of the board is and is worth, for
 * people (the window's and the command-line tool's feature summaries).
 * The points come from the scoring's own formulas. */

#include "config.h"

#include <string.h>

#include "hg-state-private.h"

static void
describe_system (const HgState *state,
                 guint16        node,
                 HgFeatureInfo *out)
{
  const HgNode *sys = &state->nodes[hg_find_sys_const (state, node)];
  guint counts[HG_MAX_PLAYERS] = { 0, };

  out->system_fish = sys->fish;
  for (guint p = 0; p < HG_MAX_PLAYERS; p++)
    {
      out->huts[p] = sys->huts[p];
      counts[p] = sys->huts[p];
    }
  out->hut_holders = hg_scoring_majority (state, counts);
}

static void
describe_node (const HgState *state,
               guint16        node,
               HgFeatureInfo *out)
{
  guint16 root = hg_find_const (state, node);
  const HgNode *r = &state->nodes[root];
  guint counts[HG_MAX_PLAYERS] = { 0, };
  guint8 tiles[HG_MAX_PLACED];
  guint n_tiles = 0;

  memset (out, 0, sizeof *out);
  out->type = r->type;
  out->segments = r->type == HG_ZONE_LAKE ? 1 : r->size;

  /* The tiles of the feature, each once. */
  for (guint16 i = 0; i < state->n_nodes; i++)
    {
      gboolean seen = FALSE;

      if (hg_find_const (state, i) != root)
        continue;
      for (guint t = 0; t < n_tiles && !seen; t++)
        seen = tiles[t] == state->nodes[i].placed;
      if (!seen)
        tiles[n_tiles++] = state->nodes[i].placed;
    }
  out->n_tiles = n_tiles;

  for (guint p = 0; p < HG_MAX_PLAYERS; p++)
    counts[p] = r->figs[p];

  switch (r->type)
    {
    case HG_ZONE_FOREST:
      out->complete = r->open == 0;
      out->open_sides = r->open;
      out->points = hg_scoring_forest_points (r);
      out->gold = r->gold;
      out->mushrooms = r->mushrooms;
      out->holders = hg_scoring_majority (state, counts);
      break;

    case HG_ZONE_RIVER:
      out->complete = r->open == 0;
      out->open_sides = r->open;
      out->points = hg_scoring_river_points (state, r, counts);
      out->n_lakes = r->n_lakes;
      for (guint l = 0; l < r->n_lakes; l++)
        out->lake_fish += state->nodes[r->lakes[l]].fish;
      out->holders = hg_scoring_majority (state, counts);
      describe_system (state, node, out);
      break;

    case HG_ZONE_LAKE:
      out->points = r->fish;
      out->holders = 0;   /* a lake scores with its rivers */
      for (guint16 i = 0; i < state->n_nodes; i++)
        {
          const HgNode *river = &state->nodes[i];

          if (river->type != HG_ZONE_RIVER || hg_find_const (state, i) != i)
            continue;
          for (guint l = 0; l < river->n_lakes; l++)
            if (river->lakes[l] == root)
              {
                out->n_rivers++;
                break;
              }
        }
      describe_system (state, node, out);
      break;

    case HG_ZONE_MEADOW:
      out->points = hg_scoring_meadow_points (r);
      out->holders = hg_scoring_meadow_holders (state, r);
      out->deer = r->deer;
      out->tigers = r->tiger;
      out->mammoths = r->mammoth;
      out->aurochs = r->aurochs;
      out->fire = r->fire > 0;
      out->sacred = r->circles > 0;
      out->sacred_hunter = r->n_sacred > 0;
      break;

    case HG_ZONE_NONE:
    default:
      g_assert_not_reached ();
    }

  for (guint p = 0; p < HG_MAX_PLAYERS; p++)
    out->figures[p] = (guint8) counts[p];
}

gboolean
hg_state_describe_feature (const HgState *state,
                           int            x,
                           int            y,
                           guint          zone,
                           HgFeatureInfo *out)
{
  int s;
  guint placed;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  s = hg_board_lookup (state, x, y);
  if (s < 0 || state->squares[s].placed == HG_NO_TILE || zone >= HG_MAX_ZONES)
    return FALSE;
  placed = state->squares[s].placed;
  if (state->tiles->local[state->placed[placed].tile][zone] == HG_NO_ZONE)
    return FALSE;

  describe_node (state, hg_node_of (state, placed, zone), out);
  return TRUE;
}

gboolean
hg_state_preview_feature (const HgState     *state,
                          const HgPlacement *place,
                          guint              zone,
                          HgFeatureInfo     *out,
                          HgZoneRef         *zones,
                          guint              max,
                          guint             *n_zones)
{
  g_autoptr(HgState) copy = NULL;
  guint8 neighbours[4];
  guint placed;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (place != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (zones != NULL || max == 0, FALSE);

  if (state->phase == HG_PHASE_OVER || place->tile != state->hand || zone >= HG_MAX_ZONES
      || state->tiles->local[state->hand][zone] == HG_NO_ZONE
      || !hg_board_check_placement (state, place->x, place->y, place->rot, state->hand, NULL))
    return FALSE;

  copy = hg_state_copy (state);
  placed = hg_board_place (copy, place->x, place->y, place->rot, copy->hand, neighbours);
  hg_features_place (copy, placed, neighbours);
  describe_node (copy, hg_node_of (copy, placed, zone), out);
  if (n_zones != NULL || zones != NULL)
    {
      guint n = hg_state_get_feature_zones (copy, place->x, place->y, zone, zones, max);

      if (n_zones != NULL)
        *n_zones = n;
    }
  return TRUE;
}
