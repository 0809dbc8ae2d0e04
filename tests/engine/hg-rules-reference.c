/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-rules-reference.c: a second, naive implementation of docs/rules.md for the
 * randomized tests: no union-find, no incremental counts, every feature
 * found by a fresh search over the board.  Played alongside the engine,
 * move by move, it must agree on everything. */

#include "config.h"

#include <string.h>
#include <glib.h>

#include "hg-rules-reference.h"

static const int dx[4] = { 0, 1, 0, -1 };
static const int dy[4] = { -1, 0, 1, 0 };


#define GRID 256
#define OFF 128

typedef struct {
  int    x, y;
  guint8 tile, rot;
} RTile;

typedef struct {
  guint  t;       /* index into RTile */
  guint8 zone, role, owner;
} RFig;

struct _HgRef {
  const HgTileSet *set;
  HgSetup  setup;
  RTile    tiles[HG_N_TILES];
  guint    n_tiles;
  guint8   grid[GRID][GRID];   /* tile index + 1 */
  RFig     figs[64];
  guint    n_figs;
  guint    members[HG_MAX_PLAYERS], huts[HG_MAX_PLAYERS];
  guint    score[HG_MAX_PLAYERS];
  guint    land_pos, bonus_pos, turn, current, n_players;
  int      hand;                /* -1: over */
  gboolean bonus_phase;
  guint8   discards[HG_N_TILES];
  guint    n_discards;
};

typedef HgRef Ref;

#define NODE(t, z) ((t) * HG_MAX_ZONES + (z))
#define MAX_RNODES (HG_N_TILES * HG_MAX_ZONES)

static const HgTile *
rtile (const Ref *ref,
       guint      t)
{
  return hg_tile_set_lookup (ref->set, ref->tiles[t].tile);
}

static int
ref_at (const Ref *ref,
        int        x,
        int        y)
{
  return (int) ref->grid[y + OFF][x + OFF] - 1;
}

/* The nodes joined to @node across the sides of its tile (@system: only
 * river midpoints, plus lakes). */
static guint
ref_links (const Ref *ref,
           guint      node,
           gboolean   system,
           guint     *out,
           guint     *open)
{
  guint t = node / HG_MAX_ZONES, z = node % HG_MAX_ZONES, n = 0;
  const HgTile *tile = rtile (ref, t);
  const RTile *rt = &ref->tiles[t];

  *open = 0;
  for (guint d = 0; d < 4; d++)
    {
      const HgSide *s = hg_tile_side (tile, rt->rot, d);
      int nb = ref_at (ref, rt->x + dx[d], rt->y + dy[d]);
      const HgSide *o = NULL;

      if (nb >= 0)
        o = hg_tile_side (rtile (ref, nb), ref->tiles[nb].rot, (d + 2) % 4);
      if (s->type == HG_SIDE_RIVER)
        {
          if (s->zone[1] == z)
            {
              if (o != NULL)
                out[n++] = NODE (nb, o->zone[1]);
              else
                (*open)++;
            }
          if (!system && o != NULL && s->zone[0] == z)
            out[n++] = NODE (nb, o->zone[2]);
          if (!system && o != NULL && s->zone[2] == z)
            out[n++] = NODE (nb, o->zone[0]);
        }
      else if (!system && s->zone[0] == z)
        {
          if (o != NULL)
            out[n++] = NODE (nb, o->zone[0]);
          else if (s->type == HG_SIDE_FOREST)
            (*open)++;
        }
    }
  if (system)
    {
      if (tile->zones[z].type == HG_ZONE_RIVER && tile->zones[z].lake != HG_NO_ZONE)
        out[n++] = NODE (t, tile->zones[z].lake);
      if (tile->zones[z].type == HG_ZONE_LAKE)
        for (guint r = 0; r < HG_MAX_ZONES; r++)
          if (tile->zones[r].type == HG_ZONE_RIVER && tile->zones[r].lake == z)
            out[n++] = NODE (t, r);
    }
  return n;
}

/* The component of @start: marks @in (size MAX_RNODES), returns the number
 * of open sides. */
