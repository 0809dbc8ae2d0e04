/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-gui-test-util.h: what the GUI tests share: the application a test
 * program runs its windows in, running the main loop until something holds, waiting for frames, finding widgets (by type,
 * name, label, tooltip, icon or action), pictures of widgets and of the
 * board in $HG_TEST_OUTPUT, clicking, and games to show. */
#pragma once

#include <adwaita.h>

#include "hg-application.h"
#include "hg-board-view.h"
#include "hg-game.h"
#include "hg-window.h"

G_BEGIN_DECLS

/* The test program --------------------------------------------------------- */

typedef enum {
  HG_TEST_APP_DEFAULT       = 0,
  /* GTK's animations off: what moves is not what the test looks at */
  HG_TEST_APP_NO_ANIMATIONS = 1 << 0,
} HgTestAppFlags;

/* A new application registered as an instance of its own (neither looking
 * for nor becoming one on the session bus), for the windows of a test
 * program; call it after g_test_init(). */
HgApplication *hg_test_app_new           (HgTestAppFlags   flags);
/* Runs the tests (g_test_run()), then destroys the windows *@app still
 * has and drops it; returns what g_test_run() returned. */
int         hg_test_app_run              (HgApplication  **app);
/* A new temporary folder made the user data folder ($XDG_DATA_HOME), from
 * @tmpl as for g_dir_make_tmp(); call it before anything asks GLib for
 * the user data folder. */
char       *hg_test_new_data_home        (const char      *tmpl);

/* The main loop ------------------------------------------------------------ */

typedef gboolean (*HgTestCondition) (gpointer      object,
                                     gconstpointer data);

/* Runs the main loop until @cond (@object, @data) holds.  A condition that
 * does not come within a minute fails the test, naming @what. */
void        hg_test_run_until            (HgTestCondition  cond,
                                          gpointer         object,
                                          gconstpointer    data,
                                          const char      *what);
/* Runs the main loop until @widget is mapped, laid out and drawn (three
 * frames of its frame clock; with a board view in it, until its tiles are
 * painted and a frame more). */
void        hg_test_wait_for_frames      (GtkWidget       *widget);
/* Runs the main loop until the surface of @window is @width x @height,
 * then waits for its frames. */
void        hg_test_wait_for_surface_size (GtkWidget      *window,
                                           int             width,
                                           int             height);
/* Runs the test case again in a subprocess in @language (LANGUAGE, and
 * LC_ALL as @locale where that locale is installed: newer glibc (2.41)
 * ignores LANGUAGE in C.UTF-8), and asserts that it passed.  @locale
 * NULL: "ll_LL.UTF-8" of @language, none for "en". */
void        hg_test_trap_in_language     (const char     *language,
                                          const char     *locale);
/* Runs the main loop until nothing is pending. */
void        hg_test_flush                (void);

/* Finding widgets ---------------------------------------------------------- */

typedef gboolean (*HgTestWidgetMatch) (GtkWidget     *widget,
                                       gconstpointer  data);

/* The first widget under @root (itself included, depth first) that
 * @match accepts, or NULL. */
GtkWidget  *hg_test_find                 (GtkWidget         *root,
                                          HgTestWidgetMatch  match,
                                          gconstpointer      data);
GtkWidget  *hg_test_find_by_type         (GtkWidget  *root,
                                          GType       type);
/* By gtk_widget_get_name(). */
GtkWidget  *hg_test_find_by_name         (GtkWidget  *root,
                                          const char *name);
/* A visible GtkLabel whose text contains @text (its no-break spaces
 * taken as spaces). */
GtkWidget  *hg_test_find_label           (GtkWidget  *root,
                                          const char *text);
GtkWidget  *hg_test_find_by_tooltip      (GtkWidget  *root,
                                          const char *tooltip);
GtkWidget  *hg_test_find_button_with_icon (GtkWidget *root,
                                           const char *icon_name);
/* A GtkActionable with action @action_name ("win.undo"). */
GtkWidget  *hg_test_find_by_action       (GtkWidget  *root,
                                          const char *action_name);
/* hg_test_find_label() in every toplevel window. */
GtkWidget  *hg_test_find_label_anywhere  (const char *text);
/* A toplevel window of @type other than @except, or NULL. */
GtkWindow  *hg_test_find_toplevel        (GType       type,
                                          GtkWindow  *except);
