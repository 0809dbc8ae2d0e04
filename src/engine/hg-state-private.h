/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-state-private.h: the flat layout of HgState and the engine's internal
 * helpers, shared by hg-board.c, hg-features.c, hg-scoring.c, hg-state.c,
 * hg-setup.c and hg-random.c. */
#pragma once

#include "hg-state.h"
#include "hg-tile-set-private.h"

G_BEGIN_DECLS

#define HG_MAX_PLACED   HG_N_TILES                /* start + 78 land + 12 bonus */
#define HG_MAX_NODES    HG_MAX_TOTAL_ZONES
/* Every placed tile adds at most three new empty squares (four for the
 * start tile). */
#define HG_MAX_SQUARES  (1 + 4 + 3 * (HG_MAX_PLACED - 1))
#define HG_HASH_SIZE    1024                      /* power of two */
#define HG_MAX_FIGURES  (HG_MAX_PLAYERS * (HG_MEMBERS + HG_HUTS))
#define HG_NO_NODE      0xffff
#define HG_NO_TILE      0xff

/* One zone of a placed tile, also the union-find node of its feature
 * (forest, meadow, river; a lake is its own feature) and, for rivers and
 * lakes, of its river system.  The feature data is valid at the feature's
 * root, the system data at the system's root. */
typedef struct {
  guint16 parent;        /* feature union-find */
  guint16 sparent;       /* river-system union-find (rivers, lakes) */
  guint8  placed;        /* index into HgState.placed */
  guint8  zone;          /* tile-local zone number */
  guint8  type;          /* HgZoneType */
  guint8  n_lakes;       /* river root: lakes at its ends (<= 2) */
  guint16 size;          /* zones in the feature */
  guint16 open;          /* forest, river: sides facing an empty square */
  guint16 lakes[2];      /* river root: lake nodes at its ends */
  guint16 fish;          /* lake: its fish; system root: all fish */
  guint8  figs[HG_MAX_PLAYERS];   /* gatherers / fishers / hunters */
  guint8  n_figs;
  guint8  sacred[HG_MAX_PLAYERS]; /* meadow: hunters on sacred zones */
  guint8  n_sacred;
  guint8  huts[HG_MAX_PLAYERS];   /* system root */
  guint8  n_huts;
  guint8  gold;
  guint8  mushrooms;
  guint8  deer, tiger, mammoth, aurochs, fire;
  guint8  circles;       /* meadow: its sacred circles */
} HgNode;

typedef struct {
  gint16  x;
  gint16  y;
  guint8  placed;        /* HG_NO_TILE while the square is empty */
  guint8  key;           /* requirement key, see hg-tile-set-private.h */
  guint16 fpos;          /* position in HgState.frontier, or HG_NO_NODE */
} HgSquare;

typedef struct {
  HgFigure fig;
  guint16  node;
} HgFigureRec;

struct _HgState {
  const HgTileSet *tiles;
  HgSetup  setup;

  guint8   phase;        /* HgPhase */
  guint8   n_players;
  guint8   current;
  guint8   hand;         /* tile id, HG_NO_TILE when over */
  guint8   land_pos;     /* next land tile to draw: setup.land[land_pos] */
  guint8   bonus_pos;
  guint8   turn;         /* land tiles placed so far */
  guint8   n_placed;
  guint8   n_discards;
  guint8   n_figures;
  guint8   members[HG_MAX_PLAYERS];
  guint8   huts[HG_MAX_PLAYERS];
  guint    score[HG_MAX_PLAYERS];
  guint    by_kind[HG_MAX_PLAYERS][HG_N_SCORE_KINDS];

  guint8   discards[HG_N_TILES];
  HgPlacement placed[HG_MAX_PLACED];
  guint16  node_base[HG_MAX_PLACED];
  HgFigureRec figures[HG_MAX_FIGURES];

  guint16  n_squares;
  guint16  n_frontier;
  guint16  hash[HG_HASH_SIZE];          /* square index + 1, 0: free */
  HgSquare squares[HG_MAX_SQUARES];
  guint16  frontier[HG_MAX_SQUARES];    /* empty squares next to a tile */

  guint16  n_nodes;
  HgNode   nodes[HG_MAX_NODES];
};

