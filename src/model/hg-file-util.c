/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-file-util.c: writing a local file whole, for saved games and the
 * records of finished games, and reading one without ever blocking.
 *
 * GLib's g_file_set_contents_full() renames a temporary file over the
 * path it is given: a symbolic link is replaced by a regular file (the
 * file it led to keeps the old contents), a pipe or a device is replaced
 * too, the mode, owner and group become the writer's, and a read-only
 * file is overwritten.  g_file_replace() keeps the mode but opens the old
 * file to write, which waits for ever on a pipe, and writes a linked file
 * in place.  So the file is written here with POSIX calls, in the way of
 * both: a temporary file beside the real file, renamed over it. */

#define _GNU_SOURCE
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n.h>

#include "hg-file-util-private.h"
#include "hg-save-error-private.h"

#ifndef O_PATH
#define O_PATH (O_RDONLY | O_NONBLOCK | O_NOCTTY)
#endif

/* The temporary file of NAME is ".NAME.hgtmp-XXXXXX". */
#define TEMP_MARK    ".hgtmp-"
#define TEMP_RANDOM  6
/* A temporary older than this is not another save still being written. */
#define STALE_AGE    (10 * 60)
/* Leftovers larger than this are not looked at (a save is at most 1 MiB). */
#define STALE_MAX    (1024 * 1024)

/* Helpers ---------------------------------------------------------------- */

static gboolean
is_link (const char *path)
{
  GStatBuf st;

  return g_lstat (path, &st) == 0 && S_ISLNK (st.st_mode);
}

static gboolean
fail (GError      **error,
      HgSaveCause  *cause_out,
      HgSaveCause   cause,
      GIOErrorEnum  code,
      const char   *message)
{
  if (cause_out != NULL)
    *cause_out = cause;
  g_set_error_literal (error, G_IO_ERROR, code, message);
  return FALSE;
}

typedef enum {
  STEP_OPEN,
  STEP_WRITE,
} Step;

/* Opening or writing @path failed with @errsv. */
static gboolean
fail_errno (GError      **error,
            HgSaveCause  *cause_out,
            const char   *path,
            int           errsv,
            Step          step)
{
  g_autofree char *display = g_filename_display_name (path);

  if (cause_out != NULL)
    *cause_out = hg_file_cause_from_errno (path, errsv);
  if (step == STEP_OPEN)
    /* TRANSLATORS: a file name, then the system's reason */
    g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errsv),
                 _("cannot open “%s”: %s"), display, g_strerror (errsv));
  else
    /* TRANSLATORS: a file name, then the system's reason */
    g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errsv),
                 _("cannot write “%s”: %s"), display, g_strerror (errsv));
  return FALSE;
}

