/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-geometry.c: the shapes of a tile from its data alone: the lake
 * and the rivers, the forests' crowns, and the helpers that the zones and
 * the spots share (hg-tile-shapes.c puts them together). */

#include "config.h"

#include <math.h>

#include "hg-tile-geometry-private.h"

#define N HG_GEOM_GRID

/* Forest shape parameters (unit square). */
#define CAP_DEPTH        0.22   /* depth of a forest cap at a side's middle */
#define CORNER_REACH     0.78   /* corner mass: depth1 + depth2 below this */
#define CROWN_RADIUS     0.062
#define CROWN_SPACING    0.072

static const HgPoint side_out[4] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };
static const HgPoint side_mid[4] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };

/* A deterministic value in [0,1) from a few integers. */
double
hg_geometry_noise (guint a,
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

double
hg_geometry_side_along (guint  d,
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
forest_field (const HgGeometryBuilder *b,
              guint                    mask,
              double                   x,
              double                   y)
{
  double best = -1.0;

  for (guint d = 0; d < 4; d++)
    {
      double depth, t, cap;

      if (!(mask & (1u << d)))
        continue;

      depth = side_depth (d, x, y);
      t = hg_geometry_side_along (d, x, y);
      cap = CAP_DEPTH * sqrt (MAX (0.0, 1.0 - (2 * t - 1) * (2 * t - 1)));
      best = MAX (best, cap - depth);

      if (mask & (1u << ((d + 1) & 3)))
        {
          double sum = depth + side_depth ((d + 1) & 3, x, y);

          best = MAX (best, (CORNER_REACH - sum) / G_SQRT2);
        }
      if (d < 2 && (mask & (1u << (d + 2))))
        {
          double mid = 0.5 + b->layout.band_shift;
          double across = d == HG_DIR_N ? fabs (x - mid) : fabs (y - mid);

          best = MAX (best, b->layout.band_half - across);
        }
    }
  return best;
}

HgPoint
hg_geometry_bezier (const HgPoint p[4],
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

double
hg_geometry_segment_distance (HgPoint a,
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

/* Distance from (x,y) to the nearest river centre line (or spring pool). */
double
hg_geometry_river_distance (const HgGeometryBuilder *b,
                            double                   x,
                            double                   y,
                            guint8                  *zone)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < b->geom->rivers->len; i++)
    {
      const HgRiverCurve *rc = &g_array_index (b->geom->rivers, HgRiverCurve, i);

      for (guint k = 0; k < HG_GEOM_CURVE_SAMPLES; k++)
        {
          double dist = hg_geometry_segment_distance (b->samples[i][k],
                                                      b->samples[i][k + 1], x, y);

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
                        - HG_GEOM_SPRING_RADIUS + HG_GEOM_RIVER_WIDTH / 2;

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

gboolean
hg_geometry_in_lake (const HgTileGeometry *g,
                     double                x,
                     double                y)
{
  return g->has_lake
         && hypot (x - g->lake_centre.x, y - g->lake_centre.y) < lake_edge (g, x, y);
}

void
hg_geometry_build_water (HgGeometryBuilder *b)
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
      g->lake_centre.x = 0.5 + (len > 0 ? b->layout.lake_pull * pull.x / len : 0);
      g->lake_centre.y = 0.5 + (len > 0 ? b->layout.lake_pull * pull.y / len : 0);
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
              double depth = b->layout.spring_depth;
              double bend = ((tile->id & 1) ? 0.05 : -0.05) * depth / 0.31;

              rc.p[0] = m;
              rc.p[1] = (HgPoint) { m.x - 0.52 * depth * o.x, m.y - 0.52 * depth * o.y };
              rc.p[3] = (HgPoint) { m.x - depth * o.x + bend * o.y, m.y - depth * o.y - bend * o.x };
              rc.p[2] = (HgPoint) { rc.p[3].x + 0.32 * depth * o.x, rc.p[3].y + 0.32 * depth * o.y };
              g_array_append_val (g->rivers, rc);
            }
        }
    }

  g_assert (g->rivers->len <= G_N_ELEMENTS (b->samples));
  for (guint i = 0; i < g->rivers->len; i++)
    {
      const HgRiverCurve *rc = &g_array_index (g->rivers, HgRiverCurve, i);

      for (guint k = 0; k <= HG_GEOM_CURVE_SAMPLES; k++)
        b->samples[i][k] = hg_geometry_bezier (rc->p, (double) k / HG_GEOM_CURVE_SAMPLES);
    }
}

static gboolean
crown_allowed (const HgGeometryBuilder *b,
               guint          mask,
               const guint   *masks,
               guint          zone,
               double         x,
               double         y)
{
  const HgTileGeometry *g = b->geom;
  double field = forest_field (b, mask, x, y);

  if (field <= 0.015)
    return FALSE;
  for (guint w = 0; w < g->tile.n_zones; w++)
    if (w != zone && masks[w] && forest_field (b, masks[w], x, y) > field - 0.2)
      return FALSE;
  if (g->has_lake
      && hypot (x - g->lake_centre.x, y - g->lake_centre.y) < lake_edge (g, x, y) + 0.075)
    return FALSE;
  if (g->rivers->len > 0
      && hg_geometry_river_distance (b, x, y, NULL) < HG_GEOM_RIVER_WIDTH / 2 + 0.07)
    return FALSE;
  return TRUE;
}

void
hg_geometry_build_forests (HgGeometryBuilder *b)
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

            c.x = (i + 0.25 + 0.5 * hg_geometry_noise (tile->id, 1, j * 64 + i)) / cells;
            c.y = (j + 0.25 + 0.5 * hg_geometry_noise (tile->id, 2, j * 64 + i)) / cells;
            c.r = CROWN_RADIUS * (0.9 + 0.25 * hg_geometry_noise (tile->id, 3, j * 64 + i));
            c.shade = (guint8) (hg_geometry_noise (tile->id, 4, j * 64 + i) * 4);
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
              c.shade = (guint8) (hg_geometry_noise (MIN (k, 13 - k), 5, 0) * 4);
              if (crown_allowed (b, masks[z], masks, z, x, y))
                g_array_append_val (g->crowns, c);
            }
        }
    }
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
