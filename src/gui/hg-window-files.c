/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-files.c: Open, Save, Save As and "save before going on?" for
 * the window, what it tells a person (a toast; an alert when a file cannot
 * be read or written), and
 * what it asks when the session (hg-session.h) finds the game's file
 * changed by something else meanwhile.  File
 * dialogs are GtkFileDialog on GTK 4.10 and newer,
 * GtkFileChooserNative before; questions are AdwAlertDialog on
 * libadwaita 1.5 and newer, AdwMessageDialog before.  Saving and loading
 * run asynchronously. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-save.h"
#include "hg-window-files.h"
#include "hg-window-private.h"

typedef struct _Task Task;

/* What comes after a file dialog, and after a question. */
typedef void (*FileChosenFunc) (Task       *task,
                                GFile      *file);       /* NULL: cancelled */
typedef void (*AnswerFunc)     (Task       *task,
                                const char *response);

/* One step for the window (saving, opening, a question), from start to
 * its HgWindowDoneFunc, with what it waits for. */
struct _Task {
  HgWindow         *window;
  GFile            *file;
  HgWindowDoneFunc  func;
  gpointer          user_data;
  gboolean          saving;       /* the file dialog saves, or opens */
  FileChosenFunc    chosen;       /* after the file dialog */
  AnswerFunc        answer;       /* after the question */
};

/* Helpers ---------------------------------------------------------------- */

static Task *
task_new (HgWindow         *window,
          HgWindowDoneFunc  func,
          gpointer          user_data)
{
  Task *task = g_new0 (Task, 1);

  task->window = g_object_ref (window);
  task->func = func;
  task->user_data = user_data;
  return task;
}

/* Calls the task's function with @proceed and frees the task. */
static void
task_finish (Task     *task,
             gboolean  proceed)
{
  if (task->func != NULL)
    task->func (task->window, proceed, task->user_data);
  g_clear_object (&task->window);
  g_clear_object (&task->file);
  g_free (task);
}

static GtkFileFilter *
save_filter_new (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Saved games"));
  gtk_file_filter_add_pattern (filter, "*" HG_SAVE_EXTENSION);
  gtk_file_filter_add_mime_type (filter, HG_SAVE_MIME_TYPE);
  return filter;
}

static char *
suggested_name (HgWindow *self)
{
  GFile *file = hg_session_get_file (self->session);

  if (file != NULL)
    return g_file_get_basename (file);
  /* TRANSLATORS: the suggested file name of a new saved game; keep the
   * extension. */
  return g_strdup (_("Game.hgsave"));
}

#if GTK_CHECK_VERSION (4, 10, 0)

/* GtkFileDialog is newer than GDK_VERSION_MAX_ALLOWED; this is compiled only
 * against a GTK that has it. */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS

static void
file_dialog_done_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  GtkFileDialog *dialog = GTK_FILE_DIALOG (source);
  Task *task = user_data;
  g_autoptr(GFile) file = NULL;

  if (task->saving)
    file = gtk_file_dialog_save_finish (dialog, result, NULL);
  else
    file = gtk_file_dialog_open_finish (dialog, result, NULL);
  task->chosen (task, file);
  g_object_unref (dialog);
}

static void
choose_file (Task           *task,
             gboolean        saving,
             FileChosenFunc  chosen)
{
  GtkFileDialog *dialog = gtk_file_dialog_new ();
  g_autoptr(GtkFileFilter) filter = save_filter_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

  g_list_store_append (filters, filter);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, filter);
  gtk_file_dialog_set_modal (dialog, TRUE);
  task->saving = saving;
  task->chosen = chosen;

  if (saving)
    {
      g_autofree char *name = suggested_name (task->window);

      gtk_file_dialog_set_title (dialog, _("Save Game"));
      gtk_file_dialog_set_initial_name (dialog, name);
      gtk_file_dialog_save (dialog, GTK_WINDOW (task->window), NULL, file_dialog_done_cb, task);
    }
  else
    {
      gtk_file_dialog_set_title (dialog, _("Open Saved Game"));
      gtk_file_dialog_open (dialog, GTK_WINDOW (task->window), NULL, file_dialog_done_cb, task);
    }
}