/* Runs the main loop until there is a toplevel window of @type. */
GtkWindow  *hg_test_wait_for_toplevel    (GType       type);
/* Runs the main loop until @window has left its application (closed). */
void        hg_test_wait_for_close       (GtkWindow  *window);
/* Runs the main loop until hg_test_find_label() finds @text under @root
 * (NULL: in any toplevel window); @what names it if it never comes. */
void        hg_test_wait_for_label       (GtkWidget  *root,
                                          const char *text,
                                          const char *what);
/* Runs the main loop until the autosave of @window has written what it
 * had to. */
void        hg_test_wait_autosaved       (HgWindow   *window);

/* Waits for the question (an AdwMessageDialog, or an AdwAlertDialog on
 * libadwaita 1.5 and newer), checks that its heading contains
 * @heading_part, and answers @response (with its button, on 1.5). */
void        hg_test_answer_question      (const char *heading_part,
                                          const char *response);

/* Clicks @button (it must be sensitive) as a person would. */
void        hg_test_click                (GtkWidget  *button);

/* Input through the X server (xdotool), so that every event takes GTK's
 * own path: whether xdotool is there and the display is X11. */
gboolean    hg_test_have_xdotool         (void);
/* Runs xdotool with the arguments up to NULL, "WID" standing for the X
 * window of @window; fails the test if xdotool fails. */
void        hg_test_xdotool              (GtkWindow  *window,
                                          const char *first,
                                          ...) G_GNUC_NULL_TERMINATED;
/* Presses @keys ("shift+r", "Next") in @window. */
void        hg_test_key                  (GtkWindow  *window,
                                          const char *keys);
/* Gives @keyval to the key handlers that @window runs before the focused
 * widget (capture phase: keys that work wherever the focus is), as if it
 * was pressed, without a display's input; whether one took it. */
gboolean    hg_test_capture_key          (GtkWidget  *window,
                                          guint       keyval);
/* Moves the pointer to the middle of @widget (in a window or in one of
 * its popovers) and clicks the primary button there. */
void        hg_test_pointer_click        (GtkWidget  *widget);

/* Pictures ----------------------------------------------------------------- */

/* @widget as drawn now, @background under it (NULL: transparent). */
GdkTexture *hg_test_render               (GtkWidget      *widget,
                                          const GdkRGBA  *background);
/* Writes a picture to $HG_TEST_OUTPUT/@filename (the temporary folder
 * without it). */
void        hg_test_save_texture         (GdkTexture      *texture,
                                          const char      *filename);
void        hg_test_save_surface         (cairo_surface_t *surface,
                                          const char      *filename);
/* Renders @widget and writes it to @filename; returns the picture. */
GdkTexture *hg_test_save_png             (GtkWidget       *widget,
                                          const char      *filename);
/* What the board view shows, drawn into a @width x @height image. */
/* The square of the board's ghost tile or keyboard cursor
 * (hg_board_placing_get_target()). */
int              hg_test_board_target_x  (HgBoardView     *view);
int              hg_test_board_target_y  (HgBoardView     *view);
cairo_surface_t *hg_test_render_board    (HgBoardView     *view,
                                          int              width,
                                          int              height);
/* An undecorated window of @width x @height holding a new board view of
 * its size, shown, once the view has that size; the window in @window. */
HgBoardView *hg_test_new_board_window    (int              width,
                                          int              height,
                                          GtkWindow      **window);
/* The pixel of @surface (ARGB32, opaque) at (@x, @y), inside it, as
 * 0xRRGGBB. */
guint32     hg_test_surface_pixel        (cairo_surface_t *surface,
                                          double           x,
                                          double           y);
/* The board's background as 0xRRGGBB, in the style now in use. */
guint32     hg_test_board_background     (void);
/* The pixels of a picture of the board, to compare two. */
GBytes     *hg_test_board_pixels         (HgBoardView     *view,
                                          int              width,
                                          int              height);

/* Games -------------------------------------------------------------------- */

/* A game of @n_players named Ana, Ben, Cy, Dan, Eve, decks from @seed;
 * @levels (may be NULL: every seat a person) as for hg_game_new(). */
HgGame     *hg_test_new_game             (guint           n_players,
                                          guint32         seed,
                                          const HgLevel  *levels);
/* Plays one legal move chosen by @rng (figures preferred half the time). */
void        hg_test_play_one             (HgGame         *game,
                                          GRand          *rng);
/* Plays the engine's random moves from @seed; @n_moves 0: to the end. */
void        hg_test_play_random          (HgGame         *game,
                                          guint64         seed,
                                          guint           n_moves);

G_END_DECLS
