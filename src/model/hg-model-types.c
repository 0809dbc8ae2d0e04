/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-model-types.c: GTypes for the engine's plain values. */

#include "config.h"

#include <glib/gi18n.h>

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
  G_DEFINE_ENUM_VALUE (HG_LEVEL_HARD, "hard"),
  G_DEFINE_ENUM_VALUE (HG_LEVEL_EXPERT, "expert"))

G_STATIC_ASSERT (HG_N_LEVELS == HG_LEVEL_EXPERT + 1);

G_DEFINE_BOXED_TYPE (HgMove, hg_move, hg_move_copy, hg_move_free)

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

G_DEFINE_BOXED_TYPE (HgFeatureInfo, hg_feature_info, hg_feature_info_copy, hg_feature_info_free)

HgFeatureInfo *
hg_feature_info_copy (const HgFeatureInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return g_memdup2 (info, sizeof *info);
}

void
hg_feature_info_free (HgFeatureInfo *info)
{
  g_free (info);
}

/* The names are the enum types' nicks. */
static const char *
enum_to_nick (GType type,
              int   value)
{
  GEnumClass *klass = g_type_class_ref (type);
  GEnumValue *v = g_enum_get_value (klass, value);

  /* The classes of these static types are never freed. */
  g_type_class_unref (klass);
  return v != NULL ? v->value_nick : NULL;
}

const char *
hg_phase_to_string (HgPhase phase)
{
  const char *nick = enum_to_nick (HG_TYPE_PHASE, phase);

  g_return_val_if_fail (nick != NULL, NULL);
  return nick;
}

const char *
hg_score_kind_to_string (HgScoreKind kind)
{
  const char *nick = enum_to_nick (HG_TYPE_SCORE_KIND, kind);

  g_return_val_if_fail (nick != NULL, NULL);
  return nick;
}

const char *
hg_level_to_string (HgLevel level)
{
  const char *nick = enum_to_nick (HG_TYPE_LEVEL, level);

  g_return_val_if_fail (nick != NULL, NULL);
  return nick;
}

gboolean
hg_level_from_string (const char *text,
                      HgLevel    *level)
{
  GEnumClass *klass;
  GEnumValue *v;

  g_return_val_if_fail (text != NULL, FALSE);

  klass = g_type_class_ref (HG_TYPE_LEVEL);
  v = g_enum_get_value_by_nick (klass, text);
  if (v != NULL && level != NULL)
    *level = (HgLevel) v->value;
  g_type_class_unref (klass);

  return v != NULL;
}

const char *
hg_level_to_label (HgLevel level)
{
  switch (level)
    {
    case HG_LEVEL_HUMAN:  return _("Person");
    case HG_LEVEL_RANDOM: return _("Computer (random moves)");
    case HG_LEVEL_EASY:   return _("Computer (easy)");
    case HG_LEVEL_MEDIUM: return _("Computer (medium)");
    case HG_LEVEL_HARD:   return _("Computer (hard)");
    case HG_LEVEL_EXPERT: return _("Computer (expert)");
    default:              g_return_val_if_reached ("");
    }
}
