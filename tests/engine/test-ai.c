/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ai.c: the computer players: legal moves at every level in many
 * positions (bonus turns and empty supplies included), the same move for
 * the same seed (and, for the searching levels, iteration bound and
 * thread count), no use of the hidden deck order, a cancelled search that
 * returns and leaves no worker thread behind, an obvious move that
 * the searching levels find, expert's tree growing a node at most per
 * iteration, expert's race spending its whole bound, and the evaluation's
 * weights. */

#include "config.h"

#include <math.h>
#include <string.h>
#include <gio/gio.h>

#include "hg-engine.h"
#include "hg-ai.h"
#include "hg-ai-private.h"
#include "hg-test-threads.h"

#define N_POSITIONS   1000
#define HARD_ITERS    24   /* hard: one round of the 12 candidates per worker */
#define EXPERT_ITERS  64   /* expert: a few rounds of its candidates */

static const HgAiLevel all_levels[] = {
  HG_AI_LEVEL_RANDOM, HG_AI_LEVEL_EASY, HG_AI_LEVEL_MEDIUM, HG_AI_LEVEL_HARD,
  HG_AI_LEVEL_EXPERT,
};

static const HgTileSet *
tiles (void)
{
  g_autoptr(GError) error = NULL;
  const HgTileSet *set = hg_tile_set_get_default (&error);

  g_assert_no_error (error);
  g_assert_nonnull (set);
  return set;
}

/* Hard and expert: bounded by iterations only, so deterministic. */
static void
search_options (HgAiOptions *opts,
              guint64      seed,
              guint        threads,
              guint        iterations)
{
  hg_ai_options_init (opts);
  opts->seed = seed;
  opts->ms = 0;
  opts->threads = threads;
  opts->max_iterations = iterations;
}

/* A move for the position generator: seat 0 puts a figure whenever it can
 * (a hut first, else the last spot listed), so that its supply runs dry;
 * the other seats play at random. */
static void
generator_move (const HgState *state,
                guint64       *rng,
                HgMove        *out)
{
  g_autoptr(GArray) moves = NULL;

  if (hg_state_get_current_player (state) != 0)
    {
      g_assert_true (hg_state_random_move (state, rng, out));
      return;
    }
  moves = g_array_new (FALSE, FALSE, sizeof (HgMove));
  hg_state_legal_moves (state, moves);
  g_assert_cmpuint (moves->len, >, 0);
  *out = g_array_index (moves, HgMove, 0);
  for (guint i = 0; i < moves->len; i++)
    {
      const HgMove *m = &g_array_index (moves, HgMove, i);

      if (m->role == HG_ROLE_HUT)
        {
          *out = *m;
          return;
        }
      if (m->role != HG_ROLE_NONE)
        *out = *m;
    }
}

static void
check_level (const HgState *state,
             HgAiLevel      level,
             guint64        seed)
{
  g_autoptr(GError) error = NULL;
  HgAiOptions opts;
  HgMove move;

  if (level == HG_AI_LEVEL_HARD)
    search_options (&opts, seed, 2, HARD_ITERS);
  else if (level == HG_AI_LEVEL_EXPERT)
    search_options (&opts, seed, 2, EXPERT_ITERS);
  else
    {
      hg_ai_options_init (&opts);
      opts.seed = seed;
    }
  g_assert_true (hg_ai_choose_move (state, level, &opts, &move, &error));
  g_assert_no_error (error);
  if (!hg_state_check_move (state, &move, &error))
    {
      char buf[HG_MOVE_STRLEN];

      g_error ("level %d chose the illegal move %s: %s", (int) level,
               hg_move_format (&move, buf), error->message);
    }
  g_assert_cmpuint (hg_test_threads_ended (HG_TEST_AI_THREADS), ==, 0);
}

