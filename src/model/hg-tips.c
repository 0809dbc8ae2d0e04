/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tips.c: the rule that matters now, said once to a new player. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-tips.h"

G_DEFINE_ENUM_TYPE (HgTip, hg_tip,
  G_DEFINE_ENUM_VALUE (HG_TIP_NONE, "none"),
  G_DEFINE_ENUM_VALUE (HG_TIP_FIRST_TILE, "first-tile"),
  G_DEFINE_ENUM_VALUE (HG_TIP_NO_FIT, "no-fit"),
  G_DEFINE_ENUM_VALUE (HG_TIP_LAST_TILES, "last-tiles"),
  G_DEFINE_ENUM_VALUE (HG_TIP_FIRST_FIGURE, "first-figure"),
  G_DEFINE_ENUM_VALUE (HG_TIP_SPOT_TAKEN, "spot-taken"),
  G_DEFINE_ENUM_VALUE (HG_TIP_HUT, "hut"),
  G_DEFINE_ENUM_VALUE (HG_TIP_TIGER, "tiger"),
  G_DEFINE_ENUM_VALUE (HG_TIP_FIRE, "fire"),
  G_DEFINE_ENUM_VALUE (HG_TIP_BIG_GAME, "big-game"),
  G_DEFINE_ENUM_VALUE (HG_TIP_SACRED_CIRCLE, "sacred-circle"),
  G_DEFINE_ENUM_VALUE (HG_TIP_FOREST_SCORED, "forest-scored"),
  G_DEFINE_ENUM_VALUE (HG_TIP_RIVER_SCORED, "river-scored"),
  G_DEFINE_ENUM_VALUE (HG_TIP_TIE, "tie"),
  G_DEFINE_ENUM_VALUE (HG_TIP_BONUS_TILE, "bonus-tile"),
  G_DEFINE_ENUM_VALUE (HG_TIP_FINAL_SCORING, "final-scoring"),
  G_DEFINE_ENUM_VALUE (HG_TIP_TURN_OFF, "turn-off"))

typedef struct {
  const char     *text;
  HgRulesChapter  chapter;
} TipInfo;

static const TipInfo tip_infos[HG_N_TIPS] = {
  [HG_TIP_NONE] = { NULL, HG_N_RULES_CHAPTERS },
  [HG_TIP_FIRST_TILE] = {
    N_("Every side your tile touches must match: forest, meadow or river. Corners do not join. R turns the tile, and the marked squares change with it."),
    HG_RULES_TURN },
  [HG_TIP_NO_FIT] = {
    N_("The tile you drew fitted nowhere, so it left the game and you drew the next one."),
    HG_RULES_TURN },
  [HG_TIP_LAST_TILES] = {
    N_("These are the last land tiles: the game ends after this round. Open forests and rivers will score nothing; hunters and huts score at the end."),
    HG_RULES_END },
  [HG_TIP_FIRST_FIGURE] = {
    N_("You may put one figure on the tile, or none. Gatherers (forest) and fishermen (river, lake) come home when theirs scores; hunters and huts stay to the end."),
    HG_RULES_TRIBE },
  [HG_TIP_SPOT_TAKEN] = {
    N_("A spot is missing: that forest, river or meadow already has a figure of that kind, perhaps far away. One of your own may join it later."),
    HG_RULES_TRIBE },
  [HG_TIP_HUT] = {
    N_("A hut claims its whole river system, complete or not. At the end the most huts there score 1 point for each fish in its lakes."),
    HG_RULES_END },
  [HG_TIP_TIGER] = {
    N_("This meadow holds a tiger: at the end each tiger eats one deer before the hunters score. Mammoths and aurochs are too big for it."),
    HG_RULES_END },
  [HG_TIP_FIRE] = {
    N_("Fire scares the tigers of this meadow away: here they eat no deer."),
    HG_RULES_END },
  [HG_TIP_BIG_GAME] = {
    N_("This meadow holds a mammoth or an aurochs: its hunters score 2 points for each at the end, whatever the tigers do."),
    HG_RULES_END },
  [HG_TIP_SACRED_CIRCLE] = {
    N_("This meadow has a sacred circle: a hunter put on the circle's own tile counts on it, and then only hunters on sacred circles score the meadow."),
    HG_RULES_END },
  [HG_TIP_FOREST_SCORED] = {
    N_("A forest was completed and scored: 2 points for each segment and mushroom, to whoever had the most gatherers in it. They went home."),
    HG_RULES_SCORING },
  [HG_TIP_RIVER_SCORED] = {
    N_("A river was completed and scored: 1 point for each segment and fish, to whoever had the most fishermen. A fisherman on a lake goes home with its first river."),
    HG_RULES_SCORING },
  [HG_TIP_TIE] = {
    N_("A tie: players with equally many figures there each score all its points."),
    HG_RULES_SCORING },
  [HG_TIP_BONUS_TILE] = {
    N_("Gold in the completed forest: you place a bonus tile now as well. Bonus tiles bring mushrooms, mammoths, fire and sacred circles."),
    HG_RULES_GOLD },
  [HG_TIP_FINAL_SCORING] = {
    N_("The game is over: open forests and rivers score nothing, then huts score their fish and hunters their meadows, step by step."),
    HG_RULES_END },
  [HG_TIP_TURN_OFF] = {
    N_("You have finished three games with tips: keep them, or turn them off here or in the main menu."),
    HG_N_RULES_CHAPTERS },
};

