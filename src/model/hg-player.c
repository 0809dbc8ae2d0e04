/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-player.c: one seat of a game. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-game.h"
#include "hg-player-private.h"

struct _HgPlayer
{
  GObject  parent_instance;

  guint    seat;
  char    *name;
  char    *colour;
  HgLevel  level;
  guint    score;
  guint    members;
  guint    huts;
};

G_DEFINE_FINAL_TYPE (HgPlayer, hg_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SEAT,
  PROP_NAME,
  PROP_COLOUR,
  PROP_SCORE,
  PROP_MEMBERS,
  PROP_HUTS,
  PROP_IS_COMPUTER,
  PROP_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char * const default_colours[HG_N_DEFAULT_COLOURS] = {
  "#d55e00",  /* vermilion */
  "#0072b2",  /* blue */
  "#f0e442",  /* yellow */
  "#cc79a7",  /* reddish purple */
  "#ffffff",  /* white */
};

const char *
hg_player_default_colour (guint seat)
{
  return default_colours[seat % HG_N_DEFAULT_COLOURS];
}

gboolean
hg_colour_is_valid (const char *colour)
{
  if (colour == NULL || colour[0] != '#')
    return FALSE;
  for (guint i = 1; i < 7; i++)
    if (!g_ascii_isxdigit (colour[i]))
      return FALSE;
  return colour[7] == '\0';
}

static void
hg_player_finalize (GObject *object)
{
  HgPlayer *self = HG_PLAYER (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->colour, g_free);

  G_OBJECT_CLASS (hg_player_parent_class)->finalize (object);
}

static void
hg_player_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  HgPlayer *self = HG_PLAYER (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      g_value_set_uint (value, self->seat);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_COLOUR:
      g_value_set_string (value, self->colour);
      break;
    case PROP_SCORE:
      g_value_set_uint (value, self->score);
      break;
    case PROP_MEMBERS:
      g_value_set_uint (value, self->members);
      break;
    case PROP_HUTS:
      g_value_set_uint (value, self->huts);
      break;
    case PROP_IS_COMPUTER:
      g_value_set_boolean (value, self->level != HG_LEVEL_HUMAN);
      break;
    case PROP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_player_class_init (HgPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hg_player_finalize;
  object_class->get_property = hg_player_get_property;

  properties[PROP_SEAT] =
    g_param_spec_uint ("seat", NULL, NULL, 0, HG_MAX_PLAYERS - 1, 0, flags);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_COLOUR] =
    g_param_spec_string ("colour", NULL, NULL, NULL, flags);
  properties[PROP_SCORE] =
    g_param_spec_uint ("score", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_MEMBERS] =
    g_param_spec_uint ("members", NULL, NULL, 0, HG_MEMBERS, HG_MEMBERS, flags);
  properties[PROP_HUTS] =
    g_param_spec_uint ("huts", NULL, NULL, 0, HG_HUTS, HG_HUTS, flags);
  properties[PROP_IS_COMPUTER] =
    g_param_spec_boolean ("is-computer", NULL, NULL, FALSE, flags);
  properties[PROP_LEVEL] =
    g_param_spec_enum ("level", NULL, NULL, HG_TYPE_LEVEL, HG_LEVEL_HUMAN, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hg_player_init (HgPlayer *self)
{
  self->members = HG_MEMBERS;
  self->huts = HG_HUTS;
}

HgPlayer *
hg_player_new (guint       seat,
               const char *name,
               const char *colour,
               HgLevel     level)
{
  HgPlayer *self;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (colour != NULL, NULL);

  self = g_object_new (HG_TYPE_PLAYER, NULL);
  self->seat = seat;
  self->name = g_strdup (name);
  self->colour = g_ascii_strdown (colour, -1);
  self->level = level;

  return self;
}

void
hg_player_update (HgPlayer *self,
                  guint     score,
                  guint     members,
                  guint     huts)
{
  g_return_if_fail (HG_IS_PLAYER (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (self->score != score)
    {
      self->score = score;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE]);
    }
  if (self->members != members)
    {
      self->members = members;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MEMBERS]);
    }
  if (self->huts != huts)
    {
      self->huts = huts;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HUTS]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

guint
hg_player_get_seat (HgPlayer *self)
{
  g_return_val_if_fail (HG_IS_PLAYER (self), 0);
  return self->seat;
}

const char *
hg_player_get_name (HgPlayer *self)
{
  g_return_val_if_fail (HG_IS_PLAYER (self), NULL);
  return self->name;
}

const char *
hg_player_get_colour (HgPlayer *self)
{
  g_return_val_if_fail (HG_IS_PLAYER (self), NULL);
  return self->colour;
}

guint
hg_player_get_score (HgPlayer *self)
{
  g_return_val_if_fail (HG_IS_PLAYER (self), 0);
  return self->score;
}

guint
hg_player_get_members (HgPlayer *self)
{
  g_return_val_if_fail (HG_IS_PLAYER (self), 0);
  return self->members;
}

guint
hg_player_get_huts (HgPlayer *self)
{
  g_return_val_if_fail (HG_IS_PLAYER (self), 0);
  return self->huts;
}

gboolean
hg_player_get_is_computer (HgPlayer *self)
{
  g_return_val_if_fail (HG_IS_PLAYER (self), FALSE);
  return self->level != HG_LEVEL_HUMAN;
}

HgLevel
hg_player_get_level (HgPlayer *self)
{
  g_return_val_if_fail (HG_IS_PLAYER (self), HG_LEVEL_HUMAN);
  return self->level;
}

/* The controls of the direction of text (Unicode's Bidi_Control): marks,
 * embeddings, overrides and isolates. */
static gboolean
is_direction_control (gunichar c)
{
  return c == 0x061c || c == 0x200e || c == 0x200f ||
         (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

gboolean
hg_player_check_name (const char  *name,
                      guint        seat,
                      GError     **error)
{
  glong len;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS,
                   _("The name of seat %u is not valid text"), seat);
      return FALSE;
    }

  len = g_utf8_strlen (name, -1);
  if (len < 1 || len > HG_GAME_MAX_NAME)
    {
      g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS,
                   _("The name of seat %u must be 1 to %d characters long"),
                   seat, HG_GAME_MAX_NAME);
      return FALSE;
    }

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      GUnicodeType type = g_unichar_type (c);

      if (g_unichar_iscntrl (c))
        {
          g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS,
                       _("The name of seat %u contains a control character"), seat);
          return FALSE;
        }
      /* A name stands on one line and keeps the words around it in place. */
      if (type == G_UNICODE_LINE_SEPARATOR || type == G_UNICODE_PARAGRAPH_SEPARATOR ||
          is_direction_control (c))
        {
          g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS,
                       _("The name of seat %u contains a line separator or a text direction control"),
                       seat);
          return FALSE;
        }
    }

  return TRUE;
}

