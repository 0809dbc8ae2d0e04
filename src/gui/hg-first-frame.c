/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-first-frame.c: prints when the first window's first frame is drawn,
 * if HG_FIRST_FRAME_REPORT is set. */

#include "config.h"

#include <stdio.h>
#include <time.h>

#include "hg-first-frame.h"

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  struct timespec cpu;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu);
  g_print ("first-frame %" G_GINT64_FORMAT " %.3f\n", g_get_monotonic_time (),
           cpu.tv_sec * 1e3 + cpu.tv_nsec / 1e6);
  fflush (stdout);
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, user_data);
}

static void
window_realized_cb (GtkWidget *window,
                    gpointer   user_data)
{
  g_signal_connect_after (gtk_widget_get_frame_clock (window), "after-paint",
                          G_CALLBACK (after_paint_cb), NULL);
  g_signal_handlers_disconnect_by_func (window, window_realized_cb, user_data);
}

static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window,
                 gpointer        user_data)
{
  g_signal_connect (window, "realize", G_CALLBACK (window_realized_cb), NULL);
  g_signal_handlers_disconnect_by_func (app, window_added_cb, user_data);
}

void
hg_first_frame_watch (GtkApplication *app)
{
  g_return_if_fail (GTK_IS_APPLICATION (app));

  if (g_getenv ("HG_FIRST_FRAME_REPORT") == NULL)
    return;
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);
}
