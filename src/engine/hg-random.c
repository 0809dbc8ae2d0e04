/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-random.c: uniformly random legal moves and whole random games, for
 * benchmarks and randomized tests. */

#include "config.h"

#include "hg-state-private.h"

/* xorshift64* */
static inline guint64
next_random (guint64 *rng)
{
  guint64 x = *rng != 0 ? *rng : G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *rng = x;
  return x * G_GUINT64_CONSTANT (0x2545f4914f6cdd1d);
}

static inline guint
random_below (guint64 *rng,
              guint    n)
{
  return (guint) (((next_random (rng) >> 32) * n) >> 32);
}

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
  n = hg_board_count_placements (state, state->hand);
  g_assert (n > 0);
  if (!hg_board_nth_placement (state, state->hand, random_below (rng, n), &place))
    g_assert_not_reached ();

  out->x = place.x;
  out->y = place.y;
  out->rot = place.rot;
  out->role = HG_ROLE_NONE;
  out->zone = 0;
  if (next_random (rng) & 1)
    {
      n = hg_features_spots (state, &place, spots, G_N_ELEMENTS (spots));
      n = MIN (n, G_N_ELEMENTS (spots));
      if (n > 0)
        *out = spots[random_below (rng, n)];
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
