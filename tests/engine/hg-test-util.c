/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-test-util.c: hand-built games for the rules tests. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "hg-test-util.h"

static const char * const event_names[] = {
  [HG_EVENT_SCORE] = "score",
  [HG_EVENT_DISCARD] = "discard",
  [HG_EVENT_BONUS] = "bonus",
  [HG_EVENT_GAME_OVER] = "game-over",
};

static const char * const kind_names[] = {
  [HG_SCORE_FOREST] = "forest",
  [HG_SCORE_RIVER] = "river",
  [HG_SCORE_HUTS] = "huts",
  [HG_SCORE_HUNTERS] = "hunters",
};

static void
record_event_cb (const HgEvent *event,
                 gpointer       user_data)
{
  HgTestGame *game = user_data;
  HgTestEvent copy = { 0, };

  copy.type = event->type;
  copy.turn = event->turn;
  copy.kind = event->kind;
  copy.seats = event->seats;
  copy.points = event->points;
  copy.n_zones = event->n_zones;
  copy.tile = event->tile;
  copy.seat = event->seat;
  g_array_append_val (game->events, copy);
}

static guint
parse_deck (const char *text,
            guint8     *out,
            guint       max)
{
  g_auto(GStrv) ids = NULL;
  guint n = 0;

  if (text == NULL || *text == '\0')
    return 0;
  ids = g_strsplit (text, ",", -1);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_assert_cmpuint (n, <, max);
      out[n++] = (guint8) strtoul (ids[i], NULL, 10);
    }
  return n;
}

HgTestGame *
hg_test_game_new (guint       n_players,
                  guint       first,
                  const char *land,
                  const char *bonus)
{
  g_autoptr(GError) error = NULL;
  HgTestGame *game = g_new0 (HgTestGame, 1);
  HgSetup setup = { 0, };

  game->tiles = hg_tile_set_get_default (&error);
  g_assert_no_error (error);
  g_assert_nonnull (game->tiles);

  setup.n_players = n_players;
  setup.first = first;
  setup.n_land = parse_deck (land, setup.land, HG_N_LAND_TILES);
  setup.n_bonus = parse_deck (bonus, setup.bonus, HG_N_BONUS_TILES);
  hg_setup_check (&setup, game->tiles, &error);
  g_assert_no_error (error);

  game->events = g_array_new (FALSE, TRUE, sizeof (HgTestEvent));
  game->mark = 0;
  game->state = hg_state_new (game->tiles, &setup, record_event_cb, game);
  g_assert_nonnull (game->state);
  return game;
}

void
hg_test_game_free (HgTestGame *game)
{
  g_clear_pointer (&game->state, hg_state_free);
  g_clear_pointer (&game->events, g_array_unref);
  g_free (game);
}

guint
hg_test_n_events (HgTestGame  *game,
                  HgEventType  type)
{
  guint n = 0;

  for (guint i = game->mark; i < game->events->len; i++)
    {
      const HgTestEvent *ev = &g_array_index (game->events, HgTestEvent, i);

      if (ev->type == type && (type != HG_EVENT_SCORE || ev->seats != 0))
        n++;
    }
  return n;
}

char *
hg_test_dump_events (HgTestGame *game)
{
  GString *s = g_string_new (NULL);

  for (guint i = game->mark; i < game->events->len; i++)
    {
      const HgTestEvent *ev = &g_array_index (game->events, HgTestEvent, i);

      g_string_append_printf (s, "  %s turn %u", event_names[ev->type], ev->turn);
      if (ev->type == HG_EVENT_SCORE)
        g_string_append_printf (s, " %s seats 0x%x points %u zones %u",
                                kind_names[ev->kind], ev->seats, ev->points,
                                ev->n_zones);
      else if (ev->type == HG_EVENT_DISCARD)
        g_string_append_printf (s, " tile %u seat %u", ev->tile, ev->seat);
      else if (ev->type == HG_EVENT_BONUS)
        g_string_append_printf (s, " seat %u", ev->seat);
      g_string_append_c (s, '\n');
    }
  if (s->len == 0)
    g_string_append (s, "  (no events)\n");
  return g_string_free (s, FALSE);
}

guint
hg_test_count_figures (HgTestGame *game,
                       HgRole      role,
                       int         owner)
{
  HgFigure figures[64];
  guint n = hg_state_get_figures (game->state, figures, G_N_ELEMENTS (figures));
  guint count = 0;

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (figures));
  for (guint i = 0; i < n; i++)
    if ((role == HG_ROLE_NONE || figures[i].role == role) &&
        (owner < 0 || figures[i].owner == owner))
      count++;
  return count;
}

static char *
describe_hand (HgTestGame *game)
{
  HgPlacement places[HG_MAX_PLACEMENTS];
  guint n = hg_state_legal_placements (game->state, places, G_N_ELEMENTS (places));
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "phase %d, seat %u, tile in hand %d; legal placements (x,y,r):",
                          hg_state_get_phase (game->state),
                          hg_state_get_current_player (game->state),
                          hg_state_get_tile_in_hand (game->state));
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, " %d,%d,%u", places[i].x, places[i].y, places[i].rot);
  if (n == 0)
    g_string_append (s, " none");
  return g_string_free (s, FALSE);
}

