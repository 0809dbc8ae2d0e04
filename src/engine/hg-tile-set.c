/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-set.c: loading data/tiles.xml into the compact tile tables. */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>
#include <gio/gio.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "hg-tile-set-private.h"
#include "hg-engine-resources.h"

G_DEFINE_QUARK (hg-tile-set-error-quark, hg_tile_set_error)

#define TILES_RESOURCE "/io/github/tribegames/HuntersGatherers/tiles.xml"

static const char * const attr_names[] = {
  [HG_ATTR_DEER] = "deer",
  [HG_ATTR_TIGER] = "tiger",
  [HG_ATTR_MAMMOTH] = "mammoth",
  [HG_ATTR_AUROCHS] = "aurochs",
  [HG_ATTR_FIRE] = "fire",
  [HG_ATTR_SACRED] = "sacred",
  [HG_ATTR_GOLD] = "gold",
  [HG_ATTR_MUSHROOMS] = "mushrooms",
  [HG_ATTR_LAKE] = "lake",
  [HG_ATTR_FISH] = "fish",
};

static const char * const zone_type_names[] = {
  [HG_ZONE_NONE] = NULL,
  [HG_ZONE_MEADOW] = "meadow",
  [HG_ZONE_FOREST] = "forest",
  [HG_ZONE_RIVER] = "river",
  [HG_ZONE_LAKE] = "lake",
};

static const char * const dir_names[] = { "north", "east", "south", "west" };

static gboolean
is_element (xmlNode    *node,
            const char *name)
{
  return node->type == XML_ELEMENT_NODE &&
         strcmp ((const char *) node->name, name) == 0;
}

/* Reads attribute @name of @node as an integer in [@min, @max]. */
static gboolean
get_uint_attr (xmlNode     *node,
               const char  *name,
               guint        max,
               guint       *out,
               const char  *where,
               GError     **error)
{
  g_autofree char *text = (char *) xmlGetProp (node, (const xmlChar *) name);
  guint64 value;

  if (text == NULL)
    {
      /* TRANSLATORS: first %s: a place in the file ("tile 3"); second: an XML attribute name */
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s: missing attribute “%s”"), where, name);
      return FALSE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &value, NULL))
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s: attribute “%s” must be a number from 0 to %u, not “%s”"),
                   where, name, max, text);
      return FALSE;
    }
  *out = (guint) value;
  return TRUE;
}

static gboolean
parse_side (xmlNode     *node,
            HgSide      *side,
            guint        dir,
            const char  *where,
            GError     **error)
{
  g_autofree char *dir_text = (char *) xmlGetProp (node, (const xmlChar *) "dir");
  g_autofree char *type = (char *) xmlGetProp (node, (const xmlChar *) "type");
  g_autofree char *side_where = g_strdup_printf ("%s, %s side", where, dir_names[dir]);
  guint a, r, b;

  if (dir_text == NULL || strcmp (dir_text, dir_names[dir]) != 0)
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s: the sides must be given in the order north, east, south, west"),
                   where);
      return FALSE;
    }
  if (type == NULL)
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s: missing attribute “%s”"), side_where, "type");
      return FALSE;
    }
  if (strcmp (type, "forest") == 0 || strcmp (type, "meadow") == 0)
    {
      if (!get_uint_attr (node, "zone", HG_MAX_ZONES - 1, &a, side_where, error))
        return FALSE;
      side->type = type[0] == 'f' ? HG_SIDE_FOREST : HG_SIDE_MEADOW;
      side->zone[0] = side->zone[1] = side->zone[2] = a;
      return TRUE;
    }
  if (strcmp (type, "river") == 0)
    {
      if (!get_uint_attr (node, "a", HG_MAX_ZONES - 1, &a, side_where, error) ||
          !get_uint_attr (node, "river", HG_MAX_ZONES - 1, &r, side_where, error) ||
          !get_uint_attr (node, "b", HG_MAX_ZONES - 1, &b, side_where, error))
        return FALSE;
      side->type = HG_SIDE_RIVER;
      side->zone[0] = a;
      side->zone[1] = r;
      side->zone[2] = b;
      return TRUE;
    }
  g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
               _("%s: unknown side type “%s”"), side_where, type);
  return FALSE;
}

