/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-view.c: HgBoardView, the board widget.
 *
 * What is being placed (rotation, the square under the pointer or the
 * keyboard cursor, the provisional tile and its figure spots) is its
 * HgBoardPlacing's, where it looks its HgBoardCamera's (both without
 * GTK); the view turns input into their calls, and draws, animates and
 * tells what they report.  Drawing is hg-board-render.c, the input
 * controllers hg-board-input.c; every rule is the engine's, asked through
 * the HgGame.
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "hg-board-animation.h"
#include "hg-board-actions.h"
#include "hg-board-input.h"
#include "hg-board-render.h"
#include "hg-board-sprites.h"
#include "hg-board-tiles.h"
#include "hg-board-view-private.h"
#include "hg-board-view.h"
#include "hg-tile-cache.h"

#define CACHE_BYTES    (8 * 1024 * 1024)  /* more while one frame needs more */

G_DEFINE_FINAL_TYPE (HgBoardView, hg_board_view, GTK_TYPE_DRAWING_AREA)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ROTATION,
  PROP_CAN_PLACE,
  PROP_HAS_PLACEMENT,
  PROP_SPEED,
  PROP_FEATURE_TEXT,
  PROP_FEATURE_INFO,
  PROP_PREPARING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  PLACEMENT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Where the view looks of its own accord ----------------------------------
 *
 * The whole board fitted; the tile put down zoomed in on until its figure
 * spots are large enough to hit, and back once it is played or taken
 * back; another seat's move that landed out of a view the person moved
 * gone to (or marked at the edge).  The camera (hg-board-camera.c) works
 * it out, the motion (hg-board-animation.c) glides there. */

#define TARGET_PX      24.0  /* a figure spot's target is at least this wide and
                                high (WCAG 2.5.8) */

/* The camera started a glide from where the view was. */
static void
glide (HgBoardView *self)
{
  hg_board_motion_glide (self);
  hg_board_view_retarget (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
zoom_back (HgBoardView *self)
{
  if (hg_board_camera_zoom_back (hg_board_view_camera (self)))
    glide (self);
}

/* The view zooms in on the tile put down until every spot's target (its
 * marker's square, or half of it for a marker of two roles) is TARGET_PX
 * wide and high, as far as the tile then still fits in the view. */
static void
zoom_to_spots (HgBoardView *self)
{
  HgBoardCamera *camera = hg_board_view_camera (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double need = TARGET_PX;
  int step = hg_board_camera_get_zoom (camera);
  HgPlacement p;
  guint n;
  const HgMove *spots = hg_board_placing_get_spots (self->placing, &n);

  if (!hg_board_placing_get_placement (self->placing, &p))
    return;
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (spots[i].zone == spots[j].zone)
        need = 2 * TARGET_PX;
  while (step < HG_BOARD_MAX_STEP && hg_board_render_marker_side (hg_board_camera_step_size (step)) < need
         && hg_board_camera_step_size (step + 1) <= MIN (w, h))
    step++;
  if (hg_board_camera_zoom_in_on (camera, p.x, p.y, step))
    glide (self);
}

/* A move of another seat landed on (@move's square) in a view the person
 * set: when it is out of view the view goes there (the move's motion
 * makes it glide), unless the person moved the view just now; then a
 * mark at the edge points to it. */
static void
show_move (HgBoardView  *self,
           const HgMove *move,
           guint         seat)
{
  HgBoardCamera *camera = hg_board_view_camera (self);

  if (gtk_widget_get_width (GTK_WIDGET (self)) <= 0 || gtk_widget_get_height (GTK_WIDGET (self)) <= 0
      || hg_board_camera_square_in_view (camera, move->x, move->y))
    return;
  if (hg_board_camera_navigated_lately (camera, g_get_monotonic_time ()))
    {
      self->marked.has_edge_mark = TRUE;
      self->marked.edge_mark = (HgPlacement) { move->x, move->y, move->rot, 0 };
      self->marked.edge_seat = seat;
      return;
    }
  hg_board_camera_bring_into_view (camera, move->x, move->y);
}

/* The placing's tile put down, turned, taken back or played: the view
 * zooms in on it (or back), and tells. */
static void
placement_changed_cb (HgBoardView *self)
{
  if (hg_board_placing_get_placement (self->placing, NULL))
    zoom_to_spots (self);
  else
    zoom_back (self);
  g_signal_emit (self, signals[PLACEMENT_CHANGED], 0);
}

static void
placing_notify_cb (HgBoardView *self,
                   GParamSpec  *pspec)
{
  if (g_strcmp0 (pspec->name, "rotation") == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
  else if (g_strcmp0 (pspec->name, "can-place") == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_PLACE]);
  else if (g_strcmp0 (pspec->name, "has-placement") == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_PLACEMENT]);
}

static void
set_preparing (HgBoardView *self,
               gboolean     preparing)
{
  if (self->preparing == preparing)
    return;
  self->preparing = preparing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PREPARING]);
}

