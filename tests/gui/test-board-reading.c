/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-reading.c: reading the board.
 *
 * Pointing at a figure spot of the tile put down tints the whole feature
 * its zone would join, on every tile of it (checked in the pixels), and
 * tells it in one line, the engine's summary put in words; leaving gives
 * the log's tint back, and of the two the most recent shows.  A zone with
 * a fisherman and a hut has one marker, split: its halves choose the
 * roles, and Tab goes through both.  At every step, a tile to place or
 * none, Ctrl held or not, a placed tile's zone is read.  The ghost follows a pan and a zoom
 * without the pointer moving; R and a right click turn the same way.
 * Pictures: $HG_TEST_OUTPUT/reading-*.png.
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "hg-board-render.h"
#include "hg-board-view-private.h"
#include "hg-board-view.h"
#include "hg-feature-text.h"
#include "hg-game.h"
#include "hg-gui-test-util.h"
#include "hg-tile-painter.h"

#define WIDTH  1280
#define HEIGHT 800

typedef struct {
  GtkWindow   *window;
  HgBoardView *view;
  HgGame      *game;
} Fixture;

/* A position found by playing random moves: the tile in hand placed at
 * @place has figure spot @spot. */
typedef struct {
  guint32     seed;
  guint       n_moves;
  HgPlacement place;
  HgMove      spot;
} Position;

typedef gboolean (*SpotWanted) (HgGame            *game,
                                const HgPlacement *place,
                                const HgMove      *spots,
                                guint              n_spots,
                                guint              index);

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->view = hg_test_new_board_window (WIDTH, HEIGHT, &f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  g_clear_object (&f->game);
}

/* The first position (over seeds and moves) where @wanted accepts a spot. */
static Position
find_position (SpotWanted wanted)
{
  for (guint32 seed = 1; seed < 400; seed++)
    for (guint n = 4; n < 30; n += 3)
      {
        g_autoptr(HgGame) game = hg_test_new_game (2, seed, NULL);
        g_autoptr(GArray) legal = NULL;

        hg_test_play_random (game, seed, n);
        if (hg_game_get_is_over (game) || hg_game_get_phase (game) != HG_PHASE_TILE)
          continue;
        legal = hg_game_get_legal_placements (game);
        for (guint i = 0; i < legal->len; i++)
          {
            const HgPlacement *p = &g_array_index (legal, HgPlacement, i);
            g_autoptr(GArray) spots = hg_game_get_figure_spots (game, p);

            for (guint k = 0; k < spots->len; k++)
              if (wanted (game, p, (const HgMove *) (gconstpointer) spots->data, spots->len, k))
                return (Position) { seed, n, *p, g_array_index (spots, HgMove, k) };
          }
      }
  g_assert_not_reached ();
}

/* The game of @pos shown, its tile down at its placement; returns the
 * index of its spot. */
static guint
show_position (Fixture        *f,
               const Position *pos)
{
  g_autoptr(GArray) spots = NULL;

  f->game = hg_test_new_game (2, pos->seed, NULL);
  hg_test_play_random (f->game, pos->seed, pos->n_moves);
  hg_board_view_set_game (f->view, f->game);
  hg_board_view_set_rotation (f->view, pos->place.rot);
  g_assert_true (hg_board_view_place_at (f->view, pos->place.x, pos->place.y));
  spots = hg_board_view_get_figure_spots (f->view);
  for (guint k = 0; k < spots->len; k++)
    if (hg_move_equal (&g_array_index (spots, HgMove, k), &pos->spot))
      return k;
  g_assert_not_reached ();
}

/* A gatherer, fisherman or hunter spot whose feature lies on three tiles
 * or more, the new one with them. */
static gboolean
wide_feature (HgGame            *game,
              const HgPlacement *place,
              const HgMove      *spots,
              guint              n_spots,
              guint              index)
{
  HgFeatureInfo info;

  return spots[index].role != HG_ROLE_HUT
         && hg_state_preview_feature (hg_game_get_state (game), place, spots[index].zone, &info, NULL, 0, NULL)
         && info.n_tiles >= 3 && info.type != HG_ZONE_LAKE;
}

