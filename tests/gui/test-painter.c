/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-painter.c: the tile painter, the figure painter and the tile cache.
 *
 * Every tile is painted in every rotation and the colour at each zone's
 * anchor and along each side is checked against the zone type's colour
 * family; contact sheets for a person to look at are written into
 * $HG_TEST_OUTPUT.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "hg-engine.h"
#include "hg-figure-painter.h"
#include "hg-gui-test-util.h"
#include "hg-tile-cache.h"
#include "hg-tile-painter.h"

/* the geometries of the tiles, for the whole run */
static HgTileShapes *shapes;

#define PX 96

typedef enum {
  FAMILY_MEADOW,
  FAMILY_FOREST,
  FAMILY_WATER,
  N_FAMILIES,
} Family;

static const char * const family_names[] = { "meadow", "forest", "water" };

typedef struct {
  guint8 r, g, b;
} Rgb;

static const HgTileSet *
tiles (void)
{
  g_autoptr(GError) error = NULL;
  const HgTileSet *set = hg_tile_set_get_default (&error);

  g_assert_no_error (error);
  g_assert_nonnull (set);
  return set;
}

static Rgb
pixel (cairo_surface_t *surface,
       double           x,
       double           y)
{
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);
  int i = CLAMP ((int) x, 0, w - 1), j = CLAMP ((int) y, 0, h - 1);
  const guint8 *row;
  guint32 v;

  cairo_surface_flush (surface);
  row = cairo_image_surface_get_data (surface) + j * cairo_image_surface_get_stride (surface);
  v = ((const guint32 *) (gconstpointer) row)[i];
  /* opaque pixels: premultiplied equals straight */
  return (Rgb) { (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff };
}

static void
rgb_to_hsl (Rgb     c,
            double *h,
            double *s,
            double *l)
{
  double r = c.r / 255.0, g = c.g / 255.0, b = c.b / 255.0;
  double max = MAX (r, MAX (g, b)), min = MIN (r, MIN (g, b));
  double d = max - min;

  *l = (max + min) / 2;
  *s = d == 0 ? 0 : d / (1 - fabs (2 * *l - 1));
  if (d == 0)
    *h = 0;
  else if (max == r)
    *h = 60 * fmod ((g - b) / d + 6, 6);
  else if (max == g)
    *h = 60 * ((b - r) / d + 2);
  else
    *h = 60 * ((r - g) / d + 4);
}

/* The colour families, by hue, saturation and lightness; they do not
 * overlap, so a pixel belongs to at most one. */
static gboolean
in_family (Rgb    c,
           Family f)
{
  double h, s, l;

  rgb_to_hsl (c, &h, &s, &l);
  switch (f)
    {
    case FAMILY_MEADOW:
      return h >= 70 && h <= 140 && s >= 0.25 && l >= 0.42 && l <= 0.8;
    case FAMILY_FOREST:
      return h >= 75 && h <= 165 && s >= 0.2 && l >= 0.1 && l < 0.4;
    case FAMILY_WATER:
      return h >= 190 && h <= 240 && s >= 0.35 && l >= 0.25 && l <= 0.8;
    case N_FAMILIES:
    default:
      g_assert_not_reached ();
    }
}

static Family
zone_family (HgZoneType type)
{
  switch (type)
    {
    case HG_ZONE_MEADOW: return FAMILY_MEADOW;
    case HG_ZONE_FOREST: return FAMILY_FOREST;
    case HG_ZONE_RIVER:
    case HG_ZONE_LAKE:   return FAMILY_WATER;
    case HG_ZONE_NONE:
    default:             g_assert_not_reached ();
    }
}

static void
assert_family (Rgb         c,
               Family      want,
               const char *what)
{
  for (Family f = 0; f < N_FAMILIES; f++)
    if (in_family (c, f) != (f == want))
      g_error ("%s: colour #%02x%02x%02x %s the %s family (expected %s)",
               what, c.r, c.g, c.b, f == want ? "is not in" : "is in",
               family_names[f], family_names[want]);
}

