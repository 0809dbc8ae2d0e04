/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-save-limits.c: the documented limits of what is read, each at the
 * limit (accepted) and one past it (refused with the right message): the
 * size of a file (HG_SAVE_MAX_SIZE), the nesting of elements
 * (HG_SAVE_MAX_DEPTH), the number of elements and other nodes
 * (HG_SAVE_MAX_NODES), of attributes on one element
 * (HG_SAVE_MAX_ATTRIBUTES) and of references (HG_SAVE_MAX_REFERENCES),
 * the length of a player's name (HG_GAME_MAX_NAME characters) and of the
 * URI of a game's file (HG_SAVE_MAX_URI bytes). */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "hg-save-private.h"
#include "hg-test-util.h"
#include "hg-xml-reader-private.h"

static char *
document_of (HgGame *game,
             GFile  *game_file)
{
  g_autoptr(GBytes) bytes = hg_save_to_bytes (game, game_file);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static HgGame *
load (const char  *data,
      gsize        len,
      GFile      **game_file,
      GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, len);

  return hg_save_from_bytes (bytes, "limits.hgsave", game_file, error);
}

static void
assert_refused (const char  *data,
                gsize        len,
                HgSaveError  code,
                const char  *summary,
                const char  *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = load (data, len, NULL, &error);
  g_autofree char *got = NULL;

  g_assert_null (game);
  g_assert_error (error, HG_SAVE_ERROR, (gint) code);
  g_test_message ("%s", error->message);
  got = hg_save_error_dup_summary (error);
  g_assert_cmpstr (got, ==, summary);
  if (fragment != NULL)
    g_assert_nonnull (strstr (error->message, fragment));
}

/* A save padded with blanks after the document to exactly @size bytes. */
static char *
padded (const char *doc,
        gsize       size)
{
  gsize len = strlen (doc);
  char *data;

  g_assert_cmpuint (len, <=, size);
  data = g_malloc (size + 1);
  memcpy (data, doc, len);
  memset (data + len, ' ', size - len);
  data[size] = '\0';
  return data;
}

static void
test_size (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (3, 5, 30);
  g_autofree char *doc = document_of (game, NULL);
  g_autofree char *at_limit = padded (doc, HG_SAVE_MAX_SIZE);
  g_autofree char *past = padded (doc, HG_SAVE_MAX_SIZE + 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hg-test-limits-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "big.hgsave", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_no_error (error);

  /* In memory. */
  {
    g_autoptr(HgGame) loaded = load (at_limit, HG_SAVE_MAX_SIZE, NULL, &error);

    g_assert_no_error (error);
    hg_test_assert_same_game (game, loaded);
  }
  assert_refused (past, HG_SAVE_MAX_SIZE + 1, HG_SAVE_ERROR_TOO_LARGE,
                  "This file is not a saved game of Hunters & Gatherers.", "1048576 bytes");

  /* From a file. */
  g_assert_true (g_file_set_contents (path, at_limit, HG_SAVE_MAX_SIZE, NULL));
  {
    g_autoptr(HgGame) loaded = hg_game_load (file, NULL, &error);

    g_assert_no_error (error);
    hg_test_assert_same_game (game, loaded);
  }
  g_assert_true (g_file_set_contents (path, past, HG_SAVE_MAX_SIZE + 1, NULL));
  {
    g_autoptr(HgGame) loaded = hg_game_load (file, NULL, &error);

    g_assert_null (loaded);
    g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_TOO_LARGE);
    g_assert_nonnull (strstr (error->message, "big.hgsave"));
    g_clear_error (&error);
  }

  g_unlink (path);
  g_rmdir (dir);
}

static char *
nested (guint depth)
{
  GString *s = g_string_new ("<?xml version=\"1.0\"?>\n");

  for (guint i = 0; i < depth; i++)
    g_string_append (s, "<a>");
  for (guint i = 0; i < depth; i++)
    g_string_append (s, "</a>");
  return g_string_free (s, FALSE);
}

/* A save whose summary holds unknown elements, so that the document's
 * deepest element is @depth levels down. */
static char *
nested_save (const char *doc,
             guint       depth)
{
  GString *inner = g_string_new ("");
  g_autofree char *text = NULL;

  /* <hunters-gatherers-save> and <summary> are two levels. */
  g_assert_cmpuint (depth, >, 2);
  for (guint i = 2; i < depth; i++)
    g_string_append (inner, "<x>");
  for (guint i = 2; i < depth; i++)
    g_string_append (inner, "</x>");
  g_string_append (inner, "</summary>");
  text = g_string_free (inner, FALSE);
  return hg_test_replace_once (doc, "</summary>", text);
}

