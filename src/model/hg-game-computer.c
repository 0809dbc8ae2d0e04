/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-computer.c: letting the computer seats of a game move.  Every
 * level is seeded from the setup and the number of moves so far; level
 * random plays the engine's random move from that seed itself (the seed
 * is the generator's state, so a game with random seats continues the same
 * way from its file), the others ask the engine's computer players
 * (hg-ai.h).  Choosing works
 * on a copy of the state, so it may run in another thread. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-game-private.h"

HgState *
hg_game_dup_state (HgGame *self)
{
  g_return_val_if_fail (HG_IS_GAME (self), NULL);

  return hg_state_copy (hg_game_get_state (self));
}

HgComputerRequest *
hg_game_new_computer_request (HgGame  *self,
                              GError **error)
{
  g_autoptr(HgPlayer) player = NULL;
  HgComputerRequest *request;

  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!hg_game_get_computer_to_move (self))
    {
      g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_NOT_COMPUTER,
                   _("No computer player is to move"));
      return NULL;
    }

  player = g_list_model_get_item (hg_game_get_players (self), hg_game_get_current_player (self));
  request = g_new0 (HgComputerRequest, 1);
  request->state = hg_game_dup_state (self);
  request->level = hg_player_get_level (player);
  request->seat = hg_game_get_current_player (self);
  request->n_history = hg_game_get_n_history (self);
  request->seed = hg_setup_seed (hg_game_get_setup (self), hg_game_get_n_history (self));
  return request;
}

void
hg_computer_request_free (HgComputerRequest *request)
{
  if (request == NULL)
    return;

  g_clear_pointer (&request->state, hg_state_free);
  g_free (request);
}

gboolean
hg_computer_request_choose (const HgComputerRequest *request,
                            const HgAiOptions       *opts,
                            HgMove                  *out,
                            GError                 **error)
{
  HgAiOptions options;
  guint64 rng;

  g_return_val_if_fail (request != NULL && request->state != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (opts != NULL)
    options = *opts;
  else
    hg_ai_options_init (&options);
  options.seed = request->seed;

  if (g_cancellable_set_error_if_cancelled (options.cancellable, error))
    return FALSE;

  switch (request->level)
    {
    case HG_LEVEL_RANDOM:
      /* The game's seed is the generator's state. */
      rng = request->seed;
      if (!hg_state_random_move (request->state, &rng, out))
        {
          g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_NOT_COMPUTER,
                       _("No computer player is to move"));
          return FALSE;
        }
      return TRUE;

    case HG_LEVEL_EASY:
    case HG_LEVEL_MEDIUM:
    case HG_LEVEL_HARD:
    case HG_LEVEL_EXPERT:
      /* The values of HgAiLevel are those of HgLevel. */
      return hg_ai_choose_move (request->state, (HgAiLevel) request->level,
                                &options, out, error);

    case HG_LEVEL_HUMAN:
    default:
      g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_NOT_COMPUTER,
                   _("No computer player is to move"));
      return FALSE;
    }
}

/* Choosing in a worker thread ------------------------------------------ */

typedef struct {
  HgComputerRequest *request;
  HgAiOptions        opts;    /* opts.cancellable: the task's */
} ChooseJob;

static void
choose_job_free (gpointer data)
{
  ChooseJob *job = data;

  hg_computer_request_free (job->request);
  g_free (job);
}

/* In the worker thread: only the request's copy of the game is read. */
static void
choose_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ChooseJob *job = task_data;
  g_autoptr(GError) error = NULL;
  HgMove move;

  if (hg_computer_request_choose (job->request, &job->opts, &move, &error))
    g_task_return_pointer (task, hg_move_copy (&move), (GDestroyNotify) hg_move_free);
  else
    g_task_return_error (task, g_steal_pointer (&error));
}

