/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-announcer.c: the game's events in words for a screen reader. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-announcer.h"

struct _HgAnnouncer
{
  GObject       parent_instance;

  HgBoardView  *board;        /* weak */
  HgGame       *game;
  GSignalGroup *game_signals;
  GString      *pending;      /* sentences to say when idle */
  guint         n_undone;     /* moves taken back since the last saying */
  guint         n_redone;     /* moves played again since then */
  guint         idle_id;
};

G_DEFINE_FINAL_TYPE (HgAnnouncer, hg_announcer, G_TYPE_OBJECT)

static void
append (GString    *text,
        const char *sentence)
{
  if (*sentence == '\0')
    return;
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, sentence);
}

/* The text of move @index of the history. */
static void
append_move (HgAnnouncer *self,
             guint        index)
{
  g_autoptr(HgMoveRecord) record = g_list_model_get_item (hg_game_get_moves (self->game), index);

  if (record != NULL)
    append (self->pending, hg_move_record_get_text (record));
}

static gboolean
say_cb (gpointer user_data)
{
  HgAnnouncer *self = user_data;
  g_autoptr(GString) text = g_string_new (NULL);

  self->idle_id = 0;
  if (self->game == NULL)
    return G_SOURCE_REMOVE;

  if (self->n_undone > 0)
    {
      g_autofree char *sentence =
        /* TRANSLATORS: said after Undo: how many moves were taken back */
        g_strdup_printf (ngettext ("%u move taken back.", "%u moves taken back.", self->n_undone),
                         self->n_undone);

      append (text, sentence);
    }
  if (self->n_redone > 0)
    {
      guint n = g_list_model_get_n_items (hg_game_get_moves (self->game));

      /* TRANSLATORS: said after Redo, before the moves played again */
      append (text, _("Played again:"));
      g_string_truncate (self->pending, 0);
      for (guint i = n - MIN (n, self->n_redone); i < n; i++)
        append_move (self, i);
    }
  append (text, self->pending->str);
  if (!hg_game_get_is_over (self->game) && !hg_game_get_computer_to_move (self->game)
      && hg_game_get_phase (self->game) == HG_PHASE_BONUS && self->n_undone == 0)
    append (text, _("Bonus tile in hand: place it as well."));

  g_string_truncate (self->pending, 0);
  self->n_undone = 0;
  self->n_redone = 0;
  if (self->board != NULL && text->len > 0)
    hg_board_view_announce (self->board, text->str);
  return G_SOURCE_REMOVE;
}

static void
say_soon (HgAnnouncer *self)
{
  if (self->idle_id == 0)
    self->idle_id = g_idle_add (say_cb, self);
}

/* Callbacks -------------------------------------------------------------- */

static void
move_applied_cb (HgAnnouncer  *self,
                 const HgMove *move)
{
  guint n = g_list_model_get_n_items (hg_game_get_moves (self->game));

  if (n > 0)
    append_move (self, n - 1);
  say_soon (self);
}

static void
undone_cb (HgAnnouncer  *self,
           const HgMove *move)
{
  self->n_undone++;
  g_string_truncate (self->pending, 0);
  say_soon (self);
}

static void
redone_cb (HgAnnouncer  *self,
           const HgMove *move)
{
  self->n_redone++;
  say_soon (self);
}

static void
game_over_cb (HgAnnouncer *self)
{
  g_autofree char *winners = hg_game_describe_winners (self->game);

  append (self->pending, winners);
  say_soon (self);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_announcer_dispose (GObject *object)
{
  HgAnnouncer *self = HG_ANNOUNCER (object);

  g_clear_handle_id (&self->idle_id, g_source_remove);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_weak_pointer (&self->board);

  G_OBJECT_CLASS (hg_announcer_parent_class)->dispose (object);
}

static void
hg_announcer_finalize (GObject *object)
{
  HgAnnouncer *self = HG_ANNOUNCER (object);

  g_string_free (self->pending, TRUE);

  G_OBJECT_CLASS (hg_announcer_parent_class)->finalize (object);
}

static void
hg_announcer_class_init (HgAnnouncerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hg_announcer_dispose;
  object_class->finalize = hg_announcer_finalize;
}

static void
hg_announcer_init (HgAnnouncer *self)
{
  self->pending = g_string_new (NULL);
  self->game_signals = g_signal_group_new (HG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "move-applied",
                                 G_CALLBACK (move_applied_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "undone",
                                 G_CALLBACK (undone_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "redone",
                                 G_CALLBACK (redone_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "game-over",
                                 G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
}

/* Public API ------------------------------------------------------------- */

HgAnnouncer *
hg_announcer_new (HgBoardView *board)
{
  HgAnnouncer *self;

  g_return_val_if_fail (HG_IS_BOARD_VIEW (board), NULL);

  self = g_object_new (HG_TYPE_ANNOUNCER, NULL);
  g_set_weak_pointer (&self->board, board);
  return self;
}

void
hg_announcer_set_game (HgAnnouncer *self,
                       HgGame      *game)
{
  g_return_if_fail (HG_IS_ANNOUNCER (self));
  g_return_if_fail (game == NULL || HG_IS_GAME (game));

  if (self->game == game)
    return;
  g_clear_handle_id (&self->idle_id, g_source_remove);
  g_string_truncate (self->pending, 0);
  self->n_undone = 0;
  self->n_redone = 0;
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
}
