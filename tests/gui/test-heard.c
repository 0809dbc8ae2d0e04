/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-heard.c: what a screen reader hears of the board, caught where a
 * screen reader catches it: on an accessibility bus.  The bus is the
 * test's own, a private D-Bus daemon (GTestDBus) given to GTK as its
 * AT-SPI bus (AT_SPI_BUS_ADDRESS, GTK_A11Y=atspi); on it, the test stands
 * in for the AT-SPI registry, which GTK asks to be embedded and whether
 * anyone listens, and listens to the signals GTK sends: the board's
 * announcements (gtk_accessible_announce(), GTK 4.14 and newer) and the
 * changes of its description (where older GTK says what happened).  It
 * needs dbus-daemon alone, not the at-spi2-core, pyatspi and xdotool of
 * gui-screen-reader, so it also runs inside the Flatpak build against the
 * runtime's newer GTK. */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "hg-application.h"
#include "hg-gui-test-util.h"
#include "hg-window.h"
#include "hg-window-private.h"
#include "hg-board-view-private.h"

#define HELP "Arrow keys move the cursor, "

static HgApplication *app;

/* The accessibility bus and the registry's stand-in ------------------------ */

typedef struct {
  GDBusConnection *bus;
  GMainLoop       *loop;      /* the registry's: GTK may wait for it */
  GThread         *thread;
  gint             embedded;  /* GTK has put its application on the bus */
  GPtrArray       *heard;     /* char *: announced, or a new description */
} Ear;

static Ear ear;

static const char registry_xml[] =
  "<node>"
  "  <interface name='org.a11y.atspi.Socket'>"
  "    <method name='Embed'>"
  "      <arg type='(so)' direction='in'/>"
  "      <arg type='(so)' direction='out'/>"
  "    </method>"
  "  </interface>"
  "  <interface name='org.a11y.atspi.Registry'>"
  "    <method name='GetRegisteredEvents'>"
  "      <arg type='a(ss)' direction='out'/>"
  "    </method>"
  "  </interface>"
  "  <interface name='org.freedesktop.portal.Flatpak'>"
  "    <property name='version' type='u' access='read'/>"
  "  </interface>"
  "</node>";

static void
registry_method_cb (GDBusConnection       *connection,
                    const char            *sender,
                    const char            *path,
                    const char            *interface,
                    const char            *method,
                    GVariant              *parameters,
                    GDBusMethodInvocation *invocation,
                    gpointer               user_data)
{
  const char *me = g_dbus_connection_get_unique_name (connection);

  if (g_str_equal (method, "Embed"))
    {
      g_atomic_int_set (&ear.embedded, TRUE);
      g_dbus_method_invocation_return_value (invocation,
                                             g_variant_new ("((so))", me, "/org/a11y/atspi/accessible/root"));
    }
  else if (g_str_equal (method, "GetRegisteredEvents"))
    {
      GVariantBuilder events;

      /* a screen reader listens to everything */
      g_variant_builder_init (&events, G_VARIANT_TYPE ("a(ss)"));
      g_variant_builder_add (&events, "(ss)", me, "");
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(a(ss))", &events));
    }
  else
    g_dbus_method_invocation_return_error (invocation, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD,
                                           "%s", method);
}

/* Inside a Flatpak sandbox (or with GDK_DEBUG=portals) GTK asks the
 * Flatpak portal whether event listeners can be told (version 7 and
 * newer). */
static GVariant *
portal_property_cb (GDBusConnection *connection,
                    const char      *sender,
                    const char      *path,
                    const char      *interface,
                    const char      *property,
                    GError         **error,
                    gpointer         user_data)
{
  return g_variant_new_uint32 (7);
}

static const GDBusInterfaceVTable registry_vtable = { registry_method_cb, NULL, NULL, { 0 } };
static const GDBusInterfaceVTable portal_vtable = { NULL, portal_property_cb, NULL, { 0 } };