/* Whether @a and @b agree on everything the queries show. */
static gboolean
same_state (const HgState *a,
            const HgState *b)
{
  HgFigure fa[64], fb[64];
  guint8 da[HG_N_TILES], db[HG_N_TILES];
  guint nf, nd;

  if (hg_state_get_phase (a) != hg_state_get_phase (b) ||
      hg_state_get_current_player (a) != hg_state_get_current_player (b) ||
      hg_state_get_tile_in_hand (a) != hg_state_get_tile_in_hand (b) ||
      hg_state_get_land_left (a) != hg_state_get_land_left (b) ||
      hg_state_get_bonus_left (a) != hg_state_get_bonus_left (b) ||
      hg_state_get_n_placed (a) != hg_state_get_n_placed (b))
    return FALSE;
  for (guint p = 0; p < hg_state_get_n_players (a); p++)
    {
      if (hg_state_get_members (a, p) != hg_state_get_members (b, p) ||
          hg_state_get_huts (a, p) != hg_state_get_huts (b, p))
        return FALSE;
      for (guint k = 0; k < HG_N_SCORE_KINDS; k++)
        if (hg_state_get_score_by_kind (a, p, k) != hg_state_get_score_by_kind (b, p, k))
          return FALSE;
    }
  nf = hg_state_get_figures (a, fa, G_N_ELEMENTS (fa));
  if (nf != hg_state_get_figures (b, fb, G_N_ELEMENTS (fb)))
    return FALSE;
  for (guint i = 0; i < MIN (nf, G_N_ELEMENTS (fa)); i++)
    if (fa[i].x != fb[i].x || fa[i].y != fb[i].y || fa[i].zone != fb[i].zone ||
        fa[i].role != fb[i].role || fa[i].owner != fb[i].owner)
      return FALSE;
  nd = hg_state_get_discards (a, da, G_N_ELEMENTS (da));
  if (nd != hg_state_get_discards (b, db, G_N_ELEMENTS (db)) ||
      memcmp (da, db, MIN (nd, G_N_ELEMENTS (da))) != 0)
    return FALSE;
  return TRUE;
}

/* Parses @text into @move; fails the test at @file:@line if it does not
 * parse. */
static gboolean
parse_move (const char *text,
            HgMove     *move,
            const char *file,
            int         line,
            const char *func)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *msg = NULL;

  if (hg_move_parse (text, move, &error))
    return TRUE;
  msg = g_strdup_printf ("move “%s” does not parse: %s", text, error->message);
  g_assertion_message (G_LOG_DOMAIN, file, line, func, msg);
  return FALSE;
}

void
hg_test_play_at (HgTestGame *game,
                 const char *text,
                 const char *file,
                 int         line,
                 const char *func)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HgState) copy = NULL;
  HgMove move;

  if (!parse_move (text, &move, file, line, func))
    return;
  if (!hg_state_check_move (game->state, &move, &error))
    {
      g_autofree char *hand = describe_hand (game);
      g_autofree char *msg = g_strdup_printf ("move “%s” is illegal: %s\n%s",
                                              text, error->message, hand);
      g_assertion_message (G_LOG_DOMAIN, file, line, func, msg);
      return;
    }
  /* The same move on a copy made before it (no events) must give the same
   * state: the rules must not depend on anything hg_state_copy() loses. */
  copy = hg_state_copy (game->state);
  game->mark = game->events->len;
  if (!hg_state_apply (game->state, &move, record_event_cb, game, &error))
    {
      g_autofree char *msg = g_strdup_printf ("move “%s” passed the check but apply failed: %s",
                                              text, error->message);
      g_assertion_message (G_LOG_DOMAIN, file, line, func, msg);
      return;
    }
  if (!hg_state_apply (copy, &move, NULL, NULL, NULL) || !same_state (copy, game->state))
    {
      g_autofree char *msg = g_strdup_printf ("move “%s” on a copy of the state gives another state",
                                              text);
      g_assertion_message (G_LOG_DOMAIN, file, line, func, msg);
      return;
    }

  /* Invariants after every move: a total is the sum of its kinds, nobody
   * has more figures than at the start. */
  for (guint p = 0; p < hg_state_get_n_players (game->state); p++)
    {
      guint sum = 0;

      for (guint k = 0; k < HG_N_SCORE_KINDS; k++)
        sum += hg_state_get_score_by_kind (game->state, p, k);
      if (sum != hg_state_get_score (game->state, p) ||
          hg_state_get_members (game->state, p) > HG_MEMBERS ||
          hg_state_get_huts (game->state, p) > HG_HUTS)
        {
          g_autofree char *msg =
            g_strdup_printf ("after “%s”, seat %u: total %u, sum of kinds %u, %u members, %u huts",
                             text, p, hg_state_get_score (game->state, p), sum,
                             hg_state_get_members (game->state, p),
                             hg_state_get_huts (game->state, p));
          g_assertion_message (G_LOG_DOMAIN, file, line, func, msg);
          return;
        }
    }
}

