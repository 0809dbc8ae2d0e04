/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-record.h: one finished game as the records keep it (see
 * hg-game-records.h): when it ended, who played it at which level, their
 * colours and scores, who won, and where the copy of the whole game is
 * kept so that it can be looked at again.  Read-only. */
#pragma once

#include <gio/gio.h>

#include "hg-model-types.h"

G_BEGIN_DECLS

#define HG_TYPE_GAME_RECORD (hg_game_record_get_type ())

G_DECLARE_FINAL_TYPE (HgGameRecord, hg_game_record, HG, GAME_RECORD, GObject)

/* The game's identity: 64 lower-case hex digits (hg_game_records_identify()). */
const char  *hg_game_record_get_id        (HgGameRecord *self);
/* When the game ended, in UTC. */
GDateTime   *hg_game_record_get_date      (HgGameRecord *self);
guint        hg_game_record_get_n_players (HgGameRecord *self);
/* Seat @seat's name, colour ("#rrggbb"), level and final score;
 * @seat < hg_game_record_get_n_players(). */
const char  *hg_game_record_get_name      (HgGameRecord *self,
                                           guint         seat);
const char  *hg_game_record_get_colour    (HgGameRecord *self,
                                           guint         seat);
HgLevel      hg_game_record_get_level     (HgGameRecord *self,
                                           guint         seat);
guint        hg_game_record_get_score     (HgGameRecord *self,
                                           guint         seat);
/* Bit s set: seat s won (tied players share the win).  Never 0. */
guint8       hg_game_record_get_winners   (HgGameRecord *self);
/* The copy of the finished game (a .hgsave file). */
GFile       *hg_game_record_get_file      (HgGameRecord *self);

G_END_DECLS
