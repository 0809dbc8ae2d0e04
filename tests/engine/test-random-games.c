/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-random-games.c: many complete random games (seeded, deterministic)
 * with the invariants of the rules checked after every move. */

#include "config.h"

#include <string.h>
#include <glib.h>

#include "hg-engine.h"
#include "hg-rules-reference.h"

#define N_GAMES 10000
#define ORACLE_EVERY 1   /* games checked against the naive reference */

static const int dx[4] = { 0, 1, 0, -1 };
static const int dy[4] = { -1, 0, 1, 0 };

typedef struct {
  guint    score[HG_MAX_PLAYERS][HG_N_SCORE_KINDS];
  guint    n_score_events;
  guint    n_game_over;
  guint    n_bonus;
  guint    last_turn;
  gboolean bad_event;
} EventSums;

static void
sum_event_cb (const HgEvent *event,
              gpointer       user_data)
{
  EventSums *sums = user_data;

  if (event->turn < sums->last_turn)
    sums->bad_event = TRUE;
  sums->last_turn = event->turn;
  switch (event->type)
    {
    case HG_EVENT_SCORE:
      sums->n_score_events++;
      if (event->n_zones == 0 || event->zones == NULL || event->kind >= HG_N_SCORE_KINDS)
        sums->bad_event = TRUE;
      for (guint s = 0; s < HG_MAX_PLAYERS; s++)
        if (event->seats & (1 << s))
          sums->score[s][event->kind] += event->points;
      break;
    case HG_EVENT_GAME_OVER:
      sums->n_game_over++;
      break;
    case HG_EVENT_BONUS:
      sums->n_bonus++;
      if (event->tile < HG_FIRST_BONUS_ID)
        sums->bad_event = TRUE;
      break;
    case HG_EVENT_DISCARD:
    default:
      break;
    }
}

/* The tile at (x,y) matches every neighbour. */
static void
check_tile_matches (const HgState *state,
                    int            x,
                    int            y)
{
  const HgTileSet *set = hg_state_get_tile_set (state);
  HgPlacement p, nb;

  g_assert_true (hg_state_get_tile_at (state, x, y, &p));
  for (guint d = 0; d < 4; d++)
    if (hg_state_get_tile_at (state, x + dx[d], y + dy[d], &nb))
      g_assert_cmpint (hg_tile_side (hg_tile_set_lookup (set, p.tile), p.rot, d)->type, ==,
                       hg_tile_side (hg_tile_set_lookup (set, nb.tile), nb.rot, (d + 2) % 4)->type);
}

static void
check_invariants (const HgState   *state,
                  const EventSums *sums,
                  const guint     *prev_score)
{
  const HgSetup *setup = hg_state_get_setup (state);
  HgFigure figures[HG_MAX_PLAYERS * (HG_MEMBERS + HG_HUTS) + 1];
  guint members[HG_MAX_PLAYERS] = { 0, }, huts[HG_MAX_PLAYERS] = { 0, };
  guint n_fig, n = hg_state_get_n_players (state);
  guint in_hand = hg_state_get_phase (state) == HG_PHASE_OVER ? 0 : 1;

  /* Figures: on the board + in supply = 5 members and 2 huts each. */
  n_fig = hg_state_get_figures (state, figures, G_N_ELEMENTS (figures));
  g_assert_cmpuint (n_fig, <=, G_N_ELEMENTS (figures) - 1);
  for (guint i = 0; i < n_fig; i++)
    {
      g_assert_cmpuint (figures[i].owner, <, n);
      g_assert_true (hg_state_get_tile_at (state, figures[i].x, figures[i].y, NULL));
      if (figures[i].role == HG_ROLE_HUT)
        huts[figures[i].owner]++;
      else
        members[figures[i].owner]++;
    }
  for (guint p = 0; p < n; p++)
    {
      guint total = 0;

      g_assert_cmpuint (members[p] + hg_state_get_members (state, p), ==, HG_MEMBERS);
      g_assert_cmpuint (huts[p] + hg_state_get_huts (state, p), ==, HG_HUTS);
      /* Scores never go down and equal the sum of the events. */
      g_assert_cmpuint (hg_state_get_score (state, p), >=, prev_score[p]);
      for (guint k = 0; k < HG_N_SCORE_KINDS; k++)
        {
          g_assert_cmpuint (hg_state_get_score_by_kind (state, p, k), ==, sums->score[p][k]);
          total += sums->score[p][k];
        }
      g_assert_cmpuint (hg_state_get_score (state, p), ==, total);
    }

  /* Tiles: placed + discarded + in hand + left = the decks. */
  g_assert_cmpuint ((hg_state_get_n_placed (state) - 1) + hg_state_get_discards (state, NULL, 0) +
                    in_hand + hg_state_get_land_left (state) + hg_state_get_bonus_left (state),
                    ==, setup->n_land + setup->n_bonus);
  g_assert_cmpuint (hg_state_get_n_moves (state), ==, hg_state_get_n_placed (state) - 1);
  g_assert_cmpuint (hg_state_get_turn (state), <=, hg_state_get_n_moves (state));
  g_assert_false (sums->bad_event);

  switch (hg_state_get_phase (state))
    {
    case HG_PHASE_TILE:
      g_assert_cmpint (hg_state_get_tile_in_hand (state), <, HG_FIRST_BONUS_ID);
      break;
    case HG_PHASE_BONUS:
      g_assert_cmpint (hg_state_get_tile_in_hand (state), >=, HG_FIRST_BONUS_ID);
      break;
    case HG_PHASE_OVER:
    default:
      g_assert_cmpint (hg_state_get_tile_in_hand (state), ==, -1);
      g_assert_cmpuint (hg_state_get_land_left (state), ==, 0);
      g_assert_cmpuint (sums->n_game_over, ==, 1);
      break;
    }
}