/* An event of GTK's: (detail, detail1, detail2, any_data, properties). */
static void
event_cb (GDBusConnection *connection,
          const char      *sender,
          const char      *path,
          const char      *interface,
          const char      *member,
          GVariant        *parameters,
          gpointer         user_data)
{
  g_autoptr(GVariant) data = NULL;
  const char *detail = NULL;

  if (!g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(siiva{sv})")))
    return;
  g_variant_get (parameters, "(&siiv@a{sv})", &detail, NULL, NULL, &data, NULL);
  if (!g_variant_is_of_type (data, G_VARIANT_TYPE_STRING))
    return;
  if (g_str_equal (member, "Announcement")
      || (g_str_equal (member, "PropertyChange") && g_str_equal (detail, "accessible-description")))
    g_ptr_array_add (ear.heard, g_variant_dup_string (data, NULL));
}

static void
own_name (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  guint result = 0;

  reply = g_dbus_connection_call_sync (ear.bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "RequestName",
                                       g_variant_new ("(su)", name, 4 /* do not queue */),
                                       G_VARIANT_TYPE ("(u)"), G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error);
  g_assert_no_error (error);
  g_variant_get (reply, "(u)", &result);
  g_assert_cmpuint (result, ==, 1 /* primary owner */);
}

static gpointer
registry_thread (gpointer data)
{
  g_main_loop_run (ear.loop);
  return NULL;
}

/* The registry answers in a thread of its own, as GTK waits for some
 * answers (the Flatpak portal's version) in the main thread. */
static void
ear_open (const char *address)
{
  g_autoptr(GDBusNodeInfo) node = g_dbus_node_info_new_for_xml (registry_xml, NULL);
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (node);
  ear.loop = g_main_loop_new (context, FALSE);
  ear.heard = g_ptr_array_new_with_free_func (g_free);
  ear.bus = g_dbus_connection_new_for_address_sync (address,
                                                    G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                    | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                    NULL, NULL, &error);
  g_assert_no_error (error);
  g_main_context_push_thread_default (context);
  g_dbus_connection_register_object (ear.bus, "/org/a11y/atspi/accessible/root",
                                     g_dbus_node_info_lookup_interface (node, "org.a11y.atspi.Socket"),
                                     &registry_vtable, NULL, NULL, &error);
  g_assert_no_error (error);
  g_dbus_connection_register_object (ear.bus, "/org/a11y/atspi/registry",
                                     g_dbus_node_info_lookup_interface (node, "org.a11y.atspi.Registry"),
                                     &registry_vtable, NULL, NULL, &error);
  g_assert_no_error (error);
  g_dbus_connection_register_object (ear.bus, "/org/freedesktop/portal/Flatpak",
                                     g_dbus_node_info_lookup_interface (node, "org.freedesktop.portal.Flatpak"),
                                     &portal_vtable, NULL, NULL, &error);
  g_assert_no_error (error);
  g_main_context_pop_thread_default (context);
  ear.thread = g_thread_new ("registry", registry_thread, NULL);
  own_name ("org.a11y.atspi.Registry");
  own_name ("org.freedesktop.portal.Flatpak");
  g_dbus_connection_signal_subscribe (ear.bus, NULL, "org.a11y.atspi.Event.Object", NULL, NULL, NULL,
                                      G_DBUS_SIGNAL_FLAGS_NONE, event_cb, NULL, NULL);
}

/* Helpers ------------------------------------------------------------------ */

/* How many things heard since @since contain @text. */
static guint
n_heard (const char *text,
         guint       since)
{
  guint n = 0;

  for (guint i = since; i < ear.heard->len; i++)
    n += strstr (g_ptr_array_index (ear.heard, i), text) != NULL;
  return n;
}

static gboolean
is_embedded (gpointer      object,
             gconstpointer data)
{
  return g_atomic_int_get (&ear.embedded);
}

static gboolean
n_history_is (gpointer      object,
              gconstpointer data)
{
  return hg_game_get_n_history (object) == GPOINTER_TO_UINT (data);
}

static gboolean
is_computer_to_move (gpointer      object,
                     gconstpointer data)
{
  return hg_game_get_computer_to_move (object);
}

static void dump_heard (void);

/* Waits until @text is heard (after the @since-th thing heard); what was
 * heard is told if it is not. */
static void
wait_heard (const char *text,
            guint       since,
            const char *what)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (n_heard (text, since) == 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  if (n_heard (text, since) == 0)
    {
      dump_heard ();
      g_error ("Not heard: %s", what);
    }
}

/* Lets the main loop run @ms milliseconds. */
static void
pump (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static void
dump_heard (void)
{
  for (guint i = 0; i < ear.heard->len; i++)
    g_test_message ("heard: %s", (const char *) g_ptr_array_index (ear.heard, i));
}

/* The pointer across the board, where a screen reader's user does not
 * look: each place a moment. */
static void
sweep_pointer (HgWindow *window)
{
  GtkWidget *board = GTK_WIDGET (window->board_view);
  graphene_rect_t bounds;
  double tx, ty;

  if (!hg_test_have_xdotool ())
    return;
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &bounds));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &tx, &ty);
  for (guint i = 0; i < 9; i++)
    {
      g_autofree char *sx = g_strdup_printf ("%d", (int) (tx + bounds.origin.x + bounds.size.width * (0.3 + 0.05 * i)));
      g_autofree char *sy = g_strdup_printf ("%d", (int) (ty + bounds.origin.y + bounds.size.height * (0.5 + 0.02 * (i % 3))));

      hg_test_xdotool (GTK_WINDOW (window), "mousemove", "--window", "WID", sx, sy, NULL);
      pump (60);
    }
}

/* The tests ---------------------------------------------------------------- */

/* A person (Ana) and a computer (Ben): the keys' help heard once, at the
 * start, though the pointer crosses the board; nothing the pointer is on
 * is heard, not while the computer thinks either; each move of the table
 * heard as the list of moves says it; an undo and a redo heard. */