static void
test_depth (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (2, 6, 8);
  g_autofree char *doc = document_of (game, NULL);

  /* The parser itself. */
  for (guint depth = HG_SAVE_MAX_DEPTH - 1; depth <= HG_SAVE_MAX_DEPTH + 1; depth++)
    {
      g_autofree char *text = nested (depth);
      g_autoptr(GError) error = NULL;
      xmlDocPtr parsed;

      hg_xml_prepare ();
      parsed = hg_xml_parse (text, strlen (text), "deep.xml", &error);
      if (depth <= HG_SAVE_MAX_DEPTH)
        {
          g_assert_no_error (error);
          g_assert_nonnull (parsed);
          xmlFreeDoc (parsed);
        }
      else
        {
          g_assert_null (parsed);
          g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_FORBIDDEN);
          g_assert_nonnull (strstr (error->message, "nested more than 16 deep"));
        }
    }

  /* Through the loader: at the limit the parser lets it through and the
   * schema refuses the unknown elements; one past it the parser stops. */
  {
    g_autofree char *at_limit = nested_save (doc, HG_SAVE_MAX_DEPTH);
    g_autofree char *past = nested_save (doc, HG_SAVE_MAX_DEPTH + 1);

    assert_refused (at_limit, strlen (at_limit), HG_SAVE_ERROR_INVALID,
                    "The saved game is damaged or cut short.", "not a valid save file");
    assert_refused (past, strlen (past), HG_SAVE_ERROR_FORBIDDEN,
                    "This file is not a saved game of Hunters & Gatherers.", "nested more than 16 deep");
  }
}

typedef char *(*MakeDocument) (guint n);

/* hg_xml_parse() takes make (@limit) and refuses make (@limit + 1) with
 * HG_SAVE_ERROR_FORBIDDEN and @fragment in the message. */
static void
assert_parser_limit (MakeDocument  make,
                     guint         limit,
                     const char   *fragment)
{
  hg_xml_prepare ();
  for (guint n = limit - 1; n <= limit + 1; n++)
    {
      g_autofree char *text = make (n);
      g_autoptr(GError) error = NULL;
      xmlDocPtr parsed = hg_xml_parse (text, strlen (text), "limit.xml", &error);

      if (n <= limit)
        {
          g_assert_no_error (error);
          g_assert_nonnull (parsed);
          xmlFreeDoc (parsed);
        }
      else
        {
          g_autofree char *summary = NULL;

          g_assert_null (parsed);
          g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_FORBIDDEN);
          g_assert_nonnull (strstr (error->message, fragment));
          summary = hg_save_error_dup_summary (error);
          g_assert_cmpstr (summary, ==, "This file is not a saved game of Hunters & Gatherers.");
        }
    }
}

/* @n elements: a root and n - 1 children. */
static char *
elements (guint n)
{
  GString *s = g_string_new ("<r>");

  for (guint i = 1; i < n; i++)
    g_string_append (s, "<a/>");
  g_string_append (s, "</r>");
  return g_string_free (s, FALSE);
}

/* A root element holding @n - 1 comments, processing instructions and
 * CDATA sections. */
static char *
other_nodes (guint n)
{
  const char *kinds[] = { "<!-- c -->", "<?pi x?>", "<![CDATA[x]]>" };
  GString *s = g_string_new ("<r>");

  for (guint i = 1; i < n; i++)
    g_string_append (s, kinds[i % G_N_ELEMENTS (kinds)]);
  g_string_append (s, "</r>");
  return g_string_free (s, FALSE);
}

/* An element with @n attributes (the last one a namespace, one with a '='
 * and a '>' in its value). */
static char *
attributes (guint n)
{
  GString *s = g_string_new ("<r");

  for (guint i = 0; i + 1 < n; i++)
    g_string_append_printf (s, " a%u='x=y>z'", i);
  g_string_append (s, " xmlns:b=\"urn:b\"/>");
  return g_string_free (s, FALSE);
}

/* @n references, in text and in an attribute's value. */
static char *
references (guint n)
{
  GString *s = g_string_new ("<r v=\"&amp;&#60;\">");

  g_assert_cmpuint (n, >=, 2);
  for (guint i = 2; i < n; i++)
    g_string_append (s, i % 2 == 0 ? "&lt;" : "&#x41;");
  g_string_append (s, "</r>");
  return g_string_free (s, FALSE);
}

static void
test_nodes (void)
{
  assert_parser_limit (elements, HG_SAVE_MAX_NODES, "more than 4096 elements");
  assert_parser_limit (other_nodes, HG_SAVE_MAX_NODES, "more than 4096 elements");
}

static void
test_attributes (void)
{
  assert_parser_limit (attributes, HG_SAVE_MAX_ATTRIBUTES, "more than 64 attributes");
}

static void
test_references (void)
{
  assert_parser_limit (references, HG_SAVE_MAX_REFERENCES, "more than 32768 character references");
}

