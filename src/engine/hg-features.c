/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-features.c: forests, meadows, rivers and river systems kept
 * incrementally with union-find (path halving, union by size), and the
 * occupancy rules of the figures. */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hg-state-private.h"

static void
init_node (HgState      *state,
           guint16       n,
           guint         placed,
           guint         zone,
           const HgZone *z)
{
  HgNode *node = &state->nodes[n];

  memset (node, 0, sizeof *node);
  node->parent = n;
  node->sparent = n;
  node->placed = placed;
  node->zone = zone;
  node->type = z->type;
  node->size = 1;
  node->gold = z->gold;
  node->mushrooms = z->mushrooms;
  node->deer = z->deer;
  node->tiger = z->tiger;
  node->mammoth = z->mammoth;
  node->aurochs = z->aurochs;
  node->fire = z->fire;
  node->circles = z->sacred;
  node->fish = z->type == HG_ZONE_LAKE ? z->fish : 0;
}

static void
add_lake (HgNode  *root,
          guint16  lake)
{
  for (guint i = 0; i < root->n_lakes; i++)
    if (root->lakes[i] == lake)
      return;
  /* A river has two ends, so at most two lakes (checked at load time). */
  if (root->n_lakes < G_N_ELEMENTS (root->lakes))
    root->lakes[root->n_lakes++] = lake;
}

static void
union_feature (HgState *state,
               guint16  a,
               guint16  b)
{
  HgNode *ra, *rb;

  a = hg_find (state, a);
  b = hg_find (state, b);
  if (a == b)
    return;
  if (state->nodes[a].size < state->nodes[b].size)
    {
      guint16 t = a;
      a = b;
      b = t;
    }
  ra = &state->nodes[a];
  rb = &state->nodes[b];
  rb->parent = a;
  ra->size += rb->size;
  ra->open += rb->open;
  ra->gold += rb->gold;
  ra->mushrooms += rb->mushrooms;
  ra->deer += rb->deer;
  ra->tiger += rb->tiger;
  ra->mammoth += rb->mammoth;
  ra->aurochs += rb->aurochs;
  ra->fire += rb->fire;
  ra->circles += rb->circles;
  for (guint p = 0; p < HG_MAX_PLAYERS; p++)
    {
      ra->figs[p] += rb->figs[p];
      ra->sacred[p] += rb->sacred[p];
    }
  ra->n_figs += rb->n_figs;
  ra->n_sacred += rb->n_sacred;
  for (guint i = 0; i < rb->n_lakes; i++)
    add_lake (ra, rb->lakes[i]);
}

static void
union_system (HgState *state,
              guint16  a,
              guint16  b)
{
  HgNode *ra, *rb;

  a = hg_find_sys (state, a);
  b = hg_find_sys (state, b);
  if (a == b)
    return;
  if (a > b)
    {
      guint16 t = a;
      a = b;
      b = t;
    }
  ra = &state->nodes[a];
  rb = &state->nodes[b];
  rb->sparent = a;
  ra->fish += rb->fish;
  for (guint p = 0; p < HG_MAX_PLAYERS; p++)
    ra->huts[p] += rb->huts[p];
  ra->n_huts += rb->n_huts;
}

/* Creates the nodes of the tile just put on the board at state->placed
 * [@placed] and joins them with the features of its neighbours. */