static gboolean
write_all (int         fd,
           const char *data,
           gsize       len)
{
  while (len > 0)
    {
      gssize n = write (fd, data, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      data += n;
      len -= n;
    }
  return TRUE;
}

/* Writes @data over the contents of @target, the file of status @st, in
 * place.  Space is taken first, so a full disk fails before the old
 * contents are touched.  FALSE and errno on failure. */
static gboolean
write_in_place (const char     *target,
                const GStatBuf *st,
                const char     *data,
                gsize           len)
{
  GStatBuf now;
  int fd, errsv;

  fd = open (target, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0)
    return FALSE;
  if (fstat (fd, &now) != 0 || now.st_dev != st->st_dev || now.st_ino != st->st_ino)
    {
      close (fd);
      errno = ESTALE;
      return FALSE;
    }
  errsv = len > 0 ? posix_fallocate (fd, 0, (off_t) len) : 0;
  if (errsv != 0 && errsv != EOPNOTSUPP && errsv != EINVAL)
    {
      close (fd);
      errno = errsv;
      return FALSE;
    }
  if (!write_all (fd, data, len) || ftruncate (fd, (off_t) len) != 0 || g_fsync (fd) != 0)
    {
      errsv = errno;
      close (fd);
      errno = errsv;
      return FALSE;
    }
  return close (fd) == 0;
}

/* The start of the names of @base's temporary files, cut so that a
 * whole name fits in NAME_MAX bytes. */
static char *
temp_prefix (const char *base)
{
  gsize room = NAME_MAX - 1 - strlen (TEMP_MARK) - TEMP_RANDOM;

  return g_strdup_printf (".%.*s%s", (int) MIN (strlen (base), room), base, TEMP_MARK);
}

/* Where @path really is: the file a symbolic link leads to, in *@target,
 * with its status in @st (@exists FALSE if there is no file yet).  A link
 * that leads nowhere or in a circle, a folder and a special file are
 * refused.  The type is checked on a descriptor of the file itself, never
 * opened to read or write, so a device is never opened and a pipe never
 * waited on. */
static gboolean
resolve_target (const char   *path,
                char        **target,
                GStatBuf     *st,
                gboolean     *exists,
                HgSaveCause  *cause,
                GError      **error)
{
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *message = NULL;
  int fd, errsv;

  fd = open (path, O_PATH | O_CLOEXEC);
  if (fd < 0)
    {
      errsv = errno;
      if (errsv == ENOENT && !is_link (path))
        {
          /* A new file; its folder, if missing, fails to take the
           * temporary file. */
          *exists = FALSE;
          *target = g_strdup (path);
          return TRUE;
        }
      return fail_errno (error, cause, path, errsv, STEP_OPEN);
    }
  if (fstat (fd, st) != 0)
    {
      errsv = errno;
      close (fd);
      return fail_errno (error, cause, path, errsv, STEP_OPEN);
    }
  close (fd);

  if (S_ISDIR (st->st_mode))
    {
      /* TRANSLATORS: %s is a file name */
      message = g_strdup_printf (_("“%s” is a folder"), display);
      return fail (error, cause, HG_SAVE_CAUSE_IS_FOLDER, G_IO_ERROR_IS_DIRECTORY, message);
    }
  if (!S_ISREG (st->st_mode))
    {
      /* TRANSLATORS: %s is a file name */
      message = g_strdup_printf (_("“%s” is a device, a pipe or a socket, not a regular file"),
                                 display);
      return fail (error, cause, HG_SAVE_CAUSE_NOT_REGULAR, G_IO_ERROR_NOT_REGULAR_FILE, message);
    }

  *exists = TRUE;
  if (is_link (path))
    {
      char *real = realpath (path, NULL);
      GStatBuf real_st;

      /* The file the link leads to, by name (a link of /proc to a deleted
       * file has none). */
      if (real == NULL || g_stat (real, &real_st) != 0 ||
          real_st.st_dev != st->st_dev || real_st.st_ino != st->st_ino)
        {
          free (real);
          /* TRANSLATORS: %s is a file name */
          message = g_strdup_printf (_("“%s” is a link to a file that has no name"), display);
          return fail (error, cause, HG_SAVE_CAUSE_BROKEN_LINK, G_IO_ERROR_NOT_FOUND, message);
        }
      *target = g_strdup (real);
      free (real);
    }
  else
    *target = g_strdup (path);

  return TRUE;
}

/* Removes the temporary files of @prefix in @dir that a killed process
 * left: ours by the name, the owner, the age and the contents. */
static void
remove_leftovers (const char   *dir,
                  const char   *prefix,
                  HgFileIsOurs  is_ours)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  gsize prefix_len = strlen (prefix);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(GBytes) bytes = NULL;
      GStatBuf st;

      if (!g_str_has_prefix (name, prefix) || strlen (name) != prefix_len + TEMP_RANDOM)
        continue;
      path = g_build_filename (dir, name, NULL);
      if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode) || st.st_uid != geteuid () ||
          (gint64) st.st_mtime > now - STALE_AGE)
        continue;
      if (st.st_size > 0)
        {
          gsize len;
          const char *data;

          if (is_ours == NULL || (bytes = hg_file_read_regular (path, STALE_MAX, &st)) == NULL)
            continue;
          data = g_bytes_get_data (bytes, &len);
          if (!is_ours (data, len))
            continue;
        }
      g_unlink (path);
    }
}

/* Public API ------------------------------------------------------------- */

