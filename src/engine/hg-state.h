/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-state.h: the game state of docs/rules.md as one flat value.
 *
 * An HgState holds the board, the features, the figures, the supplies, the
 * scores and the decks.  It contains no pointers to heap memory of its own
 * (only to the shared, immutable tile set), so hg_state_copy_into() is one
 * memcpy and the computer players can copy it thousands of times a second.
 * Applying a move never allocates.
 *
 * Every rule lives here: the layers above ask, they never decide.
 */
#pragma once

#include <glib.h>

#include "hg-tile-set.h"
#include "hg-move.h"

G_BEGIN_DECLS

#define HG_MIN_PLAYERS     2
#define HG_MAX_PLAYERS     5
#define HG_MEMBERS         5   /* tribe members in supply at the start */
#define HG_HUTS            2
#define HG_MAX_PLACEMENTS  1024 /* bound on legal placements of one tile */
#define HG_MAX_FIGURE_SPOTS 32  /* bound on figure moves on one placement */

typedef enum {
  HG_PHASE_TILE,   /* the current player places the drawn land tile */
  HG_PHASE_BONUS,  /* the current player places the bonus tile they earned */
  HG_PHASE_OVER,   /* final scoring applied */
} HgPhase;

typedef enum {
  HG_SCORE_FOREST,
  HG_SCORE_RIVER,
  HG_SCORE_HUTS,
  HG_SCORE_HUNTERS,
  HG_N_SCORE_KINDS,
} HgScoreKind;

/* How a game starts.  A plain value: copy it with '='. */
typedef struct {
  guint8 n_players;                 /* 2..5 */
  guint8 first;                     /* seat that starts */
  guint8 n_land;                    /* 1..78 */
  guint8 land[HG_N_LAND_TILES];     /* land deck, top (drawn first) at [0] */
  guint8 n_bonus;                   /* 0..12 */
  guint8 bonus[HG_N_BONUS_TILES];   /* bonus deck, top at [0] */
} HgSetup;

/* A tile on the board (also used for a legal placement of the tile in hand). */
typedef struct {
  gint16 x;
  gint16 y;
  guint8 rot;
  guint8 tile;   /* tile id */
} HgPlacement;

typedef struct {
  gint16 x;
  gint16 y;
  guint8 zone;
  guint8 role;   /* HgRole, never HG_ROLE_NONE */
  guint8 owner;  /* seat */
} HgFigure;

typedef struct {
  gint16 x;
  gint16 y;
  guint8 zone;
} HgZoneRef;

typedef enum {
  HG_EVENT_SCORE,     /* a feature scored (seats may be 0, points may be 0) */
  HG_EVENT_DISCARD,   /* a drawn tile fitted nowhere and left the game */
  HG_EVENT_BONUS,     /* the player earned a bonus tile (gold) */
  HG_EVENT_GAME_OVER, /* final scoring done */
} HgEventType;

typedef struct {
  HgEventType       type;
  guint             turn;     /* land tiles placed so far (see docs/cli.md "log") */
  /* HG_EVENT_SCORE */
  HgScoreKind       kind;
  guint8            seats;    /* bit s set: seat s scores @points */
  guint             points;
  const HgZoneRef  *zones;    /* the feature's zones; valid during the call */
  guint             n_zones;
  guint             gold;     /* a forest: its gold nuggets */
  /* HG_EVENT_DISCARD */
  guint8            tile;
  /* HG_EVENT_BONUS, HG_EVENT_DISCARD: whose turn */
  guint8            seat;
} HgEvent;

typedef void (*HgEventFunc) (const HgEvent *event,
                             gpointer       user_data);

typedef struct _HgState HgState;

/* Setup ------------------------------------------------------------------ */

/* Both full decks shuffled from @seed with GLib's GRand (same seed, same
 * decks), seat 0 first. */
void       hg_setup_shuffle            (HgSetup          *setup,
                                        guint             n_players,
                                        guint32           seed);

/* Check a setup: player count, first seat, deck ids known, of the right
 * pile, each at most once.  Errors in HG_STATE_ERROR. */
gboolean   hg_setup_check              (const HgSetup    *setup,
                                        const HgTileSet  *tiles,
                                        GError          **error);

/* Parse a comma list of tile ids ("3,17,42"; "" is an empty list) for the
 * land pile (@bonus FALSE) or the bonus pile (@bonus TRUE).  Unknown,
 * repeated or other-pile ids are an error that names the id. */
gboolean   hg_setup_parse_deck         (const char       *ids,
                                        gboolean          bonus,
                                        guint8           *out,
                                        guint8           *n_out,
                                        GError          **error);

