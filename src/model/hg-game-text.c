/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-text.c: a game's events in words: the sentences of the scoring
 * log, of the list of moves and of the hints.  Every sentence a view or
 * the command-line tool shows about a move is made here. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-game-private.h"
#include "hg-move-record-private.h"

/* @items (strings) as a list in words: "A", "A and B", "A, B and C". */
static char *
join_list (GPtrArray *items)
{
  g_autofree char *head = NULL;
  guint n = items->len;

  if (n == 0)
    return g_strdup ("");
  if (n == 1)
    return g_strdup (g_ptr_array_index (items, 0));

  head = g_strdup (g_ptr_array_index (items, 0));
  for (guint i = 1; i + 1 < n; i++)
    {
      /* TRANSLATORS: joins names in a list: "Ana, Ben" (then "and Cy"). */
      char *longer = g_strdup_printf (C_("list of names", "%s, %s"), head, (char *) g_ptr_array_index (items, i));

      g_free (head);
      head = longer;
    }
  /* TRANSLATORS: joins the last name of a list: "Ana, Ben and Cy". */
  return g_strdup_printf (_("%s and %s"), head, (char *) g_ptr_array_index (items, n - 1));
}

/* The name of @seat as it stands in a sentence. */
static char *
sentence_name (HgGame *game,
               guint   seat)
{
  return hg_player_name_for_sentence (hg_player_get_name (hg_game_get_player (game, seat)));
}

char *
hg_game_join_names (HgGame *game,
                    guint8  seats,
                    guint  *n_out)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (HG_IS_GAME (game), NULL);

  for (guint seat = 0; seat < hg_game_get_n_players (game); seat++)
    if (seats & (1u << seat))
      g_ptr_array_add (names, sentence_name (game, seat));

  if (n_out != NULL)
    *n_out = names->len;
  return join_list (names);
}

char *
hg_game_describe_winners (HgGame *game)
{
  g_autofree char *who = NULL;
  guint best = 0, n_winners = 0;
  guint8 seats = 0;

  g_return_val_if_fail (HG_IS_GAME (game), NULL);

  for (guint seat = 0; seat < hg_game_get_n_players (game); seat++)
    best = MAX (best, hg_player_get_score (hg_game_get_player (game, seat)));
  for (guint seat = 0; seat < hg_game_get_n_players (game); seat++)
    if (hg_player_get_score (hg_game_get_player (game, seat)) == best)
      seats |= (guint8) (1u << seat);
  who = hg_game_join_names (game, seats, &n_winners);

  if (n_winners > 1)
    /* TRANSLATORS: "Ana and Ben share the win with 40 points." */
    return g_strdup_printf (ngettext ("%s share the win with %u point.",
                                      "%s share the win with %u points.", best),
                            who, best);
  /* TRANSLATORS: "Ana wins with 42 points." */
  return g_strdup_printf (ngettext ("%s wins with %u point.", "%s wins with %u points.", best),
                          who, best);
}

char *
hg_game_describe_score (HgGame      *game,
                        HgScoreKind  kind,
                        guint8       seats,
                        guint        points,
                        guint        n_tiles)
{
  g_autofree char *who = NULL;
  g_autofree char *head = NULL;
  g_autofree char *what = NULL;
  guint n_seats = 0;

  g_return_val_if_fail (HG_IS_GAME (game), NULL);

  who = hg_game_join_names (game, seats, &n_seats);

  /* TRANSLATORS: "Ana scores 8" / "Ana and Ben score 8": who, then points. */
  head = g_strdup_printf (ngettext ("%s scores %u", "%s score %u", n_seats), who, points);

  switch (kind)
    {
    case HG_SCORE_FOREST:
      what = g_strdup_printf (ngettext ("a forest of %u tile", "a forest of %u tiles", n_tiles), n_tiles);
      break;
    case HG_SCORE_RIVER:
      what = g_strdup_printf (ngettext ("a river of %u tile", "a river of %u tiles", n_tiles), n_tiles);
      break;
    case HG_SCORE_HUTS:
      what = g_strdup (_("huts on a river system"));
      break;
    case HG_SCORE_HUNTERS:
      what = g_strdup (_("hunters in a meadow"));
      break;
    case HG_N_SCORE_KINDS:
    default:
      g_return_val_if_reached (NULL);
    }

  /* TRANSLATORS: "Ana scores 8" "for" "a forest of 4 tiles". */
  return g_strdup_printf (_("%s for %s"), head, what);
}

