/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tips.h: the rule that matters now, said once to a new player.
 *
 * HgTips follows the game in play and finds the situations a newcomer
 * meets for the first time in a person's own turn: the first tile, the
 * first figure, a spot missing because its feature is claimed, a forest
 * or river completed, a tie, a tile that fits nowhere, a bonus tile, a
 * meadow's animals, fire and sacred circle, a hut, the last land tiles
 * and the final scoring.  Each tip is shown once: "current" is the tip
 * to show now, and a tip shown joins "seen" (what the window keeps in
 * its settings).  Tips of one step wait in a queue: hg_tips_dismiss()
 * shows the next; the next step of the game drops those left.
 *
 * The game tells most situations by its signals; the figure step of a
 * person's turn is not a move of the game, so whoever shows that step
 * tells it with hg_tips_figure_step(). */

#pragma once

#include <gio/gio.h>

#include "hg-game.h"

G_BEGIN_DECLS

typedef enum {
  HG_TIP_NONE,
  HG_TIP_FIRST_TILE,     /* sides match, corners do not join, R turns it */
  HG_TIP_NO_FIT,         /* a tile drawn fitted nowhere */
  HG_TIP_LAST_TILES,     /* the last round of land tiles */
  HG_TIP_FIRST_FIGURE,   /* what each role does */
  HG_TIP_SPOT_TAKEN,     /* a spot missing: its feature is claimed */
  HG_TIP_HUT,            /* a hut's river system */
  HG_TIP_TIGER,          /* a meadow with tigers */
  HG_TIP_FIRE,           /* a meadow with fire */
  HG_TIP_BIG_GAME,       /* a meadow with mammoths or aurochs */
  HG_TIP_SACRED_CIRCLE,  /* a meadow with a sacred circle */
  HG_TIP_FOREST_SCORED,  /* a forest completed */
  HG_TIP_RIVER_SCORED,   /* a river completed */
  HG_TIP_TIE,            /* a tie for a feature */
  HG_TIP_BONUS_TILE,     /* gold and the bonus tile */
  HG_TIP_FINAL_SCORING,  /* the game is over */
  HG_TIP_TURN_OFF,       /* after HG_TIPS_OFFER_AFTER games: turn tips off? */
  HG_N_TIPS
} HgTip;

/* The chapters of the rules (the Rules page, docs/rules.md), in order. */
typedef enum {
  HG_RULES_GOAL,
  HG_RULES_TURN,
  HG_RULES_LANDSCAPE,
  HG_RULES_TRIBE,
  HG_RULES_SCORING,
  HG_RULES_GOLD,
  HG_RULES_END,
  HG_RULES_PROGRAM,
  HG_N_RULES_CHAPTERS
} HgRulesChapter;

/* Finished games with tips on after which the offer to turn them off
 * comes, once. */
#define HG_TIPS_OFFER_AFTER 3

#define HG_TYPE_TIP (hg_tip_get_type ())
GType           hg_tip_get_type      (void) G_GNUC_CONST;

/* The tip's name as kept in the settings ("first-tile", ...). */
const char     *hg_tip_get_name      (HgTip tip);
/* The tip in one or two sentences, translated. */
const char     *hg_tip_get_text      (HgTip tip);
/* The chapter of the rules that says more; HG_N_RULES_CHAPTERS for none. */
HgRulesChapter  hg_tip_get_chapter   (HgTip tip);

#define HG_TYPE_TIPS (hg_tips_get_type ())

G_DECLARE_FINAL_TYPE (HgTips, hg_tips, HG, TIPS, GObject)

HgTips             *hg_tips_new                (void);

HgGame             *hg_tips_get_game           (HgTips            *self);
void                hg_tips_set_game           (HgTips            *self,
                                                HgGame            *game);
/* Off: no tip is found or shown.  On by default. */
gboolean            hg_tips_get_enabled        (HgTips            *self);
void                hg_tips_set_enabled        (HgTips            *self,
                                                gboolean           enabled);
/* The names of the tips shown so far; names not known are ignored. */
char              **hg_tips_dup_seen           (HgTips            *self);
void                hg_tips_set_seen           (HgTips            *self,
                                                const char * const *seen);
/* Games finished with tips on (the offer to turn them off follows the
 * HG_TIPS_OFFER_AFTER-th). */
guint               hg_tips_get_games_finished (HgTips            *self);
void                hg_tips_set_games_finished (HgTips            *self,
                                                guint              n_games);

/* The tip to show now, or HG_TIP_NONE. */
HgTip               hg_tips_get_current        (HgTips            *self);
/* The tip shown has been read or closed: the next of its step, if any. */
void                hg_tips_dismiss            (HgTips            *self);

/* A person's figure step: the tile in hand is down at @place (legal, not
 * yet played) and the figure spots are offered. */
void                hg_tips_figure_step        (HgTips            *self,
                                                const HgPlacement *place);

G_END_DECLS
