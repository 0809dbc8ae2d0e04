/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-refuse.c: how long it takes to refuse a hostile or damaged file:
 * every file in the folders given (default: the fuzzer's seed corpus) and
 * the hostile set made here (entity bombs, deep nesting, binary junk, a
 * file over the size limit, a cut-short save, many attributes, ...), each
 * loaded with hg_game_load() --runs times (default 20).  Prints, as
 * `key value` lines (hg-bench-util.h), the maximum and median over all
 * refused inputs of the median of each input's loads, and the slowest
 * single load, after notes naming the ten slowest inputs; files that load
 * are counted, not timed.  Run with `meson test --benchmark -C BUILDDIR
 * model-refuse` or directly:
 * bench-refuse [--runs N] [--seconds S] [FOLDER...]. */

#include "config.h"

#include "hg-bench-util.h"
#include "hg-game.h"
#include "hg-save.h"
#include "hg-test-util.h"

typedef struct {
  char   *name;
  gint64  median_us;
  gint64  max_us;
} Result;

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static int
compare_results (gconstpointer a,
                 gconstpointer b)
{
  const Result *x = a, *y = b;

  return (x->median_us < y->median_us) - (x->median_us > y->median_us);
}

static void
write_file (const char *dir,
            const char *name,
            const char *data,
            gsize       len)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents (path, data, len, &error))
    g_error ("%s", error->message);
}

static void
write_text (const char *dir,
            const char *name,
            const char *text)
{
  write_file (dir, name, text, strlen (text));
}

/* @head, then @unit as often as fits, then @tail: a file of nearly
 * HG_SAVE_MAX_SIZE bytes. */
static void
fill (const char *dir,
      const char *name,
      const char *head,
      const char *unit,
      const char *tail)
{
  g_autoptr(GString) s = g_string_new (head);
  gsize room = HG_SAVE_MAX_SIZE - strlen (tail);

  while (s->len + strlen (unit) <= room)
    g_string_append (s, unit);
  g_string_append (s, tail);
  write_file (dir, name, s->str, s->len);
}

/* The hostile set, written to @dir: what tests/model/test-save.c refuses,
 * at the largest size that is read, and more. */
static void
make_hostile_set (const char *dir,
                  const char *valid_path)
{
  g_autofree char *valid = NULL;
  gsize valid_len = 0;
  g_autoptr(GString) laughs = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE hunters-gatherers-save [\n <!ENTITY l0 \"lol\">\n");
  g_autofree char *utf16 = NULL;
  g_autofree char *garbage = g_malloc (HG_SAVE_MAX_SIZE);
  g_autofree char *big = g_malloc (HG_SAVE_MAX_SIZE + 1);
  gsize utf16_len = 0;
  GRand *rand;

  if (!g_file_get_contents (valid_path, &valid, &valid_len, NULL))
    g_error ("cannot read %s", valid_path);

  write_file (dir, "cut-half.hgsave", valid, valid_len / 2);
  write_file (dir, "cut-40.hgsave", valid, 40);
  write_file (dir, "cut-last-byte.hgsave", valid, valid_len - 2);

  for (guint i = 1; i < 10; i++)
    g_string_append_printf (laughs, " <!ENTITY l%u \"&l%u;&l%u;&l%u;&l%u;&l%u;&l%u;&l%u;&l%u;&l%u;&l%u;\">\n",
                            i, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1);
  g_string_append (laughs, "]>\n<hunters-gatherers-save format=\"1\" app-version=\"&l9;\">&l9;</hunters-gatherers-save>\n");
  write_text (dir, "laughs.hgsave", laughs->str);
  utf16 = g_convert (laughs->str + strlen ("<?xml version=\"1.0\"?>\n"), -1,
                     "UTF-16LE", "UTF-8", NULL, &utf16_len, NULL);
  {
    g_autofree char *with_bom = g_malloc (utf16_len + 2);

    with_bom[0] = (char) 0xff;
    with_bom[1] = (char) 0xfe;
    memcpy (with_bom + 2, utf16, utf16_len);
    write_file (dir, "laughs-utf16.hgsave", with_bom, utf16_len + 2);
  }

  /* Just under the size limit: nesting; elements, attributes and
   * references past their limits; and what has no limit but the size
   * (one comment, one long name, one long text). */
  fill (dir, "deep.hgsave", "<?xml version=\"1.0\"?><hunters-gatherers-save format=\"1\">", "<a>", "");
  fill (dir, "many-moves.hgsave",
        "<?xml version=\"1.0\"?><hunters-gatherers-save format=\"1\" app-version=\"0\"><history>",
        "<move>0,0,0</move>", "</history></hunters-gatherers-save>");
  fill (dir, "many-attributes.hgsave", "<hunters-gatherers-save format=\"1\"", " a=\"\"", "/>");
  fill (dir, "many-namespaces.hgsave", "<hunters-gatherers-save format=\"1\"", " xmlns:a=\"u\"", "/>");
  fill (dir, "many-pis.hgsave", "", "<?pi x?>", "<hunters-gatherers-save/>");
  fill (dir, "many-comments.hgsave", "", "<!---->", "<hunters-gatherers-save/>");
  fill (dir, "char-refs.hgsave", "<hunters-gatherers-save format=\"1\">", "&#65;", "</hunters-gatherers-save>");
  fill (dir, "attribute-refs.hgsave", "<hunters-gatherers-save format=\"1\" app-version=\"", "&amp;", "\"/>");
  fill (dir, "comment.hgsave", "<hunters-gatherers-save format=\"1\"><!--", "xxxxxxxx", "--></hunters-gatherers-save>");
  fill (dir, "long-name.hgsave", "<", "aaaaaaaa", "/>");
  fill (dir, "long-text.hgsave", "<hunters-gatherers-save format=\"1\"><history><move>", "00000000",
        "</move></history></hunters-gatherers-save>");
  fill (dir, "long-attribute.hgsave", "<hunters-gatherers-save format=\"1\" app-version=\"", "vvvvvvvv", "\"/>");

  rand = g_rand_new_with_seed (42);
  for (guint i = 0; i < HG_SAVE_MAX_SIZE; i++)
    garbage[i] = (char) g_rand_int_range (rand, 0, 256);
  g_rand_free (rand);
  write_file (dir, "garbage.hgsave", garbage, HG_SAVE_MAX_SIZE);

  memset (big, ' ', HG_SAVE_MAX_SIZE + 1);
  write_file (dir, "too-large.hgsave", big, HG_SAVE_MAX_SIZE + 1);

  write_text (dir, "xxe.hgsave",
              "<?xml version=\"1.0\"?>\n<!DOCTYPE hunters-gatherers-save [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n"
              "<hunters-gatherers-save format=\"1\">&xxe;</hunters-gatherers-save>\n");
  write_text (dir, "undeclared-entity.hgsave",
              "<?xml version=\"1.0\"?>\n<hunters-gatherers-save format=\"1\">&foo;</hunters-gatherers-save>\n");
  write_text (dir, "empty.hgsave", "");
  write_text (dir, "not-xml.hgsave", "just some text\n");
}

