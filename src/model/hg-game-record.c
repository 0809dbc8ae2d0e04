/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-record.c: one finished game of the records. */

#include "config.h"

#include <string.h>

#include "hg-game-record-private.h"

struct _HgGameRecord
{
  GObject           parent_instance;

  HgGameRecordData  data;
};

G_DEFINE_FINAL_TYPE (HgGameRecord, hg_game_record, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_DATE,
  PROP_FILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hg_game_record_finalize (GObject *object)
{
  HgGameRecord *self = HG_GAME_RECORD (object);

  hg_game_record_data_clear (&self->data);

  G_OBJECT_CLASS (hg_game_record_parent_class)->finalize (object);
}

static void
hg_game_record_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  HgGameRecord *self = HG_GAME_RECORD (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->data.id);
      break;
    case PROP_DATE:
      g_value_set_boxed (value, self->data.date);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->data.file);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_game_record_class_init (HgGameRecordClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hg_game_record_finalize;
  object_class->get_property = hg_game_record_get_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DATE] =
    g_param_spec_boxed ("date", NULL, NULL, G_TYPE_DATE_TIME,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hg_game_record_init (HgGameRecord *self)
{
}

/* Private API ------------------------------------------------------------ */

HgGameRecord *
hg_game_record_new (HgGameRecordData *data)
{
  HgGameRecord *self;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (data->id != NULL && data->date != NULL && data->file != NULL, NULL);
  g_return_val_if_fail (data->n_players >= HG_MIN_PLAYERS && data->n_players <= HG_MAX_PLAYERS, NULL);
  g_return_val_if_fail (data->winners != 0, NULL);
  for (guint seat = 0; seat < data->n_players; seat++)
    g_return_val_if_fail ((guint) data->levels[seat] < HG_N_LEVELS, NULL);

  self = g_object_new (HG_TYPE_GAME_RECORD, NULL);
  self->data = *data;
  memset (data, 0, sizeof *data);
  return self;
}

void
hg_game_record_data_from_game (HgGameRecordData *data,
                               HgGame           *game,
                               const char       *id,
                               GDateTime        *date,
                               GFile            *file)
{
  const HgState *state;

  g_return_if_fail (data != NULL);
  g_return_if_fail (HG_IS_GAME (game));
  g_return_if_fail (id != NULL && date != NULL && G_IS_FILE (file));

  state = hg_game_get_state (game);
  memset (data, 0, sizeof *data);
  data->id = g_strdup (id);
  data->date = g_date_time_to_utc (date);
  data->n_players = hg_game_get_n_players (game);
  for (guint seat = 0; seat < data->n_players; seat++)
    {
      HgPlayer *player = hg_game_get_player (game, seat);

      data->names[seat] = g_strdup (hg_player_get_name (player));
      data->colours[seat] = g_strdup (hg_player_get_colour (player));
      data->levels[seat] = hg_player_get_level (player);
      data->scores[seat] = hg_state_get_score (state, seat);
    }
  data->winners = hg_state_get_winners (state);
  data->file = g_object_ref (file);
}

void
hg_game_record_data_clear (HgGameRecordData *data)
{
  g_return_if_fail (data != NULL);

  g_clear_pointer (&data->id, g_free);
  g_clear_pointer (&data->date, g_date_time_unref);
  for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
    {
      g_clear_pointer (&data->names[seat], g_free);
      g_clear_pointer (&data->colours[seat], g_free);
    }
  g_clear_object (&data->file);
  memset (data, 0, sizeof *data);
}

/* Public API ------------------------------------------------------------- */

const char *
hg_game_record_get_id (HgGameRecord *self)
{
  g_return_val_if_fail (HG_IS_GAME_RECORD (self), NULL);

  return self->data.id;
}

GDateTime *
hg_game_record_get_date (HgGameRecord *self)
{
  g_return_val_if_fail (HG_IS_GAME_RECORD (self), NULL);

  return self->data.date;
}

guint
hg_game_record_get_n_players (HgGameRecord *self)
{
  g_return_val_if_fail (HG_IS_GAME_RECORD (self), 0);

  return self->data.n_players;
}

const char *
hg_game_record_get_name (HgGameRecord *self,
                         guint         seat)
{
  g_return_val_if_fail (HG_IS_GAME_RECORD (self), NULL);
  g_return_val_if_fail (seat < self->data.n_players, NULL);

  return self->data.names[seat];
}

const char *
hg_game_record_get_colour (HgGameRecord *self,
                           guint         seat)
{
  g_return_val_if_fail (HG_IS_GAME_RECORD (self), NULL);
  g_return_val_if_fail (seat < self->data.n_players, NULL);

  return self->data.colours[seat];
}

HgLevel
hg_game_record_get_level (HgGameRecord *self,
                          guint         seat)
{
  g_return_val_if_fail (HG_IS_GAME_RECORD (self), HG_LEVEL_HUMAN);
  g_return_val_if_fail (seat < self->data.n_players, HG_LEVEL_HUMAN);

  return self->data.levels[seat];
}

guint
hg_game_record_get_score (HgGameRecord *self,
                          guint         seat)
{
  g_return_val_if_fail (HG_IS_GAME_RECORD (self), 0);
  g_return_val_if_fail (seat < self->data.n_players, 0);

  return self->data.scores[seat];
}

guint8
hg_game_record_get_winners (HgGameRecord *self)
{
  g_return_val_if_fail (HG_IS_GAME_RECORD (self), 0);

  return self->data.winners;
}

GFile *
hg_game_record_get_file (HgGameRecord *self)
{
  g_return_val_if_fail (HG_IS_GAME_RECORD (self), NULL);

  return self->data.file;
}
