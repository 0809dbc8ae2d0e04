/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-placing.c: HgBoardPlacing, a person's turn on the board
 * (hg-board-placing.h).  Every rule is the engine's, asked through the
 * HgGame: where the tile in hand fits, the figure spots of a tile put
 * down, and the move played with hg_game_play(). */

#include "config.h"

#include "hg-board-placing.h"

struct _HgBoardPlacing
{
  GObject      parent_instance;

  HgGame      *game;
  gboolean     read_only;    /* nothing is placed (review mode) */
  gboolean     can_place;
  gboolean     playing;      /* the move is being played */
  GArray      *legal;        /* HgPlacement: where the tile in hand fits */
  guint        rotation;

  gboolean     has_target;   /* the square chosen */
  int          target_x, target_y;
  gboolean     keyboard;     /* the target is the keyboard's cursor */

  gboolean     has_provisional;
  HgPlacement  provisional;
  GArray      *spots;        /* HgMove: figure spots on the provisional tile */
  int          spot_focus;
  int          spot_hover;
};

G_DEFINE_FINAL_TYPE (HgBoardPlacing, hg_board_placing, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ROTATION,
  PROP_CAN_PLACE,
  PROP_HAS_PLACEMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  PLACEMENT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_rotation (HgBoardPlacing *self,
              guint           rotation)
{
  rotation &= 3;
  if (self->rotation == rotation)
    return;
  self->rotation = rotation;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
}

/* The tile put down goes back into hand. */
static void
clear_provisional (HgBoardPlacing *self)
{
  gboolean had = self->has_provisional;

  self->has_provisional = FALSE;
  self->spot_focus = -1;
  self->spot_hover = -1;
  g_array_set_size (self->spots, 0);
  if (had)
    {
      g_object_freeze_notify (G_OBJECT (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_PLACEMENT]);
      g_signal_emit (self, signals[PLACEMENT_CHANGED], 0);
      g_object_thaw_notify (G_OBJECT (self));
    }
}

/* The keys take over: the cursor is where the pointer's square was, or on
 * the last tile placed. */
static void
start_keyboard (HgBoardPlacing *self)
{
  if (self->keyboard && self->has_target)
    return;
  self->keyboard = TRUE;
  if (!self->has_target)
    {
      const HgState *state = hg_game_get_state (self->game);
      HgPlacement p;

      hg_state_get_placed (state, hg_state_get_n_placed (state) - 1, &p);
      self->has_target = TRUE;
      self->target_x = p.x;
      self->target_y = p.y;
    }
}

/* GObject ---------------------------------------------------------------- */

static void
hg_board_placing_dispose (GObject *object)
{
  HgBoardPlacing *self = HG_BOARD_PLACING (object);

  g_clear_object (&self->game);

  G_OBJECT_CLASS (hg_board_placing_parent_class)->dispose (object);
}

static void
hg_board_placing_finalize (GObject *object)
{
  HgBoardPlacing *self = HG_BOARD_PLACING (object);

  g_clear_pointer (&self->legal, g_array_unref);
  g_clear_pointer (&self->spots, g_array_unref);

  G_OBJECT_CLASS (hg_board_placing_parent_class)->finalize (object);
}

static void
hg_board_placing_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  HgBoardPlacing *self = HG_BOARD_PLACING (object);

  switch (prop_id)
    {
    case PROP_ROTATION:
      g_value_set_uint (value, self->rotation);
      break;
    case PROP_CAN_PLACE:
      g_value_set_boolean (value, self->can_place);
      break;
    case PROP_HAS_PLACEMENT:
      g_value_set_boolean (value, self->has_provisional);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_board_placing_class_init (HgBoardPlacingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hg_board_placing_dispose;
  object_class->finalize = hg_board_placing_finalize;
  object_class->get_property = hg_board_placing_get_property;

  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_PLACE] =
    g_param_spec_boolean ("can-place", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HAS_PLACEMENT] =
    g_param_spec_boolean ("has-placement", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * HgBoardPlacing::placement-changed:
   * A tile was put down provisionally (or turned while down), or taken
   * back or played; "has-placement" is notified after it.
   */
  signals[PLACEMENT_CHANGED] =
    g_signal_new ("placement-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hg_board_placing_init (HgBoardPlacing *self)
{
  self->legal = g_array_new (FALSE, FALSE, sizeof (HgPlacement));
  self->spots = g_array_new (FALSE, FALSE, sizeof (HgMove));
  self->spot_focus = -1;
  self->spot_hover = -1;
}

/* The game and its turn ------------------------------------------------- */

HgBoardPlacing *
hg_board_placing_new (void)
{
  return g_object_new (HG_TYPE_BOARD_PLACING, NULL);
}

HgGame *
hg_board_placing_get_game (HgBoardPlacing *self)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), NULL);

  return self->game;
}

void
hg_board_placing_set_game (HgBoardPlacing *self,
                           HgGame         *game)
{
  g_return_if_fail (HG_IS_BOARD_PLACING (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  g_set_object (&self->game, game);
  self->has_target = FALSE;
  self->keyboard = FALSE;
}

gboolean
hg_board_placing_get_interactive (HgBoardPlacing *self)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  return !self->read_only;
}

void
hg_board_placing_set_interactive (HgBoardPlacing *self,
                                  gboolean        interactive)
{
  g_return_if_fail (HG_IS_BOARD_PLACING (self));

  self->read_only = !interactive;
}

void
hg_board_placing_refresh (HgBoardPlacing *self,
                          gboolean        new_turn)
{
  gboolean could;

  g_return_if_fail (HG_IS_BOARD_PLACING (self));

  could = self->can_place;
  clear_provisional (self);
  g_array_set_size (self->legal, 0);
  /* a person places when the game is not over and no computer is to move */
  self->can_place = self->game != NULL && !hg_game_get_is_over (self->game) && !self->read_only
                    && !hg_game_get_computer_to_move (self->game)
                    && hg_game_get_tile_in_hand (self->game) >= 0;
  if (self->can_place)
    {
      g_autoptr(GArray) legal = hg_game_get_legal_placements (self->game);

      g_array_append_vals (self->legal, legal->data, legal->len);
    }
  if (new_turn)
    set_rotation (self, 0);
  if (could != self->can_place)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_PLACE]);
}