void
hg_features_place (HgState      *state,
                   guint         placed,
                   const guint8 *neighbours)
{
  const HgPlacement *pl = &state->placed[placed];
  const HgTileSet *set = state->tiles;
  const HgTile *tile = &set->tiles[pl->tile];
  guint16 base = state->n_nodes;

  state->node_base[placed] = base;
  for (guint i = 0; i < set->n_used[pl->tile]; i++)
    {
      guint z = set->used[pl->tile][i];

      init_node (state, base + i, placed, z, &tile->zones[z]);
    }
  state->n_nodes += set->n_used[pl->tile];

  /* Rivers flowing into a lake of this tile: the lake is one of their
   * ends, and joins their river systems. */
  for (guint i = 0; i < set->n_used[pl->tile]; i++)
    {
      guint z = set->used[pl->tile][i];
      const HgZone *zone = &tile->zones[z];

      if (zone->type == HG_ZONE_RIVER && zone->lake != HG_NO_ZONE)
        {
          guint16 lake = base + set->local[pl->tile][zone->lake];

          add_lake (&state->nodes[base + i], lake);
          union_system (state, base + i, lake);
        }
    }

  /* Open sides first, on the still separate new nodes. */
  for (guint d = 0; d < 4; d++)
    {
      const HgSide *side = hg_tile_side (tile, pl->rot, d);

      if (neighbours[d] != HG_NO_TILE)
        continue;
      if (side->type == HG_SIDE_FOREST)
        state->nodes[base + set->local[pl->tile][side->zone[0]]].open++;
      else if (side->type == HG_SIDE_RIVER)
        state->nodes[base + set->local[pl->tile][side->zone[1]]].open++;
    }

  /* Then join across every side that meets a placed tile. */
  for (guint d = 0; d < 4; d++)
    {
      const HgSide *side = hg_tile_side (tile, pl->rot, d);
      const HgSide *other;
      guint nb = neighbours[d];
      guint16 a, b;

      if (nb == HG_NO_TILE)
        continue;
      other = hg_tile_side (&set->tiles[state->placed[nb].tile],
                            state->placed[nb].rot, (d + 2) & 3);
      g_assert (other->type == side->type);

      if (side->type == HG_SIDE_RIVER)
        {
          /* Read clockwise on both tiles: a meets the neighbour's b. */
          union_feature (state, base + set->local[pl->tile][side->zone[0]],
                         hg_node_of (state, nb, other->zone[2]));
          union_feature (state, base + set->local[pl->tile][side->zone[2]],
                         hg_node_of (state, nb, other->zone[0]));
          a = base + set->local[pl->tile][side->zone[1]];
          b = hg_node_of (state, nb, other->zone[1]);
          state->nodes[hg_find (state, b)].open--;
          union_feature (state, a, b);
          union_system (state, a, b);
        }
      else
        {
          a = base + set->local[pl->tile][side->zone[0]];
          b = hg_node_of (state, nb, other->zone[0]);
          if (side->type == HG_SIDE_FOREST)
            state->nodes[hg_find (state, b)].open--;
          union_feature (state, a, b);
        }
    }
}

/* Whether a fisherman stands in the river with root @root: on one of its
 * zones or on a lake at its ends. */
gboolean
hg_features_river_occupied (const HgState *state,
                            guint16        root)
{
  const HgNode *r = &state->nodes[root];

  if (r->n_figs > 0)
    return TRUE;
  for (guint i = 0; i < r->n_lakes; i++)
    if (state->nodes[r->lakes[i]].n_figs > 0)
      return TRUE;
  return FALSE;
}

/* A small union-find over the zones of a tile about to be placed (0..8)
 * and the roots of the neighbouring features (9..). */
typedef struct {
  guint8  parent[HG_MAX_ZONES + 12];
  guint16 roots[12];
  guint8  n_roots;
} LocalUF;

static guint
local_find (LocalUF *uf,
            guint    i)
{
  while (uf->parent[i] != i)
    i = uf->parent[i] = uf->parent[uf->parent[i]];
  return i;
}

static void
local_union (LocalUF *uf,
             guint    a,
             guint    b)
{
  a = local_find (uf, a);
  b = local_find (uf, b);
  if (a != b)
    uf->parent[b] = a;
}

static guint
local_root (LocalUF *uf,
            guint16  root)
{
  for (guint i = 0; i < uf->n_roots; i++)
    if (uf->roots[i] == root)
      return HG_MAX_ZONES + i;
  g_assert (uf->n_roots < G_N_ELEMENTS (uf->roots));
  uf->roots[uf->n_roots] = root;
  return HG_MAX_ZONES + uf->n_roots++;
}

static void
local_init (LocalUF *uf)
{
  for (guint i = 0; i < G_N_ELEMENTS (uf->parent); i++)
    uf->parent[i] = i;
  uf->n_roots = 0;
}

