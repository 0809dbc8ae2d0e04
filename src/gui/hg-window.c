/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window.c: the main window: the board and the side panel for the game
 * in progress, what the game tells (discarded tiles, the end), the log's
 * lines shown on the board, closing, and the window's size.  Actions:
 * hg-window-actions.c; files:
 * hg-window-files.c; the game in progress across starts and the welcome
 * page: hg-window-resume.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "hg-accessible.h"
#include "hg-app-icon.h"
#include "hg-autosave.h"
#include "hg-game-over-dialog.h"
#include "hg-new-game-dialog.h"
#include "hg-save.h"
#include "hg-split-layout.h"
#include "hg-tip-banner.h"
#include "hg-wrap-box.h"
#include "hg-window-files.h"
#include "hg-window-private.h"

#define WARMUP_DELAY_MS 1000

G_DEFINE_FINAL_TYPE (HgWindow, hg_window, ADW_TYPE_APPLICATION_WINDOW)

/* Window state ----------------------------------------------------------- */

/* A size written only when the setting can hold it (a window smaller
 * than the schema allows is not the size to come back to). */
static GVariant *
size_to_setting (const GValue       *value,
                 const GVariantType *expected_type,
                 gpointer            user_data)
{
  GSettingsSchemaKey *key = user_data;
  g_autoptr(GVariant) variant = g_variant_ref_sink (g_variant_new_int32 (g_value_get_int (value)));

  if (!g_settings_schema_key_range_check (key, variant))
    return NULL;
  return g_steal_pointer (&variant);
}

static gboolean
size_from_setting (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  g_value_set_int (value, g_variant_get_int32 (variant));
  return TRUE;
}

static void
bind_size (HgWindow   *self,
           const char *key_name,
           const char *property)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  GSettingsSchemaKey *key;

  g_object_get (self->settings, "settings-schema", &schema, NULL);
  key = g_settings_schema_get_key (schema, key_name);
  g_settings_bind_with_mapping (self->settings, key_name, self, property,
                                G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_GET_NO_CHANGES,
                                size_from_setting, size_to_setting,
                                key, (GDestroyNotify) g_settings_schema_key_unref);
}

/* The size to come back to and whether the window was maximized, read
 * when it is made and written as they change.  GTK changes the default
 * size only while the window is neither maximized nor fullscreen, so it
 * is the size to come back to.  Read once: another window's size does
 * not change this one. */
static void
bind_window_state (HgWindow *self)
{
  bind_size (self, "window-width", "default-width");
  bind_size (self, "window-height", "default-height");
  g_settings_bind (self->settings, "window-maximized", self, "maximized",
                   G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_GET_NO_CHANGES);
}

/* Helpers ---------------------------------------------------------------- */