static gboolean
add_attr (HgZone      *zone,
          HgZoneAttr   attr,
          const char  *where,
          GError     **error)
{
  if (zone->n_attrs >= HG_MAX_ZONE_ATTRS)
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s: more than %d attributes"), where, HG_MAX_ZONE_ATTRS);
      return FALSE;
    }
  zone->attr_order[zone->n_attrs++] = attr;
  return TRUE;
}

static gboolean
parse_zone_attr (xmlNode     *child,
                 HgZone      *zone,
                 const char  *where,
                 GError     **error)
{
  const char *name = (const char *) child->name;
  guint value;

  for (guint a = HG_ATTR_DEER; a <= HG_ATTR_MUSHROOMS; a++)
    {
      gboolean fits;
      guint8 *count;

      if (strcmp (name, attr_names[a]) != 0)
        continue;
      switch (a)
        {
        case HG_ATTR_DEER: count = &zone->deer; break;
        case HG_ATTR_TIGER: count = &zone->tiger; break;
        case HG_ATTR_MAMMOTH: count = &zone->mammoth; break;
        case HG_ATTR_AUROCHS: count = &zone->aurochs; break;
        case HG_ATTR_FIRE: count = &zone->fire; break;
        case HG_ATTR_SACRED: count = &zone->sacred; break;
        case HG_ATTR_GOLD: count = &zone->gold; break;
        default: count = &zone->mushrooms; break;
        }
      fits = a <= HG_ATTR_SACRED ? zone->type == HG_ZONE_MEADOW
                                 : zone->type == HG_ZONE_FOREST;
      if (!fits)
        {
          g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                       _("%s: a %s zone cannot have “%s”"),
                       where, zone_type_names[zone->type], name);
          return FALSE;
        }
      (*count)++;
      return add_attr (zone, a, where, error);
    }

  if (strcmp (name, "lake") == 0 && zone->type == HG_ZONE_RIVER)
    {
      if (zone->lake != HG_NO_ZONE)
        {
          g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                       _("%s: a river flows into one lake at most"), where);
          return FALSE;
        }
      if (!get_uint_attr (child, "zone", HG_MAX_ZONES - 1, &value, where, error))
        return FALSE;
      zone->lake = value;
      return add_attr (zone, HG_ATTR_LAKE, where, error);
    }
  if (strcmp (name, "fish") == 0 && zone->type == HG_ZONE_LAKE)
    {
      if (!get_uint_attr (child, "count", 99, &value, where, error))
        return FALSE;
      zone->fish = value;
      return add_attr (zone, HG_ATTR_FISH, where, error);
    }

  g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
               _("%s: unknown zone attribute “%s”"), where, name);
  return FALSE;
}

static gboolean
parse_zone (xmlNode     *node,
            HgTile      *tile,
            const char  *where,
            GError     **error)
{
  g_autofree char *type = (char *) xmlGetProp (node, (const xmlChar *) "type");
  g_autofree char *zone_where = NULL;
  HgZone *zone;
  guint n;

  if (!get_uint_attr (node, "n", HG_MAX_ZONES - 1, &n, where, error))
    return FALSE;
  zone_where = g_strdup_printf ("%s, zone %u", where, n);
  zone = &tile->zones[n];
  if (zone->type != HG_ZONE_NONE)
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s: zone %u is given twice"), where, n);
      return FALSE;
    }
  for (guint t = HG_ZONE_MEADOW; t <= HG_ZONE_LAKE; t++)
    if (type != NULL && strcmp (type, zone_type_names[t]) == 0)
      zone->type = t;
  if (zone->type == HG_ZONE_NONE)
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s: unknown zone type “%s”"), zone_where,
                   type != NULL ? type : "");
      return FALSE;
    }
  zone->lake = HG_NO_ZONE;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type == XML_TEXT_NODE && xmlIsBlankNode (child))
        continue;
      if (child->type == XML_COMMENT_NODE)
        continue;
      if (child->type != XML_ELEMENT_NODE)
        {
          g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                       _("%s: unexpected content"), zone_where);
          return FALSE;
        }
      if (!parse_zone_attr (child, zone, zone_where, error))
        return FALSE;
    }

  if (zone->type == HG_ZONE_LAKE && zone->n_attrs == 0)
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s: a lake needs its fish count"), zone_where);
      return FALSE;
    }
  if ((guint) tile->n_zones < n + 1)
    tile->n_zones = n + 1;
  return TRUE;
}

