/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-split-layout.c: the board and the side panel, side by side or one
 * under the other (hg-split-layout.h).
 *
 * Like a breakpoint, without libadwaita 1.4: the arrangement follows the
 * width given in size_allocate(), and measure() answers for the
 * arrangement that width gets, so nothing is queued while allocating and
 * the window may be as narrow as the arrangement under the board allows. */
#include "config.h"

#include "hg-split-layout.h"

/* Under the board, the panel takes its share of the height ("end-share"),
 * no more than it needs, and at least enough for the tile in hand and its
 * buttons, unless its share is none. */
#define DEFAULT_SHARE 0.4
#define STACKED_END_MIN 128

struct _HgSplitLayout
{
  GtkWidget  parent_instance;

  GtkWidget *start_child;
  GtkWidget *end_child;
  GtkWidget *separator;
  double     end_share;
  gboolean   stacked;
};

G_DEFINE_FINAL_TYPE (HgSplitLayout, hg_split_layout, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_START_CHILD,
  PROP_END_CHILD,
  PROP_END_SHARE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Layout ----------------------------------------------------------------- */

static int
measure_child (GtkWidget      *child,
               GtkOrientation  orientation,
               int             for_size,
               int            *natural)
{
  int min = 0;
  int nat = 0;

  if (child != NULL && gtk_widget_get_visible (child))
    gtk_widget_measure (child, orientation, for_size, &min, &nat, NULL, NULL);
  if (natural != NULL)
    *natural = nat;
  return min;
}

/* The line between the two, across @orientation: its thickness. */
static int
separator_size (HgSplitLayout  *self,
                GtkOrientation  orientation)
{
  return measure_child (self->separator, orientation, -1, NULL);
}

/* The panel beside the board is as narrow as it can be. */
static int
end_width (HgSplitLayout *self)
{
  return measure_child (self->end_child, GTK_ORIENTATION_HORIZONTAL, -1, NULL);
}

static gboolean
is_row (HgSplitLayout *self,
        int            width)
{
  int start = MAX (HG_SPLIT_LAYOUT_ROW_MIN,
                   measure_child (self->start_child, GTK_ORIENTATION_HORIZONTAL, -1, NULL));

  if (self->end_child == NULL || !gtk_widget_get_visible (self->end_child))
    return TRUE;
  return width >= start + separator_size (self, GTK_ORIENTATION_HORIZONTAL) + end_width (self);
}

/* The panel's least height under the board, @width wide. */
static int
stacked_end_min (HgSplitLayout *self,
                 int            width,
                 int           *natural)
{
  int nat;
  int min = measure_child (self->end_child, GTK_ORIENTATION_VERTICAL, width, &nat);

  if (natural != NULL)
    *natural = nat;
  /* with no share (review mode), the tile in hand need not be seen */
  if (self->end_share <= 0.0)
    return min;
  return MAX (min, MIN (STACKED_END_MIN, nat));
}

static GtkSizeRequestMode
hg_split_layout_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
hg_split_layout_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  HgSplitLayout *self = HG_SPLIT_LAYOUT (widget);
  int start_min, start_nat;
  int end_min, end_nat;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* At the least, one under the other; at best, side by side. */
      start_min = measure_child (self->start_child, orientation, -1, &start_nat);
      end_min = measure_child (self->end_child, orientation, -1, &end_nat);
      *minimum = MAX (start_min, end_min);
      *natural = MAX (MAX (start_nat, start_min), HG_SPLIT_LAYOUT_ROW_MIN)
                 + separator_size (self, orientation) + end_min;
      *natural = MAX (*natural, *minimum);
      return;
    }

  if (for_size < 0)
    hg_split_layout_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &start_min, &for_size,
                             NULL, NULL);

  if (is_row (self, for_size))
    {
      int end_w = end_width (self);
      int start_w = for_size - end_w - separator_size (self, GTK_ORIENTATION_HORIZONTAL);

      start_min = measure_child (self->start_child, orientation, start_w, &start_nat);
      end_min = measure_child (self->end_child, orientation, end_w, &end_nat);
      *minimum = MAX (start_min, end_min);
      *natural = MAX (start_nat, end_nat);
    }
  else
    {
      int line = separator_size (self, orientation);

      start_min = measure_child (self->start_child, orientation, for_size, &start_nat);
      end_min = stacked_end_min (self, for_size, &end_nat);
      *minimum = start_min + line + end_min;
      *natural = start_nat + line + MAX (end_min, end_nat);
    }
}

static void
allocate_child (GtkWidget *child,
                int        x,
                int        y,
                int        width,
                int        height)
{
  if (child != NULL && gtk_widget_get_visible (child))
    gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, width, height }, -1);
}

