/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tiles.c: the tile set: loading, the line format against the
 * reference tiles-reference.txt, the schema, and broken documents. */

#include "config.h"

#include <string.h>
#include <glib.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>

#include "hg-engine.h"

static char *
read_file (const char *path)
{
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* The non-comment, non-blank lines of a tiles-reference.txt text, runs of spaces
 * collapsed, joined with '\n'. */
static char *
normalize_lines (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) words = NULL;
      g_autofree char *joined = NULL;
      char *line = g_strstrip (lines[i]);

      if (line[0] == '\0' || line[0] == '#')
        continue;
      words = g_strsplit_set (line, " \t", -1);
      {
        GString *l = g_string_new (NULL);

        for (guint w = 0; words[w] != NULL; w++)
          if (words[w][0] != '\0')
            {
              if (l->len > 0)
                g_string_append_c (l, ' ');
              g_string_append (l, words[w]);
            }
        joined = g_string_free (l, FALSE);
      }
      g_string_append (out, joined);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

static char *
reference_lines (void)
{
  g_autofree char *text = read_file (HG_TEST_ENGINE_DIR "/tiles-reference.txt");

  return normalize_lines (text);
}

static void
test_default_loads (void)
{
  g_autoptr (GError) error = NULL;
  const HgTileSet *set = hg_tile_set_get_default (&error);
  guint n_start = 0, n_land = 0, n_bonus = 0;

  g_assert_no_error (error);
  g_assert_nonnull (set);
  g_assert_true (set == hg_tile_set_get_default (NULL));

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, id);

      g_assert_cmpuint (tile->id, ==, id);
      switch (tile->kind)
        {
        case HG_TILE_START: n_start++; g_assert_cmpuint (id, ==, HG_START_TILE_ID); break;
        case HG_TILE_LAND: n_land++; g_assert_cmpuint (id, <, HG_FIRST_BONUS_ID); break;
        case HG_TILE_BONUS: n_bonus++; g_assert_cmpuint (id, >=, HG_FIRST_BONUS_ID); break;
        default: g_assert_not_reached ();
        }
    }
  g_assert_cmpuint (n_start, ==, 1);
  g_assert_cmpuint (n_land, ==, HG_N_LAND_TILES);
  g_assert_cmpuint (n_bonus, ==, HG_N_BONUS_TILES);
}

/* A few facts of tiles-reference.txt, checked field by field. */
static void
test_tables (void)
{
  const HgTileSet *set = hg_tile_set_get_default (NULL);
  const HgTile *start = hg_tile_set_lookup (set, HG_START_TILE_ID);
  const HgTile *t13 = hg_tile_set_lookup (set, 13);
  const HgTile *t81 = hg_tile_set_lookup (set, 81);

  /* 56 start M0 F1 F1 R2-3-0 | 0:meadow,aurochs 1:forest,gold 2:meadow 3:river,lake=8 8:lake,fish=1 */
  g_assert_cmpint (start->sides[HG_DIR_N].type, ==, HG_SIDE_MEADOW);
  g_assert_cmpint (start->sides[HG_DIR_E].type, ==, HG_SIDE_FOREST);
  g_assert_cmpint (start->sides[HG_DIR_W].type, ==, HG_SIDE_RIVER);
  g_assert_cmpuint (start->sides[HG_DIR_W].zone[0], ==, 2);
  g_assert_cmpuint (start->sides[HG_DIR_W].zone[1], ==, 3);
  g_assert_cmpuint (start->sides[HG_DIR_W].zone[2], ==, 0);
  g_assert_cmpuint (start->n_zones, ==, 9);
  g_assert_cmpint (start->zones[0].type, ==, HG_ZONE_MEADOW);
  g_assert_cmpuint (start->zones[0].aurochs, ==, 1);
  g_assert_cmpuint (start->zones[1].gold, ==, 1);
  g_assert_cmpuint (start->zones[1].sides, ==, (1 << HG_DIR_E) | (1 << HG_DIR_S));
  g_assert_cmpuint (start->zones[3].lake, ==, 8);
  g_assert_cmpuint (start->zones[3].sides, ==, 1 << HG_DIR_W);
  g_assert_cmpint (start->zones[4].type, ==, HG_ZONE_NONE);
  g_assert_cmpint (start->zones[8].type, ==, HG_ZONE_LAKE);
  g_assert_cmpuint (start->zones[8].fish, ==, 1);
  g_assert_cmpuint (start->zones[0].sides, ==, (1 << HG_DIR_N) | (1 << HG_DIR_W));

  /* 13: four rivers into one lake with 2 fish; two deer. */
  for (guint d = 0; d < 4; d++)
    g_assert_cmpint (t13->sides[d].type, ==, HG_SIDE_RIVER);
  g_assert_cmpuint (t13->zones[8].fish, ==, 2);
  g_assert_cmpuint (t13->zones[0].deer + t13->zones[6].deer, ==, 2);

  /* 81: mammoth then tiger, in that order. */
  g_assert_cmpuint (t81->zones[0].mammoth, ==, 1);
  g_assert_cmpuint (t81->zones[0].tiger, ==, 1);
  g_assert_cmpuint (t81->zones[0].n_attrs, ==, 2);
  g_assert_cmpuint (t81->zones[0].attr_order[0], ==, HG_ATTR_MAMMOTH);
  g_assert_cmpuint (t81->zones[0].attr_order[1], ==, HG_ATTR_TIGER);
  g_assert_cmpuint (t81->zones[1].mushrooms, ==, 1);

  /* Rotation: after r quarter turns, direction d shows side (d - r) mod 4. */
  g_assert_true (hg_tile_side (start, 1, HG_DIR_N) == &start->sides[HG_DIR_W]);
  g_assert_true (hg_tile_side (start, 2, HG_DIR_N) == &start->sides[HG_DIR_S]);
  g_assert_true (hg_tile_side (start, 3, HG_DIR_E) == &start->sides[HG_DIR_S]);
}