static void
refresh (HgBoardView *self,
         gboolean     new_turn)
{
  /* a hint is for the position it was asked in */
  self->hint.shown = FALSE;
  g_clear_pointer (&self->hint.banner, g_free);
  g_array_set_size (self->marked.highlight, 0);
  self->marked.has_outline = FALSE;
  self->marked.has_edge_mark = FALSE;
  g_clear_pointer (&self->marked.banner, g_free);

  /* the bonus tile's banner follows the phase */
  if (self->game != NULL && !hg_game_get_is_over (self->game)
      && hg_game_get_phase (self->game) == HG_PHASE_BONUS)
    self->marked.banner = g_strdup (_("Bonus tile for the gold nugget: place it as well"));

  hg_board_placing_refresh (self->placing, new_turn);
  if (hg_board_camera_get_follow (self->camera))
    hg_board_view_fit_now (self);
  hg_board_view_changed (self);
}

/* Game signals ----------------------------------------------------------- */

static void
move_applied_cb (HgBoardView  *self,
                 const HgMove *move)
{
  GListModel *moves = hg_game_get_moves (self->game);
  g_autoptr(HgMoveRecord) record = g_list_model_get_item (moves, g_list_model_get_n_items (moves) - 1);
  double old_cx, old_cy, old_size;
  guint seat = record != NULL ? hg_move_record_get_seat (record) : 0;
  /* the person played it in this view */
  gboolean own = hg_board_placing_get_state (self->placing) == HG_PLACING_PLAYING;

  hg_board_camera_get_shown (self->camera, &old_cx, &old_cy, &old_size);
  self->replaying = FALSE;
  refresh (self, TRUE);
  if (!own && !hg_board_camera_get_follow (self->camera))
    show_move (self, move, seat);
  hg_board_motion_move (self, move, seat, own, old_cx, old_cy, old_size);
}

static void
scored_cb (HgBoardView  *self,
           HgScoreEvent *event)
{
  const HgZoneRef *zones;
  guint n_zones;

  /* a redo shows the position, not the moment; the end-of-game scoring
   * has a show of its own (the window's) */
  if (self->replaying || hg_score_event_get_is_final (event))
    return;
  zones = hg_score_event_get_zones (event, &n_zones);
  hg_board_motion_score (self, zones, n_zones, hg_score_event_get_seats (event),
                         hg_score_event_get_points (event));
}

static void
history_changed_cb (HgBoardView  *self,
                    const HgMove *move)
{
  self->replaying = TRUE;
  hg_board_motion_stop (self);
  refresh (self, TRUE);
}

/* Drawing ---------------------------------------------------------------- */

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  hg_board_view_draw_frame (HG_BOARD_VIEW (area), cr, width, height);
}

/* With a game, the frame is built as render nodes (hg-board-nodes.c);
 * without one, the drawing area fills it with the background. */
static void
hg_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  HgBoardView *self = HG_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  if (self->game == NULL || width <= 0 || height <= 0)
    {
      GTK_WIDGET_CLASS (hg_board_view_parent_class)->snapshot (widget, snapshot);
      return;
    }
  hg_board_view_snapshot_frame (self, snapshot, width, height);
}

/* Tiles the last frame asked for are painted: draw them. */
static void
tiles_ready_cb (gpointer user_data)
{
  HgBoardView *self = user_data;

  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->preparing && hg_tile_cache_get_n_pending (self->cache) == 0)
    set_preparing (self, FALSE);
}

static void
resize_cb (HgBoardView *self,
           int          width,
           int          height)
{
  if (hg_board_camera_get_follow (self->camera))
    hg_board_view_fit_now (self);
}

static void
style_changed_cb (HgBoardView *self)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  HgTilePainterStyle tile_style = {
    .dark = adw_style_manager_get_dark (style),
    .high_contrast = adw_style_manager_get_high_contrast (style),
  };

  hg_tile_cache_set_style (self->cache, &tile_style);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The board's keys work on the whole window the view is in. */
