/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "hg-about.h"
#include "hg-app-icon.h"
#include "hg-application.h"
#include "hg-help-overlay.h"
#include "hg-rules-window.h"
#include "hg-statistics-window.h"
#include "hg-window.h"
#include "hg-window-files.h"

struct _HgApplication
{
  AdwApplication  parent_instance;

  HgGameRecords    *records;
  GThread          *icon_thread;    /* returns the welcome page's icon */
};

G_DEFINE_FINAL_TYPE (HgApplication, hg_application, ADW_TYPE_APPLICATION)

static const struct {
  const char *action;
  const char *accels[2];
} accels[] = {
  { "app.new-game", { "<Control>n", NULL } },
  { "app.open", { "<Control>o", NULL } },
  { "app.quit", { "<Control>q", NULL } },
  { "app.rules", { "F1", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", NULL } },
  { "win.hint", { "<Control>h", NULL } },
  /* win.show-help-overlay (Ctrl+?) comes with gtk/help-overlay.ui. */
};

/* The window the person works in; a new one if there is none. */
static HgWindow *
get_window (GtkApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (app);

  /* A dialog may be the active window: its parent is the game's window. */
  while (window != NULL && !HG_IS_WINDOW (window))
    window = gtk_window_get_transient_for (window);
  if (window == NULL)
    {
      window = GTK_WINDOW (hg_window_new (HG_APPLICATION (app)));
      gtk_window_present (window);
    }
  return HG_WINDOW (window);
}

static void
new_game_action_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  hg_window_new_game (get_window (GTK_APPLICATION (user_data)));
}

static void
open_action_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  hg_window_choose_open (get_window (GTK_APPLICATION (user_data)));
}

static void
quit_action_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  g_autolist(GtkWindow) windows = NULL;

  /* Close the windows one by one so that each saves its state (and asks
   * about unsaved moves: a window with unsaved moves stays open until the
   * person answers); the last one to go ends the application. */
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    windows = g_list_prepend (windows, g_object_ref (l->data));
  for (GList *l = windows; l != NULL; l = l->next)
    {
#if ADW_CHECK_VERSION (1, 5, 0)
      /* A message or question shown in a window goes with it: libadwaita
       * would only close the dialog.  (Unsaved moves are asked about
       * again by the window itself.) */
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      if (ADW_IS_APPLICATION_WINDOW (l->data))
        {
          AdwApplicationWindow *window = l->data;
          AdwDialog *dialog;
          AdwDialog *last = NULL;

          while ((dialog = adw_application_window_get_visible_dialog (window)) != NULL && dialog != last)
            {
              adw_dialog_force_close (dialog);
              last = dialog;
            }
        }
      G_GNUC_END_IGNORE_DEPRECATIONS
#endif
      gtk_window_close (GTK_WINDOW (l->data));
    }
}

static void
rules_action_cb (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  hg_rules_window_present_for (GTK_APPLICATION (user_data));
}

/* A finished game chosen in the statistics: it opens in the window the
 * person works in, and the statistics, which would stay on top of it,
 * close. */
static void
record_activated_cb (HgApplication *self,
                     HgGameRecord  *record)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  hg_window_review_file (get_window (GTK_APPLICATION (self)), hg_game_record_get_file (record));
  for (GList *l = windows; l != NULL; l = l->next)
    if (HG_IS_STATISTICS_WINDOW (l->data))
      {
        gtk_window_close (GTK_WINDOW (l->data));
        break;
      }
}

static void
statistics_action_cb (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  HgApplication *self = HG_APPLICATION (user_data);
  HgStatisticsWindow *window = NULL;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (HG_IS_STATISTICS_WINDOW (l->data))
      window = l->data;
  if (window == NULL)
    {
      window = hg_statistics_window_new (self->records);
      gtk_window_set_transient_for (GTK_WINDOW (window),
                                    GTK_WINDOW (get_window (GTK_APPLICATION (self))));
      gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (self));
      g_signal_connect_object (window, "game-activated",
                               G_CALLBACK (record_activated_cb), self, G_CONNECT_SWAPPED);
    }
  gtk_window_present (GTK_WINDOW (window));
}

static void
records_loaded_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(HgApplication) self = user_data;
  HgGameRecords *records = HG_GAME_RECORDS (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  HgWindow *window = NULL;

  if (!hg_game_records_load_finish (records, result, &error))
    {
      g_message ("The records of finished games were not read: %s", error->message);
      return;
    }

  /* A damaged index was kept aside: said once, in the game's window. */
  text = hg_game_records_dup_damage_notice (records);
  if (text == NULL)
    return;
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL && window == NULL; l = l->next)
    if (HG_IS_WINDOW (l->data))
      window = l->data;
  if (window != NULL)
    hg_window_show_message (window, text);
  else
    g_message ("%s", text);
}

static void
about_action_cb (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  hg_about_present (gtk_application_get_active_window (GTK_APPLICATION (user_data)));
}

static const GActionEntry app_actions[] = {
  { .name = "new-game", .activate = new_game_action_cb },
  { .name = "open", .activate = open_action_cb },
  { .name = "rules", .activate = rules_action_cb },
  { .name = "statistics", .activate = statistics_action_cb },
  { .name = "quit", .activate = quit_action_cb },
  { .name = "about", .activate = about_action_cb },
};

/* The size AdwStatusPage shows its icon at (its style sheet's
 * -gtk-icon-size), which the welcome page uses. */
#define WELCOME_ICON_SIZE 128

typedef struct {
  GtkIconTheme     *theme;
  int               scale;
  GtkTextDirection  direction;
} IconLookup;