static gboolean
check_zone_ref (const HgTile  *tile,
                guint          zone,
                HgZoneType     type,
                const char    *where,
                GError       **error)
{
  if (tile->zones[zone].type != type)
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s: zone %u is not a %s zone"), where, zone,
                   zone_type_names[type]);
      return FALSE;
    }
  return TRUE;
}

/* Cross-checks a tile and fills in the zones' side masks. */
static gboolean
finish_tile (HgTile      *tile,
             const char  *where,
             GError     **error)
{
  for (guint d = 0; d < 4; d++)
    {
      const HgSide *side = &tile->sides[d];
      g_autofree char *side_where = g_strdup_printf ("%s, %s side", where, dir_names[d]);

      switch (side->type)
        {
        case HG_SIDE_FOREST:
          if (!check_zone_ref (tile, side->zone[0], HG_ZONE_FOREST, side_where, error))
            return FALSE;
          tile->zones[side->zone[0]].sides |= 1 << d;
          break;
        case HG_SIDE_MEADOW:
          if (!check_zone_ref (tile, side->zone[0], HG_ZONE_MEADOW, side_where, error))
            return FALSE;
          tile->zones[side->zone[0]].sides |= 1 << d;
          break;
        case HG_SIDE_RIVER:
        default:
          if (!check_zone_ref (tile, side->zone[0], HG_ZONE_MEADOW, side_where, error) ||
              !check_zone_ref (tile, side->zone[1], HG_ZONE_RIVER, side_where, error) ||
              !check_zone_ref (tile, side->zone[2], HG_ZONE_MEADOW, side_where, error))
            return FALSE;
          tile->zones[side->zone[0]].sides |= 1 << d;
          tile->zones[side->zone[1]].sides |= 1 << d;
          tile->zones[side->zone[2]].sides |= 1 << d;
          break;
        }
    }

  for (guint z = 0; z < tile->n_zones; z++)
    {
      const HgZone *zone = &tile->zones[z];
      g_autofree char *zone_where = g_strdup_printf ("%s, zone %u", where, z);

      if (zone->type == HG_ZONE_RIVER && zone->lake != HG_NO_ZONE &&
          !check_zone_ref (tile, zone->lake, HG_ZONE_LAKE, zone_where, error))
        return FALSE;
      if (zone->type != HG_ZONE_NONE && zone->type != HG_ZONE_LAKE &&
          zone->sides == 0)
        {
          g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                       _("%s: the zone touches no side"), zone_where);
          return FALSE;
        }
      if (zone->type == HG_ZONE_RIVER &&
          __builtin_popcount (zone->sides) + (zone->lake != HG_NO_ZONE) > 2)
        {
          g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                       _("%s: a river zone has at most two ends"), zone_where);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
parse_tile (xmlNode     *node,
            HgTileSet   *set,
            gboolean    *seen,
            GError     **error)
{
  g_autofree char *kind = (char *) xmlGetProp (node, (const xmlChar *) "kind");
  g_autofree char *where = NULL;
  HgTileKind expected;
  HgTile *tile;
  guint id, n_sides = 0;
  gboolean has_zone = FALSE;

  if (!get_uint_attr (node, "id", HG_N_TILES - 1, &id, _("a tile"), error))
    return FALSE;
  /* TRANSLATORS: a place in the tiles file, %u is a tile id */
  where = g_strdup_printf (_("tile %u"), id);
  if (seen[id])
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s is given twice"), where);
      return FALSE;
    }
  seen[id] = TRUE;
  tile = &set->tiles[id];
  tile->id = id;

  expected = id == HG_START_TILE_ID ? HG_TILE_START
           : id >= HG_FIRST_BONUS_ID ? HG_TILE_BONUS : HG_TILE_LAND;
  if (kind == NULL ||
      (strcmp (kind, "start") != 0 && strcmp (kind, "land") != 0 &&
       strcmp (kind, "bonus") != 0))
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s: kind must be start, land or bonus"), where);
      return FALSE;
    }
  tile->kind = kind[0] == 's' ? HG_TILE_START : kind[0] == 'l' ? HG_TILE_LAND : HG_TILE_BONUS;
  if (tile->kind != expected)
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s: wrong kind “%s” (tile %d is the start tile, %d-%d the bonus tiles)"),
                   where, kind, HG_START_TILE_ID, HG_FIRST_BONUS_ID, HG_N_TILES - 1);
      return FALSE;
    }

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type == XML_COMMENT_NODE ||
          (child->type == XML_TEXT_NODE && xmlIsBlankNode (child)))
        continue;
      if (is_element (child, "side"))
        {
          if (n_sides >= 4 || has_zone)
            {
              g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                           _("%s: a tile has four sides, before its zones"), where);
              return FALSE;
            }
          if (!parse_side (child, &tile->sides[n_sides], n_sides, where, error))
            return FALSE;
          n_sides++;
        }
      else if (is_element (child, "zone"))
        {
          has_zone = TRUE;
          if (!parse_zone (child, tile, where, error))
            return FALSE;
        }
      else
        {
          g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                       _("%s: unexpected content"), where);
          return FALSE;
        }
    }
  if (n_sides != 4)
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("%s: a tile has four sides, not %u"), where, n_sides);
      return FALSE;
    }
  return finish_tile (tile, where, error);
}

