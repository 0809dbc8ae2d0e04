/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-model-types.c: GTypes for the engine's plain values. */

#include "config.h"

#include <string.h>

#include "hg-model-types.h"

G_DEFINE_ENUM_TYPE (HgPhase, hg_phase,
  G_DEFINE_ENUM_VALUE (HG_PHASE_TILE, "tile"),
  G_DEFINE_ENUM_VALUE (HG_PHASE_BONUS, "bonus"),
  G_DEFINE_ENUM_VALUE (HG_PHASE_OVER, "over"))

G_DEFINE_ENUM_TYPE (HgScoreKind, hg_score_kind,
  G_DEFINE_ENUM_VALUE (HG_SCORE_FOREST, "forest"),
  G_DEFINE_ENUM_VALUE (HG_SCORE_RIVER, "river"),
  G_DEFINE_ENUM_VALUE (HG_SCORE_HUTS, "huts"),
  G_DEFINE_ENUM_VALUE (HG_SCORE_HUNTERS, "hunters"))

G_DEFINE_ENUM_TYPE (HgLevel, hg_level,
  G_DEFINE_ENUM_VALUE (HG_LEVEL_HUMAN, "human"),
  G_DEFINE_ENUM_VALUE (HG_LEVEL_RANDOM, "random"),
  G_DEFINE_ENUM_VALUE (HG_LEVEL_EASY, "easy"),
  G_DEFINE_ENUM_VALUE (HG_LEVEL_MEDIUM, "medium"),
  G_DEFINE_ENUM_VALUE (HG_LEVEL_HARD, "hard"))

G_DEFINE_BOXED_TYPE (HgMove, hg_move, hg_move_copy, hg_move_free)

static const char * const phase_names[] = { "tile", "bonus", "over" };
static const char * const kind_names[] = { "forest", "river", "huts", "hunters" };
static const char * const level_names[] = { "human", "random", "easy", "medium", "hard" };

HgMove *
hg_move_copy (const HgMove *move)
{
  g_return_val_if_fail (move != NULL, NULL);

  return g_memdup2 (move, sizeof *move);
}

void
hg_move_free (HgMove *move)
{
  g_free (move);
}

const char *
hg_phase_to_string (HgPhase phase)
{
  g_return_val_if_fail ((guint) phase < G_N_ELEMENTS (phase_names), NULL);

  return phase_names[phase];
}

const char *
hg_score_kind_to_string (HgScoreKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kind_names), NULL);

  return kind_names[kind];
}

const char *
hg_level_to_string (HgLevel level)
{
  g_return_val_if_fail ((guint) level < G_N_ELEMENTS (level_names), NULL);

  return level_names[level];
}

gboolean
hg_level_from_string (const char *text,
                      HgLevel    *level)
{
  g_return_val_if_fail (text != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (level_names); i++)
    if (strcmp (text, level_names[i]) == 0)
      {
        if (level != NULL)
          *level = (HgLevel) i;
        return TRUE;
      }

  return FALSE;
}

gboolean
hg_level_is_available (HgLevel level)
{
  return (guint) level <= HG_LEVEL_HARD;
}
