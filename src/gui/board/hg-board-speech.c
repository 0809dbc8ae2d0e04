/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-speech.c: the board in words for a screen reader: its
 * accessible description (what the cursor is on, what is in hand) and
 * what is announced (the moves of the table, the results of the person's
 * keys).  GTK 4.14 and newer say an announcement with
 * gtk_accessible_announce(); on older GTK it stands first in the
 * description, which a screen reader reads when it changes, until the
 * person's next key on the board. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-board-view-private.h"

static const char *
role_name (HgRole role)
{
  switch (role)
    {
    case HG_ROLE_GATHERER: return _("gatherer");
    case HG_ROLE_FISHER: return _("fisher");
    case HG_ROLE_HUNTER: return _("hunter");
    case HG_ROLE_HUT: return _("hut");
    case HG_ROLE_NONE:
    default: return "";
    }
}

void
hg_board_view_update_description (HgBoardView *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *description = NULL;
  g_autofree char *name = NULL;

  if (self->game != NULL)
    name = hg_player_name_for_sentence (hg_player_get_name (hg_game_get_player (self->game,
                                                                                hg_game_get_current_player (self->game))));

  if (self->news != NULL)
    g_string_append_printf (text, "%s ", self->news);

  if (self->game == NULL)
    g_string_append (text, _("No game"));
  else if (hg_game_get_is_over (self->game))
    g_string_append (text, _("The game is over."));
  else if (!self->can_place)
    g_string_append_printf (text, _("%s is thinking."), name);
  else if (self->has_provisional)
    {
      g_string_append_printf (text, _("Tile put down on square %d,%d. "),
                              self->provisional.x, self->provisional.y);
      if (self->spot_focus >= 0)
        {
          const HgMove *m = &g_array_index (self->spots, HgMove, self->spot_focus);
          g_string_append_printf (text, _("Selected: %s on zone %u. "), role_name (m->role), m->zone);
        }
      else
        g_string_append (text, _("Selected: no figure. "));
      g_string_append_printf (text, ngettext ("%u figure spot: Tab to choose, Enter to confirm, Escape to take the tile back.",
                                              "%u figure spots: Tab to choose, Enter to confirm, Escape to take the tile back.",
                                              self->spots->len), self->spots->len);
    }
  else
    {
      g_string_append_printf (text, _("%s to place a tile, turned %u degrees. "),
                              name, self->rotation * 90);
      if (self->has_target)
        g_string_append_printf (text, hg_board_view_fits (self, self->target_x, self->target_y, self->rotation)
                                ? _("Square %d,%d: fits. ") : _("Square %d,%d: does not fit. "),
                                self->target_x, self->target_y);
      g_string_append (text, _("Arrow keys move, R turns, Page Down goes to the next square where it fits, Enter places."));
    }

  if (self->feature_text != NULL)
    g_string_append_printf (text, " %s", self->feature_text);

  /* Taking the string out (rather than text->str) also keeps gcc 14 with
   * GLib 2.84's inline g_string_append() from warning -Wnull-dereference. */
  description = g_string_free (g_steal_pointer (&text), FALSE);
  if (g_strcmp0 (description, self->description) == 0)
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
  g_free (self->description);
  self->description = g_steal_pointer (&description);
}

void
hg_board_view_drop_news (HgBoardView *self)
{
  g_clear_pointer (&self->news, g_free);
}

/* Public API ------------------------------------------------------------- */

void
hg_board_view_announce (HgBoardView *self,
                        const char  *text)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (text != NULL);

  if (*text == '\0')
    return;
#if GTK_CHECK_VERSION (4, 14, 0)
  /* Newer than GDK_VERSION_MAX_ALLOWED, compiled only where GTK has it. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_accessible_announce (GTK_ACCESSIBLE (self), text, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  G_GNUC_END_IGNORE_DEPRECATIONS
#else
  /* the same news again (a key pressed twice to no avail) is a change
   * too: the description without it comes between */
  g_clear_pointer (&self->news, g_free);
  if (self->description != NULL && g_str_has_prefix (self->description, text))
    hg_board_view_update_description (self);
  self->news = g_strdup (text);
  hg_board_view_update_description (self);
#endif
}

void
hg_board_view_say (HgBoardView *self,
                   HgBoardSay   what)
{
  switch (what)
    {
    case HG_BOARD_SAY_ONLY_WAY:
      hg_board_view_announce (self, _("Only this way fits here."));
      break;
    case HG_BOARD_SAY_NO_FIT:
      hg_board_view_announce (self, _("The tile does not fit here."));
      break;
    default:
      g_assert_not_reached ();
    }
}