/* "a gatherer in its forest", ...: the figure of @move on @tile. */
static const char *
figure_phrase (const HgTile *tile,
               const HgMove *move)
{
  gboolean lake = move->zone < HG_MAX_ZONES && tile->zones[move->zone].type == HG_ZONE_LAKE;

  switch ((HgRole) move->role)
    {
    case HG_ROLE_GATHERER:
      return _("a gatherer in its forest");
    case HG_ROLE_FISHER:
      return lake ? _("a fisherman on its lake") : _("a fisherman on its river");
    case HG_ROLE_HUNTER:
      return _("a hunter in its meadow");
    case HG_ROLE_HUT:
      return lake ? _("a hut by its lake") : _("a hut by its river");
    case HG_ROLE_NONE:
    default:
      return NULL;
    }
}

static void
append_sentence (GString    *text,
                 const char *sentence)
{
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, sentence);
}

static void
append_discards (GString      *text,
                 HgGame       *game,
                 HgMoveRecord *record,
                 guint         from,
                 guint         to)
{
  const HgTileSet *tiles = hg_tile_set_get_default (NULL);

  for (guint i = from; i < to; i++)
    {
      g_autofree char *sentence = NULL;
      g_autofree char *name = NULL;
      guint tile, seat;
      const HgTile *t;

      hg_move_record_get_discard (record, i, &tile, &seat);
      t = hg_tile_set_lookup (tiles, tile);
      name = sentence_name (game, seat);
      if (t != NULL && t->kind == HG_TILE_BONUS)
        /* TRANSLATORS: %u is a tile's number, %s a player's name */
        sentence = g_strdup_printf (_("Bonus tile %u, drawn by %s, fitted nowhere and was discarded."),
                                    tile, name);
      else
        /* TRANSLATORS: %u is a tile's number, %s a player's name */
        sentence = g_strdup_printf (_("Tile %u, drawn by %s, fitted nowhere and was discarded."),
                                    tile, name);
      append_sentence (text, sentence);
    }
}