static cairo_surface_t *
paint_tile (const HgTile *tile,
            guint         rot,
            int           px)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);

  hg_tile_painter_draw (cr, shapes, tile, rot, px, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  return surface;
}

/* The family checks themselves tell the colours apart. */
static void
test_families (void)
{
  g_assert_true (in_family ((Rgb) { 0x8c, 0xc4, 0x5e }, FAMILY_MEADOW));
  g_assert_false (in_family ((Rgb) { 0x8c, 0xc4, 0x5e }, FAMILY_FOREST));
  g_assert_true (in_family ((Rgb) { 0x2f, 0x6b, 0x2c }, FAMILY_FOREST));
  g_assert_false (in_family ((Rgb) { 0x2f, 0x6b, 0x2c }, FAMILY_MEADOW));
  g_assert_true (in_family ((Rgb) { 0x4a, 0x90, 0xd9 }, FAMILY_WATER));
  g_assert_false (in_family ((Rgb) { 0x4a, 0x90, 0xd9 }, FAMILY_MEADOW));
  g_assert_false (in_family ((Rgb) { 0x9c, 0x64, 0x33 }, FAMILY_MEADOW)); /* a deer */
  g_assert_false (in_family ((Rgb) { 0x8e, 0x8a, 0x80 }, FAMILY_MEADOW)); /* a stone */
}

/* Each zone's anchor shows the zone's colour, is inside the zone, and the
 * zone covers a visible part of the tile. */
static void
test_anchors (void)
{
  const HgTileSet *set = tiles ();
  double smallest = 1;

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, id);

      for (guint rot = 0; rot < 4; rot++)
        {
          cairo_surface_t *surface = paint_tile (tile, rot, PX);

          for (guint z = 0; z < tile->n_zones; z++)
            {
              g_autofree char *what = NULL;
              double x, y;

              if (tile->zones[z].type == HG_ZONE_NONE)
                continue;
              hg_tile_painter_zone_anchor (shapes, tile, rot, z, &x, &y);
              what = g_strdup_printf ("tile %u rot %u zone %u anchor (%.2f,%.2f)",
                                      id, rot, z, x, y);
              g_assert_cmpfloat (x, >, 0.0);
              g_assert_cmpfloat (x, <, 1.0);
              g_assert_cmpfloat (y, >, 0.0);
              g_assert_cmpfloat (y, <, 1.0);
              g_assert_cmpuint (hg_tile_painter_zone_at (shapes, tile, rot, x, y), ==, z);
              assert_family (pixel (surface, x * PX, y * PX),
                             zone_family (tile->zones[z].type), what);
              if (rot == 0)
                smallest = MIN (smallest, hg_tile_painter_zone_area (shapes, tile, z));
              if (rot == 0)
                g_assert_cmpfloat (hg_tile_painter_zone_area (shapes, tile, z), >=, 0.012);
            }
          cairo_surface_destroy (surface);
        }
    }
  g_test_message ("smallest zone: %.3f of a tile", smallest);

  /* outside the tile, and zones a tile does not have */
  {
    const HgTile *tile = hg_tile_set_lookup (set, 61);   /* one meadow, zone 0 */
    double x, y;

    g_assert_cmpuint (hg_tile_painter_zone_at (shapes, tile, 0, -0.1, 0.5), ==, HG_NO_ZONE);
    g_assert_cmpuint (hg_tile_painter_zone_at (shapes, tile, 2, 0.5, 1.5), ==, HG_NO_ZONE);
    g_assert_cmpuint (hg_tile_painter_zone_at (shapes, tile, 3, 0.01, 0.99), ==, 0);
    g_assert_cmpfloat (hg_tile_painter_zone_area (shapes, tile, 0), ==, 1.0);
    g_assert_cmpfloat (hg_tile_painter_zone_area (shapes, tile, 1), ==, 0.0);
    hg_tile_painter_zone_anchor (shapes, tile, 1, 5, &x, &y);
    g_assert_cmpfloat (x, ==, 0.5);
    g_assert_cmpfloat (y, ==, 0.5);
  }
}

