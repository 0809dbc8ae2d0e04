/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-tiles.c: libFuzzer target for the tile-set loader
 * (hg_tile_set_new_from_data()).  Any input must be refused with a
 * HG_TILE_SET_ERROR that has a message, or loaded; every tile of a loaded
 * set must print as a line.  Built with -Dfuzzing=true and clang; run by
 * build-aux/fuzz-run tiles, starting from data/tiles.xml. */

#include "config.h"

#include <stdlib.h>

#include "hg-fuzz.h"
#include "hg-tile-set.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  HgTileSet *set;

  set = hg_tile_set_new_from_data ((const char *) data, size, &error);
  if (set == NULL)
    {
      hg_fuzz_check_refused (error, HG_TILE_SET_ERROR);
      return 0;
    }
  if (error != NULL)
    abort ();

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, id);
      g_autofree char *line = NULL;

      if (tile == NULL || tile->id != id)
        abort ();
      line = hg_tile_to_line (tile);
      if (line == NULL || line[0] == '\0')
        abort ();
    }
  hg_tile_set_free (set);

  return 0;
}
