/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-zones.c: which zone lies where on a tile (the label grid), the
 * rocks between meadows and the places of the pictures (the figure spots
 * and the fish: hg-tile-spots.c).
 *
 * The forests, rivers and lake are already laid out (hg-tile-geometry.c);
 * they are rasterised into the label grid, and the free land left over is
 * shared out between the meadow zones by growing each from the edge pieces
 * it owns, nearest first.  Where two meadows meet, a line of rocks.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "hg-tile-geometry-private.h"

#define N HG_GEOM_GRID

static guint8
side_zone_at (const HgSide *side,
              double        t)
{
  if (side->type != HG_SIDE_RIVER)
    return side->zone[0];
  return t < 0.5 ? side->zone[0] : side->zone[2];
}

/* The cells whose centres may lie within @reach of [@lo,@hi]. */
static void
cell_range (double  lo,
            double  hi,
            double  reach,
            int    *first,
            int    *last)
{
  *first = CLAMP ((int) floor ((lo - reach) * N), 0, N - 1);
  *last = CLAMP ((int) ceil ((hi + reach) * N), 0, N - 1);
}

static const int side_steps[4][2] = { { 1, 0 }, { 0, 1 }, { -1, 0 }, { 0, -1 } };

/* Marks the piece of side by side cells of @zone that holds cell @start
 * with @mark in @piece; returns its size. */
static guint
mark_piece (const HgTileGeometry *g,
            guint                 start,
            guint8                zone,
            int                  *piece,
            int                   mark,
            guint                *stack)
{
  guint top = 0, size = 0;

  piece[start] = mark;
  stack[top++] = start;
  while (top > 0)
    {
      guint c = stack[--top];
      int i = c % N, j = c / N;

      size++;
      for (guint k = 0; k < 4; k++)
        {
          int ni = i + side_steps[k][0], nj = j + side_steps[k][1];
          guint nc = nj * N + ni;

          if (ni < 0 || nj < 0 || ni >= N || nj >= N || piece[nc] >= 0 || g->labels[nc] != zone)
            continue;
          piece[nc] = mark;
          stack[top++] = nc;
        }
    }
  return size;
}

guint
hg_tile_zones_count_pieces (const HgTileGeometry *g,
                            guint                 zone)
{
  g_autofree int *piece = g_new (int, N * N);
  g_autofree guint *stack = g_new (guint, N * N);
  guint n = 0;

  for (guint c = 0; c < N * N; c++)
    piece[c] = -1;
  for (guint c = 0; c < N * N; c++)
    if (g->labels[c] == zone && piece[c] < 0)
      mark_piece (g, c, zone, piece, (int) n++, stack);
  return n;
}

/* A few cells of a river cut off by the lake's wavy edge, and the like:
 * small pieces of a zone that has a larger one go to their neighbours. */
static void
tidy_slivers (HgTileGeometry *g)
{
  g_autofree int *piece = g_new (int, N * N);
  g_autofree guint *stack = g_new (guint, N * N);
  g_autofree guint *sizes = g_new0 (guint, N * N);

  for (guint z = 0; z < g->tile.n_zones; z++)
    {
      guint n = 0, biggest = 0;

      for (guint c = 0; c < N * N; c++)
        piece[c] = -1;
      for (guint c = 0; c < N * N; c++)
        if (g->labels[c] == z && piece[c] < 0)
          {
            sizes[n] = mark_piece (g, c, z, piece, (int) n, stack);
            if (sizes[n] > sizes[biggest])
              biggest = n;
            n++;
          }
      for (gboolean changed = n > 1; changed;)
        {
          changed = FALSE;
          for (guint c = 0; c < N * N; c++)
            {
              int i = c % N, j = c / N;

              if (piece[c] < 0 || (guint) piece[c] == biggest || sizes[piece[c]] > N * N / 50)
                continue;
              for (guint k = 0; k < 4; k++)
                {
                  int ni = i + side_steps[k][0], nj = j + side_steps[k][1];
                  guint nc = nj * N + ni;

                  if (ni < 0 || nj < 0 || ni >= N || nj >= N || g->labels[nc] == z)
                    continue;
                  g->labels[c] = g->labels[nc];
                  piece[c] = -1;
                  changed = TRUE;
                  break;
                }
            }
        }
    }
}