/* A fisherman's spot on a zone that takes a hut as well. */
static gboolean
fisher_and_hut (HgGame            *game,
                const HgPlacement *place,
                const HgMove      *spots,
                guint              n_spots,
                guint              index)
{
  if (spots[index].role != HG_ROLE_FISHER)
    return FALSE;
  for (guint k = 0; k < n_spots; k++)
    if (spots[k].zone == spots[index].zone && spots[k].role == HG_ROLE_HUT)
      return TRUE;
  return FALSE;
}

static char *
expected_text (HgGame              *game,
               const HgFeatureInfo *info,
               HgRole               role)
{
  const char *names[HG_MAX_PLAYERS];
  guint n = hg_game_get_n_players (game);

  for (guint s = 0; s < n; s++)
    names[s] = hg_player_get_name (hg_game_get_player (game, s));
  return hg_feature_text_describe (info, role, names, n);
}

/* The line of the feature read is @want, and for a meadow bounded by a
 * row of stones on one of the tiles tinted, @want and what the stones
 * mean. */
static void
assert_feature_text (Fixture    *f,
                     const char *want)
{
  const char *text = hg_board_view_get_feature_text (f->view);
  const HgState *state = hg_game_get_state (f->game);
  const HgZoneRef *zones;
  guint n_zones;
  gboolean stones = FALSE;

  g_assert_nonnull (text);
  zones = hg_board_view_get_tinted (f->view, &n_zones);
  for (guint i = 0; i < n_zones; i++)
    {
      HgPlacement p;
      const HgTile *tile;

      if (!hg_state_get_tile_at (state, zones[i].x, zones[i].y, &p)
          && !hg_board_view_get_placement (f->view, &p))
        continue;
      tile = hg_board_render_tile (state, p.tile);
      stones |= tile->zones[zones[i].zone].type == HG_ZONE_MEADOW
                && hg_tile_painter_zone_has_stones (hg_tile_cache_get_shapes (f->view->cache), tile, zones[i].zone);
    }
  if (stones)
    {
      g_autofree char *both = g_strdup_printf ("%s — a row of stones parts it from the meadow beside", want);

      g_assert_cmpstr (text, ==, both);
    }
  else
    g_assert_cmpstr (text, ==, want);
}

/* How many points inside zone @z of its tile differ between two
 * pictures of the board. */
static guint
zone_changed (Fixture         *f,
              cairo_surface_t *a,
              cairo_surface_t *b,
              const HgZoneRef *z)
{
  const HgState *state = hg_game_get_state (f->game);
  const guint8 *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  int stride = cairo_image_surface_get_stride (a);
  const HgTile *tile;
  HgPlacement p;
  double x, y, size;
  guint changed = 0;

  if (!hg_state_get_tile_at (state, z->x, z->y, &p))
    g_assert_true (hg_board_view_get_placement (f->view, &p));
  tile = hg_board_render_tile (state, p.tile);
  hg_board_view_square_to_widget (f->view, z->x, z->y, &x, &y, &size);
  for (guint j = 1; j < 24; j++)
    for (guint i = 1; i < 24; i++)
      {
        double ux = i / 24.0, uy = j / 24.0;
        int px = (int) (x + ux * size), py = (int) (y + uy * size);

        if (hg_tile_painter_zone_at (hg_tile_cache_get_shapes (f->view->cache), tile, p.rot,
                                     ux, uy) != z->zone)
          continue;
        if (((const guint32 *) (gconstpointer) (pa + py * stride))[px]
            != ((const guint32 *) (gconstpointer) (pb + py * stride))[px])
          changed++;
      }
  return changed;
}

static gboolean
same_zones (const HgZoneRef *a,
            guint            n_a,
            const HgZoneRef *b,
            guint            n_b)
{
  if (n_a != n_b)
    return FALSE;
  for (guint i = 0; i < n_a; i++)
    if (a[i].x != b[i].x || a[i].y != b[i].y || a[i].zone != b[i].zone)
      return FALSE;
  return TRUE;
}

