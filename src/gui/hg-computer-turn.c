/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-computer-turn.c: a computer seat's turn: thinking in a worker thread,
 * then the move on the main thread at a pace people can follow. */

#include "config.h"

#include "hg-board-animation.h"
#include "hg-computer-turn.h"

struct _HgComputerTurn
{
  GObject       parent_instance;

  GSettings    *settings;
  HgGame       *game;
  GSignalGroup *game_signals;
  guint         start_id;       /* a turn to start once the main loop is idle */

  /* The running turn: thinking in a worker while cancellable is set, or
   * the move chosen, waiting for its time. */
  GCancellable *cancellable;
  gint64        started;        /* monotonic µs */
  guint         n_history;      /* the game's history when the turn began */
  HgMove        chosen;
  guint         play_id;
  gboolean      thinking;
  guint         n_pending;      /* workers yet to hand back their result */
};

G_DEFINE_FINAL_TYPE (HgComputerTurn, hg_computer_turn, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_THINKING,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What the callback needs, on the main thread (the worker's task holds
 * none of it, so whichever thread drops the task's last reference,
 * nothing but the request's copy is freed there). */
typedef struct {
  HgComputerTurn *self;
  GCancellable   *cancellable;  /* the turn's: the result is its own */
  GApplication   *app;          /* held while the worker runs, if any */
} Pending;

/* Helpers ---------------------------------------------------------------- */

static void
set_thinking (HgComputerTurn *self,
              gboolean        thinking)
{
  thinking = !!thinking;
  if (self->thinking == thinking)
    return;

  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

double
hg_computer_speed_factor (const char *speed)
{
  if (g_strcmp0 (speed, "slow") == 0)
    return 1.6;
  if (g_strcmp0 (speed, "fast") == 0)
    return 0.55;
  return 1.0;
}

/* The least time a computer move takes to appear after the turn began:
 * the board shows the last move (its tile and figure), then a pause. */
static guint
min_move_ms (HgComputerTurn *self)
{
  g_autofree char *speed = g_settings_get_string (self->settings, "computer-speed");
  double shown = (HG_BOARD_SLIDE_MS + HG_BOARD_DROP_MS) * hg_computer_speed_factor (speed);

  if (g_strcmp0 (speed, "slow") == 0)
    return HG_COMPUTER_SPEED_SLOW_MS + (guint) shown;
  if (g_strcmp0 (speed, "fast") == 0)
    return HG_COMPUTER_SPEED_FAST_MS + (guint) shown;
  return HG_COMPUTER_SPEED_NORMAL_MS + (guint) shown;
}

static void start_turn (HgComputerTurn *self);

static gboolean
start_idle_cb (gpointer user_data)
{
  HgComputerTurn *self = user_data;

  self->start_id = 0;
  start_turn (self);
  return G_SOURCE_REMOVE;
}

/* A turn starts from an idle: the moves of hg_game_redo_turn() come one
 * after the other without the main loop running in between, and only the
 * position they end in is thought about. */
static void
schedule_turn (HgComputerTurn *self)
{
  if (self->start_id == 0)
    self->start_id = g_idle_add (start_idle_cb, self);
}

static void
play_chosen (HgComputerTurn *self)
{
  g_autoptr(GError) error = NULL;
  HgMove move = self->chosen;

  set_thinking (self, FALSE);
  /* The next computer seat's turn, if any, is scheduled by the handler of
   * "move-applied". */
  if (!hg_game_play (self->game, &move, &error))
    g_signal_emit (self, signals[FAILED], 0, error->message);
}

static gboolean
play_cb (gpointer user_data)
{
  HgComputerTurn *self = user_data;

  self->play_id = 0;
  if (self->game != NULL && hg_game_get_n_history (self->game) == self->n_history)
    play_chosen (self);
  else
    set_thinking (self, FALSE);
  return G_SOURCE_REMOVE;
}

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Pending *pending = user_data;
  g_autoptr(HgComputerTurn) self = pending->self;
  g_autoptr(GCancellable) cancellable = pending->cancellable;
  g_autoptr(HgMove) move = NULL;
  g_autoptr(GError) error = NULL;
  gint64 elapsed_ms;
  guint wait_ms;

  move = hg_computer_request_choose_finish (result, &error);
  if (--self->n_pending == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  if (pending->app != NULL)
    {
      g_application_release (pending->app);
      g_object_unref (pending->app);
    }
  g_free (pending);

  /* A cancelled or replaced turn: its result is dropped. */
  if (cancellable != self->cancellable)
    return;
  g_clear_object (&self->cancellable);

  if (move == NULL)
    {
      set_thinking (self, FALSE);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_signal_emit (self, signals[FAILED], 0, error->message);
      return;
    }

  /* The game changed meanwhile (it should not, without a cancel). */
  if (self->game == NULL || hg_game_get_n_history (self->game) != self->n_history)
    {
      set_thinking (self, FALSE);
      schedule_turn (self);
      return;
    }

  self->chosen = *move;
  elapsed_ms = (g_get_monotonic_time () - self->started) / 1000;
  wait_ms = elapsed_ms < min_move_ms (self) ? min_move_ms (self) - (guint) elapsed_ms : 0;
  if (wait_ms > 0)
    self->play_id = g_timeout_add (wait_ms, play_cb, self);
  else
    play_chosen (self);
}

/* In the main thread: starts the worker thinking for the seat to move, if
 * a computer is to move and no turn runs. */
static void
start_turn (HgComputerTurn *self)
{
  g_autoptr(GError) error = NULL;
  HgComputerRequest *request;
  HgAiOptions opts;
  Pending *pending;

  if (self->game == NULL || self->cancellable != NULL || self->play_id != 0
      || !hg_game_get_computer_to_move (self->game))
    return;

  request = hg_game_new_computer_request (self->game, &error);
  if (request == NULL)
    {
      g_signal_emit (self, signals[FAILED], 0, error->message);
      return;
    }

  self->cancellable = g_cancellable_new ();
  hg_ai_options_init (&opts);
  opts.ms = (guint) MAX (1, g_settings_get_int (self->settings, "computer-think-ms"));
  self->started = g_get_monotonic_time ();
  self->n_history = request->n_history;

  /* The application stays until the worker has ended, cancelled or not. */
  pending = g_new0 (Pending, 1);
  pending->self = g_object_ref (self);
  pending->cancellable = g_object_ref (self->cancellable);
  pending->app = g_application_get_default ();
  if (pending->app != NULL)
    {
      g_object_ref (pending->app);
      g_application_hold (pending->app);
    }

  if (self->n_pending++ == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  set_thinking (self, TRUE);
  hg_computer_request_choose_async (request, &opts, self->cancellable, chosen_cb, pending);
}

/* Any change of the history makes a running turn stale: it is cancelled,
 * and the position reached gets its turn if a computer is to move. */
static void
game_changed_cb (HgComputerTurn *self)
{
  hg_computer_turn_cancel (self);
  schedule_turn (self);
}

static void
computer_to_move_cb (HgComputerTurn *self)
{
  if (hg_game_get_computer_to_move (self->game))
    schedule_turn (self);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_computer_turn_dispose (GObject *object)
{
  HgComputerTurn *self = HG_COMPUTER_TURN (object);

  hg_computer_turn_set_game (self, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (hg_computer_turn_parent_class)->dispose (object);
}

static void
hg_computer_turn_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  HgComputerTurn *self = HG_COMPUTER_TURN (object);

  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->n_pending > 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_computer_turn_class_init (HgComputerTurnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hg_computer_turn_dispose;
  object_class->get_property = hg_computer_turn_get_property;

  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * HgComputerTurn::failed:
   * @message: why the computer could not move, for people
   */
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
hg_computer_turn_init (HgComputerTurn *self)
{
  self->game_signals = g_signal_group_new (HG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "move-applied",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "undone",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "redone",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::computer-to-move",
                                 G_CALLBACK (computer_to_move_cb), self, G_CONNECT_SWAPPED);
}

/* Public API ------------------------------------------------------------- */

HgComputerTurn *
hg_computer_turn_new (GSettings *settings)
{
  HgComputerTurn *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (HG_TYPE_COMPUTER_TURN, NULL);
  self->settings = g_object_ref (settings);
  return self;
}

void
hg_computer_turn_set_game (HgComputerTurn *self,
                           HgGame         *game)
{
  g_return_if_fail (HG_IS_COMPUTER_TURN (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  hg_computer_turn_cancel (self);
  if (self->game != game)
    {
      g_set_object (&self->game, game);
      g_signal_group_set_target (self->game_signals, game);
    }
  if (game != NULL)
    schedule_turn (self);
}

void
hg_computer_turn_cancel (HgComputerTurn *self)
{
  g_return_if_fail (HG_IS_COMPUTER_TURN (self));

  g_clear_handle_id (&self->start_id, g_source_remove);
  g_clear_handle_id (&self->play_id, g_source_remove);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  set_thinking (self, FALSE);
}

gboolean
hg_computer_turn_get_thinking (HgComputerTurn *self)
{
  g_return_val_if_fail (HG_IS_COMPUTER_TURN (self), FALSE);

  return self->thinking;
}

gboolean
hg_computer_turn_get_busy (HgComputerTurn *self)
{
  g_return_val_if_fail (HG_IS_COMPUTER_TURN (self), FALSE);

  return self->n_pending > 0;
}