/* Along every side the painting shows the side's type, and the zone found
 * there is the one the data names: forest and meadow sides all along,
 * river sides water in the middle and their meadow zones on either half. */
static void
test_sides (void)
{
  const HgTileSet *set = tiles ();
  const double depth = 2.5 / PX;

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, id);

      for (guint rot = 0; rot < 4; rot++)
        {
          cairo_surface_t *surface = paint_tile (tile, rot, PX);

          for (guint d = 0; d < 4; d++)
            {
              const HgSide *side = hg_tile_side (tile, rot, d);
              static const double along[] = { 0.22, 0.35, 0.5, 0.65, 0.78 };

              for (guint k = 0; k < G_N_ELEMENTS (along); k++)
                {
                  double t = along[k], x, y;
                  guint zone;
                  g_autofree char *what = NULL;

                  /* clockwise along side d, just inside the tile */
                  switch (d)
                    {
                    case HG_DIR_N: x = t; y = depth; break;
                    case HG_DIR_E: x = 1 - depth; y = t; break;
                    case HG_DIR_S: x = 1 - t; y = 1 - depth; break;
                    default:       x = depth; y = 1 - t; break;
                    }
                  if (side->type != HG_SIDE_RIVER)
                    zone = side->zone[0];
                  else if (t == 0.5)
                    zone = side->zone[1];
                  else if (t < 0.3)
                    zone = side->zone[0];
                  else if (t > 0.7)
                    zone = side->zone[2];
                  else
                    continue;   /* the river's bank */

                  what = g_strdup_printf ("tile %u rot %u side %u at %.2f", id, rot, d, t);
                  g_assert_cmpuint (hg_tile_painter_zone_at (shapes, tile, rot, x, y), ==, zone);
                  assert_family (pixel (surface, x * PX, y * PX),
                                 zone_family (tile->zones[zone].type), what);
                }
            }
          cairo_surface_destroy (surface);
        }
    }
}

/* Anchors turn with the tile. */
static void
test_rotation (void)
{
  const HgTileSet *set = tiles ();
  guint n_north = 0;

  for (guint id = 0; id < HG_N_TILES; id++)
    {
      const HgTile *tile = hg_tile_set_lookup (set, id);

      for (guint z = 0; z < tile->n_zones; z++)
        {
          double x0, y0;

          if (tile->zones[z].type == HG_ZONE_NONE)
            continue;
          hg_tile_painter_zone_anchor (shapes, tile, 0, z, &x0, &y0);

          for (guint rot = 1; rot < 4; rot++)
            {
              double x, y, ex = x0, ey = y0;

              for (guint i = 0; i < rot; i++)
                {
                  double t = ex;

                  ex = 1 - ey;
                  ey = t;
                }
              hg_tile_painter_zone_anchor (shapes, tile, rot, z, &x, &y);
              g_assert_cmpfloat_with_epsilon (x, ex, 1e-9);
              g_assert_cmpfloat_with_epsilon (y, ey, 1e-9);
            }

          /* a forest or meadow zone on the north side only */
          if (tile->zones[z].type != HG_ZONE_RIVER && tile->zones[z].type != HG_ZONE_LAKE
              && tile->zones[z].sides == 1u << HG_DIR_N)
            {
              double x, y;

              n_north++;
              hg_tile_painter_zone_anchor (shapes, tile, 0, z, &x, &y);
              g_assert_cmpfloat (y, <, 0.5);
              hg_tile_painter_zone_anchor (shapes, tile, 1, z, &x, &y);
              g_assert_cmpfloat (x, >, 0.5);
              hg_tile_painter_zone_anchor (shapes, tile, 2, z, &x, &y);
              g_assert_cmpfloat (y, >, 0.5);
              hg_tile_painter_zone_anchor (shapes, tile, 3, z, &x, &y);
              g_assert_cmpfloat (x, <, 0.5);
            }
        }
    }
  g_assert_cmpuint (n_north, >, 5);
}