char *
hg_game_describe_move (HgGame       *game,
                       HgMoveRecord *record)
{
  const HgTileSet *tiles;
  const HgTile *tile;
  const HgMove *move;
  g_autofree char *name = NULL;
  const char *figure;
  g_autofree char *placed = NULL;
  GListModel *scores;
  GString *text;
  gboolean final_said = FALSE;
  guint n_before;

  g_return_val_if_fail (HG_IS_GAME (game), NULL);
  g_return_val_if_fail (HG_IS_MOVE_RECORD (record), NULL);

  tiles = hg_tile_set_get_default (NULL);
  tile = hg_tile_set_lookup (tiles, hg_move_record_get_tile (record));
  g_return_val_if_fail (tile != NULL, NULL);
  move = hg_move_record_get_move (record);
  name = sentence_name (game, hg_move_record_get_seat (record));
  figure = figure_phrase (tile, move);
  text = g_string_new (NULL);

  n_before = hg_move_record_get_n_discards_before (record);
  append_discards (text, game, record, 0, n_before);

  /* TRANSLATORS: the sentences of the list of moves.  "Ana placed tile 42
   * at (3, -1) with a hunter in its meadow."  (3, -1) is the square: 3
   * to the right of the start tile and 1 up.  The last %s is a figure:
   * "a gatherer in its forest", ... */
  if (hg_move_record_get_is_bonus (record))
    placed = figure != NULL
             ? g_strdup_printf (_("%s placed bonus tile %u at (%d, %d) with %s."),
                                name, tile->id, move->x, move->y, figure)
             : g_strdup_printf (_("%s placed bonus tile %u at (%d, %d)."),
                                name, tile->id, move->x, move->y);
  else
    placed = figure != NULL
             ? g_strdup_printf (_("%s placed tile %u at (%d, %d) with %s."),
                                name, tile->id, move->x, move->y, figure)
             : g_strdup_printf (_("%s placed tile %u at (%d, %d)."),
                                name, tile->id, move->x, move->y);
  append_sentence (text, placed);

  scores = hg_move_record_get_scores (record);
  for (guint i = 0; i < g_list_model_get_n_items (scores); i++)
    {
      g_autoptr(HgScoreEvent) event = g_list_model_get_item (scores, i);
      g_autofree char *sentence = NULL;

      if (hg_score_event_get_is_final (event) && !final_said)
        {
          append_sentence (text, _("Final scoring:"));
          final_said = TRUE;
        }
      /* TRANSLATORS: a sentence of its own: "Ana scores 8 for a forest of
       * 4 tiles." */
      sentence = g_strdup_printf (_("%s."), hg_score_event_get_text (event));
      append_sentence (text, sentence);
    }

  if (hg_move_record_get_bonus_tile (record) >= 0)
    {
      guint n_tiles = hg_move_record_get_gold_forest_tiles (record);
      g_autofree char *sentence =
        /* TRANSLATORS: "The gold in the completed forest of 4 tiles earns
         * Ana bonus tile 83." */
        g_strdup_printf (ngettext ("The gold in the completed forest of %u tile earns %s bonus tile %d.",
                                   "The gold in the completed forest of %u tiles earns %s bonus tile %d.",
                                   n_tiles),
                         n_tiles, name, hg_move_record_get_bonus_tile (record));

      append_sentence (text, sentence);
    }

  append_discards (text, game, record, n_before, hg_move_record_get_n_discards (record));

  if (hg_move_record_get_is_last (record) && !final_said)
    append_sentence (text, _("The game is over."));

  return g_string_free (text, FALSE);
}

/* "the forest", "2 forests", ...: @n features of @kind that scored. */
static char *
scored_phrase (HgScoreKind kind,
               guint       n)
{
  switch (kind)
    {
    case HG_SCORE_FOREST:
      return n == 1 ? g_strdup (_("the forest"))
                    : g_strdup_printf (ngettext ("%u forest", "%u forests", n), n);
    case HG_SCORE_RIVER:
      return n == 1 ? g_strdup (_("the river"))
                    : g_strdup_printf (ngettext ("%u river", "%u rivers", n), n);
    case HG_SCORE_HUTS:
      return n == 1 ? g_strdup (_("the huts on a river system"))
                    : g_strdup_printf (ngettext ("the huts on %u river system",
                                                 "the huts on %u river systems", n), n);
    case HG_SCORE_HUNTERS:
      return n == 1 ? g_strdup (_("the hunters in a meadow"))
                    : g_strdup_printf (ngettext ("the hunters in %u meadow",
                                                 "the hunters in %u meadows", n), n);
    case HG_N_SCORE_KINDS:
    default:
      g_return_val_if_reached (NULL);
    }
}

static char *
describe_scores (const HgHintReason *reason)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *what = NULL;

  for (guint kind = 0; kind < HG_N_SCORE_KINDS; kind++)
    if (reason->n_scored[kind] > 0)
      g_ptr_array_add (items, scored_phrase (kind, reason->n_scored[kind]));
  what = join_list (items);

  if (reason->bonus)
    /* TRANSLATORS: a hint: the points, then what scores them: "Scores 8
     * now for the forest and earns a bonus tile." */
    return g_strdup_printf (ngettext ("Scores %u now for %s and earns a bonus tile.",
                                      "Scores %u now for %s and earns a bonus tile.",
                                      reason->points),
                            reason->points, what);
  /* TRANSLATORS: a hint: the points, then what scores them: "Scores 8 now
   * for the forest.", "Scores 12 now for 2 forests and the river." */
  return g_strdup_printf (ngettext ("Scores %u now for %s.", "Scores %u now for %s.", reason->points),
                          reason->points, what);
}