void
hg_test_play_illegal_at (HgTestGame *game,
                         const char *text,
                         const char *file,
                         int         line,
                         const char *func)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HgState) before = NULL;
  HgFigure figs[64];
  guint n_events = game->events->len;
  HgMove move;

  if (!parse_move (text, &move, file, line, func))
    return;
  if (hg_state_check_move (game->state, &move, NULL))
    {
      g_autofree char *msg = g_strdup_printf ("move “%s” should be illegal but the check accepts it",
                                              text);
      g_assertion_message (G_LOG_DOMAIN, file, line, func, msg);
      return;
    }
  hg_state_check_move (game->state, &move, &error);
  if (!g_error_matches (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL) ||
      error->message == NULL || error->message[0] == '\0')
    {
      g_autofree char *msg = g_strdup_printf ("move “%s”: check should fail with HG_MOVE_ERROR_ILLEGAL and a message, got %s",
                                              text, error ? error->message : "no error");
      g_assertion_message (G_LOG_DOMAIN, file, line, func, msg);
      return;
    }
  g_test_message ("illegal “%s”: %s", text, error->message);
  g_clear_error (&error);

  before = hg_state_copy (game->state);
  if (hg_state_apply (game->state, &move, record_event_cb, game, &error) ||
      !g_error_matches (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL))
    {
      g_autofree char *msg = g_strdup_printf ("move “%s”: apply should fail with HG_MOVE_ERROR_ILLEGAL",
                                              text);
      g_assertion_message (G_LOG_DOMAIN, file, line, func, msg);
      return;
    }
  /* Untouched: same turn, hand, placements, figures, scores. */
  if (game->events->len != n_events ||
      hg_state_get_n_moves (game->state) != hg_state_get_n_moves (before) ||
      hg_state_get_n_placed (game->state) != hg_state_get_n_placed (before) ||
      hg_state_get_phase (game->state) != hg_state_get_phase (before) ||
      hg_state_get_current_player (game->state) != hg_state_get_current_player (before) ||
      hg_state_get_tile_in_hand (game->state) != hg_state_get_tile_in_hand (before) ||
      hg_state_get_figures (game->state, figs, G_N_ELEMENTS (figs)) !=
      hg_state_get_figures (before, figs, G_N_ELEMENTS (figs)))
    {
      g_autofree char *msg = g_strdup_printf ("illegal move “%s” changed the state", text);
      g_assertion_message (G_LOG_DOMAIN, file, line, func, msg);
      return;
    }
  for (guint p = 0; p < hg_state_get_n_players (before); p++)
    if (hg_state_get_score (game->state, p) != hg_state_get_score (before, p) ||
        hg_state_get_members (game->state, p) != hg_state_get_members (before, p) ||
        hg_state_get_huts (game->state, p) != hg_state_get_huts (before, p))
      {
        g_autofree char *msg = g_strdup_printf ("illegal move “%s” changed seat %u", text, p);
        g_assertion_message (G_LOG_DOMAIN, file, line, func, msg);
        return;
      }
}

static void
expect_score (HgTestGame  *game,
              guint        turn,
              HgScoreKind  kind,
              gboolean     any_points,
              guint8       seats,
              guint        points,
              guint        n_zones,
              const char  *file,
              int          line,
              const char  *func)
{
  for (guint i = game->mark; i < game->events->len; i++)
    {
      const HgTestEvent *ev = &g_array_index (game->events, HgTestEvent, i);

      if (ev->type == HG_EVENT_SCORE && ev->turn == turn && ev->kind == kind &&
          ev->seats == seats && (any_points || ev->points == points) &&
          ev->n_zones == n_zones)
        return;
    }

  {
    g_autofree char *dump = hg_test_dump_events (game);
    g_autofree char *msg = NULL;

    if (any_points)
      msg = g_strdup_printf ("expected a %s score event at turn %u scoring nobody, %u zones; the last move reported:\n%s",
                             kind_names[kind], turn, n_zones, dump);
    else
      msg = g_strdup_printf ("expected a %s score event at turn %u, seats 0x%x, %u points, %u zones; the last move reported:\n%s",
                             kind_names[kind], turn, seats, points, n_zones, dump);
    g_assertion_message (G_LOG_DOMAIN, file, line, func, msg);
  }
}

void
hg_test_expect_score_at (HgTestGame  *game,
                         guint        turn,
                         HgScoreKind  kind,
                         guint8       seats,
                         guint        points,
                         guint        n_zones,
                         const char  *file,
                         int          line,
                         const char  *func)
{
  expect_score (game, turn, kind, FALSE, seats, points, n_zones, file, line, func);
}

void
hg_test_expect_unclaimed_at (HgTestGame  *game,
                             guint        turn,
                             HgScoreKind  kind,
                             guint        n_zones,
                             const char  *file,
                             int          line,
                             const char  *func)
{
  expect_score (game, turn, kind, TRUE, 0, 0, n_zones, file, line, func);
}
