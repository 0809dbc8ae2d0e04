/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-resume.c: the game in progress across starts.  At the start
 * the autosave is read in a worker thread: its game is offered on the
 * welcome page (win.continue), and goes on in the file it belongs to if
 * that is a saved game on this computer, or nothing yet.  An
 * autosave that cannot be read is told on the welcome page, with the file
 * it was kept as (win.show-broken-file shows it in its folder) and the
 * technical detail; a save of the autosave that fails is told once in a
 * toast (win.autosave-details).  While the welcome page offers a game,
 * the board's tiles for it are painted, and Continue shows the game once
 * they are: its first frame has them drawn. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-autosave.h"
#include "hg-save.h"
#include "hg-window-files.h"
#include "hg-window-private.h"

/* Helpers ---------------------------------------------------------------- */

static void
show_toast (HgWindow   *self,
            const char *text,
            const char *button_label,
            const char *action_name)
{
  g_autofree char *markup = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (markup);

  /* It stays until it is dismissed: it is not said again. */
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_button_label (toast, button_label);
  adw_toast_set_action_name (toast, action_name);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* Showing a file in its folder ------------------------------------------- */

static void
folder_not_shown (HgWindow     *self,
                  const GError *error)
{
  g_autofree char *text = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  /* TRANSLATORS: %s is the system's reason */
  text = g_strdup_printf (_("The folder could not be shown: %s"), error->message);
  hg_window_show_message (self, text);
}

#if GTK_CHECK_VERSION (4, 10, 0)

/* GtkFileLauncher is newer than GDK_VERSION_MAX_ALLOWED; this is compiled
 * only against a GTK that has it. */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS

static void
folder_shown_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(HgWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  /* Dismissed: the person chose not to. */
  if (!gtk_file_launcher_open_containing_folder_finish (GTK_FILE_LAUNCHER (source), result, &error)
      && !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED))
    folder_not_shown (self, error);
}

static void
show_in_folder (HgWindow *self,
                GFile    *file)
{
  g_autoptr(GtkFileLauncher) launcher = gtk_file_launcher_new (file);

  gtk_file_launcher_open_containing_folder (launcher, GTK_WINDOW (self), NULL,
                                            folder_shown_cb, g_object_ref (self));
}

G_GNUC_END_IGNORE_DEPRECATIONS

#else

static void
folder_shown_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error))
    folder_not_shown (HG_WINDOW (source), error);
}

/* Before GTK 4.10 there is no asking for the file to be selected: the
 * folder is shown. */
static void
show_in_folder (HgWindow *self,
                GFile    *file)
{
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *uri = g_file_get_uri (folder != NULL ? folder : file);

  gtk_show_uri_full (GTK_WINDOW (self), uri, GDK_CURRENT_TIME, NULL, folder_shown_cb, NULL);
}

#endif

/* The autosave ----------------------------------------------------------- */

/* What to do when the autosave cannot be written. */
static const char *
autosave_advice (const GError *error)
{
  if (hg_save_error_get_cause (error) == HG_SAVE_CAUSE_NO_SPACE)
    return _("Free some disk space; every move tries again.");
  return _("Save the game with Save As to keep it.");
}

/* The autosave's error changed: a failure is told once, until a save
 * works again. */
static void
autosave_error_cb (HgWindow *self)
{
  const GError *error = hg_autosave_get_error (hg_session_get_autosave (self->session));
  g_autofree char *text = NULL;

  if (error == NULL)
    {
      self->autosave_told = FALSE;
      return;
    }
  if (self->autosave_told)
    return;

  self->autosave_told = TRUE;
  /* TRANSLATORS: a toast; %s says what to do */
  text = g_strdup_printf (_("The game in progress could not be kept for the next start. %s"),
                          autosave_advice (error));
  show_toast (self, text, _("_Details"), "win.autosave-details");
}

static void
autosave_details_action_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);
  const GError *error = hg_autosave_get_error (hg_session_get_autosave (self->session));

  if (error != NULL)
    hg_window_show_error (self, _("Could Not Keep the Game"),
                          hg_autosave_get_file (hg_session_get_autosave (self->session)), error);
}

/* An autosave that could not be read ------------------------------------- */

static void
show_broken_file_action_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);

  GFile *file = hg_welcome_page_get_kept_file (self->welcome_page);

  if (file != NULL)
    show_in_folder (self, file);
}

/* Tells @error of the autosave's load on the welcome page, and in a toast
 * when the window shows a game already. */
static void
tell_not_restored (HgWindow     *self,
                   const GError *error)
{
  g_autofree char *text = NULL;
  g_autofree char *detail = NULL;
  GFile *kept = hg_autosave_error_get_kept_file (error);

  if (kept != NULL)
    {
      g_autofree char *name = hg_window_dup_file_name (kept);

      /* TRANSLATORS: %s is the name of the file the damaged autosave was
       * renamed to */
      text = g_strdup_printf (_("The game in progress could not be restored; the damaged file was kept as %s."),
                              name);
      detail = g_strdup_printf ("%s\n%s", error->message, hg_save_error_get_detail (error));
    }
  else
    {
      g_autofree char *summary = hg_save_error_dup_summary (error);

      /* TRANSLATORS: %s says what went wrong */
      text = g_strdup_printf (_("The game in progress could not be restored. %s"), summary);
      detail = g_strdup (hg_save_error_get_detail (error));
      kept = hg_autosave_get_file (hg_session_get_autosave (self->session));
    }

  hg_welcome_page_set_not_restored (self->welcome_page, text, detail, kept);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-broken-file", TRUE);
  if (hg_session_get_game (self->session) != NULL)
    show_toast (self, text, _("_Show File"), "win.show-broken-file");
}

