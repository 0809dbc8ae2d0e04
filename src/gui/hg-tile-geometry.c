/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-geometry.c: the layout of a tile's zones, from its data alone. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "hg-tile-geometry.h"

#define N HG_GEOM_GRID

/* Forest shape parameters (unit square). */
#define CAP_DEPTH        0.22   /* depth of a forest cap at a side's middle */
#define CORNER_REACH     0.78   /* corner mass: depth1 + depth2 below this */
#define BAND_HALF_WIDTH  0.16   /* forest band between opposite sides */
#define CROWN_RADIUS     0.062
#define CROWN_SPACING    0.072
#define SPRING_RADIUS    0.058
#define CURVE_SAMPLES    40

static const HgPoint side_out[4] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };
static const HgPoint side_mid[4] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };

G_LOCK_DEFINE_STATIC (geometry);
static HgTileGeometry *geometries[HG_N_TILES];

/* A deterministic value in [0,1) from a few integers. */
static double
noise (guint a,
       guint b,
       guint c)
{
  guint32 h = 2166136261u;

  h = (h ^ a) * 16777619u;
  h = (h ^ (b + 0x9e3779b9u)) * 16777619u;
  h = (h ^ (c + 0x7f4a7c15u)) * 16777619u;
  h ^= h >> 13;
  h *= 0x5bd1e995u;
  h ^= h >> 15;

  return (h & 0xffffff) / (double) 0x1000000;
}

void
hg_tile_geometry_rotate (guint   rot,
                         double  x,
                         double  y,
                         double *out_x,
                         double *out_y)
{
  for (guint i = 0; i < (rot & 3); i++)
    {
      double t = x;

      x = 1.0 - y;
      y = t;
    }
  *out_x = x;
  *out_y = y;
}

void
hg_tile_geometry_unrotate (guint   rot,
                           double  x,
                           double  y,
                           double *out_x,
                           double *out_y)
{
  hg_tile_geometry_rotate ((4 - (rot & 3)) & 3, x, y, out_x, out_y);
}

/* Distance of (x,y) from side d, and its position along the side read
 * clockwise (0 at the side's first corner). */
static double
side_depth (guint  d,
            double x,
            double y)
{
  switch (d)
    {
    case HG_DIR_N: return y;
    case HG_DIR_E: return 1.0 - x;
    case HG_DIR_S: return 1.0 - y;
    default:       return x;
    }
}

static double
side_along (guint  d,
            double x,
            double y)
{
  switch (d)
    {
    case HG_DIR_N: return x;
    case HG_DIR_E: return y;
    case HG_DIR_S: return 1.0 - x;
    default:       return 1.0 - y;
    }
}

static guint
forest_sides (const HgTile *tile,
              guint         zone)
{
  guint mask = 0;

  for (guint d = 0; d < 4; d++)
    if (tile->sides[d].type == HG_SIDE_FOREST && tile->sides[d].zone[0] == zone)
      mask |= 1u << d;
  return mask;
}

/* Signed distance-like value: positive inside the forest of the sides in
 * @mask (caps along each side, a mass in the corner between two adjacent
 * sides, a band between two opposite ones). */
static double
forest_field (guint  mask,
              double x,
              double y)
{
  double best = -1.0;

  for (guint d = 0; d < 4; d++)
    {
      double depth, t, cap;

      if (!(mask & (1u << d)))
        continue;

      depth = side_depth (d, x, y);
      t = side_along (d, x, y);
      cap = CAP_DEPTH * sqrt (MAX (0.0, 1.0 - (2 * t - 1) * (2 * t - 1)));
      best = MAX (best, cap - depth);

      if (mask & (1u << ((d + 1) & 3)))
        {
          double sum = depth + side_depth ((d + 1) & 3, x, y);

          best = MAX (best, (CORNER_REACH - sum) / G_SQRT2);
        }
      if (d < 2 && (mask & (1u << (d + 2))))
        {
          double across = d == HG_DIR_N ? fabs (x - 0.5) : fabs (y - 0.5);

          best = MAX (best, BAND_HALF_WIDTH - across);
        }
    }
  return best;
}

