/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-side-panel.c: the tile in hand, the players, the tiles left and the
 * two pages of the log, beside the board. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "hg-accessible.h"
#include "hg-meadow-pictures.h"
#include "hg-side-panel.h"
#include "hg-tile-painter.h"
#include "hg-unseen-view.h"

struct _HgSidePanel
{
  GtkWidget        parent_instance;

  HgGame          *game;
  GSignalGroup    *game_signals;
  guint            rotation;
  gboolean         thinking;
  gboolean         placing;
  gboolean         reviewing;
  gboolean         has_hint;
  gboolean         has_feature;
  HgFeatureInfo   *feature_info;
  char            *tiles_left_text;
  HgTileShapes    *shapes;   /* the geometry of the tile in hand */

  /* Template widgets */
  GtkWidget       *tile_box;
  GtkDrawingArea  *tile_area;
  GtkLabel        *bonus_label;
  GtkLabel        *tiles_left_label;
  GtkMenuButton   *unseen_button;
  GtkLabel        *hint_label;
  GtkWidget       *hint_button;
  GtkSpinner      *hint_spinner;
  GtkLabel        *feature_label;
  GtkStack        *notes_stack;
  GtkListBox      *players_box;
  GtkStack        *log_stack;
  HgLogView       *move_log;
  HgLogView       *score_log;
};

G_DEFINE_FINAL_TYPE (HgSidePanel, hg_side_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ROTATION,
  PROP_PLACING,
  PROP_THINKING,
  PROP_FEATURE_TEXT,
  PROP_FEATURE_INFO,
  N_PROPS
};

enum {
  ROTATE,
  EVENT_HOVERED,
  MOVE_HOVERED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Helpers ---------------------------------------------------------------- */

/* The feature pointed at, or else the hint, in the room kept for them
 * while a game is played (not in review mode, which has no hint). */
static void
update_notes (HgSidePanel *self)
{
  gboolean playing = self->game != NULL && !hg_game_get_is_over (self->game) && !self->reviewing;

  gtk_stack_set_visible_child_name (self->notes_stack, self->has_feature ? "feature" : "hint");
  gtk_widget_set_visible (GTK_WIDGET (self->notes_stack),
                          playing || self->has_hint || self->has_feature);
}

/* What a person can do now, in one sentence, for newcomers. */
static void
update_hint (HgSidePanel *self)
{
  const char *hint = NULL;

  if (self->game != NULL && !hg_game_get_is_over (self->game) && !self->reviewing
      && !hg_game_get_computer_to_move (self->game) && !self->thinking)
    hint = self->placing
      ? _("Click a figure to place it, or the tile for none; point at one to read its feature. Escape takes the tile back.")
      : _("Click a marked square to place the tile. R or right-click turns it to the next way it fits.");

  gtk_label_set_text (self->hint_label, hint != NULL ? hint : "");
  self->has_hint = hint != NULL;
  update_notes (self);
}

/* @text (replaced) with its spaces made no-break spaces. */
static const char *
no_break (char **text)
{
  GString *s = g_string_new (*text);

  g_string_replace (s, " ", "\u00a0", 0);
  g_free (*text);
  *text = g_string_free (s, FALSE);
  return *text;
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
    {
      update_hint (self);
      return;
    }

  over = hg_game_get_is_over (self->game);
  current = hg_game_get_current_player (self->game);
  phase = hg_game_get_phase (self->game);
  tile = hg_game_get_tile_in_hand (self->game);

  for (guint seat = 0; seat < hg_game_get_n_players (self->game); seat++)
    {
      HgPlayerRow *row = hg_side_panel_get_player_row (self, seat);

      if (row != NULL)
        {
          hg_player_row_set_reviewing (row, self->reviewing);
          hg_player_row_set_current (row, !over && seat == current, self->thinking);
        }
    }

  land = g_strdup_printf (ngettext ("%u land tile left", "%u land tiles left",
                                    hg_game_get_land_left (self->game)),
                          hg_game_get_land_left (self->game));
  bonus = g_strdup_printf (ngettext ("%u bonus tile left", "%u bonus tiles left",
                                     hg_game_get_bonus_left (self->game)),
                           hg_game_get_bonus_left (self->game));
  g_free (self->tiles_left_text);
  g_clear_pointer (&self->feature_info, hg_feature_info_free);
  /* TRANSLATORS: "42 land tiles left · 12 bonus tiles left" */
  self->tiles_left_text = g_strdup_printf (_("%s · %s"), land, bonus);
  {
    /* Shown with each part unbroken, and the dot kept with the first: a
     * line too long for the panel breaks after the dot. */
    g_autofree char *unbroken = g_strdup_printf (_("%s · %s"), no_break (&land), no_break (&bonus));
    GString *shown = g_string_new_len (unbroken, -1);

    g_string_replace (shown, " ·", "\u00a0·", 1);
    gtk_label_set_text (self->tiles_left_label, shown->str);
    g_string_free (shown, TRUE);
  }

  if (over)
    gtk_label_set_text (self->bonus_label, _("The game is over"));
  else if (phase == HG_PHASE_BONUS)
    gtk_label_set_text (self->bonus_label,
                        _("Bonus tile for the gold nugget in the forest just completed"));
  gtk_widget_set_visible (GTK_WIDGET (self->bonus_label), over || phase == HG_PHASE_BONUS);

  /* No tile in hand once the game is over. */
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

/* The list's row takes the focus: it is named by the seat's sentence,
 * with the score. */
static GtkWidget *
create_player_row (gpointer item,
                   gpointer user_data)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *seat = hg_player_row_new (HG_PLAYER (item));

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), seat);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, seat, NULL,
                                  -1);
  return row;
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
  hg_tile_painter_draw (cr, self->shapes, tile, self->rotation, size, &style);
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
score_hovered_cb (HgSidePanel *self,
                  GObject     *item)
{
  g_signal_emit (self, signals[EVENT_HOVERED], 0, item);
}

