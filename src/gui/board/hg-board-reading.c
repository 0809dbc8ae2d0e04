/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-reading.c: the board read out, and what is tinted on it.
 *
 * While a tile waits for its figure, the figure spot pointed at (or
 * chosen with Tab) is read: the feature its zone would join, the new tile
 * with it (hg_state_preview_feature()).  At every step the zone of any
 * placed tile under the pointer is read (hg_state_describe_feature());
 * which zone that is, the painter's zone masks say; the tile put down is
 * read so with Ctrl held.  The feature's zones are tinted across the board, and it is
 * told in one line, HgBoardView:feature-text, made from the engine's
 * summary, HgBoardView:feature-info.  The log's tint and this
 * one take turns: whichever came last shows, and when the pointer leaves,
 * the other comes back.  The log's tint and its outlined square are set
 * here too (hg_board_view_set_highlight(), ..._set_highlight_square()).
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hg-board-view-private.h"
#include "hg-feature-text.h"
#include "hg-tile-painter.h"

typedef enum {
  TARGET_NONE,
  TARGET_SPOT,         /* a figure spot of the tile put down */
  TARGET_PLACED,       /* a zone of a placed tile */
  TARGET_PROVISIONAL,  /* a zone of the tile put down */
} TargetKind;

typedef struct {
  TargetKind kind;
  int        x, y;
  guint      zone;
  HgRole     role;
} Target;

/* The zone of the tile @p under widget point (@wx,@wy), from the
 * painter's zone masks. */
static guint
zone_under (HgBoardView       *self,
            const HgPlacement *p,
            double             wx,
            double             wy)
{
  const HgTile *tile = hg_board_render_tile (hg_game_get_state (self->game), p->tile);
  double x, y, size;

  if (tile == NULL)
    return HG_NO_ZONE;
  hg_board_camera_to_screen (hg_board_view_camera (self), p->x, p->y, &x, &y, &size);
  return hg_tile_painter_zone_at (hg_tile_cache_get_shapes (self->cache), tile, p->rot,
                                  (wx - x) / size, (wy - y) / size);
}

static Target
find_target (HgBoardView *self)
{
  Target t = { TARGET_NONE, 0, 0, HG_NO_ZONE, HG_ROLE_NONE };
  const HgState *state;
  const HgMove *spots;
  HgPlacement p, provisional;
  gboolean has_provisional;
  guint n_spots;
  int spot, x, y;

  if (self->game == NULL)
    return t;
  state = hg_game_get_state (self->game);

  spot = hg_board_placing_get_spot_hover (self->placing);
  if (spot < 0)
    spot = hg_board_placing_get_spot_focus (self->placing);
  has_provisional = hg_board_placing_get_placement (self->placing, &provisional);
  spots = hg_board_placing_get_spots (self->placing, &n_spots);
  if (has_provisional && spot >= 0 && (guint) spot < n_spots)
    {
      const HgMove *m = &spots[spot];

      return (Target) { TARGET_SPOT, m->x, m->y, m->zone, m->role };
    }

  if (!self->pointer.inside)
    return t;
  hg_board_camera_to_square (hg_board_view_camera (self), self->pointer.x, self->pointer.y, &x, &y);
  /* a placed tile is read at every step, the person's tile step too (a
   * newcomer wants to know whose forest is whose before placing) */
  if (hg_state_get_tile_at (state, x, y, &p))
    t.kind = TARGET_PLACED;
  else if (has_provisional && provisional.x == x && provisional.y == y
           && (!hg_board_placing_get_can_place (self->placing) || self->reading.key_held))
    {
      p = provisional;
      t.kind = TARGET_PROVISIONAL;
    }
  else
    return t;
  t.x = x;
  t.y = y;
  t.zone = zone_under (self, &p, self->pointer.x, self->pointer.y);
  if (t.zone == HG_NO_ZONE)
    t.kind = TARGET_NONE;
  return t;
}

static void
append_unique (GArray          *zones,
               const HgZoneRef *more,
               guint            n)
{
  for (guint i = 0; i < n; i++)
    {
      gboolean seen = FALSE;

      for (guint j = 0; j < zones->len && !seen; j++)
        {
          const HgZoneRef *z = &g_array_index (zones, HgZoneRef, j);

          seen = z->x == more[i].x && z->y == more[i].y && z->zone == more[i].zone;
        }
      if (!seen)
        g_array_append_val (zones, more[i]);
    }
}

