/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tips-looks.c: every tip as it looks in the window, in English and
 * in every language of po/LINGUAS: light in a wide window, dark in a
 * phone's.  Scripted games on fixed decks (those of
 * tests/model/test-tips.c) bring each tip in a person's turn; each tip
 * shown must lie on the board, whole, clear of the header bar and the
 * side panel.  Each language runs in a subprocess of its own (gettext
 * caches what it has looked up).  Pictures:
 * $HG_TEST_OUTPUT/tip-<lang>-<light|dark>-<width>-<tip>.png. */

#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "hg-gui-test-util.h"
#include "hg-tip-banner.h"
#include "hg-window-private.h"

typedef struct {
  HgWindow    *window;
  HgGame      *game;
  GSettings   *settings;
  const char  *name;       /* "de-dark-360": the pictures' names */
  guint        counts[HG_N_TIPS];
} Look;

static HgTipBanner *
banner_of (HgWindow *window)
{
  return HG_TIP_BANNER (hg_test_find_by_type (GTK_WIDGET (window), HG_TYPE_TIP_BANNER));
}

static gboolean
revealed (gpointer      object,
          gconstpointer data)
{
  return gtk_revealer_get_child_revealed (object);
}

/* The card of the tip shown is there, inside the board, whole. */
static void
check_card (Look  *look,
            HgTip  tip)
{
  GtkWidget *banner = GTK_WIDGET (banner_of (look->window));
  GtkWidget *revealer = hg_test_find_by_type (banner, GTK_TYPE_REVEALER);
  GtkWidget *card = gtk_revealer_get_child (GTK_REVEALER (revealer));
  GtkWidget *label = hg_test_find_by_type (card, GTK_TYPE_LABEL);
  GtkWidget *view = GTK_WIDGET (look->window->board_view);
  graphene_rect_t card_bounds, view_bounds, label_bounds;
  int min_height;

  /* shown: not kept away for want of room */
  if (!gtk_widget_get_child_visible (revealer))
    g_error ("%s: the tip %s is kept off the board", look->name, hg_tip_get_name (tip));
  g_assert_true (gtk_widget_compute_bounds (card, view, &card_bounds));
  g_assert_true (gtk_widget_compute_bounds (view, view, &view_bounds));
  if (!graphene_rect_contains_rect (&view_bounds, &card_bounds))
    g_error ("%s: the tip %s is not inside the board (%g,%g %gx%g in %gx%g)", look->name,
             hg_tip_get_name (tip), card_bounds.origin.x, card_bounds.origin.y,
             card_bounds.size.width, card_bounds.size.height,
             view_bounds.size.width, view_bounds.size.height);
  /* the first tile's tip keeps off the squares where the tile may go */
  if (tip == HG_TIP_FIRST_TILE)
    {
      g_autoptr(GArray) legal = hg_game_get_legal_placements (look->game);

      for (guint i = 0; i < legal->len; i++)
        {
          const HgPlacement *p = &g_array_index (legal, HgPlacement, i);
          graphene_rect_t square;
          double x, y, size;

          hg_board_view_square_to_widget (look->window->board_view, p->x, p->y, &x, &y, &size);
          graphene_rect_init (&square, x, y, size, size);
          if (graphene_rect_intersection (&square, &card_bounds, NULL))
            g_error ("%s: the first tile's tip covers square %d,%d", look->name, p->x, p->y);
        }
    }
  /* the tips of the figure step keep off the tile put down, where its
   * figure spots are, when the board has room for both */
  {
    HgPlacement place;

    if (hg_board_view_get_placement (look->window->board_view, &place))
      {
        graphene_rect_t square;
        double x, y, size;

        hg_board_view_square_to_widget (look->window->board_view, place.x, place.y, &x, &y, &size);
        graphene_rect_init (&square, x, y, size, size);
        if (card_bounds.origin.y + card_bounds.size.height + 1.5 * size <= view_bounds.size.height
            && graphene_rect_intersection (&square, &card_bounds, NULL))
          g_error ("%s: the tip %s covers the tile put down", look->name, hg_tip_get_name (tip));
      }
  }
  /* all its lines shown */
  g_assert_true (gtk_widget_compute_bounds (label, label, &label_bounds));
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, (int) label_bounds.size.width,
                      &min_height, NULL, NULL, NULL);
  g_assert_cmpfloat (label_bounds.size.height, >=, min_height);
}

