/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-move.c: the move notation: parsing, formatting, syntax errors. */

#include "config.h"

#include <string.h>
#include <glib.h>

#include "hg-engine.h"

static void
test_parse_plain (void)
{
  g_autoptr (GError) error = NULL;
  HgMove m;

  g_assert_true (hg_move_parse ("1,0,2", &m, &error));
  g_assert_no_error (error);
  g_assert_cmpint (m.x, ==, 1);
  g_assert_cmpint (m.y, ==, 0);
  g_assert_cmpuint (m.rot, ==, 2);
  g_assert_cmpuint (m.role, ==, HG_ROLE_NONE);

  g_assert_true (hg_move_parse ("-12,-3,3", &m, &error));
  g_assert_cmpint (m.x, ==, -12);
  g_assert_cmpint (m.y, ==, -3);
  g_assert_cmpuint (m.rot, ==, 3);

  g_assert_true (hg_move_parse ("-32768,32767,0", &m, &error));
  g_assert_cmpint (m.x, ==, -32768);
  g_assert_cmpint (m.y, ==, 32767);
}

static void
test_parse_figure (void)
{
  static const struct { const char *text; HgRole role; guint zone; } cases[] = {
    { "1,0,2+hunter@0", HG_ROLE_HUNTER, 0 },
    { "0,-1,1+gatherer@3", HG_ROLE_GATHERER, 3 },
    { "5,5,0+fisher@8", HG_ROLE_FISHER, 8 },
    { "-2,7,3+hut@1", HG_ROLE_HUT, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      char buf[HG_MOVE_STRLEN];
      HgMove m;

      g_assert_true (hg_move_parse (cases[i].text, &m, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (m.role, ==, cases[i].role);
      g_assert_cmpuint (m.zone, ==, cases[i].zone);
      g_assert_cmpstr (hg_move_format (&m, buf), ==, cases[i].text);
    }
}

static void
test_roles (void)
{
  HgRole role;

  g_assert_cmpstr (hg_role_to_string (HG_ROLE_GATHERER), ==, "gatherer");
  g_assert_cmpstr (hg_role_to_string (HG_ROLE_FISHER), ==, "fisher");
  g_assert_cmpstr (hg_role_to_string (HG_ROLE_HUNTER), ==, "hunter");
  g_assert_cmpstr (hg_role_to_string (HG_ROLE_HUT), ==, "hut");
  for (guint r = HG_ROLE_GATHERER; r <= HG_ROLE_HUT; r++)
    {
      g_assert_true (hg_role_from_string (hg_role_to_string (r), &role));
      g_assert_cmpuint (role, ==, r);
    }
  g_assert_false (hg_role_from_string ("farmer", &role));
  g_assert_false (hg_role_from_string ("none", &role));
  g_assert_false (hg_role_from_string ("", &role));
  g_assert_false (hg_role_from_string ("Hunter", &role));
}

/* Random moves survive format -> parse unchanged, and the text of a
 * formatted move survives parse -> format. */
static void
test_round_trip (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);

  for (guint i = 0; i < 20000; i++)
    {
      g_autoptr (GError) error = NULL;
      char buf[HG_MOVE_STRLEN], buf2[HG_MOVE_STRLEN];
      HgMove m = { 0, }, back;

      m.x = g_rand_int_range (rand, G_MININT16, G_MAXINT16 + 1);
      m.y = g_rand_int_range (rand, -100, 101);
      m.rot = g_rand_int_range (rand, 0, 4);
      m.role = g_rand_int_range (rand, HG_ROLE_NONE, HG_ROLE_HUT + 1);
      m.zone = m.role == HG_ROLE_NONE ? 0 : g_rand_int_range (rand, 0, HG_MAX_ZONES);

      hg_move_format (&m, buf);
      g_assert_cmpuint (strlen (buf), <, HG_MOVE_STRLEN);
      g_assert_true (hg_move_parse (buf, &back, &error));
      g_assert_no_error (error);
      g_assert_true (hg_move_equal (&m, &back));
      g_assert_cmpstr (hg_move_format (&back, buf2), ==, buf);
    }
}

static void
test_longest (void)
{
  HgMove m = { G_MININT16, G_MININT16, 3, HG_ROLE_GATHERER, 8 };
  char buf[HG_MOVE_STRLEN];

  g_assert_cmpstr (hg_move_format (&m, buf), ==, "-32768,-32768,3+gatherer@8");
}

static void
test_equal (void)
{
  HgMove a = { 1, 2, 3, HG_ROLE_NONE, 0 };
  HgMove b = { 1, 2, 3, HG_ROLE_NONE, 5 };  /* zone ignored without a figure */
  HgMove c = { 1, 2, 3, HG_ROLE_HUNTER, 0 };
  HgMove d = { 1, 2, 3, HG_ROLE_HUNTER, 1 };
  HgMove e = { 1, 2, 2, HG_ROLE_NONE, 0 };

  g_assert_true (hg_move_equal (&a, &b));
  g_assert_false (hg_move_equal (&a, &c));
  g_assert_false (hg_move_equal (&c, &d));
  g_assert_false (hg_move_equal (&a, &e));
}

typedef struct {
  const char *text;
  const char *why;   /* a part of the expected message */
} SyntaxCase;

static const SyntaxCase syntax_cases[] = {
  { "", "empty" },
  { "1", "“,” after x" },
  { "1,", "y must be" },
  { "1,2", "“,” after y" },
  { "1,2,", "rotation" },
  { "1,2,4", "rotation must be 0 to 3" },
  { "1,2,-1", "rotation" },
  { "a,2,3", "x must be" },
  { "1,b,3", "y must be" },
  { "1,,3", "y must be" },
  { ",1,2", "x must be" },
  { "--1,2,3", "x must be" },
  { "+1,2,3", "x must be" },
  { " 1,2,3", "x must be" },
  { "1,2,3 ", "unexpected text" },
  { "1, 2,3", "y must be" },
  { "1,2,3x", "unexpected text" },
  { "1,2,3,4", "unexpected text" },
  { "99999,0,0", "out of range" },
  { "0,-40000,0", "out of range" },
  { "1,2,3+", "ROLE@ZONE" },
  { "1,2,3+hunter", "ROLE@ZONE" },
  { "1,2,3+farmer@0", "unknown role “farmer”" },
  { "1,2,3+@0", "unknown role “”" },
  { "1,2,3+Hunter@0", "unknown role “Hunter”" },
  { "1,2,3+hunter@", "zone" },
  { "1,2,3+hunter@9", "zone must be a number from 0 to 8" },
  { "1,2,3+hunter@-1", "zone" },
  { "1,2,3+hunter@0x", "unexpected text" },
  { "1,2,3+hunter@0+hut@1", "unexpected text" },
  { "1,2,3+hunter@@0", "zone" },
  { "1;2;3", "“,” after x" },
};

static void
test_syntax_error (gconstpointer data)
{
  const SyntaxCase *c = data;
  g_autoptr (GError) error = NULL;
  HgMove m = { 7, 7, 1, HG_ROLE_HUT, 2 };
  HgMove before = m;

  g_assert_false (hg_move_parse (c->text, &m, &error));
  g_assert_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_SYNTAX);
  g_test_message ("“%s”: %s", c->text, error->message);
  if (strstr (error->message, c->why) == NULL)
    g_error ("“%s”: message “%s” lacks “%s”", c->text, error->message, c->why);
  /* The move is left alone on failure. */
  g_assert_cmpint (m.x, ==, before.x);
  g_assert_cmpint (m.y, ==, before.y);
  g_assert_cmpuint (m.rot, ==, before.rot);
  g_assert_cmpuint (m.role, ==, before.role);
  g_assert_cmpuint (m.zone, ==, before.zone);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/move/parse-plain", test_parse_plain);
  g_test_add_func ("/move/parse-figure", test_parse_figure);
  g_test_add_func ("/move/roles", test_roles);
  g_test_add_func ("/move/round-trip", test_round_trip);
  g_test_add_func ("/move/longest", test_longest);
  g_test_add_func ("/move/equal", test_equal);
  for (guint i = 0; i < G_N_ELEMENTS (syntax_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/move/syntax-error/%u", i);

      g_test_add_data_func (path, &syntax_cases[i], test_syntax_error);
    }
  return g_test_run ();
}
