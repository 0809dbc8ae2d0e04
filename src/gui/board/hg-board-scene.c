/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-scene.c: what the board view shows, from its state: the scene
 * that hg-board-render.c draws, and the same in words for the accessible
 * description. */

#include "config.h"

#include <adwaita.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-board-animation.h"
#include "hg-board-nodes.h"
#include "hg-board-render.h"
#include "hg-board-sprites.h"
#include "hg-board-tiles.h"
#include "hg-board-view-private.h"

/* Each seat's last turn: its most recent move, and the land tile before
 * it when that was a bonus tile. */
static void
fill_marks (HgBoardView  *self,
            HgBoardScene *scene)
{
  GListModel *moves = hg_game_get_moves (self->game);
  guint n = g_list_model_get_n_items (moves);
  guint8 done = 0, all = (guint8) ((1u << hg_game_get_n_players (self->game)) - 1);

  for (guint i = n; i > 0 && done != all; i--)
    {
      g_autoptr(HgMoveRecord) record = g_list_model_get_item (moves, i - 1);
      guint seat = hg_move_record_get_seat (record);
      const HgMove *move = hg_move_record_get_move (record);
      HgBoardMark *mark = &scene->marks[seat % HG_MAX_PLAYERS];

      if (done & (1u << seat))
        continue;
      mark->x[mark->n] = move->x;
      mark->y[mark->n] = move->y;
      mark->n++;
      /* a bonus tile's turn began with the land tile before it */
      if (!hg_move_record_get_is_bonus (record) || mark->n == 2)
        done |= (guint8) (1u << seat);
    }
}

HgBoardScene *
hg_board_view_fill_scene (HgBoardView  *self,
            HgBoardScene *scene,
            int           width,
            int           height)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  const HgState *state = hg_game_get_state (self->game);

  *scene = (HgBoardScene) { 0 };
  scene->state = state;
  scene->cache = self->cache;
  scene->width = width;
  scene->height = height;
  scene->size = hg_board_camera_get_square_size (self->camera);
  scene->paint_size = hg_board_camera_get_paint_size (self->camera);
  scene->scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  hg_board_camera_get_origin (self->camera, width, height, &scene->origin_x, &scene->origin_y);
  scene->dark = adw_style_manager_get_dark (style);
  scene->high_contrast = adw_style_manager_get_high_contrast (style);
  scene->seat = hg_game_get_current_player (self->game);
  scene->spot_focus = -1;
  scene->spot_hover = -1;

  for (guint i = 0; i < hg_game_get_n_players (self->game) && i < HG_MAX_PLAYERS; i++)
    if (!gdk_rgba_parse (&scene->colours[i], hg_player_get_colour (hg_game_get_player (self->game, i))))
      scene->colours[i] = (GdkRGBA) { 0.5f, 0.5f, 0.5f, 1.0f };

  if (hg_state_get_n_placed (state) > 1)
    {
      scene->has_last = TRUE;
      hg_state_get_placed (state, hg_state_get_n_placed (state) - 1, &scene->last);
    }
  fill_marks (self, scene);
  hg_board_motion_fill_scene (self, scene);

  if (hg_board_placing_get_can_place (self->placing))
    {
      HgBoardPlacing *placing = self->placing;
      HgPlacement dummy;
      guint rot = hg_board_placing_get_rotation (placing);
      int x, y;
      gboolean has_target = hg_board_placing_get_target (placing, &x, &y);

      scene->legal = hg_board_placing_get_legal (placing, &scene->n_legal);
      if (has_target && !hg_state_get_tile_at (state, x, y, &dummy))
        {
          scene->has_ghost = TRUE;
          scene->ghost = (HgPlacement) { x, y, rot, hg_game_get_tile_in_hand (self->game) };
          scene->ghost_fits = hg_board_placing_fits (placing, x, y, rot);
        }
      if (hg_board_placing_get_placement (placing, &scene->provisional))
        {
          scene->has_provisional = TRUE;
          scene->spots = hg_board_placing_get_spots (placing, &scene->n_spots);
          scene->spot_focus = hg_board_placing_get_spot_focus (placing);
          scene->spot_hover = hg_board_placing_get_spot_hover (placing);
        }
      /* the keys work wherever the focus is: so does their cursor */
      scene->has_cursor = hg_board_placing_get_keyboard (placing) && has_target && !scene->has_provisional;
      scene->cursor_x = x;
      scene->cursor_y = y;
    }
  scene->banner = self->marked.banner;
  scene->banner_top = self->marked.covered_top;
  hg_board_view_fill_hint (self, scene);
  /* below a tip over the board, the banner must leave the lower half
   * free; else it would hide the middle of a short board, and waits for
   * the tip to close (what it says is in the side panel, or was said) */
  if (self->marked.covered_top > 0 && self->marked.covered_top + HG_BOARD_BANNER_ROOM > height / 2)
    scene->banner = NULL;
  scene->highlight = hg_board_view_get_tinted (self, &scene->n_highlight);
  if (self->marked.has_edge_mark)
    {
      double px = scene->origin_x + self->marked.edge_mark.x * scene->size;
      double py = scene->origin_y + self->marked.edge_mark.y * scene->size;

      /* only while its square is not wholly in view */
      scene->has_edge_mark = px < 0 || py < 0 || px + scene->size > width || py + scene->size > height;
      scene->edge_x = self->marked.edge_mark.x;
      scene->edge_y = self->marked.edge_mark.y;
      scene->edge_seat = self->marked.edge_seat;
    }
  scene->has_outline = self->marked.has_outline;
  scene->outline_x = self->marked.outline_x;
  scene->outline_y = self->marked.outline_y;
  scene->zone_masks = self->zone_masks;
  return scene;
}

