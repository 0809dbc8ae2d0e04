/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-unseen-group.h: a group of identical tiles still to come, in the
 * unseen tiles view: the picture of one of them over how many there are,
 * and their numbers for the tooltip and a screen reader.  What the picture
 * shows is the draw function's, given by the view.
 *
 * Properties: "count" and "tiles" (their numbers, "15, 19, 52"), both
 * construct-only. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HG_TYPE_UNSEEN_GROUP (hg_unseen_group_get_type ())

G_DECLARE_FINAL_TYPE (HgUnseenGroup, hg_unseen_group, HG, UNSEEN_GROUP, GtkFlowBoxChild)

GtkWidget  *hg_unseen_group_new         (guint                   count,
                                         const char             *tiles,
                                         GtkDrawingAreaDrawFunc  draw,
                                         gpointer                data,
                                         GDestroyNotify          destroy);
const char *hg_unseen_group_get_caption (HgUnseenGroup          *self);

G_END_DECLS