const char *
hg_tip_get_name (HgTip tip)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (HG_TYPE_TIP);
  GEnumValue *value = g_enum_get_value (klass, (int) tip);

  g_return_val_if_fail (value != NULL, NULL);

  return value->value_nick;
}

const char *
hg_tip_get_text (HgTip tip)
{
  g_return_val_if_fail (tip > HG_TIP_NONE && tip < HG_N_TIPS, NULL);

  return _(tip_infos[tip].text);
}

HgRulesChapter
hg_tip_get_chapter (HgTip tip)
{
  g_return_val_if_fail (tip < HG_N_TIPS, HG_N_RULES_CHAPTERS);

  return tip_infos[tip].chapter;
}

struct _HgTips
{
  GObject       parent_instance;

  HgGame       *game;
  GSignalGroup *game_signals;
  gboolean      enabled;
  guint32       seen;           /* bit t: tip t shown */
  guint         games_finished;
  HgTip         current;
  GArray       *queue;          /* of HgTip: the rest of the current step */
};

G_STATIC_ASSERT (HG_N_TIPS <= 32);

G_DEFINE_FINAL_TYPE (HgTips, hg_tips, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ENABLED,
  PROP_SEEN,
  PROP_GAMES_FINISHED,
  PROP_CURRENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The queue ---------------------------------------------------------------- */

static void
set_current (HgTips *self,
             HgTip   tip)
{
  gboolean seen_changed = FALSE;

  if (tip != HG_TIP_NONE && tip != HG_TIP_TURN_OFF && (self->seen & (1u << tip)) == 0)
    {
      self->seen |= 1u << tip;
      seen_changed = TRUE;
    }
  if (seen_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEEN]);
  if (self->current != tip)
    {
      self->current = tip;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
    }
}

/* What a step of the game brought: @tips (HgTip, in the order to show,
 * those seen already included) replace the tips of the step before, if
 * there is one not seen; otherwise the tip shown stays. */
static void
show_step (HgTips      *self,
           const HgTip *tips,
           guint        n_tips)
{
  gboolean any = FALSE;

  for (guint i = 0; i < n_tips; i++)
    if (tips[i] == HG_TIP_TURN_OFF || (self->seen & (1u << tips[i])) == 0)
      {
        if (!any)
          g_array_set_size (self->queue, 0);
        any = TRUE;
        g_array_append_val (self->queue, tips[i]);
      }
  if (any)
    hg_tips_dismiss (self);
}

static void
clear (HgTips *self)
{
  g_array_set_size (self->queue, 0);
  set_current (self, HG_TIP_NONE);
}

/* The situations ----------------------------------------------------------- */

#define MAX_STEP_TIPS 16

typedef struct {
  HgTip tips[MAX_STEP_TIPS];
  guint n_tips;
} Step;