static HgPoint
bezier (const HgPoint p[4],
        double        t)
{
  double u = 1.0 - t;
  double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t;
  HgPoint r = {
    a * p[0].x + b * p[1].x + c * p[2].x + e * p[3].x,
    a * p[0].y + b * p[1].y + c * p[2].y + e * p[3].y,
  };
  return r;
}

static double
segment_distance (HgPoint a,
                  HgPoint b,
                  double  x,
                  double  y)
{
  double dx = b.x - a.x, dy = b.y - a.y;
  double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((x - a.x) * dx + (y - a.y) * dy) / len2 : 0;

  t = CLAMP (t, 0.0, 1.0);
  return hypot (x - (a.x + t * dx), y - (a.y + t * dy));
}

typedef struct {
  HgTileGeometry *geom;
  HgPoint         samples[8][CURVE_SAMPLES + 1];
} Builder;

/* Distance from (x,y) to the nearest river centre line (or spring pool). */
static double
river_distance (const Builder *b,
                double         x,
                double         y,
                guint8        *zone)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < b->geom->rivers->len; i++)
    {
      const HgRiverCurve *rc = &g_array_index (b->geom->rivers, HgRiverCurve, i);

      for (guint k = 0; k < CURVE_SAMPLES; k++)
        {
          double dist = segment_distance (b->samples[i][k], b->samples[i][k + 1], x, y);

          if (dist < best)
            {
              best = dist;
              if (zone)
                *zone = rc->zone;
            }
        }
      if (rc->spring)
        {
          double dist = hypot (x - rc->p[3].x, y - rc->p[3].y)
                        - SPRING_RADIUS + HG_GEOM_RIVER_WIDTH / 2;

          if (dist < best)
            {
              best = dist;
              if (zone)
                *zone = rc->zone;
            }
        }
    }
  return best;
}

static double
lake_edge (const HgTileGeometry *g,
           double                x,
           double                y)
{
  double a = atan2 (y - g->lake_centre.y, x - g->lake_centre.x);

  return g->lake_radius * (1.0 + 0.07 * sin (3 * a + g->tile.id));
}

static gboolean
in_lake (const HgTileGeometry *g,
         double                x,
         double                y)
{
  return g->has_lake
         && hypot (x - g->lake_centre.x, y - g->lake_centre.y) < lake_edge (g, x, y);
}

