/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-unseen-reference.h: the tiles still to come worked out the long way,
 * from the engine's public queries alone: the set difference of a pile
 * and the tiles seen (placed, discarded, in hand).  Shared by the
 * engine's test of hg_state_get_unseen() and the GUI's tests of what
 * shows those tiles. */
#pragma once

#include "hg-engine.h"

G_BEGIN_DECLS

/* The tiles of the setup's pile (@bonus: the bonus pile) that are not on
 * the board, not discarded and not in hand, ascending.  Returns how many. */
guint hg_by_hand_unseen   (const HgState  *state,
                           gboolean        bonus,
                           guint8         *out);

typedef void (*HgByHandCheck) (const HgState *state,
                               gpointer       data);

/* Plays random games to their end from the seeds 1 to @n_games (2 to 5
 * players; every @short_every-th game with only @n_land land and @n_bonus
 * bonus tiles), moves chosen by an engine generator seeded seed *
 * @rng_factor; calls @check at every position, the first and the last
 * included.  Returns how many moves were played. */
guint hg_by_hand_play_games (guint          n_games,
                             guint64        rng_factor,
                             guint          short_every,
                             guint          n_land,
                             guint          n_bonus,
                             HgByHandCheck  check,
                             gpointer       data);

G_END_DECLS
