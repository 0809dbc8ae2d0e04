/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-copy.c: a game as it was after some of its moves, with the
 * moves after them in its redo list: what review mode shows and steps
 * through, and what "Continue from here" plays on from. */

#include "config.h"

#include "hg-game-private.h"

HgGame *
hg_game_copy_at (HgGame  *self,
                 guint    n_moves,
                 GError **error)
{
  g_autoptr(HgGame) copy = NULL;
  g_autoptr(GArray) redo = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GPtrArray) colours = g_ptr_array_new ();
  HgLevel levels[HG_MAX_PLAYERS];
  guint n_players, n_history, n_redo;

  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  n_players = hg_game_get_n_players (self);
  n_history = hg_game_get_n_history (self);
  n_redo = hg_game_get_n_redo (self);
  g_return_val_if_fail (n_moves <= n_history + n_redo, NULL);

  for (guint seat = 0; seat < n_players; seat++)
    {
      HgPlayer *player = hg_game_get_player (self, seat);

      g_ptr_array_add (names, (gpointer) hg_player_get_name (player));
      g_ptr_array_add (colours, (gpointer) hg_player_get_colour (player));
      levels[seat] = hg_player_get_level (player);
    }
  copy = hg_game_new (hg_game_get_setup (self), (const char * const *) names->pdata,
                      (const char * const *) colours->pdata, levels, error);
  if (copy == NULL)
    return NULL;

  /* the moves played so far and the ones undone, in the order of play */
  redo = g_array_sized_new (FALSE, FALSE, sizeof (HgMove), n_history + n_redo);
  for (guint i = 0; i < n_history + n_redo; i++)
    {
      HgMove move;

      if (i < n_history)
        hg_game_get_history_move (self, i, &move);
      else
        hg_game_get_redo_move (self, i - n_history, &move);
      if (i < n_moves)
        {
          if (!hg_game_play (copy, &move, error))
            return NULL;
        }
      else
        g_array_append_val (redo, move);
    }
  if (!hg_game_set_redo_list (copy, (const HgMove *) (gconstpointer) redo->data, redo->len,
                              NULL, error))
    return NULL;

  return g_steal_pointer (&copy);
}
