/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-first-frame-preload.c: when a program has drawn its first frame,
 * seen from outside it, for the start-up benchmark (bench-startup.c).
 *
 * Loaded into a GTK program with LD_PRELOAD, this module stands in for
 * gtk_window_present(): the first window presented is watched, and its
 * first frame prints one line on standard output, "first-frame
 * MONOTONIC_USEC PROCESS_CPU_MS", the time of g_get_monotonic_time()
 * (the same clock in every process) and the CPU time of the process so
 * far; then GTK's own gtk_window_present() runs.  The program itself
 * knows nothing of it.  Not installed.
 */

#include "config.h"

#include <dlfcn.h>
#include <stdio.h>
#include <time.h>

#include <gtk/gtk.h>

typedef void (*PresentFunc) (GtkWindow *window);

/* the prototype GTK declares, for the stand-in */
void gtk_window_present (GtkWindow *window);

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

void
gtk_window_present (GtkWindow *window)
{
  static PresentFunc present;
  static gboolean watching;

  if (present == NULL)
    present = (PresentFunc) dlsym (RTLD_NEXT, "gtk_window_present");
  if (!watching && GTK_IS_WINDOW (window))
    {
      watching = TRUE;
      if (gtk_widget_get_realized (GTK_WIDGET (window)))
        window_realized_cb (GTK_WIDGET (window), NULL);
      else
        g_signal_connect (window, "realize", G_CALLBACK (window_realized_cb), NULL);
    }
  present (window);
}
