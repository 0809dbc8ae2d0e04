/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-spots.c: the figure spot markers of the tile put down: one
 * marker per zone, at the zone's spot (hg_tile_painter_zone_anchor()),
 * which lies inside the zone and clear of the pictures and of the other
 * markers.
 *
 * A marker shows the figure it puts; a zone that takes a fisherman and a
 * hut offers both on one marker, split down the middle (fisherman on the
 * left, hut on the right).  The marker pointed at, or chosen with Tab,
 * comes forward larger: a split one opens into two buttons side by side,
 * the role a click would put ringed in the player's colour.  Markers are
 * HG_TILE_MARKER_SIZE of the square wide up to MARKER_MAX_PX, so that
 * from the default zoom up they never overlap.
 *
 * A marker's target is its square (split: each half of it), which lies
 * clear of the other markers' squares; a marker pointed at never takes
 * the targets of the others.  While a figure is chosen the view zooms in
 * until the targets are large enough to hit (hg-board-view.c).
 */

#include "config.h"

#include <math.h>

#include "hg-board-spots.h"
#include "hg-figure-painter.h"
#include "hg-tile-painter.h"

#define MARKER_MIN_PX  9.0    /* markers of small squares */
#define MARKER_MAX_PX  48.0   /* markers of large squares: a split one's
                                 halves 24 pixels wide */
#define FORWARD_PX     22.0   /* a marker pointed at is at least this wide */
#define HIT_PX         10.0   /* a marker is hit this far from its middle */

typedef struct {
  guint8 zone;
  int    spots[2];   /* indices into the scene's spots: one role, or fisherman and hut */
  guint  n;
  double x, y;       /* the middle, user units */
} Marker;

double
hg_board_render_marker_side (double size)
{
  return CLAMP (HG_TILE_MARKER_SIZE * size, MARKER_MIN_PX, MARKER_MAX_PX);
}

/* The markers of @scene's spots, in the order of their first spots. */
static guint
get_markers (const HgBoardScene *scene,
             Marker             *out)
{
  const HgTile *tile = hg_board_render_tile (scene->state, scene->provisional.tile);
  double px = scene->origin_x + scene->provisional.x * scene->size;
  double py = scene->origin_y + scene->provisional.y * scene->size;
  guint n = 0;

  if (!scene->has_provisional || tile == NULL)
    return 0;
  for (guint i = 0; i < scene->n_spots; i++)
    {
      Marker *m = NULL;
      double ux, uy;

      for (guint k = 0; k < n && m == NULL; k++)
        if (out[k].zone == scene->spots[i].zone)
          m = &out[k];
      if (m != NULL)
        {
          if (m->n < G_N_ELEMENTS (m->spots))
            m->spots[m->n++] = (int) i;
          continue;
        }
      if (n == HG_MAX_ZONES)
        continue;
      hg_tile_painter_zone_anchor (hg_tile_cache_get_shapes (scene->cache), tile,
                                   scene->provisional.rot, scene->spots[i].zone, &ux, &uy);
      out[n++] = (Marker) { scene->spots[i].zone, { (int) i, -1 }, 1,
                            px + ux * scene->size, py + uy * scene->size };
    }
  return n;
}

static gboolean
marker_has (const Marker *m,
            int           spot)
{
  return spot >= 0 && (m->spots[0] == spot || (m->n > 1 && m->spots[1] == spot));
}

/* Which of @m's roles is pointed at or chosen (0 or 1), or -1 when the
 * marker is neither. */
static int
marker_active (const HgBoardScene *scene,
               const Marker       *m)
{
  int spot = marker_has (m, scene->spot_hover) ? scene->spot_hover
             : marker_has (m, scene->spot_focus) ? scene->spot_focus : -1;

  if (spot < 0)
    return -1;
  return m->spots[0] == spot ? 0 : 1;
}

static double
forward_radius (const HgBoardScene *scene)
{
  return MAX (hg_board_render_marker_side (scene->size), FORWARD_PX) / 2;
}

void
hg_board_render_spot_centre (const HgBoardScene *scene,
                             guint               index,
                             double             *x,
                             double             *y)
{
  Marker markers[HG_MAX_ZONES];
  guint n;

  g_return_if_fail (scene != NULL && x != NULL && y != NULL);
  g_return_if_fail (index < scene->n_spots);

  *x = *y = 0;
  n = get_markers (scene, markers);
  for (guint k = 0; k < n; k++)
    if (marker_has (&markers[k], (int) index))
      {
        double r = hg_board_render_marker_side (scene->size) / 2;

        /* on a split marker, the middle of the role's half */
        *x = markers[k].x;
        if (markers[k].n > 1)
          *x += (markers[k].spots[0] == (int) index ? -0.5 : 0.5) * r;
        *y = markers[k].y;
      }
}

