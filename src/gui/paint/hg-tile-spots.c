/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-spots.c: where the pictures go (animals, gold, mushrooms, fire,
 * sacred circles, the volcano), where the figure of each zone stands (its
 * spot, where its marker is drawn while a player chooses) and where the
 * fish swim.
 *
 * The pictures go first, each where its zone leaves it the most room.
 * Each zone gets one spot: the centre of a disc HG_TILE_MARKER_SIZE wide
 * that lies in the zone's own cells and inside the tile, and whose square
 * clears every picture and every other zone's spot.  The zones with the
 * fewest places choose first; each takes a place with room round it,
 * near its home (towards the middle of its edge pieces; a lake's at its
 * rim, away from the rivers, so that the fish keep the rest of it).  A
 * zone whose own pictures leave it no place takes its spot near its edge
 * and puts its pictures back round it, smaller if need be; when even that
 * fails, the pictures in the way are made smaller and all spots are
 * chosen again.  Then the fish go into the lake, clear of the spots.
 *
 * The pictures stand upright whatever the tile's rotation, so a picture
 * is kept clear of as the square that holds its box in every rotation:
 * the spots of a tile are the same, turned, in all four rotations.
 */

#include "config.h"

#include <math.h>

#include "hg-symbol-painter.h"
#include "hg-tile-geometry-private.h"

#define N           HG_GEOM_GRID
#define R           (HG_TILE_MARKER_SIZE / 2)
#define GAP         0.012   /* between a spot's square and any other square */
#define ROOM        0.04    /* more room than this counts for nothing */
#define HOME_WEIGHT 0.3     /* room given up for a unit nearer home */
#define MAX_ROUNDS  8

typedef struct {
  double x, y;
} Place;

double
hg_tile_spots_symbol_reach (const HgSymbolSpot *spot)
{
  double x1, y1, x2, y2;

  hg_symbol_painter_get_extents (spot->kind, &x1, &y1, &x2, &y2);
  return spot->size * MAX (MAX (-x1, x2), MAX (-y1, y2));
}

/* Every cell that the disc of radius @r round (@x,@y) touches is @zone's
 * (and the disc is inside the tile). */
static gboolean
disc_in_zone (const HgTileGeometry *g,
              double                x,
              double                y,
              double                r,
              guint                 zone)
{
  int i0, i1, j0, j1;

  if (x - r < 0 || y - r < 0 || x + r > 1 || y + r > 1)
    return FALSE;
  i0 = (int) floor ((x - r) * N);
  i1 = MIN ((int) floor ((x + r) * N), N - 1);
  j0 = (int) floor ((y - r) * N);
  j1 = MIN ((int) floor ((y + r) * N), N - 1);
  for (int j = j0; j <= j1; j++)
    for (int i = i0; i <= i1; i++)
      {
        double nx = CLAMP (x, (double) i / N, (double) (i + 1) / N) - x;
        double ny = CLAMP (y, (double) j / N, (double) (j + 1) / N) - y;

        if (g->labels[j * N + i] != zone && nx * nx + ny * ny <= r * r)
          return FALSE;
      }
  return TRUE;
}

/* Every cell that the square of half side @h round (@x,@y) touches is
 * @zone's. */
static gboolean
square_in_zone (const HgTileGeometry *g,
                double                x,
                double                y,
                double                h,
                guint                 zone)
{
  if (x - h < 0 || y - h < 0 || x + h > 1 || y + h > 1)
    return FALSE;
  for (int j = (int) floor ((y - h) * N); j <= MIN ((int) floor ((y + h) * N), N - 1); j++)
    for (int i = (int) floor ((x - h) * N); i <= MIN ((int) floor ((x + h) * N), N - 1); i++)
      if (g->labels[j * N + i] != zone)
        return FALSE;
  return TRUE;
}

/* How far the square of half side @h round (@x,@y) is from the square of
 * half side @k round (@ox,@oy): negative when they overlap. */
static double
square_room (double x,
             double y,
             double h,
             double ox,
             double oy,
             double k)
{
  return MAX (fabs (x - ox), fabs (y - oy)) - h - k;
}

