/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-statistics-window.h: the numbers of the finished games
 * (HgGameRecords): how many were played, the wins of each player name and
 * each computer level (a shared win counts 1/k to each of k), each name's
 * best and average score, and the list of the finished games, newest
 * first (50 at first, Show More for 50 more).  The records are read and
 * counted in worker threads; a spinner shows meanwhile.  Activating a game emits "game-activated" with its record; the
 * application opens the game's copy.  It follows the records as games
 * end; with none yet it says so.  Opened by app.statistics. */
#pragma once

#include <adwaita.h>

#include "hg-game-records.h"

G_BEGIN_DECLS

#define HG_TYPE_STATISTICS_WINDOW (hg_statistics_window_get_type ())

G_DECLARE_FINAL_TYPE (HgStatisticsWindow, hg_statistics_window, HG, STATISTICS_WINDOW, AdwWindow)

/* What a row shows, for tests. */
typedef enum {
  HG_STATISTICS_TITLE,
  HG_STATISTICS_SUBTITLE,
  HG_STATISTICS_VALUE,     /* the text at the end of the row */
} HgStatisticsPart;

HgStatisticsWindow *hg_statistics_window_new              (HgGameRecords      *records);
HgGameRecords      *hg_statistics_window_get_records      (HgStatisticsWindow *self);

/* The texts shown (for tests): the games played ("3"), whether the empty
 * state is shown, the rows of the player names (most wins first), of the
 * computer levels (only levels that played; NULL when @level has no row)
 * and of the games (newest first). */
/* Whether the records are being read or their numbers worked out in a
 * worker (property "loading"); the texts below are those of the numbers
 * last worked out. */
gboolean            hg_statistics_window_get_loading      (HgStatisticsWindow *self);
const char         *hg_statistics_window_get_games_played (HgStatisticsWindow *self);
gboolean            hg_statistics_window_get_empty        (HgStatisticsWindow *self);
guint               hg_statistics_window_get_n_names      (HgStatisticsWindow *self);
const char         *hg_statistics_window_get_name_text    (HgStatisticsWindow *self,
                                                           guint               index,
                                                           HgStatisticsPart    part);
const char         *hg_statistics_window_get_level_text   (HgStatisticsWindow *self,
                                                           HgLevel             level,
                                                           HgStatisticsPart    part);
guint               hg_statistics_window_get_n_games      (HgStatisticsWindow *self);
const char         *hg_statistics_window_get_game_text    (HgStatisticsWindow *self,
                                                           guint               index,
                                                           HgStatisticsPart    part);
/* Activate the row of game @index, as a person would. */
void                hg_statistics_window_activate_game    (HgStatisticsWindow *self,
                                                           guint               index);

G_END_DECLS
