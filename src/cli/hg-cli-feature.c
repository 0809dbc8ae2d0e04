/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-feature.c: "feature FILE X,Y,ZONE": the summary of the feature
 * that a zone of a placed tile belongs to, one fact a line (docs/cli.md),
 * from the engine's hg_state_describe_feature(). */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-cli-commands.h"
#include "hg-cli-util.h"

/* A whole number of the notation of squares: an optional '-', then
 * digits only, from -32768 to 32767. */
static gboolean
coordinate_from_string (const char *text,
                        int        *value)
{
  gboolean minus = text[0] == '-';
  guint magnitude;

  if (!hg_cli_uint_from_string (text + (minus ? 1 : 0), 0, minus ? 32768 : 32767, &magnitude))
    return FALSE;
  *value = minus ? -(int) magnitude : (int) magnitude;
  return TRUE;
}

/* "X,Y,ZONE" into its numbers. */
static gboolean
parse_zone (const char *text,
            int        *x,
            int        *y,
            guint      *zone)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  return g_strv_length (parts) == 3 &&
         coordinate_from_string (parts[0], x) &&
         coordinate_from_string (parts[1], y) &&
         hg_cli_uint_from_string (parts[2], 0, G_MAXUINT, zone);
}

static const char *
kind_name (HgZoneType type)
{
  switch (type)
    {
    case HG_ZONE_FOREST:
      return "forest";
    case HG_ZONE_MEADOW:
      return "meadow";
    case HG_ZONE_RIVER:
      return "river";
    case HG_ZONE_LAKE:
      return "lake";
    case HG_ZONE_NONE:
    default:
      g_return_val_if_reached ("none");
    }
}

static const char *
yes_no (gboolean value)
{
  return value ? "yes" : "no";
}

/* "KEY: SEATS" (ascending, comma-separated) or "KEY: none". */
static void
append_seats (GString    *out,
              const char *key,
              guint8      seats)
{
  gboolean first = TRUE;

  g_string_append_printf (out, "%s: ", key);
  if (seats == 0)
    g_string_append (out, "none");
  for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
    if (seats & (1u << seat))
      {
        g_string_append_printf (out, first ? "%u" : ",%u", seat);
        first = FALSE;
      }
  g_string_append_c (out, '\n');
}

/* "KEY: SEAT N", one line per seat of the @n_players with a count. */
static void
append_counts (GString      *out,
               const char   *key,
               const guint8 *counts,
               guint         n_players)
{
  for (guint seat = 0; seat < n_players; seat++)
    if (counts[seat] > 0)
      g_string_append_printf (out, "%s: %u %u\n", key, seat, counts[seat]);
}

static void
append_summary (GString             *out,
                const HgFeatureInfo *info,
                guint                n_players)
{
  gboolean open_kind = info->type == HG_ZONE_FOREST || info->type == HG_ZONE_RIVER;
  gboolean water = info->type == HG_ZONE_RIVER || info->type == HG_ZONE_LAKE;

  g_string_append_printf (out, "kind: %s\n", kind_name (info->type));
  g_string_append_printf (out, "segments: %u\n", info->segments);
  g_string_append_printf (out, "tiles: %u\n", info->n_tiles);
  if (open_kind)
    {
      g_string_append_printf (out, "complete: %s\n", yes_no (info->complete));
      g_string_append_printf (out, "open-sides: %u\n", info->open_sides);
    }
  append_counts (out, "figures", info->figures, n_players);
  append_seats (out, "holders", info->holders);
  g_string_append_printf (out, "points: %u\n", info->points);

  switch (info->type)
    {
    case HG_ZONE_FOREST:
      g_string_append_printf (out, "gold: %u\n", info->gold);
      g_string_append_printf (out, "mushrooms: %u\n", info->mushrooms);
      break;
    case HG_ZONE_MEADOW:
      g_string_append_printf (out, "deer: %u\n", info->deer);
      g_string_append_printf (out, "tigers: %u\n", info->tigers);
      g_string_append_printf (out, "mammoths: %u\n", info->mammoths);
      g_string_append_printf (out, "aurochs: %u\n", info->aurochs);
      g_string_append_printf (out, "fire: %s\n", yes_no (info->fire));
      g_string_append_printf (out, "sacred: %s\n", yes_no (info->sacred));
      break;
    case HG_ZONE_RIVER:
      g_string_append_printf (out, "lakes: %u\n", info->n_lakes);
      g_string_append_printf (out, "lake-fish: %u\n", info->lake_fish);
      break;
    case HG_ZONE_LAKE:
      g_string_append_printf (out, "rivers: %u\n", info->n_rivers);
      break;
    case HG_ZONE_NONE:
    default:
      g_return_if_reached ();
    }

  if (water)
    {
      g_string_append_printf (out, "system-fish: %u\n", info->system_fish);
      append_counts (out, "huts", info->huts, n_players);
      append_seats (out, "hut-holders", info->hut_holders);
    }
}

int
hg_cli_feature (const HgCliCommand  *command,
                int                  argc,
                char               **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  const HgState *state;
  HgFeatureInfo info;
  HgPlacement placed;
  const char *path, *where;
  int status, x, y;
  guint zone;

  status = hg_cli_parse (command, argc, argv, 2, 2, &args, NULL);
  if (status != HG_CLI_RUN)
    return status;
  path = args[0];
  where = args[1];

  if (!parse_zone (where, &x, &y, &zone))
    {
      /* TRANSLATORS: %s is the argument as typed */
      hg_cli_error (command->name, _("“%s” is not X,Y,ZONE (a square and a zone number, "
                                     "as in 0,-1,3)"), where);
      return HG_CLI_BAD;
    }

  game = hg_cli_load (command->name, path);
  if (game == NULL)
    return HG_CLI_BAD;
  state = hg_game_get_state (game);

  if (!hg_state_get_tile_at (state, x, y, &placed))
    {
      /* TRANSLATORS: the file, the argument as typed, then the square */
      hg_cli_error (command->name, _("%s: “%s”: no tile at %d,%d"), path, where, x, y);
      return HG_CLI_BAD;
    }
  if (!hg_state_describe_feature (state, x, y, zone, &info))
    {
      /* TRANSLATORS: the file, the argument as typed, the tile, the square
       * and the zone number */
      hg_cli_error (command->name, _("%s: “%s”: tile %u at %d,%d has no zone %u"),
                    path, where, placed.tile, x, y, zone);
      return HG_CLI_BAD;
    }

  append_summary (out, &info, hg_state_get_n_players (state));
  fwrite (out->str, 1, out->len, stdout);
  return HG_CLI_OK;
}
