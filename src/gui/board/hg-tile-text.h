/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-text.h: a tile in words, as it lies in a rotation, for people
 * who do not see it: its four sides and what lies on it, and its zones
 * named by kind and side ("the north meadow"), so that a figure spot is
 * "hunter in the north meadow".  Sides are named as they are shown: north
 * is up on the screen. */
#pragma once

#include <glib.h>

#include "hg-engine.h"

G_BEGIN_DECLS

/* "North forest, east meadow, south river, west meadow; 2 deer, 3 fish,
 * gold."  Free with g_free(). */
char *hg_tile_text_describe  (const HgTile *tile,
                              guint         rot);

/* Zone @zone of @tile in rotation @rot: "the north meadow", "the north
 * and east forest", "the lake".  Free with g_free(). */
char *hg_tile_text_zone      (const HgTile *tile,
                              guint         rot,
                              guint         zone);

/* A figure of @role on zone @zone: "hunter in the north meadow",
 * "hut by the lake".  Free with g_free(). */
char *hg_tile_text_spot      (const HgTile *tile,
                              guint         rot,
                              guint         zone,
                              HgRole        role);

G_END_DECLS
