/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-render-warmup.h: drawing, once, what the board's frames will ask of
 * the renderer, before they ask it. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _HgRenderWarmup HgRenderWarmup;

/* A warm-up drawn in the frames of @widget (which must call
 * hg_render_warmup_snapshot() from its snapshot function), starting
 * @delay_ms after @widget is first mapped. */
HgRenderWarmup *hg_render_warmup_new       (GtkWidget      *widget,
                                            guint           delay_ms);
void            hg_render_warmup_free      (HgRenderWarmup *warmup);

/* Appends this frame's part of the warm-up to @snapshot, if one is due:
 * nodes whose pixels are all transparent, so nothing shows. */
void            hg_render_warmup_snapshot  (HgRenderWarmup *warmup,
                                            GtkSnapshot    *snapshot);

/* Whether every part has been drawn (or there is nothing to warm: a
 * renderer other than GTK's GL renderer). */
gboolean        hg_render_warmup_get_done  (HgRenderWarmup *warmup);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgRenderWarmup, hg_render_warmup_free)

G_END_DECLS
