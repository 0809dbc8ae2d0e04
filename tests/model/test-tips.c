/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tips.c: HgTips says each rule once, when it first matters in a
 * person's turn: scripted games on fixed decks (the situations of the
 * engine's rule tests), and whole games of random moves checked against
 * what each move brought. */

#include "config.h"

#include "hg-test-util.h"
#include "hg-tips.h"

/* What a game showed: "f1: first-figure hut | m1: ..." — the tips shown
 * at each step, "s" the start, "fN" the figure step of move N, "mN" what
 * move N brought (and the next person's tile step). */
typedef struct {
  HgTips  *tips;
  HgGame  *game;
  GString *shown;
  char     step[16];
  gboolean step_open;
  guint    counts[HG_N_TIPS];
} Watch;

static void
current_cb (HgTips     *tips,
            GParamSpec *pspec,
            Watch      *w)
{
  HgTip tip = hg_tips_get_current (tips);

  if (tip == HG_TIP_NONE)
    return;
  w->counts[tip]++;
  if (!w->step_open)
    g_string_append_printf (w->shown, "%s%s:", w->shown->len > 0 ? " | " : "", w->step);
  w->step_open = TRUE;
  g_string_append_printf (w->shown, " %s", hg_tip_get_name (tip));
}

/* Every tip of the step, read and closed one after the other. */
static void
drain (Watch *w)
{
  for (guint i = 0; i < HG_N_TIPS && hg_tips_get_current (w->tips) != HG_TIP_NONE; i++)
    hg_tips_dismiss (w->tips);
  g_assert_cmpint (hg_tips_get_current (w->tips), ==, HG_TIP_NONE);
  w->step_open = FALSE;
}

static void
watch_init (Watch  *w,
            HgTips *tips)
{
  memset (w, 0, sizeof *w);
  w->tips = g_object_ref (tips);
  w->shown = g_string_new (NULL);
  g_signal_connect (tips, "notify::current", G_CALLBACK (current_cb), w);
}

static void
watch_clear (Watch *w)
{
  g_signal_handlers_disconnect_by_data (w->tips, w);
  g_clear_object (&w->tips);
  g_clear_object (&w->game);
  g_string_free (g_steal_pointer (&w->shown), TRUE);
}

/* A game of two or more people on the given decks, shown to the tips. */
static void
watch_game (Watch      *w,
            guint       n_players,
            const char *land,
            const char *bonus)
{
  g_autoptr(GError) error = NULL;
  HgSetup setup;

  hg_setup_shuffle (&setup, n_players, 1);
  g_assert_true (hg_setup_parse_deck (land, FALSE, setup.land, &setup.n_land, &error));
  g_assert_no_error (error);
  g_assert_true (hg_setup_parse_deck (bonus, TRUE, setup.bonus, &setup.n_bonus, &error));
  g_assert_no_error (error);
  g_clear_object (&w->game);
  w->game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);

  g_strlcpy (w->step, "s", sizeof w->step);
  hg_tips_set_game (w->tips, w->game);
  drain (w);
}

/* The person to move puts the tile down as @text says (the figure step),
 * then plays it. */
static void
play (Watch      *w,
      const char *text)
{
  g_autoptr(GError) error = NULL;
  guint n = hg_game_get_n_history (w->game) + 1;
  HgPlacement place;
  HgMove move;

  g_assert_true (hg_move_parse (text, &move, &error));
  g_assert_no_error (error);
  place.x = move.x;
  place.y = move.y;
  place.rot = move.rot;
  place.tile = (guint8) hg_game_get_tile_in_hand (w->game);

  g_snprintf (w->step, sizeof w->step, "f%u", n);
  hg_tips_figure_step (w->tips, &place);
  drain (w);

  g_snprintf (w->step, sizeof w->step, "m%u", n);
  g_assert_true (hg_game_play (w->game, &move, &error));
  g_assert_no_error (error);
  drain (w);
}