void
hg_tile_zones_label (HgGeometryBuilder *b)
{
  HgTileGeometry *g = b->geom;
  const HgTile *tile = &g->tile;
  g_autofree guint *queue = g_new (guint, N * N);
  g_autofree float *river = NULL;
  guint head = 0, tail = 0;

  memset (g->labels, HG_GEOM_NO_LABEL, sizeof g->labels);

  /* each crown (with the forest's outline round it), river piece and the
   * lake over the cells it may reach */
  for (guint k = 0; k < g->crowns->len; k++)
    {
      const HgCrown *c = &g_array_index (g->crowns, HgCrown, k);
      int i0, i1, j0, j1;

      cell_range (c->x, c->x, c->r + HG_GEOM_OUTLINE, &i0, &i1);
      cell_range (c->y, c->y, c->r + HG_GEOM_OUTLINE, &j0, &j1);
      for (int j = j0; j <= j1; j++)
        for (int i = i0; i <= i1; i++)
          if (hypot ((i + 0.5) / N - c->x, (j + 0.5) / N - c->y) < c->r + HG_GEOM_OUTLINE)
            g->labels[j * N + i] = c->zone;
    }

  river = g_new (float, N * N);
  for (guint c = 0; c < N * N; c++)
    river[c] = G_MAXFLOAT;
  for (guint r = 0; r < g->rivers->len; r++)
    {
      const HgRiverCurve *rc = &g_array_index (g->rivers, HgRiverCurve, r);

      for (guint k = 0; k <= HG_GEOM_CURVE_SAMPLES; k++)
        {
          HgPoint a = b->samples[r][MIN (k, HG_GEOM_CURVE_SAMPLES - 1)];
          HgPoint e = b->samples[r][MIN (k + 1, HG_GEOM_CURVE_SAMPLES)];
          double reach = HG_GEOM_RIVER_WIDTH / 2;
          int i0, i1, j0, j1;

          if (k == HG_GEOM_CURVE_SAMPLES)
            {
              /* the spring pool at the end */
              if (!rc->spring)
                continue;
              a = e = rc->p[3];
              reach = HG_GEOM_SPRING_RADIUS;
            }
          cell_range (MIN (a.x, e.x), MAX (a.x, e.x), reach, &i0, &i1);
          cell_range (MIN (a.y, e.y), MAX (a.y, e.y), reach, &j0, &j1);
          for (int j = j0; j <= j1; j++)
            for (int i = i0; i <= i1; i++)
              {
                double x = (i + 0.5) / N, y = (j + 0.5) / N;
                double d = hg_geometry_segment_distance (a, e, x, y) - reach;

                if (d < 0 && d < river[j * N + i])
                  {
                    river[j * N + i] = d;
                    g->labels[j * N + i] = rc->zone;
                  }
              }
        }
    }

  if (g->has_lake)
    {
      int i0, i1, j0, j1;
      double reach = g->lake_radius * 1.1;

      cell_range (g->lake_centre.x, g->lake_centre.x, reach, &i0, &i1);
      cell_range (g->lake_centre.y, g->lake_centre.y, reach, &j0, &j1);
      for (int j = j0; j <= j1; j++)
        for (int i = i0; i <= i1; i++)
          if (hg_geometry_in_lake (g, (i + 0.5) / N, (j + 0.5) / N))
            g->labels[j * N + i] = g->lake_zone;
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
            z = side_zone_at (&tile->sides[d], hg_geometry_side_along (d, x, y));
            if (z < tile->n_zones && tile->zones[z].type == HG_ZONE_MEADOW)
              {
                *cell = z;
                queue[tail++] = j * N + i;
                break;
              }
          }
      }

  /* grow them over the free land, nearest first, from side neighbours
   * only: each meadow is then one piece with its edge pieces, never a
   * scatter of cells that touch at their corners */
  while (head < tail)
    {
      static const int step[4][2] = { { 1, 0 }, { 0, 1 }, { -1, 0 }, { 0, -1 } };
      guint c = queue[head++];
      int ci = c % N, cj = c / N;

      for (guint k = 0; k < 4; k++)
        {
          int ni = ci + step[k][0], nj = cj + step[k][1];

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

  tidy_slivers (g);

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
void
hg_tile_zones_hedges (HgTileGeometry *g)
{
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
            s.r = 0.021 + 0.008 * hg_geometry_noise (g->tile.id, 7, g->stones->len);
            /* no rocks in the water */
            for (guint a = 0; a < 8 && !near; a++)
              {
                double ang = G_PI * a / 4, rr = s.r + 0.012;
                int ci = (int) ((s.x + rr * cos (ang)) * N), cj = (int) ((s.y + rr * sin (ang)) * N);
                guint8 l = g->labels[CLAMP (cj, 0, N - 1) * N + CLAMP (ci, 0, N - 1)];

                near = !is_meadow (&g->tile, l) && l < g->tile.n_zones
                       && g->tile.zones[l].type != HG_ZONE_FOREST;
              }
            for (guint m = 0; m < g->stones->len && !near; m++)
              {
                const HgStone *o = &g_array_index (g->stones, HgStone, m);

                near = hypot (o->x - s.x, o->y - s.y) < spacing;
              }
            if (near)
              continue;
            s.shade = (guint8) (hg_geometry_noise (g->tile.id, 8, g->stones->len) * 3);
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

/* A few small flowers on the meadows, clear of the anchors, the pictures,
 * the rocks and the zone edges (so never at a tile's edge either). */
static void
place_flowers (HgTileGeometry *g,
               const guint16  *dist)
{
  const HgTile *tile = &g->tile;

  for (guint k = 0; k < 60 && g->flowers->len < 9; k++)
    {
      HgStone f = {
        .x = 0.05 + 0.9 * hg_geometry_noise (tile->id, 20, k),
        .y = 0.05 + 0.9 * hg_geometry_noise (tile->id, 21, k),
        .r = 0.022,
        .shade = (guint8) (hg_geometry_noise (tile->id, 22, k) * 3),
      };
      guint c = (guint) (f.y * N) * N + (guint) (f.x * N);
      gboolean ok = is_meadow (tile, g->labels[c]) && dist[c] / 3.0 / N > 0.05;

      for (guint z = 0; z < tile->n_zones && ok; z++)
        ok = tile->zones[z].type == HG_ZONE_NONE
             || hypot (f.x - g->anchor[z].x, f.y - g->anchor[z].y) > 0.08;
      for (guint i = 0; i < g->symbols->len && ok; i++)
        {
          const HgSymbolSpot *o = &g_array_index (g->symbols, HgSymbolSpot, i);

          ok = hypot (f.x - o->x, f.y - o->y) > 0.55 * o->size + 0.03;
        }
      for (guint i = 0; i < g->stones->len && ok; i++)
        {
          const HgStone *o = &g_array_index (g->stones, HgStone, i);

          ok = hypot (f.x - o->x, f.y - o->y) > 0.05;
        }
      for (guint i = 0; i < g->flowers->len && ok; i++)
        {
          const HgStone *o = &g_array_index (g->flowers, HgStone, i);

          ok = hypot (f.x - o->x, f.y - o->y) > 0.12;
        }
      if (ok)
        g_array_append_val (g->flowers, f);
    }
}

gboolean
hg_tile_zones_place (HgTileGeometry *g)
{
  g_autofree guint16 *dist = g_new (guint16, N * N);
  gboolean ok;

  distance_map (g, dist);
  ok = hg_tile_spots_place (g, dist);
  place_flowers (g, dist);
  return ok;
}
