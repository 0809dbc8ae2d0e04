/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-log-view.c: a log of scoring events or of moves, newest first. */

#include "config.h"

#include "hg-log-row.h"
#include "hg-log-view.h"
#include "hg-reversed-list.h"

struct _HgLogView
{
  GtkWidget       parent_instance;

  HgReversedList *rows;       /* the model's items, newest first */
  GListModel     *players;
  GObject        *hovered;

  /* Template widgets */
  GtkStack       *stack;
  GtkLabel       *empty_label;
  GtkListBox     *list_box;
};

G_DEFINE_FINAL_TYPE (HgLogView, hg_log_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_PLAYERS,
  PROP_EMPTY_TEXT,
  N_PROPS
};

enum {
  ITEM_HOVERED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Helpers ---------------------------------------------------------------- */

static void
set_hovered (HgLogView *self,
             GObject   *item)
{
  if (!g_set_object (&self->hovered, item))
    return;
  g_signal_emit (self, signals[ITEM_HOVERED], 0, item);
}

static GObject *
row_item (GtkListBoxRow *row)
{
  return HG_IS_LOG_ROW (row) ? hg_log_row_get_item (HG_LOG_ROW (row)) : NULL;
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  HgLogView *self = user_data;
  GtkWidget *row = hg_log_row_new (item, self->players);

  g_object_bind_property (self, "players", row, "players", G_BINDING_DEFAULT);
  return row;
}

/* Callbacks -------------------------------------------------------------- */

static void
rows_changed_cb (HgLogView *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));

  /* The line pointed at may have gone (undo): point at nothing. */
  set_hovered (self, NULL);
  gtk_stack_set_visible_child_name (self->stack, n > 0 ? "list" : "empty");
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           HgLogView                *self)
{
  set_hovered (self, row_item (gtk_list_box_get_row_at_y (self->list_box, (int) y)));
}

static void
leave_cb (GtkEventControllerMotion *controller,
          HgLogView                *self)
{
  set_hovered (self, row_item (gtk_list_box_get_selected_row (self->list_box)));
}

static void
row_selected_cb (GtkListBox    *box,
                 GtkListBoxRow *row,
                 HgLogView     *self)
{
  set_hovered (self, row_item (row));
}

/* GObject ---------------------------------------------------------------- */

