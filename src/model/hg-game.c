/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game.c: a game in progress, with its history and redo list, and its
 * scoring log and list of moves. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-game-private.h"
#include "hg-move-record-private.h"
#include "hg-player-private.h"
#include "hg-score-event-private.h"

struct _HgGame
{
  GObject          parent_instance;

  const HgTileSet *tiles;
  HgSetup          setup;
  HgState         *state;
  GArray          *history;   /* HgMove, oldest first */
  GArray          *redo;      /* HgMove, the next to redo LAST */
  GListStore      *events;    /* HgScoreEvent, in the order scored */
  GListStore      *moves;     /* HgMoveRecord, one per move of the history */
  GArray          *start_discards; /* HgDiscard: drawn before the first move */
  GListStore      *players;   /* HgPlayer */

  /* Last notified values of the properties. */
  HgPhase          phase;
  guint            current_player;
  int              tile_in_hand;
  guint            land_left;
  guint            bonus_left;
  gboolean         can_undo;
  gboolean         can_redo;
  gboolean         is_over;
  gboolean         computer_to_move;
};

G_DEFINE_FINAL_TYPE (HgGame, hg_game, G_TYPE_OBJECT)
G_DEFINE_QUARK (hg-game-error-quark, hg_game_error)

enum {
  PROP_0,
  PROP_PHASE,
  PROP_CURRENT_PLAYER,
  PROP_TILE_IN_HAND,
  PROP_LAND_LEFT,
  PROP_BONUS_LEFT,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_IS_OVER,
  PROP_COMPUTER_TO_MOVE,
  N_PROPS
};

enum {
  MOVE_APPLIED,
  SCORED,
  DISCARDED,
  BONUS_EARNED,
  UNDONE,
  REDONE,
  GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Helpers ---------------------------------------------------------------- */

/* Bring the players and the properties in line with the state, notifying
 * only what changed. */
static void
update_from_state (HgGame *self)
{
  HgPhase phase = hg_state_get_phase (self->state);
  guint current_player = hg_state_get_current_player (self->state);
  int tile_in_hand = hg_state_get_tile_in_hand (self->state);
  guint land_left = hg_state_get_land_left (self->state);
  guint bonus_left = hg_state_get_bonus_left (self->state);
  gboolean can_undo = self->history->len > 0;
  gboolean can_redo = self->redo->len > 0;
  gboolean is_over = phase == HG_PHASE_OVER;
  gboolean computer_to_move = FALSE;

  if (!is_over)
    {
      g_autoptr(HgPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->players), current_player);

      computer_to_move = player != NULL && hg_player_get_is_computer (player);
    }

  g_object_freeze_notify (G_OBJECT (self));

  for (guint seat = 0; seat < self->setup.n_players; seat++)
    {
      g_autoptr(HgPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->players), seat);

      hg_player_update (player,
                        hg_state_get_score (self->state, seat),
                        hg_state_get_members (self->state, seat),
                        hg_state_get_huts (self->state, seat));
    }

#define UPDATE(field, prop) \
  if (self->field != field) \
    { \
      self->field = field; \
      g_object_notify_by_pspec (G_OBJECT (self), properties[prop]); \
    }

  UPDATE (phase, PROP_PHASE);
  UPDATE (current_player, PROP_CURRENT_PLAYER);
  UPDATE (tile_in_hand, PROP_TILE_IN_HAND);
  UPDATE (land_left, PROP_LAND_LEFT);
  UPDATE (bonus_left, PROP_BONUS_LEFT);
  UPDATE (can_undo, PROP_CAN_UNDO);
  UPDATE (can_redo, PROP_CAN_REDO);
  UPDATE (is_over, PROP_IS_OVER);
  UPDATE (computer_to_move, PROP_COMPUTER_TO_MOVE);

#undef UPDATE

  g_object_thaw_notify (G_OBJECT (self));
}

/* Plays @move on the state and records it (a new move, @signal_id
 * MOVE_APPLIED, also empties the redo list); on failure nothing
 * changes. */
