/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-keys.c: the board's keys in the whole window.
 *
 * In the game's window, xdotool clicks a button of the header bar and
 * presses the board's keys: R, Shift+R, Page Down, Enter, Tab, Escape, +,
 * - and 0 all reach the board, after the click and with the keyboard
 * focus on a header button as well, which a board key gives back to the
 * board.  After a choice in the main menu's submenu (with the pointer or
 * the keys) and after a click on a row of the Moves log, the keys still
 * go to the board; after a choice in a drop-down of the New Game dialog
 * the focus is back on the drop-down, and shown.  In the New Game dialog's name
 * field, the same letters type.  The Keyboard Shortcuts window lists
 * every key of the board.
 *
 * Skips (77) without xdotool or off X11 (the shortcuts window's check
 * runs anyway).
 */

#include "config.h"

#include <adwaita.h>

#include "hg-application.h"
#include "hg-board-input.h"
#include "hg-board-view-private.h"
#include "hg-log-row.h"
#include "hg-new-game-dialog.h"
#include "hg-window.h"
#include "hg-gui-test-util.h"

static HgApplication *app;
static gboolean have_xdotool;

static gboolean
rotation_is (gpointer      object,
             gconstpointer data)
{
  return hg_board_view_get_rotation (object) == GPOINTER_TO_UINT (data);
}

static gboolean
keyboard_on_legal (gpointer      object,
                   gconstpointer data)
{
  HgBoardView *view = object;

  return hg_board_placing_get_keyboard (view->placing) && hg_board_placing_get_target (view->placing, NULL, NULL) && hg_board_placing_fits_any (view->placing, hg_test_board_target_x (view), hg_test_board_target_y (view));
}

static gboolean
placed_or_played (gpointer      object,
                  gconstpointer data)
{
  HgBoardView *view = object;

  return hg_board_view_get_placement (view, NULL)
         || hg_game_get_n_history (hg_board_view_get_game (view)) == GPOINTER_TO_UINT (data);
}

static gboolean
not_placed (gpointer      object,
            gconstpointer data)
{
  return !hg_board_view_get_placement (object, NULL);
}

static gboolean
no_cursor (gpointer      object,
           gconstpointer data)
{
  return !hg_board_placing_get_keyboard (HG_BOARD_VIEW (object)->placing);
}

static gboolean
spot_focus_is (gpointer      object,
               gconstpointer data)
{
  return hg_board_placing_get_spot_focus (HG_BOARD_VIEW (object)->placing) == GPOINTER_TO_INT (data);
}

static gboolean
zoom_is (gpointer      object,
         gconstpointer data)
{
  return hg_board_view_get_zoom_step (object) == GPOINTER_TO_INT (data);
}

static gboolean
focus_is (gpointer      object,
          gconstpointer data)
{
  return gtk_widget_has_focus (object);
}

static gboolean
text_is (gpointer      object,
         gconstpointer data)
{
  return g_strcmp0 (gtk_editable_get_text (object), data) == 0;
}