/* The feature of zone @zone of the tile put down, its zones into @zones. */
static gboolean
preview (HgBoardView   *self,
         guint          zone,
         HgFeatureInfo *info,
         GArray        *zones)
{
  const HgState *state = hg_game_get_state (self->game);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (HgZoneRef));
  HgPlacement provisional;
  guint n = 0;

  if (!hg_board_placing_get_placement (self->placing, &provisional)
      || !hg_state_preview_feature (state, &provisional, zone, info, NULL, 0, &n))
    return FALSE;
  g_array_set_size (found, n);
  hg_state_preview_feature (state, &provisional, zone, info,
                            (HgZoneRef *) (gpointer) found->data, n, &n);
  append_unique (zones, (const HgZoneRef *) (gconstpointer) found->data, MIN (n, found->len));
  return TRUE;
}

static void
placed_zones (const HgState *state,
              int            x,
              int            y,
              guint          zone,
              GArray        *zones)
{
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (HgZoneRef));
  guint n = hg_state_get_feature_zones (state, x, y, zone, NULL, 0);

  g_array_set_size (found, n);
  n = hg_state_get_feature_zones (state, x, y, zone, (HgZoneRef *) (gpointer) found->data, n);
  append_unique (zones, (const HgZoneRef *) (gconstpointer) found->data, MIN (n, found->len));
}

/* A hut on a river claims its river system: the river and the systems of
 * the lakes at its ends (the engine gives a lake's zones as those of its
 * system). */
static void
add_river_systems (HgBoardView *self,
                   GArray      *zones)
{
  const HgState *state = hg_game_get_state (self->game);
  guint n = zones->len;
  HgPlacement provisional;
  gboolean has_provisional = hg_board_placing_get_placement (self->placing, &provisional);

  for (guint i = 0; i < n; i++)
    {
      HgZoneRef z = g_array_index (zones, HgZoneRef, i);
      gboolean down = has_provisional && z.x == provisional.x && z.y == provisional.y;
      const HgTile *tile;
      HgPlacement p;
      HgFeatureInfo lake;

      if (down)
        p = provisional;
      else if (!hg_state_get_tile_at (state, z.x, z.y, &p))
        continue;
      tile = hg_board_render_tile (state, p.tile);
      if (tile == NULL || z.zone >= HG_MAX_ZONES || tile->zones[z.zone].type != HG_ZONE_RIVER
          || tile->zones[z.zone].lake == HG_NO_ZONE)
        continue;
      if (down)
        preview (self, tile->zones[z.zone].lake, &lake, zones);
      else
        placed_zones (state, z.x, z.y, tile->zones[z.zone].lake, zones);
    }
}

static gboolean
zones_equal (GArray *a,
             GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const HgZoneRef *p = &g_array_index (a, HgZoneRef, i), *q = &g_array_index (b, HgZoneRef, i);

      if (p->x != q->x || p->y != q->y || p->zone != q->zone)
        return FALSE;
    }
  return TRUE;
}

/* Whether a meadow of @zones is bounded by a row of stones on one of its
 * tiles (placed, or the tile put down). */
static gboolean
has_stones (HgBoardView *self,
            GArray      *zones)
{
  const HgState *state = hg_game_get_state (self->game);
  HgPlacement provisional;
  gboolean has_provisional = hg_board_placing_get_placement (self->placing, &provisional);

  for (guint i = 0; i < zones->len; i++)
    {
      const HgZoneRef *z = &g_array_index (zones, HgZoneRef, i);
      const HgTile *tile;
      HgPlacement p;

      if (has_provisional && z->x == provisional.x && z->y == provisional.y)
        p = provisional;
      else if (!hg_state_get_tile_at (state, z->x, z->y, &p))
        continue;
      tile = hg_board_render_tile (state, p.tile);
      if (tile != NULL && hg_tile_painter_zone_has_stones (hg_tile_cache_get_shapes (self->cache), tile, z->zone))
        return TRUE;
    }
  return FALSE;
}

/* @info in one line, with the players' names as they stand in sentences. */
static char *
describe (HgBoardView         *self,
          const HgFeatureInfo *info,
          HgRole               role)
{
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  const char *names[HG_MAX_PLAYERS];
  guint n = MIN (hg_game_get_n_players (self->game), HG_MAX_PLAYERS);

  for (guint s = 0; s < n; s++)
    {
      names[s] = hg_player_name_for_sentence (hg_player_get_name (hg_game_get_player (self->game, s)));
      g_ptr_array_add (owned, (gpointer) names[s]);
    }
  return hg_feature_text_describe (info, role, names, n);
}

