/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-unseen-count.h: a line of the unseen tiles view: what the tiles to
 * come carry ("Lake") and how much ("19 tiles · 26 fish"), with what the
 * count means exactly as its tooltip and description.
 *
 * Properties: "title", "explanation" (both construct-only) and "value". */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HG_TYPE_UNSEEN_COUNT (hg_unseen_count_get_type ())

G_DECLARE_FINAL_TYPE (HgUnseenCount, hg_unseen_count, HG, UNSEEN_COUNT, GtkBox)

GtkWidget  *hg_unseen_count_new       (const char    *title,
                                       const char    *explanation);
const char *hg_unseen_count_get_value (HgUnseenCount *self);
void        hg_unseen_count_set_value (HgUnseenCount *self,
                                       const char    *value);

G_END_DECLS
