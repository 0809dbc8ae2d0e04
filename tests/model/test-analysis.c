/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-analysis.c: HgAnalysis judges the placements of the seats asked
 * for (by default the people's) in a worker thread, one "judged" signal
 * each on the main context, with its progress; the same judgements as
 * hg_game_judge_move() gives (an iteration bound makes them repeatable);
 * the game may go on meanwhile; a cancelled run keeps what it judged. */

#include "config.h"

#include "hg-analysis.h"
#include "hg-test-util.h"

typedef struct {
  GArray  *indices;
  gboolean done;
  GError  *error;
} Seen;

static void
judged_cb (HgAnalysis *analysis,
           guint       index,
           Seen       *seen)
{
  g_array_append_val (seen->indices, index);
}

static void
done_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Seen *seen = user_data;

  hg_analysis_run_finish (HG_ANALYSIS (source), result, &seen->error);
  seen->done = TRUE;
}

static void
options (HgAiOptions *opts)
{
  hg_ai_options_init (opts);
  opts->ms = 0;
  opts->max_iterations = 64;
  opts->threads = 1;
}

static void
test_people (void)
{
  g_autoptr(HgGame) game = hg_test_poor_game (11, 10, 2, HG_LEVEL_RANDOM);
  g_autoptr(HgAnalysis) analysis = hg_analysis_new (game);
  Seen seen = { g_array_new (FALSE, FALSE, sizeof (guint)), FALSE, NULL };
  guint n = hg_game_get_n_history (game), people = 0;
  HgAiOptions opts;

  options (&opts);
  g_assert_cmpuint (hg_analysis_get_n_moves (analysis), ==, n);
  g_signal_connect (analysis, "judged", G_CALLBACK (judged_cb), &seen);
  hg_analysis_run_async (analysis, 0, &opts, NULL, done_cb, &seen);
  g_assert_true (hg_analysis_get_running (analysis));
  /* the game goes on meanwhile: taken back, here */
  g_assert_true (hg_game_undo (game));
  while (!seen.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (seen.error);
  g_assert_false (hg_analysis_get_running (analysis));
  g_assert_cmpfloat (hg_analysis_get_progress (analysis), ==, 1.0);
  g_assert_true (hg_game_redo (game));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (hg_game_get_moves (game), i);
      HgAiJudgement got, want;

      if (hg_move_record_get_seat (record) != 0)
        {
          g_assert_false (hg_analysis_get_judgement (analysis, i, NULL));
          continue;
        }
      g_assert_cmpuint (g_array_index (seen.indices, guint, people), ==, i);
      people++;
      g_assert_true (hg_analysis_get_judgement (analysis, i, &got));
      g_assert_true (hg_game_judge_move (game, i, &opts, &want, NULL));
      g_assert_true (hg_move_equal (&got.best, &want.best));
      g_assert_cmpfloat (got.loss, ==, want.loss);
      g_assert_cmpfloat (got.played_value, ==, want.played_value);
      g_assert_cmpfloat (got.loss, >=, 0);
      g_assert_cmpuint (got.samples, >=, 16);
      if (hg_move_equal (&got.best, hg_move_record_get_move (record)))
        g_assert_cmpfloat (got.loss, ==, 0);
    }
  g_assert_cmpuint (people, ==, seen.indices->len);
  g_assert_cmpuint (people, >, 3);
  g_array_unref (seen.indices);
}

static void
test_cancel (void)
{
  g_autoptr(HgGame) game = hg_test_poor_game (11, 10, 2, HG_LEVEL_RANDOM);
  g_autoptr(HgAnalysis) analysis = hg_analysis_new (game);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Seen seen = { g_array_new (FALSE, FALSE, sizeof (guint)), FALSE, NULL };
  guint judged = 0;
  HgAiOptions opts;

  hg_ai_options_init (&opts);
  opts.ms = 50;
  opts.threads = 1;
  g_signal_connect (analysis, "judged", G_CALLBACK (judged_cb), &seen);
  /* every seat */
  hg_analysis_run_async (analysis, 0x3, &opts, cancellable, done_cb, &seen);
  while (seen.indices->len == 0)
    g_main_context_iteration (NULL, TRUE);
  g_cancellable_cancel (cancellable);
  while (!seen.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (seen.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&seen.error);
  g_assert_false (hg_analysis_get_running (analysis));
  for (guint i = 0; i < hg_analysis_get_n_moves (analysis); i++)
    judged += hg_analysis_get_judgement (analysis, i, NULL);
  g_assert_cmpuint (judged, ==, seen.indices->len);
  g_assert_cmpuint (judged, <, hg_analysis_get_n_moves (analysis));
  g_assert_cmpfloat (hg_analysis_get_progress (analysis), <, 1.0);

  /* again: the rest */
  seen.done = FALSE;
  hg_analysis_run_async (analysis, 0x3, &opts, NULL, done_cb, &seen);
  while (!seen.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (seen.error);
  for (guint i = 0; i < hg_analysis_get_n_moves (analysis); i++)
    g_assert_true (hg_analysis_get_judgement (analysis, i, NULL));
  g_array_unref (seen.indices);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/analysis/people", test_people);
  g_test_add_func ("/analysis/cancel", test_cancel);

  return g_test_run ();
}