static guint
ref_component (const Ref *ref,
               guint      start,
               gboolean   system,
               gboolean  *in)
{
  guint stack[MAX_RNODES], sp = 0, open = 0;

  memset (in, 0, MAX_RNODES * sizeof (gboolean));
  in[start] = TRUE;
  stack[sp++] = start;
  while (sp > 0)
    {
      guint node = stack[--sp], links[16], o;
      guint n = ref_links (ref, node, system, links, &o);

      open += o;
      for (guint i = 0; i < n; i++)
        if (!in[links[i]])
          {
            in[links[i]] = TRUE;
            stack[sp++] = links[i];
          }
    }
  return open;
}

static HgZoneType
ref_zone_type (const Ref *ref,
               guint      node)
{
  return rtile (ref, node / HG_MAX_ZONES)->zones[node % HG_MAX_ZONES].type;
}

/* Fishermen per player in the river @in (on its zones and its end lakes). */
static void
ref_river_fishers (const Ref      *ref,
                   const gboolean *in,
                   guint          *counts)
{
  for (guint f = 0; f < ref->n_figs; f++)
    {
      const RFig *fig = &ref->figs[f];
      guint node = NODE (fig->t, fig->zone);

      if (fig->role != HG_ROLE_FISHER)
        continue;
      if (in[node])
        counts[fig->owner]++;
      else if (ref_zone_type (ref, node) == HG_ZONE_LAKE)
        {
          const HgTile *tile = rtile (ref, fig->t);

          for (guint r = 0; r < HG_MAX_ZONES; r++)
            if (tile->zones[r].type == HG_ZONE_RIVER && tile->zones[r].lake == fig->zone &&
                in[NODE (fig->t, r)])
              {
                counts[fig->owner]++;
                break;
              }
        }
    }
}

static guint
ref_count_role (const Ref      *ref,
                const gboolean *in,
                HgRole          role,
                guint          *counts)
{
  guint total = 0;

  for (guint f = 0; f < ref->n_figs; f++)
    if (ref->figs[f].role == role && in[NODE (ref->figs[f].t, ref->figs[f].zone)])
      {
        if (counts != NULL)
          counts[ref->figs[f].owner]++;
        total++;
      }
  return total;
}

static guint8
ref_majority (const Ref   *ref,
              const guint *counts)
{
  guint best = 0;
  guint8 seats = 0;

  for (guint p = 0; p < ref->n_players; p++)
    best = MAX (best, counts[p]);
  for (guint p = 0; best > 0 && p < ref->n_players; p++)
    if (counts[p] == best)
      seats |= 1 << p;
  return seats;
}

static gboolean
ref_fits (const Ref *ref,
          int        x,
          int        y,
          guint      rot,
          guint      tile_id)
{
  const HgTile *tile = hg_tile_set_lookup (ref->set, tile_id);
  gboolean touches = FALSE;

  if (ref_at (ref, x, y) >= 0)
    return FALSE;
  for (guint d = 0; d < 4; d++)
    {
      int nb = ref_at (ref, x + dx[d], y + dy[d]);

      if (nb < 0)
        continue;
      touches = TRUE;
      if (hg_tile_side (tile, rot, d)->type !=
          hg_tile_side (rtile (ref, nb), ref->tiles[nb].rot, (d + 2) % 4)->type)
        return FALSE;
    }
  return touches;
}

static gboolean
ref_fits_anywhere (const Ref *ref,
                   guint      tile_id)
{
  for (guint t = 0; t < ref->n_tiles; t++)
    for (guint d = 0; d < 4; d++)
      for (guint r = 0; r < 4; r++)
        if (ref_fits (ref, ref->tiles[t].x + dx[d], ref->tiles[t].y + dy[d], r, tile_id))
          return TRUE;
  return FALSE;
}

static void
ref_put_tile (Ref  *ref,
              int   x,
              int   y,
              guint rot,
              guint tile)
{
  RTile *rt = &ref->tiles[ref->n_tiles++];

  rt->x = x;
  rt->y = y;
  rt->rot = rot;
  rt->tile = tile;
  ref->grid[y + OFF][x + OFF] = ref->n_tiles;
}

