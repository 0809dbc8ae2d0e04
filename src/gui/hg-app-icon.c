/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-app-icon.c: the game's icons, checked once before GTK draws them. */

#include "config.h"

#include <gtk/gtk.h>

#include "hg-app-icon.h"

#define ICONS_BASE RESOURCE_BASE "/icons"
#define ICON_PATH ICONS_BASE "/scalable/apps/" APP_ID ".svg"
#define SYMBOLIC_ICON_PATH ICONS_BASE "/symbolic/apps/" APP_ID "-symbolic.svg"

/* A stock icon that the icon theme has as a picture GTK draws itself. */
#define FALLBACK_ICON_NAME "applications-games-symbolic"

/* Whether the picture at @path decodes, the way GtkIconTheme decodes an
 * SVG icon of the resources; a small size, since only the decoder is in
 * question. */
static gboolean
icon_decodes (const char  *path,
              GError     **error)
{
  g_autoptr(GdkPixbuf) pixbuf = NULL;

  pixbuf = gdk_pixbuf_new_from_resource_at_scale (path, 16, 16, TRUE, error);
  return pixbuf != NULL;
}

static gboolean
icons_decode (void)
{
  static gsize checked = 0;
  static gboolean decode = FALSE;

  if (g_once_init_enter (&checked))
    {
      g_autoptr(GError) error = NULL;

      decode = icon_decodes (ICON_PATH, &error) &&
               icon_decodes (SYMBOLIC_ICON_PATH, &error);
      if (!decode)
        g_warning ("The game's icon cannot be drawn (%s); a stock icon stands in for it. "
                   "Is the SVG image loader of GdkPixbuf installed (librsvg2-common on Debian)?",
                   error->message);
      g_once_init_leave (&checked, 1);
    }
  return decode;
}

const char *
hg_app_icon_get_name (void)
{
  return icons_decode () ? APP_ID : FALLBACK_ICON_NAME;
}

const char *
hg_app_icon_get_symbolic_name (void)
{
  return icons_decode () ? APP_ID "-symbolic" : FALLBACK_ICON_NAME;
}
