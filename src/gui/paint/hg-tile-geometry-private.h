/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-geometry-private.h: shared between hg-tile-geometry.c (water,
 * forests and helpers), hg-tile-zones.c (label grid, rocks, anchors,
 * pictures), hg-tile-spots.c and hg-tile-shapes.c (which puts them
 * together). */
#pragma once

#include "hg-tile-geometry.h"
#include "hg-tile-painter.h"

G_BEGIN_DECLS

#define HG_GEOM_CURVE_SAMPLES 40
#define HG_GEOM_FISH_SIZE     0.11

/* How a tile is laid out: the usual look first, and the variants tried
 * when a forest would come out in separate pieces (a forest band that
 * water crosses). */
typedef struct {
  double spring_depth;  /* how far a stream runs in before its spring */
  double band_shift;    /* a forest band between opposite sides, off the
                           middle by this much */
  double band_half;     /* and half as wide as this */
  double lake_pull;     /* how far the lake moves towards its rivers */
} HgGeometryLayout;

typedef struct {
  HgTileGeometry   *geom;
  HgGeometryLayout  layout;
  HgPoint           samples[8][HG_GEOM_CURVE_SAMPLES + 1];  /* along each river */
} HgGeometryBuilder;

double   hg_geometry_noise            (guint                    a,
                                       guint                    b,
                                       guint                    c);
double   hg_geometry_side_along       (guint                    d,
                                       double                   x,
                                       double                   y);
HgPoint  hg_geometry_bezier           (const HgPoint            p[4],
                                       double                   t);
double   hg_geometry_segment_distance (HgPoint                  a,
                                       HgPoint                  b,
                                       double                   x,
                                       double                   y);
double   hg_geometry_river_distance   (const HgGeometryBuilder *b,
                                       double                   x,
                                       double                   y,
                                       guint8                  *zone);
gboolean hg_geometry_in_lake          (const HgTileGeometry    *g,
                                       double                   x,
                                       double                   y);

/* The lake and the rivers, then the forests' crowns, of @b's layout. */
void     hg_geometry_build_water      (HgGeometryBuilder       *b);
void     hg_geometry_build_forests    (HgGeometryBuilder       *b);

void     hg_tile_zones_label          (HgGeometryBuilder       *b);
/* The pieces (side by side cells) of @zone in the label grid. */
guint    hg_tile_zones_count_pieces   (const HgTileGeometry    *g,
                                       guint                    zone);
void     hg_tile_zones_hedges         (HgTileGeometry          *g);
/* The pictures, the figure spots, the fish and the flowers; FALSE when
 * the zones' figure spots could not all be found. */
gboolean hg_tile_zones_place          (HgTileGeometry          *g);

/* hg-tile-spots.c: the pictures, the figure spots (g->anchor) of every
 * zone and the fish; @dist is the distance map of hg-tile-zones.c (a
 * third of a cell per step).  FALSE when some zone found no spot (it
 * then stands in the middle of its zone). */
gboolean hg_tile_spots_place          (HgTileGeometry          *g,
                                       const guint16           *dist);
/* How far the box of a picture reaches from its centre, in any
 * rotation of the tile. */
double   hg_tile_spots_symbol_reach   (const HgSymbolSpot      *spot);

G_END_DECLS
