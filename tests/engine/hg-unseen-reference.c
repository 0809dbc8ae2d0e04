/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-unseen-reference.c: the tiles still to come, the long way. */

#include "config.h"

#include "hg-unseen-reference.h"

guint
hg_by_hand_unseen (const HgState *state,
                   gboolean       bonus,
                   guint8        *out)
{
  const HgSetup *setup = hg_state_get_setup (state);
  gboolean seen[HG_N_TILES] = { FALSE, };
  gboolean in_pile[HG_N_TILES] = { FALSE, };
  guint8 discards[HG_N_TILES];
  guint n_discards = hg_state_get_discards (state, discards, HG_N_TILES);
  guint n = 0;

  for (guint i = 0; i < hg_state_get_n_placed (state); i++)
    {
      HgPlacement p;

      hg_state_get_placed (state, i, &p);
      seen[p.tile] = TRUE;
    }
  for (guint i = 0; i < n_discards; i++)
    seen[discards[i]] = TRUE;
  if (hg_state_get_tile_in_hand (state) >= 0)
    seen[hg_state_get_tile_in_hand (state)] = TRUE;
  for (guint i = 0; i < (bonus ? setup->n_bonus : setup->n_land); i++)
    in_pile[bonus ? setup->bonus[i] : setup->land[i]] = TRUE;

  for (guint id = 0; id < HG_N_TILES; id++)
    if (in_pile[id] && !seen[id])
      out[n++] = (guint8) id;
  return n;
}

guint
hg_by_hand_play_games (guint          n_games,
                       guint64        rng_factor,
                       guint          short_every,
                       guint          n_land,
                       guint          n_bonus,
                       HgByHandCheck  check,
                       gpointer       data)
{
  const HgTileSet *tiles = hg_tile_set_get_default (NULL);
  guint n_moves = 0;

  g_assert_nonnull (tiles);
  for (guint32 seed = 1; seed <= n_games; seed++)
    {
      g_autoptr(HgState) state = NULL;
      guint64 rng = seed * rng_factor;
      HgSetup setup;
      HgMove move;

      hg_setup_shuffle (&setup, 2 + seed % 4, seed);
      if (seed % short_every == 0)
        {
          /* A short game with a part of each pile. */
          setup.n_land = n_land;
          setup.n_bonus = n_bonus;
        }
      state = hg_state_new (tiles, &setup, NULL, NULL);
      check (state, data);
      while (hg_state_random_move (state, &rng, &move))
        {
          g_assert_true (hg_state_apply (state, &move, NULL, NULL, NULL));
          check (state, data);
          n_moves++;
        }
      g_assert_cmpint (hg_state_get_phase (state), ==, HG_PHASE_OVER);
    }
  return n_moves;
}
