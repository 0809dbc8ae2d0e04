/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-over-dialog.h: the end of a game: the winner(s) (a tie shares the
 * win), each player's points by kind (forests, rivers, huts, hunters,
 * total) and a chart of the scores over the turns. */
#pragma once

#include <adwaita.h>

#include "hg-game.h"

G_BEGIN_DECLS

#define HG_TYPE_GAME_OVER_DIALOG (hg_game_over_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HgGameOverDialog, hg_game_over_dialog, HG, GAME_OVER_DIALOG, AdwWindow)

/* The rows of the breakdown: HG_SCORE_FOREST .. HG_SCORE_HUNTERS, then: */
#define HG_GAME_OVER_ROW_TOTAL HG_N_SCORE_KINDS

HgGameOverDialog *hg_game_over_dialog_new           (HgGame           *game);

/* The texts shown (for tests). */
const char       *hg_game_over_dialog_get_winner_text (HgGameOverDialog *self);
const char       *hg_game_over_dialog_get_cell_text (HgGameOverDialog *self,
                                                     guint             seat,
                                                     guint             row);

G_END_DECLS