static void
test_legal_moves (void)
{
  const HgTileSet *set = tiles ();
  guint n_positions = 0, n_bonus = 0, n_empty = 0, n_players_seen = 0;
  guint64 rng = 12345;

  for (guint32 g = 0; n_positions < N_POSITIONS; g++)
    {
      g_autoptr(HgState) state = NULL;
      HgSetup setup;

      hg_setup_shuffle (&setup, 2 + g % 4, 1000 + g);
      state = hg_state_new (set, &setup, NULL, NULL);
      n_players_seen |= 1 << hg_state_get_n_players (state);
      while (hg_state_get_phase (state) != HG_PHASE_OVER && n_positions < N_POSITIONS)
        {
          guint seat = hg_state_get_current_player (state);
          HgMove move;

          for (guint l = 0; l < G_N_ELEMENTS (all_levels); l++)
            check_level (state, all_levels[l], n_positions * 7 + l);
          n_positions++;
          if (hg_state_get_phase (state) == HG_PHASE_BONUS)
            n_bonus++;
          if (hg_state_get_members (state, seat) == 0 && hg_state_get_huts (state, seat) == 0)
            n_empty++;

          generator_move (state, &rng, &move);
          g_assert_true (hg_state_apply (state, &move, NULL, NULL, NULL));
        }
    }
  g_test_message ("%u positions, %u bonus turns, %u with an empty supply",
                  n_positions, n_bonus, n_empty);
  g_assert_cmpuint (n_positions, ==, N_POSITIONS);
  g_assert_cmpuint (n_bonus, >, 0);
  g_assert_cmpuint (n_empty, >, 0);
  g_assert_cmpuint (n_players_seen, ==, (1 << 2) | (1 << 3) | (1 << 4) | (1 << 5));
}

/* The evaluation's weights: their defaults give exactly medium's values,
 * and a weight changed changes them where it should. */
static void
test_eval_weights (void)
{
  const HgTileSet *set = tiles ();
  HgAiEvalWeights weights, closing, members, returning, golden;
  guint n_positions = 0, n_open = 0, n_members = 0, n_returning = 0, n_golden = 0;
  guint64 rng = 777;

  hg_ai_eval_weights_init (&weights);
  g_assert_true (memcmp (&weights, hg_ai_eval_weights_medium (), sizeof weights) == 0);
  closing = weights;
  closing.close_rate -= 0.1;
  members = weights;
  members.member_value += 1.0;
  g_assert_cmpfloat (weights.figure_return, ==, 0.0);
  g_assert_cmpfloat (weights.gold_value, ==, 0.0);
  returning = weights;
  returning.figure_return = 0.5;
  golden = weights;
  golden.gold_value = 3.0;

  for (guint32 g = 0; g < 8; g++)
    {
      g_autoptr(HgState) state = NULL;
      HgSetup setup;

      hg_setup_shuffle (&setup, 2 + g % 4, 2000 + g);
      state = hg_state_new (set, &setup, NULL, NULL);
      for (;;)
        {
          double medium[HG_MAX_PLAYERS], with[HG_MAX_PLAYERS];
          double likelier[HG_MAX_PLAYERS], richer[HG_MAX_PLAYERS];
          double home[HG_MAX_PLAYERS], gold[HG_MAX_PLAYERS];
          double same[HG_MAX_PLAYERS], slower[HG_MAX_PLAYERS];
          guint n = hg_state_get_n_players (state);
          gboolean open_seen = FALSE, richer_seen = FALSE, home_seen = FALSE, gold_seen = FALSE;
          gboolean slower_seen = FALSE;
          HgAiEvalWeights by_turns, later;
          HgMove move;

          hg_ai_eval_values (state, medium);
          hg_ai_eval_values_with (state, &weights, with);
          hg_ai_eval_values_with (state, &closing, likelier);
          hg_ai_eval_values_with (state, &members, richer);
          hg_ai_eval_values_with (state, &returning, home);
          hg_ai_eval_values_with (state, &golden, gold);
          /* Completion by the turns left a seat: as many turns an open
           * side as close_tiles / n tiles is the same chance; twice as
           * many, a smaller one. */
          by_turns = weights;
          by_turns.close_turns = weights.close_tiles / n;
          later = weights;
          later.close_turns = 2.0 * weights.close_tiles / n;
          hg_ai_eval_values_with (state, &by_turns, same);
          hg_ai_eval_values_with (state, &later, slower);
          g_assert_true (memcmp (medium, with, n * sizeof (double)) == 0);
          for (guint p = 0; p < n; p++)
            {
              g_assert_cmpfloat (likelier[p], >=, medium[p]);
              g_assert_cmpfloat (richer[p], >=, medium[p]);
              open_seen |= likelier[p] > medium[p];
              richer_seen |= richer[p] > medium[p];
              /* A figure coming home, or gold, only ever adds. */
              g_assert_cmpfloat (home[p], >=, medium[p]);
              g_assert_cmpfloat (gold[p], >=, medium[p]);
              home_seen |= home[p] > medium[p];
              gold_seen |= gold[p] > medium[p];
              g_assert_cmpfloat (fabs (same[p] - medium[p]), <, 1e-9);
              g_assert_cmpfloat (slower[p], <, medium[p] + 1e-9);
              slower_seen |= slower[p] < medium[p] - 1e-9;
              if (hg_state_get_phase (state) == HG_PHASE_OVER)
                {
                  g_assert_cmpfloat (medium[p], ==, hg_state_get_score (state, p));
                  g_assert_cmpfloat (home[p], ==, medium[p]);
                  g_assert_cmpfloat (gold[p], ==, medium[p]);
                }
            }
          /* Only a gatherer or fisherman in an open feature comes home. */
          if (home_seen)
            g_assert_true (open_seen);
          /* ... and completion, by tiles or turns, counts only there. */
          g_assert_true (slower_seen == open_seen);
          /* Gold counts only in a forest with figures, one a closing
           * weight changes too. */
          if (gold_seen)
            g_assert_true (open_seen);
          n_positions++;
          n_open += open_seen;
          n_members += richer_seen;
          n_returning += home_seen;
          n_golden += gold_seen;
          if (hg_state_get_phase (state) == HG_PHASE_OVER)
            break;
          generator_move (state, &rng, &move);
          g_assert_true (hg_state_apply (state, &move, NULL, NULL, NULL));
        }
    }
  g_test_message ("%u positions, %u with a figure in an open forest or river, "
                  "%u with a member in supply, %u with a figure that may come home, "
                  "%u with gold in an open forest with figures",
                  n_positions, n_open, n_members, n_returning, n_golden);
  g_assert_cmpuint (n_returning, >, 0);
  g_assert_cmpuint (n_returning, <=, n_open);
  g_assert_cmpuint (n_golden, >, 0);
  g_assert_cmpuint (n_golden, <, n_open);
  g_assert_cmpuint (n_open, >, 0);
  g_assert_cmpuint (n_open, <, n_positions);
  g_assert_cmpuint (n_members, >, 0);
  g_assert_cmpuint (n_members, <, n_positions);
}