static HgWindow *
show_game (guint32 seed)
{
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = hg_test_new_game (2, seed, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  hg_test_wait_for_surface_size (GTK_WIDGET (window), 1280, 800);
  hg_test_xdotool (GTK_WINDOW (window), "windowfocus", "--sync", "WID", NULL);
  return window;
}

/* The board's keys, one after the other, with the focus wherever it is;
 * @enter: Enter is pressed too (it would press a button that has the
 * focus). */
static void
press_board_keys (HgWindow *window,
                  gboolean  enter)
{
  HgBoardView *view = HG_BOARD_VIEW (hg_window_get_board_view (window));
  HgGame *game = hg_board_view_get_game (view);
  guint r, n = hg_game_get_n_history (game);
  int step;

  /* no square cursor: R turns by a quarter */
  hg_test_key (GTK_WINDOW (window), "Escape");
  hg_test_run_until (no_cursor, view, NULL, "Escape takes the cursor away");
  r = hg_board_view_get_rotation (view);
  hg_test_key (GTK_WINDOW (window), "r");
  hg_test_run_until (rotation_is, view, GUINT_TO_POINTER ((r + 1) & 3), "R turns the tile");
  hg_test_key (GTK_WINDOW (window), "shift+r");
  hg_test_run_until (rotation_is, view, GUINT_TO_POINTER (r), "Shift+R turns it back");

  hg_test_key (GTK_WINDOW (window), "Next");
  hg_test_run_until (keyboard_on_legal, view, NULL, "Page Down goes to a square where it fits");
  hg_test_key (GTK_WINDOW (window), "Escape");
  hg_test_run_until (no_cursor, view, NULL, "Escape takes the cursor away");

  step = hg_board_view_get_zoom_step (view);
  hg_test_key (GTK_WINDOW (window), "plus");
  hg_test_run_until (zoom_is, view, GINT_TO_POINTER (step + 2), "+ zooms in");
  hg_test_key (GTK_WINDOW (window), "minus");
  hg_test_run_until (zoom_is, view, GINT_TO_POINTER (step), "- zooms out");
  hg_test_key (GTK_WINDOW (window), "plus");
  hg_test_run_until (zoom_is, view, GINT_TO_POINTER (step + 2), "+ zooms in");
  hg_test_key (GTK_WINDOW (window), "0");
  hg_test_run_until (zoom_is, view, GINT_TO_POINTER (step), "0 fits");

  if (!enter)
    return;
  hg_test_key (GTK_WINDOW (window), "Next");
  hg_test_run_until (keyboard_on_legal, view, NULL, "Page Down again");
  hg_test_key (GTK_WINDOW (window), "Return");
  hg_test_run_until (placed_or_played, view, GUINT_TO_POINTER (n + 1), "Enter puts the tile down");
  if (hg_board_view_get_placement (view, NULL))
    {
      hg_test_key (GTK_WINDOW (window), "Tab");
      hg_test_run_until (spot_focus_is, view, GINT_TO_POINTER (0), "Tab to the first spot");
      hg_test_key (GTK_WINDOW (window), "Escape");
      hg_test_run_until (not_placed, view, NULL, "Escape takes the tile back");
    }
  g_assert_cmpuint (hg_game_get_n_history (game), <=, n + 1);
}

static void
test_after_header_click (void)
{
  HgWindow *window;
  GtkWidget *fit, *new_game, *board;
  int step;

  if (!have_xdotool)
    {
      g_test_skip ("xdotool is not installed, or not on X11");
      return;
    }
  window = show_game (4040);
  board = hg_window_get_board_view (window);
  gtk_widget_grab_focus (board);
  hg_test_run_until (focus_is, board, NULL, "the board's focus");

  /* a click on a button (Show the Whole Board, on the board): the keys
   * still reach the board */
  fit = hg_test_find_by_action (GTK_WIDGET (window), "win.fit");
  g_assert_nonnull (fit);
  hg_test_pointer_click (fit);
  hg_test_flush ();
  g_assert_false (gtk_widget_has_focus (fit));
  press_board_keys (window, TRUE);

  /* the focus on a header button (as Tab puts it there): a board key
   * takes the focus to the board first, where what it does is read */
  new_game = hg_test_find_by_action (GTK_WIDGET (window), "app.new-game");
  g_assert_nonnull (new_game);
  gtk_widget_grab_focus (new_game);
  hg_test_run_until (focus_is, new_game, NULL, "the button's focus");
  step = hg_board_view_get_zoom_step (HG_BOARD_VIEW (board));
  hg_test_key (GTK_WINDOW (window), "minus");
  hg_test_run_until (zoom_is, board, GINT_TO_POINTER (step - 2), "- zooms out");
  g_assert_true (gtk_widget_has_focus (board));
  hg_test_key (GTK_WINDOW (window), "0");
  hg_test_run_until (zoom_is, board, GINT_TO_POINTER (step), "0 fits");

  /* the same for the other keys, but for Enter, which presses the
   * button */
  gtk_widget_grab_focus (new_game);
  hg_test_run_until (focus_is, new_game, NULL, "the button's focus");
  press_board_keys (window, FALSE);
  g_assert_true (gtk_widget_has_focus (board));

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
row_selected (gpointer      object,
              gconstpointer data)
{
  return gtk_list_box_row_is_selected (object);
}

static gboolean
mapped (gpointer      object,
        gconstpointer data)
{
  return gtk_widget_get_mapped (object) == GPOINTER_TO_INT (data);
}

static gboolean
speed_is (gpointer      object,
          gconstpointer data)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (object, "computer-speed");

  return state != NULL && g_strcmp0 (g_variant_get_string (state, NULL), data) == 0;
}

/* A choice in the main menu's submenu, made with the pointer: the keys
 * go on to the board, and the board has the focus again. */
static void
test_after_main_menu (void)
{
  HgWindow *window;
  GtkWidget *board, *menu_button, *popover, *item;

  if (!have_xdotool)
    {
      g_test_skip ("xdotool is not installed, or not on X11");
      return;
    }
  window = show_game (4042);
  board = hg_window_get_board_view (window);
  gtk_widget_grab_focus (board);
  hg_test_run_until (focus_is, board, NULL, "the board's focus");

  menu_button = hg_test_find_by_tooltip (GTK_WIDGET (window), "Main Menu");
  g_assert_true (GTK_IS_MENU_BUTTON (menu_button));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)));
  hg_test_pointer_click (menu_button);
  hg_test_run_until (mapped, popover, GINT_TO_POINTER (TRUE), "the main menu opens");
  hg_test_wait_for_frames (popover);
  item = hg_test_find_label (popover, "Computer Speed");
  g_assert_nonnull (item);
  hg_test_pointer_click (item);
  item = hg_test_find_label (popover, "Fast");
  g_assert_nonnull (item);
  hg_test_run_until (mapped, item, GINT_TO_POINTER (TRUE), "the submenu opens");
  hg_test_wait_for_frames (popover);
  hg_test_pointer_click (item);
  hg_test_run_until (speed_is, window, "fast", "the speed chosen");
  hg_test_run_until (mapped, popover, GINT_TO_POINTER (FALSE), "the main menu closes");
  hg_test_run_until (focus_is, board, NULL, "the board's focus back");

  press_board_keys (window, TRUE);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
