/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window at every size, in every language: at 360x640 (a phone),
 * 642x400, 800x600 and 1920x1080, in English and in each language of
 * po/LINGUAS (German has the longest texts), with a game in progress and
 * in review mode, the window takes the
 * size asked for, every visible control and text lies inside the window
 * (or inside a panel that scrolls to it, as the side panel does when the
 * window is low), the Moves and Scoring log is reachable, and the board
 * keeps most of the room.  The Keyboard Shortcuts window fits a 1366x768
 * screen in every language shipped.  Each language runs in a subprocess of
 * its own, as gettext caches what it has looked up.
 *
 * Pictures: $HG_TEST_OUTPUT/sizes-<lang>-<width>x<height>.png (and
 * -review), sizes-<lang>-welcome.png (360x640), sizes-<lang>-shortcuts.png. */
#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "hg-application.h"
#include "hg-board-view.h"
#include "hg-side-panel.h"
#include "hg-new-game-dialog.h"
#include "hg-window-private.h"
#include "hg-gui-test-util.h"

static const int sizes[][2] = {
  { 360, 640 }, { 360, 294 }, { 642, 400 }, { 800, 600 }, { 1920, 1080 },
};

/* What the client-side decoration may take of the surface (its shadow
 * and resize margins, if any). */
#define DECORATION 24

/* What is wrong, over all the sizes of a language: told together at the
 * end, so that one run shows every problem. */
static GString *problems;

static void
problem (const char *format,
         ...) G_GNUC_PRINTF (1, 2);

static void
problem (const char *format,
         ...)
{
  va_list args;

  va_start (args, format);
  g_string_append_vprintf (problems, format, args);
  va_end (args);
  g_string_append_c (problems, '\n');
}

typedef struct {
  GtkWidget  *window;
  const char *what;
  guint       n_checked;
  guint       n_outside;
} Check;

static gboolean
is_text_or_control (GtkWidget *widget)
{
  return GTK_IS_LABEL (widget) || GTK_IS_IMAGE (widget) || GTK_IS_BUTTON (widget)
         || GTK_IS_MENU_BUTTON (widget) || GTK_IS_RANGE (widget) || GTK_IS_DROP_DOWN (widget)
         || GTK_IS_EDITABLE (widget) || GTK_IS_SWITCH (widget) || GTK_IS_DRAWING_AREA (widget)
         || HG_IS_BOARD_VIEW (widget) || gtk_widget_get_focusable (widget);
}

static char *
describe (GtkWidget *widget)
{
  GString *s = g_string_new (G_OBJECT_TYPE_NAME (widget));
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  if (GTK_IS_LABEL (widget))
    g_string_append_printf (s, " \"%s\"", gtk_label_get_text (GTK_LABEL (widget)));
  else if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    g_string_append_printf (s, " \"%s\"", gtk_button_get_label (GTK_BUTTON (widget)));
  else if (GTK_IS_IMAGE (widget) && gtk_image_get_icon_name (GTK_IMAGE (widget)) != NULL)
    g_string_append_printf (s, " %s", gtk_image_get_icon_name (GTK_IMAGE (widget)));
  if (tooltip != NULL)
    g_string_append_printf (s, " (%s)", tooltip);
  for (GtkWidget *p = gtk_widget_get_parent (widget); p != NULL; p = gtk_widget_get_parent (p))
    g_string_append_printf (s, " < %s", G_OBJECT_TYPE_NAME (p));
  return g_string_free (s, FALSE);
}

/* How far a scrollable widget scrolls along @orientation. */
static gboolean
scrolls (GtkWidget      *widget,
         GtkOrientation  orientation)
{
  GtkAdjustment *adj;

  if (!GTK_IS_SCROLLABLE (widget))
    return FALSE;
  adj = orientation == GTK_ORIENTATION_HORIZONTAL
    ? gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (widget))
    : gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (widget));
  return adj != NULL
         && gtk_adjustment_get_upper (adj) - gtk_adjustment_get_lower (adj)
            > gtk_adjustment_get_page_size (adj) + 0.5;
}

/* Every mapped widget under @widget lies inside @reach, the part of the
 * window where it can be seen: the window, narrowed by each ancestor, but
 * along a direction in which an ancestor scrolls, all of that ancestor's
 * content. */
