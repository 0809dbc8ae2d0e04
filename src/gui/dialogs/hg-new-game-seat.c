/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-new-game-seat.c: a seat of the New Game dialog
 * (hg-new-game-seat.h); its look is ui/hg-new-game-seat.ui. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-game.h"
#include "hg-new-game-seat.h"
#include "hg-player.h"
#include "hg-seat-swatch.h"
#include "hg-wrap-box.h"

struct _HgNewGameSeat
{
  GtkBox        parent_instance;

  guint         seat;
  GListModel   *levels;
  guint         colour;
  guint         level;

  /* Template widgets */
  GtkWidget    *number;
  GtkWidget    *swatch;
  GtkEntry     *entry;
  GtkDropDown  *colour_drop;
  GtkDropDown  *level_drop;
};

G_DEFINE_FINAL_TYPE (HgNewGameSeat, hg_new_game_seat, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_SEAT,
  PROP_LEVELS,
  PROP_NAME,
  PROP_COLOUR,
  PROP_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Template callbacks ----------------------------------------------------- */

static char *
seat_number (gpointer unused,
             guint    seat)
{
  return g_strdup_printf ("%u", seat + 1);
}

/* The seat's name until the person names it. */
static char *
seat_default_name (gpointer unused,
                   guint    seat)
{
  return g_strdup_printf (_("Player %u"), seat + 1);
}

static guint
seat_mark (gpointer unused,
           guint    seat)
{
  return 1u << seat;
}

static char *
colour_value (gpointer unused,
              guint    colour)
{
  return g_strdup (hg_player_default_colour (colour));
}

/* Callbacks -------------------------------------------------------------- */

/* A drop-down takes the focus on its button: the button tells what the
 * drop-down chooses and the value chosen. */
static void
drop_down_selected_cb (GtkDropDown *drop,
                       GParamSpec  *pspec,
                       const char  *what)
{
  GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (drop));
  GObject *item = gtk_drop_down_get_selected_item (drop);
  g_autofree char *label = NULL;

  if (!GTK_IS_TOGGLE_BUTTON (button) || !GTK_IS_STRING_OBJECT (item))
    return;
  /* TRANSLATORS: a drop-down's name for a screen reader: what it
   * chooses and the value chosen, e.g. "Colour of player 1: Blue". */
  label = g_strdup_printf (_("%s: %s"), what, gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
name_drop_down (GtkDropDown *drop,
                const char  *what)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  g_signal_connect_data (drop, "notify::selected", G_CALLBACK (drop_down_selected_cb),
                         g_strdup (what), (GClosureNotify) (void (*) (void)) g_free, 0);
  drop_down_selected_cb (drop, NULL, what);
}

static void
entry_text_cb (HgNewGameSeat *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_new_game_seat_constructed (GObject *object)
{
  HgNewGameSeat *self = HG_NEW_GAME_SEAT (object);
  g_autofree char *name = seat_default_name (NULL, self->seat);
  g_autofree char *a11y_name = g_strdup_printf (_("Name of player %u"), self->seat + 1);
  g_autofree char *a11y_colour = g_strdup_printf (_("Colour of player %u"), self->seat + 1);
  g_autofree char *a11y_level = g_strdup_printf (_("Who plays seat %u"), self->seat + 1);

  G_OBJECT_CLASS (hg_new_game_seat_parent_class)->constructed (object);

  gtk_entry_set_max_length (self->entry, HG_GAME_MAX_NAME);
  hg_new_game_seat_set_name (self, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y_name, -1);
  hg_new_game_seat_set_colour (self, self->seat);
  name_drop_down (self->colour_drop, a11y_colour);
  name_drop_down (self->level_drop, a11y_level);
  g_signal_connect_object (self->entry, "notify::text",
                           G_CALLBACK (entry_text_cb), self, G_CONNECT_SWAPPED);
}

static gboolean
hg_new_game_seat_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (HG_NEW_GAME_SEAT (widget)->entry));
}

static void
hg_new_game_seat_dispose (GObject *object)
{
  HgNewGameSeat *self = HG_NEW_GAME_SEAT (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_NEW_GAME_SEAT);
  g_clear_object (&self->levels);

  G_OBJECT_CLASS (hg_new_game_seat_parent_class)->dispose (object);
}

