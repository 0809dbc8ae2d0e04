/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-moves.c: the game's list of moves and its scoring log as models,
 * the sentences that tell them, the discarded and bonus-earned signals,
 * the computer-to-move property, and undo and redo by turns. */

#include "config.h"

#include <string.h>

#include "hg-game-private.h"
#include "hg-test-util.h"

typedef struct {
  GPtrArray *scored;     /* HgScoreEvent of the last move */
  GArray    *discarded;  /* guint tile */
  int        bonus_seat;
  int        bonus_tile;
  guint      computer_notifies;
} Seen;

static void
seen_reset (Seen *seen)
{
  g_ptr_array_set_size (seen->scored, 0);
  g_array_set_size (seen->discarded, 0);
  seen->bonus_seat = -1;
  seen->bonus_tile = -1;
}

static void
scored_cb (HgGame       *game,
           HgScoreEvent *event,
           Seen         *seen)
{
  g_ptr_array_add (seen->scored, g_object_ref (event));
}

static void
discarded_cb (HgGame *game,
              guint   tile,
              guint   seat,
              Seen   *seen)
{
  g_assert_cmpuint (seat, <, hg_game_get_n_players (game));
  g_array_append_val (seen->discarded, tile);
}

static void
bonus_earned_cb (HgGame *game,
                 guint   seat,
                 guint   tile,
                 Seen   *seen)
{
  /* The bonus tile is in the hand of the seat that earned it. */
  g_assert_cmpint (hg_game_get_phase (game), ==, HG_PHASE_BONUS);
  g_assert_cmpuint (hg_game_get_current_player (game), ==, seat);
  g_assert_cmpint (hg_game_get_tile_in_hand (game), ==, (int) tile);
  seen->bonus_seat = (int) seat;
  seen->bonus_tile = (int) tile;
}

static HgMoveRecord *
last_record (HgGame *game)
{
  GListModel *moves = hg_game_get_moves (game);

  return g_list_model_get_item (moves, g_list_model_get_n_items (moves) - 1);
}

/* Every move of many random games: its record says who placed which tile
 * and what it brought, exactly as the state and the signals do. */