/* The evaluation of positions one move on by what the move changed
 * gives every seat the value of the evaluation of the whole position,
 * for every legal move of positions of random games at every table
 * size: figures put, features completed, gold won, tiles discarded; and
 * so does valuing the moves of a placement together (its figures put on
 * the position without one). */
static void
test_eval_after (void)
{
  const HgTileSet *set = tiles ();
  HgAiExpertParams params;
  HgAiEvalWeights weights;
  guint n_moves = 0, n_scored = 0, n_bonus = 0, n_merged = 0, n_figures = 0;
  guint64 rng = 4242;

  hg_ai_expert_params_init (&params);
  weights = params.eval;
  /* Every term of the evaluation counts, and a figure in a complete
   * feature is not worth what it scores and brings home. */
  weights.gold_value = 3.0;
  weights.figure_return = 0.5;

  for (guint32 g = 0; g < 12; g++)
    {
      g_autoptr(HgState) state = NULL;
      g_autoptr(HgState) after = NULL;
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (HgMove));
      HgSetup setup;

      hg_setup_shuffle (&setup, 2 + g % 4, 3000 + g);
      state = hg_state_new (set, &setup, NULL, NULL);
      after = hg_state_copy (state);
      while (hg_state_get_phase (state) != HG_PHASE_OVER)
        {
          HgAiEvalAfter by_change;
          HgPlacement places[HG_MAX_PLACEMENTS];
          guint n_places;
          HgMove move;

          hg_ai_eval_after_init (&by_change, state, &weights);
          g_array_set_size (moves, 0);
          hg_state_legal_moves (state, moves);
          for (guint i = 0; i < moves->len; i++)
            {
              double whole[HG_MAX_PLAYERS], changed[HG_MAX_PLAYERS];

              hg_ai_copy (after, state);
              hg_state_apply_trusted (after, &g_array_index (moves, HgMove, i), NULL, NULL);
              hg_ai_eval_values_with (after, &weights, whole);
              hg_ai_eval_after (&by_change, after, changed);
              for (guint p = 0; p < state->n_players; p++)
                g_assert_cmpfloat_with_epsilon (changed[p], whole[p],
                                                1e-9 * (1.0 + fabs (whole[p])));
              n_moves++;
              n_bonus += after->phase == HG_PHASE_BONUS;
              n_merged += after->n_nodes > state->n_nodes &&
                          hg_find_const (after, after->n_nodes - 1) < state->n_nodes;
              for (guint p = 0; p < state->n_players; p++)
                if (after->score[p] != state->score[p])
                  {
                    n_scored++;
                    break;
                  }
            }

          /* And by placement, the figures put on the position without
           * one. */
          hg_ai_eval_after_init (&by_change, state, &weights);
          n_places = MIN (hg_board_placements (state, state->hand, places, HG_MAX_PLACEMENTS),
                          HG_MAX_PLACEMENTS);
          for (guint i = 0; i < n_places; i++)
            {
              HgMove spots[HG_MAX_FIGURE_SPOTS + 1];
              double changed[HG_MAX_FIGURE_SPOTS + 1][HG_MAX_PLAYERS];
              guint n_spots;

              n_spots = hg_ai_placement_moves (state, &places[i], spots);
              hg_ai_eval_placement (&by_change, after, spots, n_spots, changed);
              for (guint j = 0; j < n_spots; j++)
                {
                  double whole[HG_MAX_PLAYERS];

                  hg_ai_copy (after, state);
                  hg_state_apply_trusted (after, &spots[j], NULL, NULL);
                  hg_ai_eval_values_with (after, &weights, whole);
                  for (guint p = 0; p < state->n_players; p++)
                    g_assert_cmpfloat_with_epsilon (changed[j][p], whole[p],
                                                    1e-9 * (1.0 + fabs (whole[p])));
                  n_figures += j > 0;
                }
            }

          g_assert_true (hg_state_random_move (state, &rng, &move));
          g_assert_true (hg_state_apply (state, &move, NULL, NULL, NULL));
        }
    }
  g_test_message ("%u moves, %u of them scored, %u won a bonus tile, %u joined a feature; "
                  "%u with a figure valued by placement",
                  n_moves, n_scored, n_bonus, n_merged, n_figures);
  g_assert_cmpuint (n_figures, >, 0);
  g_assert_cmpuint (n_scored, >, 0);
  g_assert_cmpuint (n_bonus, >, 0);
  g_assert_cmpuint (n_merged, >, 0);
}