/* Every tip of this step: looked at, pictured, closed. */
static void
look_at_tips (Look *look)
{
  HgTips *tips = hg_tip_banner_get_tips (banner_of (look->window));
  GtkWidget *revealer = hg_test_find_by_type (GTK_WIDGET (banner_of (look->window)), GTK_TYPE_REVEALER);

  for (guint i = 0; i < HG_N_TIPS && hg_tips_get_current (tips) != HG_TIP_NONE; i++)
    {
      HgTip tip = hg_tips_get_current (tips);
      g_autofree char *file = g_strdup_printf ("tip-%s-%s.png", look->name, hg_tip_get_name (tip));

      hg_test_run_until (revealed, revealer, NULL, "the tip");
      hg_test_wait_for_frames (GTK_WIDGET (look->window));
      check_card (look, tip);
      if (look->counts[tip]++ == 0)
        g_object_unref (hg_test_save_png (GTK_WIDGET (look->window), file));
      hg_test_click (hg_test_find_by_tooltip (GTK_WIDGET (banner_of (look->window)), _("Close the Tip")));
    }
  g_assert_cmpint (hg_tips_get_current (tips), ==, HG_TIP_NONE);
}

static void
new_game (Look       *look,
          const char *land,
          const char *bonus)
{
  g_autoptr(GError) error = NULL;
  HgSetup setup;

  hg_setup_shuffle (&setup, 2, 1);
  g_assert_true (hg_setup_parse_deck (land, FALSE, setup.land, &setup.n_land, &error));
  g_assert_no_error (error);
  g_assert_true (hg_setup_parse_deck (bonus, TRUE, setup.bonus, &setup.n_bonus, &error));
  g_assert_no_error (error);
  g_clear_object (&look->game);
  look->game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  hg_window_set_game (look->window, look->game, NULL);
  /* (tips off until the new game is in: on again, the game before would
   * see the first tip) */
  g_settings_set_boolean (look->settings, "show-tips", TRUE);
  hg_test_wait_for_frames (GTK_WIDGET (look->window));
  look_at_tips (look);
}

/* The person to move puts the tile down as @text says (its figure step,
 * on the board), then plays it. */
static void
play (Look       *look,
      const char *text)
{
  HgBoardView *view = look->window->board_view;
  g_autoptr(GError) error = NULL;
  guint n = hg_game_get_n_history (look->game);
  HgMove move;

  g_assert_true (hg_move_parse (text, &move, &error));
  g_assert_no_error (error);
  hg_board_view_set_rotation (view, move.rot);
  g_assert_true (hg_board_view_place_at (view, move.x, move.y));
  hg_test_wait_for_frames (GTK_WIDGET (look->window));
  look_at_tips (look);
  if (hg_game_get_n_history (look->game) == n)
    {
      hg_board_view_cancel_placement (view);
      g_assert_true (hg_game_play (look->game, &move, &error));
      g_assert_no_error (error);
    }
  hg_test_wait_for_frames (GTK_WIDGET (look->window));
  look_at_tips (look);
}

static void
play_to_end (Look *look)
{
  while (!hg_game_get_is_over (look->game))
    {
      g_autoptr(GArray) places = hg_game_get_legal_placements (look->game);
      const HgPlacement *p = &g_array_index (places, HgPlacement, 0);
      char text[HG_MOVE_STRLEN];

      g_snprintf (text, sizeof text, "%d,%d,%u", p->x, p->y, p->rot);
      play (look, text);
    }
}

/* A game of random moves in which a tile drawn fits nowhere (seed 81 of
 * tests/model/test-tips.c), played until it comes. */
static void
no_fit (Look *look)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (81);
  g_autoptr(GError) error = NULL;
  HgSetup setup;

  hg_setup_shuffle (&setup, 2 + 81 % 4, 81);
  g_clear_object (&look->game);
  look->game = hg_game_new (&setup, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  hg_window_set_game (look->window, look->game, NULL);
  look_at_tips (look);
  while (!hg_game_get_is_over (look->game) && look->counts[HG_TIP_NO_FIT] == 0)
    {
      g_autoptr(GArray) moves = hg_game_get_legal_moves (look->game);
      const HgMove *move = &g_array_index (moves, HgMove, g_rand_int_range (rand, 0, (int) moves->len));

      g_assert_true (hg_game_play (look->game, move, &error));
      g_assert_no_error (error);
      if (hg_tips_get_current (hg_tip_banner_get_tips (banner_of (look->window))) == HG_TIP_NO_FIT)
        {
          hg_test_wait_for_frames (GTK_WIDGET (look->window));
          look_at_tips (look);
        }
      else
        while (hg_tips_get_current (hg_tip_banner_get_tips (banner_of (look->window))) != HG_TIP_NONE)
          hg_tips_dismiss (hg_tip_banner_get_tips (banner_of (look->window)));
    }
}

