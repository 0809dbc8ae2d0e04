/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-queries.c: the engine's answers about the current position of
 * a game (where the tile in hand fits, the figure spots, the legal moves),
 * as GArrays for the views. */

#include "config.h"

#include "hg-game.h"

GArray *
hg_game_get_legal_placements (HgGame *self)
{
  GArray *out;
  guint n;

  g_return_val_if_fail (HG_IS_GAME (self), NULL);

  out = g_array_sized_new (FALSE, FALSE, sizeof (HgPlacement), HG_MAX_PLACEMENTS);
  g_array_set_size (out, HG_MAX_PLACEMENTS);
  n = hg_state_legal_placements (hg_game_get_state (self), (HgPlacement *) (gpointer) out->data, HG_MAX_PLACEMENTS);
  g_array_set_size (out, MIN (n, HG_MAX_PLACEMENTS));

  return out;
}

GArray *
hg_game_get_figure_spots (HgGame            *self,
                          const HgPlacement *place)
{
  GArray *out;
  guint n;

  g_return_val_if_fail (HG_IS_GAME (self), NULL);
  g_return_val_if_fail (place != NULL, NULL);

  out = g_array_sized_new (FALSE, FALSE, sizeof (HgMove), HG_MAX_FIGURE_SPOTS);
  g_array_set_size (out, HG_MAX_FIGURE_SPOTS);
  n = hg_state_figure_spots (hg_game_get_state (self), place, (HgMove *) (gpointer) out->data, HG_MAX_FIGURE_SPOTS);
  g_array_set_size (out, MIN (n, HG_MAX_FIGURE_SPOTS));

  return out;
}

GArray *
hg_game_get_legal_moves (HgGame *self)
{
  GArray *out;

  g_return_val_if_fail (HG_IS_GAME (self), NULL);

  out = g_array_new (FALSE, FALSE, sizeof (HgMove));
  hg_state_legal_moves (hg_game_get_state (self), out);

  return out;
}

gboolean
hg_game_check_move (HgGame        *self,
                    const HgMove  *move,
                    GError       **error)
{
  g_return_val_if_fail (HG_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  return hg_state_check_move (hg_game_get_state (self), move, error);
}