/* The rival a seat is measured against: medium's is the best of the
 * others; rival_mean moves it towards their mean with three players or
 * more, and changes nothing with two. */
static void
test_eval_rival (void)
{
  const double three[] = { 10.0, 4.0, 7.0 };
  HgAiEvalWeights weights;
  guint64 rng = 4242;

  hg_ai_eval_weights_init (&weights);
  g_assert_cmpfloat (weights.rival_mean, ==, 0.0);
  g_assert_cmpfloat (hg_ai_eval_relative_with (three, 3, 0, &weights), ==, 3.0);
  g_assert_cmpfloat (hg_ai_eval_relative_with (three, 3, 1, &weights), ==, -6.0);
  weights.rival_mean = 1.0;
  g_assert_cmpfloat (hg_ai_eval_relative_with (three, 3, 0, &weights), ==, 4.5);
  g_assert_cmpfloat (hg_ai_eval_relative_with (three, 3, 1, &weights), ==, -4.5);
  weights.rival_mean = 0.5;
  g_assert_cmpfloat (hg_ai_eval_relative_with (three, 3, 0, &weights), ==, 3.75);

  for (guint i = 0; i < 2000; i++)
    {
      double values[HG_MAX_PLAYERS];
      guint n = 2 + i % (HG_MAX_PLAYERS - 1);
      guint seat = hg_rng_below (&rng, n);
      double best = -G_MAXDOUBLE, mean = 0.0, medium;

      for (guint p = 0; p < n; p++)
        values[p] = (double) hg_rng_below (&rng, 20000) / 100.0 - 50.0;
      for (guint p = 0; p < n; p++)
        if (p != seat)
          {
            best = MAX (best, values[p]);
            mean += values[p] / (n - 1);
          }
      medium = hg_ai_eval_relative (values, n, seat);
      g_assert_cmpfloat (medium, ==, values[seat] - best);

      hg_ai_eval_weights_init (&weights);
      g_assert_cmpfloat (hg_ai_eval_relative_with (values, n, seat, &weights), ==, medium);
      weights.rival_mean = (double) hg_rng_below (&rng, 101) / 100.0;
      if (n == 2)
        g_assert_cmpfloat (hg_ai_eval_relative_with (values, n, seat, &weights), ==, medium);
      else
        g_assert_cmpfloat_with_epsilon (hg_ai_eval_relative_with (values, n, seat, &weights),
                                        values[seat] - (best - weights.rival_mean * (best - mean)),
                                        1e-9);
    }
}

/* A few positions of one seeded game, every @step moves. */
static GPtrArray *
sample_positions (guint n_players,
                  guint32 seed,
                  guint step)
{
  GPtrArray *positions = g_ptr_array_new_with_free_func ((GDestroyNotify) hg_state_free);
  g_autoptr(HgState) state = NULL;
  guint64 rng = seed;
  HgSetup setup;

  hg_setup_shuffle (&setup, n_players, seed);
  state = hg_state_new (tiles (), &setup, NULL, NULL);
  for (guint i = 0; hg_state_get_phase (state) != HG_PHASE_OVER; i++)
    {
      HgMove move;

      if (i % step == 0)
        g_ptr_array_add (positions, hg_state_copy (state));
      g_assert_true (hg_state_random_move (state, &rng, &move));
      g_assert_true (hg_state_apply (state, &move, NULL, NULL, NULL));
    }
  return positions;
}

