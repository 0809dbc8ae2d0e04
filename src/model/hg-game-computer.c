/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-computer.c: letting the computer seats of a game move.  Level
 * random plays the engine's random move, seeded from the setup and the
 * number of moves so far; the other levels come in a later version. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-game.h"

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* A seed for the computer's random choices: the same setup and the same
 * number of moves so far give the same seed. */
static guint64
computer_seed (HgGame *self)
{
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);
  guint64 x;
  const HgSetup *s = hg_game_get_setup (self);

#define MIX(b) h = (h ^ (guint8) (b)) * G_GUINT64_CONSTANT (0x100000001b3)
  MIX (s->n_players);
  MIX (s->first);
  MIX (s->n_land);
  for (guint i = 0; i < s->n_land; i++)
    MIX (s->land[i]);
  MIX (s->n_bonus);
  for (guint i = 0; i < s->n_bonus; i++)
    MIX (s->bonus[i]);
#undef MIX

  x = h ^ ((guint64) hg_game_get_n_history (self) << 32);
  x = splitmix64 (&x);
  return x != 0 ? x : 1;
}

gboolean
hg_game_get_computer_to_move (HgGame *self)
{
  g_autoptr(HgPlayer) player = NULL;

  g_return_val_if_fail (HG_IS_GAME (self), FALSE);

  if (hg_game_get_is_over (self))
    return FALSE;

  player = g_list_model_get_item (hg_game_get_players (self), hg_game_get_current_player (self));
  return hg_player_get_is_computer (player);
}

gboolean
hg_game_play_computer (HgGame  *self,
                       HgMove  *played,
                       GError **error)
{
  g_autoptr(HgPlayer) player = NULL;
  HgLevel level;
  HgMove move;
  guint64 rng;

  g_return_val_if_fail (HG_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hg_game_get_computer_to_move (self))
    {
      g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_NOT_COMPUTER,
                   _("No computer player is to move"));
      return FALSE;
    }

  player = g_list_model_get_item (hg_game_get_players (self), hg_game_get_current_player (self));
  level = hg_player_get_level (player);
  if (level != HG_LEVEL_RANDOM)
    {
      /* TRANSLATORS: %s is a computer level: easy, medium or hard */
      g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_LEVEL_UNAVAILABLE,
                   _("The computer level “%s” is not available in this version"),
                   hg_level_to_string (level));
      return FALSE;
    }

  rng = computer_seed (self);
  if (!hg_state_random_move (hg_game_get_state (self), &rng, &move))
    {
      g_set_error (error, HG_GAME_ERROR, HG_GAME_ERROR_NOT_COMPUTER,
                   _("No computer player is to move"));
      return FALSE;
    }

  if (!hg_game_play (self, &move, error))
    return FALSE;

  if (played != NULL)
    *played = move;

  return TRUE;
}
