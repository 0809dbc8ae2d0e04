/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-side-panel.h: the panel beside the board: the tile in hand (in the
 * board view's rotation, with rotate buttons), why a bonus tile is in hand,
 * the players (one HgPlayerRow per item of hg_game_get_players()), the
 * tiles left, and the log in two pages: the moves (hg_game_get_moves())
 * and the scoring (hg_game_get_score_events()).  Only the log scrolls.
 *
 * The panel knows nothing of the board view: its rotate buttons emit
 * "rotate", the logs "move-hovered" and "event-hovered"; the window
 * connects them to the board view and sets "rotation" from it.  The hint
 * for the person to move shows while HgGame:computer-to-move is FALSE. */
#pragma once

#include <gtk/gtk.h>

#include "hg-game.h"
#include "hg-log-view.h"
#include "hg-player-row.h"

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

/* A computer seat is working out its move (property "thinking", bound to
 * HgComputerTurn:thinking): its row says so. */
void         hg_side_panel_set_thinking    (HgSidePanel *self,
                                            gboolean     thinking);
gboolean     hg_side_panel_get_thinking    (HgSidePanel *self);

/* Whether the tile in hand is down on the board, waiting for a figure
 * (bound to the board view's "has-placement"); changes the hint. */
void         hg_side_panel_set_placing     (HgSidePanel *self,
                                            gboolean     placing);
/* A hint is being worked out: the Hint button (win.hint) spins. */
void         hg_side_panel_set_hint_thinking (HgSidePanel *self,
                                              gboolean     thinking);
/* Review mode: the game shown is a moment of the past; no hint, the
 * tile in hand cannot be turned. */
void         hg_side_panel_set_reviewing   (HgSidePanel *self,
                                            gboolean     reviewing);
gboolean     hg_side_panel_get_reviewing   (HgSidePanel *self);
HgPlayerRow *hg_side_panel_get_player_row  (HgSidePanel *self,
                                            guint        seat);
HgLogView   *hg_side_panel_get_score_log   (HgSidePanel *self);
HgLogView   *hg_side_panel_get_move_log    (HgSidePanel *self);
/* The log page shown: "moves" or "scoring". */
const char  *hg_side_panel_get_log_page    (HgSidePanel *self);
void         hg_side_panel_set_log_page    (HgSidePanel *self,
                                            const char  *page);
/* Show the scoring page and select the line of event @index of the
 * game's log (-1: none); emits "event-hovered". */
void         hg_side_panel_select_event    (HgSidePanel *self,
                                            int          index);
/* The texts shown (for tests). */
const char  *hg_side_panel_get_tiles_left_text (HgSidePanel *self);
const char  *hg_side_panel_get_bonus_text  (HgSidePanel *self);
/* The hint for the person to move, or NULL when none is shown. */
const char  *hg_side_panel_get_hint_text  (HgSidePanel *self);
/* The line about the feature pointed at on the board (property
 * "feature-text", bound to the board view's), under the hint; NULL:
 * none shown. */
void         hg_side_panel_set_feature_text (HgSidePanel *self,
                                             const char  *text);
const char  *hg_side_panel_get_feature_text (HgSidePanel *self);
/* What that line was made from (property "feature-info", bound to the
 * board view's): a meadow's animals, fire and sacred circle show in
 * pictures under it (HgMeadowPictures).  NULL: none. */
void         hg_side_panel_set_feature_info (HgSidePanel         *self,
                                             const HgFeatureInfo *info);
const HgFeatureInfo *hg_side_panel_get_feature_info (HgSidePanel *self);

G_END_DECLS