int
hg_board_view_spot_at (HgBoardView *self,
                       double       wx,
                       double       wy)
{
  HgBoardScene scene;

  hg_board_view_fill_scene (self, &scene, gtk_widget_get_width (GTK_WIDGET (self)),
                            gtk_widget_get_height (GTK_WIDGET (self)));
  return hg_board_render_spot_at (&scene, wx, wy);
}

void
hg_board_view_draw_frame (HgBoardView *self,
                          cairo_t     *cr,
                          int          width,
                          int          height)
{
  HgBoardScene scene;

  if (self->game == NULL)
    {
      hg_board_view_paint (self, cr, width, height);
      return;
    }
  hg_board_view_fill_scene (self, &scene, width, height);
  scene.paint_later = TRUE;
  hg_board_render_draw (cr, &scene);
}

static gboolean
redraw_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  ((HgBoardView *) widget)->redraw_tick = 0;
  gtk_widget_queue_draw (widget);
  return G_SOURCE_REMOVE;
}

void
hg_board_view_snapshot_frame (HgBoardView *self,
                              GtkSnapshot *snapshot,
                              int          width,
                              int          height)
{
  HgBoardScene scene;
  double where[5];
  gboolean moved;

  hg_board_view_fill_scene (self, &scene, width, height);
  scene.paint_later = TRUE;
  /* the view moved since the last frame of this game at this size (a
   * zoom, a pan, the camera following a move); the first frame of a game
   * and a new size do not count */
  where[0] = scene.origin_x;
  where[1] = scene.origin_y;
  where[2] = scene.size;
  where[3] = width;
  where[4] = height;
  scene.first_frame = self->last_frame[2] == 0;
  moved = self->last_frame[2] > 0 && self->last_frame[3] == width && self->last_frame[4] == height
          && memcmp (where, self->last_frame, sizeof where) != 0;
  memcpy (self->last_frame, where, sizeof where);
  hg_board_render_snapshot (snapshot, self->textures, self->sprites, &scene, moved);
  /* the tiles and figures whose textures waited come in the next frame
   * (a redraw asked for while the frame is built would be forgotten) */
  if ((hg_board_textures_get_deferred (self->textures) ||
       hg_board_sprites_get_deferred (self->sprites)) && self->redraw_tick == 0)
    self->redraw_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), redraw_tick_cb,
                                                      NULL, NULL);
}

void
hg_board_view_paint (HgBoardView *self,
                     cairo_t     *cr,
                     int          width,
                     int          height)
{
  HgBoardScene scene;

  if (self->game == NULL)
    {
      GdkRGBA bg;

      hg_board_render_background (adw_style_manager_get_dark (adw_style_manager_get_default ()), &bg);
      gdk_cairo_set_source_rgba (cr, &bg);
      cairo_paint (cr);
      return;
    }
  hg_board_render_draw (cr, hg_board_view_fill_scene (self, &scene, width, height));
}
