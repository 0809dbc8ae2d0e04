/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-records-file.h: the records' folder as files (see
 * hg-game-records.h): the names and limits of the index and of the
 * copies of the games, and the identity of a game, which names its copy
 * and keys its record.  hg-game-records-file.c reads and writes them. */
#pragma once

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_GAME_RECORDS_BASENAME      "records.ini"
#define HG_GAME_RECORDS_GAMES_FOLDER  "games"
#define HG_GAME_RECORDS_BROKEN_SUFFIX ".broken"
#define HG_GAME_RECORDS_FORMAT        1
#define HG_GAME_RECORDS_MAX_SIZE      (64 * 1024 * 1024)  /* bytes of the index */

/* The identity of @game: the SHA-256, in lower-case hex, of its setup and
 * the moves of its history.  Free with g_free(). */
char *hg_game_records_identify (HgGame *game);

G_END_DECLS
