/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game.c: HgGame: properties, signals, history, undo and redo. */

#include "config.h"

#include <string.h>

#include "hg-test-util.h"

static void
test_new_defaults (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  GListModel *players;
  HgSetup setup;

  hg_setup_shuffle (&setup, 3, 7);
  game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);

  players = hg_game_get_players (game);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 3);
  g_assert_true (g_list_model_get_item_type (players) == HG_TYPE_PLAYER);
  for (guint seat = 0; seat < 3; seat++)
    {
      HgPlayer *player = hg_game_get_player (game, seat);
      g_autofree char *name = g_strdup_printf ("Player %u", seat + 1);

      g_assert_cmpstr (hg_player_get_name (player), ==, name);
      g_assert_cmpstr (hg_player_get_colour (player), ==, hg_player_default_colour (seat));
      g_assert_cmpuint (hg_player_get_seat (player), ==, seat);
      g_assert_false (hg_player_get_is_computer (player));
      g_assert_cmpuint (hg_player_get_members (player), ==, HG_MEMBERS);
      g_assert_cmpuint (hg_player_get_huts (player), ==, HG_HUTS);
      g_assert_cmpuint (hg_player_get_score (player), ==, 0);
    }

  /* The five default colours are all different. */
  for (guint a = 0; a < HG_N_DEFAULT_COLOURS; a++)
    for (guint b = a + 1; b < HG_N_DEFAULT_COLOURS; b++)
      g_assert_cmpstr (hg_player_default_colour (a), !=, hg_player_default_colour (b));

  g_assert_cmpint (hg_game_get_phase (game), ==, HG_PHASE_TILE);
  g_assert_cmpuint (hg_game_get_current_player (game), ==, 0);
  g_assert_cmpint (hg_game_get_tile_in_hand (game), ==,
                   hg_state_get_tile_in_hand (hg_game_get_state (game)));
  g_assert_cmpint (hg_game_get_tile_in_hand (game), >=, 0);
  g_assert_cmpuint (hg_game_get_bonus_left (game), ==, HG_N_BONUS_TILES);
  g_assert_false (hg_game_get_can_undo (game));
  g_assert_false (hg_game_get_can_redo (game));
  g_assert_false (hg_game_get_is_over (game));
  g_assert_false (hg_game_undo (game));
  g_assert_false (hg_game_redo (game));

  /* The same through the properties. */
  {
    HgPhase phase;
    guint current, land_left, bonus_left;
    int tile;
    gboolean can_undo, can_redo, is_over;
    HgLevel level;
    g_autofree char *colour = NULL;

    g_object_get (game, "phase", &phase, "current-player", &current,
                  "tile-in-hand", &tile, "land-left", &land_left,
                  "bonus-left", &bonus_left, "can-undo", &can_undo,
                  "can-redo", &can_redo, "is-over", &is_over, NULL);
    g_assert_cmpint (phase, ==, HG_PHASE_TILE);
    g_assert_cmpuint (current, ==, 0);
    g_assert_cmpint (tile, ==, hg_game_get_tile_in_hand (game));
    g_assert_cmpuint (land_left, ==, hg_state_get_land_left (hg_game_get_state (game)));
    g_assert_cmpuint (bonus_left, ==, HG_N_BONUS_TILES);
    g_assert_false (can_undo || can_redo || is_over);

    g_object_get (hg_game_get_player (game, 1), "colour", &colour, "level", &level, NULL);
    g_assert_cmpstr (colour, ==, "#0072b2");
    g_assert_cmpint (level, ==, HG_LEVEL_HUMAN);
  }
}

static void
test_new_bad_players (void)
{
  const char *empty[] = { "Ann", "" };
  const char *control[] = { "Ann", "B\x01" "b" };
  const char *good[] = { "Ann", "Bob" };
  const char *bad_colour[] = { "#d55e00", "blue" };
  HgLevel bad_level[] = { HG_LEVEL_HUMAN, 17 };
  g_autoptr(GError) error = NULL;
  HgSetup setup;
  HgGame *game;

  hg_setup_shuffle (&setup, 2, 1);

  game = hg_game_new (&setup, empty, NULL, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS);
  g_clear_error (&error);

  game = hg_game_new (&setup, control, NULL, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS);
  g_clear_error (&error);

  game = hg_game_new (&setup, good, bad_colour, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS);
  g_clear_error (&error);

  game = hg_game_new (&setup, good, NULL, bad_level, &error);
  g_assert_null (game);
  g_assert_error (error, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS);
  g_clear_error (&error);

  setup.n_players = 1;
  game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP);
}

