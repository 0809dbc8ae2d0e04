/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "hg-game-records.h"

G_BEGIN_DECLS

#define HG_TYPE_APPLICATION (hg_application_get_type ())

G_DECLARE_FINAL_TYPE (HgApplication, hg_application, HG, APPLICATION, AdwApplication)

HgApplication *hg_application_new         (void);

/* The finished games (read from the user data folder at startup); the
 * window adds each game that ends. */
HgGameRecords *hg_application_get_records (HgApplication *self);

G_END_DECLS
