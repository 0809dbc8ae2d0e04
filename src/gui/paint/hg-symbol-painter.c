/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-symbol-painter.c: animal silhouettes and symbols.
 *
 * Every picture is drawn in a box [-0.5,0.5]² facing left, twice: first
 * every part widened in the dark outline colour, then the parts in their
 * own colours, so that touching parts share one outline.
 */

#include "config.h"

#include <math.h>

#include "hg-symbol-painter.h"

typedef struct {
  cairo_t  *cr;
  gboolean  outline;
  double    ow;
} Pen;

static void
rgb (cairo_t *cr,
     guint32  hex)
{
  cairo_set_source_rgb (cr, ((hex >> 16) & 0xff) / 255.0,
                        ((hex >> 8) & 0xff) / 255.0, (hex & 0xff) / 255.0);
}

static void
pen_fill (Pen *p)
{
  if (p->outline)
    {
      cairo_fill_preserve (p->cr);
      cairo_set_line_width (p->cr, 2 * p->ow);
      cairo_set_line_join (p->cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (p->cr);
    }
  else
    cairo_fill (p->cr);
}

static void
ellipse_path (cairo_t *cr,
              double   cx,
              double   cy,
              double   rx,
              double   ry,
              double   angle)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, angle);
  cairo_scale (cr, rx, ry);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
}

static void
ellipse (Pen    *p,
         double  cx,
         double  cy,
         double  rx,
         double  ry,
         double  angle)
{
  ellipse_path (p->cr, cx, cy, rx, ry, angle);
  pen_fill (p);
}

static void
limb (Pen    *p,
      double  x1,
      double  y1,
      double  x2,
      double  y2,
      double  w)
{
  cairo_move_to (p->cr, x1, y1);
  cairo_line_to (p->cr, x2, y2);
  cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (p->cr, w + (p->outline ? 2 * p->ow : 0));
  cairo_stroke (p->cr);
}

static void
curve_limb (Pen    *p,
            double  x1,
            double  y1,
            double  x2,
            double  y2,
            double  x3,
            double  y3,
            double  x4,
            double  y4,
            double  w)
{
  cairo_move_to (p->cr, x1, y1);
  cairo_curve_to (p->cr, x2, y2, x3, y3, x4, y4);
  cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (p->cr, w + (p->outline ? 2 * p->ow : 0));
  cairo_stroke (p->cr);
}