static void
hg_board_view_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (hg_board_view_parent_class)->root (widget);
  hg_board_input_root (HG_BOARD_VIEW (widget));
}

static void
hg_board_view_unroot (GtkWidget *widget)
{
  hg_board_input_unroot (HG_BOARD_VIEW (widget));
  GTK_WIDGET_CLASS (hg_board_view_parent_class)->unroot (widget);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_board_view_dispose (GObject *object)
{
  HgBoardView *self = HG_BOARD_VIEW (object);

  if (self->redraw_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->redraw_tick);
  self->redraw_tick = 0;
  g_clear_handle_id (&self->speech.help_id, g_source_remove);

  hg_board_motion_clear (self);
  hg_board_input_detach (self);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  if (self->placing != NULL)
    g_signal_handlers_disconnect_by_data (self->placing, self);
  g_clear_object (&self->placing);

  G_OBJECT_CLASS (hg_board_view_parent_class)->dispose (object);
}

static void
hg_board_view_finalize (GObject *object)
{
  HgBoardView *self = HG_BOARD_VIEW (object);

  g_clear_pointer (&self->cache, hg_tile_cache_free);
  g_clear_pointer (&self->camera, hg_board_camera_free);
  g_clear_pointer (&self->motion, g_free);
  g_clear_pointer (&self->input, g_free);
  g_clear_pointer (&self->marked.highlight, g_array_unref);
  hg_board_view_clear_reading (self);
  hg_board_view_drop_news (self);
  g_clear_pointer (&self->speech.description, g_free);
  g_clear_pointer (&self->zone_masks, g_hash_table_unref);
  g_clear_pointer (&self->textures, hg_board_textures_free);
  g_clear_pointer (&self->sprites, hg_board_sprites_free);
  g_clear_pointer (&self->marked.banner, g_free);
  g_clear_pointer (&self->hint.banner, g_free);

  G_OBJECT_CLASS (hg_board_view_parent_class)->finalize (object);
}

static void
hg_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  HgBoardView *self = HG_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_ROTATION:
      g_value_set_uint (value, hg_board_placing_get_rotation (self->placing));
      break;
    case PROP_CAN_PLACE:
      g_value_set_boolean (value, hg_board_placing_get_can_place (self->placing));
      break;
    case PROP_HAS_PLACEMENT:
      g_value_set_boolean (value, hg_board_placing_get_placement (self->placing, NULL));
      break;
    case PROP_SPEED:
      g_value_set_double (value, hg_board_view_get_speed (self));
      break;
    case PROP_FEATURE_TEXT:
      g_value_set_string (value, self->reading.feature_text);
      break;
    case PROP_FEATURE_INFO:
      g_value_set_boxed (value, hg_board_view_get_feature_info (self));
      break;
    case PROP_PREPARING:
      g_value_set_boolean (value, self->preparing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  HgBoardView *self = HG_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      hg_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_ROTATION:
      hg_board_view_set_rotation (self, g_value_get_uint (value));
      break;
    case PROP_SPEED:
      hg_board_view_set_speed (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_board_view_class_init (HgBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hg_board_view_dispose;
  object_class->finalize = hg_board_view_finalize;
  object_class->get_property = hg_board_view_get_property;
  object_class->set_property = hg_board_view_set_property;
  widget_class->snapshot = hg_board_view_snapshot;
  widget_class->root = hg_board_view_root;
  widget_class->unroot = hg_board_view_unroot;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, HG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_PLACE] =
    g_param_spec_boolean ("can-place", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HAS_PLACEMENT] =
    g_param_spec_boolean ("has-placement", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SPEED] =
    g_param_spec_double ("speed", NULL, NULL, 0.1, 10.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FEATURE_TEXT] =
    g_param_spec_string ("feature-text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* What "feature-text" was made from (HgFeatureInfo), or NULL. */
  properties[PROP_FEATURE_INFO] =
    g_param_spec_boxed ("feature-info", NULL, NULL, HG_TYPE_FEATURE_INFO,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PREPARING] =
    g_param_spec_boolean ("preparing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * HgBoardView::placement-changed:
   * A tile was put down provisionally (waiting for its figure), or taken
   * back or played; read hg_board_view_get_placement().
   */
  signals[PLACEMENT_CHANGED] =
    g_signal_new ("placement-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
#if GTK_CHECK_VERSION (4, 14, 0)
  /* Newer than GDK_VERSION_MAX_ALLOWED, compiled only where GTK has it. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_APPLICATION);
  G_GNUC_END_IGNORE_DEPRECATIONS
#else
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
#endif
  gtk_widget_class_set_css_name (widget_class, "hgboard");
  hg_board_input_class_init (widget_class);
}

static void
hg_board_view_init (HgBoardView *self)
{
  AdwStyleManager *style = adw_style_manager_get_default ();

  self->cache = hg_tile_cache_new (CACHE_BYTES);
  hg_tile_cache_set_ready_func (self->cache, tiles_ready_cb, self);
  self->placing = hg_board_placing_new ();
  g_signal_connect_object (self->placing, "placement-changed",
                           G_CALLBACK (placement_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->placing, "notify",
                           G_CALLBACK (placing_notify_cb), self, G_CONNECT_SWAPPED);
  self->marked.highlight = g_array_new (FALSE, FALSE, sizeof (HgZoneRef));
  self->reading.zones = g_array_new (FALSE, FALSE, sizeof (HgZoneRef));
  self->zone_masks = hg_board_render_new_mask_cache ();
  self->textures = hg_board_textures_new ();
  self->sprites = hg_board_sprites_new ();
  self->camera = hg_board_camera_new ();
  self->motion = hg_board_motion_new (self);

  self->game_signals = g_signal_group_new (HG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "move-applied",
                                 G_CALLBACK (move_applied_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "scored",
                                 G_CALLBACK (scored_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "undone",
                                 G_CALLBACK (history_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "redone",
                                 G_CALLBACK (history_changed_cb), self, G_CONNECT_SWAPPED);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw_cb, NULL, NULL);
  g_signal_connect (self, "resize", G_CALLBACK (resize_cb), NULL);
  g_signal_connect_object (style, "notify::dark", G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (style, "notify::high-contrast", G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);
  style_changed_cb (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
  hg_board_view_update_description (self);
  hg_board_view_speech_attach (self);
  hg_board_input_attach (self);
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_board_view_new (void)
{
  return g_object_new (HG_TYPE_BOARD_VIEW, NULL);
}

HgGame *
hg_board_view_get_game (HgBoardView *self)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), NULL);

  return self->game;
}

void
hg_board_view_set_game (HgBoardView *self,
                        HgGame      *game)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  if (self->game == game)
    return;

  /* its first frame is not a move of the view */
  memset (self->last_frame, 0, sizeof self->last_frame);
  /* its frames ask for the tiles they show now */
  set_preparing (self, FALSE);
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  hg_board_motion_stop (self);
  hg_board_placing_set_game (self->placing, game);
  hg_board_camera_set_follow (self->camera, TRUE);
  refresh (self, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* The fitted view of a game to come: its tiles are painted before it is
 * shown. */
void
hg_board_view_prepare (HgBoardView *self,
                       HgGame      *game,
                       int          width,
                       int          height)
{
  const HgState *state;
  int x1, y1, x2, y2, zoom;
  double cx, cy, size;

  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (HG_IS_GAME (game));

  state = hg_game_get_state (game);
  hg_board_camera_bounds (state, &x1, &y1, &x2, &y2);
  if (self->game != NULL || !hg_board_camera_compute_fit (width, height, x1, y1, x2, y2, &zoom, &cx, &cy))
    return;
  size = hg_board_camera_step_size (zoom);
  hg_tile_cache_begin_requests (self->cache);
  for (guint i = 0, n = hg_state_get_n_placed (state); i < n; i++)
    {
      HgPlacement p;
      const HgTile *tile;

      hg_state_get_placed (state, i, &p);
      tile = hg_board_render_tile (state, p.tile);
      if (tile != NULL)
        hg_tile_cache_request (self->cache, tile, p.rot, size,
                               gtk_widget_get_scale_factor (GTK_WIDGET (self)), 0);
    }
  hg_tile_cache_end_requests (self->cache);
  set_preparing (self, hg_tile_cache_get_n_pending (self->cache) > 0);
}

gboolean
hg_board_view_get_preparing (HgBoardView *self)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), FALSE);

  return self->preparing;
}

guint
hg_board_view_get_rotation (HgBoardView *self)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), 0);

  return hg_board_placing_get_rotation (self->placing);
}

void
hg_board_view_set_rotation (HgBoardView *self,
                            guint        rotation)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (rotation < 4);

  hg_board_placing_set_rotation (self->placing, rotation);
  hg_board_view_changed (self);
}

