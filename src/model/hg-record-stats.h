/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-record-stats.h: the numbers of a list of finished games (an
 * HgGameRecords, or any GListModel of HgGameRecord): how many were
 * played, and for each player name and each computer level how often it
 * played and won, and for each name its best and average score.
 *
 * A win shared by k tied players counts 1/k to each of them, so the wins
 * of a game add up to 1. */
#pragma once

#include <gio/gio.h>

#include "hg-model-types.h"

G_BEGIN_DECLS

/* One player name: every seat that carried it, whoever played it. */
typedef struct {
  char   *name;
  guint   games;     /* seats with this name */
  double  wins;      /* 1 per win, 1/k per win shared by k */
  guint   best;      /* highest final score */
  double  average;   /* mean final score */
} HgNameStats;

/* One level: every seat played at it. */
typedef struct {
  guint   games;     /* seats at this level */
  double  wins;
} HgLevelStats;

typedef struct {
  guint         n_games;
  /* HgNameStats, most wins first, then most games, then by name. */
  GArray       *names;
  HgLevelStats  levels[HG_N_LEVELS];   /* indexed by HgLevel */
} HgRecordStats;

/* The numbers of the HgGameRecord items of @records. */
HgRecordStats     *hg_record_stats_new         (GListModel          *records);
void               hg_record_stats_free        (HgRecordStats       *stats);
/* The numbers of the name @name, or NULL if no seat carried it. */
const HgNameStats *hg_record_stats_lookup_name (const HgRecordStats *stats,
                                                const char          *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgRecordStats, hg_record_stats_free)

G_END_DECLS
