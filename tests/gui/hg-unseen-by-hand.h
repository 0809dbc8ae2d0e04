/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-unseen-by-hand.h: the tiles still to come worked out the long way,
 * for the tests of hg-unseen-tiles.c and the view that shows them: the
 * set difference of a pile and the tiles seen, from the engine's public
 * queries, and what those tiles carry, read from their lines of
 * hg_tile_to_line() as a person reads docs/tiles.md. */
#pragma once

#include "hg-unseen-tiles.h"
#include "../engine/hg-unseen-reference.h"

G_BEGIN_DECLS

/* hg_by_hand_unseen(): see hg-unseen-reference.h */

/* Adds what the tile of @line carries to @counts. */
void  hg_by_hand_count    (const char     *line,
                           HgFeatureCount *counts);

G_END_DECLS