gboolean
hg_board_view_get_can_place (HgBoardView *self)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), FALSE);

  return hg_board_placing_get_can_place (self->placing);
}

gboolean
hg_board_view_place_at (HgBoardView *self,
                        int          x,
                        int          y)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), FALSE);

  if (!hg_board_placing_place_at (self->placing, x, y))
    return FALSE;
  hg_board_view_changed (self);
  return TRUE;
}

gboolean
hg_board_view_get_placement (HgBoardView *self,
                             HgPlacement *out)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), FALSE);

  return hg_board_placing_get_placement (self->placing, out);
}

GArray *
hg_board_view_get_figure_spots (HgBoardView *self)
{
  const HgMove *spots;
  GArray *copy;
  guint n;

  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), NULL);

  spots = hg_board_placing_get_spots (self->placing, &n);
  copy = g_array_sized_new (FALSE, FALSE, sizeof (HgMove), n);
  g_array_append_vals (copy, spots, n);
  return copy;
}

gboolean
hg_board_view_choose_spot (HgBoardView *self,
                           int          index)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (index >= -1, FALSE);

  return hg_board_placing_choose_spot (self->placing, index);
}

void
hg_board_view_cancel_placement (HgBoardView *self)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));

  if (hg_board_placing_cancel (self->placing))
    hg_board_view_changed (self);
}