static const guint8 hg_popcount4[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
static const int hg_dx[4] = { 0, 1, 0, -1 };
static const int hg_dy[4] = { -1, 0, 1, 0 };

/* What may stand on each zone of a tile about to be placed (ignoring the
 * supply): bit (1 << role) of allowed[zone]. */
typedef struct {
  guint8 allowed[HG_MAX_ZONES];
} HgPreview;

/* hg-board.c */
void      hg_board_init              (HgState          *state);
int       hg_board_lookup            (const HgState    *state,
                                      int               x,
                                      int               y);
guint     hg_board_place             (HgState          *state,
                                      int               x,
                                      int               y,
                                      guint             rot,
                                      guint             tile,
                                      guint8           *neighbours);
gboolean  hg_board_fits_anywhere     (const HgState    *state,
                                      guint             tile);
guint     hg_board_placements        (const HgState    *state,
                                      guint             tile,
                                      HgPlacement      *out,
                                      guint             max);
guint     hg_board_count_placements  (const HgState    *state,
                                      guint             tile);
gboolean  hg_board_nth_placement     (const HgState    *state,
                                      guint             tile,
                                      guint             n,
                                      HgPlacement      *out);
gboolean  hg_board_check_placement   (const HgState    *state,
                                      int               x,
                                      int               y,
                                      guint             rot,
                                      guint             tile,
                                      GError          **error);

/* hg-features.c */
static inline guint16
hg_find (HgState *state,
         guint16  n)
{
  HgNode *nodes = state->nodes;

  while (nodes[n].parent != n)
    {
      nodes[n].parent = nodes[nodes[n].parent].parent;
      n = nodes[n].parent;
    }
  return n;
}

static inline guint16
hg_find_const (const HgState *state,
               guint16        n)
{
  while (state->nodes[n].parent != n)
    n = state->nodes[n].parent;
  return n;
}

static inline guint16
hg_find_sys (HgState *state,
             guint16  n)
{
  HgNode *nodes = state->nodes;

  while (nodes[n].sparent != n)
    {
      nodes[n].sparent = nodes[nodes[n].sparent].sparent;
      n = nodes[n].sparent;
    }
  return n;
}

static inline guint16
hg_find_sys_const (const HgState *state,
                   guint16        n)
{
  while (state->nodes[n].sparent != n)
    n = state->nodes[n].sparent;
  return n;
}

/* A short list of feature roots, each once: hg_roots_add() adds @root
 * to the @n roots unless it is one of them already and returns whether
 * it was added; hg_roots_has() says whether it is one of them. */
static inline gboolean
hg_roots_add (guint16 *roots,
              guint   *n,
              guint16  root)
{
  for (guint k = 0; k < *n; k++)
    if (roots[k] == root)
      return FALSE;
  roots[(*n)++] = root;
  return TRUE;
}

static inline gboolean
hg_roots_has (const guint16 *roots,
              guint          n,
              guint16        root)
{
  for (guint k = 0; k < n; k++)
    if (roots[k] == root)
      return TRUE;
  return FALSE;
}

static inline guint16
hg_node_of (const HgState *state,
            guint          placed,
            guint          zone)
{
  return state->node_base[placed] +
         state->tiles->local[state->placed[placed].tile][zone];
}

void      hg_features_place          (HgState          *state,
                                      guint             placed,
                                      const guint8     *neighbours);
gboolean  hg_features_river_occupied (const HgState    *state,
                                      guint16           root);
void      hg_features_preview        (const HgState    *state,
                                      const HgPlacement *place,
                                      HgPreview        *out);
void      hg_features_put_figure     (HgState          *state,
                                      guint             placed,
                                      HgRole            role,
                                      guint             zone,
                                      guint             owner);
void      hg_features_remove_figure  (HgState          *state,
                                      guint             index);
gboolean  hg_features_check_figure   (const HgState    *state,
                                      const HgPlacement *place,
                                      HgRole            role,
                                      guint             zone,
                                      GError          **error);
guint     hg_features_spots          (const HgState    *state,
                                      const HgPlacement *place,
                                      HgMove           *out,
                                      guint             max);

/* hg-scoring.c */
/* The seats with the most figures in @counts (none when all are 0). */
guint8    hg_scoring_majority        (const HgState    *state,
                                      const guint      *counts);
/* What a feature with root @root scores: a completed forest, a completed
 * river (adding the fishermen on the lakes at its ends to @counts, which
 * may be NULL), a meadow at the end of the game, and who scores the
 * meadow. */
guint     hg_scoring_forest_points   (const HgNode     *root);
guint     hg_scoring_river_points    (const HgState    *state,
                                      const HgNode     *root,
                                      guint            *counts);
guint     hg_scoring_meadow_points   (const HgNode     *root);
guint8    hg_scoring_meadow_holders  (const HgState    *state,
                                      const HgNode     *root);
gboolean  hg_scoring_completed       (HgState          *state,
                                      guint             placed,
                                      HgEventFunc       func,
                                      gpointer          user_data);
void      hg_scoring_final           (HgState          *state,
                                      HgEventFunc       func,
                                      gpointer          user_data);

/* hg-state.c */
void      hg_state_apply_trusted     (HgState          *state,
                                      const HgMove     *move,
                                      HgEventFunc       func,
                                      gpointer          user_data);

G_END_DECLS
