/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-move-record.h: one move of a game's history as the views tell it:
 * who placed which tile where, the figure, what it scored, the bonus tile
 * it earned and the tiles discarded after it, and the sentence that says
 * all that.  HgGame keeps one per move in its list of moves
 * (hg_game_get_moves()); they are read-only. */
#pragma once

#include <gio/gio.h>

#include "hg-engine.h"
#include "hg-score-event.h"

G_BEGIN_DECLS

#define HG_TYPE_MOVE_RECORD (hg_move_record_get_type ())

G_DECLARE_FINAL_TYPE (HgMoveRecord, hg_move_record, HG, MOVE_RECORD, GObject)

/* Its place in the history, counting from 1. */
guint          hg_move_record_get_number     (HgMoveRecord *self);
/* The seat that played it. */
guint          hg_move_record_get_seat       (HgMoveRecord *self);
/* The tile placed, and whether it was a bonus tile. */
guint          hg_move_record_get_tile       (HgMoveRecord *self);
gboolean       hg_move_record_get_is_bonus   (HgMoveRecord *self);
const HgMove  *hg_move_record_get_move       (HgMoveRecord *self);

/* The scoring events of the move (HgScoreEvent, in the order scored;
 * the end-of-game scoring too, for the last move). */
GListModel    *hg_move_record_get_scores     (HgMoveRecord *self);
/* Points the move gave to @seat, end-of-game scoring included. */
guint          hg_move_record_get_points     (HgMoveRecord *self,
                                              guint         seat);

/* The bonus tile the move earned (its player places it next), or -1, and
 * the zones of the completed forest whose gold earned it. */
int            hg_move_record_get_bonus_tile (HgMoveRecord *self);
const HgZoneRef *hg_move_record_get_gold_forest (HgMoveRecord *self,
                                                 guint        *n_zones);

/* Tiles that fitted nowhere and left the game when they were drawn: the
 * ones drawn after this move (for the next player, or the bonus tile of
 * this one) and, for the first move, the ones drawn at the start.  @seat
 * is who drew it. */
guint          hg_move_record_get_n_discards (HgMoveRecord *self);
void           hg_move_record_get_discard    (HgMoveRecord *self,
                                              guint         index,
                                              guint        *tile,
                                              guint        *seat);

/* Whether the game ended with this move. */
gboolean       hg_move_record_get_is_last    (HgMoveRecord *self);

/* The move in words, for people: "Ana placed tile 42 at (3, −1) with a
 * hunter in its meadow. Ana scores 8 for a forest of 4 tiles." */
const char    *hg_move_record_get_text       (HgMoveRecord *self);

G_END_DECLS