static void
move_hovered_cb (HgSidePanel *self,
                 GObject     *item)
{
  g_signal_emit (self, signals[MOVE_HOVERED], 0, item);
}

/* The log page shown changes: the line of the other page is no longer
 * pointed at. */
static void
log_page_changed_cb (HgSidePanel *self)
{
  if (gtk_stack_get_visible_child (self->log_stack) == GTK_WIDGET (self->move_log))
    {
      g_signal_emit (self, signals[EVENT_HOVERED], 0, NULL);
      g_signal_emit (self, signals[MOVE_HOVERED], 0, hg_log_view_get_hovered (self->move_log));
    }
  else
    {
      g_signal_emit (self, signals[MOVE_HOVERED], 0, NULL);
      g_signal_emit (self, signals[EVENT_HOVERED], 0, hg_log_view_get_hovered (self->score_log));
    }
}

/* A click on the tiles left opens the tiles to come, as their button
 * does. */
static void
tiles_left_clicked_cb (HgSidePanel *self)
{
  if (gtk_widget_is_sensitive (GTK_WIDGET (self->unseen_button)))
    gtk_menu_button_popup (self->unseen_button);
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
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    case PROP_FEATURE_TEXT:
      g_value_set_string (value, hg_side_panel_get_feature_text (self));
      break;
    case PROP_FEATURE_INFO:
      g_value_set_boxed (value, self->feature_info);
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
    case PROP_THINKING:
      hg_side_panel_set_thinking (self, g_value_get_boolean (value));
      break;
    case PROP_FEATURE_TEXT:
      hg_side_panel_set_feature_text (self, g_value_get_string (value));
      break;
    case PROP_FEATURE_INFO:
      hg_side_panel_set_feature_info (self, g_value_get_boxed (value));
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

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
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

  g_free (self->tiles_left_text);
  hg_tile_shapes_unref (self->shapes);

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
  /* Whether a computer seat is working out its move. */
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE, flags);
  /* The feature pointed at on the board, in one line (NULL: none);
   * bound to the board view's "feature-text". */
  properties[PROP_FEATURE_TEXT] =
    g_param_spec_string ("feature-text", NULL, NULL, NULL, flags);
  /* What that line was made from (HgFeatureInfo, NULL: none), for a
   * meadow's pictures; bound to the board view's "feature-info". */
  properties[PROP_FEATURE_INFO] =
    g_param_spec_boxed ("feature-info", NULL, NULL, HG_TYPE_FEATURE_INFO, flags);
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
   * @event: (nullable): the scoring event pointed at or selected in the
   *   log, or NULL for none
   */
  signals[EVENT_HOVERED] =
    g_signal_new ("event-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, HG_TYPE_SCORE_EVENT);
  /**
   * HgSidePanel::move-hovered:
   * @move: (nullable): the move pointed at or selected in the log, or
   *   NULL for none
   */
  signals[MOVE_HOVERED] =
    g_signal_new ("move-hovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, HG_TYPE_MOVE_RECORD);

  g_type_ensure (HG_TYPE_LOG_VIEW);
  g_type_ensure (HG_TYPE_UNSEEN_VIEW);
  g_type_ensure (HG_TYPE_MEADOW_PICTURES);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, tile_box);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, tile_area);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, bonus_label);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, unseen_button);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, hint_label);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, hint_button);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, hint_spinner);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, feature_label);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, notes_stack);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, players_box);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, log_stack);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, move_log);
  gtk_widget_class_bind_template_child (widget_class, HgSidePanel, score_log);
  gtk_widget_class_bind_template_callback (widget_class, rotate_left_cb);
  gtk_widget_class_bind_template_callback (widget_class, rotate_right_cb);
  gtk_widget_class_bind_template_callback (widget_class, score_hovered_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_hovered_cb);
  gtk_widget_class_bind_template_callback (widget_class, log_page_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, tiles_left_clicked_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "hgsidepanel");
}

