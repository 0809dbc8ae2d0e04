/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-save-message.c: what a person reads about a load or save error
 * (hg-save-error.h): the summary and the advice for every kind of fault,
 * the detail and the one-line form, the cause taken from the error of GIO
 * or GLib (which stays reachable), the number of an impossible move, and
 * the extra fields surviving a copy and a worker thread. */

#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "hg-save-error-private.h"
#include "hg-test-util.h"

#define NOT_A_SAVE  "This file is not a saved game of Hunters & Gatherers."
#define DAMAGED     "The saved game is damaged or cut short."
#define NEWER       "It was saved by a newer version of Hunters & Gatherers."
#define OPEN_OTHER  "Open another file, or start a new game."

static char *
valid_document (HgGame *game)
{
  g_autoptr(GBytes) bytes = hg_game_to_bytes (game);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* @text with the @n-th (from 1) "<move>...</move>" after @after holding
 * @move instead. */
static char *
replace_move (const char *text,
              const char *after,
              guint       n,
              const char *move)
{
  const char *at = strstr (text, after);
  const char *end;

  g_assert_nonnull (at);
  for (guint i = 0; i < n; i++)
    {
      at = strstr (at, "<move>");
      g_assert_nonnull (at);
      at += strlen ("<move>");
    }
  end = strstr (at, "</move>");
  g_assert_nonnull (end);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, move, end);
}

static GError *
load_error (const char *data,
            gsize       len)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, len);
  g_autoptr(HgGame) game = NULL;
  GError *error = NULL;

  game = hg_game_new_from_bytes (bytes, "message.hgsave", &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_assert_true (error->domain == HG_SAVE_ERROR);
  return error;
}

/* The summary and the advice of @error are @summary and @advice; the
 * detail is the message, and the line is "SUMMARY (DETAIL)" on one line. */
static void
assert_message (const GError *error,
                const char   *summary,
                const char   *advice)
{
  g_autofree char *got = hg_save_error_dup_summary (error);
  g_autofree char *line = hg_save_error_dup_line (error);
  g_autofree char *expected_line = NULL;

  g_test_message ("%s", line);
  g_assert_cmpstr (got, ==, summary);
  g_assert_cmpstr (hg_save_error_get_advice (error), ==, advice);
  g_assert_cmpstr (hg_save_error_get_detail (error), ==, error->message);
  expected_line = g_strdup_printf ("%s (%s)", summary, error->message);
  g_assert_cmpstr (line, ==, expected_line);
  g_assert_null (strchr (line, '\n'));
}

static void
test_contents (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (2, 8, 12);
  g_autofree char *valid = valid_document (game);
  static const char png[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
  struct {
    char        *doc;
    gsize        len;
    HgSaveError  code;
    const char  *summary;
    const char  *advice;
  } cases[] = {
    { g_strdup (""), 0, HG_SAVE_ERROR_EMPTY, DAMAGED, OPEN_OTHER },
    { g_strdup (valid), strlen (valid) / 2, HG_SAVE_ERROR_NOT_XML, DAMAGED, OPEN_OTHER },
    { g_strdup (valid), 40, HG_SAVE_ERROR_NOT_XML, DAMAGED, OPEN_OTHER },
    { g_strdup (valid), 5, HG_SAVE_ERROR_NOT_XML, DAMAGED, OPEN_OTHER },
    { g_strdup ("just some text\n"), 15, HG_SAVE_ERROR_NOT_XML, NOT_A_SAVE, OPEN_OTHER },
    { g_memdup2 (png, sizeof png), sizeof png, HG_SAVE_ERROR_NOT_XML, NOT_A_SAVE, OPEN_OTHER },
    { g_strdup ("<?xml version=\"1.0\"?>\n<html><body/></html>\n"), 0, HG_SAVE_ERROR_NOT_SAVE, NOT_A_SAVE, OPEN_OTHER },
    { g_strdup ("<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"b\">]>\n<x>&a;</x>\n"), 0, HG_SAVE_ERROR_FORBIDDEN, NOT_A_SAVE, OPEN_OTHER },
    { hg_test_replace_once (valid, "format=\"1\"", "format=\"3\""), 0, HG_SAVE_ERROR_NEWER_FORMAT, NEWER, "Update Hunters & Gatherers to open it." },
    { hg_test_replace_once (valid, "level=\"human\"", "level=\"genius\""), 0, HG_SAVE_ERROR_INVALID, DAMAGED, OPEN_OTHER },
    { hg_test_replace_once (valid, "</summary>", "  <discard id=\"0\"/>\n  </summary>"), 0, HG_SAVE_ERROR_MISMATCH, DAMAGED, OPEN_OTHER },
    { replace_move (valid, "<history>", 5, "40,40,0"), 0, HG_SAVE_ERROR_BAD_HISTORY,
      "The saved game has an impossible move (move 5).", OPEN_OTHER },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      gsize len = cases[i].len > 0 || cases[i].code == HG_SAVE_ERROR_EMPTY ? cases[i].len : strlen (cases[i].doc);

      error = load_error (cases[i].doc, len);
      g_assert_error (error, HG_SAVE_ERROR, (gint) cases[i].code);
      assert_message (error, cases[i].summary, cases[i].advice);
      /* The detail names the file. */
      g_assert_nonnull (strstr (hg_save_error_get_detail (error), "message.hgsave"));
      g_assert_cmpint (hg_save_error_get_cause (error), ==, HG_SAVE_CAUSE_NONE);
      g_assert_null (hg_save_error_get_io_error (error));
      g_free (cases[i].doc);
    }

  /* Too large to be a save. */
  {
    gsize big = HG_SAVE_MAX_SIZE + 1;
    g_autofree char *junk = g_malloc (big);
    g_autoptr(GError) error = NULL;

    memset (junk, ' ', big);
    error = load_error (junk, big);
    g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_TOO_LARGE);
    assert_message (error, NOT_A_SAVE, OPEN_OTHER);
  }
}

