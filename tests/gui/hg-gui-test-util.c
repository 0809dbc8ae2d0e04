/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-gui-test-util.c: what the GUI tests share. */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <gdk/x11/gdkx.h>

#include "hg-board-view-private.h"
#include "hg-gui-test-util.h"

#define RUN_UNTIL_LIMIT (60 * G_TIME_SPAN_SECOND)

/* The test program --------------------------------------------------------- */

HgApplication *
hg_test_app_new (HgTestAppFlags flags)
{
  HgApplication *app = hg_application_new ();
  g_autoptr(GError) error = NULL;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  if (flags & HG_TEST_APP_NO_ANIMATIONS)
    g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  return app;
}

int
hg_test_app_run (HgApplication **app)
{
  int result = g_test_run ();
  GList *windows;

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (*app))) != NULL)
    gtk_window_destroy (windows->data);
  g_clear_object (app);
  return result;
}

char *
hg_test_new_data_home (const char *tmpl)
{
  char *data_home = g_dir_make_tmp (tmpl, NULL);

  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  return data_home;
}

/* The main loop ------------------------------------------------------------ */

static gboolean
wake_cb (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

void
hg_test_run_until (HgTestCondition  cond,
                   gpointer         object,
                   gconstpointer    data,
                   const char      *what)
{
  gint64 deadline = g_get_monotonic_time () + RUN_UNTIL_LIMIT;
  guint wake_id;

  if (cond (object, data))
    return;

  /* Conditions on other threads' work wake no source of their own. */
  wake_id = g_timeout_add (20, wake_cb, NULL);
  while (!cond (object, data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("Timed out waiting for %s", what);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake_id);
}

static gboolean
frames_cb (GtkWidget     *widget,
           GdkFrameClock *clock,
           gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

static gboolean
is_drawn (gpointer      object,
          gconstpointer data)
{
  GtkWidget *widget = object;

  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

static gboolean
counted_frames (gpointer      object,
                gconstpointer data)
{
  return *(const guint *) data >= 3;
}

static gboolean
board_painted (gpointer      object,
               gconstpointer data)
{
  return hg_tile_cache_get_n_pending (HG_BOARD_VIEW (object)->cache) == 0;
}

static gboolean
one_more_frame (gpointer      object,
                gconstpointer data)
{
  return *(const guint *) data >= 1;
}

void
hg_test_trap_in_language (const char *language,
                          const char *locale)
{
  g_autofree char *guessed = NULL;

  g_setenv ("LANGUAGE", language, TRUE);
  if (locale == NULL && !g_str_equal (language, "en") && strlen (language) == 2)
    {
      guessed = g_strdup_printf ("%s_%c%c.UTF-8", language,
                                 g_ascii_toupper (language[0]), g_ascii_toupper (language[1]));
      locale = guessed;
    }
  if (locale != NULL)
    {
      locale_t loc = newlocale (LC_ALL_MASK, locale, (locale_t) 0);

      if (loc != (locale_t) 0)
        {
          freelocale (loc);
          g_setenv ("LC_ALL", locale, TRUE);
        }
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

void
hg_test_wait_for_frames (GtkWidget *widget)
{
  GtkWidget *board;
  guint frames = 0;
  guint id;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  hg_test_run_until (is_drawn, widget, NULL, "the widget to be shown");
  id = gtk_widget_add_tick_callback (widget, frames_cb, &frames, NULL);
  gtk_widget_queue_draw (widget);
  hg_test_run_until (counted_frames, widget, &frames, "three frames");

  /* a board view shows its tiles once the tile cache's workers have
   * painted them: those, and a frame with them */
  board = hg_test_find_by_type (widget, HG_TYPE_BOARD_VIEW);
  if (board != NULL && gtk_widget_get_mapped (board))
    {
      hg_test_run_until (board_painted, board, NULL, "the board's tiles to be painted");
      frames = 0;
      gtk_widget_queue_draw (widget);
      hg_test_run_until (one_more_frame, widget, &frames, "a frame with the board's tiles");
    }
  gtk_widget_remove_tick_callback (widget, id);
}

typedef struct {
  int width;
  int height;
} Size;

static gboolean
has_surface_size (gpointer      object,
                  gconstpointer data)
{
  const Size *size = data;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (object));

  return surface != NULL && gdk_surface_get_width (surface) == size->width
         && gdk_surface_get_height (surface) == size->height;
}

void
hg_test_wait_for_surface_size (GtkWidget *window,
                               int        width,
                               int        height)
{
  Size size = { width, height };

  g_return_if_fail (GTK_IS_NATIVE (window));

  hg_test_run_until (has_surface_size, window, &size, "the window's size");
  hg_test_wait_for_frames (window);
}

void
hg_test_flush (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* Finding widgets ---------------------------------------------------------- */

GtkWidget *
hg_test_find (GtkWidget         *root,
              HgTestWidgetMatch  match,
              gconstpointer      data)
{
  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);

  if (match (root, data))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = hg_test_find (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_of_type (GtkWidget     *widget,
            gconstpointer  data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, *(const GType *) data);
}

GtkWidget *
hg_test_find_by_type (GtkWidget *root,
                      GType      type)
{
  return hg_test_find (root, is_of_type, &type);
}

static gboolean
has_name (GtkWidget     *widget,
          gconstpointer  data)
{
  return g_strcmp0 (gtk_widget_get_name (widget), data) == 0;
}

GtkWidget *
hg_test_find_by_name (GtkWidget  *root,
                      const char *name)
{
  return hg_test_find (root, has_name, name);
}

static gboolean
is_label_with (GtkWidget     *widget,
               gconstpointer  data)
{
  GString *text;
  gboolean found;

  if (!GTK_IS_LABEL (widget) || !gtk_widget_is_visible (widget))
    return FALSE;
  /* a no-break space (which keeps words on a line) counts as a space */
  text = g_string_new (gtk_label_get_text (GTK_LABEL (widget)));
  g_string_replace (text, "\u00a0", " ", 0);
  found = strstr (text->str, data) != NULL;
  g_string_free (text, TRUE);
  return found;
}

GtkWidget *
hg_test_find_label (GtkWidget  *root,
                    const char *text)
{
  return hg_test_find (root, is_label_with, text);
}

static gboolean
has_tooltip (GtkWidget     *widget,
             gconstpointer  data)
{
  return g_strcmp0 (gtk_widget_get_tooltip_text (widget), data) == 0;
}

GtkWidget *
hg_test_find_by_tooltip (GtkWidget  *root,
                         const char *tooltip)
{
  return hg_test_find (root, has_tooltip, tooltip);
}

static gboolean
is_button_with_icon (GtkWidget     *widget,
                     gconstpointer  data)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), data) == 0;
}

GtkWidget *
hg_test_find_button_with_icon (GtkWidget  *root,
                               const char *icon_name)
{
  return hg_test_find (root, is_button_with_icon, icon_name);
}

static gboolean
has_action (GtkWidget     *widget,
            gconstpointer  data)
{
  return GTK_IS_ACTIONABLE (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), data) == 0;
}

GtkWidget *
hg_test_find_by_action (GtkWidget  *root,
                        const char *action_name)
{
  return hg_test_find (root, has_action, action_name);
}

GtkWidget *
hg_test_find_label_anywhere (const char *text)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);
      GtkWidget *found = hg_test_find_label (toplevel, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWindow *
hg_test_find_toplevel (GType      type,
                       GtkWindow *except)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (window != except && G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        return window;
    }
  return NULL;
}

static gboolean
has_toplevel (gpointer      object,
              gconstpointer data)
{
  return hg_test_find_toplevel (*(const GType *) data, NULL) != NULL;
}

GtkWindow *
hg_test_wait_for_toplevel (GType type)
{
  hg_test_run_until (has_toplevel, NULL, &type, g_type_name (type));
  return hg_test_find_toplevel (type, NULL);
}

static gboolean
has_left (gpointer      object,
          gconstpointer data)
{
  return gtk_window_get_application (GTK_WINDOW (object)) == NULL;
}

void
hg_test_wait_for_close (GtkWindow *window)
{
  hg_test_run_until (has_left, window, NULL, "the window to close");
}

static gboolean
label_shown (gpointer      object,
             gconstpointer data)
{
  return (object != NULL ? hg_test_find_label (object, data)
                         : hg_test_find_label_anywhere (data)) != NULL;
}

void
hg_test_wait_for_label (GtkWidget  *root,
                        const char *text,
                        const char *what)
{
  hg_test_run_until (label_shown, root, text, what);
}

static gboolean
autosave_idle (gpointer      object,
               gconstpointer data)
{
  return !hg_autosave_get_busy (object);
}

void
hg_test_wait_autosaved (HgWindow *window)
{
  hg_test_run_until (autosave_idle, hg_window_get_autosave (window), NULL, "the autosave");
}

#if ADW_CHECK_VERSION (1, 5, 0)
/* AdwAlertDialog and the windows' visible dialogs are newer than
 * ADW_VERSION_MAX_ALLOWED; compiled only where libadwaita has them. */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
static AdwDialog *
visible_alert (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);
      AdwDialog *dialog = NULL;

      if (ADW_IS_APPLICATION_WINDOW (window))
        dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
      else if (ADW_IS_WINDOW (window))
        dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
      if (dialog != NULL && ADW_IS_ALERT_DIALOG (dialog))
        return dialog;
    }
  return NULL;
}

