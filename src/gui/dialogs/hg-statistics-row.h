/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-statistics-row.h: a row of the statistics window: a title, a
 * subtitle and, at its end, a number ("value"), or the arrow of a row that
 * opens something (an activatable row, a finished game).
 *
 * Properties: those of AdwActionRow, and "value" (the text at the end; none
 * when empty). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define HG_TYPE_STATISTICS_ROW (hg_statistics_row_get_type ())

G_DECLARE_FINAL_TYPE (HgStatisticsRow, hg_statistics_row, HG, STATISTICS_ROW, AdwActionRow)

const char *hg_statistics_row_get_value (HgStatisticsRow *self);
void        hg_statistics_row_set_value (HgStatisticsRow *self,
                                         const char      *value);

G_END_DECLS