static void
step_add (Step  *step,
          HgTip  tip)
{
  for (guint i = 0; i < step->n_tips; i++)
    if (step->tips[i] == tip)
      return;
  g_assert (step->n_tips < MAX_STEP_TIPS);
  step->tips[step->n_tips++] = tip;
}

static gboolean
is_person (HgTips *self,
           guint   seat)
{
  HgPlayer *player = hg_game_get_player (self->game, seat);

  return player != NULL && !hg_player_get_is_computer (player);
}

static gboolean
has_person (HgTips *self)
{
  for (guint seat = 0; seat < hg_game_get_n_players (self->game); seat++)
    if (is_person (self, seat))
      return TRUE;
  return FALSE;
}

/* A person is to place the tile in hand. */
static void
add_tile_step (HgTips *self,
               Step   *step)
{
  if (hg_game_get_is_over (self->game) || hg_game_get_computer_to_move (self->game)
      || hg_game_get_tile_in_hand (self->game) < 0)
    return;

  step_add (step, HG_TIP_FIRST_TILE);
  if (hg_game_get_phase (self->game) == HG_PHASE_TILE
      && hg_game_get_land_left (self->game) < hg_game_get_n_players (self->game))
    step_add (step, HG_TIP_LAST_TILES);
}

/* What the move just played brought to a person. */
static void
add_move (HgTips       *self,
          HgMoveRecord *record,
          Step         *step)
{
  GListModel *scores = hg_move_record_get_scores (record);
  guint n_scores = g_list_model_get_n_items (scores);

  if (is_person (self, hg_move_record_get_seat (record)))
    {
      for (guint i = 0; i < n_scores; i++)
        {
          g_autoptr(HgScoreEvent) event = g_list_model_get_item (scores, i);
          HgScoreKind kind = hg_score_event_get_kind (event);

          if (hg_score_event_get_is_final (event))
            continue;
          if (kind == HG_SCORE_FOREST)
            step_add (step, HG_TIP_FOREST_SCORED);
          else if (kind == HG_SCORE_RIVER)
            step_add (step, HG_TIP_RIVER_SCORED);
          if (g_bit_nth_lsf (hg_score_event_get_seats (event), -1) !=
              g_bit_nth_msf (hg_score_event_get_seats (event), -1))
            step_add (step, HG_TIP_TIE);
        }
      if (hg_move_record_get_bonus_tile (record) >= 0)
        step_add (step, HG_TIP_BONUS_TILE);
    }

  for (guint i = 0; i < hg_move_record_get_n_discards (record); i++)
    {
      guint tile, seat;

      hg_move_record_get_discard (record, i, &tile, &seat);
      if (is_person (self, seat))
        step_add (step, HG_TIP_NO_FIT);
    }

  if (hg_game_get_is_over (self->game))
    {
      if (!has_person (self))
        return;
      step_add (step, HG_TIP_FINAL_SCORING);
      self->games_finished++;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAMES_FINISHED]);
      if (self->games_finished == HG_TIPS_OFFER_AFTER)
        step_add (step, HG_TIP_TURN_OFF);
    }
}

static void
move_applied_cb (HgTips *self)
{
  GListModel *moves = hg_game_get_moves (self->game);
  guint n_moves = g_list_model_get_n_items (moves);
  g_autoptr(HgMoveRecord) record = NULL;
  Step step = { 0 };

  if (!self->enabled || n_moves == 0)
    return;

  record = g_list_model_get_item (moves, n_moves - 1);
  /* a person's step has passed with their move */
  if (is_person (self, hg_move_record_get_seat (record)))
    clear (self);
  add_move (self, record, &step);
  add_tile_step (self, &step);
  show_step (self, step.tips, step.n_tips);
}

static void
undone_cb (HgTips *self)
{
  Step step = { 0 };

  if (!self->enabled)
    return;
  /* what was said of the moves taken back no longer holds */
  clear (self);
  add_tile_step (self, &step);
  show_step (self, step.tips, step.n_tips);
}

static void
start (HgTips *self)
{
  Step step = { 0 };

  clear (self);
  if (self->enabled && self->game != NULL)
    {
      add_tile_step (self, &step);
      show_step (self, step.tips, step.n_tips);
    }
}

