/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-over-dialog.c: winners, points by kind and the score chart. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-game-over-dialog.h"
#include "hg-score-chart.h"
#include "hg-score-column.h"

struct _HgGameOverDialog
{
  AdwWindow       parent_instance;

  HgGame         *game;
  HgScoreColumn  *columns[HG_MAX_PLAYERS];

  /* Template widgets */
  GtkButton      *new_game_button;
  GtkButton      *review_button;
  GtkLabel       *winner_label;
  GtkBox         *breakdown;
  GtkSizeGroup   *header_group;
  GtkSizeGroup   *row_groups[HG_SCORE_COLUMN_N_ROWS];
  HgScoreChart   *chart;
};

G_DEFINE_FINAL_TYPE (HgGameOverDialog, hg_game_over_dialog, ADW_TYPE_WINDOW)

/* Helpers ---------------------------------------------------------------- */

static void
fill (HgGameOverDialog *self)
{
  const HgState *state = hg_game_get_state (self->game);
  guint n = hg_game_get_n_players (self->game);
  guint8 winners = hg_state_get_winners (hg_game_get_state (self->game));
  guint n_winners = 0;
  guint best = 0;
  g_autofree char *names = hg_game_join_names (self->game, winners, &n_winners);
  g_autofree char *text = NULL;

  for (guint seat = 0; seat < n; seat++)
    if (winners & (1u << seat))
      best = hg_state_get_score (state, seat);

  if (n_winners == 1)
    text = g_strdup_printf (ngettext ("%s wins with %u point", "%s wins with %u points", best),
                            names, best);
  else
    text = g_strdup_printf (ngettext ("%s share the win with %u point each",
                                      "%s share the win with %u points each", best),
                            names, best);
  gtk_label_set_text (self->winner_label, text);

  for (guint seat = 0; seat < n; seat++)
    {
      HgScoreColumn *column = HG_SCORE_COLUMN (hg_score_column_new (self->game, seat));

      gtk_size_group_add_widget (self->header_group, hg_score_column_get_header (column));
      for (guint row = 0; row < HG_SCORE_COLUMN_N_ROWS; row++)
        gtk_size_group_add_widget (self->row_groups[row], GTK_WIDGET (hg_score_column_get_cell (column, row)));
      gtk_box_append (self->breakdown, GTK_WIDGET (column));
      self->columns[seat] = column;
    }

  hg_score_chart_set_game (self->chart, self->game);
}

/* Closes the summary, then activates @action on the game's window (a
 * dialog cannot resolve the window's actions). */
static void
close_then_activate (HgGameOverDialog *self,
                     const char       *action)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (parent != NULL)
    g_object_ref (parent);
  gtk_window_close (GTK_WINDOW (self));
  if (parent != NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (parent), action, NULL);
      g_object_unref (parent);
    }
}

static void
new_game_clicked_cb (HgGameOverDialog *self)
{
  /* the window asks about unsaved moves, then shows the new-game dialog */
  close_then_activate (self, "app.new-game");
}

static void
review_clicked_cb (HgGameOverDialog *self)
{
  close_then_activate (self, "win.review");
}

/* GObject ---------------------------------------------------------------- */

static void
hg_game_over_dialog_dispose (GObject *object)
{
  HgGameOverDialog *self = HG_GAME_OVER_DIALOG (object);

  g_clear_object (&self->game);

  G_OBJECT_CLASS (hg_game_over_dialog_parent_class)->dispose (object);
}

static void
hg_game_over_dialog_class_init (HgGameOverDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hg_game_over_dialog_dispose;

  g_type_ensure (HG_TYPE_SCORE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-game-over-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HgGameOverDialog, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, HgGameOverDialog, review_button);
  gtk_widget_class_bind_template_child (widget_class, HgGameOverDialog, winner_label);
  gtk_widget_class_bind_template_child (widget_class, HgGameOverDialog, breakdown);
  gtk_widget_class_bind_template_child (widget_class, HgGameOverDialog, header_group);
  gtk_widget_class_bind_template_child_full (widget_class, "forests_group", FALSE,
                                             G_STRUCT_OFFSET (HgGameOverDialog, row_groups[HG_SCORE_FOREST]));
  gtk_widget_class_bind_template_child_full (widget_class, "rivers_group", FALSE,
                                             G_STRUCT_OFFSET (HgGameOverDialog, row_groups[HG_SCORE_RIVER]));
  gtk_widget_class_bind_template_child_full (widget_class, "huts_group", FALSE,
                                             G_STRUCT_OFFSET (HgGameOverDialog, row_groups[HG_SCORE_HUTS]));
  gtk_widget_class_bind_template_child_full (widget_class, "hunters_group", FALSE,
                                             G_STRUCT_OFFSET (HgGameOverDialog, row_groups[HG_SCORE_HUNTERS]));
  gtk_widget_class_bind_template_child_full (widget_class, "total_group", FALSE,
                                             G_STRUCT_OFFSET (HgGameOverDialog, row_groups[HG_SCORE_COLUMN_TOTAL]));
  gtk_widget_class_bind_template_child (widget_class, HgGameOverDialog, chart);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hg_game_over_dialog_init (HgGameOverDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_object (self->new_game_button, "clicked",
                           G_CALLBACK (new_game_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->review_button, "clicked",
                           G_CALLBACK (review_clicked_cb), self,
                           G_CONNECT_SWAPPED);
}

/* Public API ------------------------------------------------------------- */

HgGameOverDialog *
hg_game_over_dialog_new (HgGame *game)
{
  HgGameOverDialog *self;

  g_return_val_if_fail (HG_IS_GAME (game), NULL);

  self = g_object_new (HG_TYPE_GAME_OVER_DIALOG, NULL);
  self->game = g_object_ref (game);
  fill (self);
  return self;
}

const char *
hg_game_over_dialog_get_winner_text (HgGameOverDialog *self)
{
  g_return_val_if_fail (HG_IS_GAME_OVER_DIALOG (self), NULL);

  return gtk_label_get_text (self->winner_label);
}

const char *
hg_game_over_dialog_get_cell_text (HgGameOverDialog *self,
                                   guint             seat,
                                   guint             row)
{
  g_return_val_if_fail (HG_IS_GAME_OVER_DIALOG (self), NULL);
  g_return_val_if_fail (row <= HG_GAME_OVER_ROW_TOTAL, NULL);

  if (seat >= HG_MAX_PLAYERS || self->columns[seat] == NULL)
    return NULL;
  return gtk_label_get_text (hg_score_column_get_cell (self->columns[seat], row));
}
