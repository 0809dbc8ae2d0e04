/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-record-stats.c: the numbers of a list of finished games. */

#include "config.h"

#include <string.h>

#include "hg-game-record.h"
#include "hg-record-stats.h"

typedef struct {
  guint   games;
  double  wins;
  guint   best;
  guint64 total;
} NameSum;

static void
name_stats_clear (gpointer data)
{
  HgNameStats *stats = data;

  g_free (stats->name);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  const HgNameStats *x = a;
  const HgNameStats *y = b;

  if (x->wins != y->wins)
    return x->wins > y->wins ? -1 : 1;
  if (x->games != y->games)
    return x->games > y->games ? -1 : 1;
  return g_utf8_collate (x->name, y->name);
}

HgRecordStats *
hg_record_stats_new (GListModel *records)
{
  g_autoptr(GHashTable) sums = NULL;
  HgRecordStats *stats;
  GHashTableIter iter;
  gpointer key, value;
  guint n;

  g_return_val_if_fail (G_IS_LIST_MODEL (records), NULL);

  sums = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  stats = g_new0 (HgRecordStats, 1);
  n = g_list_model_get_n_items (records);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HgGameRecord) record = g_list_model_get_item (records, i);
      guint8 winners = hg_game_record_get_winners (record);
      guint n_winners = 0;

      for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
        n_winners += (winners >> seat) & 1;

      stats->n_games++;
      for (guint seat = 0; seat < hg_game_record_get_n_players (record); seat++)
        {
          const char *name = hg_game_record_get_name (record, seat);
          HgLevel level = hg_game_record_get_level (record, seat);
          guint score = hg_game_record_get_score (record, seat);
          double win = (winners & (1u << seat)) != 0 ? 1.0 / MAX (n_winners, 1) : 0.0;
          NameSum *sum = g_hash_table_lookup (sums, name);

          if (sum == NULL)
            {
              sum = g_new0 (NameSum, 1);
              g_hash_table_insert (sums, g_strdup (name), sum);
            }
          sum->games++;
          sum->wins += win;
          sum->best = MAX (sum->best, score);
          sum->total += score;

          /* A record holds a level of HgLevel (hg_game_record_new()). */
          if ((guint) level < HG_N_LEVELS)
            {
              stats->levels[level].games++;
              stats->levels[level].wins += win;
            }
        }
    }

  stats->names = g_array_sized_new (FALSE, TRUE, sizeof (HgNameStats), g_hash_table_size (sums));
  g_array_set_clear_func (stats->names, name_stats_clear);
  g_hash_table_iter_init (&iter, sums);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      NameSum *sum = value;
      HgNameStats entry = {
        .name = g_strdup (key),
        .games = sum->games,
        .wins = sum->wins,
        .best = sum->best,
        .average = (double) sum->total / sum->games,
      };

      g_array_append_val (stats->names, entry);
    }
  g_array_sort (stats->names, compare_names);
  return stats;
}

void
hg_record_stats_free (HgRecordStats *stats)
{
  if (stats == NULL)
    return;

  g_clear_pointer (&stats->names, g_array_unref);
  g_free (stats);
}

const HgNameStats *
hg_record_stats_lookup_name (const HgRecordStats *stats,
                             const char          *name)
{
  g_return_val_if_fail (stats != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < stats->names->len; i++)
    {
      const HgNameStats *entry = &g_array_index (stats->names, HgNameStats, i);

      if (strcmp (entry->name, name) == 0)
        return entry;
    }
  return NULL;
}
