/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-app-hold-private.h: keeping the application running while a model
 * object still has something to write. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* With @busy, holds the default application (if there is one) and keeps
 * it in *@held, so that it does not quit before the write ends; without,
 * releases what *@held holds and clears it.  Call it once as an object
 * becomes busy and once as it stops being busy, or as it is disposed. */
void  hg_app_hold_set  (GApplication **held,
                        gboolean       busy);

G_END_DECLS