/* The first legal move (without a figure) for the person to move. */
static void
play_any (Watch *w)
{
  g_autoptr(GArray) places = hg_game_get_legal_placements (w->game);
  const HgPlacement *p;
  char text[HG_MOVE_STRLEN];

  g_assert_cmpuint (places->len, >, 0);
  p = &g_array_index (places, HgPlacement, 0);
  g_snprintf (text, sizeof text, "%d,%d,%u", p->x, p->y, p->rot);
  play (w, text);
}

static void
assert_no_tip_twice (Watch *w)
{
  for (HgTip tip = HG_TIP_NONE + 1; tip < HG_N_TIPS; tip++)
    if (w->counts[tip] > 1)
      g_error ("tip %s shown %u times", hg_tip_get_name (tip), w->counts[tip]);
}

/* A river completed with a tie (the engine's river test: two fishermen
 * of two players, one on the lake): the first tile, the first figure,
 * a hut's river system, the start meadow's aurochs, the last round of
 * land tiles, the river and the tie, and the end.
 *
 *   9 at 0,-1,3 + fisher@8 (its lake), 15 at -1,0,3 + fisher@1 (on the
 *   start's river), 19 at -1,-1,0 joins them (no fisherman on its
 *   river: both are claimed): 7 points each. */
static void
test_river_tie (void)
{
  g_autoptr(HgTips) tips = hg_tips_new ();
  g_auto(GStrv) seen = NULL;
  Watch w;

  watch_init (&w, tips);
  watch_game (&w, 2, "9,15,19,62", "");
  play (&w, "0,-1,3+fisher@8");
  play (&w, "-1,0,3+fisher@1");
  play (&w, "-1,-1,0");
  play_any (&w);
  g_assert_true (hg_game_get_is_over (w.game));

  g_assert_cmpstr (w.shown->str, ==,
                   "s: first-tile"
                   " | f1: first-figure hut big-game"
                   " | m2: last-tiles"
                   " | f3: spot-taken"
                   " | m3: river-scored tie"
                   " | m4: final-scoring");
  assert_no_tip_twice (&w);

  /* what was shown is what the settings keep */
  seen = hg_tips_dup_seen (tips);
  g_assert_cmpuint (g_strv_length (seen), ==, 9);
  g_assert_true (g_strv_contains ((const char * const *) seen, "tie"));
  g_assert_cmpuint (hg_tips_get_games_finished (tips), ==, 1);
  watch_clear (&w);
}

/* A forest with gold completed, the bonus tile, a tiger on it, a claimed
 * forest without a gatherer spot, and a forest that scores (the engine's
 * test of mushrooms and gold).
 *
 *   35 at 1,0,2 (a mammoth); 36 at 0,1,2 completes the start forest,
 *   nobody's (no points): its gold brings bonus 81 (a mammoth and a
 *   tiger) for seat 1, placed at 0,-1,3 + gatherer@1; 37 at 1,-1,3 joins
 *   that forest (claimed: no gatherer spot on it); 34 at 0,-2,3 completes
 *   it: 8 points to seat 1. */
static void
test_forest_and_bonus (void)
{
  g_autoptr(HgTips) tips = hg_tips_new ();
  Watch w;

  watch_init (&w, tips);
  watch_game (&w, 2, "35,36,37,34,62", "81");
  play (&w, "1,0,2");
  play (&w, "0,1,2");
  play (&w, "0,-1,3+gatherer@1");
  play (&w, "1,-1,3");
  play (&w, "0,-2,3");

  g_assert_cmpstr (w.shown->str, ==,
                   "s: first-tile"
                   " | f1: first-figure big-game"
                   " | m2: bonus-tile"
                   " | f3: tiger"
                   " | f4: spot-taken"
                   " | m4: last-tiles"
                   " | m5: forest-scored");
  assert_no_tip_twice (&w);
  watch_clear (&w);
}

/* Fire, a tiger and the sacred circle, on the tiles of the engine's
 * tests (one bonus per turn; a hunter blocked on a sacred circle).
 *
 *   35, 76, 36 with gatherers; 67 at 0,1,0 completes two forests with
 *   gold: bonus 89 (fire) for seat 1, placed at 0,2,2 by its meadow;
 *   then 48 (a tiger) for seat 0.  Another game: 35 at 1,0,2 + hunter,
 *   36 at 0,1,2 completes the start forest: bonus 90 (a sacred circle). */
