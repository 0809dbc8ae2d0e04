/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "hg-window.h"

struct _HgWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  GCancellable         *cancellable;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  GtkStack             *main_stack;
};

G_DEFINE_FINAL_TYPE (HgWindow, hg_window, ADW_TYPE_APPLICATION_WINDOW)

/* The window actions that need a game (HgGame, src/model). They stay
 * disabled until the model is wired into the window. */
static const char * const game_actions[] = {
  "win.undo",
  "win.redo",
  "win.save",
  "win.save-as",
};

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

static char *
describe_open_error (GFile        *file,
                     const GError *error)
{
  g_autofree char *name = g_file_get_parse_name (file);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return g_strdup_printf (_("Could not open “%s”: the file does not exist"), name);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY))
    return g_strdup_printf (_("Could not open “%s”: it is a folder, not a saved game"), name);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    return g_strdup_printf (_("Could not open “%s”: you do not have permission to read it"), name);

  return g_strdup_printf (_("Could not open “%s”: %s"), name, error->message);
}

static void
open_file_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GFile *file = G_FILE (source);
  g_autoptr(HgWindow) self = user_data;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) error = NULL;

  stream = g_file_read_finish (file, result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  if (stream == NULL)
    {
      g_autofree char *message = describe_open_error (file, error);

      g_printerr ("hunters-gatherers: %s\n", message);
      hg_window_show_message (self, message);
      return;
    }

  /* The file exists and can be read. Loading a saved game comes with the
   * model (HgGame, src/model); until then say so instead of pretending. */
  hg_window_show_message (self, _("Saved games cannot be opened in this version yet"));
}

static void
game_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  /* Only reachable if an action of game_actions[] was enabled without a
   * game to act on. */
  g_critical ("%s activated, but the window has no game", action_name);
}

static gboolean
hg_window_close_request (GtkWindow *window)
{
  HgWindow *self = HG_WINDOW (window);

  save_window_state (self);

  return GTK_WINDOW_CLASS (hg_window_parent_class)->close_request (window);
}

static void
hg_window_dispose (GObject *object)
{
  HgWindow *self = HG_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
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
hg_window_class_init (HgWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = hg_window_dispose;
  object_class->finalize = hg_window_finalize;
  window_class->close_request = hg_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HgWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, main_stack);

  for (guint i = 0; i < G_N_ELEMENTS (game_actions); i++)
    gtk_widget_class_install_action (widget_class, game_actions[i], NULL, game_action_cb);
}

static void
hg_window_init (HgWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  self->cancellable = g_cancellable_new ();

  for (guint i = 0; i < G_N_ELEMENTS (game_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), game_actions[i], FALSE);

  restore_window_state (self);
}

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
 * Opens @file in @self. A file that does not exist or cannot be read is
 * reported on stderr and in the window.
 */
void
hg_window_open_file (HgWindow *self,
                     GFile    *file)
{
  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_file_read_async (file,
                     G_PRIORITY_DEFAULT,
                     self->cancellable,
                     open_file_read_cb,
                     g_object_ref (self));
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