static double
picture_room (const HgTileGeometry *g,
              double                x,
              double                y,
              double                h)
{
  double room = G_MAXDOUBLE;

  for (guint k = 0; k < g->symbols->len; k++)
    {
      const HgSymbolSpot *s = &g_array_index (g->symbols, HgSymbolSpot, k);

      room = MIN (room, square_room (x, y, h, s->x, s->y, hg_tile_spots_symbol_reach (s)));
    }
  return room;
}

/* Takes the pictures of @zone off the tile; returns them. */
static GArray *
take_pictures (HgTileGeometry *g,
               guint           zone)
{
  GArray *taken = g_array_new (FALSE, FALSE, sizeof (HgSymbolSpot));

  for (guint k = g->symbols->len; k-- > 0;)
    if (g_array_index (g->symbols, HgSymbolSpot, k).zone == zone)
      {
        g_array_prepend_val (taken, g_array_index (g->symbols, HgSymbolSpot, k));
        g_array_remove_index (g->symbols, k);
      }
  return taken;
}

static double
spot_room (const Place    *spots,
           const gboolean *placed,
           double          x,
           double          y,
           double          h)
{
  double room = G_MAXDOUBLE;

  for (guint z = 0; z < HG_MAX_ZONES; z++)
    if (placed[z])
      room = MIN (room, square_room (x, y, h, spots[z].x, spots[z].y, R));
  return room;
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
    case HG_SYMBOL_SACRED:    return 0.3;
    case HG_SYMBOL_FISH:      return HG_GEOM_FISH_SIZE;
    default:                  return 0.24;
    }
}

/* A picture of @kind in @zone where it has the most room from the zone's
 * edge and the other pictures, and clear of the spots in @spots. */
static void
place_symbol (HgTileGeometry *g,
              const guint16  *dist,
              guint           zone,
              HgSymbol        kind,
              const Place    *spots,
              const gboolean *placed)
{
  HgSymbolSpot spot = { .kind = kind, .zone = zone, .size = symbol_size (kind) };
  double reach = hg_tile_spots_symbol_reach (&spot);
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
      score = MIN (score, spot_room (spots, placed, x, y, reach) - GAP);
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
  /* and never one over a spot */
  for (guint i = 0; i < 20 && spot_room (spots, placed, spot.x, spot.y,
                                         hg_tile_spots_symbol_reach (&spot)) < GAP; i++)
    spot.size *= 0.9;
  g_array_append_val (g->symbols, spot);
}

static void
place_pictures (HgTileGeometry *g,
                const guint16  *dist)
{
  const HgTile *tile = &g->tile;
  const Place none[HG_MAX_ZONES] = { { 0, 0 } };
  const gboolean nowhere[HG_MAX_ZONES] = { FALSE };
  guint biggest_meadow = HG_NO_ZONE;

  for (guint z = 0; z < tile->n_zones; z++)
    if (tile->zones[z].type == HG_ZONE_MEADOW
        && (biggest_meadow == HG_NO_ZONE || g->area[z] > g->area[biggest_meadow]))
      biggest_meadow = z;

  if (tile->kind == HG_TILE_START && biggest_meadow != HG_NO_ZONE)
    place_symbol (g, dist, biggest_meadow, HG_SYMBOL_VOLCANO, none, nowhere);

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
          place_symbol (g, dist, z, wanted[w].kind, none, nowhere);
    }
}

/* The lake's home: at its rim, in the direction furthest from the rivers
 * that flow in. */
static Place
lake_home (const HgTileGeometry *g)
{
  static const HgPoint side_mid[4] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };
  const HgTile *tile = &g->tile;
  double best = -1, best_a = G_PI / 2;

  for (guint k = 0; k < 16; k++)
    {
      double a = G_PI / 2 + 2 * G_PI * k / 16, nearest = G_PI;

      for (guint d = 0; d < 4; d++)
        {
          const HgSide *side = &tile->sides[d];
          double r, diff;

          if (side->type != HG_SIDE_RIVER || tile->zones[side->zone[1]].lake != g->lake_zone)
            continue;
          r = atan2 (side_mid[d].y - g->lake_centre.y, side_mid[d].x - g->lake_centre.x);
          diff = fabs (remainder (a - r, 2 * G_PI));
          nearest = MIN (nearest, diff);
        }
      if (nearest > best + 1e-9)
        {
          best = nearest;
          best_a = a;
        }
    }
  return (Place) {
    g->lake_centre.x + (g->lake_radius - R - 0.02) * cos (best_a),
    g->lake_centre.y + (g->lake_radius - R - 0.02) * sin (best_a),
  };
}

