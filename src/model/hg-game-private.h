/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-game-private.h: what the loader and the model's own files need of
 * HgGame. */
#pragma once

#include "hg-game.h"
#include "hg-move-record.h"

G_BEGIN_DECLS

/* Replace the redo list; @moves[0] is the next to redo.  The moves are
 * checked by replaying them on a copy of the state; on failure @index_out
 * is the offending move's index and the game is unchanged. */
gboolean hg_game_set_redo_list  (HgGame       *self,
                                 const HgMove *moves,
                                 guint         n_moves,
                                 guint        *index_out,
                                 GError      **error);

/* hg-game-text.c: the sentences of the scoring log and the moves. */
char    *hg_game_describe_score (HgGame       *game,
                                 HgScoreKind   kind,
                                 guint8        seats,
                                 guint         points,
                                 guint         n_tiles);
char    *hg_game_describe_move  (HgGame       *game,
                                 HgMoveRecord *record);

/* What a move does for the seat that plays it, as hg_game_describe_hint()
 * finds it (hg-game-computer.c) and says it (hg-game-text.c): the first
 * kind that is true of the move, in this order. */
typedef enum {
  HG_HINT_SCORES,      /* the mover scores @points in the move */
  HG_HINT_BONUS,       /* completes a forest with gold: a bonus tile */
  HG_HINT_ENDS,        /* the last move of the game; the mover scores nothing */
  HG_HINT_CLAIMS,      /* puts a figure, @role, on the feature @info */
  HG_HINT_EXTENDS,     /* joins the tile to @info, which @info.holders hold */
  HG_HINT_KEEPS,       /* no figure, though the supply has some */
  HG_HINT_NO_FIGURES,  /* no figure: none left in supply */
} HgHintKind;

typedef struct {
  HgHintKind    kind;
  guint         points;                     /* SCORES: the mover's points */
  guint         n_scored[HG_N_SCORE_KINDS]; /* SCORES: features that gave
                                               them, by kind */
  gboolean      bonus;                      /* SCORES: a bonus tile too */
  HgRole        role;                       /* CLAIMS */
  HgFeatureInfo info;                       /* CLAIMS, EXTENDS: after the move */
  guint         seat;                       /* who moves */
} HgHintReason;

/* The sentence of @reason. */
char    *hg_game_describe_reason (HgGame             *game,
                                  const HgHintReason *reason);
/* Why a move of @reason pays, for a newcomer, or NULL when what it does
 * says it (scores, a bonus tile, the end). */
char    *hg_game_explain_reason  (const HgHintReason *reason);

G_END_DECLS