int
hg_board_render_spot_at (const HgBoardScene *scene,
                         double              x,
                         double              y)
{
  Marker markers[HG_MAX_ZONES];
  double r, best_d;
  guint n;
  int best = -1;

  g_return_val_if_fail (scene != NULL, -1);

  n = get_markers (scene, markers);
  r = hg_board_render_marker_side (scene->size) / 2;

  /* the marker whose square holds the point */
  for (guint k = 0; k < n; k++)
    {
      const Marker *m = &markers[k];

      if (fabs (x - m->x) <= r && fabs (y - m->y) <= r)
        return m->n > 1 && x >= m->x ? m->spots[1] : m->spots[0];
    }

  /* then the nearest small one */
  best_d = MAX (r, HIT_PX);
  for (guint k = 0; k < n; k++)
    {
      double d = hypot (x - markers[k].x, y - markers[k].y);

      if (d <= best_d)
        {
          best_d = d;
          best = markers[k].n > 1 && x >= markers[k].x ? markers[k].spots[1] : markers[k].spots[0];
        }
    }
  return best;
}

static void
marker_figure (cairo_t       *cr,
               HgRole         role,
               const GdkRGBA *colour,
               double         cx,
               double         cy,
               double         height,
               double         alpha)
{
  cairo_push_group (cr);
  hg_figure_painter_draw (cr, role, colour, cx, cy, height * (role == HG_ROLE_HUT ? 0.85 : 1.0));
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, alpha);
}

static void
marker_ring (cairo_t       *cr,
             const GdkRGBA *colour,
             double         cx,
             double         cy,
             double         r)
{
  cairo_arc (cr, cx, cy, r + MAX (1.5, r * 0.16), 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_set_line_width (cr, MAX (2.0, r * 0.22));
  cairo_stroke (cr);
}

void
hg_board_render_marker (cairo_t       *cr,
                        const HgRole  *roles,
                        guint          n_roles,
                        int            active,
                        const GdkRGBA *colour,
                        double         cx,
                        double         cy,
                        double         side,
                        double         forward)
{
  double r = side / 2;

  g_return_if_fail (cr != NULL && roles != NULL && colour != NULL);
  g_return_if_fail (n_roles == 1 || n_roles == 2);

  cairo_save (cr);
  if (active < 0)
    {
      /* at rest: a pale disc with the figure, or both figures side by side */
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.78);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, 0.6);
      cairo_set_line_width (cr, MAX (1.0, r * 0.12));
      cairo_stroke (cr);
      if (n_roles == 1)
        marker_figure (cr, roles[0], colour, cx, cy, 1.5 * r, 0.9);
      else
        {
          cairo_move_to (cr, cx, cy - 0.8 * r);
          cairo_line_to (cr, cx, cy + 0.8 * r);
          cairo_set_line_width (cr, MAX (0.8, r * 0.08));
          cairo_stroke (cr);
          marker_figure (cr, roles[0], colour, cx - 0.48 * r, cy, 0.95 * r, 0.9);
          marker_figure (cr, roles[1], colour, cx + 0.48 * r, cy, 0.95 * r, 0.9);
        }
      cairo_restore (cr);
      return;
    }

  /* forward: larger, and a split marker as two buttons side by side;
   * one as large as a forward one already stays inside its disc, clear
   * of the other markers */
  if (n_roles == 1)
    {
      r = MAX (r, forward / 2);
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
    }
  else
    {
      r = side >= forward ? r / 2 : forward / 2;
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx + r, cy, r, -G_PI / 2, G_PI / 2);
      cairo_arc (cr, cx - r, cy, r, G_PI / 2, 3 * G_PI / 2);
      cairo_close_path (cr);
    }
  cairo_set_source_rgba (cr, 1, 1, 1, 0.96);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, 1.0);
  cairo_set_line_width (cr, MAX (1.0, r * 0.12));
  cairo_stroke (cr);
  for (guint k = 0; k < n_roles; k++)
    {
      double x = n_roles == 1 ? cx : cx + (k == 0 ? -r : r);

      if ((int) k == active)
        marker_ring (cr, colour, x, cy, r);
      marker_figure (cr, roles[k], colour, x, cy, 1.5 * r, (int) k == active ? 1.0 : 0.55);
    }
  cairo_restore (cr);
}

void
hg_board_spots_draw (cairo_t            *cr,
                     const HgBoardScene *scene)
{
  const GdkRGBA *colour = &scene->colours[scene->seat % HG_MAX_PLAYERS];
  Marker markers[HG_MAX_ZONES];
  double side = hg_board_render_marker_side (scene->size);
  guint n = get_markers (scene, markers);
  int forward = -1;

  /* the marker that comes forward last, over the others */
  for (guint k = 0; k <= n; k++)
    {
      guint i = k < n ? k : (guint) forward;
      const Marker *m;
      HgRole roles[2];
      int active;

      if (k == n && forward < 0)
        break;
      m = &markers[i];
      active = marker_active (scene, m);
      if (k < n && active >= 0)
        {
          forward = (int) k;
          continue;
        }
      for (guint j = 0; j < m->n; j++)
        roles[j] = scene->spots[m->spots[j]].role;
      hg_board_render_marker (cr, roles, m->n, active, colour, m->x, m->y, side, 2 * forward_radius (scene));
    }
}