static void
build_lake_and_rivers (Builder *b)
{
  HgTileGeometry *g = b->geom;
  const HgTile *tile = &g->tile;
  HgPoint pull = { 0, 0 };
  guint fish = 0;

  for (guint z = 0; z < tile->n_zones; z++)
    if (tile->zones[z].type == HG_ZONE_LAKE)
      {
        g->has_lake = TRUE;
        g->lake_zone = z;
        fish = tile->zones[z].fish;
      }

  if (g->has_lake)
    {
      double len;

      for (guint d = 0; d < 4; d++)
        {
          const HgSide *s = &tile->sides[d];
          double w = 0;

          if (s->type == HG_SIDE_RIVER && tile->zones[s->zone[1]].lake != HG_NO_ZONE)
            w = 1;
          else if (s->type == HG_SIDE_FOREST)
            w = -1;
          pull.x += w * side_out[d].x;
          pull.y += w * side_out[d].y;
        }
      len = hypot (pull.x, pull.y);
      g->lake_centre.x = 0.5 + (len > 0 ? 0.1 * pull.x / len : 0);
      g->lake_centre.y = 0.5 + (len > 0 ? 0.1 * pull.y / len : 0);
      g->lake_radius = 0.15 + 0.015 * MIN (fish, 4);
    }

  for (guint z = 0; z < tile->n_zones; z++)
    {
      const HgZone *zone = &tile->zones[z];
      guint ds[4], n = 0;

      if (zone->type != HG_ZONE_RIVER)
        continue;
      for (guint d = 0; d < 4; d++)
        if (tile->sides[d].type == HG_SIDE_RIVER && tile->sides[d].zone[1] == z)
          ds[n++] = d;

      if (zone->lake != HG_NO_ZONE && g->has_lake)
        {
          for (guint i = 0; i < n; i++)
            {
              HgRiverCurve rc = { .zone = z };
              HgPoint m = side_mid[ds[i]], o = side_out[ds[i]];

              rc.p[0] = m;
              rc.p[1] = (HgPoint) { m.x - 0.22 * o.x, m.y - 0.22 * o.y };
              rc.p[3] = g->lake_centre;
              rc.p[2] = (HgPoint) { (rc.p[1].x + rc.p[3].x) / 2, (rc.p[1].y + rc.p[3].y) / 2 };
              g_array_append_val (g->rivers, rc);
            }
        }
      else if (n == 2 && ((ds[0] + 2) & 3) == ds[1])
        {
          HgRiverCurve rc = { .zone = z };
          HgPoint m = side_mid[ds[0]], o = side_out[ds[0]];
          double bend = (tile->id & 1) ? 0.09 : -0.09;

          /* across the tile in a gentle S */
          rc.p[0] = m;
          rc.p[1] = (HgPoint) { m.x - 0.38 * o.x + bend * o.y, m.y - 0.38 * o.y - bend * o.x };
          rc.p[2] = (HgPoint) { m.x - 0.62 * o.x - bend * o.y, m.y - 0.62 * o.y + bend * o.x };
          rc.p[3] = side_mid[ds[1]];
          g_array_append_val (g->rivers, rc);
        }
      else if (n == 2)
        {
          HgRiverCurve rc = { .zone = z };

          /* round the corner between two adjacent sides */
          rc.p[0] = side_mid[ds[0]];
          rc.p[3] = side_mid[ds[1]];
          rc.p[1] = (HgPoint) { rc.p[0].x - 0.29 * side_out[ds[0]].x, rc.p[0].y - 0.29 * side_out[ds[0]].y };
          rc.p[2] = (HgPoint) { rc.p[3].x - 0.29 * side_out[ds[1]].x, rc.p[3].y - 0.29 * side_out[ds[1]].y };
          g_array_append_val (g->rivers, rc);
        }
      else
        {
          /* one side (or an unusual layout): a stream from each side that
           * ends at a spring */
          for (guint i = 0; i < n; i++)
            {
              HgRiverCurve rc = { .zone = z, .spring = TRUE };
              HgPoint m = side_mid[ds[i]], o = side_out[ds[i]];
              double bend = (tile->id & 1) ? 0.05 : -0.05;

              rc.p[0] = m;
              rc.p[1] = (HgPoint) { m.x - 0.16 * o.x, m.y - 0.16 * o.y };
              rc.p[3] = (HgPoint) { m.x - 0.36 * o.x + bend * o.y, m.y - 0.36 * o.y - bend * o.x };
              rc.p[2] = (HgPoint) { rc.p[3].x + 0.1 * o.x, rc.p[3].y + 0.1 * o.y };
              g_array_append_val (g->rivers, rc);
            }
        }
    }

  g_assert (g->rivers->len <= G_N_ELEMENTS (b->samples));
  for (guint i = 0; i < g->rivers->len; i++)
    {
      const HgRiverCurve *rc = &g_array_index (g->rivers, HgRiverCurve, i);

      for (guint k = 0; k <= CURVE_SAMPLES; k++)
        b->samples[i][k] = bezier (rc->p, (double) k / CURVE_SAMPLES);
    }
}

static gboolean
crown_allowed (const Builder *b,
               guint          mask,
               const guint   *masks,
               guint          zone,
               double         x,
               double         y)
{
  const HgTileGeometry *g = b->geom;
  double field = forest_field (mask, x, y);

  if (field <= 0.015)
    return FALSE;
  for (guint w = 0; w < g->tile.n_zones; w++)
    if (w != zone && masks[w] && forest_field (masks[w], x, y) > field - 0.12)
      return FALSE;
  if (g->has_lake
      && hypot (x - g->lake_centre.x, y - g->lake_centre.y) < lake_edge (g, x, y) + 0.075)
    return FALSE;
  if (g->rivers->len > 0
      && river_distance (b, x, y, NULL) < HG_GEOM_RIVER_WIDTH / 2 + 0.07)
    return FALSE;
  return TRUE;
}

