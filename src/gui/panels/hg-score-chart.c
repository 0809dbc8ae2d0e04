/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-score-chart.c: the players' scores over the turns. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-figure-painter.h"
#include "hg-score-chart.h"

struct _HgScoreChart
{
  GtkDrawingArea  parent_instance;

  HgGame         *game;
  GSignalGroup   *game_signals;
  int             marker;       /* a turn marked (review mode), or -1 */
  GArray         *margins[HG_MAX_PLAYERS]; /* HgChartMargin, by turn, or NULL */
};

/* A seat's expected final margin over its best rival after a turn (the
 * coach's value of its move there). */
typedef struct {
  guint  turn;
  double value;
} HgChartMargin;

G_DEFINE_FINAL_TYPE (HgScoreChart, hg_score_chart, GTK_TYPE_DRAWING_AREA)

#define LEGEND_ROW 20.0
#define MARGIN     8.0
/* The strip of the expected margins under the scores, when there are. */
#define STRIP      44.0

/* The least it shrinks to in a narrow or low window; its content size is
 * its natural size. */
#define MIN_WIDTH  200
#define MIN_HEIGHT 90

/* Helpers ---------------------------------------------------------------- */

static guint
last_turn (HgScoreChart *self)
{
  guint n = hg_game_get_n_events (self->game);
  guint turn = hg_state_get_turn (hg_game_get_state (self->game));

  if (n > 0)
    turn = MAX (turn, hg_score_event_get_turn (hg_game_get_event (self->game, n - 1)));
  return MAX (turn, 1);
}

static void
foreground (GtkWidget *widget,
            GdkRGBA   *out)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  /* Newer than GDK_VERSION_MAX_ALLOWED, compiled only where GTK has it. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_widget_get_color (widget, out);
  G_GNUC_END_IGNORE_DEPRECATIONS
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), out);
#endif
}

static void
player_rgba (HgPlayer *player,
             GdkRGBA  *out)
{
  if (!gdk_rgba_parse (out, hg_player_get_colour (player)))
    hg_player_colour (hg_player_get_seat (player), out);
}

/* The seats' expected final margins, as the coach judged their moves: a
 * dashed line each about a zero line, from @y0 to @y1, with a word. */