HgSaveCause
hg_file_cause_from_errno (const char *path,
                          int         errsv)
{
  g_autoptr(GError) io_error = NULL;

  switch (errsv)
    {
    case ENOENT:
      return path != NULL && is_link (path) ? HG_SAVE_CAUSE_BROKEN_LINK : HG_SAVE_CAUSE_NOT_FOUND;
    case ELOOP:
      return HG_SAVE_CAUSE_LINK_LOOP;
    case EFBIG:
      return HG_SAVE_CAUSE_FILE_TOO_LARGE;
    case EISDIR:
      return HG_SAVE_CAUSE_IS_FOLDER;
    case ENXIO:
    case ENODEV:
      return HG_SAVE_CAUSE_NOT_REGULAR;
    default:
      io_error = g_error_new_literal (G_IO_ERROR, g_io_error_from_errno (errsv), "");
      return hg_save_cause_from_error (io_error);
    }
}

int
hg_file_open_read (const char *path,
                   GStatBuf   *st)
{
  int fd;

  if (g_stat (path, st) != 0)
    return -1;
  if (!S_ISREG (st->st_mode))
    {
      errno = S_ISDIR (st->st_mode) ? EISDIR : ENXIO;
      return -1;
    }

  fd = open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0)
    return -1;
  if (fstat (fd, st) != 0 || !S_ISREG (st->st_mode))
    {
      int errsv = S_ISDIR (st->st_mode) ? EISDIR : ENXIO;

      close (fd);
      errno = errsv;
      return -1;
    }
  return fd;
}

GBytes *
hg_file_read_regular (const char *path,
                      gsize       max,
                      GStatBuf   *st)
{
  g_autoptr(GByteArray) data = NULL;
  int fd = hg_file_open_read (path, st);
  int errsv;

  if (fd < 0)
    return NULL;
  if ((guint64) st->st_size > max)
    {
      close (fd);
      errno = EFBIG;
      return NULL;
    }
  data = g_byte_array_sized_new ((guint) st->st_size + 1);
  for (;;)
    {
      guint8 buf[64 * 1024];
      gssize n = read (fd, buf, sizeof buf);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          errsv = errno;
          close (fd);
          errno = errsv;
          return NULL;
        }
      if (n == 0)
        break;
      /* It may have grown since its size was taken. */
      if (data->len + (gsize) n > max)
        {
          close (fd);
          errno = EFBIG;
          return NULL;
        }
      g_byte_array_append (data, buf, (guint) n);
    }
  close (fd);
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}

char *
hg_file_version (const GStatBuf *st)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT ":%" G_GINT64_FORMAT
                          ":%" G_GINT64_FORMAT ".%09ld",
                          (guint64) st->st_dev, (guint64) st->st_ino, (gint64) st->st_size,
                          (gint64) st->st_mtim.tv_sec, (long) st->st_mtim.tv_nsec);
}

/* Whether the file at @target is still @version. */
static gboolean
is_version (const char *target,
            const char *version)
{
  g_autofree char *now = NULL;
  GStatBuf st;

  if (g_stat (target, &st) != 0)
    return FALSE;
  now = hg_file_version (&st);
  return strcmp (now, version) == 0;
}