HgPlacingState
hg_board_placing_get_state (HgBoardPlacing *self)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), HG_PLACING_WAITING);

  if (self->playing)
    return HG_PLACING_PLAYING;
  if (!self->can_place)
    return HG_PLACING_WAITING;
  return self->has_provisional ? HG_PLACING_SPOT : HG_PLACING_SQUARE;
}

gboolean
hg_board_placing_get_can_place (HgBoardPlacing *self)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  return self->can_place;
}

const HgPlacement *
hg_board_placing_get_legal (HgBoardPlacing *self,
                            guint          *n_legal)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), NULL);

  *n_legal = self->legal->len;
  return (const HgPlacement *) (gconstpointer) self->legal->data;
}

gboolean
hg_board_placing_fits (HgBoardPlacing *self,
                       int             x,
                       int             y,
                       guint           rot)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  for (guint i = 0; i < self->legal->len; i++)
    {
      const HgPlacement *p = &g_array_index (self->legal, HgPlacement, i);

      if (p->x == x && p->y == y && p->rot == rot)
        return TRUE;
    }
  return FALSE;
}

gboolean
hg_board_placing_fits_any (HgBoardPlacing *self,
                           int             x,
                           int             y)
{
  for (guint r = 0; r < 4; r++)
    if (hg_board_placing_fits (self, x, y, r))
      return TRUE;
  return FALSE;
}

/* The tile in hand ------------------------------------------------------- */

guint
hg_board_placing_get_rotation (HgBoardPlacing *self)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), 0);

  return self->rotation;
}

void
hg_board_placing_set_rotation (HgBoardPlacing *self,
                               guint           rotation)
{
  g_return_if_fail (HG_IS_BOARD_PLACING (self));
  g_return_if_fail (rotation < 4);

  clear_provisional (self);
  set_rotation (self, rotation);
}

HgPlacingResult
hg_board_placing_rotate (HgBoardPlacing *self,
                         int             direction)
{
  int x, y;
  guint rot;

  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), HG_PLACING_NOTHING);
  g_return_val_if_fail (direction == 1 || direction == -1, HG_PLACING_NOTHING);

  if (self->has_provisional)
    {
      x = self->provisional.x;
      y = self->provisional.y;
    }
  else if (self->has_target)
    {
      x = self->target_x;
      y = self->target_y;
    }
  else
    {
      set_rotation (self, self->rotation + 4 + direction);
      return HG_PLACING_TURNED;
    }

  rot = (self->rotation + 4 + direction) & 3;
  if (hg_board_placing_fits_any (self, x, y))
    while (!hg_board_placing_fits (self, x, y, rot))
      rot = (rot + 4 + direction) & 3;
  if (rot == self->rotation)
    return HG_PLACING_ONLY_WAY;

  set_rotation (self, rot);
  /* the tile that is down turns; its figure spots change with it */
  if (self->has_provisional)
    hg_board_placing_place_at (self, x, y);
  return HG_PLACING_TURNED;
}

