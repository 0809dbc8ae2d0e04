/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-unseen-group.c: a group of identical tiles to come
 * (hg-unseen-group.h); its look is ui/hg-unseen-group.ui. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-tile-picture.h"
#include "hg-unseen-group.h"

struct _HgUnseenGroup
{
  GtkFlowBoxChild  parent_instance;

  guint            count;
  char            *tiles;

  /* Template widgets */
  GtkDrawingArea  *picture;
  GtkLabel        *caption;
};

G_DEFINE_FINAL_TYPE (HgUnseenGroup, hg_unseen_group, GTK_TYPE_FLOW_BOX_CHILD)

enum {
  PROP_0,
  PROP_COUNT,
  PROP_TILES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Template callbacks ----------------------------------------------------- */

static char *
count_caption (gpointer unused,
               guint    count)
{
  /* TRANSLATORS: under the picture of a group of identical tiles: how
   * many of them are still to come */
  return g_strdup_printf (_("×%u"), count);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_unseen_group_constructed (GObject *object)
{
  HgUnseenGroup *self = HG_UNSEEN_GROUP (object);
  g_autofree char *description = NULL;

  G_OBJECT_CLASS (hg_unseen_group_parent_class)->constructed (object);

  /* TRANSLATORS: a group of identical tiles still to come: how many, then
   * their numbers ("3 tiles: 15, 19, 52") */
  description = g_strdup_printf (ngettext ("%u tile: %s", "%u tiles: %s", self->count),
                                 self->count, self->tiles != NULL ? self->tiles : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  -1);
  /* A tile alone is the usual case: its count steps back. */
  if (self->count == 1)
    gtk_widget_add_css_class (GTK_WIDGET (self->caption), "dim-label");
}

static void
hg_unseen_group_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HG_TYPE_UNSEEN_GROUP);

  G_OBJECT_CLASS (hg_unseen_group_parent_class)->dispose (object);
}

static void
hg_unseen_group_finalize (GObject *object)
{
  HgUnseenGroup *self = HG_UNSEEN_GROUP (object);

  g_free (self->tiles);

  G_OBJECT_CLASS (hg_unseen_group_parent_class)->finalize (object);
}

static void
hg_unseen_group_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  HgUnseenGroup *self = HG_UNSEEN_GROUP (object);

  switch (prop_id)
    {
    case PROP_COUNT:
      g_value_set_uint (value, self->count);
      break;
    case PROP_TILES:
      g_value_set_string (value, self->tiles);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_unseen_group_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  HgUnseenGroup *self = HG_UNSEEN_GROUP (object);

  switch (prop_id)
    {
    case PROP_COUNT:
      self->count = g_value_get_uint (value);
      break;
    case PROP_TILES:
      self->tiles = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_unseen_group_class_init (HgUnseenGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = hg_unseen_group_constructed;
  object_class->dispose = hg_unseen_group_dispose;
  object_class->finalize = hg_unseen_group_finalize;
  object_class->get_property = hg_unseen_group_get_property;
  object_class->set_property = hg_unseen_group_set_property;

  properties[PROP_COUNT] =
    g_param_spec_uint ("count", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TILES] =
    g_param_spec_string ("tiles", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HG_TYPE_TILE_PICTURE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-unseen-group.ui");
  gtk_widget_class_bind_template_child (widget_class, HgUnseenGroup, picture);
  gtk_widget_class_bind_template_child (widget_class, HgUnseenGroup, caption);
  gtk_widget_class_bind_template_callback (widget_class, count_caption);
}

static void
hg_unseen_group_init (HgUnseenGroup *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_unseen_group_new (guint                   count,
                     const char             *tiles,
                     GtkDrawingAreaDrawFunc  draw,
                     gpointer                data,
                     GDestroyNotify          destroy)
{
  HgUnseenGroup *self;

  g_return_val_if_fail (draw != NULL, NULL);

  self = g_object_new (HG_TYPE_UNSEEN_GROUP, "count", count, "tiles", tiles, NULL);
  gtk_drawing_area_set_draw_func (self->picture, draw, data, destroy);
  return GTK_WIDGET (self);
}

const char *
hg_unseen_group_get_caption (HgUnseenGroup *self)
{
  g_return_val_if_fail (HG_IS_UNSEEN_GROUP (self), NULL);

  return gtk_label_get_text (self->caption);
}
