/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-unseen-tiles.h: the tiles still to come in one pile, as a person at
 * the table can count them: what hg_state_get_unseen() gives (the tiles
 * not on the board, not discarded and not in hand, never the piles'
 * order), grouped by identical tiles, with how many of them carry each
 * feature.  Plain data, no widgets: HgUnseenView shows it. */
#pragma once

#include <glib.h>

#include "hg-engine.h"

G_BEGIN_DECLS

/* Tiles that are the same apart from their ids: their lines of
 * hg_tile_to_line() (same sides, same zones with the same attributes)
 * differ only in the id. */
typedef struct {
  guint  n;
  guint8 ids[HG_N_LAND_TILES];  /* the group's tiles still to come, ascending */
} HgTileGroup;

/* What the tiles to come carry.  A tile counts once for a feature however
 * often it has it; "items" counts every one. */
typedef enum {
  HG_UNSEEN_FOREST,       /* a forest; items: forests */
  HG_UNSEEN_FOREST_END,   /* a forest on one side only: it ends a forest
                             there; items: such forests */
  HG_UNSEEN_RIVER_END,    /* a river that ends on the tile, in a lake or at
                             a spring: it ends a river there; items: such
                             rivers */
  HG_UNSEEN_LAKE,         /* a lake; items: fish in the lakes */
  HG_UNSEEN_GOLD,         /* items: gold nuggets */
  HG_UNSEEN_MUSHROOMS,    /* items: mushroom symbols */
  HG_UNSEEN_DEER,         /* items: deer */
  HG_UNSEEN_TIGER,        /* items: tigers */
  HG_UNSEEN_MAMMOTH,      /* items: mammoths */
  HG_UNSEEN_AUROCHS,      /* items: aurochs */
  HG_UNSEEN_FIRE,         /* items: fire symbols */
  HG_UNSEEN_SACRED,       /* items: sacred circles */
  HG_N_UNSEEN_FEATURES,
} HgUnseenFeature;

typedef struct {
  guint tiles;
  guint items;
} HgFeatureCount;

typedef struct {
  gboolean        bonus;                           /* which pile */
  guint           n_tiles;                         /* tiles to come */
  GArray         *groups;                          /* HgTileGroup, by first id */
  HgFeatureCount  features[HG_N_UNSEEN_FEATURES];
} HgUnseenTiles;

/* The tiles to come in the land pile (@bonus FALSE) or the bonus pile. */
HgUnseenTiles *hg_unseen_tiles_new        (const HgState       *state,
                                           gboolean             bonus);
void           hg_unseen_tiles_free       (HgUnseenTiles       *unseen);
/* The same groups and counts. */
gboolean       hg_unseen_tiles_equal      (const HgUnseenTiles *a,
                                           const HgUnseenTiles *b);

/* Whether @a and @b are identical tiles (see HgTileGroup). */
gboolean       hg_tiles_identical         (const HgTile        *a,
                                           const HgTile        *b);
/* Adds what @tile carries to @counts (HG_N_UNSEEN_FEATURES entries). */
void           hg_unseen_count_tile       (const HgTile        *tile,
                                           HgFeatureCount      *counts);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgUnseenTiles, hg_unseen_tiles_free)

G_END_DECLS