static gboolean
alert_shown (gpointer      object,
             gconstpointer data)
{
  return visible_alert () != NULL;
}

static gboolean
alert_gone (gpointer      object,
            gconstpointer data)
{
  return visible_alert () != object;
}

/* The mapped button of the dialog labelled @data. */
static gboolean
is_response_button (GtkWidget     *widget,
                    gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), data) == 0;
}

static gboolean
button_mapped (gpointer      object,
               gconstpointer data)
{
  return hg_test_find (GTK_WIDGET (object), is_response_button, data) != NULL;
}

void
hg_test_answer_question (const char *heading_part,
                         const char *response)
{
  AdwDialog *dialog;
  const char *label;
  GtkWidget *button;

  hg_test_run_until (alert_shown, NULL, NULL, "a question");
  dialog = g_object_ref (visible_alert ());
  g_assert_nonnull (strstr (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (dialog)), heading_part));
  label = adw_alert_dialog_get_response_label (ADW_ALERT_DIALOG (dialog), response);
  g_assert_nonnull (label);
  /* as a person answers: the button of the response */
  hg_test_run_until (button_mapped, dialog, label, "the question's buttons");
  button = hg_test_find (GTK_WIDGET (dialog), is_response_button, label);
  gtk_widget_activate (button);
  hg_test_run_until (alert_gone, dialog, NULL, "the question to go");
  g_object_unref (dialog);
}
G_GNUC_END_IGNORE_DEPRECATIONS
#else
void
hg_test_answer_question (const char *heading_part,
                         const char *response)
{
  GtkWindow *dialog = hg_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  g_assert_nonnull (strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), heading_part));
  /* The answer may close the window, and the dialog with it. */
  g_object_ref (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_destroy (dialog);
  g_object_unref (dialog);
}
#endif