/* A name holds no control character, no line or paragraph separator and
 * no text direction control: they would break the line it stands on or
 * reorder the sentence around it. */
static void
test_new_bad_names (void)
{
  const char *bad[] = {
    "\t", "\xc2\x85", "\xe2\x80\xa8", "\xe2\x80\xa9", "\xd8\x9c", "\xe2\x80\x8e",
    "\xe2\x80\x8f", "\xe2\x80\xaa", "\xe2\x80\xab", "\xe2\x80\xac", "\xe2\x80\xad",
    "\xe2\x80\xae", "\xe2\x81\xa6", "\xe2\x81\xa7", "\xe2\x81\xa8", "\xe2\x81\xa9",
  };
  /* Zoë, a zero width joiner and non-joiner inside words, Hebrew. */
  const char *good[] = { "Zo\xc3\xab", "a\xe2\x80\x8d" "b\xe2\x80\x8c" "c",
                         "\xd7\xa2\xd7\x93\xd7\x99" };
  HgSetup setup;

  hg_setup_shuffle (&setup, 2, 1);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *name = g_strconcat ("Ann", bad[i], "e", NULL);
      const char *names[] = { "Bob", name };
      g_autoptr(GError) error = NULL;
      g_autoptr(HgGame) game = hg_game_new (&setup, names, NULL, NULL, &error);

      g_assert_null (game);
      g_assert_error (error, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS);
      g_assert_nonnull (strstr (error->message, "seat 1"));
    }
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      const char *names[] = { "Bob", good[i] };
      g_autoptr(GError) error = NULL;
      g_autoptr(HgGame) game = hg_game_new (&setup, names, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (hg_player_get_name (hg_game_get_player (game, 1)), ==, good[i]);
    }
}

/* A name inside a sentence: isolated when it holds letters written from
 * right to left, otherwise the same bytes. */
static void
test_name_for_sentence (void)
{
  const char *same[] = { "Ana", "Zo\xc3\xab", "\xe6\x9d\x8e \xe6\x98\x8e", "1)", "\xce\x91\xce\xbd" };
  const char *rtl[] = { "\xd7\xa2\xd7\x93\xd7\x99", "Ana \xd8\xb3\xd8\xa7\xd8\xb1\xd8\xa7" };

  for (guint i = 0; i < G_N_ELEMENTS (same); i++)
    {
      g_autofree char *text = hg_player_name_for_sentence (same[i]);

      g_assert_cmpstr (text, ==, same[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (rtl); i++)
    {
      g_autofree char *text = hg_player_name_for_sentence (rtl[i]);
      g_autofree char *expected = g_strconcat ("\xe2\x81\xa8", rtl[i], "\xe2\x81\xa9", NULL);

      g_assert_cmpstr (text, ==, expected);
    }
}

/* The state after undo equals the state before the move, for every move
 * of whole games; redo all gives the final state again. */
static void
test_undo_redo_replay (void)
{
  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HgGame) game = NULL;
      g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *final = NULL;
      g_autofree char *again = NULL;
      guint64 rng = seed;
      HgSetup setup;
      HgMove move;

      hg_setup_shuffle (&setup, 2 + seed % 4, seed);
      game = hg_game_new (&setup, NULL, NULL, NULL, &error);
      g_assert_no_error (error);

      while (hg_state_random_move (hg_game_get_state (game), &rng, &move))
        {
          g_ptr_array_add (before, hg_test_dump_game (game, FALSE));
          g_assert_true (hg_game_play (game, &move, &error));
          g_assert_no_error (error);
        }
      g_assert_true (hg_game_get_is_over (game));
      g_assert_cmpint (hg_game_get_tile_in_hand (game), ==, -1);
      g_assert_cmpuint (hg_game_get_n_history (game), ==, before->len);
      g_assert_cmpuint (before->len, >, 60);
      final = hg_test_dump_game (game, TRUE);

      for (guint i = before->len; i > 0; i--)
        {
          g_autofree char *now = NULL;

          g_assert_true (hg_game_undo (game));
          g_assert_true (hg_game_get_can_redo (game));
          g_assert_cmpuint (hg_game_get_n_redo (game), ==, before->len - i + 1);
          now = hg_test_dump_game (game, FALSE);
          g_assert_cmpstr (now, ==, g_ptr_array_index (before, i - 1));
        }
      g_assert_false (hg_game_get_can_undo (game));
      g_assert_false (hg_game_undo (game));

      while (hg_game_redo (game))
        ;
      again = hg_test_dump_game (game, TRUE);
      g_assert_cmpstr (again, ==, final);
      g_assert_false (hg_game_get_can_redo (game));
    }
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 GHashTable *counts)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, pspec->name));

  g_hash_table_insert (counts, (gpointer) pspec->name, GUINT_TO_POINTER (n + 1));
}