static void
ref_take_tile (Ref *ref)
{
  RTile *rt = &ref->tiles[--ref->n_tiles];

  ref->grid[rt->y + OFF][rt->x + OFF] = 0;
}

/* Whether a figure of @role may stand on @zone of the last placed tile. */
static gboolean
ref_figure_allowed (const Ref *ref,
                    HgRole     role,
                    guint      zone)
{
  guint t = ref->n_tiles - 1;
  const HgTile *tile = rtile (ref, t);
  HgZoneType type = tile->zones[zone].type;
  gboolean in[MAX_RNODES];
  guint counts[HG_MAX_PLAYERS] = { 0, };

  if (role == HG_ROLE_HUT ? ref->huts[ref->current] == 0 : ref->members[ref->current] == 0)
    return FALSE;
  switch (role)
    {
    case HG_ROLE_GATHERER:
      if (type != HG_ZONE_FOREST)
        return FALSE;
      ref_component (ref, NODE (t, zone), FALSE, in);
      return ref_count_role (ref, in, HG_ROLE_GATHERER, NULL) == 0;
    case HG_ROLE_HUNTER:
      if (type != HG_ZONE_MEADOW)
        return FALSE;
      ref_component (ref, NODE (t, zone), FALSE, in);
      return ref_count_role (ref, in, HG_ROLE_HUNTER, NULL) == 0;
    case HG_ROLE_HUT:
      if (type != HG_ZONE_RIVER && type != HG_ZONE_LAKE)
        return FALSE;
      ref_component (ref, NODE (t, zone), TRUE, in);
      return ref_count_role (ref, in, HG_ROLE_HUT, NULL) == 0;
    case HG_ROLE_FISHER:
      if (type == HG_ZONE_RIVER)
        {
          ref_component (ref, NODE (t, zone), FALSE, in);
          ref_river_fishers (ref, in, counts);
          return ref_majority (ref, counts) == 0;
        }
      if (type == HG_ZONE_LAKE)
        {
          for (guint r = 0; r < HG_MAX_ZONES; r++)
            if (tile->zones[r].type == HG_ZONE_RIVER && tile->zones[r].lake == zone)
              {
                ref_component (ref, NODE (t, r), FALSE, in);
                ref_river_fishers (ref, in, counts);
              }
          return ref_majority (ref, counts) == 0;
        }
      return FALSE;
    default:
      return FALSE;
    }
}

static gboolean
ref_draw (Ref      *ref,
          gboolean  bonus)
{
  guint *pos = bonus ? &ref->bonus_pos : &ref->land_pos;
  guint n = bonus ? ref->setup.n_bonus : ref->setup.n_land;
  const guint8 *deck = bonus ? ref->setup.bonus : ref->setup.land;

  while (*pos < n)
    {
      guint tile = deck[(*pos)++];

      if (ref_fits_anywhere (ref, tile))
        {
          ref->hand = tile;
          return TRUE;
        }
      ref->discards[ref->n_discards++] = tile;
    }
  return FALSE;
}