void
hg_computer_request_choose_async (HgComputerRequest   *request,
                                  const HgAiOptions   *opts,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ChooseJob *job;

  g_return_if_fail (request != NULL && request->state != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  job = g_new0 (ChooseJob, 1);
  job->request = request;
  if (opts != NULL)
    job->opts = *opts;
  else
    hg_ai_options_init (&job->opts);
  job->opts.cancellable = cancellable;   /* the task holds it */

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_computer_request_choose_async);
  g_task_set_task_data (task, job, choose_job_free);
  g_task_run_in_thread (task, choose_thread);
}

HgMove *
hg_computer_request_choose_finish (GAsyncResult  *result,
                                   GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_async_result_is_tagged (result, hg_computer_request_choose_async), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

gboolean
hg_game_choose_computer_move (HgGame            *self,
                              const HgAiOptions *opts,
                              HgMove            *out,
                              GError           **error)
{
  g_autoptr(HgComputerRequest) request = NULL;

  g_return_val_if_fail (HG_IS_GAME (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  request = hg_game_new_computer_request (self, error);
  if (request == NULL)
    return FALSE;

  return hg_computer_request_choose (request, opts, out, error);
}

gboolean
hg_game_play_computer_full (HgGame            *self,
                            const HgAiOptions *opts,
                            HgMove            *played,
                            GError           **error)
{
  HgMove move;

  g_return_val_if_fail (HG_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hg_game_choose_computer_move (self, opts, &move, error))
    return FALSE;

  if (!hg_game_play (self, &move, error))
    return FALSE;

  if (played != NULL)
    *played = move;

  return TRUE;
}

gboolean
hg_game_play_computer (HgGame  *self,
                       HgMove  *played,
                       GError **error)
{
  return hg_game_play_computer_full (self, NULL, played, error);
}

gboolean
hg_game_choose_hint (HgGame            *self,
                     const HgAiOptions *opts,
                     HgMove            *out,
                     GError           **error)
{
  HgComputerRequest *request;
  gboolean ok;

  g_return_val_if_fail (HG_IS_GAME (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  request = hg_game_new_hint_request (self, error);
  if (request == NULL)
    return FALSE;
  ok = hg_computer_request_choose (request, opts, out, error);
  hg_computer_request_free (request);
  return ok;
}

HgComputerRequest *
hg_game_new_hint_request (HgGame  *self,
                          GError **error)
{
  HgComputerRequest *request;

  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (hg_game_get_is_over (self))
    {
      g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_OVER, _("The game is over"));
      return NULL;
    }

  /* The request of a computer seat at level hard, whoever plays it. */
  request = g_new0 (HgComputerRequest, 1);
  request->state = hg_game_dup_state (self);
  request->level = HG_LEVEL_HARD;
  request->seat = hg_game_get_current_player (self);
  request->n_history = hg_game_get_n_history (self);
  request->seed = hg_setup_seed (hg_game_get_setup (self), request->n_history);
  return request;
}

/* What the move does to the scores, as its events tell it. */
typedef struct {
  guint    seat;                        /* the mover */
  guint    points;
  guint    n_scored[HG_N_SCORE_KINDS];
  gboolean bonus;
  gboolean over;
} HintEvents;

static void
hint_event_cb (const HgEvent *event,
               gpointer       user_data)
{
  HintEvents *h = user_data;

  switch (event->type)
    {
    case HG_EVENT_SCORE:
      if ((event->seats & (1u << h->seat)) != 0 && event->points > 0)
        {
          h->points += event->points;
          h->n_scored[event->kind]++;
        }
      break;
    case HG_EVENT_BONUS:
      h->bonus = TRUE;   /* always the mover's */
      break;
    case HG_EVENT_GAME_OVER:
      h->over = TRUE;
      break;
    case HG_EVENT_DISCARD:
    default:
      break;
    }
}

/* Whether @a is a better feature to name as extended than @b: one the
 * mover holds first, then the one worth more. */
static gboolean
better_extended (const HgFeatureInfo *a,
                 const HgFeatureInfo *b,
                 guint                seat)
{
  gboolean a_mine = (a->holders & (1u << seat)) != 0;
  gboolean b_mine = (b->holders & (1u << seat)) != 0;

  if (a_mine != b_mine)
    return a_mine;
  return a->points > b->points;
}

/* The held forest, river or meadow that the tile of @move, placed on
 * @after, is part of; FALSE if there is none. */
static gboolean
find_extended (const HgState *after,
               const HgMove  *move,
               guint          seat,
               HgFeatureInfo *out)
{
  gboolean found = FALSE;

  for (guint zone = 0; zone < HG_MAX_ZONES; zone++)
    {
      HgFeatureInfo info;

      if (!hg_state_describe_feature (after, move->x, move->y, zone, &info)
          || info.type == HG_ZONE_LAKE || info.holders == 0)
        continue;
      if (!found || better_extended (&info, out, seat))
        *out = info;
      found = TRUE;
    }
  return found;
}

/* What @move (legal now) does for the seat to move; FALSE if it is not
 * legal now. */
static gboolean
find_reason (HgGame       *self,
             const HgMove *move,
             HgHintReason *out)
{
  g_autoptr(HgState) after = NULL;
  HgHintReason reason = { 0, };
  HintEvents events = { 0, };

  if (hg_game_get_is_over (self))
    return FALSE;

  events.seat = hg_game_get_current_player (self);
  after = hg_game_dup_state (self);
  if (!hg_state_apply (after, move, hint_event_cb, &events, NULL))
    return FALSE;

  reason.seat = events.seat;
  if (events.points > 0)
    {
      reason.kind = HG_HINT_SCORES;
      reason.points = events.points;
      for (guint kind = 0; kind < HG_N_SCORE_KINDS; kind++)
        reason.n_scored[kind] = events.n_scored[kind];
      reason.bonus = events.bonus;
    }
  else if (events.bonus)
    reason.kind = HG_HINT_BONUS;
  else if (events.over)
    reason.kind = HG_HINT_ENDS;
  else if (move->role != HG_ROLE_NONE &&
           hg_state_describe_feature (after, move->x, move->y, move->zone, &reason.info))
    {
      reason.kind = HG_HINT_CLAIMS;
      reason.role = move->role;
    }
  else if (find_extended (after, move, events.seat, &reason.info))
    reason.kind = HG_HINT_EXTENDS;
  else if (hg_state_get_members (after, events.seat) + hg_state_get_huts (after, events.seat) > 0)
    reason.kind = HG_HINT_KEEPS;
  else
    reason.kind = HG_HINT_NO_FIGURES;

  *out = reason;
  return TRUE;
}

char *
hg_game_describe_hint (HgGame       *self,
                       const HgMove *move)
{
  HgHintReason reason;

  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  if (!find_reason (self, move, &reason))
    return NULL;
  return hg_game_describe_reason (self, &reason);
}

char *
hg_game_explain_hint (HgGame       *self,
                      const HgMove *move)
{
  HgHintReason reason;

  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  if (!find_reason (self, move, &reason))
    return NULL;
  return hg_game_explain_reason (&reason);
}

gboolean
hg_game_judge_move (HgGame            *self,
                    guint              index,
                    const HgAiOptions *opts,
                    HgAiJudgement     *out,
                    GError           **error)
{
  g_autoptr(HgGame) before = NULL;
  HgAiOptions options;
  HgMove played;

  g_return_val_if_fail (HG_IS_GAME (self), FALSE);
  g_return_val_if_fail (index < hg_game_get_n_history (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (opts != NULL)
    options = *opts;
  else
    hg_ai_options_init (&options);
  /* the same position, the same worlds */
  options.seed = hg_setup_seed (hg_game_get_setup (self), index);

  hg_game_get_history_move (self, index, &played);
  before = hg_game_copy_at (self, index, error);
  if (before == NULL)
    return FALSE;
  return hg_ai_judge_move (hg_game_get_state (before), &played, &options, out, error);
}
