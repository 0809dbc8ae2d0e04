/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The translations reach the window: with LANGUAGE=de (then fr) and the
 * catalogues compiled in the build directory, the strings of the C code,
 * of the GtkBuilder templates and the plural forms come out in German
 * (French): welcome page, header bar, side panel, new-game and game-over
 * dialogs, the rules.  Each language runs in a subprocess of its own, because gettext
 * caches what it has looked up.  Pictures for a look at the layout of the
 * longer texts: $HG_TEST_OUTPUT/i18n-<lang>-{window,new-game,game-over,rules}.png */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "hg-application.h"
#include "hg-game-over-dialog.h"
#include "hg-new-game-dialog.h"
#include "hg-rules-window.h"
#include "hg-window.h"
#include "hg-gui-test-util.h"

typedef struct {
  const char *language;
  const char *locale;            /* a locale of the language, if installed */
  const char *app_name;          /* "Hunters & Gatherers" */
  const char *welcome;           /* the welcome page's description */
  const char *new_game;          /* "New Game" */
  const char *hut_1;             /* ngettext ("%u hut", "%u huts", 1) */
  const char *hut_0;             /* ... 0: the plural rule of the language */
  const char *hut_2;
  const char *players;           /* "Players" in the new-game dialog */
  const char *tiles_left;        /* part of "%u land tiles left" */
  const char *game_over;         /* "Game Over" */
  const char *wins;              /* part of "%s wins with %u points" */
  const char *share;             /* part of "%s share the win with ..." */
  const char *goal;              /* the first chapter of the rules */
} Expected;

static const Expected german = {
  "de",
  "de_DE.UTF-8",
  "Jäger und Sammler",
  "Lege Plättchen, baue eine Steinzeitlandschaft und schicke deinen Stamm zum Jagen, Sammeln und Fischen hinaus.",
  "Neues Spiel",
  "%u Hütte", "%u Hütten", "%u Hütten",
  "Spieler",
  " Landschaftsplättchen übrig",
  "Spielende",
  " gewinnt mit ",
  " teilen sich den Sieg mit je ",
  "Ziel des Spiels",
};

static const Expected french = {
  "fr",
  "fr_FR.UTF-8",
  "Chasseurs et Cueilleurs",
  "Posez des tuiles pour bâtir un paysage de l’âge de pierre, et envoyez votre tribu chasser, cueillir et pêcher.",
  "Nouvelle partie",
  "%u hutte", "%u hutte", "%u huttes",
  "Joueurs",
  " tuiles terrain restantes",
  "Fin de la partie",
  " gagne avec ",
  " se partagent la victoire avec ",
  "But du jeu",
};

static gboolean
is_preferences_group (GtkWidget     *widget,
                      gconstpointer  title)
{
  return ADW_IS_PREFERENCES_GROUP (widget)
         && g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)), title) == 0;
}

static void
save_picture (GtkWidget      *widget,
              const Expected *expected,
              const char     *what)
{
  g_autofree char *filename = g_strdup_printf ("i18n-%s-%s.png", expected->language, what);

  hg_test_wait_for_frames (widget);
  g_object_unref (hg_test_save_png (widget, filename));
}

/* In the subprocess: the locale from the environment (LANGUAGE set by the
 * parent), the catalogues of the build directory, then the checks. */