void
hg_features_preview (const HgState     *state,
                     const HgPlacement *place,
                     HgPreview         *out)
{
  const HgTileSet *set = state->tiles;
  const HgTile *tile = &set->tiles[place->tile];
  LocalUF feat, sys;
  gboolean occ[HG_MAX_ZONES + 12] = { FALSE, };
  gboolean socc[HG_MAX_ZONES + 12] = { FALSE, };

  local_init (&feat);
  local_init (&sys);

  for (guint d = 0; d < 4; d++)
    {
      const HgSide *side = hg_tile_side (tile, place->rot, d);
      int s = hg_board_lookup (state, place->x + hg_dx[d], place->y + hg_dy[d]);
      const HgSide *other;
      guint nb;

      if (s < 0 || state->squares[s].placed == HG_NO_TILE)
        continue;
      nb = state->squares[s].placed;
      other = hg_tile_side (&set->tiles[state->placed[nb].tile],
                            state->placed[nb].rot, (d + 2) & 3);
      if (side->type == HG_SIDE_RIVER)
        {
          guint16 b = hg_node_of (state, nb, other->zone[1]);

          local_union (&feat, side->zone[0],
                       local_root (&feat, hg_find_const (state, hg_node_of (state, nb, other->zone[2]))));
          local_union (&feat, side->zone[2],
                       local_root (&feat, hg_find_const (state, hg_node_of (state, nb, other->zone[0]))));
          local_union (&feat, side->zone[1], local_root (&feat, hg_find_const (state, b)));
          local_union (&sys, side->zone[1], local_root (&sys, hg_find_sys_const (state, b)));
        }
      else
        {
          local_union (&feat, side->zone[0],
                       local_root (&feat, hg_find_const (state, hg_node_of (state, nb, other->zone[0]))));
        }
    }
  for (guint z = 0; z < HG_MAX_ZONES; z++)
    if (tile->zones[z].type == HG_ZONE_RIVER && tile->zones[z].lake != HG_NO_ZONE)
      local_union (&sys, z, tile->zones[z].lake);

  for (guint i = 0; i < feat.n_roots; i++)
    {
      const HgNode *r = &state->nodes[feat.roots[i]];
      gboolean o = r->type == HG_ZONE_RIVER ? hg_features_river_occupied (state, feat.roots[i])
                                            : r->n_figs > 0;
      if (o)
        occ[local_find (&feat, HG_MAX_ZONES + i)] = TRUE;
    }
  for (guint i = 0; i < sys.n_roots; i++)
    if (state->nodes[sys.roots[i]].n_huts > 0)
      socc[local_find (&sys, HG_MAX_ZONES + i)] = TRUE;

  for (guint z = 0; z < HG_MAX_ZONES; z++)
    {
      const HgZone *zone = &tile->zones[z];
      guint8 allowed = 0;

      switch (zone->type)
        {
        case HG_ZONE_FOREST:
          if (!occ[local_find (&feat, z)])
            allowed |= 1 << HG_ROLE_GATHERER;
          break;
        case HG_ZONE_MEADOW:
          if (!occ[local_find (&feat, z)])
            allowed |= 1 << HG_ROLE_HUNTER;
          break;
        case HG_ZONE_RIVER:
          if (!occ[local_find (&feat, z)])
            allowed |= 1 << HG_ROLE_FISHER;
          if (!socc[local_find (&sys, z)])
            allowed |= 1 << HG_ROLE_HUT;
          break;
        case HG_ZONE_LAKE:
          {
            gboolean free_lake = TRUE;

            for (guint r = 0; r < HG_MAX_ZONES; r++)
              if (tile->zones[r].type == HG_ZONE_RIVER && tile->zones[r].lake == z &&
                  occ[local_find (&feat, r)])
                free_lake = FALSE;
            if (free_lake)
              allowed |= 1 << HG_ROLE_FISHER;
            if (!socc[local_find (&sys, z)])
              allowed |= 1 << HG_ROLE_HUT;
          }
          break;
        case HG_ZONE_NONE:
        default:
          break;
        }
      out->allowed[z] = allowed;
    }
}

void
hg_features_put_figure (HgState *state,
                        guint    placed,
                        HgRole   role,
                        guint    zone,
                        guint    owner)
{
  guint16 n = hg_node_of (state, placed, zone);
  HgFigureRec *rec = &state->figures[state->n_figures++];
  HgNode *root;

  rec->fig.x = state->placed[placed].x;
  rec->fig.y = state->placed[placed].y;
  rec->fig.zone = zone;
  rec->fig.role = role;
  rec->fig.owner = owner;
  rec->node = n;

  if (role == HG_ROLE_HUT)
    {
      root = &state->nodes[hg_find_sys (state, n)];
      root->huts[owner]++;
      root->n_huts++;
      state->huts[owner]--;
      return;
    }

  root = &state->nodes[hg_find (state, n)];
  root->figs[owner]++;
  root->n_figs++;
  if (role == HG_ROLE_HUNTER &&
      state->tiles->tiles[state->placed[placed].tile].zones[zone].sacred > 0)
    {
      root->sacred[owner]++;
      root->n_sacred++;
    }
  state->members[owner]--;
}