/* Which figure a zone of @type takes as a tribe member. */
static HgRole
member_role (HgZoneType type)
{
  switch (type)
    {
    case HG_ZONE_FOREST:
      return HG_ROLE_GATHERER;
    case HG_ZONE_RIVER:
    case HG_ZONE_LAKE:
      return HG_ROLE_FISHER;
    case HG_ZONE_MEADOW:
      return HG_ROLE_HUNTER;
    case HG_ZONE_NONE:
    default:
      return HG_ROLE_NONE;
    }
}

static gboolean
spot_offered (GArray *spots,
              guint   zone,
              HgRole  role)
{
  for (guint i = 0; i < spots->len; i++)
    {
      const HgMove *spot = &g_array_index (spots, HgMove, i);

      if (spot->zone == zone && spot->role == role)
        return TRUE;
    }
  return FALSE;
}

void
hg_tips_figure_step (HgTips            *self,
                     const HgPlacement *place)
{
  const HgState *state;
  const HgTile *tile;
  g_autoptr(GArray) spots = NULL;
  gboolean found[HG_N_TIPS] = { FALSE };
  gboolean has_members;
  Step step = { 0 };

  g_return_if_fail (HG_IS_TIPS (self));
  g_return_if_fail (place != NULL);

  if (!self->enabled || self->game == NULL || hg_game_get_computer_to_move (self->game))
    return;
  state = hg_game_get_state (self->game);
  tile = hg_tile_set_lookup (hg_state_get_tile_set (state), place->tile);
  spots = hg_game_get_figure_spots (self->game, place);
  if (tile == NULL || spots == NULL)
    return;
  has_members = hg_state_get_members (state, hg_game_get_current_player (self->game)) > 0;

  for (guint zone = 0; zone < tile->n_zones; zone++)
    {
      HgRole role = member_role (tile->zones[zone].type);
      HgFeatureInfo info;
      guint holders = 0;

      if (role == HG_ROLE_NONE
          || !hg_state_preview_feature (state, place, zone, &info, NULL, 0, NULL))
        continue;
      for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
        holders += info.figures[seat];
      if (has_members && holders > 0 && !spot_offered (spots, zone, role))
        found[HG_TIP_SPOT_TAKEN] = TRUE;
      if (spot_offered (spots, zone, HG_ROLE_HUT))
        found[HG_TIP_HUT] = TRUE;
      if (info.type != HG_ZONE_MEADOW)
        continue;
      if (info.tigers > 0)
        found[HG_TIP_TIGER] = TRUE;
      if (info.fire)
        found[HG_TIP_FIRE] = TRUE;
      if (info.mammoths > 0 || info.aurochs > 0)
        found[HG_TIP_BIG_GAME] = TRUE;
      if (info.sacred)
        found[HG_TIP_SACRED_CIRCLE] = TRUE;
    }
  found[HG_TIP_FIRST_FIGURE] = spots->len > 0;

  /* the figures first, then what the features hold */
  for (HgTip tip = HG_TIP_FIRST_FIGURE; tip <= HG_TIP_SACRED_CIRCLE; tip++)
    if (found[tip])
      step_add (&step, tip);
  show_step (self, step.tips, step.n_tips);
}

/* The object --------------------------------------------------------------- */

HgTips *
hg_tips_new (void)
{
  return g_object_new (HG_TYPE_TIPS, NULL);
}

HgGame *
hg_tips_get_game (HgTips *self)
{
  g_return_val_if_fail (HG_IS_TIPS (self), NULL);

  return self->game;
}