/* Two states are the same game: same public facts and same bytes. */
static void
assert_same_state (const HgState *a,
                   const HgState *b)
{
  HgFigure fa[64], fb[64];
  guint na, nb;

  g_assert_cmpint (hg_state_get_phase (a), ==, hg_state_get_phase (b));
  g_assert_cmpuint (hg_state_get_n_placed (a), ==, hg_state_get_n_placed (b));
  for (guint i = 0; i < hg_state_get_n_placed (a); i++)
    {
      HgPlacement pa, pb;

      hg_state_get_placed (a, i, &pa);
      hg_state_get_placed (b, i, &pb);
      g_assert_true (memcmp (&pa, &pb, sizeof pa) == 0);
    }
  for (guint p = 0; p < hg_state_get_n_players (a); p++)
    g_assert_cmpuint (hg_state_get_score (a, p), ==, hg_state_get_score (b, p));
  na = hg_state_get_figures (a, fa, G_N_ELEMENTS (fa));
  nb = hg_state_get_figures (b, fb, G_N_ELEMENTS (fb));
  g_assert_cmpuint (na, ==, nb);
  g_assert_true (memcmp (fa, fb, na * sizeof fa[0]) == 0);
  g_assert_true (memcmp (a, b, hg_state_size ()) == 0);
}

