/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tile-spots.c: where the painter draws the zones, the symbols and
 * the figure spots of every tile, in every rotation.
 *
 * Each zone's painted area (the painter's zone mask) is one connected
 * region.  The figure spot markers, at the size they have at the default
 * zoom, lie inside their zone's area, inside the tile, and overlap neither
 * each other nor any symbol (fish, animal, gold, mushrooms, fire, sacred
 * circle, volcano); a figure standing on its spot stays inside the tile
 * and off the symbols too.  Contact sheets of the busiest tiles with their
 * markers go to $HG_TEST_OUTPUT (spots-*.png).
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "hg-board-render.h"
#include "hg-engine.h"
#include "hg-figure-painter.h"
#include "hg-gui-test-util.h"
#include "hg-tile-painter.h"

/* the geometries of the tiles, for the whole run */
static HgTileShapes *shapes;


static const HgTileSet *
tiles (void)
{
  g_autoptr(GError) error = NULL;
  const HgTileSet *set = hg_tile_set_get_default (&error);

  g_assert_no_error (error);
  g_assert_nonnull (set);
  return set;
}

/* The connected regions (4-neighbours) of @zone in a grid of the zone at
 * each cell centre, those of fewer than @least cells not counted. */
static guint
count_regions (const guint8 *labels,
               guint         n,
               guint8        zone,
               guint         least)
{
  g_autofree gboolean *seen = g_new0 (gboolean, n * n);
  g_autofree guint *stack = g_new (guint, n * n);
  guint regions = 0;

  for (guint start = 0; start < n * n; start++)
    {
      guint top = 0, size = 0;

      if (labels[start] != zone || seen[start])
        continue;
      seen[start] = TRUE;
      stack[top++] = start;
      while (top > 0)
        {
          guint c = stack[--top];
          int i = c % n, j = c / n;
          static const int step[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };

          size++;
          for (guint k = 0; k < 4; k++)
            {
              int ni = i + step[k][0], nj = j + step[k][1];
              guint nc;

              if (ni < 0 || nj < 0 || ni >= (int) n || nj >= (int) n)
                continue;
              nc = nj * n + ni;
              if (labels[nc] == zone && !seen[nc])
                {
                  seen[nc] = TRUE;
                  stack[top++] = nc;
                }
            }
        }
      if (size >= least)
        regions++;
    }
  return regions;
}

/* Every zone of every tile is painted as one connected area, in each
 * rotation, read from the painter's own zone lookup at a fine grid. */
static void
test_connected_zones (void)
{
  const HgTileSet *set = tiles ();
  const guint n = 120;
  g_autofree guint8 *labels = g_new (guint8, n * n);
  guint failures = 0;

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, id);

      for (guint rot = 0; rot < 4; rot++)
        {
          for (guint c = 0; c < n * n; c++)
            labels[c] = hg_tile_painter_zone_at (shapes, tile, rot, (c % n + 0.5) / n, (c / n + 0.5) / n);
          for (guint z = 0; z < tile->n_zones; z++)
            {
              guint regions;

              if (tile->zones[z].type == HG_ZONE_NONE)
                continue;
              regions = count_regions (labels, n, z, 1);
              if (regions != 1)
                {
                  g_test_message ("tile %u rotation %u zone %u: %u regions", id, rot, z, regions);
                  failures++;
                }
            }
        }
    }
  g_assert_cmpuint (failures, ==, 0);
}

/* A forest's colours: the dark greens of the crowns and their outline. */
static gboolean
forest_colour (guint32 pixel)
{
  double r = ((pixel >> 16) & 0xff) / 255.0, g = ((pixel >> 8) & 0xff) / 255.0, b = (pixel & 0xff) / 255.0;
  double max = MAX (r, MAX (g, b)), min = MIN (r, MIN (g, b)), l = (max + min) / 2;
  double s = max == min ? 0 : (max - min) / (1 - fabs (2 * l - 1));

  return max == g && g > r && g > b && s >= 0.2 && l >= 0.08 && l < 0.4;
}

/* What a person sees: each forest of each tile, painted 160 pixels wide,
 * is one patch of forest colours (specks of a few pixels, between crowns
 * at the tile's edge, aside). */