/* @n times @unit. */
static char *
repeat (const char *unit,
        guint       n)
{
  GString *s = g_string_new ("");

  for (guint i = 0; i < n; i++)
    g_string_append (s, unit);
  return g_string_free (s, FALSE);
}

static void
test_name (void)
{
  /* Characters of one, two and four bytes: the limit counts characters. */
  const char *units[] = { "a", "\xc3\xbc", "\xf0\x9f\xa6\xac" };

  for (guint u = 0; u < G_N_ELEMENTS (units); u++)
    {
      g_autofree char *longest = repeat (units[u], HG_GAME_MAX_NAME);
      g_autofree char *too_long = repeat (units[u], HG_GAME_MAX_NAME + 1);
      const char *names[] = { longest, "Bob", NULL };
      const char *bad_names[] = { too_long, "Bob", NULL };
      g_autoptr(GError) error = NULL;
      g_autoptr(HgGame) game = NULL;
      g_autoptr(HgGame) refused = NULL;
      g_autoptr(HgGame) loaded = NULL;
      g_autofree char *doc = NULL;
      g_autofree char *quoted = NULL;
      g_autofree char *quoted_long = NULL;
      g_autofree char *bad_doc = NULL;
      HgSetup setup;

      g_assert_cmpint (g_utf8_strlen (longest, -1), ==, HG_GAME_MAX_NAME);
      hg_setup_shuffle (&setup, 2, 40 + u);

      game = hg_game_new (&setup, names, NULL, NULL, &error);
      g_assert_no_error (error);
      doc = document_of (game, NULL);
      loaded = load (doc, strlen (doc), NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (hg_player_get_name (hg_game_get_player (loaded, 0)), ==, longest);

      refused = hg_game_new (&setup, bad_names, NULL, NULL, &error);
      g_assert_null (refused);
      g_assert_error (error, HG_GAME_ERROR, HG_GAME_ERROR_BAD_PLAYERS);
      g_assert_nonnull (strstr (error->message, "1 to 64 characters"));
      g_clear_error (&error);

      /* A file with a name one character too long. */
      quoted = g_strdup_printf ("name=\"%s\"", longest);
      quoted_long = g_strdup_printf ("name=\"%s\"", too_long);
      bad_doc = hg_test_replace_once (doc, quoted, quoted_long);
      assert_refused (bad_doc, strlen (bad_doc), HG_SAVE_ERROR_INVALID,
                      "The saved game is damaged or cut short.", NULL);
    }
}

static void
test_uri (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (2, 9, 6);
  const char *prefix = "file:///";
  g_autofree char *tail = repeat ("a", HG_SAVE_MAX_URI - strlen (prefix));
  g_autofree char *longest = g_strconcat (prefix, tail, NULL);
  g_autofree char *too_long = g_strconcat (longest, "b", NULL);
  g_autoptr(GFile) file = g_file_new_for_uri (longest);
  g_autoptr(GFile) long_file = g_file_new_for_uri (too_long);
  g_autofree char *doc = document_of (game, file);
  g_autofree char *bad_doc = NULL;
  g_autofree char *quoted = NULL;
  g_autofree char *quoted_long = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (strlen (longest), ==, HG_SAVE_MAX_URI);

  /* At the limit: written as format 2 and read back with the file. */
  g_assert_nonnull (strstr (doc, "format=\"2\""));
  {
    g_autoptr(GFile) game_file = NULL;
    g_autoptr(HgGame) loaded = load (doc, strlen (doc), &game_file, &error);
    g_autofree char *uri = NULL;

    g_assert_no_error (error);
    g_assert_nonnull (game_file);
    uri = g_file_get_uri (game_file);
    g_assert_cmpstr (uri, ==, longest);
    hg_test_assert_same_game (game, loaded);
  }

  /* One past it: refused when read, and not written (the save is the
   * format 1 document, with no file). */
  quoted = g_strdup_printf ("uri=\"%s\"", longest);
  quoted_long = g_strdup_printf ("uri=\"%s\"", too_long);
  bad_doc = hg_test_replace_once (doc, quoted, quoted_long);
  assert_refused (bad_doc, strlen (bad_doc), HG_SAVE_ERROR_INVALID,
                  "The saved game is damaged or cut short.", NULL);
  {
    g_autofree char *written = document_of (game, long_file);
    g_autofree char *plain = document_of (game, NULL);

    g_assert_cmpstr (written, ==, plain);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/save-limits/size", test_size);
  g_test_add_func ("/save-limits/depth", test_depth);
  g_test_add_func ("/save-limits/nodes", test_nodes);
  g_test_add_func ("/save-limits/attributes", test_attributes);
  g_test_add_func ("/save-limits/references", test_references);
  g_test_add_func ("/save-limits/name", test_name);
  g_test_add_func ("/save-limits/uri", test_uri);

  return g_test_run ();
}
