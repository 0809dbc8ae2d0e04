/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-statistics-row.c: a row of the statistics window
 * (hg-statistics-row.h); its look is ui/hg-statistics-row.ui. */

#include "config.h"

#include "hg-statistics-row.h"

struct _HgStatisticsRow
{
  AdwActionRow  parent_instance;

  char         *value;
};

G_DEFINE_FINAL_TYPE (HgStatisticsRow, hg_statistics_row, ADW_TYPE_ACTION_ROW)

enum {
  PROP_0,
  PROP_VALUE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Template callbacks ----------------------------------------------------- */

/* Whether @text is something to show. */
static gboolean
is_set (gpointer    unused,
        const char *text)
{
  return text != NULL && text[0] != '\0';
}

/* GObject ---------------------------------------------------------------- */

static void
hg_statistics_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HG_TYPE_STATISTICS_ROW);

  G_OBJECT_CLASS (hg_statistics_row_parent_class)->dispose (object);
}

static void
hg_statistics_row_finalize (GObject *object)
{
  HgStatisticsRow *self = HG_STATISTICS_ROW (object);

  g_free (self->value);

  G_OBJECT_CLASS (hg_statistics_row_parent_class)->finalize (object);
}

static void
hg_statistics_row_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  HgStatisticsRow *self = HG_STATISTICS_ROW (object);

  switch (prop_id)
    {
    case PROP_VALUE:
      g_value_set_string (value, self->value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_statistics_row_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  HgStatisticsRow *self = HG_STATISTICS_ROW (object);

  switch (prop_id)
    {
    case PROP_VALUE:
      hg_statistics_row_set_value (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_statistics_row_class_init (HgStatisticsRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hg_statistics_row_dispose;
  object_class->finalize = hg_statistics_row_finalize;
  object_class->get_property = hg_statistics_row_get_property;
  object_class->set_property = hg_statistics_row_set_property;

  properties[PROP_VALUE] =
    g_param_spec_string ("value", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-statistics-row.ui");
  gtk_widget_class_bind_template_callback (widget_class, is_set);
}

static void
hg_statistics_row_init (HgStatisticsRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Public API ------------------------------------------------------------- */

const char *
hg_statistics_row_get_value (HgStatisticsRow *self)
{
  g_return_val_if_fail (HG_IS_STATISTICS_ROW (self), NULL);

  return self->value;
}

void
hg_statistics_row_set_value (HgStatisticsRow *self,
                             const char      *value)
{
  g_return_if_fail (HG_IS_STATISTICS_ROW (self));

  if (g_strcmp0 (self->value, value) == 0)
    return;
  g_free (self->value);
  self->value = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUE]);
}
