/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-log-row.c: a line of the scoring log or of the list of moves. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-log-row.h"
#include "hg-move-record.h"
#include "hg-score-event.h"
#include "hg-seat-swatch.h"

struct _HgLogRow
{
  GtkListBoxRow  parent_instance;

  GObject       *item;
  GListModel    *players;

  /* Template widgets */
  HgSeatSwatch  *swatch;
  GtkLabel      *label;
};

G_DEFINE_FINAL_TYPE (HgLogRow, hg_log_row, GTK_TYPE_LIST_BOX_ROW)

enum {
  PROP_0,
  PROP_ITEM,
  PROP_PLAYERS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers ---------------------------------------------------------------- */

/* A move's seat as the set of seats the swatch shows. */
static gboolean
seat_to_seats (GBinding     *binding,
               const GValue *from,
               GValue       *to,
               gpointer      user_data)
{
  g_value_set_uint (to, 1u << g_value_get_uint (from));
  return TRUE;
}

/* GObject ---------------------------------------------------------------- */

static void
hg_log_row_constructed (GObject *object)
{
  HgLogRow *self = HG_LOG_ROW (object);

  G_OBJECT_CLASS (hg_log_row_parent_class)->constructed (object);

  if (self->item == NULL)
    return;
  g_object_bind_property (self->item, "text", self->label, "label", G_BINDING_SYNC_CREATE);
  if (HG_IS_MOVE_RECORD (self->item))
    {
      g_object_bind_property_full (self->item, "seat", self->swatch, "seats", G_BINDING_SYNC_CREATE,
                                   seat_to_seats, NULL, NULL, NULL);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), _("Point at a move to see its tile on the board"));
    }
  else
    {
      g_object_bind_property (self->item, "seats", self->swatch, "seats", G_BINDING_SYNC_CREATE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), _("Point at a line to see its feature on the board"));
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_label_get_text (self->label),
                                  -1);
}

static void
hg_log_row_dispose (GObject *object)
{
  HgLogRow *self = HG_LOG_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_LOG_ROW);
  g_clear_object (&self->item);
  g_clear_object (&self->players);

  G_OBJECT_CLASS (hg_log_row_parent_class)->dispose (object);
}

static void
hg_log_row_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  HgLogRow *self = HG_LOG_ROW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      g_value_set_object (value, self->item);
      break;
    case PROP_PLAYERS:
      g_value_set_object (value, self->players);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_log_row_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  HgLogRow *self = HG_LOG_ROW (object);

  switch (prop_id)
    {
    case PROP_ITEM:
      self->item = g_value_dup_object (value);
      break;
    case PROP_PLAYERS:
      hg_log_row_set_players (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_log_row_class_init (HgLogRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = hg_log_row_constructed;
  object_class->dispose = hg_log_row_dispose;
  object_class->get_property = hg_log_row_get_property;
  object_class->set_property = hg_log_row_set_property;

  properties[PROP_ITEM] =
    g_param_spec_object ("item", NULL, NULL, G_TYPE_OBJECT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYERS] =
    g_param_spec_object ("players", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HG_TYPE_SEAT_SWATCH);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-log-row.ui");
  gtk_widget_class_bind_template_child (widget_class, HgLogRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, HgLogRow, label);
}

static void
hg_log_row_init (HgLogRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_log_row_new (GObject    *item,
                GListModel *players)
{
  g_return_val_if_fail (HG_IS_SCORE_EVENT (item) || HG_IS_MOVE_RECORD (item), NULL);
  g_return_val_if_fail (players == NULL || G_IS_LIST_MODEL (players), NULL);

  return g_object_new (HG_TYPE_LOG_ROW, "item", item, "players", players, NULL);
}

GObject *
hg_log_row_get_item (HgLogRow *self)
{
  g_return_val_if_fail (HG_IS_LOG_ROW (self), NULL);

  return self->item;
}

const char *
hg_log_row_get_text (HgLogRow *self)
{
  g_return_val_if_fail (HG_IS_LOG_ROW (self), NULL);

  return gtk_label_get_text (self->label);
}

GListModel *
hg_log_row_get_players (HgLogRow *self)
{
  g_return_val_if_fail (HG_IS_LOG_ROW (self), NULL);

  return self->players;
}

void
hg_log_row_set_players (HgLogRow   *self,
                        GListModel *players)
{
  g_return_if_fail (HG_IS_LOG_ROW (self));
  g_return_if_fail (players == NULL || G_IS_LIST_MODEL (players));

  if (g_set_object (&self->players, players))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYERS]);
}