void
hg_board_view_square_to_widget (HgBoardView *self,
                                int          x,
                                int          y,
                                double      *wx,
                                double      *wy,
                                double      *size)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));

  hg_board_camera_to_screen (hg_board_view_camera (self), x, y, wx, wy, size);
}

void
hg_board_view_set_interactive (HgBoardView *self,
                               gboolean     interactive)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));

  if (hg_board_placing_get_interactive (self->placing) == interactive)
    return;
  hg_board_placing_set_interactive (self->placing, interactive);
  refresh (self, FALSE);
}

/* What the view shows and does, asked of its parts ------------------------ */

double
hg_board_view_get_speed (HgBoardView *self)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), 1.0);

  return hg_board_motion_get_speed (self);
}

void
hg_board_view_set_speed (HgBoardView *self,
                         double       speed)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (speed > 0);

  if (hg_board_motion_get_speed (self) == speed)
    return;
  hg_board_motion_set_speed (self, speed);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

void
hg_board_view_show_score (HgBoardView  *self,
                          HgScoreEvent *event)
{
  const HgZoneRef *zones;
  guint n_zones;

  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (HG_IS_SCORE_EVENT (event));

  zones = hg_score_event_get_zones (event, &n_zones);
  hg_board_motion_score (self, zones, n_zones, hg_score_event_get_seats (event),
                         hg_score_event_get_points (event));
}

gint64
hg_board_view_get_motion_time_left (HgBoardView *self)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), 0);

  return hg_board_motion_time_left (self);
}

gboolean
hg_board_view_get_animating (HgBoardView *self)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), FALSE);

  return hg_board_motion_get_running (self);
}

gboolean
hg_board_view_get_spot_centre (HgBoardView *self,
                               guint        index,
                               double      *wx,
                               double      *wy)
{
  HgBoardScene scene;

  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (wx != NULL && wy != NULL, FALSE);

  if (self->game == NULL)
    return FALSE;
  hg_board_view_fill_scene (self, &scene, gtk_widget_get_width (GTK_WIDGET (self)),
                            gtk_widget_get_height (GTK_WIDGET (self)));
  if (!scene.has_provisional || index >= scene.n_spots)
    return FALSE;
  hg_board_render_spot_centre (&scene, index, wx, wy);
  return TRUE;
}

gboolean
hg_board_view_get_moving_tile (HgBoardView *self,
                               HgPlacement *tile,
                               double      *wx,
                               double      *wy,
                               double      *size)
{
  HgBoardScene scene;

  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  hg_board_view_fill_scene (self, &scene, gtk_widget_get_width (GTK_WIDGET (self)),
                            gtk_widget_get_height (GTK_WIDGET (self)));
  if (!scene.has_moving)
    return FALSE;
  if (tile != NULL)
    *tile = scene.moving;
  if (wx != NULL)
    *wx = scene.moving_x;
  if (wy != NULL)
    *wy = scene.moving_y;
  if (size != NULL)
    *size = scene.size * scene.moving_scale;
  return TRUE;
}