static gboolean
choose (const HgState *state,
        HgAiLevel      level,
        guint64        seed,
        HgMove        *move)
{
  g_autoptr(GError) error = NULL;
  HgAiOptions opts;
  gboolean ok;

  if (level == HG_AI_LEVEL_HARD || level == HG_AI_LEVEL_EXPERT)
    search_options (&opts, seed, 2, 64);
  else
    {
      hg_ai_options_init (&opts);
      opts.seed = seed;
    }
  ok = hg_ai_choose_move (state, level, &opts, move, &error);
  g_assert_no_error (error);
  return ok;
}

static void
test_determinism (void)
{
  g_autoptr(GPtrArray) positions = sample_positions (3, 77, 9);
  guint differ = 0;

  for (guint i = 0; i < positions->len; i++)
    for (guint l = 0; l < G_N_ELEMENTS (all_levels); l++)
      {
        const HgState *state = positions->pdata[i];
        HgMove a, b, c;

        g_assert_true (choose (state, all_levels[l], 5 + i, &a));
        g_assert_true (choose (state, all_levels[l], 5 + i, &b));
        g_assert_true (hg_move_equal (&a, &b));
        /* Another seed may choose otherwise (random nearly always does). */
        g_assert_true (choose (state, all_levels[l], 1000 + i, &c));
        if (!hg_move_equal (&a, &c))
          differ++;
      }
  g_assert_cmpuint (differ, >, 0);
}

/* Expert bounded by iterations gives the same move on one thread and on
 * two, every time. */
static void
test_determinism_threads (void)
{
  g_autoptr(GPtrArray) positions = sample_positions (2, 31, 11);

  for (guint i = 0; i < positions->len; i++)
    for (guint threads = 1; threads <= 2; threads++)
      {
        HgAiOptions opts;
        HgMove a, b;

        search_options (&opts, 40 + i, threads, 600);
        g_assert_true (hg_ai_choose_move (positions->pdata[i], HG_AI_LEVEL_EXPERT, &opts, &a, NULL));
        g_assert_true (hg_ai_choose_move (positions->pdata[i], HG_AI_LEVEL_EXPERT, &opts, &b, NULL));
        g_assert_true (hg_move_equal (&a, &b));
      }
}

/* Two states that differ only in the order of the face-down tiles get the
 * same move: no level reads the hidden order. */
static void
test_hidden_order (void)
{
  g_autoptr(GPtrArray) positions = sample_positions (2, 4242, 7);
  guint n_reordered = 0;

  for (guint i = 0; i < positions->len; i++)
    {
      const HgState *state = positions->pdata[i];
      g_autoptr(HgState) other = hg_state_copy (state);
      guint64 rng = 99 + i;
      HgSetup a = *hg_state_get_setup (state);
      HgSetup b;

      hg_state_shuffle_unseen (other, &rng);
      b = *hg_state_get_setup (other);
      /* Same tiles, in the same places up to the face-down ones. */
      g_assert_cmpuint (a.n_land, ==, b.n_land);
      g_assert_cmpuint (a.n_bonus, ==, b.n_bonus);
      g_assert_cmpint (hg_state_get_tile_in_hand (state), ==, hg_state_get_tile_in_hand (other));
      g_assert_cmpuint (hg_state_get_land_left (state), ==, hg_state_get_land_left (other));
      for (guint k = 0; k < a.n_land - hg_state_get_land_left (state); k++)
        g_assert_cmpuint (a.land[k], ==, b.land[k]);
      {
        guint sum_a = 0, sum_b = 0, xor_a = 0, xor_b = 0;

        for (guint k = 0; k < a.n_land; k++)
          {
            sum_a += a.land[k] * a.land[k];
            sum_b += b.land[k] * b.land[k];
            xor_a ^= a.land[k];
            xor_b ^= b.land[k];
          }
        g_assert_cmpuint (sum_a, ==, sum_b);
        g_assert_cmpuint (xor_a, ==, xor_b);
      }
      /* The face-down tiles really are in another order (else the moves
       * below would agree whatever the levels read). */
      for (guint k = a.n_land - hg_state_get_land_left (state); k < a.n_land; k++)
        if (a.land[k] != b.land[k])
          {
            n_reordered++;
            break;
          }

      for (guint l = 0; l < G_N_ELEMENTS (all_levels); l++)
        {
          HgMove m1, m2;

          g_assert_true (choose (state, all_levels[l], 31 + i, &m1));
          g_assert_true (choose (other, all_levels[l], 31 + i, &m2));
          g_assert_true (hg_move_equal (&m1, &m2));
        }
    }
  g_test_message ("%u of %u positions with the face-down tiles reordered",
                  n_reordered, positions->len);
  /* Near the end few tiles are left and a shuffle may keep their order. */
  g_assert_cmpuint (n_reordered, >=, positions->len / 2);
}

