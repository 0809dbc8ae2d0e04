/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "hg-about.h"
#include "hg-app-icon.h"

/* AdwAboutDialog replaces AdwAboutWindow in libadwaita 1.5. Both have the
 * same properties, so one g_object_new() serves either. */
void
hg_about_present (GtkWindow *parent)
{
  static const char *developers[] = { "Tribe Games", NULL };
  static const char *designers[] = { "Klaus-Jürgen Wrede", NULL };
  GObject *about;
  GType type;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

#if ADW_CHECK_VERSION (1, 5, 0)
  /* AdwAboutDialog is newer than ADW_VERSION_MAX_ALLOWED; these blocks are
   * compiled only against a libadwaita that has it. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  type = ADW_TYPE_ABOUT_DIALOG;
  G_GNUC_END_IGNORE_DEPRECATIONS
#else
  type = ADW_TYPE_ABOUT_WINDOW;
#endif
  about = g_object_new (type,
                        "application-name", _("Hunters & Gatherers"),
                        "application-icon", hg_app_icon_get_name (),
                        "version", PACKAGE_VERSION,
                        "developer-name", "Tribe Games",
                        "developers", developers,
                        "comments", _("Based on the board game Carcassonne: Hunters and Gatherers by Klaus-Jürgen Wrede."),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "website", "https://github.com/tribegames/HuntersGatherers",
                        "issue-url", "https://github.com/tribegames/HuntersGatherers/issues",
                        /* Translators: replace with your names, one name per line. */
                        "translator-credits", _("translator-credits"),
                        NULL);

#if ADW_CHECK_VERSION (1, 5, 0)
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  adw_about_dialog_add_credit_section (ADW_ABOUT_DIALOG (about),
                                       _("Original Board Game"),
                                       designers);
  adw_dialog_present (ADW_DIALOG (about), parent ? GTK_WIDGET (parent) : NULL);
  G_GNUC_END_IGNORE_DEPRECATIONS
#else
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about),
                                       _("Original Board Game"),
                                       designers);
  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_set_modal (GTK_WINDOW (about), TRUE);
  gtk_window_present (GTK_WINDOW (about));
#endif
}
