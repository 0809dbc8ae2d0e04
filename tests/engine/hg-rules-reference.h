/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-rules-reference.h: a naive second implementation of the rules that
 * the randomized tests play alongside the engine. */
#pragma once

#include <glib.h>

#include "hg-engine.h"

G_BEGIN_DECLS

typedef struct _HgRef HgRef;

HgRef *hg_ref_new            (void);
void   hg_ref_free           (HgRef             *ref);
/* Starts the reference game of @setup (draws the first tile). */
void   hg_ref_init           (HgRef             *ref,
                              const HgTileSet   *set,
                              const HgSetup     *setup);
/* Plays @move, which must be legal by the reference's own rules. */
void   hg_ref_apply          (HgRef             *ref,
                              const HgMove      *move);
/* Asserts that @state and the reference agree: phase, player, tile in
 * hand, turn, scores, supplies, figures, discards. */
void   hg_ref_compare        (const HgRef       *ref,
                              const HgState     *state);
/* Asserts that the engine's figure spots for @place (a legal placement of
 * the tile in hand) are exactly the reference's. */
void   hg_ref_compare_spots  (HgRef             *ref,
                              const HgState     *state,
                              const HgPlacement *place);

/* Asserts that every zone's feature (hg_state_get_feature_zones()) is the
 * reference's. */
void   hg_ref_compare_features (const HgRef     *ref,
                                const HgState   *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgRef, hg_ref_free)

G_END_DECLS
