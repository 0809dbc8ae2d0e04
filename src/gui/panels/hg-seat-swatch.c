/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-seat-swatch.c: seat marks in a row. */

#include "config.h"

#include <math.h>

#include "hg-figure-painter.h"
#include "hg-player.h"
#include "hg-seat-swatch.h"

#define STEP 0.8   /* from one mark to the next, in mark sizes */

struct _HgSeatSwatch
{
  GtkWidget   parent_instance;

  guint       seats;
  GListModel *players;
  char       *colour;
  int         size;
};

G_DEFINE_FINAL_TYPE (HgSeatSwatch, hg_seat_swatch, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SEATS,
  PROP_PLAYERS,
  PROP_COLOUR,
  PROP_SIZE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers ---------------------------------------------------------------- */

static guint
count_marks (HgSeatSwatch *self)
{
  guint n = 0;

  for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
    n += (self->seats >> seat) & 1;
  return n;
}

/* The colour of @seat's mark; FALSE if there is none to draw. */
static gboolean
seat_colour (HgSeatSwatch *self,
             guint         seat,
             GdkRGBA      *out)
{
  g_autoptr(HgPlayer) player = NULL;

  if (self->colour != NULL)
    return gdk_rgba_parse (out, self->colour);
  if (self->players == NULL)
    return FALSE;
  player = g_list_model_get_item (self->players, seat);
  if (player == NULL)
    return FALSE;
  if (!gdk_rgba_parse (out, hg_player_get_colour (player)))
    hg_player_colour (seat, out);
  return TRUE;
}

/* GtkWidget -------------------------------------------------------------- */

static void
hg_seat_swatch_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  HgSeatSwatch *self = HG_SEAT_SWATCH (widget);
  guint n = count_marks (self);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = n == 0 ? 0 : (int) ceil (self->size * (1 + STEP * (n - 1)));
  else
    *minimum = self->size;
  *natural = *minimum;
}

static void
hg_seat_swatch_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  HgSeatSwatch *self = HG_SEAT_SWATCH (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double size = MIN (self->size, height);
  double x = size / 2.0;
  cairo_t *cr;

  if (self->seats == 0 || width <= 0 || height <= 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
    {
      GdkRGBA colour;

      if (!(self->seats & (1u << seat)))
        continue;
      if (seat_colour (self, seat, &colour))
        hg_player_swatch_draw (cr, seat, &colour, x, height / 2.0, size);
      x += size * STEP;
    }
  cairo_destroy (cr);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_seat_swatch_dispose (GObject *object)
{
  HgSeatSwatch *self = HG_SEAT_SWATCH (object);

  g_clear_object (&self->players);

  G_OBJECT_CLASS (hg_seat_swatch_parent_class)->dispose (object);
}

static void
hg_seat_swatch_finalize (GObject *object)
{
  HgSeatSwatch *self = HG_SEAT_SWATCH (object);

  g_free (self->colour);

  G_OBJECT_CLASS (hg_seat_swatch_parent_class)->finalize (object);
}

static void
hg_seat_swatch_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  HgSeatSwatch *self = HG_SEAT_SWATCH (object);

  switch (prop_id)
    {
    case PROP_SEATS:
      g_value_set_uint (value, self->seats);
      break;
    case PROP_PLAYERS:
      g_value_set_object (value, self->players);
      break;
    case PROP_COLOUR:
      g_value_set_string (value, self->colour);
      break;
    case PROP_SIZE:
      g_value_set_int (value, self->size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_seat_swatch_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  HgSeatSwatch *self = HG_SEAT_SWATCH (object);

  switch (prop_id)
    {
    case PROP_SEATS:
      hg_seat_swatch_set_seats (self, g_value_get_uint (value));
      break;
    case PROP_PLAYERS:
      hg_seat_swatch_set_players (self, g_value_get_object (value));
      break;
    case PROP_COLOUR:
      hg_seat_swatch_set_colour (self, g_value_get_string (value));
      break;
    case PROP_SIZE:
      hg_seat_swatch_set_size (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_seat_swatch_class_init (HgSeatSwatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = hg_seat_swatch_dispose;
  object_class->finalize = hg_seat_swatch_finalize;
  object_class->get_property = hg_seat_swatch_get_property;
  object_class->set_property = hg_seat_swatch_set_property;
  widget_class->measure = hg_seat_swatch_measure;
  widget_class->snapshot = hg_seat_swatch_snapshot;

  properties[PROP_SEATS] =
    g_param_spec_uint ("seats", NULL, NULL, 0, 0xff, 0, flags);
  properties[PROP_PLAYERS] =
    g_param_spec_object ("players", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  properties[PROP_COLOUR] =
    g_param_spec_string ("colour", NULL, NULL, NULL, flags);
  properties[PROP_SIZE] =
    g_param_spec_int ("size", NULL, NULL, 1, 256, 14, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The row the marks are in says who they are. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
  gtk_widget_class_set_css_name (widget_class, "hgseatswatch");
}

static void
hg_seat_swatch_init (HgSeatSwatch *self)
{
  self->size = 14;
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_seat_swatch_new (void)
{
  return g_object_new (HG_TYPE_SEAT_SWATCH, NULL);
}

guint
hg_seat_swatch_get_seats (HgSeatSwatch *self)
{
  g_return_val_if_fail (HG_IS_SEAT_SWATCH (self), 0);

  return self->seats;
}

void
hg_seat_swatch_set_seats (HgSeatSwatch *self,
                          guint         seats)
{
  g_return_if_fail (HG_IS_SEAT_SWATCH (self));

  if (self->seats == seats)
    return;
  self->seats = seats;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEATS]);
}

GListModel *
hg_seat_swatch_get_players (HgSeatSwatch *self)
{
  g_return_val_if_fail (HG_IS_SEAT_SWATCH (self), NULL);

  return self->players;
}

void
hg_seat_swatch_set_players (HgSeatSwatch *self,
                            GListModel   *players)
{
  g_return_if_fail (HG_IS_SEAT_SWATCH (self));
  g_return_if_fail (players == NULL || G_IS_LIST_MODEL (players));

  if (!g_set_object (&self->players, players))
    return;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYERS]);
}

const char *
hg_seat_swatch_get_colour (HgSeatSwatch *self)
{
  g_return_val_if_fail (HG_IS_SEAT_SWATCH (self), NULL);

  return self->colour;
}

void
hg_seat_swatch_set_colour (HgSeatSwatch *self,
                           const char   *colour)
{
  g_return_if_fail (HG_IS_SEAT_SWATCH (self));

  if (g_strcmp0 (self->colour, colour) == 0)
    return;
  g_free (self->colour);
  self->colour = g_strdup (colour);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOUR]);
}

int
hg_seat_swatch_get_size (HgSeatSwatch *self)
{
  g_return_val_if_fail (HG_IS_SEAT_SWATCH (self), 0);

  return self->size;
}

void
hg_seat_swatch_set_size (HgSeatSwatch *self,
                         int           size)
{
  g_return_if_fail (HG_IS_SEAT_SWATCH (self));
  g_return_if_fail (size > 0);

  if (self->size == size)
    return;
  self->size = size;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIZE]);
}
