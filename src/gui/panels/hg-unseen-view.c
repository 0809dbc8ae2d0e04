/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-unseen-view.c: the tiles still to come, land and bonus apart: the
 * groups of identical tiles painted by the tile painter (through a tile
 * cache, in the style of the moment), and the counts of what they carry.
 * It is built again after each change of the game while shown, and when
 * it is shown after changes. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "hg-tile-cache.h"
#include "hg-unseen-count.h"
#include "hg-unseen-group.h"
#include "hg-unseen-view.h"

#define CACHE_BYTES   (2 * 1024 * 1024)

typedef struct {
  GtkLabel      *heading;
  GtkFlowBox    *pictures;
  GtkBox        *counts;
  HgUnseenCount *values[HG_N_UNSEEN_FEATURES];  /* NULL: no row */
  GPtrArray     *groups;                        /* HgUnseenGroup, in order */
  HgUnseenTiles *tiles;
} Section;

struct _HgUnseenView
{
  GtkWidget        parent_instance;

  HgGame          *game;
  GSignalGroup    *game_signals;
  HgTileCache     *cache;
  gboolean         stale;
  Section          sections[2];   /* land, bonus */

  /* Template widgets */
  GtkWidget       *content;
  GtkWidget       *empty_label;
};

G_DEFINE_FINAL_TYPE (HgUnseenView, hg_unseen_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Pictures ----------------------------------------------------------------- */

typedef struct {
  HgUnseenView *view;
  guint8        tile;
} Picture;

static void
draw_picture (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  Picture *picture = user_data;
  HgUnseenView *self = picture->view;
  const HgTile *tile;
  cairo_surface_t *surface;
  double size = MIN (width, height);

  if (self->game == NULL || size <= 0)
    return;
  tile = hg_tile_set_lookup (hg_state_get_tile_set (hg_game_get_state (self->game)), picture->tile);
  if (tile == NULL)
    return;

  surface = hg_tile_cache_get (self->cache, tile, 0, size,
                               gtk_widget_get_scale_factor (GTK_WIDGET (area)));
  cairo_set_source_surface (cr, surface, (width - size) / 2.0, (height - size) / 2.0);
  cairo_paint (cr);
}

/* The pictures draw themselves again (HgTilePicture), after this. */
static void
style_changed_cb (HgUnseenView *self)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  HgTilePainterStyle style = {
    .dark = adw_style_manager_get_dark (manager),
    .high_contrast = adw_style_manager_get_high_contrast (manager),
  };

  hg_tile_cache_set_style (self->cache, &style);
}

/* "15, 19, 52" */
static char *
join_ids (const HgTileGroup *group)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < group->n; i++)
    /* TRANSLATORS: the next number of a list of tile numbers: "15, 19, 52" */
    g_string_append_printf (text, i == 0 ? "%u" : C_("list of tile numbers", ", %u"), group->ids[i]);
  return g_string_free (text, FALSE);
}

static GtkWidget *
new_group_child (HgUnseenView      *self,
                 Section           *section,
                 const HgTileGroup *group)
{
  g_autofree char *ids = join_ids (group);
  Picture *picture = g_new0 (Picture, 1);
  GtkWidget *child;

  picture->view = self;
  picture->tile = group->ids[0];
  child = hg_unseen_group_new (group->n, ids, draw_picture, picture, g_free);
  g_ptr_array_add (section->groups, child);
  return child;
}

/* Counts ------------------------------------------------------------------- */

static const char *
feature_name (HgUnseenFeature feature)
{
  switch (feature)
    {
    case HG_UNSEEN_FOREST:     return _("Forest");
    case HG_UNSEEN_FOREST_END: return _("Ends a forest");
    case HG_UNSEEN_RIVER_END:  return _("Ends a river");
    case HG_UNSEEN_LAKE:       return _("Lake");
    case HG_UNSEEN_GOLD:       return _("Gold");
    case HG_UNSEEN_MUSHROOMS:  return _("Mushrooms");
    case HG_UNSEEN_DEER:       return _("Deer");
    case HG_UNSEEN_TIGER:      return _("Tigers");
    case HG_UNSEEN_MAMMOTH:    return _("Mammoths");
    case HG_UNSEEN_AUROCHS:    return _("Aurochs");
    case HG_UNSEEN_FIRE:       return _("Fire");
    case HG_UNSEEN_SACRED:     return _("Sacred circle");
    case HG_N_UNSEEN_FEATURES:
    default:                   g_return_val_if_reached ("");
    }
}

