/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-test-util.h: hand-built games for the rules tests.
 *
 * A HgTestGame is a game with an explicit deck order and a record of every
 * event the engine reported.  The helpers are macros so that a failed
 * assertion names the line of the test, not the helper; their messages
 * print what is needed to find a geometry mistake (the legal placements of
 * the tile in hand, the events of the last move).
 */
#pragma once

#include <glib.h>

#include "hg-engine.h"

G_BEGIN_DECLS

/* A copy of an HgEvent that outlives the callback. */
typedef struct {
  HgEventType type;
  guint       turn;
  HgScoreKind kind;
  guint8      seats;
  guint       points;
  guint       n_zones;
  guint8      tile;
  guint8      seat;
} HgTestEvent;

typedef struct {
  const HgTileSet *tiles;
  HgState         *state;
  GArray          *events;  /* HgTestEvent, every event since hg_state_new() */
  guint            mark;    /* index of the first event of the last move */
} HgTestGame;

/* @land and @bonus: comma lists of tile ids ("35,36"; "" for none). */
HgTestGame *hg_test_game_new          (guint        n_players,
                                       guint        first,
                                       const char  *land,
                                       const char  *bonus);
void        hg_test_game_free         (HgTestGame  *game);

/* Number of events of @type in the last move (since the mark); score
 * events count only when they score somebody (seats != 0). */
guint       hg_test_n_events          (HgTestGame  *game,
                                       HgEventType  type);
/* Every event of the last move, one a line, for assertion messages. */
char       *hg_test_dump_events       (HgTestGame  *game);
/* How many figures of @role (HG_ROLE_NONE: any) @owner (-1: any) stand on
 * the board. */
guint       hg_test_count_figures     (HgTestGame  *game,
                                       HgRole       role,
                                       int          owner);

void        hg_test_play_at           (HgTestGame  *game,
                                       const char  *text,
                                       const char  *file,
                                       int          line,
                                       const char  *func);
void        hg_test_play_illegal_at   (HgTestGame  *game,
                                       const char  *text,
                                       const char  *file,
                                       int          line,
                                       const char  *func);
void        hg_test_expect_score_at   (HgTestGame  *game,
                                       guint        turn,
                                       HgScoreKind  kind,
                                       guint8       seats,
                                       guint        points,
                                       guint        n_zones,
                                       const char  *file,
                                       int          line,
                                       const char  *func);
void        hg_test_expect_unclaimed_at (HgTestGame  *game,
                                       guint        turn,
                                       HgScoreKind  kind,
                                       guint        n_zones,
                                       const char  *file,
                                       int          line,
                                       const char  *func);

/* Applies @text (move notation); fails the test, with the legal
 * placements of the tile in hand, if it is not legal. */
#define hg_test_play(game, text) \
  hg_test_play_at ((game), (text), __FILE__, __LINE__, G_STRFUNC)

/* Asserts that @text is well formed but illegal now: check and apply
 * both fail with HG_MOVE_ERROR_ILLEGAL and a message, and the state does
 * not change. */
#define hg_test_play_illegal(game, text) \
  hg_test_play_illegal_at ((game), (text), __FILE__, __LINE__, G_STRFUNC)

/* Asserts that the last move reported a score event exactly like this
 * (turn, kind, scoring seats as a bitmask, points each, zones). */
#define hg_test_expect_score(game, turn, kind, seats, points, n_zones) \
  hg_test_expect_score_at ((game), (turn), (kind), (seats), (points), (n_zones), \
                           __FILE__, __LINE__, G_STRFUNC)

/* Asserts that the last move reported a score event of @kind with @n_zones
 * zones that scored nobody (seats 0). */
#define hg_test_expect_unclaimed(game, turn, kind, n_zones) \
  hg_test_expect_unclaimed_at ((game), (turn), (kind), (n_zones), \
                               __FILE__, __LINE__, G_STRFUNC)

/* Phase, current seat and tile in hand in one line. */
#define hg_test_assert_hand(game, phase, seat, tile) \
  G_STMT_START { \
    g_assert_cmpint (hg_state_get_phase ((game)->state), ==, (phase)); \
    g_assert_cmpuint (hg_state_get_current_player ((game)->state), ==, (seat)); \
    g_assert_cmpint (hg_state_get_tile_in_hand ((game)->state), ==, (tile)); \
  } G_STMT_END

#define hg_test_assert_score(game, seat, kind, points) \
  g_assert_cmpuint (hg_state_get_score_by_kind ((game)->state, (seat), (kind)), ==, (points))

#define hg_test_assert_total(game, seat, points) \
  g_assert_cmpuint (hg_state_get_score ((game)->state, (seat)), ==, (points))

#define hg_test_assert_members(game, seat, n) \
  g_assert_cmpuint (hg_state_get_members ((game)->state, (seat)), ==, (n))

#define hg_test_assert_huts(game, seat, n) \
  g_assert_cmpuint (hg_state_get_huts ((game)->state, (seat)), ==, (n))

/* Number of scoring events (seats != 0) of the last move. */
#define hg_test_assert_n_scores(game, n) \
  G_STMT_START { \
    guint n_scores_ = hg_test_n_events ((game), HG_EVENT_SCORE); \
    if (n_scores_ != (guint) (n)) \
      { \
        g_autofree char *dump_ = hg_test_dump_events (game); \
        g_autofree char *msg_ = g_strdup_printf ("expected %u scoring events in the last move, got %u:\n%s", \
                                                 (guint) (n), n_scores_, dump_); \
        g_assertion_message (G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC, msg_); \
      } \
  } G_STMT_END

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgTestGame, hg_test_game_free)

G_END_DECLS
