/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-feature-text.h: the one line that tells a player about a feature of
 * the board (an HgFeatureInfo from the engine): its kind and size, open
 * or complete, who holds it with how many figures and what it is worth.
 *
 *   Forest of 3 segments, open — Ana holds it with 1 gatherer — 6 points when complete
 *   Meadow of 4 segments — 3 deer − 1 tiger, 2 mammoths — worth 8 points at the end — nobody holds it
 *   River system — 4 fish — Ben has 1 hut
 */
#pragma once

#include <glib.h>

#include "hg-engine.h"

G_BEGIN_DECLS

/* The line for @info.  @role is the figure the player is about to put
 * (HG_ROLE_NONE when only reading the board): a hut is told about the
 * river system it would stand in, the other roles about the feature,
 * named first.  Read without a role, a river or a lake also tells of its
 * river system.  @names are the players' names by seat.  Free with
 * g_free(). */
char *hg_feature_text_describe (const HgFeatureInfo *info,
                                HgRole               role,
                                const char * const  *names,
                                guint                n_names);

G_END_DECLS