/* The number of an impossible move counts through the history into the
 * redo list, for moves that are illegal and moves that are not moves. */
static void
test_move_number (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (3, 14, 12);
  g_autofree char *valid = NULL;
  struct {
    const char *list;
    guint       index;
    const char *move;
    guint       number;
  } cases[] = {
    { "<history>", 1, "40,40,0", 1 },
    { "<history>", 9, "40,40,0", 9 },
    { "<history>", 4, "99999,0,0", 4 },      /* passes the schema, not a move */
    { "<redo>", 1, "40,40,0", 10 },
    { "<redo>", 3, "40,40,0", 12 },
    { "<redo>", 2, "0,99999,1", 11 },
  };

  for (guint i = 0; i < 3; i++)
    g_assert_true (hg_game_undo (game));
  g_assert_cmpuint (hg_game_get_n_history (game), ==, 9);
  valid = valid_document (game);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *doc = replace_move (valid, cases[i].list, cases[i].index, cases[i].move);
      g_autoptr(GError) error = load_error (doc, strlen (doc));
      g_autofree char *summary = g_strdup_printf ("The saved game has an impossible move (move %u).",
                                                  cases[i].number);

      g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_BAD_HISTORY);
      g_assert_cmpuint (hg_save_error_get_move (error), ==, cases[i].number);
      assert_message (error, summary, OPEN_OTHER);
    }
}