static void
hg_new_game_seat_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  HgNewGameSeat *self = HG_NEW_GAME_SEAT (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      g_value_set_uint (value, self->seat);
      break;
    case PROP_LEVELS:
      g_value_set_object (value, self->levels);
      break;
    case PROP_NAME:
      g_value_set_string (value, hg_new_game_seat_get_name (self));
      break;
    case PROP_COLOUR:
      g_value_set_uint (value, self->colour);
      break;
    case PROP_LEVEL:
      g_value_set_uint (value, self->level);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_new_game_seat_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  HgNewGameSeat *self = HG_NEW_GAME_SEAT (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      self->seat = g_value_get_uint (value);
      break;
    case PROP_LEVELS:
      self->levels = g_value_dup_object (value);
      break;
    case PROP_NAME:
      hg_new_game_seat_set_name (self, g_value_get_string (value));
      break;
    case PROP_COLOUR:
      hg_new_game_seat_set_colour (self, g_value_get_uint (value));
      break;
    case PROP_LEVEL:
      hg_new_game_seat_set_level (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_new_game_seat_class_init (HgNewGameSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = hg_new_game_seat_constructed;
  object_class->dispose = hg_new_game_seat_dispose;
  object_class->get_property = hg_new_game_seat_get_property;
  object_class->set_property = hg_new_game_seat_set_property;
  widget_class->grab_focus = hg_new_game_seat_grab_focus;

  properties[PROP_SEAT] =
    g_param_spec_uint ("seat", NULL, NULL, 0, HG_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEVELS] =
    g_param_spec_object ("levels", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_COLOUR] =
    g_param_spec_uint ("colour", NULL, NULL, 0, HG_N_DEFAULT_COLOURS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_LEVEL] =
    g_param_spec_uint ("level", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HG_TYPE_SEAT_SWATCH);
  g_type_ensure (HG_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-new-game-seat.ui");
  gtk_widget_class_bind_template_child (widget_class, HgNewGameSeat, number);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameSeat, swatch);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameSeat, entry);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameSeat, colour_drop);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameSeat, level_drop);
  gtk_widget_class_bind_template_callback (widget_class, seat_number);
  gtk_widget_class_bind_template_callback (widget_class, seat_default_name);
  gtk_widget_class_bind_template_callback (widget_class, seat_mark);
  gtk_widget_class_bind_template_callback (widget_class, colour_value);
}

static void
hg_new_game_seat_init (HgNewGameSeat *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_new_game_seat_new (guint       seat,
                      GListModel *levels)
{
  g_return_val_if_fail (seat < HG_MAX_PLAYERS, NULL);
  g_return_val_if_fail (G_IS_LIST_MODEL (levels), NULL);

  return g_object_new (HG_TYPE_NEW_GAME_SEAT, "seat", seat, "levels", levels, NULL);
}

void
hg_new_game_seat_join_columns (HgNewGameSeat *self,
                               GtkSizeGroup  *number,
                               GtkSizeGroup  *swatch,
                               GtkSizeGroup  *name,
                               GtkSizeGroup  *colour,
                               GtkSizeGroup  *level)
{
  g_return_if_fail (HG_IS_NEW_GAME_SEAT (self));

  gtk_size_group_add_widget (number, self->number);
  gtk_size_group_add_widget (swatch, self->swatch);
  gtk_size_group_add_widget (name, GTK_WIDGET (self->entry));
  gtk_size_group_add_widget (colour, GTK_WIDGET (self->colour_drop));
  gtk_size_group_add_widget (level, GTK_WIDGET (self->level_drop));
}

guint
hg_new_game_seat_get_seat (HgNewGameSeat *self)
{
  g_return_val_if_fail (HG_IS_NEW_GAME_SEAT (self), 0);

  return self->seat;
}

const char *
hg_new_game_seat_get_name (HgNewGameSeat *self)
{
  g_return_val_if_fail (HG_IS_NEW_GAME_SEAT (self), NULL);

  return gtk_editable_get_text (GTK_EDITABLE (self->entry));
}

void
hg_new_game_seat_set_name (HgNewGameSeat *self,
                           const char    *name)
{
  g_return_if_fail (HG_IS_NEW_GAME_SEAT (self));

  /* the entry's notify::text tells that the name changed */
  gtk_editable_set_text (GTK_EDITABLE (self->entry), name != NULL ? name : "");
}

guint
hg_new_game_seat_get_colour (HgNewGameSeat *self)
{
  g_return_val_if_fail (HG_IS_NEW_GAME_SEAT (self), 0);

  return self->colour;
}

void
hg_new_game_seat_set_colour (HgNewGameSeat *self,
                             guint          colour)
{
  g_return_if_fail (HG_IS_NEW_GAME_SEAT (self));
  g_return_if_fail (colour < HG_N_DEFAULT_COLOURS);

  if (self->colour == colour)
    return;
  self->colour = colour;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOUR]);
}

guint
hg_new_game_seat_get_level (HgNewGameSeat *self)
{
  g_return_val_if_fail (HG_IS_NEW_GAME_SEAT (self), 0);

  return self->level;
}

void
hg_new_game_seat_set_level (HgNewGameSeat *self,
                            guint          level)
{
  g_return_if_fail (HG_IS_NEW_GAME_SEAT (self));

  if (self->level == level)
    return;
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}