static void
test_errors (void)
{
  g_autoptr(HgState) state = NULL;
  g_autoptr(GError) error = NULL;
  guint64 rng = 3;
  HgSetup setup;
  HgMove move;

  hg_setup_shuffle (&setup, 2, 3);
  state = hg_state_new (tiles (), &setup, NULL, NULL);
  g_assert_false (hg_ai_choose_move (state, 0, NULL, &move, &error));
  g_assert_error (error, HG_AI_ERROR, HG_AI_ERROR_BAD_LEVEL);
  g_clear_error (&error);

  hg_state_play_random_game (state, &rng);
  for (guint l = 0; l < G_N_ELEMENTS (all_levels); l++)
    {
      g_assert_false (hg_ai_choose_move (state, all_levels[l], NULL, &move, &error));
      g_assert_error (error, HG_AI_ERROR, HG_AI_ERROR_GAME_OVER);
      g_clear_error (&error);
    }

}

static void
test_cancel_before (void)
{
  g_autoptr(GPtrArray) positions = sample_positions (2, 8, 20);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();

  g_cancellable_cancel (cancellable);
  for (guint l = 0; l < G_N_ELEMENTS (all_levels); l++)
    {
      g_autoptr(GError) error = NULL;
      HgAiOptions opts;
      HgMove move;

      hg_ai_options_init (&opts);
      opts.cancellable = cancellable;
      g_assert_false (hg_ai_choose_move (positions->pdata[1], all_levels[l], &opts, &move, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_cmpuint (hg_test_threads_ended (HG_TEST_AI_THREADS), ==, 0);
    }
}

static gpointer
cancel_thread (gpointer data)
{
  GCancellable *cancellable = data;

  /* Wait until the search really runs, then a few milliseconds more. */
  while (hg_test_count_threads (HG_TEST_AI_THREADS) == 0)
    g_usleep (500);
  g_usleep (5000);
  g_cancellable_cancel (cancellable);
  return NULL;
}

/* A search with no bound at all can only end by being cancelled: if
 * cancelling did not work, the test would hang (and time out).  Expert
 * never lets a candidate leave its race here, so that it cannot end by
 * being sure of its move either. */
static void
test_cancel_running (void)
{
  g_autoptr(GPtrArray) positions = sample_positions (2, 8, 20);

  for (guint k = 0; k < 2; k++)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(GError) error = NULL;
      HgAiExpertParams params;
      HgAiOptions opts;
      GThread *canceller;
      HgMove move;
      gboolean ok;

      search_options (&opts, 1, 3, G_MAXUINT);
      opts.cancellable = cancellable;
      canceller = g_thread_new ("canceller", cancel_thread, cancellable);
      if (k == 0)
        ok = hg_ai_choose_move (positions->pdata[1], HG_AI_LEVEL_HARD, &opts, &move, &error);
      else
        {
          hg_ai_expert_params_init (&params);
          params.race_z = G_MAXDOUBLE;
          ok = hg_ai_expert_search (positions->pdata[1], &opts, &params, NULL, &move, &error);
        }
      g_assert_false (ok);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_cmpuint (hg_test_threads_ended (HG_TEST_AI_THREADS), ==, 0);
      g_thread_join (canceller);
    }
}

/* The last tile of games without bonus tiles: each move ends the game,
 * so nothing is left to chance and expert's race is decided in its first
 * rounds.  With no bound at all it must return by itself (else the test
 * times out), with the move that ends the game best for it. */
static void
test_decided (void)
{
  guint n_tested = 0;

  for (guint32 g = 0; g < 6; g++)
    {
      g_autoptr(HgState) state = NULL;
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (HgMove));
      g_autoptr(HgState) after = NULL;
      guint64 rng = g;
      HgAiOptions opts;
      HgSetup setup;
      HgMove chosen;
      guint seat;
      int best = G_MININT;

      hg_setup_shuffle (&setup, 2, 60 + g);
      setup.n_land = 12;
      setup.n_bonus = 0;
      state = hg_state_new (tiles (), &setup, NULL, NULL);
      while (hg_state_get_land_left (state) > 0)
        {
          HgMove move;

          g_assert_true (hg_state_random_move (state, &rng, &move));
          g_assert_true (hg_state_apply (state, &move, NULL, NULL, NULL));
        }
      if (hg_state_get_phase (state) == HG_PHASE_OVER)
        continue;
      seat = hg_state_get_current_player (state);
      hg_state_legal_moves (state, moves);
      for (guint i = 0; i < moves->len; i++)
        {
          g_autoptr(HgState) end = hg_state_copy (state);

          g_assert_true (hg_state_apply (end, &g_array_index (moves, HgMove, i), NULL, NULL, NULL));
          g_assert_cmpint (hg_state_get_phase (end), ==, HG_PHASE_OVER);
          best = MAX (best, (int) hg_state_get_score (end, seat) -
                            (int) hg_state_get_score (end, 1 - seat));
        }

      search_options (&opts, g, 2, G_MAXUINT);
      g_assert_true (hg_ai_choose_move (state, HG_AI_LEVEL_EXPERT, &opts, &chosen, NULL));
      after = hg_state_copy (state);
      g_assert_true (hg_state_apply (after, &chosen, NULL, NULL, NULL));
      g_assert_cmpint ((int) hg_state_get_score (after, seat) - (int) hg_state_get_score (after, 1 - seat),
                       ==, best);
      n_tested++;
    }
  g_assert_cmpuint (n_tested, >=, 4);
}

