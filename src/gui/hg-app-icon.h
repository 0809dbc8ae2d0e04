/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-app-icon.h: the names of the game's icons, or of stock ones where the
 * game's own cannot be drawn here. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The game's icon (the welcome page, the About window, the windows'
 * default icon) and its symbolic form.  Both are SVG images in the
 * resources, which GTK decodes with GdkPixbuf's SVG loader; where that
 * loader is missing (librsvg2-common on Debian), or fails on them, these
 * are a stock symbolic icon instead, and one warning says why: some
 * versions of GTK abort on an icon in the resources that they cannot
 * decode. */
const char *hg_app_icon_get_name          (void);
const char *hg_app_icon_get_symbolic_name (void);

G_END_DECLS
