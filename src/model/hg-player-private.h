/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-player-private.h: what HgGame uses to build and update its players. */
#pragma once

#include "hg-player.h"

G_BEGIN_DECLS

HgPlayer *hg_player_new          (guint       seat,
                                  const char *name,
                                  const char *colour,
                                  HgLevel     level);
/* Sets score, members and huts, notifying only what changed. */
void      hg_player_update       (HgPlayer   *self,
                                  guint       score,
                                  guint       members,
                                  guint       huts);

/* Whether @name is 1 to HG_GAME_MAX_NAME characters of UTF-8 without
 * control characters (Unicode's Cc), line or paragraph separators (U+2028,
 * U+2029) or text direction controls (U+061C, U+200E, U+200F, U+202A to
 * U+202E, U+2066 to U+2069); if not, why (HG_GAME_ERROR_BAD_PLAYERS,
 * naming @seat).  Every name that enters a game or a record passes here. */
gboolean  hg_player_check_name   (const char  *name,
                                  guint        seat,
                                  GError     **error);

G_END_DECLS