static guint
count_of (GHashTable *counts,
          const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (counts, name));
}

static void
test_illegal_move (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (2, 3, 5);
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *before = hg_test_dump_game (game, TRUE);
  g_autofree char *after = NULL;
  HgMove move = { .x = 300, .y = 300, .rot = 0 };

  g_signal_connect (game, "notify", G_CALLBACK (count_notify_cb), counts);
  g_assert_false (hg_game_play (game, &move, &error));
  g_assert_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL);
  after = hg_test_dump_game (game, TRUE);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);
}

typedef struct {
  guint applied;
  guint scored;
  guint undone;
  guint redone;
  guint over;
} SignalCounts;

static void
applied_cb (HgGame *game, const HgMove *move, SignalCounts *c)
{
  HgMove last;

  hg_game_get_history_move (game, hg_game_get_n_history (game) - 1, &last);
  g_assert_true (hg_move_equal (&last, move));
  c->applied++;
}

static void
scored_cb (HgGame *game, HgScoreEvent *event, SignalCounts *c)
{
  g_assert_cmpuint (hg_score_event_get_seats (event), !=, 0);
  g_assert_cmpuint (hg_score_event_get_points (event), >, 0);
  c->scored++;
}

static void
undone_cb (HgGame *game, const HgMove *move, SignalCounts *c)
{
  HgMove next;

  hg_game_get_redo_move (game, 0, &next);
  g_assert_true (hg_move_equal (&next, move));
  c->undone++;
}

static void
redone_cb (HgGame *game, const HgMove *move, SignalCounts *c)
{
  c->redone++;
}

static void
over_cb (HgGame *game, SignalCounts *c)
{
  g_assert_true (hg_game_get_is_over (game));
  c->over++;
}

static void
test_signals_and_notify (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  SignalCounts c = { 0 };
  guint64 rng = 99;
  guint n_moves = 0;
  guint last_score_notify = 0;
  HgPlayer *player0;
  HgSetup setup;
  HgMove move;

  hg_setup_shuffle (&setup, 2, 99);
  game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  player0 = hg_game_get_player (game, 0);

  g_signal_connect (game, "notify", G_CALLBACK (count_notify_cb), counts);
  g_signal_connect (player0, "notify", G_CALLBACK (count_notify_cb), counts);
  g_signal_connect (game, "move-applied", G_CALLBACK (applied_cb), &c);
  g_signal_connect (game, "scored", G_CALLBACK (scored_cb), &c);
  g_signal_connect (game, "undone", G_CALLBACK (undone_cb), &c);
  g_signal_connect (game, "redone", G_CALLBACK (redone_cb), &c);
  g_signal_connect (game, "game-over", G_CALLBACK (over_cb), &c);

  while (hg_state_random_move (hg_game_get_state (game), &rng, &move))
    {
      guint score_before = hg_player_get_score (player0);

      g_assert_true (hg_game_play (game, &move, &error));
      n_moves++;
      g_assert_cmpuint (hg_player_get_score (player0), ==,
                        hg_state_get_score (hg_game_get_state (game), 0));
      /* "score" is notified exactly when it changes. */
      if (hg_player_get_score (player0) != score_before)
        last_score_notify++;
      g_assert_cmpuint (count_of (counts, "score"), ==, last_score_notify);
    }

  g_assert_cmpuint (c.applied, ==, n_moves);
  g_assert_cmpuint (c.scored, ==, hg_game_get_n_events (game));
  g_assert_cmpuint (c.scored, >, 0);
  g_assert_cmpuint (c.over, ==, 1);
  /* can-undo changed once (FALSE -> TRUE), is-over once. */
  g_assert_cmpuint (count_of (counts, "can-undo"), ==, 1);
  g_assert_cmpuint (count_of (counts, "is-over"), ==, 1);
  g_assert_cmpuint (count_of (counts, "can-redo"), ==, 0);
  g_assert_cmpuint (count_of (counts, "tile-in-hand"), >, 10);

  g_assert_true (hg_game_undo (game));
  g_assert_cmpuint (c.undone, ==, 1);
  g_assert_cmpuint (count_of (counts, "can-redo"), ==, 1);
  g_assert_cmpuint (count_of (counts, "is-over"), ==, 2);
  g_assert_false (hg_game_get_is_over (game));

  g_assert_true (hg_game_undo (game));
  g_assert_cmpuint (count_of (counts, "can-redo"), ==, 1);
  g_assert_true (hg_game_redo (game));
  g_assert_cmpuint (c.redone, ==, 1);
  g_assert_cmpuint (c.applied, ==, n_moves);

  /* A new move empties the redo list. */
  g_assert_true (hg_game_get_can_redo (game));
  g_assert_true (hg_state_random_move (hg_game_get_state (game), &rng, &move));
  g_assert_true (hg_game_play (game, &move, &error));
  g_assert_false (hg_game_get_can_redo (game));
  g_assert_cmpuint (hg_game_get_n_redo (game), ==, 0);
  g_assert_cmpuint (c.over, ==, 2);

  g_signal_handlers_disconnect_by_data (player0, counts);
}