static void
resume_loaded_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(HgWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  HgSaveCause cause;

  /* A game to continue is offered by the session (hg_window_update_resume()). */
  if (hg_session_load_resume_finish (HG_SESSION (source), result, &error)
      || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  cause = hg_save_error_get_cause (error);
  /* No folder for it: nothing was kept, so nothing is lost (a save
   * that fails for it is told then). */
  if (cause == HG_SAVE_CAUSE_NOT_FOUND || cause == HG_SAVE_CAUSE_NO_FOLDER)
    g_message ("The game in progress cannot be continued: %s", error->message);
  else
    tell_not_restored (self, error);
}

/* Continue Game ---------------------------------------------------------- */

static void
tell_unlinked (HgWindow *self,
               GFile    *file)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *text = NULL;

  /* TRANSLATORS: a toast; %s is the file (or address) a continued game
   * was said to belong to */
  text = g_strdup_printf (_("“%s” is not a saved game on this computer, so the continued game is not "
                            "linked to it. Save As keeps the game in a file."),
                          name);
  hg_window_show_message (self, text);
}

/* The board as it will show the game offered: about the welcome page's
 * room beside the side panel; before the window has its size, its
 * default size (less its header bar), then again at its size. */
static void
prepare_board_at (HgWindow *self,
                  int       w,
                  int       h)
{
  int panel = 0;

  if (hg_session_get_resume_game (self->session) == NULL || hg_session_get_game (self->session) != NULL)
    return;
  gtk_widget_measure (GTK_WIDGET (self->side_panel), GTK_ORIENTATION_HORIZONTAL, -1,
                      NULL, &panel, NULL, NULL);
  hg_board_view_prepare (self->board_view, hg_session_get_resume_game (self->session), w - panel, h);
}

static gboolean
prepare_board_cb (GtkWidget     *stack,
                  GdkFrameClock *clock,
                  gpointer       user_data)
{
  int w = gtk_widget_get_width (stack);
  int h = gtk_widget_get_height (stack);

  if (w <= 0 || h <= 0)
    return G_SOURCE_CONTINUE;
  prepare_board_at (HG_WINDOW (gtk_widget_get_root (stack)), w, h);
  return G_SOURCE_REMOVE;
}

static void
prepare_board (HgWindow *self)
{
  GtkWidget *stack = GTK_WIDGET (self->main_stack);
  int w, h, header = 0;

  if (gtk_widget_get_width (stack) > 0)
    {
      prepare_board_cb (stack, NULL, NULL);
      return;
    }
  gtk_window_get_default_size (GTK_WINDOW (self), &w, &h);
  gtk_widget_measure (GTK_WIDGET (self->window_title), GTK_ORIENTATION_VERTICAL, -1,
                      NULL, &header, NULL, NULL);
  prepare_board_at (self, w, h - header);
  gtk_widget_add_tick_callback (stack, prepare_board_cb, NULL, NULL);
}

static void continue_game (HgWindow *self);

static void
board_prepared_cb (HgWindow *self)
{
  if (hg_board_view_get_preparing (self->board_view))
    return;
  g_clear_signal_handler (&self->continue_wait, self->board_view);
  hg_welcome_page_set_opening (self->welcome_page, FALSE);
  continue_game (self);
}

static void
continue_action_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);

  if (hg_session_get_resume_game (self->session) == NULL || hg_session_get_game (self->session) != NULL || self->continue_wait != 0)
    return;
  /* the game shows once the board's tiles for it are painted */
  if (hg_board_view_get_preparing (self->board_view))
    {
      /* meanwhile the button says so */
      hg_welcome_page_set_opening (self->welcome_page, TRUE);
      self->continue_wait = g_signal_connect_swapped (self->board_view, "notify::preparing",
                                                      G_CALLBACK (board_prepared_cb), self);
    }
  else
    continue_game (self);
}

/* The session took the game at once; the file it belongs to is taken
 * after a check, or told about. */
static void
continued_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(HgWindow) self = user_data;
  g_autoptr(GFile) unlinked = NULL;
  g_autoptr(GError) error = NULL;

  if (hg_session_continue_finish (HG_SESSION (source), result, &unlinked, &error)
      || unlinked == NULL)
    return;
  g_message ("The file of the continued game is not taken: %s", error->message);
  tell_unlinked (self, unlinked);
}

static void
continue_game (HgWindow *self)
{
  if (hg_session_get_resume_game (self->session) == NULL || hg_session_get_game (self->session) != NULL)
    return;
  hg_session_continue_async (self->session, self->cancellable, continued_cb, g_object_ref (self));
}

/* Internal API ----------------------------------------------------------- */

void
hg_window_class_add_resume (GtkWidgetClass *widget_class)
{
  g_type_ensure (HG_TYPE_WELCOME_PAGE);
  gtk_widget_class_bind_template_child (widget_class, HgWindow, welcome_page);

  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_action_cb);
  gtk_widget_class_install_action (widget_class, "win.show-broken-file", NULL,
                                   show_broken_file_action_cb);
  gtk_widget_class_install_action (widget_class, "win.autosave-details", NULL,
                                   autosave_details_action_cb);
}

void
hg_window_init_resume (HgWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-broken-file", FALSE);
  g_signal_connect_object (hg_session_get_autosave (self->session), "notify::error",
                           G_CALLBACK (autosave_error_cb), self, G_CONNECT_SWAPPED);

  /* Is there a game to continue? */
  hg_session_load_resume_async (self->session, self->cancellable, resume_loaded_cb,
                                g_object_ref (self));
}

void
hg_window_update_resume (HgWindow *self)
{
  HgGame *game = hg_session_get_resume_game (self->session);

  hg_welcome_page_set_offer (self->welcome_page, game, hg_session_get_resume_saved (self->session));
  if (game != NULL)
    prepare_board (self);
}
