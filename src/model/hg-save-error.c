/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-save-error.c: the error domains of saved games, with the extra fields
 * a person's message is chosen from (GLib's extended error domains), and
 * the messages themselves. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-save-error-private.h"

typedef struct {
  HgSaveCause  cause;
  GError      *io_error;
  guint        move;
  gboolean     damaged;
} HgSaveErrorPrivate;

typedef struct {
  GFile       *kept;
  GError      *reason;
} HgAutosaveErrorPrivate;

/* The private parts come from the macro's lookup, which may return NULL
 * (after a critical) for an error of another domain. */

static void
hg_save_error_private_init (HgSaveErrorPrivate *priv)
{
  if (priv == NULL)
    return;
  priv->cause = HG_SAVE_CAUSE_NONE;
  priv->io_error = NULL;
  priv->move = 0;
  priv->damaged = FALSE;
}

static void
hg_save_error_private_copy (const HgSaveErrorPrivate *src,
                            HgSaveErrorPrivate       *dest)
{
  if (src == NULL || dest == NULL)
    return;
  dest->cause = src->cause;
  dest->io_error = src->io_error != NULL ? g_error_copy (src->io_error) : NULL;
  dest->move = src->move;
  dest->damaged = src->damaged;
}

static void
hg_save_error_private_clear (HgSaveErrorPrivate *priv)
{
  if (priv == NULL)
    return;
  g_clear_error (&priv->io_error);
}

/* The macro finds the private part before the GError, which GLib
 * allocates aligned for it; clang's -Wcast-align cannot know that. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wcast-align"
G_DEFINE_EXTENDED_ERROR (HgSaveError, hg_save_error)
#pragma GCC diagnostic pop

static void
hg_autosave_error_private_init (HgAutosaveErrorPrivate *priv)
{
  if (priv == NULL)
    return;
  priv->kept = NULL;
  priv->reason = NULL;
}

static void
hg_autosave_error_private_copy (const HgAutosaveErrorPrivate *src,
                                HgAutosaveErrorPrivate       *dest)
{
  if (src == NULL || dest == NULL)
    return;
  dest->kept = src->kept != NULL ? g_object_ref (src->kept) : NULL;
  dest->reason = src->reason != NULL ? g_error_copy (src->reason) : NULL;
}

static void
hg_autosave_error_private_clear (HgAutosaveErrorPrivate *priv)
{
  if (priv == NULL)
    return;
  g_clear_object (&priv->kept);
  g_clear_error (&priv->reason);
}

/* The macro finds the private part before the GError, which GLib
 * allocates aligned for it; clang's -Wcast-align cannot know that. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wcast-align"
G_DEFINE_EXTENDED_ERROR (HgAutosaveError, hg_autosave_error)
#pragma GCC diagnostic pop

/* Helpers ---------------------------------------------------------------- */

static HgSaveErrorPrivate *
save_private (const GError *error)
{
  if (error == NULL || error->domain != HG_SAVE_ERROR)
    return NULL;
  return hg_save_error_get_private (error);
}

static HgAutosaveErrorPrivate *
autosave_private (const GError *error)
{
  if (error == NULL || error->domain != HG_AUTOSAVE_ERROR)
    return NULL;
  return hg_autosave_error_get_private (error);
}

static char *
read_summary (HgSaveCause cause)
{
  switch (cause)
    {
    case HG_SAVE_CAUSE_NOT_FOUND:
    case HG_SAVE_CAUSE_NO_FOLDER:
      return g_strdup (_("The file cannot be read: it does not exist."));
    case HG_SAVE_CAUSE_IS_FOLDER:
      return g_strdup (_("The file cannot be read: it is a folder."));
    case HG_SAVE_CAUSE_NOT_REGULAR:
      return g_strdup (_("The file cannot be read: it is not an ordinary file."));
    case HG_SAVE_CAUSE_PERMISSION:
      return g_strdup (_("The file cannot be read: you do not have permission."));
    case HG_SAVE_CAUSE_BROKEN_LINK:
      return g_strdup (_("The file cannot be read: it is a link to a file that does not exist."));
    case HG_SAVE_CAUSE_LINK_LOOP:
      return g_strdup (_("The file cannot be read: it is a link that leads round in a circle."));
    case HG_SAVE_CAUSE_NONE:
    case HG_SAVE_CAUSE_READ_ONLY:
    case HG_SAVE_CAUSE_FILE_READ_ONLY:
    case HG_SAVE_CAUSE_CHANGED:
    case HG_SAVE_CAUSE_NO_SPACE:
    case HG_SAVE_CAUSE_FILE_TOO_LARGE:
    default:
      return g_strdup (_("The file cannot be read."));
    }
}

