/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sounds.c: the game's sounds.
 *
 * Every sound of the GResource decodes through GtkMediaFile (GTK's media
 * backend: on Debian libgtk-4-media-gstreamer, with
 * gstreamer1.0-plugins-base for Vorbis) and lasts under two seconds.  In
 * a whole game of a person against a computer, the sound player plays,
 * as its "played" signal tells, a tile placed for every move, a figure
 * for every move with one, a feature scored, a bonus tile, the person's
 * turn after each computer move and the end of the game; nothing with
 * sounds off, in the game's setting or the desktop's.  The main menu's
 * Sounds item is the setting.
 */

#include "config.h"

#include <adwaita.h>

#include "hg-application.h"
#include "hg-sound-player.h"
#include "hg-window.h"
#include "hg-gui-test-util.h"

static gboolean
prepared_or_failed (gpointer      object,
                    gconstpointer data)
{
  return gtk_media_stream_is_prepared (object) || gtk_media_stream_get_error (object) != NULL;
}

static void
test_decode (void)
{
  for (HgSound s = 0; s < HG_N_SOUNDS; s++)
    {
      g_autofree char *path = hg_sound_get_resource_path (s);
      g_autoptr(GtkMediaStream) media = gtk_media_file_new_for_resource (path);
      const GError *error;

      hg_test_run_until (prepared_or_failed, media, NULL, path);
      error = gtk_media_stream_get_error (media);
      if (error != NULL)
        g_error ("%s does not decode: %s", path, error->message);
      g_assert_true (gtk_media_stream_has_audio (media));
      g_assert_cmpint (gtk_media_stream_get_duration (media), >, 0);
      g_assert_cmpint (gtk_media_stream_get_duration (media), <, 2 * G_USEC_PER_SEC);
    }
}

static void
played_cb (HgSoundPlayer *player,
           const char    *name,
           GHashTable    *counts)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, name));

  g_hash_table_insert (counts, g_strdup (name), GUINT_TO_POINTER (n + 1));
}

static guint
count (GHashTable *counts,
       HgSound     sound)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (counts, hg_sound_get_name (sound)));
}

/* A whole game, Ana a person, Ben the computer, seen by a player enabled
 * or not; the sounds it played. */
static GHashTable *
play_game (gboolean enabled,
           guint   *n_moves,
           guint   *n_figures,
           guint   *n_computer)
{
  static const HgLevel levels[] = { HG_LEVEL_HUMAN, HG_LEVEL_EASY };
  g_autoptr(HgGame) game = hg_test_new_game (2, 3208, levels);
  g_autoptr(HgSoundPlayer) player = hg_sound_player_new ();
  GHashTable *counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GRand) rng = g_rand_new_with_seed (3208);

  hg_sound_player_set_enabled (player, enabled);
  hg_sound_player_set_game (player, game);
  g_signal_connect (player, "played", G_CALLBACK (played_cb), counts);
  *n_moves = *n_figures = *n_computer = 0;
  while (!hg_game_get_is_over (game))
    {
      guint seat = hg_game_get_current_player (game);
      guint n = hg_game_get_n_history (game);

      hg_test_play_one (game, rng);
      g_assert_cmpuint (hg_game_get_n_history (game), ==, n + 1);
      (*n_moves)++;
      {
        HgMove move;

        hg_game_get_history_move (game, n, &move);
        *n_figures += move.role != HG_ROLE_NONE;
      }
      if (hg_player_get_is_computer (hg_game_get_player (game, seat))
          && !hg_game_get_is_over (game)
          && hg_game_get_current_player (game) != seat)
        (*n_computer)++;
    }
  g_signal_handlers_disconnect_by_func (player, played_cb, counts);
  return counts;
}

static void
test_game_events (void)
{
  g_autoptr(GHashTable) counts = NULL;
  g_autoptr(GHashTable) silent = NULL;
  guint n_moves, n_figures, n_computer;

  counts = play_game (TRUE, &n_moves, &n_figures, &n_computer);
  g_assert_cmpuint (count (counts, HG_SOUND_TILE_PLACED), ==, n_moves);
  g_assert_cmpuint (n_figures, >, 0);
  g_assert_cmpuint (count (counts, HG_SOUND_FIGURE_PLACED), ==, n_figures);
  g_assert_cmpuint (count (counts, HG_SOUND_FEATURE_SCORED), >, 0);
  g_assert_cmpuint (count (counts, HG_SOUND_FEATURE_SCORED), <=, n_moves);
  g_assert_cmpuint (count (counts, HG_SOUND_BONUS_TILE), >, 0);
  g_assert_cmpuint (n_computer, >, 0);
  g_assert_cmpuint (count (counts, HG_SOUND_YOUR_TURN), ==, n_computer);
  g_assert_cmpuint (count (counts, HG_SOUND_GAME_OVER), ==, 1);

  /* sounds off: nothing */
  silent = play_game (FALSE, &n_moves, &n_figures, &n_computer);
  g_assert_cmpuint (g_hash_table_size (silent), ==, 0);
}

/* The desktop's event sounds off: nothing, though the game's are on. */
static void
test_desktop_off (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) desktop = NULL;
  g_autoptr(GHashTable) counts = NULL;
  guint n_moves, n_figures, n_computer;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, "org.gnome.desktop.sound", TRUE);
  if (schema == NULL)
    {
      g_test_skip ("no org.gnome.desktop.sound schema (gsettings-desktop-schemas)");
      return;
    }
  desktop = g_settings_new_full (schema, NULL, NULL);
  g_settings_set_boolean (desktop, "event-sounds", FALSE);
  counts = play_game (TRUE, &n_moves, &n_figures, &n_computer);
  g_settings_reset (desktop, "event-sounds");
  g_assert_cmpuint (g_hash_table_size (counts), ==, 0);
}

/* The main menu's Sounds is the setting. */
static void
test_menu_item (void)
{
  HgApplication *app = hg_application_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GVariant) state = NULL;
  HgWindow *window;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  window = hg_window_new (app);

  g_assert_true (g_settings_get_boolean (settings, "sounds"));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "sounds");
  g_assert_true (g_variant_get_boolean (state));
  g_action_group_activate_action (G_ACTION_GROUP (window), "sounds", NULL);
  g_assert_false (g_settings_get_boolean (settings, "sounds"));
  g_settings_reset (settings, "sounds");

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  gtk_init ();

  g_test_add_func ("/sounds/decode", test_decode);
  g_test_add_func ("/sounds/game-events", test_game_events);
  g_test_add_func ("/sounds/desktop-off", test_desktop_off);
  g_test_add_func ("/sounds/menu-item", test_menu_item);

  return g_test_run ();
}
