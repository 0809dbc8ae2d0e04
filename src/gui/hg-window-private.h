/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-window-private.h: the window's state, shared by its files:
 * hg-window.c (the game shown, the board and the side panel, closing),
 * hg-window-actions.c (the win.* actions), hg-window-final.c (the final
 * scoring played back at the end of a game) and hg-window-files.c. */
#pragma once

#include "hg-board-view.h"
#include "hg-computer-turn.h"
#include "hg-side-panel.h"
#include "hg-window.h"

G_BEGIN_DECLS

struct _HgWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  GCancellable         *cancellable;

  HgGame               *game;
  GSignalGroup         *game_signals;
  GFile                *file;
  HgAutosave           *autosave;        /* the game in progress, for the next start */
  HgGame               *resume_game;     /* offered by "Continue Game" */
  gboolean              unsaved;
  gboolean              close_confirmed;
  HgComputerTurn       *computer_turn;   /* the computer seats' moves */
  guint                 final_id;        /* the final scoring's next step */
  guint                 final_next;      /* next event of the final scoring */
  GtkEventController   *final_keys;      /* Escape and Enter end it */
  GtkWindow            *game_over_dialog;

  /* Template widgets */
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *main_stack;
  GtkWidget            *continue_box;
  GtkLabel             *continue_label;
  GtkWidget            *welcome_new_button;
  HgBoardView          *board_view;
  HgSidePanel          *side_panel;
  GtkRevealer          *final_bar;
  GtkLabel             *final_label;
};

/* hg-window-actions.c: installs the win.* actions of the class, and
 * enables those that can be used now. */
void hg_window_class_add_actions    (GtkWidgetClass *widget_class);
void hg_window_update_actions       (HgWindow       *self);

/* hg-window-final.c: the final scoring as a short show: each event of it
 * in turn shown on the board and selected in the log, with a caption
 * ("Final scoring: huts, 2 of 6") and a Skip button (Escape and Enter
 * too), about 6 seconds for a whole game; then the summary.  With GTK's
 * animations off, the summary comes at once.  Stopping it leaves the
 * summary unshown. */
void hg_window_start_final_scoring  (HgWindow       *self);
void hg_window_stop_final_scoring   (HgWindow       *self);
void hg_window_class_add_final      (GtkWidgetClass *widget_class);
/* Whether the show runs; for tests. */
gboolean hg_window_get_final_running (HgWindow      *self);

/* hg-window.c: the game of the autosave, offered on the welcome page. */
void hg_window_set_resume_game      (HgWindow       *self,
                                     HgGame         *game,
                                     GDateTime      *saved);

G_END_DECLS