/* Every figure shows its player's colour at its centre, on any zone. */
static void
test_figures (void)
{
  const HgTileSet *set = tiles ();
  const HgTile *tile = hg_tile_set_lookup (set, HG_START_TILE_ID);
  const HgRole roles[] = { HG_ROLE_GATHERER, HG_ROLE_FISHER, HG_ROLE_HUNTER, HG_ROLE_HUT };

  for (guint seat = 0; seat < HG_N_PLAYER_COLOURS; seat++)
    for (guint r = 0; r < G_N_ELEMENTS (roles); r++)
      for (guint z = 0; z < tile->n_zones; z++)
        {
          cairo_surface_t *surface;
          cairo_t *cr;
          GdkRGBA colour;
          double x, y;
          Rgb c;

          if (tile->zones[z].type == HG_ZONE_NONE)
            continue;
          surface = paint_tile (tile, 1, 128);
          cr = cairo_create (surface);
          hg_player_colour (seat, &colour);
          hg_tile_painter_zone_anchor (shapes, tile, 1, z, &x, &y);
          hg_figure_painter_draw (cr, roles[r], &colour, x * 128, y * 128, 36);
          cairo_destroy (cr);
          c = pixel (surface, x * 128, y * 128);
          g_assert_cmpint (abs (c.r - (int) round (colour.red * 255)), <=, 2);
          g_assert_cmpint (abs (c.g - (int) round (colour.green * 255)), <=, 2);
          g_assert_cmpint (abs (c.b - (int) round (colour.blue * 255)), <=, 2);
          cairo_surface_destroy (surface);
        }
}

static void
test_player_colours (void)
{
  static const char * const expected[] = { "#e66100", "#1c71d8", "#f5c211", "#813d9c", "#ffffff" };

  for (guint seat = 0; seat < G_N_ELEMENTS (expected); seat++)
    {
      GdkRGBA colour, want, outline;

      hg_player_colour (seat, &colour);
      g_assert_true (gdk_rgba_parse (&want, expected[seat]));
      g_assert_true (gdk_rgba_equal (&colour, &want));
      hg_player_outline_colour (&colour, &outline);
      /* blue and purple are dark: they get a light outline */
      g_assert_cmpint (outline.red > 0.5, ==, seat == 1 || seat == 3);
    }
}


/* Contact sheets --------------------------------------------------------- */

static void
label (cairo_t    *cr,
       double      x,
       double      y,
       const char *text)
{
  cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, 13);
  cairo_move_to (cr, x, y);
  cairo_show_text (cr, text);
}

static void
sheet_all_tiles (const HgTileSet *set)
{
  const int cell = 128, cols = 10, rows = (HG_N_TILES + cols - 1) / cols;
  cairo_surface_t *surface =
    cairo_image_surface_create (CAIRO_FORMAT_RGB24, cols * (cell + 8) + 8, rows * (cell + 26) + 8);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0.96, 0.95, 0.93);
  cairo_paint (cr);
  for (guint id = 0; id < HG_N_TILES; id++)
    {
      double x = 8 + (id % cols) * (cell + 8), y = 8 + (id / cols) * (cell + 26);
      char text[16];

      cairo_save (cr);
      cairo_translate (cr, x, y);
      hg_tile_painter_draw (cr, shapes, hg_tile_set_lookup (set, id), 0, cell, NULL);
      cairo_restore (cr);
      g_snprintf (text, sizeof text, "%u", id);
      label (cr, x + 2, y + cell + 16, text);
    }
  cairo_destroy (cr);

  /* Every tile covers its cell: the sheet's colour shows round the
   * cells, never at their corners. */
  for (guint id = 0; id < HG_N_TILES; id++)
    {
      double x = 8 + (id % cols) * (cell + 8), y = 8 + (id / cols) * (cell + 26);
      Rgb around = pixel (surface, x - 4, y - 4);

      for (guint corner = 0; corner < 4; corner++)
        {
          Rgb c = pixel (surface, x + (corner & 1 ? cell - 3 : 3), y + (corner & 2 ? cell - 3 : 3));

          g_assert_true (c.r != around.r || c.g != around.g || c.b != around.b);
        }
    }
  hg_test_save_surface (surface, "painter-tiles.png");
  cairo_surface_destroy (surface);
}