/* What the count of @feature means, exactly. */
static const char *
feature_explanation (HgUnseenFeature feature)
{
  switch (feature)
    {
    case HG_UNSEEN_FOREST:
      return _("Tiles to come with at least one forest");
    case HG_UNSEEN_FOREST_END:
      return _("Tiles to come with a forest that touches one side only: put against an open forest, such a tile closes it on that side");
    case HG_UNSEEN_RIVER_END:
      return _("Tiles to come with a river that touches one side only and ends on the tile, in a lake or at a spring: put against an open river, such a tile closes it on that side");
    case HG_UNSEEN_LAKE:
      return _("Tiles to come with a lake, and the fish in those lakes");
    case HG_UNSEEN_GOLD:
      return _("Tiles to come with gold in a forest, and their gold nuggets");
    case HG_UNSEEN_MUSHROOMS:
      return _("Tiles to come with mushrooms in a forest");
    case HG_UNSEEN_DEER:
      return _("Tiles to come with deer in a meadow, and the deer on them");
    case HG_UNSEEN_TIGER:
      return _("Tiles to come with tigers in a meadow, and the tigers on them");
    case HG_UNSEEN_MAMMOTH:
      return _("Tiles to come with mammoths in a meadow, and the mammoths on them");
    case HG_UNSEEN_AUROCHS:
      return _("Tiles to come with aurochs in a meadow, and the aurochs on them");
    case HG_UNSEEN_FIRE:
      return _("Tiles to come with a fire in a meadow");
    case HG_UNSEEN_SACRED:
      return _("Tiles to come with a sacred circle in a meadow");
    case HG_N_UNSEEN_FEATURES:
    default:
      g_return_val_if_reached ("");
    }
}

/* "7 tiles", or with what they hold: "7 tiles · 9 fish". */
static char *
count_text (HgUnseenFeature       feature,
            const HgFeatureCount *count)
{
  g_autofree char *tiles = g_strdup_printf (ngettext ("%u tile", "%u tiles", count->tiles), count->tiles);
  g_autofree char *items = NULL;

  switch (feature)
    {
    case HG_UNSEEN_LAKE:
      items = g_strdup_printf (ngettext ("%u fish", "%u fish", count->items), count->items);
      break;
    case HG_UNSEEN_GOLD:
      items = g_strdup_printf (ngettext ("%u nugget", "%u nuggets", count->items), count->items);
      break;
    case HG_UNSEEN_DEER:
      items = g_strdup_printf (ngettext ("%u deer", "%u deer", count->items), count->items);
      break;
    case HG_UNSEEN_TIGER:
      items = g_strdup_printf (ngettext ("%u tiger", "%u tigers", count->items), count->items);
      break;
    case HG_UNSEEN_MAMMOTH:
      items = g_strdup_printf (ngettext ("%u mammoth", "%u mammoths", count->items), count->items);
      break;
    case HG_UNSEEN_AUROCHS:
      /* TRANSLATORS: the animal; the plural is the same in English */
      items = g_strdup_printf (ngettext ("%u aurochs", "%u aurochs", count->items), count->items);
      break;
    case HG_UNSEEN_FOREST:
    case HG_UNSEEN_FOREST_END:
    case HG_UNSEEN_RIVER_END:
    case HG_UNSEEN_MUSHROOMS:
    case HG_UNSEEN_FIRE:
    case HG_UNSEEN_SACRED:
    case HG_N_UNSEEN_FEATURES:
    default:
      return g_steal_pointer (&tiles);
    }
  /* TRANSLATORS: a count of tiles, then what they hold: "7 tiles · 9 fish" */
  return g_strdup_printf (C_("tiles and what they hold", "%s · %s"), tiles, items);
}

/* One row per feature that some tile of the pile's kind has, so that the
 * rows stay while their counts go down to 0. */
