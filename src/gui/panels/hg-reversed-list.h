/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-reversed-list.h: a GListModel that shows the items of another one in
 * the opposite order (the logs: newest first) and follows its changes.
 * Property "model": the list shown, or NULL for an empty list. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define HG_TYPE_REVERSED_LIST (hg_reversed_list_get_type ())

G_DECLARE_FINAL_TYPE (HgReversedList, hg_reversed_list, HG, REVERSED_LIST, GObject)

HgReversedList *hg_reversed_list_new       (GListModel     *model);
GListModel     *hg_reversed_list_get_model (HgReversedList *self);
void            hg_reversed_list_set_model (HgReversedList *self,
                                            GListModel     *model);

G_END_DECLS