static void
test_spot_tints_feature (Fixture       *f,
                         gconstpointer  data)
{
  Position pos = find_position (wide_feature);
  guint index = show_position (f, &pos);
  g_autoptr(GArray) zones = g_array_new (FALSE, FALSE, sizeof (HgZoneRef));
  g_autofree char *want = NULL;
  cairo_surface_t *plain, *tinted, *back;
  const HgZoneRef *shown;
  HgFeatureInfo info;
  HgZoneRef log_zone;
  guint n = 0, n_shown, n_other_tiles = 0;
  double sx, sy;

  g_assert_true (hg_state_preview_feature (hg_game_get_state (f->game), &pos.place, pos.spot.zone,
                                           &info, NULL, 0, &n));
  g_array_set_size (zones, n);
  hg_state_preview_feature (hg_game_get_state (f->game), &pos.place, pos.spot.zone, &info,
                            (HgZoneRef *) (gpointer) zones->data, n, &n);
  want = expected_text (f->game, &info, pos.spot.role);
  g_test_message ("seed %u after %u moves: %s", pos.seed, pos.n_moves, want);

  plain = hg_test_render_board (f->view, WIDTH, HEIGHT);
  g_assert_null (hg_board_view_get_feature_text (f->view));

  /* pointing at the spot */
  g_assert_true (hg_board_view_get_spot_centre (f->view, index, &sx, &sy));
  hg_board_view_hover (f->view, TRUE, sx, sy);
  g_assert_cmpint (hg_board_placing_get_spot_hover (f->view->placing), ==, (int) index);
  assert_feature_text (f, want);
  shown = hg_board_view_get_tinted (f->view, &n_shown);
  g_assert_true (same_zones (shown, n_shown, (const HgZoneRef *) (gconstpointer) zones->data, zones->len));
  tinted = hg_test_render_board (f->view, WIDTH, HEIGHT);
  hg_test_save_surface (tinted, "reading-spot.png");

  /* every zone of the feature, on every tile of it, is tinted */
  for (guint i = 0; i < zones->len; i++)
    {
      const HgZoneRef *z = &g_array_index (zones, HgZoneRef, i);

      g_assert_cmpuint (zone_changed (f, plain, tinted, z), >, 0);
      if (z->x != pos.place.x || z->y != pos.place.y)
        n_other_tiles++;
    }
  g_assert_cmpuint (n_other_tiles, >=, 2);

  /* the log's line pointed at later wins; when it goes, the spot's
   * feature is back */
  log_zone = (HgZoneRef) { 0, 0, 0 };
  hg_board_view_set_highlight (f->view, &log_zone, 1);
  shown = hg_board_view_get_tinted (f->view, &n_shown);
  g_assert_true (same_zones (shown, n_shown, &log_zone, 1));
  hg_board_view_set_highlight (f->view, NULL, 0);
  shown = hg_board_view_get_tinted (f->view, &n_shown);
  g_assert_true (same_zones (shown, n_shown, (const HgZoneRef *) (gconstpointer) zones->data, zones->len));

  /* pointing again after the log: the spot's feature; leaving the board:
   * the log's again */
  hg_board_view_set_highlight (f->view, &log_zone, 1);
  hg_board_view_hover (f->view, TRUE, sx + 300, sy + 300);
  hg_board_view_hover (f->view, TRUE, sx, sy);
  shown = hg_board_view_get_tinted (f->view, &n_shown);
  g_assert_true (same_zones (shown, n_shown, (const HgZoneRef *) (gconstpointer) zones->data, zones->len));
  hg_board_view_hover (f->view, FALSE, 0, 0);
  g_assert_null (hg_board_view_get_feature_text (f->view));
  shown = hg_board_view_get_tinted (f->view, &n_shown);
  g_assert_true (same_zones (shown, n_shown, &log_zone, 1));

  /* nothing pointed at, no log line: the board as it was */
  hg_board_view_set_highlight (f->view, NULL, 0);
  back = hg_test_render_board (f->view, WIDTH, HEIGHT);
  g_assert_cmpmem (cairo_image_surface_get_data (plain), HEIGHT * cairo_image_surface_get_stride (plain),
                   cairo_image_surface_get_data (back), HEIGHT * cairo_image_surface_get_stride (back));

  /* Tab reads the spot too */
  while (hg_board_placing_get_spot_focus (f->view->placing) != (int) index)
    hg_board_view_cycle_spot (f->view, 1);
  assert_feature_text (f, want);

  cairo_surface_destroy (plain);
  cairo_surface_destroy (tinted);
  cairo_surface_destroy (back);
}

