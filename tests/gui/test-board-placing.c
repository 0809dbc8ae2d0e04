/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-placing.c: HgBoardPlacing without a display: a person's turn
 * against real games: where the tile in hand fits for each rotation, the
 * tile put down and its figure spots, the spot chosen and the move
 * played, turning to fit, the keyboard's cursor, and what is refused. */

#include "config.h"

#include "hg-board-placing.h"

static HgGame *
new_game (guint32 seed)
{
  static const char * const names[] = { "Ana", "Ben" };
  g_autoptr(GError) error = NULL;
  HgSetup setup;
  HgGame *game;

  hg_setup_shuffle (&setup, 2, seed);
  game = hg_game_new (&setup, names, NULL, NULL, &error);
  g_assert_no_error (error);
  return game;
}

/* A placing for @game's turn, refreshed as the view does on each move. */
static HgBoardPlacing *
new_placing (HgGame *game)
{
  HgBoardPlacing *placing = hg_board_placing_new ();

  hg_board_placing_set_game (placing, game);
  hg_board_placing_refresh (placing, TRUE);
  g_signal_connect_object (game, "move-applied", G_CALLBACK (hg_board_placing_refresh),
                           placing, G_CONNECT_SWAPPED);
  return placing;
}

static guint
n_rotations (HgBoardPlacing *placing,
             int             x,
             int             y)
{
  guint n = 0;

  for (guint rot = 0; rot < 4; rot++)
    n += hg_board_placing_fits (placing, x, y, rot);
  return n;
}

static void
count_cb (gpointer user_data)
{
  (*(guint *) user_data)++;
}

static void
test_waiting (void)
{
  g_autoptr(HgBoardPlacing) placing = hg_board_placing_new ();
  g_autoptr(HgGame) game = new_game (7);

  /* no game: nothing to place, nothing taken */
  hg_board_placing_refresh (placing, TRUE);
  g_assert_cmpint (hg_board_placing_get_state (placing), ==, HG_PLACING_WAITING);
  g_assert_false (hg_board_placing_place_at (placing, 1, 0));
  g_assert_false (hg_board_placing_choose_spot (placing, -1));
  g_assert_cmpint (hg_board_placing_activate (placing), ==, HG_PLACING_NOTHING);
  g_assert_false (hg_board_placing_move_cursor (placing, 1, 0));

  /* a game, but not interactive (review): the same */
  hg_board_placing_set_game (placing, game);
  hg_board_placing_set_interactive (placing, FALSE);
  hg_board_placing_refresh (placing, TRUE);
  g_assert_cmpint (hg_board_placing_get_state (placing), ==, HG_PLACING_WAITING);
  g_assert_cmpint (hg_board_placing_next_legal (placing, 1), ==, HG_PLACING_NOTHING);
  hg_board_placing_set_interactive (placing, TRUE);
  hg_board_placing_refresh (placing, TRUE);
  g_assert_cmpint (hg_board_placing_get_state (placing), ==, HG_PLACING_SQUARE);
  g_assert_true (hg_board_placing_get_can_place (placing));
}

/* The squares where the tile fits, for each rotation, are the engine's. */
static void
test_legal (void)
{
  g_autoptr(HgGame) game = new_game (20261206);
  g_autoptr(HgBoardPlacing) placing = new_placing (game);
  g_autoptr(GArray) legal = hg_game_get_legal_placements (game);
  const HgPlacement *mine;
  guint n;

  mine = hg_board_placing_get_legal (placing, &n);
  g_assert_cmpuint (n, ==, legal->len);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < legal->len; i++)
    {
      const HgPlacement *p = &g_array_index (legal, HgPlacement, i);

      g_assert_true (hg_board_placing_fits (placing, p->x, p->y, p->rot));
      g_assert_cmpint (mine[i].x, ==, p->x);
      g_assert_cmpint (mine[i].y, ==, p->y);
    }
  /* the start tile's own square and one far off: no rotation fits */
  g_assert_false (hg_board_placing_fits_any (placing, 0, 0));
  g_assert_false (hg_board_placing_fits_any (placing, 40, 40));

  /* for each rotation, exactly the squares listed for it */
  for (guint rot = 0; rot < 4; rot++)
    for (int x = -2; x <= 2; x++)
      for (int y = -2; y <= 2; y++)
        {
          gboolean listed = FALSE;

          for (guint i = 0; i < legal->len; i++)
            listed |= g_array_index (legal, HgPlacement, i).x == x
                      && g_array_index (legal, HgPlacement, i).y == y
                      && g_array_index (legal, HgPlacement, i).rot == rot;
          g_assert_cmpint (hg_board_placing_fits (placing, x, y, rot), ==, listed);

          /* put down where listed (a tile with no figure spot would be
           * played at once: not tried) */
          hg_board_placing_set_rotation (placing, rot);
          if (listed)
            {
              HgPlacement at = { x, y, rot, (guint8) hg_game_get_tile_in_hand (game) };
              g_autoptr(GArray) spots = hg_game_get_figure_spots (game, &at);

              if (spots->len == 0)
                continue;
            }
          g_assert_cmpint (hg_board_placing_place_at (placing, x, y), ==, listed);
          g_assert_cmpint (hg_board_placing_cancel (placing), ==, listed);
        }
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 0);
}

