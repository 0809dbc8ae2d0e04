/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-wrap-box.c: children in a row, or one under another when the row
 * does not fit (hg-wrap-box.h).  The arrangement follows the width alone,
 * so a height is asked for a width as GTK's height-for-width wants. */
#include "config.h"

#include "hg-wrap-box.h"

struct _HgWrapBox
{
  GtkWidget parent_instance;

  int       spacing;
  gboolean  wrapped;
};

G_DEFINE_FINAL_TYPE (HgWrapBox, hg_wrap_box, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SPACING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Layout ----------------------------------------------------------------- */

/* The width of the row: every visible child at its natural width. */
static int
row_width (HgWrapBox *self,
           guint     *n_visible)
{
  int width = 0;
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
      width += nat;
      n++;
    }
  if (n_visible != NULL)
    *n_visible = n;
  return n > 0 ? width + (int) (n - 1) * self->spacing : 0;
}

static GtkSizeRequestMode
hg_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
hg_wrap_box_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  HgWrapBox *self = HG_WRAP_BOX (widget);
  gboolean row;
  guint n = 0;
  int row_w = row_width (self, &n);

  *minimum = 0;
  *natural = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* As narrow as the widest child, as wide as the row. */
      for (GtkWidget *child = gtk_widget_get_first_child (widget);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int min;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, orientation, -1, &min, NULL, NULL, NULL);
          *minimum = MAX (*minimum, min);
        }
      *natural = MAX (*minimum, row_w);
      return;
    }

  row = for_size < 0 || for_size >= row_w;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat, child_w = for_size;

      if (!gtk_widget_should_layout (child))
        continue;
      if (row)
        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &child_w, NULL, NULL);
      gtk_widget_measure (child, orientation, child_w, &min, &nat, NULL, NULL);
      if (row)
        {
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, nat);
        }
      else
        {
          *minimum += min;
          *natural += nat;
        }
    }
  if (!row && n > 1)
    {
      *minimum += (int) (n - 1) * self->spacing;
      *natural += (int) (n - 1) * self->spacing;
    }
}

static void
hg_wrap_box_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  HgWrapBox *self = HG_WRAP_BOX (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  guint n = 0;
  guint n_expand = 0;
  int row_w = row_width (self, &n);
  int extra;
  int pos = 0;

  self->wrapped = width < row_w;
  if (self->wrapped)
    {
      /* One under another, each its natural height for the width, as far
       * as the height goes. */
      for (GtkWidget *child = gtk_widget_get_first_child (widget);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int min, nat;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
          nat = MAX (min, MIN (nat, height - pos));
          gtk_widget_size_allocate (child, &(GtkAllocation) { 0, pos, width, nat }, -1);
          pos += nat + self->spacing;
        }
      return;
    }

  /* In a row: what is left goes to those that expand. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child) && gtk_widget_compute_expand (child, GTK_ORIENTATION_HORIZONTAL))
      n_expand++;
  extra = width - row_w;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
      if (n_expand > 0 && gtk_widget_compute_expand (child, GTK_ORIENTATION_HORIZONTAL))
        {
          int share = extra / (int) n_expand;

          nat += share;
          extra -= share;
          n_expand--;
        }
      gtk_widget_size_allocate (child,
                                &(GtkAllocation) { rtl ? width - pos - nat : pos, 0, nat, height },
                                -1);
      pos += nat + self->spacing;
    }
}

/* GObject ---------------------------------------------------------------- */

static void
hg_wrap_box_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  HgWrapBox *self = HG_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_wrap_box_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  HgWrapBox *self = HG_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      hg_wrap_box_set_spacing (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_wrap_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (hg_wrap_box_parent_class)->dispose (object);
}

static void
hg_wrap_box_class_init (HgWrapBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = hg_wrap_box_get_property;
  object_class->set_property = hg_wrap_box_set_property;
  object_class->dispose = hg_wrap_box_dispose;
  widget_class->get_request_mode = hg_wrap_box_get_request_mode;
  widget_class->measure = hg_wrap_box_measure;
  widget_class->size_allocate = hg_wrap_box_size_allocate;

  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "hgwrapbox");
}

static void
hg_wrap_box_init (HgWrapBox *self)
{
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_wrap_box_new (void)
{
  return g_object_new (HG_TYPE_WRAP_BOX, NULL);
}

void
hg_wrap_box_append (HgWrapBox *self,
                    GtkWidget *child)
{
  g_return_if_fail (HG_IS_WRAP_BOX (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);

  gtk_widget_set_parent (child, GTK_WIDGET (self));
}

int
hg_wrap_box_get_spacing (HgWrapBox *self)
{
  g_return_val_if_fail (HG_IS_WRAP_BOX (self), 0);

  return self->spacing;
}

void
hg_wrap_box_set_spacing (HgWrapBox *self,
                         int        spacing)
{
  g_return_if_fail (HG_IS_WRAP_BOX (self));

  if (self->spacing == spacing)
    return;
  self->spacing = spacing;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPACING]);
}

gboolean
hg_wrap_box_get_wrapped (HgWrapBox *self)
{
  g_return_val_if_fail (HG_IS_WRAP_BOX (self), FALSE);

  return self->wrapped;
}