static void
test_fisher_and_hut (Fixture       *f,
                     gconstpointer  data)
{
  Position pos = find_position (fisher_and_hut);
  guint fisher = show_position (f, &pos), hut = G_MAXUINT;
  g_autoptr(GArray) spots = hg_board_view_get_figure_spots (f->view);
  g_autofree char *fisher_text = NULL;
  g_autofree char *hut_text = NULL;
  HgFeatureInfo info;
  HgMove last;
  double fx, fy, hx, hy, ax, ay, x, y, size;
  guint n_history = hg_game_get_n_history (f->game);

  for (guint k = 0; k < spots->len; k++)
    if (g_array_index (spots, HgMove, k).zone == pos.spot.zone
        && g_array_index (spots, HgMove, k).role == HG_ROLE_HUT)
      hut = k;
  g_assert_cmpuint (hut, <, spots->len);

  /* one marker for both, on the zone's spot: the fisherman on its left
   * half, the hut on its right */
  g_assert_true (hg_board_view_get_spot_centre (f->view, fisher, &fx, &fy));
  g_assert_true (hg_board_view_get_spot_centre (f->view, hut, &hx, &hy));
  hg_tile_painter_zone_anchor (hg_tile_cache_get_shapes (f->view->cache),
                               hg_board_render_tile (hg_game_get_state (f->game), pos.place.tile),
                               pos.place.rot, pos.spot.zone, &ax, &ay);
  hg_board_view_square_to_widget (f->view, pos.place.x, pos.place.y, &x, &y, &size);
  g_assert_cmpfloat (fy, ==, hy);
  g_assert_cmpfloat (fx, <, x + ax * size);
  g_assert_cmpfloat (hx, >, x + ax * size);
  g_assert_cmpfloat (hx - fx, <=, hg_board_render_marker_side (size));
  g_assert_cmpfloat (fabs (fy - (y + ay * size)), <, 1e-9);

  g_assert_true (hg_state_preview_feature (hg_game_get_state (f->game), &pos.place, pos.spot.zone,
                                           &info, NULL, 0, NULL));
  fisher_text = expected_text (f->game, &info, HG_ROLE_FISHER);
  hut_text = expected_text (f->game, &info, HG_ROLE_HUT);
  g_assert_true (g_str_has_prefix (hut_text, "River system"));

  /* each half chooses its role, and says what it is before the click */
  hg_board_view_hover (f->view, TRUE, fx, fy);
  g_assert_cmpint (hg_board_placing_get_spot_hover (f->view->placing), ==, (int) fisher);
  assert_feature_text (f, fisher_text);
  cairo_surface_destroy (hg_test_render_board (f->view, WIDTH, HEIGHT));
  hg_board_view_hover (f->view, TRUE, hx, hy);
  g_assert_cmpint (hg_board_placing_get_spot_hover (f->view->placing), ==, (int) hut);
  assert_feature_text (f, hut_text);
  {
    cairo_surface_t *surface = hg_test_render_board (f->view, WIDTH, HEIGHT);

    hg_test_save_surface (surface, "reading-hut.png");
    cairo_surface_destroy (surface);
  }

  /* Tab goes through both roles of the marker */
  hg_board_view_hover (f->view, FALSE, 0, 0);
  while (hg_board_placing_get_spot_focus (f->view->placing) != (int) fisher)
    hg_board_view_cycle_spot (f->view, 1);
  hg_board_view_cycle_spot (f->view, 1);
  g_assert_cmpint (hg_board_placing_get_spot_focus (f->view->placing), ==, (int) hut);
  assert_feature_text (f, hut_text);

  /* a click on the right half plays the hut */
  hg_board_view_hover (f->view, TRUE, hx, hy);
  hg_board_view_click (f->view, hx, hy);
  g_assert_cmpuint (hg_game_get_n_history (f->game), ==, n_history + 1);
  hg_game_get_history_move (f->game, n_history, &last);
  g_assert_true (hg_move_equal (&last, &g_array_index (spots, HgMove, hut)));
}