G_GNUC_END_IGNORE_DEPRECATIONS

#else

static void
native_response_cb (GtkNativeDialog *native,
                    int              response,
                    Task            *task)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  gtk_native_dialog_destroy (native);
  task->chosen (task, file);
  g_object_unref (native);
}

static void
choose_file (Task           *task,
             gboolean        saving,
             FileChosenFunc  chosen)
{
  GtkFileChooserNative *native;
  GtkFileFilter *filter = save_filter_new ();

  native = gtk_file_chooser_native_new (saving ? _("Save Game") : _("Open Saved Game"),
                                        GTK_WINDOW (task->window),
                                        saving ? GTK_FILE_CHOOSER_ACTION_SAVE
                                               : GTK_FILE_CHOOSER_ACTION_OPEN,
                                        saving ? _("_Save") : _("_Open"),
                                        _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (native), filter);
  g_object_unref (filter);
  if (saving)
    {
      g_autofree char *name = suggested_name (task->window);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
    }
  task->saving = saving;
  task->chosen = chosen;
  g_signal_connect (native, "response", G_CALLBACK (native_response_cb), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

#endif

/* Questions and messages ------------------------------------------------- */

typedef struct {
  const char            *id;
  const char            *label;
  AdwResponseAppearance  appearance;
} Response;

/* What an alert offers: its responses (up to a NULL id), the default one
 * (Enter) and the one that closing it (Escape) gives. */
typedef struct {
  Response    responses[4];
  const char *default_id;
  const char *close_id;
} Responses;

static const Responses save_question = {
  {
    { "cancel", N_("_Cancel"), ADW_RESPONSE_DEFAULT },
    { "discard", N_("_Discard"), ADW_RESPONSE_DESTRUCTIVE },
    { "save", N_("_Save"), ADW_RESPONSE_SUGGESTED },
    { NULL },
  },
  "save", "cancel",
};

static const Responses changed_question = {
  {
    { "cancel", N_("_Cancel"), ADW_RESPONSE_DEFAULT },
    { "save-as", N_("Save _As…"), ADW_RESPONSE_DEFAULT },
    { "save", N_("_Save"), ADW_RESPONSE_DESTRUCTIVE },
    { NULL },
  },
  "save-as", "cancel",
};

static const Responses message_only = {
  {
    { "close", N_("_Close"), ADW_RESPONSE_DEFAULT },
    { NULL },
  },
  "close", "close",
};

/* The technical detail of an error, behind an expander: selectable, and
 * wrapped anywhere, so that a long path never widens the alert. */
static GtkWidget *
details_new (const char *detail)
{
  GtkWidget *expander = gtk_expander_new_with_mnemonic (_("_Details"));
  GtkWidget *label = gtk_label_new (detail);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_add_css_class (label, "hg-error-detail");
  gtk_expander_set_child (GTK_EXPANDER (expander), label);
  return expander;
}

#if ADW_CHECK_VERSION (1, 5, 0)

/* AdwAlertDialog is newer than ADW_VERSION_MAX_ALLOWED; this is compiled only
 * against a libadwaita that has it. */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS

static void
alert_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  Task *task = user_data;
  const char *response = adw_alert_dialog_choose_finish (ADW_ALERT_DIALOG (source), result);

  task->answer (task, response);
}

/* Asks @heading with @body (and @extra under it, may be NULL); @answer
 * gets the response id. */
static void
ask (Task            *task,
     const char      *heading,
     const char      *body,
     GtkWidget       *extra,
     const Responses *responses,
     AnswerFunc       answer)
{
  AdwDialog *dialog = adw_alert_dialog_new (heading, body);
  AdwAlertDialog *alert = ADW_ALERT_DIALOG (dialog);

  for (const Response *r = responses->responses; r->id != NULL; r++)
    {
      adw_alert_dialog_add_response (alert, r->id, _(r->label));
      adw_alert_dialog_set_response_appearance (alert, r->id, r->appearance);
    }
  adw_alert_dialog_set_default_response (alert, responses->default_id);
  adw_alert_dialog_set_close_response (alert, responses->close_id);
  if (extra != NULL)
    adw_alert_dialog_set_extra_child (alert, extra);
  task->answer = answer;
  adw_alert_dialog_choose (alert, GTK_WIDGET (task->window), NULL, alert_done_cb, task);
}

G_GNUC_END_IGNORE_DEPRECATIONS

#else

static void
message_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     Task             *task)
{
  /* Answered: the dialog's end no longer concerns the task. */
  g_signal_handlers_disconnect_by_data (dialog, task);
  task->answer (task, response);
}