static void
sheet_rotations (const HgTileSet *set)
{
  static const guint ids[] = { 56, 17, 45, 13, 66, 34, 80, 14 };
  const int cell = 128;
  cairo_surface_t *surface =
    cairo_image_surface_create (CAIRO_FORMAT_RGB24, 8 * (cell + 8) + 8, 4 * (cell + 8) + 8);
  cairo_t *cr = cairo_create (surface);
  HgTilePainterStyle hc = { TRUE, FALSE };

  cairo_set_source_rgb (cr, 0.96, 0.95, 0.93);
  cairo_paint (cr);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    for (guint rot = 0; rot < 4; rot++)
      {
        cairo_save (cr);
        cairo_translate (cr, 8 + i * (cell + 8), 8 + rot * (cell + 8));
        hg_tile_painter_draw (cr, shapes, hg_tile_set_lookup (set, ids[i]), rot, cell,
                              i == G_N_ELEMENTS (ids) - 1 ? &hc : NULL);
        cairo_restore (cr);
      }
  cairo_destroy (cr);
  hg_test_save_surface (surface, "painter-rotations.png");
  cairo_surface_destroy (surface);
}

static void
sheet_figures (const HgTileSet *set)
{
  static const guint ids[] = { 61, 63, 9, 56 };
  const HgRole roles[] = { HG_ROLE_GATHERER, HG_ROLE_FISHER, HG_ROLE_HUNTER, HG_ROLE_HUT };
  const int cell = 160;
  cairo_surface_t *surface =
    cairo_image_surface_create (CAIRO_FORMAT_RGB24, 5 * (cell + 8) + 8, 4 * (cell + 8) + 8);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0.2, 0.2, 0.22);
  cairo_paint (cr);
  for (guint row = 0; row < G_N_ELEMENTS (ids); row++)
    for (guint seat = 0; seat < HG_N_PLAYER_COLOURS; seat++)
      {
        const HgTile *tile = hg_tile_set_lookup (set, ids[row]);
        GdkRGBA colour;

        hg_player_colour (seat, &colour);
        cairo_save (cr);
        cairo_translate (cr, 8 + seat * (cell + 8), 8 + row * (cell + 8));
        hg_tile_painter_draw (cr, shapes, tile, 0, cell, NULL);
        for (guint r = 0; r < G_N_ELEMENTS (roles); r++)
          {
            double x = 0.25 + 0.5 * (r % 2), y = 0.27 + 0.5 * (r / 2);

            hg_figure_painter_draw (cr, roles[r], &colour, x * cell, y * cell, cell * 0.3);
          }
        cairo_restore (cr);
      }
  cairo_destroy (cr);
  hg_test_save_surface (surface, "painter-figures.png");
  cairo_surface_destroy (surface);
}

/* A small board of tiles whose sides match, to see the seams. */
enum { BOARD_W = 7, BOARD_H = 5, BOARD_CELL = 120 };

typedef struct {
  int id[BOARD_H][BOARD_W];   /* -1: empty */
  guint rot[BOARD_H][BOARD_W];
} Board;

static const int dir_dx[4] = { 0, 1, 0, -1 }, dir_dy[4] = { -1, 0, 1, 0 };

