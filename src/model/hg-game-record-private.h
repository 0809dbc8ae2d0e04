/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-record-private.h: how HgGameRecords makes its records. */
#pragma once

#include "hg-game.h"
#include "hg-game-record.h"

G_BEGIN_DECLS

/* What a record holds, checked: hg_game_record_new() takes it as it is. */
typedef struct {
  char       *id;
  GDateTime  *date;
  guint       n_players;
  char       *names[HG_MAX_PLAYERS];
  char       *colours[HG_MAX_PLAYERS];
  HgLevel     levels[HG_MAX_PLAYERS];
  guint       scores[HG_MAX_PLAYERS];
  guint8      winners;
  GFile      *file;
} HgGameRecordData;

/* A record of @data; takes its strings, date and file (and clears
 * @data). */
HgGameRecord *hg_game_record_new            (HgGameRecordData *data);

/* The data of finished @game, identified as @id, ended at @date, its copy
 * kept in @file. */
void          hg_game_record_data_from_game (HgGameRecordData *data,
                                             HgGame           *game,
                                             const char       *id,
                                             GDateTime        *date,
                                             GFile            *file);
void          hg_game_record_data_clear     (HgGameRecordData *data);

G_END_DECLS
