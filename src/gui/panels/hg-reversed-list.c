/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-reversed-list.c: another list model's items, last first. */

#include "config.h"

#include "hg-reversed-list.h"

struct _HgReversedList
{
  GObject     parent_instance;

  GListModel *model;
  gulong      changed_id;
  guint       n_items;     /* of @model, as last told */
};

static void hg_reversed_list_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HgReversedList, hg_reversed_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, hg_reversed_list_list_model_init))

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Callbacks -------------------------------------------------------------- */

/* Items @position .. @position + @removed of the model, replaced by @added
 * ones, are the same block counted from the other end. */
static void
model_items_changed_cb (GListModel     *model,
                        guint           position,
                        guint           removed,
                        guint           added,
                        HgReversedList *self)
{
  guint before = self->n_items;

  g_assert (position + removed <= before);
  self->n_items = before - removed + added;
  g_list_model_items_changed (G_LIST_MODEL (self), before - position - removed, removed, added);
}

/* GListModel ------------------------------------------------------------- */

static GType
hg_reversed_list_get_item_type (GListModel *list)
{
  return G_TYPE_OBJECT;
}

static guint
hg_reversed_list_get_n_items (GListModel *list)
{
  return HG_REVERSED_LIST (list)->n_items;
}

static gpointer
hg_reversed_list_get_item (GListModel *list,
                           guint       position)
{
  HgReversedList *self = HG_REVERSED_LIST (list);

  if (self->model == NULL || position >= self->n_items)
    return NULL;
  return g_list_model_get_item (self->model, self->n_items - 1 - position);
}

static void
hg_reversed_list_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = hg_reversed_list_get_item_type;
  iface->get_n_items = hg_reversed_list_get_n_items;
  iface->get_item = hg_reversed_list_get_item;
}

/* GObject ---------------------------------------------------------------- */

static void
hg_reversed_list_dispose (GObject *object)
{
  HgReversedList *self = HG_REVERSED_LIST (object);

  if (self->model != NULL)
    g_clear_signal_handler (&self->changed_id, self->model);
  g_clear_object (&self->model);
  self->n_items = 0;

  G_OBJECT_CLASS (hg_reversed_list_parent_class)->dispose (object);
}

static void
hg_reversed_list_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  HgReversedList *self = HG_REVERSED_LIST (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_reversed_list_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  HgReversedList *self = HG_REVERSED_LIST (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      hg_reversed_list_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_reversed_list_class_init (HgReversedListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hg_reversed_list_dispose;
  object_class->get_property = hg_reversed_list_get_property;
  object_class->set_property = hg_reversed_list_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hg_reversed_list_init (HgReversedList *self)
{
}

/* Public API ------------------------------------------------------------- */

HgReversedList *
hg_reversed_list_new (GListModel *model)
{
  g_return_val_if_fail (model == NULL || G_IS_LIST_MODEL (model), NULL);

  return g_object_new (HG_TYPE_REVERSED_LIST, "model", model, NULL);
}

GListModel *
hg_reversed_list_get_model (HgReversedList *self)
{
  g_return_val_if_fail (HG_IS_REVERSED_LIST (self), NULL);

  return self->model;
}

void
hg_reversed_list_set_model (HgReversedList *self,
                            GListModel     *model)
{
  guint before;

  g_return_if_fail (HG_IS_REVERSED_LIST (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));

  if (self->model == model)
    return;

  before = self->n_items;
  if (self->model != NULL)
    g_clear_signal_handler (&self->changed_id, self->model);
  g_set_object (&self->model, model);
  self->n_items = 0;
  if (model != NULL)
    {
      self->n_items = g_list_model_get_n_items (model);
      self->changed_id = g_signal_connect (model, "items-changed",
                                           G_CALLBACK (model_items_changed_cb), self);
    }
  if (before > 0 || self->n_items > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, before, self->n_items);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}
