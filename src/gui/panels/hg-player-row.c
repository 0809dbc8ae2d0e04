/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-player-row.c: one seat in the side panel. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "hg-figure-painter.h"
#include "hg-player-row.h"

struct _HgPlayerRow
{
  GtkWidget        parent_instance;

  HgPlayer        *player;
  gboolean         current;
  gboolean         thinking;
  char            *score_text;
  char            *supply_text;
  GtkWidget       *spinner;           /* while a computer seat thinks */

  /* Template widgets */
  GtkLabel        *turn_arrow;
  GtkDrawingArea  *swatch;
  GtkLabel        *name_label;
  GtkDrawingArea  *supply;
  GtkLabel        *status_label;
  GtkLabel        *score_label;
};

G_DEFINE_FINAL_TYPE (HgPlayerRow, hg_player_row, GTK_TYPE_WIDGET)

/* Helpers ---------------------------------------------------------------- */

static void
player_rgba (HgPlayer *player,
             GdkRGBA  *out)
{
  if (!gdk_rgba_parse (out, hg_player_get_colour (player)))
    hg_player_colour (hg_player_get_seat (player), out);
}

static void
shape_path (cairo_t *cr,
            guint    seat,
            double   cx,
            double   cy,
            double   r)
{
  switch (seat % 5)
    {
    case 0:   /* circle */
      cairo_arc (cr, cx, cy, r * 0.9, 0, 2 * G_PI);
      break;
    case 1:   /* square */
      cairo_rectangle (cr, cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6);
      break;
    case 2:   /* triangle */
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r, cy + r * 0.8);
      cairo_line_to (cr, cx - r, cy + r * 0.8);
      break;
    case 3:   /* diamond */
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r, cy);
      cairo_line_to (cr, cx, cy + r);
      cairo_line_to (cr, cx - r, cy);
      break;
    default:  /* star */
      for (guint i = 0; i < 10; i++)
        {
          double a = -G_PI / 2 + i * G_PI / 5;
          double rr = (i % 2 == 0) ? r : r * 0.45;

          if (i == 0)
            cairo_move_to (cr, cx + rr * cos (a), cy + rr * sin (a));
          else
            cairo_line_to (cr, cx + rr * cos (a), cy + rr * sin (a));
        }
      break;
    }
  cairo_close_path (cr);
}

static void
update_texts (HgPlayerRow *self)
{
  guint members;
  guint huts;
  guint score;
  g_autofree char *label = NULL;

  if (self->player == NULL)
    return;

  members = hg_player_get_members (self->player);
  huts = hg_player_get_huts (self->player);

  g_free (self->score_text);
  self->score_text = g_strdup_printf ("%u", hg_player_get_score (self->player));
  gtk_label_set_text (self->score_label, self->score_text);

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

  gtk_label_set_text (self->name_label, hg_player_get_name (self->player));

  if (self->current && self->thinking)
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

  score = hg_player_get_score (self->player);
  if (self->current)
    /* TRANSLATORS: accessible description of the seat whose turn it is:
     * name, score, supply. */
    label = g_strdup_printf (ngettext ("%s: %u point, %s, to play",
                                      "%s: %u points, %s, to play", score),
                             hg_player_get_name (self->player), score, self->supply_text);
  else
    /* TRANSLATORS: accessible description of a seat: name, score, supply. */
    label = g_strdup_printf (ngettext ("%s: %u point, %s", "%s: %u points, %s", score),
                             hg_player_get_name (self->player), score, self->supply_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self->supply));
  gtk_widget_queue_draw (GTK_WIDGET (self->swatch));
}

/* Callbacks -------------------------------------------------------------- */

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  HgPlayerRow *self = user_data;
  GdkRGBA colour;

  if (self->player == NULL)
    return;

  player_rgba (self->player, &colour);
  hg_player_swatch_draw (cr, hg_player_get_seat (self->player), &colour,
                         width / 2.0, height / 2.0, MIN (width, height));
}

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
hg_player_row_class_init (HgPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hg_player_row_dispose;
  object_class->finalize = hg_player_row_finalize;

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

  gtk_drawing_area_set_draw_func (self->swatch, draw_swatch, self, NULL);
  gtk_drawing_area_set_draw_func (self->supply, draw_supply, self, NULL);

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
  HgPlayerRow *self;

  g_return_val_if_fail (HG_IS_PLAYER (player), NULL);

  self = g_object_new (HG_TYPE_PLAYER_ROW, NULL);
  self->player = g_object_ref (player);
  g_signal_connect_object (player, "notify", G_CALLBACK (player_notify_cb),
                           self, G_CONNECT_SWAPPED);
  update_texts (self);

  return GTK_WIDGET (self);
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

void
hg_player_swatch_draw (cairo_t       *cr,
                       guint          seat,
                       const GdkRGBA *colour,
                       double         cx,
                       double         cy,
                       double         size)
{
  GdkRGBA outline;
  double r = size * 0.42;

  g_return_if_fail (cr != NULL && colour != NULL);

  hg_player_outline_colour (colour, &outline);
  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  shape_path (cr, seat, cx, cy, r);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_fill_preserve (cr);
  /* A dark outline for light colours (white, yellow) and the reverse, so
   * the mark stands on any background. */
  gdk_cairo_set_source_rgba (cr, &outline);
  cairo_set_line_width (cr, MAX (1.5, size * 0.07));
  cairo_stroke (cr);
  cairo_restore (cr);
}