/* The tile put down and its figure -------------------------------------- */

gboolean
hg_board_placing_get_placement (HgBoardPlacing *self,
                                HgPlacement    *out)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  if (self->has_provisional && out != NULL)
    *out = self->provisional;
  return self->has_provisional;
}

const HgMove *
hg_board_placing_get_spots (HgBoardPlacing *self,
                            guint          *n_spots)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), NULL);

  *n_spots = self->spots->len;
  return (const HgMove *) (gconstpointer) self->spots->data;
}

gboolean
hg_board_placing_place_at (HgBoardPlacing *self,
                           int             x,
                           int             y)
{
  g_autoptr(GArray) spots = NULL;
  gboolean had;

  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  if (!self->can_place || !hg_board_placing_fits (self, x, y, self->rotation))
    return FALSE;

  self->provisional = (HgPlacement) { x, y, self->rotation, hg_game_get_tile_in_hand (self->game) };
  spots = hg_game_get_figure_spots (self->game, &self->provisional);
  /* nothing to choose: play at once (but not when a tile that is down is
   * only being turned) */
  if (spots->len == 0 && !self->has_provisional)
    return hg_board_placing_choose_spot (self, -1);

  had = self->has_provisional;
  self->has_provisional = TRUE;
  self->spot_focus = -1;
  self->spot_hover = -1;
  g_array_set_size (self->spots, 0);
  g_array_append_vals (self->spots, spots->data, spots->len);
  g_object_freeze_notify (G_OBJECT (self));
  if (!had)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_PLACEMENT]);
  g_signal_emit (self, signals[PLACEMENT_CHANGED], 0);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
hg_board_placing_play (HgBoardPlacing *self,
                       const HgMove   *move)
{
  g_autoptr(GError) error = NULL;
  gboolean played;

  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!self->can_place || self->playing)
    return FALSE;
  /* the game's move-applied handlers refresh everything */
  self->playing = TRUE;
  played = hg_game_play (self->game, move, &error);
  self->playing = FALSE;
  if (!played)
    g_warning ("The board offered a move the game refused: %s", error->message);
  return played;
}

gboolean
hg_board_placing_choose_spot (HgBoardPlacing *self,
                              int             index)
{
  HgMove move;

  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);
  g_return_val_if_fail (index >= -1, FALSE);

  if (!self->can_place || self->playing)
    return FALSE;
  if (index >= 0 && (!self->has_provisional || (guint) index >= self->spots->len))
    return FALSE;

  if (index >= 0)
    move = g_array_index (self->spots, HgMove, index);
  else
    move = (HgMove) { self->provisional.x, self->provisional.y, self->provisional.rot,
                      HG_ROLE_NONE, 0 };
  return hg_board_placing_play (self, &move);
}

gboolean
hg_board_placing_cancel (HgBoardPlacing *self)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  if (!self->has_provisional)
    return FALSE;
  clear_provisional (self);
  return TRUE;
}

int
hg_board_placing_get_spot_focus (HgBoardPlacing *self)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), -1);

  return self->spot_focus;
}

gboolean
hg_board_placing_cycle_spot (HgBoardPlacing *self,
                             int             direction)
{
  int n;

  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  if (!self->has_provisional)
    return FALSE;
  /* stops: -1 (the tile: no figure), 0 .. n-1 */
  n = (int) self->spots->len + 1;
  self->spot_focus = ((self->spot_focus + 1 + direction) % n + n) % n - 1;
  return TRUE;
}

int
hg_board_placing_get_spot_hover (HgBoardPlacing *self)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), -1);

  return self->spot_hover;
}

gboolean
hg_board_placing_set_spot_hover (HgBoardPlacing *self,
                                 int             spot)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  if (self->spot_hover == spot)
    return FALSE;
  self->spot_hover = spot;
  return TRUE;
}

/* The square chosen ----------------------------------------------------- */

gboolean
hg_board_placing_get_target (HgBoardPlacing *self,
                             int            *x,
                             int            *y)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  if (x != NULL)
    *x = self->target_x;
  if (y != NULL)
    *y = self->target_y;
  return self->has_target;
}

gboolean
hg_board_placing_get_keyboard (HgBoardPlacing *self)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  return self->keyboard;
}

gboolean
hg_board_placing_point_at (HgBoardPlacing *self,
                           int             x,
                           int             y)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  if (!self->keyboard && self->has_target && x == self->target_x && y == self->target_y)
    return FALSE;
  self->keyboard = FALSE;
  self->has_target = TRUE;
  self->target_x = x;
  self->target_y = y;
  return TRUE;
}