/* The tile put down, its spots, Tab through them, Escape, and the move
 * played with the figure chosen. */
static void
test_put_down_and_play (void)
{
  g_autoptr(HgGame) game = new_game (31337);
  g_autoptr(HgBoardPlacing) placing = new_placing (game);
  g_autoptr(GArray) legal = hg_game_get_legal_placements (game);
  g_autoptr(GArray) want = NULL;
  guint changed = 0, notified = 0, n_spots = 0, i;
  const HgMove *spots;
  HgPlacement p = { 0 }, down;
  int stop;

  g_signal_connect_swapped (placing, "placement-changed", G_CALLBACK (count_cb), &changed);
  g_signal_connect_swapped (placing, "notify::has-placement", G_CALLBACK (count_cb), &notified);

  /* a placement with figure spots */
  for (i = 0; i < legal->len; i++)
    {
      g_autoptr(GArray) s = NULL;

      p = g_array_index (legal, HgPlacement, i);
      p.tile = (guint8) hg_game_get_tile_in_hand (game);
      s = hg_game_get_figure_spots (game, &p);
      if (s->len > 0)
        break;
    }
  g_assert_cmpuint (i, <, legal->len);
  want = hg_game_get_figure_spots (game, &p);

  /* not as it lies: refused, nothing happens */
  hg_board_placing_set_rotation (placing, (p.rot + 1) & 3);
  if (!hg_board_placing_fits (placing, p.x, p.y, (p.rot + 1) & 3))
    g_assert_false (hg_board_placing_place_at (placing, p.x, p.y));
  g_assert_cmpuint (changed, ==, 0);

  hg_board_placing_set_rotation (placing, p.rot);
  g_assert_true (hg_board_placing_place_at (placing, p.x, p.y));
  g_assert_cmpint (hg_board_placing_get_state (placing), ==, HG_PLACING_SPOT);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (hg_board_placing_get_placement (placing, &down));
  g_assert_cmpint (down.x, ==, p.x);
  g_assert_cmpint (down.y, ==, p.y);
  g_assert_cmpuint (down.rot, ==, p.rot);
  spots = hg_board_placing_get_spots (placing, &n_spots);
  g_assert_cmpuint (n_spots, ==, want->len);
  for (i = 0; i < n_spots; i++)
    g_assert_cmpint (spots[i].zone, ==, g_array_index (want, HgMove, i).zone);

  /* Tab goes through every spot and the tile itself, round */
  g_assert_cmpint (hg_board_placing_get_spot_focus (placing), ==, -1);
  for (stop = 0; stop < (int) n_spots; stop++)
    {
      g_assert_true (hg_board_placing_cycle_spot (placing, 1));
      g_assert_cmpint (hg_board_placing_get_spot_focus (placing), ==, stop);
    }
  g_assert_true (hg_board_placing_cycle_spot (placing, 1));
  g_assert_cmpint (hg_board_placing_get_spot_focus (placing), ==, -1);
  g_assert_true (hg_board_placing_cycle_spot (placing, -1));
  g_assert_cmpint (hg_board_placing_get_spot_focus (placing), ==, (int) n_spots - 1);

  /* a spot that is not there: refused */
  g_assert_false (hg_board_placing_choose_spot (placing, (int) n_spots));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 0);

  /* Escape: back into hand */
  g_assert_true (hg_board_placing_back (placing));
  g_assert_cmpint (hg_board_placing_get_state (placing), ==, HG_PLACING_SQUARE);
  g_assert_false (hg_board_placing_get_placement (placing, NULL));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_false (hg_board_placing_cycle_spot (placing, 1));

  /* down again, the first spot with Tab, Enter: played with that figure */
  g_assert_true (hg_board_placing_place_at (placing, p.x, p.y));
  g_assert_true (hg_board_placing_cycle_spot (placing, 1));
  g_assert_cmpint (hg_board_placing_activate (placing), ==, HG_PLACING_DONE);
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 1);
  {
    GListModel *moves = hg_game_get_moves (game);
    g_autoptr(HgMoveRecord) record = g_list_model_get_item (moves, 0);
    const HgMove *played = hg_move_record_get_move (record);

    g_assert_cmpint (played->x, ==, p.x);
    g_assert_cmpint (played->y, ==, p.y);
    g_assert_cmpint (played->zone, ==, g_array_index (want, HgMove, 0).zone);
    g_assert_cmpint (played->role, ==, g_array_index (want, HgMove, 0).role);
  }
  /* the next seat's turn: a new tile, unturned, nothing put down */
  g_assert_cmpint (hg_board_placing_get_state (placing), ==, HG_PLACING_SQUARE);
  g_assert_cmpuint (hg_board_placing_get_rotation (placing), ==, 0);
  g_assert_false (hg_board_placing_get_placement (placing, NULL));
}

