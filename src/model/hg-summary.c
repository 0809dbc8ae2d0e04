/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-summary.c: the state summary of a save file. */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hg-model-types.h"
#include "hg-summary-private.h"

void
hg_summary_init (HgSummary *summary)
{
  memset (summary, 0, sizeof *summary);
  summary->player = -1;
  summary->tile = -1;
  summary->tiles = g_array_new (FALSE, FALSE, sizeof (HgPlacement));
  summary->figures = g_array_new (FALSE, FALSE, sizeof (HgFigure));
  summary->discards = g_array_new (FALSE, FALSE, sizeof (guint8));
}

void
hg_summary_clear (HgSummary *summary)
{
  g_clear_pointer (&summary->tiles, g_array_unref);
  g_clear_pointer (&summary->figures, g_array_unref);
  g_clear_pointer (&summary->discards, g_array_unref);
}

void
hg_summary_from_state (HgSummary     *summary,
                       const HgState *state)
{
  HgFigure figures[HG_MAX_PLAYERS * (HG_MEMBERS + HG_HUTS)];
  guint8 discards[HG_N_TILES];
  guint n;

  summary->phase = hg_state_get_phase (state);
  if (summary->phase == HG_PHASE_OVER)
    {
      summary->player = -1;
      summary->tile = -1;
    }
  else
    {
      summary->player = (int) hg_state_get_current_player (state);
      summary->tile = hg_state_get_tile_in_hand (state);
    }
  summary->land_left = hg_state_get_land_left (state);
  summary->bonus_left = hg_state_get_bonus_left (state);
  summary->n_seats = hg_state_get_n_players (state);
  for (guint seat = 0; seat < summary->n_seats && seat < HG_MAX_PLAYERS; seat++)
    {
      summary->total[seat] = hg_state_get_score (state, seat);
      for (guint k = 0; k < HG_N_SCORE_KINDS; k++)
        summary->by_kind[seat][k] = hg_state_get_score_by_kind (state, seat, k);
      summary->members[seat] = hg_state_get_members (state, seat);
      summary->huts[seat] = hg_state_get_huts (state, seat);
    }

  n = hg_state_get_n_placed (state);
  g_array_set_size (summary->tiles, n);
  for (guint i = 0; i < n; i++)
    hg_state_get_placed (state, i, &g_array_index (summary->tiles, HgPlacement, i));

  n = hg_state_get_figures (state, figures, G_N_ELEMENTS (figures));
  g_array_set_size (summary->figures, 0);
  g_array_append_vals (summary->figures, figures, MIN (n, G_N_ELEMENTS (figures)));

  n = hg_state_get_discards (state, discards, G_N_ELEMENTS (discards));
  g_array_set_size (summary->discards, 0);
  g_array_append_vals (summary->discards, discards, MIN (n, G_N_ELEMENTS (discards)));
}

void
hg_summary_write (const HgSummary *summary,
                  GString         *out)
{
  g_string_append_printf (out, "  <summary phase=\"%s\"",
                          hg_phase_to_string (summary->phase));
  if (summary->player >= 0)
    g_string_append_printf (out, " player=\"%d\"", summary->player);
  if (summary->tile >= 0)
    g_string_append_printf (out, " tile=\"%d\"", summary->tile);
  g_string_append_printf (out, " land-left=\"%u\" bonus-left=\"%u\">\n",
                          summary->land_left, summary->bonus_left);

  for (guint seat = 0; seat < summary->n_seats; seat++)
    g_string_append_printf (out,
                            "    <score seat=\"%u\" total=\"%u\" forest=\"%u\" river=\"%u\""
                            " huts=\"%u\" hunters=\"%u\"/>\n",
                            seat, summary->total[seat],
                            summary->by_kind[seat][HG_SCORE_FOREST],
                            summary->by_kind[seat][HG_SCORE_RIVER],
                            summary->by_kind[seat][HG_SCORE_HUTS],
                            summary->by_kind[seat][HG_SCORE_HUNTERS]);
  for (guint seat = 0; seat < summary->n_seats; seat++)
    g_string_append_printf (out, "    <supply seat=\"%u\" members=\"%u\" huts=\"%u\"/>\n",
                            seat, summary->members[seat], summary->huts[seat]);
  for (guint i = 0; i < summary->tiles->len; i++)
    {
      const HgPlacement *p = &g_array_index (summary->tiles, HgPlacement, i);

      g_string_append_printf (out, "    <tile id=\"%u\" x=\"%d\" y=\"%d\" rot=\"%u\"/>\n",
                              p->tile, p->x, p->y, p->rot);
    }
  for (guint i = 0; i < summary->figures->len; i++)
    {
      const HgFigure *f = &g_array_index (summary->figures, HgFigure, i);

      g_string_append_printf (out,
                              "    <figure owner=\"%u\" role=\"%s\" x=\"%d\" y=\"%d\" zone=\"%u\"/>\n",
                              f->owner, hg_role_to_string (f->role), f->x, f->y, f->zone);
    }
  for (guint i = 0; i < summary->discards->len; i++)
    g_string_append_printf (out, "    <discard id=\"%u\"/>\n",
                            g_array_index (summary->discards, guint8, i));
  g_string_append (out, "  </summary>\n");
}

