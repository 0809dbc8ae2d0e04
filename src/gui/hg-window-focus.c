/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-focus.c: the keys stay with the board.  A menu or popover of
 * the window that closes gives the focus back to the board; the board's
 * own keys bring the focus back to it too (hg-board-input.c). */

#include "config.h"

#include "hg-window-private.h"

/* A menu or popover that closes leaves the focus inside it, out of
 * sight, and the keys after it would be lost: the focus goes back to the
 * board (to the window on the welcome page). */
static void
popover_closed_cb (HgWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus != NULL && gtk_widget_get_mapped (focus))
    return;
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "board") == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  else
    gtk_root_set_focus (GTK_ROOT (self), NULL);
}

/* The focus went into a popover of the window (the main menu, the tiles
 * to come): it is given back when the popover closes. */
static void
focus_widget_cb (HgWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkNative *native = focus != NULL ? gtk_widget_get_native (focus) : NULL;

  if (!GTK_IS_POPOVER (native))
    return;
  g_signal_handlers_disconnect_by_func (native, popover_closed_cb, self);
  g_signal_connect_object (native, "closed", G_CALLBACK (popover_closed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
}

void
hg_window_init_focus (HgWindow *self)
{
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_widget_cb), NULL);
}
