/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window.c: the main window: the board and the side panel for the game
 * in progress, undo and redo, the computer seats' moves, the end of the
 * game, and the window's size.  Files: hg-window-files.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "hg-autosave.h"
#include "hg-board-view.h"
#include "hg-computer-turn.h"
#include "hg-game-over-dialog.h"
#include "hg-new-game-dialog.h"
#include "hg-save.h"
#include "hg-side-panel.h"
#include "hg-window.h"
#include "hg-window-files.h"

/* How long each step of the final scoring stays highlighted (ms).  The
 * computer seats' pace: hg-computer-turn.c. */
#define FINAL_STEP_DELAY 1200

struct _HgWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  GCancellable         *cancellable;

  HgGame               *game;
  GFile                *file;
  HgAutosave           *autosave;        /* the game in progress, for the next start */
  HgGame               *resume_game;     /* offered by "Continue Game" */
  gboolean              unsaved;
  gboolean              close_confirmed;
  HgComputerTurn       *computer_turn;   /* the computer seats' moves */
  guint                 final_id;
  int                   final_next;      /* next event of the final scoring */
  GtkWindow            *game_over_dialog;

  /* Template widgets */
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *main_stack;
  GtkWidget            *continue_box;
  GtkLabel             *continue_label;
  GtkWidget            *welcome_new_button;
  HgBoardView          *board_view;
  HgSidePanel          *side_panel;
};

G_DEFINE_FINAL_TYPE (HgWindow, hg_window, ADW_TYPE_APPLICATION_WINDOW)

/* Window state ----------------------------------------------------------- */