#define DIFFER(...) \
  G_STMT_START { \
    *what = g_strdup_printf (__VA_ARGS__); \
    return FALSE; \
  } G_STMT_END

gboolean
hg_summary_equal (const HgSummary  *a,
                  const HgSummary  *b,
                  char            **what)
{
  guint n;

  if (a->phase != b->phase)
    DIFFER (_("the phase is “%s” in the file but “%s” after replaying the moves"),
            hg_phase_to_string (a->phase), hg_phase_to_string (b->phase));
  if (a->player != b->player)
    DIFFER (_("the player to move is %d in the file but %d after replaying the moves"),
            a->player, b->player);
  if (a->tile != b->tile)
    DIFFER (_("the tile in hand is %d in the file but %d after replaying the moves"),
            a->tile, b->tile);
  if (a->land_left != b->land_left)
    DIFFER (_("land-left is %u in the file but %u after replaying the moves"),
            a->land_left, b->land_left);
  if (a->bonus_left != b->bonus_left)
    DIFFER (_("bonus-left is %u in the file but %u after replaying the moves"),
            a->bonus_left, b->bonus_left);
  if (a->n_seats != b->n_seats)
    DIFFER (_("the summary has %u seats but the game has %u"), a->n_seats, b->n_seats);

  for (guint seat = 0; seat < a->n_seats; seat++)
    {
      if (a->total[seat] != b->total[seat])
        DIFFER (_("the score of seat %u is %u in the file but %u after replaying the moves"),
                seat, a->total[seat], b->total[seat]);
      for (guint k = 0; k < HG_N_SCORE_KINDS; k++)
        if (a->by_kind[seat][k] != b->by_kind[seat][k])
          DIFFER (_("the %s score of seat %u is %u in the file but %u after replaying the moves"),
                  hg_score_kind_to_string (k), seat, a->by_kind[seat][k], b->by_kind[seat][k]);
      if (a->members[seat] != b->members[seat] || a->huts[seat] != b->huts[seat])
        DIFFER (_("the supply of seat %u is %u members and %u huts in the file but %u and %u after replaying the moves"),
                seat, a->members[seat], a->huts[seat], b->members[seat], b->huts[seat]);
    }

  if (a->tiles->len != b->tiles->len)
    DIFFER (_("the file lists %u tiles on the board but replaying the moves places %u"),
            a->tiles->len, b->tiles->len);
  for (guint i = 0; i < a->tiles->len; i++)
    {
      const HgPlacement *p = &g_array_index (a->tiles, HgPlacement, i);
      const HgPlacement *q = &g_array_index (b->tiles, HgPlacement, i);

      if (p->tile != q->tile || p->x != q->x || p->y != q->y || p->rot != q->rot)
        DIFFER (_("tile %u on the board is %u at %d,%d rotation %u in the file but %u at %d,%d rotation %u after replaying the moves"),
                i + 1, p->tile, p->x, p->y, p->rot, q->tile, q->x, q->y, q->rot);
    }

  if (a->figures->len != b->figures->len)
    DIFFER (_("the file lists %u figures on the board but replaying the moves gives %u"),
            a->figures->len, b->figures->len);
  for (guint i = 0; i < a->figures->len; i++)
    {
      const HgFigure *f = &g_array_index (a->figures, HgFigure, i);
      const HgFigure *g = &g_array_index (b->figures, HgFigure, i);

      if (f->owner != g->owner || f->role != g->role || f->x != g->x ||
          f->y != g->y || f->zone != g->zone)
        DIFFER (_("figure %u differs from the one that replaying the moves gives"), i + 1);
    }

  n = a->discards->len;
  if (n != b->discards->len)
    DIFFER (_("the file lists %u discarded tiles but replaying the moves discards %u"),
            n, b->discards->len);
  for (guint i = 0; i < n; i++)
    if (g_array_index (a->discards, guint8, i) != g_array_index (b->discards, guint8, i))
      DIFFER (_("discarded tile %u is %u in the file but %u after replaying the moves"),
              i + 1, g_array_index (a->discards, guint8, i),
              g_array_index (b->discards, guint8, i));

  return TRUE;
}