static void
draw_margins (HgScoreChart  *self,
              cairo_t       *cr,
              PangoLayout   *layout,
              const GdkRGBA *fg,
              double         left,
              double         right,
              double         y0,
              double         y1,
              guint          turns)
{
  double most = 5, zero = (y0 + y1) / 2, half = (y1 - y0) / 2;
  const double dash[] = { 4, 3 };
  int tw, th;

  for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
    for (guint i = 0; self->margins[seat] != NULL && i < self->margins[seat]->len; i++)
      most = MAX (most, ABS (g_array_index (self->margins[seat], HgChartMargin, i).value));

  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.4);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, left, (int) zero + 0.5);
  cairo_line_to (cr, right, (int) zero + 0.5);
  cairo_stroke (cr);
  /* TRANSLATORS: beside the coach's line of each seat's expected margin
   * over its best rival, under the score chart in review */
  pango_layout_set_text (layout, _("margin"), -1);
  pango_layout_get_pixel_size (layout, &tw, &th);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.7);
  cairo_move_to (cr, MAX (0, left - 4 - tw), zero - th / 2.0);
  pango_cairo_show_layout (cr, layout);

  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (cr, 2);
  for (guint seat = 0; seat < hg_game_get_n_players (self->game); seat++)
    {
      GArray *points = self->margins[seat];
      GdkRGBA colour;

      if (points == NULL || points->len == 0)
        continue;
      player_rgba (hg_game_get_player (self->game, seat), &colour);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_new_path (cr);
      for (guint i = 0; i < points->len; i++)
        {
          const HgChartMargin *m = &g_array_index (points, HgChartMargin, i);

          cairo_line_to (cr, left + (right - left) * MIN (m->turn, turns) / turns,
                         zero - half * m->value / most);
        }
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  HgScoreChart *self = HG_SCORE_CHART (area);
  guint n_players;
  guint turns;
  guint max_score = 1;
  GdkRGBA fg;
  double left, right, top, bottom, plot_w, plot_h;
  PangoLayout *layout;
  guint legend_rows;
  gboolean has_margins = FALSE;

  if (self->game == NULL)
    return;

  n_players = hg_game_get_n_players (self->game);
  turns = last_turn (self);
  for (guint seat = 0; seat < n_players; seat++)
    max_score = MAX (max_score, hg_score_chart_score_at (self, seat, turns));

  /* Four grid steps of whole points. */
  max_score = (max_score + 3) / 4 * 4;

  foreground (GTK_WIDGET (self), &fg);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);

  /* Legend: one row per player below the plot, and the margins' strip
   * above it if there are margins. */
  legend_rows = (n_players + 2) / 3;
  for (guint seat = 0; seat < n_players; seat++)
    has_margins |= self->margins[seat] != NULL && self->margins[seat]->len > 0;
  left = MARGIN + 36;
  right = width - MARGIN;
  top = MARGIN;
  bottom = height - MARGIN - 18 - legend_rows * LEGEND_ROW - (has_margins ? STRIP : 0);
  plot_w = right - left;
  plot_h = bottom - top;
  if (plot_w < 20 || plot_h < 20)
    {
      g_object_unref (layout);
      return;
    }

  /* Axes and a few grid lines with their values. */
  cairo_set_line_width (cr, 1);
  for (guint i = 0; i <= 4; i++)
    {
      g_autofree char *text = g_strdup_printf ("%u", max_score * i / 4);
      double y = bottom - plot_h * i / 4.0;
      int tw, th;

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, i == 0 ? 0.6 : 0.15);
      cairo_move_to (cr, left, (int) y + 0.5);
      cairo_line_to (cr, right, (int) y + 0.5);
      cairo_stroke (cr);

      pango_layout_set_text (layout, text, -1);
      pango_layout_get_pixel_size (layout, &tw, &th);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
      cairo_move_to (cr, left - 6 - tw, y - th / 2.0);
      pango_cairo_show_layout (cr, layout);
    }
  {
    g_autofree char *text = g_strdup_printf (ngettext ("%u turn", "%u turns", turns), turns);
    int tw, th;

    pango_layout_set_text (layout, text, -1);
    pango_layout_get_pixel_size (layout, &tw, &th);
    cairo_move_to (cr, right - tw, bottom + 2);
    pango_cairo_show_layout (cr, layout);
  }

  /* One stepped line per player: an outline first, then the colour, so
   * white and yellow stay visible on a light background. */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint seat = 0; seat < n_players; seat++)
    {
      HgPlayer *player = hg_game_get_player (self->game, seat);
      GdkRGBA colour, outline;
      guint score = 0;
      double x, y;
      /* Lines that run together are drawn a little apart, so each colour
       * stays visible. */
      double offset = 2.0 * seat - (n_players - 1.0);

      player_rgba (player, &colour);
      hg_player_outline_colour (&colour, &outline);

      cairo_new_path (cr);
      cairo_save (cr);
      cairo_translate (cr, offset * 0.5, -offset);
      cairo_move_to (cr, left, bottom);
      for (guint i = 0; i < hg_game_get_n_events (self->game); i++)
        {
          HgScoreEvent *event = hg_game_get_event (self->game, i);

          if (!(hg_score_event_get_seats (event) & (1u << seat)))
            continue;
          x = left + plot_w * hg_score_event_get_turn (event) / turns;
          cairo_line_to (cr, x, bottom - plot_h * score / max_score);
          score += hg_score_event_get_points (event);
          cairo_line_to (cr, x, bottom - plot_h * score / max_score);
        }
      y = bottom - plot_h * score / max_score;
      cairo_line_to (cr, right, y);

      gdk_cairo_set_source_rgba (cr, &outline);
      cairo_set_line_width (cr, 4.5);
      cairo_stroke_preserve (cr);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
      cairo_restore (cr);
      hg_player_swatch_draw (cr, seat, &colour, right - 6, y, 12);
    }

  /* The moment shown (review mode): a line across the plot. */
  if (self->marker >= 0)
    {
      double x = left + plot_w * MIN ((guint) self->marker, turns) / turns;

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.85);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, (int) x + 0.5, top - 2);
      cairo_line_to (cr, (int) x + 0.5, bottom);
      cairo_stroke (cr);
      cairo_arc (cr, (int) x + 0.5, top - 2, 3.5, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  if (has_margins)
    draw_margins (self, cr, layout, &fg, left, right, bottom + 18, bottom + 18 + STRIP - 6, turns);

  /* Legend. */
  for (guint seat = 0; seat < n_players; seat++)
    {
      HgPlayer *player = hg_game_get_player (self->game, seat);
      double col_w = (width - 2 * MARGIN) / 3.0;
      double x = MARGIN + col_w * (seat % 3);
      double y = bottom + 20 + (has_margins ? STRIP : 0) + LEGEND_ROW * (seat / 3);
      g_autofree char *name = hg_player_name_for_sentence (hg_player_get_name (player));
      g_autofree char *text = g_strdup_printf ("%s (%u)", name, hg_player_get_score (player));
      GdkRGBA colour;
      int tw, th;

      player_rgba (player, &colour);
      hg_player_swatch_draw (cr, seat, &colour, x + 8, y + LEGEND_ROW / 2, 14);
      pango_layout_set_text (layout, text, -1);
      pango_layout_set_width (layout, (int) ((col_w - 22) * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_get_pixel_size (layout, &tw, &th);
      gdk_cairo_set_source_rgba (cr, &fg);
      cairo_move_to (cr, x + 20, y + (LEGEND_ROW - th) / 2);
      pango_cairo_show_layout (cr, layout);
      pango_layout_set_width (layout, -1);
    }

  g_object_unref (layout);
}

static void
game_changed_cb (HgScoreChart *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* GObject ---------------------------------------------------------------- */

static void
hg_score_chart_dispose (GObject *object)
{
  HgScoreChart *self = HG_SCORE_CHART (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  hg_score_chart_clear_margins (self);

  G_OBJECT_CLASS (hg_score_chart_parent_class)->dispose (object);
}

static void
hg_score_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  GTK_WIDGET_CLASS (hg_score_chart_parent_class)->measure (widget, orientation, for_size,
                                                           minimum, natural,
                                                           minimum_baseline, natural_baseline);
  *minimum = MIN (*minimum, orientation == GTK_ORIENTATION_HORIZONTAL ? MIN_WIDTH : MIN_HEIGHT);
}

static void
hg_score_chart_class_init (HgScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hg_score_chart_dispose;
  widget_class->measure = hg_score_chart_measure;
}

static void
hg_score_chart_init (HgScoreChart *self)
{
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self), 360);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self), 220);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw_chart, NULL, NULL);
  self->marker = -1;
  self->game_signals = g_signal_group_new (HG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "move-applied",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "undone",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "redone",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Scores over the turns"),
                                  -1);
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_score_chart_new (HgGame *game)
{
  HgScoreChart *self;

  g_return_val_if_fail (game == NULL || HG_IS_GAME (game), NULL);

  self = g_object_new (HG_TYPE_SCORE_CHART, NULL);
  hg_score_chart_set_game (self, game);
  return GTK_WIDGET (self);
}