static void
test_meadow_specials (void)
{
  g_autoptr(HgTips) tips = hg_tips_new ();
  const char *no_meadow_tips[] = { "first-tile", "first-figure", "spot-taken", "big-game", "hut", NULL };
  Watch w;

  watch_init (&w, tips);
  /* what other games said already */
  hg_tips_set_seen (tips, no_meadow_tips);
  watch_game (&w, 2, "35,76,36,67,48,62", "89");
  play (&w, "1,0,2+gatherer@1");
  play (&w, "1,1,0+gatherer@1");
  play (&w, "1,2,2");
  play (&w, "0,1,0");
  g_assert_cmpint (hg_game_get_tile_in_hand (w.game), ==, 89);
  play (&w, "0,2,2");
  g_assert_cmpint (hg_game_get_tile_in_hand (w.game), ==, 48);
  play_any (&w);
  g_assert_cmpstr (w.shown->str, ==,
                   "m4: forest-scored bonus-tile"
                   " | f5: fire"
                   " | m5: last-tiles"
                   " | f6: tiger");

  g_string_truncate (w.shown, 0);
  watch_game (&w, 2, "35,36,62", "90");
  play (&w, "1,0,2+hunter@0");
  play (&w, "0,1,2");
  g_assert_cmpint (hg_game_get_tile_in_hand (w.game), ==, 90);
  play (&w, "1,1,2");
  g_assert_cmpstr (w.shown->str, ==, "f3: sacred-circle");
  assert_no_tip_twice (&w);
  watch_clear (&w);
}

/* The offer to turn tips off comes once, after the third game with tips. */
static void
test_turn_off_offer (void)
{
  g_autoptr(HgTips) tips = hg_tips_new ();
  Watch w;

  watch_init (&w, tips);
  for (guint game = 0; game < 4; game++)
    {
      hg_tips_set_seen (tips, NULL);
      g_string_truncate (w.shown, 0);
      watch_game (&w, 2, "62", "");
      play_any (&w);
      g_assert_true (hg_game_get_is_over (w.game));
      g_assert_cmpuint (hg_tips_get_games_finished (tips), ==, game + 1);
      if (game + 1 == HG_TIPS_OFFER_AFTER)
        g_assert_true (g_str_has_suffix (w.shown->str, "final-scoring turn-off"));
      else
        g_assert_true (g_str_has_suffix (w.shown->str, "final-scoring"));
    }
  watch_clear (&w);
}

/* Off: nothing found, nothing shown; on again: the turn's tip at once;
 * "Show Tips Again" (no tip seen) shows them anew. */
static void
test_enabled_and_reset (void)
{
  g_autoptr(HgTips) tips = hg_tips_new ();
  Watch w;

  watch_init (&w, tips);
  hg_tips_set_enabled (tips, FALSE);
  watch_game (&w, 2, "9,15,19,62", "");
  play (&w, "0,-1,3+fisher@8");
  g_assert_cmpstr (w.shown->str, ==, "");
  {
    g_auto(GStrv) none = hg_tips_dup_seen (tips);

    g_assert_null (none[0]);
  }

  hg_tips_set_enabled (tips, TRUE);
  g_assert_cmpint (hg_tips_get_current (tips), ==, HG_TIP_FIRST_TILE);
  drain (&w);
  hg_tips_set_seen (tips, NULL);
  g_assert_cmpint (hg_tips_get_current (tips), ==, HG_TIP_FIRST_TILE);
  drain (&w);

  /* names not known (an older or newer version's) are left out */
  {
    const char *seen[] = { "first-tile", "no-such-tip", "turn-off", NULL };
    g_auto(GStrv) kept = NULL;

    hg_tips_set_seen (tips, seen);
    kept = hg_tips_dup_seen (tips);
    g_assert_cmpuint (g_strv_length (kept), ==, 1);
    g_assert_cmpstr (kept[0], ==, "first-tile");
  }
  watch_clear (&w);
}

