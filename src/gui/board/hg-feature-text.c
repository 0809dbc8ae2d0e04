/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-feature-text.c: the line about a feature, from the engine's
 * HgFeatureInfo.  Nothing is worked out here: the counts, the holders
 * and the points are the engine's. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-feature-text.h"

typedef enum {
  NOUN_GATHERER,
  NOUN_HUNTER,
  NOUN_FISHERMAN,
  NOUN_HUT,
} Noun;

/* "Ana", "Ana and Ben", "Ana, Ben and Cy": the players of @seats. */
static char *
join_names (const char * const *names,
            guint               n_names,
            guint8              seats)
{
  g_autofree char *text = NULL;
  guint n = 0, left = 0;

  for (guint s = 0; s < n_names; s++)
    if (seats & (1u << s))
      left++;
  for (guint s = 0; s < n_names; s++)
    {
      char *next;

      if (!(seats & (1u << s)))
        continue;
      left--;
      if (n++ == 0)
        next = g_strdup (names[s]);
      else if (left > 0)
        /* TRANSLATORS: a list of players' names, all but the last */
        next = g_strdup_printf (_("%s, %s"), text, names[s]);
      else
        /* TRANSLATORS: a list of players' names, the last one */
        next = g_strdup_printf (_("%s and %s"), text, names[s]);
      g_free (text);
      text = next;
    }
  return g_steal_pointer (&text);
}

/* "Ana holds it with 2 gatherers" (@several FALSE), "Ana and Ben hold it
 * with 1 gatherer each" (@several TRUE), or "Cy has 1 gatherer" (@has). */
static char *
figures_text (Noun        noun,
              const char *who,
              guint       n,
              gboolean    several,
              gboolean    has)
{
  switch (noun)
    {
    case NOUN_GATHERER:
      if (has)
        /* TRANSLATORS: a player's name, and how many gatherers they have in a forest */
        return g_strdup_printf (ngettext ("%s has %u gatherer", "%s has %u gatherers", n), who, n);
      if (several)
        /* TRANSLATORS: players' names, and how many gatherers each has in the forest they hold */
        return g_strdup_printf (ngettext ("%s hold it with %u gatherer each", "%s hold it with %u gatherers each", n), who, n);
      /* TRANSLATORS: a player's name, and how many gatherers they hold the forest with */
      return g_strdup_printf (ngettext ("%s holds it with %u gatherer", "%s holds it with %u gatherers", n), who, n);

    case NOUN_HUNTER:
      if (has)
        return g_strdup_printf (ngettext ("%s has %u hunter", "%s has %u hunters", n), who, n);
      if (several)
        return g_strdup_printf (ngettext ("%s hold it with %u hunter each", "%s hold it with %u hunters each", n), who, n);
      return g_strdup_printf (ngettext ("%s holds it with %u hunter", "%s holds it with %u hunters", n), who, n);

    case NOUN_FISHERMAN:
      if (has)
        return g_strdup_printf (ngettext ("%s has %u fisherman", "%s has %u fishermen", n), who, n);
      if (several)
        return g_strdup_printf (ngettext ("%s hold it with %u fisherman each", "%s hold it with %u fishermen each", n), who, n);
      return g_strdup_printf (ngettext ("%s holds it with %u fisherman", "%s holds it with %u fishermen", n), who, n);

    case NOUN_HUT:
    default:
      if (several)
        return g_strdup_printf (ngettext ("%s have %u hut each", "%s have %u huts each", n), who, n);
      return g_strdup_printf (ngettext ("%s has %u hut", "%s has %u huts", n), who, n);
    }
}

/* Who holds the feature with how many figures, then who else has some
 * there; @holders 0: everybody with figures is listed as having them. */