void
hg_test_click (GtkWidget *button)
{
  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_true (gtk_widget_is_sensitive (button));

  g_signal_emit_by_name (button, "clicked");
}

gboolean
hg_test_have_xdotool (void)
{
  g_autofree char *path = g_find_program_in_path ("xdotool");

  return path != NULL && GDK_IS_X11_DISPLAY (gdk_display_get_default ());
}

void
hg_test_xdotool (GtkWindow  *window,
                 const char *first,
                 ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  g_autofree char *xid = NULL;
  const char *arg;
  int status = 0;
  va_list ap;

  xid = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))));
  g_ptr_array_add (argv, g_strdup ("xdotool"));
  va_start (ap, first);
  for (arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (argv, g_strcmp0 (arg, "WID") == 0 ? g_strdup (xid) : g_strdup (arg));
  va_end (ap);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                NULL, NULL, NULL, &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("xdotool failed: %s: %s", error->message, err);
}

void
hg_test_key (GtkWindow  *window,
             const char *keys)
{
  hg_test_xdotool (window, "key", "--clearmodifiers", keys, NULL);
}

void
hg_test_pointer_click (GtkWidget *widget)
{
  GtkWindow *window = GTK_WINDOW (gtk_widget_get_root (widget));
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = gtk_native_get_surface (native);
  g_autofree char *sx = NULL, *sy = NULL;
  graphene_rect_t bounds;
  double x, y, tx, ty;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (native), &bounds));
  gtk_native_get_surface_transform (native, &tx, &ty);
  x = bounds.origin.x + bounds.size.width / 2 + tx;
  y = bounds.origin.y + bounds.size.height / 2 + ty;
  /* a popover's surface: where it stands in the window's */
  if (GDK_IS_POPUP (surface))
    {
      x += gdk_popup_get_position_x (GDK_POPUP (surface));
      y += gdk_popup_get_position_y (GDK_POPUP (surface));
    }
  sx = g_strdup_printf ("%d", (int) x);
  sy = g_strdup_printf ("%d", (int) y);
  hg_test_xdotool (window, "mousemove", "--window", "WID", sx, sy, "click", "1", NULL);
}

/* Pictures ----------------------------------------------------------------- */

GdkTexture *
hg_test_render (GtkWidget     *widget,
                const GdkRGBA *background)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  GskRenderNode *node;
  GdkTexture *texture;

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  if (background != NULL)
    gtk_snapshot_append_color (snapshot, background, &bounds);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &bounds);
  gsk_render_node_unref (node);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
  return texture;
}

static char *
output_path (const char *filename)
{
  const char *output = g_getenv ("HG_TEST_OUTPUT");

  if (output == NULL)
    output = g_get_tmp_dir ();
  g_assert_cmpint (g_mkdir_with_parents (output, 0755), ==, 0);
  return g_build_filename (output, filename, NULL);
}

void
hg_test_save_texture (GdkTexture *texture,
                      const char *filename)
{
  g_autofree char *path = output_path (filename);

  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("wrote %s", path);
}