static void
state_while_played_cb (HgBoardPlacing *placing,
                       const HgMove   *move,
                       HgGame         *game)
{
  HgPlacingState *seen = g_object_get_data (G_OBJECT (game), "seen");

  *seen = hg_board_placing_get_state (placing);
}

/* While the game applies the move, the placing is "playing" (the view
 * then knows the move for the person's own). */
static void
test_playing (void)
{
  g_autoptr(HgGame) game = new_game (4242);
  g_autoptr(HgBoardPlacing) placing = hg_board_placing_new ();
  g_autoptr(GArray) moves = hg_game_get_legal_moves (game);
  HgPlacingState seen = HG_PLACING_WAITING;

  hg_board_placing_set_game (placing, game);
  hg_board_placing_refresh (placing, TRUE);
  g_object_set_data (G_OBJECT (game), "seen", &seen);
  g_signal_connect_object (game, "move-applied", G_CALLBACK (state_while_played_cb), placing,
                           G_CONNECT_SWAPPED);
  g_assert_true (hg_board_placing_play (placing, &g_array_index (moves, HgMove, 0)));
  g_assert_cmpint (seen, ==, HG_PLACING_PLAYING);
  /* not refreshed yet: still the last turn's, but no longer playing */
  g_assert_cmpint (hg_board_placing_get_state (placing), !=, HG_PLACING_PLAYING);
}

/* Turning on a square goes to the next rotation that fits there; where
 * one fits only, the tile stays. */
static void
test_rotate (void)
{
  gboolean seen_one = FALSE, seen_more = FALSE;

  for (guint32 seed = 1; seed < 60 && !(seen_one && seen_more); seed++)
    {
      g_autoptr(HgGame) game = new_game (seed);
      g_autoptr(HgBoardPlacing) placing = new_placing (game);
      g_autoptr(GArray) legal = hg_game_get_legal_placements (game);

      for (guint i = 0; i < legal->len; i++)
        {
          const HgPlacement *p = &g_array_index (legal, HgPlacement, i);
          guint ways = n_rotations (placing, p->x, p->y), rot;

          hg_board_placing_set_rotation (placing, p->rot);
          hg_board_placing_pointer_left (placing);
          g_assert_true (hg_board_placing_point_at (placing, p->x, p->y));
          /* the same square again: nothing changes */
          g_assert_false (hg_board_placing_point_at (placing, p->x, p->y));
          if (ways == 1)
            {
              g_assert_cmpint (hg_board_placing_rotate (placing, 1), ==, HG_PLACING_ONLY_WAY);
              g_assert_cmpint (hg_board_placing_rotate (placing, -1), ==, HG_PLACING_ONLY_WAY);
              g_assert_cmpuint (hg_board_placing_get_rotation (placing), ==, p->rot);
              seen_one = TRUE;
              continue;
            }
          seen_more = TRUE;
          rot = p->rot;
          for (guint turn = 0; turn < ways; turn++)
            {
              g_assert_cmpint (hg_board_placing_rotate (placing, 1), ==, HG_PLACING_TURNED);
              g_assert_cmpuint (hg_board_placing_get_rotation (placing), !=, rot);
              rot = hg_board_placing_get_rotation (placing);
              g_assert_true (hg_board_placing_fits (placing, p->x, p->y, rot));
            }
          /* round: as it was */
          g_assert_cmpuint (rot, ==, p->rot);
        }
    }
  g_assert_true (seen_one);
  g_assert_true (seen_more);
}

/* The keyboard's cursor: from the last tile placed, by steps, to the
 * next square where the tile fits (turned to fit), and away. */
