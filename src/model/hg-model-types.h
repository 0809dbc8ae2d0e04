/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-model-types.h: GTypes for the engine's plain values (phase, score
 * kind, move, feature summary) and the computer level of a seat. */
#pragma once

#include <glib-object.h>

#include "hg-engine.h"

G_BEGIN_DECLS

/* Who plays a seat: a person, or the computer at one of five levels.
 * The one list of levels of the program: everything that goes through
 * the levels counts up to HG_N_LEVELS. */
typedef enum {
  HG_LEVEL_HUMAN,
  HG_LEVEL_RANDOM,
  HG_LEVEL_EASY,
  HG_LEVEL_MEDIUM,
  HG_LEVEL_HARD,
  HG_LEVEL_EXPERT,
} HgLevel;

#define HG_N_LEVELS (HG_LEVEL_EXPERT + 1)

#define HG_TYPE_PHASE      (hg_phase_get_type ())
#define HG_TYPE_SCORE_KIND (hg_score_kind_get_type ())
#define HG_TYPE_LEVEL      (hg_level_get_type ())
#define HG_TYPE_MOVE       (hg_move_get_type ())
#define HG_TYPE_FEATURE_INFO (hg_feature_info_get_type ())

GType        hg_phase_get_type        (void) G_GNUC_CONST;
GType        hg_score_kind_get_type   (void) G_GNUC_CONST;
GType        hg_level_get_type        (void) G_GNUC_CONST;
GType        hg_move_get_type         (void) G_GNUC_CONST;
GType        hg_feature_info_get_type (void) G_GNUC_CONST;

HgMove      *hg_move_copy             (const HgMove *move);
void         hg_move_free             (HgMove       *move);
HgFeatureInfo *hg_feature_info_copy   (const HgFeatureInfo *info);
void         hg_feature_info_free     (HgFeatureInfo *info);

/* "tile", "bonus", "over" */
const char  *hg_phase_to_string       (HgPhase       phase);
/* "forest", "river", "huts", "hunters" */
const char  *hg_score_kind_to_string  (HgScoreKind   kind);
/* "human", "random", "easy", "medium", "hard", "expert" */
const char  *hg_level_to_string       (HgLevel       level);
gboolean     hg_level_from_string     (const char   *text,
                                       HgLevel      *level);
/* What people read: "Person", "Computer (easy)", ... (translated) */
const char  *hg_level_to_label        (HgLevel       level);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgMove, hg_move_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgFeatureInfo, hg_feature_info_free)

G_END_DECLS
