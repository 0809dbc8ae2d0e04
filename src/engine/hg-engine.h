/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-engine.h: everything the layers above may use of the rules engine. */
#pragma once

#include "hg-tile-set.h"
#include "hg-move.h"
#include "hg-state.h"
