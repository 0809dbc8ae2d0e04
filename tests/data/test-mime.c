/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Installs data/io.github.tribegames.HuntersGatherers.xml into a private
 * MIME database (update-mime-database) and checks what GIO makes of it: the
 * glob, the magic, the parent type and the description. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>

#define SAVE_TYPE "application/x-hunters-gatherers-save"

static void
test_glob (void)
{
  g_autofree char *type = g_content_type_guess ("Saturday.hgsave", NULL, 0, NULL);

  g_assert_cmpstr (type, ==, SAVE_TYPE);
}

static void
test_other_names (void)
{
  g_autofree char *type = g_content_type_guess ("Saturday.hgsave.txt", NULL, 0, NULL);

  g_assert_cmpstr (type, !=, SAVE_TYPE);
}

static void
test_magic (void)
{
  static const char save[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<hunters-gatherers-save version=\"1\">\n"
    "</hunters-gatherers-save>\n";
  static const char other[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n";
  gboolean uncertain = TRUE;
  g_autofree char *type = NULL;
  g_autofree char *other_type = NULL;

  /* A saved game without its extension is known by its content. */
  type = g_content_type_guess (NULL, (const guchar *) save, sizeof save - 1, &uncertain);
  g_assert_cmpstr (type, ==, SAVE_TYPE);
  g_assert_false (uncertain);

  other_type = g_content_type_guess (NULL, (const guchar *) other, sizeof other - 1, NULL);
  g_assert_cmpstr (other_type, !=, SAVE_TYPE);
}

static void
test_parent_and_comment (void)
{
  g_autofree char *description = g_content_type_get_description (SAVE_TYPE);

  g_assert_true (g_content_type_is_a (SAVE_TYPE, "application/xml"));
  g_assert_cmpstr (description, ==, "Hunters & Gatherers saved game");
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;
  g_autofree char *packages = NULL;
  g_autofree char *mime_dir = NULL;
  g_autofree char *target = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *update_mime_database = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  int status;
  int result;

  g_test_init (&argc, &argv, NULL);

  if (argc != 3)
    g_error ("usage: %s MIME-XML UPDATE-MIME-DATABASE", argv[0]);
  update_mime_database = g_find_program_in_path (argv[2]);
  if (update_mime_database == NULL)
    {
      g_print ("%s is not installed: skipped\n", argv[2]);
      return 77;
    }

  /* The database lives in a private data dir; GIO must not see the
   * system's, so the environment is set before its first content-type call. */
  data_home = g_dir_make_tmp ("hg-mime-XXXXXX", &error);
  g_assert_no_error (error);
  mime_dir = g_build_filename (data_home, "mime", NULL);
  packages = g_build_filename (mime_dir, "packages", NULL);
  g_assert_cmpint (g_mkdir_with_parents (packages, 0700), ==, 0);

  g_file_get_contents (argv[1], &contents, &length, &error);
  g_assert_no_error (error);
  target = g_build_filename (packages, APP_ID ".xml", NULL);
  g_file_set_contents (target, contents, length, &error);
  g_assert_no_error (error);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_DATA_DIRS", data_home, TRUE);

  {
    const char *update[] = { update_mime_database, mime_dir, NULL };

    g_spawn_sync (NULL, (char **) update, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                  &out, &err, &status, &error);
    g_assert_no_error (error);
    if (!g_spawn_check_wait_status (status, &error))
      g_error ("update-mime-database failed: %s\n%s", error->message, err);
    /* It warns about unknown elements and bad values but still exits 0. */
    g_assert_cmpstr (err, ==, "");
  }

  g_test_add_func ("/mime/glob", test_glob);
  g_test_add_func ("/mime/other-names", test_other_names);
  g_test_add_func ("/mime/magic", test_magic);
  g_test_add_func ("/mime/parent-and-comment", test_parent_and_comment);

  result = g_test_run ();

  {
    /* update-mime-database writes a tree of files; remove it all. */
    const char *rm[] = { "rm", "-rf", data_home, NULL };

    g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                  NULL, NULL, NULL, NULL);
  }

  return result;
}