static void
build_tables (HgTileSet *set)
{
  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = &set->tiles[id];

      for (guint r = 0; r < 4; r++)
        {
          guint sig = 0;

          for (guint d = 0; d < 4; d++)
            sig |= hg_tile_side (tile, r, d)->type << (2 * d);
          set->sig[id][r] = sig;
        }
      for (guint key = 0; key < HG_N_KEYS; key++)
        {
          guint rots = 0;

          for (guint r = 0; r < 4; r++)
            {
              gboolean ok = TRUE;

              for (guint d = 0; d < 4 && ok; d++)
                {
                  guint want = (key >> (2 * d)) & 3;

                  if (want != 0 && want != ((guint) (set->sig[id][r] >> (2 * d)) & 3u) + 1u)
                    ok = FALSE;
                }
              if (ok)
                rots |= 1 << r;
            }
          set->fits[id][key] = rots;
        }
      set->n_used[id] = 0;
      for (guint z = 0; z < HG_MAX_ZONES; z++)
        {
          set->local[id][z] = HG_NO_ZONE;
          if (tile->zones[z].type != HG_ZONE_NONE)
            {
              set->local[id][z] = set->n_used[id];
              set->used[id][set->n_used[id]++] = z;
            }
        }
    }
}

HgTileSet *
hg_tile_set_new_from_data (const char  *xml,
                           gsize        len,
                           GError     **error)
{
  g_autoptr (HgTileSet) set = NULL;
  gboolean seen[HG_N_TILES] = { FALSE, };
  xmlDoc *doc;
  xmlNode *root;
  g_autofree char *version = NULL;

  g_return_val_if_fail (xml != NULL || len == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (len > G_MAXINT)
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("The tile set is too large"));
      return NULL;
    }
  xmlResetLastError ();
  doc = xmlReadMemory (xml != NULL ? xml : "", (int) len, "tiles.xml", NULL,
                       XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (doc == NULL)
    {
      const xmlError *xerr = xmlGetLastError ();

      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("The tile set is not well-formed XML: %s"),
                   xerr != NULL && xerr->message != NULL ? g_strstrip (xerr->message)
                                                         : _("no document"));
      return NULL;
    }

  set = g_new0 (HgTileSet, 1);
  root = xmlDocGetRootElement (doc);
  if (root == NULL || !is_element (root, "tileset"))
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("The tile set must have the root element “tileset”"));
      goto fail;
    }
  version = (char *) xmlGetProp (root, (const xmlChar *) "version");
  if (version == NULL || strcmp (version, "1") != 0)
    {
      g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                   _("Unsupported tile set version “%s”"), version ? version : "");
      goto fail;
    }
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    {
      if (child->type == XML_COMMENT_NODE ||
          (child->type == XML_TEXT_NODE && xmlIsBlankNode (child)))
        continue;
      if (!is_element (child, "tile"))
        {
          g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                       _("Unexpected content in the tile set: only tile elements are allowed"));
          goto fail;
        }
      if (!parse_tile (child, set, seen, error))
        goto fail;
    }
  for (guint id = 0; id < HG_N_TILES; id++)
    if (!seen[id])
      {
        g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                     _("Tile %u is missing from the tile set"), id);
        goto fail;
      }

  xmlFreeDoc (doc);
  build_tables (set);
  {
    guint total = 0;

    for (guint id = 0; id < HG_N_TILES; id++)
      total += set->n_used[id];
    if (total > HG_MAX_TOTAL_ZONES)
      {
        g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                     _("The tile set has %u zones in all, more than the %d the engine can hold"),
                     total, HG_MAX_TOTAL_ZONES);
        return NULL;
      }
  }
  return g_steal_pointer (&set);