static gboolean
apply_move (HgGame        *self,
            const HgMove  *move,
            guint          signal_id,
            GError       **error)
{
  g_autoptr(HgMoveRecord) record = NULL;
  gboolean was_over = self->is_over;
  HgMoveCollector c;

  record = hg_move_record_new (self->history->len + 1,
                               hg_state_get_current_player (self->state),
                               (guint) hg_state_get_tile_in_hand (self->state),
                               hg_state_get_phase (self->state) == HG_PHASE_BONUS,
                               move);
  hg_move_collector_init (&c, self, record);
  if (!hg_state_apply (self->state, move, hg_move_collector_event_cb, &c, error))
    {
      hg_move_collector_clear (&c);
      return FALSE;
    }

  if (self->history->len == 0)
    for (guint i = self->start_discards->len; i > 0; i--)
      {
        const HgDiscard *d = &g_array_index (self->start_discards, HgDiscard, i - 1);

        hg_move_record_add_discard (record, d->tile, d->seat, TRUE);
      }
  hg_move_record_take_text (record, hg_game_describe_move (self, record));

  g_array_append_val (self->history, *move);
  if (signal_id == MOVE_APPLIED)
    g_array_set_size (self->redo, 0);
  g_list_store_append (self->moves, record);
  g_list_store_splice (self->events, g_list_model_get_n_items (G_LIST_MODEL (self->events)), 0,
                       c.scored->pdata, c.scored->len);
  update_from_state (self);

  g_signal_emit (self, signals[signal_id], 0, move);
  for (guint i = 0; i < c.scored->len; i++)
    g_signal_emit (self, signals[SCORED], 0, g_ptr_array_index (c.scored, i));
  for (guint i = 0; i < c.discards->len; i++)
    {
      const HgDiscard *d = &g_array_index (c.discards, HgDiscard, i);

      g_signal_emit (self, signals[DISCARDED], 0, (guint) d->tile, (guint) d->seat);
    }
  if (c.bonus_tile >= 0)
    g_signal_emit (self, signals[BONUS_EARNED], 0,
                   hg_move_record_get_seat (record), (guint) c.bonus_tile);
  if (!was_over && self->is_over)
    g_signal_emit (self, signals[GAME_OVER], 0);

  hg_move_collector_clear (&c);
  return TRUE;
}

/* Rebuild the state by replaying the history, after moves were taken
 * back; the log and the list of moves lose the entries of those moves. */
static void
rebuild (HgGame *self)
{
  guint n_events = g_list_model_get_n_items (G_LIST_MODEL (self->events));
  guint n_moves = g_list_model_get_n_items (G_LIST_MODEL (self->moves));
  guint keep = n_events;

  g_clear_pointer (&self->state, hg_state_free);
  self->state = hg_state_new (self->tiles, &self->setup, NULL, NULL);
  for (guint i = 0; i < self->history->len; i++)
    {
      g_autoptr(GError) error = NULL;
      const HgMove *move = &g_array_index (self->history, HgMove, i);

      if (!hg_state_apply (self->state, move, NULL, NULL, &error))
        {
          /* The history was legal when it was played; replaying it must
           * give the same game. */
          g_critical ("Replaying move %u of the history failed: %s", i + 1, error->message);
          g_array_set_size (self->history, i);
          break;
        }
    }

  while (keep > 0)
    {
      g_autoptr(HgScoreEvent) event = g_list_model_get_item (G_LIST_MODEL (self->events), keep - 1);

      if (hg_score_event_get_move (event) <= self->history->len)
        break;
      keep--;
    }
  g_list_store_splice (self->events, keep, n_events - keep, NULL, 0);
  if (n_moves > self->history->len)
    g_list_store_splice (self->moves, self->history->len, n_moves - self->history->len, NULL, 0);
}

/* Moves the last @n moves of the history to the redo list and rebuilds
 * the state once; emits "undone" for each, latest first. */
static void
undo_moves (HgGame *self,
            guint   n)
{
  g_autoptr(GArray) undone = g_array_new (FALSE, FALSE, sizeof (HgMove));

  g_assert (n <= self->history->len);
  for (guint i = 0; i < n; i++)
    {
      HgMove move = g_array_index (self->history, HgMove, self->history->len - 1);

      g_array_set_size (self->history, self->history->len - 1);
      g_array_append_val (self->redo, move);
      g_array_append_val (undone, move);
    }
  rebuild (self);
  update_from_state (self);
  for (guint i = 0; i < undone->len; i++)
    g_signal_emit (self, signals[UNDONE], 0, &g_array_index (undone, HgMove, i));
}