static void
build_forests (Builder *b)
{
  HgTileGeometry *g = b->geom;
  const HgTile *tile = &g->tile;
  guint masks[HG_MAX_ZONES] = { 0 };
  guint cells = (guint) (1.0 / CROWN_SPACING + 0.5);

  for (guint z = 0; z < tile->n_zones; z++)
    if (tile->zones[z].type == HG_ZONE_FOREST)
      masks[z] = forest_sides (tile, z);

  for (guint z = 0; z < tile->n_zones; z++)
    {
      if (!masks[z])
        continue;

      /* interior crowns on a jittered grid, rows from the top */
      for (guint j = 0; j <= cells; j++)
        for (guint i = 0; i <= cells; i++)
          {
            HgCrown c = { .zone = z };

            c.x = (i + 0.25 + 0.5 * noise (tile->id, 1, j * 64 + i)) / cells;
            c.y = (j + 0.25 + 0.5 * noise (tile->id, 2, j * 64 + i)) / cells;
            c.r = CROWN_RADIUS * (0.9 + 0.25 * noise (tile->id, 3, j * 64 + i));
            c.shade = (guint8) (noise (tile->id, 4, j * 64 + i) * 4);
            if (c.x < 0.02 || c.y < 0.02 || c.x > 0.98 || c.y > 0.98)
              continue;
            if (crown_allowed (b, masks[z], masks, z, c.x, c.y))
              g_array_append_val (g->crowns, c);
          }

      /* a row of crowns centred on each forest edge, at positions that are
       * symmetric along the side so that they meet the neighbour's row */
      for (guint d = 0; d < 4; d++)
        {
          if (!(masks[z] & (1u << d)))
            continue;
          for (guint k = 0; k < 14; k++)
            {
              double t = (k + 0.5) / 14;
              HgCrown c = { .zone = z, .r = CROWN_RADIUS * 1.05 };
              double x = d == HG_DIR_N ? t : d == HG_DIR_E ? 1 : d == HG_DIR_S ? 1 - t : 0;
              double y = d == HG_DIR_N ? 0 : d == HG_DIR_E ? t : d == HG_DIR_S ? 1 : 1 - t;

              c.x = x;
              c.y = y;
              c.shade = (guint8) (noise (MIN (k, 13 - k), 5, 0) * 4);
              if (crown_allowed (b, masks[z], masks, z, x, y))
                g_array_append_val (g->crowns, c);
            }
        }
    }
}

static guint8
side_zone_at (const HgSide *side,
              double        t)
{
  if (side->type != HG_SIDE_RIVER)
    return side->zone[0];
  return t < 0.5 ? side->zone[0] : side->zone[2];
}

