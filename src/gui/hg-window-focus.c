/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-focus.c: the keys stay with the board.  A menu or popover of
 * the window that closes gives the focus back to the board; the board's
 * own keys bring the focus back to it too (hg-board-input.c). */

#include "config.h"

#include "hg-window-private.h"

/* A menu or popover that closes leaves the focus inside it, out of
 * sight, and the keys after it would be lost: the focus goes back to the
 * board (to the window on the welcome page). */
typedef struct {
  HgWindow  *window;
  GtkWidget *opener;   /* the widget the popover belongs to */
} GiveBack;

static void
give_back_free (gpointer data)
{
  GiveBack *give_back = data;

  g_object_unref (give_back->window);
  g_clear_object (&give_back->opener);
  g_free (give_back);
}

static gboolean
give_back_focus (gpointer data)
{
  GiveBack *give_back = data;
  HgWindow *self = give_back->window;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *opener = give_back->opener;

  /* the window closed meanwhile */
  if (self->main_stack == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return G_SOURCE_REMOVE;
  /* The focus left where a person put it after the menu (a dialog's
   * entry, another control) stays there; inside the closed popover, or
   * on the button that opened it (where GTK 4.10 and newer put it), it
   * comes back to the board. */
  if (focus != NULL && gtk_widget_get_mapped (focus)
      && !(opener != NULL && (focus == opener || gtk_widget_is_ancestor (focus, opener))))
    return G_SOURCE_REMOVE;
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "board") == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  else
    gtk_root_set_focus (GTK_ROOT (self), NULL);
  return G_SOURCE_REMOVE;
}

/* After the popover has closed and GTK has put the focus where it puts
 * it: an idle callback. */
static void
popover_closed_cb (HgWindow   *self,
                   GtkPopover *popover)
{
  GiveBack *give_back = g_new0 (GiveBack, 1);
  GtkWidget *opener = gtk_widget_get_parent (GTK_WIDGET (popover));

  give_back->window = g_object_ref (self);
  give_back->opener = opener != NULL ? g_object_ref (opener) : NULL;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, give_back_focus, give_back, give_back_free);
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