static void
test_queries (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (3, 11, 10);
  g_autoptr(GArray) places = hg_game_get_legal_placements (game);
  g_autoptr(GArray) moves = hg_game_get_legal_moves (game);
  guint with_figures = 0;

  g_assert_cmpuint (places->len, >, 0);
  for (guint i = 0; i < places->len; i++)
    {
      const HgPlacement *p = &g_array_index (places, HgPlacement, i);
      g_autoptr(GArray) spots = hg_game_get_figure_spots (game, p);
      HgMove move = { .x = p->x, .y = p->y, .rot = p->rot };

      g_assert_true (hg_game_check_move (game, &move, NULL));
      with_figures += spots->len;
      for (guint j = 0; j < spots->len; j++)
        g_assert_true (hg_game_check_move (game, &g_array_index (spots, HgMove, j), NULL));
    }
  g_assert_cmpuint (moves->len, ==, places->len + with_figures);
}

static void
test_computer (void)
{
  HgLevel levels[] = { HG_LEVEL_RANDOM, HG_LEVEL_RANDOM };
  HgLevel hard[] = { HG_LEVEL_HUMAN, HG_LEVEL_HARD };
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) a = NULL;
  g_autoptr(HgGame) b = NULL;
  g_autoptr(HgGame) c = NULL;
  g_autofree char *dump_a = NULL;
  g_autofree char *dump_b = NULL;
  HgSetup setup;
  HgMove move;

  hg_setup_shuffle (&setup, 2, 5);
  a = hg_game_new (&setup, NULL, NULL, levels, &error);
  g_assert_no_error (error);
  b = hg_game_new (&setup, NULL, NULL, levels, &error);
  g_assert_no_error (error);
  g_assert_true (hg_player_get_is_computer (hg_game_get_player (a, 1)));

  while (hg_game_get_computer_to_move (a))
    {
      g_assert_true (hg_game_play_computer (a, &move, &error));
      g_assert_no_error (error);
    }
  g_assert_true (hg_game_get_is_over (a));
  while (hg_game_get_computer_to_move (b))
    g_assert_true (hg_game_play_computer (b, NULL, &error));

  /* The same game continues the same way. */
  dump_a = hg_test_dump_game (a, TRUE);
  dump_b = hg_test_dump_game (b, TRUE);
  g_assert_cmpstr (dump_a, ==, dump_b);

  g_assert_false (hg_game_play_computer (a, NULL, &error));
  g_assert_error (error, HG_GAME_ERROR, HG_GAME_ERROR_NOT_COMPUTER);
  g_clear_error (&error);

  setup.first = 1;
  c = hg_game_new (&setup, NULL, NULL, hard, &error);
  g_assert_no_error (error);
  g_assert_true (hg_game_get_computer_to_move (c));
  /* Every level plays (more of that in test-computer.c). */
  {
    HgAiOptions opts;

    hg_ai_options_init (&opts);
    opts.ms = 0;
    opts.max_iterations = 4;
    opts.threads = 1;
    g_assert_true (hg_game_play_computer_full (c, &opts, NULL, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpuint (hg_game_get_n_history (c), ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/new-defaults", test_new_defaults);
  g_test_add_func ("/game/new-bad-players", test_new_bad_players);
  g_test_add_func ("/game/new-bad-names", test_new_bad_names);
  g_test_add_func ("/game/name-for-sentence", test_name_for_sentence);
  g_test_add_func ("/game/undo-redo-replay", test_undo_redo_replay);
  g_test_add_func ("/game/illegal-move", test_illegal_move);
  g_test_add_func ("/game/signals-and-notify", test_signals_and_notify);
  g_test_add_func ("/game/queries", test_queries);
  g_test_add_func ("/game/computer", test_computer);

  return g_test_run ();
}
