/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-rules-picture.c: a picture of the rules with its caption
 * (hg-rules-picture.h); its look is ui/hg-rules-picture.ui. */

#include "config.h"

#include "hg-rules-picture.h"
#include "hg-tile-picture.h"

struct _HgRulesPicture
{
  GtkFlowBoxChild  parent_instance;

  char            *caption;
  gboolean         alone;

  /* Template widgets */
  GtkDrawingArea  *picture;
};

G_DEFINE_FINAL_TYPE (HgRulesPicture, hg_rules_picture, GTK_TYPE_FLOW_BOX_CHILD)

enum {
  PROP_0,
  PROP_CAPTION,
  PROP_ALONE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Template callbacks ----------------------------------------------------- */

/* A picture alone in its row may have a wider caption: in characters, the
 * width the caption asks for and the most it takes before it wraps. */
static int
caption_width (gpointer unused,
               gboolean alone)
{
  return alone ? 28 : 14;
}

static int
caption_max_width (gpointer unused,
                   gboolean alone)
{
  return alone ? 40 : 17;
}

/* GObject ---------------------------------------------------------------- */

static void
hg_rules_picture_constructed (GObject *object)
{
  HgRulesPicture *self = HG_RULES_PICTURE (object);

  G_OBJECT_CLASS (hg_rules_picture_parent_class)->constructed (object);

  /* The picture says what its caption says. */
  if (self->caption != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->picture),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, self->caption,
                                    -1);
}

static void
hg_rules_picture_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HG_TYPE_RULES_PICTURE);

  G_OBJECT_CLASS (hg_rules_picture_parent_class)->dispose (object);
}

static void
hg_rules_picture_finalize (GObject *object)
{
  HgRulesPicture *self = HG_RULES_PICTURE (object);

  g_free (self->caption);

  G_OBJECT_CLASS (hg_rules_picture_parent_class)->finalize (object);
}

static void
hg_rules_picture_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  HgRulesPicture *self = HG_RULES_PICTURE (object);

  switch (prop_id)
    {
    case PROP_CAPTION:
      g_value_set_string (value, self->caption);
      break;
    case PROP_ALONE:
      g_value_set_boolean (value, self->alone);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_rules_picture_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  HgRulesPicture *self = HG_RULES_PICTURE (object);

  switch (prop_id)
    {
    case PROP_CAPTION:
      self->caption = g_value_dup_string (value);
      break;
    case PROP_ALONE:
      self->alone = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_rules_picture_class_init (HgRulesPictureClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = hg_rules_picture_constructed;
  object_class->dispose = hg_rules_picture_dispose;
  object_class->finalize = hg_rules_picture_finalize;
  object_class->get_property = hg_rules_picture_get_property;
  object_class->set_property = hg_rules_picture_set_property;

  properties[PROP_CAPTION] =
    g_param_spec_string ("caption", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ALONE] =
    g_param_spec_boolean ("alone", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HG_TYPE_TILE_PICTURE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-rules-picture.ui");
  gtk_widget_class_bind_template_child (widget_class, HgRulesPicture, picture);
  gtk_widget_class_bind_template_callback (widget_class, caption_width);
  gtk_widget_class_bind_template_callback (widget_class, caption_max_width);
}

static void
hg_rules_picture_init (HgRulesPicture *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_rules_picture_new (const char             *caption,
                      gboolean                alone,
                      int                     width,
                      int                     height,
                      GtkDrawingAreaDrawFunc  draw,
                      gpointer                data)
{
  HgRulesPicture *self;

  g_return_val_if_fail (caption != NULL, NULL);
  g_return_val_if_fail (draw != NULL, NULL);

  self = g_object_new (HG_TYPE_RULES_PICTURE, "caption", caption, "alone", alone, NULL);
  gtk_drawing_area_set_content_width (self->picture, width);
  gtk_drawing_area_set_content_height (self->picture, height);
  gtk_drawing_area_set_draw_func (self->picture, draw, data, NULL);
  return GTK_WIDGET (self);
}

GtkWidget *
hg_rules_picture_get_picture (HgRulesPicture *self)
{
  g_return_val_if_fail (HG_IS_RULES_PICTURE (self), NULL);

  return GTK_WIDGET (self->picture);
}