static gboolean
board_fits (const HgTileSet *set,
            const Board     *board,
            const HgTile    *tile,
            guint            rot,
            int              x,
            int              y)
{
  gboolean touches = FALSE;

  for (guint d = 0; d < 4; d++)
    {
      int nx = x + dir_dx[d], ny = y + dir_dy[d];
      const HgTile *other;

      if (nx < 0 || ny < 0 || nx >= BOARD_W || ny >= BOARD_H || board->id[ny][nx] < 0)
        continue;
      other = hg_tile_set_lookup (set, board->id[ny][nx]);
      touches = TRUE;
      if (hg_tile_side (tile, rot, d)->type
          != hg_tile_side (other, board->rot[ny][nx], (d + 2) & 3)->type)
        return FALSE;
    }
  return touches;
}

/* Start tile in the middle, then every square that has a neighbour gets
 * the first unused tile (in a scrambled order) that fits, until none is
 * added any more. */
static void
board_build (const HgTileSet *set,
             Board           *board)
{
  gboolean used[HG_N_TILES] = { FALSE };
  gboolean added = TRUE;

  for (int y = 0; y < BOARD_H; y++)
    for (int x = 0; x < BOARD_W; x++)
      board->id[y][x] = -1;
  board->id[2][3] = HG_START_TILE_ID;
  board->rot[2][3] = 0;
  used[HG_START_TILE_ID] = TRUE;

  while (added)
    {
      added = FALSE;
      for (int y = 0; y < BOARD_H; y++)
        for (int x = 0; x < BOARD_W; x++)
          {
            if (board->id[y][x] >= 0)
              continue;
            for (guint k = 0; k < HG_N_TILES && board->id[y][x] < 0; k++)
              {
                guint id = (k * 37 + (guint) (x * 11 + y * 5)) % HG_N_TILES;
                const HgTile *tile = hg_tile_set_lookup (set, id);

                if (used[id])
                  continue;
                for (guint rot = 0; rot < 4 && board->id[y][x] < 0; rot++)
                  if (board_fits (set, board, tile, rot, x, y))
                    {
                      board->id[y][x] = id;
                      board->rot[y][x] = rot;
                      used[id] = TRUE;
                      added = TRUE;
                    }
              }
          }
    }
}

static cairo_surface_t *
board_paint (const HgTileSet *set,
             const Board     *board)
{
  cairo_surface_t *surface =
    cairo_image_surface_create (CAIRO_FORMAT_RGB24, BOARD_W * BOARD_CELL, BOARD_H * BOARD_CELL);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0.3, 0.3, 0.32);
  cairo_paint (cr);
  for (int y = 0; y < BOARD_H; y++)
    for (int x = 0; x < BOARD_W; x++)
      if (board->id[y][x] >= 0)
        {
          cairo_save (cr);
          cairo_translate (cr, x * BOARD_CELL, y * BOARD_CELL);
          hg_tile_painter_draw (cr, shapes, hg_tile_set_lookup (set, board->id[y][x]),
                                board->rot[y][x], BOARD_CELL, NULL);
          cairo_restore (cr);
        }
  cairo_destroy (cr);
  return surface;
}

/* Across every shared edge the two tiles show the same kind of land at the
 * same places: rivers, forests and meadows run on without a break. */