static void
restore_window_state (HgWindow *self)
{
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");

  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
save_window_state (HgWindow *self)
{
  gboolean maximized = gtk_window_is_maximized (GTK_WINDOW (self));

  /* The default size follows the window while it is neither maximized nor
   * fullscreen, so it is the size to come back to. */
  if (!maximized)
    {
      int width;
      int height;

      gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", maximized);
}

/* Helpers ---------------------------------------------------------------- */

static void
update_title (HgWindow *self)
{
  g_autofree char *name = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *title = NULL;

  if (self->game == NULL)
    {
      adw_window_title_set_subtitle (self->window_title, "");
      gtk_window_set_title (GTK_WINDOW (self), _("Hunters & Gatherers"));
      return;
    }

  name = self->file != NULL ? g_file_get_basename (self->file) : g_strdup (_("New game"));
  if (self->unsaved)
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
update_actions (HgWindow *self)
{
  gboolean have_game = self->game != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 have_game && hg_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 have_game && hg_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", have_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", have_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.fit", have_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue",
                                 !have_game && self->resume_game != NULL);
}

static void
set_unsaved (HgWindow *self,
             gboolean  unsaved)
{
  self->unsaved = unsaved;
  update_title (self);
}

static void
stop_sequences (HgWindow *self)
{
  if (self->computer_turn != NULL)
    hg_computer_turn_cancel (self->computer_turn);
  g_clear_handle_id (&self->final_id, g_source_remove);
  if (self->side_panel != NULL)
    hg_side_panel_set_thinking (self->side_panel, FALSE);
}

static void
close_game_over_dialog (HgWindow *self)
{
  GtkWindow *dialog = g_steal_pointer (&self->game_over_dialog);

  if (dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->game_over_dialog);
      gtk_window_destroy (dialog);
    }
}

/* A computer seat to move thinks in a worker thread and plays at a pace
 * people can follow (hg-computer-turn.c). */
static void
schedule_computer (HgWindow *self)
{
  if (self->game == NULL || self->final_id != 0)
    return;

  hg_computer_turn_start (self->computer_turn);
}

static void
thinking_cb (HgWindow *self)
{
  if (self->side_panel != NULL)
    hg_side_panel_set_thinking (self->side_panel,
                                hg_computer_turn_get_thinking (self->computer_turn));
}

/* The final scoring, one event at a time: the log selects it and the
 * board shows its feature; then the summary. */
static gboolean
final_step_cb (gpointer user_data)
{
  HgWindow *self = user_data;
  HgScoreLog *log = hg_side_panel_get_score_log (self->side_panel);

  if (self->final_next >= (int) hg_game_get_n_events (self->game))
    {
      self->final_id = 0;
      hg_score_log_select_event (log, -1);
      hg_window_show_game_over (self);
      return G_SOURCE_REMOVE;
    }

  hg_score_log_select_event (log, self->final_next);
  self->final_next++;
  return G_SOURCE_CONTINUE;
}

static void
start_final_sequence (HgWindow *self)
{
  guint n = hg_game_get_n_events (self->game);
  guint turn;

  g_clear_handle_id (&self->final_id, g_source_remove);
  if (n == 0)
    {
      hg_window_show_game_over (self);
      return;
    }

  /* The events of the last turn: the last tile's own and the final
   * scoring. */
  turn = hg_score_event_get_turn (hg_game_get_event (self->game, n - 1));
  self->final_next = (int) n;
  while (self->final_next > 0 && hg_score_event_get_turn (hg_game_get_event (self->game, self->final_next - 1)) == turn)
    self->final_next--;

  final_step_cb (self);
  self->final_id = g_timeout_add (FINAL_STEP_DELAY, final_step_cb, self);
}

/* Callbacks -------------------------------------------------------------- */

static void
game_changed_cb (HgWindow *self)
{
  /* The autosave follows the game from its first change on: a game only
   * looked at (a finished one, or one just opened) does not replace the
   * game offered at the next start. */
  if (hg_autosave_get_game (self->autosave) != self->game)
    hg_autosave_set_game (self->autosave, self->game);
  /* Undo at the end of the game stops the final scoring's display. */
  if (!hg_game_get_is_over (self->game))
    g_clear_handle_id (&self->final_id, g_source_remove);
  set_unsaved (self, TRUE);
  update_actions (self);
  schedule_computer (self);
}

static void
game_notify_cb (HgWindow *self)
{
  update_actions (self);
}

static void
game_over_cb (HgWindow *self)
{
  hg_computer_turn_cancel (self->computer_turn);
  start_final_sequence (self);
}

static void
notice_cb (HgWindow   *self,
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

static void
event_hovered_cb (HgWindow *self,
                  int       index)
{
  HgScoreEvent *event = NULL;

  /* The side panel may still say so while the window is taken apart. */
  if (self->board_view == NULL)
    return;

  if (self->game != NULL && index >= 0 && (guint) index < hg_game_get_n_events (self->game))
    event = hg_game_get_event (self->game, (guint) index);

  if (event != NULL)
    {
      guint n_zones;
      const HgZoneRef *zones = hg_score_event_get_zones (event, &n_zones);

      hg_board_view_set_highlight (self->board_view, zones, n_zones);
    }
  else
    hg_board_view_set_highlight (self->board_view, NULL, 0);
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
  if (self->game != NULL)
    hg_new_game_dialog_set_n_players (dialog, hg_game_get_n_players (self->game));
  g_signal_connect_object (dialog, "game-created", G_CALLBACK (game_created_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
open_loaded_then_confirmed (HgWindow *self,
                            gboolean  proceed,
                            gpointer  user_data)
{
  g_autoptr(HgGame) game = user_data;
  GFile *file = g_object_get_data (G_OBJECT (game), "hg-file");

  if (proceed)
    hg_window_set_game (self, game, file);
}

typedef struct {
  HgWindow *window;
  GFile    *file;
} OpenData;

static void
open_file_loaded_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  OpenData *data = user_data;
  g_autoptr(HgWindow) self = data->window;
  g_autoptr(GFile) file = data->file;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_free (data);
  game = hg_game_load_finish (result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  if (game == NULL)
    {
      g_printerr ("hunters-gatherers: %s\n", error->message);
      hg_window_show_error (self, _("The Saved Game Could Not Be Opened"), error->message);
      return;
    }

  g_object_set_data_full (G_OBJECT (game), "hg-file", g_steal_pointer (&file), g_object_unref);
  hg_window_confirm_discard (self, open_loaded_then_confirmed, g_steal_pointer (&game));
}

static void
undo_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);

  if (self->game != NULL)
    hg_game_undo_turn (self->game);
}

static void
redo_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);

  if (self->game != NULL)
    hg_game_redo_turn (self->game);
}

static void
save_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  hg_window_save (HG_WINDOW (widget), g_str_equal (action_name, "win.save-as"), NULL, NULL);
}