static void
test_records (void)
{
  guint n_bonus = 0, n_discards = 0, n_scores = 0;

  for (guint32 seed = 1; seed <= 100; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HgGame) game = NULL;
      const char *names[] = { "Ana", "Ben", "Cy", "Dan", "Eve" };
      guint n_players = 2 + seed % 4;
      guint64 rng = seed * 7919u + 1;
      Seen seen = { g_ptr_array_new_with_free_func (g_object_unref),
                    g_array_new (FALSE, FALSE, sizeof (guint)), -1, -1, 0 };
      HgSetup setup;
      HgMove move;

      hg_setup_shuffle (&setup, n_players, seed);
      game = hg_game_new (&setup, names, NULL, NULL, &error);
      g_assert_no_error (error);
      g_signal_connect (game, "scored", G_CALLBACK (scored_cb), &seen);
      g_signal_connect (game, "discarded", G_CALLBACK (discarded_cb), &seen);
      g_signal_connect (game, "bonus-earned", G_CALLBACK (bonus_earned_cb), &seen);

      while (hg_state_random_move (hg_game_get_state (game), &rng, &move))
        {
          guint seat = hg_game_get_current_player (game);
          guint tile = (guint) hg_game_get_tile_in_hand (game);
          gboolean bonus = hg_game_get_phase (game) == HG_PHASE_BONUS;
          guint before[HG_MAX_PLAYERS];
          guint n_events = hg_game_get_n_events (game);
          g_autoptr(HgMoveRecord) record = NULL;
          GListModel *scores;
          const char *text;
          char *head;
          guint n_after = 0;

          for (guint s = 0; s < n_players; s++)
            before[s] = hg_state_get_score (hg_game_get_state (game), s);
          seen_reset (&seen);
          g_assert_true (hg_game_play (game, &move, &error));
          g_assert_no_error (error);

          g_assert_cmpuint (g_list_model_get_n_items (hg_game_get_moves (game)), ==,
                            hg_game_get_n_history (game));
          record = last_record (game);
          g_assert_cmpuint (hg_move_record_get_number (record), ==, hg_game_get_n_history (game));
          g_assert_cmpuint (hg_move_record_get_seat (record), ==, seat);
          g_assert_cmpuint (hg_move_record_get_tile (record), ==, tile);
          g_assert_cmpint (hg_move_record_get_is_bonus (record), ==, bonus);
          g_assert_true (hg_move_equal (hg_move_record_get_move (record), &move));

          /* The scores of the move are the ones signalled, and the new
           * entries of the log. */
          scores = hg_move_record_get_scores (record);
          g_assert_cmpuint (g_list_model_get_n_items (scores), ==, seen.scored->len);
          g_assert_cmpuint (hg_game_get_n_events (game), ==, n_events + seen.scored->len);
          for (guint i = 0; i < seen.scored->len; i++)
            {
              g_autoptr(HgScoreEvent) event = g_list_model_get_item (scores, i);

              g_assert_true (event == g_ptr_array_index (seen.scored, i));
              g_assert_true (event == hg_game_get_event (game, n_events + i));
              g_assert_cmpuint (hg_score_event_get_move (event), ==, hg_move_record_get_number (record));
              g_assert_cmpint (hg_score_event_get_is_final (event), ==,
                               hg_score_event_get_kind (event) >= HG_SCORE_HUTS);
              n_scores++;
            }
          for (guint s = 0; s < n_players; s++)
            g_assert_cmpuint (before[s] + hg_move_record_get_points (record, s), ==,
                              hg_state_get_score (hg_game_get_state (game), s));

          /* Bonus tile and discards, as signalled. */
          g_assert_cmpint (hg_move_record_get_bonus_tile (record), ==, seen.bonus_tile);
          if (seen.bonus_tile >= 0)
            {
              guint n_zones;

              g_assert_cmpint (seen.bonus_seat, ==, (int) seat);
              g_assert_nonnull (hg_move_record_get_gold_forest (record, &n_zones));
              g_assert_cmpuint (n_zones, >, 0);
              n_bonus++;
            }
          for (guint i = 0; i < hg_move_record_get_n_discards (record); i++)
            {
              guint d_tile, d_seat;

              hg_move_record_get_discard (record, i, &d_tile, &d_seat);
              if (i < hg_move_record_get_n_discards (record) - seen.discarded->len)
                continue;   /* drawn before the first move */
              g_assert_cmpuint (d_tile, ==, g_array_index (seen.discarded, guint, n_after));
              n_after++;
              n_discards++;
            }
          g_assert_cmpuint (n_after, ==, seen.discarded->len);
          g_assert_cmpint (hg_move_record_get_is_last (record), ==, hg_game_get_is_over (game));

          /* The sentence names the player and the tile, then every score. */
          text = hg_move_record_get_text (record);
          head = g_strdup_printf (bonus ? "%s placed bonus tile %u at (%d, %d)" : "%s placed tile %u at (%d, %d)",
                                  names[seat], tile, move.x, move.y);
          g_assert_nonnull (strstr (text, head));
          g_free (head);
          for (guint i = 0; i < seen.scored->len; i++)
            g_assert_nonnull (strstr (text, hg_score_event_get_text (g_ptr_array_index (seen.scored, i))));
          if (hg_game_get_is_over (game))
            g_assert_true (g_str_has_suffix (text, ".") && strstr (text, "Final scoring:") != NULL);
        }

      g_signal_handlers_disconnect_by_data (game, &seen);
      g_ptr_array_unref (seen.scored);
      g_array_unref (seen.discarded);
    }

  /* The seeds give games with every kind of entry. */
  g_assert_cmpuint (n_scores, >, 100);
  g_assert_cmpuint (n_bonus, >, 0);
  g_assert_cmpuint (n_discards, >, 0);
}

/* Undo takes the records and log entries of the undone moves away; redo
 * brings back the same ones. */
static void
test_records_undo_redo (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (3, 17, -1);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_free);
  guint n = hg_game_get_n_history (game);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (hg_game_get_moves (game), i);

      g_ptr_array_add (texts, g_strdup (hg_move_record_get_text (record)));
    }
  for (guint i = 0; i < hg_game_get_n_events (game); i++)
    g_ptr_array_add (events, hg_score_event_to_string (hg_game_get_event (game, i)));

  while (hg_game_undo (game))
    {
      guint h = hg_game_get_n_history (game);

      g_assert_cmpuint (g_list_model_get_n_items (hg_game_get_moves (game)), ==, h);
      for (guint i = 0; i < hg_game_get_n_events (game); i++)
        g_assert_cmpuint (hg_score_event_get_move (hg_game_get_event (game, i)), <=, h);
    }
  g_assert_cmpuint (hg_game_get_n_events (game), ==, 0);

  while (hg_game_redo (game))
    ;
  g_assert_cmpuint (g_list_model_get_n_items (hg_game_get_moves (game)), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (hg_game_get_moves (game), i);

      g_assert_cmpstr (hg_move_record_get_text (record), ==, g_ptr_array_index (texts, i));
    }
  g_assert_cmpuint (hg_game_get_n_events (game), ==, events->len);
  for (guint i = 0; i < events->len; i++)
    {
      g_autofree char *line = hg_score_event_to_string (hg_game_get_event (game, i));

      g_assert_cmpstr (line, ==, g_ptr_array_index (events, i));
    }
}

