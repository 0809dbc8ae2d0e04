/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-save.c: saving and loading: round trips, undo/redo across save and
 * load, the fixture files, and hostile files. */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>

#include "hg-test-util.h"

static GBytes *
bytes_of (HgGame *game)
{
  GBytes *bytes = hg_game_to_bytes (game);

  g_assert_nonnull (bytes);
  return bytes;
}

static void
assert_same_bytes (GBytes *a,
                   GBytes *b)
{
  gsize la, lb;
  const char *da = g_bytes_get_data (a, &la);
  const char *db = g_bytes_get_data (b, &lb);

  g_assert_cmpmem (da, la, db, lb);
}

static HgGame *
reload (GBytes *bytes)
{
  g_autoptr(GError) error = NULL;
  HgGame *game = hg_game_new_from_bytes (bytes, "test.hgsave", &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* save -> load -> save is byte-identical, and the loaded game is the same
 * game, for games at many points (fresh, mid, over, with a redo list). */
static void
test_round_trip (void)
{
  for (guint32 seed = 1; seed <= 8; seed++)
    {
      int lengths[] = { 0, 1, 7, 30, -1 };

      for (guint l = 0; l < G_N_ELEMENTS (lengths); l++)
        {
          g_autoptr(HgGame) game = hg_test_random_game (2 + seed % 4, seed, lengths[l]);
          g_autoptr(HgGame) loaded = NULL;
          g_autoptr(GBytes) first = NULL;
          g_autoptr(GBytes) second = NULL;
          g_autofree char *dump = NULL;
          g_autofree char *dump_loaded = NULL;

          if (seed % 2 == 0)
            for (guint u = 0; u < seed && hg_game_undo (game); u++)
              ;

          first = bytes_of (game);
          loaded = reload (first);
          second = bytes_of (loaded);
          assert_same_bytes (first, second);

          dump = hg_test_dump_game (game, TRUE);
          dump_loaded = hg_test_dump_game (loaded, TRUE);
          g_assert_cmpstr (dump, ==, dump_loaded);
        }
    }
}

/* Undo all, save, load, redo all: the same state and the same file as
 * before; and a finished game's file stays small. */
static void
test_undo_redo_across_save (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (4, 21, -1);
  g_autoptr(GBytes) full = bytes_of (game);
  g_autoptr(GBytes) undone = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(HgGame) loaded = NULL;
  g_autofree char *dump = hg_test_dump_game (game, TRUE);
  g_autofree char *dump_again = NULL;
  guint n = hg_game_get_n_history (game);

  g_assert_true (hg_game_get_is_over (game));
  g_assert_cmpuint (g_bytes_get_size (full), <, 30 * 1024);
  g_test_message ("a finished 4-player game with %u moves: %" G_GSIZE_FORMAT " bytes",
                  n, g_bytes_get_size (full));

  while (hg_game_undo (game))
    ;
  undone = bytes_of (game);
  loaded = reload (undone);
  g_assert_cmpuint (hg_game_get_n_history (loaded), ==, 0);
  g_assert_cmpuint (hg_game_get_n_redo (loaded), ==, n);
  g_assert_true (hg_game_get_can_redo (loaded));

  while (hg_game_redo (loaded))
    ;
  again = bytes_of (loaded);
  assert_same_bytes (full, again);
  dump_again = hg_test_dump_game (loaded, TRUE);
  g_assert_cmpstr (dump, ==, dump_again);
}

static void
test_files_sync (void)
{
  g_autofree char *dir = hg_test_make_dir ("hg-test-save-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.hgsave", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(HgGame) game = hg_test_random_game (3, 4, 40);
  g_autoptr(HgGame) other = hg_test_random_game (2, 5, 10);
  g_autoptr(HgGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) expected = bytes_of (game);
  g_autofree char *contents = NULL;
  gsize len;

  g_assert_true (hg_game_save (other, file, NULL, &error));
  g_assert_no_error (error);
  /* Replacing an existing file. */
  g_assert_true (hg_game_save (game, file, NULL, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  g_assert_cmpmem (contents, len, g_bytes_get_data (expected, NULL), g_bytes_get_size (expected));

  loaded = hg_game_load (file, NULL, &error);
  g_assert_no_error (error);
  {
    g_autofree char *a = hg_test_dump_game (game, TRUE);
    g_autofree char *b = hg_test_dump_game (loaded, TRUE);
    g_assert_cmpstr (a, ==, b);
  }

  /* A folder that does not exist: a clear error, nothing written. */
  {
    g_autofree char *bad = g_build_filename (dir, "no", "such", "game.hgsave", NULL);
    g_autoptr(GFile) bad_file = g_file_new_for_path (bad);

    g_assert_false (hg_game_save (game, bad_file, NULL, &error));
    g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_WRITE);
    g_assert_nonnull (strstr (error->message, "game.hgsave"));
    g_clear_error (&error);
  }

  hg_test_remove_tree (dir);
}

typedef struct {
  GMainLoop *loop;
  gboolean   saved;
  HgGame    *loaded;
  GError    *error;
} AsyncData;

static void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  AsyncData *data = user_data;

  data->saved = hg_game_save_finish (HG_GAME (object), result, &data->error);
  g_main_loop_quit (data->loop);
}

static void
loaded_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  AsyncData *data = user_data;

  data->loaded = hg_game_load_finish (result, &data->error);
  g_main_loop_quit (data->loop);
}

static void
test_files_async (void)
{
  g_autofree char *dir = hg_test_make_dir ("hg-test-save-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "async.hgsave", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.hgsave", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr(HgGame) game = hg_test_random_game (5, 6, -1);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  AsyncData data = { loop, FALSE, NULL, NULL };

  hg_game_save_async (game, file, NULL, saved_cb, &data);
  g_main_loop_run (loop);
  g_assert_no_error (data.error);
  g_assert_true (data.saved);

  hg_game_load_async (file, NULL, loaded_cb, &data);
  g_main_loop_run (loop);
  g_assert_no_error (data.error);
  g_assert_nonnull (data.loaded);
  {
    g_autofree char *a = hg_test_dump_game (game, TRUE);
    g_autofree char *b = hg_test_dump_game (data.loaded, TRUE);
    g_assert_cmpstr (a, ==, b);
  }
  g_clear_object (&data.loaded);

  hg_game_load_async (missing_file, NULL, loaded_cb, &data);
  g_main_loop_run (loop);
  g_assert_null (data.loaded);
  g_assert_error (data.error, HG_SAVE_ERROR, HG_SAVE_ERROR_READ);
  g_assert_nonnull (strstr (data.error->message, "missing.hgsave"));
  g_clear_error (&data.error);

  hg_test_remove_tree (dir);
}

/* The fixture files of tests/data/saves must keep loading in every later
 * version, with the same facts. */
static HgGame *
load_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  HgGame *game = hg_game_load (file, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static void
test_fixtures (void)
{
  g_autoptr(HgGame) short_game = load_fixture ("short.hgsave");
  g_autoptr(HgGame) full = load_fixture ("finished.hgsave");
  g_autoptr(HgGame) redo = load_fixture ("redo.hgsave");
  g_autoptr(HgGame) bonus = load_fixture ("bonus.hgsave");
  g_autoptr(HgGame) expert = load_fixture ("expert.hgsave");

  /* short.hgsave: new --names Ann,Bob --deck 0,1,2,3,4,5,6,7,8,9
   * --bonus-deck 79,80,81, then 4 moves. */
  g_assert_cmpuint (hg_game_get_n_players (short_game), ==, 2);
  g_assert_cmpstr (hg_player_get_name (hg_game_get_player (short_game, 0)), ==, "Ann");
  g_assert_cmpstr (hg_player_get_name (hg_game_get_player (short_game, 1)), ==, "Bob");
  g_assert_cmpuint (hg_game_get_n_history (short_game), ==, 4);
  g_assert_cmpuint (hg_game_get_n_redo (short_game), ==, 0);
  g_assert_cmpint (hg_game_get_phase (short_game), ==, HG_PHASE_TILE);
  g_assert_cmpuint (hg_state_get_n_placed (hg_game_get_state (short_game)), ==, 5);

  /* finished.hgsave: a whole 3-player game, seat 2 a random computer. */
  g_assert_cmpuint (hg_game_get_n_players (full), ==, 3);
  g_assert_true (hg_game_get_is_over (full));
  g_assert_cmpint (hg_game_get_tile_in_hand (full), ==, -1);
  g_assert_cmpint (hg_player_get_level (hg_game_get_player (full, 2)), ==, HG_LEVEL_RANDOM);
  g_assert_cmpuint (hg_game_get_land_left (full), ==, 0);
  g_assert_cmpuint (hg_game_get_n_history (full), >=, 70);
  g_assert_cmpuint (hg_game_get_n_events (full), >, 0);

  /* redo.hgsave: a game with moves taken back. */
  g_assert_cmpuint (hg_game_get_n_redo (redo), ==, 5);
  g_assert_true (hg_game_get_can_redo (redo));
  for (guint i = 0; i < 5; i++)
    g_assert_true (hg_game_redo (redo));
  g_assert_false (hg_game_get_can_redo (redo));

  /* bonus.hgsave: saved while a bonus tile is to be placed. */
  g_assert_cmpint (hg_game_get_phase (bonus), ==, HG_PHASE_BONUS);
  g_assert_cmpint (hg_game_get_tile_in_hand (bonus), >=, HG_FIRST_BONUS_ID);

  /* expert.hgsave: new --names Ann,Eve --computer 1=expert --deck
   * 0,1,2,3,4,5,6,7,8,9 --bonus-deck 79,80,81, then two moves of Ann,
   * each answered by Eve. */
  g_assert_cmpint (hg_player_get_level (hg_game_get_player (expert, 0)), ==, HG_LEVEL_HUMAN);
  g_assert_cmpint (hg_player_get_level (hg_game_get_player (expert, 1)), ==, HG_LEVEL_EXPERT);
  g_assert_cmpuint (hg_game_get_n_history (expert), ==, 4);
  g_assert_false (hg_game_get_computer_to_move (expert));
}

/* A seat at every computer level saves and loads as that level. */
static void
test_levels (void)
{
  for (HgLevel level = HG_LEVEL_HUMAN; level <= HG_LEVEL_EXPERT; level++)
    {
      HgLevel levels[] = { HG_LEVEL_HUMAN, level };
      g_autoptr(GError) error = NULL;
      g_autoptr(HgGame) game = NULL;
      g_autoptr(HgGame) loaded = NULL;
      g_autoptr(GBytes) first = NULL;
      g_autoptr(GBytes) second = NULL;
      g_autofree char *attr = g_strdup_printf ("level=\"%s\"", hg_level_to_string (level));
      HgSetup setup;

      hg_setup_shuffle (&setup, 2, 11);
      game = hg_game_new (&setup, NULL, NULL, levels, &error);
      g_assert_no_error (error);
      first = bytes_of (game);
      g_assert_nonnull (g_strstr_len (g_bytes_get_data (first, NULL), g_bytes_get_size (first), attr));
      loaded = reload (first);
      g_assert_cmpint (hg_player_get_level (hg_game_get_player (loaded, 1)), ==, level);
      second = bytes_of (loaded);
      assert_same_bytes (first, second);
    }
}

/* Hostile and broken files ----------------------------------------------- */

/* The first number after @prefix changed by one (down, or up from 0). */
static char *
change_number (const char *text,
               const char *prefix)
{
  const char *at = strstr (text, prefix);
  const char *digits;
  char *end = NULL;
  guint64 value;

  g_assert_nonnull (at);
  digits = at + strlen (prefix);
  value = g_ascii_strtoull (digits, &end, 10);
  g_assert_true (end != digits);
  return g_strdup_printf ("%.*s%" G_GUINT64_FORMAT "%s", (int) (digits - text), text,
                          value > 0 ? value - 1 : 1, end);
}

static void
expect_refused (const char *data,
                gsize       len,
                HgSaveError code,
                const char *fragment)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, len);
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  gint64 start = g_get_monotonic_time ();

  game = hg_game_new_from_bytes (bytes, "hostile.hgsave", &error);
  g_test_message ("refused in %" G_GINT64_FORMAT " µs: %s",
                  g_get_monotonic_time () - start, error != NULL ? error->message : "(accepted)");
  g_assert_null (game);
  g_assert_error (error, HG_SAVE_ERROR, (gint) code);
  g_assert_true (g_str_has_prefix (error->message, "hostile.hgsave"));
  if (fragment != NULL)
    g_assert_nonnull (strstr (error->message, fragment));
  /* One line. */
  g_assert_null (strchr (error->message, '\n'));
}

static void
expect_refused_str (const char  *text,
                    HgSaveError  code,
                    const char  *fragment)
{
  expect_refused (text, strlen (text), code, fragment);
}

static char *
valid_document (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (2, 8, 12);
  g_autoptr(GBytes) bytes = bytes_of (game);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static void
test_hostile_documents (void)
{
  g_autofree char *valid = valid_document ();
  g_autoptr(GString) laughs = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE hunters-gatherers-save [\n <!ENTITY l0 \"lol\">\n");
  g_autoptr(GString) deep = g_string_new ("<?xml version=\"1.0\"?><hunters-gatherers-save format=\"1\">");
  g_autofree char *garbage = g_malloc (20000);
  g_autofree char *utf16 = NULL;
  gsize utf16_len = 0;

  /* The document itself is fine. */
  {
    g_autoptr(GBytes) bytes = g_bytes_new (valid, strlen (valid));
    g_autoptr(GError) error = NULL;
    g_autoptr(HgGame) game = hg_game_new_from_bytes (bytes, "ok.hgsave", &error);

    g_assert_no_error (error);
    g_assert_nonnull (game);
    g_assert_cmpuint (hg_game_get_n_history (game), ==, 12);
  }

  expect_refused ("", 0, HG_SAVE_ERROR_EMPTY, "empty");
  expect_refused (valid, strlen (valid) / 2, HG_SAVE_ERROR_NOT_XML, "XML");
  expect_refused (valid, 40, HG_SAVE_ERROR_NOT_XML, NULL);
  expect_refused_str ("<?xml version=\"1.0\"?>\n<game format=\"1\"/>\n", HG_SAVE_ERROR_NOT_SAVE, "<game>");
  expect_refused_str ("<?xml version=\"1.0\"?>\n<hunters-gatherers-save xmlns=\"urn:x\" format=\"1\"/>\n", HG_SAVE_ERROR_NOT_SAVE, NULL);
  expect_refused_str ("just some text\n", HG_SAVE_ERROR_NOT_XML, NULL);

  {
    g_autofree char *doc = hg_test_replace_once (valid, "format=\"1\"", "format=\"3\"");
    expect_refused_str (doc, HG_SAVE_ERROR_NEWER_FORMAT,
                        "was saved by a newer version (format 3); this version reads format 2");
  }
  {
    g_autofree char *doc = hg_test_replace_once (valid, "format=\"1\"", "format=\"one\"");
    expect_refused_str (doc, HG_SAVE_ERROR_INVALID, "format version");
  }
  {
    g_autofree char *doc = hg_test_replace_once (valid, "format=\"1\" ", "");
    expect_refused_str (doc, HG_SAVE_ERROR_INVALID, "format version");
  }
  {
    /* An unknown tile in the deck, and one on the board. */
    g_autofree char *doc = hg_test_replace_once (valid, "<land-deck>", "<land-deck>95,");
    g_autofree char *doc2 = hg_test_replace_once (valid, "<tile id=\"56\"", "<tile id=\"91\"");
    expect_refused_str (doc, HG_SAVE_ERROR_INVALID, "95");
    expect_refused_str (doc2, HG_SAVE_ERROR_INVALID, NULL);
  }
  {
    /* A land tile in the bonus deck. */
    g_autofree char *doc = hg_test_replace_once (valid, "<bonus-deck>", "<bonus-deck>3,");
    expect_refused_str (doc, HG_SAVE_ERROR_INVALID, "3");
  }
  {
    g_autofree char *doc = hg_test_replace_once (valid, "<history>\n    <move>", "<history>\n    <move>40,40,0</move>\n    <move>");
    expect_refused_str (doc, HG_SAVE_ERROR_BAD_HISTORY, "move 1 of the history");
  }
  {
    g_autofree char *doc = hg_test_replace_once (valid, "<redo/>", "<redo><move>40,40,0</move></redo>");
    expect_refused_str (doc, HG_SAVE_ERROR_BAD_HISTORY, "redo list");
  }
  {
    g_autofree char *doc = hg_test_replace_once (valid, "<history>\n    <move>", "<history>\n    <move>1,2,7</move>\n    <move>");
    expect_refused_str (doc, HG_SAVE_ERROR_INVALID, NULL);
  }
  {
    g_autofree char *doc = change_number (valid, "land-left=\"");
    expect_refused_str (doc, HG_SAVE_ERROR_MISMATCH, "land-left");
  }
  {
    g_autofree char *doc = hg_test_replace_once (valid, "</summary>", "  <discard id=\"0\"/>\n  </summary>");
    g_autofree char *doc2 = change_number (valid, "<supply seat=\"0\" members=\"");
    g_autofree char *doc3 = hg_test_replace_once (valid, "</summary>", "  <figure owner=\"0\" role=\"hut\" x=\"0\" y=\"0\" zone=\"1\"/>\n  </summary>");
    g_autofree char *doc4 = hg_test_replace_once (valid, "<tile id=\"56\" x=\"0\"", "<tile id=\"56\" x=\"1\"");
    expect_refused_str (doc, HG_SAVE_ERROR_MISMATCH, "discard");
    expect_refused_str (doc2, HG_SAVE_ERROR_MISMATCH, "supply");
    expect_refused_str (doc3, HG_SAVE_ERROR_MISMATCH, "figure");
    expect_refused_str (doc4, HG_SAVE_ERROR_MISMATCH, "tile 1");
  }
  {
    g_autofree char *doc = change_number (valid, "total=\"");
    expect_refused_str (doc, HG_SAVE_ERROR_MISMATCH, "score");
  }
  {
    g_autofree char *doc = hg_test_replace_once (valid, "name=\"Player 1\"", "name=\"\"");
    expect_refused_str (doc, HG_SAVE_ERROR_INVALID, NULL);
  }
  {
    g_autofree char *doc = hg_test_replace_once (valid, "level=\"human\"", "level=\"genius\"");
    expect_refused_str (doc, HG_SAVE_ERROR_INVALID, NULL);
  }
  {
    g_autofree char *doc = hg_test_replace_once (valid, "<redo/>", "");
    expect_refused_str (doc, HG_SAVE_ERROR_INVALID, NULL);
  }

  /* External entity, entity bomb, undeclared entity. */
  expect_refused_str ("<?xml version=\"1.0\"?>\n<!DOCTYPE hunters-gatherers-save [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n"
                      "<hunters-gatherers-save format=\"1\">&xxe;</hunters-gatherers-save>\n", HG_SAVE_ERROR_FORBIDDEN, NULL);
  for (guint i = 1; i < 10; i++)
    g_string_append_printf (laughs, " <!ENTITY l%u \"&l%u;&l%u;&l%u;&l%u;&l%u;&l%u;&l%u;&l%u;&l%u;&l%u;\">\n",
                            i, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1);
  g_string_append (laughs, "]>\n<hunters-gatherers-save format=\"1\" app-version=\"&l9;\">&l9;</hunters-gatherers-save>\n");
  expect_refused_str (laughs->str, HG_SAVE_ERROR_FORBIDDEN, "declaration");
  expect_refused_str ("<?xml version=\"1.0\"?>\n<hunters-gatherers-save format=\"1\">&foo;</hunters-gatherers-save>\n",
                      HG_SAVE_ERROR_NOT_XML, NULL);

  /* The same bomb in UTF-16, past the quick byte scan: the parser stops it. */
  utf16 = g_convert (laughs->str + strlen ("<?xml version=\"1.0\"?>\n"), -1,
                     "UTF-16LE", "UTF-8", NULL, &utf16_len, NULL);
  g_assert_nonnull (utf16);
  {
    g_autofree char *with_bom = g_malloc (utf16_len + 2);

    with_bom[0] = (char) 0xff;
    with_bom[1] = (char) 0xfe;
    memcpy (with_bom + 2, utf16, utf16_len);
    expect_refused (with_bom, utf16_len + 2, HG_SAVE_ERROR_FORBIDDEN, NULL);
  }

  /* Deep nesting, and many more elements than a save has. */
  for (guint i = 0; i < 1000; i++)
    g_string_append (deep, "<a>");
  expect_refused_str (deep->str, HG_SAVE_ERROR_FORBIDDEN, "nested");
  for (guint i = 0; i < 100000; i++)
    g_string_append (deep, "<a>");
  expect_refused_str (deep->str, HG_SAVE_ERROR_FORBIDDEN, "elements");

  /* Binary garbage. */
  {
    GRand *rand = g_rand_new_with_seed (42);

    for (guint i = 0; i < 20000; i++)
      garbage[i] = (char) g_rand_int_range (rand, 0, 256);
    g_rand_free (rand);
    expect_refused (garbage, 20000, HG_SAVE_ERROR_NOT_XML, NULL);
  }

  /* Too large, even in memory. */
  {
    gsize big = HG_SAVE_MAX_SIZE + 1;
    g_autofree char *junk = g_malloc (big);

    memset (junk, ' ', big);
    expect_refused (junk, big, HG_SAVE_ERROR_TOO_LARGE, NULL);
  }
}

static void
expect_file_refused (GFile       *file,
                     HgSaveError  code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = NULL;
  g_autofree char *basename = g_file_get_basename (file);

  game = hg_game_load (file, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, HG_SAVE_ERROR, (gint) code);
  g_assert_nonnull (strstr (error->message, basename));
}

static void
test_hostile_files (void)
{
  g_autofree char *dir = hg_test_make_dir ("hg-test-save-XXXXXX");
  g_autofree char *junk_path = g_build_filename (dir, "junk.hgsave", NULL);
  g_autofree char *empty_path = g_build_filename (dir, "empty.hgsave", NULL);
  g_autofree char *missing_path = g_build_filename (dir, "missing.hgsave", NULL);
  g_autofree char *cut_path = g_build_filename (dir, "cut.hgsave", NULL);
  g_autoptr(GFile) junk = g_file_new_for_path (junk_path);
  g_autoptr(GFile) empty = g_file_new_for_path (empty_path);
  g_autoptr(GFile) missing = g_file_new_for_path (missing_path);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GFile) cut = g_file_new_for_path (cut_path);
  g_autoptr(HgGame) game = hg_test_random_game (2, 30, 20);
  g_autoptr(GBytes) bytes = bytes_of (game);
  g_autofree char *kept = NULL;
  gsize kept_len;
  FILE *f;

  /* 50 MB of junk: refused from its size, without reading it. */
  f = g_fopen (junk_path, "wb");
  g_assert_nonnull (f);
  {
    g_autofree char *block = g_malloc (1024 * 1024);

    memset (block, 'x', 1024 * 1024);
    for (guint i = 0; i < 50; i++)
      g_assert_cmpuint (fwrite (block, 1, 1024 * 1024, f), ==, 1024 * 1024);
  }
  fclose (f);
  g_assert_true (g_file_set_contents (empty_path, "", 0, NULL));

  expect_file_refused (junk, HG_SAVE_ERROR_TOO_LARGE);
  expect_file_refused (empty, HG_SAVE_ERROR_EMPTY);
  expect_file_refused (missing, HG_SAVE_ERROR_READ);
  expect_file_refused (folder, HG_SAVE_ERROR_READ);

  /* A file cut short is refused and left as it is: loading never removes
   * or rewrites the file it reads. */
  g_assert_true (g_file_set_contents (cut_path, g_bytes_get_data (bytes, NULL),
                                      g_bytes_get_size (bytes) / 2, NULL));
  expect_file_refused (cut, HG_SAVE_ERROR_NOT_XML);
  g_assert_true (g_file_get_contents (cut_path, &kept, &kept_len, NULL));
  g_assert_cmpmem (kept, kept_len, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes) / 2);

  hg_test_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/save/round-trip", test_round_trip);
  g_test_add_func ("/save/undo-redo-across-save", test_undo_redo_across_save);
  g_test_add_func ("/save/files-sync", test_files_sync);
  g_test_add_func ("/save/files-async", test_files_async);
  g_test_add_func ("/save/fixtures", test_fixtures);
  g_test_add_func ("/save/levels", test_levels);
  g_test_add_func ("/save/hostile-documents", test_hostile_documents);
  g_test_add_func ("/save/hostile-files", test_hostile_files);

  return g_test_run ();
}
