/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-first-frame.h: when the program has drawn its first frame, for the
 * start-up benchmark (tests/gui/bench-startup.c).
 *
 * With HG_FIRST_FRAME_REPORT set in the environment, the first frame of
 * the application's first window prints one line on standard output:
 * "first-frame MONOTONIC_USEC PROCESS_CPU_MS", the time of
 * g_get_monotonic_time() (the same clock in every process) and the CPU
 * time of the process so far.  Without it nothing happens.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void hg_first_frame_watch (GtkApplication *app);

G_END_DECLS
