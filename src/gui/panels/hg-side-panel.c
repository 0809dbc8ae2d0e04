/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-side-panel.c: the tile in hand, the players, the tiles left and the
 * scoring log, beside the board. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "hg-side-panel.h"
#include "hg-tile-painter.h"

struct _HgSidePanel
{
  GtkWidget        parent_instance;

  HgGame          *game;
  guint            rotation;
  gboolean         thinking;
  gboolean         placing;
  GPtrArray       *rows;              /* HgPlayerRow, by seat */
  char            *tiles_left_text;

  /* Template widgets */
  GtkScrolledWindow *scroller;
  GtkWidget       *tile_heading;
  GtkWidget       *tile_box;
  GtkButton       *rotate_left_button;
  GtkButton       *rotate_right_button;
  GtkDrawingArea  *tile_area;
  GtkLabel        *bonus_label;
  GtkLabel        *tiles_left_label;
  GtkLabel        *hint_label;
  GtkListBox      *players_box;
  HgScoreLog      *score_log;
};

G_DEFINE_FINAL_TYPE (HgSidePanel, hg_side_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ROTATION,
  PROP_PLACING,
  N_PROPS
};

enum {
  ROTATE,
  EVENT_HOVERED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Helpers ---------------------------------------------------------------- */

/* What a person can do now, in one sentence, for newcomers. */
static void
update_hint (HgSidePanel *self)
{
  HgPlayer *player;
  const char *hint = NULL;

  if (self->game != NULL && !hg_game_get_is_over (self->game) && !self->thinking)
    {
      player = hg_game_get_player (self->game, hg_game_get_current_player (self->game));
      if (player != NULL && !hg_player_get_is_computer (player))
        hint = self->placing
          ? _("Click a figure to put it on the new tile, or click the tile to play without one (Enter). Escape takes the tile back.")
          : _("Click a marked square to place the tile. Right-click or R turns it.");
    }

  gtk_label_set_text (self->hint_label, hint != NULL ? hint : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), hint != NULL);
}

static void
update_turn (HgSidePanel *self)
{
  gboolean over;
  guint current;
  int tile;
  HgPhase phase;
  g_autofree char *land = NULL;
  g_autofree char *bonus = NULL;
  g_autofree char *tile_label = NULL;

  if (self->game == NULL)
    return;

  over = hg_game_get_is_over (self->game);
  current = hg_game_get_current_player (self->game);
  phase = hg_game_get_phase (self->game);
  tile = hg_game_get_tile_in_hand (self->game);

  for (guint seat = 0; seat < self->rows->len; seat++)
    hg_player_row_set_current (g_ptr_array_index (self->rows, seat),
                               !over && seat == current, self->thinking);

  land = g_strdup_printf (ngettext ("%u land tile left", "%u land tiles left",
                                    hg_game_get_land_left (self->game)),
                          hg_game_get_land_left (self->game));
  bonus = g_strdup_printf (ngettext ("%u bonus tile left", "%u bonus tiles left",
                                     hg_game_get_bonus_left (self->game)),
                           hg_game_get_bonus_left (self->game));
  g_free (self->tiles_left_text);
  /* TRANSLATORS: "42 land tiles left · 12 bonus tiles left" */
  self->tiles_left_text = g_strdup_printf (_("%s · %s"), land, bonus);
  gtk_label_set_text (self->tiles_left_label, self->tiles_left_text);

  if (over)
    gtk_label_set_text (self->bonus_label, _("The game is over"));
  else if (phase == HG_PHASE_BONUS)
    gtk_label_set_text (self->bonus_label,
                        _("Bonus tile for the gold nugget in the forest just completed"));
  gtk_widget_set_visible (GTK_WIDGET (self->bonus_label), over || phase == HG_PHASE_BONUS);

  /* No tile in hand once the game is over. */
  gtk_widget_set_visible (self->tile_heading, tile >= 0);
  gtk_widget_set_visible (self->tile_box, tile >= 0);

  if (tile >= 0)
    /* TRANSLATORS: accessible label of the tile in hand: its number and
     * how many quarter turns it is turned. */
    tile_label = g_strdup_printf (_("Tile in hand: tile %d, turned %u times"), tile, self->rotation);
  else
    tile_label = g_strdup (_("No tile in hand"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tile_area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tile_label,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self->tile_area));

  update_hint (self);
}

static void
rebuild_players (HgSidePanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_box))) != NULL)
    gtk_list_box_remove (self->players_box, child);
  g_ptr_array_set_size (self->rows, 0);

  if (self->game == NULL)
    return;

  for (guint seat = 0; seat < hg_game_get_n_players (self->game); seat++)
    {
      GtkWidget *row = hg_player_row_new (hg_game_get_player (self->game, seat));

      g_ptr_array_add (self->rows, row);
      gtk_list_box_append (self->players_box, row);
    }
}

/* Callbacks -------------------------------------------------------------- */

static void
draw_tile (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  HgSidePanel *self = user_data;
  HgTilePainterStyle style = { 0 };
  AdwStyleManager *manager = adw_style_manager_get_default ();
  const HgTile *tile;
  double size = MIN (width, height);
  int id;

  if (self->game == NULL || (id = hg_game_get_tile_in_hand (self->game)) < 0)
    return;

  tile = hg_tile_set_lookup (hg_state_get_tile_set (hg_game_get_state (self->game)), (guint) id);
  if (tile == NULL)
    return;

  style.dark = adw_style_manager_get_dark (manager);
  style.high_contrast = adw_style_manager_get_high_contrast (manager);
  cairo_translate (cr, (width - size) / 2.0, (height - size) / 2.0);
  hg_tile_painter_draw (cr, tile, self->rotation, size, &style);
}