/* Towards the middle of the edge pieces the zone owns, @reach of the way
 * from the middle of the tile. */
static Place
zone_home (const HgTileGeometry *g,
           guint                 zone,
           double                reach)
{
  Place home = { 0, 0 };
  guint n_home = 0;

  if (g->has_lake && zone == g->lake_zone)
    return lake_home (g);

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
  if (n_home == 0)
    return (Place) { 0.5, 0.5 };
  return (Place) { 0.5 + reach * (home.x / n_home - 0.5), 0.5 + reach * (home.y / n_home - 0.5) };
}

/* The places where @zone's disc fits, clear of the pictures: the cells'
 * centres, and for a river points along its middle line (the band is
 * hardly wider than a marker). */
static GArray *
zone_places (const HgTileGeometry *g,
             const guint16        *dist,
             guint                 zone)
{
  GArray *places = g_array_new (FALSE, FALSE, sizeof (Place));

  for (guint c = 0; c < N * N; c++)
    {
      Place p = { (c % N + 0.5) / N, (c / N + 0.5) / N };

      /* the distance map is within some 6% and a cell of the true
       * distance: only the cells near the limit are looked at closely */
      double deep = dist[c] / 3.0 / N;

      if (g->labels[c] != zone || deep < R - 1.5 / N)
        continue;
      if (picture_room (g, p.x, p.y, R) >= GAP
          && (deep > 1.1 * R + 2.0 / N || disc_in_zone (g, p.x, p.y, R, zone)))
        g_array_append_val (places, p);
    }
  for (guint i = 0; i < g->rivers->len; i++)
    {
      const HgRiverCurve *rc = &g_array_index (g->rivers, HgRiverCurve, i);

      if (rc->zone != zone)
        continue;
      for (guint k = 0; k <= 4 * HG_GEOM_CURVE_SAMPLES; k++)
        {
          HgPoint q = hg_geometry_bezier (rc->p, (double) k / (4 * HG_GEOM_CURVE_SAMPLES));
          Place p = { q.x, q.y };

          if (picture_room (g, p.x, p.y, R) >= GAP && disc_in_zone (g, p.x, p.y, R, zone))
            g_array_append_val (places, p);
        }
    }
  return places;
}

/* How far (@x,@y) is from the edge of its zone, from the distance map. */
static double
edge_room (const guint16 *dist,
           double         x,
           double         y)
{
  int i = CLAMP ((int) (x * N), 0, N - 1), j = CLAMP ((int) (y * N), 0, N - 1);

  return dist[j * N + i] / 3.0 / N - R;
}

/* The best of @places for a spot: room round it, near @home. */
static gboolean
best_place (const HgTileGeometry *g,
            const guint16        *dist,
            GArray               *places,
            Place                 home,
            const Place          *spots,
            const gboolean       *placed,
            Place                *out)
{
  double best = -G_MAXDOUBLE;

  for (guint i = 0; i < places->len; i++)
    {
      const Place *p = &g_array_index (places, Place, i);
      double others = spot_room (spots, placed, p->x, p->y, R);
      double room, score;

      if (others < GAP)
        continue;
      room = MIN (MIN (edge_room (dist, p->x, p->y), picture_room (g, p->x, p->y, R)), others);
      score = MIN (room, ROOM) - HOME_WEIGHT * hypot (p->x - home.x, p->y - home.y);
      if (score > best)
        {
          best = score;
          *out = *p;
        }
    }
  return best > -G_MAXDOUBLE;
}

/* How well the pictures taken off @zone fit round the spot at @p: the
 * smallest share of its size that any of them keeps. */