static char *
write_summary (HgSaveCause cause)
{
  switch (cause)
    {
    case HG_SAVE_CAUSE_PERMISSION:
      return g_strdup (_("The game could not be saved: you do not have permission."));
    case HG_SAVE_CAUSE_READ_ONLY:
      return g_strdup (_("The game could not be saved: the folder is read-only."));
    case HG_SAVE_CAUSE_NO_SPACE:
      return g_strdup (_("The game could not be saved: the disk is full."));
    case HG_SAVE_CAUSE_FILE_TOO_LARGE:
      return g_strdup (_("The game could not be saved: the file would be larger than this system allows."));
    case HG_SAVE_CAUSE_IS_FOLDER:
      return g_strdup (_("The game could not be saved: there is a folder of that name."));
    case HG_SAVE_CAUSE_NOT_FOUND:
    case HG_SAVE_CAUSE_NO_FOLDER:
      return g_strdup (_("The game could not be saved: its folder does not exist."));
    case HG_SAVE_CAUSE_NOT_REGULAR:
      return g_strdup (_("The game could not be saved: the file is not an ordinary file."));
    case HG_SAVE_CAUSE_BROKEN_LINK:
      return g_strdup (_("The game could not be saved: the file is a link to a file that does not exist."));
    case HG_SAVE_CAUSE_LINK_LOOP:
      return g_strdup (_("The game could not be saved: the file is a link that leads round in a circle."));
    case HG_SAVE_CAUSE_FILE_READ_ONLY:
      return g_strdup (_("The game could not be saved: the file is read-only."));
    case HG_SAVE_CAUSE_CHANGED:
      return g_strdup (_("The game could not be saved: the file was changed by something else since it was read."));
    case HG_SAVE_CAUSE_NONE:
    default:
      return g_strdup (_("The game could not be saved."));
    }
}

/* Public API ------------------------------------------------------------- */

HgSaveCause
hg_save_cause_from_error (const GError *io_error)
{
  if (io_error == NULL)
    return HG_SAVE_CAUSE_NONE;

  if (io_error->domain == G_IO_ERROR)
    switch (io_error->code)
      {
      case G_IO_ERROR_NOT_FOUND:
        return HG_SAVE_CAUSE_NOT_FOUND;
      case G_IO_ERROR_IS_DIRECTORY:
        return HG_SAVE_CAUSE_IS_FOLDER;
      case G_IO_ERROR_NOT_REGULAR_FILE:
        return HG_SAVE_CAUSE_NOT_REGULAR;
      case G_IO_ERROR_PERMISSION_DENIED:
        return HG_SAVE_CAUSE_PERMISSION;
      case G_IO_ERROR_READ_ONLY:
        return HG_SAVE_CAUSE_READ_ONLY;
      case G_IO_ERROR_NO_SPACE:
        return HG_SAVE_CAUSE_NO_SPACE;
      case G_IO_ERROR_NOT_DIRECTORY:
        return HG_SAVE_CAUSE_NO_FOLDER;
      case G_IO_ERROR_TOO_MANY_LINKS:
        return HG_SAVE_CAUSE_LINK_LOOP;
      case G_IO_ERROR_WRONG_ETAG:
        return HG_SAVE_CAUSE_CHANGED;
      default:
        return HG_SAVE_CAUSE_NONE;
      }

  if (io_error->domain == G_FILE_ERROR)
    switch (io_error->code)
      {
      case G_FILE_ERROR_NOENT:
        return HG_SAVE_CAUSE_NOT_FOUND;
      case G_FILE_ERROR_ISDIR:
        return HG_SAVE_CAUSE_IS_FOLDER;
      case G_FILE_ERROR_NXIO:
      case G_FILE_ERROR_NODEV:
        return HG_SAVE_CAUSE_NOT_REGULAR;
      case G_FILE_ERROR_ACCES:
      case G_FILE_ERROR_PERM:
        return HG_SAVE_CAUSE_PERMISSION;
      case G_FILE_ERROR_ROFS:
        return HG_SAVE_CAUSE_READ_ONLY;
      case G_FILE_ERROR_NOSPC:
        return HG_SAVE_CAUSE_NO_SPACE;
      case G_FILE_ERROR_NOTDIR:
        return HG_SAVE_CAUSE_NO_FOLDER;
      case G_FILE_ERROR_LOOP:
        return HG_SAVE_CAUSE_LINK_LOOP;
      default:
        return HG_SAVE_CAUSE_NONE;
      }

  return HG_SAVE_CAUSE_NONE;
}

