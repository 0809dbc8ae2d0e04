/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-score-event.c: one entry of a game's scoring log. */

#include "config.h"

#include "hg-model-types.h"
#include "hg-score-event.h"

G_DEFINE_BOXED_TYPE (HgScoreEvent, hg_score_event,
                     hg_score_event_copy, hg_score_event_free)

HgScoreEvent *
hg_score_event_new (const HgEvent *event)
{
  HgScoreEvent *self;

  g_return_val_if_fail (event != NULL, NULL);
  g_return_val_if_fail (event->type == HG_EVENT_SCORE, NULL);

  self = g_new0 (HgScoreEvent, 1);
  self->turn = event->turn;
  self->kind = event->kind;
  self->seats = event->seats;
  self->points = event->points;
  self->n_zones = event->zones != NULL ? event->n_zones : 0;
  if (self->n_zones > 0)
    self->zones = g_memdup2 (event->zones, sizeof (HgZoneRef) * self->n_zones);

  return self;
}

HgScoreEvent *
hg_score_event_copy (const HgScoreEvent *event)
{
  HgScoreEvent *self;

  g_return_val_if_fail (event != NULL, NULL);

  self = g_memdup2 (event, sizeof *event);
  if (event->n_zones > 0)
    self->zones = g_memdup2 (event->zones, sizeof (HgZoneRef) * event->n_zones);
  else
    self->zones = NULL;

  return self;
}

void
hg_score_event_free (HgScoreEvent *event)
{
  if (event == NULL)
    return;

  g_free (event->zones);
  g_free (event);
}

char *
hg_score_event_to_string (const HgScoreEvent *event)
{
  GString *s;
  gboolean first = TRUE;

  g_return_val_if_fail (event != NULL, NULL);

  s = g_string_new (NULL);
  g_string_append_printf (s, "%u ", event->turn);
  for (guint seat = 0; seat < 8; seat++)
    if (event->seats & (1u << seat))
      {
        g_string_append_printf (s, first ? "%u" : ",%u", seat);
        first = FALSE;
      }
  g_string_append_printf (s, " %u %s", event->points,
                          hg_score_kind_to_string (event->kind));

  return g_string_free (s, FALSE);
}