/* Any zone of a placed tile is read, with a tile in hand or none; Ctrl
 * changes nothing there. */
static void
test_read_any_tile (Fixture       *f,
                    gconstpointer  data)
{
  const HgState *state;
  HgPlacement p;
  HgFeatureInfo info;
  g_autofree char *want = NULL;
  const HgZoneRef *shown;
  double x, y, size, ax, ay;
  guint n_shown, n_zones;
  const HgTile *tile;

  f->game = hg_test_new_game (3, 515, NULL);
  hg_test_play_random (f->game, 515, 20);
  hg_board_view_set_game (f->view, f->game);
  state = hg_game_get_state (f->game);
  g_assert_true (hg_board_view_get_can_place (f->view));

  hg_state_get_placed (state, 3, &p);
  tile = hg_board_render_tile (state, p.tile);
  hg_tile_painter_zone_anchor (hg_tile_cache_get_shapes (f->view->cache), tile, p.rot, 0, &ax, &ay);
  hg_board_view_square_to_widget (f->view, p.x, p.y, &x, &y, &size);
  g_assert_true (hg_state_describe_feature (state, p.x, p.y, 0, &info));
  want = expected_text (f->game, &info, HG_ROLE_NONE);

  /* a tile to place: pointing at a placed tile reads its zone */
  hg_board_view_hover (f->view, TRUE, x + ax * size, y + ay * size);
  assert_feature_text (f, want);
  /* Ctrl held: the same */
  hg_board_view_set_reading_key (f->view, TRUE);
  assert_feature_text (f, want);
  shown = hg_board_view_get_tinted (f->view, &n_shown);
  n_zones = hg_state_get_feature_zones (state, p.x, p.y, 0, NULL, 0);
  g_assert_cmpuint (n_shown, ==, n_zones);
  g_assert_cmpuint (n_shown, >, 0);
  g_assert_true (shown[0].x == p.x && shown[0].y == p.y && shown[0].zone == 0);
  hg_board_view_set_reading_key (f->view, FALSE);
  assert_feature_text (f, want);
  /* an empty square: nothing */
  hg_board_view_hover (f->view, TRUE, 1, 1);
  g_assert_null (hg_board_view_get_feature_text (f->view));

  /* the game over: no tile in hand, pointing reads */
  hg_test_play_random (f->game, 516, 0);
  g_assert_true (hg_game_get_is_over (f->game));
  hg_board_view_fit (f->view);
  hg_board_view_square_to_widget (f->view, p.x, p.y, &x, &y, &size);
  hg_board_view_hover (f->view, TRUE, x + ax * size, y + ay * size);
  g_assert_true (hg_state_describe_feature (state, p.x, p.y, 0, &info));
  g_free (want);
  want = expected_text (f->game, &info, HG_ROLE_NONE);
  assert_feature_text (f, want);
  {
    cairo_surface_t *surface = hg_test_render_board (f->view, WIDTH, HEIGHT);

    hg_test_save_surface (surface, "reading-over.png");
    cairo_surface_destroy (surface);
  }
  /* off the tiles: nothing */
  hg_board_view_hover (f->view, TRUE, 1, 1);
  g_assert_null (hg_board_view_get_feature_text (f->view));
}

/* The ghost goes to the square under the pointer when the board moves
 * under it: a pan, a zoom, a fit. */