static void
hg_split_layout_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  HgSplitLayout *self = HG_SPLIT_LAYOUT (widget);

  self->stacked = !is_row (self, width);
  if (!self->stacked)
    {
      gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
      int line = separator_size (self, GTK_ORIENTATION_HORIZONTAL);
      int end_w = self->end_child != NULL && gtk_widget_get_visible (self->end_child)
        ? end_width (self) : 0;
      int start_w = width - end_w - line;

      allocate_child (self->start_child, rtl ? end_w + line : 0, 0, start_w, height);
      allocate_child (self->separator, rtl ? end_w : start_w, 0, line, height);
      allocate_child (self->end_child, rtl ? 0 : start_w + line, 0, end_w, height);
    }
  else
    {
      int line = separator_size (self, GTK_ORIENTATION_VERTICAL);
      int start_min = measure_child (self->start_child, GTK_ORIENTATION_VERTICAL, width, NULL);
      int end_nat;
      int end_min = stacked_end_min (self, width, &end_nat);
      int end_h = (int) (height * self->end_share + 0.5);

      /* Its share, no more than it needs, at least its least; then
       * whatever the board leaves, if that is more. */
      end_h = MAX (MIN (end_h, end_nat), end_min);
      end_h = MIN (end_h, height - line - start_min);
      end_h = MAX (end_h, end_min);

      allocate_child (self->start_child, 0, 0, width, height - line - end_h);
      allocate_child (self->separator, 0, height - line - end_h, width, line);
      allocate_child (self->end_child, 0, height - end_h, width, end_h);
    }
}

/* GObject ---------------------------------------------------------------- */

static void
hg_split_layout_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  HgSplitLayout *self = HG_SPLIT_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_START_CHILD:
      g_value_set_object (value, self->start_child);
      break;
    case PROP_END_CHILD:
      g_value_set_object (value, self->end_child);
      break;
    case PROP_END_SHARE:
      g_value_set_double (value, self->end_share);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_split_layout_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  HgSplitLayout *self = HG_SPLIT_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_START_CHILD:
      hg_split_layout_set_start_child (self, g_value_get_object (value));
      break;
    case PROP_END_CHILD:
      hg_split_layout_set_end_child (self, g_value_get_object (value));
      break;
    case PROP_END_SHARE:
      hg_split_layout_set_end_share (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_split_layout_dispose (GObject *object)
{
  HgSplitLayout *self = HG_SPLIT_LAYOUT (object);

  g_clear_pointer (&self->start_child, gtk_widget_unparent);
  g_clear_pointer (&self->end_child, gtk_widget_unparent);
  g_clear_pointer (&self->separator, gtk_widget_unparent);

  G_OBJECT_CLASS (hg_split_layout_parent_class)->dispose (object);
}

static void
hg_split_layout_class_init (HgSplitLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->get_property = hg_split_layout_get_property;
  object_class->set_property = hg_split_layout_set_property;
  object_class->dispose = hg_split_layout_dispose;
  widget_class->get_request_mode = hg_split_layout_get_request_mode;
  widget_class->measure = hg_split_layout_measure;
  widget_class->size_allocate = hg_split_layout_size_allocate;

  properties[PROP_START_CHILD] =
    g_param_spec_object ("start-child", NULL, NULL, GTK_TYPE_WIDGET, flags);
  properties[PROP_END_CHILD] =
    g_param_spec_object ("end-child", NULL, NULL, GTK_TYPE_WIDGET, flags);
  properties[PROP_END_SHARE] =
    g_param_spec_double ("end-share", NULL, NULL, 0.0, 1.0, DEFAULT_SHARE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "hgsplitlayout");
}

static void
hg_split_layout_init (HgSplitLayout *self)
{
  self->end_share = DEFAULT_SHARE;
  self->separator = gtk_separator_new (GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_parent (self->separator, GTK_WIDGET (self));
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_split_layout_new (void)
{
  return g_object_new (HG_TYPE_SPLIT_LAYOUT, NULL);
}

GtkWidget *
hg_split_layout_get_start_child (HgSplitLayout *self)
{
  g_return_val_if_fail (HG_IS_SPLIT_LAYOUT (self), NULL);

  return self->start_child;
}

/* The children stay in the order start, line, end: the order of the
 * focus and of what is read. */
void
hg_split_layout_set_start_child (HgSplitLayout *self,
                                 GtkWidget     *child)
{
  g_return_if_fail (HG_IS_SPLIT_LAYOUT (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->start_child == child)
    return;
  g_clear_pointer (&self->start_child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->start_child = child;
      gtk_widget_insert_before (child, GTK_WIDGET (self), self->separator);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_START_CHILD]);
}

GtkWidget *
hg_split_layout_get_end_child (HgSplitLayout *self)
{
  g_return_val_if_fail (HG_IS_SPLIT_LAYOUT (self), NULL);

  return self->end_child;
}

void
hg_split_layout_set_end_child (HgSplitLayout *self,
                               GtkWidget     *child)
{
  g_return_if_fail (HG_IS_SPLIT_LAYOUT (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->end_child == child)
    return;
  g_clear_pointer (&self->end_child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->end_child = child;
      gtk_widget_insert_after (child, GTK_WIDGET (self), self->separator);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_END_CHILD]);
}

double
hg_split_layout_get_end_share (HgSplitLayout *self)
{
  g_return_val_if_fail (HG_IS_SPLIT_LAYOUT (self), 0.0);

  return self->end_share;
}

void
hg_split_layout_set_end_share (HgSplitLayout *self,
                               double         share)
{
  g_return_if_fail (HG_IS_SPLIT_LAYOUT (self));

  share = CLAMP (share, 0.0, 1.0);
  if (self->end_share == share)
    return;
  self->end_share = share;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_END_SHARE]);
}

gboolean
hg_split_layout_get_stacked (HgSplitLayout *self)
{
  g_return_val_if_fail (HG_IS_SPLIT_LAYOUT (self), FALSE);

  return self->stacked;
}
