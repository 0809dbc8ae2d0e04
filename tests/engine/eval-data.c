/* SPDX-License-Identifier: GPL-3.0-or-later */
/* eval-data.c: positions of seeded games with what became of them (a
 * tuning program, not a test).  Plays games at one level in every seat
 * (hard or expert bounded by --iterations on one thread, or medium) and
 * prints, for every position before a decision, what the evaluation
 * (hg-ai-eval.c) reads of it, then the final scores, so that its weights
 * can be fitted to what the positions came to.  One block a game:
 *
 *   G game players final-score...
 *   P tiles-left seat-to-move in-bonus-phase
 *   S score members huts                     (each seat)
 *   F size mushrooms open gold figs...        (forest with gatherers)
 *   R points open majority-figs... own-figs... (river with fishermen,
 *                                               those of its lakes counted)
 *   M points size sacred scoring-seats-mask   (meadow with hunters)
 *   Y fish huts...                            (river system with huts)
 *   V value...                                (each seat's, by level
 *                                               expert's evaluation)
 *   E
 *
 * Usage: eval-data [--games N] [--seed S] [--players P] [--level L]
 *                  [--iterations I] [--jobs J] */

#include "config.h"

#include <stdio.h>
#include <gio/gio.h>

#include "hg-engine.h"
#include "hg-ai.h"
#include "hg-ai-private.h"

typedef struct {
  const HgTileSet *set;
  guint            n_games;
  guint            n_players;
  guint            seed;
  HgAiLevel        level;
  guint            iterations;
  gint             next;
  GMutex           lock;
} Match;

static void
put_position (GString               *out,
              const HgState         *state,
              const HgAiEvalWeights *weights)
{
  guint n = state->n_players;
  double values[HG_MAX_PLAYERS];

  g_string_append_printf (out, "P %u %u %d\n", state->setup.n_land - state->land_pos + 1u,
                          state->current, state->phase == HG_PHASE_BONUS);
  for (guint p = 0; p < n; p++)
    g_string_append_printf (out, "S %u %u %u\n", state->score[p], state->members[p],
                            state->huts[p]);
  for (guint16 i = 0; i < state->n_nodes; i++)
    {
      const HgNode *nd = &state->nodes[i];

      if (nd->sparent == i && (nd->type == HG_ZONE_RIVER || nd->type == HG_ZONE_LAKE) &&
          nd->n_huts > 0)
        {
          g_string_append_printf (out, "Y %u", nd->fish);
          for (guint p = 0; p < n; p++)
            g_string_append_printf (out, " %u", nd->huts[p]);
          g_string_append_c (out, '\n');
        }
      if (nd->parent != i)
        continue;
      if (nd->type == HG_ZONE_FOREST && nd->n_figs > 0)
        {
          g_string_append_printf (out, "F %u %u %u %u", nd->size, nd->mushrooms, nd->open,
                                  nd->gold > 0);
          for (guint p = 0; p < n; p++)
            g_string_append_printf (out, " %u", nd->figs[p]);
          g_string_append_c (out, '\n');
        }
      else if (nd->type == HG_ZONE_RIVER)
        {
          guint counts[HG_MAX_PLAYERS], points;

          for (guint p = 0; p < HG_MAX_PLAYERS; p++)
            counts[p] = nd->figs[p];
          points = hg_scoring_river_points (state, nd, counts);
          if (hg_scoring_majority (state, counts) == 0)
            continue;
          g_string_append_printf (out, "R %u %u", points, nd->open);
          for (guint p = 0; p < n; p++)
            g_string_append_printf (out, " %u", counts[p]);
          for (guint p = 0; p < n; p++)
            g_string_append_printf (out, " %u", nd->figs[p]);
          g_string_append_c (out, '\n');
        }
      else if (nd->type == HG_ZONE_MEADOW && nd->n_figs > 0)
        g_string_append_printf (out, "M %u %u %d %u\n", hg_scoring_meadow_points (nd), nd->size,
                                nd->n_sacred > 0, hg_scoring_meadow_holders (state, nd));
    }
  hg_ai_eval_values_with (state, weights, values);
  g_string_append (out, "V");
  for (guint p = 0; p < n; p++)
    g_string_append_printf (out, " %.12g", values[p]);
  g_string_append (out, "\nE\n");
}

