/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-private.h: the window's state, shared by its files:
 * hg-window.c (the game shown, the board and the side panel, closing),
 * hg-window-actions.c (the win.* actions), hg-window-files.c and
 * hg-window-resume.c (the game in progress across starts). */
#pragma once

#include "hg-announcer.h"
#include "hg-board-view.h"
#include "hg-computer-turn.h"
#include "hg-final-scoring.h"
#include "hg-render-warmup.h"
#include "hg-review-bar.h"
#include "hg-score-chart.h"
#include "hg-session.h"
#include "hg-side-panel.h"
#include "hg-sound-player.h"
#include "hg-welcome-page.h"
#include "hg-window.h"

G_BEGIN_DECLS

struct _HgWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  GCancellable         *cancellable;

  HgSession            *session;         /* the game in play, its file, ... */
  GSignalGroup         *game_signals;    /* of the game in play */
  HgRenderWarmup       *warmup;          /* the renderer's, once shown (hg-render-warmup.h) */
  gulong                continue_wait;   /* Continue waits for the board's tiles */
  gboolean              autosave_told;   /* its failure has been told */
  gboolean              close_confirmed;
  HgComputerTurn       *computer_turn;   /* the computer seats' moves */
  HgAnnouncer          *announcer;       /* the game's events to a screen reader */
  HgSoundPlayer        *sound_player;    /* the game's sounds */
  GCancellable         *hint_cancellable; /* a hint being worked out */

  /* Template widgets */
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *main_stack;
  HgWelcomePage        *welcome_page;
  HgBoardView          *board_view;
  HgSidePanel          *side_panel;
  HgFinalScoring       *final_scoring;   /* the show at the end, the summary */
  HgReviewBar          *review_bar;
};

/* hg-window-actions.c: installs the win.* actions of the class, and
 * enables those that can be used now. */
void hg_window_class_add_actions    (GtkWidgetClass *widget_class);
void hg_window_update_actions       (HgWindow       *self);

/* hg-window-review.c: review mode.  The board and the side panel show
 * the session's copy of the game as it was after a move
 * (hg_session_start_review()), read-only, with the review bar; the game
 * in play waits; stopping returns to it as it was. */
void     hg_window_class_add_review      (GtkWidgetClass *widget_class);
void     hg_window_update_review_actions (HgWindow       *self);
gboolean hg_window_start_review          (HgWindow       *self,
                                          guint           move);
void     hg_window_stop_review           (HgWindow       *self);
/* Shows the session's review, or the game in play again. */
void     hg_window_show_review           (HgWindow       *self);
HgGame  *hg_window_get_review_game       (HgWindow       *self);

/* hg-window-hint.c: win.hint: the hard computer's move for the person to
 * move, worked out in a worker thread and shown on the board; asking
 * again while it thinks stops it. */
void     hg_window_ask_hint              (HgWindow       *self);
void     hg_window_stop_hint             (HgWindow       *self);
void     hg_window_class_add_hint        (GtkWidgetClass *widget_class);
/* win.hint enabled when it can be used (or a hint is being worked out). */
void     hg_window_update_hint_action    (HgWindow       *self);

/* hg-window.c */

/* hg-window-resume.c: the game in progress across starts.  At the start
 * the autosave is read: its game is offered by "Continue Game" on the
 * welcome page, with what it is; an autosave that cannot be read is told
 * there (the damaged file kept as *.broken, Show File, the details), or in
 * a toast when the window already shows a game.  A continued game goes on
 * in the file it belongs to.  An autosave that cannot be written is told
 * once in a toast. */
void     hg_window_class_add_resume      (GtkWidgetClass *widget_class);
void     hg_window_init_resume           (HgWindow       *self);
/* Shows on the welcome page the game the session offers to continue. */
void     hg_window_update_resume         (HgWindow       *self);

/* hg-window-focus.c: a menu or popover of the window that closes gives
 * the focus back to the board. */
void     hg_window_init_focus            (HgWindow       *self);

G_END_DECLS