void
hg_save_error_set_cause (GError       **error,
                         HgSaveCause    cause,
                         const GError  *io_error)
{
  HgSaveErrorPrivate *priv = error != NULL ? save_private (*error) : NULL;

  if (priv == NULL)
    return;
  priv->cause = cause;
  g_clear_error (&priv->io_error);
  if (io_error != NULL)
    priv->io_error = g_error_copy (io_error);
}

void
hg_save_error_set_move (GError **error,
                        guint    move)
{
  HgSaveErrorPrivate *priv = error != NULL ? save_private (*error) : NULL;

  if (priv != NULL)
    priv->move = move;
}

void
hg_save_error_set_damaged (GError   **error,
                           gboolean   damaged)
{
  HgSaveErrorPrivate *priv = error != NULL ? save_private (*error) : NULL;

  if (priv != NULL)
    priv->damaged = damaged;
}

GError *
hg_autosave_error_new_broken (GFile        *kept,
                              const GError *reason)
{
  g_autofree char *name = NULL;
  HgAutosaveErrorPrivate *priv;
  GError *error;

  g_return_val_if_fail (G_IS_FILE (kept), NULL);

  name = g_file_get_parse_name (kept);
  /* TRANSLATORS: %s is where the damaged file is now */
  error = g_error_new (HG_AUTOSAVE_ERROR, HG_AUTOSAVE_ERROR_BROKEN,
                       _("The game in progress could not be restored; the damaged file was kept as %s."),
                       name);
  priv = autosave_private (error);
  g_assert (priv != NULL);
  priv->kept = g_object_ref (kept);
  priv->reason = reason != NULL ? g_error_copy (reason) : NULL;
  return error;
}

HgSaveCause
hg_save_error_get_cause (const GError *error)
{
  HgSaveErrorPrivate *priv = save_private (error);

  return priv != NULL ? priv->cause : HG_SAVE_CAUSE_NONE;
}

const GError *
hg_save_error_get_io_error (const GError *error)
{
  HgSaveErrorPrivate *priv = save_private (error);

  return priv != NULL ? priv->io_error : NULL;
}

guint
hg_save_error_get_move (const GError *error)
{
  HgSaveErrorPrivate *priv = save_private (error);

  return priv != NULL && error->code == HG_SAVE_ERROR_BAD_HISTORY ? priv->move : 0;
}

GFile *
hg_autosave_error_get_kept_file (const GError *error)
{
  HgAutosaveErrorPrivate *priv = autosave_private (error);

  return priv != NULL ? priv->kept : NULL;
}

const GError *
hg_autosave_error_get_reason (const GError *error)
{
  HgAutosaveErrorPrivate *priv = autosave_private (error);

  return priv != NULL ? priv->reason : NULL;
}

