/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-setup.c: how a game starts: shuffled or given decks. */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hg-rng-private.h"
#include "hg-state-private.h"

static void
shuffle (GRand  *rand,
         guint8 *ids,
         guint   n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      guint8 t = ids[i - 1];

      ids[i - 1] = ids[j];
      ids[j] = t;
    }
}

void
hg_setup_shuffle (HgSetup *setup,
                  guint    n_players,
                  guint32  seed)
{
  g_autoptr (GRand) rand = NULL;
  guint n = 0;

  g_return_if_fail (setup != NULL);
  g_return_if_fail (n_players >= HG_MIN_PLAYERS && n_players <= HG_MAX_PLAYERS);

  memset (setup, 0, sizeof *setup);
  setup->n_players = n_players;
  setup->first = 0;
  for (guint id = 0; id < HG_FIRST_BONUS_ID; id++)
    if (id != HG_START_TILE_ID)
      setup->land[n++] = id;
  setup->n_land = n;
  for (guint i = 0; i < HG_N_BONUS_TILES; i++)
    setup->bonus[i] = HG_FIRST_BONUS_ID + i;
  setup->n_bonus = HG_N_BONUS_TILES;

  rand = g_rand_new_with_seed (seed);
  shuffle (rand, setup->land, setup->n_land);
  shuffle (rand, setup->bonus, setup->n_bonus);
}

static gboolean
check_deck (const guint8    *ids,
            guint            n,
            HgTileKind       kind,
            const HgTileSet *tiles,
            gboolean        *seen,
            GError         **error)
{
  for (guint i = 0; i < n; i++)
    {
      guint id = ids[i];

      if (id >= HG_N_TILES)
        {
          g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                       _("unknown tile id %u"), id);
          return FALSE;
        }
      if (hg_tile_set_lookup (tiles, id)->kind != kind)
        {
          g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                       kind == HG_TILE_LAND ? _("tile %u is not a land tile")
                                            : _("tile %u is not a bonus tile"),
                       id);
          return FALSE;
        }
      if (seen[id])
        {
          g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                       _("tile %u is in the decks twice"), id);
          return FALSE;
        }
      seen[id] = TRUE;
    }
  return TRUE;
}

gboolean
hg_setup_check (const HgSetup    *setup,
                const HgTileSet  *tiles,
                GError          **error)
{
  gboolean seen[HG_N_TILES] = { FALSE, };

  g_return_val_if_fail (setup != NULL, FALSE);
  g_return_val_if_fail (tiles != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (setup->n_players < HG_MIN_PLAYERS || setup->n_players > HG_MAX_PLAYERS)
    {
      g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                   _("a game has %d to %d players, not %u"),
                   HG_MIN_PLAYERS, HG_MAX_PLAYERS, setup->n_players);
      return FALSE;
    }
  if (setup->first >= setup->n_players)
    {
      g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                   _("the first seat must be 0 to %u, not %u"),
                   setup->n_players - 1, setup->first);
      return FALSE;
    }
  if (setup->n_land < 1 || setup->n_land > HG_N_LAND_TILES)
    {
      g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                   _("the land deck must hold 1 to %d tiles, not %u"),
                   HG_N_LAND_TILES, setup->n_land);
      return FALSE;
    }
  if (setup->n_bonus > HG_N_BONUS_TILES)
    {
      g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                   _("the bonus deck holds at most %d tiles, not %u"),
                   HG_N_BONUS_TILES, setup->n_bonus);
      return FALSE;
    }
  return check_deck (setup->land, setup->n_land, HG_TILE_LAND, tiles, seen, error) &&
         check_deck (setup->bonus, setup->n_bonus, HG_TILE_BONUS, tiles, seen, error);
}

gboolean
hg_setup_parse_deck (const char  *ids,
                     gboolean     bonus,
                     guint8      *out,
                     guint8      *n_out,
                     GError     **error)
{
  gboolean seen[HG_N_TILES] = { FALSE, };
  const char *p = ids;
  guint n = 0;

  g_return_val_if_fail (ids != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (n_out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  *n_out = 0;
  if (*p == '\0')
    return TRUE;

  for (;;)
    {
      const char *start = p;
      g_autofree char *item = NULL;
      guint64 id;

      while (*p != '\0' && *p != ',')
        p++;
      item = g_strndup (start, p - start);
      if (!g_ascii_string_to_unsigned (item, 10, 0, G_MAXUINT, &id, NULL) ||
          item[0] == '+')
        {
          g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                       _("“%s” is not a tile id"), item);
          return FALSE;
        }
      if (id >= HG_N_TILES)
        {
          g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                       _("unknown tile id %s"), item);
          return FALSE;
        }
      if (id == HG_START_TILE_ID)
        {
          g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                       _("tile %u is the start tile, not in a deck"), (guint) id);
          return FALSE;
        }
      if (!bonus && id >= HG_FIRST_BONUS_ID)
        {
          g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                       _("tile %u is a bonus tile, not a land tile"), (guint) id);
          return FALSE;
        }
      if (bonus && id < HG_FIRST_BONUS_ID)
        {
          g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                       _("tile %u is a land tile, not a bonus tile"), (guint) id);
          return FALSE;
        }
      if (seen[id])
        {
          g_set_error (error, HG_STATE_ERROR, HG_STATE_ERROR_BAD_SETUP,
                       _("tile %u is listed twice"), (guint) id);
          return FALSE;
        }
      seen[id] = TRUE;
      out[n++] = id;
      if (*p == '\0')
        break;
      p++;
    }
  *n_out = n;
  return TRUE;
}

guint64
hg_setup_seed (const HgSetup *setup,
               guint          n_moves)
{
  /* FNV-1a over the setup, then splitmix64 with the move count. */
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  g_return_val_if_fail (setup != NULL, 1);

#define MIX(b) h = (h ^ (guint8) (b)) * G_GUINT64_CONSTANT (0x100000001b3)
  MIX (setup->n_players);
  MIX (setup->first);
  MIX (setup->n_land);
  for (guint i = 0; i < setup->n_land; i++)
    MIX (setup->land[i]);
  MIX (setup->n_bonus);
  for (guint i = 0; i < setup->n_bonus; i++)
    MIX (setup->bonus[i]);
#undef MIX

  return hg_rng_mix (h ^ ((guint64) n_moves << 32), 0);
}