static void
hg_side_panel_init (HgSidePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  hg_accessible_name_menu_button (self->unseen_button);
  self->shapes = hg_tile_shapes_new ();

  self->game_signals = g_signal_group_new (HG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify",
                                 G_CALLBACK (game_notify_cb), self, G_CONNECT_SWAPPED);

  gtk_drawing_area_set_draw_func (self->tile_area, draw_tile, self, NULL);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self->tiles_left_label), "pointer");
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
  GListModel *players;

  g_return_if_fail (HG_IS_SIDE_PANEL (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  players = game != NULL ? hg_game_get_players (game) : NULL;
  gtk_list_box_bind_model (self->players_box, players, create_player_row, NULL, NULL);
  hg_log_view_set_players (self->move_log, players);
  hg_log_view_set_model (self->move_log, game != NULL ? hg_game_get_moves (game) : NULL);
  hg_log_view_set_players (self->score_log, players);
  hg_log_view_set_model (self->score_log, game != NULL ? hg_game_get_score_events (game) : NULL);
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

  thinking = !!thinking;
  if (self->thinking == thinking)
    return;

  self->thinking = thinking;
  update_turn (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

gboolean
hg_side_panel_get_thinking (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), FALSE);

  return self->thinking;
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

  return self->has_hint ? gtk_label_get_text (self->hint_label) : NULL;
}

HgPlayerRow *
hg_side_panel_get_player_row (HgSidePanel *self,
                              guint        seat)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), NULL);

  if (seat > G_MAXINT)
    return NULL;
  row = gtk_list_box_get_row_at_index (self->players_box, (int) seat);
  if (row == NULL)
    return NULL;
  return HG_PLAYER_ROW (gtk_list_box_row_get_child (row));
}

HgLogView *
hg_side_panel_get_score_log (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), NULL);

  return self->score_log;
}

HgLogView *
hg_side_panel_get_move_log (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), NULL);

  return self->move_log;
}

const char *
hg_side_panel_get_log_page (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), NULL);

  return gtk_stack_get_visible_child_name (self->log_stack);
}

void
hg_side_panel_set_log_page (HgSidePanel *self,
                            const char  *page)
{
  g_return_if_fail (HG_IS_SIDE_PANEL (self));
  g_return_if_fail (g_strcmp0 (page, "moves") == 0 || g_strcmp0 (page, "scoring") == 0);

  gtk_stack_set_visible_child_name (self->log_stack, page);
}

void
hg_side_panel_select_event (HgSidePanel *self,
                            int          index)
{
  g_return_if_fail (HG_IS_SIDE_PANEL (self));

  if (index >= 0)
    hg_side_panel_set_log_page (self, "scoring");
  hg_log_view_select_index (self->score_log, index);
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

void
hg_side_panel_set_feature_text (HgSidePanel *self,
                                const char  *text)
{
  g_return_if_fail (HG_IS_SIDE_PANEL (self));

  if (g_strcmp0 (text, hg_side_panel_get_feature_text (self)) == 0)
    return;
  gtk_label_set_text (self->feature_label, text != NULL ? text : "");
  self->has_feature = text != NULL;
  update_notes (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FEATURE_TEXT]);
}

const char *
hg_side_panel_get_feature_text (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), NULL);

  return self->has_feature ? gtk_label_get_text (self->feature_label) : NULL;
}

void
hg_side_panel_set_feature_info (HgSidePanel         *self,
                                const HgFeatureInfo *info)
{
  g_return_if_fail (HG_IS_SIDE_PANEL (self));

  if (info == NULL ? self->feature_info == NULL
                   : self->feature_info != NULL && memcmp (info, self->feature_info, sizeof *info) == 0)
    return;
  g_clear_pointer (&self->feature_info, hg_feature_info_free);
  if (info != NULL)
    self->feature_info = hg_feature_info_copy (info);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FEATURE_INFO]);
}

const HgFeatureInfo *
hg_side_panel_get_feature_info (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), NULL);

  return self->feature_info;
}

void
hg_side_panel_set_reviewing (HgSidePanel *self,
                             gboolean     reviewing)
{
  g_return_if_fail (HG_IS_SIDE_PANEL (self));

  self->reviewing = !!reviewing;
  /* the tile in hand of the moment shown, which nobody turns */
  gtk_widget_set_sensitive (self->tile_box, !self->reviewing);
  update_turn (self);
}

gboolean
hg_side_panel_get_reviewing (HgSidePanel *self)
{
  g_return_val_if_fail (HG_IS_SIDE_PANEL (self), FALSE);

  return self->reviewing;
}

void
hg_side_panel_set_hint_thinking (HgSidePanel *self,
                                 gboolean     thinking)
{
  g_return_if_fail (HG_IS_SIDE_PANEL (self));

  gtk_widget_set_visible (GTK_WIDGET (self->hint_spinner), thinking);
  gtk_spinner_set_spinning (self->hint_spinner, thinking);
  gtk_widget_set_tooltip_text (self->hint_button,
                               thinking ? _("Working out a hint… (Ctrl+H stops)")
                                        : _("The move the computer would make (Ctrl+H)"));
}