/* Expert ranks one node at most per iteration, even when every node may
 * be ranked at its first visit: an iteration then makes two nodes at
 * most (the one ranked and the one after its move), not a chain of them
 * to the end of the game. */
static void
test_expand_once (void)
{
  g_autoptr(HgState) state = NULL;
  g_autoptr(GError) error = NULL;
  HgAiExpertParams params;
  HgAiExpertStats stats;
  HgAiOptions opts;
  HgSetup setup;
  HgMove move;
  guint64 rng = 5;

  hg_setup_shuffle (&setup, 2, 17);
  state = hg_state_new (tiles (), &setup, NULL, NULL);
  for (guint i = 0; i < 6; i++)
    {
      g_assert_true (hg_state_random_move (state, &rng, &move));
      g_assert_true (hg_state_apply (state, &move, NULL, NULL, NULL));
    }
  hg_ai_expert_params_init (&params);
  params.expand_visits = 1;
  search_options (&opts, 3, 1, 200);
  g_assert_true (hg_ai_expert_search (state, &opts, &params, &stats, &move, &error));
  g_assert_no_error (error);
  g_assert_true (hg_state_check_move (state, &move, NULL));
  g_assert_cmpuint (stats.iterations, >, 100);
  g_assert_cmpuint (stats.nodes, <=, 2 * stats.iterations);
}

/* Expert's race spends its whole bound when it is not decided: sequential
 * halving sends the worse half away at each part of the bound but the
 * last, which the two best share, so the search neither ends early nor
 * leaves a single candidate by halving.  (No candidate leaves by the
 * statistical test here: race_z is infinite.) */
static void
test_halving (void)
{
  g_autoptr(GPtrArray) positions = sample_positions (3, 4, 24);
  guint n_tested = 0;

  for (guint i = 0; i < positions->len; i++)
    {
      g_autoptr(GError) error = NULL;
      HgAiExpertParams params;
      HgAiExpertStats stats;
      HgAiOptions opts;
      HgMove move;

      hg_ai_expert_params_init (&params);
      params.race_z = G_MAXDOUBLE;
      search_options (&opts, 11 + i, 1, 3000);
      g_assert_true (hg_ai_expert_search (positions->pdata[i], &opts, &params, &stats, &move,
                                          &error));
      g_assert_no_error (error);
      g_assert_true (hg_state_check_move (positions->pdata[i], &move, NULL));
      g_test_message ("position %u: %u candidates, %u left, %u iterations, %u rounds", i,
                      stats.candidates, stats.left, stats.iterations, stats.rounds);
      if (stats.candidates < 4)
        continue;
      /* Two left; the race ends before the bound only when those two
       * have had the same reward in every round (moves that come to the
       * same: nothing more to learn). */
      g_assert_cmpuint (stats.left, ==, 2);
      if (stats.iterations >= 3000 - 2 * stats.candidates)
        n_tested++;
    }
  g_assert_cmpuint (n_tested, >=, 2);
}