/* Computer seats: their moves bring no tips of their own; undo takes the
 * tip of a move back. */
static void
test_computers_and_undo (void)
{
  g_autoptr(HgTips) tips = hg_tips_new ();
  g_autoptr(GError) error = NULL;
  HgLevel levels[2] = { HG_LEVEL_HUMAN, HG_LEVEL_RANDOM };
  HgSetup setup;
  g_autoptr(HgGame) game = NULL;
  Watch w;

  hg_setup_shuffle (&setup, 2, 1);
  g_assert_true (hg_setup_parse_deck ("35,36,37,34,62", FALSE, setup.land, &setup.n_land, &error));
  g_assert_true (hg_setup_parse_deck ("81", TRUE, setup.bonus, &setup.n_bonus, &error));
  game = hg_game_new (&setup, NULL, NULL, levels, &error);
  g_assert_no_error (error);

  watch_init (&w, tips);
  w.game = g_object_ref (game);
  hg_tips_set_game (tips, game);
  g_assert_cmpint (hg_tips_get_current (tips), ==, HG_TIP_FIRST_TILE);
  /* left unread: the person's move takes it away */
  {
    HgMove move = { .x = 1, .y = 0, .rot = 2 };

    g_assert_true (hg_game_play (game, &move, &error));
  }
  g_assert_cmpint (hg_tips_get_current (tips), ==, HG_TIP_NONE);
  /* the computer completes the start forest and earns the bonus tile:
   * not the person's situation */
  {
    HgMove move = { .x = 0, .y = 1, .rot = 2 };

    g_assert_true (hg_game_play (game, &move, &error));
  }
  g_assert_cmpint (hg_tips_get_current (tips), ==, HG_TIP_NONE);
  g_assert_cmpuint (w.counts[HG_TIP_FOREST_SCORED], ==, 0);
  g_assert_cmpuint (w.counts[HG_TIP_BONUS_TILE], ==, 0);
  watch_clear (&w);

  /* two people: the second's bonus tile, taken back before it is read */
  watch_init (&w, tips);
  hg_tips_set_seen (tips, NULL);
  watch_game (&w, 2, "35,36,37,34,62", "81");
  play (&w, "1,0,2");
  {
    HgMove move = { .x = 0, .y = 1, .rot = 2 };

    g_assert_true (hg_game_play (w.game, &move, &error));
  }
  g_assert_cmpint (hg_tips_get_current (tips), ==, HG_TIP_BONUS_TILE);
  g_assert_true (hg_game_undo (w.game));
  g_assert_cmpint (hg_tips_get_current (tips), ==, HG_TIP_NONE);
  /* seen all the same: it was shown */
  g_assert_cmpuint (w.counts[HG_TIP_BONUS_TILE], ==, 1);
  watch_clear (&w);
}

/* Whole games of random legal moves, all seats people: each tip comes
 * exactly with the first move that brings its situation, never twice. */