/* Every cause of a read and of a write has its summary and advice. */
static void
test_causes (void)
{
  struct {
    HgSaveError  code;
    HgSaveCause  cause;
    const char  *summary;
    const char  *advice;
  } cases[] = {
    { HG_SAVE_ERROR_READ, HG_SAVE_CAUSE_NOT_FOUND, "The file cannot be read: it does not exist.", OPEN_OTHER },
    { HG_SAVE_ERROR_READ, HG_SAVE_CAUSE_NO_FOLDER, "The file cannot be read: it does not exist.", OPEN_OTHER },
    { HG_SAVE_ERROR_READ, HG_SAVE_CAUSE_IS_FOLDER, "The file cannot be read: it is a folder.", OPEN_OTHER },
    { HG_SAVE_ERROR_READ, HG_SAVE_CAUSE_NOT_REGULAR, "The file cannot be read: it is not an ordinary file.", OPEN_OTHER },
    { HG_SAVE_ERROR_READ, HG_SAVE_CAUSE_PERMISSION, "The file cannot be read: you do not have permission.", OPEN_OTHER },
    { HG_SAVE_ERROR_READ, HG_SAVE_CAUSE_NONE, "The file cannot be read.", OPEN_OTHER },
    { HG_SAVE_ERROR_WRITE, HG_SAVE_CAUSE_PERMISSION, "The game could not be saved: you do not have permission.",
      "Choose another folder with Save As." },
    { HG_SAVE_ERROR_WRITE, HG_SAVE_CAUSE_READ_ONLY, "The game could not be saved: the folder is read-only.",
      "Choose another folder with Save As." },
    { HG_SAVE_ERROR_WRITE, HG_SAVE_CAUSE_NO_SPACE, "The game could not be saved: the disk is full.",
      "Free some disk space and save again." },
    { HG_SAVE_ERROR_WRITE, HG_SAVE_CAUSE_FILE_TOO_LARGE,
      "The game could not be saved: the file would be larger than this system allows.",
      "Choose another folder with Save As." },
    { HG_SAVE_ERROR_WRITE, HG_SAVE_CAUSE_IS_FOLDER, "The game could not be saved: there is a folder of that name.",
      "Choose another name with Save As." },
    { HG_SAVE_ERROR_WRITE, HG_SAVE_CAUSE_NO_FOLDER, "The game could not be saved: its folder does not exist.",
      "Choose another folder with Save As." },
    { HG_SAVE_ERROR_WRITE, HG_SAVE_CAUSE_NONE, "The game could not be saved.",
      "Choose another folder with Save As." },
    { HG_SAVE_ERROR_READ, HG_SAVE_CAUSE_BROKEN_LINK,
      "The file cannot be read: it is a link to a file that does not exist.", OPEN_OTHER },
    { HG_SAVE_ERROR_READ, HG_SAVE_CAUSE_LINK_LOOP,
      "The file cannot be read: it is a link that leads round in a circle.", OPEN_OTHER },
    { HG_SAVE_ERROR_WRITE, HG_SAVE_CAUSE_BROKEN_LINK,
      "The game could not be saved: the file is a link to a file that does not exist.",
      "Choose another name with Save As." },
    { HG_SAVE_ERROR_WRITE, HG_SAVE_CAUSE_LINK_LOOP,
      "The game could not be saved: the file is a link that leads round in a circle.",
      "Choose another name with Save As." },
    { HG_SAVE_ERROR_WRITE, HG_SAVE_CAUSE_FILE_READ_ONLY, "The game could not be saved: the file is read-only.",
      "Choose another name with Save As." },
    { HG_SAVE_ERROR_WRITE, HG_SAVE_CAUSE_CHANGED,
      "The game could not be saved: the file was changed by something else since it was read.",
      "Open the file again, or keep both with Save As." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      g_set_error (&error, HG_SAVE_ERROR, (gint) cases[i].code, "x.hgsave: detail %u", i);
      hg_save_error_set_cause (&error, cases[i].cause, NULL);
      g_assert_cmpint (hg_save_error_get_cause (error), ==, cases[i].cause);
      assert_message (error, cases[i].summary, cases[i].advice);
    }

  /* Setting a cause through a NULL error does nothing, and other domains
   * have no cause. */
  hg_save_error_set_cause (NULL, HG_SAVE_CAUSE_NO_SPACE, NULL);
  {
    g_autoptr(GError) other = g_error_new (G_IO_ERROR, G_IO_ERROR_NO_SPACE, "full");
    g_autoptr(GError) cancelled = g_error_new (G_IO_ERROR, G_IO_ERROR_CANCELLED, "stop");
    g_autofree char *summary = hg_save_error_dup_summary (other);
    g_autofree char *cancelled_summary = hg_save_error_dup_summary (cancelled);
    GError *other_ptr = other;

    hg_save_error_set_cause (&other_ptr, HG_SAVE_CAUSE_NO_SPACE, NULL);
    g_assert_cmpint (hg_save_error_get_cause (other), ==, HG_SAVE_CAUSE_NONE);
    g_assert_cmpuint (hg_save_error_get_move (other), ==, 0);
    g_assert_cmpstr (summary, ==, "Something went wrong with the file.");
    g_assert_cmpstr (cancelled_summary, ==, "The operation was cancelled.");
  }
}

/* The errors of GIO and GLib name their cause. */
static void
test_cause_from_error (void)
{
  struct {
    GQuark       domain;
    gint         code;
    HgSaveCause  cause;
  } cases[] = {
    { G_IO_ERROR, G_IO_ERROR_NOT_FOUND, HG_SAVE_CAUSE_NOT_FOUND },
    { G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY, HG_SAVE_CAUSE_IS_FOLDER },
    { G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, HG_SAVE_CAUSE_NOT_REGULAR },
    { G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED, HG_SAVE_CAUSE_PERMISSION },
    { G_IO_ERROR, G_IO_ERROR_READ_ONLY, HG_SAVE_CAUSE_READ_ONLY },
    { G_IO_ERROR, G_IO_ERROR_NO_SPACE, HG_SAVE_CAUSE_NO_SPACE },
    { G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY, HG_SAVE_CAUSE_NO_FOLDER },
    { G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS, HG_SAVE_CAUSE_LINK_LOOP },
    { G_IO_ERROR, G_IO_ERROR_WRONG_ETAG, HG_SAVE_CAUSE_CHANGED },
    { G_IO_ERROR, G_IO_ERROR_FAILED, HG_SAVE_CAUSE_NONE },
    { G_FILE_ERROR, G_FILE_ERROR_NOENT, HG_SAVE_CAUSE_NOT_FOUND },
    { G_FILE_ERROR, G_FILE_ERROR_ISDIR, HG_SAVE_CAUSE_IS_FOLDER },
    { G_FILE_ERROR, G_FILE_ERROR_ACCES, HG_SAVE_CAUSE_PERMISSION },
    { G_FILE_ERROR, G_FILE_ERROR_PERM, HG_SAVE_CAUSE_PERMISSION },
    { G_FILE_ERROR, G_FILE_ERROR_ROFS, HG_SAVE_CAUSE_READ_ONLY },
    { G_FILE_ERROR, G_FILE_ERROR_NOSPC, HG_SAVE_CAUSE_NO_SPACE },
    { G_FILE_ERROR, G_FILE_ERROR_NOTDIR, HG_SAVE_CAUSE_NO_FOLDER },
    { G_FILE_ERROR, G_FILE_ERROR_LOOP, HG_SAVE_CAUSE_LINK_LOOP },
    { G_FILE_ERROR, G_FILE_ERROR_FAILED, HG_SAVE_CAUSE_NONE },
    { G_OPTION_ERROR, G_OPTION_ERROR_FAILED, HG_SAVE_CAUSE_NONE },
  };

  g_assert_cmpint (hg_save_cause_from_error (NULL), ==, HG_SAVE_CAUSE_NONE);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = g_error_new_literal (cases[i].domain, cases[i].code, "x");

      g_assert_cmpint (hg_save_cause_from_error (error), ==, cases[i].cause);
    }
}