static void
ref_final (Ref *ref)
{
  gboolean done[MAX_RNODES] = { FALSE, };
  gboolean in[MAX_RNODES];

  /* Gatherers and fishermen go home. */
  for (guint f = 0; f < ref->n_figs;)
    if (ref->figs[f].role == HG_ROLE_GATHERER || ref->figs[f].role == HG_ROLE_FISHER)
      {
        ref->members[ref->figs[f].owner]++;
        ref->figs[f] = ref->figs[--ref->n_figs];
      }
    else
      f++;

  for (guint f = 0; f < ref->n_figs; f++)
    {
      const RFig *fig = &ref->figs[f];
      guint node = NODE (fig->t, fig->zone);
      guint counts[HG_MAX_PLAYERS] = { 0, };
      guint points = 0;
      guint8 seats;

      if (done[node])
        continue;
      if (fig->role == HG_ROLE_HUT)
        {
          ref_component (ref, node, TRUE, in);
          for (guint i = 0; i < MAX_RNODES; i++)
            if (in[i])
              {
                done[i] = TRUE;
                if (ref_zone_type (ref, i) == HG_ZONE_LAKE)
                  points += rtile (ref, i / HG_MAX_ZONES)->zones[i % HG_MAX_ZONES].fish;
              }
          ref_count_role (ref, in, HG_ROLE_HUT, counts);
          seats = ref_majority (ref, counts);
        }
      else
        {
          guint deer = 0, tiger = 0, mammoth = 0, aurochs = 0, fire = 0;
          guint sacred[HG_MAX_PLAYERS] = { 0, };

          g_assert_cmpuint (fig->role, ==, HG_ROLE_HUNTER);
          ref_component (ref, node, FALSE, in);
          for (guint i = 0; i < MAX_RNODES; i++)
            if (in[i])
              {
                const HgZone *z = &rtile (ref, i / HG_MAX_ZONES)->zones[i % HG_MAX_ZONES];

                done[i] = TRUE;
                deer += z->deer;
                tiger += z->tiger;
                mammoth += z->mammoth;
                aurochs += z->aurochs;
                fire += z->fire;
              }
          if (fire > 0)
            tiger = 0;
          points = 2 * ((deer > tiger ? deer - tiger : 0) + mammoth + aurochs);
          for (guint g = 0; g < ref->n_figs; g++)
            if (ref->figs[g].role == HG_ROLE_HUNTER &&
                in[NODE (ref->figs[g].t, ref->figs[g].zone)] &&
                rtile (ref, ref->figs[g].t)->zones[ref->figs[g].zone].sacred > 0)
              sacred[ref->figs[g].owner] = 1;
          seats = ref_majority (ref, sacred);
          if (seats == 0)
            {
              ref_count_role (ref, in, HG_ROLE_HUNTER, counts);
              seats = ref_majority (ref, counts);
            }
        }
      for (guint p = 0; p < ref->n_players; p++)
        if (seats & (1 << p))
          ref->score[p] += points;
    }
  ref->hand = -1;
}

static void
ref_next_turn (Ref *ref)
{
  ref->current = (ref->current + 1) % ref->n_players;
  ref->bonus_phase = FALSE;
  if (!ref_draw (ref, FALSE))
    ref_final (ref);
}

HgRef *
hg_ref_new (void)
{
  return g_new0 (HgRef, 1);
}

void
hg_ref_free (HgRef *ref)
{
  g_free (ref);
}

void
hg_ref_init (HgRef           *ref,
             const HgTileSet *set,
             const HgSetup   *setup)
{
  memset (ref, 0, sizeof *ref);
  ref->set = set;
  ref->setup = *setup;
  ref->n_players = setup->n_players;
  ref->current = setup->first;
  for (guint p = 0; p < setup->n_players; p++)
    {
      ref->members[p] = HG_MEMBERS;
      ref->huts[p] = HG_HUTS;
    }
  ref_put_tile (ref, 0, 0, 0, HG_START_TILE_ID);
  if (!ref_draw (ref, FALSE))
    ref_final (ref);
}

