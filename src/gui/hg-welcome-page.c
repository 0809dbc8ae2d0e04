/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-welcome-page.c: the window's page without a game (hg-welcome-page.h). */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "hg-app-icon.h"
#include "hg-player.h"
#include "hg-welcome-page.h"

struct _HgWelcomePage
{
  GtkWidget  parent_instance;

  GFile     *kept_file;     /* the damaged file, as kept */

  /* Template widgets */
  AdwStatusPage *status;
  GtkWidget *restore_box;
  GtkLabel  *restore_label;
  GtkLabel  *restore_detail_label;
  GtkWidget *continue_box;
  GtkWidget *continue_button;
  GtkSpinner *continue_spinner;
  GtkLabel  *continue_button_label;
  GtkLabel  *continue_label;
  GtkWidget *new_button;
};

G_DEFINE_FINAL_TYPE (HgWelcomePage, hg_welcome_page, GTK_TYPE_WIDGET)

static void
hg_welcome_page_dispose (GObject *object)
{
  HgWelcomePage *self = HG_WELCOME_PAGE (object);

  g_clear_object (&self->kept_file);
  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_WELCOME_PAGE);

  G_OBJECT_CLASS (hg_welcome_page_parent_class)->dispose (object);
}

static void
hg_welcome_page_class_init (HgWelcomePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hg_welcome_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-welcome-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HgWelcomePage, status);
  gtk_widget_class_bind_template_child (widget_class, HgWelcomePage, restore_box);
  gtk_widget_class_bind_template_child (widget_class, HgWelcomePage, restore_label);
  gtk_widget_class_bind_template_child (widget_class, HgWelcomePage, restore_detail_label);
  gtk_widget_class_bind_template_child (widget_class, HgWelcomePage, continue_box);
  gtk_widget_class_bind_template_child (widget_class, HgWelcomePage, continue_button);
  gtk_widget_class_bind_template_child (widget_class, HgWelcomePage, continue_spinner);
  gtk_widget_class_bind_template_child (widget_class, HgWelcomePage, continue_button_label);
  gtk_widget_class_bind_template_child (widget_class, HgWelcomePage, continue_label);
  gtk_widget_class_bind_template_child (widget_class, HgWelcomePage, new_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
hg_welcome_page_init (HgWelcomePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  adw_status_page_set_icon_name (self->status, hg_app_icon_get_name ());
}

/* Public API ------------------------------------------------------------- */

void
hg_welcome_page_set_offer (HgWelcomePage *self,
                           HgGame        *game,
                           GDateTime     *saved)
{
  g_return_if_fail (HG_IS_WELCOME_PAGE (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  gtk_widget_set_visible (self->continue_box, game != NULL);
  if (game != NULL)
    {
      g_autofree char *text = hg_welcome_page_describe_offer (game, saved);

      gtk_label_set_text (self->continue_label, text);
      /* Continue is the thing to do */
      gtk_widget_remove_css_class (self->new_button, "suggested-action");
    }
  else
    gtk_widget_add_css_class (self->new_button, "suggested-action");
}

void
hg_welcome_page_set_not_restored (HgWelcomePage *self,
                                  const char    *text,
                                  const char    *detail,
                                  GFile         *file)
{
  g_return_if_fail (HG_IS_WELCOME_PAGE (self));
  g_return_if_fail (text != NULL);
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  gtk_label_set_text (self->restore_label, text);
  gtk_label_set_text (self->restore_detail_label, detail != NULL ? detail : "");
  gtk_widget_set_visible (self->restore_box, TRUE);
  g_set_object (&self->kept_file, file);
}

void
hg_welcome_page_set_opening (HgWelcomePage *self,
                             gboolean       opening)
{
  g_return_if_fail (HG_IS_WELCOME_PAGE (self));

  gtk_widget_set_visible (GTK_WIDGET (self->continue_spinner), opening);
  gtk_spinner_set_spinning (self->continue_spinner, opening);
  gtk_label_set_text_with_mnemonic (self->continue_button_label,
                                    opening ? _("Opening the Game…") : _("_Continue Game"));
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->continue_button),
                               GTK_ACCESSIBLE_STATE_BUSY, opening, -1);
}

GFile *
hg_welcome_page_get_kept_file (HgWelcomePage *self)
{
  g_return_val_if_fail (HG_IS_WELCOME_PAGE (self), NULL);

  return self->kept_file;
}

char *
hg_welcome_page_describe_offer (HgGame    *game,
                                GDateTime *saved)
{
  g_autoptr(GString) players = g_string_new (NULL);
  g_autofree char *progress = NULL;
  g_autofree char *when = NULL;
  guint n_players;
  guint land;

  g_return_val_if_fail (HG_IS_GAME (game), NULL);

  n_players = hg_game_get_n_players (game);
  for (guint seat = 0; seat < n_players; seat++)
    {
      if (seat > 0)
        /* TRANSLATORS: between the names of the players of a game. */
        g_string_append (players, _(", "));
      g_autofree char *name = hg_player_name_for_sentence (hg_player_get_name (hg_game_get_player (game, seat)));

      g_string_append (players, name);
    }

  land = hg_game_get_land_left (game);
  /* TRANSLATORS: how far a game to continue is: the turn (moves made so
   * far plus one), then the land tiles still to play. */
  progress = g_strdup_printf (ngettext ("Turn %u, %u tile left", "Turn %u, %u tiles left", land),
                              hg_game_get_n_history (game) + 1, land);

  if (saved != NULL)
    {
      g_autoptr(GDateTime) local = g_date_time_to_local (saved);
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *time = NULL;

      if (g_date_time_get_year (local) == g_date_time_get_year (now)
          && g_date_time_get_day_of_year (local) == g_date_time_get_day_of_year (now))
        {
          /* TRANSLATORS: a time of day, see g_date_time_format(). */
          time = g_date_time_format (local, _("%H:%M"));
          /* TRANSLATORS: when a game to continue was saved, today. */
          when = g_strdup_printf (_("Saved today at %s"), time);
        }
      else
        {
          /* TRANSLATORS: a date, see g_date_time_format() ("%-d": the
           * day without padding). */
          time = g_date_time_format (local, _("%-d %B %Y"));
          /* TRANSLATORS: when a game to continue was saved: a date. */
          when = g_strdup_printf (_("Saved on %s"), time);
        }
    }

  if (when != NULL)
    return g_strdup_printf ("%s\n%s\n%s", players->str, progress, when);
  return g_strdup_printf ("%s\n%s", players->str, progress);
}