gboolean
hg_file_replace (const char    *path,
                 GBytes        *bytes,
                 const char    *version,
                 HgFileIsOurs   is_ours,
                 HgSaveCause   *cause,
                 GError       **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *prefix = NULL;
  g_autofree char *temp = NULL;
  g_autofree char *display = g_filename_display_name (path);
  gboolean exists = FALSE;
  GStatBuf st;
  const char *data;
  gsize len;
  int fd, errsv;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);

  if (cause != NULL)
    *cause = HG_SAVE_CAUSE_NONE;

  if (!resolve_target (path, &target, &st, &exists, cause, error))
    return FALSE;

  if (version != NULL && (!exists || !is_version (target, version)))
    {
      g_autofree char *message = NULL;

      /* TRANSLATORS: %s is a file name */
      message = g_strdup_printf (_("“%s” was changed by something else since it was read"), display);
      return fail (error, cause, HG_SAVE_CAUSE_CHANGED, G_IO_ERROR_WRONG_ETAG, message);
    }

  /* A file no one may write is kept as it is, by anyone (as editors
   * treat it); replacing one that the writer may not write (another
   * person's) would go round its permissions, as the folder allows it. */
  if (exists && (st.st_mode & 0222) == 0)
    {
      g_autofree char *message = NULL;

      /* TRANSLATORS: %s is a file name */
      message = g_strdup_printf (_("“%s” is read-only"), display);
      return fail (error, cause, HG_SAVE_CAUSE_FILE_READ_ONLY, G_IO_ERROR_PERMISSION_DENIED,
                   message);
    }
  if (exists && faccessat (AT_FDCWD, target, W_OK, AT_EACCESS) != 0)
    return fail_errno (error, cause, target, errno, STEP_WRITE);

  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  prefix = temp_prefix (base);
  temp = g_strconcat (dir, G_DIR_SEPARATOR_S, prefix, "XXXXXX", NULL);

  fd = g_mkstemp_full (temp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    {
      g_autofree char *dir_display = g_filename_display_name (dir);
      HgSaveCause dir_cause;
      GStatBuf dir_st;

      errsv = errno;
      dir_cause = hg_file_cause_from_errno (dir, errsv);
      /* The file is made if it is missing: its folder is.  A folder no
       * one may write in is read-only, rather than someone else's. */
      if (dir_cause == HG_SAVE_CAUSE_NOT_FOUND || dir_cause == HG_SAVE_CAUSE_BROKEN_LINK)
        dir_cause = HG_SAVE_CAUSE_NO_FOLDER;
      else if (dir_cause == HG_SAVE_CAUSE_PERMISSION && g_stat (dir, &dir_st) == 0 &&
               (dir_st.st_mode & 0222) == 0)
        dir_cause = HG_SAVE_CAUSE_READ_ONLY;
      if (cause != NULL)
        *cause = dir_cause;
      /* TRANSLATORS: a folder, then the system's reason */
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errsv),
                   _("cannot make a temporary file in “%s”: %s"), dir_display, g_strerror (errsv));
      return FALSE;
    }

  data = g_bytes_get_data (bytes, &len);
  if (exists)
    {
      /* The owner and group where allowed (root keeps both, anyone may
       * give a file to a group of theirs), then the mode, which a change
       * of owner may have cut. */
      if (fchown (fd, st.st_uid, st.st_gid) != 0 && fchown (fd, (uid_t) -1, st.st_gid) != 0)
        {
          /* Another group's file: it gets the writer's group. */
        }
      if (fchmod (fd, st.st_mode & 07777) != 0)
        goto failed;
    }
  if (!write_all (fd, data, len) || g_fsync (fd) != 0)
    goto failed;
  if (close (fd) != 0)
    {
      fd = -1;
      goto failed;
    }
  fd = -1;

  /* Once more, as late as can be: the file read may have been replaced
   * while this was written. */
  if (version != NULL && !is_version (target, version))
    {
      g_autofree char *message = NULL;

      g_unlink (temp);
      /* TRANSLATORS: %s is a file name */
      message = g_strdup_printf (_("“%s” was changed by something else since it was read"), display);
      return fail (error, cause, HG_SAVE_CAUSE_CHANGED, G_IO_ERROR_WRONG_ETAG, message);
    }

  if (exists && st.st_nlink > 1)
    {
      /* Replacing the file would leave its other names (hard links) with
       * the old contents: it is written in place, as g_file_replace()
       * does, from the whole document, which is safe in the temporary
       * file until then. */
      if (!write_in_place (target, &st, data, len))
        goto failed;
      g_unlink (temp);
    }
  else if (g_rename (temp, target) != 0)
    goto failed;

  remove_leftovers (dir, prefix, is_ours);
  return TRUE;

failed:
  errsv = errno;
  if (fd >= 0)
    close (fd);
  g_unlink (temp);
  return fail_errno (error, cause, target, errsv, STEP_WRITE);
}

gboolean
hg_file_set_bytes (const char  *path,
                   GBytes      *bytes,
                   GError     **error)
{
  return hg_file_replace (path, bytes, NULL, NULL, NULL, error);
}