void
hg_ref_apply (HgRef        *ref,
              const HgMove *move)
{
  guint t = ref->n_tiles;
  const HgTile *tile;
  guint completed[HG_MAX_ZONES], n_completed = 0;
  static gboolean in[HG_MAX_ZONES][MAX_RNODES];
  gboolean gold = FALSE;

  g_assert_true (ref_fits (ref, move->x, move->y, move->rot, ref->hand));
  ref_put_tile (ref, move->x, move->y, move->rot, ref->hand);
  tile = rtile (ref, t);
  if (move->role != HG_ROLE_NONE)
    {
      RFig *fig;

      g_assert_true (ref_figure_allowed (ref, move->role, move->zone));
      fig = &ref->figs[ref->n_figs++];
      fig->t = t;
      fig->zone = move->zone;
      fig->role = move->role;
      fig->owner = ref->current;
      if (move->role == HG_ROLE_HUT)
        ref->huts[ref->current]--;
      else
        ref->members[ref->current]--;
    }
  if (!ref->bonus_phase)
    ref->turn++;

  for (guint z = 0; z < HG_MAX_ZONES; z++)
    {
      HgZoneType type = tile->zones[z].type;
      gboolean seen = FALSE;

      if (type != HG_ZONE_FOREST && type != HG_ZONE_RIVER)
        continue;
      for (guint c = 0; c < n_completed; c++)
        seen |= in[c][NODE (t, z)];
      if (seen)
        continue;
      if (ref_component (ref, NODE (t, z), FALSE, in[n_completed]) == 0)
        completed[n_completed++] = z;
    }
  for (guint c = 0; c < n_completed; c++)
    {
      guint counts[HG_MAX_PLAYERS] = { 0, };
      guint zones = 0, extra = 0;
      gboolean lakes[MAX_RNODES] = { FALSE, };
      guint8 seats;

      for (guint i = 0; i < MAX_RNODES; i++)
        if (in[c][i])
          {
            const HgZone *zn = &rtile (ref, i / HG_MAX_ZONES)->zones[i % HG_MAX_ZONES];

            zones++;
            extra += zn->mushrooms;
            gold |= zn->gold > 0;
            if (zn->type == HG_ZONE_RIVER && zn->lake != HG_NO_ZONE)
              lakes[NODE (i / HG_MAX_ZONES, zn->lake)] = TRUE;
          }
      if (tile->zones[completed[c]].type == HG_ZONE_FOREST)
        {
          ref_count_role (ref, in[c], HG_ROLE_GATHERER, counts);
          seats = ref_majority (ref, counts);
          for (guint p = 0; p < ref->n_players; p++)
            if (seats & (1 << p))
              ref->score[p] += 2 * zones + 2 * extra;
        }
      else
        {
          guint fish = 0;

          for (guint i = 0; i < MAX_RNODES; i++)
            if (lakes[i])
              fish += rtile (ref, i / HG_MAX_ZONES)->zones[i % HG_MAX_ZONES].fish;
          ref_river_fishers (ref, in[c], counts);
          seats = ref_majority (ref, counts);
          for (guint p = 0; p < ref->n_players; p++)
            if (seats & (1 << p))
              ref->score[p] += zones + fish;
        }
    }
  /* Figures of completed features go home (keeping the order). */
  for (guint f = 0; f < ref->n_figs;)
    {
      const RFig *fig = &ref->figs[f];
      guint node = NODE (fig->t, fig->zone);
      gboolean home = FALSE;

      if (fig->role == HG_ROLE_GATHERER || fig->role == HG_ROLE_FISHER)
        for (guint c = 0; c < n_completed; c++)
          {
            if (in[c][node])
              home = TRUE;
            if (fig->role == HG_ROLE_FISHER && ref_zone_type (ref, node) == HG_ZONE_LAKE &&
                tile->zones[completed[c]].type == HG_ZONE_RIVER)
              for (guint r = 0; r < HG_MAX_ZONES; r++)
                {
                  const HgZone *zr = &rtile (ref, fig->t)->zones[r];

                  if (zr->type == HG_ZONE_RIVER && zr->lake == fig->zone && in[c][NODE (fig->t, r)])
                    home = TRUE;
                }
          }
      if (home)
        {
          ref->members[fig->owner]++;
          memmove (&ref->figs[f], &ref->figs[f + 1], (ref->n_figs - f - 1) * sizeof (RFig));
          ref->n_figs--;
        }
      else
        f++;
    }

  ref->hand = -1;
  if (!ref->bonus_phase && gold && ref_draw (ref, TRUE))
    {
      ref->bonus_phase = TRUE;
      return;
    }
  ref_next_turn (ref);
}