/* A seed for the computer players' choices in a game of @setup after
 * @n_moves placements: the same setup and count give the same seed, any
 * change gives another.  Never 0. */
guint64    hg_setup_seed               (const HgSetup    *setup,
                                        guint             n_moves);

/* State ------------------------------------------------------------------ */

/* A new game: the start tile at (0,0) rotation 0, the first land tile drawn
 * (tiles that fit nowhere are discarded at once, reported to @func).
 * @setup must pass hg_setup_check(). */
HgState   *hg_state_new                (const HgTileSet  *tiles,
                                        const HgSetup    *setup,
                                        HgEventFunc       func,
                                        gpointer          user_data);
HgState   *hg_state_copy               (const HgState    *state);
void       hg_state_copy_into          (HgState          *dest,
                                        const HgState    *src);
void       hg_state_free               (HgState          *state);
gsize      hg_state_size               (void);

const HgTileSet *hg_state_get_tile_set (const HgState    *state);
const HgSetup   *hg_state_get_setup    (const HgState    *state);

/* Apply @move for the current player: place the tile in hand, put the
 * optional figure, score, earn a bonus tile, draw the next tile (discarding
 * tiles that fit nowhere), and at the end of the game apply final scoring.
 * Every event is reported to @func (may be NULL) in the order it happens.
 * An illegal move leaves @state untouched and fails with
 * HG_MOVE_ERROR_ILLEGAL and a message that says why. */
gboolean   hg_state_apply              (HgState          *state,
                                        const HgMove     *move,
                                        HgEventFunc       func,
                                        gpointer          user_data,
                                        GError          **error);

/* Queries ---------------------------------------------------------------- */
HgPhase    hg_state_get_phase          (const HgState    *state);
guint      hg_state_get_n_players      (const HgState    *state);
guint      hg_state_get_current_player (const HgState    *state);
int        hg_state_get_tile_in_hand   (const HgState    *state); /* -1 when over */
guint      hg_state_get_land_left      (const HgState    *state);
guint      hg_state_get_bonus_left     (const HgState    *state);
guint      hg_state_get_turn           (const HgState    *state);
guint      hg_state_get_n_moves        (const HgState    *state); /* placements so far */
guint      hg_state_get_score          (const HgState    *state,
                                        guint             seat);
guint      hg_state_get_score_by_kind  (const HgState    *state,
                                        guint             seat,
                                        HgScoreKind       kind);
guint      hg_state_get_members        (const HgState    *state,
                                        guint             seat);
guint      hg_state_get_huts           (const HgState    *state,
                                        guint             seat);
/* The seats with the highest score (bit s set for seat s): the winners
 * once the game is over (tied players share the win), the leaders
 * before.  Never 0. */
guint8     hg_state_get_winners        (const HgState    *state);

/* Placed tiles in the order they were placed; index 0 is the start tile. */
guint      hg_state_get_n_placed       (const HgState    *state);
void       hg_state_get_placed         (const HgState    *state,
                                        guint             index,
                                        HgPlacement      *out);
gboolean   hg_state_get_tile_at        (const HgState    *state,
                                        int               x,
                                        int               y,
                                        HgPlacement      *out);

/* Figures on the board, in the order they were put.  Returns how many
 * there are; writes at most @max. */
guint      hg_state_get_figures        (const HgState    *state,
                                        HgFigure         *out,
                                        guint             max);

/* Discarded tile ids, in the order they were discarded. */
guint      hg_state_get_discards       (const HgState    *state,
                                        guint8           *out,
                                        guint             max);

/* The tiles still face down in the land pile (@bonus FALSE) or the bonus
 * pile (@bonus TRUE), in ascending id order: what a person who counts
 * the tiles on the table knows (not on the board, not discarded, not in
 * hand), never the order of the piles.  Returns the count; writes at most
 * @max. */
guint      hg_state_get_unseen         (const HgState    *state,
                                        gboolean          bonus,
                                        guint8           *out,
                                        guint             max);

/* All zones of the feature (forest, meadow, river) that zone @zone of the
 * tile at (@x,@y) belongs to; for a lake, the zones of its river system.
 * Returns the count; writes at most @max. */
guint      hg_state_get_feature_zones  (const HgState    *state,
                                        int               x,
                                        int               y,
                                        guint             zone,
                                        HgZoneRef        *out,
                                        guint             max);

/* Features --------------------------------------------------------------- */

/* What a player may want to know about the feature of one zone: its kind
 * and size, whether it is complete, who holds it and what it is worth.
 * Counts are per seat. */
