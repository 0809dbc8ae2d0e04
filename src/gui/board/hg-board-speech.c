/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-speech.c: the board in words for a screen reader: its
 * accessible description (what the cursor is on, what is in hand) and
 * what is announced (the moves of the table, the results of the person's
 * keys).  GTK 4.14 and newer say an announcement with
 * gtk_accessible_announce(); on older GTK it stands first in the
 * description, which a screen reader reads when it changes, until the
 * person's next key on the board.  The keys' help is told once, on the
 * first focus; on older GTK it leaves the description as soon as
 * anything else in it changes, so that it is not read again with each
 * change.  Only the keys move what is said: the pointer's square and the
 * feature under it are shown, not said. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-board-view-private.h"
#include "hg-feature-text.h"
#include "hg-tile-text.h"

/* The name of @seat as it stands in a sentence. */
static char *
seat_name (HgBoardView *self,
           guint        seat)
{
  return hg_player_name_for_sentence (hg_player_get_name (hg_game_get_player (self->game, seat)));
}

static guint
n_neighbours (const HgState *state,
              int            x,
              int            y)
{
  static const int dx[] = { 0, 1, 0, -1 }, dy[] = { -1, 0, 1, 0 };
  HgPlacement p;
  guint n = 0;

  for (guint d = 0; d < 4; d++)
    n += hg_state_get_tile_at (state, x + dx[d], y + dy[d], &p);
  return n;
}

/* A placed tile: which it is, then each figure on it with its feature:
 * who holds that and what it is worth. */
static void
append_placed (HgBoardView       *self,
               GString           *text,
               const HgPlacement *p)
{
  const HgState *state = hg_game_get_state (self->game);
  const HgTile *tile = hg_board_render_tile (state, p->tile);
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  const char *names[HG_MAX_PLAYERS];
  guint n_names = MIN (hg_game_get_n_players (self->game), HG_MAX_PLAYERS);
  HgFigure figures[HG_MAX_PLAYERS * 16];
  guint n_figures;

  if (tile != NULL && tile->kind == HG_TILE_START)
    g_string_append_printf (text, _("Square %d,%d: the start tile."), p->x, p->y);
  else
    g_string_append_printf (text, _("Square %d,%d: tile %u."), p->x, p->y, p->tile);
  if (tile == NULL)
    return;

  for (guint s = 0; s < n_names; s++)
    {
      names[s] = seat_name (self, s);
      g_ptr_array_add (owned, (gpointer) names[s]);
    }
  n_figures = hg_state_get_figures (state, figures, G_N_ELEMENTS (figures));
  for (guint i = 0; i < MIN (n_figures, G_N_ELEMENTS (figures)); i++)
    {
      const HgFigure *f = &figures[i];
      g_autofree char *spot = NULL;
      g_autofree char *feature = NULL;
      HgFeatureInfo info;

      if (f->x != p->x || f->y != p->y || f->owner >= n_names)
        continue;
      spot = hg_tile_text_spot (tile, p->rot, f->zone, f->role);
      /* TRANSLATORS: a figure on a tile: "Ana has a hunter in the north meadow" */
      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("%s has a %s:"), names[f->owner], spot);
      if (hg_state_describe_feature (state, p->x, p->y, f->zone, &info))
        {
          feature = hg_feature_text_describe (&info, HG_ROLE_NONE, names, n_names);
          g_string_append_printf (text, " %s.", feature);
        }
    }
}

/* The square under the cursor and the tile in hand there: occupied, or
 * whether and how the tile fits. */