static void
label_grid (Builder *b)
{
  HgTileGeometry *g = b->geom;
  const HgTile *tile = &g->tile;
  g_autofree guint *queue = g_new (guint, N * N);
  guint head = 0, tail = 0;

  memset (g->labels, HG_GEOM_NO_LABEL, sizeof g->labels);

  for (guint j = 0; j < N; j++)
    for (guint i = 0; i < N; i++)
      {
        double x = (i + 0.5) / N, y = (j + 0.5) / N;
        guint8 *cell = &g->labels[j * N + i];
        guint8 zone = HG_GEOM_NO_LABEL;

        for (guint k = 0; k < g->crowns->len; k++)
          {
            const HgCrown *c = &g_array_index (g->crowns, HgCrown, k);

            if (hypot (x - c->x, y - c->y) < c->r)
              *cell = c->zone;
          }
        if (g->rivers->len > 0
            && river_distance (b, x, y, &zone) < HG_GEOM_RIVER_WIDTH / 2)
          *cell = zone;
        if (in_lake (g, x, y))
          *cell = g->lake_zone;
      }

  /* seed the meadows from the edge pieces that belong to meadow zones */
  for (guint j = 0; j < N; j++)
    for (guint i = 0; i < N; i++)
      {
        double x = (i + 0.5) / N, y = (j + 0.5) / N;
        guint8 *cell = &g->labels[j * N + i];

        if (*cell != HG_GEOM_NO_LABEL)
          continue;
        for (guint d = 0; d < 4; d++)
          {
            gboolean on = (d == HG_DIR_N && j == 0) || (d == HG_DIR_E && i == N - 1)
                          || (d == HG_DIR_S && j == N - 1) || (d == HG_DIR_W && i == 0);
            guint8 z;

            if (!on)
              continue;
            z = side_zone_at (&tile->sides[d], side_along (d, x, y));
            if (z < tile->n_zones && tile->zones[z].type == HG_ZONE_MEADOW)
              {
                *cell = z;
                queue[tail++] = j * N + i;
                break;
              }
          }
      }

  /* grow them over the free land, nearest first */
  while (head < tail)
    {
      guint c = queue[head++];
      int ci = c % N, cj = c / N;

      for (int dj = -1; dj <= 1; dj++)
        for (int di = -1; di <= 1; di++)
          {
            int ni = ci + di, nj = cj + dj;

            if (ni < 0 || nj < 0 || ni >= N || nj >= N)
              continue;
            if (g->labels[nj * N + ni] != HG_GEOM_NO_LABEL)
              continue;
            g->labels[nj * N + ni] = g->labels[c];
            queue[tail++] = nj * N + ni;
          }
    }

  /* free land no meadow reached (should not happen): give it to a
   * neighbour */
  for (gboolean changed = TRUE; changed;)
    {
      changed = FALSE;
      for (guint c = 0; c < N * N; c++)
        if (g->labels[c] == HG_GEOM_NO_LABEL)
          {
            guint i = c % N, j = c / N;
            guint8 l = i > 0 ? g->labels[c - 1] : j > 0 ? g->labels[c - N] : HG_GEOM_NO_LABEL;

            if (l != HG_GEOM_NO_LABEL)
              {
                g->labels[c] = l;
                changed = TRUE;
              }
          }
    }

  for (guint c = 0; c < N * N; c++)
    if (g->labels[c] < HG_MAX_ZONES)
      g->area[g->labels[c]]++;
}

static gboolean
is_meadow (const HgTile *tile,
           guint8        label)
{
  return label < tile->n_zones && tile->zones[label].type == HG_ZONE_MEADOW;
}

/* Stones along the line where two meadow zones meet. */
static void
build_hedges (Builder *b)
{
  HgTileGeometry *g = b->geom;
  const double spacing = 0.052;

  for (guint j = 0; j < N; j++)
    for (guint i = 0; i < N; i++)
      {
        guint8 here = g->labels[j * N + i];

        if (!is_meadow (&g->tile, here))
          continue;
        for (guint k = 0; k < 2; k++)
          {
            guint ni = i + (k == 0), nj = j + (k == 1);
            HgStone s;
            gboolean near = FALSE;

            if (ni >= N || nj >= N)
              continue;
            if (!is_meadow (&g->tile, g->labels[nj * N + ni]) || g->labels[nj * N + ni] == here)
              continue;

            s.x = (i + (k == 0 ? 1.0 : 0.5)) / N;
            s.y = (j + (k == 1 ? 1.0 : 0.5)) / N;
            for (guint m = 0; m < g->stones->len && !near; m++)
              {
                const HgStone *o = &g_array_index (g->stones, HgStone, m);

                near = hypot (o->x - s.x, o->y - s.y) < spacing;
              }
            if (near)
              continue;
            s.r = 0.021 + 0.008 * noise (g->tile.id, 7, g->stones->len);
            s.shade = (guint8) (noise (g->tile.id, 8, g->stones->len) * 3);
            g_array_append_val (g->stones, s);
          }
      }
}

