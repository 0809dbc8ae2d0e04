/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "hg-application.h"

G_BEGIN_DECLS

#define HG_TYPE_WINDOW (hg_window_get_type ())

G_DECLARE_FINAL_TYPE (HgWindow, hg_window, HG, WINDOW, AdwApplicationWindow)

HgWindow *hg_window_new          (HgApplication *application);
void      hg_window_open_file    (HgWindow      *self,
                                  GFile         *file);
void      hg_window_show_message (HgWindow      *self,
                                  const char    *message);

G_END_DECLS