static void
hg_log_view_dispose (GObject *object)
{
  HgLogView *self = HG_LOG_VIEW (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_LOG_VIEW);
  /* Template children that are not bound are unparented here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->rows);
  g_clear_object (&self->players);
  g_clear_object (&self->hovered);

  G_OBJECT_CLASS (hg_log_view_parent_class)->dispose (object);
}

static void
hg_log_view_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  HgLogView *self = HG_LOG_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, hg_log_view_get_model (self));
      break;
    case PROP_PLAYERS:
      g_value_set_object (value, self->players);
      break;
    case PROP_EMPTY_TEXT:
      g_value_set_string (value, hg_log_view_get_empty_text (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_log_view_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  HgLogView *self = HG_LOG_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      hg_log_view_set_model (self, g_value_get_object (value));
      break;
    case PROP_PLAYERS:
      hg_log_view_set_players (self, g_value_get_object (value));
      break;
    case PROP_EMPTY_TEXT:
      hg_log_view_set_empty_text (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_log_view_class_init (HgLogViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = hg_log_view_dispose;
  object_class->get_property = hg_log_view_get_property;
  object_class->set_property = hg_log_view_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  properties[PROP_PLAYERS] =
    g_param_spec_object ("players", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  properties[PROP_EMPTY_TEXT] =
    g_param_spec_string ("empty-text", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * HgLogView::item-hovered:
   * @item: (nullable): the item of the line pointed at or selected, or
   *   NULL for none
   */
  signals[ITEM_HOVERED] =
    g_signal_new ("item-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_OBJECT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-log-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HgLogView, stack);
  gtk_widget_class_bind_template_child (widget_class, HgLogView, empty_label);
  gtk_widget_class_bind_template_child (widget_class, HgLogView, list_box);
  gtk_widget_class_bind_template_callback (widget_class, motion_cb);
  gtk_widget_class_bind_template_callback (widget_class, leave_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_selected_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* Named by its page ("Moves", "Scoring log"). */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "hglogview");
}

static void
hg_log_view_init (HgLogView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = hg_reversed_list_new (NULL);
  g_signal_connect_object (self->rows, "items-changed", G_CALLBACK (rows_changed_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_list_box_bind_model (self->list_box, G_LIST_MODEL (self->rows), create_row, self, NULL);
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_log_view_new (void)
{
  return g_object_new (HG_TYPE_LOG_VIEW, NULL);
}

GListModel *
hg_log_view_get_model (HgLogView *self)
{
  g_return_val_if_fail (HG_IS_LOG_VIEW (self), NULL);

  return hg_reversed_list_get_model (self->rows);
}

void
hg_log_view_set_model (HgLogView  *self,
                       GListModel *model)
{
  g_return_if_fail (HG_IS_LOG_VIEW (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));

  if (hg_reversed_list_get_model (self->rows) == model)
    return;
  hg_reversed_list_set_model (self->rows, model);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

GListModel *
hg_log_view_get_players (HgLogView *self)
{
  g_return_val_if_fail (HG_IS_LOG_VIEW (self), NULL);

  return self->players;
}

void
hg_log_view_set_players (HgLogView  *self,
                         GListModel *players)
{
  g_return_if_fail (HG_IS_LOG_VIEW (self));
  g_return_if_fail (players == NULL || G_IS_LIST_MODEL (players));

  if (g_set_object (&self->players, players))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYERS]);
}

const char *
hg_log_view_get_empty_text (HgLogView *self)
{
  g_return_val_if_fail (HG_IS_LOG_VIEW (self), NULL);

  return gtk_label_get_text (self->empty_label);
}

void
hg_log_view_set_empty_text (HgLogView  *self,
                            const char *text)
{
  g_return_if_fail (HG_IS_LOG_VIEW (self));

  if (g_strcmp0 (gtk_label_get_text (self->empty_label), text != NULL ? text : "") == 0)
    return;
  gtk_label_set_text (self->empty_label, text != NULL ? text : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EMPTY_TEXT]);
}

guint
hg_log_view_get_n_rows (HgLogView *self)
{
  g_return_val_if_fail (HG_IS_LOG_VIEW (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->rows));
}

GtkWidget *
hg_log_view_get_row (HgLogView *self,
                     guint      row)
{
  g_return_val_if_fail (HG_IS_LOG_VIEW (self), NULL);

  if (row >= hg_log_view_get_n_rows (self))
    return NULL;
  return GTK_WIDGET (gtk_list_box_get_row_at_index (self->list_box, (int) row));
}

const char *
hg_log_view_get_row_text (HgLogView *self,
                          guint      row)
{
  GtkWidget *widget;

  g_return_val_if_fail (HG_IS_LOG_VIEW (self), NULL);

  widget = hg_log_view_get_row (self, row);
  return widget != NULL ? hg_log_row_get_text (HG_LOG_ROW (widget)) : NULL;
}

GObject *
hg_log_view_get_row_item (HgLogView *self,
                          guint      row)
{
  GtkWidget *widget;

  g_return_val_if_fail (HG_IS_LOG_VIEW (self), NULL);

  widget = hg_log_view_get_row (self, row);
  return widget != NULL ? hg_log_row_get_item (HG_LOG_ROW (widget)) : NULL;
}

void
hg_log_view_select_index (HgLogView *self,
                          int        index)
{
  guint n;

  g_return_if_fail (HG_IS_LOG_VIEW (self));

  n = hg_log_view_get_n_rows (self);
  if (index < 0 || (guint) index >= n)
    {
      gtk_list_box_unselect_all (self->list_box);
      return;
    }
  gtk_list_box_select_row (self->list_box,
                           gtk_list_box_get_row_at_index (self->list_box, (int) (n - 1 - (guint) index)));
}

GObject *
hg_log_view_get_hovered (HgLogView *self)
{
  g_return_val_if_fail (HG_IS_LOG_VIEW (self), NULL);

  return self->hovered;
}