static void
test_seams (void)
{
  const HgTileSet *set = tiles ();
  Board board;
  cairo_surface_t *surface;
  guint n_edges = 0;

  board_build (set, &board);
  surface = board_paint (set, &board);

  for (int y = 0; y < BOARD_H; y++)
    for (int x = 0; x < BOARD_W; x++)
      for (guint d = 1; d <= 2; d++)   /* east and south neighbours */
        {
          int nx = x + dir_dx[d], ny = y + dir_dy[d];

          if (nx >= BOARD_W || ny >= BOARD_H || board.id[y][x] < 0 || board.id[ny][nx] < 0)
            continue;
          n_edges++;
          /* away from the river banks, whose curves may differ by a
           * pixel so close to the edge */
          static const double along[] = { 0.2, 0.25, 0.3, 0.5, 0.7, 0.75, 0.8 };

          for (guint k = 0; k < G_N_ELEMENTS (along); k++)
            {
              double t = along[k];
              /* two pixels either side of the edge */
              double ex = d == 1 ? nx * BOARD_CELL : (x + t) * BOARD_CELL;
              double ey = d == 1 ? (y + t) * BOARD_CELL : ny * BOARD_CELL;
              Rgb a = pixel (surface, ex - (d == 1) * 3, ey - (d == 2) * 3);
              Rgb b = pixel (surface, ex + (d == 1) * 2, ey + (d == 2) * 2);

              for (Family f = 0; f < N_FAMILIES; f++)
                if (in_family (a, f) != in_family (b, f))
                  g_error ("seam between tile %d at (%d,%d) and tile %d at (%d,%d) at %.2f: "
                           "#%02x%02x%02x against #%02x%02x%02x",
                           board.id[y][x], x, y, board.id[ny][nx], nx, ny, t,
                           a.r, a.g, a.b, b.r, b.g, b.b);
            }
        }
  g_assert_cmpuint (n_edges, >=, 40);
  cairo_surface_destroy (surface);
}

static void
sheet_board (const HgTileSet *set)
{
  Board board;
  cairo_surface_t *surface;

  board_build (set, &board);
  surface = board_paint (set, &board);
  hg_test_save_surface (surface, "painter-board.png");
  cairo_surface_destroy (surface);
}

static void
test_sheets (void)
{
  const HgTileSet *set = tiles ();

  sheet_all_tiles (set);
  sheet_rotations (set);
  sheet_figures (set);
  sheet_board (set);
}

static void
test_cache (void)
{
  const HgTileSet *set = tiles ();
  g_autoptr(HgTileCache) cache = NULL;
  const gsize one = 64 * 64 * 4;
  cairo_surface_t *a, *b;
  cairo_surface_t *direct, *kept;
  HgTilePainterStyle hc = { TRUE, FALSE };

  /* room for three 64 px surfaces */
  cache = hg_tile_cache_new (3 * one);
  g_assert_null (hg_tile_cache_lookup (cache, hg_tile_set_lookup (set, 10), 1, 64, 1));
  a = hg_tile_cache_get (cache, hg_tile_set_lookup (set, 10), 1, 64, 1);
  g_assert_nonnull (a);
  g_assert_cmpint (cairo_image_surface_get_width (a), ==, 64);
  /* painted once and kept: a reference, so that no other painting can
   * take its address */
  kept = cairo_surface_reference (a);
  g_assert_true (hg_tile_cache_lookup (cache, hg_tile_set_lookup (set, 10), 1, 64, 1) == kept);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (cache), ==, 1);
  /* asked again: the same painting, none new */
  b = hg_tile_cache_get (cache, hg_tile_set_lookup (set, 10), 1, 64, 1);
  g_assert_true (a == b);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (cache), ==, 1);

  /* the cached surface is the painting */
  direct = paint_tile (hg_tile_set_lookup (set, 10), 1, 64);
  for (int k = 0; k < 64; k += 7)
    {
      Rgb p = pixel (a, k, 63 - k), q = pixel (direct, k, 63 - k);

      g_assert_cmpmem (&p, sizeof p, &q, sizeof q);
    }
  cairo_surface_destroy (direct);

  /* other rotation, size and scale are other entries */
  hg_tile_cache_get (cache, hg_tile_set_lookup (set, 10), 2, 64, 1);
  hg_tile_cache_get (cache, hg_tile_set_lookup (set, 11), 1, 64, 1);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (cache), ==, 3);
  g_assert_cmpuint (hg_tile_cache_get_n_bytes (cache), ==, 3 * one);
  /* use tile 10 rot 1 again, so tile 10 rot 2 is the oldest */
  g_assert_true (hg_tile_cache_get (cache, hg_tile_set_lookup (set, 10), 1, 64, 1) == kept);
  hg_tile_cache_get (cache, hg_tile_set_lookup (set, 12), 0, 64, 1);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (cache), ==, 3);
  g_assert_cmpuint (hg_tile_cache_get_n_bytes (cache), <=, 3 * one);
  /* the oldest went, the rest stayed */
  g_assert_null (hg_tile_cache_lookup (cache, hg_tile_set_lookup (set, 10), 2, 64, 1));
  g_assert_nonnull (hg_tile_cache_lookup (cache, hg_tile_set_lookup (set, 11), 1, 64, 1));
  g_assert_nonnull (hg_tile_cache_lookup (cache, hg_tile_set_lookup (set, 12), 0, 64, 1));
  g_assert_true (hg_tile_cache_get (cache, hg_tile_set_lookup (set, 10), 1, 64, 1) == kept);
  /* what went is painted again */
  b = hg_tile_cache_get (cache, hg_tile_set_lookup (set, 10), 2, 64, 1);
  g_assert_nonnull (b);
  g_assert_true (hg_tile_cache_lookup (cache, hg_tile_set_lookup (set, 10), 2, 64, 1) == b);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (cache), ==, 3);
  cairo_surface_destroy (kept);

  /* a scaled surface has the device pixels and the device scale */
  a = hg_tile_cache_get (cache, hg_tile_set_lookup (set, 12), 0, 32, 2);
  {
    double sx, sy;

    cairo_surface_get_device_scale (a, &sx, &sy);
    g_assert_cmpfloat (sx, ==, 2);
    g_assert_cmpint (cairo_image_surface_get_width (a), ==, 64);
  }

  /* one surface larger than the budget is still returned and kept alone */
  a = hg_tile_cache_get (cache, hg_tile_set_lookup (set, 13), 0, 200, 1);
  g_assert_nonnull (a);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (cache), ==, 1);

  /* a new style empties the cache, the same style does not */
  hg_tile_cache_set_style (cache, NULL);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (cache), ==, 1);
  hg_tile_cache_set_style (cache, &hc);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (cache), ==, 0);
  g_assert_cmpuint (hg_tile_cache_get_n_bytes (cache), ==, 0);
  a = hg_tile_cache_get (cache, hg_tile_set_lookup (set, 13), 0, 64, 1);
  g_assert_nonnull (a);
  hg_tile_cache_clear (cache);
  g_assert_cmpuint (hg_tile_cache_get_n_surfaces (cache), ==, 0);
}