static double
pictures_kept (HgTileGeometry *g,
               const guint16  *dist,
               guint           zone,
               GArray         *taken,
               Place          *spots,
               gboolean       *placed,
               Place           p)
{
  guint first = g->symbols->len;
  double kept = 1;

  spots[zone] = p;
  placed[zone] = TRUE;
  for (guint k = 0; k < taken->len; k++)
    place_symbol (g, dist, zone, g_array_index (taken, HgSymbolSpot, k).kind, spots, placed);
  for (guint k = first; k < g->symbols->len; k++)
    {
      const HgSymbolSpot *s = &g_array_index (g->symbols, HgSymbolSpot, k);

      kept = MIN (kept, s->size / symbol_size (s->kind));
    }
  if (g->symbols->len < first + taken->len)
    kept = 0;
  g_array_set_size (g->symbols, first);
  placed[zone] = FALSE;
  return kept;
}

/* @zone's own pictures leave it no place: its spot where they keep the
 * most of their size round it, then the pictures again. */
static gboolean
make_room (HgTileGeometry *g,
           const guint16  *dist,
           guint           zone,
           Place          *spots,
           gboolean       *placed)
{
  g_autoptr(GArray) taken = take_pictures (g, zone);
  g_autoptr(GArray) places = NULL;
  Place home = zone_home (g, zone, 0.85), chosen = { 0, 0 };
  double best = -G_MAXDOUBLE;
  guint step;

  if (taken->len == 0)
    return FALSE;
  places = zone_places (g, dist, zone);
  /* some fifty places spread over the zone */
  step = MAX (1, places->len / 50);
  for (guint i = 0; i < places->len; i += step)
    {
      Place p = g_array_index (places, Place, i);
      double score;

      if (spot_room (spots, placed, p.x, p.y, R) < GAP)
        continue;
      score = pictures_kept (g, dist, zone, taken, spots, placed, p)
              - 0.2 * hypot (p.x - home.x, p.y - home.y);
      if (score > best)
        {
          best = score;
          chosen = p;
        }
    }
  if (best == -G_MAXDOUBLE)
    {
      g_array_append_vals (g->symbols, taken->data, taken->len);
      return FALSE;
    }
  spots[zone] = chosen;
  placed[zone] = TRUE;
  for (guint k = 0; k < taken->len; k++)
    place_symbol (g, dist, zone, g_array_index (taken, HgSymbolSpot, k).kind, spots, placed);
  return TRUE;
}

/* One round: every zone its spot, or FALSE with the zone that found none. */
static gboolean
choose_spots (HgTileGeometry *g,
              const guint16  *dist,
              Place          *spots,
              guint          *failed)
{
  const HgTile *tile = &g->tile;
  GArray *places[HG_MAX_ZONES] = { NULL };
  gboolean placed[HG_MAX_ZONES] = { FALSE };
  gboolean ok = TRUE;

  for (guint z = 0; z < tile->n_zones; z++)
    if (tile->zones[z].type != HG_ZONE_NONE)
      places[z] = zone_places (g, dist, z);

  while (ok)
    {
      guint zone = HG_NO_ZONE;

      /* the zone with the fewest places next */
      for (guint z = 0; z < tile->n_zones; z++)
        if (places[z] != NULL && !placed[z]
            && (zone == HG_NO_ZONE || places[z]->len < places[zone]->len))
          zone = z;
      if (zone == HG_NO_ZONE)
        break;

      if (best_place (g, dist, places[zone], zone_home (g, zone, 0.55), spots, placed, &spots[zone]))
        placed[zone] = TRUE;
      else if (make_room (g, dist, zone, spots, placed))
        {
          /* the pictures moved: the places of the others change */
          for (guint z = 0; z < tile->n_zones; z++)
            if (places[z] != NULL && !placed[z])
              {
                g_array_unref (places[z]);
                places[z] = zone_places (g, dist, z);
              }
        }
      else
        {
          *failed = zone;
          ok = FALSE;
        }
    }

  for (guint z = 0; z < HG_MAX_ZONES; z++)
    if (places[z] != NULL)
      g_array_unref (places[z]);
  return ok;
}