/* The scripts written from right to left. */
static const GUnicodeScript rtl_scripts[] = {
  G_UNICODE_SCRIPT_ARABIC, G_UNICODE_SCRIPT_HEBREW, G_UNICODE_SCRIPT_SYRIAC,
  G_UNICODE_SCRIPT_THAANA, G_UNICODE_SCRIPT_NKO, G_UNICODE_SCRIPT_SAMARITAN,
  G_UNICODE_SCRIPT_MANDAIC, G_UNICODE_SCRIPT_ADLAM, G_UNICODE_SCRIPT_HANIFI_ROHINGYA,
  G_UNICODE_SCRIPT_YEZIDI, G_UNICODE_SCRIPT_IMPERIAL_ARAMAIC, G_UNICODE_SCRIPT_PHOENICIAN,
  G_UNICODE_SCRIPT_KHAROSHTHI, G_UNICODE_SCRIPT_OLD_SOUTH_ARABIAN, G_UNICODE_SCRIPT_AVESTAN,
  G_UNICODE_SCRIPT_INSCRIPTIONAL_PARTHIAN, G_UNICODE_SCRIPT_INSCRIPTIONAL_PAHLAVI,
  G_UNICODE_SCRIPT_OLD_TURKIC, G_UNICODE_SCRIPT_CYPRIOT, G_UNICODE_SCRIPT_LYDIAN,
  G_UNICODE_SCRIPT_MEROITIC_CURSIVE, G_UNICODE_SCRIPT_MEROITIC_HIEROGLYPHS,
  G_UNICODE_SCRIPT_OLD_NORTH_ARABIAN, G_UNICODE_SCRIPT_NABATAEAN, G_UNICODE_SCRIPT_PALMYRENE,
  G_UNICODE_SCRIPT_MANICHAEAN, G_UNICODE_SCRIPT_MENDE_KIKAKUI, G_UNICODE_SCRIPT_PSALTER_PAHLAVI,
  G_UNICODE_SCRIPT_OLD_HUNGARIAN, G_UNICODE_SCRIPT_HATRAN, G_UNICODE_SCRIPT_OLD_SOGDIAN,
  G_UNICODE_SCRIPT_SOGDIAN, G_UNICODE_SCRIPT_ELYMAIC, G_UNICODE_SCRIPT_CHORASMIAN,
  G_UNICODE_SCRIPT_OLD_UYGHUR,
};

static gboolean
has_right_to_left (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      GUnicodeScript script = g_unichar_get_script (g_utf8_get_char (p));

      for (guint i = 0; i < G_N_ELEMENTS (rtl_scripts); i++)
        if (script == rtl_scripts[i])
          return TRUE;
    }
  return FALSE;
}

char *
hg_player_name_for_sentence (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);

  /* U+2068 FIRST STRONG ISOLATE, U+2069 POP DIRECTIONAL ISOLATE. */
  if (has_right_to_left (name))
    return g_strconcat ("\u2068", name, "\u2069", NULL);
  return g_strdup (name);
}