static void
test_lines_equal_reference (void)
{
  const HgTileSet *set = hg_tile_set_get_default (NULL);
  g_autofree char *expected = reference_lines ();
  GString *got = g_string_new (NULL);
  g_autofree char *got_text = NULL;

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      g_autofree char *line = hg_tile_to_line (hg_tile_set_lookup (set, id));

      g_assert_null (strstr (line, "  "));
      g_string_append (got, line);
      g_string_append_c (got, '\n');
    }
  got_text = g_string_free (got, FALSE);
  g_assert_cmpstr (got_text, ==, expected);
}

static void
test_cli_tiles (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *expected = reference_lines ();
  g_autofree char *normalized = NULL;
  const char *argv[] = { HG_CLI_PATH, "tiles", NULL };
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &out, &err, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (err, ==, "");
  /* The tool prints single spaces and no comments already. */
  normalized = normalize_lines (out);
  g_assert_cmpstr (out, ==, normalized);
  g_assert_cmpstr (out, ==, expected);
}

static gboolean
validate_with_schema (const char *xml,
                      gsize       len)
{
  xmlRelaxNGParserCtxtPtr pctxt;
  xmlRelaxNGPtr schema;
  xmlRelaxNGValidCtxtPtr vctxt;
  xmlDocPtr doc;
  int ret;

  pctxt = xmlRelaxNGNewParserCtxt (HG_SRCDIR "/data/tiles.rng");
  schema = xmlRelaxNGParse (pctxt);
  g_assert_nonnull (schema);
  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidErrors (vctxt, NULL, NULL, NULL);
  doc = xmlReadMemory (xml, len, "tiles.xml", NULL, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  ret = doc != NULL ? xmlRelaxNGValidateDoc (vctxt, doc) : -1;
  if (doc != NULL)
    xmlFreeDoc (doc);
  xmlRelaxNGFreeValidCtxt (vctxt);
  xmlRelaxNGFree (schema);
  xmlRelaxNGFreeParserCtxt (pctxt);
  return ret == 0;
}

static void
silent_error (void *ctx, const char *msg, ...)
{
}

static void
test_schema (void)
{
  g_autofree char *xml = read_file (HG_SRCDIR "/data/tiles.xml");
  g_autoptr (GString) broken = NULL;

  xmlSetGenericErrorFunc (NULL, silent_error);
  g_assert_true (validate_with_schema (xml, strlen (xml)));

  /* The schema can fail: a side of an unknown type, a tile without sides. */
  broken = g_string_new (xml);
  g_string_replace (broken, "type=\"meadow\" zone=\"2\"/>", "type=\"swamp\" zone=\"2\"/>", 1);
  g_assert_false (validate_with_schema (broken->str, broken->len));

  g_string_assign (broken, xml);
  g_string_replace (broken, "<fish count=\"2\"/>", "<deer/>", 1);
  g_assert_false (validate_with_schema (broken->str, broken->len));
  xmlSetGenericErrorFunc (NULL, NULL);
}

/* The tile set in the XML file, parsed with hg_tile_set_new_from_data,
 * equals the default. */
static void
test_new_from_data (void)
{
  g_autofree char *xml = read_file (HG_SRCDIR "/data/tiles.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (HgTileSet) set = hg_tile_set_new_from_data (xml, strlen (xml), &error);
  const HgTileSet *def = hg_tile_set_get_default (NULL);

  g_assert_no_error (error);
  g_assert_nonnull (set);
  for (guint id = 0; id < HG_N_TILES; id++)
    {
      g_autofree char *a = hg_tile_to_line (hg_tile_set_lookup (set, id));
      g_autofree char *b = hg_tile_to_line (hg_tile_set_lookup (def, id));

      g_assert_cmpstr (a, ==, b);
    }
}

typedef struct {
  const char *name;
  const char *find;      /* NULL: @replace is the whole document */
  const char *replace;
  const char *message;   /* a part of the expected message */
} Broken;

static const Broken broken_cases[] = {
  { "empty", NULL, "", "not well-formed" },
  { "not-xml", NULL, "this is not XML", "not well-formed" },
  { "truncated", "</tileset>", "", "not well-formed" },
  { "wrong-root", "tileset", "tiles", "root element" },
  { "wrong-version", "<tileset version=\"1\">", "<tileset version=\"2\">", "version" },
  { "missing-id", "<tile id=\"7\" kind=\"land\">", "<tile kind=\"land\">", "missing attribute “id”" },
  { "bad-id", "<tile id=\"7\" kind=\"land\">", "<tile id=\"x7\" kind=\"land\">", "id" },
  { "id-out-of-range", "<tile id=\"7\" kind=\"land\">", "<tile id=\"91\" kind=\"land\">", "id" },
  { "repeated-id", "<tile id=\"7\" kind=\"land\">", "<tile id=\"6\" kind=\"land\">", "tile 6 is given twice" },
  { "wrong-kind", "<tile id=\"7\" kind=\"land\">", "<tile id=\"7\" kind=\"bonus\">", "wrong kind" },
  { "unknown-kind", "<tile id=\"7\" kind=\"land\">", "<tile id=\"7\" kind=\"sea\">", "kind" },
  { "bad-side-type", "<side dir=\"east\" type=\"meadow\" zone=\"2\"/>", "<side dir=\"east\" type=\"swamp\" zone=\"2\"/>", "unknown side type “swamp”" },
  { "side-order", "<side dir=\"east\" type=\"meadow\" zone=\"2\"/>", "<side dir=\"west\" type=\"meadow\" zone=\"2\"/>", "order" },
  { "missing-side", "<side dir=\"east\" type=\"meadow\" zone=\"2\"/>", "", "" },
  { "side-zone-missing", "<side dir=\"east\" type=\"meadow\" zone=\"2\"/>", "<side dir=\"east\" type=\"meadow\" zone=\"6\"/>", "zone 6 is not a meadow zone" },
  { "side-zone-wrong-type", "<side dir=\"east\" type=\"meadow\" zone=\"2\"/>", "<side dir=\"east\" type=\"meadow\" zone=\"3\"/>", "zone 3 is not a meadow zone" },
  { "side-zone-range", "<side dir=\"east\" type=\"meadow\" zone=\"2\"/>", "<side dir=\"east\" type=\"meadow\" zone=\"12\"/>", "0 to 8" },
  { "river-side-incomplete", "<side dir=\"north\" type=\"river\" a=\"0\" river=\"1\" b=\"2\"/>", "<side dir=\"north\" type=\"river\" a=\"0\" river=\"1\"/>", "missing attribute “b”" },
  { "river-side-not-river", "<side dir=\"north\" type=\"river\" a=\"0\" river=\"1\" b=\"2\"/>", "<side dir=\"north\" type=\"river\" a=\"0\" river=\"2\" b=\"2\"/>", "is not a river zone" },
  { "lake-not-lake", "<lake zone=\"8\"/>", "<lake zone=\"2\"/>", "zone 2 is not a lake zone" },
  { "lake-without-fish", "<fish count=\"2\"/>", "", "fish" },
  { "bad-fish", "<fish count=\"2\"/>", "<fish count=\"many\"/>", "count" },
  { "unknown-attribute", "<gold/>", "<silver/>", "unknown zone attribute “silver”" },
  { "attribute-wrong-zone", "<deer/>", "<gold/>", "cannot have “gold”" },
  { "zone-twice", "<zone n=\"2\" type=\"meadow\"/>", "<zone n=\"1\" type=\"meadow\"/>", "given twice" },
  { "unknown-zone-type", "<zone n=\"3\" type=\"forest\"/>", "<zone n=\"3\" type=\"desert\"/>", "unknown zone type" },
  { "stray-element", "<tile id=\"7\" kind=\"land\">", "<banana/><tile id=\"7\" kind=\"land\">", "only tile elements" },
  { "external-entity", "<tileset version=\"1\">",
    "<!DOCTYPE tileset [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><tileset version=\"1\">&x;", "" },
};

static void
test_broken (gconstpointer data)
{
  const Broken *b = data;
  g_autofree char *xml = read_file (HG_SRCDIR "/data/tiles.xml");
  g_autoptr (GString) doc = g_string_new (xml);
  g_autoptr (GError) error = NULL;
  g_autoptr (HgTileSet) set = NULL;

  if (b->find == NULL)
    g_string_assign (doc, b->replace);
  else
    g_assert_cmpuint (g_string_replace (doc, b->find, b->replace, 1), ==, 1);
  /* Renaming the root renames its end tag too. */
  if (strcmp (b->name, "wrong-root") == 0)
    g_string_replace (doc, "</tileset>", "</tiles>", 0);

  set = hg_tile_set_new_from_data (doc->str, doc->len, &error);
  g_assert_null (set);
  g_assert_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID);
  g_test_message ("%s: %s", b->name, error->message);
  if (strstr (error->message, b->message) == NULL)
    g_error ("%s: message “%s” lacks “%s”", b->name, error->message, b->message);
}


/* A tile set of 91 tiles with 9 zones each (a meadow and eight lakes) is
 * well formed but has more zones than the engine holds. */
static void
test_too_many_zones (void)
{
  g_autoptr (GString) doc = g_string_new ("<tileset version=\"1\">");
  g_autoptr (GError) error = NULL;
  g_autoptr (HgTileSet) set = NULL;

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      g_string_append_printf (doc, "<tile id=\"%u\" kind=\"%s\">", id,
                              id == HG_START_TILE_ID ? "start" :
                              id >= HG_FIRST_BONUS_ID ? "bonus" : "land");
      g_string_append (doc, "<side dir=\"north\" type=\"meadow\" zone=\"0\"/>"
                            "<side dir=\"east\" type=\"meadow\" zone=\"0\"/>"
                            "<side dir=\"south\" type=\"meadow\" zone=\"0\"/>"
                            "<side dir=\"west\" type=\"meadow\" zone=\"0\"/>"
                            "<zone n=\"0\" type=\"meadow\"/>");
      for (guint z = 1; z < HG_MAX_ZONES; z++)
        g_string_append_printf (doc, "<zone n=\"%u\" type=\"lake\"><fish count=\"1\"/></zone>", z);
      g_string_append (doc, "</tile>");
    }
  g_string_append (doc, "</tileset>");

  set = hg_tile_set_new_from_data (doc->str, doc->len, &error);
  g_assert_null (set);
  g_assert_error (error, HG_TILE_SET_ERROR, HG_TILE_SET_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "819 zones"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tiles/default-loads", test_default_loads);
  g_test_add_func ("/tiles/tables", test_tables);
  g_test_add_func ("/tiles/lines-equal-reference", test_lines_equal_reference);
  g_test_add_func ("/tiles/cli-tiles", test_cli_tiles);
  g_test_add_func ("/tiles/schema", test_schema);
  g_test_add_func ("/tiles/new-from-data", test_new_from_data);
  g_test_add_func ("/tiles/too-many-zones", test_too_many_zones);
  for (guint i = 0; i < G_N_ELEMENTS (broken_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tiles/broken/%s", broken_cases[i].name);

      g_test_add_data_func (path, &broken_cases[i], test_broken);
    }
  return g_test_run ();
}
