/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-score-event-private.h: how HgGame makes its scoring events. */
#pragma once

#include "hg-score-event.h"

G_BEGIN_DECLS

/* An event from engine event @event (type HG_EVENT_SCORE) of move
 * @move, told by @text. */
HgScoreEvent *hg_score_event_new (const HgEvent *event,
                                  guint          move,
                                  gboolean       is_final,
                                  const char    *text);

/* The number of distinct tiles among @zones. */
guint         hg_zones_count_tiles (const HgZoneRef *zones,
                                    guint            n_zones);

G_END_DECLS
