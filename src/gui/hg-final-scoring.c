/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-final-scoring.c: the final scoring of a finished game as a short
 * show, then the summary (hg-final-scoring.h).  The side panel's scores
 * rise with the steps: they show the points of the events shown so far,
 * the totals once the show ends. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-final-scoring.h"
#include "hg-game-over-dialog.h"
#include "hg-player-row.h"

/* The whole show takes about this long for a full game (ms, at the normal
 * speed); a step never less than STEP_MIN_MS nor more than STEP_MAX_MS. */
#define SHOW_MS      6000
#define STEP_MIN_MS   300
#define STEP_MAX_MS  1200

struct _HgFinalScoring
{
  GtkWidget           parent_instance;

  HgBoardView        *board_view;
  HgSidePanel        *side_panel;
  HgGame             *game;       /* whose end is shown */
  guint               step_id;    /* the show's next step */
  guint               next;       /* next event of the final scoring */
  GtkEventController *keys;       /* Escape and Enter end it */
  GtkWindow          *summary;

  /* Template widgets */
  GtkRevealer        *bar;
  GtkLabel           *label;
};

G_DEFINE_FINAL_TYPE (HgFinalScoring, hg_final_scoring, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD_VIEW,
  PROP_SIDE_PANEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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
first_final (HgGame *game,
             guint  *n_final)
{
  guint n = hg_game_get_n_events (game);
  guint first = n;

  while (first > 0 && hg_score_event_get_is_final (hg_game_get_event (game, first - 1)))
    first--;
  *n_final = n - first;
  return first;
}

/* The side panel shows each seat's points from the first @n_events
 * events of the game. */
static void
hold_scores (HgFinalScoring *self,
             guint           n_events)
{
  guint scores[HG_MAX_PLAYERS] = { 0 };

  for (guint i = 0; i < n_events; i++)
    {
      HgScoreEvent *event = hg_game_get_event (self->game, i);

      for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
        if (hg_score_event_get_seats (event) & (1u << seat))
          scores[seat] += hg_score_event_get_points (event);
    }
  for (guint seat = 0; seat < hg_game_get_n_players (self->game); seat++)
    {
      HgPlayerRow *row = hg_side_panel_get_player_row (self->side_panel, seat);

      if (row != NULL)
        hg_player_row_hold_score (row, (int) scores[seat]);
    }
}

/* The side panel shows the players' own scores again. */
static void
release_scores (HgFinalScoring *self)
{
  HgPlayerRow *row;

  if (self->side_panel == NULL)
    return;
  for (guint seat = 0; (row = hg_side_panel_get_player_row (self->side_panel, seat)) != NULL; seat++)
    hg_player_row_hold_score (row, -1);
}

static void
finish (HgFinalScoring *self)
{
  g_autoptr(HgGame) game = g_object_ref (self->game);

  hg_final_scoring_stop (self);
  hg_side_panel_select_event (self->side_panel, -1);
  hg_final_scoring_show_summary (self, game);
}

static gboolean
step_cb (gpointer user_data)
{
  HgFinalScoring *self = user_data;
  g_autofree char *caption = NULL;
  HgScoreEvent *event;
  guint n_final, first, step_ms;

  self->step_id = 0;
  first = first_final (self->game, &n_final);
  if (self->next >= first + n_final)
    {
      finish (self);
      return G_SOURCE_REMOVE;
    }

  event = hg_game_get_event (self->game, self->next);
  /* TRANSLATORS: the caption of the final scoring's show: the kind of
   * feature being scored and which step of how many it is */
  caption = g_strdup_printf (_("Final scoring: %s, %u of %u"),
                             kind_name (hg_score_event_get_kind (event)),
                             self->next - first + 1, n_final);
  gtk_label_set_text (self->label, caption);
  gtk_revealer_set_reveal_child (self->bar, TRUE);
  hg_side_panel_select_event (self->side_panel, (int) self->next);
  hold_scores (self, self->next + 1);
  hg_board_view_show_score (self->board_view, event);
  self->next++;

  step_ms = CLAMP (SHOW_MS / MAX (n_final, 1), STEP_MIN_MS, STEP_MAX_MS);
  self->step_id = g_timeout_add ((guint) (step_ms * hg_board_view_get_speed (self->board_view)),
                                 step_cb, self);
  return G_SOURCE_REMOVE;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                HgFinalScoring        *self)
{
  if (self->step_id == 0)
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
skip_cb (HgFinalScoring *self)
{
  if (self->step_id != 0)
    finish (self);
}

/* Escape and Enter end the show wherever the focus is in the window. */
static void
hg_final_scoring_root (GtkWidget *widget)
{
  HgFinalScoring *self = HG_FINAL_SCORING (widget);

  GTK_WIDGET_CLASS (hg_final_scoring_parent_class)->root (widget);

  self->keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (self->keys, GTK_PHASE_CAPTURE);
  g_signal_connect (self->keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (gtk_widget_get_root (widget)), self->keys);
}

static void
hg_final_scoring_unroot (GtkWidget *widget)
{
  HgFinalScoring *self = HG_FINAL_SCORING (widget);

  if (self->keys != NULL)
    {
      gtk_widget_remove_controller (GTK_WIDGET (gtk_widget_get_root (widget)), self->keys);
      self->keys = NULL;
    }

  GTK_WIDGET_CLASS (hg_final_scoring_parent_class)->unroot (widget);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_final_scoring_dispose (GObject *object)
{
  HgFinalScoring *self = HG_FINAL_SCORING (object);

  g_clear_handle_id (&self->step_id, g_source_remove);
  hg_final_scoring_close_summary (self);
  g_clear_object (&self->game);
  g_clear_weak_pointer (&self->board_view);
  g_clear_weak_pointer (&self->side_panel);
  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_FINAL_SCORING);

  G_OBJECT_CLASS (hg_final_scoring_parent_class)->dispose (object);
}

static void
hg_final_scoring_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  HgFinalScoring *self = HG_FINAL_SCORING (object);

  switch (prop_id)
    {
    case PROP_BOARD_VIEW:
      g_value_set_object (value, self->board_view);
      break;
    case PROP_SIDE_PANEL:
      g_value_set_object (value, self->side_panel);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_final_scoring_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  HgFinalScoring *self = HG_FINAL_SCORING (object);

  switch (prop_id)
    {
    case PROP_BOARD_VIEW:
      g_set_weak_pointer (&self->board_view, g_value_get_object (value));
      break;
    case PROP_SIDE_PANEL:
      g_set_weak_pointer (&self->side_panel, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_final_scoring_class_init (HgFinalScoringClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hg_final_scoring_dispose;
  object_class->get_property = hg_final_scoring_get_property;
  object_class->set_property = hg_final_scoring_set_property;
  widget_class->root = hg_final_scoring_root;
  widget_class->unroot = hg_final_scoring_unroot;

  /* The widgets the show plays on (not owned: the window's). */
  properties[PROP_BOARD_VIEW] =
    g_param_spec_object ("board-view", NULL, NULL, HG_TYPE_BOARD_VIEW,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE_PANEL] =
    g_param_spec_object ("side-panel", NULL, NULL, HG_TYPE_SIDE_PANEL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-final-scoring.ui");
  gtk_widget_class_bind_template_child (widget_class, HgFinalScoring, bar);
  gtk_widget_class_bind_template_child (widget_class, HgFinalScoring, label);
  gtk_widget_class_bind_template_callback (widget_class, skip_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
hg_final_scoring_init (HgFinalScoring *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Public API ------------------------------------------------------------- */

void
hg_final_scoring_start (HgFinalScoring *self,
                        HgGame         *game)
{
  gboolean animate = TRUE;
  guint n_final;
  gint64 wait_us;

  g_return_if_fail (HG_IS_FINAL_SCORING (self));
  g_return_if_fail (HG_IS_GAME (game));

  hg_final_scoring_stop (self);
  g_set_object (&self->game, game);
  self->next = first_final (game, &n_final);
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animate, NULL);
  if (n_final == 0 || !animate || self->board_view == NULL || self->side_panel == NULL)
    {
      hg_final_scoring_show_summary (self, game);
      return;
    }

  /* after the last tile has landed */
  wait_us = hg_board_view_get_motion_time_left (self->board_view);
  self->step_id = g_timeout_add ((guint) (wait_us / 1000) + 1, step_cb, self);
  /* the scores as they stood before the final scoring */
  hold_scores (self, self->next);
  gtk_label_set_text (self->label, _("Final scoring"));
  gtk_revealer_set_reveal_child (self->bar, TRUE);
}

void
hg_final_scoring_stop (HgFinalScoring *self)
{
  g_return_if_fail (HG_IS_FINAL_SCORING (self));

  g_clear_handle_id (&self->step_id, g_source_remove);
  gtk_revealer_set_reveal_child (self->bar, FALSE);
  release_scores (self);
}

void
hg_final_scoring_show_summary (HgFinalScoring *self,
                               HgGame         *game)
{
  GtkRoot *root;

  g_return_if_fail (HG_IS_FINAL_SCORING (self));
  g_return_if_fail (HG_IS_GAME (game));

  hg_final_scoring_stop (self);
  if (self->summary != NULL)
    {
      gtk_window_present (self->summary);
      return;
    }

  self->summary = GTK_WINDOW (hg_game_over_dialog_new (game));
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (self->summary, GTK_WINDOW (root));
  g_object_add_weak_pointer (G_OBJECT (self->summary), (gpointer *) &self->summary);
  gtk_window_present (self->summary);
}

void
hg_final_scoring_close_summary (HgFinalScoring *self)
{
  GtkWindow *summary;

  g_return_if_fail (HG_IS_FINAL_SCORING (self));

  summary = g_steal_pointer (&self->summary);
  if (summary != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (summary), (gpointer *) &self->summary);
      gtk_window_destroy (summary);
    }
}
