/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-test-util.c: helpers for the model tests. */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "hg-test-util.h"

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

char *
hg_test_dump_state (const HgState *state)
{
  GString *s = g_string_new (NULL);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (HgMove));
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  HgFigure figures[64];
  guint8 discards[HG_N_TILES];
  HgPlacement places[HG_MAX_PLACEMENTS];
  guint n;

  g_string_append_printf (s, "phase %d player %u tile %d land %u bonus %u turn %u moves %u\n",
                          hg_state_get_phase (state),
                          hg_state_get_current_player (state),
                          hg_state_get_tile_in_hand (state),
                          hg_state_get_land_left (state),
                          hg_state_get_bonus_left (state),
                          hg_state_get_turn (state),
                          hg_state_get_n_moves (state));
  for (guint seat = 0; seat < hg_state_get_n_players (state); seat++)
    {
      g_string_append_printf (s, "seat %u score %u", seat, hg_state_get_score (state, seat));
      for (guint k = 0; k < HG_N_SCORE_KINDS; k++)
        g_string_append_printf (s, " %u", hg_state_get_score_by_kind (state, seat, k));
      g_string_append_printf (s, " members %u huts %u\n",
                              hg_state_get_members (state, seat),
                              hg_state_get_huts (state, seat));
    }

  n = hg_state_get_n_placed (state);
  for (guint i = 0; i < n; i++)
    {
      HgPlacement p;

      hg_state_get_placed (state, i, &p);
      g_string_append_printf (s, "tile %u at %d,%d,%u\n", p.tile, p.x, p.y, p.rot);
    }

  n = hg_state_get_figures (state, figures, G_N_ELEMENTS (figures));
  g_assert_cmpuint (n, <=, G_N_ELEMENTS (figures));
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "figure %u %u at %d,%d@%u\n", figures[i].owner,
                            figures[i].role, figures[i].x, figures[i].y, figures[i].zone);

  n = hg_state_get_discards (state, discards, G_N_ELEMENTS (discards));
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "discard %u\n", discards[i]);

  n = hg_state_legal_placements (state, places, G_N_ELEMENTS (places));
  g_string_append_printf (s, "placements %u\n", n);

  hg_state_legal_moves (state, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      char buf[HG_MOVE_STRLEN];

      g_ptr_array_add (lines, g_strdup (hg_move_format (&g_array_index (moves, HgMove, i), buf)));
    }
  g_ptr_array_sort (lines, compare_strings);
  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (s, "legal %s\n", (const char *) g_ptr_array_index (lines, i));

  return g_string_free (s, FALSE);
}

char *
hg_test_dump_game (HgGame   *game,
                   gboolean  with_redo)
{
  g_autofree char *state = hg_test_dump_state (hg_game_get_state (game));
  GString *s = g_string_new (state);

  for (guint i = 0; i < hg_game_get_n_history (game); i++)
    {
      char buf[HG_MOVE_STRLEN];
      HgMove move;

      hg_game_get_history_move (game, i, &move);
      g_string_append_printf (s, "history %s\n", hg_move_format (&move, buf));
    }
  for (guint i = 0; with_redo && i < hg_game_get_n_redo (game); i++)
    {
      char buf[HG_MOVE_STRLEN];
      HgMove move;

      hg_game_get_redo_move (game, i, &move);
      g_string_append_printf (s, "redo %s\n", hg_move_format (&move, buf));
    }
  for (guint i = 0; i < hg_game_get_n_events (game); i++)
    {
      g_autofree char *line = hg_score_event_to_string (hg_game_get_event (game, i));

      g_string_append_printf (s, "event %s\n", line);
    }
  g_string_append_printf (s, "props %d %u %d %u %u %d %d %d\n",
                          hg_game_get_phase (game), hg_game_get_current_player (game),
                          hg_game_get_tile_in_hand (game), hg_game_get_land_left (game),
                          hg_game_get_bonus_left (game), hg_game_get_can_undo (game),
                          with_redo ? hg_game_get_can_redo (game) : -1,
                          hg_game_get_is_over (game));
  for (guint seat = 0; seat < hg_game_get_n_players (game); seat++)
    {
      HgPlayer *p = hg_game_get_player (game, seat);

      g_string_append_printf (s, "player %s %s %u %u %u %d\n",
                              hg_player_get_name (p), hg_player_get_colour (p),
                              hg_player_get_score (p), hg_player_get_members (p),
                              hg_player_get_huts (p), hg_player_get_level (p));
    }

  return g_string_free (s, FALSE);
}

HgGame *
hg_test_random_game (guint   n_players,
                     guint32 seed,
                     int     n_moves)
{
  g_autoptr(GError) error = NULL;
  HgGame *game;
  HgSetup setup;
  guint64 rng = seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + 1;

  hg_setup_shuffle (&setup, n_players, seed);
  game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);

  for (int i = 0; n_moves < 0 || i < n_moves; i++)
    {
      HgMove move;

      if (!hg_state_random_move (hg_game_get_state (game), &rng, &move))
        break;
      hg_game_play (game, &move, &error);
      g_assert_no_error (error);
    }

  return game;
}

HgGame *
hg_test_poor_game (guint32 seed,
                   guint   n_land,
                   guint   n_bonus,
                   HgLevel level)
{
  const HgLevel levels[] = { HG_LEVEL_HUMAN, level };
  const char * const names[] = { "Ana", "Ben" };
  g_autoptr(GError) error = NULL;
  HgSetup setup;
  HgGame *game;

  hg_setup_shuffle (&setup, 2, seed);
  setup.n_land = MIN (setup.n_land, n_land);
  setup.n_bonus = MIN (setup.n_bonus, n_bonus);
  game = hg_game_new (&setup, names, NULL, levels, &error);
  g_assert_no_error (error);
  while (!hg_game_get_is_over (game))
    {
      if (hg_game_get_computer_to_move (game))
        g_assert_true (hg_game_play_computer (game, NULL, &error));
      else
        {
          g_autoptr(GArray) moves = hg_game_get_legal_moves (game);

          g_assert_true (hg_game_play (game, &g_array_index (moves, HgMove, 0), &error));
        }
      g_assert_no_error (error);
    }
  return game;
}

void
hg_test_assert_same_game (HgGame *a,
                          HgGame *b)
{
  g_autofree char *da = hg_test_dump_game (a, TRUE);
  g_autofree char *db = hg_test_dump_game (b, TRUE);

  g_assert_cmpstr (da, ==, db);
}

char *
hg_test_make_dir (const char *tmpl)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp (tmpl, &error);

  g_assert_no_error (error);
  return dir;
}

void
hg_test_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_remove (path);
      return;
    }
  g_chmod (path, 0700);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      hg_test_remove_tree (child);
    }
  g_rmdir (path);
}

char *
hg_test_replace_once (const char *text,
                      const char *from,
                      const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}