static void
add_count_rows (Section         *section,
                const HgTileSet *set,
                gboolean         bonus)
{
  HgFeatureCount all[HG_N_UNSEEN_FEATURES] = { { 0, }, };

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, id);

      if (tile != NULL && tile->kind == (bonus ? HG_TILE_BONUS : HG_TILE_LAND))
        hg_unseen_count_tile (tile, all);
    }

  for (guint f = 0; f < HG_N_UNSEEN_FEATURES; f++)
    if (all[f].tiles > 0)
      {
        GtkWidget *count = hg_unseen_count_new (feature_name (f), feature_explanation (f));

        gtk_box_append (section->counts, count);
        section->values[f] = HG_UNSEEN_COUNT (count);
      }
}

/* Building ----------------------------------------------------------------- */

static void
clear_section (Section *section)
{
  GtkWidget *child;

  g_ptr_array_set_size (section->groups, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (section->pictures))) != NULL)
    gtk_flow_box_remove (section->pictures, child);
  g_clear_pointer (&section->tiles, hg_unseen_tiles_free);
}

static void
fill_section (HgUnseenView *self,
              Section      *section,
              gboolean      bonus)
{
  const HgState *state = hg_game_get_state (self->game);
  g_autofree char *heading = NULL;
  guint n;

  section->tiles = hg_unseen_tiles_new (state, bonus);
  n = section->tiles->n_tiles;
  heading = bonus
    ? g_strdup_printf (ngettext ("%u bonus tile to come", "%u bonus tiles to come", n), n)
    : g_strdup_printf (ngettext ("%u land tile to come", "%u land tiles to come", n), n);
  gtk_label_set_text (section->heading, heading);

  for (guint g = 0; g < section->tiles->groups->len; g++)
    gtk_flow_box_append (section->pictures,
                         new_group_child (self, section,
                                          &g_array_index (section->tiles->groups, HgTileGroup, g)));
  gtk_widget_set_visible (GTK_WIDGET (section->pictures), n > 0);

  if (gtk_widget_get_first_child (GTK_WIDGET (section->counts)) == NULL)
    add_count_rows (section, hg_state_get_tile_set (state), bonus);
  for (guint f = 0; f < HG_N_UNSEEN_FEATURES; f++)
    if (section->values[f] != NULL)
      {
        g_autofree char *text = count_text (f, &section->tiles->features[f]);

        hg_unseen_count_set_value (section->values[f], text);
      }
}

static void
rebuild (HgUnseenView *self)
{
  self->stale = FALSE;
  gtk_widget_set_visible (self->content, self->game != NULL);
  gtk_widget_set_visible (self->empty_label, self->game == NULL);
  for (guint s = 0; s < G_N_ELEMENTS (self->sections); s++)
    {
      clear_section (&self->sections[s]);
      if (self->game != NULL)
        fill_section (self, &self->sections[s], s == 1);
    }
}

static void
game_changed_cb (HgUnseenView *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    rebuild (self);
  else
    self->stale = TRUE;
}

/* GObject ---------------------------------------------------------------- */

static void
hg_unseen_view_map (GtkWidget *widget)
{
  HgUnseenView *self = HG_UNSEEN_VIEW (widget);

  if (self->stale)
    rebuild (self);

  GTK_WIDGET_CLASS (hg_unseen_view_parent_class)->map (widget);
}

