/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-meadow-pictures.h: a meadow's animals, fire and sacred circle in a
 * small row of the board's own pictures, beside the line that tells them
 * in words (hg-feature-text.h): each kind of animal with its count, a
 * tiger with the deer it takes away ("−1", unless a fire keeps it off),
 * the fire and the sacred circle.  Each picture names itself in its
 * tooltip and to the screen reader.  The row wraps in a narrow panel.
 *
 * Property "info": the feature's summary (HgFeatureInfo), or NULL.  The
 * widget shows itself only for a meadow with one of those things. */
#pragma once

#include <gtk/gtk.h>

#include "hg-model-types.h"

G_BEGIN_DECLS

#define HG_TYPE_MEADOW_PICTURES (hg_meadow_pictures_get_type ())

G_DECLARE_FINAL_TYPE (HgMeadowPictures, hg_meadow_pictures, HG, MEADOW_PICTURES, GtkWidget)

GtkWidget           *hg_meadow_pictures_new      (void);
void                 hg_meadow_pictures_set_info (HgMeadowPictures    *self,
                                                  const HgFeatureInfo *info);
const HgFeatureInfo *hg_meadow_pictures_get_info (HgMeadowPictures    *self);

G_END_DECLS
