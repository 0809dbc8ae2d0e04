/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-geometry.h: where the parts of a tile lie, computed from the tile
 * data alone (internal to the painters).
 *
 * Everything is in the unit square of the UNROTATED tile, x east, y south.
 * The forests are unions of round tree crowns, the rivers cubic curves, the
 * lake a disc; the meadows are what is left, split between the meadow zones
 * by which edge piece they are reached from first.  A label grid of the
 * result answers "which zone is here", gives each zone an anchor well inside
 * it and places the animals and symbols.  A store of them
 * (hg-tile-shapes.h) builds each on first use and keeps it while it
 * lives.
 */
#pragma once

#include <glib.h>

#include "hg-tile-set.h"

G_BEGIN_DECLS

#define HG_GEOM_GRID        96     /* label grid cells per side */
#define HG_GEOM_RIVER_WIDTH 0.17   /* river band width, also at the edges */
#define HG_GEOM_SPRING_RADIUS 0.058 /* the pool where a river starts */
#define HG_GEOM_OUTLINE     0.011  /* outline width (at least) */
#define HG_GEOM_NO_LABEL    0xff

typedef enum {
  HG_SYMBOL_DEER,
  HG_SYMBOL_TIGER,
  HG_SYMBOL_MAMMOTH,
  HG_SYMBOL_AUROCHS,
  HG_SYMBOL_FIRE,
  HG_SYMBOL_SACRED,
  HG_SYMBOL_GOLD,
  HG_SYMBOL_MUSHROOMS,
  HG_SYMBOL_VOLCANO,
  HG_SYMBOL_FISH,
  HG_N_SYMBOLS,
} HgSymbol;

typedef struct {
  double x, y;
} HgPoint;

typedef struct {
  double x, y, r;
  guint8 zone;
  guint8 shade;      /* 0..3, a small variation of the green */
} HgCrown;

typedef struct {
  HgPoint p[4];      /* cubic Bézier: start, control, control, end */
  guint8  zone;
  gboolean spring;   /* ends at a spring at p[3] */
} HgRiverCurve;

typedef struct {
  HgSymbol kind;
  double   x, y;     /* centre */
  double   size;     /* width of the box the symbol is drawn in */
  guint8   zone;
} HgSymbolSpot;

typedef struct {
  double x, y, r;
  guint8 shade;
} HgStone;

typedef struct {
  HgTile        tile;              /* the data this was computed from */
  guint8        labels[HG_GEOM_GRID * HG_GEOM_GRID];
  guint16       area[HG_MAX_ZONES];   /* grid cells per zone */
  HgPoint       anchor[HG_MAX_ZONES];
  GArray       *crowns;            /* HgCrown, in drawing order */
  GArray       *rivers;            /* HgRiverCurve */
  GArray       *stones;            /* HgStone: hedges between meadows */
  GArray       *symbols;           /* HgSymbolSpot */
  GArray       *flowers;           /* HgStone: little flowers in meadows */
  gboolean      has_lake;
  guint8        lake_zone;
  HgPoint       lake_centre;
  double        lake_radius;
} HgTileGeometry;

/* Zone number at unrotated unit point (@x,@y), or HG_NO_ZONE outside. */
guint                 hg_tile_geometry_zone_at (const HgTileGeometry *geom,
                                                double                x,
                                                double                y);

/* Turn an unrotated unit point by @rot clockwise quarter turns (and back). */
void                  hg_tile_geometry_rotate   (guint   rot,
                                                 double  x,
                                                 double  y,
                                                 double *out_x,
                                                 double *out_y);
void                  hg_tile_geometry_unrotate (guint   rot,
                                                 double  x,
                                                 double  y,
                                                 double *out_x,
                                                 double *out_y);

G_END_DECLS