/* The dialog went away unanswered (its window was destroyed): the close
 * response. */
static void
message_destroy_cb (AdwMessageDialog *dialog,
                    Task             *task)
{
  message_response_cb (dialog, adw_message_dialog_get_close_response (dialog), task);
}

static void
ask (Task            *task,
     const char      *heading,
     const char      *body,
     GtkWidget       *extra,
     const Responses *responses,
     AnswerFunc       answer)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (task->window), heading, body);
  AdwMessageDialog *alert = ADW_MESSAGE_DIALOG (dialog);

  for (const Response *r = responses->responses; r->id != NULL; r++)
    {
      adw_message_dialog_add_response (alert, r->id, _(r->label));
      adw_message_dialog_set_response_appearance (alert, r->id, r->appearance);
    }
  adw_message_dialog_set_default_response (alert, responses->default_id);
  adw_message_dialog_set_close_response (alert, responses->close_id);
  if (extra != NULL)
    adw_message_dialog_set_extra_child (alert, extra);
  task->answer = answer;
  g_signal_connect (dialog, "response", G_CALLBACK (message_response_cb), task);
  g_signal_connect (dialog, "destroy", G_CALLBACK (message_destroy_cb), task);
  /* A question about a window goes with it. */
  g_signal_connect_object (task->window, "destroy", G_CALLBACK (gtk_window_destroy),
                           dialog, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

#endif

/* Saving ----------------------------------------------------------------- */

static void start_saving (Task               *task,
                          HgSessionSaveFlags  flags);

static void
changed_answer (Task       *task,
                const char *response);

static void
save_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Task *task = user_data;
  g_autoptr(GError) error = NULL;
  gboolean recreated = FALSE;

  if (!hg_session_save_finish (HG_SESSION (source), result, &recreated, &error))
    {
      /* Changed by something else since it was opened or saved here: the
       * person chooses. */
      if (hg_save_error_get_cause (error) == HG_SAVE_CAUSE_CHANGED)
        {
          g_autofree char *name = hg_window_dup_file_name (task->file);
          g_autofree char *body = NULL;

          /* TRANSLATORS: %s is a file name */
          body = g_strdup_printf (_("“%s” was changed by something else since it was opened or last saved here. "
                                    "Save replaces those changes with the game in this window; "
                                    "Save As keeps both."),
                                  name);
          ask (task, _("File Changed on Disk"), body, NULL, &changed_question, changed_answer);
          return;
        }
      /* The file keeps what it held, and the game stays as it is. */
      hg_window_show_error (task->window, _("Could Not Save the Game"), task->file, error);
      task_finish (task, FALSE);
      return;
    }

  if (recreated)
    {
      g_autofree char *name = hg_window_dup_file_name (task->file);
      g_autofree char *text = NULL;

      /* TRANSLATORS: %s is a file name */
      text = g_strdup_printf (_("“%s” was no longer there, so the game was saved to a new file of that name."),
                              name);
      hg_window_show_message (task->window, text);
    }
  task_finish (task, TRUE);
}

/* Saves to task->file: the game's own file (a file deleted meanwhile is
 * saved anew, one changed is asked about), or another. */