/* GObject ---------------------------------------------------------------- */

static void
hg_game_finalize (GObject *object)
{
  HgGame *self = HG_GAME (object);

  g_clear_pointer (&self->state, hg_state_free);
  g_clear_pointer (&self->history, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  g_clear_object (&self->events);
  g_clear_object (&self->moves);
  g_clear_pointer (&self->start_discards, g_array_unref);
  g_clear_object (&self->players);

  G_OBJECT_CLASS (hg_game_parent_class)->finalize (object);
}

static void
hg_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  HgGame *self = HG_GAME (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_enum (value, self->phase);
      break;
    case PROP_CURRENT_PLAYER:
      g_value_set_uint (value, self->current_player);
      break;
    case PROP_TILE_IN_HAND:
      g_value_set_int (value, self->tile_in_hand);
      break;
    case PROP_LAND_LEFT:
      g_value_set_uint (value, self->land_left);
      break;
    case PROP_BONUS_LEFT:
      g_value_set_uint (value, self->bonus_left);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case PROP_IS_OVER:
      g_value_set_boolean (value, self->is_over);
      break;
    case PROP_COMPUTER_TO_MOVE:
      g_value_set_boolean (value, self->computer_to_move);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_game_class_init (HgGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hg_game_finalize;
  object_class->get_property = hg_game_get_property;

  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL, HG_TYPE_PHASE, HG_PHASE_TILE, flags);
  properties[PROP_CURRENT_PLAYER] =
    g_param_spec_uint ("current-player", NULL, NULL, 0, HG_MAX_PLAYERS - 1, 0, flags);
  properties[PROP_TILE_IN_HAND] =
    g_param_spec_int ("tile-in-hand", NULL, NULL, -1, HG_N_TILES - 1, -1, flags);
  properties[PROP_LAND_LEFT] =
    g_param_spec_uint ("land-left", NULL, NULL, 0, HG_N_LAND_TILES, 0, flags);
  properties[PROP_BONUS_LEFT] =
    g_param_spec_uint ("bonus-left", NULL, NULL, 0, HG_N_BONUS_TILES, 0, flags);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL, FALSE, flags);
  properties[PROP_COMPUTER_TO_MOVE] =
    g_param_spec_boolean ("computer-to-move", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * HgGame::move-applied:
   * @move: (type HgMove): the move just played
   */
  signals[MOVE_APPLIED] =
    g_signal_new ("move-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  HG_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * HgGame::scored:
   * @event: what scored, emitted after move-applied or redone for every
   *   event the move added to the log
   */
  signals[SCORED] =
    g_signal_new ("scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, HG_TYPE_SCORE_EVENT);
  /**
   * HgGame::discarded:
   * @tile: the tile drawn that fitted nowhere and left the game
   * @seat: who drew it
   *
   * Emitted after move-applied or redone (and its scored signals) for
   * every tile the move's draw discarded.
   */
  signals[DISCARDED] =
    g_signal_new ("discarded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * HgGame::bonus-earned:
   * @seat: who earned the bonus tile (and places it next)
   * @tile: the bonus tile
   *
   * Emitted after move-applied or redone when gold in a completed forest
   * brought a bonus tile.
   */
  signals[BONUS_EARNED] =
    g_signal_new ("bonus-earned", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * HgGame::undone:
   * @move: (type HgMove): the move taken back.  The event log may have
   *   become shorter: read it again.
   */
  signals[UNDONE] =
    g_signal_new ("undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  HG_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  signals[REDONE] =
    g_signal_new ("redone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  HG_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hg_game_init (HgGame *self)
{
  self->history = g_array_new (FALSE, FALSE, sizeof (HgMove));
  self->redo = g_array_new (FALSE, FALSE, sizeof (HgMove));
  self->events = g_list_store_new (HG_TYPE_SCORE_EVENT);
  self->moves = g_list_store_new (HG_TYPE_MOVE_RECORD);
  self->start_discards = g_array_new (FALSE, FALSE, sizeof (HgDiscard));
  self->players = g_list_store_new (HG_TYPE_PLAYER);
}

/* Public API ------------------------------------------------------------- */

HgGame *
hg_game_new (const HgSetup      *setup,
             const char * const *names,
             const char * const *colours,
             const HgLevel      *levels,
             GError            **error)
{
  g_autoptr(HgGame) self = NULL;
  const HgTileSet *tiles;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  tiles = hg_tile_set_get_default (error);
  if (tiles == NULL)
    return NULL;
  if (!hg_setup_check (setup, tiles, error))
    return NULL;

  for (guint seat = 0; seat < setup->n_players; seat++)
    {
      if (names != NULL && !hg_player_check_name (names[seat], seat, error))
        return NULL;
      if (colours != NULL && !hg_colour_is_valid (colours[seat]))
        {
          g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS,
                       _("The colour of seat %u is not of the form #rrggbb"), seat);
          return NULL;
        }
      if (levels != NULL && (guint) levels[seat] >= HG_N_LEVELS)
        {
          g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS,
                       _("The computer level of seat %u is not valid"), seat);
          return NULL;
        }
    }

  self = g_object_new (HG_TYPE_GAME, NULL);
  self->tiles = tiles;
  self->setup = *setup;

  for (guint seat = 0; seat < setup->n_players; seat++)
    {
      g_autofree char *default_name = NULL;
      g_autoptr(HgPlayer) player = NULL;

      if (names == NULL)
        /* TRANSLATORS: the default name of a player; %u counts from 1 */
        default_name = g_strdup_printf (_("Player %u"), seat + 1);

      player = hg_player_new (seat,
                              names != NULL ? names[seat] : default_name,
                              colours != NULL ? colours[seat] : hg_player_default_colour (seat),
                              levels != NULL ? levels[seat] : HG_LEVEL_HUMAN);
      g_list_store_append (self->players, player);
    }

  {
    HgMoveCollector c;

    hg_move_collector_init (&c, self, NULL);
    self->state = hg_state_new (self->tiles, &self->setup, hg_move_collector_event_cb, &c);
    g_array_append_vals (self->start_discards, c.discards->data, c.discards->len);
    hg_move_collector_clear (&c);
  }

  /* Take the initial values without notifying anyone (nobody listens yet). */
  self->phase = hg_state_get_phase (self->state);
  self->current_player = hg_state_get_current_player (self->state);
  self->tile_in_hand = hg_state_get_tile_in_hand (self->state);
  self->land_left = hg_state_get_land_left (self->state);
  self->bonus_left = hg_state_get_bonus_left (self->state);
  self->is_over = self->phase == HG_PHASE_OVER;
  update_from_state (self);
  /* No move yet, so no event and no computer to notify about: from here
   * on, only changes are notified. */

  return g_steal_pointer (&self);
}

const HgState *
hg_game_get_state (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  return self->state;
}

const HgSetup *
hg_game_get_setup (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  return &self->setup;
}

GListModel *
hg_game_get_players (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->players);
}

HgPlayer *
hg_game_get_player (HgGame *self,
                    guint   seat)
{
  g_autoptr(HgPlayer) player = NULL;

  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->setup.n_players, NULL);

  /* The list store keeps its own reference. */
  player = g_list_model_get_item (G_LIST_MODEL (self->players), seat);
  return player;
}

guint
hg_game_get_n_players (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), 0);
  return self->setup.n_players;
}

HgPhase
hg_game_get_phase (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), HG_PHASE_OVER);
  return self->phase;
}