/* The sentence of a move with a figure and nothing scored, word for
 * word. */
static void
test_move_sentence (void)
{
  const char *names[] = { "Ana", "Ben" };
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(HgMoveRecord) record = NULL;
  g_autofree char *expected = NULL;
  const HgMove *hunter = NULL;
  guint tile;
  HgSetup setup;

  hg_setup_shuffle (&setup, 2, 3);
  game = hg_game_new (&setup, names, NULL, NULL, &error);
  g_assert_no_error (error);
  moves = hg_game_get_legal_moves (game);
  for (guint i = 0; i < moves->len && hunter == NULL; i++)
    if (g_array_index (moves, HgMove, i).role == HG_ROLE_HUNTER)
      hunter = &g_array_index (moves, HgMove, i);
  g_assert_nonnull (hunter);

  tile = (guint) hg_game_get_tile_in_hand (game);
  g_assert_true (hg_game_play (game, hunter, &error));
  record = last_record (game);
  g_assert_cmpuint (g_list_model_get_n_items (hg_move_record_get_scores (record)), ==, 0);
  expected = g_strdup_printf ("Ana placed tile %u at (%d, %d) with a hunter in its meadow.",
                              tile, hunter->x, hunter->y);
  g_assert_cmpstr (hg_move_record_get_text (record), ==, expected);
}

static void
test_describe_score (void)
{
  const char *names[] = { "Ana", "Ben", "Cy" };
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autofree char *river = NULL;
  g_autofree char *forest = NULL;
  g_autofree char *hunters = NULL;
  g_autofree char *huts = NULL;
  g_autofree char *all = NULL;
  HgSetup setup;
  guint n;

  hg_setup_shuffle (&setup, 3, 1);
  game = hg_game_new (&setup, names, NULL, NULL, &error);
  g_assert_no_error (error);

  river = hg_game_describe_score (game, HG_SCORE_RIVER, 0x3, 3, 2);
  g_assert_cmpstr (river, ==, "Ana and Ben score 3 for a river of 2 tiles");
  forest = hg_game_describe_score (game, HG_SCORE_FOREST, 0x4, 8, 1);
  g_assert_cmpstr (forest, ==, "Cy scores 8 for a forest of 1 tile");
  hunters = hg_game_describe_score (game, HG_SCORE_HUNTERS, 0x7, 12, 5);
  g_assert_cmpstr (hunters, ==, "Ana, Ben and Cy score 12 for hunters in a meadow");
  huts = hg_game_describe_score (game, HG_SCORE_HUTS, 0x2, 1, 3);
  g_assert_cmpstr (huts, ==, "Ben scores 1 for huts on a river system");
  all = hg_game_join_names (game, 0x5, &n);
  g_assert_cmpstr (all, ==, "Ana and Cy");
  g_assert_cmpuint (n, ==, 2);
}

/* Who won, in a sentence: everybody at 0 shares the win; then the one
 * who scores most wins alone. */
static void
test_describe_winners (void)
{
  const char *names[] = { "Ana", "Ben", "Cy" };
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autofree char *shared = NULL;
  g_autofree char *alone = NULL;
  g_autofree char *expected = NULL;
  HgSetup setup;
  guint64 rng = 5;
  HgMove move;
  guint best = 0, winner = 0;

  hg_setup_shuffle (&setup, 3, 1);
  game = hg_game_new (&setup, names, NULL, NULL, &error);
  g_assert_no_error (error);
  shared = hg_game_describe_winners (game);
  g_assert_cmpstr (shared, ==, "Ana, Ben and Cy share the win with 0 points.");

  while (hg_state_random_move (hg_game_get_state (game), &rng, &move))
    {
      g_assert_true (hg_game_play (game, &move, &error));
      g_assert_no_error (error);
    }
  for (guint seat = 0; seat < 3; seat++)
    if (hg_player_get_score (hg_game_get_player (game, seat)) > best)
      {
        best = hg_player_get_score (hg_game_get_player (game, seat));
        winner = seat;
      }
  alone = hg_game_describe_winners (game);
  expected = g_strdup_printf ("%s wins with %u points.", names[winner], best);
  g_assert_cmpstr (alone, ==, expected);
}

