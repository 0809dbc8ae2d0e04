/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-set-private.h: the compact tables behind HgTileSet. */
#pragma once

#include "hg-tile-set.h"

G_BEGIN_DECLS

/* A square's requirement key: for each direction d, bits 2d..2d+1 hold 0
 * when the neighbour square is empty, else 1 + the HgSideType that the
 * neighbour shows towards the square. */
#define HG_N_KEYS 256

/* The engine keeps one node per zone on the board; a tile set may have at
 * most this many zones in all (the game's has 378). */
#define HG_MAX_TOTAL_ZONES 512

struct _HgTileSet {
  HgTile tiles[HG_N_TILES];
  /* Side types shown at N, E, S, W after each rotation (2 bits each). */
  guint8 sig[HG_N_TILES][4];
  /* Rotations (bit r) in which the tile fits a square of each key. */
  guint8 fits[HG_N_TILES][HG_N_KEYS];
  /* The zone numbers used by each tile, ascending, and their local index. */
  guint8 n_used[HG_N_TILES];
  guint8 used[HG_N_TILES][HG_MAX_ZONES];
  guint8 local[HG_N_TILES][HG_MAX_ZONES];
};

G_END_DECLS