/* Chamfer distance (in cells) of every cell to the edge of its zone. */
static void
distance_map (const HgTileGeometry *g,
              guint16              *dist)
{
  for (guint j = 0; j < N; j++)
    for (guint i = 0; i < N; i++)
      {
        guint8 l = g->labels[j * N + i];
        gboolean edge = i == 0 || j == 0 || i == N - 1 || j == N - 1;

        for (int dj = -1; dj <= 1 && !edge; dj++)
          for (int di = -1; di <= 1 && !edge; di++)
            edge = g->labels[(j + dj) * N + i + di] != l;
        dist[j * N + i] = edge ? 3 : G_MAXUINT16;
      }

  for (int pass = 0; pass < 2; pass++)
    for (int jj = 0; jj < N; jj++)
      for (int ii = 0; ii < N; ii++)
        {
          int i = pass ? N - 1 - ii : ii, j = pass ? N - 1 - jj : jj;
          int s = pass ? -1 : 1;
          static const int off[4][3] = { { -1, 0, 3 }, { 0, -1, 3 }, { -1, -1, 4 }, { 1, -1, 4 } };

          for (guint k = 0; k < 4; k++)
            {
              int ni = i + s * off[k][0], nj = j + s * off[k][1];
              guint v;

              if (ni < 0 || nj < 0 || ni >= N || nj >= N)
                continue;
              v = dist[nj * N + ni] + off[k][2];
              if (v < dist[j * N + i])
                dist[j * N + i] = v;
            }
        }
}

static double
symbol_size (HgSymbol kind)
{
  switch (kind)
    {
    case HG_SYMBOL_MAMMOTH:   return 0.27;
    case HG_SYMBOL_VOLCANO:   return 0.27;
    case HG_SYMBOL_GOLD:      return 0.15;
    case HG_SYMBOL_MUSHROOMS: return 0.17;
    case HG_SYMBOL_FIRE:      return 0.2;
    case HG_SYMBOL_SACRED:    return 0.22;
    case HG_SYMBOL_FISH:      return 0.11;
    default:                  return 0.24;
    }
}

static void
place_symbol (HgTileGeometry *g,
              const guint16  *dist,
              guint           zone,
              HgSymbol        kind)
{
  HgSymbolSpot spot = { .kind = kind, .zone = zone, .size = symbol_size (kind) };
  double best = -G_MAXDOUBLE;

  for (guint c = 0; c < N * N; c++)
    {
      double x = (c % N + 0.5) / N, y = (c / N + 0.5) / N;
      double clear = dist[c] / 3.0 / N;
      double score;

      if (g->labels[c] != zone)
        continue;
      score = clear - 0.5 * spot.size - 0.035 - 0.05 * hypot (x - 0.5, y - 0.5);
      for (guint k = 0; k < g->symbols->len; k++)
        {
          const HgSymbolSpot *o = &g_array_index (g->symbols, HgSymbolSpot, k);

          score = MIN (score, hypot (x - o->x, y - o->y) - 0.5 * (spot.size + o->size));
        }
      if (score > best)
        {
          best = score;
          spot.x = x;
          spot.y = y;
        }
    }

  if (best == -G_MAXDOUBLE)
    return;

  /* a small zone gets a smaller picture rather than one that spills over */
  {
    guint c = (guint) (spot.y * N) * N + (guint) (spot.x * N);
    double clear = dist[c] / 3.0 / N;

    if (clear < 0.5 * spot.size + 0.035)
      spot.size = MAX (0.55 * spot.size, 2 * (clear - 0.035));
  }
  g_array_append_val (g->symbols, spot);
}

/* The anchor: far from the zone's edge and from its pictures, rather near
 * the middle of the tile; never on a picture, so the zone's colour shows. */