static void
test_connected_forests (void)
{
  const HgTileSet *set = tiles ();
  const int px = 160;
  g_autofree guint8 *labels = g_new (guint8, px * px);
  guint failures = 0, n_forests = 0;

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, id);

      for (guint rot = 0; rot < 4; rot++)
        {
          cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, px, px);
          cairo_t *cr = cairo_create (surface);
          const guint8 *data;
          int stride;

          hg_tile_painter_draw (cr, shapes, tile, rot, px, NULL);
          cairo_destroy (cr);
          cairo_surface_flush (surface);
          data = cairo_image_surface_get_data (surface);
          stride = cairo_image_surface_get_stride (surface);

          for (guint z = 0; z < tile->n_zones; z++)
            {
              guint regions = 0;

              if (tile->zones[z].type != HG_ZONE_FOREST)
                continue;
              n_forests++;
              for (int j = 0; j < px; j++)
                for (int i = 0; i < px; i++)
                  {
                    guint32 v = ((const guint32 *) (gconstpointer) (data + j * stride))[i];

                    labels[j * px + i] = forest_colour (v)
                                         && hg_tile_painter_zone_at (shapes, tile, rot, (i + 0.5) / px,
                                                                     (j + 0.5) / px) == z;
                  }
              regions = count_regions (labels, px, 1, 30);
              if (regions != 1)
                {
                  g_test_message ("tile %u rotation %u: forest %u painted in %u patches", id, rot, z, regions);
                  failures++;
                }
            }
          cairo_surface_destroy (surface);
        }
    }
  g_assert_cmpuint (n_forests, >, 100);
  g_assert_cmpuint (failures, ==, 0);
}

static gboolean
boxes_overlap (const HgTileBox *a,
               const HgTileBox *b)
{
  return a->x1 < b->x2 && b->x1 < a->x2 && a->y1 < b->y2 && b->y1 < a->y2;
}

static HgTileBox
marker_box (const HgTile *tile,
            guint         rot,
            guint         zone)
{
  double x, y, r = HG_TILE_MARKER_SIZE / 2;

  hg_tile_painter_zone_anchor (shapes, tile, rot, zone, &x, &y);
  return (HgTileBox) { x - r, y - r, x + r, y + r };
}

/* The roles a figure on a zone of @type may have. */
static guint
zone_roles (HgZoneType type,
            HgRole    *roles)
{
  switch (type)
    {
    case HG_ZONE_FOREST: roles[0] = HG_ROLE_GATHERER; return 1;
    case HG_ZONE_MEADOW: roles[0] = HG_ROLE_HUNTER; return 1;
    case HG_ZONE_RIVER:
    case HG_ZONE_LAKE:   roles[0] = HG_ROLE_FISHER; roles[1] = HG_ROLE_HUT; return 2;
    case HG_ZONE_NONE:
    default:             return 0;
    }
}

/* One marker per zone, at the size markers have at the default zoom (the
 * largest they are drawn): each marker's disc lies in its zone's painted
 * area and in the tile, and its box overlaps no other marker's box and
 * no picture's box.  A figure on the spot, at the size the board asks for,
 * stays inside the tile and off the pictures as well. */