/* The engine and the reference agree on the whole visible state. */
void
hg_ref_compare (const HgRef   *ref,
                const HgState *state)
{
  HgFigure figs[64];
  guint n = hg_state_get_figures (state, figs, G_N_ELEMENTS (figs));
  guint8 discards[HG_N_TILES];

  g_assert_cmpint (hg_state_get_tile_in_hand (state), ==, ref->hand);
  if (ref->hand >= 0)
    {
      g_assert_cmpuint (hg_state_get_current_player (state), ==, ref->current);
      g_assert_cmpint (hg_state_get_phase (state), ==,
                       ref->bonus_phase ? HG_PHASE_BONUS : HG_PHASE_TILE);
    }
  else
    g_assert_cmpint (hg_state_get_phase (state), ==, HG_PHASE_OVER);
  g_assert_cmpuint (hg_state_get_turn (state), ==, ref->turn);
  for (guint p = 0; p < ref->n_players; p++)
    {
      g_assert_cmpuint (hg_state_get_score (state, p), ==, ref->score[p]);
      g_assert_cmpuint (hg_state_get_members (state, p), ==, ref->members[p]);
      g_assert_cmpuint (hg_state_get_huts (state, p), ==, ref->huts[p]);
    }
  g_assert_cmpuint (n, ==, ref->n_figs);
  /* Figures as a multiset (the reference reorders at the end). */
  for (guint i = 0; i < n; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < ref->n_figs && !found; j++)
        {
          const RFig *rf = &ref->figs[j];

          found = ref->tiles[rf->t].x == figs[i].x && ref->tiles[rf->t].y == figs[i].y &&
                  rf->zone == figs[i].zone && rf->role == figs[i].role &&
                  rf->owner == figs[i].owner;
        }
      g_assert_true (found);
    }
  g_assert_cmpuint (hg_state_get_discards (state, discards, G_N_ELEMENTS (discards)), ==,
                    ref->n_discards);
  g_assert_true (memcmp (discards, ref->discards, ref->n_discards) == 0);
}

/* The engine's figure spots for @place equal the reference's. */
void
hg_ref_compare_spots (HgRef             *ref,
                      const HgState     *state,
                      const HgPlacement *place)
{
  HgMove spots[HG_MAX_FIGURE_SPOTS];
  guint n = hg_state_figure_spots (state, place, spots, G_N_ELEMENTS (spots));
  guint expected = 0;

  ref_put_tile (ref, place->x, place->y, place->rot, place->tile);
  for (guint z = 0; z < HG_MAX_ZONES; z++)
    for (guint role = HG_ROLE_GATHERER; role <= HG_ROLE_HUT; role++)
      {
        gboolean listed = FALSE;

        if (rtile (ref, ref->n_tiles - 1)->zones[z].type == HG_ZONE_NONE)
          continue;
        for (guint i = 0; i < n; i++)
          listed |= spots[i].zone == z && spots[i].role == role;
        if (ref_figure_allowed (ref, role, z) != listed)
          g_error ("tile %u at %d,%d,%u: %s@%u is %s by the engine but not by the reference",
                   place->tile, place->x, place->y, place->rot, hg_role_to_string (role), z,
                   listed ? "allowed" : "refused");
        expected += listed;
      }
  ref_take_tile (ref);
  g_assert_cmpuint (n, ==, expected);
}


/* Asserts that hg_state_get_feature_zones() gives, for every zone on the
 * board, exactly the zones of its feature (of its river system for a
 * lake) as the reference finds them. */
void
hg_ref_compare_features (const HgRef   *ref,
                         const HgState *state)
{
  static gboolean in[MAX_RNODES];
  HgZoneRef zones[MAX_RNODES];

  for (guint t = 0; t < ref->n_tiles; t++)
    for (guint z = 0; z < HG_MAX_ZONES; z++)
      {
        HgZoneType type = rtile (ref, t)->zones[z].type;
        guint n, expected = 0;

        if (type == HG_ZONE_NONE)
          continue;
        ref_component (ref, NODE (t, z), type == HG_ZONE_LAKE, in);
        for (guint i = 0; i < MAX_RNODES; i++)
          expected += in[i];
        n = hg_state_get_feature_zones (state, ref->tiles[t].x, ref->tiles[t].y, z,
                                        zones, G_N_ELEMENTS (zones));
        g_assert_cmpuint (n, ==, expected);
        for (guint i = 0; i < n; i++)
          {
            int nt = ref_at (ref, zones[i].x, zones[i].y);

            g_assert_cmpint (nt, >=, 0);
            g_assert_true (in[NODE (nt, zones[i].zone)]);
          }
      }
}
