/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-wrap-box.h: children in a row when the box is wide enough for all of
 * them at their natural widths, else one under another, each as wide as
 * the box: a row of buttons that never pushes one out of a narrow window.
 * In a row, the children that expand horizontally share what is left.
 * Children are added in a .ui file as <child> elements, or with
 * hg_wrap_box_append().
 *
 * Property: "spacing" (between the children, in both arrangements). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HG_TYPE_WRAP_BOX (hg_wrap_box_get_type ())

G_DECLARE_FINAL_TYPE (HgWrapBox, hg_wrap_box, HG, WRAP_BOX, GtkWidget)

GtkWidget *hg_wrap_box_new         (void);
void       hg_wrap_box_append      (HgWrapBox *self,
                                    GtkWidget *child);
int        hg_wrap_box_get_spacing (HgWrapBox *self);
void       hg_wrap_box_set_spacing (HgWrapBox *self,
                                    int        spacing);
/* Whether the children are one under another, as last allocated. */
gboolean   hg_wrap_box_get_wrapped (HgWrapBox *self);

G_END_DECLS
