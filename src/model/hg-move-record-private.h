/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-move-record-private.h: how HgGame fills in its move records. */
#pragma once

#include "hg-game.h"
#include "hg-move-record.h"

G_BEGIN_DECLS

/* A tile that fitted nowhere, and the seat that drew it. */
typedef struct {
  guint8 tile;
  guint8 seat;
} HgDiscard;

/* What one move (or the start of the game) brought, as the engine tells
 * it: hg_move_collector_event_cb() is the HgEventFunc of hg_state_apply(),
 * with the collector as its data.  The score events are made with their
 * sentences and added to the record, if any. */
typedef struct {
  HgGame       *game;
  HgMoveRecord *record;    /* NULL at the start of the game */
  guint         move;      /* the record's number */
  GPtrArray    *scored;    /* HgScoreEvent: the new entries of the log */
  GArray       *discards;  /* HgDiscard */
  int           bonus_tile;
} HgMoveCollector;

void          hg_move_collector_init      (HgMoveCollector *c,
                                           HgGame          *game,
                                           HgMoveRecord    *record);
void          hg_move_collector_clear     (HgMoveCollector *c);
void          hg_move_collector_event_cb  (const HgEvent   *event,
                                           gpointer         user_data);

HgMoveRecord *hg_move_record_new          (guint          number,
                                           guint          seat,
                                           guint          tile,
                                           gboolean       is_bonus,
                                           const HgMove  *move);
void          hg_move_record_add_score    (HgMoveRecord  *self,
                                           HgScoreEvent  *event);
void          hg_move_record_add_discard  (HgMoveRecord  *self,
                                           guint          tile,
                                           guint          seat,
                                           gboolean       before);
void          hg_move_record_set_bonus    (HgMoveRecord  *self,
                                           guint          tile);
/* A completed forest with gold (scored or not). */
void          hg_move_record_set_gold_forest (HgMoveRecord    *self,
                                              const HgZoneRef *zones,
                                              guint            n_zones,
                                              guint            n_tiles);
void          hg_move_record_set_is_last  (HgMoveRecord  *self);
/* Takes @text. */
void          hg_move_record_take_text    (HgMoveRecord  *self,
                                           char          *text);

/* For the sentence: the discards drawn before the placement (the first
 * move's), and the size of the gold forest in tiles. */
guint         hg_move_record_get_n_discards_before (HgMoveRecord *self);
guint         hg_move_record_get_gold_forest_tiles (HgMoveRecord *self);

G_END_DECLS