static void
start_saving (Task               *task,
              HgSessionSaveFlags  flags)
{
  hg_session_save_async (task->window->session, task->file,
                         flags | HG_SESSION_SAVE_RECREATE_GONE, NULL, save_done_cb, task);
}

static void
save_file_chosen (Task  *task,
                  GFile *file)
{
  g_autofree char *basename = NULL;

  if (file == NULL)
    {
      task_finish (task, FALSE);
      return;
    }

  /* A name without the extension gets it, so the file manager knows it. */
  basename = g_file_get_basename (file);
  g_clear_object (&task->file);
  if (!g_str_has_suffix (basename, HG_SAVE_EXTENSION))
    {
      g_autofree char *named = g_strconcat (basename, HG_SAVE_EXTENSION, NULL);
      g_autoptr(GFile) parent = g_file_get_parent (file);

      task->file = parent != NULL ? g_file_get_child (parent, named) : g_object_ref (file);
    }
  else
    task->file = g_object_ref (file);

  start_saving (task, HG_SESSION_SAVE_NONE);
}

static void
changed_answer (Task       *task,
                const char *response)
{
  if (g_strcmp0 (response, "save") == 0)
    start_saving (task, HG_SESSION_SAVE_REPLACE_CHANGED);
  else if (g_strcmp0 (response, "save-as") == 0)
    choose_file (task, TRUE, save_file_chosen);
  else
    task_finish (task, FALSE);
}

static void
save_own_file (Task *task)
{
  task->file = g_object_ref (hg_session_get_file (task->window->session));
  start_saving (task, HG_SESSION_SAVE_NONE);
}

/* Confirming ------------------------------------------------------------- */

static void
saved_then_proceed (HgWindow *window,
                    gboolean  proceed,
                    gpointer  user_data)
{
  task_finish (user_data, proceed);
}

static void
confirm_answer (Task       *task,
                const char *response)
{
  if (g_strcmp0 (response, "save") == 0)
    hg_window_save (task->window, FALSE, saved_then_proceed, task);
  else
    task_finish (task, g_strcmp0 (response, "discard") == 0);
}

static void
error_answer (Task       *task,
              const char *response)
{
  task_finish (task, TRUE);
}

/* Opening ---------------------------------------------------------------- */

static void
open_file_chosen (Task  *task,
                  GFile *file)
{
  if (file != NULL)
    hg_window_open_file (task->window, file);
  task_finish (task, file != NULL);
}

static void
open_confirmed (HgWindow *window,
                gboolean  proceed,
                gpointer  user_data)
{
  if (proceed)
    choose_file (task_new (window, NULL, NULL), FALSE, open_file_chosen);
}

/* A saved game being opened: the file, then the game read from it. */
typedef struct {
  HgWindow *window;
  GFile    *file;
  char     *version;  /* of the file read */
  HgGame   *game;
  gboolean  review;   /* shown in review mode, not as the person's file */
} OpenData;

static void
open_data_free (OpenData *data)
{
  g_clear_object (&data->window);
  g_clear_object (&data->file);
  g_free (data->version);
  g_clear_object (&data->game);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (OpenData, open_data_free)

static void
open_loaded_then_confirmed (HgWindow *self,
                            gboolean  proceed,
                            gpointer  user_data)
{
  g_autoptr(OpenData) data = user_data;

  if (!proceed)
    return;
  if (data->review)
    {
      /* a game kept in the records: looked at, not the person's file */
      hg_session_set_game (self->session, data->game, NULL, NULL);
      hg_window_start_review (self, hg_game_get_n_history (data->game));
    }
  else
    {
      hg_session_set_game (self->session, data->game, data->file, data->version);
    }
}

static void
open_file_loaded_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(OpenData) data = user_data;
  g_autoptr(GError) error = NULL;
  HgWindow *window;

  data->game = hg_session_read_finish (result, &data->version, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  if (data->game == NULL)
    {
      g_printerr ("hunters-gatherers: %s\n", error->message);
      hg_window_show_error (data->window, _("Could Not Open the Game"), data->file, error);
      return;
    }

  window = data->window;
  hg_window_confirm_discard (window, open_loaded_then_confirmed, g_steal_pointer (&data));
}

static void
open_file (HgWindow *self,
           GFile    *file,
           gboolean  review)
{
  OpenData *data = g_new0 (OpenData, 1);

  data->window = g_object_ref (self);
  data->file = g_object_ref (file);
  data->review = review;
  hg_session_read_async (file, self->cancellable, open_file_loaded_cb, data);
}

/* Public API ------------------------------------------------------------- */

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
  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  open_file (self, file, FALSE);
}

