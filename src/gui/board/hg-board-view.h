/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-view.h: the board, bound to an HgGame, where the person places
 * tiles and figures.
 *
 * Placing, when the current player is human: the legal squares are
 * outlined, the tile in hand follows the pointer as a ghost in the current
 * rotation (a green tick where it fits, a red cross where it does not).  A
 * click (or Enter on the keyboard cursor) on a square where it fits puts it
 * down provisionally and shows the legal figure spots on it; a click on a
 * spot (Tab + Enter) plays the move with that figure, a click on the tile
 * elsewhere (Enter) plays it without one, Escape takes the tile back.  When
 * no figure can go on the tile, the move is played at once.
 *
 * Navigation: drag to pan, wheel or pinch to zoom around the pointer,
 * + - 0 keys; until the person pans or zooms, the view keeps the whole board
 * in sight (hg_board_view_fit() returns to that).  While a figure spot is
 * chosen the view zooms in on the tile put down as far as the spots'
 * targets need to be 24 pixels wide, and goes back afterwards.  Once the
 * person has moved the view, another seat's move that lands out of view
 * brings the view there smoothly, or, within seconds of the person's own
 * pan or zoom, a mark at the edge of the view points to it.
 *
 * Keyboard: arrows move a square cursor, Page Down / Page Up jump between
 * squares where the tile fits, R turns (Shift+R back), Enter or space puts
 * the tile down / confirms, Tab and the arrows go through the figure spots
 * of a tile that is down, Escape takes it back.  These are the view's
 * board.* actions; their shortcuts work in the whole window the view is
 * in (hg-board-input.h).
 *
 * Reading: the figure spot pointed at (or chosen with Tab), and with no
 * tile in hand or with Ctrl held any tile's zone, has its feature tinted
 * and told in one line (hg_board_view_get_feature_text()).
 *
 * The person places only when HgGame:computer-to-move is FALSE (and the
 * game is not over); the bonus tile's banner shows in HG_PHASE_BONUS.
 *
 * Properties: "game", "rotation" (of the tile in hand, for the side panel),
 * "can-place", "has-placement", "speed", "feature-text", "feature-info".
 * Signal: "placement-changed" (a tile was put down provisionally, taken back or
 * played).
 */
#pragma once

#include <gtk/gtk.h>

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_TYPE_BOARD_VIEW (hg_board_view_get_type ())

G_DECLARE_FINAL_TYPE (HgBoardView, hg_board_view, HG, BOARD_VIEW, GtkDrawingArea)

GtkWidget  *hg_board_view_new               (void);

HgGame     *hg_board_view_get_game          (HgBoardView  *self);
void        hg_board_view_set_game          (HgBoardView  *self,
                                             HgGame       *game);

/* The rotation (0..3 clockwise quarter turns) of the tile in hand. */
guint       hg_board_view_get_rotation      (HgBoardView  *self);
void        hg_board_view_set_rotation      (HgBoardView  *self,
                                             guint         rotation);
/* Turn the tile in hand by @direction (+1 clockwise, -1 back).  Over a
 * square where the tile fits, skips to the next rotation that fits there. */
void        hg_board_view_rotate            (HgBoardView  *self,
                                             int           direction);

/* A read-only view (review mode) shows the game but places nothing;
 * reading its features still works.  Interactive by default. */
void        hg_board_view_set_interactive   (HgBoardView  *self,
                                             gboolean      interactive);

/* Whether the person can place now (human to move, game not over). */
gboolean    hg_board_view_get_can_place     (HgBoardView  *self);

/* Put the tile in hand down on square (@x,@y) in the current rotation.
 * FALSE if it does not fit there.  Plays the move at once when no figure
 * can go on the tile; otherwise waits for hg_board_view_choose_spot().
 * With a tile already down, moves or turns it (and never plays). */
gboolean    hg_board_view_place_at          (HgBoardView  *self,
                                             int           x,
                                             int           y);
/* The tile put down and waiting for its figure, if any. */
gboolean    hg_board_view_get_placement     (HgBoardView  *self,
                                             HgPlacement  *out);
/* A copy of the legal figure spots on that tile (HgMove; empty when
 * there is none). */
GArray     *hg_board_view_get_figure_spots  (HgBoardView  *self);
/* Play the provisional tile with figure spot @index, or with no figure
 * (@index -1). */
gboolean    hg_board_view_choose_spot       (HgBoardView  *self,
                                             int           index);
/* Take the provisional tile back into hand. */
void        hg_board_view_cancel_placement  (HgBoardView  *self);

/* Tint the zones of a feature (a scoring event hovered in the log);
 * @n_zones 0 clears it.  Cleared when the game changes. */
void        hg_board_view_set_highlight     (HgBoardView     *self,
                                             const HgZoneRef *zones,
                                             guint            n_zones);

/* The feature pointed at, in one line (a figure spot of the tile put
 * down; with no tile in hand, or with Ctrl held, the zone of any tile),
 * or NULL; its zones are tinted.  Property "feature-text". */