void
hg_score_chart_set_game (HgScoreChart *self,
                         HgGame       *game)
{
  g_return_if_fail (HG_IS_SCORE_CHART (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
hg_score_chart_score_at (HgScoreChart *self,
                         guint         seat,
                         guint         turn)
{
  guint score = 0;

  g_return_val_if_fail (HG_IS_SCORE_CHART (self), 0);

  if (self->game == NULL)
    return 0;

  for (guint i = 0; i < hg_game_get_n_events (self->game); i++)
    {
      HgScoreEvent *event = hg_game_get_event (self->game, i);

      if (hg_score_event_get_turn (event) <= turn && (hg_score_event_get_seats (event) & (1u << seat)))
        score += hg_score_event_get_points (event);
    }
  return score;
}

void
hg_score_chart_set_marker (HgScoreChart *self,
                           int           turn)
{
  g_return_if_fail (HG_IS_SCORE_CHART (self));

  turn = MAX (turn, -1);
  if (self->marker == turn)
    return;
  self->marker = turn;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
hg_score_chart_get_marker (HgScoreChart *self)
{
  g_return_val_if_fail (HG_IS_SCORE_CHART (self), -1);

  return self->marker;
}

void
hg_score_chart_clear_margins (HgScoreChart *self)
{
  g_return_if_fail (HG_IS_SCORE_CHART (self));

  for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
    g_clear_pointer (&self->margins[seat], g_array_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hg_score_chart_add_margin (HgScoreChart *self,
                           guint         seat,
                           guint         turn,
                           double        margin)
{
  HgChartMargin m = { turn, margin };

  g_return_if_fail (HG_IS_SCORE_CHART (self));
  g_return_if_fail (seat < HG_MAX_PLAYERS);

  if (self->margins[seat] == NULL)
    self->margins[seat] = g_array_new (FALSE, FALSE, sizeof (HgChartMargin));
  g_array_append_val (self->margins[seat], m);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
hg_score_chart_get_n_margins (HgScoreChart *self,
                              guint         seat)
{
  g_return_val_if_fail (HG_IS_SCORE_CHART (self), 0);
  g_return_val_if_fail (seat < HG_MAX_PLAYERS, 0);

  return self->margins[seat] != NULL ? self->margins[seat]->len : 0;
}
