/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-move.h: a move as data, in the notation of docs/rules.md:
 * "x,y,r" or "x,y,r+ROLE@ZONE" (ROLE: gatherer, fisher, hunter, hut). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  HG_ROLE_NONE = 0,
  HG_ROLE_GATHERER,
  HG_ROLE_FISHER,
  HG_ROLE_HUNTER,
  HG_ROLE_HUT,
} HgRole;

typedef struct {
  gint16 x;
  gint16 y;
  guint8 rot;    /* 0..3 clockwise quarter turns */
  guint8 role;   /* HgRole; HG_ROLE_NONE: no figure */
  guint8 zone;   /* tile-local zone number of the figure */
} HgMove;

/* Longest formatted move: "-32768,-32768,3+gatherer@8" plus NUL. */
#define HG_MOVE_STRLEN 32

/* Parse @text (the whole string, no surrounding space).  Errors are in
 * HG_MOVE_ERROR, HG_MOVE_ERROR_SYNTAX, with a message that says what is
 * wrong ("rotation must be 0 to 3", "unknown role “farmer”", ...). */
gboolean     hg_move_parse        (const char   *text,
                                   HgMove       *move,
                                   GError      **error);

/* Write the notation of @move into @buf (at least HG_MOVE_STRLEN bytes);
 * returns @buf. */
char        *hg_move_format       (const HgMove *move,
                                   char         *buf);

const char  *hg_role_to_string    (HgRole        role);  /* "gatherer", ... */
gboolean     hg_role_from_string  (const char   *text,
                                   HgRole       *role);

gboolean     hg_move_equal        (const HgMove *a,
                                   const HgMove *b);

#define HG_MOVE_ERROR (hg_move_error_quark ())
GQuark hg_move_error_quark (void);

typedef enum {
  HG_MOVE_ERROR_SYNTAX,   /* not in the notation at all */
  HG_MOVE_ERROR_ILLEGAL,  /* well formed but not allowed now */
} HgMoveError;

G_END_DECLS