static void
check_inside (Check                 *check,
              GtkWidget             *widget,
              const graphene_rect_t *reach)
{
  graphene_rect_t bounds;
  graphene_rect_t inner;

  if (!gtk_widget_get_mapped (widget) || (widget != check->window && GTK_IS_NATIVE (widget)))
    return;
  if (!gtk_widget_compute_bounds (widget, check->window, &bounds))
    return;
  if (bounds.size.width <= 0 || bounds.size.height <= 0)
    return;

  if (is_text_or_control (widget))
    {
      check->n_checked++;
      if (bounds.origin.x < reach->origin.x - 0.5
          || bounds.origin.y < reach->origin.y - 0.5
          || bounds.origin.x + bounds.size.width > reach->origin.x + reach->size.width + 0.5
          || bounds.origin.y + bounds.size.height > reach->origin.y + reach->size.height + 0.5)
        {
          g_autofree char *what = describe (widget);

          check->n_outside++;
          problem ("%s: %s: %.0fx%.0f at %.0f,%.0f, outside %.0fx%.0f at %.0f,%.0f",
                   check->what, what, bounds.size.width, bounds.size.height,
                   bounds.origin.x, bounds.origin.y,
                   reach->size.width, reach->size.height, reach->origin.x, reach->origin.y);
          return;
        }
    }

  /* What the children can reach: this widget's area, or along a
   * direction in which it scrolls, anywhere. */
  if (!graphene_rect_intersection (reach, &bounds, &inner))
    return;
  if (scrolls (widget, GTK_ORIENTATION_HORIZONTAL))
    {
      inner.origin.x = -G_MAXINT / 2;
      inner.size.width = G_MAXINT;
    }
  if (scrolls (widget, GTK_ORIENTATION_VERTICAL))
    {
      inner.origin.y = -G_MAXINT / 2;
      inner.size.height = G_MAXINT;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_inside (check, child, &inner);
}

static void
check_all_inside (GtkWidget  *window,
                  const char *what)
{
  Check check = { window, what, 0, 0 };
  graphene_rect_t all = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (window),
                                            gtk_widget_get_height (window));

  check_inside (&check, window, &all);
  g_test_message ("%s: %u texts and controls, %u outside", what, check.n_checked, check.n_outside);
  g_assert_cmpuint (check.n_checked, >, 10);
}

static gboolean
surface_is (gpointer      object,
            gconstpointer data)
{
  const int *size = data;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (object));

  return surface != NULL && gdk_surface_get_width (surface) == size[0]
         && gdk_surface_get_height (surface) == size[1];
}

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Asks for @width x @height and waits until the window has it, or two
 * seconds; then its frames. */
static void
resize (GtkWidget *window,
        int        width,
        int        height)
{
  int size[2] = { width, height };
  gboolean timed_out = FALSE;
  guint id;
  GdkSurface *surface;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  id = g_timeout_add (2000, timeout_cb, &timed_out);
  while (!surface_is (window, size) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  hg_test_wait_for_frames (window);

  surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_test_message ("asked for %dx%d: the surface is %dx%d, the window %dx%d", width, height,
                  gdk_surface_get_width (surface), gdk_surface_get_height (surface),
                  gtk_widget_get_width (window), gtk_widget_get_height (window));
  if (!surface_is (window, size) || gtk_widget_get_width (window) < width - DECORATION
      || gtk_widget_get_height (window) < height - DECORATION)
    problem ("asked for %dx%d, the window is %dx%d", width, height,
             gdk_surface_get_width (surface), gdk_surface_get_height (surface));
}

/* The board gets @share of the room below the header bar at least; the
 * log can be seen, or scrolled to, with a few lines of it. */
static void
check_room (HgWindow   *window,
            double      share,
            const char *what)
{
  GtkWidget *board = hg_window_get_board_view (window);
  HgSidePanel *panel = HG_SIDE_PANEL (hg_window_get_side_panel (window));
  GtkWidget *log = GTK_WIDGET (hg_side_panel_get_move_log (panel));
  GtkWidget *header = hg_test_find_by_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  graphene_rect_t b, h, l;
  double below_header;

  g_assert_true (gtk_widget_get_mapped (board));
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &b));
  g_assert_true (gtk_widget_compute_bounds (header, GTK_WIDGET (window), &h));
  below_header = (double) gtk_widget_get_width (GTK_WIDGET (window))
                 * (gtk_widget_get_height (GTK_WIDGET (window)) - h.origin.y - h.size.height);
  g_test_message ("%s: the board %.0fx%.0f, %.0f%% of the room", what,
                  b.size.width, b.size.height,
                  100 * b.size.width * b.size.height / below_header);
  if (b.size.width * b.size.height < share * below_header)
    problem ("%s: the board has %.0f%% of the room", what,
             100 * b.size.width * b.size.height / below_header);

  if (!gtk_widget_get_mapped (log) || !gtk_widget_compute_bounds (log, GTK_WIDGET (window), &l))
    {
      problem ("%s: no log", what);
      return;
    }
  g_test_message ("%s: the log %.0fx%.0f", what, l.size.width, l.size.height);
  if (l.size.height < 90 || l.size.width < 240)
    problem ("%s: the log is %.0fx%.0f", what, l.size.width, l.size.height);
}

