/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-move.c: the move notation of docs/rules.md. */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-move.h"
#include "hg-tile-set.h"

G_DEFINE_QUARK (hg-move-error-quark, hg_move_error)

static const char * const role_names[] = {
  [HG_ROLE_NONE] = "none",
  [HG_ROLE_GATHERER] = "gatherer",
  [HG_ROLE_FISHER] = "fisher",
  [HG_ROLE_HUNTER] = "hunter",
  [HG_ROLE_HUT] = "hut",
};

const char *
hg_role_to_string (HgRole role)
{
  if ((guint) role >= G_N_ELEMENTS (role_names))
    return NULL;
  return role_names[role];
}

gboolean
hg_role_from_string (const char *text,
                     HgRole     *role)
{
  g_return_val_if_fail (text != NULL, FALSE);

  for (guint r = HG_ROLE_GATHERER; r <= HG_ROLE_HUT; r++)
    if (strcmp (text, role_names[r]) == 0)
      {
        if (role != NULL)
          *role = r;
        return TRUE;
      }
  return FALSE;
}

/* Reads a decimal integer (optional leading '-') of at most 6 digits from
 * *p; advances *p.  Returns FALSE if there are no digits. */
static gboolean
read_int (const char **p,
          gboolean     allow_minus,
          long        *out)
{
  const char *s = *p;
  gboolean neg = FALSE;
  long value = 0;
  guint n = 0;

  if (allow_minus && *s == '-')
    {
      neg = TRUE;
      s++;
    }
  while (*s >= '0' && *s <= '9')
    {
      if (n < 7)
        value = value * 10 + (*s - '0');
      n++;
      s++;
    }
  if (n == 0)
    return FALSE;
  if (n > 6)
    value = 9999999;
  *out = neg ? -value : value;
  *p = s;
  return TRUE;
}

static gboolean
syntax_error (GError    **error,
              const char *text,
              const char *why)
{
  /* TRANSLATORS: first %s is the move as typed, second the reason */
  g_set_error (error, HG_MOVE_ERROR, HG_MOVE_ERROR_SYNTAX,
               _("“%s” is not a move: %s"), text, why);
  return FALSE;
}

gboolean
hg_move_parse (const char  *text,
               HgMove      *move,
               GError     **error)
{
  const char *p = text;
  long x, y, r, zone;
  HgMove m = { 0, };

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (*p == '\0')
    return syntax_error (error, text, _("it is empty (expected x,y,r)"));
  if (!read_int (&p, TRUE, &x))
    return syntax_error (error, text, _("x must be a whole number (expected x,y,r)"));
  if (*p != ',')
    return syntax_error (error, text, _("expected “,” after x (x,y,r)"));
  p++;
  if (!read_int (&p, TRUE, &y))
    return syntax_error (error, text, _("y must be a whole number (expected x,y,r)"));
  if (*p != ',')
    return syntax_error (error, text, _("expected “,” after y (x,y,r)"));
  p++;
  if (!read_int (&p, FALSE, &r))
    return syntax_error (error, text, _("the rotation must be a number from 0 to 3"));
  if (x < G_MININT16 || x > G_MAXINT16 || y < G_MININT16 || y > G_MAXINT16)
    return syntax_error (error, text, _("the square is out of range (−32768 to 32767)"));
  if (r > 3)
    return syntax_error (error, text, _("rotation must be 0 to 3"));
  m.x = x;
  m.y = y;
  m.rot = r;
  m.role = HG_ROLE_NONE;
  m.zone = 0;

  if (*p == '+')
    {
      const char *at = strchr (p + 1, '@');
      g_autofree char *role_text = NULL;
      HgRole role;

      p++;
      if (at == NULL)
        return syntax_error (error, text, _("a figure is written ROLE@ZONE, e.g. hunter@0"));
      role_text = g_strndup (p, at - p);
      if (!hg_role_from_string (role_text, &role))
        {
          g_autofree char *why = NULL;

          /* TRANSLATORS: %s is the role the person typed */
          why = g_strdup_printf (_("unknown role “%s” (gatherer, fisher, hunter or hut)"),
                                 role_text);
          return syntax_error (error, text, why);
        }
      p = at + 1;
      if (!read_int (&p, FALSE, &zone))
        return syntax_error (error, text, _("the zone must be a number from 0 to 8"));
      if (zone >= HG_MAX_ZONES)
        return syntax_error (error, text, _("the zone must be a number from 0 to 8"));
      m.role = role;
      m.zone = zone;
    }

  if (*p != '\0')
    return syntax_error (error, text, _("unexpected text at the end"));

  if (move != NULL)
    *move = m;
  return TRUE;
}

char *
hg_move_format (const HgMove *move,
                char         *buf)
{
  g_return_val_if_fail (move != NULL, NULL);
  g_return_val_if_fail (buf != NULL, NULL);

  if (move->role != HG_ROLE_NONE && move->role <= HG_ROLE_HUT)
    g_snprintf (buf, HG_MOVE_STRLEN, "%d,%d,%u+%s@%u", move->x, move->y,
                move->rot, role_names[move->role], move->zone);
  else
    g_snprintf (buf, HG_MOVE_STRLEN, "%d,%d,%u", move->x, move->y, move->rot);
  return buf;
}

gboolean
hg_move_equal (const HgMove *a,
               const HgMove *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->x != b->x || a->y != b->y || a->rot != b->rot || a->role != b->role)
    return FALSE;
  return a->role == HG_ROLE_NONE || a->zone == b->zone;
}
