/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <signal.h>
#include <glib/gi18n.h>

#include "hg-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(HgApplication) app = NULL;

  /* A save over the file size limit fails with EFBIG, which is shown and
   * leaves the old file; the signal would end the game at an autosave and
   * lose the moves since the last one. */
#ifdef SIGXFSZ
  signal (SIGXFSZ, SIG_IGN);
#endif

  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Hunters & Gatherers"));

  app = hg_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
