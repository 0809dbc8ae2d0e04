/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-hint.c: hints through the model: hg_game_choose_hint() gives a
 * legal move, the move of a computer seat at level hard, and leaves the
 * game as it was; hg_game_describe_hint() says what a move does, each of
 * its sentences checked on a position built by hand where it is true.
 *
 * Geometry (as in the engine's feature tests): x grows east, y south;
 * rotation r shows the unrotated side (d - r) mod 4 at direction d
 * (N=0 E=1 S=2 W=3).  The start tile 56 at (0,0): N=M0 (meadow 0, 1
 * aurochs), E=F1 and S=F1 (forest 1, gold), W=R2-3-0 (river 3 into lake
 * 8, 1 fish). */

#include "config.h"

#include <string.h>

#include "hg-test-util.h"

/* Options that make level hard quick and deterministic. */
static void
quick_options (HgAiOptions *opts)
{
  hg_ai_options_init (opts);
  opts->ms = 0;
  opts->max_iterations = 3;
  opts->threads = 1;
}

/* A game of @n_players people (or all at @level) on the given decks. */
static HgGame *
new_game (guint       n_players,
          const char *land,
          const char *bonus,
          HgLevel     level)
{
  HgLevel levels[HG_MAX_PLAYERS];
  g_autoptr(GError) error = NULL;
  HgSetup setup;
  HgGame *game;

  for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
    levels[seat] = level;
  hg_setup_shuffle (&setup, n_players, 1);
  g_assert_true (hg_setup_parse_deck (land, FALSE, setup.land, &setup.n_land, &error));
  g_assert_no_error (error);
  g_assert_true (hg_setup_parse_deck (bonus, TRUE, setup.bonus, &setup.n_bonus, &error));
  g_assert_no_error (error);
  game = hg_game_new (&setup, NULL, NULL, levels, &error);
  g_assert_no_error (error);
  return game;
}

static void
play (HgGame     *game,
      const char *text)
{
  g_autoptr(GError) error = NULL;
  HgMove move;

  g_assert_true (hg_move_parse (text, &move, &error));
  g_assert_no_error (error);
  g_assert_true (hg_game_play (game, &move, &error));
  g_assert_no_error (error);
}

/* The reason for @text, which must be legal now. */
static char *
reason_for (HgGame     *game,
            const char *text)
{
  g_autoptr(GError) error = NULL;
  HgMove move;
  char *reason;

  g_assert_true (hg_move_parse (text, &move, &error));
  g_assert_no_error (error);
  g_assert_true (hg_game_check_move (game, &move, NULL));
  reason = hg_game_describe_hint (game, &move);
  g_assert_nonnull (reason);
  return reason;
}

static void
assert_reason (HgGame     *game,
               const char *text,
               const char *expected)
{
  g_autofree char *reason = reason_for (game, text);

  g_assert_cmpstr (reason, ==, expected);
}

/* Why @text pays, for a newcomer (NULL: its reason says it). */
static void
assert_explained (HgGame     *game,
                  const char *text,
                  const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *why = NULL;
  HgMove move;

  g_assert_true (hg_move_parse (text, &move, &error));
  g_assert_no_error (error);
  g_assert_true (hg_game_check_move (game, &move, NULL));
  why = hg_game_explain_hint (game, &move);
  g_assert_cmpstr (why, ==, expected);
}

static void
count_cb (gpointer user_data)
{
  (*(guint *) user_data)++;
}

/* At many positions of random games, and with a redo list: the hint is
 * legal, it has a reason, and nothing of the game changes, not even a
 * notification. */
static void
test_legal_and_unchanged (void)
{
  HgAiOptions opts;
  guint positions = 0;

  quick_options (&opts);
  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(HgGame) game = hg_test_random_game (2 + seed % 4, seed, 0);
      guint signals = 0;
      guint64 rng = seed;

      g_signal_connect_swapped (game, "notify", G_CALLBACK (count_cb), &signals);
      g_signal_connect_swapped (hg_game_get_moves (game), "items-changed",
                                G_CALLBACK (count_cb), &signals);
      while (!hg_game_get_is_over (game))
        {
          g_autoptr(GError) error = NULL;
          g_autofree char *before = NULL;
          g_autofree char *after = NULL;
          g_autofree char *reason = NULL;
          HgMove hint, random;
          guint n_moves;

          /* Now and then with moves to redo. */
          if (hg_game_get_n_history (game) % 7 == 3)
            {
              g_assert_true (hg_game_undo (game));
              g_assert_true (hg_game_undo (game));
            }
          before = hg_test_dump_game (game, TRUE);
          n_moves = g_list_model_get_n_items (hg_game_get_moves (game));
          signals = 0;

          g_assert_true (hg_game_choose_hint (game, &opts, &hint, &error));
          g_assert_no_error (error);
          reason = hg_game_describe_hint (game, &hint);

          after = hg_test_dump_game (game, TRUE);
          g_assert_cmpstr (after, ==, before);
          g_assert_cmpuint (signals, ==, 0);
          g_assert_cmpuint (g_list_model_get_n_items (hg_game_get_moves (game)), ==, n_moves);
          g_assert_true (hg_game_check_move (game, &hint, &error));
          g_assert_no_error (error);
          g_assert_nonnull (reason);
          g_assert_cmpuint (strlen (reason), >, 0);
          g_assert_null (strchr (reason, '\n'));
          positions++;

          /* Redo what was undone, then go on at random. */
          while (hg_game_redo (game))
            ;
          g_assert_true (hg_state_random_move (hg_game_get_state (game), &rng, &random));
          g_assert_true (hg_game_play (game, &random, &error));
          g_assert_no_error (error);
        }
    }
  g_assert_cmpuint (positions, >, 200);
}

