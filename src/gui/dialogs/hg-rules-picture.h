/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-rules-picture.h: a picture of the rules window: tiles drawn as on
 * the board (the draw function's, given by the window) over their caption.
 * It is no control: the keys pass it by and it takes no clicks.
 *
 * Properties: "caption" and "alone" (the only picture of its row: its
 * caption may be wider), both construct-only. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HG_TYPE_RULES_PICTURE (hg_rules_picture_get_type ())

G_DECLARE_FINAL_TYPE (HgRulesPicture, hg_rules_picture, HG, RULES_PICTURE, GtkFlowBoxChild)

GtkWidget *hg_rules_picture_new         (const char             *caption,
                                         gboolean                alone,
                                         int                     width,
                                         int                     height,
                                         GtkDrawingAreaDrawFunc  draw,
                                         gpointer                data);
GtkWidget *hg_rules_picture_get_picture (HgRulesPicture         *self);

G_END_DECLS