static void
update_title (HgWindow *self)
{
  g_autofree char *name = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *title = NULL;

  if (hg_window_get_game (self) == NULL)
    {
      adw_window_title_set_subtitle (self->window_title, "");
      gtk_window_set_title (GTK_WINDOW (self), _("Hunters & Gatherers"));
      return;
    }

  name = hg_window_get_file (self) != NULL ? hg_window_dup_file_name (hg_window_get_file (self)) : g_strdup (_("New game"));
  if (hg_session_get_unsaved (self->session))
    /* TRANSLATORS: the window subtitle of a game with moves that are not
     * saved: the file name, then the mark. */
    subtitle = g_strdup_printf (_("%s • not saved"), name);
  else
    subtitle = g_strdup (name);
  adw_window_title_set_subtitle (self->window_title, subtitle);

  /* TRANSLATORS: the window title in the window list: the subtitle, then
   * the application. */
  title = g_strdup_printf (_("%s – Hunters & Gatherers"), subtitle);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
stop_sequences (HgWindow *self)
{
  if (self->computer_turn != NULL)
    hg_computer_turn_cancel (self->computer_turn);
  if (self->final_scoring != NULL)
    hg_final_scoring_stop (self->final_scoring);
}

/* Callbacks -------------------------------------------------------------- */

static void
game_changed_cb (HgWindow *self)
{
  /* a hint being worked out was for the position before */
  hg_window_stop_hint (self);
  /* Undo at the end of the game stops the final scoring's display. */
  if (!hg_game_get_is_over (hg_window_get_game (self)))
    hg_final_scoring_stop (self->final_scoring);
  hg_window_update_actions (self);
}

static void
game_notify_cb (HgWindow *self)
{
  hg_window_update_actions (self);
}

/* (The session adds the finished game to the records.) */
static void
game_over_cb (HgWindow *self)
{
  hg_computer_turn_cancel (self->computer_turn);
  hg_final_scoring_start (self->final_scoring, hg_window_get_game (self));
}

/* A drawn tile that fitted nowhere left the game: say so (the sentence of
 * the list of moves). */
static void
discarded_cb (HgWindow *self,
              guint     tile,
              guint     seat)
{
  const HgTile *t = hg_tile_set_lookup (hg_state_get_tile_set (hg_game_get_state (hg_window_get_game (self))), tile);
  g_autofree char *name = hg_player_name_for_sentence (hg_player_get_name (hg_game_get_player (hg_window_get_game (self), seat)));
  g_autofree char *text = NULL;

  if (t != NULL && t->kind == HG_TILE_BONUS)
    /* TRANSLATORS: %u is a tile's number, %s a player's name */
    text = g_strdup_printf (_("Bonus tile %u, drawn by %s, fitted nowhere and was discarded."), tile, name);
  else
    /* TRANSLATORS: %u is a tile's number, %s a player's name */
    text = g_strdup_printf (_("Tile %u, drawn by %s, fitted nowhere and was discarded."), tile, name);
  hg_window_show_message (self, text);
}

/* The computer could not move (@text says why). */
static void
computer_failed_cb (HgWindow   *self,
                    const char *text)
{
  hg_window_show_message (self, text);
}

static void
rotate_cb (HgWindow *self,
           int       direction)
{
  hg_board_view_rotate (self->board_view, direction);
}

/* A line of the scoring log pointed at: its feature on the board. */
static void
event_hovered_cb (HgWindow     *self,
                  HgScoreEvent *event)
{
  const HgZoneRef *zones = NULL;
  guint n_zones = 0;

  /* The side panel may still say so while the window is taken apart. */
  if (self->board_view == NULL)
    return;

  if (event != NULL)
    zones = hg_score_event_get_zones (event, &n_zones);
  hg_board_view_set_highlight (self->board_view, zones, n_zones);
}

/* A move pointed at in the log: its tile outlined, and the features it
 * scored, or else the feature its figure went to. */
static void
move_hovered_cb (HgWindow     *self,
                 HgMoveRecord *record)
{
  g_autoptr(GArray) zones = g_array_new (FALSE, FALSE, sizeof (HgZoneRef));
  const HgMove *move;
  GListModel *scores;

  if (self->board_view == NULL)
    return;
  if (record == NULL || hg_window_get_game (self) == NULL)
    {
      hg_board_view_set_highlight_square (self->board_view, FALSE, 0, 0);
      hg_board_view_set_highlight (self->board_view, NULL, 0);
      return;
    }

  move = hg_move_record_get_move (record);
  scores = hg_move_record_get_scores (record);
  for (guint i = 0; i < g_list_model_get_n_items (scores); i++)
    {
      g_autoptr(HgScoreEvent) event = g_list_model_get_item (scores, i);
      guint n;
      const HgZoneRef *z = hg_score_event_get_zones (event, &n);

      g_array_append_vals (zones, z, n);
    }
  if (zones->len == 0 && move->role != HG_ROLE_NONE)
    {
      const HgState *state = hg_game_get_state (hg_window_get_game (self));
      guint n = hg_state_get_feature_zones (state, move->x, move->y, move->zone, NULL, 0);

      g_array_set_size (zones, n);
      hg_state_get_feature_zones (state, move->x, move->y, move->zone,
                                  (HgZoneRef *) (gpointer) zones->data, n);
    }

  hg_board_view_set_highlight_square (self->board_view, TRUE, move->x, move->y);
  hg_board_view_set_highlight (self->board_view, (const HgZoneRef *) (gconstpointer) zones->data, zones->len);
}

static void
game_created_cb (HgWindow *self,
                 HgGame   *game)
{
  hg_window_set_game (self, game, NULL);
}

static void
new_game_confirmed (HgWindow *self,
                    gboolean  proceed,
                    gpointer  user_data)
{
  HgNewGameDialog *dialog;

  if (!proceed)
    return;

  dialog = hg_new_game_dialog_new ();
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  if (hg_window_get_game (self) != NULL)
    hg_new_game_dialog_set_n_players (dialog, hg_game_get_n_players (hg_window_get_game (self)));
  g_signal_connect_object (dialog, "game-created", G_CALLBACK (game_created_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A review began or ended: the board shows the copy, or the game again. */
static void
session_review_cb (HgWindow *self)
{
  hg_window_show_review (self);
  hg_window_update_actions (self);
}

/* A game to continue is offered, or no longer. */
static void
session_resume_cb (HgWindow *self)
{
  hg_window_update_resume (self);
  hg_window_update_actions (self);
}

/* The session has a game in play (or none, or the same anew): shown. */
static void
session_game_cb (HgWindow *self)
{
  HgGame *game = hg_window_get_game (self);

  hg_window_show_review (self);
  hg_window_stop_hint (self);
  stop_sequences (self);
  hg_final_scoring_close_summary (self->final_scoring);

  g_signal_group_set_target (self->game_signals, game);
  hg_board_view_set_game (self->board_view, game);
  hg_announcer_set_game (self->announcer, game);
  hg_side_panel_set_game (self->side_panel, game);
  hg_sound_player_set_game (self->sound_player, game);
  gtk_stack_set_visible_child_name (self->main_stack, game != NULL ? "board" : "welcome");
  if (game != NULL)
    {
      hg_board_view_fit (self->board_view);
      gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
    }

  update_title (self);
  hg_window_update_actions (self);
  /* A computer to move starts once the window shows the game. */
  hg_computer_turn_set_game (self->computer_turn, game);
  if (game != NULL && hg_game_get_is_over (game))
    hg_window_show_game_over (self);
}

static gboolean
close_idle_cb (gpointer user_data)
{
  gtk_window_close (GTK_WINDOW (user_data));
  return G_SOURCE_REMOVE;
}

static void
close_confirmed_cb (HgWindow *self,
                    gboolean  proceed,
                    gpointer  user_data)
{
  if (!proceed)
    return;

  /* Close once the question has gone: it is still answering now. */
  self->close_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_idle_cb,
                   g_object_ref (self), g_object_unref);
}

static gboolean
hg_window_close_request (GtkWindow *window)
{
  HgWindow *self = HG_WINDOW (window);

  /* Unsaved moves are never lost silently.  A game never saved to a file
   * of one's own is not asked about: the autosave has it, and it is
   * offered at the next start.  A finished one is not offered, so it is. */
  if (!self->close_confirmed && hg_window_get_unsaved (self)
      && (hg_window_get_file (self) != NULL || hg_game_get_is_over (hg_window_get_game (self))))
    {
      hg_window_confirm_discard (self, close_confirmed_cb, NULL);
      return TRUE;
    }

  return GTK_WINDOW_CLASS (hg_window_parent_class)->close_request (window);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_window_dispose (GObject *object)
{
  HgWindow *self = HG_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  hg_window_stop_hint (self);
  stop_sequences (self);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  /* The speed action follows the setting: let go of it now (once), as
   * the window may outlive this while others hold it. */
  if (self->computer_turn != NULL)
    {
      g_action_map_remove_action (G_ACTION_MAP (self), "computer-speed");
      g_action_map_remove_action (G_ACTION_MAP (self), "sounds");
      g_action_map_remove_action (G_ACTION_MAP (self), "show-tips");
    }
  g_clear_object (&self->computer_turn);
  g_clear_object (&self->announcer);
  g_clear_object (&self->sound_player);
  /* A change not yet written is written now; a save that runs ends on its
   * own (and holds the application until then).  The window no longer
   * hears how it goes. */
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (hg_session_get_autosave (self->session), self);
      g_signal_handlers_disconnect_by_data (self->session, self);
    }
  g_clear_object (&self->session);
  if (self->final_scoring != NULL)
    hg_final_scoring_close_summary (self->final_scoring);
  g_clear_pointer (&self->warmup, hg_render_warmup_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_WINDOW);

  G_OBJECT_CLASS (hg_window_parent_class)->dispose (object);
}

static void
hg_window_finalize (GObject *object)
{
  HgWindow *self = HG_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (hg_window_parent_class)->finalize (object);
}

static void
hg_window_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  HgWindow *self = HG_WINDOW (widget);

  GTK_WIDGET_CLASS (hg_window_parent_class)->snapshot (widget, snapshot);
  /* on the welcome page only, where a frame that takes long goes unseen */
  if (self->warmup != NULL &&
      g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "welcome") == 0)
    hg_render_warmup_snapshot (self->warmup, snapshot);
}

static void
hg_window_class_init (HgWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = hg_window_dispose;
  object_class->finalize = hg_window_finalize;
  widget_class->snapshot = hg_window_snapshot;
  window_class->close_request = hg_window_close_request;

  g_type_ensure (HG_TYPE_BOARD_VIEW);
  g_type_ensure (HG_TYPE_SIDE_PANEL);
  g_type_ensure (HG_TYPE_SPLIT_LAYOUT);
  g_type_ensure (HG_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HgWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, side_panel);
  gtk_widget_class_bind_template_child_full (widget_class, "main_menu_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "split_layout", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "tip_banner", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, rotate_cb);
  gtk_widget_class_bind_template_callback (widget_class, event_hovered_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_hovered_cb);

  hg_window_class_add_actions (widget_class);
  g_type_ensure (HG_TYPE_FINAL_SCORING);
  g_type_ensure (HG_TYPE_TIP_BANNER);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, final_scoring);
  hg_window_class_add_review (widget_class);
  hg_window_class_add_hint (widget_class);
  hg_window_class_add_resume (widget_class);
}

static gboolean
speed_to_factor (GValue   *value,
                 GVariant *variant,
                 gpointer  user_data)
{
  g_value_set_double (value, hg_computer_speed_factor (g_variant_get_string (variant, NULL)));
  return TRUE;
}

/* In review mode, a side panel under the board keeps to its least: the
 * review bar and the board share the rest. */
static gboolean
review_to_share (GBinding     *binding,
                 const GValue *from,
                 GValue       *to,
                 gpointer      user_data)
{
  g_value_set_double (to, g_value_get_boolean (from) ? 0.0 : 0.4);
  return TRUE;
}

static void
hg_window_init (HgWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  hg_accessible_name_menu_button (GTK_MENU_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (self), HG_TYPE_WINDOW, "main_menu_button")));
  hg_accessible_hide_button_icons (GTK_WIDGET (self));
  /* after the window's first frames, while the welcome page is read */
  self->warmup = hg_render_warmup_new (GTK_WIDGET (self), WARMUP_DELAY_MS);

  self->settings = g_settings_new (APP_ID);
  self->cancellable = g_cancellable_new ();
  {
    g_autoptr(HgAutosave) autosave = hg_autosave_new (NULL);

    self->session = hg_session_new (autosave);
  }

  self->game_signals = g_signal_group_new (HG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "move-applied",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "undone",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "redone",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::can-undo",
                                 G_CALLBACK (game_notify_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::can-redo",
                                 G_CALLBACK (game_notify_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "game-over",
                                 G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "discarded",
                                 G_CALLBACK (discarded_cb), self, G_CONNECT_SWAPPED);

  self->computer_turn = hg_computer_turn_new (self->settings);
  self->announcer = hg_announcer_new (self->board_view);
  g_object_bind_property (self->computer_turn, "thinking",
                          self->side_panel, "thinking",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->computer_turn, "failed",
                           G_CALLBACK (computer_failed_cb), self, G_CONNECT_SWAPPED);
  {
    g_autoptr(GAction) speed = g_settings_create_action (self->settings, "computer-speed");
    g_autoptr(GAction) sounds = g_settings_create_action (self->settings, "sounds");

    g_autoptr(GAction) tips = g_settings_create_action (self->settings, "show-tips");

    g_action_map_add_action (G_ACTION_MAP (self), speed);
    g_action_map_add_action (G_ACTION_MAP (self), sounds);
    g_action_map_add_action (G_ACTION_MAP (self), tips);
  }
  self->sound_player = hg_sound_player_new ();
  g_settings_bind (self->settings, "sounds", self->sound_player, "enabled", G_SETTINGS_BIND_GET);
  /* The same setting paces the board's animations. */
  g_settings_bind_with_mapping (self->settings, "computer-speed", self->board_view, "speed",
                                G_SETTINGS_BIND_GET, speed_to_factor, NULL, NULL, NULL);

  hg_review_bar_set_session (self->review_bar, self->session);
  g_object_bind_property_full (self->review_bar, "visible",
                               gtk_widget_get_template_child (GTK_WIDGET (self), HG_TYPE_WINDOW,
                                                              "split_layout"),
                               "end-share", G_BINDING_SYNC_CREATE,
                               review_to_share, NULL, NULL, NULL);
  g_object_bind_property (self->board_view, "rotation",
                          self->side_panel, "rotation",
                          G_BINDING_SYNC_CREATE);
  /* win.hint is for the person to move */
  g_signal_connect_object (self->board_view, "notify::can-place",
                           G_CALLBACK (hg_window_update_actions), self, G_CONNECT_SWAPPED);
  g_object_bind_property (self->board_view, "has-placement",
                          self->side_panel, "placing",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->board_view, "feature-info",
                          self->side_panel, "feature-info",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->board_view, "feature-text",
                          self->side_panel, "feature-text",
                          G_BINDING_SYNC_CREATE);

  hg_window_init_focus (self);

  /* the tips follow the game in play, never a review copy */
  g_object_bind_property (self->session, "game",
                          gtk_widget_get_template_child (GTK_WIDGET (self), HG_TYPE_WINDOW, "tip_banner"),
                          "game", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->session, "notify::game",
                           G_CALLBACK (session_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::file",
                           G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::unsaved",
                           G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::review",
                           G_CALLBACK (session_review_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::resume-game",
                           G_CALLBACK (session_resume_cb), self, G_CONNECT_SWAPPED);

  hg_window_update_actions (self);
  update_title (self);
  bind_window_state (self);

  hg_window_init_resume (self);
}

/* Public API ------------------------------------------------------------- */

HgWindow *
hg_window_new (HgApplication *application)
{
  g_return_val_if_fail (HG_IS_APPLICATION (application), NULL);

  return g_object_new (HG_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

void
hg_window_new_game (HgWindow *self)
{
  g_return_if_fail (HG_IS_WINDOW (self));

  hg_window_confirm_discard (self, new_game_confirmed, NULL);
}

HgGame *
hg_window_get_game (HgWindow *self)
{
  g_return_val_if_fail (HG_IS_WINDOW (self), NULL);

  return hg_session_get_game (self->session);
}

GFile *
hg_window_get_file (HgWindow *self)
{
  g_return_val_if_fail (HG_IS_WINDOW (self), NULL);

  return hg_session_get_file (self->session);
}

void
hg_window_set_game (HgWindow *self,
                    HgGame   *game,
                    GFile    *file)
{
  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  hg_session_set_game (self->session, game, file, NULL);
}

gboolean
hg_window_get_unsaved (HgWindow *self)
{
  g_return_val_if_fail (HG_IS_WINDOW (self), FALSE);

  return hg_session_get_unsaved (self->session);
}

HgSession *
hg_window_get_session (HgWindow *self)
{
  g_return_val_if_fail (HG_IS_WINDOW (self), NULL);

  return self->session;
}

void
hg_window_show_game_over (HgWindow *self)
{
  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (hg_window_get_game (self) != NULL);

  hg_final_scoring_show_summary (self->final_scoring, hg_window_get_game (self));
}

GtkWidget *
hg_window_get_board_view (HgWindow *self)
{
  g_return_val_if_fail (HG_IS_WINDOW (self), NULL);

  return GTK_WIDGET (self->board_view);
}

HgAutosave *
hg_window_get_autosave (HgWindow *self)
{
  g_return_val_if_fail (HG_IS_WINDOW (self), NULL);

  return hg_session_get_autosave (self->session);
}

GtkWidget *
hg_window_get_side_panel (HgWindow *self)
{
  g_return_val_if_fail (HG_IS_WINDOW (self), NULL);

  return GTK_WIDGET (self->side_panel);
}
