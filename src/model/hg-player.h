/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-player.h: one seat of a game, as the views see it.  HgGame owns the
 * players and keeps score and supply up to date; everything is read-only
 * from outside. */
#pragma once

#include <glib-object.h>

#include "hg-model-types.h"

G_BEGIN_DECLS

/* The five default colours, one per seat, chosen to stay apart for
 * colour-blind people (Okabe & Ito): vermilion, blue, yellow, reddish
 * purple, white.  Colours are "#rrggbb" strings, lower-case. */
#define HG_N_DEFAULT_COLOURS 5
const char *hg_player_default_colour (guint seat);

/* Whether @colour is a "#rrggbb" string (lower or upper case hex). */
gboolean    hg_colour_is_valid       (const char *colour);

/* @name (a player's name) as it stands inside a sentence: between U+2068
 * FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE when it holds a
 * letter of a script written from right to left, so that it cannot
 * reorder the words around it; otherwise as it is, byte for byte. */
char       *hg_player_name_for_sentence (const char *name);

#define HG_TYPE_PLAYER (hg_player_get_type ())

G_DECLARE_FINAL_TYPE (HgPlayer, hg_player, HG, PLAYER, GObject)

guint        hg_player_get_seat         (HgPlayer *self);
const char  *hg_player_get_name         (HgPlayer *self);
const char  *hg_player_get_colour       (HgPlayer *self);
guint        hg_player_get_score        (HgPlayer *self);
guint        hg_player_get_members      (HgPlayer *self);
guint        hg_player_get_huts         (HgPlayer *self);
gboolean     hg_player_get_is_computer  (HgPlayer *self);
HgLevel      hg_player_get_level        (HgPlayer *self);

G_END_DECLS