static void
place_anchor (HgTileGeometry *g,
              const guint16  *dist,
              guint           zone)
{
  double best = -G_MAXDOUBLE;
  HgPoint home = { 0, 0 };
  guint n_home = 0;

  /* home: towards the middle of the edge pieces the zone owns */
  for (guint d = 0; d < 4; d++)
    {
      const HgSide *side = &g->tile.sides[d];

      for (guint k = 0; k < 3; k++)
        {
          double t = side->type != HG_SIDE_RIVER ? 0.5 : 0.25 * (k + 1);
          double x = d == HG_DIR_N ? t : d == HG_DIR_E ? 1 : d == HG_DIR_S ? 1 - t : 0;
          double y = d == HG_DIR_N ? 0 : d == HG_DIR_E ? t : d == HG_DIR_S ? 1 : 1 - t;

          if (side->zone[k] != zone || (side->type != HG_SIDE_RIVER && k > 0))
            continue;
          home.x += x;
          home.y += y;
          n_home++;
        }
    }
  if (n_home > 0)
    {
      home.x = 0.5 + 0.55 * (home.x / n_home - 0.5);
      home.y = 0.5 + 0.55 * (home.y / n_home - 0.5);
    }
  else
    home.x = home.y = 0.5;

  g->anchor[zone].x = g->anchor[zone].y = 0.5;
  for (guint c = 0; c < N * N; c++)
    {
      double x = (c % N + 0.5) / N, y = (c / N + 0.5) / N;
      double score = dist[c] / 3.0 / N;
      double free = G_MAXDOUBLE;

      if (g->labels[c] != zone)
        continue;
      for (guint k = 0; k < g->symbols->len; k++)
        {
          const HgSymbolSpot *o = &g_array_index (g->symbols, HgSymbolSpot, k);

          free = MIN (free, hypot (x - o->x, y - o->y) - 0.55 * o->size);
        }
      if (free < 0.02)
        continue;
      score = MIN (score, free) - 0.3 * hypot (x - home.x, y - home.y);
      if (g->has_lake && zone == g->lake_zone)
        score = -hypot (x - g->lake_centre.x, y - g->lake_centre.y);
      if (score > best)
        {
          best = score;
          g->anchor[zone].x = x;
          g->anchor[zone].y = y;
        }
    }
}

static void
place_fish (HgTileGeometry *g)
{
  guint fish = g->tile.zones[g->lake_zone].fish;

  for (guint k = 0; k < fish; k++)
    {
      double a = G_PI * (-0.35 + 2.0 * k / MAX (fish, 1));
      double r = g->lake_radius * (fish == 1 ? 0.5 : 0.56);
      HgSymbolSpot spot = {
        .kind = HG_SYMBOL_FISH,
        .zone = g->lake_zone,
        .size = symbol_size (HG_SYMBOL_FISH),
        .x = g->lake_centre.x + r * cos (a),
        .y = g->lake_centre.y + r * sin (a),
      };

      g_array_append_val (g->symbols, spot);
    }
}

static void
place_anchors_and_symbols (HgTileGeometry *g)
{
  g_autofree guint16 *dist = g_new (guint16, N * N);
  const HgTile *tile = &g->tile;
  guint biggest_meadow = HG_NO_ZONE;

  distance_map (g, dist);

  for (guint z = 0; z < tile->n_zones; z++)
    if (tile->zones[z].type == HG_ZONE_MEADOW
        && (biggest_meadow == HG_NO_ZONE || g->area[z] > g->area[biggest_meadow]))
      biggest_meadow = z;

  if (tile->kind == HG_TILE_START && biggest_meadow != HG_NO_ZONE)
    place_symbol (g, dist, biggest_meadow, HG_SYMBOL_VOLCANO);

  for (guint z = 0; z < tile->n_zones; z++)
    {
      const HgZone *zone = &tile->zones[z];
      struct { guint n; HgSymbol kind; } wanted[] = {
        { zone->mammoth, HG_SYMBOL_MAMMOTH },
        { zone->aurochs, HG_SYMBOL_AUROCHS },
        { zone->deer, HG_SYMBOL_DEER },
        { zone->tiger, HG_SYMBOL_TIGER },
        { zone->fire, HG_SYMBOL_FIRE },
        { zone->sacred, HG_SYMBOL_SACRED },
        { zone->gold, HG_SYMBOL_GOLD },
        { zone->mushrooms, HG_SYMBOL_MUSHROOMS },
      };

      for (guint w = 0; w < G_N_ELEMENTS (wanted); w++)
        for (guint k = 0; k < wanted[w].n; k++)
          place_symbol (g, dist, z, wanted[w].kind);
    }

  if (g->has_lake)
    place_fish (g);

  for (guint z = 0; z < tile->n_zones; z++)
    if (tile->zones[z].type != HG_ZONE_NONE)
      place_anchor (g, dist, z);
}