/* Deer: slender brown body, white tail, branching antlers. */
static void
deer (Pen *p)
{
  cairo_t *cr = p->cr;
  static const double legs[4][4] = {
    { -0.16, 0.12, -0.19, 0.46 }, { -0.07, 0.14, -0.04, 0.46 },
    { 0.17, 0.12, 0.13, 0.46 }, { 0.26, 0.1, 0.29, 0.46 },
  };

  if (p->outline)
    rgb (cr, 0x3b2414);
  else
    rgb (cr, 0x9c6433);
  for (guint i = 0; i < 4; i++)
    limb (p, legs[i][0], legs[i][1], legs[i][2], legs[i][3], 0.05);
  ellipse (p, 0.05, 0.07, 0.28, 0.13, 0.05);
  /* neck and head */
  cairo_move_to (cr, -0.2, 0.04);
  cairo_line_to (cr, -0.3, -0.2);
  cairo_line_to (cr, -0.18, -0.22);
  cairo_line_to (cr, -0.06, 0.0);
  cairo_close_path (cr);
  pen_fill (p);
  ellipse (p, -0.31, -0.2, 0.11, 0.065, 0.35);
  ellipse (p, -0.19, -0.27, 0.06, 0.03, -0.6);

  /* antlers */
  if (p->outline)
    rgb (cr, 0x3b2414);
  else
    rgb (cr, 0xeadbb8);
  curve_limb (p, -0.25, -0.26, -0.22, -0.36, -0.28, -0.42, -0.36, -0.47, 0.035);
  limb (p, -0.235, -0.34, -0.14, -0.43, 0.03);
  limb (p, -0.27, -0.41, -0.22, -0.49, 0.028);
  curve_limb (p, -0.29, -0.26, -0.33, -0.33, -0.4, -0.36, -0.46, -0.35, 0.03);
  limb (p, -0.37, -0.345, -0.41, -0.44, 0.026);

  if (!p->outline)
    {
      rgb (cr, 0xf6f0e0);
      ellipse_path (cr, 0.31, -0.02, 0.045, 0.03, -0.5);
      cairo_fill (cr);
      rgb (cr, 0xc99763);
      ellipse_path (cr, 0.04, 0.13, 0.18, 0.05, 0.05);
      cairo_fill (cr);
      rgb (cr, 0x1a0f08);
      cairo_arc (cr, -0.33, -0.22, 0.018, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

/* Tiger: orange cat with black stripes and a raised tail. */
static void
tiger (Pen *p)
{
  cairo_t *cr = p->cr;

  if (p->outline)
    rgb (cr, 0x2a1708);
  else
    rgb (cr, 0xee8a26);
  limb (p, -0.18, 0.12, -0.2, 0.44, 0.075);
  limb (p, -0.06, 0.14, -0.06, 0.44, 0.075);
  limb (p, 0.18, 0.12, 0.16, 0.44, 0.075);
  limb (p, 0.29, 0.1, 0.31, 0.44, 0.075);
  curve_limb (p, 0.34, 0.02, 0.48, -0.02, 0.44, -0.24, 0.36, -0.3, 0.05);
  ellipse (p, 0.05, 0.07, 0.32, 0.14, 0.0);
  ellipse (p, -0.3, -0.06, 0.14, 0.13, 0.0);
  ellipse (p, -0.38, -0.17, 0.045, 0.05, -0.3);
  ellipse (p, -0.21, -0.18, 0.045, 0.05, 0.3);

  if (p->outline)
    return;

  /* stripes, clipped to the body and the head */
  rgb (cr, 0x1e1208);
  cairo_save (cr);
  ellipse_path (cr, 0.05, 0.07, 0.32, 0.14, 0.0);
  cairo_clip (cr);
  cairo_set_line_width (cr, 0.04);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < 5; i++)
    {
      double x = -0.18 + i * 0.1;

      cairo_move_to (cr, x, -0.1);
      cairo_curve_to (cr, x + 0.04, -0.02, x - 0.03, 0.04, x + 0.01, 0.12);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
  cairo_set_line_width (cr, 0.03);
  cairo_move_to (cr, 0.41, -0.1);
  cairo_line_to (cr, 0.46, -0.08);
  cairo_move_to (cr, 0.39, -0.2);
  cairo_line_to (cr, 0.44, -0.19);
  cairo_move_to (cr, -0.3, -0.17);
  cairo_line_to (cr, -0.3, -0.11);
  cairo_stroke (cr);
  /* white muzzle and eyes */
  rgb (cr, 0xfaf4e8);
  ellipse_path (cr, -0.36, 0.0, 0.07, 0.05, 0.0);
  cairo_fill (cr);
  rgb (cr, 0x1e1208);
  cairo_arc (cr, -0.36, -0.08, 0.02, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, -0.25, -0.08, 0.02, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, -0.4, -0.01, 0.022, 0, 2 * G_PI);
  cairo_fill (cr);
}

/* Mammoth: big domed body, thick legs, trunk and white curved tusk. */
static void
mammoth (Pen *p)
{
  cairo_t *cr = p->cr;

  if (p->outline)
    rgb (cr, 0x2a1a10);
  else
    rgb (cr, 0x85593a);
  limb (p, -0.16, 0.1, -0.17, 0.43, 0.11);
  limb (p, -0.02, 0.12, -0.01, 0.43, 0.11);
  limb (p, 0.18, 0.1, 0.18, 0.43, 0.11);
  limb (p, 0.3, 0.08, 0.31, 0.43, 0.11);
  /* body with a hump over the shoulders */
  cairo_move_to (cr, -0.3, 0.16);
  cairo_curve_to (cr, -0.36, -0.18, -0.2, -0.36, -0.02, -0.3);
  cairo_curve_to (cr, 0.2, -0.26, 0.42, -0.16, 0.4, 0.06);
  cairo_curve_to (cr, 0.39, 0.18, 0.3, 0.2, 0.1, 0.2);
  cairo_close_path (cr);
  pen_fill (p);
  ellipse (p, -0.3, -0.12, 0.14, 0.16, 0.2);
  curve_limb (p, -0.38, -0.06, -0.47, 0.08, -0.44, 0.3, -0.35, 0.37, 0.075);

  if (p->outline)
    rgb (cr, 0x2a1a10);
  else
    rgb (cr, 0xf7f0dc);
  curve_limb (p, -0.33, 0.04, -0.33, 0.2, -0.47, 0.24, -0.5, 0.1, 0.042);

  if (p->outline)
    return;
  /* ear, fur and eye */
  rgb (cr, 0x6a4329);
  ellipse_path (cr, -0.2, -0.1, 0.07, 0.11, 0.1);
  cairo_fill (cr);
  rgb (cr, 0x5a3820);
  cairo_set_line_width (cr, 0.02);
  for (guint i = 0; i < 5; i++)
    {
      double x = -0.05 + i * 0.09;

      cairo_move_to (cr, x, -0.2 + 0.01 * i);
      cairo_line_to (cr, x - 0.02, -0.12 + 0.01 * i);
    }
  cairo_stroke (cr);
  rgb (cr, 0x140c06);
  cairo_arc (cr, -0.35, -0.14, 0.02, 0, 2 * G_PI);
  cairo_fill (cr);
}

/* Aurochs: a dark wild bull with long pale horns curving up. */
static void
aurochs (Pen *p)
{
  cairo_t *cr = p->cr;

  if (p->outline)
    rgb (cr, 0x140b06);
  else
    rgb (cr, 0x4e3120);
  limb (p, -0.15, 0.14, -0.16, 0.45, 0.07);
  limb (p, -0.03, 0.15, -0.02, 0.45, 0.07);
  limb (p, 0.2, 0.14, 0.19, 0.45, 0.07);
  limb (p, 0.3, 0.12, 0.32, 0.45, 0.07);
  curve_limb (p, 0.36, 0.0, 0.43, 0.06, 0.42, 0.16, 0.44, 0.26, 0.03);
  ellipse (p, 0.08, 0.08, 0.3, 0.15, 0.0);
  ellipse (p, -0.11, 0.0, 0.19, 0.19, 0.0);
  ellipse (p, -0.33, 0.08, 0.1, 0.13, 0.5);

  if (p->outline)
    rgb (cr, 0x140b06);
  else
    rgb (cr, 0xf1e6c8);
  curve_limb (p, -0.3, -0.02, -0.2, -0.12, -0.2, -0.3, -0.3, -0.36, 0.04);
  curve_limb (p, -0.38, -0.02, -0.48, -0.1, -0.5, -0.26, -0.42, -0.34, 0.04);

  if (p->outline)
    return;
  rgb (cr, 0xa98a6c);
  ellipse_path (cr, -0.39, 0.17, 0.05, 0.035, 0.5);
  cairo_fill (cr);
  rgb (cr, 0xf1e6c8);
  cairo_arc (cr, -0.36, 0.04, 0.022, 0, 2 * G_PI);
  cairo_fill (cr);
  rgb (cr, 0x2e1c12);
  cairo_arc (cr, 0.44, 0.26, 0.03, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
flame_path (cairo_t *cr,
            double   s,
            double   dy)
{
  cairo_move_to (cr, 0.02 * s, -0.48 * s + dy);
  cairo_curve_to (cr, 0.34 * s, -0.2 * s + dy, 0.3 * s, 0.22 * s + dy, 0, 0.24 * s + dy);
  cairo_curve_to (cr, -0.3 * s, 0.22 * s + dy, -0.32 * s, -0.08 * s + dy, -0.12 * s, -0.2 * s + dy);
  cairo_curve_to (cr, -0.1 * s, -0.08 * s + dy, -0.04 * s, -0.1 * s + dy, -0.02 * s, -0.16 * s + dy);
  cairo_curve_to (cr, 0.04 * s, -0.28 * s + dy, 0.06 * s, -0.36 * s + dy, 0.02 * s, -0.48 * s + dy);
  cairo_close_path (cr);
}

/* Fire: a flame over two crossed logs. */
static void
fire (Pen *p)
{
  cairo_t *cr = p->cr;

  if (p->outline)
    rgb (cr, 0x3d1505);
  else
    rgb (cr, 0x8a5a32);
  limb (p, -0.32, 0.42, 0.3, 0.24, 0.1);
  limb (p, -0.3, 0.24, 0.32, 0.42, 0.1);
  if (p->outline)
    rgb (cr, 0x3d1505);
  else
    rgb (cr, 0xe24a12);
  flame_path (cr, 1.0, 0.02);
  pen_fill (p);
  if (p->outline)
    return;
  rgb (cr, 0xf8c630);
  flame_path (cr, 0.62, 0.12);
  cairo_fill (cr);
  rgb (cr, 0xfdf0a0);
  flame_path (cr, 0.3, 0.18);
  cairo_fill (cr);
}

/* Sacred circle: a ring of standing stones round a pale floor. */
static void
sacred (Pen *p)
{
  cairo_t *cr = p->cr;
  const guint n = 8;

  if (!p->outline)
    {
      cairo_set_source_rgba (cr, 0.95, 0.9, 0.72, 0.9);
      ellipse_path (cr, 0, 0.06, 0.36, 0.27, 0);
      cairo_fill (cr);
      cairo_set_source_rgba (cr, 0.55, 0.45, 0.3, 0.8);
      cairo_set_line_width (cr, 0.03);
      ellipse_path (cr, 0, 0.06, 0.12, 0.08, 0);
      cairo_stroke (cr);
    }
  /* back stones first, so that the front ones stand before them */
  for (guint k = 0; k < n; k++)
    {
      guint i = (k % 2) ? n - 1 - k / 2 : k / 2;  /* order by height */
      double a = -G_PI / 2 + 2 * G_PI * i / n;
      double x = 0.36 * cos (a), y = 0.03 + 0.27 * sin (a);
      double h = 0.12 + 0.03 * sin (a);

      if (p->outline)
        rgb (cr, 0x26231f);
      else
        rgb (cr, i % 2 ? 0x9a958c : 0xb4afa6);
      cairo_move_to (cr, x - 0.055, y + 0.02);
      cairo_line_to (cr, x - 0.05, y - h);
      cairo_curve_to (cr, x - 0.04, y - h - 0.05, x + 0.04, y - h - 0.05, x + 0.05, y - h);
      cairo_line_to (cr, x + 0.055, y + 0.02);
      cairo_close_path (cr);
      pen_fill (p);
      if (!p->outline)
        {
          cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
          cairo_rectangle (cr, x - 0.035, y - h + 0.0, 0.025, h * 0.7);
          cairo_fill (cr);
        }
    }
}

/* Gold nugget: a yellow faceted stone. */
static void
gold (Pen *p)
{
  cairo_t *cr = p->cr;
  static const double pts[][2] = {
    { -0.42, 0.1 }, { -0.3, -0.22 }, { 0.02, -0.38 }, { 0.34, -0.24 },
    { 0.44, 0.08 }, { 0.22, 0.36 }, { -0.2, 0.34 },
  };

  cairo_move_to (cr, pts[0][0], pts[0][1]);
  for (guint i = 1; i < G_N_ELEMENTS (pts); i++)
    cairo_line_to (cr, pts[i][0], pts[i][1]);
  cairo_close_path (cr);
  if (p->outline)
    rgb (cr, 0x4a3300);
  else
    rgb (cr, 0xf5c211);
  pen_fill (p);
  if (p->outline)
    return;

  /* facets: a bright top, a darker side */
  rgb (cr, 0xfbe77a);
  cairo_move_to (cr, -0.3, -0.22);
  cairo_line_to (cr, 0.02, -0.38);
  cairo_line_to (cr, 0.34, -0.24);
  cairo_line_to (cr, 0.06, -0.04);
  cairo_close_path (cr);
  cairo_fill (cr);
  rgb (cr, 0xc88a06);
  cairo_move_to (cr, 0.06, -0.04);
  cairo_line_to (cr, 0.44, 0.08);
  cairo_line_to (cr, 0.22, 0.36);
  cairo_close_path (cr);
  cairo_fill (cr);
  rgb (cr, 0x8a6000);
  cairo_set_line_width (cr, 0.025);
  cairo_move_to (cr, -0.42, 0.1);
  cairo_line_to (cr, 0.06, -0.04);
  cairo_line_to (cr, -0.2, 0.34);
  cairo_move_to (cr, 0.06, -0.04);
  cairo_line_to (cr, 0.22, 0.36);
  cairo_stroke (cr);
  /* sparkle */
  rgb (cr, 0xffffff);
  cairo_move_to (cr, -0.08, -0.3);
  cairo_line_to (cr, -0.05, -0.22);
  cairo_line_to (cr, 0.03, -0.19);
  cairo_line_to (cr, -0.05, -0.16);
  cairo_line_to (cr, -0.08, -0.08);
  cairo_line_to (cr, -0.11, -0.16);
  cairo_line_to (cr, -0.19, -0.19);
  cairo_line_to (cr, -0.11, -0.22);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
mushroom (Pen    *p,
          double  x,
          double  y,
          double  s)
{
  cairo_t *cr = p->cr;

  if (p->outline)
    rgb (cr, 0x3a0c0c);
  else
    rgb (cr, 0xf6f1e6);
  cairo_rectangle (cr, x - 0.07 * s, y - 0.05 * s, 0.14 * s, 0.38 * s);
  pen_fill (p);
  if (p->outline)
    rgb (cr, 0x3a0c0c);
  else
    rgb (cr, 0xe01b24);
  cairo_move_to (cr, x - 0.3 * s, y);
  cairo_curve_to (cr, x - 0.3 * s, y - 0.36 * s, x + 0.3 * s, y - 0.36 * s, x + 0.3 * s, y);
  cairo_close_path (cr);
  pen_fill (p);
  if (p->outline)
    return;
  rgb (cr, 0xffffff);
  cairo_arc (cr, x - 0.12 * s, y - 0.1 * s, 0.045 * s, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, x + 0.08 * s, y - 0.17 * s, 0.05 * s, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, x + 0.17 * s, y - 0.05 * s, 0.035 * s, 0, 2 * G_PI);
  cairo_fill (cr);
}

/* Mushrooms: two red caps with white dots. */
static void
mushrooms (Pen *p)
{
  mushroom (p, -0.15, -0.02, 1.1);
  mushroom (p, 0.24, 0.12, 0.8);
}

/* Volcano: a grey-brown cone with glowing lava and a puff of smoke. */
static void
volcano (Pen *p)
{
  cairo_t *cr = p->cr;

  if (!p->outline)
    {
      cairo_set_source_rgba (cr, 0.55, 0.53, 0.5, 0.85);
      cairo_arc (cr, 0.06, -0.33, 0.08, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, 0.16, -0.42, 0.07, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, -0.02, -0.44, 0.06, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_move_to (cr, -0.48, 0.4);
  cairo_curve_to (cr, -0.3, 0.2, -0.2, -0.05, -0.13, -0.2);
  cairo_line_to (cr, 0.13, -0.2);
  cairo_curve_to (cr, 0.2, -0.05, 0.3, 0.2, 0.48, 0.4);
  cairo_close_path (cr);
  if (p->outline)
    rgb (cr, 0x241a14);
  else
    rgb (cr, 0x6e5848);
  pen_fill (p);
  if (p->outline)
    return;
  rgb (cr, 0x8a7260);
  cairo_move_to (cr, -0.05, -0.2);
  cairo_curve_to (cr, -0.1, 0.0, -0.25, 0.25, -0.38, 0.4);
  cairo_line_to (cr, -0.48, 0.4);
  cairo_curve_to (cr, -0.3, 0.2, -0.2, -0.05, -0.13, -0.2);
  cairo_close_path (cr);
  cairo_fill (cr);
  rgb (cr, 0xf66151);
  ellipse_path (cr, 0, -0.2, 0.13, 0.04, 0);
  cairo_fill (cr);
  rgb (cr, 0xe66100);
  cairo_set_line_width (cr, 0.05);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, 0.05, -0.19);
  cairo_curve_to (cr, 0.08, -0.05, 0.02, 0.02, 0.07, 0.12);
  cairo_move_to (cr, -0.06, -0.19);
  cairo_curve_to (cr, -0.09, -0.1, -0.06, -0.04, -0.1, 0.02);
  cairo_stroke (cr);
}

/* Fish: a small dark fish with a forked tail. */
static void
fish (Pen *p)
{
  cairo_t *cr = p->cr;

  if (p->outline)
    rgb (cr, 0x0b2748);
  else
    rgb (cr, 0x2a5f9a);
  cairo_move_to (cr, 0.22, 0.0);
  cairo_line_to (cr, 0.48, -0.2);
  cairo_line_to (cr, 0.44, 0.0);
  cairo_line_to (cr, 0.48, 0.2);
  cairo_close_path (cr);
  pen_fill (p);
  ellipse (p, -0.05, 0, 0.33, 0.17, 0);
  if (!p->outline)
    {
      rgb (cr, 0xffffff);
      cairo_arc (cr, -0.24, -0.03, 0.04, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

void
hg_symbol_painter_draw (cairo_t  *cr,
                        HgSymbol  kind,
                        double    cx,
                        double    cy,
                        double    size,
                        double    outline)
{
  static void (* const painters[HG_N_SYMBOLS]) (Pen *) = {
    [HG_SYMBOL_DEER] = deer,
    [HG_SYMBOL_TIGER] = tiger,
    [HG_SYMBOL_MAMMOTH] = mammoth,
    [HG_SYMBOL_AUROCHS] = aurochs,
    [HG_SYMBOL_FIRE] = fire,
    [HG_SYMBOL_SACRED] = sacred,
    [HG_SYMBOL_GOLD] = gold,
    [HG_SYMBOL_MUSHROOMS] = mushrooms,
    [HG_SYMBOL_VOLCANO] = volcano,
    [HG_SYMBOL_FISH] = fish,
  };
  Pen pen = { cr, TRUE, outline / size };

  g_return_if_fail (cr != NULL);
  g_return_if_fail (kind < HG_N_SYMBOLS);

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  painters[kind] (&pen);
  pen.outline = FALSE;
  painters[kind] (&pen);
  cairo_restore (cr);
}

/* The outline of the pictures on the tiles, as a share of their size, at
 * the thickest (small pictures on small tiles). */
#define EXTENTS_OUTLINE 0.06

void
hg_symbol_painter_get_extents (HgSymbol  kind,
                               double   *x1,
                               double   *y1,
                               double   *x2,
                               double   *y2)
{
  static double boxes[HG_N_SYMBOLS][4];
  static gsize measured;

  g_return_if_fail (kind < HG_N_SYMBOLS);
  g_return_if_fail (x1 != NULL && y1 != NULL && x2 != NULL && y2 != NULL);

  /* measured once, by drawing every picture on a recording surface */
  if (g_once_init_enter (&measured))
    {
      for (guint k = 0; k < HG_N_SYMBOLS; k++)
        {
          cairo_surface_t *rec = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
          cairo_t *cr = cairo_create (rec);
          double x, y, w, h;

          hg_symbol_painter_draw (cr, k, 0, 0, 100, 100 * EXTENTS_OUTLINE);
          cairo_destroy (cr);
          cairo_recording_surface_ink_extents (rec, &x, &y, &w, &h);
          cairo_surface_destroy (rec);
          boxes[k][0] = x / 100;
          boxes[k][1] = y / 100;
          boxes[k][2] = (x + w) / 100;
          boxes[k][3] = (y + h) / 100;
        }
      g_once_init_leave (&measured, 1);
    }

  *x1 = boxes[kind][0];
  *y1 = boxes[kind][1];
  *x2 = boxes[kind][2];
  *y2 = boxes[kind][3];
}
