/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-unseen-by-hand.c: the tiles still to come, the long way. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "hg-unseen-by-hand.h"

/* How many of the four sides of @line name zone @zone: "F3" names forest
 * zone 3, "R0-1-2" river zone 1 at its middle. */
static guint
sides_naming (char  **sides,
              guint   zone,
              char    type)
{
  guint n = 0;

  for (guint d = 0; d < 4; d++)
    {
      const char *side = sides[d];

      if (type == 'F' && side[0] == 'F' && (guint) atoi (side + 1) == zone)
        n++;
      else if (type == 'R' && side[0] == 'R')
        {
          const char *middle = strchr (side, '-');

          if (middle != NULL && (guint) atoi (middle + 1) == zone)
            n++;
        }
    }
  return n;
}

static guint
count_word (char      **attrs,
            const char *word)
{
  guint n = 0;

  for (guint i = 1; attrs[i] != NULL; i++)
    n += strcmp (attrs[i], word) == 0;
  return n;
}

void
hg_by_hand_count (const char     *line,
                  HgFeatureCount *counts)
{
  g_auto(GStrv) halves = g_strsplit (line, " | ", 2);
  g_auto(GStrv) head = g_strsplit (halves[0], " ", -1);
  g_auto(GStrv) zones = g_strsplit (halves[1], " ", -1);
  guint items[HG_N_UNSEEN_FEATURES] = { 0, };
  gboolean lake = FALSE;

  /* "ID KIND N E S W" */
  g_assert_cmpuint (g_strv_length (head), ==, 6);

  for (guint i = 0; zones[i] != NULL; i++)
    {
      /* "3:river,lake=8" */
      g_auto(GStrv) attrs = g_strsplit (strchr (zones[i], ':') + 1, ",", -1);
      guint zone = (guint) atoi (zones[i]);
      const char *type = attrs[0];

      if (strcmp (type, "forest") == 0)
        {
          items[HG_UNSEEN_FOREST]++;
          items[HG_UNSEEN_FOREST_END] += sides_naming (head + 2, zone, 'F') == 1;
          items[HG_UNSEEN_GOLD] += count_word (attrs, "gold");
          items[HG_UNSEEN_MUSHROOMS] += count_word (attrs, "mushrooms");
        }
      else if (strcmp (type, "river") == 0)
        items[HG_UNSEEN_RIVER_END] += sides_naming (head + 2, zone, 'R') == 1;
      else if (strcmp (type, "lake") == 0)
        {
          lake = TRUE;
          for (guint a = 1; attrs[a] != NULL; a++)
            if (g_str_has_prefix (attrs[a], "fish="))
              items[HG_UNSEEN_LAKE] += (guint) atoi (attrs[a] + 5);
        }
      else if (strcmp (type, "meadow") == 0)
        {
          items[HG_UNSEEN_DEER] += count_word (attrs, "deer");
          items[HG_UNSEEN_TIGER] += count_word (attrs, "tiger");
          items[HG_UNSEEN_MAMMOTH] += count_word (attrs, "mammoth");
          items[HG_UNSEEN_AUROCHS] += count_word (attrs, "aurochs");
          items[HG_UNSEEN_FIRE] += count_word (attrs, "fire");
          items[HG_UNSEEN_SACRED] += count_word (attrs, "sacred");
        }
    }

  for (guint f = 0; f < HG_N_UNSEEN_FEATURES; f++)
    if (items[f] > 0 || (f == HG_UNSEEN_LAKE && lake))
      {
        counts[f].tiles++;
        counts[f].items += items[f];
      }
}
