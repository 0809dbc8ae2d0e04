/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-actions.c: the window's actions: win.undo and win.redo (back
 * to the last decision of a person, and forward to the next), win.save,
 * win.save-as and win.fit (the whole board); win.continue is
 * hg-window-resume.c's.  Their accelerators are the application's; the speed of
 * the computer seats, win.computer-speed, is the setting itself
 * (hg-window.c). */

#include "config.h"

#include "hg-window-files.h"
#include "hg-window-private.h"

static void
undo_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);

  if (hg_session_get_game (self->session) != NULL)
    hg_game_undo_turn (hg_session_get_game (self->session));
}

static void
redo_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);

  if (hg_session_get_game (self->session) != NULL)
    hg_game_redo_turn (hg_session_get_game (self->session));
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

/* Show Tips Again: every tip is new again. */
static void
tips_again_action_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  HgWindow *self = HG_WINDOW (widget);

  g_settings_reset (self->settings, "tips-seen");
  g_settings_set_boolean (self->settings, "show-tips", TRUE);
}

void
hg_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action_cb);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action_cb);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action_cb);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_action_cb);
  gtk_widget_class_install_action (widget_class, "win.fit", NULL, fit_action_cb);
  gtk_widget_class_install_action (widget_class, "win.tips-again", NULL, tips_again_action_cb);
}

void
hg_window_update_actions (HgWindow *self)
{
  gboolean have_game = hg_session_get_game (self->session) != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 have_game && hg_game_get_can_undo (hg_session_get_game (self->session)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 have_game && hg_game_get_can_redo (hg_session_get_game (self->session)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", have_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", have_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.fit", have_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue",
                                 !have_game && hg_session_get_resume_game (self->session) != NULL);
  hg_window_update_hint_action (self);
  /* in review mode the game in play waits */
  if (hg_session_get_review (self->session) != NULL)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", FALSE);
    }
  hg_window_update_review_actions (self);
}