static void
test_random_games (void)
{
  const HgTileSet *set = hg_tile_set_get_default (NULL);
  g_autoptr (HgState) twin = NULL;
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (HgMove));
  guint64 total_moves = 0, total_bonus = 0, total_discards = 0, total_events = 0;
  guint64 total_points = 0;
  g_autoptr (HgRef) ref = hg_ref_new ();

  for (guint g = 0; g < N_GAMES; g++)
    {
      g_autoptr (HgState) state = NULL;
      EventSums sums = { 0, };
      guint prev[HG_MAX_PLAYERS] = { 0, };
      guint64 rng = 0x9e3779b97f4a7c15ull ^ ((guint64) g * 0x100000001b3ull);
      guint64 twin_rng = 0;
      guint twin_at = 1 + g % 60;
      guint n_move = 0;
      gboolean use_ref = g % ORACLE_EVERY == 0;
      HgSetup setup;
      HgMove move;

      hg_setup_shuffle (&setup, 2 + g % 4, g);
      /* Every fifth game uses a subset of the land tiles and a partial
       * bonus pile, and another first seat. */
      if (g % 5 == 4)
        {
          setup.n_land = 10 + g % 60;
          setup.n_bonus = g % 13;
          setup.first = g % setup.n_players;
        }
      g_assert_true (hg_setup_check (&setup, set, NULL));
      state = hg_state_new (set, &setup, sum_event_cb, &sums);
      check_invariants (state, &sums, prev);
      if (use_ref)
        {
          hg_ref_init (ref, set, &setup);
          hg_ref_compare (ref, state);
        }

      for (;;)
        {
          g_autoptr (GError) error = NULL;
          guint8 placed_tile = hg_state_get_tile_in_hand (state);
          HgPlacement at;

          if (n_move == twin_at && hg_state_get_phase (state) != HG_PHASE_OVER)
            {
              if (twin == NULL)
                twin = hg_state_copy (state);
              else
                hg_state_copy_into (twin, state);
              twin_rng = rng;
            }
          if (!hg_state_random_move (state, &rng, &move))
            break;
          if (g % 100 == 0)
            {
              gboolean found = FALSE;

              g_array_set_size (moves, 0);
              hg_state_legal_moves (state, moves);
              for (guint i = 0; i < moves->len && !found; i++)
                found = hg_move_equal (&g_array_index (moves, HgMove, i), &move);
              g_assert_true (found);
            }

          if (use_ref)
            {
              HgPlacement place = { move.x, move.y, move.rot, placed_tile };

              hg_ref_compare_spots (ref, state, &place);
            }
          for (guint p = 0; p < hg_state_get_n_players (state); p++)
            prev[p] = hg_state_get_score (state, p);
          if (!hg_state_apply (state, &move, sum_event_cb, &sums, &error))
            g_error ("game %u move %u: %s", g, n_move, error->message);
          n_move++;

          g_assert_true (hg_state_get_tile_at (state, move.x, move.y, &at));
          g_assert_cmpuint (at.tile, ==, placed_tile);
          g_assert_cmpuint (at.rot, ==, move.rot);
          check_tile_matches (state, move.x, move.y);
          check_invariants (state, &sums, prev);
          if (use_ref)
            {
              hg_ref_apply (ref, &move);
              hg_ref_compare (ref, state);
            }
        }

      /* The end: every tile matches, every land tile's turn is counted. */
      g_assert_cmpint (hg_state_get_phase (state), ==, HG_PHASE_OVER);
      g_assert_cmpuint (hg_state_get_land_left (state), ==, 0);
      {
        guint land_placed = 0;

        for (guint i = 1; i < hg_state_get_n_placed (state); i++)
          {
            HgPlacement p;

            hg_state_get_placed (state, i, &p);
            check_tile_matches (state, p.x, p.y);
            if (p.tile < HG_FIRST_BONUS_ID)
              land_placed++;
          }
        g_assert_cmpuint (hg_state_get_turn (state), ==, land_placed);
      }

      if (use_ref && g % 50 == 0)
        hg_ref_compare_features (ref, state);

      /* The copy made mid-game continues identically. */
      if (twin_rng != 0)
        {
          EventSums twin_sums = { 0, };

          /* Played the same way (with an event function, which walks
           * the features), the bytes must agree too. */
          while (hg_state_random_move (twin, &twin_rng, &move))
            g_assert_true (hg_state_apply (twin, &move, sum_event_cb, &twin_sums, NULL));
          assert_same_state (state, twin);
        }

      total_moves += n_move;
      total_bonus += sums.n_bonus;
      total_events += sums.n_score_events;
      total_discards += hg_state_get_discards (state, NULL, 0);
      for (guint p = 0; p < hg_state_get_n_players (state); p++)
        total_points += hg_state_get_score (state, p);
    }

  g_test_message ("%u games, %" G_GUINT64_FORMAT " moves, %" G_GUINT64_FORMAT
                  " bonus tiles, %" G_GUINT64_FORMAT " discards, %" G_GUINT64_FORMAT
                  " score events, %" G_GUINT64_FORMAT " points",
                  N_GAMES, total_moves, total_bonus, total_discards, total_events,
                  total_points);
  g_assert_cmpuint (total_bonus, >, 0);
  g_assert_cmpuint (total_discards, >, 0);
  g_assert_cmpuint (total_events, >, 0);
}

/* The same seeds give the same games. */
static void
test_deterministic (void)
{
  const HgTileSet *set = hg_tile_set_get_default (NULL);

  for (guint g = 0; g < 50; g++)
    {
      g_autoptr (HgState) a = NULL;
      g_autoptr (HgState) b = NULL;
      guint64 ra = g + 1, rb = g + 1;
      HgSetup sa, sb;

      hg_setup_shuffle (&sa, 3, g);
      hg_setup_shuffle (&sb, 3, g);
      g_assert_true (memcmp (&sa, &sb, sizeof sa) == 0);
      a = hg_state_new (set, &sa, NULL, NULL);
      b = hg_state_new (set, &sb, NULL, NULL);
      hg_state_play_random_game (a, &ra);
      hg_state_play_random_game (b, &rb);
      assert_same_state (a, b);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/random-games/invariants", test_random_games);
  g_test_add_func ("/random-games/deterministic", test_deterministic);
  return g_test_run ();
}
