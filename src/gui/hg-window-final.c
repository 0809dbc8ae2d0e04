/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-final.c: the final scoring of a finished game as a short
 * show (hg-window-private.h): the events of the end-of-game scoring one
 * after the other, each shown over its feature on the board and selected
 * in the log, under a caption with a Skip button; then the summary.  The
 * side panel's scores rise with the steps: they show the points of the
 * events shown so far, the totals once the show ends. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-window-private.h"

/* The whole show takes about this long for a full game (ms, at the normal
 * speed); a step never less than STEP_MIN_MS nor more than STEP_MAX_MS. */
#define SHOW_MS      6000
#define STEP_MIN_MS   300
#define STEP_MAX_MS  1200

static const char *
kind_name (HgScoreKind kind)
{
  switch (kind)
    {
    /* TRANSLATORS: in "Final scoring: huts, 2 of 6" */
    case HG_SCORE_HUTS: return C_("final scoring", "huts");
    /* TRANSLATORS: in "Final scoring: hunters, 5 of 6" */
    case HG_SCORE_HUNTERS: return C_("final scoring", "hunters");
    /* TRANSLATORS: in "Final scoring: forests, 1 of 6" */
    case HG_SCORE_FOREST: return C_("final scoring", "forests");
    /* TRANSLATORS: in "Final scoring: rivers, 1 of 6" */
    case HG_SCORE_RIVER: return C_("final scoring", "rivers");
    case HG_N_SCORE_KINDS:
    default: return "";
    }
}

/* The end-of-game events: the last ones of the log. */
static guint
first_final (HgWindow *self,
             guint    *n_final)
{
  guint n = hg_game_get_n_events (hg_window_get_game (self));
  guint first = n;

  while (first > 0 && hg_score_event_get_is_final (hg_game_get_event (hg_window_get_game (self), first - 1)))
    first--;
  *n_final = n - first;
  return first;
}

static double
speed (HgWindow *self)
{
  return hg_board_view_get_speed (self->board_view);
}

/* The side panel shows each seat's points from the first @n_events
 * events of the game. */
static void
hold_scores (HgWindow *self,
             guint     n_events)
{
  guint scores[HG_MAX_PLAYERS] = { 0 };

  for (guint i = 0; i < n_events; i++)
    {
      HgScoreEvent *event = hg_game_get_event (hg_window_get_game (self), i);

      for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
        if (hg_score_event_get_seats (event) & (1u << seat))
          scores[seat] += hg_score_event_get_points (event);
    }
  for (guint seat = 0; seat < hg_game_get_n_players (hg_window_get_game (self)); seat++)
    {
      HgPlayerRow *row = hg_side_panel_get_player_row (self->side_panel, seat);

      if (row != NULL)
        hg_player_row_hold_score (row, (int) scores[seat]);
    }
}

/* The side panel shows the players' own scores again. */
static void
release_scores (HgWindow *self)
{
  HgPlayerRow *row;

  for (guint seat = 0; (row = hg_side_panel_get_player_row (self->side_panel, seat)) != NULL; seat++)
    hg_player_row_hold_score (row, -1);
}

static void
finish (HgWindow *self)
{
  hg_window_stop_final_scoring (self);
  hg_side_panel_select_event (self->side_panel, -1);
  hg_window_show_game_over (self);
}

static gboolean
step_cb (gpointer user_data)
{
  HgWindow *self = user_data;
  g_autofree char *caption = NULL;
  HgScoreEvent *event;
  guint n_final, first, step_ms;

  self->final_id = 0;
  first = first_final (self, &n_final);
  if (self->final_next >= first + n_final)
    {
      finish (self);
      return G_SOURCE_REMOVE;
    }

  event = hg_game_get_event (hg_window_get_game (self), self->final_next);
  /* TRANSLATORS: the caption of the final scoring's show: the kind of
   * feature being scored and which step of how many it is */
  caption = g_strdup_printf (_("Final scoring: %s, %u of %u"),
                             kind_name (hg_score_event_get_kind (event)),
                             self->final_next - first + 1, n_final);
  gtk_label_set_text (self->final_label, caption);
  gtk_revealer_set_reveal_child (self->final_bar, TRUE);
  hg_side_panel_select_event (self->side_panel, (int) self->final_next);
  hold_scores (self, self->final_next + 1);
  hg_board_view_show_score (self->board_view, event);
  self->final_next++;

  step_ms = CLAMP (SHOW_MS / MAX (n_final, 1), STEP_MIN_MS, STEP_MAX_MS);
  self->final_id = g_timeout_add ((guint) (step_ms * speed (self)), step_cb, self);
  return G_SOURCE_REMOVE;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                HgWindow              *self)
{
  if (!hg_window_get_final_running (self))
    return GDK_EVENT_PROPAGATE;
  switch (keyval)
    {
    case GDK_KEY_Escape:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      finish (self);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

static void
final_skip_cb (HgWindow *self)
{
  if (hg_window_get_final_running (self))
    finish (self);
}

/* Private API ------------------------------------------------------------ */

void
hg_window_class_add_final (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, HgWindow, final_bar);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, final_label);
  gtk_widget_class_bind_template_callback (widget_class, final_skip_cb);
}

void
hg_window_start_final_scoring (HgWindow *self)
{
  gboolean animate = TRUE;
  guint n_final;
  gint64 wait_us;

  hg_window_stop_final_scoring (self);
  self->final_next = first_final (self, &n_final);
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animate, NULL);
  if (n_final == 0 || !animate)
    {
      hg_window_show_game_over (self);
      return;
    }

  /* Escape and Enter end the show wherever the focus is. */
  if (self->final_keys == NULL)
    {
      self->final_keys = gtk_event_controller_key_new ();
      gtk_event_controller_set_propagation_phase (self->final_keys, GTK_PHASE_CAPTURE);
      g_signal_connect (self->final_keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
      gtk_widget_add_controller (GTK_WIDGET (self), self->final_keys);
    }

  /* after the last tile has landed */
  wait_us = hg_board_view_get_motion_time_left (self->board_view);
  self->final_id = g_timeout_add ((guint) (wait_us / 1000) + 1, step_cb, self);
  /* the scores as they stood before the final scoring */
  hold_scores (self, self->final_next);
  gtk_label_set_text (self->final_label, _("Final scoring"));
  gtk_revealer_set_reveal_child (self->final_bar, TRUE);
}

void
hg_window_stop_final_scoring (HgWindow *self)
{
  g_clear_handle_id (&self->final_id, g_source_remove);
  if (self->final_bar != NULL)
    gtk_revealer_set_reveal_child (self->final_bar, FALSE);
  if (self->side_panel != NULL)
    release_scores (self);
}

gboolean
hg_window_get_final_running (HgWindow *self)
{
  return self->final_id != 0;
}
