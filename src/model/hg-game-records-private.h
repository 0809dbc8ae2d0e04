/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-records-private.h: the index of the records as a file
 * (hg-game-records-file.c), for hg-game-records.c. */
#pragma once

#include "hg-game-records.h"

G_BEGIN_DECLS

/* What reading the index found. */
typedef struct {
  GPtrArray *records;   /* HgGameRecord, newest first */
  gboolean   rewrite;   /* groups were left out: write the index again */
  gboolean   writable;  /* FALSE: a file is there that could not be
                           read; it must not be replaced */
  GFile     *kept;      /* where a damaged index was set aside, or NULL */
  guint      n_rebuilt; /* records read back from the copies of games */
} HgRecordsRead;

/* Reads the index in @folder (any thread).  A missing index is no
 * records; one that cannot be read is set aside under a free name (or
 * left alone if it cannot be), with a message, and the records are
 * rebuilt from the copies of the games that are not in what could be
 * read.  Fails only when @cancellable is cancelled. */
HgRecordsRead *hg_records_read          (GFile          *folder,
                                         GCancellable   *cancellable,
                                         GError        **error);
void           hg_records_read_free     (HgRecordsRead  *read);

/* The index of @records (HgGameRecord, newest first) as the text of the
 * file (any thread: records do not change). */
GBytes        *hg_records_to_bytes      (GPtrArray      *records);

/* Where the copy of game @id is kept in @folder. */
GFile         *hg_records_copy_file     (GFile          *folder,
                                         const char     *id);

/* For g_ptr_array_sort() of HgGameRecord: the newest first. */
int            hg_records_compare_newest_first (gconstpointer  a,
                                                gconstpointer  b);

/* Whether @id is an identity: 64 lower-case hex digits. */
gboolean       hg_records_id_is_valid   (const char     *id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HgRecordsRead, hg_records_read_free)

G_END_DECLS
