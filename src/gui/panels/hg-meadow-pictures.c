/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-meadow-pictures.c: a meadow's contents in pictures
 * (hg-meadow-pictures.h).  Each picture is the symbol painter's, on a
 * round patch of meadow green as it stands on the board, so that it reads
 * the same in a light and a dark window. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "hg-meadow-pictures.h"
#include "hg-symbol-painter.h"
#include "hg-tile-picture.h"

#define MEADOW_COLOUR 0x8cc45e  /* the tile painter's meadow green */

typedef enum {
  ITEM_DEER,
  ITEM_TIGER,
  ITEM_MAMMOTH,
  ITEM_AUROCHS,
  ITEM_FIRE,
  ITEM_SACRED,
  N_ITEMS
} Item;

static const HgSymbol item_symbols[N_ITEMS] = {
  [ITEM_DEER] = HG_SYMBOL_DEER,
  [ITEM_TIGER] = HG_SYMBOL_TIGER,
  [ITEM_MAMMOTH] = HG_SYMBOL_MAMMOTH,
  [ITEM_AUROCHS] = HG_SYMBOL_AUROCHS,
  [ITEM_FIRE] = HG_SYMBOL_FIRE,
  [ITEM_SACRED] = HG_SYMBOL_SACRED,
};

static const char * const item_names[N_ITEMS] = {
  [ITEM_DEER] = "deer",
  [ITEM_TIGER] = "tiger",
  [ITEM_MAMMOTH] = "mammoth",
  [ITEM_AUROCHS] = "aurochs",
  [ITEM_FIRE] = "fire",
  [ITEM_SACRED] = "sacred",
};

struct _HgMeadowPictures
{
  GtkWidget      parent_instance;

  gboolean       has_info;
  HgFeatureInfo  info;

  /* Template widgets */
  GtkWidget     *flow_box;
  GtkWidget     *items[N_ITEMS];     /* GtkFlowBoxChild */
  GtkWidget     *pictures[N_ITEMS];  /* HgTilePicture */
  GtkLabel      *counts[N_ITEMS];
};

