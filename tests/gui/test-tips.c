/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tips.c: the tips in the window.  A new player's first tile brings
 * its tip over the board; the figure step the next ones, one after the
 * other as each is closed; "More in the Rules" opens the Rules at the
 * tip's chapter; the main menu's Show Tips turns them off and Show Tips
 * Again brings them back.  Pictures: $HG_TEST_OUTPUT/tips-*.png. */

#include "config.h"

#include <adwaita.h>

#include "hg-application.h"
#include "hg-gui-test-util.h"
#include "hg-rules-window.h"
#include "hg-tip-banner.h"
#include "hg-window.h"
#include "hg-window-private.h"

static HgApplication *app;

static HgTipBanner *
banner_of (HgWindow *window)
{
  return HG_TIP_BANNER (hg_test_find_by_type (GTK_WIDGET (window), HG_TYPE_TIP_BANNER));
}

static GtkLabel *
tip_label (HgWindow *window)
{
  return GTK_LABEL (hg_test_find_by_type (GTK_WIDGET (banner_of (window)), GTK_TYPE_LABEL));
}

/* The tip over the board, as a person sees it: its words (with its link
 * to the Rules), or NULL. */
static const char *
tip_shown (HgWindow *window)
{
  GtkRevealer *revealer = GTK_REVEALER (hg_test_find_by_type (GTK_WIDGET (banner_of (window)),
                                                              GTK_TYPE_REVEALER));
  GtkWidget *label;

  if (!gtk_revealer_get_reveal_child (revealer) || !gtk_widget_get_child_visible (GTK_WIDGET (revealer)))
    return NULL;
  label = hg_test_find_by_type (GTK_WIDGET (revealer), GTK_TYPE_LABEL);
  return gtk_label_get_text (GTK_LABEL (label));
}

/* The words of the link, held together, taken as spaced. */
static gboolean
ends_with_link (const char *shown,
                const char *link)
{
  g_autoptr(GString) spaced = g_string_new (shown);

  g_string_replace (spaced, "\u00a0", " ", 0);
  return g_str_has_suffix (spaced->str, link);
}

static void
assert_tip (HgWindow *window,
            HgTip     tip)
{
  const char *shown = tip_shown (window);

  g_assert_nonnull (shown);
  if (!g_str_has_prefix (shown, hg_tip_get_text (tip)) || !ends_with_link (shown, " More in the Rules"))
    g_error ("tip “%s” shown, not %s", shown, hg_tip_get_name (tip));
}

static gboolean
revealed (gpointer      object,
          gconstpointer data)
{
  return gtk_revealer_get_child_revealed (object) == GPOINTER_TO_INT (data);
}

static void
wait_revealed (HgWindow *window,
               gboolean  shown)
{
  GtkWidget *revealer = hg_test_find_by_type (GTK_WIDGET (banner_of (window)), GTK_TYPE_REVEALER);

  hg_test_run_until (revealed, revealer, GINT_TO_POINTER (shown), shown ? "the tip" : "no tip");
  hg_test_wait_for_frames (GTK_WIDGET (window));
}

static HgGame *
new_game (const char *land)
{
  g_autoptr(GError) error = NULL;
  HgSetup setup;
  HgGame *game;

  hg_setup_shuffle (&setup, 2, 1);
  g_assert_true (hg_setup_parse_deck (land, FALSE, setup.land, &setup.n_land, &error));
  g_assert_no_error (error);
  game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  return game;
}

static void
test_tips (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  HgWindow *window = hg_window_new (app);
  g_autoptr(HgGame) game = new_game ("9,15,19,62");
  GtkWidget *button;
  HgRulesWindow *rules;
  GtkAdjustment *adjustment;
  double value;

  g_settings_reset (settings, "show-tips");
  g_settings_reset (settings, "tips-seen");
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  hg_window_set_game (window, game, NULL);
  hg_test_wait_for_frames (GTK_WIDGET (window));

  /* the first tile */
  wait_revealed (window, TRUE);
  assert_tip (window, HG_TIP_FIRST_TILE);
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "tips-first-tile.png"));

  /* put down: the figure step's tips, one after the other */
  hg_board_view_set_rotation (window->board_view, 3);
  g_assert_true (hg_board_view_place_at (window->board_view, 0, -1));
  assert_tip (window, HG_TIP_FIRST_FIGURE);
  wait_revealed (window, TRUE);
  g_object_unref (hg_test_save_png (GTK_WIDGET (window), "tips-first-figure.png"));
  button = hg_test_find_by_tooltip (GTK_WIDGET (window), "Close the Tip");
  g_assert_nonnull (button);
  hg_test_click (button);
  assert_tip (window, HG_TIP_HUT);
  {
    g_auto(GStrv) seen = g_settings_get_strv (settings, "tips-seen");

    g_assert_true (g_strv_contains ((const char * const *) seen, "first-tile"));
    g_assert_true (g_strv_contains ((const char * const *) seen, "hut"));
    g_assert_false (g_strv_contains ((const char * const *) seen, "big-game"));
  }

  /* More in the Rules: the chapter of the end, where huts score */
  {
    gboolean handled = FALSE;

    g_signal_emit_by_name (tip_label (window), "activate-link", "rules", &handled);
    g_assert_true (handled);
  }
  rules = HG_RULES_WINDOW (hg_test_wait_for_toplevel (HG_TYPE_RULES_WINDOW));
  hg_test_wait_for_frames (GTK_WIDGET (rules));
  hg_test_wait_for_frames (GTK_WIDGET (rules));
  adjustment = gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (hg_test_find_by_type (GTK_WIDGET (rules), GTK_TYPE_SCROLLED_WINDOW)));
  value = gtk_adjustment_get_value (adjustment);
  g_assert_cmpfloat (value, >, 0);
  /* where the Chapters menu would take it */
  hg_rules_window_show_section (rules, HG_RULES_END);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment), value, 1.0);
  g_assert_cmpstr (hg_rules_window_get_section_title (rules, HG_RULES_END), ==, "End of the Game");
  gtk_window_destroy (GTK_WINDOW (rules));

  /* the rest of the step, then played: nothing more until the situation
   * of a tip comes */
  hg_test_click (hg_test_find_by_tooltip (GTK_WIDGET (window), "Close the Tip"));
  assert_tip (window, HG_TIP_BIG_GAME);
  hg_test_click (hg_test_find_by_tooltip (GTK_WIDGET (window), "Close the Tip"));
  g_assert_null (tip_shown (window));
  wait_revealed (window, FALSE);

  /* Show Tips off in the main menu: none */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-tips", NULL));
  g_assert_false (g_settings_get_boolean (settings, "show-tips"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.tips-again", NULL));
  /* Show Tips Again: on, and the turn's tip anew */
  g_assert_true (g_settings_get_boolean (settings, "show-tips"));
  assert_tip (window, HG_TIP_FIRST_TILE);
  wait_revealed (window, TRUE);

  /* a window a few lines high: the tip keeps off the board */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 294);
  hg_test_wait_for_surface_size (GTK_WIDGET (window), 360, 294);
  g_assert_null (tip_shown (window));
  g_settings_set_boolean (settings, "show-tips", FALSE);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  app = hg_test_app_new (0);

  g_test_add_func ("/tips/window", test_tips);

  status = hg_test_app_run (&app);
  return status;
}
