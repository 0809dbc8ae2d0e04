/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-render.h: draws the board (placed tiles, figures) and the
 * placing overlays (legal squares, ghost tile, provisional tile, figure
 * spots, keyboard cursor, banner, a feature tinted and a square
 * outlined), the marks of each seat's last turn, and the moves and points
 * shown as they happen, with cairo.
 *
 * No widget here: everything to draw is described by an HgBoardScene, so
 * the same code draws the board view, test images and benchmarks.  Square
 * (x,y) covers (origin_x + x*size, origin_y + y*size) .. +size, y south.
 */
#pragma once

#include <cairo.h>
#include <gdk/gdk.h>

#include "hg-engine.h"
#include "hg-tile-cache.h"

G_BEGIN_DECLS

/* The squares of one seat's last turn (its land tile and the bonus tile
 * it earned, if any), marked in the seat's colour and shape. */
typedef struct {
  guint n;
  int   x[2], y[2];
} HgBoardMark;

/* Points being scored, shown over their feature: the feature tinted and
 * "+POINTS" rising in each scorer's colour. */
typedef struct {
  const HgZoneRef *zones;
  guint            n_zones;
  guint8           seats;
  guint            points;
  double           tint;    /* 0..1: how strong the feature's tint is */
  double           rise;    /* squares the label has risen */
  double           alpha;   /* of the label */
} HgBoardScore;

typedef struct {
  const HgState      *state;
  HgTileCache        *cache;
  GdkRGBA             colours[HG_MAX_PLAYERS];  /* the players' colours */
  int                 width, height;            /* of the area to fill */
  double              origin_x, origin_y;       /* top-left of square (0,0) */
  double              size;                     /* square side, user units */
  double              paint_size;               /* side the tiles are wanted
                                                   at (0: @size); while the
                                                   view slides to another zoom
                                                   they are scaled */
  double              scale;                    /* device pixels per unit */
  gboolean            dark;                     /* dark surroundings */
  gboolean            high_contrast;
  /* FALSE: tiles missing from the cache are painted now.  TRUE: they are
   * requested from its workers and drawn from another size, or as their
   * meadow, until they come (the cache's ready function then asks for
   * the frame again); their figures come with them. */
  gboolean            paint_later;
  /* the first frame of a game: every tile painted is shown in it */
  gboolean            first_frame;

  /* the last placed tile: always outlined, @last_glow (0..1) more */
  gboolean            has_last;
  HgPlacement         last;
  double              last_glow;

  /* squares (with any rotation) where the tile in hand fits */
  const HgPlacement  *legal;
  guint               n_legal;

  /* the tile in hand following the pointer or the keyboard cursor */
  gboolean            has_ghost;
  HgPlacement         ghost;
  gboolean            ghost_fits;

  /* a tile put down, waiting for its figure */
  gboolean            has_provisional;
  HgPlacement         provisional;
  const HgMove       *spots;       /* the legal figure spots on it */
  guint               n_spots;
  int                 spot_focus;  /* index into @spots, -1: none */
  int                 spot_hover;  /* the marker under the pointer, or -1 */
  guint               seat;        /* whose turn (spot marker colour) */

  /* the keyboard cursor square */
  gboolean            has_cursor;
  int                 cursor_x, cursor_y;

  const char         *banner;      /* short text on top, or NULL */

  /* zones tinted (a feature hovered in the score log) */
  const HgZoneRef    *highlight;
  guint               n_highlight;
  GHashTable         *zone_masks;  /* from hg_board_render_new_mask_cache(),
                                      or NULL */

  /* a square outlined (the tile of a move pointed at in the log) */
  gboolean            has_outline;
  int                 outline_x, outline_y;

  /* each seat's last turn */
  HgBoardMark         marks[HG_MAX_PLAYERS];

  /* a move that landed out of view, pointed at from the edge nearest
   * to it, in its seat's colour */
  gboolean            has_edge_mark;
  int                 edge_x, edge_y;
  guint               edge_seat;

  /* the tile of a move shown as it happens: drawn off its square, its
   * top-left corner at (@moving_x,@moving_y), @moving_scale times the
   * square's size; the figures on its square come with it */
  gboolean            has_moving;
  HgPlacement         moving;
  double              moving_x, moving_y;
  double              moving_scale;
  /* the figure of that move dropping onto its zone */
  gboolean            has_dropping;
  HgFigure            dropping;
  double              dropping_dy;     /* user units above its place */
  double              dropping_alpha;

  /* points being scored */
  const HgBoardScore *scores;
  guint               n_scores;

  /* a hint: the move the computer suggests, shown on the board */
  gboolean            has_hint;
  HgPlacement         hint;
  HgRole              hint_role;       /* HG_ROLE_NONE: no figure */
  guint               hint_zone;
} HgBoardScene;

/* A cache of zone masks for @zone_masks (free with g_hash_table_unref). */
GHashTable *hg_board_render_new_mask_cache (void);

/* The colour around the board (a soft earthy tone, darker in dark mode). */
void     hg_board_render_background  (gboolean             dark,
                                      GdkRGBA             *out);

/* Draw @scene into (0,0)-(width,height) of @cr's user space. */
void     hg_board_render_draw        (cairo_t             *cr,
                                      const HgBoardScene  *scene);

/* Where to point to choose figure spot @index of @scene (user units):
 * the middle of its marker, or of its half of a marker that offers a
 * fisherman and a hut. */
void     hg_board_render_spot_centre (const HgBoardScene  *scene,
                                      guint                index,
                                      double              *x,
                                      double              *y);

/* The figure spot whose marker is at (@x,@y), or -1. */
int      hg_board_render_spot_at     (const HgBoardScene  *scene,
                                      double               x,
                                      double               y);

/* The side of a figure spot marker on squares @size wide: the share
 * HG_TILE_MARKER_SIZE of the square, at most 48 pixels (and at least 9,
 * below the default zoom). */
double   hg_board_render_marker_side (double               size);

/* Draws a marker that offers @roles (one, or a fisherman and a hut) in
 * the player's @colour, centred on (@cx,@cy), @side wide.  @active is the
 * role pointed at or chosen (an index into @roles), or -1; such a marker
 * comes forward, at least @forward wide, each role a button of its own
 * (inside @side when @side is at least @forward). */
void     hg_board_render_marker      (cairo_t             *cr,
                                      const HgRole        *roles,
                                      guint                n_roles,
                                      int                  active,
                                      const GdkRGBA       *colour,
                                      double               cx,
                                      double               cy,
                                      double               side,
                                      double               forward);

/* The tile of @state (or of the tile set) with id @id. */
const HgTile *hg_board_render_tile   (const HgState       *state,
                                      guint                id);

G_END_DECLS