static void
look_at_all (Look *look)
{
  memset (look->counts, 0, sizeof look->counts);
  g_settings_set_boolean (look->settings, "show-tips", FALSE);
  g_settings_reset (look->settings, "tips-seen");
  /* the game finished here is the one after which the offer comes */
  g_settings_set_uint (look->settings, "tips-games-finished", HG_TIPS_OFFER_AFTER - 1);

  /* a river completed with a tie, and every tip of a first game */
  new_game (look, "9,15,19,62", "");
  play (look, "0,-1,3+fisher@8");
  play (look, "-1,0,3+fisher@1");
  play (look, "-1,-1,0");
  play_to_end (look);
  /* gold, the bonus tile and a tiger */
  new_game (look, "35,36,37,34,62", "81");
  play (look, "1,0,2");
  play (look, "0,1,2");
  play (look, "0,-1,3+gatherer@1");
  play (look, "1,-1,3");
  play (look, "0,-2,3");
  /* fire */
  new_game (look, "35,76,36,67,48,62", "89");
  play (look, "1,0,2+gatherer@1");
  play (look, "1,1,0+gatherer@1");
  play (look, "1,2,2");
  play (look, "0,1,0");
  play (look, "0,2,2");
  /* the sacred circle */
  new_game (look, "35,36,62", "90");
  play (look, "1,0,2+hunter@0");
  play (look, "0,1,2");
  play (look, "1,1,2");
  no_fit (look);

  for (HgTip tip = HG_TIP_NONE + 1; tip < HG_N_TIPS; tip++)
    if (look->counts[tip] == 0)
      g_error ("%s: the tip %s never came", look->name, hg_tip_get_name (tip));
}

static void
check_language (const char *language)
{
  /* light and wide, dark and narrow: the layouts differ by the width,
   * the colours by the style */
  static const struct {
    gboolean dark;
    int      width, height;
  } looks[] = { { FALSE, 1000, 700 }, { TRUE, 360, 640 } };
  g_autoptr(HgApplication) app = NULL;
  const char *messages_locale;
  Look look = { 0 };

  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, language);
  setlocale (LC_ALL, "");
  messages_locale = setlocale (LC_MESSAGES, NULL);
  if (messages_locale == NULL ||
      g_str_equal (messages_locale, "C") || g_str_equal (messages_locale, "POSIX"))
    setlocale (LC_ALL, "C.UTF-8");
  g_assert_nonnull (bindtextdomain (GETTEXT_PACKAGE, HG_BUILD_LOCALEDIR));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (!g_str_equal (language, "en"))
    g_assert_cmpstr (_("New Game"), !=, "New Game");

  app = hg_test_app_new (HG_TEST_APP_NO_ANIMATIONS);
  look.settings = g_settings_new (APP_ID);
  look.window = hg_window_new (app);
  gtk_window_present (GTK_WINDOW (look.window));

  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s-%d", language, looks[i].dark ? "dark" : "light",
                                               looks[i].width);

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          looks[i].dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      gtk_window_set_default_size (GTK_WINDOW (look.window), looks[i].width, looks[i].height);
      hg_test_wait_for_surface_size (GTK_WIDGET (look.window), looks[i].width, looks[i].height);
      look.name = name;
      look_at_all (&look);
    }

  gtk_window_destroy (GTK_WINDOW (look.window));
  g_clear_object (&look.game);
  g_clear_object (&look.settings);
}

static void
test_language (gconstpointer data)
{
  const char *language = data;

  if (g_test_subprocess ())
    {
      check_language (language);
      return;
    }

  hg_test_trap_in_language (language, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_auto(GStrv) languages = g_strsplit (HG_LINGUAS, " ", -1);

  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/tips-looks/en", "en", test_language);
  for (guint i = 0; languages[i] != NULL; i++)
    if (*languages[i] != '\0')
      {
        g_autofree char *path = g_strdup_printf ("/tips-looks/%s", languages[i]);

        g_test_add_data_func (path, languages[i], test_language);
      }

  return g_test_run ();
}
