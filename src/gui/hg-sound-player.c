/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-sound-player.c: short sounds for what happens in a game. */

#include "config.h"

#include "hg-sound-player.h"

struct _HgSoundPlayer
{
  GObject         parent_instance;

  GSignalGroup   *game_signals;
  HgGame         *game;
  guint           seat;          /* to move before the move comes */
  gboolean        move_scored;   /* the move's scoring sound is played */

  gboolean        enabled;
  GSettings      *desktop;       /* org.gnome.desktop.sound, if installed */
  GtkMediaStream *media[HG_N_SOUNDS];
};

G_DEFINE_FINAL_TYPE (HgSoundPlayer, hg_sound_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ENABLED,
  N_PROPS
};

enum {
  PLAYED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *const sound_names[HG_N_SOUNDS] = {
  "tile-placed",
  "figure-placed",
  "feature-scored",
  "bonus-tile",
  "your-turn",
  "game-over",
};

/* Helpers ---------------------------------------------------------------- */

static gboolean
desktop_allows (HgSoundPlayer *self)
{
  return self->desktop == NULL || g_settings_get_boolean (self->desktop, "event-sounds");
}

/* Callbacks -------------------------------------------------------------- */

static void
move_applied_cb (HgSoundPlayer *self,
                 const HgMove  *move)
{
  guint mover = self->seat;
  guint now = hg_game_get_current_player (self->game);

  self->seat = now;
  self->move_scored = FALSE;
  hg_sound_player_play (self, HG_SOUND_TILE_PLACED);
  if (move->role != HG_ROLE_NONE)
    hg_sound_player_play (self, HG_SOUND_FIGURE_PLACED);
  /* a person's turn after someone else's (not a bonus tile's second go) */
  if (!hg_game_get_is_over (self->game) && now != mover)
    {
      HgPlayer *player = hg_game_get_player (self->game, now);

      if (player != NULL && !hg_player_get_is_computer (player))
        hg_sound_player_play (self, HG_SOUND_YOUR_TURN);
    }
}

static void
scored_cb (HgSoundPlayer *self)
{
  /* once for all that one move scored */
  if (self->move_scored)
    return;
  self->move_scored = TRUE;
  hg_sound_player_play (self, HG_SOUND_FEATURE_SCORED);
}

static void
bonus_earned_cb (HgSoundPlayer *self)
{
  hg_sound_player_play (self, HG_SOUND_BONUS_TILE);
}

static void
game_over_cb (HgSoundPlayer *self)
{
  hg_sound_player_play (self, HG_SOUND_GAME_OVER);
}

/* Undo and redo play nothing, but the seat to move follows them. */
static void
turn_changed_cb (HgSoundPlayer *self)
{
  self->seat = hg_game_get_current_player (self->game);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_sound_player_dispose (GObject *object)
{
  HgSoundPlayer *self = HG_SOUND_PLAYER (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->desktop);
  for (guint i = 0; i < HG_N_SOUNDS; i++)
    {
      if (self->media[i] != NULL)
        gtk_media_stream_pause (self->media[i]);
      g_clear_object (&self->media[i]);
    }

  G_OBJECT_CLASS (hg_sound_player_parent_class)->dispose (object);
}

static void
hg_sound_player_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  HgSoundPlayer *self = HG_SOUND_PLAYER (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_sound_player_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  HgSoundPlayer *self = HG_SOUND_PLAYER (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      hg_sound_player_set_enabled (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_sound_player_class_init (HgSoundPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hg_sound_player_dispose;
  object_class->get_property = hg_sound_player_get_property;
  object_class->set_property = hg_sound_player_set_property;

  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * HgSoundPlayer::played:
   * @name: the sound's name, as hg_sound_get_name() gives it
   *
   * Emitted when a sound is played, sounds being on (without GTK's media
 * backend, nothing is heard).
   */
  signals[PLAYED] =
    g_signal_new ("played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
hg_sound_player_init (HgSoundPlayer *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  /* the desktop's switch for event sounds, where GNOME's schemas are */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, "org.gnome.desktop.sound", TRUE);
  if (schema != NULL && g_settings_schema_has_key (schema, "event-sounds"))
    self->desktop = g_settings_new_full (schema, NULL, NULL);

  self->game_signals = g_signal_group_new (HG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "move-applied",
                                 G_CALLBACK (move_applied_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "scored",
                                 G_CALLBACK (scored_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "bonus-earned",
                                 G_CALLBACK (bonus_earned_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "game-over",
                                 G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "undone",
                                 G_CALLBACK (turn_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "redone",
                                 G_CALLBACK (turn_changed_cb), self, G_CONNECT_SWAPPED);
}

/* Public ----------------------------------------------------------------- */

HgSoundPlayer *
hg_sound_player_new (void)
{
  return g_object_new (HG_TYPE_SOUND_PLAYER, NULL);
}

void
hg_sound_player_set_game (HgSoundPlayer *self,
                          HgGame        *game)
{
  g_return_if_fail (HG_IS_SOUND_PLAYER (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  self->seat = game != NULL ? hg_game_get_current_player (game) : 0;
}

gboolean
hg_sound_player_get_enabled (HgSoundPlayer *self)
{
  g_return_val_if_fail (HG_IS_SOUND_PLAYER (self), FALSE);

  return self->enabled;
}

void
hg_sound_player_set_enabled (HgSoundPlayer *self,
                             gboolean       enabled)
{
  g_return_if_fail (HG_IS_SOUND_PLAYER (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;
  self->enabled = enabled;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

void
hg_sound_player_play (HgSoundPlayer *self,
                      HgSound        sound)
{
  GtkMediaStream *media;

  g_return_if_fail (HG_IS_SOUND_PLAYER (self));
  g_return_if_fail (sound < HG_N_SOUNDS);

  if (!self->enabled || !desktop_allows (self))
    return;
  if (self->media[sound] == NULL)
    {
      g_autofree char *path = hg_sound_get_resource_path (sound);

      /* loaded and decoded off the main thread by GTK's media backend */
      self->media[sound] = gtk_media_file_new_for_resource (path);
    }
  media = self->media[sound];
  /* without a media backend it has an error, and plays nothing */
  if (gtk_media_stream_get_error (media) == NULL)
    {
      if (gtk_media_stream_is_prepared (media))
        gtk_media_stream_seek (media, 0);
      gtk_media_stream_play (media);
    }
  g_signal_emit (self, signals[PLAYED], 0, sound_names[sound]);
}

const char *
hg_sound_get_name (HgSound sound)
{
  g_return_val_if_fail (sound < HG_N_SOUNDS, NULL);

  return sound_names[sound];
}

char *
hg_sound_get_resource_path (HgSound sound)
{
  g_return_val_if_fail (sound < HG_N_SOUNDS, NULL);

  return g_strdup_printf (RESOURCE_BASE "/sounds/%s.ogg", sound_names[sound]);
}