/* The hint is the move a computer seat at level hard would play, with
 * the same options, in the same game: hard seats, and seats of another
 * level too (the hint is level hard's whoever plays the seat). */
static void
test_same_as_computer (void)
{
  HgAiOptions opts;
  guint positions = 0;

  quick_options (&opts);
  for (guint32 seed = 11; seed <= 13; seed++)
    {
      g_autoptr(HgGame) people = NULL;
      g_autoptr(HgGame) hard = NULL;
      g_autoptr(HgGame) easy = NULL;
      HgLevel levels[HG_MAX_PLAYERS];
      g_autoptr(GError) error = NULL;
      HgSetup setup;
      guint64 rng = seed;

      hg_setup_shuffle (&setup, 3, seed);
      setup.n_land = 16;
      people = hg_game_new (&setup, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
        levels[seat] = HG_LEVEL_HARD;
      hard = hg_game_new (&setup, NULL, NULL, levels, &error);
      g_assert_no_error (error);
      for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
        levels[seat] = HG_LEVEL_EASY;
      easy = hg_game_new (&setup, NULL, NULL, levels, &error);
      g_assert_no_error (error);

      while (!hg_game_get_is_over (people))
        {
          HgMove hint, computer, other, random;

          g_assert_true (hg_game_choose_hint (people, &opts, &hint, &error));
          g_assert_no_error (error);
          g_assert_true (hg_game_choose_computer_move (hard, &opts, &computer, &error));
          g_assert_no_error (error);
          g_assert_true (hg_move_equal (&hint, &computer));
          g_assert_true (hg_game_choose_hint (easy, &opts, &other, &error));
          g_assert_no_error (error);
          g_assert_true (hg_move_equal (&hint, &other));
          positions++;

          /* The seed given in the options is not the one used. */
          opts.seed = positions * 977;

          g_assert_true (hg_state_random_move (hg_game_get_state (people), &rng, &random));
          g_assert_true (hg_game_play (people, &random, &error));
          g_assert_true (hg_game_play (hard, &random, &error));
          g_assert_true (hg_game_play (easy, &random, &error));
          g_assert_no_error (error);
        }
    }
  g_assert_cmpuint (positions, >, 40);
}

/* A finished game has no hint; a move that is not legal has no reason. */
static void
test_over_and_illegal (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (2, 5, -1);
  g_autoptr(HgGame) running = new_game (2, "37,36,62", "", HG_LEVEL_HUMAN);
  g_autoptr(GError) error = NULL;
  HgAiOptions opts;
  HgMove move = { 0, -1, 0, HG_ROLE_NONE, 0 };
  HgMove far = { 40, 40, 0, HG_ROLE_NONE, 0 };
  HgMove no_zone = { 0, -1, 0, HG_ROLE_HUNTER, 7 };

  quick_options (&opts);
  g_assert_true (hg_game_get_is_over (game));
  g_assert_false (hg_game_choose_hint (game, &opts, &move, &error));
  g_assert_error (error, HG_GAME_ERROR, HG_GAME_ERROR_OVER);
  g_assert_null (hg_game_describe_hint (game, &move));

  g_assert_null (hg_game_describe_hint (running, &far));
  g_assert_null (hg_game_describe_hint (running, &no_zone));
}

/* Points now: a forest completed by the mover's gatherer, with and
 * without the bonus tile its gold earns; the gold alone; the final
 * scoring of the last move; the last move that scores nothing. */
static void
test_reason_scores (void)
{
  g_autoptr(HgGame) forest = new_game (2, "37,62,36,35", "", HG_LEVEL_HUMAN);
  g_autoptr(HgGame) gold = new_game (2, "35,62,36,37", "84", HG_LEVEL_HUMAN);
  g_autoptr(HgGame) gold_free = new_game (2, "35,62,36,37", "84", HG_LEVEL_HUMAN);
  g_autoptr(HgGame) last = new_game (2, "37,62,36", "", HG_LEVEL_HUMAN);
  g_autoptr(HgGame) ends = new_game (2, "37,36", "", HG_LEVEL_HUMAN);

  /* 37 at 0,-1,0: forest 0 on its N side, meadow 1 (a deer) meets the
   * start meadow.  62 (all meadow, a deer) at -1,-1,0 meets 37's W side.
   * 36 at 0,-2,0 closes 37's forest from the north with its forest 1:
   * two zones, 2 x 2 = 4 for seat 0's gatherer. */
  play (forest, "0,-1,0+gatherer@0");
  play (forest, "-1,-1,0");
  assert_reason (forest, "0,-2,0", "Scores 4 now for the forest.");

  /* 35 at 1,0,2 shows its forest 1 on the W side, joining the start
   * forest; 62 at 0,-1,0 on the start meadow; 36 at 0,1,2 closes the
   * start forest from the south: three zones, 2 x 3 = 6, and the start
   * tile's gold earns bonus tile 84. */
  play (gold, "1,0,2+gatherer@1");
  play (gold, "0,-1,0");
  assert_reason (gold, "0,1,2", "Scores 6 now for the forest and earns a bonus tile.");
  play (gold_free, "1,0,2");
  play (gold_free, "0,-1,0");
  assert_reason (gold_free, "0,1,2", "Completes a forest with gold and earns a bonus tile.");

  /* The last land tile: seat 0's hunter holds the meadow of the start
   * tile (an aurochs), of 37 (a deer) and of 62 (a deer): 2 x (2 + 1) =
   * 6 in the final scoring.  Closing the forest of 37 scores nobody. */
  play (last, "0,-1,0+hunter@1");
  play (last, "-1,-1,0");
  assert_reason (last, "0,-2,0", "Scores 6 now for the hunters in a meadow.");

  /* The last land tile of a game without figures. */
  play (ends, "0,-1,0");
  assert_reason (ends, "0,-2,0", "Ends the game.");
}

/* Claims: a figure on each kind of feature, worth what it holds now. */
static void
test_reason_claims (void)
{
  g_autoptr(HgGame) start = new_game (2, "37,36,62", "", HG_LEVEL_HUMAN);
  g_autoptr(HgGame) water = new_game (2, "59,37,36", "", HG_LEVEL_HUMAN);
  g_autoptr(HgGame) lakes = new_game (2, "3,59,19", "", HG_LEVEL_HUMAN);
  g_autoptr(HgGame) fire = new_game (2, "35,36,37", "84", HG_LEVEL_HUMAN);

  /* 37 at 0,-1,0: its forest alone, one zone: 2; its meadow joins the
   * start meadow: 1 deer, 1 aurochs: 2 x (1 + 1) = 4. */
  assert_reason (start, "0,-1,0+gatherer@0",
                 "Claims a forest worth 2 now, scored when it is complete.");
  assert_reason (start, "0,-1,0+hunter@1",
                 "Claims a meadow worth 4 now, scored at the end (1 deer, 1 aurochs).");

  /* 59 at 0,-1,3: its river (W side) into its lake of 1 fish: 1 + 1 = 2;
   * the lake has 1 fish, and so has the river system; its meadow 2 holds
   * a tiger and no deer: worth 0. */
  assert_reason (water, "0,-1,3+fisher@1",
                 "Claims a river worth 2 now, scored when it is complete.");
  assert_reason (water, "0,-1,3+fisher@8", "Claims the rivers of a lake with 1 fish.");
  assert_reason (water, "0,-1,3+hut@1", "Claims a river system with 1 fish for a hut.");
  assert_reason (water, "0,-1,3+hunter@2",
                 "Claims a meadow worth 0 now, scored at the end (1 tiger).");

  /* 3 at -1,0,0: its meadow 0 (the NW corner) touches no other tile and
   * holds nothing; its hut joins the start lake's system to its own lake:
   * 2 fish.  (The start river, closed between the two lakes, scores
   * nobody.) */
  assert_reason (lakes, "-1,0,0+hunter@0", "Claims a meadow worth 0 now, scored at the end.");
  assert_reason (lakes, "-1,0,0+hut@8", "Claims a river system with 2 fish for a hut.");

  /* Bonus tile 84 (all meadow, fire) on the start meadow: 1 aurochs:
   * 2 x 1 = 2. */
  play (fire, "1,0,2");
  play (fire, "0,1,2");
  g_assert_cmpint (hg_game_get_phase (fire), ==, HG_PHASE_BONUS);
  assert_reason (fire, "0,-1,0+hunter@0",
                 "Claims a meadow worth 2 now, scored at the end (1 aurochs, fire).");
}

/* Without a figure: a feature someone holds, extended; else the supply
 * kept, or nothing to place. */
static void
test_reason_no_figure (void)
{
  g_autoptr(HgGame) game = new_game (2, "37,62,36,35", "", HG_LEVEL_HUMAN);
  g_autoptr(HgGame) empty = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GError) error = NULL;
  HgSetup setup;
  guint kept = 0, none = 0;

  assert_reason (game, "0,-1,0", "Keeps the figures in supply for later.");
  play (game, "0,-1,0+hunter@1");
  /* 62 at -1,-1,0 joins 37's meadow, which seat 0's hunter holds. */
  assert_reason (game, "-1,-1,0", "Extends a meadow held by Player 1.");

  /* Seat 0 puts a figure that never goes home (hunter, hut) whenever it
   * can, until its supply is empty; seat 1 never does.  Then every move
   * without a figure that scores nothing and extends nothing says that
   * nothing is left, and none says the supply is kept. */
  hg_setup_shuffle (&setup, 2, 3);
  empty = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  while (!hg_game_get_is_over (empty) &&
         (hg_state_get_members (hg_game_get_state (empty), 0) > 0 ||
          hg_state_get_huts (hg_game_get_state (empty), 0) > 0 ||
          hg_game_get_current_player (empty) != 0))
    {
      g_autoptr(GArray) legal = hg_game_get_legal_moves (empty);
      const HgMove *chosen = &g_array_index (legal, HgMove, 0);

      for (guint i = 0; hg_game_get_current_player (empty) == 0 && i < legal->len; i++)
        {
          const HgMove *m = &g_array_index (legal, HgMove, i);

          if (m->role == HG_ROLE_HUNTER || m->role == HG_ROLE_HUT)
            {
              chosen = m;
              break;
            }
        }
      g_assert_true (hg_game_play (empty, chosen, &error));
      g_assert_no_error (error);
    }
  g_assert_false (hg_game_get_is_over (empty));
  g_assert_cmpuint (hg_state_get_members (hg_game_get_state (empty), 0), ==, 0);
  g_assert_cmpuint (hg_state_get_huts (hg_game_get_state (empty), 0), ==, 0);

  moves = hg_game_get_legal_moves (empty);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *reason = hg_game_describe_hint (empty, &g_array_index (moves, HgMove, i));

      g_assert_cmpint (g_array_index (moves, HgMove, i).role, ==, HG_ROLE_NONE);
      g_assert_nonnull (reason);
      kept += g_str_equal (reason, "Keeps the figures in supply for later.");
      none += g_str_equal (reason, "Has no figure left to place.");
    }
  g_assert_cmpuint (kept, ==, 0);
  g_assert_cmpuint (none, >, 0);
}