static void
test_keyboard (void)
{
  g_autoptr(HgGame) game = new_game (99);
  g_autoptr(HgBoardPlacing) placing = new_placing (game);
  g_autoptr(GHashTable) squares = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GArray) legal = hg_game_get_legal_placements (game);
  guint n_squares;
  int x, y;

  g_assert_false (hg_board_placing_get_target (placing, NULL, NULL));
  g_assert_true (hg_board_placing_move_cursor (placing, 1, 0));
  g_assert_true (hg_board_placing_get_keyboard (placing));
  g_assert_true (hg_board_placing_get_target (placing, &x, &y));
  g_assert_cmpint (x, ==, 1);
  g_assert_cmpint (y, ==, 0);

  for (guint i = 0; i < legal->len; i++)
    g_hash_table_add (squares, GINT_TO_POINTER (g_array_index (legal, HgPlacement, i).x * 1000
                                                + g_array_index (legal, HgPlacement, i).y));
  n_squares = g_hash_table_size (squares);
  for (guint i = 0; i < n_squares; i++)
    {
      g_assert_cmpint (hg_board_placing_next_legal (placing, 1), !=, HG_PLACING_NOTHING);
      g_assert_true (hg_board_placing_get_target (placing, &x, &y));
      g_assert_true (g_hash_table_remove (squares, GINT_TO_POINTER (x * 1000 + y)));
      g_assert_true (hg_board_placing_fits (placing, x, y, hg_board_placing_get_rotation (placing)));
    }
  /* each square once */
  g_assert_cmpuint (g_hash_table_size (squares), ==, 0);

  /* the pointer takes over from the keys; Escape has nothing to do then */
  g_assert_true (hg_board_placing_point_at (placing, 5, 5));
  g_assert_false (hg_board_placing_get_keyboard (placing));
  hg_board_placing_pointer_left (placing);
  g_assert_false (hg_board_placing_get_target (placing, NULL, NULL));
  g_assert_false (hg_board_placing_back (placing));

  /* Enter on a square where nothing fits: refused */
  g_assert_true (hg_board_placing_move_cursor (placing, 0, 0));
  g_assert_true (hg_board_placing_get_target (placing, &x, &y));
  g_assert_cmpint (hg_board_placing_activate (placing), ==, HG_PLACING_NO_FIT);
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 0);
  /* Escape: the cursor away */
  g_assert_true (hg_board_placing_back (placing));
  g_assert_false (hg_board_placing_get_target (placing, NULL, NULL));
}

/* Clicks: where nothing fits, the bell; where it fits turned, turned;
 * where it fits, down. */
static void
test_click (void)
{
  g_autoptr(HgGame) game = new_game (2026);
  g_autoptr(HgBoardPlacing) placing = new_placing (game);
  g_autoptr(GArray) legal = hg_game_get_legal_placements (game);
  const HgPlacement *p = &g_array_index (legal, HgPlacement, 0);
  HgPlacingResult result;

  g_assert_cmpint (hg_board_placing_click (placing, 30, 30, -1), ==, HG_PLACING_NO_FIT);
  g_assert_cmpint (hg_board_placing_click (placing, 0, 0, -1), ==, HG_PLACING_NO_FIT);

  hg_board_placing_set_rotation (placing, p->rot);
  if (n_rotations (placing, p->x, p->y) < 4)
    {
      guint other = (p->rot + 1) & 3;

      while (hg_board_placing_fits (placing, p->x, p->y, other))
        other = (other + 1) & 3;
      hg_board_placing_set_rotation (placing, other);
      g_assert_cmpint (hg_board_placing_click (placing, p->x, p->y, -1), ==, HG_PLACING_TURNED);
      g_assert_true (hg_board_placing_fits (placing, p->x, p->y, hg_board_placing_get_rotation (placing)));
    }
  result = hg_board_placing_click (placing, p->x, p->y, -1);
  g_assert_cmpint (result, ==, HG_PLACING_DONE);
  g_assert_true (hg_board_placing_get_placement (placing, NULL) || hg_game_get_n_history (game) == 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-placing/waiting", test_waiting);
  g_test_add_func ("/board-placing/legal", test_legal);
  g_test_add_func ("/board-placing/put-down-and-play", test_put_down_and_play);
  g_test_add_func ("/board-placing/playing", test_playing);
  g_test_add_func ("/board-placing/rotate", test_rotate);
  g_test_add_func ("/board-placing/keyboard", test_keyboard);
  g_test_add_func ("/board-placing/click", test_click);
  return g_test_run ();
}
