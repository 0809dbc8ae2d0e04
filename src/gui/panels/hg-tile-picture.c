/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tile-picture.c: a drawing area that follows the style
 * (hg-tile-picture.h). */

#include "config.h"

#include <adwaita.h>

#include "hg-tile-picture.h"

struct _HgTilePicture
{
  GtkDrawingArea parent_instance;
};

G_DEFINE_FINAL_TYPE (HgTilePicture, hg_tile_picture, GTK_TYPE_DRAWING_AREA)

static void
hg_tile_picture_class_init (HgTilePictureClass *klass)
{
}

static void
hg_tile_picture_init (HgTilePicture *self)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  g_signal_connect_object (manager, "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (manager, "notify::high-contrast",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}
