/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-app-hold.c: keeping the application running while a model object
 * still has something to write (the autosave, the records of finished
 * games). */

#include "config.h"

#include "hg-app-hold-private.h"

void
hg_app_hold_set (GApplication **held,
                 gboolean       busy)
{
  g_assert (held != NULL);

  if (busy)
    {
      GApplication *app = g_application_get_default ();

      if (app != NULL)
        {
          *held = g_object_ref (app);
          g_application_hold (app);
        }
    }
  else if (*held != NULL)
    {
      g_application_release (*held);
      g_clear_object (held);
    }
}
