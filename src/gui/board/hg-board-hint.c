/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-hint.c: a hint on the board view: the move the computer would
 * make, shown on its square with its figure and one line of reason in the
 * banner.  It is never played by itself: Enter plays it, Escape or any
 * change of the game takes it away.  In review, the coach's better move
 * is shown the same way (a ghost, never played). */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-board-actions.h"
#include "hg-board-view-private.h"

/* The hinted square in sight and not under the banner: else the board
 * moves (without counting as the person's navigation, so it still
 * follows the game) to bring it to the middle. */
static void
keep_hint_visible (HgBoardView *self)
{
  HgBoardCamera *camera = hg_board_view_camera (self);
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));
  double px, py, s, cx, cy;
  /* the banner's room, below a tip over the board */
  int room = MIN (HG_BOARD_BANNER_ROOM + self->marked.covered_top, h / 3);

  if (w <= 0 || h <= 0)
    return;
  hg_board_camera_to_screen (camera, self->hint.move.x, self->hint.move.y, &px, &py, &s);
  if (px < 0 || px + s > w || py < room || py + s > h)
    {
      cx = self->hint.move.x + 0.5;
      cy = self->hint.move.y + 0.5;
      /* the middle is still under the banner in a view that short */
      if (h / 2.0 - s / 2 < room)
        cy -= (room - (h / 2.0 - s / 2)) / s;
      hg_board_camera_set_centre (camera, cx, cy);
    }
}

void
hg_board_view_put_hint (HgBoardView  *self,
                        const HgMove *move,
                        const char   *reason)
{
  if (!hg_board_placing_fits (self->placing, move->x, move->y, move->rot))
    return;
  hg_board_placing_cancel (self->placing);
  self->hint.shown = TRUE;
  self->hint.ghost = FALSE;
  self->hint.move = *move;
  g_free (self->hint.banner);
  /* TRANSLATORS: the banner over the board with a hint: the reason, then
   * what to do */
  self->hint.banner = g_strdup_printf (_("Hint: %s Enter plays it, Escape hides it."),
                                       reason != NULL ? reason : "");
  keep_hint_visible (self);
  hg_board_view_changed (self);
  hg_board_view_tell (self, self->hint.banner);
}

/* Review: a better move than the one played next, as a ghost of the tile
 * in hand with @text in the banner; the board is read only, so it is
 * only shown. */
void
hg_board_view_put_ghost (HgBoardView  *self,
                         const HgMove *move,
                         const char   *text)
{
  if (self->game == NULL || !hg_game_check_move (self->game, move, NULL))
    return;
  self->hint.shown = TRUE;
  self->hint.ghost = TRUE;
  self->hint.move = *move;
  g_free (self->hint.banner);
  self->hint.banner = g_strdup (text);
  keep_hint_visible (self);
  hg_board_view_changed (self);
  if (text != NULL)
    hg_board_view_tell (self, text);
}

void
hg_board_view_drop_hint (HgBoardView *self)
{
  if (!self->hint.shown)
    return;
  self->hint.shown = FALSE;
  g_clear_pointer (&self->hint.banner, g_free);
  hg_board_view_changed (self);
}

gboolean
hg_board_view_take_hint (HgBoardView *self)
{
  HgMove move;

  if (!self->hint.shown || self->hint.ghost || !hg_board_placing_get_can_place (self->placing))
    return FALSE;
  move = self->hint.move;
  hg_board_view_drop_hint (self);
  /* the person's own move: its figure drops, its tile does not fly */
  hg_board_placing_play (self->placing, &move);
  return TRUE;
}

void
hg_board_view_fill_hint (HgBoardView  *self,
                         HgBoardScene *scene)
{
  if (!self->hint.shown
      || (!self->hint.ghost && hg_board_placing_get_state (self->placing) != HG_PLACING_SQUARE))
    return;
  scene->has_hint = TRUE;
  scene->hint = (HgPlacement) { self->hint.move.x, self->hint.move.y, self->hint.move.rot,
                                (guint8) hg_game_get_tile_in_hand (self->game) };
  scene->hint_role = self->hint.move.role;
  scene->hint_zone = self->hint.move.zone;
  scene->banner = self->hint.banner;
}