focus_visible (gpointer      object,
               gconstpointer data)
{
  return gtk_window_get_focus_visible (object);
}

/* The same choice made with the keys alone (F10, the arrows, Enter): the
 * board has the focus again, and the window shows where the focus is. */
static void
test_after_main_menu_keys (void)
{
  HgWindow *window;
  GtkWidget *board, *menu_button, *popover;

  if (!have_xdotool)
    {
      g_test_skip ("xdotool is not installed, or not on X11");
      return;
    }
  window = show_game (4044);
  board = hg_window_get_board_view (window);
  gtk_widget_grab_focus (board);
  hg_test_run_until (focus_is, board, NULL, "the board's focus");

  menu_button = hg_test_find_by_tooltip (GTK_WIDGET (window), "Main Menu");
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)));
  hg_test_key (GTK_WINDOW (window), "F10");
  hg_test_run_until (mapped, popover, GINT_TO_POINTER (TRUE), "F10 opens the main menu");
  hg_test_wait_for_frames (popover);
  /* Open, Save, Save As, then Computer Speed: its submenu, Slow, Normal,
   * Fast; the speed is normal */
  {
    static const char *const keys[] = { "Down", "Down", "Down", "Right", "Down", "Down", "Down" };

    for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
      {
        hg_test_key (GTK_WINDOW (window), keys[i]);
        hg_test_wait_for_frames (popover);
      }
  }
  hg_test_key (GTK_WINDOW (window), "Return");
  hg_test_run_until (speed_is, window, "fast", "the speed chosen");
  hg_test_run_until (mapped, popover, GINT_TO_POINTER (FALSE), "the main menu closes");
  hg_test_run_until (focus_is, board, NULL, "the board's focus back");
  hg_test_run_until (focus_visible, window, NULL, "the focus shown");

  press_board_keys (window, TRUE);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_log_row (GtkWidget     *widget,
            gconstpointer  data)
{
  return HG_IS_LOG_ROW (widget) && gtk_widget_get_mapped (widget);
}

/* A row of the Moves log clicked: Page Down and Enter still go to the
 * board. */
static void
test_after_log_click (void)
{
  HgWindow *window;
  HgBoardView *view;
  GtkWidget *row;
  guint n;

  if (!have_xdotool)
    {
      g_test_skip ("xdotool is not installed, or not on X11");
      return;
    }
  window = show_game (4043);
  view = HG_BOARD_VIEW (hg_window_get_board_view (window));
  hg_test_play_random (hg_board_view_get_game (view), 4043, 1);
  n = hg_game_get_n_history (hg_board_view_get_game (view));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  row = hg_test_find (GTK_WIDGET (window), is_log_row, NULL);
  g_assert_nonnull (row);
  gtk_widget_grab_focus (GTK_WIDGET (view));
  hg_test_run_until (focus_is, view, NULL, "the board's focus");

  hg_test_pointer_click (row);
  hg_test_run_until (row_selected, row, NULL, "the row clicked");
  hg_test_key (GTK_WINDOW (window), "Next");
  hg_test_run_until (keyboard_on_legal, view, NULL, "Page Down goes to a square where it fits");
  hg_test_key (GTK_WINDOW (window), "Return");
  hg_test_run_until (placed_or_played, view, GUINT_TO_POINTER (n + 1), "Enter puts the tile down");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));

  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
