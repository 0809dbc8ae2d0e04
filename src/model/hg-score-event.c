/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-score-event.c: one entry of a game's scoring log. */

#include "config.h"

#include "hg-model-types.h"
#include "hg-score-event-private.h"

struct _HgScoreEvent
{
  GObject      parent_instance;

  guint        move;
  guint        turn;
  HgScoreKind  kind;
  guint8       seats;
  guint        points;
  gboolean     is_final;
  guint        n_zones;
  HgZoneRef   *zones;
  guint        n_tiles;
  char        *text;
};

G_DEFINE_FINAL_TYPE (HgScoreEvent, hg_score_event, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MOVE,
  PROP_TURN,
  PROP_KIND,
  PROP_SEATS,
  PROP_POINTS,
  PROP_IS_FINAL,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hg_score_event_finalize (GObject *object)
{
  HgScoreEvent *self = HG_SCORE_EVENT (object);

  g_free (self->zones);
  g_free (self->text);

  G_OBJECT_CLASS (hg_score_event_parent_class)->finalize (object);
}

static void
hg_score_event_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  HgScoreEvent *self = HG_SCORE_EVENT (object);

  switch (prop_id)
    {
    case PROP_MOVE:
      g_value_set_uint (value, self->move);
      break;
    case PROP_TURN:
      g_value_set_uint (value, self->turn);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_SEATS:
      g_value_set_uint (value, self->seats);
      break;
    case PROP_POINTS:
      g_value_set_uint (value, self->points);
      break;
    case PROP_IS_FINAL:
      g_value_set_boolean (value, self->is_final);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_score_event_class_init (HgScoreEventClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hg_score_event_finalize;
  object_class->get_property = hg_score_event_get_property;

  properties[PROP_MOVE] = g_param_spec_uint ("move", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_TURN] = g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, HG_TYPE_SCORE_KIND,
                                             HG_SCORE_FOREST, flags);
  properties[PROP_SEATS] = g_param_spec_uint ("seats", NULL, NULL, 0, 0xff, 0, flags);
  properties[PROP_POINTS] = g_param_spec_uint ("points", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_IS_FINAL] = g_param_spec_boolean ("is-final", NULL, NULL, FALSE, flags);
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hg_score_event_init (HgScoreEvent *self)
{
}

guint
hg_zones_count_tiles (const HgZoneRef *zones,
                      guint            n_zones)
{
  guint n = 0;

  for (guint i = 0; i < n_zones; i++)
    {
      gboolean seen = FALSE;

      for (guint j = 0; j < i && !seen; j++)
        seen = zones[j].x == zones[i].x && zones[j].y == zones[i].y;
      if (!seen)
        n++;
    }
  return n;
}

HgScoreEvent *
hg_score_event_new (const HgEvent *event,
                    guint          move,
                    gboolean       is_final,
                    const char    *text)
{
  HgScoreEvent *self;

  g_return_val_if_fail (event != NULL, NULL);
  g_return_val_if_fail (event->type == HG_EVENT_SCORE, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  self = g_object_new (HG_TYPE_SCORE_EVENT, NULL);
  self->move = move;
  self->turn = event->turn;
  self->kind = event->kind;
  self->seats = event->seats;
  self->points = event->points;
  self->is_final = is_final;
  self->n_zones = event->zones != NULL ? event->n_zones : 0;
  if (self->n_zones > 0)
    self->zones = g_memdup2 (event->zones, sizeof (HgZoneRef) * self->n_zones);
  self->n_tiles = hg_zones_count_tiles (self->zones, self->n_zones);
  self->text = g_strdup (text);

  return self;
}

guint
hg_score_event_get_move (HgScoreEvent *self)
{
  g_return_val_if_fail (HG_IS_SCORE_EVENT (self), 0);
  return self->move;
}

guint
hg_score_event_get_turn (HgScoreEvent *self)
{
  g_return_val_if_fail (HG_IS_SCORE_EVENT (self), 0);
  return self->turn;
}

HgScoreKind
hg_score_event_get_kind (HgScoreEvent *self)
{
  g_return_val_if_fail (HG_IS_SCORE_EVENT (self), HG_SCORE_FOREST);
  return self->kind;
}

guint8
hg_score_event_get_seats (HgScoreEvent *self)
{
  g_return_val_if_fail (HG_IS_SCORE_EVENT (self), 0);
  return self->seats;
}

guint
hg_score_event_get_points (HgScoreEvent *self)
{
  g_return_val_if_fail (HG_IS_SCORE_EVENT (self), 0);
  return self->points;
}

gboolean
hg_score_event_get_is_final (HgScoreEvent *self)
{
  g_return_val_if_fail (HG_IS_SCORE_EVENT (self), FALSE);
  return self->is_final;
}

const HgZoneRef *
hg_score_event_get_zones (HgScoreEvent *self,
                          guint        *n_zones)
{
  g_return_val_if_fail (HG_IS_SCORE_EVENT (self), NULL);
  g_return_val_if_fail (n_zones != NULL, NULL);

  *n_zones = self->n_zones;
  return self->zones;
}

guint
hg_score_event_get_n_tiles (HgScoreEvent *self)
{
  g_return_val_if_fail (HG_IS_SCORE_EVENT (self), 0);
  return self->n_tiles;
}

const char *
hg_score_event_get_text (HgScoreEvent *self)
{
  g_return_val_if_fail (HG_IS_SCORE_EVENT (self), NULL);
  return self->text;
}

char *
hg_score_event_to_string (HgScoreEvent *self)
{
  GString *s;
  gboolean first = TRUE;

  g_return_val_if_fail (HG_IS_SCORE_EVENT (self), NULL);

  s = g_string_new (NULL);
  g_string_append_printf (s, "%u ", self->turn);
  for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
    if (self->seats & (1u << seat))
      {
        g_string_append_printf (s, first ? "%u" : ",%u", seat);
        first = FALSE;
      }
  g_string_append_printf (s, " %u %s", self->points,
                          hg_score_kind_to_string (self->kind));

  return g_string_free (s, FALSE);
}