G_DEFINE_FINAL_TYPE (HgMeadowPictures, hg_meadow_pictures, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_INFO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers ---------------------------------------------------------------- */

/* A patch of meadow, the symbol on it, its ink fitted inside the patch. */
static void
draw_picture (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        data)
{
  HgSymbol kind = GPOINTER_TO_UINT (data);
  double size = MIN (width, height);
  double cx = width / 2.0, cy = height / 2.0;
  double x1, y1, x2, y2, w, h, scale;

  cairo_arc (cr, cx, cy, size / 2, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, ((MEADOW_COLOUR >> 16) & 0xff) / 255.0,
                        ((MEADOW_COLOUR >> 8) & 0xff) / 255.0, (MEADOW_COLOUR & 0xff) / 255.0);
  cairo_fill (cr);

  /* the ink's box, its corners inside the patch with a little room */
  hg_symbol_painter_get_extents (kind, &x1, &y1, &x2, &y2);
  w = x2 - x1;
  h = y2 - y1;
  scale = 0.92 * size / sqrt (w * w + h * h);
  hg_symbol_painter_draw (cr, kind, cx - scale * (x1 + x2) / 2, cy - scale * (y1 + y2) / 2,
                          scale, MAX (1.0, 0.05 * scale));
}

static void
set_item (HgMeadowPictures *self,
          Item              item,
          gboolean          shown,
          const char       *count,
          const char       *name)
{
  gtk_widget_set_visible (self->items[item], shown);
  if (!shown)
    return;
  gtk_label_set_text (self->counts[item], count != NULL ? count : "");
  gtk_widget_set_visible (GTK_WIDGET (self->counts[item]), count != NULL);
  gtk_widget_set_tooltip_text (self->items[item], name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->items[item]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

/* "×3" */
static char *
times (guint n)
{
  /* TRANSLATORS: beside the picture of an animal of a meadow: how many
   * of them it holds */
  return g_strdup_printf (_("×%u"), n);
}

static void
update (HgMeadowPictures *self)
{
  const HgFeatureInfo *info = &self->info;
  gboolean meadow = self->has_info && info->type == HG_ZONE_MEADOW;
  g_autofree char *deer = NULL, *deer_name = NULL;
  g_autofree char *tigers = NULL, *tigers_name = NULL;
  g_autofree char *mammoths = NULL, *mammoths_name = NULL;
  g_autofree char *aurochs = NULL, *aurochs_name = NULL;

  if (meadow && info->deer > 0)
    {
      deer = times (info->deer);
      deer_name = g_strdup_printf (ngettext ("%u deer", "%u deer", info->deer), info->deer);
    }
  if (meadow && info->tigers > 0 && info->fire)
    {
      tigers = times (info->tigers);
      /* TRANSLATORS: the tooltip of the tigers of a meadow with a fire */
      tigers_name = g_strdup_printf (ngettext ("%u tiger, kept from the deer by the fire",
                                               "%u tigers, kept from the deer by the fire",
                                               info->tigers), info->tigers);
    }
  else if (meadow && info->tigers > 0)
    {
      /* TRANSLATORS: beside the picture of the tigers of a meadow: the
       * deer they take away from its score ("−1") */
      tigers = g_strdup_printf (_("−%u"), info->tigers);
      /* TRANSLATORS: the tooltip of the tigers of a meadow */
      tigers_name = g_strdup_printf (ngettext ("%u tiger: it eats one deer",
                                               "%u tigers: each eats one deer",
                                               info->tigers), info->tigers);
    }
  if (meadow && info->mammoths > 0)
    {
      mammoths = times (info->mammoths);
      mammoths_name = g_strdup_printf (ngettext ("%u mammoth", "%u mammoths", info->mammoths),
                                       info->mammoths);
    }
  if (meadow && info->aurochs > 0)
    {
      aurochs = times (info->aurochs);
      aurochs_name = g_strdup_printf (ngettext ("%u aurochs", "%u aurochs", info->aurochs), info->aurochs);
    }

  set_item (self, ITEM_DEER, deer != NULL, deer, deer_name);
  set_item (self, ITEM_TIGER, tigers != NULL, tigers, tigers_name);
  /* tigers that eat take points away: the count in the style's colour
   * for what goes wrong */
  if (meadow && info->tigers > 0 && !info->fire)
    gtk_widget_add_css_class (GTK_WIDGET (self->counts[ITEM_TIGER]), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->counts[ITEM_TIGER]), "error");
  set_item (self, ITEM_MAMMOTH, mammoths != NULL, mammoths, mammoths_name);
  set_item (self, ITEM_AUROCHS, aurochs != NULL, aurochs, aurochs_name);
  set_item (self, ITEM_FIRE, meadow && info->fire, NULL,
            /* TRANSLATORS: the tooltip of the fire of a meadow */
            _("A fire: it keeps the tigers away"));
  set_item (self, ITEM_SACRED, meadow && info->sacred, NULL,
            info->sacred_hunter
            /* TRANSLATORS: the tooltip of the sacred circle of a meadow */
            ? _("A sacred circle with a hunter on it")
            : _("A sacred circle"));

  gtk_widget_set_visible (GTK_WIDGET (self),
                          deer != NULL || tigers != NULL || mammoths != NULL || aurochs != NULL
                          || (meadow && (info->fire || info->sacred)));
}

/* GtkWidget -------------------------------------------------------------- */

static GtkSizeRequestMode
hg_meadow_pictures_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The width of the pictures shown in one row. */
static int
row_width (HgMeadowPictures *self)
{
  int row = 0, n = 0;

  for (guint i = 0; i < N_ITEMS; i++)
    if (gtk_widget_get_visible (self->items[i]))
      {
        int nat;

        gtk_widget_measure (self->items[i], GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
        row += nat;
        n++;
      }
  if (n > 1)
    row += (n - 1) * (int) gtk_flow_box_get_column_spacing (GTK_FLOW_BOX (self->flow_box));
  return row;
}

/* As the flow box, but by nature as narrow as at least, so that a meadow
 * pointed at never widens the panel (GTK 4.8's flow box is so by itself;
 * newer ones ask for the whole row by nature). */
static void
hg_meadow_pictures_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  HgMeadowPictures *self = HG_MEADOW_PICTURES (widget);

  gtk_widget_measure (self->flow_box, orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = *minimum;
}

/* The pictures in one row, centred, when they fit; else wrapped over the
 * whole width.  (Centred by its own halign, a flow box would be given its
 * natural width, its least: one picture a row, taller than the height it
 * was measured for at the whole width.) */
static void
hg_meadow_pictures_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  HgMeadowPictures *self = HG_MEADOW_PICTURES (widget);
  int w;

  w = CLAMP (row_width (self), 0, width);
  /* never less than the flow box needs for the height it was given */
  if (w < width)
    {
      int min_height;

      gtk_widget_measure (self->flow_box, GTK_ORIENTATION_VERTICAL, w, &min_height, NULL, NULL, NULL);
      if (min_height > height)
        w = width;
    }
  gtk_widget_allocate (self->flow_box, w, height, baseline,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT ((width - w) / 2, 0)));
}

/* GObject ---------------------------------------------------------------- */

static void
hg_meadow_pictures_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  HgMeadowPictures *self = HG_MEADOW_PICTURES (object);

  switch (prop_id)
    {
    case PROP_INFO:
      g_value_set_boxed (value, hg_meadow_pictures_get_info (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_meadow_pictures_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  HgMeadowPictures *self = HG_MEADOW_PICTURES (object);

  switch (prop_id)
    {
    case PROP_INFO:
      hg_meadow_pictures_set_info (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_meadow_pictures_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HG_TYPE_MEADOW_PICTURES);

  G_OBJECT_CLASS (hg_meadow_pictures_parent_class)->dispose (object);
}

static void
hg_meadow_pictures_class_init (HgMeadowPicturesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = hg_meadow_pictures_get_property;
  object_class->set_property = hg_meadow_pictures_set_property;
  object_class->dispose = hg_meadow_pictures_dispose;
  widget_class->get_request_mode = hg_meadow_pictures_get_request_mode;
  widget_class->measure = hg_meadow_pictures_measure;
  widget_class->size_allocate = hg_meadow_pictures_size_allocate;

  /* The feature's summary (HgFeatureInfo), or NULL. */
  properties[PROP_INFO] =
    g_param_spec_boxed ("info", NULL, NULL, HG_TYPE_FEATURE_INFO,
                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HG_TYPE_TILE_PICTURE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-meadow-pictures.ui");
  gtk_widget_class_bind_template_child (widget_class, HgMeadowPictures, flow_box);
  for (guint i = 0; i < N_ITEMS; i++)
    {
      g_autofree char *item = g_strdup_printf ("%s_item", item_names[i]);
      g_autofree char *picture = g_strdup_printf ("%s_picture", item_names[i]);
      g_autofree char *count = g_strdup_printf ("%s_count", item_names[i]);

      gtk_widget_class_bind_template_child_full (widget_class, item, FALSE,
                                                 G_STRUCT_OFFSET (HgMeadowPictures, items[i]));
      gtk_widget_class_bind_template_child_full (widget_class, picture, FALSE,
                                                 G_STRUCT_OFFSET (HgMeadowPictures, pictures[i]));
      gtk_widget_class_bind_template_child_full (widget_class, count, FALSE,
                                                 G_STRUCT_OFFSET (HgMeadowPictures, counts[i]));
    }
  gtk_widget_class_set_css_name (widget_class, "hgmeadowpictures");
}

static void
hg_meadow_pictures_init (HgMeadowPictures *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < N_ITEMS; i++)
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->pictures[i]), draw_picture,
                                    GUINT_TO_POINTER (item_symbols[i]), NULL);
  update (self);
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_meadow_pictures_new (void)
{
  return g_object_new (HG_TYPE_MEADOW_PICTURES, NULL);
}

void
hg_meadow_pictures_set_info (HgMeadowPictures    *self,
                             const HgFeatureInfo *info)
{
  g_return_if_fail (HG_IS_MEADOW_PICTURES (self));

  if (info == NULL ? !self->has_info
                   : self->has_info && memcmp (info, &self->info, sizeof *info) == 0)
    return;
  self->has_info = info != NULL;
  if (info != NULL)
    memcpy (&self->info, info, sizeof self->info);
  else
    memset (&self->info, 0, sizeof self->info);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INFO]);
}

const HgFeatureInfo *
hg_meadow_pictures_get_info (HgMeadowPictures *self)
{
  g_return_val_if_fail (HG_IS_MEADOW_PICTURES (self), NULL);

  return self->has_info ? &self->info : NULL;
}