static void
test_ghost_follows (Fixture       *f,
                    gconstpointer  data)
{
  double px = WIDTH / 2.0 + 7, py = HEIGHT / 2.0 + 5, size;
  int x, y;

  f->game = hg_test_new_game (2, 77, NULL);
  hg_test_play_random (f->game, 77, 6);
  hg_board_view_set_game (f->view, f->game);
  hg_board_view_hover (f->view, TRUE, px, py);

  hg_board_view_square_to_widget (f->view, 0, 0, NULL, NULL, &size);
  hg_board_view_pan_by (f->view, 2.5 * size, -1.5 * size);
  hg_board_view_widget_to_square (f->view, px, py, &x, &y);
  g_assert_true (hg_board_placing_get_target (f->view->placing, NULL, NULL));
  g_assert_cmpint (hg_test_board_target_x (f->view), ==, x);
  g_assert_cmpint (hg_test_board_target_y (f->view), ==, y);

  hg_board_view_zoom_at (f->view, -6, 10, 10);
  hg_board_view_widget_to_square (f->view, px, py, &x, &y);
  g_assert_cmpint (hg_test_board_target_x (f->view), ==, x);
  g_assert_cmpint (hg_test_board_target_y (f->view), ==, y);

  hg_board_view_fit (f->view);
  hg_board_view_widget_to_square (f->view, px, py, &x, &y);
  g_assert_cmpint (hg_test_board_target_x (f->view), ==, x);
  g_assert_cmpint (hg_test_board_target_y (f->view), ==, y);

  /* and when a move makes the view fit the grown board */
  hg_test_play_random (f->game, 78, 3);
  hg_board_view_widget_to_square (f->view, px, py, &x, &y);
  g_assert_cmpint (hg_test_board_target_x (f->view), ==, x);
  g_assert_cmpint (hg_test_board_target_y (f->view), ==, y);
}

/* Over a square where the tile fits, turning (R, or a right click: the
 * same call) goes to the next rotation that fits there, either way;
 * elsewhere by a quarter turn. */
static void
test_turning (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GArray) legal = NULL;
  HgPlacement p = { 0 };
  guint n_fit = 0;
  double x, y, size;

  for (guint32 seed = 1; n_fit < 2; seed++)
    {
      g_clear_object (&f->game);
      f->game = hg_test_new_game (2, seed, NULL);
      hg_test_play_random (f->game, seed, 8);
      g_clear_pointer (&legal, g_array_unref);
      legal = hg_game_get_legal_placements (f->game);
      /* a square where two rotations but not four fit */
      for (guint i = 0; i < legal->len && n_fit < 2; i++)
        {
          p = g_array_index (legal, HgPlacement, i);
          n_fit = 0;
          for (guint j = 0; j < legal->len; j++)
            if (g_array_index (legal, HgPlacement, j).x == p.x && g_array_index (legal, HgPlacement, j).y == p.y)
              n_fit++;
          if (n_fit == 4)
            n_fit = 0;
        }
    }
  hg_board_view_set_game (f->view, f->game);
  hg_board_view_square_to_widget (f->view, p.x, p.y, &x, &y, &size);
  hg_board_view_hover (f->view, TRUE, x + size / 2, y + size / 2);
  for (guint r = 0; r < 4; r++)
    for (int direction = -1; direction <= 1; direction += 2)
      {
        guint want = r;

        hg_board_view_set_rotation (f->view, r);
        do
          want = (want + 4 + direction) & 3;
        while (!hg_board_placing_fits (f->view->placing, p.x, p.y, want));
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view),
                                                   direction > 0 ? "board.turn" : "board.turn-back", NULL));
        g_assert_cmpuint (hg_board_view_get_rotation (f->view), ==, want);
      }

  /* off the board's squares: a quarter turn */
  hg_board_view_hover (f->view, FALSE, 0, 0);
  hg_board_view_set_rotation (f->view, 1);
  hg_board_view_rotate (f->view, 1);
  g_assert_cmpuint (hg_board_view_get_rotation (f->view), ==, 2);
  hg_board_view_rotate (f->view, -1);
  hg_board_view_rotate (f->view, -1);
  g_assert_cmpuint (hg_board_view_get_rotation (f->view), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add ("/board-reading/spot-tints-feature", Fixture, NULL, fixture_set_up,
              test_spot_tints_feature, fixture_tear_down);
  g_test_add ("/board-reading/fisher-and-hut", Fixture, NULL, fixture_set_up,
              test_fisher_and_hut, fixture_tear_down);
  g_test_add ("/board-reading/any-tile", Fixture, NULL, fixture_set_up,
              test_read_any_tile, fixture_tear_down);
  g_test_add ("/board-reading/ghost-follows", Fixture, NULL, fixture_set_up,
              test_ghost_follows, fixture_tear_down);
  g_test_add ("/board-reading/turning", Fixture, NULL, fixture_set_up,
              test_turning, fixture_tear_down);

  return g_test_run ();
}