/* Seat 0 holds a forest of four zones open on one side; tile 26 in hand
 * closes it for 10 points (the forest round the start tile of
 * test-rules-forest.c).  Both searching levels take the points. */
static void
test_obvious_move (void)
{
  const char *history[] = { "1,0,0+gatherer@1", "0,1,0" };
  g_autoptr(HgState) state = NULL;
  HgSetup setup = { 0, };
  HgAiLevel levels[] = { HG_AI_LEVEL_HARD, HG_AI_LEVEL_EXPERT };

  setup.n_players = 2;
  setup.first = 0;
  g_assert_true (hg_setup_parse_deck ("76,78,26,62,0,1,2,3,4,5,6,7", FALSE,
                                      setup.land, &setup.n_land, NULL));
  g_assert_true (hg_setup_parse_deck ("79,80", TRUE, setup.bonus, &setup.n_bonus, NULL));
  state = hg_state_new (tiles (), &setup, NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (history); i++)
    {
      HgMove move;

      g_assert_true (hg_move_parse (history[i], &move, NULL));
      g_assert_true (hg_state_apply (state, &move, NULL, NULL, NULL));
    }
  g_assert_cmpint (hg_state_get_tile_in_hand (state), ==, 26);
  g_assert_cmpuint (hg_state_get_current_player (state), ==, 0);

  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    for (guint threads = 1; threads <= 2; threads++)
      {
        g_autoptr(HgState) after = hg_state_copy (state);
        HgAiOptions opts;
        HgMove move;

        search_options (&opts, 17, threads, 2400);
        g_assert_true (hg_ai_choose_move (state, levels[l], &opts, &move, NULL));
        g_assert_true (hg_state_apply (after, &move, NULL, NULL, NULL));
        g_assert_cmpuint (hg_state_get_score_by_kind (after, 0, HG_SCORE_FOREST), ==, 10);
      }
}

/* Wins of @a (ties count half) in @n seeded two-player games against @b,
 * seats alternating. */
static double
duel (HgAiLevel a,
      HgAiLevel b,
      guint     n)
{
  double wins = 0;

  for (guint g = 0; g < n; g++)
    {
      g_autoptr(HgState) state = NULL;
      guint seat_a = g % 2, sa, sb;
      HgSetup setup;

      hg_setup_shuffle (&setup, 2, 500 + g);
      state = hg_state_new (tiles (), &setup, NULL, NULL);
      while (hg_state_get_phase (state) != HG_PHASE_OVER)
        {
          guint seat = hg_state_get_current_player (state);
          HgMove move;

          g_assert_true (choose (state, seat == seat_a ? a : b,
                                 g * 1000 + hg_state_get_n_moves (state), &move));
          g_assert_true (hg_state_apply (state, &move, NULL, NULL, NULL));
        }
      sa = hg_state_get_score (state, seat_a);
      sb = hg_state_get_score (state, 1 - seat_a);
      wins += sa > sb ? 1.0 : sa == sb ? 0.5 : 0.0;
    }
  return wins;
}

/* Seeded games, so the outcome is fixed; the margins are wide (measured:
 * easy beats random and medium beats easy in well over 90% of games). */
static void
test_strength (void)
{
  double easy = duel (HG_AI_LEVEL_EASY, HG_AI_LEVEL_RANDOM, 12);
  double medium = duel (HG_AI_LEVEL_MEDIUM, HG_AI_LEVEL_EASY, 12);

  g_test_message ("easy won %.1f of 12 against random, medium %.1f of 12 against easy",
                  easy, medium);
  g_assert_cmpfloat (easy, >=, 10);
  g_assert_cmpfloat (medium, >=, 9);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/errors", test_errors);
  g_test_add_func ("/ai/determinism", test_determinism);
  g_test_add_func ("/ai/determinism-threads", test_determinism_threads);
  g_test_add_func ("/ai/hidden-order", test_hidden_order);
  g_test_add_func ("/ai/cancel-before", test_cancel_before);
  g_test_add_func ("/ai/cancel-running", test_cancel_running);
  g_test_add_func ("/ai/obvious-move", test_obvious_move);
  g_test_add_func ("/ai/decided", test_decided);
  g_test_add_func ("/ai/expand-once", test_expand_once);
  g_test_add_func ("/ai/halving", test_halving);
  g_test_add_func ("/ai/strength", test_strength);
  g_test_add_func ("/ai/legal-moves", test_legal_moves);
  g_test_add_func ("/ai/eval-weights", test_eval_weights);
  g_test_add_func ("/ai/eval-rival", test_eval_rival);
  g_test_add_func ("/ai/eval-after", test_eval_after);

  return g_test_run ();
}