static void
play_game (Match *match,
           guint  g)
{
  HgSetup setup;
  g_autoptr (HgState) state = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) positions = g_string_new (NULL);
  guint n_players = match->n_players;
  HgAiExpertParams expert;

  hg_ai_expert_params_init (&expert);
  hg_setup_shuffle (&setup, n_players, match->seed + g);
  state = hg_state_new (match->set, &setup, NULL, NULL);
  while (hg_state_get_phase (state) != HG_PHASE_OVER)
    {
      HgAiOptions opts;
      HgMove move;

      put_position (positions, state, &expert.eval);
      hg_ai_options_init (&opts);
      opts.seed = ((guint64) (match->seed + g) << 32) ^ state->turn ^ ((guint64) state->current << 16);
      opts.ms = 0;
      opts.threads = 1;
      opts.max_iterations = match->iterations;
      if (!hg_ai_choose_move (state, match->level, &opts, &move, &error) ||
          !hg_state_apply (state, &move, NULL, NULL, &error))
        g_error ("game %u: %s", g, error->message);
    }

  g_mutex_lock (&match->lock);
  printf ("G %u %u", match->seed + g, n_players);
  for (guint p = 0; p < n_players; p++)
    printf (" %u", hg_state_get_score (state, p));
  printf ("\n%s", positions->str);
  fflush (stdout);
  g_mutex_unlock (&match->lock);
}

static gpointer
job_run (gpointer data)
{
  Match *match = data;
  gint g;

  while ((g = g_atomic_int_add (&match->next, 1)) < (gint) match->n_games)
    play_game (match, (guint) g);
  return NULL;
}

int
main (int   argc,
      char *argv[])
{
  int n_games = 100, seed = 1, n_players = 4, iterations = 300, jobs = 2;
  g_autofree char *level = NULL;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &n_games, "Games", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "Seed of the first deck", "S" },
    { "players", 0, 0, G_OPTION_ARG_INT, &n_players, "Players of each game", "P" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level, "Level of every seat: medium, hard, expert", "L" },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations, "Bound of hard and expert", "I" },
    { "jobs", 0, 0, G_OPTION_ARG_INT, &jobs, "Games played at once", "J" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- positions and their outcomes");
  g_autoptr (GError) error = NULL;
  g_autofree GThread **threads = NULL;
  Match match = { 0, };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || n_games < 1 ||
      n_players < 2 || n_players > 5 || iterations < 1 || jobs < 1 || jobs > 8)
    {
      fprintf (stderr, "eval-data: %s\n", error != NULL ? error->message : "a value is out of range");
      return 2;
    }
  if (level == NULL || g_strcmp0 (level, "hard") == 0)
    match.level = HG_AI_LEVEL_HARD;
  else if (g_strcmp0 (level, "medium") == 0)
    match.level = HG_AI_LEVEL_MEDIUM;
  else if (g_strcmp0 (level, "expert") == 0)
    match.level = HG_AI_LEVEL_EXPERT;
  else
    {
      fprintf (stderr, "eval-data: unknown level “%s”\n", level);
      return 2;
    }
  match.set = hg_tile_set_get_default (&error);
  if (match.set == NULL)
    {
      fprintf (stderr, "eval-data: %s\n", error->message);
      return 1;
    }
  match.n_games = n_games;
  match.n_players = n_players;
  match.seed = seed;
  match.iterations = iterations;
  g_mutex_init (&match.lock);

  threads = g_new (GThread *, jobs);
  for (int j = 0; j < jobs; j++)
    threads[j] = g_thread_new ("eval-data-job", job_run, &match);
  for (int j = 0; j < jobs; j++)
    g_thread_join (threads[j]);
  g_mutex_clear (&match.lock);
  return 0;
}