void
hg_board_view_update_reading (HgBoardView *self)
{
  g_autoptr(GArray) zones = g_array_new (FALSE, FALSE, sizeof (HgZoneRef));
  g_autofree char *id = NULL;
  g_autofree char *text = NULL;
  Target t = find_target (self);
  HgFeatureInfo info;
  HgPlacement provisional;
  gboolean ok = FALSE;

  id = t.kind == TARGET_NONE ? NULL
       : g_strdup_printf ("%d %d,%d,%u,%u %u %u", t.kind, t.x, t.y, t.zone, t.role,
                          hg_state_get_n_moves (hg_game_get_state (self->game)),
                          hg_board_placing_get_placement (self->placing, &provisional) ? provisional.rot : 4);
  if (g_strcmp0 (id, self->reading.key_id) == 0)
    return;
  g_free (self->reading.key_id);
  self->reading.key_id = g_steal_pointer (&id);

  switch (t.kind)
    {
    case TARGET_SPOT:
    case TARGET_PROVISIONAL:
      ok = preview (self, t.zone, &info, zones);
      if (ok && t.role == HG_ROLE_HUT && info.type == HG_ZONE_RIVER)
        add_river_systems (self, zones);
      break;

    case TARGET_PLACED:
      ok = hg_state_describe_feature (hg_game_get_state (self->game), t.x, t.y, t.zone, &info);
      if (ok)
        placed_zones (hg_game_get_state (self->game), t.x, t.y, t.zone, zones);
      break;

    case TARGET_NONE:
    default:
      break;
    }

  if (ok)
    text = describe (self, &info, t.role);
  else
    g_array_set_size (zones, 0);
  if (ok && info.type == HG_ZONE_MEADOW && has_stones (self, zones))
    {
      /* TRANSLATORS: a meadow's line, then what its row of stones means */
      g_autofree char *both = g_strdup_printf (_("%s — a row of stones parts it from the meadow beside"), text);

      g_free (text);
      text = g_steal_pointer (&both);
    }

  if (!zones_equal (zones, self->reading.zones))
    {
      g_array_set_size (self->reading.zones, 0);
      g_array_append_vals (self->reading.zones, zones->data, zones->len);
      if (zones->len > 0)
        self->reading.on_top = TRUE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  /* the summary first, so that whoever hears of the new line finds it */
  if (ok != self->reading.has_info || (ok && memcmp (&info, &self->reading.info, sizeof info) != 0))
    {
      self->reading.has_info = ok;
      if (ok)
        memcpy (&self->reading.info, &info, sizeof info);
      else
        memset (&self->reading.info, 0, sizeof self->reading.info);
      g_object_notify_by_pspec (G_OBJECT (self),
                                g_object_class_find_property (G_OBJECT_GET_CLASS (self), "feature-info"));
    }
  if (g_strcmp0 (text, self->reading.feature_text) != 0)
    {
      g_free (self->reading.feature_text);
      self->reading.feature_text = g_steal_pointer (&text);
      g_object_notify_by_pspec (G_OBJECT (self),
                                g_object_class_find_property (G_OBJECT_GET_CLASS (self), "feature-text"));
    }
}

void
hg_board_view_set_reading_key (HgBoardView *self,
                               gboolean     held)
{
  held = !!held;
  if (self->reading.key_held == held)
    return;
  self->reading.key_held = held;
  hg_board_view_update_reading (self);
}

const HgZoneRef *
hg_board_view_get_tinted (HgBoardView *self,
                          guint       *n_zones)
{
  GArray *shown = self->reading.zones->len > 0 && (self->reading.on_top || self->marked.highlight->len == 0)
                  ? self->reading.zones : self->marked.highlight;

  *n_zones = shown->len;
  return (const HgZoneRef *) (gconstpointer) shown->data;
}

void
hg_board_view_clear_reading (HgBoardView *self)
{
  g_clear_pointer (&self->reading.zones, g_array_unref);
  g_clear_pointer (&self->reading.feature_text, g_free);
  g_clear_pointer (&self->reading.key_id, g_free);
  self->reading.has_info = FALSE;
}

char *
hg_board_view_spot_text (HgBoardView *self,
                         guint        spot)
{
  g_autoptr(GArray) zones = g_array_new (FALSE, FALSE, sizeof (HgZoneRef));
  const HgMove *spots;
  HgFeatureInfo info;
  guint n_spots;

  spots = hg_board_placing_get_spots (self->placing, &n_spots);
  if (self->game == NULL || spot >= n_spots || !preview (self, spots[spot].zone, &info, zones))
    return NULL;
  return describe (self, &info, spots[spot].role);
}