static void
append_square (HgBoardView *self,
               GString     *text)
{
  const HgState *state = hg_game_get_state (self->game);
  HgBoardPlacing *placing = self->placing;
  int x, y;
  g_autofree char *beside = NULL;
  g_autofree char *turns = NULL;
  guint ways = 0, neighbours;
  HgPlacement p;

  hg_board_placing_get_target (placing, &x, &y);
  if (hg_state_get_tile_at (state, x, y, &p))
    {
      append_placed (self, text, &p);
      return;
    }
  for (guint rot = 0; rot < 4; rot++)
    ways += hg_board_placing_fits (placing, x, y, rot);
  neighbours = n_neighbours (state, x, y);
  if (neighbours == 0)
    {
      /* TRANSLATORS: an empty square with no tile beside it */
      g_string_append_printf (text, _("Square %d,%d: empty, no neighbour."), x, y);
      return;
    }
  /* TRANSLATORS: how many tiles are beside an empty square */
  beside = g_strdup_printf (ngettext ("%u neighbour", "%u neighbours", neighbours), neighbours);
  /* TRANSLATORS: how many rotations of the tile in hand fit a square */
  turns = g_strdup_printf (ngettext ("%u way", "%u ways", ways), ways);
  if (hg_board_placing_fits (placing, x, y, hg_board_placing_get_rotation (placing)))
    /* TRANSLATORS: the square, then "2 ways, 3 neighbours" */
    g_string_append_printf (text, _("Square %d,%d: fits (%s, %s)."), x, y, turns, beside);
  else if (ways > 0)
    g_string_append_printf (text, _("Square %d,%d: fits if turned (%s, %s)."), x, y, turns, beside);
  else
    /* TRANSLATORS: the square, then "3 neighbours" */
    g_string_append_printf (text, _("Square %d,%d: does not fit (%s)."), x, y, beside);
}

void
hg_board_view_update_description (HgBoardView *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *description = NULL;
  g_autofree char *name = NULL;
  HgBoardPlacing *placing = self->placing;
  guint rotation = hg_board_placing_get_rotation (placing);
  int spot_focus = hg_board_placing_get_spot_focus (placing);
  HgPlacement provisional;
  const HgMove *spots;
  guint n_spots;

  if (self->game != NULL)
    name = seat_name (self, hg_game_get_current_player (self->game));

  if (self->game == NULL)
    g_string_append (text, _("No game"));
  else if (hg_game_get_is_over (self->game))
    g_string_append (text, _("The game is over."));
  /* the placing hears of a computer's turn after the game tells it */
  else if (!hg_board_placing_get_can_place (placing) || hg_game_get_computer_to_move (self->game))
    g_string_append_printf (text, _("%s is thinking."), name);
  else if (hg_board_placing_get_placement (placing, &provisional))
    {
      const HgTile *tile = hg_board_render_tile (hg_game_get_state (self->game), provisional.tile);

      spots = hg_board_placing_get_spots (placing, &n_spots);
      if (spot_focus >= 0 && (guint) spot_focus < n_spots && tile != NULL)
        {
          const HgMove *m = &spots[spot_focus];
          g_autofree char *spot = hg_tile_text_spot (tile, provisional.rot, m->zone, m->role);
          g_autofree char *feature = hg_board_view_spot_text (self, (guint) spot_focus);

          /* TRANSLATORS: the tile put down and the figure spot chosen
           * with Tab: "Tile on square 1,0: hunter in the north meadow,
           * 2 of 3." */
          g_string_append_printf (text, _("Tile on square %d,%d: %s, %d of %u."),
                                  provisional.x, provisional.y, spot,
                                  spot_focus + 1, n_spots);
          if (feature != NULL)
            g_string_append_printf (text, " %s", feature);
        }
      else
        g_string_append_printf (text, ngettext ("Tile on square %d,%d: no figure; %u spot.",
                                                "Tile on square %d,%d: no figure; %u spots.",
                                                n_spots),
                                provisional.x, provisional.y, n_spots);
    }
  else if (hg_board_placing_get_target (placing, NULL, NULL) && hg_board_placing_get_keyboard (placing))
    {
      append_square (self, text);
      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("Turned %u degrees."), rotation * 90);
    }
  else
    {
      const HgTile *tile = hg_board_render_tile (hg_game_get_state (self->game),
                                                 (guint) hg_game_get_tile_in_hand (self->game));
      g_autofree char *words = tile != NULL ? hg_tile_text_describe (tile, rotation) : g_strdup ("");

      /* TRANSLATORS: whose turn, the tile in hand, its sides and what is on it */
      g_string_append_printf (text, _("%s to place tile %d: %s"),
                              name, hg_game_get_tile_in_hand (self->game), words);
    }

  /* Told once: the news leaves when what it stands before changes. */
  if (self->speech.once && g_strcmp0 (text->str, self->speech.once_before) != 0)
    {
      if (self->speech.once_before == NULL)
        self->speech.once_before = g_strdup (text->str);
      else
        hg_board_view_drop_news (self);
    }
  if (self->speech.news != NULL)
    {
      g_string_prepend_c (text, ' ');
      g_string_prepend (text, self->speech.news);
    }

  /* Taking the string out (rather than text->str) also keeps gcc 14 with
   * GLib 2.84's inline g_string_append() from warning -Wnull-dereference. */
  description = g_string_free (g_steal_pointer (&text), FALSE);
  if (g_strcmp0 (description, self->speech.description) == 0)
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
  g_free (self->speech.description);
  self->speech.description = g_steal_pointer (&description);
}

