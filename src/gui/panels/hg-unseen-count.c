/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-unseen-count.c: a count of what the tiles to come carry
 * (hg-unseen-count.h); its look is ui/hg-unseen-count.ui. */

#include "config.h"

#include "hg-unseen-count.h"

struct _HgUnseenCount
{
  GtkBox     parent_instance;

  char      *title;
  char      *explanation;

  /* Template widgets */
  GtkLabel  *value_label;
};

G_DEFINE_FINAL_TYPE (HgUnseenCount, hg_unseen_count, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_EXPLANATION,
  PROP_VALUE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* GObject ---------------------------------------------------------------- */

static void
hg_unseen_count_constructed (GObject *object)
{
  HgUnseenCount *self = HG_UNSEEN_COUNT (object);

  G_OBJECT_CLASS (hg_unseen_count_parent_class)->constructed (object);

  /* The count is named by its title (ui/hg-unseen-count.ui) and
   * described by what it means. */
  if (self->explanation != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->value_label),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->explanation,
                                    -1);
}

static void
hg_unseen_count_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HG_TYPE_UNSEEN_COUNT);

  G_OBJECT_CLASS (hg_unseen_count_parent_class)->dispose (object);
}

static void
hg_unseen_count_finalize (GObject *object)
{
  HgUnseenCount *self = HG_UNSEEN_COUNT (object);

  g_free (self->title);
  g_free (self->explanation);

  G_OBJECT_CLASS (hg_unseen_count_parent_class)->finalize (object);
}

static void
hg_unseen_count_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  HgUnseenCount *self = HG_UNSEEN_COUNT (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_EXPLANATION:
      g_value_set_string (value, self->explanation);
      break;
    case PROP_VALUE:
      g_value_set_string (value, hg_unseen_count_get_value (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_unseen_count_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  HgUnseenCount *self = HG_UNSEEN_COUNT (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      self->title = g_value_dup_string (value);
      break;
    case PROP_EXPLANATION:
      self->explanation = g_value_dup_string (value);
      break;
    case PROP_VALUE:
      hg_unseen_count_set_value (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_unseen_count_class_init (HgUnseenCountClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = hg_unseen_count_constructed;
  object_class->dispose = hg_unseen_count_dispose;
  object_class->finalize = hg_unseen_count_finalize;
  object_class->get_property = hg_unseen_count_get_property;
  object_class->set_property = hg_unseen_count_set_property;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EXPLANATION] =
    g_param_spec_string ("explanation", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VALUE] =
    g_param_spec_string ("value", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-unseen-count.ui");
  gtk_widget_class_bind_template_child (widget_class, HgUnseenCount, value_label);
}

static void
hg_unseen_count_init (HgUnseenCount *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_unseen_count_new (const char *title,
                     const char *explanation)
{
  return g_object_new (HG_TYPE_UNSEEN_COUNT, "title", title, "explanation", explanation, NULL);
}

const char *
hg_unseen_count_get_value (HgUnseenCount *self)
{
  g_return_val_if_fail (HG_IS_UNSEEN_COUNT (self), NULL);

  return gtk_label_get_text (self->value_label);
}

void
hg_unseen_count_set_value (HgUnseenCount *self,
                           const char    *value)
{
  g_return_if_fail (HG_IS_UNSEEN_COUNT (self));

  if (g_strcmp0 (gtk_label_get_text (self->value_label), value) == 0)
    return;
  gtk_label_set_text (self->value_label, value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUE]);
}