char *
hg_save_error_dup_summary (const GError *error)
{
  HgSaveErrorPrivate *priv;

  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain == HG_AUTOSAVE_ERROR)
    return g_strdup (error->message);

  if (error->domain != HG_SAVE_ERROR)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return g_strdup (_("The operation was cancelled."));
      return g_strdup (_("Something went wrong with the file."));
    }

  priv = save_private (error);
  switch ((HgSaveError) error->code)
    {
    case HG_SAVE_ERROR_READ:
      return read_summary (priv->cause);
    case HG_SAVE_ERROR_WRITE:
      return write_summary (priv->cause);
    case HG_SAVE_ERROR_NOT_XML:
      if (priv->damaged)
        return g_strdup (_("The saved game is damaged or cut short."));
      return g_strdup (_("This file is not a saved game of Hunters & Gatherers."));
    case HG_SAVE_ERROR_TOO_LARGE:
    case HG_SAVE_ERROR_FORBIDDEN:
    case HG_SAVE_ERROR_NOT_SAVE:
      return g_strdup (_("This file is not a saved game of Hunters & Gatherers."));
    case HG_SAVE_ERROR_NEWER_FORMAT:
      return g_strdup (_("It was saved by a newer version of Hunters & Gatherers."));
    case HG_SAVE_ERROR_BAD_HISTORY:
      if (priv->move > 0)
        /* TRANSLATORS: %u is the number of the move in the game, from 1 */
        return g_strdup_printf (_("The saved game has an impossible move (move %u)."), priv->move);
      return g_strdup (_("The saved game has an impossible move."));
    case HG_SAVE_ERROR_EMPTY:
    case HG_SAVE_ERROR_INVALID:
    case HG_SAVE_ERROR_MISMATCH:
    default:
      return g_strdup (_("The saved game is damaged or cut short."));
    }
}

const char *
hg_save_error_get_advice (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain == HG_AUTOSAVE_ERROR)
    return _("Start a new game, or open a saved one.");

  if (error->domain != HG_SAVE_ERROR)
    return _("Try again, or choose another file.");

  switch ((HgSaveError) error->code)
    {
    case HG_SAVE_ERROR_WRITE:
      switch (hg_save_error_get_cause (error))
        {
        case HG_SAVE_CAUSE_NO_SPACE:
          return _("Free some disk space and save again.");
        case HG_SAVE_CAUSE_IS_FOLDER:
        case HG_SAVE_CAUSE_FILE_READ_ONLY:
        case HG_SAVE_CAUSE_BROKEN_LINK:
        case HG_SAVE_CAUSE_LINK_LOOP:
          return _("Choose another name with Save As.");
        case HG_SAVE_CAUSE_CHANGED:
          return _("Open the file again, or keep both with Save As.");
        default:
          return _("Choose another folder with Save As.");
        }
    case HG_SAVE_ERROR_NEWER_FORMAT:
      return _("Update Hunters & Gatherers to open it.");
    case HG_SAVE_ERROR_READ:
    default:
      return _("Open another file, or start a new game.");
    }
}

const char *
hg_save_error_get_detail (const GError *error)
{
  const GError *reason;

  g_return_val_if_fail (error != NULL, NULL);

  reason = hg_autosave_error_get_reason (error);
  return reason != NULL ? reason->message : error->message;
}

char *
hg_save_error_dup_line (const GError *error)
{
  g_autofree char *summary = NULL;
  const char *detail;
  char *line;

  g_return_val_if_fail (error != NULL, NULL);

  summary = hg_save_error_dup_summary (error);
  detail = hg_save_error_get_detail (error);
  if (detail == NULL || detail[0] == '\0' || g_strcmp0 (detail, summary) == 0)
    line = g_strdup (summary);
  else
    /* TRANSLATORS: the summary of an error, then its technical detail */
    line = g_strdup_printf (_("%s (%s)"), summary, detail);

  for (char *p = line; *p != '\0'; p++)
    if (*p == '\n' || *p == '\r')
      *p = ' ';
  return line;
}