/* Takes figure @index off the board and back to its owner's supply. */
void
hg_features_remove_figure (HgState *state,
                           guint    index)
{
  HgFigureRec *rec = &state->figures[index];
  guint owner = rec->fig.owner;

  if (rec->fig.role == HG_ROLE_HUT)
    {
      HgNode *root = &state->nodes[hg_find_sys (state, rec->node)];

      root->huts[owner]--;
      root->n_huts--;
      state->huts[owner]++;
    }
  else
    {
      HgNode *root = &state->nodes[hg_find (state, rec->node)];

      root->figs[owner]--;
      root->n_figs--;
      if (rec->fig.role == HG_ROLE_HUNTER &&
          state->tiles->tiles[state->placed[state->nodes[rec->node].placed].tile].zones[rec->fig.zone].sacred > 0)
        {
          root->sacred[owner]--;
          root->n_sacred--;
        }
      state->members[owner]++;
    }
  memmove (&state->figures[index], &state->figures[index + 1],
           (state->n_figures - index - 1) * sizeof state->figures[0]);
  state->n_figures--;
}

static const HgZoneType role_zone[] = {
  [HG_ROLE_GATHERER] = HG_ZONE_FOREST,
  [HG_ROLE_FISHER] = HG_ZONE_RIVER,
  [HG_ROLE_HUNTER] = HG_ZONE_MEADOW,
  [HG_ROLE_HUT] = HG_ZONE_RIVER,
};

gboolean
hg_features_check_figure (const HgState     *state,
                          const HgPlacement *place,
                          HgRole             role,
                          guint              zone,
                          GError           **error)
{
  const HgTile *tile = &state->tiles->tiles[place->tile];
  HgZoneType type;
  HgPreview preview;

  if (role < HG_ROLE_GATHERER || role > HG_ROLE_HUT)
    {
      g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                   _("unknown figure role %u"), role);
      return FALSE;
    }
  if (zone >= HG_MAX_ZONES || tile->zones[zone].type == HG_ZONE_NONE)
    {
      g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                   _("tile %u has no zone %u"), place->tile, zone);
      return FALSE;
    }
  type = tile->zones[zone].type;
  if (type != role_zone[role] &&
      !(type == HG_ZONE_LAKE && (role == HG_ROLE_FISHER || role == HG_ROLE_HUT)))
    {
      switch (role)
        {
        case HG_ROLE_GATHERER:
          g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                       _("a gatherer stands on a forest zone; zone %u of tile %u is not a forest"),
                       zone, place->tile);
          break;
        case HG_ROLE_FISHER:
          g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                       _("a fisherman stands on a river or lake zone; zone %u of tile %u is neither"),
                       zone, place->tile);
          break;
        case HG_ROLE_HUNTER:
          g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                       _("a hunter stands on a meadow zone; zone %u of tile %u is not a meadow"),
                       zone, place->tile);
          break;
        case HG_ROLE_HUT:
        default:
          g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                       _("a hut stands on a river or lake zone; zone %u of tile %u is neither"),
                       zone, place->tile);
          break;
        }
      return FALSE;
    }
  if (role == HG_ROLE_HUT ? state->huts[state->current] == 0
                          : state->members[state->current] == 0)
    {
      g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL, "%s",
                   role == HG_ROLE_HUT ? _("no huts left") : _("no tribe members left"));
      return FALSE;
    }

  hg_features_preview (state, place, &preview);
  if (preview.allowed[zone] & (1 << role))
    return TRUE;

  switch (role)
    {
    case HG_ROLE_GATHERER:
      g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                   _("the forest already has a gatherer"));
      break;
    case HG_ROLE_HUNTER:
      g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                   _("the meadow already has a hunter"));
      break;
    case HG_ROLE_HUT:
      g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                   _("the river system already has a hut"));
      break;
    case HG_ROLE_FISHER:
    default:
      if (type == HG_ZONE_LAKE)
        g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                     _("a river that flows into the lake already has a fisherman"));
      else
        g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                     _("the river already has a fisherman"));
      break;
    }
  return FALSE;
}

guint
hg_features_spots (const HgState     *state,
                   const HgPlacement *place,
                   HgMove            *out,
                   guint              max)
{
  const HgTileSet *set = state->tiles;
  gboolean members = state->members[state->current] > 0;
  gboolean huts = state->huts[state->current] > 0;
  HgPreview preview;
  guint n = 0;

  if (!members && !huts)
    return 0;

  hg_features_preview (state, place, &preview);
  for (guint i = 0; i < set->n_used[place->tile]; i++)
    {
      guint z = set->used[place->tile][i];

      for (guint role = HG_ROLE_GATHERER; role <= HG_ROLE_HUT; role++)
        {
          if (!(preview.allowed[z] & (1 << role)))
            continue;
          if (role == HG_ROLE_HUT ? !huts : !members)
            continue;
          if (n < max)
            {
              out[n].x = place->x;
              out[n].y = place->y;
              out[n].rot = place->rot;
              out[n].role = role;
              out[n].zone = z;
            }
          n++;
        }
    }
  return n;
}
