/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-squares.h: the scene that the board's drawing files draw, and
 * where on it the squares, the tiles and the figures lie.
 *
 * The lowest of the board's drawing files: hg-board-tiles.c,
 * hg-board-spots.c, hg-board-marks.c and hg-board-render.c build on it,
 * and it calls none of them.  Square (x,y) covers (origin_x + x*size,
 * origin_y + y*size) .. +size, y south.
 */
#pragma once

#include <cairo.h>
#include <gdk/gdk.h>

#include "hg-engine.h"
#include "hg-tile-cache.h"

G_BEGIN_DECLS

#define MASK_GRID 48              /* zone masks are MASK_GRID x MASK_GRID */
#define HG_FIGURE_SIZE_STEPS 16   /* sizes a figure is drawn at, per doubling */

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
  double              banner_top;  /* the board's top covered (a tip
                                      over it): the banner goes below */

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

/* The tile of @state (or of the tile set) with id @id. */
const HgTile    *hg_board_render_tile          (const HgState      *state,
                                                guint               id);

/* The top-left corner of square (@x,@y), user units. */
void             hg_board_render_square_origin (const HgBoardScene *scene,
                                                int                 x,
                                                int                 y,
                                                double             *px,
                                                double             *py);

/* Calls @func for each placed tile of @scene whose square meets the
 * rectangle (@cx1,@cy1)-(@cx2,@cy2), but the one on the move, with the
 * top-left corner of its square. */
typedef void (*HgBoardTileFunc) (const HgBoardScene *scene,
                                 const HgPlacement  *p,
                                 double              px,
                                 double              py,
                                 gpointer            user_data);

void             hg_board_render_foreach_tile  (const HgBoardScene *scene,
                                                double              cx1,
                                                double              cy1,
                                                double              cx2,
                                                double              cy2,
                                                HgBoardTileFunc     func,
                                                gpointer            user_data);

/* A cache of zone masks for @zone_masks (free with g_hash_table_unref). */
GHashTable      *hg_board_render_new_mask_cache (void);
/* Where @zone of @tile turned by @rot lies: an A8 mask, MASK_GRID wide
 * (a new reference). */
cairo_surface_t *hg_board_render_zone_mask     (const HgBoardScene *scene,
                                                const HgTile       *tile,
                                                guint               rot,
                                                guint               zone);

/* Where figure @f stands: the centre and the height of its picture, in
 * user units (on whole device pixels, and at one of the sizes
 * HG_FIGURE_SIZE_STEPS apart).  FALSE if it is not shown yet. */
gboolean         hg_board_render_figure_place  (const HgBoardScene *scene,
                                                const HgFigure     *f,
                                                double             *cx,
                                                double             *cy,
                                                double             *size);
/* Draw figure @f at its place, @dy user units higher, with @alpha. */
void             hg_board_render_figure        (cairo_t            *cr,
                                                const HgBoardScene *scene,
                                                const HgFigure     *f,
                                                double              dy,
                                                double              alpha);
/* Calls @func for each figure standing on the board that is shown (not
 * one of a move shown as it happens), with its place. */
typedef void (*HgBoardFigureFunc) (const HgBoardScene *scene,
                                   const HgFigure     *f,
                                   double              cx,
                                   double              cy,
                                   double              size,
                                   gpointer            user_data);

void             hg_board_render_foreach_figure (const HgBoardScene *scene,
                                                 HgBoardFigureFunc   func,
                                                 gpointer            user_data);

G_END_DECLS
