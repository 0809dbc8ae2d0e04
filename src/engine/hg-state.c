/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-state.c: HgState, a turn of docs/rules.md, and the queries. */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hg-state-private.h"

G_DEFINE_QUARK (hg-state-error-quark, hg_state_error)

static void
emit (HgEventType  type,
      HgState     *state,
      guint        tile,
      HgEventFunc  func,
      gpointer     user_data)
{
  HgEvent event = { 0, };

  if (func == NULL)
    return;
  event.type = type;
  event.turn = state->turn;
  event.tile = tile;
  event.seat = state->current;
  func (&event, user_data);
}

/* Draws from @pile (@n tiles, the next at *@pos) until a tile fits,
 * discarding the others.  Returns the tile, or HG_NO_TILE when the pile
 * runs out. */
static guint
draw_fitting (HgState      *state,
              const guint8 *pile,
              guint         n,
              guint8       *pos,
              HgEventFunc   func,
              gpointer      user_data)
{
  while (*pos < n)
    {
      guint tile = pile[(*pos)++];

      if (hg_board_fits_anywhere (state, tile))
        return tile;
      state->discards[state->n_discards++] = tile;
      emit (HG_EVENT_DISCARD, state, tile, func, user_data);
    }
  return HG_NO_TILE;
}

/* Draws land tiles for the current player until one fits, discarding the
 * others.  Returns FALSE when the land pile runs out. */
static gboolean
draw_land (HgState     *state,
           HgEventFunc  func,
           gpointer     user_data)
{
  state->hand = draw_fitting (state, state->setup.land, state->setup.n_land,
                              &state->land_pos, func, user_data);
  return state->hand != HG_NO_TILE;
}

/* Likewise for a bonus tile; an empty bonus pile gives nothing. */
static gboolean
draw_bonus (HgState     *state,
            HgEventFunc  func,
            gpointer     user_data)
{
  guint tile = draw_fitting (state, state->setup.bonus, state->setup.n_bonus,
                             &state->bonus_pos, func, user_data);

  if (tile == HG_NO_TILE)
    return FALSE;
  state->hand = tile;
  emit (HG_EVENT_BONUS, state, tile, func, user_data);
  return TRUE;
}

static void
next_turn (HgState     *state,
           HgEventFunc  func,
           gpointer     user_data)
{
  state->current = (state->current + 1) % state->n_players;
  state->phase = HG_PHASE_TILE;
  if (!draw_land (state, func, user_data))
    {
      hg_scoring_final (state, func, user_data);
      state->phase = HG_PHASE_OVER;
    }
}

/* Applies a move known to be legal. */
void
hg_state_apply_trusted (HgState      *state,
                        const HgMove *move,
                        HgEventFunc   func,
                        gpointer      user_data)
{
  gboolean bonus = state->phase == HG_PHASE_BONUS;
  guint8 neighbours[4];
  guint placed;
  gboolean gold;

  placed = hg_board_place (state, move->x, move->y, move->rot, state->hand, neighbours);
  hg_features_place (state, placed, neighbours);
  if (move->role != HG_ROLE_NONE)
    hg_features_put_figure (state, placed, move->role, move->zone, state->current);
  if (!bonus)
    state->turn++;
  state->hand = HG_NO_TILE;

  gold = hg_scoring_completed (state, placed, func, user_data);
  if (!bonus && gold && draw_bonus (state, func, user_data))
    {
      state->phase = HG_PHASE_BONUS;
      return;
    }
  next_turn (state, func, user_data);
}

