/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-records-test-util.h: what the tests of the records share: a fixture
 * with records in a folder of their own, reading and writing its index,
 * finished games, and an index of three games worked out by hand. */
#pragma once

#include "hg-game-records.h"

G_BEGIN_DECLS

typedef struct {
  char          *dir;
  GFile         *folder;
  HgGameRecords *records;
} Fixture;

void           fixture_set_up        (Fixture       *fixture,
                                      gconstpointer  data);
void           fixture_tear_down     (Fixture       *fixture,
                                      gconstpointer  data);
/* Runs the main loop until nothing is waiting to be written. */
void           wait_idle             (HgGameRecords *records);
char          *index_path            (Fixture       *fixture);
void           write_index           (Fixture       *fixture,
                                      const char    *text);
/* The records of the fixture's folder, read anew. */
HgGameRecords *reload                (Fixture       *fixture);
/* The item at @position (the model keeps its reference). */
HgGameRecord  *record_at             (GListModel    *model,
                                      guint          position);
/* A finished game of @n_players with names, levels and the engine's
 * random moves. */
HgGame        *finished_game         (guint          n_players,
                                      guint32        seed);
void           assert_record_is_game (HgGameRecord  *record,
                                      HgGame        *game);
char          *read_text             (const char    *path);

#define ID_A "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
#define ID_B "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
#define ID_C "cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc"
#define ID_D "dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd"

/* Three games worked out by hand in test_stats. */
extern const char prepared[];

G_END_DECLS