find_text (GtkWidget *widget)
{
  /* a text field, not the text of a spin button (the number of players) */
  if (GTK_IS_TEXT (widget) && gtk_widget_get_visible (widget)
      && gtk_widget_get_ancestor (widget, GTK_TYPE_SPIN_BUTTON) == NULL)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_text (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* In the New Game dialog's name field, R, +, - and 0 type. */
static void
test_dialog_entry (void)
{
  HgWindow *window;
  HgBoardView *view;
  GtkWindow *dialog;
  GtkWidget *text;
  guint r;
  int step;

  if (!have_xdotool)
    {
      g_test_skip ("xdotool is not installed, or not on X11");
      return;
    }
  window = show_game (4041);
  view = HG_BOARD_VIEW (hg_window_get_board_view (window));
  r = hg_board_view_get_rotation (view);
  step = hg_board_view_get_zoom_step (view);

  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  dialog = hg_test_wait_for_toplevel (HG_TYPE_NEW_GAME_DIALOG);
  hg_test_wait_for_frames (GTK_WIDGET (dialog));
  hg_test_xdotool (dialog, "windowfocus", "--sync", "WID", NULL);
  text = find_text (GTK_WIDGET (dialog));
  g_assert_nonnull (text);
  gtk_editable_set_text (GTK_EDITABLE (text), "");
  gtk_widget_grab_focus (text);
  hg_test_run_until (focus_is, text, NULL, "the name field's focus");

  /* Key by key, as the other tests press them, and each one handled
   * before the next. */
  {
    static const char *const keys[] = { "r", "plus", "minus", "0", "shift+r" };
    static const char *const typed[] = { "r", "r+", "r+-", "r+-0", "r+-0R" };

    for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
      {
        hg_test_key (dialog, keys[i]);
        hg_test_run_until (text_is, text, typed[i], "the letters typed");
      }
  }
  g_assert_cmpuint (hg_board_view_get_rotation (view), ==, r);
  g_assert_cmpint (hg_board_view_get_zoom_step (view), ==, step);

  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_drop_down (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_DROP_DOWN (widget) && gtk_widget_get_mapped (widget);
}

static gboolean
selected_is (gpointer      object,
             gconstpointer data)
{
  return gtk_drop_down_get_selected (object) == GPOINTER_TO_UINT (data);
}

static gboolean
has_focus_within (gpointer      object,
                  gconstpointer data)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (object));

  return focus != NULL && (focus == object || gtk_widget_is_ancestor (focus, object));
}

/* A drop-down of the New Game dialog opened with the pointer (GTK then
 * hides where the focus is) and a choice made in it with the keys: the
 * focus is back on the drop-down, and shown. */
static void
test_after_drop_down (void)
{
  HgWindow *window;
  GtkWindow *dialog;
  GtkWidget *drop;
  guint selected;

  if (!have_xdotool)
    {
      g_test_skip ("xdotool is not installed, or not on X11");
      return;
    }
  window = show_game (4045);
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  dialog = hg_test_wait_for_toplevel (HG_TYPE_NEW_GAME_DIALOG);
  hg_test_wait_for_frames (GTK_WIDGET (dialog));
  hg_test_xdotool (dialog, "windowfocus", "--sync", "WID", NULL);
  drop = hg_test_find (GTK_WIDGET (dialog), is_drop_down, NULL);
  g_assert_nonnull (drop);
  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (drop));

  hg_test_pointer_click (drop);
  hg_test_run_until (has_focus_within, drop, NULL, "the drop-down's list has the focus");
  hg_test_wait_for_frames (GTK_WIDGET (dialog));
  hg_test_key (dialog, "Down");
  hg_test_key (dialog, "Return");
  hg_test_run_until (selected_is, drop, GUINT_TO_POINTER (selected + 1), "the next item chosen");
  hg_test_wait_for_frames (GTK_WIDGET (dialog));
  hg_test_run_until (has_focus_within, drop, NULL, "the focus back on the drop-down");
  hg_test_run_until (focus_visible, dialog, NULL, "the focus shown");

  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The key as the shortcuts window would show it: keypad keys as the main
 * ones. */
static guint
main_key (guint keyval)
{
  static const guint pairs[][2] = {
    { GDK_KEY_KP_Left, GDK_KEY_Left }, { GDK_KEY_KP_Right, GDK_KEY_Right },
    { GDK_KEY_KP_Up, GDK_KEY_Up }, { GDK_KEY_KP_Down, GDK_KEY_Down },
    { GDK_KEY_KP_Page_Up, GDK_KEY_Page_Up }, { GDK_KEY_KP_Page_Down, GDK_KEY_Page_Down },
    { GDK_KEY_KP_Enter, GDK_KEY_Return }, { GDK_KEY_ISO_Enter, GDK_KEY_Return },
    { GDK_KEY_KP_Space, GDK_KEY_space }, { GDK_KEY_KP_Tab, GDK_KEY_Tab },
    { GDK_KEY_ISO_Left_Tab, GDK_KEY_Tab }, { GDK_KEY_KP_Add, GDK_KEY_plus },
    { GDK_KEY_KP_Subtract, GDK_KEY_minus }, { GDK_KEY_KP_0, GDK_KEY_0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    if (pairs[i][0] == keyval)
      return pairs[i][1];
  return gdk_keyval_to_lower (keyval);
}

static gboolean
listed (GPtrArray       *accels,
        guint            keyval,
        GdkModifierType  mods)
{
  for (guint i = 0; i < accels->len; i++)
    {
      g_auto(GStrv) each = g_strsplit (g_ptr_array_index (accels, i), " ", -1);

      for (guint k = 0; each[k] != NULL; k++)
        {
          guint v;
          GdkModifierType m;

          if (gtk_accelerator_parse (each[k], &v, &m) && main_key (v) == keyval && m == mods)
            return TRUE;
        }
    }
  return FALSE;
}

/* Every key of the board is in the Keyboard Shortcuts window, in its
 * Board group, with the key that reads any tile. */
static void
test_shortcuts_window (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new ();
  g_autoptr(GPtrArray) accels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSList) objects = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkWidget) view = g_object_ref_sink (hg_board_view_new ());
  GListModel *keys;
  gboolean board_group = FALSE;
  guint n_keys = 0;

  gtk_builder_add_from_resource (builder, RESOURCE_BASE "/gtk/help-overlay.ui", &error);
  g_assert_no_error (error);
  objects = gtk_builder_get_objects (builder);
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        {
          char *accel = NULL;

          g_object_get (l->data, "accelerator", &accel, NULL);
          if (accel != NULL)
            g_ptr_array_add (accels, accel);
        }
      else if (GTK_IS_SHORTCUTS_GROUP (l->data))
        {
          g_autofree char *title = NULL;

          g_object_get (l->data, "title", &title, NULL);
          board_group |= g_strcmp0 (title, "Board") == 0;
        }
    }
  g_assert_true (board_group);

  keys = G_LIST_MODEL (hg_board_input_get_shortcuts (HG_BOARD_VIEW (view)));
  for (guint i = 0; i < g_list_model_get_n_items (keys); i++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (keys, i);
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
      guint keyval;
      GdkModifierType mods;

      g_assert_true (GTK_IS_KEYVAL_TRIGGER (trigger));
      keyval = gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger));
      mods = gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger));
      if (!listed (accels, main_key (keyval), mods))
        g_error ("the board's key %s is not in the Keyboard Shortcuts window",
                 gtk_accelerator_name (keyval, mods));
      n_keys++;
    }
  g_assert_cmpuint (n_keys, >=, 20);
  /* the Control key alone, either of them: shown as "Ctrl" */
  g_assert_true (listed (accels, 0, GDK_CONTROL_MASK));

  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  app = hg_test_app_new (HG_TEST_APP_NO_ANIMATIONS);
  have_xdotool = hg_test_have_xdotool ();

  g_test_add_func ("/board-keys/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/board-keys/after-header-click", test_after_header_click);
  g_test_add_func ("/board-keys/dialog-entry", test_dialog_entry);
  g_test_add_func ("/board-keys/after-main-menu", test_after_main_menu);
  g_test_add_func ("/board-keys/after-main-menu-keys", test_after_main_menu_keys);
  g_test_add_func ("/board-keys/after-log-click", test_after_log_click);
  g_test_add_func ("/board-keys/after-drop-down", test_after_drop_down);

  return hg_test_app_run (&app);
}
