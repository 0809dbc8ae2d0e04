/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-corpus.c: the seed corpus of the save-loader fuzzer, as plain tests
 * (no clang, no libFuzzer): every valid-*.hgsave loads and saves, loads
 * and saves again to the same bytes; every hostile-*.hgsave is refused
 * with the error its name promises and a one-line message naming the file.
 * A corpus file this table does not know fails the test. */

#include "config.h"

#include <string.h>

#include "hg-game.h"
#include "hg-save.h"

typedef struct {
  const char  *name;
  gboolean     valid;
  HgSaveError  code;   /* for hostile files */
} CorpusFile;

static const CorpusFile corpus[] = {
  { "valid-bonus.hgsave", TRUE, 0 },
  { "valid-finished.hgsave", TRUE, 0 },
  { "valid-redo.hgsave", TRUE, 0 },
  { "valid-short.hgsave", TRUE, 0 },
  { "hostile-binary.hgsave", FALSE, HG_SAVE_ERROR_NOT_XML },
  { "hostile-deep.hgsave", FALSE, HG_SAVE_ERROR_FORBIDDEN },
  { "hostile-empty.hgsave", FALSE, HG_SAVE_ERROR_EMPTY },
  { "hostile-entity-ref.hgsave", FALSE, HG_SAVE_ERROR_NOT_XML },
  { "hostile-illegal-move.hgsave", FALSE, HG_SAVE_ERROR_BAD_HISTORY },
  { "hostile-laughs-utf16.hgsave", FALSE, HG_SAVE_ERROR_FORBIDDEN },
  { "hostile-laughs.hgsave", FALSE, HG_SAVE_ERROR_FORBIDDEN },
  { "hostile-mismatch.hgsave", FALSE, HG_SAVE_ERROR_MISMATCH },
  { "hostile-newer.hgsave", FALSE, HG_SAVE_ERROR_NEWER_FORMAT },
  { "hostile-root.hgsave", FALSE, HG_SAVE_ERROR_NOT_SAVE },
  { "hostile-truncated.hgsave", FALSE, HG_SAVE_ERROR_NOT_XML },
  { "hostile-unknown-tile.hgsave", FALSE, HG_SAVE_ERROR_INVALID },
  { "hostile-xxe.hgsave", FALSE, HG_SAVE_ERROR_FORBIDDEN },
};

static GBytes *
read_corpus_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;
  gsize len;

  g_file_get_contents (path, &contents, &len, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (contents, len);
}

static void
test_file (gconstpointer data)
{
  const CorpusFile *c = data;
  g_autoptr(GBytes) bytes = read_corpus_file (c->name);
  g_autoptr(GError) error = NULL;
  g_autoptr(HgGame) game = hg_game_new_from_bytes (bytes, c->name, &error);

  if (!c->valid)
    {
      g_assert_null (game);
      g_assert_error (error, HG_SAVE_ERROR, (gint) c->code);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, c->name));
      g_assert_null (strchr (error->message, '\n'));
      return;
    }

  g_assert_no_error (error);
  g_assert_nonnull (game);
  {
    g_autoptr(GBytes) first = hg_game_to_bytes (game);
    g_autoptr(HgGame) again = hg_game_new_from_bytes (first, c->name, &error);
    g_autoptr(GBytes) second = NULL;

    g_assert_no_error (error);
    g_assert_nonnull (again);
    second = hg_game_to_bytes (again);
    g_assert_cmpmem (g_bytes_get_data (first, NULL), g_bytes_get_size (first),
                     g_bytes_get_data (second, NULL), g_bytes_get_size (second));
    g_assert_cmpuint (hg_game_get_n_history (again), ==, hg_game_get_n_history (game));
    g_assert_cmpuint (hg_game_get_n_history (game) + hg_game_get_n_redo (game), >, 0);
  }
}

/* The table and the folder list the same files. */
static void
test_table_complete (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, &error);
  const char *name;
  guint n_files = 0;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      gboolean known = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (corpus) && !known; i++)
        known = strcmp (corpus[i].name, name) == 0;
      if (!known)
        g_error ("%s/%s is not in the table of %s", dir_path, name, __FILE__);
      n_files++;
    }
  g_assert_cmpuint (n_files, ==, G_N_ELEMENTS (corpus));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/corpus/table-complete", test_table_complete);
  for (guint i = 0; i < G_N_ELEMENTS (corpus); i++)
    {
      g_autofree char *path = g_strdup_printf ("/corpus/%s", corpus[i].name);

      g_test_add_data_func (path, &corpus[i], test_file);
    }
  return g_test_run ();
}