/* What a newcomer is told beside the reason: why a figure on each kind
 * of feature pays, a hut by rivers without fish, a tile joined to one's
 * own meadow or another's, the figures kept; nothing for a move that
 * scores. */
static void
test_reason_explained (void)
{
  g_autoptr(HgGame) start = new_game (2, "37,36,62", "", HG_LEVEL_HUMAN);
  g_autoptr(HgGame) water = new_game (2, "59,37,36", "", HG_LEVEL_HUMAN);
  g_autoptr(HgGame) lakes = new_game (2, "3,59,19", "", HG_LEVEL_HUMAN);
  g_autoptr(HgGame) game = new_game (2, "37,62,36,35", "", HG_LEVEL_HUMAN);
  g_autoptr(HgGame) forest = new_game (2, "37,62,36,35", "", HG_LEVEL_HUMAN);

  assert_explained (start, "0,-1,0+gatherer@0",
                    "The gatherer scores the forest when it is closed all round; every tile added makes it "
                    "worth more.");
  assert_explained (start, "0,-1,0+hunter@1",
                    "The hunter stays to the end, when the meadow scores its animals: every tile that joins it "
                    "may bring more.");
  assert_explained (water, "0,-1,3+fisher@1",
                    "The fisherman scores the river when both its ends are closed, by lakes or springs.");
  assert_explained (water, "0,-1,3+fisher@8",
                    "A fisherman on a lake counts in every river flowing into it, and goes home when the first "
                    "of them scores.");
  assert_explained (water, "0,-1,3+hut@1",
                    "At the end the most huts in this river system score 1 point a fish, lakes joined later "
                    "included.");
  assert_explained (lakes, "-1,0,0+hut@8",
                    "At the end the most huts in this river system score 1 point a fish, lakes joined later "
                    "included.");

  assert_explained (game, "0,-1,0",
                    "Your figures wait in your supply for a forest, river or meadow worth more.");
  play (game, "0,-1,0+hunter@1");
  /* 62 at -1,-1,0 joins 37's meadow, which seat 0's hunter holds: for
   * seat 1, another's; once seat 1 has moved, seat 0's own */
  assert_explained (game, "-1,-1,0",
                    "The tile fits best there, and your figures wait for a better place.");
  play (game, "1,-1,0");
  assert_explained (game, "-1,-1,0", "Your meadow grows: more room for animals, scored at the end.");

  /* a move that scores says why itself */
  play (forest, "0,-1,0+gatherer@0");
  play (forest, "-1,-1,0");
  assert_reason (forest, "0,-2,0", "Scores 4 now for the forest.");
  assert_explained (forest, "0,-2,0", NULL);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hint/legal-and-unchanged", test_legal_and_unchanged);
  g_test_add_func ("/hint/same-as-computer", test_same_as_computer);
  g_test_add_func ("/hint/over-and-illegal", test_over_and_illegal);
  g_test_add_func ("/hint/reason-scores", test_reason_scores);
  g_test_add_func ("/hint/reason-claims", test_reason_claims);
  g_test_add_func ("/hint/reason-no-figure", test_reason_no_figure);
  g_test_add_func ("/hint/reason-explained", test_reason_explained);

  return g_test_run ();
}