typedef struct {
  GMainLoop *loop;
  GError    *error;
} AsyncLoad;

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  AsyncLoad *load = user_data;
  g_autoptr(HgGame) game = hg_game_load_finish (result, &load->error);

  g_assert_null (game);
  g_main_loop_quit (load->loop);
}

/* Files that cannot be read, each with its cause, the error of GIO behind
 * it, and the detail naming the file; the fields also survive a copy and
 * the worker thread of the asynchronous load. */
static void
test_read_faults (void)
{
  g_autofree char *dir = hg_test_make_dir ("hg-test-message-XXXXXX");
  g_autofree char *missing = g_build_filename (dir, "missing.hgsave", NULL);
  g_autofree char *plain = g_build_filename (dir, "plain.hgsave", NULL);
  g_autofree char *under_plain = g_build_filename (plain, "inside.hgsave", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.hgsave", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.hgsave", NULL);
  g_autofree char *circle = g_build_filename (dir, "loop.hgsave", NULL);
  g_autofree char *circle2 = g_build_filename (dir, "loop2.hgsave", NULL);
  g_autofree char *pipe_path = NULL;
  int fds[2];
  struct {
    const char  *path;
    HgSaveCause  cause;
    gint         io_code;   /* -1: none */
    const char  *summary;
  } cases[] = {
    { missing, HG_SAVE_CAUSE_NOT_FOUND, G_IO_ERROR_NOT_FOUND, "The file cannot be read: it does not exist." },
    { dir, HG_SAVE_CAUSE_IS_FOLDER, -1, "The file cannot be read: it is a folder." },
    { under_plain, HG_SAVE_CAUSE_NO_FOLDER, G_IO_ERROR_NOT_DIRECTORY, "The file cannot be read: it does not exist." },
    { fifo, HG_SAVE_CAUSE_NOT_REGULAR, -1, "The file cannot be read: it is not an ordinary file." },
    /* Links that lead nowhere or in a circle say so, rather than "not an
     * ordinary file"; a pipe behind a link of /proc is a pipe. */
    { dangling, HG_SAVE_CAUSE_BROKEN_LINK, G_IO_ERROR_NOT_FOUND,
      "The file cannot be read: it is a link to a file that does not exist." },
    { circle, HG_SAVE_CAUSE_LINK_LOOP, G_IO_ERROR_TOO_MANY_LINKS,
      "The file cannot be read: it is a link that leads round in a circle." },
    { NULL, HG_SAVE_CAUSE_NOT_REGULAR, -1, "The file cannot be read: it is not an ordinary file." },
  };

  g_assert_true (g_file_set_contents (plain, "x", -1, NULL));
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("nowhere.hgsave", dangling), ==, 0);
  g_assert_cmpint (symlink ("loop2.hgsave", circle), ==, 0);
  g_assert_cmpint (symlink ("loop.hgsave", circle2), ==, 0);
  g_assert_cmpint (pipe (fds), ==, 0);
  pipe_path = g_strdup_printf ("/proc/self/fd/%d", fds[1]);
  cases[G_N_ELEMENTS (cases) - 1].path = pipe_path;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (cases[i].path);
      g_autoptr(GError) error = NULL;
      g_autoptr(GError) copy = NULL;
      g_autoptr(HgGame) game = hg_game_load (file, NULL, &error);
      g_autofree char *name = g_file_get_basename (file);

      g_assert_null (game);
      g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_READ);
      g_assert_cmpint (hg_save_error_get_cause (error), ==, cases[i].cause);
      if (cases[i].io_code >= 0)
        g_assert_error (hg_save_error_get_io_error (error), G_IO_ERROR, cases[i].io_code);
      else
        g_assert_null (hg_save_error_get_io_error (error));
      assert_message (error, cases[i].summary, OPEN_OTHER);
      g_assert_nonnull (strstr (error->message, name));

      copy = g_error_copy (error);
      g_assert_cmpint (hg_save_error_get_cause (copy), ==, cases[i].cause);
      if (cases[i].io_code >= 0)
        {
          g_assert_error (hg_save_error_get_io_error (copy), G_IO_ERROR, cases[i].io_code);
          g_assert_true (hg_save_error_get_io_error (copy) != hg_save_error_get_io_error (error));
        }
    }

  {
    g_autoptr(GFile) file = g_file_new_for_path (missing);
    g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
    AsyncLoad load = { loop, NULL };

    hg_game_load_async (file, NULL, loaded_cb, &load);
    g_main_loop_run (loop);
    g_assert_error (load.error, HG_SAVE_ERROR, HG_SAVE_ERROR_READ);
    g_assert_cmpint (hg_save_error_get_cause (load.error), ==, HG_SAVE_CAUSE_NOT_FOUND);
    g_assert_error (hg_save_error_get_io_error (load.error), G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    g_clear_error (&load.error);
  }

  close (fds[0]);
  close (fds[1]);
  g_unlink (circle2);
  g_unlink (circle);
  g_unlink (dangling);
  g_unlink (fifo);
  g_unlink (plain);
  g_rmdir (dir);
}

