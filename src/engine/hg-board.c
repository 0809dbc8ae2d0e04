/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board.c: the unbounded board of HgState: an open-addressing hash of
 * squares inside the flat state, and the frontier of empty squares next to
 * placed tiles, each with the key of what its neighbours require. */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hg-state-private.h"

static const char * const side_names[] = {
  [HG_SIDE_MEADOW] = N_("meadow"),
  [HG_SIDE_FOREST] = N_("forest"),
  [HG_SIDE_RIVER] = N_("river"),
};

static const char * const dir_names[] = {
  N_("north"), N_("east"), N_("south"), N_("west"),
};

static inline guint
hash_square (int x,
             int y)
{
  guint h = ((guint) (guint16) x * 0x9e37u) ^ ((guint) (guint16) y * 0x85ebu);

  return (h ^ (h >> 10)) & (HG_HASH_SIZE - 1);
}

void
hg_board_init (HgState *state)
{
  memset (state->hash, 0, sizeof state->hash);
  state->n_squares = 0;
  state->n_frontier = 0;
}

int
hg_board_lookup (const HgState *state,
                 int            x,
                 int            y)
{
  guint h = hash_square (x, y);

  for (;;)
    {
      guint v = state->hash[h];
      const HgSquare *sq;

      if (v == 0)
        return -1;
      sq = &state->squares[v - 1];
      if (sq->x == x && sq->y == y)
        return v - 1;
      h = (h + 1) & (HG_HASH_SIZE - 1);
    }
}

static guint
get_or_add_square (HgState *state,
                   int      x,
                   int      y)
{
  guint h = hash_square (x, y);
  HgSquare *sq;

  for (;;)
    {
      guint v = state->hash[h];

      if (v == 0)
        break;
      sq = &state->squares[v - 1];
      if (sq->x == x && sq->y == y)
        return v - 1;
      h = (h + 1) & (HG_HASH_SIZE - 1);
    }

  g_assert (state->n_squares < HG_MAX_SQUARES);
  sq = &state->squares[state->n_squares];
  sq->x = x;
  sq->y = y;
  sq->placed = HG_NO_TILE;
  sq->key = 0;
  sq->fpos = state->n_frontier;
  state->frontier[state->n_frontier++] = state->n_squares;
  state->hash[h] = ++state->n_squares;
  return state->n_squares - 1;
}

/* Puts @tile on the empty square (@x,@y) without any check; returns its
 * index in state->placed.  @neighbours receives, for each direction, the
 * index of the neighbouring placed tile or HG_NO_TILE. */
guint
hg_board_place (HgState *state,
                int      x,
                int      y,
                guint    rot,
                guint    tile,
                guint8  *neighbours)
{
  guint s = get_or_add_square (state, x, y);
  HgSquare *sq = &state->squares[s];
  guint idx = state->n_placed++;
  guint sig = state->tiles->sig[tile][rot];

  g_assert (sq->placed == HG_NO_TILE);
  sq->placed = idx;
  /* Take the square out of the frontier. */
  if (sq->fpos != HG_NO_NODE)
    {
      guint last = state->frontier[--state->n_frontier];

      state->frontier[sq->fpos] = last;
      state->squares[last].fpos = sq->fpos;
      sq->fpos = HG_NO_NODE;
    }

  state->placed[idx].x = x;
  state->placed[idx].y = y;
  state->placed[idx].rot = rot;
  state->placed[idx].tile = tile;

  for (guint d = 0; d < 4; d++)
    {
      guint n = get_or_add_square (state, x + hg_dx[d], y + hg_dy[d]);
      HgSquare *nb = &state->squares[n];

      neighbours[d] = nb->placed;
      if (nb->placed == HG_NO_TILE)
        {
          guint back = (d + 2) & 3;

          nb->key |= (((sig >> (2 * d)) & 3) + 1) << (2 * back);
        }
    }
  return idx;
}

gboolean
hg_board_fits_anywhere (const HgState *state,
                        guint          tile)
{
  const guint8 *fits = state->tiles->fits[tile];

  for (guint i = 0; i < state->n_frontier; i++)
    if (fits[state->squares[state->frontier[i]].key])
      return TRUE;
  return FALSE;
}

guint
hg_board_placements (const HgState *state,
                     guint          tile,
                     HgPlacement   *out,
                     guint          max)
{
  const guint8 *fits = state->tiles->fits[tile];
  guint n = 0;

  for (guint i = 0; i < state->n_frontier; i++)
    {
      const HgSquare *sq = &state->squares[state->frontier[i]];
      guint rots = fits[sq->key];

      for (guint r = 0; rots != 0; r++, rots >>= 1)
        if (rots & 1)
          {
            if (n < max)
              {
                out[n].x = sq->x;
                out[n].y = sq->y;
                out[n].rot = r;
                out[n].tile = tile;
              }
            n++;
          }
    }
  return n;
}

guint
hg_board_count_placements (const HgState *state,
                           guint          tile)
{
  const guint8 *fits = state->tiles->fits[tile];
  guint n = 0;

  for (guint i = 0; i < state->n_frontier; i++)
    n += hg_popcount4[fits[state->squares[state->frontier[i]].key]];
  return n;
}

gboolean
hg_board_nth_placement (const HgState *state,
                        guint          tile,
                        guint          n,
                        HgPlacement   *out)
{
  const guint8 *fits = state->tiles->fits[tile];

  for (guint i = 0; i < state->n_frontier; i++)
    {
      const HgSquare *sq = &state->squares[state->frontier[i]];
      guint rots = fits[sq->key];
      guint c = hg_popcount4[rots];

      if (n >= c)
        {
          n -= c;
          continue;
        }
      for (guint r = 0; r < 4; r++)
        if (rots & (1 << r))
          {
            if (n == 0)
              {
                out->x = sq->x;
                out->y = sq->y;
                out->rot = r;
                out->tile = tile;
                return TRUE;
              }
            n--;
          }
    }
  return FALSE;
}

gboolean
hg_board_check_placement (const HgState  *state,
                          int             x,
                          int             y,
                          guint           rot,
                          guint           tile,
                          GError        **error)
{
  int s = hg_board_lookup (state, x, y);
  const HgSquare *sq;
  const HgTile *t;

  if (s >= 0 && state->squares[s].placed != HG_NO_TILE)
    {
      g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                   _("the square %d,%d already holds a tile"), x, y);
      return FALSE;
    }
  if (s < 0)
    {
      g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                   _("the square %d,%d is not next to a placed tile"), x, y);
      return FALSE;
    }
  sq = &state->squares[s];
  if (state->tiles->fits[tile][sq->key] & (1 << rot))
    return TRUE;

  if (state->tiles->fits[tile][sq->key] == 0)
    {
      g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                   _("no rotation of tile %u fits at %d,%d"), tile, x, y);
      return FALSE;
    }

  t = hg_tile_set_lookup (state->tiles, tile);
  for (guint d = 0; d < 4; d++)
    {
      guint want = (sq->key >> (2 * d)) & 3;
      guint have = hg_tile_side (t, rot, d)->type;

      if (want != 0 && want != have + 1)
        {
          /* TRANSLATORS: "tile 12 does not fit at 3,4 in rotation 2: its
           * north side is forest but the neighbour there shows meadow" */
          g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                       _("tile %u does not fit at %d,%d in rotation %u: its %s side is %s but the neighbour there shows %s"),
                       tile, x, y, rot, _(dir_names[d]), _(side_names[have]),
                       _(side_names[want - 1]));
          return FALSE;
        }
    }
  g_assert_not_reached ();
  return FALSE;
}