/* "3 deer, 1 tiger, fire": what the meadow of @info holds. */
static char *
meadow_contents (const HgFeatureInfo *info)
{
  g_autoptr(GString) text = g_string_new (NULL);
  char *items[5] = { NULL, };
  guint n = 0;

  if (info->deer > 0)
    items[n++] = g_strdup_printf (ngettext ("%u deer", "%u deer", info->deer), info->deer);
  if (info->tigers > 0)
    items[n++] = g_strdup_printf (ngettext ("%u tiger", "%u tigers", info->tigers), info->tigers);
  if (info->mammoths > 0)
    items[n++] = g_strdup_printf (ngettext ("%u mammoth", "%u mammoths", info->mammoths), info->mammoths);
  if (info->aurochs > 0)
    items[n++] = g_strdup_printf (ngettext ("%u aurochs", "%u aurochs", info->aurochs), info->aurochs);
  if (info->fire)
    /* TRANSLATORS: in a hint's list of what a meadow holds: the fire that
     * keeps its tigers away */
    items[n++] = g_strdup (_("fire"));

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        /* TRANSLATORS: separates the animals of a meadow: "3 deer, 1 tiger" */
        g_string_append (text, C_("list of animals", ", "));
      g_string_append (text, items[i]);
      g_free (items[i]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
describe_claim (const HgHintReason *reason)
{
  const HgFeatureInfo *info = &reason->info;
  g_autofree char *contents = NULL;

  if (reason->role == HG_ROLE_HUT)
    /* TRANSLATORS: a hint; huts score the fish of their river system at the end */
    return g_strdup_printf (ngettext ("Claims a river system with %u fish for a hut.",
                                      "Claims a river system with %u fish for a hut.",
                                      info->system_fish),
                            info->system_fish);

  switch (info->type)
    {
    case HG_ZONE_FOREST:
      /* TRANSLATORS: a hint: what the forest would score if it were complete now */
      return g_strdup_printf (ngettext ("Claims a forest worth %u now, scored when it is complete.",
                                        "Claims a forest worth %u now, scored when it is complete.",
                                        info->points),
                              info->points);
    case HG_ZONE_RIVER:
      /* TRANSLATORS: a hint: what the river would score if it were complete now */
      return g_strdup_printf (ngettext ("Claims a river worth %u now, scored when it is complete.",
                                        "Claims a river worth %u now, scored when it is complete.",
                                        info->points),
                              info->points);
    case HG_ZONE_LAKE:
      /* TRANSLATORS: a hint: a fisherman on a lake stands in every river
       * that flows into it */
      return g_strdup_printf (ngettext ("Claims the rivers of a lake with %u fish.",
                                        "Claims the rivers of a lake with %u fish.",
                                        info->points),
                              info->points);
    case HG_ZONE_MEADOW:
      contents = meadow_contents (info);
      if (*contents == '\0')
        /* TRANSLATORS: a hint: what the meadow would score at the end as it is now */
        return g_strdup_printf (ngettext ("Claims a meadow worth %u now, scored at the end.",
                                          "Claims a meadow worth %u now, scored at the end.",
                                          info->points),
                                info->points);
      /* TRANSLATORS: a hint: what the meadow would score at the end as it
       * is now, then what it holds: "(3 deer, 1 tiger)" */
      return g_strdup_printf (ngettext ("Claims a meadow worth %u now, scored at the end (%s).",
                                        "Claims a meadow worth %u now, scored at the end (%s).",
                                        info->points),
                              info->points, contents);
    case HG_ZONE_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
}

static char *
describe_extension (HgGame             *game,
                    const HgHintReason *reason)
{
  g_autofree char *who = hg_game_join_names (game, reason->info.holders, NULL);

  switch (reason->info.type)
    {
    case HG_ZONE_FOREST:
      /* TRANSLATORS: a hint; %s is who holds the forest: "Ana", "Ana and Ben" */
      return g_strdup_printf (_("Extends a forest held by %s."), who);
    case HG_ZONE_RIVER:
      /* TRANSLATORS: a hint; %s is who holds the river: "Ana", "Ana and Ben" */
      return g_strdup_printf (_("Extends a river held by %s."), who);
    case HG_ZONE_MEADOW:
      /* TRANSLATORS: a hint; %s is who holds the meadow: "Ana", "Ana and Ben" */
      return g_strdup_printf (_("Extends a meadow held by %s."), who);
    case HG_ZONE_LAKE:
    case HG_ZONE_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
hg_game_describe_reason (HgGame             *game,
                         const HgHintReason *reason)
{
  g_return_val_if_fail (HG_IS_GAME (game), NULL);
  g_return_val_if_fail (reason != NULL, NULL);

  switch (reason->kind)
    {
    case HG_HINT_SCORES:
      return describe_scores (reason);
    case HG_HINT_BONUS:
      return g_strdup (_("Completes a forest with gold and earns a bonus tile."));
    case HG_HINT_ENDS:
      return g_strdup (_("Ends the game."));
    case HG_HINT_CLAIMS:
      return describe_claim (reason);
    case HG_HINT_EXTENDS:
      return describe_extension (game, reason);
    case HG_HINT_KEEPS:
      return g_strdup (_("Keeps the figures in supply for later."));
    case HG_HINT_NO_FIGURES:
      return g_strdup (_("Has no figure left to place."));
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
hg_game_explain_reason (const HgHintReason *reason)
{
  const HgFeatureInfo *info = &reason->info;
  gboolean own = (info->holders & (1u << reason->seat)) != 0;

  g_return_val_if_fail (reason != NULL, NULL);

  switch (reason->kind)
    {
    case HG_HINT_CLAIMS:
      if (reason->role == HG_ROLE_HUT && info->system_fish == 0)
        /* TRANSLATORS: why a hut on rivers without fish pays, for a newcomer */
        return g_strdup (_("Every lake joined to these rivers later brings its fish, and at the end the most huts "
                           "there score 1 point a fish."));
      if (reason->role == HG_ROLE_HUT)
        return g_strdup (_("At the end the most huts in this river system score 1 point a fish, lakes joined "
                           "later included."));
      switch (info->type)
        {
        case HG_ZONE_FOREST:
          return g_strdup (_("The gatherer scores the forest when it is closed all round; every tile added makes "
                             "it worth more."));
        case HG_ZONE_RIVER:
          return g_strdup (_("The fisherman scores the river when both its ends are closed, by lakes or "
                             "springs."));
        case HG_ZONE_LAKE:
          return g_strdup (_("A fisherman on a lake counts in every river flowing into it, and goes home when the "
                             "first of them scores."));
        case HG_ZONE_MEADOW:
          return g_strdup (_("The hunter stays to the end, when the meadow scores its animals: every tile that "
                             "joins it may bring more."));
        case HG_ZONE_NONE:
        default:
          return NULL;
        }
    case HG_HINT_EXTENDS:
      if (own && info->type == HG_ZONE_MEADOW)
        return g_strdup (_("Your meadow grows: more room for animals, scored at the end."));
      if (own)
        return g_strdup (_("What you hold grows: it will be worth more when it is complete."));
      return g_strdup (_("The tile fits best there, and your figures wait for a better place."));
    case HG_HINT_KEEPS:
      return g_strdup (_("Your figures wait in your supply for a forest, river or meadow worth more."));
    case HG_HINT_SCORES:
    case HG_HINT_BONUS:
    case HG_HINT_ENDS:
    case HG_HINT_NO_FIGURES:
    default:
      return NULL;
    }
}