static char *
holders_text (Noun                noun,
              const guint8       *figures,
              guint8              holders,
              const char * const *names,
              guint               n_names)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  guint8 others = 0;

  n_names = MIN (n_names, HG_MAX_PLAYERS);
  for (guint s = 0; s < n_names; s++)
    if (figures[s] > 0 && !(holders & (1u << s)))
      others |= 1u << s;
  holders &= (1u << n_names) - 1;

  if (holders != 0)
    {
      g_autofree char *who = join_names (names, n_names, holders);
      guint n = 0;

      for (guint s = 0; s < n_names && n == 0; s++)
        if (holders & (1u << s))
          n = figures[s];
      g_ptr_array_add (parts, figures_text (noun, who, n, (holders & (holders - 1)) != 0,
                                            noun == NOUN_HUT));
    }
  for (guint s = 0; s < n_names; s++)
    if (others & (1u << s))
      g_ptr_array_add (parts, figures_text (noun, names[s], figures[s], FALSE, TRUE));

  if (parts->len == 0)
    return g_strdup (noun == NOUN_HUT ? _("no huts") : _("nobody holds it"));
  g_ptr_array_add (parts, NULL);
  /* TRANSLATORS: between the players holding a feature and the others
   * with figures there: "Ana holds it with 2 gatherers, Ben has 1 gatherer" */
  return g_strjoinv (_(", "), (char **) parts->pdata);
}

/* "Forest of 3 segments, open" */
static char *
size_text (const HgFeatureInfo *info)
{
  g_autofree char *size = NULL;

  switch (info->type)
    {
    case HG_ZONE_FOREST:
      size = g_strdup_printf (ngettext ("Forest of %u segment", "Forest of %u segments", info->segments),
                              info->segments);
      break;
    case HG_ZONE_RIVER:
      size = g_strdup_printf (ngettext ("River of %u segment", "River of %u segments", info->segments),
                              info->segments);
      break;
    case HG_ZONE_MEADOW:
      return g_strdup_printf (ngettext ("Meadow of %u segment", "Meadow of %u segments", info->segments),
                              info->segments);
    case HG_ZONE_LAKE:
      return g_strdup_printf (ngettext ("Lake with %u fish", "Lake with %u fish", info->points),
                              info->points);
    case HG_ZONE_NONE:
    default:
      return g_strdup ("");
    }
  /* TRANSLATORS: a forest or river and whether it is complete:
   * "Forest of 3 segments, open" */
  return g_strdup_printf (_("%s, %s"), size, info->complete ? _("complete") : _("open"));
}

/* "3 deer − 1 tiger, 2 mammoths, 1 aurochs" */
static char *
animals_text (const HgFeatureInfo *info)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  if (info->deer > 0 || info->tigers > 0)
    {
      g_autofree char *deer = g_strdup_printf (ngettext ("%u deer", "%u deer", info->deer), info->deer);

      if (info->tigers > 0)
        {
          g_autofree char *tigers = g_strdup_printf (ngettext ("%u tiger", "%u tigers", info->tigers),
                                                     info->tigers);

          /* TRANSLATORS: deer minus the tigers that eat them: "3 deer − 1 tiger" */
          g_ptr_array_add (parts, g_strdup_printf (_("%s − %s"), deer, tigers));
        }
      else
        g_ptr_array_add (parts, g_steal_pointer (&deer));
    }
  if (info->mammoths > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u mammoth", "%u mammoths", info->mammoths),
                                             info->mammoths));
  if (info->aurochs > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u aurochs", "%u aurochs", info->aurochs),
                                             info->aurochs));
  if (parts->len == 0)
    return g_strdup (_("no animals"));
  g_ptr_array_add (parts, NULL);
  /* TRANSLATORS: between the kinds of animals of a meadow */
  return g_strjoinv (_(", "), (char **) parts->pdata);
}

static void
add_system (GPtrArray           *parts,
            const HgFeatureInfo *info,
            const char * const  *names,
            guint                n_names,
            gboolean             first)
{
  if (first)
    g_ptr_array_add (parts, g_strdup (_("River system")));
  g_ptr_array_add (parts, g_strdup_printf (first ? ngettext ("%u fish", "%u fish", info->system_fish)
                                                 : ngettext ("river system of %u fish",
                                                             "river system of %u fish",
                                                             info->system_fish),
                                           info->system_fish));
  g_ptr_array_add (parts, holders_text (NOUN_HUT, info->huts, 0, names, n_names));
}

