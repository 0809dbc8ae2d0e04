/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-accessible-names.c: what a screen reader calls each control.
 *
 * The name is worked out as GTK works it out for AT-SPI: the label
 * property, then the labels of labelled-by; an unlabelled control is
 * named after its GTK type ("GtkButton").  In the game's window and in
 * the New Game dialog, every control that can take the focus has a name
 * of its own; the drop-downs say their value; each Players item says its
 * seat's sentence with the score; the turn arrow is hidden from the tree.
 */

#include "config.h"

#include <adwaita.h>

#include "hg-application.h"
#include "hg-board-view-private.h"
#include "hg-new-game-dialog.h"
#include "hg-player-row.h"
#include "hg-side-panel.h"
#include "hg-window.h"
#include "hg-gui-test-util.h"

static HgApplication *app;

/* The label property of @widget, or NULL. */
static char *
label_of (GtkWidget *widget)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (widget);

  if (!gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  /* the check answers the value it found when it is not the one asked */
  return gtk_test_accessible_check_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                             "\x01 not a label");
}

static gboolean
hidden (GtkWidget *widget)
{
  g_autofree char *other = NULL;

  if (!gtk_test_accessible_has_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN))
    return FALSE;
  /* NULL when it is the value asked, else the value found */
  other = gtk_test_accessible_check_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  return other == NULL;
}

#if GTK_CHECK_VERSION (4, 14, 0)
/* The text of the first label under @widget, or NULL. */
static const char *
text_inside (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    return gtk_label_get_text (GTK_LABEL (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *text = text_inside (child);

      if (text != NULL && *text != '\0')
        return text;
    }
  return NULL;
}
#endif

/* Whether GTK names @widget after what it holds: GTK 4.14 and newer name
 * a button after the text inside it rather than setting its label
 * property, as GTK 4.8 does. */
static gboolean
named_by_content (GtkWidget *widget)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  const char *text = GTK_IS_BUTTON (widget) ? text_inside (widget) : NULL;

  return text != NULL && *text != '\0';
#else
  return FALSE;
#endif
}

/* Every mapped control under @widget that takes the focus has a name. */
static void
check_names (GtkWidget *widget,
             guint     *n_checked)
{
  if (!gtk_widget_get_mapped (widget) || hidden (widget))
    return;
  /* containers that take the focus for their children (a scrolled
   * window) are not read as controls */
  if (gtk_widget_get_focusable (widget)
      && !gtk_test_accessible_has_role (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_ROLE_NONE)
      && !gtk_test_accessible_has_role (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_ROLE_GENERIC)
      && !gtk_test_accessible_has_role (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_ROLE_GROUP))
    {
      g_autofree char *label = label_of (widget);
      gboolean labelled_by = gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget),
                                                               GTK_ACCESSIBLE_RELATION_LABELLED_BY);

      if ((label == NULL || *label == '\0') && !labelled_by && !named_by_content (widget))
        g_error ("a %s (%s) that takes the focus has no name",
                 G_OBJECT_TYPE_NAME (widget),
                 gtk_widget_get_tooltip_text (widget) ? gtk_widget_get_tooltip_text (widget) : "no tooltip");
      if (label != NULL)
        g_assert_false (g_str_has_prefix (label, "Gtk"));
      (*n_checked)++;
    }
  /* what a button holds is its content, not a control of its own */
  if (GTK_IS_BUTTON (widget))
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_names (child, n_checked);
}

static gboolean
is_toggle_button (GtkWidget     *widget,
                  gconstpointer  data)
{
  return GTK_IS_TOGGLE_BUTTON (widget);
}

static HgWindow *
show_game (void)
{
  static const HgLevel levels[] = { HG_LEVEL_HUMAN, HG_LEVEL_EASY };
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = hg_test_new_game (2, 3232, levels);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
#if GTK_CHECK_VERSION (4, 14, 0)
  /* GTK's test accessibility backend (GTK_A11Y=test) cannot announce:
   * gtk_accessible_announce() on its context crashes (GTK 4.18).  The
   * board announces nothing here but the keys' help, at its first
   * focus, which is taken as said (gui-heard hears it). */
  HG_BOARD_VIEW (hg_window_get_board_view (window))->speech.help_said = TRUE;
#endif
  hg_window_set_game (window, game, NULL);
  hg_test_wait_for_surface_size (GTK_WIDGET (window), 1280, 800);
  return window;
}

static void
test_window (void)
{
  HgWindow *window = show_game ();
  GtkWidget *panel, *row, *arrow;
  g_autofree char *label = NULL;
  guint n = 0;

  check_names (GTK_WIDGET (window), &n);
  g_assert_cmpuint (n, >=, 8);

  /* the Players item that takes the focus says the seat and its score */
  panel = hg_test_find_by_type (GTK_WIDGET (window), HG_TYPE_SIDE_PANEL);
  row = GTK_WIDGET (hg_side_panel_get_player_row (HG_SIDE_PANEL (panel), 1));
  g_assert_true (GTK_IS_LIST_BOX_ROW (gtk_widget_get_parent (row)));
  g_assert_null (gtk_test_accessible_check_relation (GTK_ACCESSIBLE (gtk_widget_get_parent (row)),
                                                     GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                                     row, NULL));
  label = label_of (row);
  g_assert_nonnull (label);
  g_assert_nonnull (strstr (label, "Ben"));
  g_assert_nonnull (strstr (label, "0 points"));

  /* the turn arrow is a decoration */
  arrow = hg_test_find_label (row, "▶");
  g_assert_nonnull (arrow);
  g_assert_true (hidden (arrow) ||
                 gtk_test_accessible_has_role (GTK_ACCESSIBLE (arrow), GTK_ACCESSIBLE_ROLE_PRESENTATION));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_new_game_dialog (void)
{
  HgWindow *window = show_game ();
  GtkWindow *dialog;
  GtkWidget *drop, *button;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint n = 0;

  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  dialog = hg_test_wait_for_toplevel (HG_TYPE_NEW_GAME_DIALOG);
  hg_test_wait_for_frames (GTK_WIDGET (dialog));
  check_names (GTK_WIDGET (dialog), &n);
  g_assert_cmpuint (n, >=, 8);

  /* a drop-down's button says what it is for and its value */
  drop = hg_test_find_by_type (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
  g_assert_nonnull (drop);
  button = hg_test_find (drop, is_toggle_button, NULL);
  g_assert_nonnull (button);
  before = label_of (button);
  g_assert_nonnull (before);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), 3);
  hg_test_flush ();
  after = label_of (button);
  g_assert_nonnull (after);
  g_assert_cmpstr (before, !=, after);
  {
    GObject *item = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (drop));

    g_assert_true (GTK_IS_STRING_OBJECT (item));
    g_assert_nonnull (strstr (after, gtk_string_object_get_string (GTK_STRING_OBJECT (item))));
  }

  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  /* the accessible properties are kept by GTK's test backend (the tests'
   * environment turns accessibility off: none keeps nothing) */
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_init (&argc, &argv, NULL);

  app = hg_test_app_new (HG_TEST_APP_NO_ANIMATIONS);

  g_test_add_func ("/accessible-names/window", test_window);
  g_test_add_func ("/accessible-names/new-game-dialog", test_new_game_dialog);

  return hg_test_app_run (&app);
}