static void
save_picture (GtkWidget  *widget,
              const char *language,
              const char *what)
{
  g_autofree char *filename = g_strdup_printf ("sizes-%s-%s.png", language, what);

  hg_test_wait_for_frames (widget);
  g_object_unref (hg_test_save_png (widget, filename));
}

/* Every key is named as on a keyboard: "Page Down", not "Page_Down"; the
 * Control key that reads a tile is "Ctrl", either of the two, not "Ctrl L". */
static void
check_keycaps (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_get_ancestor (child, GTK_TYPE_SHORTCUT_LABEL) != NULL)
        {
          const char *text = gtk_label_get_label (GTK_LABEL (child));

          if (strchr (text, '_') != NULL || strstr (text, "<small>") != NULL)
            problem ("the shortcuts window: the key \"%s\"", text);
        }
      check_keycaps (child);
    }
}

/* The shortcuts window as it opens fits a 1366x768 screen, and nothing in
 * it runs out of it. */
static void
check_shortcuts (HgWindow   *window,
                 const char *language)
{
  GtkWindow *shortcuts;
  GdkSurface *surface;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  shortcuts = hg_test_wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  hg_test_wait_for_frames (GTK_WIDGET (shortcuts));
  surface = gtk_native_get_surface (GTK_NATIVE (shortcuts));
  g_test_message ("%s: the shortcuts window %dx%d", language,
                  gdk_surface_get_width (surface), gdk_surface_get_height (surface));
  if (gdk_surface_get_width (surface) > 1366 || gdk_surface_get_height (surface) > 768)
    problem ("the shortcuts window is %dx%d", gdk_surface_get_width (surface),
             gdk_surface_get_height (surface));
  /* (a window wider than the screen is not drawn) */
  if (gdk_surface_get_width (surface) <= 1920 && gdk_surface_get_height (surface) <= 1080)
    save_picture (GTK_WIDGET (shortcuts), language, "shortcuts");
  check_all_inside (GTK_WIDGET (shortcuts), "the shortcuts window");
  check_keycaps (GTK_WIDGET (shortcuts));
  gtk_window_destroy (shortcuts);
}

static gboolean
child_revealed (gpointer      object,
                gconstpointer data)
{
  return gtk_revealer_get_child_revealed (object);
}

static gboolean
panel_under_board (HgWindow *window)
{
  graphene_rect_t b, p;

  g_assert_true (gtk_widget_compute_bounds (hg_window_get_board_view (window),
                                            GTK_WIDGET (window), &b));
  g_assert_true (gtk_widget_compute_bounds (hg_window_get_side_panel (window),
                                            GTK_WIDGET (window), &p));
  return p.origin.y >= b.origin.y + b.size.height - 0.5;
}

static gboolean
stack_settled (gpointer      object,
               gconstpointer data)
{
  return !gtk_stack_get_transition_running (object);
}

/* The window did not grow (as it would for a part too big for it). */
static void
check_same_size (GtkWidget  *window,
                 int         width,
                 int         height,
                 const char *what)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  if (gdk_surface_get_width (surface) != width || gdk_surface_get_height (surface) != height)
    problem ("%s: the window is %dx%d", what,
             gdk_surface_get_width (surface), gdk_surface_get_height (surface));
}

/* The New Game dialog, with five seats, fits a phone's width: each seat's
 * choices under its name. */
static void
check_new_game (const char *language)
{
  HgNewGameDialog *dialog = hg_new_game_dialog_new ();
  int min_width = 0;

  hg_new_game_dialog_set_n_players (dialog, 5);
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, NULL, NULL, NULL);
  g_test_message ("%s: the New Game dialog is at least %d wide", language, min_width);
  gtk_window_present (GTK_WINDOW (dialog));
  resize (GTK_WIDGET (dialog), 360, 640);
  save_picture (GTK_WIDGET (dialog), language, "new-game-360");
  check_all_inside (GTK_WIDGET (dialog), "the New Game dialog");
  resize (GTK_WIDGET (dialog), 640, 520);
  save_picture (GTK_WIDGET (dialog), language, "new-game-640");
  check_all_inside (GTK_WIDGET (dialog), "the New Game dialog");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* In the subprocess: the locale from the environment (LANGUAGE set by the
 * parent), the catalogues of the build directory, then the window at each
 * size. */
