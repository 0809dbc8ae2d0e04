/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-help-overlay.c: the Keyboard Shortcuts window fitted to small
 * screens and long languages (hg-help-overlay.h). */
#include "config.h"

#include "hg-help-overlay.h"

/* A title is broken into lines of at most this many characters (but for
 * a longer word). */
#define TITLE_CHARS 40

/* @text with its words in lines of at most @width characters. */
static char *
break_lines (const char *text,
             glong       width)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  GString *out = g_string_new (NULL);
  glong line = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      glong n = g_utf8_strlen (words[i], -1);

      if (line > 0 && line + 1 + n > width)
        {
          g_string_append_c (out, '\n');
          line = 0;
        }
      else if (line > 0)
        {
          g_string_append_c (out, ' ');
          line++;
        }
      g_string_append (out, words[i]);
      line += n;
    }
  return g_string_free (out, FALSE);
}

static void
fit_labels (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child))
        {
          GtkLabel *label = GTK_LABEL (child);

          if (gtk_widget_get_ancestor (child, GTK_TYPE_SHORTCUT_LABEL) != NULL)
            {
              /* a key's name on its keycap */
              const char *text = gtk_label_get_label (label);

              if (strchr (text, '_') != NULL && !gtk_label_get_use_underline (label))
                {
                  g_autofree char *spaced = g_strdelimit (g_strdup (text), "_", ' ');

                  gtk_label_set_label (label, spaced);
                }
            }
          else if (gtk_widget_get_ancestor (child, GTK_TYPE_SHORTCUTS_SHORTCUT) != NULL
                   && !gtk_label_get_use_markup (label))
            {
              /* A shortcut's title or subtitle.  GtkShortcutsShortcut
               * asks for one size whatever its width, so a label there
               * cannot wrap as it is laid out: its lines are broken
               * here, once, in the language shown. */
              g_autofree char *lines = break_lines (gtk_label_get_label (label), TITLE_CHARS);

              gtk_label_set_label (label, lines);
            }
        }
      fit_labels (child);
    }
}

/**
 * hg_help_overlay_fit:
 * @overlay: a #GtkShortcutsWindow
 *
 * Lets the titles of @overlay's shortcuts wrap and shows its key names
 * without underscores; see hg-help-overlay.h.
 */
void
hg_help_overlay_fit (GtkWindow *overlay)
{
  g_return_if_fail (GTK_IS_SHORTCUTS_WINDOW (overlay));

  fit_labels (GTK_WIDGET (overlay));
}
