/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-player-row.c: one seat in the side panel. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "hg-figure-painter.h"
#include "hg-player-row.h"
#include "hg-seat-swatch.h"

struct _HgPlayerRow
{
  GtkWidget        parent_instance;

  HgPlayer        *player;
  GBindingGroup   *player_bindings;   /* what is shown as it is */
  GSignalGroup    *player_signals;
  gboolean         current;
  gboolean         thinking;
  gboolean         reviewing;         /* a moment of the past is shown */
  char            *score_text;
  guint            shown_score;       /* what the label shows */
  int              held_score;        /* shown instead of the player's, or -1 */
  AdwAnimation    *score_animation;   /* counting up to the score */
  char            *supply_text;
  GtkWidget       *spinner;           /* while a computer seat thinks */

  /* Template widgets */
  GtkLabel        *turn_arrow;
  HgSeatSwatch    *swatch;
  GtkLabel        *name_label;
  GtkDrawingArea  *supply;
  GtkLabel        *status_label;
  GtkLabel        *score_label;
};

G_DEFINE_FINAL_TYPE (HgPlayerRow, hg_player_row, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers ---------------------------------------------------------------- */

static void
player_rgba (HgPlayer *player,
             GdkRGBA  *out)
{
  if (!gdk_rgba_parse (out, hg_player_get_colour (player)))
    hg_player_colour (hg_player_get_seat (player), out);
}

static void
show_score_cb (double   value,
               gpointer user_data)
{
  HgPlayerRow *self = user_data;
  char text[16];

  self->shown_score = (guint) lround (value);
  g_snprintf (text, sizeof text, "%u", self->shown_score);
  gtk_label_set_text (self->score_label, text);
}

/* The score to show: the player's, or the one held for now. */
static guint
score_of (HgPlayerRow *self)
{
  return self->held_score >= 0 ? (guint) self->held_score : hg_player_get_score (self->player);
}

/* Points scored count up on the label; anything else (a new game, an
 * undo) shows at once. */
static void
count_to_score (HgPlayerRow *self)
{
  guint score = score_of (self);

  if (self->score_animation != NULL)
    adw_animation_skip (self->score_animation);
  g_clear_object (&self->score_animation);
  if (score > self->shown_score && gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->score_animation =
        adw_timed_animation_new (GTK_WIDGET (self), self->shown_score, score, 900,
                                 adw_callback_animation_target_new (show_score_cb, self, NULL));
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->score_animation), ADW_EASE_OUT_CUBIC);
      adw_animation_play (self->score_animation);
    }
  else
    show_score_cb (score, self);
}

static void
update_texts (HgPlayerRow *self)
{
  guint members;
  guint huts;
  guint score;
  g_autofree char *label = NULL;
  g_autofree char *name = NULL;

  if (self->player == NULL)
    return;
  name = hg_player_name_for_sentence (hg_player_get_name (self->player));

  members = hg_player_get_members (self->player);
  huts = hg_player_get_huts (self->player);

  g_free (self->score_text);
  self->score_text = g_strdup_printf ("%u", score_of (self));
  count_to_score (self);

  {
    /* The two plural forms hold a %u each: format them separately. */
    g_autofree char *m = g_strdup_printf (ngettext ("%u tribe member",
                                                    "%u tribe members", members), members);
    g_autofree char *h = g_strdup_printf (ngettext ("%u hut", "%u huts", huts), huts);

    g_free (self->supply_text);
    /* TRANSLATORS: the supply of a seat, e.g. "4 tribe members, 2 huts". */
    self->supply_text = g_strdup_printf (C_("supply", "%s, %s"), m, h);
  }
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->supply), self->supply_text);

  if (self->current && self->reviewing)
    /* TRANSLATORS: review mode: the seat to move at the moment shown */
    gtk_label_set_text (self->status_label, C_("review", "To move"));
  else if (self->current && self->thinking)
    gtk_label_set_text (self->status_label, _("Thinking…"));
  else if (self->current && hg_player_get_is_computer (self->player))
    gtk_label_set_text (self->status_label, _("Computer’s turn"));
  else if (self->current)
    gtk_label_set_text (self->status_label, _("Your turn"));
  else
    gtk_label_set_text (self->status_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), self->current);
  gtk_widget_set_visible (self->spinner, self->current && self->thinking);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), self->current && self->thinking);
  gtk_widget_set_opacity (GTK_WIDGET (self->turn_arrow), self->current ? 1.0 : 0.0);

  if (self->current)
    gtk_widget_add_css_class (GTK_WIDGET (self), "current");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "current");

  score = score_of (self);
  if (self->current)
    /* TRANSLATORS: accessible description of the seat whose turn it is:
     * name, score, supply. */
    label = g_strdup_printf (ngettext ("%s: %u point, %s, to play",
                                      "%s: %u points, %s, to play", score),
                             name, score, self->supply_text);
  else
    /* TRANSLATORS: accessible description of a seat: name, score, supply. */
    label = g_strdup_printf (ngettext ("%s: %u point, %s", "%s: %u points, %s", score),
                             name, score, self->supply_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self->supply));
}

