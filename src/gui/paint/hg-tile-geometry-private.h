/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-geometry-private.h: shared between hg-tile-geometry.c (shapes)
 * and hg-tile-zones.c (label grid, rocks, anchors, pictures). */
#pragma once

#include "hg-tile-geometry.h"

G_BEGIN_DECLS

#define HG_GEOM_CURVE_SAMPLES 40

typedef struct {
  HgTileGeometry *geom;
  HgPoint         samples[8][HG_GEOM_CURVE_SAMPLES + 1];  /* along each river */
} HgGeometryBuilder;

double   hg_geometry_noise            (guint                    a,
                                       guint                    b,
                                       guint                    c);
double   hg_geometry_side_along       (guint                    d,
                                       double                   x,
                                       double                   y);
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

void     hg_tile_zones_label          (HgGeometryBuilder       *b);
void     hg_tile_zones_hedges         (HgTileGeometry          *g);
void     hg_tile_zones_place          (HgTileGeometry          *g);

G_END_DECLS
