/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-placement.c: legal placements and rotations on small hand-built
 * boards, the discard of a tile that fits nowhere, and the engine's
 * placements against a brute-force search on random positions. */

#include "config.h"

#include <string.h>
#include <glib.h>

#include "hg-engine.h"

static const int dx[4] = { 0, 1, 0, -1 };
static const int dy[4] = { -1, 0, 1, 0 };

static void
record_event_cb (const HgEvent *event,
                 gpointer       user_data)
{
  GArray *events = user_data;

  if (events != NULL)
    g_array_append_val (events, *event);
}

static HgState *
new_game (const char *land,
          const char *bonus,
          GArray     *events)
{
  g_autoptr (GError) error = NULL;
  const HgTileSet *set = hg_tile_set_get_default (&error);
  HgSetup setup = { 0, };

  g_assert_no_error (error);
  setup.n_players = 2;
  setup.first = 0;
  g_assert_true (hg_setup_parse_deck (land, FALSE, setup.land, &setup.n_land, &error));
  g_assert_no_error (error);
  g_assert_true (hg_setup_parse_deck (bonus, TRUE, setup.bonus, &setup.n_bonus, &error));
  g_assert_no_error (error);
  g_assert_true (hg_setup_check (&setup, set, &error));
  g_assert_no_error (error);
  return hg_state_new (set, &setup, record_event_cb, events);
}

/* Every (square, rotation) where @tile fits, found by looking at every
 * square around the board: the rules of docs/rules.md written out plainly. */
static GPtrArray *
brute_force_placements (const HgState *state,
                        guint          tile_id)
{
  const HgTile *tile = hg_tile_set_lookup (hg_state_get_tile_set (state), tile_id);
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  int x0 = 0, x1 = 0, y0 = 0, y1 = 0;

  for (guint i = 0; i < hg_state_get_n_placed (state); i++)
    {
      HgPlacement p;

      hg_state_get_placed (state, i, &p);
      x0 = MIN (x0, p.x);
      x1 = MAX (x1, p.x);
      y0 = MIN (y0, p.y);
      y1 = MAX (y1, p.y);
    }
  for (int y = y0 - 1; y <= y1 + 1; y++)
    for (int x = x0 - 1; x <= x1 + 1; x++)
      {
        if (hg_state_get_tile_at (state, x, y, NULL))
          continue;
        for (guint r = 0; r < 4; r++)
          {
            gboolean touches = FALSE, fits = TRUE;

            for (guint d = 0; d < 4; d++)
              {
                HgPlacement nb;

                if (!hg_state_get_tile_at (state, x + dx[d], y + dy[d], &nb))
                  continue;
                touches = TRUE;
                if (hg_tile_side (tile, r, d)->type !=
                    hg_tile_side (hg_tile_set_lookup (hg_state_get_tile_set (state), nb.tile),
                                  nb.rot, (d + 2) % 4)->type)
                  fits = FALSE;
              }
            if (touches && fits)
              g_ptr_array_add (out, g_strdup_printf ("%d,%d,%u", x, y, r));
          }
      }
  g_ptr_array_sort (out, (GCompareFunc) g_strcmp0);
  return out;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The engine's placements as sorted "x,y,r" strings joined by spaces. */
static char *
engine_placements (const HgState *state)
{
  HgPlacement places[HG_MAX_PLACEMENTS];
  guint n = hg_state_legal_placements (state, places, G_N_ELEMENTS (places));
  g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (places[i].tile, ==, hg_state_get_tile_in_hand (state));
      g_ptr_array_add (list, g_strdup_printf ("%d,%d,%u", places[i].x, places[i].y, places[i].rot));
    }
  g_ptr_array_sort (list, compare_strings);
  g_ptr_array_add (list, NULL);
  return g_strjoinv (" ", (char **) list->pdata);
}

static char *
oracle_placements (const HgState *state)
{
  g_autoptr (GPtrArray) list = brute_force_placements (state, hg_state_get_tile_in_hand (state));

  g_ptr_array_sort (list, compare_strings);
  g_ptr_array_add (list, NULL);
  return g_strjoinv (" ", (char **) list->pdata);
}

