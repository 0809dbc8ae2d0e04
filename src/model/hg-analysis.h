/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-analysis.h: a coach for a game: each placement of chosen seats
 * judged by level expert from what its seat knew then
 * (hg_game_judge_move()), in a worker thread, one placement after the
 * other, with its progress, and cancellable.
 *
 * An analysis belongs to the game it was made for (a copy of that game's
 * moves is judged, so the game may go on meanwhile); the judgements of
 * the placements done stay when it is cancelled. */

#pragma once

#include <gio/gio.h>

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_TYPE_ANALYSIS (hg_analysis_get_type ())

G_DECLARE_FINAL_TYPE (HgAnalysis, hg_analysis, HG, ANALYSIS, GObject)

/* An analysis of the moves @game has played so far. */
HgAnalysis *hg_analysis_new             (HgGame             *game);
HgGame     *hg_analysis_get_game        (HgAnalysis         *self);

/* Judges the placements of the seats in @seats (bit s: seat s; 0: the
 * people's seats, or every seat in a game of computers) with @opts
 * (NULL: the defaults) in a worker thread.  "judged" is emitted on the
 * calling thread's main context after each placement, with its index in
 * the history; @callback when all are done, cancelled or failed.  One run
 * at a time: a second waits for nothing and fails with G_IO_ERROR_PENDING. */
void        hg_analysis_run_async       (HgAnalysis         *self,
                                         guint8              seats,
                                         const HgAiOptions  *opts,
                                         GCancellable       *cancellable,
                                         GAsyncReadyCallback callback,
                                         gpointer            user_data);
gboolean    hg_analysis_run_finish      (HgAnalysis         *self,
                                         GAsyncResult       *result,
                                         GError            **error);

/* Whether a run is going on; the fraction of its placements judged. */
gboolean    hg_analysis_get_running     (HgAnalysis         *self);
double      hg_analysis_get_progress    (HgAnalysis         *self);

/* The placements of the history (of the game as it was made): how many,
 * and the judgement of the one at @index if it has been judged. */
guint       hg_analysis_get_n_moves     (HgAnalysis         *self);
gboolean    hg_analysis_get_judgement   (HgAnalysis         *self,
                                         guint               index,
                                         HgAiJudgement      *out);

G_END_DECLS
