/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-analysis.c: a coach for a game (hg-analysis.h). */

#include "config.h"

#include "hg-analysis.h"

struct _HgAnalysis
{
  GObject        parent_instance;

  HgGame        *game;        /* a copy of the moves judged; the worker's
                                 while a run goes on */
  GArray        *judgements;  /* HgAiJudgement, one a placement */
  GArray        *judged;      /* gboolean, one a placement */
  gboolean       running;
  guint          n_todo;      /* placements of the run */
  guint          n_done;
};

G_DEFINE_FINAL_TYPE (HgAnalysis, hg_analysis, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  PROP_PROGRESS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  JUDGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A run: what the worker judges, and where it reports. */
typedef struct {
  GArray       *indices;   /* guint: the placements to judge */
  HgAiOptions   opts;
  GMainContext *context;
} Run;

static void
run_free (Run *run)
{
  g_array_unref (run->indices);
  g_main_context_unref (run->context);
  g_free (run);
}

/* One judgement, from the worker to the analysis's thread. */
typedef struct {
  HgAnalysis    *self;
  guint          index;
  HgAiJudgement  judgement;
} Judged;

static gboolean
judged_cb (gpointer data)
{
  Judged *judged = data;
  HgAnalysis *self = judged->self;

  g_array_index (self->judgements, HgAiJudgement, judged->index) = judged->judgement;
  g_array_index (self->judged, gboolean, judged->index) = TRUE;
  self->n_done++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
  g_signal_emit (self, signals[JUDGED], 0, judged->index);
  return G_SOURCE_REMOVE;
}

static void
judged_free (gpointer data)
{
  Judged *judged = data;

  g_object_unref (judged->self);
  g_free (judged);
}

static void
run_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  HgAnalysis *self = source_object;
  Run *run = task_data;

  for (guint i = 0; i < run->indices->len; i++)
    {
      g_autoptr(GError) error = NULL;
      Judged *judged = g_new0 (Judged, 1);

      judged->index = g_array_index (run->indices, guint, i);
      if (!hg_game_judge_move (self->game, judged->index, &run->opts, &judged->judgement, &error))
        {
          g_free (judged);
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
      judged->self = g_object_ref (self);
      g_main_context_invoke_full (run->context, G_PRIORITY_DEFAULT, judged_cb, judged, judged_free);
    }
  g_task_return_boolean (task, TRUE);
}

/* Back on the analysis's thread: after every judgement it sent. */
static void
run_done_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  HgAnalysis *self = HG_ANALYSIS (source);
  GTask *task = user_data;
  GError *error = NULL;

  self->running = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  if (g_task_propagate_boolean (G_TASK (result), &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
  g_object_unref (task);
}

HgAnalysis *
hg_analysis_new (HgGame *game)
{
  HgAnalysis *self;
  guint n;

  g_return_val_if_fail (HG_IS_GAME (game), NULL);

  self = g_object_new (HG_TYPE_ANALYSIS, NULL);
  n = hg_game_get_n_history (game);
  self->game = hg_game_copy_at (game, n, NULL);
  g_assert (self->game != NULL);   /* the history of a game replays */
  g_array_set_size (self->judgements, n);
  g_array_set_size (self->judged, n);
  return self;
}

HgGame *
hg_analysis_get_game (HgAnalysis *self)
{
  g_return_val_if_fail (HG_IS_ANALYSIS (self), NULL);

  return self->game;
}

void
hg_analysis_run_async (HgAnalysis         *self,
                       guint8              seats,
                       const HgAiOptions  *opts,
                       GCancellable       *cancellable,
                       GAsyncReadyCallback callback,
                       gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) worker = NULL;
  GListModel *moves;
  Run *run;

  g_return_if_fail (HG_IS_ANALYSIS (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hg_analysis_run_async);
  if (self->running)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING, "an analysis is running");
      return;
    }

  if (seats == 0)
    for (guint s = 0; s < hg_game_get_n_players (self->game); s++)
      if (!hg_player_get_is_computer (hg_game_get_player (self->game, s)))
        seats |= 1u << s;
  if (seats == 0)
    seats = 0xff;

  run = g_new0 (Run, 1);
  run->indices = g_array_new (FALSE, FALSE, sizeof (guint));
  run->context = g_main_context_ref_thread_default ();
  if (opts != NULL)
    run->opts = *opts;
  else
    hg_ai_options_init (&run->opts);
  run->opts.cancellable = cancellable;
  moves = hg_game_get_moves (self->game);
  for (guint i = 0; i < self->judged->len; i++)
    {
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (moves, i);

      if ((seats & (1u << hg_move_record_get_seat (record))) != 0
          && !g_array_index (self->judged, gboolean, i))
        g_array_append_val (run->indices, i);
    }

  self->running = TRUE;
  self->n_todo = run->indices->len;
  self->n_done = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);

  worker = g_task_new (self, cancellable, run_done_cb, g_steal_pointer (&task));
  g_task_set_task_data (worker, run, (GDestroyNotify) run_free);
  g_task_run_in_thread (worker, run_thread);
}

gboolean
hg_analysis_run_finish (HgAnalysis    *self,
                        GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
hg_analysis_get_running (HgAnalysis *self)
{
  g_return_val_if_fail (HG_IS_ANALYSIS (self), FALSE);

  return self->running;
}

double
hg_analysis_get_progress (HgAnalysis *self)
{
  g_return_val_if_fail (HG_IS_ANALYSIS (self), 0);

  return self->n_todo > 0 ? (double) self->n_done / self->n_todo : 1.0;
}

guint
hg_analysis_get_n_moves (HgAnalysis *self)
{
  g_return_val_if_fail (HG_IS_ANALYSIS (self), 0);

  return self->judged->len;
}

gboolean
hg_analysis_get_judgement (HgAnalysis    *self,
                           guint          index,
                           HgAiJudgement *out)
{
  g_return_val_if_fail (HG_IS_ANALYSIS (self), FALSE);

  if (index >= self->judged->len || !g_array_index (self->judged, gboolean, index))
    return FALSE;
  if (out != NULL)
    *out = g_array_index (self->judgements, HgAiJudgement, index);
  return TRUE;
}

static void
hg_analysis_finalize (GObject *object)
{
  HgAnalysis *self = HG_ANALYSIS (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->judgements, g_array_unref);
  g_clear_pointer (&self->judged, g_array_unref);

  G_OBJECT_CLASS (hg_analysis_parent_class)->finalize (object);
}

static void
hg_analysis_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  HgAnalysis *self = HG_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    case PROP_PROGRESS:
      g_value_set_double (value, hg_analysis_get_progress (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_analysis_class_init (HgAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = hg_analysis_finalize;
  object_class->get_property = hg_analysis_get_property;

  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, flags);
  properties[PROP_PROGRESS] = g_param_spec_double ("progress", NULL, NULL, 0, 1, 1, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * HgAnalysis::judged:
   * @index: the placement judged, in the history
   */
  signals[JUDGED] =
    g_signal_new ("judged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
hg_analysis_init (HgAnalysis *self)
{
  self->judgements = g_array_new (FALSE, TRUE, sizeof (HgAiJudgement));
  self->judged = g_array_new (FALSE, TRUE, sizeof (gboolean));
}
