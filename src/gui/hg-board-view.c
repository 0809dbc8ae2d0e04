/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-view.c: HgBoardView, the board widget (BOARD helper; being written). */