/* The rows of stones between meadows of one tile: tile 34's three
 * meadows have them (docs/tiles.md), its forest and an all-meadow tile
 * do not; a meadow parted only by a river has none. */
static void
test_stones (void)
{
  const HgTileSet *set = tiles ();
  const HgTile *t34 = hg_tile_set_lookup (set, 34);
  const HgTile *t61 = hg_tile_set_lookup (set, 61);
  const HgTile *t50 = hg_tile_set_lookup (set, 50);

  for (guint z = 0; z < 3; z++)
    g_assert_true (hg_tile_painter_zone_has_stones (shapes, t34, z));
  g_assert_false (hg_tile_painter_zone_has_stones (shapes, t34, 3));
  g_assert_false (hg_tile_painter_zone_has_stones (shapes, t61, 0));
  for (guint z = 0; z < t50->n_zones; z++)
    g_assert_false (hg_tile_painter_zone_has_stones (shapes, t50, z));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/painter/families", test_families);
  g_test_add_func ("/painter/anchors", test_anchors);
  g_test_add_func ("/painter/stones", test_stones);
  g_test_add_func ("/painter/sides", test_sides);
  g_test_add_func ("/painter/rotation", test_rotation);
  g_test_add_func ("/painter/player-colours", test_player_colours);
  g_test_add_func ("/painter/figures", test_figures);
  g_test_add_func ("/painter/seams", test_seams);
  g_test_add_func ("/painter/cache", test_cache);
  g_test_add_func ("/painter/sheets", test_sheets);

  shapes = hg_tile_shapes_new ();
  status = g_test_run ();
  g_clear_pointer (&shapes, hg_tile_shapes_unref);
  return status;
}