guint
hg_game_get_current_player (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), 0);
  return self->current_player;
}

int
hg_game_get_tile_in_hand (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), -1);
  return self->tile_in_hand;
}

guint
hg_game_get_land_left (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), 0);
  return self->land_left;
}

guint
hg_game_get_bonus_left (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), 0);
  return self->bonus_left;
}

gboolean
hg_game_get_can_undo (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), FALSE);
  return self->can_undo;
}

gboolean
hg_game_get_can_redo (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), FALSE);
  return self->can_redo;
}

gboolean
hg_game_get_is_over (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), FALSE);
  return self->is_over;
}

gboolean
hg_game_play (HgGame        *self,
              const HgMove  *move,
              GError       **error)
{
  g_return_val_if_fail (HG_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return apply_move (self, move, MOVE_APPLIED, error);
}

gboolean
hg_game_undo (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), FALSE);

  if (self->history->len == 0)
    return FALSE;

  undo_moves (self, 1);
  return TRUE;
}

gboolean
hg_game_redo (HgGame *self)
{
  g_autoptr(GError) error = NULL;
  HgMove move;

  g_return_val_if_fail (HG_IS_GAME (self), FALSE);

  if (self->redo->len == 0)
    return FALSE;

  move = g_array_index (self->redo, HgMove, self->redo->len - 1);
  g_array_set_size (self->redo, self->redo->len - 1);
  /* apply_move() notifies can-redo with the list already shorter. */
  if (!apply_move (self, &move, REDONE, &error))
    {
      /* The redo list is checked when it is made; this cannot happen. */
      g_critical ("Redoing a move failed: %s", error->message);
      g_array_set_size (self->redo, 0);
      update_from_state (self);
      return FALSE;
    }

  return TRUE;
}