/* Looks the welcome page's icon up in a worker: the icon theme's first
 * lookup scans every folder of the theme, which would otherwise hold up
 * the main thread before the first frame.  GtkIconTheme allows lookups
 * from other threads once it is set up on the main thread (a lookup the
 * window makes meanwhile waits for this one).  Returns the icon, which
 * stays in the theme's cache while the application holds it. */
static gpointer
warm_icon_theme_thread (gpointer data)
{
  IconLookup *lookup = data;
  GtkIconPaintable *icon;

  icon = gtk_icon_theme_lookup_icon (lookup->theme, hg_app_icon_get_name (), NULL, WELCOME_ICON_SIZE,
                                     lookup->scale, lookup->direction, 0);
  g_object_unref (lookup->theme);
  g_free (lookup);
  return icon;
}

static void
warm_icon_theme (HgApplication *self)
{
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GdkMonitor) monitor = NULL;
  IconLookup *lookup;

  if (display == NULL)
    return;
  lookup = g_new0 (IconLookup, 1);
  lookup->theme = g_object_ref (gtk_icon_theme_get_for_display (display));
  lookup->scale = 1;
  lookup->direction = gtk_widget_get_default_direction ();
  monitor = g_list_model_get_item (gdk_display_get_monitors (display), 0);
  if (monitor != NULL)
    lookup->scale = MAX (gdk_monitor_get_scale_factor (monitor), 1);
  self->icon_thread = g_thread_new ("hg-icon-theme", warm_icon_theme_thread, lookup);
}

static void
hg_application_startup (GApplication *application)
{
  HgApplication *self = HG_APPLICATION (application);

  G_APPLICATION_CLASS (hg_application_parent_class)->startup (application);

  hg_game_records_load_async (self->records, NULL, records_loaded_cb, g_object_ref (self));
  warm_icon_theme (self);

  gtk_window_set_default_icon_name (hg_app_icon_get_name ());

  g_action_map_add_action_entries (G_ACTION_MAP (application),
                                   app_actions, G_N_ELEMENTS (app_actions),
                                   application);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (application),
                                           accels[i].action,
                                           accels[i].accels);
}

static void
hg_application_shutdown (GApplication *application)
{
  HgApplication *self = HG_APPLICATION (application);

  if (self->icon_thread != NULL)
    {
      GtkIconPaintable *icon = g_thread_join (g_steal_pointer (&self->icon_thread));

      g_clear_object (&icon);
    }

  G_APPLICATION_CLASS (hg_application_parent_class)->shutdown (application);
}

static void
hg_application_activate (GApplication *application)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  if (window == NULL)
    window = GTK_WINDOW (hg_window_new (HG_APPLICATION (application)));

  gtk_window_present (window);
}

static void
hg_application_open (GApplication  *application,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  /* The first file opens in the window the person works in (which asks
   * about its unsaved moves first; a file that cannot be read leaves its
   * game as it is), or in a new one at start; each further file gets a
   * window of its own.  A second instance started by the file manager
   * forwards its files here. */
  for (int i = 0; i < n_files; i++)
    {
      HgWindow *window;

      if (i == 0)
        window = get_window (GTK_APPLICATION (application));
      else
        window = hg_window_new (HG_APPLICATION (application));
      gtk_window_present (GTK_WINDOW (window));
      hg_window_open_file (window, files[i]);
    }
}

static int
hg_application_handle_local_options (GApplication *application,
                                     GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("hunters-gatherers %s\n", PACKAGE_VERSION);
      return EXIT_SUCCESS;
    }

  /* Go on with the default processing. */
  return -1;
}

static void
hg_application_dispose (GObject *object)
{
  HgApplication *self = HG_APPLICATION (object);

  g_clear_object (&self->records);

  G_OBJECT_CLASS (hg_application_parent_class)->dispose (object);
}

/* GtkApplication gives each window its Keyboard Shortcuts window here:
 * it is made to fit small screens.  A game window gets the records. */
static void
hg_application_window_added (GtkApplication *application,
                             GtkWindow      *window)
{
  GtkShortcutsWindow *overlay = NULL;

  GTK_APPLICATION_CLASS (hg_application_parent_class)->window_added (application, window);

  if (GTK_IS_APPLICATION_WINDOW (window))
    overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  if (overlay != NULL)
    hg_help_overlay_fit (GTK_WINDOW (overlay));
  /* The games finished in the window join the records. */
  if (HG_IS_WINDOW (window))
    hg_session_set_records (hg_window_get_session (HG_WINDOW (window)),
                            HG_APPLICATION (application)->records);
}

static void
hg_application_class_init (HgApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  GtkApplicationClass *gtk_app_class = GTK_APPLICATION_CLASS (klass);

  object_class->dispose = hg_application_dispose;

  app_class->startup = hg_application_startup;
  app_class->shutdown = hg_application_shutdown;
  app_class->activate = hg_application_activate;
  app_class->open = hg_application_open;
  app_class->handle_local_options = hg_application_handle_local_options;
  gtk_app_class->window_added = hg_application_window_added;
}

static void
hg_application_init (HgApplication *self)
{
  self->records = hg_game_records_new (NULL);
  /* Translators: the arguments in "hunters-gatherers --help". */
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));
  g_application_add_main_option (G_APPLICATION (self),
                                 "version", 'v',
                                 G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE,
                                 _("Show the version and quit"),
                                 NULL);
}

HgApplication *
hg_application_new (void)
{
  return g_object_new (HG_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}

HgGameRecords *
hg_application_get_records (HgApplication *self)
{
  g_return_val_if_fail (HG_IS_APPLICATION (self), NULL);

  return self->records;
}