void
hg_board_placing_pointer_left (HgBoardPlacing *self)
{
  g_return_if_fail (HG_IS_BOARD_PLACING (self));

  self->spot_hover = -1;
  if (!self->keyboard)
    self->has_target = FALSE;
}

gboolean
hg_board_placing_move_cursor (HgBoardPlacing *self,
                              int             dx,
                              int             dy)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  if (self->game == NULL || self->has_provisional)
    return FALSE;
  start_keyboard (self);
  self->target_x += dx;
  self->target_y += dy;
  return TRUE;
}

HgPlacingResult
hg_board_placing_next_legal (HgBoardPlacing *self,
                             int             direction)
{
  g_autoptr(GArray) squares = NULL;
  guint n, start = 0, i;

  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), HG_PLACING_NOTHING);

  if (!self->can_place || self->has_provisional || self->legal->len == 0)
    return HG_PLACING_NOTHING;
  start_keyboard (self);

  /* the legal squares, each once, in the engine's order */
  squares = g_array_new (FALSE, FALSE, sizeof (HgPlacement));
  for (i = 0; i < self->legal->len; i++)
    {
      const HgPlacement *p = &g_array_index (self->legal, HgPlacement, i);
      gboolean seen = FALSE;

      for (guint j = 0; j < squares->len && !seen; j++)
        seen = g_array_index (squares, HgPlacement, j).x == p->x
               && g_array_index (squares, HgPlacement, j).y == p->y;
      if (!seen)
        g_array_append_val (squares, *p);
    }
  n = squares->len;
  for (i = 0; i < n; i++)
    {
      const HgPlacement *p = &g_array_index (squares, HgPlacement, i);

      if (p->x == self->target_x && p->y == self->target_y)
        {
          start = (i + n + direction) % n;
          break;
        }
    }
  if (i == n)
    start = direction > 0 ? 0 : n - 1;

  self->target_x = g_array_index (squares, HgPlacement, start).x;
  self->target_y = g_array_index (squares, HgPlacement, start).y;
  if (!hg_board_placing_fits (self, self->target_x, self->target_y, self->rotation))
    return hg_board_placing_rotate (self, 1);
  return HG_PLACING_DONE;
}

/* Put down where it fits, or turned to fit; the bell where it fits no
 * way. */
static HgPlacingResult
place_or_turn (HgBoardPlacing *self,
               int             x,
               int             y)
{
  if (hg_board_placing_fits (self, x, y, self->rotation))
    return hg_board_placing_place_at (self, x, y) ? HG_PLACING_DONE : HG_PLACING_NOTHING;
  if (hg_board_placing_fits_any (self, x, y))
    return hg_board_placing_rotate (self, 1);
  return HG_PLACING_NO_FIT;
}

HgPlacingResult
hg_board_placing_click (HgBoardPlacing *self,
                        int             x,
                        int             y,
                        int             spot)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), HG_PLACING_NOTHING);

  if (!self->can_place)
    return HG_PLACING_NOTHING;
  if (self->has_provisional)
    {
      if (spot >= 0)
        hg_board_placing_choose_spot (self, spot);
      else if (x == self->provisional.x && y == self->provisional.y)
        hg_board_placing_choose_spot (self, -1);
      else
        {
          /* elsewhere: the tile goes back into hand, and down there if it fits */
          clear_provisional (self);
          if (hg_board_placing_fits (self, x, y, self->rotation))
            hg_board_placing_place_at (self, x, y);
        }
      return HG_PLACING_DONE;
    }

  self->keyboard = FALSE;
  self->has_target = TRUE;
  self->target_x = x;
  self->target_y = y;
  /* a rotation that fits is shown; the next click places */
  return place_or_turn (self, x, y);
}

HgPlacingResult
hg_board_placing_activate (HgBoardPlacing *self)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), HG_PLACING_NOTHING);

  if (!self->can_place)
    return HG_PLACING_NOTHING;
  if (self->has_provisional)
    {
      hg_board_placing_choose_spot (self, self->spot_focus);
      return HG_PLACING_DONE;
    }
  start_keyboard (self);
  return place_or_turn (self, self->target_x, self->target_y);
}

gboolean
hg_board_placing_back (HgBoardPlacing *self)
{
  g_return_val_if_fail (HG_IS_BOARD_PLACING (self), FALSE);

  if (self->has_provisional)
    {
      clear_provisional (self);
      return TRUE;
    }
  if (self->keyboard && self->has_target)
    {
      self->keyboard = FALSE;
      self->has_target = FALSE;
      return TRUE;
    }
  return FALSE;
}