void
hg_tips_set_game (HgTips *self,
                  HgGame *game)
{
  g_return_if_fail (HG_IS_TIPS (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  start (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
hg_tips_get_enabled (HgTips *self)
{
  g_return_val_if_fail (HG_IS_TIPS (self), FALSE);

  return self->enabled;
}

void
hg_tips_set_enabled (HgTips   *self,
                     gboolean  enabled)
{
  g_return_if_fail (HG_IS_TIPS (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;
  self->enabled = enabled;
  start (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

char **
hg_tips_dup_seen (HgTips *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (HG_IS_TIPS (self), NULL);

  for (HgTip tip = HG_TIP_NONE + 1; tip < HG_N_TIPS; tip++)
    if (self->seen & (1u << tip))
      g_strv_builder_add (builder, hg_tip_get_name (tip));
  return g_strv_builder_end (builder);
}

void
hg_tips_set_seen (HgTips             *self,
                  const char * const *seen)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (HG_TYPE_TIP);
  guint32 bits = 0;

  g_return_if_fail (HG_IS_TIPS (self));

  for (guint i = 0; seen != NULL && seen[i] != NULL; i++)
    {
      GEnumValue *value = g_enum_get_value_by_nick (klass, seen[i]);

      if (value != NULL && value->value > HG_TIP_NONE && value->value != HG_TIP_TURN_OFF)
        bits |= 1u << value->value;
    }
  if (self->seen == bits)
    return;
  self->seen = bits;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEEN]);
  /* all seen again (Show Tips Again): the turn's tips come anew */
  if (bits == 0)
    start (self);
}

guint
hg_tips_get_games_finished (HgTips *self)
{
  g_return_val_if_fail (HG_IS_TIPS (self), 0);

  return self->games_finished;
}

void
hg_tips_set_games_finished (HgTips *self,
                            guint   n_games)
{
  g_return_if_fail (HG_IS_TIPS (self));

  if (self->games_finished == n_games)
    return;
  self->games_finished = n_games;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAMES_FINISHED]);
}

HgTip
hg_tips_get_current (HgTips *self)
{
  g_return_val_if_fail (HG_IS_TIPS (self), HG_TIP_NONE);

  return self->current;
}

void
hg_tips_dismiss (HgTips *self)
{
  HgTip next = HG_TIP_NONE;

  g_return_if_fail (HG_IS_TIPS (self));

  while (next == HG_TIP_NONE && self->queue->len > 0)
    {
      next = g_array_index (self->queue, HgTip, 0);
      g_array_remove_index (self->queue, 0);
      /* seen meanwhile (a tip of the same step) */
      if (next != HG_TIP_TURN_OFF && (self->seen & (1u << next)) != 0)
        next = HG_TIP_NONE;
    }
  set_current (self, next);
}

static void
hg_tips_finalize (GObject *object)
{
  HgTips *self = HG_TIPS (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->queue, g_array_unref);

  G_OBJECT_CLASS (hg_tips_parent_class)->finalize (object);
}

static void
hg_tips_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  HgTips *self = HG_TIPS (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;
    case PROP_SEEN:
      g_value_take_boxed (value, hg_tips_dup_seen (self));
      break;
    case PROP_GAMES_FINISHED:
      g_value_set_uint (value, self->games_finished);
      break;
    case PROP_CURRENT:
      g_value_set_enum (value, self->current);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_tips_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  HgTips *self = HG_TIPS (object);

  switch (prop_id)
    {
    case PROP_GAME:
      hg_tips_set_game (self, g_value_get_object (value));
      break;
    case PROP_ENABLED:
      hg_tips_set_enabled (self, g_value_get_boolean (value));
      break;
    case PROP_SEEN:
      hg_tips_set_seen (self, g_value_get_boxed (value));
      break;
    case PROP_GAMES_FINISHED:
      hg_tips_set_games_finished (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_tips_class_init (HgTipsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = hg_tips_finalize;
  object_class->get_property = hg_tips_get_property;
  object_class->set_property = hg_tips_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, HG_TYPE_GAME, flags);
  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, TRUE, flags);
  properties[PROP_SEEN] =
    g_param_spec_boxed ("seen", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_GAMES_FINISHED] =
    g_param_spec_uint ("games-finished", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_CURRENT] =
    g_param_spec_enum ("current", NULL, NULL, HG_TYPE_TIP, HG_TIP_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hg_tips_init (HgTips *self)
{
  self->enabled = TRUE;
  self->queue = g_array_new (FALSE, FALSE, sizeof (HgTip));
  self->game_signals = g_signal_group_new (HG_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "move-applied",
                                  G_CALLBACK (move_applied_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "undone",
                                  G_CALLBACK (undone_cb), self);
}
