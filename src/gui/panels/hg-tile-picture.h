/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-picture.h: a drawing area for pictures of tiles, painted by the
 * tile painter in the style of the moment: it draws itself again when the
 * style turns dark or light, or high contrast on or off.  What it draws is
 * its draw function's (gtk_drawing_area_set_draw_func()). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HG_TYPE_TILE_PICTURE (hg_tile_picture_get_type ())

G_DECLARE_FINAL_TYPE (HgTilePicture, hg_tile_picture, HG, TILE_PICTURE, GtkDrawingArea)

G_END_DECLS