static void
play (HgState    *state,
      const char *text,
      GArray     *events)
{
  g_autoptr (GError) error = NULL;
  HgMove move;

  g_assert_true (hg_move_parse (text, &move, &error));
  g_assert_no_error (error);
  if (!hg_state_apply (state, &move, record_event_cb, events, &error))
    g_error ("%s: %s", text, error->message);
}

/* Start tile 56 at (0,0): N meadow, E forest, S forest, W river.  Tile 61
 * is meadow on all sides: it fits only north of the start tile, in every
 * rotation. */
static void
test_all_meadow (void)
{
  g_autoptr (HgState) state = new_game ("61", "", NULL);
  g_autofree char *got = NULL;

  g_assert_cmpint (hg_state_get_tile_in_hand (state), ==, 61);
  got = engine_placements (state);
  g_assert_cmpstr (got, ==, "0,-1,0 0,-1,1 0,-1,2 0,-1,3");
}

/* Tile 30 "M0 M0 F1 F1": at 1,0 its west side must be forest (rotations
 * 0: W=F1, 1: W=S=F1); at 0,1 its north side forest (1: N=W=F1, 2: N=S=F1);
 * at 0,-1 its south side meadow (1: S=E=M0, 2: S=N=M0); never at -1,0
 * (river). */
static void
test_rotations (void)
{
  g_autoptr (HgState) state = new_game ("30", "", NULL);
  g_autofree char *got = engine_placements (state);
  g_autofree char *oracle = oracle_placements (state);
  g_autoptr (GError) error = NULL;
  HgMove m = { -1, 0, 0, HG_ROLE_NONE, 0 };

  g_assert_cmpstr (got, ==, "0,-1,1 0,-1,2 0,1,1 0,1,2 1,0,0 1,0,1");
  g_assert_cmpstr (got, ==, oracle);

  /* And the refusals say why. */
  g_assert_false (hg_state_check_move (state, &m, &error));
  g_assert_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "-1,0"));
  g_clear_error (&error);
  m.x = 1; m.y = 0; m.rot = 2;
  g_assert_false (hg_state_check_move (state, &m, &error));
  g_assert_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "west"));
  g_clear_error (&error);
  m.x = 0; m.y = 0; m.rot = 0;
  g_assert_false (hg_state_check_move (state, &m, &error));
  g_assert_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "already holds a tile"));
  g_clear_error (&error);
  m.x = 5; m.y = 5;
  g_assert_false (hg_state_check_move (state, &m, &error));
  g_assert_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "not next to a placed tile"));
}

/* Tile 59 (a lake with one river north) closes the start tile's river at
 * -1,0 in rotation 1.  Then no square asks for a river, and tile 13 (rivers
 * on all four sides) fits nowhere: it is discarded and tile 61 drawn. */
static void
test_discard (void)
{
  g_autoptr (GArray) events = g_array_new (FALSE, TRUE, sizeof (HgEvent));
  g_autoptr (HgState) state = new_game ("59,13,61", "", events);
  guint8 discards[4];
  g_autofree char *got = NULL;
  const HgEvent *ev;

  g_assert_cmpuint (events->len, ==, 0);
  g_assert_cmpint (hg_state_get_tile_in_hand (state), ==, 59);
  g_assert_cmpuint (hg_state_get_land_left (state), ==, 2);
  got = engine_placements (state);
  g_assert_nonnull (strstr (got, "-1,0,1"));
  play (state, "-1,0,1", events);

  /* The start tile's river (zone 3 into its lake, 1 fish) now ends in the
   * lake of tile 59 (1 fish): complete, 2 zones + 2 fish = 4 points, and
   * nobody has a fisherman in it.  Then 13 is discarded. */
  g_assert_cmpuint (events->len, ==, 2);
  ev = &g_array_index (events, HgEvent, 0);
  g_assert_cmpint (ev->type, ==, HG_EVENT_SCORE);
  g_assert_cmpint (ev->kind, ==, HG_SCORE_RIVER);
  g_assert_cmpuint (ev->points, ==, 4);
  g_assert_cmpuint (ev->seats, ==, 0);
  g_assert_cmpuint (ev->turn, ==, 1);
  ev = &g_array_index (events, HgEvent, 1);
  g_assert_cmpint (ev->type, ==, HG_EVENT_DISCARD);
  g_assert_cmpuint (ev->tile, ==, 13);
  g_assert_cmpuint (ev->turn, ==, 1);
  g_assert_cmpuint (ev->seat, ==, 1);
  g_assert_cmpuint (hg_state_get_discards (state, discards, G_N_ELEMENTS (discards)), ==, 1);
  g_assert_cmpuint (discards[0], ==, 13);
  g_assert_cmpint (hg_state_get_tile_in_hand (state), ==, 61);
  g_assert_cmpuint (hg_state_get_current_player (state), ==, 1);
  g_assert_cmpuint (hg_state_get_land_left (state), ==, 0);
  g_assert_cmpint (hg_state_get_phase (state), ==, HG_PHASE_TILE);
  g_clear_pointer (&got, g_free);
  got = engine_placements (state);
  {
    g_autofree char *oracle = oracle_placements (state);
    g_assert_cmpstr (got, ==, oracle);
  }
  /* 61 fits north of the start tile and north of tile 59 (whose north is M0). */
  g_assert_nonnull (strstr (got, "0,-1,0"));
  g_assert_nonnull (strstr (got, "-1,-1,0"));
}