/* Loads every file of @dir --runs times; refused ones go to @results. */
static void
time_folder (const char           *dir,
             const HgBenchOptions *options,
             GArray               *results,
             guint                *n_accepted,
             gint64               *worst)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = g_dir_open (dir, 0, &error);
  const char *name;

  if (d == NULL)
    g_error ("%s", error->message);

  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
      gboolean accepted = FALSE;
      Result result;

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;

      for (guint i = 0; hg_bench_next_run (options, i) && !accepted; i++)
        {
          g_autoptr(GError) load_error = NULL;
          g_autoptr(HgGame) game = NULL;
          gint64 start = g_get_monotonic_time ();
          gint64 t;

          game = hg_game_load (file, NULL, &load_error);
          t = g_get_monotonic_time () - start;
          accepted = game != NULL;
          g_array_append_val (times, t);
        }
      if (accepted)
        {
          (*n_accepted)++;
          continue;
        }

      g_array_sort (times, compare_times);
      result.name = g_strdup (path);
      result.median_us = g_array_index (times, gint64, times->len / 2);
      result.max_us = g_array_index (times, gint64, times->len - 1);
      *worst = MAX (*worst, result.max_us);
      g_array_append_val (results, result);
    }
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *default_corpus = g_build_filename (CORPUS_DIR, NULL);
  g_autofree char *valid = g_build_filename (SAVES_DIR, "finished.hgsave", NULL);
  g_autoptr(GArray) results = g_array_new (FALSE, FALSE, sizeof (Result));
  g_autoptr(GArray) medians = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GError) error = NULL;
  g_autofree char *hostile = g_dir_make_tmp ("hg-bench-refuse-XXXXXX", &error);
  HgBenchOptions options = { .runs = 20 };
  guint n_accepted = 0;
  gint64 worst = 0;

  hg_bench_parse (&argc, &argv, "How long refusing a hostile or damaged file takes.",
                  NULL, &options);
  if (hostile == NULL)
    g_error ("%s", error->message);

  make_hostile_set (hostile, valid);
  hg_bench_start ();
  time_folder (hostile, &options, results, &n_accepted, &worst);
  if (argc > 1)
    for (int i = 1; i < argc; i++)
      time_folder (argv[i], &options, results, &n_accepted, &worst);
  else
    time_folder (default_corpus, &options, results, &n_accepted, &worst);
  hg_test_remove_tree (hostile);

  if (results->len == 0)
    {
      g_printerr ("nothing was refused\n");
      return 1;
    }

  g_array_sort (results, compare_results);
  for (guint i = 0; i < results->len; i++)
    {
      Result *r = &g_array_index (results, Result, i);

      g_array_append_val (medians, r->median_us);
      if (i < 10)
        hg_bench_note ("slowest: %s, median %" G_GINT64_FORMAT " us", r->name, r->median_us);
    }
  g_array_sort (medians, compare_times);

  hg_bench_value ("refused", "%u", results->len);
  hg_bench_value ("runs-at-most", "%u", options.runs);
  hg_bench_value ("accepted", "%u", n_accepted);
  hg_bench_value ("max-of-medians-us", "%" G_GINT64_FORMAT,
                  g_array_index (medians, gint64, medians->len - 1));
  hg_bench_value ("median-of-medians-us", "%" G_GINT64_FORMAT,
                  g_array_index (medians, gint64, medians->len / 2));
  hg_bench_value ("slowest-single-load-us", "%" G_GINT64_FORMAT, worst);

  for (guint i = 0; i < results->len; i++)
    g_free (g_array_index (results, Result, i).name);
  return 0;
}