static void
check_language (const Expected *expected)
{
  g_autoptr(HgApplication) app = NULL;
  const char *messages_locale;
  GtkWindow *window;
  GtkWidget *welcome;
  GtkWidget *button;
  HgNewGameDialog *dialog;
  HgGameOverDialog *game_over;
  HgRulesWindow *rules;
  g_autoptr(HgGame) game = NULL;
  g_autoptr(HgGame) finished = NULL;
  g_autoptr(GRand) rng = NULL;

  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, expected->language);

  /* glibc ignores LANGUAGE in the plain C locale only; the test setup's
   * C.UTF-8 honours it. */
  setlocale (LC_ALL, "");
  messages_locale = setlocale (LC_MESSAGES, NULL);
  if (messages_locale == NULL ||
      g_str_equal (messages_locale, "C") || g_str_equal (messages_locale, "POSIX"))
    setlocale (LC_ALL, "C.UTF-8");
  g_test_message ("LC_MESSAGES locale: %s", setlocale (LC_MESSAGES, NULL));

  g_assert_nonnull (bindtextdomain (GETTEXT_PACKAGE, HG_BUILD_LOCALEDIR));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* The catalogue itself, plural rule included. */
  g_assert_cmpstr (_("Hunters & Gatherers"), ==, expected->app_name);
  g_assert_cmpstr (_("New Game"), ==, expected->new_game);
  g_assert_cmpstr (ngettext ("%u hut", "%u huts", 1), ==, expected->hut_1);
  g_assert_cmpstr (ngettext ("%u hut", "%u huts", 0), ==, expected->hut_0);
  g_assert_cmpstr (ngettext ("%u hut", "%u huts", 2), ==, expected->hut_2);

  /* The window: a title set by the C code, a template's status page and
   * a header-bar tooltip. */
  app = hg_test_app_new (HG_TEST_APP_DEFAULT);
  g_application_activate (G_APPLICATION (app));

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (HG_IS_WINDOW (window));
  g_assert_cmpstr (gtk_window_get_title (window), ==, expected->app_name);

  welcome = hg_test_find_by_type (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (welcome);
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (welcome)), ==, expected->app_name);
  g_assert_cmpstr (adw_status_page_get_description (ADW_STATUS_PAGE (welcome)), ==, expected->welcome);

  button = hg_test_find_by_action (GTK_WIDGET (window), "app.new-game");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, expected->new_game);

  /* A game in progress: the side panel. */
  game = hg_test_new_game (3, 7, NULL);
  rng = g_rand_new_with_seed (7);
  for (guint i = 0; i < 12; i++)
    hg_test_play_one (game, rng);
  hg_window_set_game (HG_WINDOW (window), game, NULL);
  save_picture (GTK_WIDGET (window), expected, "window");
  g_assert_true (hg_test_find_label (GTK_WIDGET (window), expected->tiles_left) != NULL);

  /* The new-game dialog. */
  dialog = hg_new_game_dialog_new ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, expected->new_game);
  g_assert_true (hg_test_find (GTK_WIDGET (dialog), is_preferences_group, expected->players) != NULL);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), window);
  gtk_window_present (GTK_WINDOW (dialog));
  save_picture (GTK_WIDGET (dialog), expected, "new-game");
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* The game-over dialog of a game played to the end (not shown in the
   * window, which would open its own). */
  finished = hg_test_new_game (4, 11, NULL);
  while (!hg_game_get_is_over (finished))
    hg_test_play_one (finished, rng);
  game_over = hg_game_over_dialog_new (finished);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (game_over)), ==, expected->game_over);
  gtk_window_set_transient_for (GTK_WINDOW (game_over), window);
  gtk_window_present (GTK_WINDOW (game_over));
  save_picture (GTK_WIDGET (game_over), expected, "game-over");
  g_assert_true (hg_test_find_label (GTK_WIDGET (game_over), expected->wins) != NULL ||
                 hg_test_find_label (GTK_WIDGET (game_over), expected->share) != NULL);
  gtk_window_destroy (GTK_WINDOW (game_over));

  /* The rules. */
  rules = hg_rules_window_new (window);
  g_assert_cmpuint (hg_rules_window_get_n_sections (rules), >, 0);
  g_assert_cmpstr (hg_rules_window_get_section_title (rules, 0), ==, expected->goal);
  gtk_window_present (GTK_WINDOW (rules));
  save_picture (GTK_WIDGET (rules), expected, "rules");
  gtk_window_destroy (GTK_WINDOW (rules));

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL;
       l = gtk_application_get_windows (GTK_APPLICATION (app)))
    gtk_window_destroy (l->data);
}

static void
test_language (gconstpointer data)
{
  const Expected *expected = data;

  if (g_test_subprocess ())
    {
      check_language (expected);
      return;
    }

  hg_test_trap_in_language (expected->language, expected->locale);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/i18n/german", &german, test_language);
  g_test_add_data_func ("/i18n/french", &french, test_language);

  return g_test_run ();
}
