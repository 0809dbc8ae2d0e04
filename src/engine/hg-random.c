/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-random.c: uniformly random legal moves and whole random games, for
 * benchmarks and randomized tests. */

#include "config.h"

#include "hg-rng-private.h"
#include "hg-state-private.h"

gboolean
hg_state_random_move (const HgState *state,
                      guint64       *rng,
                      HgMove        *out)
{
  HgPlacement place;
  HgMove spots[HG_MAX_FIGURE_SPOTS];
  guint n;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (rng != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (state->phase == HG_PHASE_OVER)
    return FALSE;
  /* One pass over the frontier, then pick among its rotations. */
  {
    const guint8 *fits = state->tiles->fits[state->hand];
    guint8 rots[HG_MAX_SQUARES];
    guint k, i, r;

    n = 0;
    for (i = 0; i < state->n_frontier; i++)
      {
        rots[i] = fits[state->squares[state->frontier[i]].key];
        n += hg_popcount4[rots[i]];
      }
    g_assert (n > 0);
    k = hg_rng_below (rng, n);
    for (i = 0; k >= hg_popcount4[rots[i]]; i++)
      k -= hg_popcount4[rots[i]];
    for (r = 0; !(rots[i] & (1 << r)) || k-- > 0; r++)
      ;
    place.x = state->squares[state->frontier[i]].x;
    place.y = state->squares[state->frontier[i]].y;
    place.rot = r;
    place.tile = state->hand;
  }

  out->x = place.x;
  out->y = place.y;
  out->rot = place.rot;
  out->role = HG_ROLE_NONE;
  out->zone = 0;
  if (hg_rng_next (rng) & 1)
    {
      n = hg_features_spots (state, &place, spots, G_N_ELEMENTS (spots));
      n = MIN (n, G_N_ELEMENTS (spots));
      if (n > 0)
        *out = spots[hg_rng_below (rng, n)];
    }
  return TRUE;
}

void
hg_state_play_random_game (HgState *state,
                           guint64 *rng)
{
  HgMove move;

  g_return_if_fail (state != NULL);
  g_return_if_fail (rng != NULL);

  while (hg_state_random_move (state, rng, &move))
    hg_state_apply_trusted (state, &move, NULL, NULL);
}
