/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-text.c: a tile in words, from the tile data alone. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-tile-text.h"

static const char *
direction_name (guint dir)
{
  switch (dir & 3)
    {
    /* TRANSLATORS: the sides of a tile as shown (north is up) */
    case HG_DIR_N: return C_("side", "north");
    case HG_DIR_E: return C_("side", "east");
    case HG_DIR_S: return C_("side", "south");
    case HG_DIR_W:
    default: return C_("side", "west");
    }
}

/* "north", "north and east", "north, east and south": the sides (as
 * shown) that the unrotated @sides mask touches; NULL for none or all. */
static char *
sides_phrase (guint8 sides,
              guint  rot)
{
  g_autofree char *text = NULL;
  guint n = 0, left = 0;

  for (guint d = 0; d < 4; d++)
    if (sides & (1u << ((d + 4 - rot) & 3)))
      left++;
  if (left == 0 || left == 4)
    return NULL;
  for (guint d = 0; d < 4; d++)
    {
      char *next;

      if (!(sides & (1u << ((d + 4 - rot) & 3))))
        continue;
      left--;
      if (n++ == 0)
        next = g_strdup (direction_name (d));
      else if (left > 0)
        /* TRANSLATORS: sides of a tile in a list, all but the last */
        next = g_strdup_printf (C_("sides", "%s, %s"), text, direction_name (d));
      else
        /* TRANSLATORS: sides of a tile in a list, the last one */
        next = g_strdup_printf (C_("sides", "%s and %s"), text, direction_name (d));
      g_free (text);
      text = next;
    }
  return g_steal_pointer (&text);
}

static const char *
side_word (HgSideType type)
{
  switch (type)
    {
    case HG_SIDE_FOREST: return _("forest");
    case HG_SIDE_RIVER: return _("river");
    case HG_SIDE_MEADOW:
    default: return _("meadow");
    }
}

/* What lies on the tile: "2 deer, 1 tiger, 3 fish, gold, mushrooms". */
static char *
contents (const HgTile *tile)
{
  guint deer = 0, tigers = 0, mammoths = 0, aurochs = 0, fish = 0, gold = 0, mushrooms = 0;
  guint fire = 0, sacred = 0;
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (guint z = 0; z < tile->n_zones && z < HG_MAX_ZONES; z++)
    {
      const HgZone *zone = &tile->zones[z];

      deer += zone->deer;
      tigers += zone->tiger;
      mammoths += zone->mammoth;
      aurochs += zone->aurochs;
      fish += zone->fish;
      gold += zone->gold;
      mushrooms += zone->mushrooms;
      fire += zone->fire;
      sacred += zone->sacred;
    }
  if (deer > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u deer", "%u deer", deer), deer));
  if (tigers > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u tiger", "%u tigers", tigers), tigers));
  if (mammoths > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u mammoth", "%u mammoths", mammoths), mammoths));
  if (aurochs > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u aurochs", "%u aurochs", aurochs), aurochs));
  if (fish > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u fish", "%u fish", fish), fish));
  if (gold > 0)
    g_ptr_array_add (parts, g_strdup (_("gold")));
  if (mushrooms > 0)
    g_ptr_array_add (parts, g_strdup (_("mushrooms")));
  if (fire > 0)
    g_ptr_array_add (parts, g_strdup (_("a fire")));
  if (sacred > 0)
    g_ptr_array_add (parts, g_strdup (_("a sacred circle")));
  if (parts->len == 0)
    return NULL;
  g_ptr_array_add (parts, NULL);
  /* TRANSLATORS: between the things that lie on a tile: "2 deer, 3 fish" */
  return g_strjoinv (C_("contents", ", "), (char **) parts->pdata);
}

char *
hg_tile_text_describe (const HgTile *tile,
                       guint         rot)
{
  g_autofree char *contained = NULL;
  g_autofree char *sides = NULL;

  g_return_val_if_fail (tile != NULL, NULL);

  /* TRANSLATORS: a tile's four sides as shown, clockwise from the top:
   * "north forest, east meadow, south river, west meadow" */
  sides = g_strdup_printf (_("North %s, east %s, south %s, west %s"),
                           side_word (hg_tile_side (tile, rot, HG_DIR_N)->type),
                           side_word (hg_tile_side (tile, rot, HG_DIR_E)->type),
                           side_word (hg_tile_side (tile, rot, HG_DIR_S)->type),
                           side_word (hg_tile_side (tile, rot, HG_DIR_W)->type));
  contained = contents (tile);
  if (contained == NULL)
    /* TRANSLATORS: a tile's sides, nothing on it */
    return g_strdup_printf (_("%s."), sides);
  /* TRANSLATORS: a tile's sides; what lies on it */
  return g_strdup_printf (_("%s; %s."), sides, contained);
}

char *
hg_tile_text_zone (const HgTile *tile,
                   guint         rot,
                   guint         zone)
{
  g_autofree char *where = NULL;
  const HgZone *z;

  g_return_val_if_fail (tile != NULL, NULL);
  g_return_val_if_fail (zone < HG_MAX_ZONES, NULL);

  z = &tile->zones[zone];
  where = sides_phrase (z->sides, rot & 3);
  switch (z->type)
    {
    case HG_ZONE_FOREST:
      /* TRANSLATORS: a forest named by the sides it touches: "the north forest" */
      return where != NULL ? g_strdup_printf (_("the %s forest"), where) : g_strdup (_("the forest"));
    case HG_ZONE_RIVER:
      /* TRANSLATORS: a river named by the sides it touches: "the north and south river" */
      return where != NULL ? g_strdup_printf (_("the %s river"), where) : g_strdup (_("the river"));
    case HG_ZONE_LAKE:
      return g_strdup (_("the lake"));
    case HG_ZONE_MEADOW:
      /* TRANSLATORS: a meadow named by the sides it touches: "the north meadow" */
      return where != NULL ? g_strdup_printf (_("the %s meadow"), where) : g_strdup (_("the meadow"));
    case HG_ZONE_NONE:
    default:
      return g_strdup ("");
    }
}

char *
hg_tile_text_spot (const HgTile *tile,
                   guint         rot,
                   guint         zone,
                   HgRole        role)
{
  g_autofree char *name = hg_tile_text_zone (tile, rot, zone);

  g_return_val_if_fail (name != NULL, NULL);

  switch (role)
    {
    /* TRANSLATORS: a figure spot: the figure, then the zone ("the north forest") */
    case HG_ROLE_GATHERER: return g_strdup_printf (_("gatherer in %s"), name);
    case HG_ROLE_FISHER: return g_strdup_printf (_("fisherman on %s"), name);
    case HG_ROLE_HUNTER: return g_strdup_printf (_("hunter in %s"), name);
    case HG_ROLE_HUT: return g_strdup_printf (_("hut by %s"), name);
    case HG_ROLE_NONE:
    default: return g_steal_pointer (&name);
    }
}