/* A name written from right to left stands isolated in the sentences:
 * U+2068 before it, U+2069 after it. */
static void
test_describe_score_rtl (void)
{
  const char *names[] = { "Ana", "\xd7\xa2\xd7\x93\xd7\x99", "Cy" };
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autofree char *river = NULL;
  g_autofree char *all = NULL;
  HgSetup setup;

  hg_setup_shuffle (&setup, 3, 1);
  game = hg_game_new (&setup, names, NULL, NULL, &error);
  g_assert_no_error (error);

  river = hg_game_describe_score (game, HG_SCORE_RIVER, 0x3, 3, 2);
  g_assert_cmpstr (river, ==, "Ana and \xe2\x81\xa8\xd7\xa2\xd7\x93\xd7\x99\xe2\x81\xa9 score 3 for a river of 2 tiles");
  all = hg_game_join_names (game, 0x5, NULL);
  g_assert_cmpstr (all, ==, "Ana and Cy");
}

/* A game of seats 0 (a person), 1 and 2 (computers). */
static HgGame *
new_mixed_game (guint first)
{
  HgLevel levels[] = { HG_LEVEL_HUMAN, HG_LEVEL_RANDOM, HG_LEVEL_RANDOM };
  g_autoptr(GError) error = NULL;
  HgGame *game;
  HgSetup setup;

  hg_setup_shuffle (&setup, 3, 41);
  setup.first = first;
  game = hg_game_new (&setup, NULL, NULL, levels, &error);
  g_assert_no_error (error);
  return game;
}

static void
play_computers (HgGame *game)
{
  while (hg_game_get_computer_to_move (game))
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (hg_game_play_computer (game, NULL, &error));
      g_assert_no_error (error);
    }
}

static void
play_person (HgGame  *game,
             guint64 *rng)
{
  g_autoptr(GError) error = NULL;
  HgMove move;

  g_assert_false (hg_game_get_computer_to_move (game));
  g_assert_true (hg_state_random_move (hg_game_get_state (game), rng, &move));
  g_assert_true (hg_game_play (game, &move, &error));
  g_assert_no_error (error);
}

static void
computer_notify_cb (HgGame     *game,
                    GParamSpec *pspec,
                    guint      *count)
{
  (*count)++;
}

static void
test_turns (void)
{
  g_autoptr(HgGame) game = new_mixed_game (1);
  guint64 rng = 5;
  guint notifies = 0;
  guint before_person, after_round;

  g_signal_connect (game, "notify::computer-to-move", G_CALLBACK (computer_notify_cb), &notifies);
  g_assert_true (hg_game_get_computer_to_move (game));
  g_assert_false (hg_game_undo_turn (game));
  g_assert_false (hg_game_redo_turn (game));

  /* C1 C2 | P C1 C2 | P C1 C2 */
  play_computers (game);
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 2);
  g_assert_cmpuint (notifies, ==, 1);
  for (guint round = 0; round < 2; round++)
    {
      play_person (game, &rng);
      g_assert_true (hg_game_get_computer_to_move (game) || hg_game_get_phase (game) == HG_PHASE_BONUS);
      play_computers (game);
    }
  /* It changes exactly when the seat to move changes between a person
   * and a computer (a bonus tile of the person's keeps it FALSE). */
  g_assert_cmpuint (notifies, >=, 5);

  /* Back to the person's last decision: the computers' moves after it
   * and the person's move go, the moves before stay. */
  after_round = hg_game_get_n_history (game);
  before_person = 0;
  for (guint i = after_round; i > 0 && before_person == 0; i--)
    {
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (hg_game_get_moves (game), i - 1);

      if (hg_move_record_get_seat (record) == 0)
        before_person = i - 1;
    }
  g_assert_true (hg_game_undo_turn (game));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, before_person);
  g_assert_false (hg_game_get_computer_to_move (game));
  g_assert_cmpuint (hg_game_get_current_player (game), ==, 0);

  /* Redo plays until the person is to move again. */
  g_assert_true (hg_game_redo_turn (game));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, after_round);
  g_assert_false (hg_game_get_computer_to_move (game));
  g_assert_false (hg_game_get_can_redo (game));

  /* Twice back: the first two computer moves stay (no person decided
   * before them), so the person is to move. */
  g_assert_true (hg_game_undo_turn (game));
  g_assert_true (hg_game_undo_turn (game));
  g_assert_false (hg_game_get_computer_to_move (game));
  g_assert_true (hg_game_undo_turn (game));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 0);
  g_assert_true (hg_game_get_computer_to_move (game));

  g_signal_handlers_disconnect_by_data (game, &notifies);
}