/* The last land tile discarded ends the game at once. */
static void
test_discard_last_ends_game (void)
{
  g_autoptr (GArray) events = g_array_new (FALSE, TRUE, sizeof (HgEvent));
  g_autoptr (HgState) state = new_game ("59,61,13", "", events);
  guint8 discards[4];

  play (state, "-1,0,1", events);
  g_assert_cmpint (hg_state_get_tile_in_hand (state), ==, 61);
  play (state, "0,-1,0", events);
  g_assert_cmpint (hg_state_get_phase (state), ==, HG_PHASE_OVER);
  g_assert_cmpint (hg_state_get_tile_in_hand (state), ==, -1);
  g_assert_cmpuint (hg_state_get_discards (state, discards, G_N_ELEMENTS (discards)), ==, 1);
  g_assert_cmpuint (discards[0], ==, 13);
  g_assert_cmpuint (hg_state_get_turn (state), ==, 2);
  g_assert_cmpuint (hg_state_legal_placements (state, NULL, 0), ==, 0);
  g_assert_cmpint (g_array_index (events, HgEvent, events->len - 1).type, ==, HG_EVENT_GAME_OVER);
}

/* On every position of 200 random games, the engine's placements of the
 * tile in hand equal the brute-force search, and there is at least one. */
static void
test_drawn_tiles_fit (void)
{
  guint64 rng = 99;

  for (guint g = 0; g < 200; g++)
    {
      g_autoptr (GError) error = NULL;
      const HgTileSet *set = hg_tile_set_get_default (&error);
      g_autoptr (HgState) state = NULL;
      HgSetup setup;
      HgMove move;

      hg_setup_shuffle (&setup, 2 + g % 4, 1000 + g);
      state = hg_state_new (set, &setup, NULL, NULL);
      while (hg_state_random_move (state, &rng, &move))
        {
          g_autofree char *got = engine_placements (state);
          g_autofree char *oracle = oracle_placements (state);

          g_assert_cmpstr (got, ==, oracle);
          g_assert_cmpstr (got, !=, "");
          g_assert_true (hg_state_apply (state, &move, NULL, NULL, &error));
          g_assert_no_error (error);
        }
      /* Discards are land or bonus tiles, each at most once. */
      {
        guint8 discards[HG_N_TILES];
        guint n = hg_state_get_discards (state, discards, G_N_ELEMENTS (discards));
        gboolean seen[HG_N_TILES] = { FALSE, };

        for (guint i = 0; i < n; i++)
          {
            g_assert_cmpuint (discards[i], !=, HG_START_TILE_ID);
            g_assert_false (seen[discards[i]]);
            seen[discards[i]] = TRUE;
          }
      }
    }
}

/* Each discard, replayed: the board just before the discard has no place
 * for the discarded tile (brute force). */
static void
discard_check_cb (const HgEvent *event,
                  gpointer       user_data)
{
  const HgState *state = *(HgState **) user_data;

  if (event->type == HG_EVENT_DISCARD && state != NULL)
    {
      g_autoptr (GPtrArray) list = brute_force_placements (state, event->tile);

      g_assert_cmpuint (list->len, ==, 0);
    }
}

