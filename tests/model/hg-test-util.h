/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-test-util.h: helpers for the model tests. */
#pragma once

#include "hg-game.h"
#include "hg-save.h"

G_BEGIN_DECLS

/* Everything the engine says about @state, as text: phase, player, tile,
 * decks, turn, scores by kind, supplies, tiles, figures, discards, and
 * every legal move.  Two states with the same dump are the same game. */
char   *hg_test_dump_state   (const HgState *state);

/* The same for a game, with its history, event log, properties, players
 * and, if @with_redo, its redo list and can-redo. */
char   *hg_test_dump_game    (HgGame        *game,
                              gboolean       with_redo);

/* A game with a fixed deck, played with the engine's random moves
 * (seeded with @seed) for @n_moves moves, or to the end if @n_moves is -1. */
HgGame *hg_test_random_game  (guint          n_players,
                              guint32        seed,
                              int            n_moves);

/* A short game of two seats, Ana and Ben, on decks from @seed cut to
 * @n_land land and @n_bonus bonus tiles, Ana a person and Ben at @level,
 * played to its end: Ben as the computer chooses, Ana always the first
 * legal move the engine lists (a poor player). */
HgGame *hg_test_poor_game    (guint32        seed,
                              guint          n_land,
                              guint          n_bonus,
                              HgLevel        level);

/* @a and @b are the same game, redo list included (their dumps are
 * equal). */
void    hg_test_assert_same_game (HgGame    *a,
                                  HgGame    *b);

/* A new empty folder in the temporary folder, named after @tmpl as
 * g_dir_make_tmp() names it.  Free with g_free(). */
char   *hg_test_make_dir     (const char    *tmpl);

/* Removes @path and everything below it; a folder is made writable for
 * its owner first, so that one a test made read-only goes too. */
void    hg_test_remove_tree  (const char    *path);

/* @text with the first @from in it (there must be one) replaced by @to. */
char   *hg_test_replace_once (const char    *text,
                              const char    *from,
                              const char    *to);

G_END_DECLS