guint
hg_board_view_get_n_scores_shown (HgBoardView *self)
{
  HgBoardScene scene;

  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), 0);

  if (self->game == NULL)
    return 0;
  hg_board_view_fill_scene (self, &scene, gtk_widget_get_width (GTK_WIDGET (self)),
                            gtk_widget_get_height (GTK_WIDGET (self)));
  return scene.n_scores;
}

void
hg_board_view_render (HgBoardView *self,
                      cairo_t     *cr,
                      int          width,
                      int          height)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (cr != NULL);

  hg_board_view_paint (self, cr, width, height);
}

gboolean
hg_board_view_get_hint (HgBoardView *self,
                        HgMove      *out)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), FALSE);

  if (self->hint.shown && out != NULL)
    *out = self->hint.move;
  return self->hint.shown;
}

const char *
hg_board_view_get_feature_text (HgBoardView *self)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), NULL);

  return self->reading.feature_text;
}

const HgFeatureInfo *
hg_board_view_get_feature_info (HgBoardView *self)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), NULL);

  return self->reading.has_info ? &self->reading.info : NULL;
}

void
hg_board_view_set_highlight (HgBoardView     *self,
                             const HgZoneRef *zones,
                             guint            n_zones)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (zones != NULL || n_zones == 0);

  g_array_set_size (self->marked.highlight, 0);
  g_array_append_vals (self->marked.highlight, zones, n_zones);
  /* the most recent wins over the feature pointed at on the board */
  if (n_zones > 0)
    self->reading.on_top = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hg_board_view_set_highlight_square (HgBoardView *self,
                                    gboolean     shown,
                                    int          x,
                                    int          y)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));

  shown = !!shown;
  if (self->marked.has_outline == shown && (!shown || (self->marked.outline_x == x && self->marked.outline_y == y)))
    return;
  self->marked.has_outline = shown;
  self->marked.outline_x = x;
  self->marked.outline_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hg_board_view_set_covered_top (HgBoardView *self,
                               int          height)
{
  HgPlacement provisional;

  g_return_if_fail (HG_IS_BOARD_VIEW (self));

  height = MAX (height, 0);
  if (self->marked.covered_top == height)
    return;
  self->marked.covered_top = height;
  /* the board fitted below it, while following the game; the tile put
   * down (its figure spots) moved out from under it */
  hg_board_camera_set_top_inset (self->camera, height);
  if (hg_board_camera_get_follow (self->camera))
    hg_board_view_fit_now (self);
  else if (hg_board_placing_get_placement (self->placing, &provisional)
           && hg_board_camera_clear_top_inset (self->camera, provisional.x, provisional.y))
    hg_board_view_retarget (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
hg_board_view_get_highlight_square (HgBoardView *self,
                                    int         *x,
                                    int         *y)
{
  g_return_val_if_fail (HG_IS_BOARD_VIEW (self), FALSE);

  if (self->marked.has_outline)
    {
      if (x != NULL)
        *x = self->marked.outline_x;
      if (y != NULL)
        *y = self->marked.outline_y;
    }
  return self->marked.has_outline;
}

void
hg_board_view_zoom (HgBoardView *self,
                    int          steps)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));

  hg_board_view_zoom_at (self, steps, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
hg_board_view_show_hint (HgBoardView  *self,
                         const HgMove *move,
                         const char   *reason)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (move != NULL);

  hg_board_view_put_hint (self, move, reason);
}

void
hg_board_view_show_ghost (HgBoardView  *self,
                          const HgMove *move,
                          const char   *text)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (move != NULL);

  hg_board_view_put_ghost (self, move, text);
}

void
hg_board_view_clear_hint (HgBoardView *self)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));

  hg_board_view_drop_hint (self);
}

void
hg_board_view_announce (HgBoardView *self,
                        const char  *text)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (text != NULL);

  hg_board_view_tell (self, text);
}

void
hg_board_view_rotate (HgBoardView *self,
                      int          direction)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));
  g_return_if_fail (direction == 1 || direction == -1);

  hg_board_view_turn (self, direction);
}

void
hg_board_view_fit (HgBoardView *self)
{
  g_return_if_fail (HG_IS_BOARD_VIEW (self));

  hg_board_view_fit_and_follow (self);
}