static void
test_table (void)
{
  const HgLevel levels[] = { HG_LEVEL_HUMAN, HG_LEVEL_EASY };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(HgGame) game = NULL;
  g_autoptr(HgMoveRecord) mine = NULL;
  g_autoptr(HgMoveRecord) theirs = NULL;
  HgWindow *window;
  HgBoardView *view;
  guint start, since;

  window = hg_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  hg_test_run_until (is_embedded, NULL, NULL, "GTK on the accessibility bus");
  view = window->board_view;

  /* the computer waits long enough for the pointer to cross the board */
  g_settings_set_string (settings, "computer-speed", "slow");
  game = hg_test_new_game (2, 17, levels);
  start = ear.heard->len;
  hg_window_set_game (window, game, NULL);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  wait_heard (HELP, start, "the keys' help");
  since = ear.heard->len;
  sweep_pointer (window);
  pump (300);
  dump_heard ();
  g_assert_cmpuint (ear.heard->len, ==, since);
  g_assert_cmpuint (n_heard (HELP, start), ==, 1);

  /* Ana's move: to the first square where the tile fits, no figure */
  since = ear.heard->len;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.next-square", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.activate", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.activate", NULL));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 1);
  mine = g_list_model_get_item (hg_game_get_moves (game), 0);
  wait_heard (hg_move_record_get_text (mine), since, "the person's move heard");

  /* Ben thinks: the pointer on a tile reads its feature on the screen,
   * and none of it is heard */
  hg_test_run_until (is_computer_to_move, game, NULL, "the computer to move");
  since = ear.heard->len;
  sweep_pointer (window);
  if (hg_test_have_xdotool ())
    g_assert_true (hg_game_get_n_history (game) == 1);
  for (guint i = since; i < ear.heard->len; i++)
    g_assert_null (strstr (g_ptr_array_index (ear.heard, i), " segment"));

  hg_test_run_until (n_history_is, game, GUINT_TO_POINTER (2), "the computer's move");
  theirs = g_list_model_get_item (hg_game_get_moves (game), 1);
  wait_heard (hg_move_record_get_text (theirs), since, "the computer's move heard");
  for (guint i = since; i < ear.heard->len; i++)
    g_assert_null (strstr (g_ptr_array_index (ear.heard, i), " segment"));

  /* Undo goes back to Ana's move, Redo plays both again */
  since = ear.heard->len;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wait_heard ("2 moves taken back.", since, "the undo heard");
  since = ear.heard->len;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  wait_heard ("Played again: ", since, "the redo heard");

  dump_heard ();
  g_assert_cmpuint (n_heard (HELP, 0), ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The keys' help, heard at the first focus, is not heard again when what
 * it stands before changes without a key: here a move not made with the
 * keys (as a click makes it). */
static void
test_help_once (void)
{
  g_autoptr(HgGame) game = hg_test_new_game (2, 23, NULL);
  g_autoptr(HgMoveRecord) record = NULL;
  g_autoptr(GRand) rng = g_rand_new_with_seed (23);
  HgWindow *window;
  guint start;

  window = hg_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  hg_test_wait_for_frames (GTK_WIDGET (window));
  hg_test_run_until (is_embedded, NULL, NULL, "GTK on the accessibility bus");

  start = ear.heard->len;
  hg_window_set_game (window, game, NULL);
  hg_test_wait_for_frames (GTK_WIDGET (window));
  wait_heard (HELP, start, "the keys' help");

  hg_test_play_one (game, rng);
  record = g_list_model_get_item (hg_game_get_moves (game), 0);
  wait_heard (hg_move_record_get_text (record), start, "the move heard");
  pump (200);
  dump_heard ();
  g_assert_cmpuint (n_heard (HELP, start), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  static GTestDBus *dbus;
  g_autofree char *dbus_daemon = g_find_program_in_path ("dbus-daemon");
  g_autofree char *display = NULL;
  int result;

  g_test_init (&argc, &argv, NULL);
  if (dbus_daemon == NULL)
    {
      g_test_skip ("dbus-daemon is not installed (apt-get install dbus-daemon)");
      return g_test_run ();
    }

  /* A bus of the test's own: the session bus and the accessibility bus
   * (GTestDBus takes the display away, as a bus on a display would be
   * found through it) */
  display = g_strdup (g_getenv ("DISPLAY"));
  dbus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_up (dbus);
  if (display != NULL)
    g_setenv ("DISPLAY", display, TRUE);
  g_setenv ("AT_SPI_BUS_ADDRESS", g_test_dbus_get_bus_address (dbus), TRUE);
  g_setenv ("GTK_A11Y", "atspi", TRUE);
  ear_open (g_test_dbus_get_bus_address (dbus));

  app = hg_test_app_new (HG_TEST_APP_NO_ANIMATIONS);

  g_test_add_func ("/heard/table", test_table);
  g_test_add_func ("/heard/help-once", test_help_once);

  result = hg_test_app_run (&app);
  g_main_loop_quit (ear.loop);
  g_thread_join (ear.thread);
  g_clear_pointer (&ear.loop, g_main_loop_unref);
  g_clear_object (&ear.bus);
  g_clear_pointer (&ear.heard, g_ptr_array_unref);
  /* GTK and the application keep their connections to the session bus
   * to the end: the daemon is stopped without waiting for them to go
   * (g_test_dbus_down() would), and the GTestDBus, whose finalization
   * would wait too, is left to the end of the process. */
  g_test_dbus_stop (dbus);
  return result;
}