/* The player's seat as the set of seats the swatch shows. */
static gboolean
seat_to_seats (GBinding     *binding,
               const GValue *from,
               GValue       *to,
               gpointer      user_data)
{
  g_value_set_uint (to, 1u << g_value_get_uint (from));
  return TRUE;
}

/* Callbacks -------------------------------------------------------------- */

static void
draw_supply (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  HgPlayerRow *self = user_data;
  GdkRGBA colour;
  double size = height;
  double x = size / 2.0;
  guint members;
  guint huts;

  if (self->player == NULL)
    return;

  player_rgba (self->player, &colour);
  members = hg_player_get_members (self->player);
  huts = hg_player_get_huts (self->player);

  /* The figures still in supply in full colour, those on the board as
   * faint shadows, so the count reads at a glance. */
  for (guint i = 0; i < HG_MEMBERS; i++)
    {
      cairo_push_group (cr);
      hg_figure_painter_draw (cr, HG_ROLE_GATHERER, &colour, x, height / 2.0, size);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, i < members ? 1.0 : 0.18);
      x += size * 0.78;
    }
  x += size * 0.35;
  for (guint i = 0; i < HG_HUTS; i++)
    {
      cairo_push_group (cr);
      hg_figure_painter_draw (cr, HG_ROLE_HUT, &colour, x, height / 2.0, size);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, i < huts ? 1.0 : 0.18);
      x += size * 1.0;
    }
}

