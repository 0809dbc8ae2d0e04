/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-set.h: the 91 tiles of the game, loaded from data/tiles.xml.
 *
 * Reference: docs/tiles.md (the line format, zones, sides).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define HG_N_TILES        91   /* ids 0..90 */
#define HG_START_TILE_ID  56
#define HG_FIRST_BONUS_ID 79
#define HG_N_LAND_TILES   78   /* land tiles other than the start tile */
#define HG_N_BONUS_TILES  12
#define HG_MAX_ZONES      9    /* zone numbers are 0..8 */
#define HG_NO_ZONE        0xff

typedef enum {
  HG_TILE_START,
  HG_TILE_LAND,
  HG_TILE_BONUS,
} HgTileKind;

typedef enum {
  HG_SIDE_MEADOW,
  HG_SIDE_FOREST,
  HG_SIDE_RIVER,
} HgSideType;

/* Directions, also the index of a side: N, E, S, W (clockwise). */
typedef enum {
  HG_DIR_N,
  HG_DIR_E,
  HG_DIR_S,
  HG_DIR_W,
} HgDir;

typedef enum {
  HG_ZONE_NONE = 0,    /* zone number not used on this tile */
  HG_ZONE_MEADOW,
  HG_ZONE_FOREST,
  HG_ZONE_RIVER,
  HG_ZONE_LAKE,
} HgZoneType;

/* One side of an unrotated tile.  For a forest or meadow side all three
 * entries of @zone hold the side's zone.  For a river side they are a, r, b
 * of "R<a>-<r>-<b>": meadow half, river zone at the midpoint, meadow half,
 * read clockwise round the tile. */
typedef struct {
  HgSideType type;
  guint8     zone[3];
} HgSide;

/* Attribute words of a zone, for @attr_order. */
typedef enum {
  HG_ATTR_DEER,
  HG_ATTR_TIGER,
  HG_ATTR_MAMMOTH,
  HG_ATTR_AUROCHS,
  HG_ATTR_FIRE,
  HG_ATTR_SACRED,
  HG_ATTR_GOLD,
  HG_ATTR_MUSHROOMS,
  HG_ATTR_LAKE,       /* lake=<z> */
  HG_ATTR_FISH,       /* fish=<n> */
} HgZoneAttr;

#define HG_MAX_ZONE_ATTRS 12

/* Attributes of one zone.  Animal counts and symbol counts are per zone;
 * the order in which attributes were written in the file is kept in
 * @attr_order so that the line format can be reproduced exactly. */
typedef struct {
  HgZoneType type;
  guint8     deer;
  guint8     tiger;
  guint8     mammoth;
  guint8     aurochs;
  guint8     fire;       /* meadow: number of fire symbols */
  guint8     sacred;     /* meadow: number of sacred circles */
  guint8     gold;       /* forest: number of gold nuggets */
  guint8     mushrooms;  /* forest: number of mushroom symbols */
  guint8     lake;       /* river: the lake zone it flows into, or HG_NO_ZONE */
  guint8     fish;       /* lake: fish */
  guint8     sides;      /* bit d set when the zone touches side d (for
                            rivers: at the midpoint; for meadows: any half) */
  guint8     n_attrs;
  guint8     attr_order[HG_MAX_ZONE_ATTRS]; /* HgZoneAttr, in file order */
} HgZone;

typedef struct {
  guint8     id;
  HgTileKind kind;
  HgSide     sides[4];            /* N E S W, unrotated */
  HgZone     zones[HG_MAX_ZONES]; /* indexed by zone number */
  guint8     n_zones;             /* highest zone number used + 1 */
} HgTile;

typedef struct _HgTileSet HgTileSet;

/* The tile set compiled into the program (GResource
 * /io/github/tribegames/HuntersGatherers/tiles.xml).  Loaded once; the
 * returned pointer is owned by the engine and lives for the whole program.
 * Returns NULL and sets @error if the data is broken. */
const HgTileSet *hg_tile_set_get_default     (GError      **error);

/* Parse a tiles XML document (for tests and tools).  Every fault (not XML,
 * wrong root, missing or repeated id, bad side, bad zone reference, ...) is
 * a GError in HG_TILE_SET_ERROR with a message that names the fault. */
HgTileSet       *hg_tile_set_new_from_data    (const char   *xml,
                                               gsize         len,
                                               GError      **error);
void             hg_tile_set_free             (HgTileSet    *set);

const HgTile    *hg_tile_set_lookup           (const HgTileSet *set,
                                               guint            id);

/* The line of docs/tiles.md for @tile ("ID KIND N E S W | ZONES"), single
 * spaces, no comment.  Free with g_free(). */
char            *hg_tile_to_line              (const HgTile *tile);

/* The unrotated side shown at direction @dir after rotation @rot. */
static inline const HgSide *
hg_tile_side (const HgTile *tile,
              guint         rot,
              HgDir         dir)
{
  return &tile->sides[(dir + 4 - (rot & 3)) & 3];
}

#define HG_TILE_SET_ERROR (hg_tile_set_error_quark ())
GQuark hg_tile_set_error_quark (void);

typedef enum {
  HG_TILE_SET_ERROR_INVALID,
} HgTileSetError;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgTileSet, hg_tile_set_free)

G_END_DECLS