static void
test_markers (void)
{
  const HgTileSet *set = tiles ();
  guint n_markers = 0, failures = 0, most = 0;

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, id);

      for (guint rot = 0; rot < 4; rot++)
        {
          HgTileBox symbols[HG_MAX_ZONES * HG_MAX_ZONE_ATTRS];
          HgTileBox markers[HG_MAX_ZONES];
          guint n_symbols, n = 0;

          n_symbols = hg_tile_painter_get_symbol_boxes (shapes, tile, rot, symbols, G_N_ELEMENTS (symbols));
          g_assert_cmpuint (n_symbols, <=, G_N_ELEMENTS (symbols));
          for (guint z = 0; z < tile->n_zones; z++)
            {
              HgTileBox box;
              HgRole roles[2];
              double cx, cy, r = HG_TILE_MARKER_SIZE / 2;
              gboolean inside = TRUE;

              if (tile->zones[z].type == HG_ZONE_NONE)
                continue;
              box = marker_box (tile, rot, z);
              cx = (box.x1 + box.x2) / 2;
              cy = (box.y1 + box.y2) / 2;

              /* the disc: its middle and rings out to its edge */
              for (guint ring = 0; ring <= 4 && inside; ring++)
                for (guint k = 0; k < (ring == 0 ? 1 : 64) && inside; k++)
                  {
                    double a = 2 * G_PI * k / 64, d = r * ring / 4;
                    double x = cx + d * cos (a), y = cy + d * sin (a);

                    inside = x >= 0 && y >= 0 && x <= 1 && y <= 1
                             && hg_tile_painter_zone_at (shapes, tile, rot, x, y) == z;
                  }
              if (!inside)
                {
                  g_test_message ("tile %u rotation %u: zone %u's marker leaves the zone", id, rot, z);
                  failures++;
                }
              for (guint i = 0; i < n; i++)
                if (boxes_overlap (&box, &markers[i]))
                  {
                    g_test_message ("tile %u rotation %u: zone %u's marker overlaps another", id, rot, z);
                    failures++;
                  }
              for (guint i = 0; i < n_symbols; i++)
                if (boxes_overlap (&box, &symbols[i]))
                  {
                    g_test_message ("tile %u rotation %u: zone %u's marker hides a picture", id, rot, z);
                    failures++;
                  }
              markers[n++] = box;

              for (guint k = 0, n_roles = zone_roles (tile->zones[z].type, roles); k < n_roles; k++)
                {
                  double size = hg_tile_painter_figure_size (shapes, tile, rot, z, roles[k], 0.34);
                  double x1, y1, x2, y2;
                  HgTileBox figure;

                  g_assert_cmpfloat (size, >, 0.1);
                  hg_figure_painter_get_extents (roles[k], &x1, &y1, &x2, &y2);
                  figure = (HgTileBox) { cx + x1 * size, cy + y1 * size, cx + x2 * size, cy + y2 * size };
                  if (figure.x1 < 0 || figure.y1 < 0 || figure.x2 > 1 || figure.y2 > 1)
                    {
                      g_test_message ("tile %u rotation %u: a figure on zone %u leaves the tile", id, rot, z);
                      failures++;
                    }
                  for (guint i = 0; i < n_symbols; i++)
                    if (boxes_overlap (&figure, &symbols[i]))
                      {
                        g_test_message ("tile %u rotation %u: a figure on zone %u hides a picture", id, rot, z);
                        failures++;
                      }
                }
            }
          n_markers += n;
          most = MAX (most, n);
        }
    }
  g_test_message ("%u markers, at most %u on a tile", n_markers, most);
  g_assert_cmpuint (failures, ==, 0);
  g_assert_cmpuint (most, ==, 9);   /* tile 13: four meadows, four rivers, a lake */
}

/* Every zone's marker on @tile turned by @rot, drawn @size wide at the
 * origin as the board draws them (the zone's roles; @active: which
 * zone's marker is pointed at, or HG_NO_ZONE). */
static void
draw_markers (cairo_t      *cr,
              const HgTile *tile,
              guint         rot,
              double        size,
              guint         active)
{
  GdkRGBA colour;

  hg_player_colour (1, &colour);
  for (guint z = 0; z < tile->n_zones; z++)
    {
      HgRole roles[2];
      guint n = zone_roles (tile->zones[z].type, roles);
      double x, y;

      if (n == 0 || z == active)
        continue;
      hg_tile_painter_zone_anchor (shapes, tile, rot, z, &x, &y);
      hg_board_render_marker (cr, roles, n, -1, &colour, x * size, y * size,
                              hg_board_render_marker_side (size), 22);
    }
  if (active < tile->n_zones)
    {
      HgRole roles[2];
      guint n = zone_roles (tile->zones[active].type, roles);
      double x, y;

      hg_tile_painter_zone_anchor (shapes, tile, rot, active, &x, &y);
      hg_board_render_marker (cr, roles, n, n - 1, &colour, x * size, y * size,
                              hg_board_render_marker_side (size), 22);
    }
}

/* The lake tiles with three rivers or more, with their markers, at the
 * default zoom (64 pixels) and at twice that, in every rotation; last,
 * one marker pointed at (spots-lakes.png). */