static void
rotate_left_cb (HgSidePanel *self)
{
  g_signal_emit (self, signals[ROTATE], 0, -1);
}

static void
rotate_right_cb (HgSidePanel *self)
{
  g_signal_emit (self, signals[ROTATE], 0, 1);
}

static void
event_hovered_cb (HgSidePanel *self,
                  int          index)
{
  g_signal_emit (self, signals[EVENT_HOVERED], 0, index);
}

static void
game_notify_cb (HgSidePanel *self)
{
  update_turn (self);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_side_panel_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  HgSidePanel *self = HG_SIDE_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_ROTATION:
      g_value_set_uint (value, self->rotation);
      break;
    case PROP_PLACING:
      g_value_set_boolean (value, self->placing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_side_panel_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  HgSidePanel *self = HG_SIDE_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      hg_side_panel_set_game (self, g_value_get_object (value));
      break;
    case PROP_ROTATION:
      hg_side_panel_set_rotation (self, g_value_get_uint (value));
      break;
    case PROP_PLACING:
      hg_side_panel_set_placing (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_side_panel_dispose (GObject *object)
{
  HgSidePanel *self = HG_SIDE_PANEL (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_SIDE_PANEL);
  /* Template children that are not bound are unparented here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (hg_side_panel_parent_class)->dispose (object);
}

static void
hg_side_panel_finalize (GObject *object)
{
  HgSidePanel *self = HG_SIDE_PANEL (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_free (self->tiles_left_text);

  G_OBJECT_CLASS (hg_side_panel_parent_class)->finalize (object);
}

static void
hg_side_panel_class_init (HgSidePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->get_property = hg_side_panel_get_property;
  object_class->set_property = hg_side_panel_set_property;
  object_class->dispose = hg_side_panel_dispose;
  object_class->finalize = hg_side_panel_finalize;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, HG_TYPE_GAME, flags);
  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0, flags);
  /* Whether the tile in hand is down on the board, waiting for a figure. */
  properties[PROP_PLACING] =
    g_param_spec_boolean ("placing", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * HgSidePanel::rotate:
   * @direction: +1 to turn the tile in hand clockwise, -1 the other way
   */
  signals[ROTATE] =
    g_signal_new ("rotate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * HgSidePanel::event-hovered:
   * @index: a scoring event of the game's log, or -1 for none
   */
  signals[EVENT_HOVERED] =
    g_signal_new ("event-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  g_type_ensure (HG_TYPE_SCORE_LOG);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, tile_heading);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, tile_box);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, rotate_left_button);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, rotate_right_button);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, tile_area);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, bonus_label);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, hint_label);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, players_box);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, score_log);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "hgsidepanel");
}

static void
hg_side_panel_init (HgSidePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_ptr_array_new ();

  gtk_drawing_area_set_draw_func (self->tile_area, draw_tile, self, NULL);
  g_signal_connect_swapped (self->rotate_left_button, "clicked", G_CALLBACK (rotate_left_cb), self);
  g_signal_connect_swapped (self->rotate_right_button, "clicked", G_CALLBACK (rotate_right_cb), self);
  g_signal_connect_swapped (self->score_log, "event-hovered", G_CALLBACK (event_hovered_cb), self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self->tile_area, G_CONNECT_SWAPPED);
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_side_panel_new (void)
{
  return g_object_new (HG_TYPE_SIDE_PANEL, NULL);
}

void
hg_side_panel_set_game (HgSidePanel *self,
                        HgGame      *game)
{
  g_return_if_fail (HG_IS_SIDE_PANEL (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_object (game, "notify", G_CALLBACK (game_notify_cb), self, G_CONNECT_SWAPPED);

  rebuild_players (self);
  hg_score_log_set_game (self->score_log, game);
  update_turn (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

HgGame *
hg_side_panel_get_game (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), NULL);

  return self->game;
}

void
hg_side_panel_set_rotation (HgSidePanel *self,
                            guint        rotation)
{
  g_return_if_fail (HG_IS_SIDE_PANEL (self));

  rotation %= 4;
  if (self->rotation == rotation)
    return;

  self->rotation = rotation;
  update_turn (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
}

guint
hg_side_panel_get_rotation (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), 0);

  return self->rotation;
}

void
hg_side_panel_set_thinking (HgSidePanel *self,
                            gboolean     thinking)
{
  g_return_if_fail (HG_IS_SIDE_PANEL (self));

  self->thinking = !!thinking;
  update_turn (self);
}

void
hg_side_panel_set_placing (HgSidePanel *self,
                           gboolean     placing)
{
  g_return_if_fail (HG_IS_SIDE_PANEL (self));

  placing = !!placing;
  if (self->placing == placing)
    return;

  self->placing = placing;
  update_hint (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLACING]);
}

const char *
hg_side_panel_get_hint_text (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->hint_label))
    ? gtk_label_get_text (self->hint_label) : NULL;
}

HgPlayerRow *
hg_side_panel_get_player_row (HgSidePanel *self,
                              guint        seat)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), NULL);

  if (seat >= self->rows->len)
    return NULL;
  return g_ptr_array_index (self->rows, seat);
}

HgScoreLog *
hg_side_panel_get_score_log (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), NULL);

  return self->score_log;
}

const char *
hg_side_panel_get_tiles_left_text (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), NULL);

  return self->tiles_left_text;
}

const char *
hg_side_panel_get_bonus_text (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->bonus_label))
         ? gtk_label_get_text (self->bonus_label) : NULL;
}
