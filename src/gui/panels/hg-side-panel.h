/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-side-panel.h: the panel beside the board: the tile in hand (in the
 * board view's rotation, with rotate buttons), why a bonus tile is in hand,
 * the players (HgPlayerRow), the tiles left and the scoring log.
 *
 * The panel knows nothing of the board view: its rotate buttons emit
 * "rotate" and the log emits "event-hovered"; the window connects both to
 * the board view and sets "rotation" from it. */
#pragma once

#include <gtk/gtk.h>

#include "hg-game.h"
#include "hg-player-row.h"
#include "hg-score-log.h"

G_BEGIN_DECLS

#define HG_TYPE_SIDE_PANEL (hg_side_panel_get_type ())

G_DECLARE_FINAL_TYPE (HgSidePanel, hg_side_panel, HG, SIDE_PANEL, GtkWidget)

GtkWidget   *hg_side_panel_new             (void);

void         hg_side_panel_set_game        (HgSidePanel *self,
                                            HgGame      *game);
HgGame      *hg_side_panel_get_game        (HgSidePanel *self);

/* The rotation (0..3 clockwise quarter turns) the tile in hand is shown in. */
void         hg_side_panel_set_rotation    (HgSidePanel *self,
                                            guint        rotation);
guint        hg_side_panel_get_rotation    (HgSidePanel *self);

/* A computer seat is working out its move: its row says so. */
void         hg_side_panel_set_thinking    (HgSidePanel *self,
                                            gboolean     thinking);

/* Whether the tile in hand is down on the board, waiting for a figure
 * (bound to the board view's "has-placement"); changes the hint. */
void         hg_side_panel_set_placing     (HgSidePanel *self,
                                            gboolean     placing);
HgPlayerRow *hg_side_panel_get_player_row  (HgSidePanel *self,
                                            guint        seat);
HgScoreLog  *hg_side_panel_get_score_log   (HgSidePanel *self);
/* The texts shown (for tests). */
const char  *hg_side_panel_get_tiles_left_text (HgSidePanel *self);
const char  *hg_side_panel_get_bonus_text  (HgSidePanel *self);
/* The hint for the person to move, or NULL when none is shown. */
const char  *hg_side_panel_get_hint_text  (HgSidePanel *self);

G_END_DECLS
