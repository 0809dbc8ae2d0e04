/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-move-record.c: one move of a game's history. */

#include "config.h"

#include "hg-game-private.h"
#include "hg-move-record-private.h"
#include "hg-score-event-private.h"


struct _HgMoveRecord
{
  GObject      parent_instance;

  guint        number;
  guint        seat;
  guint        tile;
  gboolean     is_bonus;
  HgMove       move;
  GListStore  *scores;         /* HgScoreEvent */
  int          bonus_tile;
  HgZoneRef   *gold_forest;
  guint        n_gold_forest;
  guint        gold_forest_tiles;
  GArray      *discards;       /* HgDiscard: the ones before first */
  guint        n_discards_before;
  gboolean     is_last;
  char        *text;
};

G_DEFINE_FINAL_TYPE (HgMoveRecord, hg_move_record, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_SEAT,
  PROP_TILE,
  PROP_IS_BONUS,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hg_move_record_finalize (GObject *object)
{
  HgMoveRecord *self = HG_MOVE_RECORD (object);

  g_clear_object (&self->scores);
  g_clear_pointer (&self->discards, g_array_unref);
  g_free (self->gold_forest);
  g_free (self->text);

  G_OBJECT_CLASS (hg_move_record_parent_class)->finalize (object);
}

static void
hg_move_record_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  HgMoveRecord *self = HG_MOVE_RECORD (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_SEAT:
      g_value_set_uint (value, self->seat);
      break;
    case PROP_TILE:
      g_value_set_uint (value, self->tile);
      break;
    case PROP_IS_BONUS:
      g_value_set_boolean (value, self->is_bonus);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_move_record_class_init (HgMoveRecordClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hg_move_record_finalize;
  object_class->get_property = hg_move_record_get_property;

  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_SEAT] = g_param_spec_uint ("seat", NULL, NULL, 0, HG_MAX_PLAYERS - 1, 0, flags);
  properties[PROP_TILE] = g_param_spec_uint ("tile", NULL, NULL, 0, HG_N_TILES - 1, 0, flags);
  properties[PROP_IS_BONUS] = g_param_spec_boolean ("is-bonus", NULL, NULL, FALSE, flags);
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hg_move_record_init (HgMoveRecord *self)
{
  self->scores = g_list_store_new (HG_TYPE_SCORE_EVENT);
  self->discards = g_array_new (FALSE, FALSE, sizeof (HgDiscard));
  self->bonus_tile = -1;
}

/* Private API ------------------------------------------------------------ */

HgMoveRecord *
hg_move_record_new (guint         number,
                    guint         seat,
                    guint         tile,
                    gboolean      is_bonus,
                    const HgMove *move)
{
  HgMoveRecord *self;

  g_return_val_if_fail (move != NULL, NULL);

  self = g_object_new (HG_TYPE_MOVE_RECORD, NULL);
  self->number = number;
  self->seat = seat;
  self->tile = tile;
  self->is_bonus = is_bonus;
  self->move = *move;
  return self;
}

void
hg_move_record_add_score (HgMoveRecord *self,
                          HgScoreEvent *event)
{
  g_return_if_fail (HG_IS_MOVE_RECORD (self));
  g_return_if_fail (HG_IS_SCORE_EVENT (event));

  g_list_store_append (self->scores, event);
}

void
hg_move_record_add_discard (HgMoveRecord *self,
                            guint         tile,
                            guint         seat,
                            gboolean      before)
{
  HgDiscard d = { (guint8) tile, (guint8) seat };

  g_return_if_fail (HG_IS_MOVE_RECORD (self));

  if (before)
    g_array_insert_val (self->discards, self->n_discards_before++, d);
  else
    g_array_append_val (self->discards, d);
}

void
hg_move_record_set_bonus (HgMoveRecord *self,
                          guint         tile)
{
  g_return_if_fail (HG_IS_MOVE_RECORD (self));

  self->bonus_tile = (int) tile;
}

void
hg_move_record_set_gold_forest (HgMoveRecord    *self,
                                const HgZoneRef *zones,
                                guint            n_zones,
                                guint            n_tiles)
{
  g_return_if_fail (HG_IS_MOVE_RECORD (self));

  /* One tile may complete two forests with gold; the bonus is one. */
  if (self->gold_forest != NULL || n_zones == 0)
    return;
  self->gold_forest = g_memdup2 (zones, sizeof (HgZoneRef) * n_zones);
  self->n_gold_forest = n_zones;
  self->gold_forest_tiles = n_tiles;
}

void
hg_move_record_set_is_last (HgMoveRecord *self)
{
  g_return_if_fail (HG_IS_MOVE_RECORD (self));

  self->is_last = TRUE;
}

void
hg_move_record_take_text (HgMoveRecord *self,
                          char         *text)
{
  g_return_if_fail (HG_IS_MOVE_RECORD (self));

  g_free (self->text);
  self->text = text;
}

guint
hg_move_record_get_n_discards_before (HgMoveRecord *self)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), 0);
  return self->n_discards_before;
}

