/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-split-layout.h: the board and the side panel in the window, side by
 * side when the window is wide enough for both (the board at least
 * HG_SPLIT_LAYOUT_ROW_MIN pixels wide beside the panel at its narrowest),
 * otherwise the panel under the board, with a share of the height
 * (scrolling its content), so that a window as narrow as a phone's
 * (360 pixels) still shows the game.  The choice is made from the width
 * alone when the widget is allocated, as a breakpoint would; the minimum
 * width asked for is that of the narrow arrangement.  A line separates the
 * two.
 *
 * Properties: "start-child" (the board and what goes with it), "end-child"
 * (the side panel), "end-share" (the share of the height the panel takes
 * under the board, 0.4 unless set; at least enough for the tile in hand,
 * at most what the panel needs). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The narrowest the board is beside the panel. */
#define HG_SPLIT_LAYOUT_ROW_MIN 320

#define HG_TYPE_SPLIT_LAYOUT (hg_split_layout_get_type ())

G_DECLARE_FINAL_TYPE (HgSplitLayout, hg_split_layout, HG, SPLIT_LAYOUT, GtkWidget)

GtkWidget *hg_split_layout_new             (void);

GtkWidget *hg_split_layout_get_start_child (HgSplitLayout *self);
void       hg_split_layout_set_start_child (HgSplitLayout *self,
                                            GtkWidget     *child);
GtkWidget *hg_split_layout_get_end_child   (HgSplitLayout *self);
void       hg_split_layout_set_end_child   (HgSplitLayout *self,
                                            GtkWidget     *child);
double     hg_split_layout_get_end_share   (HgSplitLayout *self);
void       hg_split_layout_set_end_share   (HgSplitLayout *self,
                                            double         share);
/* Whether the end child is under the start child, as last allocated. */
gboolean   hg_split_layout_get_stacked     (HgSplitLayout *self);

G_END_DECLS