static void
hg_unseen_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  HgUnseenView *self = HG_UNSEEN_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_unseen_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  HgUnseenView *self = HG_UNSEEN_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      hg_unseen_view_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_unseen_view_dispose (GObject *object)
{
  HgUnseenView *self = HG_UNSEEN_VIEW (object);
  GtkWidget *child;

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  for (guint s = 0; s < G_N_ELEMENTS (self->sections); s++)
    {
      g_clear_pointer (&self->sections[s].groups, g_ptr_array_unref);
      g_clear_pointer (&self->sections[s].tiles, hg_unseen_tiles_free);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_UNSEEN_VIEW);
  /* The scrolled window at the root is not bound: it goes here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (hg_unseen_view_parent_class)->dispose (object);
}

static void
hg_unseen_view_finalize (GObject *object)
{
  HgUnseenView *self = HG_UNSEEN_VIEW (object);

  g_clear_pointer (&self->cache, hg_tile_cache_free);

  G_OBJECT_CLASS (hg_unseen_view_parent_class)->finalize (object);
}

static void
hg_unseen_view_class_init (HgUnseenViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = hg_unseen_view_get_property;
  object_class->set_property = hg_unseen_view_set_property;
  object_class->dispose = hg_unseen_view_dispose;
  object_class->finalize = hg_unseen_view_finalize;
  widget_class->map = hg_unseen_view_map;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, HG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-unseen-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HgUnseenView, content);
  gtk_widget_class_bind_template_child (widget_class, HgUnseenView, empty_label);
  gtk_widget_class_bind_template_child_full (widget_class, "land_heading", FALSE,
                                             G_STRUCT_OFFSET (HgUnseenView, sections[0].heading));
  gtk_widget_class_bind_template_child_full (widget_class, "land_pictures", FALSE,
                                             G_STRUCT_OFFSET (HgUnseenView, sections[0].pictures));
  gtk_widget_class_bind_template_child_full (widget_class, "land_counts", FALSE,
                                             G_STRUCT_OFFSET (HgUnseenView, sections[0].counts));
  gtk_widget_class_bind_template_child_full (widget_class, "bonus_heading", FALSE,
                                             G_STRUCT_OFFSET (HgUnseenView, sections[1].heading));
  gtk_widget_class_bind_template_child_full (widget_class, "bonus_pictures", FALSE,
                                             G_STRUCT_OFFSET (HgUnseenView, sections[1].pictures));
  gtk_widget_class_bind_template_child_full (widget_class, "bonus_counts", FALSE,
                                             G_STRUCT_OFFSET (HgUnseenView, sections[1].counts));
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "hgunseenview");
}

static void
hg_unseen_view_init (HgUnseenView *self)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint s = 0; s < G_N_ELEMENTS (self->sections); s++)
    self->sections[s].groups = g_ptr_array_new ();
  self->cache = hg_tile_cache_new (CACHE_BYTES);
  style_changed_cb (self);
  g_signal_connect_object (manager, "notify::dark",
                           G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (manager, "notify::high-contrast",
                           G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);

  self->game_signals = g_signal_group_new (HG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "move-applied",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "undone",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "redone",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  rebuild (self);
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_unseen_view_new (void)
{
  return g_object_new (HG_TYPE_UNSEEN_VIEW, NULL);
}

void
hg_unseen_view_set_game (HgUnseenView *self,
                         HgGame       *game)
{
  g_return_if_fail (HG_IS_UNSEEN_VIEW (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;

  g_signal_group_set_target (self->game_signals, game);
  /* Without a game nothing is left to show: that is done at once. */
  if (game == NULL)
    rebuild (self);
  else
    game_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

HgGame *
hg_unseen_view_get_game (HgUnseenView *self)
{
  g_return_val_if_fail (HG_IS_UNSEEN_VIEW (self), NULL);

  return self->game;
}

const HgUnseenTiles *
hg_unseen_view_get_tiles (HgUnseenView *self,
                          gboolean      bonus)
{
  g_return_val_if_fail (HG_IS_UNSEEN_VIEW (self), NULL);

  return self->sections[bonus ? 1 : 0].tiles;
}

guint
hg_unseen_view_get_n_pictures (HgUnseenView *self,
                               gboolean      bonus)
{
  g_return_val_if_fail (HG_IS_UNSEEN_VIEW (self), 0);

  return self->sections[bonus ? 1 : 0].groups->len;
}

const char *
hg_unseen_view_get_group_text (HgUnseenView *self,
                               gboolean      bonus,
                               guint         group)
{
  Section *section;

  g_return_val_if_fail (HG_IS_UNSEEN_VIEW (self), NULL);

  section = &self->sections[bonus ? 1 : 0];
  if (group >= section->groups->len)
    return NULL;
  return hg_unseen_group_get_caption (g_ptr_array_index (section->groups, group));
}

const char *
hg_unseen_view_get_heading (HgUnseenView *self,
                            gboolean      bonus)
{
  g_return_val_if_fail (HG_IS_UNSEEN_VIEW (self), NULL);

  return gtk_label_get_text (self->sections[bonus ? 1 : 0].heading);
}

const char *
hg_unseen_view_get_count_text (HgUnseenView    *self,
                               gboolean         bonus,
                               HgUnseenFeature  feature)
{
  HgUnseenCount *count;

  g_return_val_if_fail (HG_IS_UNSEEN_VIEW (self), NULL);
  g_return_val_if_fail (feature < HG_N_UNSEEN_FEATURES, NULL);

  count = self->sections[bonus ? 1 : 0].values[feature];
  return count != NULL ? hg_unseen_count_get_value (count) : NULL;
}