static void
player_notify_cb (HgPlayerRow *self)
{
  update_texts (self);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_player_row_dispose (GObject *object)
{
  HgPlayerRow *self = HG_PLAYER_ROW (object);
  GtkWidget *child;

  if (self->player_bindings != NULL)
    g_binding_group_set_source (self->player_bindings, NULL);
  if (self->player_signals != NULL)
    g_signal_group_set_target (self->player_signals, NULL);
  g_clear_object (&self->player_bindings);
  g_clear_object (&self->player_signals);
  g_clear_object (&self->score_animation);
  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_PLAYER_ROW);
  /* Template children that are not bound are unparented here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->player);

  G_OBJECT_CLASS (hg_player_row_parent_class)->dispose (object);
}

static void
hg_player_row_finalize (GObject *object)
{
  HgPlayerRow *self = HG_PLAYER_ROW (object);

  g_free (self->score_text);
  g_free (self->supply_text);

  G_OBJECT_CLASS (hg_player_row_parent_class)->finalize (object);
}

static void
hg_player_row_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  HgPlayerRow *self = HG_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_object (value, self->player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_player_row_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  HgPlayerRow *self = HG_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      hg_player_row_set_player (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_player_row_class_init (HgPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hg_player_row_dispose;
  object_class->finalize = hg_player_row_finalize;
  object_class->get_property = hg_player_row_get_property;
  object_class->set_property = hg_player_row_set_property;

  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL, HG_TYPE_PLAYER,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HG_TYPE_SEAT_SWATCH);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, HgPlayerRow, turn_arrow);
  gtk_widget_class_bind_template_child (widget_class, HgPlayerRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, HgPlayerRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, HgPlayerRow, supply);
  gtk_widget_class_bind_template_child (widget_class, HgPlayerRow, status_label);
  gtk_widget_class_bind_template_child (widget_class, HgPlayerRow, score_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "hgplayerrow");
}

static void
hg_player_row_init (HgPlayerRow *self)
{
  GtkLayoutManager *layout;

  gtk_widget_init_template (GTK_WIDGET (self));

  layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 8);

  gtk_drawing_area_set_draw_func (self->supply, draw_supply, self, NULL);
  self->held_score = -1;

  self->player_bindings = g_binding_group_new ();
  g_binding_group_bind (self->player_bindings, "name", self->name_label, "label", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->player_bindings, "colour", self->swatch, "colour", G_BINDING_SYNC_CREATE);
  g_binding_group_bind_full (self->player_bindings, "seat", self->swatch, "seats", G_BINDING_SYNC_CREATE,
                             seat_to_seats, NULL, NULL, NULL);
  self->player_signals = g_signal_group_new (HG_TYPE_PLAYER);
  g_signal_group_connect_object (self->player_signals, "notify",
                                 G_CALLBACK (player_notify_cb), self, G_CONNECT_SWAPPED);

  /* Beside the score, turning while the seat's computer works out its
   * move ("Thinking…"). */
  self->spinner = gtk_spinner_new ();
  gtk_widget_set_valign (self->spinner, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->spinner, FALSE);
  gtk_widget_insert_before (self->spinner, GTK_WIDGET (self), GTK_WIDGET (self->score_label));
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_player_row_new (HgPlayer *player)
{
  g_return_val_if_fail (HG_IS_PLAYER (player), NULL);

  return g_object_new (HG_TYPE_PLAYER_ROW, "player", player, NULL);
}

void
hg_player_row_set_player (HgPlayerRow *self,
                          HgPlayer    *player)
{
  g_return_if_fail (HG_IS_PLAYER_ROW (self));
  g_return_if_fail (player == NULL || HG_IS_PLAYER (player));

  if (!g_set_object (&self->player, player))
    return;
  g_binding_group_set_source (self->player_bindings, player);
  g_signal_group_set_target (self->player_signals, player);
  update_texts (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

HgPlayer *
hg_player_row_get_player (HgPlayerRow *self)
{
  g_return_val_if_fail (HG_IS_PLAYER_ROW (self), NULL);

  return self->player;
}

void
hg_player_row_set_current (HgPlayerRow *self,
                           gboolean     current,
                           gboolean     thinking)
{
  g_return_if_fail (HG_IS_PLAYER_ROW (self));

  current = !!current;
  thinking = current && thinking;
  if (self->current == current && self->thinking == thinking)
    return;

  self->current = current;
  self->thinking = thinking;
  update_texts (self);
}

void
hg_player_row_set_reviewing (HgPlayerRow *self,
                             gboolean     reviewing)
{
  g_return_if_fail (HG_IS_PLAYER_ROW (self));

  reviewing = !!reviewing;
  if (self->reviewing == reviewing)
    return;
  self->reviewing = reviewing;
  update_texts (self);
}

void
hg_player_row_hold_score (HgPlayerRow *self,
                          int          score)
{
  g_return_if_fail (HG_IS_PLAYER_ROW (self));

  score = MAX (score, -1);
  if (self->held_score == score)
    return;
  self->held_score = score;
  update_texts (self);
}

gboolean
hg_player_row_get_current (HgPlayerRow *self)
{
  g_return_val_if_fail (HG_IS_PLAYER_ROW (self), FALSE);

  return self->current;
}

const char *
hg_player_row_get_score_text (HgPlayerRow *self)
{
  g_return_val_if_fail (HG_IS_PLAYER_ROW (self), NULL);

  return self->score_text;
}

const char *
hg_player_row_get_supply_text (HgPlayerRow *self)
{
  g_return_val_if_fail (HG_IS_PLAYER_ROW (self), NULL);

  return self->supply_text;
}

const char *
hg_player_row_get_status_text (HgPlayerRow *self)
{
  g_return_val_if_fail (HG_IS_PLAYER_ROW (self), NULL);

  return gtk_label_get_text (self->status_label);
}