char *
hg_feature_text_describe (const HgFeatureInfo *info,
                          HgRole               role,
                          const char * const  *names,
                          guint                n_names)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  gboolean water;

  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (names != NULL || n_names == 0, NULL);

  water = info->type == HG_ZONE_RIVER || info->type == HG_ZONE_LAKE;
  if (role == HG_ROLE_HUT && water)
    add_system (parts, info, names, n_names, TRUE);
  else
    {
      g_ptr_array_add (parts, size_text (info));
      switch (info->type)
        {
        case HG_ZONE_FOREST:
          if (info->gold > 0)
            g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u gold nugget", "%u gold nuggets", info->gold),
                                                     info->gold));
          if (info->mushrooms > 0)
            g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u mushroom", "%u mushrooms", info->mushrooms),
                                                     info->mushrooms));
          g_ptr_array_add (parts, holders_text (NOUN_GATHERER, info->figures, info->holders, names, n_names));
          break;

        case HG_ZONE_RIVER:
          if (info->n_lakes > 0)
            /* TRANSLATORS: the lakes at a river's ends, and their fish */
            g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u lake at its ends", "%u lakes at its ends",
                                                               info->n_lakes), info->n_lakes));
          g_ptr_array_add (parts, holders_text (NOUN_FISHERMAN, info->figures, info->holders, names, n_names));
          break;

        case HG_ZONE_LAKE:
          if (info->n_rivers > 0)
            g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u river flows in", "%u rivers flow in",
                                                               info->n_rivers), info->n_rivers));
          /* TRANSLATORS: a lake scores nothing of its own: its fish count
           * again for every river that ends in it, when that river is
           * scored */
          g_ptr_array_add (parts, g_strdup_printf (ngettext ("adds %u point to each river ending here when it is complete",
                                                             "adds %u points to each river ending here when it is complete",
                                                             info->points), info->points));
          g_ptr_array_add (parts, holders_text (NOUN_FISHERMAN, info->figures, 0, names, n_names));
          break;

        case HG_ZONE_MEADOW:
          g_ptr_array_add (parts, animals_text (info));
          if (info->fire)
            g_ptr_array_add (parts, g_strdup (_("a fire keeps the tigers away")));
          /* TRANSLATORS: a meadow's sacred circle: with a hunter on it,
           * only the hunters on sacred circles score the meadow */
          if (info->sacred && info->sacred_hunter)
            g_ptr_array_add (parts, g_strdup (_("a hunter on its sacred circle: only hunters on sacred circles score it")));
          else if (info->sacred)
            g_ptr_array_add (parts, g_strdup (_("a sacred circle: a hunter on it would score the meadow alone")));
          g_ptr_array_add (parts, g_strdup_printf (ngettext ("worth %u point at the end",
                                                             "worth %u points at the end", info->points),
                                                   info->points));
          g_ptr_array_add (parts, holders_text (NOUN_HUNTER, info->figures, info->holders, names, n_names));
          break;

        case HG_ZONE_NONE:
        default:
          break;
        }

      if (info->type == HG_ZONE_FOREST || info->type == HG_ZONE_RIVER)
        g_ptr_array_add (parts, g_strdup_printf (info->complete
                                                 ? ngettext ("worth %u point", "worth %u points", info->points)
                                                 : ngettext ("%u point when complete",
                                                             "%u points when complete", info->points),
                                                 info->points));
      if (water && role == HG_ROLE_NONE)
        add_system (parts, info, names, n_names, FALSE);
    }

  g_ptr_array_add (parts, NULL);
  /* TRANSLATORS: between the parts of the line about a feature of the board */
  return g_strjoinv (_(" — "), (char **) parts->pdata);
}
