/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-score-event.h: one entry of a game's scoring log (a feature that gave
 * points to at least one seat), with the zones of the feature so that a
 * view can highlight it. */
#pragma once

#include <glib-object.h>

#include "hg-engine.h"

G_BEGIN_DECLS

typedef struct {
  guint        turn;     /* land tiles placed so far (CLI.md "log") */
  HgScoreKind  kind;
  guint8       seats;    /* bit s set: seat s scores @points */
  guint        points;
  guint        n_zones;
  HgZoneRef   *zones;    /* the feature's zones (may be empty) */
} HgScoreEvent;

#define HG_TYPE_SCORE_EVENT (hg_score_event_get_type ())

GType         hg_score_event_get_type   (void) G_GNUC_CONST;

/* A copy of an engine event of type HG_EVENT_SCORE. */
HgScoreEvent *hg_score_event_new        (const HgEvent      *event);
HgScoreEvent *hg_score_event_copy       (const HgScoreEvent *event);
void          hg_score_event_free       (HgScoreEvent       *event);

/* The log line of CLI.md: "TURN SEATS POINTS KIND" ("12 0,2 8 forest").
 * Free with g_free(). */
char         *hg_score_event_to_string  (const HgScoreEvent *event);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgScoreEvent, hg_score_event_free)

G_END_DECLS
