/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-private.h: what the loader and the model's own files need of
 * HgGame. */
#pragma once

#include "hg-game.h"
#include "hg-move-record.h"

G_BEGIN_DECLS

/* Replace the redo list; @moves[0] is the next to redo.  The moves are
 * checked by replaying them on a copy of the state; on failure @index_out
 * is the offending move's index and the game is unchanged. */
gboolean hg_game_set_redo_list  (HgGame       *self,
                                 const HgMove *moves,
                                 guint         n_moves,
                                 guint        *index_out,
                                 GError      **error);

/* hg-game-text.c: the sentences of the scoring log and the moves. */
char    *hg_game_describe_score (HgGame       *game,
                                 HgScoreKind   kind,
                                 guint8        seats,
                                 guint         points,
                                 guint         n_tiles);
char    *hg_game_describe_move  (HgGame       *game,
                                 HgMoveRecord *record);

G_END_DECLS
