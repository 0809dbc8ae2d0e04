/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-over-dialog.c: winners, points by kind and the score chart. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-game-over-dialog.h"
#include "hg-score-chart.h"
#include "hg-seat-swatch.h"

struct _HgGameOverDialog
{
  AdwWindow       parent_instance;

  HgGame         *game;
  GtkLabel       *cells[HG_MAX_PLAYERS][HG_N_SCORE_KINDS + 1];

  /* Template widgets */
  GtkButton      *new_game_button;
  GtkButton      *review_button;
  GtkLabel       *winner_label;
  GtkGrid        *breakdown_grid;
  HgScoreChart   *chart;
};

G_DEFINE_FINAL_TYPE (HgGameOverDialog, hg_game_over_dialog, ADW_TYPE_WINDOW)

/* Helpers ---------------------------------------------------------------- */

static const char *
row_title (guint row)
{
  switch (row)
    {
    case HG_SCORE_FOREST:        return _("Forests");
    case HG_SCORE_RIVER:         return _("Rivers");
    case HG_SCORE_HUTS:          return _("Huts");
    case HG_SCORE_HUNTERS:       return _("Hunters");
    case HG_GAME_OVER_ROW_TOTAL: return _("Total");
    default:                     g_return_val_if_reached ("");
    }
}

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

  for (guint row = 0; row <= HG_GAME_OVER_ROW_TOTAL; row++)
    {
      GtkWidget *label = gtk_label_new (row_title (row));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      if (row == HG_GAME_OVER_ROW_TOTAL)
        gtk_widget_add_css_class (label, "heading");
      gtk_grid_attach (self->breakdown_grid, label, 0, (int) row + 1, 1, 1);
    }

  for (guint seat = 0; seat < n; seat++)
    {
      HgPlayer *player = hg_game_get_player (self->game, seat);
      GtkWidget *header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *swatch = g_object_new (HG_TYPE_SEAT_SWATCH,
                                        "seats", 1u << seat,
                                        "players", hg_game_get_players (self->game),
                                        "size", 24,
                                        "halign", GTK_ALIGN_CENTER,
                                        NULL);
      GtkWidget *name = gtk_label_new (hg_player_get_name (player));
      gboolean winner = (winners & (1u << seat)) != 0;

      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 12);
      gtk_widget_add_css_class (name, "heading");
      gtk_box_append (GTK_BOX (header), swatch);
      gtk_box_append (GTK_BOX (header), name);
      if (winner)
        {
          GtkWidget *crown = gtk_label_new (_("Winner"));

          gtk_widget_add_css_class (crown, "caption");
          gtk_widget_add_css_class (crown, "accent");
          gtk_box_append (GTK_BOX (header), crown);
        }
      gtk_grid_attach (self->breakdown_grid, header, (int) seat + 1, 0, 1, 1);

      for (guint row = 0; row <= HG_GAME_OVER_ROW_TOTAL; row++)
        {
          guint points = row == HG_GAME_OVER_ROW_TOTAL
                         ? hg_state_get_score (state, seat)
                         : hg_state_get_score_by_kind (state, seat, row);
          g_autofree char *value = g_strdup_printf ("%u", points);
          GtkWidget *cell = gtk_label_new (value);

          gtk_label_set_xalign (GTK_LABEL (cell), 1);
          gtk_widget_add_css_class (cell, "numeric");
          if (row == HG_GAME_OVER_ROW_TOTAL)
            gtk_widget_add_css_class (cell, winner ? "title-2" : "title-3");
          gtk_grid_attach (self->breakdown_grid, cell, (int) seat + 1, (int) row + 1, 1, 1);
          self->cells[seat][row] = GTK_LABEL (cell);
        }
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
  gtk_widget_class_bind_template_child (widget_class, HgGameOverDialog, breakdown_grid);
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

  if (seat >= HG_MAX_PLAYERS || self->cells[seat][row] == NULL)
    return NULL;
  return gtk_label_get_text (self->cells[seat][row]);
}