guint
hg_move_record_get_gold_forest_tiles (HgMoveRecord *self)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), 0);
  return self->gold_forest_tiles;
}

/* Public API ------------------------------------------------------------- */

guint
hg_move_record_get_number (HgMoveRecord *self)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), 0);
  return self->number;
}

guint
hg_move_record_get_seat (HgMoveRecord *self)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), 0);
  return self->seat;
}

guint
hg_move_record_get_tile (HgMoveRecord *self)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), 0);
  return self->tile;
}

gboolean
hg_move_record_get_is_bonus (HgMoveRecord *self)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), FALSE);
  return self->is_bonus;
}

const HgMove *
hg_move_record_get_move (HgMoveRecord *self)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), NULL);
  return &self->move;
}

GListModel *
hg_move_record_get_scores (HgMoveRecord *self)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), NULL);
  return G_LIST_MODEL (self->scores);
}

guint
hg_move_record_get_points (HgMoveRecord *self,
                           guint         seat)
{
  guint points = 0;

  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), 0);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->scores)); i++)
    {
      g_autoptr(HgScoreEvent) event = g_list_model_get_item (G_LIST_MODEL (self->scores), i);

      if (hg_score_event_get_seats (event) & (1u << seat))
        points += hg_score_event_get_points (event);
    }
  return points;
}

int
hg_move_record_get_bonus_tile (HgMoveRecord *self)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), -1);
  return self->bonus_tile;
}

const HgZoneRef *
hg_move_record_get_gold_forest (HgMoveRecord *self,
                                guint        *n_zones)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), NULL);
  g_return_val_if_fail (n_zones != NULL, NULL);

  *n_zones = self->n_gold_forest;
  return self->gold_forest;
}

guint
hg_move_record_get_n_discards (HgMoveRecord *self)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), 0);
  return self->discards->len;
}

void
hg_move_record_get_discard (HgMoveRecord *self,
                            guint         index,
                            guint        *tile,
                            guint        *seat)
{
  const HgDiscard *d;

  g_return_if_fail (HG_IS_MOVE_RECORD (self));
  g_return_if_fail (index < self->discards->len);

  d = &g_array_index (self->discards, HgDiscard, index);
  if (tile != NULL)
    *tile = d->tile;
  if (seat != NULL)
    *seat = d->seat;
}

gboolean
hg_move_record_get_is_last (HgMoveRecord *self)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), FALSE);
  return self->is_last;
}

const char *
hg_move_record_get_text (HgMoveRecord *self)
{
  g_return_val_if_fail (HG_IS_MOVE_RECORD (self), NULL);
  return self->text;
}

/* Collecting a move's events -------------------------------------------- */

void
hg_move_collector_init (HgMoveCollector *c,
                        HgGame          *game,
                        HgMoveRecord    *record)
{
  c->game = game;
  c->record = record;
  c->move = record != NULL ? hg_move_record_get_number (record) : 0;
  c->scored = g_ptr_array_new_with_free_func (g_object_unref);
  c->discards = g_array_new (FALSE, FALSE, sizeof (HgDiscard));
  c->bonus_tile = -1;
}

void
hg_move_collector_clear (HgMoveCollector *c)
{
  g_clear_pointer (&c->scored, g_ptr_array_unref);
  g_clear_pointer (&c->discards, g_array_unref);
}

void
hg_move_collector_event_cb (const HgEvent *event,
                            gpointer       user_data)
{
  HgMoveCollector *c = user_data;

  switch (event->type)
    {
    case HG_EVENT_SCORE:
      if (c->record != NULL && event->kind == HG_SCORE_FOREST && event->gold > 0)
        hg_move_record_set_gold_forest (c->record, event->zones, event->n_zones,
                                        hg_zones_count_tiles (event->zones, event->n_zones));
      if (event->seats != 0 && event->points > 0)
        {
          g_autofree char *text = NULL;
          HgScoreEvent *scored;

          text = hg_game_describe_score (c->game, event->kind, event->seats, event->points,
                                         hg_zones_count_tiles (event->zones, event->n_zones));
          scored = hg_score_event_new (event, c->move, event->kind >= HG_SCORE_HUTS, text);
          g_ptr_array_add (c->scored, scored);
          if (c->record != NULL)
            hg_move_record_add_score (c->record, scored);
        }
      break;

    case HG_EVENT_DISCARD:
      {
        HgDiscard d = { event->tile, event->seat };

        g_array_append_val (c->discards, d);
        if (c->record != NULL)
          hg_move_record_add_discard (c->record, event->tile, event->seat, FALSE);
      }
      break;

    case HG_EVENT_BONUS:
      c->bonus_tile = event->tile;
      if (c->record != NULL)
        hg_move_record_set_bonus (c->record, event->tile);
      break;

    case HG_EVENT_GAME_OVER:
      if (c->record != NULL)
        hg_move_record_set_is_last (c->record);
      break;

    default:
      break;
    }
}