static void
test_lake_sheet (void)
{
  const HgTileSet *set = tiles ();
  guint ids[HG_N_TILES], n_ids = 0;
  const int gap = 8, width = gap + 4 * (64 + gap) + 5 * (128 + gap);
  cairo_surface_t *surface;
  cairo_t *cr;

  /* the marker side: the share of the square at the default zoom and
   * above, up to 48 pixels (a split marker's halves 24 wide) */
  g_assert_cmpfloat (hg_board_render_marker_side (64), ==, 64 * HG_TILE_MARKER_SIZE);
  g_assert_cmpfloat (hg_board_render_marker_side (128), ==, 128 * HG_TILE_MARKER_SIZE);
  g_assert_cmpfloat (hg_board_render_marker_side (362), ==, 48);
  for (double size = 64; size < 400; size += 7)
    g_assert_cmpfloat (hg_board_render_marker_side (size), <=, size * HG_TILE_MARKER_SIZE + 1e-9);

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, id);
      guint rivers = 0;

      for (guint z = 0; z < tile->n_zones; z++)
        if (tile->zones[z].type == HG_ZONE_RIVER && tile->zones[z].lake != HG_NO_ZONE)
          rivers++;
      if (rivers >= 3)
        ids[n_ids++] = id;
    }
  g_assert_cmpuint (n_ids, >=, 10);

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, gap + n_ids * (128 + gap));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 0.9, 0.86, 0.78);
  cairo_paint (cr);
  for (guint row = 0; row < n_ids; row++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, ids[row]);
      double y = gap + row * (128 + gap), x = gap;

      for (guint k = 0; k < 9; k++)
        {
          double size = k < 4 ? 64 : 128;
          guint rot = k % 4;

          cairo_save (cr);
          cairo_translate (cr, x, y);
          hg_tile_painter_draw (cr, shapes, tile, rot, size, NULL);
          draw_markers (cr, tile, rot, size, k == 8 ? tile->zones[8].type == HG_ZONE_LAKE ? 8 : 1 : HG_NO_ZONE);
          cairo_restore (cr);
          x += size + gap;
        }
    }
  cairo_destroy (cr);
  hg_test_save_surface (surface, "spots-lakes.png");
  cairo_surface_destroy (surface);
}

/* The zone masks of every tile in false colours (spots-zones.png). */
static void
test_zone_sheet (void)
{
  static const guint32 colours[HG_MAX_ZONES] = {
    0xe01b24, 0x33d17a, 0x3584e4, 0xf6d32d, 0x9141ac, 0xff7800, 0x26a269, 0x1c71d8, 0x63452c,
  };
  const HgTileSet *set = tiles ();
  const int cell = 96, cols = 10, rows = (HG_N_TILES + cols - 1) / cols;
  cairo_surface_t *surface =
    cairo_image_surface_create (CAIRO_FORMAT_RGB24, cols * (cell + 4) + 4, rows * (cell + 4) + 4);
  guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  memset (data, 0xff, stride * cairo_image_surface_get_height (surface));
  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, id);
      int x0 = 4 + (id % cols) * (cell + 4), y0 = 4 + (id / cols) * (cell + 4);

      for (int j = 0; j < cell; j++)
        for (int i = 0; i < cell; i++)
          {
            guint z = hg_tile_painter_zone_at (shapes, tile, 0, (i + 0.5) / cell, (j + 0.5) / cell);
            guint32 *px = (guint32 *) (gpointer) (data + (y0 + j) * stride) + x0 + i;

            *px = z < HG_MAX_ZONES ? colours[z] : 0;
          }
    }
  cairo_surface_mark_dirty (surface);
  hg_test_save_surface (surface, "spots-zones.png");
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tile-spots/connected-zones", test_connected_zones);
  g_test_add_func ("/tile-spots/connected-forests", test_connected_forests);
  g_test_add_func ("/tile-spots/markers", test_markers);
  g_test_add_func ("/tile-spots/zone-sheet", test_zone_sheet);
  g_test_add_func ("/tile-spots/lake-sheet", test_lake_sheet);

  shapes = hg_tile_shapes_new ();
  status = g_test_run ();
  g_clear_pointer (&shapes, hg_tile_shapes_unref);
  return status;
}