void
hg_test_save_surface (cairo_surface_t *surface,
                      const char      *filename)
{
  g_autofree char *path = output_path (filename);

  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  g_test_message ("wrote %s", path);
}

GdkTexture *
hg_test_save_png (GtkWidget  *widget,
                  const char *filename)
{
  GdkTexture *texture = hg_test_render (widget, NULL);

  hg_test_save_texture (texture, filename);
  return texture;
}

cairo_surface_t *
hg_test_render_board (HgBoardView *view,
                      int          width,
                      int          height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  hg_board_view_render (view, cr, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
has_size (gpointer      object,
          gconstpointer data)
{
  const int *size = data;

  return gtk_widget_get_width (object) == size[0] && gtk_widget_get_height (object) == size[1];
}

HgBoardView *
hg_test_new_board_window (int         width,
                          int         height,
                          GtkWindow **window)
{
  const int size[2] = { width, height };
  HgBoardView *view;

  g_return_val_if_fail (window != NULL, NULL);

  *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_decorated (*window, FALSE);
  gtk_window_set_default_size (*window, width, height);
  view = HG_BOARD_VIEW (hg_board_view_new ());
  gtk_window_set_child (*window, GTK_WIDGET (view));
  gtk_window_present (*window);
  hg_test_run_until (has_size, view, size, "the board's size");
  return view;
}

guint32
hg_test_surface_pixel (cairo_surface_t *surface,
                       double           x,
                       double           y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  g_assert_cmpfloat (x, >=, 0);
  g_assert_cmpfloat (y, >=, 0);
  g_assert_cmpfloat (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpfloat (y, <, cairo_image_surface_get_height (surface));
  return ((const guint32 *) (gconstpointer) (data + (int) y * stride))[(int) x] & 0xffffff;
}

guint32
hg_test_board_background (void)
{
  GdkRGBA bg;

  hg_board_render_background (adw_style_manager_get_dark (adw_style_manager_get_default ()), &bg);
  return ((guint32) (bg.red * 255 + 0.5) << 16) | ((guint32) (bg.green * 255 + 0.5) << 8)
         | (guint32) (bg.blue * 255 + 0.5);
}

GBytes *
hg_test_board_pixels (HgBoardView *view,
                      int          width,
                      int          height)
{
  cairo_surface_t *surface = hg_test_render_board (view, width, height);
  GBytes *bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                               (gsize) cairo_image_surface_get_stride (surface) * height);

  cairo_surface_destroy (surface);
  return bytes;
}

/* Games -------------------------------------------------------------------- */

HgGame *
hg_test_new_game (guint          n_players,
                  guint32        seed,
                  const HgLevel *levels)
{
  static const char * const names[] = { "Ana", "Ben", "Cy", "Dan", "Eve" };
  g_autoptr(GError) error = NULL;
  HgSetup setup;
  HgGame *game;

  hg_setup_shuffle (&setup, n_players, seed);
  game = hg_game_new (&setup, names, NULL, levels, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

void
hg_test_play_one (HgGame *game,
                  GRand  *rng)
{
  g_autoptr(GArray) moves = hg_game_get_legal_moves (game);
  g_autoptr(GPtrArray) with_figure = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const HgMove *move;

  g_assert_cmpuint (moves->len, >, 0);
  for (guint i = 0; i < moves->len; i++)
    if (g_array_index (moves, HgMove, i).role != HG_ROLE_NONE)
      g_ptr_array_add (with_figure, &g_array_index (moves, HgMove, i));

  if (with_figure->len > 0 && g_rand_boolean (rng))
    move = g_ptr_array_index (with_figure, g_rand_int_range (rng, 0, (int) with_figure->len));
  else
    move = &g_array_index (moves, HgMove, g_rand_int_range (rng, 0, (int) moves->len));

  g_assert_true (hg_game_play (game, move, &error));
  g_assert_no_error (error);
}

void
hg_test_play_random (HgGame  *game,
                     guint64  seed,
                     guint    n_moves)
{
  guint64 rng = seed;

  for (guint i = 0; (n_moves == 0 || i < n_moves) && !hg_game_get_is_over (game); i++)
    {
      g_autoptr(GError) error = NULL;
      HgMove move;

      g_assert_true (hg_state_random_move (hg_game_get_state (game), &rng, &move));
      g_assert_true (hg_game_play (game, &move, &error));
      g_assert_no_error (error);
    }
}

gboolean
hg_test_capture_key (GtkWidget *window,
                     guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (window);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
          && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  return handled;
}

int
hg_test_board_target_x (HgBoardView *view)
{
  int x, y;

  g_assert_true (hg_board_placing_get_target (view->placing, &x, &y));
  return x;
}

int
hg_test_board_target_y (HgBoardView *view)
{
  int x, y;

  g_assert_true (hg_board_placing_get_target (view->placing, &x, &y));
  return y;
}