/**
 * hg_window_review_file:
 * @self: a #HgWindow
 * @file: a saved game (a finished game kept in the records)
 *
 * Like hg_window_open_file(), then shows the game in review mode at its
 * last move; the game does not belong to @file (Save asks for a file).
 */
void
hg_window_review_file (HgWindow *self,
                       GFile    *file)
{
  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  open_file (self, file, TRUE);
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
hg_window_confirm_discard (HgWindow         *self,
                           HgWindowDoneFunc  func,
                           gpointer          user_data)
{
  g_return_if_fail (HG_IS_WINDOW (self));

  if (!hg_session_get_unsaved (self->session))
    {
      if (func != NULL)
        func (self, TRUE, user_data);
      return;
    }

  ask (task_new (self, func, user_data),
       _("Save the Game?"),
       _("The moves made since the game was last saved will be lost if you do not save them."),
       NULL, &save_question, confirm_answer);
}

void
hg_window_save (HgWindow         *self,
                gboolean          save_as,
                HgWindowDoneFunc  func,
                gpointer          user_data)
{
  Task *task;

  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (hg_session_get_game (self->session) != NULL);

  task = task_new (self, func, user_data);
  if (!save_as && hg_session_get_file (self->session) != NULL)
    save_own_file (task);
  else
    choose_file (task, TRUE, save_file_chosen);
}

void
hg_window_save_to (HgWindow         *self,
                   GFile            *file,
                   HgWindowDoneFunc  func,
                   gpointer          user_data)
{
  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (hg_session_get_game (self->session) != NULL);

  save_file_chosen (task_new (self, func, user_data), file);
}

void
hg_window_choose_open (HgWindow *self)
{
  g_return_if_fail (HG_IS_WINDOW (self));

  hg_window_confirm_discard (self, open_confirmed, NULL);
}

char *
hg_window_dup_file_name (GFile *file)
{
  g_autofree char *basename = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  basename = g_file_get_basename (file);
  return g_filename_display_name (basename);
}

/* The heading stays short (libadwaita 1.7 measures it unwrapped as well,
 * and warns when it is wider than the alert). */
void
hg_window_show_error (HgWindow     *self,
                      const char   *heading,
                      GFile        *file,
                      const GError *error)
{
  g_autofree char *summary = NULL;
  g_autofree char *body = NULL;
  const char *advice;

  g_return_if_fail (HG_IS_WINDOW (self));
  g_return_if_fail (heading != NULL);
  g_return_if_fail (file == NULL || G_IS_FILE (file));
  g_return_if_fail (error != NULL);

  summary = hg_save_error_dup_summary (error);
  advice = hg_save_error_get_advice (error);
  /* Only the file's name here: its whole path is in the details. */
  if (file != NULL)
    {
      g_autofree char *name = hg_window_dup_file_name (file);

      /* TRANSLATORS: the text of an alert about a file: its name, what
       * went wrong, then what to do */
      body = g_strdup_printf (_("“%s”\n%s %s"), name, summary, advice);
    }
  else
    /* TRANSLATORS: what went wrong, then what to do */
    body = g_strdup_printf (_("%s %s"), summary, advice);

  ask (task_new (self, NULL, NULL), heading, body,
       details_new (hg_save_error_get_detail (error)), &message_only, error_answer);
}