HgState *
hg_state_new (const HgTileSet *tiles,
              const HgSetup   *setup,
              HgEventFunc      func,
              gpointer         user_data)
{
  HgState *state;
  guint8 neighbours[4];
  guint placed;

  g_return_val_if_fail (tiles != NULL, NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (hg_setup_check (setup, tiles, NULL), NULL);

  state = g_new0 (HgState, 1);
  state->tiles = tiles;
  state->setup = *setup;
  state->n_players = setup->n_players;
  state->current = setup->first;
  state->phase = HG_PHASE_TILE;
  for (guint p = 0; p < HG_MAX_PLAYERS; p++)
    {
      state->members[p] = p < setup->n_players ? HG_MEMBERS : 0;
      state->huts[p] = p < setup->n_players ? HG_HUTS : 0;
    }

  hg_board_init (state);
  placed = hg_board_place (state, 0, 0, 0, HG_START_TILE_ID, neighbours);
  hg_features_place (state, placed, neighbours);

  if (!draw_land (state, func, user_data))
    {
      hg_scoring_final (state, func, user_data);
      state->phase = HG_PHASE_OVER;
    }
  return state;
}

HgState *
hg_state_copy (const HgState *state)
{
  g_return_val_if_fail (state != NULL, NULL);

  return g_memdup2 (state, sizeof *state);
}

void
hg_state_copy_into (HgState       *dest,
                    const HgState *src)
{
  g_return_if_fail (dest != NULL);
  g_return_if_fail (src != NULL);

  memcpy (dest, src, sizeof *dest);
}

void
hg_state_free (HgState *state)
{
  g_free (state);
}

gsize
hg_state_size (void)
{
  return sizeof (HgState);
}

const HgTileSet *
hg_state_get_tile_set (const HgState *state)
{
  g_return_val_if_fail (state != NULL, NULL);
  return state->tiles;
}

const HgSetup *
hg_state_get_setup (const HgState *state)
{
  g_return_val_if_fail (state != NULL, NULL);
  return &state->setup;
}

gboolean
hg_state_check_move (const HgState  *state,
                     const HgMove   *move,
                     GError        **error)
{
  HgPlacement place;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (state->phase == HG_PHASE_OVER)
    {
      g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                   _("the game is over"));
      return FALSE;
    }
  if (move->rot > 3)
    {
      g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_ILLEGAL,
                   _("rotation must be 0 to 3"));
      return FALSE;
    }
  if (!hg_board_check_placement (state, move->x, move->y, move->rot,
                                 state->hand, error))
    return FALSE;
  if (move->role == HG_ROLE_NONE)
    return TRUE;
  place.x = move->x;
  place.y = move->y;
  place.rot = move->rot;
  place.tile = state->hand;
  return hg_features_check_figure (state, &place, move->role, move->zone, error);
}

gboolean
hg_state_apply (HgState       *state,
                const HgMove  *move,
                HgEventFunc    func,
                gpointer       user_data,
                GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hg_state_check_move (state, move, error))
    return FALSE;
  hg_state_apply_trusted (state, move, func, user_data);
  return TRUE;
}

HgPhase
hg_state_get_phase (const HgState *state)
{
  g_return_val_if_fail (state != NULL, HG_PHASE_OVER);
  return state->phase;
}

guint
hg_state_get_n_players (const HgState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return state->n_players;
}

guint
hg_state_get_current_player (const HgState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return state->current;
}

int
hg_state_get_tile_in_hand (const HgState *state)
{
  g_return_val_if_fail (state != NULL, -1);
  return state->phase == HG_PHASE_OVER ? -1 : state->hand;
}

guint
hg_state_get_land_left (const HgState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return state->setup.n_land - state->land_pos;
}

guint
hg_state_get_bonus_left (const HgState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return state->setup.n_bonus - state->bonus_pos;
}

guint
hg_state_get_turn (const HgState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return state->turn;
}

guint
hg_state_get_n_moves (const HgState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return state->n_placed - 1;
}

guint
hg_state_get_score (const HgState *state,
                    guint          seat)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < state->n_players, 0);
  return state->score[seat];
}

guint8
hg_state_get_winners (const HgState *state)
{
  guint best = 0;
  guint8 winners = 0;

  g_return_val_if_fail (state != NULL, 0);

  for (guint seat = 0; seat < state->n_players; seat++)
    {
      if (winners == 0 || state->score[seat] > best)
        {
          best = state->score[seat];
          winners = (guint8) (1u << seat);
        }
      else if (state->score[seat] == best)
        winners |= (guint8) (1u << seat);
    }
  return winners;
}

guint
hg_state_get_score_by_kind (const HgState *state,
                            guint          seat,
                            HgScoreKind    kind)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < state->n_players, 0);
  g_return_val_if_fail (kind < HG_N_SCORE_KINDS, 0);
  return state->by_kind[seat][kind];
}

guint
hg_state_get_members (const HgState *state,
                      guint          seat)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < state->n_players, 0);
  return state->members[seat];
}

guint
hg_state_get_huts (const HgState *state,
                   guint          seat)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (seat < state->n_players, 0);
  return state->huts[seat];
}

guint
hg_state_get_n_placed (const HgState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return state->n_placed;
}

void
hg_state_get_placed (const HgState *state,
                     guint          index,
                     HgPlacement   *out)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (index < state->n_placed);
  g_return_if_fail (out != NULL);
  *out = state->placed[index];
}

gboolean
hg_state_get_tile_at (const HgState *state,
                      int            x,
                      int            y,
                      HgPlacement   *out)
{
  int s;

  g_return_val_if_fail (state != NULL, FALSE);

  s = hg_board_lookup (state, x, y);
  if (s < 0 || state->squares[s].placed == HG_NO_TILE)
    return FALSE;
  if (out != NULL)
    *out = state->placed[state->squares[s].placed];
  return TRUE;
}

