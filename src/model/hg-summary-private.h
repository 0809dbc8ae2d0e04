/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-summary-private.h: the summary of a state that a save file carries
 * (tiles, figures, scores, supplies, discards), written by hg-save.c and
 * checked against the replayed history by hg-load.c. */
#pragma once

#include <glib.h>

#include "hg-engine.h"

G_BEGIN_DECLS

typedef struct {
  HgPhase      phase;
  int          player;                 /* -1 when over */
  int          tile;                   /* -1 when over */
  guint        land_left;
  guint        bonus_left;
  guint        n_seats;
  guint        total[HG_MAX_PLAYERS];
  guint        by_kind[HG_MAX_PLAYERS][HG_N_SCORE_KINDS];
  guint        members[HG_MAX_PLAYERS];
  guint        huts[HG_MAX_PLAYERS];
  GArray      *tiles;                  /* HgPlacement, in order placed */
  GArray      *figures;                /* HgFigure, in order put */
  GArray      *discards;               /* guint8 tile ids */
} HgSummary;

void      hg_summary_init        (HgSummary       *summary);
void      hg_summary_clear       (HgSummary       *summary);
void      hg_summary_from_state  (HgSummary       *summary,
                                  const HgState   *state);
/* Appends the <summary> element, indented by two spaces. */
void      hg_summary_write       (const HgSummary *summary,
                                  GString         *out);
/* FALSE with a description of the first difference in @what ("the score
 * of seat 1 is 12 in the file but 14 after replaying the moves"). */
gboolean  hg_summary_equal       (const HgSummary *in_file,
                                  const HgSummary *replayed,
                                  char           **what);

G_END_DECLS
