/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-computer.c: the computer seats through the model: every level
 * plays legal moves, the same game continues the same way, and choosing
 * works on a copy while the game stays as it is. */

#include "config.h"

#include "hg-test-util.h"
#include "hg-test-threads.h"

static const HgLevel computer_levels[] = {
  HG_LEVEL_RANDOM, HG_LEVEL_EASY, HG_LEVEL_MEDIUM, HG_LEVEL_HARD, HG_LEVEL_EXPERT,
};

/* Options that make levels hard and expert quick and deterministic. */
static void
quick_options (HgAiOptions *opts)
{
  hg_ai_options_init (opts);
  opts->ms = 0;
  opts->max_iterations = 40;
  opts->threads = 1;
}

/* A game of @n seats, seat 0 a person and the others at @level, on a
 * short deck. */
static HgGame *
new_game (HgLevel level,
          guint   n,
          guint32 seed,
          guint   first)
{
  HgLevel levels[HG_MAX_PLAYERS] = { HG_LEVEL_HUMAN, };
  g_autoptr(GError) error = NULL;
  HgSetup setup;
  HgGame *game;

  for (guint i = 1; i < n; i++)
    levels[i] = level;
  hg_setup_shuffle (&setup, n, seed);
  setup.n_land = MIN (setup.n_land, 14u);
  setup.first = first;
  game = hg_game_new (&setup, NULL, NULL, levels, &error);
  g_assert_no_error (error);
  return game;
}

/* Every level plays legal moves through the model, a whole short game,
 * against a person who plays the first legal move. */
static void
test_every_level_plays (void)
{
  HgAiOptions opts;

  quick_options (&opts);
  for (guint l = 0; l < G_N_ELEMENTS (computer_levels); l++)
    {
      g_autoptr(HgGame) game = new_game (computer_levels[l], 3, 7 + l, 1);
      guint computer_moves = 0;

      while (!hg_game_get_is_over (game))
        {
          g_autoptr(GError) error = NULL;

          if (hg_game_get_computer_to_move (game))
            {
              HgMove chosen;
              HgMove played;
              guint before = hg_game_get_n_history (game);

              g_assert_true (hg_game_choose_computer_move (game, &opts, &chosen, &error));
              g_assert_no_error (error);
              g_assert_true (hg_game_check_move (game, &chosen, &error));
              g_assert_no_error (error);
              g_assert_true (hg_game_play_computer_full (game, &opts, &played, &error));
              g_assert_no_error (error);
              /* Playing plays what choosing chose. */
              g_assert_true (hg_move_equal (&chosen, &played));
              g_assert_cmpuint (hg_game_get_n_history (game), ==, before + 1);
              computer_moves++;
            }
          else
            {
              g_autoptr(GArray) moves = hg_game_get_legal_moves (game);

              g_assert_cmpuint (moves->len, >, 0);
              g_assert_true (hg_game_play (game, &g_array_index (moves, HgMove, 0), &error));
              g_assert_no_error (error);
            }
        }
      g_assert_cmpuint (computer_moves, >, 4);
    }
}

/* The same game continues the same way at every level (levels hard and
 * expert bounded by iterations on one thread). */
static void
test_deterministic (void)
{
  HgAiOptions opts;

  quick_options (&opts);
  for (guint l = 0; l < G_N_ELEMENTS (computer_levels); l++)
    {
      g_autoptr(HgGame) a = new_game (computer_levels[l], 2, 21, 1);
      g_autoptr(HgGame) b = new_game (computer_levels[l], 2, 21, 1);
      g_autofree char *dump_a = NULL;
      g_autofree char *dump_b = NULL;
      g_autoptr(GError) error = NULL;

      /* Every seat a computer, by turns: seat 0 is played as a computer
       * at the same level through the request API. */
      for (guint i = 0; i < 12 && !hg_game_get_is_over (a); i++)
        {
          g_assert_true (hg_game_play_computer_full (a, &opts, NULL, &error));
          g_assert_no_error (error);
          g_assert_true (hg_game_play_computer_full (b, &opts, NULL, &error));
          g_assert_no_error (error);
          /* The person answers the same way in both. */
          if (!hg_game_get_is_over (a) && !hg_game_get_computer_to_move (a))
            {
              g_autoptr(GArray) moves = hg_game_get_legal_moves (a);
              const HgMove *m = &g_array_index (moves, HgMove, moves->len / 2);

              g_assert_true (hg_game_play (a, m, &error));
              g_assert_true (hg_game_play (b, m, &error));
              g_assert_no_error (error);
            }
        }
      dump_a = hg_test_dump_game (a, TRUE);
      dump_b = hg_test_dump_game (b, TRUE);
      g_assert_cmpstr (dump_a, ==, dump_b);
    }
}

/* Level random plays the engine's random move with the game's seed as
 * the generator's state, so saved games with random seats continue the
 * same way. */
static void
test_random_unchanged (void)
{
  g_autoptr(HgGame) game = new_game (HG_LEVEL_RANDOM, 2, 5, 1);
  g_autoptr(HgComputerRequest) request = NULL;
  g_autoptr(GError) error = NULL;
  HgMove expected;
  HgMove played;
  guint64 rng;

  request = hg_game_new_computer_request (game, &error);
  g_assert_no_error (error);
  rng = request->seed;
  g_assert_true (hg_state_random_move (hg_game_get_state (game), &rng, &expected));
  g_assert_true (hg_game_play_computer (game, &played, &error));
  g_assert_no_error (error);
  g_assert_true (hg_move_equal (&expected, &played));
}