fail:
  xmlFreeDoc (doc);
  return NULL;
}

void
hg_tile_set_free (HgTileSet *set)
{
  g_free (set);
}

const HgTile *
hg_tile_set_lookup (const HgTileSet *set,
                    guint            id)
{
  g_return_val_if_fail (set != NULL, NULL);
  g_return_val_if_fail (id < HG_N_TILES, NULL);

  return &set->tiles[id];
}

static void
append_side (GString      *s,
             const HgSide *side)
{
  switch (side->type)
    {
    case HG_SIDE_FOREST:
      g_string_append_printf (s, " F%u", side->zone[0]);
      break;
    case HG_SIDE_MEADOW:
      g_string_append_printf (s, " M%u", side->zone[0]);
      break;
    case HG_SIDE_RIVER:
    default:
      g_string_append_printf (s, " R%u-%u-%u", side->zone[0], side->zone[1], side->zone[2]);
      break;
    }
}

char *
hg_tile_to_line (const HgTile *tile)
{
  static const char * const kinds[] = { "start", "land", "bonus" };
  GString *s;

  g_return_val_if_fail (tile != NULL, NULL);

  s = g_string_new (NULL);
  g_string_append_printf (s, "%u %s", tile->id, kinds[tile->kind]);
  for (guint d = 0; d < 4; d++)
    append_side (s, &tile->sides[d]);
  g_string_append (s, " |");
  for (guint z = 0; z < tile->n_zones && z < HG_MAX_ZONES; z++)
    {
      const HgZone *zone = &tile->zones[z];

      if (zone->type == HG_ZONE_NONE || zone->type > HG_ZONE_LAKE)
        continue;
      g_string_append_printf (s, " %u:%s", z, zone_type_names[zone->type]);
      for (guint i = 0; i < zone->n_attrs && i < HG_MAX_ZONE_ATTRS; i++)
        {
          guint attr = zone->attr_order[i];

          if (attr == HG_ATTR_LAKE)
            g_string_append_printf (s, ",lake=%u", zone->lake);
          else if (attr == HG_ATTR_FISH)
            g_string_append_printf (s, ",fish=%u", zone->fish);
          else if (attr < G_N_ELEMENTS (attr_names))
            g_string_append_printf (s, ",%s", attr_names[attr]);
        }
    }
  return g_string_free (s, FALSE);
}

static HgTileSet *default_set;
static char *default_error;

const HgTileSet *
hg_tile_set_get_default (GError **error)
{
  static gsize initialized = 0;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_once_init_enter (&initialized))
    {
      g_autoptr (GError) local_error = NULL;
      g_autoptr (GBytes) bytes = NULL;

      bytes = g_resource_lookup_data (hg_engine_get_resource (), TILES_RESOURCE,
                                      G_RESOURCE_LOOKUP_FLAGS_NONE, &local_error);
      if (bytes != NULL)
        {
          gsize len;
          const char *data = g_bytes_get_data (bytes, &len);

          default_set = hg_tile_set_new_from_data (data, len, &local_error);
        }
      if (default_set == NULL)
        default_error = g_strdup (local_error->message);
      g_once_init_leave (&initialized, 1);
    }

  if (default_set == NULL)
    g_set_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID,
                 _("The built-in tile set is broken: %s"), default_error);
  return default_set;
}