static void
test_random_games (void)
{
  /* 81 and 306 deal a tile that fits nowhere */
  static const guint seeds[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 81, 306 };
  guint n_no_fit = 0;

  for (guint s = 0; s < G_N_ELEMENTS (seeds); s++)
    {
      guint seed = seeds[s];
      g_autoptr(HgTips) tips = hg_tips_new ();
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(GError) error = NULL;
      gboolean forest = FALSE, river = FALSE, tie = FALSE, bonus = FALSE, no_fit = FALSE;
      guint n_players = 2 + seed % 4;
      HgSetup setup;
      Watch w;

      watch_init (&w, tips);
      hg_setup_shuffle (&setup, n_players, seed);
      w.game = hg_game_new (&setup, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      hg_tips_set_game (tips, w.game);
      g_assert_cmpint (hg_tips_get_current (tips), ==, HG_TIP_FIRST_TILE);
      drain (&w);

      while (!hg_game_get_is_over (w.game))
        {
          g_autoptr(GArray) moves = hg_game_get_legal_moves (w.game);
          const HgMove *move = &g_array_index (moves, HgMove, g_rand_int_range (rand, 0, (int) moves->len));
          HgMoveRecord *record;
          guint counts[HG_N_TIPS];
          GListModel *scores;

          memcpy (counts, w.counts, sizeof counts);
          g_assert_true (hg_game_play (w.game, move, &error));
          g_assert_no_error (error);
          drain (&w);

          /* what the move brought, from its record */
          record = g_list_model_get_item (hg_game_get_moves (w.game), hg_game_get_n_history (w.game) - 1);
          scores = hg_move_record_get_scores (record);
          for (guint i = 0; i < g_list_model_get_n_items (scores); i++)
            {
              g_autoptr(HgScoreEvent) event = g_list_model_get_item (scores, i);
              guint8 seats = hg_score_event_get_seats (event);

              if (hg_score_event_get_is_final (event))
                continue;
              if (!forest && hg_score_event_get_kind (event) == HG_SCORE_FOREST)
                {
                  forest = TRUE;
                  g_assert_cmpuint (w.counts[HG_TIP_FOREST_SCORED], ==, counts[HG_TIP_FOREST_SCORED] + 1);
                }
              if (!river && hg_score_event_get_kind (event) == HG_SCORE_RIVER)
                {
                  river = TRUE;
                  g_assert_cmpuint (w.counts[HG_TIP_RIVER_SCORED], ==, counts[HG_TIP_RIVER_SCORED] + 1);
                }
              if (!tie && (seats & (seats - 1)) != 0)
                {
                  tie = TRUE;
                  g_assert_cmpuint (w.counts[HG_TIP_TIE], ==, counts[HG_TIP_TIE] + 1);
                }
            }
          if (!bonus && hg_move_record_get_bonus_tile (record) >= 0)
            {
              bonus = TRUE;
              g_assert_cmpuint (w.counts[HG_TIP_BONUS_TILE], ==, counts[HG_TIP_BONUS_TILE] + 1);
            }
          if (!no_fit && hg_move_record_get_n_discards (record) > 0)
            {
              no_fit = TRUE;
              g_assert_cmpuint (w.counts[HG_TIP_NO_FIT], ==, counts[HG_TIP_NO_FIT] + 1);
            }
          /* nothing else comes with a move but the last round and the end */
          for (HgTip tip = HG_TIP_NONE + 1; tip < HG_N_TIPS; tip++)
            if (tip != HG_TIP_FOREST_SCORED && tip != HG_TIP_RIVER_SCORED && tip != HG_TIP_TIE
                && tip != HG_TIP_BONUS_TILE && tip != HG_TIP_NO_FIT && tip != HG_TIP_LAST_TILES
                && tip != HG_TIP_FINAL_SCORING && w.counts[tip] != counts[tip])
              g_error ("seed %u: tip %s after move %u", seed, hg_tip_get_name (tip),
                       hg_game_get_n_history (w.game));
          if (w.counts[HG_TIP_LAST_TILES] != counts[HG_TIP_LAST_TILES])
            g_assert_cmpuint (hg_game_get_land_left (w.game), <, n_players);
          g_object_unref (record);
        }
      g_assert_cmpuint (w.counts[HG_TIP_FINAL_SCORING], ==, 1);
      g_assert_cmpuint (w.counts[HG_TIP_LAST_TILES], ==, 1);
      g_assert_cmpuint (w.counts[HG_TIP_FOREST_SCORED], ==, forest);
      g_assert_cmpuint (w.counts[HG_TIP_NO_FIT], ==, no_fit);
      n_no_fit += no_fit;
      assert_no_tip_twice (&w);
      watch_clear (&w);
    }
  g_assert_cmpuint (n_no_fit, ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tips/river-tie", test_river_tie);
  g_test_add_func ("/tips/forest-and-bonus", test_forest_and_bonus);
  g_test_add_func ("/tips/meadow-specials", test_meadow_specials);
  g_test_add_func ("/tips/turn-off-offer", test_turn_off_offer);
  g_test_add_func ("/tips/enabled-and-reset", test_enabled_and_reset);
  g_test_add_func ("/tips/computers-and-undo", test_computers_and_undo);
  g_test_add_func ("/tips/random-games", test_random_games);

  return g_test_run ();
}