static void
check_language (const char *language)
{
  g_autoptr(HgApplication) app = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GRand) rng = NULL;
  const char *messages_locale;
  HgWindow *window;

  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, language);
  setlocale (LC_ALL, "");
  messages_locale = setlocale (LC_MESSAGES, NULL);
  if (messages_locale == NULL ||
      g_str_equal (messages_locale, "C") || g_str_equal (messages_locale, "POSIX"))
    setlocale (LC_ALL, "C.UTF-8");
  g_assert_nonnull (bindtextdomain (GETTEXT_PACKAGE, HG_BUILD_LOCALEDIR));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (!g_str_equal (language, "en"))
    g_assert_cmpstr (_("New Game"), !=, "New Game");

  problems = g_string_new (NULL);
  app = hg_test_app_new (HG_TEST_APP_DEFAULT);

  window = hg_window_new (app);
  gtk_window_present (GTK_WINDOW (window));

  /* The welcome page at a phone's size. */
  resize (GTK_WIDGET (window), sizes[0][0], sizes[0][1]);
  save_picture (GTK_WIDGET (window), language, "welcome");
  check_all_inside (GTK_WIDGET (window), "the welcome page");

  /* Four players, a few moves in, a person to move. */
  game = hg_test_new_game (4, 21, NULL);
  rng = g_rand_new_with_seed (3);
  for (guint i = 0; i < 14; i++)
    hg_test_play_one (game, rng);
  hg_window_set_game (window, game, NULL);
  hg_test_run_until (stack_settled, window->main_stack, NULL, "the board page");

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *what = g_strdup_printf ("%dx%d", sizes[i][0], sizes[i][1]);
      g_autofree char *review = g_strdup_printf ("%dx%d-review", sizes[i][0], sizes[i][1]);

      resize (GTK_WIDGET (window), sizes[i][0], sizes[i][1]);
      save_picture (GTK_WIDGET (window), language, what);
      check_all_inside (GTK_WIDGET (window), what);
      /* (in the HIG's smallest window, 294 high, the tile in hand under
       * the board takes more than half of what is left) */
      check_room (window, sizes[i][1] < 400 ? 0.4 : 0.5, what);
      /* the side panel under the board in a phone's width only */
      if (panel_under_board (window) != (sizes[i][0] < 600))
        problem ("%s: the side panel is %s the board", what,
                 panel_under_board (window) ? "under" : "beside");

      /* Review mode: the bar under the board with its chart and steps,
       * in the same window. */
      gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL);
      g_assert_nonnull (hg_window_get_review_game (window));
      hg_test_run_until (child_revealed, hg_test_find_by_type (GTK_WIDGET (window->review_bar), GTK_TYPE_REVEALER), NULL, "the review bar");
      hg_test_wait_for_frames (GTK_WIDGET (window));
      save_picture (GTK_WIDGET (window), language, review);
      check_same_size (GTK_WIDGET (window), sizes[i][0], sizes[i][1], review);
      check_all_inside (GTK_WIDGET (window), review);
      /* under the board, the side panel gives the review bar room, not
       * the board alone */
      /* (in the HIG's smallest window, 294 high, the review bar's move and
       * steps leave the board a strip) */
      if (panel_under_board (window))
        check_room (window, sizes[i][1] < 400 ? 0.15 : 0.25, review);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL);
      g_assert_null (hg_window_get_review_game (window));
    }

  check_shortcuts (window, language);
  check_new_game (language);
  gtk_window_destroy (GTK_WINDOW (window));

  if (problems->len > 0)
    g_error ("in %s:\n%s", language, problems->str);
  g_string_free (problems, TRUE);
}

static void
test_language (gconstpointer data)
{
  const char *language = data;

  if (g_test_subprocess ())
    {
      check_language (language);
      return;
    }

  hg_test_trap_in_language (language, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_auto(GStrv) languages = g_strsplit (HG_LINGUAS, " ", -1);

  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/sizes/en", "en", test_language);
  for (guint i = 0; languages[i] != NULL; i++)
    if (*languages[i] != '\0')
      {
        g_autofree char *path = g_strdup_printf ("/sizes/%s", languages[i]);

        g_test_add_data_func (path, languages[i], test_language);
      }

  return g_test_run ();
}