/* A game of computers only goes back to the start. */
static void
test_turns_computers_only (void)
{
  HgLevel levels[] = { HG_LEVEL_RANDOM, HG_LEVEL_EASY };
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  HgSetup setup;

  hg_setup_shuffle (&setup, 2, 8);
  game = hg_game_new (&setup, NULL, NULL, levels, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 12; i++)
    g_assert_true (hg_game_play_computer (game, NULL, &error));
  g_assert_true (hg_game_undo_turn (game));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 0);
  g_assert_cmpuint (hg_game_get_n_redo (game), ==, 12);
  g_assert_true (hg_game_redo_turn (game));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 12);
}

/* A copy at move k is the game with the moves after k undone, redo list
 * included; stepping the copy forward and back shows exactly the state
 * of each moment. */
static void
test_copy_at (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (3, 29, -1);
  guint n = hg_game_get_n_history (game);
  guint ks[] = { 0, 1, 2, n / 2, n - 1, n };

  g_assert_cmpuint (n, >, 40);
  for (guint i = 0; i < G_N_ELEMENTS (ks); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HgGame) copy = hg_game_copy_at (game, ks[i], &error);
      g_autoptr(HgGame) undone = hg_test_random_game (3, 29, -1);
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;

      g_assert_no_error (error);
      for (guint u = 0; u < n - ks[i]; u++)
        g_assert_true (hg_game_undo (undone));
      a = hg_test_dump_game (copy, TRUE);
      b = hg_test_dump_game (undone, TRUE);
      g_assert_cmpstr (a, ==, b);
      g_assert_cmpuint (g_list_model_get_n_items (hg_game_get_moves (copy)), ==, ks[i]);
    }

  /* The original is untouched. */
  g_assert_cmpuint (hg_game_get_n_history (game), ==, n);
  g_assert_true (hg_game_get_is_over (game));

  /* Stepping: at every moment the state is the one of a fresh replay of
   * that many moves; back again the same. */
  {
    g_autoptr(HgGame) copy = hg_game_copy_at (game, 0, NULL);
    g_autoptr(GPtrArray) dumps = g_ptr_array_new_with_free_func (g_free);
    g_autoptr(HgGame) replay = hg_game_copy_at (game, 0, NULL);

    g_ptr_array_add (dumps, hg_test_dump_state (hg_game_get_state (replay)));
    for (guint k = 0; k < n; k++)
      {
        HgMove move;

        hg_game_get_history_move (game, k, &move);
        g_assert_true (hg_game_play (replay, &move, NULL));
        g_ptr_array_add (dumps, hg_test_dump_state (hg_game_get_state (replay)));
      }
    for (guint k = 0; k <= n; k++)
      {
        g_autofree char *now = hg_test_dump_state (hg_game_get_state (copy));

        g_assert_cmpstr (now, ==, g_ptr_array_index (dumps, k));
        if (k < n)
          g_assert_true (hg_game_redo (copy));
      }
    g_assert_false (hg_game_redo (copy));
    for (guint k = n; k > 0; k--)
      {
        g_autofree char *now = NULL;

        g_assert_true (hg_game_undo (copy));
        now = hg_test_dump_state (hg_game_get_state (copy));
        g_assert_cmpstr (now, ==, g_ptr_array_index (dumps, k - 1));
      }
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/moves/records", test_records);
  g_test_add_func ("/moves/records-undo-redo", test_records_undo_redo);
  g_test_add_func ("/moves/sentence", test_move_sentence);
  g_test_add_func ("/moves/describe-score", test_describe_score);
  g_test_add_func ("/moves/describe-score-rtl", test_describe_score_rtl);
  g_test_add_func ("/moves/describe-winners", test_describe_winners);
  g_test_add_func ("/moves/turns", test_turns);
  g_test_add_func ("/moves/turns-computers-only", test_turns_computers_only);
  g_test_add_func ("/moves/copy-at", test_copy_at);

  return g_test_run ();
}
