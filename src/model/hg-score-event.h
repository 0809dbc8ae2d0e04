/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-score-event.h: one entry of a game's scoring log (a feature that gave
 * points to at least one seat): who scored what for which feature, with
 * the feature's zones so that a view can highlight it, and the sentence
 * that tells it.  HgGame makes them; they are read-only. */
#pragma once

#include <glib-object.h>

#include "hg-engine.h"

G_BEGIN_DECLS

#define HG_TYPE_SCORE_EVENT (hg_score_event_get_type ())

G_DECLARE_FINAL_TYPE (HgScoreEvent, hg_score_event, HG, SCORE_EVENT, GObject)

/* The number of the move that scored it (1 for the first move of the
 * history): end-of-game events carry the last move's number. */
guint            hg_score_event_get_move      (HgScoreEvent *self);
/* Land tiles placed so far (the TURN of the CLI's log). */
guint            hg_score_event_get_turn      (HgScoreEvent *self);
HgScoreKind      hg_score_event_get_kind      (HgScoreEvent *self);
/* Bit s set: seat s scores the points. */
guint8           hg_score_event_get_seats     (HgScoreEvent *self);
guint            hg_score_event_get_points    (HgScoreEvent *self);
/* Whether it is part of the end-of-game scoring. */
gboolean         hg_score_event_get_is_final  (HgScoreEvent *self);
/* The feature's zones, and the number of distinct tiles they are on. */
const HgZoneRef *hg_score_event_get_zones     (HgScoreEvent *self,
                                               guint        *n_zones);
guint            hg_score_event_get_n_tiles   (HgScoreEvent *self);
/* "Ana scores 8 for a forest of 4 tiles" */
const char      *hg_score_event_get_text      (HgScoreEvent *self);

/* The log line of the command-line tool: "TURN SEATS POINTS KIND"
 * ("12 0,2 8 forest").  Free with g_free(). */
char            *hg_score_event_to_string     (HgScoreEvent *self);

G_END_DECLS