/* A request is a copy: choosing from it, after the game has gone on, does
 * not touch the game, and gives the move the game had then. */
static void
test_choose_on_copy (void)
{
  HgAiOptions opts;

  quick_options (&opts);
  for (guint l = 0; l < G_N_ELEMENTS (computer_levels); l++)
    {
      g_autoptr(HgGame) game = new_game (computer_levels[l], 2, 33, 1);
      g_autoptr(HgComputerRequest) request = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *before = hg_test_dump_game (game, TRUE);
      g_autofree char *after = NULL;
      HgMove direct;
      HgMove from_copy;

      g_assert_true (hg_game_choose_computer_move (game, &opts, &direct, &error));
      g_assert_no_error (error);
      after = hg_test_dump_game (game, TRUE);
      g_assert_cmpstr (before, ==, after);

      request = hg_game_new_computer_request (game, &error);
      g_assert_no_error (error);
      g_assert_cmpint (request->level, ==, computer_levels[l]);
      g_assert_cmpuint (request->seat, ==, 1);
      g_assert_cmpuint (request->n_history, ==, 0);

      /* The game goes on; the copy does not. */
      g_assert_true (hg_game_play_computer_full (game, &opts, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (hg_game_get_n_history (game), ==, 1);

      g_assert_true (hg_computer_request_choose (request, &opts, &from_copy, &error));
      g_assert_no_error (error);
      g_assert_true (hg_move_equal (&direct, &from_copy));
    }
}

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* hg_computer_request_choose_async() waited for on this thread's main
 * context; the request is taken. */
static HgMove *
choose_async (HgComputerRequest *request,
              const HgAiOptions *opts,
              GCancellable      *cancellable,
              GError           **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  hg_computer_request_choose_async (request, opts, cancellable, chosen_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return hg_computer_request_choose_finish (result, error);
}

/* Choosing in a worker gives the move chosen here, at every level, and
 * a cancelled question gives G_IO_ERROR_CANCELLED and no move. */
static void
test_choose_async (void)
{
  HgAiOptions opts;

  quick_options (&opts);
  for (guint l = 0; l < G_N_ELEMENTS (computer_levels); l++)
    {
      g_autoptr(HgGame) game = new_game (computer_levels[l], 2, 35, 1);
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      g_autoptr(HgMove) move = NULL;
      g_autoptr(GError) error = NULL;
      HgMove direct;

      g_assert_true (hg_game_choose_computer_move (game, &opts, &direct, &error));
      g_assert_no_error (error);
      move = choose_async (hg_game_new_computer_request (game, NULL), &opts, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (move);
      g_assert_true (hg_move_equal (&direct, move));
      g_clear_pointer (&move, hg_move_free);

      g_cancellable_cancel (cancellable);
      move = choose_async (hg_game_new_computer_request (game, NULL), &opts, cancellable, &error);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_null (move);
    }
}

/* No computer to move, or a cancelled thought: an error, no move. */
static void
test_errors (void)
{
  g_autoptr(HgGame) game = new_game (HG_LEVEL_HARD, 2, 3, 0);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(HgComputerRequest) request = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HgState) copy = NULL;
  g_autofree char *dump = NULL;
  HgAiOptions opts;
  HgMove move;

  /* The person is to move. */
  g_assert_false (hg_game_get_computer_to_move (game));
  g_assert_null (hg_game_new_computer_request (game, &error));
  g_assert_error (error, HG_GAME_ERROR, HG_GAME_ERROR_NOT_COMPUTER);
  g_clear_error (&error);
  g_assert_false (hg_game_play_computer (game, NULL, &error));
  g_assert_error (error, HG_GAME_ERROR, HG_GAME_ERROR_NOT_COMPUTER);
  g_clear_error (&error);

  /* hg_game_dup_state() is a copy of the same state. */
  copy = hg_game_dup_state (game);
  g_assert_true (copy != hg_game_get_state (game));
  dump = hg_test_dump_state (copy);
  {
    g_autofree char *orig = hg_test_dump_state (hg_game_get_state (game));

    g_assert_cmpstr (dump, ==, orig);
  }

  {
    g_autoptr(GArray) moves = hg_game_get_legal_moves (game);

    g_assert_true (hg_game_play (game, &g_array_index (moves, HgMove, 0), &error));
    g_assert_no_error (error);
  }
  g_assert_true (hg_game_get_computer_to_move (game));
  request = hg_game_new_computer_request (game, &error);
  g_assert_no_error (error);

  hg_ai_options_init (&opts);
  opts.ms = 5000;
  opts.threads = 2;
  opts.cancellable = cancellable;
  g_cancellable_cancel (cancellable);
  g_assert_false (hg_computer_request_choose (request, &opts, &move, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (hg_test_threads_ended (HG_TEST_AI_THREADS), ==, 0);
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/computer/every-level-plays", test_every_level_plays);
  g_test_add_func ("/computer/deterministic", test_deterministic);
  g_test_add_func ("/computer/random-unchanged", test_random_unchanged);
  g_test_add_func ("/computer/choose-on-copy", test_choose_on_copy);
  g_test_add_func ("/computer/choose-async", test_choose_async);
  g_test_add_func ("/computer/errors", test_errors);

  return g_test_run ();
}