guint
hg_state_get_figures (const HgState *state,
                      HgFigure      *out,
                      guint          max)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  for (guint i = 0; i < state->n_figures && i < max; i++)
    out[i] = state->figures[i].fig;
  return state->n_figures;
}

guint
hg_state_get_discards (const HgState *state,
                       guint8        *out,
                       guint          max)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  for (guint i = 0; i < state->n_discards && i < max; i++)
    out[i] = state->discards[i];
  return state->n_discards;
}

guint
hg_state_get_unseen (const HgState *state,
                     gboolean       bonus,
                     guint8        *out,
                     guint          max)
{
  gboolean present[HG_N_TILES] = { FALSE, };
  const guint8 *pile;
  guint from, to, n = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  pile = bonus ? state->setup.bonus : state->setup.land;
  from = bonus ? state->bonus_pos : state->land_pos;
  to = bonus ? state->setup.n_bonus : state->setup.n_land;
  for (guint i = from; i < to; i++)
    present[pile[i]] = TRUE;
  /* In id order: the order of the pile is not told. */
  for (guint id = 0; id < HG_N_TILES; id++)
    if (present[id])
      {
        if (n < max)
          out[n] = (guint8) id;
        n++;
      }
  return n;
}

guint
hg_state_get_feature_zones (const HgState *state,
                            int            x,
                            int            y,
                            guint          zone,
                            HgZoneRef     *out,
                            guint          max)
{
  int s;
  guint placed, tile, n = 0;
  guint16 node, root;
  gboolean system;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  s = hg_board_lookup (state, x, y);
  if (s < 0 || state->squares[s].placed == HG_NO_TILE || zone >= HG_MAX_ZONES)
    return 0;
  placed = state->squares[s].placed;
  tile = state->placed[placed].tile;
  if (state->tiles->local[tile][zone] == HG_NO_ZONE)
    return 0;
  node = hg_node_of (state, placed, zone);
  system = state->nodes[node].type == HG_ZONE_LAKE;
  root = system ? hg_find_sys_const (state, node) : hg_find_const (state, node);

  for (guint16 i = 0; i < state->n_nodes; i++)
    {
      const HgNode *nd = &state->nodes[i];
      gboolean in;

      if (system)
        in = (nd->type == HG_ZONE_RIVER || nd->type == HG_ZONE_LAKE) &&
             hg_find_sys_const (state, i) == root;
      else
        in = hg_find_const (state, i) == root;
      if (!in)
        continue;
      if (n < max)
        {
          out[n].x = state->placed[nd->placed].x;
          out[n].y = state->placed[nd->placed].y;
          out[n].zone = nd->zone;
        }
      n++;
    }
  return n;
}

guint
hg_state_legal_placements (const HgState *state,
                           HgPlacement   *out,
                           guint          max)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  if (state->phase == HG_PHASE_OVER)
    return 0;
  return MIN (hg_board_placements (state, state->hand, out, max), HG_MAX_PLACEMENTS);
}

guint
hg_state_figure_spots (const HgState     *state,
                       const HgPlacement *place,
                       HgMove            *out,
                       guint              max)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (place != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  if (state->phase == HG_PHASE_OVER || place->tile != state->hand ||
      !hg_board_check_placement (state, place->x, place->y, place->rot, place->tile, NULL))
    return 0;
  return hg_features_spots (state, place, out, max);
}

void
hg_state_legal_moves (const HgState *state,
                      GArray        *moves)
{
  HgPlacement *places;
  guint n;

  g_return_if_fail (state != NULL);
  g_return_if_fail (moves != NULL);
  g_return_if_fail (g_array_get_element_size (moves) == sizeof (HgMove));

  if (state->phase == HG_PHASE_OVER)
    return;
  places = g_new (HgPlacement, HG_MAX_PLACEMENTS);
  n = hg_state_legal_placements (state, places, HG_MAX_PLACEMENTS);
  for (guint i = 0; i < n; i++)
    {
      HgMove spots[HG_MAX_FIGURE_SPOTS];
      HgMove plain = { 0, };
      guint n_spots;

      plain.x = places[i].x;
      plain.y = places[i].y;
      plain.rot = places[i].rot;
      plain.role = HG_ROLE_NONE;
      g_array_append_val (moves, plain);
      n_spots = hg_features_spots (state, &places[i], spots, G_N_ELEMENTS (spots));
      g_array_append_vals (moves, spots, MIN (n_spots, G_N_ELEMENTS (spots)));
    }
  g_free (places);
}
