/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-private.h: what the loader needs of HgGame. */
#pragma once

#include "hg-game.h"

G_BEGIN_DECLS

/* Replace the redo list; @moves[0] is the next to redo.  The moves are
 * checked by replaying them on a copy of the state; on failure @index_out
 * is the offending move's index and the game is unchanged. */
gboolean hg_game_set_redo_list (HgGame       *self,
                                const HgMove *moves,
                                guint         n_moves,
                                guint        *index_out,
                                GError      **error);

G_END_DECLS
