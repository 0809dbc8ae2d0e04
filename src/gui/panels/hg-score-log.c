/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-score-log.c: the scoring events of a game in words. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-player-row.h"
#include "hg-score-log.h"

struct _HgScoreLog
{
  GtkWidget     parent_instance;

  HgGame       *game;
  GPtrArray    *texts;      /* char *, row order (newest first) */
  int           hovered;    /* event index, or -1 */

  /* Template widgets */
  GtkStack     *stack;
  GtkListBox   *list_box;
};

G_DEFINE_FINAL_TYPE (HgScoreLog, hg_score_log, GTK_TYPE_WIDGET)

enum {
  EVENT_HOVERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define EVENT_INDEX_KEY "hg-event-index"

/* Helpers ---------------------------------------------------------------- */

static void
row_draw_swatches (GtkDrawingArea *area,
                   cairo_t        *cr,
                   int             width,
                   int             height,
                   gpointer        user_data)
{
  HgScoreLog *self = user_data;
  guint seats = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "hg-seats"));
  double x = height / 2.0;

  if (self->game == NULL)
    return;

  for (guint seat = 0; seat < hg_game_get_n_players (self->game); seat++)
    if (seats & (1u << seat))
      {
        GdkRGBA colour;

        if (!gdk_rgba_parse (&colour, hg_player_get_colour (hg_game_get_player (self->game, seat))))
          continue;
        hg_player_swatch_draw (cr, seat, &colour, x, height / 2.0, height);
        x += height * 0.8;
      }
}

static void
set_hovered (HgScoreLog *self,
             int         index)
{
  if (self->hovered == index)
    return;

  self->hovered = index;
  g_signal_emit (self, signals[EVENT_HOVERED], 0, index);
}

static int
row_event_index (GtkListBoxRow *row)
{
  if (row == NULL)
    return -1;
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), EVENT_INDEX_KEY)) - 1;
}

static void
rebuild (HgScoreLog *self)
{
  GtkWidget *child;
  guint n_events = self->game != NULL ? hg_game_get_n_events (self->game) : 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list_box))) != NULL)
    gtk_list_box_remove (self->list_box, child);
  g_ptr_array_set_size (self->texts, 0);
  set_hovered (self, -1);

  for (guint i = n_events; i-- > 0;)
    {
      HgScoreEvent *event = hg_game_get_event (self->game, i);
      char *text = g_strdup (hg_score_event_get_text (event));
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *swatches = gtk_drawing_area_new ();
      GtkWidget *label = gtk_label_new (text);
      guint n_seats = 0;

      for (guint s = 0; s < HG_MAX_PLAYERS; s++)
        n_seats += (hg_score_event_get_seats (event) >> s) & 1;

      g_object_set_data (G_OBJECT (swatches), "hg-seats", GUINT_TO_POINTER (hg_score_event_get_seats (event)));
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatches),
                                          (int) (14 + 11 * (n_seats - 1)));
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatches), 14);
      gtk_widget_set_valign (swatches, GTK_ALIGN_CENTER);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatches), row_draw_swatches, self, NULL);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_widget_set_hexpand (label, TRUE);

      gtk_box_append (GTK_BOX (box), swatches);
      gtk_box_append (GTK_BOX (box), label);
      gtk_widget_set_margin_start (box, 8);
      gtk_widget_set_margin_end (box, 8);
      gtk_widget_set_margin_top (box, 4);
      gtk_widget_set_margin_bottom (box, 4);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      gtk_widget_set_tooltip_text (row, _("Point at a line to see its feature on the board"));
      g_object_set_data (G_OBJECT (row), EVENT_INDEX_KEY, GINT_TO_POINTER ((int) i + 1));
      gtk_list_box_append (self->list_box, row);
      g_ptr_array_add (self->texts, text);
    }

  gtk_stack_set_visible_child_name (self->stack, n_events > 0 ? "list" : "empty");
}

/* Callbacks -------------------------------------------------------------- */

static void
game_changed_cb (HgScoreLog *self)
{
  rebuild (self);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           HgScoreLog               *self)
{
  set_hovered (self, row_event_index (gtk_list_box_get_row_at_y (self->list_box, (int) y)));
}

static void
leave_cb (GtkEventControllerMotion *controller,
          HgScoreLog               *self)
{
  set_hovered (self, row_event_index (gtk_list_box_get_selected_row (self->list_box)));
}

static void
row_selected_cb (GtkListBox    *box,
                 GtkListBoxRow *row,
                 HgScoreLog    *self)
{
  set_hovered (self, row_event_index (row));
}

/* GObject ---------------------------------------------------------------- */

static void
hg_score_log_dispose (GObject *object)
{
  HgScoreLog *self = HG_SCORE_LOG (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_SCORE_LOG);
  /* Template children that are not bound are unparented here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (hg_score_log_parent_class)->dispose (object);
}

static void
hg_score_log_finalize (GObject *object)
{
  HgScoreLog *self = HG_SCORE_LOG (object);

  g_clear_pointer (&self->texts, g_ptr_array_unref);

  G_OBJECT_CLASS (hg_score_log_parent_class)->finalize (object);
}

static void
hg_score_log_class_init (HgScoreLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hg_score_log_dispose;
  object_class->finalize = hg_score_log_finalize;

  /**
   * HgScoreLog::event-hovered:
   * @index: the index of the event in the game's log, or -1 for none
   */
  signals[EVENT_HOVERED] =
    g_signal_new ("event-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-score-log.ui");
  gtk_widget_class_bind_template_child (widget_class, HgScoreLog, stack);
  gtk_widget_class_bind_template_child (widget_class, HgScoreLog, list_box);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
hg_score_log_init (HgScoreLog *self)
{
  GtkEventController *motion;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->texts = g_ptr_array_new_with_free_func (g_free);
  self->hovered = -1;

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->list_box), motion);
  g_signal_connect (self->list_box, "row-selected", G_CALLBACK (row_selected_cb), self);
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_score_log_new (void)
{
  return g_object_new (HG_TYPE_SCORE_LOG, NULL);
}

void
hg_score_log_set_game (HgScoreLog *self,
                       HgGame     *game)
{
  g_return_if_fail (HG_IS_SCORE_LOG (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_object (game, "move-applied", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "undone", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "redone", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
    }
  rebuild (self);
}

HgGame *
hg_score_log_get_game (HgScoreLog *self)
{
  g_return_val_if_fail (HG_IS_SCORE_LOG (self), NULL);

  return self->game;
}

guint
hg_score_log_get_n_rows (HgScoreLog *self)
{
  g_return_val_if_fail (HG_IS_SCORE_LOG (self), 0);

  return self->texts->len;
}

const char *
hg_score_log_get_row_text (HgScoreLog *self,
                           guint       row)
{
  g_return_val_if_fail (HG_IS_SCORE_LOG (self), NULL);

  if (row >= self->texts->len)
    return NULL;
  return g_ptr_array_index (self->texts, row);
}

void
hg_score_log_select_event (HgScoreLog *self,
                           int         index)
{
  g_return_if_fail (HG_IS_SCORE_LOG (self));

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list_box));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && row_event_index (GTK_LIST_BOX_ROW (row)) == index)
      {
        gtk_list_box_select_row (self->list_box, GTK_LIST_BOX_ROW (row));
        return;
      }
  gtk_list_box_unselect_all (self->list_box);
}