/* A document against the schema is reported at the line of the fault:
 * libxml2 gives line 0 for some faults of attributes, the line of the
 * next element for others, and the line of the element around for text
 * where none may be. */
static void
test_schema_line (void)
{
  g_autoptr(HgGame) game = hg_test_random_game (2, 1, 4);
  g_autofree char *text = valid_document (game);
  struct {
    const char *from;
    const char *to;
    const char *at;      /* the fault is on the line of this, in the result */
    const char *fault;   /* what the detail says */
  } cases[] = {
    { " land-left=\"", " lend-left=\"", "<summary", "Element summary failed to validate attributes" },
    { "<setup first=\"0\">", "<setup>", "<setup", "Element setup failed to validate attributes" },
    { "<setup first=\"0\">", "<setup first=\"0\" extra=\"1\">", "<setup",
      "Invalid attribute extra for element setup" },
    { "</setup>", "\nstray text\n  </setup>", "stray", "Element setup has extra content: text" },
    { "  <redo", "  stray\n  <redo", "stray", "Expecting an element got text" },
    { "</summary>\n", "</summary>\n<stray/>\n", "<stray",
      "Element hunters-gatherers-save has extra content: stray" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *broken = hg_test_replace_once (text, cases[i].from, cases[i].to);
      g_autoptr(GError) error = load_error (broken, strlen (broken));
      const char *at = strstr (broken, cases[i].at);
      g_autofree char *expected = NULL;
      guint line = 1;

      g_assert_nonnull (at);
      for (const char *p = broken; p < at; p++)
        if (*p == '\n')
          line++;

      g_test_message ("%s", error->message);
      g_assert_error (error, HG_SAVE_ERROR, HG_SAVE_ERROR_INVALID);
      expected = g_strdup_printf ("(line %u: %s", line, cases[i].fault);
      g_assert_nonnull (strstr (error->message, expected));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/save-message/contents", test_contents);
  g_test_add_func ("/save-message/move-number", test_move_number);
  g_test_add_func ("/save-message/causes", test_causes);
  g_test_add_func ("/save-message/cause-from-error", test_cause_from_error);
  g_test_add_func ("/save-message/read-faults", test_read_faults);
  g_test_add_func ("/save-message/schema-line", test_schema_line);

  return g_test_run ();
}