typedef struct {
  HgZoneType type;                     /* forest, meadow, river or lake */
  guint      segments;                 /* its zones (a lake: 1) */
  guint      n_tiles;                  /* the tiles those zones are on */
  gboolean   complete;                 /* forest, river: no open side */
  guint      open_sides;               /* forest, river: sides facing an
                                          empty square */
  guint8     figures[HG_MAX_PLAYERS];  /* gatherers in a forest; fishermen
                                          in a river (with those on the
                                          lakes at its ends) or on a lake;
                                          hunters in a meadow */
  guint8     holders;                  /* who scores it: a forest or river
                                          when complete, a meadow at the
                                          end (the sacred-circle rule
                                          applied); 0: nobody */
  guint      points;                   /* forest, river: what it scores
                                          complete; meadow: at the end;
                                          lake: its fish */
  guint      gold;                     /* forest */
  guint      mushrooms;                /* forest */
  guint      deer;                     /* meadow */
  guint      tigers;
  guint      mammoths;
  guint      aurochs;
  gboolean   fire;                     /* meadow: the tigers do no harm */
  gboolean   sacred;                   /* meadow: it has a sacred circle */
  gboolean   sacred_hunter;            /* meadow: a hunter stands on one
                                          of its circles, so only hunters
                                          on circles score it */
  guint      n_lakes;                  /* river: lakes at its ends */
  guint      lake_fish;                /* river: their fish */
  guint      n_rivers;                 /* lake: rivers flowing into it */
  /* river, lake: the river system it belongs to (what huts claim) */
  guint      system_fish;              /* fish in all its lakes */
  guint8     huts[HG_MAX_PLAYERS];
  guint8     hut_holders;              /* who scores its huts at the end */
} HgFeatureInfo;

/* The feature of zone @zone of the tile at (@x,@y).  FALSE when there is
 * no tile there or the tile has no such zone. */
gboolean   hg_state_describe_feature   (const HgState    *state,
                                        int               x,
                                        int               y,
                                        guint             zone,
                                        HgFeatureInfo    *out);

/* The same for zone @zone of the tile in hand as if it were placed at
 * @place (legal, not yet played): the feature it would join, before any
 * figure or scoring.  @zones (may be NULL) gets the feature's zones, the
 * new tile's included (for a lake, those of its river system), at most
 * @max of them; *@n_zones their count.  FALSE when @place is not legal or
 * the tile has no zone @zone. */
gboolean   hg_state_preview_feature    (const HgState     *state,
                                        const HgPlacement *place,
                                        guint              zone,
                                        HgFeatureInfo     *out,
                                        HgZoneRef         *zones,
                                        guint              max,
                                        guint             *n_zones);

/* Legal moves ------------------------------------------------------------ */

/* Every (square, rotation) where the tile in hand fits.  Returns the count
 * (at most HG_MAX_PLACEMENTS); 0 when the game is over. */
guint      hg_state_legal_placements   (const HgState    *state,
                                        HgPlacement      *out,
                                        guint             max);

/* The legal figure moves (role and zone set; x, y, rot from @place) for the
 * tile in hand placed at @place, which must be legal.  The move without a
 * figure is always legal as well and is not listed. */
guint      hg_state_figure_spots       (const HgState    *state,
                                        const HgPlacement *place,
                                        HgMove           *out,
                                        guint             max);

/* Appends every legal move (each placement without a figure, then with
 * each legal figure) to @moves, an array of HgMove. */
void       hg_state_legal_moves        (const HgState    *state,
                                        GArray           *moves);

/* Whether @move is legal now; if not, why (HG_MOVE_ERROR_ILLEGAL). */
gboolean   hg_state_check_move         (const HgState    *state,
                                        const HgMove     *move,
                                        GError          **error);

/* Random play (benchmarks, randomized tests) ------------------------------ */

/* A uniformly random legal placement, then with probability 1/2 a random
 * legal figure if there is one.  @rng is the state of a small fast
 * generator (any non-zero seed).  Returns FALSE when the game is over. */
gboolean   hg_state_random_move        (const HgState    *state,
                                        guint64          *rng,
                                        HgMove           *out);

/* Plays random moves until the game is over. */
void       hg_state_play_random_game   (HgState          *state,
                                        guint64          *rng);

#define HG_STATE_ERROR (hg_state_error_quark ())
GQuark hg_state_error_quark (void);

typedef enum {
  HG_STATE_ERROR_BAD_SETUP,
} HgStateError;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgState, hg_state_free)

G_END_DECLS