static void
test_discards_fit_nowhere (void)
{
  guint64 rng = 4242;
  guint n_discards = 0;

  for (guint g = 0; g < 300; g++)
    {
      const HgTileSet *set = hg_tile_set_get_default (NULL);
      HgState *state = NULL;
      HgSetup setup;
      HgMove move;

      hg_setup_shuffle (&setup, 2, 77 + g);
      state = hg_state_new (set, &setup, NULL, NULL);
      while (hg_state_random_move (state, &rng, &move))
        {
          /* The callback sees the state after the tile was placed, which
           * is the board the next tile is judged against. */
          HgState *seen = state;

          g_assert_true (hg_state_apply (state, &move, discard_check_cb, &seen, NULL));
        }
      n_discards += hg_state_get_discards (state, NULL, 0);
      hg_state_free (state);
    }
  g_test_message ("%u discards checked", n_discards);
  g_assert_cmpuint (n_discards, >, 0);
}


static gboolean
has_zone (const HgZoneRef *zones,
          guint            n,
          int              x,
          int              y,
          guint            zone)
{
  for (guint i = 0; i < n; i++)
    if (zones[i].x == x && zones[i].y == y && zones[i].zone == zone)
      return TRUE;
  return FALSE;
}

/* Meadow halves across a river side, read clockwise on both tiles: tile
 * 15 "M0 R0-1-2 R2-1-0 M0" at -1,0 rotation 0 shows R0-1-2 to the east:
 * zone 0 is its north half, zone 2 its south half.  The start tile shows
 * R2-3-0 to the west: zone 2 is its south half, zone 0 its north half.  So
 * 15's zone 0 joins the start's zone 0, 15's zone 2 the start's zone 2,
 * and the rivers 15:1 and 56:3 are one river flowing into the start's
 * lake. */
static void
test_river_halves (void)
{
  g_autoptr (HgState) state = new_game ("15,61", "", NULL);
  HgZoneRef zones[64];
  guint n;

  play (state, "-1,0,0", NULL);

  n = hg_state_get_feature_zones (state, -1, 0, 0, zones, G_N_ELEMENTS (zones));
  g_assert_cmpuint (n, ==, 2);
  g_assert_true (has_zone (zones, n, -1, 0, 0));
  g_assert_true (has_zone (zones, n, 0, 0, 0));

  n = hg_state_get_feature_zones (state, -1, 0, 2, zones, G_N_ELEMENTS (zones));
  g_assert_cmpuint (n, ==, 2);
  g_assert_true (has_zone (zones, n, -1, 0, 2));
  g_assert_true (has_zone (zones, n, 0, 0, 2));

  /* The river: two zones; its system adds the start tile's lake. */
  n = hg_state_get_feature_zones (state, 0, 0, 3, zones, G_N_ELEMENTS (zones));
  g_assert_cmpuint (n, ==, 2);
  g_assert_true (has_zone (zones, n, -1, 0, 1));
  n = hg_state_get_feature_zones (state, 0, 0, 8, zones, G_N_ELEMENTS (zones));
  g_assert_cmpuint (n, ==, 3);
  g_assert_true (has_zone (zones, n, -1, 0, 1));
  g_assert_true (has_zone (zones, n, 0, 0, 3));
  g_assert_true (has_zone (zones, n, 0, 0, 8));

  /* Nothing at an empty square or a zone the tile does not have. */
  g_assert_cmpuint (hg_state_get_feature_zones (state, 3, 3, 0, zones, G_N_ELEMENTS (zones)), ==, 0);
  g_assert_cmpuint (hg_state_get_feature_zones (state, 0, 0, 5, zones, G_N_ELEMENTS (zones)), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/placement/all-meadow", test_all_meadow);
  g_test_add_func ("/placement/rotations", test_rotations);
  g_test_add_func ("/placement/discard", test_discard);
  g_test_add_func ("/placement/discard-last-ends-game", test_discard_last_ends_game);
  g_test_add_func ("/placement/river-halves", test_river_halves);
  g_test_add_func ("/placement/random-positions", test_drawn_tiles_fit);
  g_test_add_func ("/placement/discards-fit-nowhere", test_discards_fit_nowhere);
  return g_test_run ();
}