static void
fit_action_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  hg_board_view_fit (HG_WINDOW (widget)->board_view);
}

/* The game of the autosave, offered on the welcome page. */
static void
set_resume_game (HgWindow  *self,
                 HgGame    *game,
                 GDateTime *saved)
{
  g_set_object (&self->resume_game, game);
  gtk_widget_set_visible (self->continue_box, game != NULL);
  if (game != NULL)
    {
      g_autofree char *text = hg_window_describe_resume (game, saved);

      gtk_label_set_text (self->continue_label, text);
      gtk_widget_remove_css_class (self->welcome_new_button, "suggested-action");
    }
  else
    gtk_widget_add_css_class (self->welcome_new_button, "suggested-action");
  update_actions (self);
}

static void
resume_loaded_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(HgWindow) self = user_data;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GDateTime) saved = NULL;
  g_autoptr(GError) error = NULL;

  game = hg_autosave_load_finish (HG_AUTOSAVE (source), result, &saved, &error);
  if (error != NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_message ("The game in progress cannot be continued: %s", error->message);
      return;
    }

  /* Only while the window waits for a game. */
  if (game != NULL && self->game == NULL)
    set_resume_game (self, game, saved);
}

static void
continue_action_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);
  g_autoptr(HgGame) game = NULL;

  if (self->resume_game == NULL || self->game != NULL)
    return;

  game = g_object_ref (self->resume_game);
  hg_window_set_game (self, game, NULL);
  /* Moves made from here go on in the same autosave. */
  hg_autosave_set_game (self->autosave, game);
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
      && (self->file != NULL || hg_game_get_is_over (self->game)))
    {
      hg_window_confirm_discard (self, close_confirmed_cb, NULL);
      return TRUE;
    }

  save_window_state (self);

  return GTK_WINDOW_CLASS (hg_window_parent_class)->close_request (window);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_window_dispose (GObject *object)
{
  HgWindow *self = HG_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  stop_sequences (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  /* The speed action follows the setting: let go of it now (once), as
   * the window may outlive this while others hold it. */
  if (self->computer_turn != NULL)
    g_action_map_remove_action (G_ACTION_MAP (self), "computer-speed");
  g_clear_object (&self->computer_turn);
  g_clear_object (&self->resume_game);
  /* A change not yet written is written now; a save that runs ends on its
   * own (and holds the application until then). */
  g_clear_object (&self->autosave);
  close_game_over_dialog (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_WINDOW);

  G_OBJECT_CLASS (hg_window_parent_class)->dispose (object);
}

static void
hg_window_finalize (GObject *object)
{
  HgWindow *self = HG_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (hg_window_parent_class)->finalize (object);
}

static void
hg_window_class_init (HgWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = hg_window_dispose;
  object_class->finalize = hg_window_finalize;
  window_class->close_request = hg_window_close_request;

  g_type_ensure (HG_TYPE_BOARD_VIEW);
  g_type_ensure (HG_TYPE_SIDE_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HgWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, continue_box);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, continue_label);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, welcome_new_button);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, side_panel);
  gtk_widget_class_bind_template_callback (widget_class, notice_cb);
  gtk_widget_class_bind_template_callback (widget_class, rotate_cb);
  gtk_widget_class_bind_template_callback (widget_class, event_hovered_cb);

  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action_cb);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action_cb);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action_cb);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_action_cb);
  gtk_widget_class_install_action (widget_class, "win.fit", NULL, fit_action_cb);
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_action_cb);
}