/* The pictures of @zone are made smaller (or, if it has none, the one
 * nearest its home). */
static void
shrink_pictures (HgTileGeometry *g,
                 guint           zone)
{
  Place home = zone_home (g, zone, 0.55);
  HgSymbolSpot *nearest = NULL;
  gboolean any = FALSE;

  for (guint k = 0; k < g->symbols->len; k++)
    {
      HgSymbolSpot *s = &g_array_index (g->symbols, HgSymbolSpot, k);

      if (s->zone == zone)
        {
          s->size *= 0.85;
          any = TRUE;
        }
      else if (nearest == NULL
               || hypot (s->x - home.x, s->y - home.y) < hypot (nearest->x - home.x, nearest->y - home.y))
        nearest = s;
    }
  if (!any && nearest != NULL)
    nearest->size *= 0.85;
}

/* The fish, spread over the lake and clear of the spots; smaller fish
 * when they do not all fit. */
static void
place_fish (HgTileGeometry *g,
            const Place    *spots,
            const gboolean *has_spot)
{
  guint fish = g->tile.zones[g->lake_zone].fish;
  guint first = g->symbols->len;
  double size = HG_GEOM_FISH_SIZE;

  for (guint round = 0; round < MAX_ROUNDS; round++, size *= 0.85)
    {
      gboolean ok = TRUE;

      g_array_set_size (g->symbols, first);
      for (guint k = 0; k < fish && ok; k++)
        {
          HgSymbolSpot spot = { .kind = HG_SYMBOL_FISH, .zone = g->lake_zone, .size = size };
          double reach = hg_tile_spots_symbol_reach (&spot), best = -G_MAXDOUBLE;

          for (guint c = 0; c < N * N; c++)
            {
              double x = (c % N + 0.5) / N, y = (c / N + 0.5) / N, room, score;

              if (g->labels[c] != g->lake_zone || !square_in_zone (g, x, y, reach, g->lake_zone))
                continue;
              room = spot_room (spots, has_spot, x, y, reach);
              for (guint i = first; i < g->symbols->len; i++)
                {
                  const HgSymbolSpot *o = &g_array_index (g->symbols, HgSymbolSpot, i);

                  room = MIN (room, square_room (x, y, reach, o->x, o->y, hg_tile_spots_symbol_reach (o)));
                }
              if (room < GAP)
                continue;
              score = MIN (room, ROOM) - 0.1 * hypot (x - g->lake_centre.x, y - g->lake_centre.y);
              if (score > best)
                {
                  best = score;
                  spot.x = x;
                  spot.y = y;
                }
            }
          if (best == -G_MAXDOUBLE)
            ok = FALSE;
          else
            g_array_append_val (g->symbols, spot);
        }
      if (ok)
        return;
    }
}

gboolean
hg_tile_spots_place (HgTileGeometry *g,
                     const guint16  *dist)
{
  const HgTile *tile = &g->tile;
  Place spots[HG_MAX_ZONES];
  gboolean has_spot[HG_MAX_ZONES] = { FALSE };
  gboolean ok = FALSE;

  place_pictures (g, dist);
  for (guint round = 0; round < MAX_ROUNDS && !ok; round++)
    {
      guint failed = HG_NO_ZONE;

      ok = choose_spots (g, dist, spots, &failed);
      if (!ok)
        shrink_pictures (g, failed);
    }

  for (guint z = 0; z < tile->n_zones; z++)
    {
      if (tile->zones[z].type == HG_ZONE_NONE)
        continue;
      if (!ok)
        {
          /* no layout found (never with the game's tiles; the tests say
           * so): the middle of the zone */
          guint16 deepest = 0;

          for (guint c = 0; c < N * N; c++)
            if (g->labels[c] == z && dist[c] > deepest)
              {
                deepest = dist[c];
                spots[z] = (Place) { (c % N + 0.5) / N, (c / N + 0.5) / N };
              }
        }
      g->anchor[z].x = spots[z].x;
      g->anchor[z].y = spots[z].y;
      has_spot[z] = TRUE;
    }

  if (g->has_lake)
    place_fish (g, spots, has_spot);
  return ok;
}