const char *hg_board_view_get_feature_text  (HgBoardView     *self);
/* What that line was made from: the engine's summary of the feature
 * (its animals, fire and sacred circle for a meadow), or NULL when no
 * line is shown.  Property "feature-info". */
const HgFeatureInfo *hg_board_view_get_feature_info (HgBoardView *self);

/* The top @height pixels of the view are covered by a card over it (a
 * tip): the banner (the bonus tile's, a hint's) is drawn below them, a
 * view that follows the game fits the board below them (the tile put
 * down, zoomed in on, is moved out from under them), and a hinted square
 * is kept in sight below that.  0: nothing covers it. */
void        hg_board_view_set_covered_top   (HgBoardView  *self,
                                             int           height);

/* Outline square (@x,@y) (a move pointed at in the log); @shown FALSE
 * takes the outline away.  Cleared when the game changes. */
void        hg_board_view_set_highlight_square (HgBoardView *self,
                                                gboolean     shown,
                                                int          x,
                                                int          y);
gboolean    hg_board_view_get_highlight_square (HgBoardView *self,
                                                int         *x,
                                                int         *y);

/* While the view shows no game: has the tile cache's workers paint the
 * tiles of @game as the view will show them fitted in @width x @height,
 * so that its first frame with that game draws them.  Property
 * "preparing": TRUE until they are painted (or a game is set). */
void        hg_board_view_prepare           (HgBoardView  *self,
                                             HgGame       *game,
                                             int           width,
                                             int           height);
gboolean    hg_board_view_get_preparing     (HgBoardView  *self);

/* Show the whole board and follow the game again. */
void        hg_board_view_fit               (HgBoardView  *self);
void        hg_board_view_zoom              (HgBoardView  *self,
                                             int           steps);

/* Where square (@x,@y) lies in the widget (its top-left corner) and how
 * wide it is; for tests and tooltips. */
void        hg_board_view_square_to_widget  (HgBoardView  *self,
                                             int           x,
                                             int           y,
                                             double       *wx,
                                             double       *wy,
                                             double       *size);
/* Centre of figure spot marker @index of the provisional tile. */
gboolean    hg_board_view_get_spot_centre   (HgBoardView  *self,
                                             guint         index,
                                             double       *wx,
                                             double       *wy);

/* Moves as they happen (hg-board-animation.c): a move of another seat
 * slides its tile in from the side of the side panel and drops its
 * figure; the points of every move rise over their feature; the view
 * follows the board smoothly.  "speed" multiplies the durations (1:
 * normal, 1.6: slow, 0.55: fast).  Nothing moves when GTK's animations
 * are off; the points then stand still for as long. */
double      hg_board_view_get_speed         (HgBoardView  *self);
void        hg_board_view_set_speed         (HgBoardView  *self,
                                             double        speed);
/* Show the points of @event over its feature now (the final scoring). */
void        hg_board_view_show_score        (HgBoardView  *self,
                                             HgScoreEvent *event);
/* The tile sliding in, where it is drawn now (widget) and how wide;
 * FALSE when none is. */
gboolean    hg_board_view_get_moving_tile   (HgBoardView  *self,
                                             HgPlacement  *tile,
                                             double       *wx,
                                             double       *wy,
                                             double       *size);
/* How many scores are shown over their features at this frame. */
guint       hg_board_view_get_n_scores_shown (HgBoardView *self);
/* Whether anything moves or stands for a while on the board (redrawn by
 * the frame clock or waiting to go). */
gboolean    hg_board_view_get_animating     (HgBoardView  *self);
/* Microseconds until the last move's tile and figure are down. */
gint64      hg_board_view_get_motion_time_left (HgBoardView *self);

/* A hint (hg-board-hint.c): @move, legal for the person to move, shown on
 * its square with its figure and @reason in the banner; Enter plays it,
 * Escape or any change of the game hides it.  Ignored when the person
 * cannot place or @move does not fit. */
void        hg_board_view_show_hint         (HgBoardView  *self,
                                             const HgMove *move,
                                             const char   *reason);
void        hg_board_view_clear_hint        (HgBoardView  *self);
/* Review: @move, legal now, shown the same way as a ghost of the tile in
 * hand with @text in the banner; it cannot be played.  Cleared like a
 * hint. */
void        hg_board_view_show_ghost        (HgBoardView  *self,
                                             const HgMove *move,
                                             const char   *text);
gboolean    hg_board_view_get_hint          (HgBoardView  *self,
                                             HgMove       *out);

/* Say @text to the person through their screen reader: announced on GTK
 * 4.14 and newer; before, first in the board's accessible description
 * until their next key on the board. */
void        hg_board_view_announce          (HgBoardView  *self,
                                             const char   *text);

/* Draw what the view shows, @width x @height, into @cr (tests, benchmarks). */
void        hg_board_view_render            (HgBoardView  *self,
                                             cairo_t      *cr,
                                             int           width,
                                             int           height);

G_END_DECLS