static void
hg_window_init (HgWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  self->cancellable = g_cancellable_new ();
  self->autosave = hg_autosave_new (NULL);

  self->computer_turn = hg_computer_turn_new (self->settings);
  g_signal_connect_object (self->computer_turn, "notify::thinking",
                           G_CALLBACK (thinking_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->computer_turn, "failed",
                           G_CALLBACK (notice_cb), self, G_CONNECT_SWAPPED);
  {
    g_autoptr(GAction) speed = g_settings_create_action (self->settings, "computer-speed");

    g_action_map_add_action (G_ACTION_MAP (self), speed);
  }

  g_object_bind_property (self->board_view, "rotation",
                          self->side_panel, "rotation",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->board_view, "has-placement",
                          self->side_panel, "placing",
                          G_BINDING_SYNC_CREATE);

  update_actions (self);
  update_title (self);
  restore_window_state (self);

  /* Is there a game to continue? */
  hg_autosave_load_async (self->autosave, self->cancellable, resume_loaded_cb,
                          g_object_ref (self));
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

/**
 * hg_window_open_file:
 * @self: a #HgWindow
 * @file: the saved game to open
 *
 * Loads @file; when it has been read, asks about unsaved moves of the
 * current game, then shows it.  A file that cannot be read is reported on
 * stderr and in a dialog, and the current game stays.
 */
void
hg_window_open_file (HgWindow *self,
                     GFile    *file)
{
  OpenData *data;

  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  data = g_new (OpenData, 1);
  data->window = g_object_ref (self);
  data->file = g_object_ref (file);
  hg_game_load_async (file, self->cancellable, open_file_loaded_cb, data);
}

/**
 * hg_window_show_message:
 * @self: a #HgWindow
 * @message: a sentence for the player
 *
 * Shows @message in a toast at the bottom of the window.
 */
void
hg_window_show_message (HgWindow   *self,
                        const char *message)
{
  g_autofree char *markup = NULL;
  AdwToast *toast;

  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  /* A toast title is Pango markup; a file name may hold '&' or '<'. */
  markup = g_markup_escape_text (message, -1);
  toast = adw_toast_new (markup);
  adw_toast_set_timeout (toast, 10);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
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

  return self->game;
}

GFile *
hg_window_get_file (HgWindow *self)
{
  g_return_val_if_fail (HG_IS_WINDOW (self), NULL);

  return self->file;
}

void
hg_window_set_game (HgWindow *self,
                    HgGame   *game,
                    GFile    *file)
{
  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  stop_sequences (self);
  close_game_over_dialog (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  g_set_object (&self->game, game);
  g_set_object (&self->file, file);
  hg_computer_turn_set_game (self->computer_turn, game);
  if (game != NULL)
    set_resume_game (self, NULL, NULL);

  if (game != NULL)
    {
      g_signal_connect_object (game, "move-applied", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "undone", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "redone", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::can-undo", G_CALLBACK (game_notify_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::can-redo", G_CALLBACK (game_notify_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "game-over", G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
    }

  hg_board_view_set_game (self->board_view, game);
  hg_side_panel_set_game (self->side_panel, game);
  gtk_stack_set_visible_child_name (self->main_stack, game != NULL ? "board" : "welcome");
  if (game != NULL)
    {
      hg_board_view_fit (self->board_view);
      gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
    }

  set_unsaved (self, FALSE);
  update_actions (self);
  schedule_computer (self);
  if (game != NULL && hg_game_get_is_over (game))
    hg_window_show_game_over (self);
}

gboolean
hg_window_get_unsaved (HgWindow *self)
{
  g_return_val_if_fail (HG_IS_WINDOW (self), FALSE);

  return self->game != NULL && self->unsaved;
}

void
hg_window_set_saved (HgWindow *self,
                     GFile    *file)
{
  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_set_object (&self->file, file);
  set_unsaved (self, FALSE);
}

void
hg_window_show_game_over (HgWindow *self)
{
  HgGameOverDialog *dialog;

  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (self->game != NULL);

  g_clear_handle_id (&self->final_id, g_source_remove);
  if (self->game_over_dialog != NULL)
    {
      gtk_window_present (self->game_over_dialog);
      return;
    }

  dialog = hg_game_over_dialog_new (self->game);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  self->game_over_dialog = GTK_WINDOW (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->game_over_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
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

  return self->autosave;
}

GtkWidget *
hg_window_get_side_panel (HgWindow *self)
{
  g_return_val_if_fail (HG_IS_WINDOW (self), NULL);

  return GTK_WIDGET (self->side_panel);
}