static const char *
help_text (void)
{
  return _("Arrow keys move the cursor, Page Down goes to the next square "
           "where the tile fits, R turns it, Enter places it; then Tab "
           "chooses a figure, Enter confirms, Escape takes the tile back.");
}

#if GTK_CHECK_VERSION (4, 14, 0)
/* GTK gives the board its place on the accessibility bus once it has
 * the focus, after the focus controller hears of it: an announcement
 * made at once would be lost. */
static gboolean
tell_help_cb (gpointer data)
{
  HgBoardView *self = data;

  self->speech.help_id = 0;
  hg_board_view_tell (self, help_text ());
  return G_SOURCE_REMOVE;
}
#endif

/* The keys are told once, the first time the board has the focus. */
static void
focus_enter_cb (GtkEventControllerFocus *controller,
                HgBoardView             *self)
{
  if (self->speech.help_said)
    return;
  self->speech.help_said = TRUE;
#if GTK_CHECK_VERSION (4, 14, 0)
  self->speech.help_id = g_idle_add (tell_help_cb, self);
#else
  hg_board_view_drop_news (self);
  self->speech.news = g_strdup (help_text ());
  self->speech.once = TRUE;
  hg_board_view_update_description (self);
#endif
}

void
hg_board_view_speech_attach (HgBoardView *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect_object (focus, "enter", G_CALLBACK (focus_enter_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

void
hg_board_view_drop_news (HgBoardView *self)
{
  g_clear_pointer (&self->speech.news, g_free);
  g_clear_pointer (&self->speech.once_before, g_free);
  self->speech.once = FALSE;
}

/* Said ------------------------------------------------------------------- */

void
hg_board_view_tell (HgBoardView *self,
                    const char  *text)
{
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
  hg_board_view_drop_news (self);
  if (self->speech.description != NULL && g_str_has_prefix (self->speech.description, text))
    hg_board_view_update_description (self);
  self->speech.news = g_strdup (text);
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
      hg_board_view_tell (self, _("Only this way fits here."));
      break;
    case HG_BOARD_SAY_NO_FIT:
      hg_board_view_tell (self, _("The tile does not fit here."));
      break;
    case HG_BOARD_SAY_TILE:
      {
        const HgTile *tile = self->game != NULL ? hg_board_render_tile (hg_game_get_state (self->game),
                                                                        (guint) hg_game_get_tile_in_hand (self->game))
                                                : NULL;
        g_autofree char *words = tile != NULL ? hg_tile_text_describe (tile, hg_board_placing_get_rotation (self->placing))
                                              : NULL;

        if (words != NULL)
          hg_board_view_tell (self, words);
      }
      break;
    default:
      g_assert_not_reached ();
    }
}