gboolean
hg_game_undo_turn (HgGame *self)
{
  guint n_moves;
  guint n = 0;

  g_return_val_if_fail (HG_IS_GAME (self), FALSE);

  /* Back over the computer seats' moves to the last move of a person,
   * and that one too. */
  n_moves = g_list_model_get_n_items (G_LIST_MODEL (self->moves));
  while (n < n_moves)
    {
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (G_LIST_MODEL (self->moves), n_moves - 1 - n);
      g_autoptr(HgPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->players),
                                                          hg_move_record_get_seat (record));

      n++;
      if (!hg_player_get_is_computer (player))
        break;
    }
  if (n == 0)
    return FALSE;

  undo_moves (self, n);
  return TRUE;
}

gboolean
hg_game_redo_turn (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), FALSE);

  if (!hg_game_redo (self))
    return FALSE;
  while (self->computer_to_move && hg_game_redo (self))
    ;
  return TRUE;
}

guint
hg_game_get_n_history (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), 0);
  return self->history->len;
}

void
hg_game_get_history_move (HgGame *self,
                          guint   index,
                          HgMove *out)
{
  g_return_if_fail (HG_IS_GAME (self));
  g_return_if_fail (index < self->history->len);
  g_return_if_fail (out != NULL);

  *out = g_array_index (self->history, HgMove, index);
}

guint
hg_game_get_n_redo (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), 0);
  return self->redo->len;
}

void
hg_game_get_redo_move (HgGame *self,
                       guint   index,
                       HgMove *out)
{
  g_return_if_fail (HG_IS_GAME (self));
  g_return_if_fail (index < self->redo->len);
  g_return_if_fail (out != NULL);

  *out = g_array_index (self->redo, HgMove, self->redo->len - 1 - index);
}

GListModel *
hg_game_get_score_events (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->events);
}

guint
hg_game_get_n_events (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->events));
}

HgScoreEvent *
hg_game_get_event (HgGame *self,
                   guint   index)
{
  g_autoptr(HgScoreEvent) event = NULL;

  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  g_return_val_if_fail (index < hg_game_get_n_events (self), NULL);

  /* The list store keeps its own reference. */
  event = g_list_model_get_item (G_LIST_MODEL (self->events), index);
  return event;
}

GListModel *
hg_game_get_moves (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->moves);
}

gboolean
hg_game_set_redo_list (HgGame       *self,
                       const HgMove *moves,
                       guint         n_moves,
                       guint        *index_out,
                       GError      **error)
{
  g_autoptr(HgState) scratch = NULL;

  g_return_val_if_fail (HG_IS_GAME (self), FALSE);
  g_return_val_if_fail (moves != NULL || n_moves == 0, FALSE);

  scratch = hg_state_copy (self->state);
  for (guint i = 0; i < n_moves; i++)
    if (!hg_state_apply (scratch, &moves[i], NULL, NULL, error))
      {
        if (index_out != NULL)
          *index_out = i;
        return FALSE;
      }

  g_array_set_size (self->redo, 0);
  for (guint i = n_moves; i > 0; i--)
    g_array_append_val (self->redo, moves[i - 1]);
  update_from_state (self);

  return TRUE;
}

gboolean
hg_game_get_computer_to_move (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), FALSE);
  return self->computer_to_move;
}
