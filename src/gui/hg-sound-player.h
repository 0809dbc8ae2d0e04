/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-sound-player.h: short sounds for what happens in a game.
 *
 * The player listens to a game and plays a sound of the GResource
 * (data/sounds, made by data/sounds/make-sounds.sh) for a tile put down,
 * a figure put down, a feature scored, a bonus tile earned, a person's
 * turn coming and the end of the game, through GtkMediaFile, which never
 * blocks.  Nothing plays while the player is not enabled (the setting
 * "sounds") or while the desktop turns event sounds off
 * (org.gnome.desktop.sound event-sounds, where that schema is installed).
 */
#pragma once

#include <gtk/gtk.h>

#include "hg-game.h"

G_BEGIN_DECLS

typedef enum {
  HG_SOUND_TILE_PLACED,
  HG_SOUND_FIGURE_PLACED,
  HG_SOUND_FEATURE_SCORED,
  HG_SOUND_BONUS_TILE,
  HG_SOUND_YOUR_TURN,
  HG_SOUND_GAME_OVER,
  HG_N_SOUNDS
} HgSound;

#define HG_TYPE_SOUND_PLAYER (hg_sound_player_get_type ())

G_DECLARE_FINAL_TYPE (HgSoundPlayer, hg_sound_player, HG, SOUND_PLAYER, GObject)

HgSoundPlayer *hg_sound_player_new           (void);

void           hg_sound_player_set_game      (HgSoundPlayer *self,
                                              HgGame        *game);
gboolean       hg_sound_player_get_enabled   (HgSoundPlayer *self);
void           hg_sound_player_set_enabled   (HgSoundPlayer *self,
                                              gboolean       enabled);

/* Plays @sound, unless sounds are off (then nothing happens); emits
 * HgSoundPlayer::played with its name when it plays. */
void           hg_sound_player_play          (HgSoundPlayer *self,
                                              HgSound        sound);

/* The name of @sound ("tile-placed"), and its file in the GResource. */
const char    *hg_sound_get_name             (HgSound        sound);
char          *hg_sound_get_resource_path    (HgSound        sound);

G_END_DECLS