static gint
crown_compare (gconstpointer a,
               gconstpointer b)
{
  const HgCrown *ca = a, *cb = b;
  double ka = ca->x + ca->y, kb = cb->x + cb->y;

  return ka < kb ? -1 : ka > kb;
}

static HgTileGeometry *
build (const HgTile *tile)
{
  HgTileGeometry *g = g_new0 (HgTileGeometry, 1);
  g_autofree Builder *b = g_new0 (Builder, 1);

  g->tile = *tile;
  g->crowns = g_array_new (FALSE, FALSE, sizeof (HgCrown));
  g->rivers = g_array_new (FALSE, FALSE, sizeof (HgRiverCurve));
  g->stones = g_array_new (FALSE, FALSE, sizeof (HgStone));
  g->symbols = g_array_new (FALSE, FALSE, sizeof (HgSymbolSpot));
  b->geom = g;

  build_lake_and_rivers (b);
  build_forests (b);
  g_array_sort (g->crowns, crown_compare);
  label_grid (b);
  build_hedges (b);
  place_anchors_and_symbols (g);

  return g;
}

static void
geometry_free (HgTileGeometry *g)
{
  g_array_unref (g->crowns);
  g_array_unref (g->rivers);
  g_array_unref (g->stones);
  g_array_unref (g->symbols);
  g_free (g);
}

static gboolean
tile_equal (const HgTile *a,
            const HgTile *b)
{
  if (a->id != b->id || a->kind != b->kind || a->n_zones != b->n_zones)
    return FALSE;
  for (guint d = 0; d < 4; d++)
    if (a->sides[d].type != b->sides[d].type
        || memcmp (a->sides[d].zone, b->sides[d].zone, 3) != 0)
      return FALSE;
  for (guint z = 0; z < HG_MAX_ZONES; z++)
    {
      const HgZone *p = &a->zones[z], *q = &b->zones[z];

      if (p->type != q->type || p->deer != q->deer || p->tiger != q->tiger
          || p->mammoth != q->mammoth || p->aurochs != q->aurochs
          || p->fire != q->fire || p->sacred != q->sacred || p->gold != q->gold
          || p->mushrooms != q->mushrooms || p->lake != q->lake
          || p->fish != q->fish || p->sides != q->sides)
        return FALSE;
    }
  return TRUE;
}

const HgTileGeometry *
hg_tile_geometry_get (const HgTile *tile)
{
  HgTileGeometry *g;

  g_return_val_if_fail (tile != NULL, NULL);
  g_return_val_if_fail (tile->id < HG_N_TILES, NULL);

  G_LOCK (geometry);
  g = geometries[tile->id];
  if (g == NULL || !tile_equal (&g->tile, tile))
    {
      /* A tile with this id but other data (a test set): replace it.  The
       * old geometry may still be in use by a caller, so it is kept. */
      HgTileGeometry *fresh = build (tile);

      if (g != NULL)
        {
          static GPtrArray *retired;

          if (retired == NULL)
            retired = g_ptr_array_new_with_free_func ((GDestroyNotify) geometry_free);
          g_ptr_array_add (retired, g);
        }
      geometries[tile->id] = g = fresh;
    }
  G_UNLOCK (geometry);

  return g;
}

guint
hg_tile_geometry_zone_at (const HgTileGeometry *geom,
                          double                x,
                          double                y)
{
  int i = (int) floor (x * N), j = (int) floor (y * N);
  guint8 l;

  g_return_val_if_fail (geom != NULL, HG_NO_ZONE);

  if (x < 0 || y < 0 || x > 1 || y > 1)
    return HG_NO_ZONE;
  l = geom->labels[CLAMP (j, 0, N - 1) * N + CLAMP (i, 0, N - 1)];
  return l < HG_MAX_ZONES ? l : HG_NO_ZONE;
}
