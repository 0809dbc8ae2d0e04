/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-figure-painter.c: tribe members and huts in the players' colours. */

#include "config.h"

#include <math.h>

#include "hg-figure-painter.h"

static const guint32 player_colours[HG_N_PLAYER_COLOURS] = {
  0xe66100,   /* vermilion */
  0x1c71d8,   /* blue */
  0xf5c211,   /* yellow */
  0x813d9c,   /* purple */
  0xffffff,   /* white */
};

void
hg_player_colour (guint    seat,
                  GdkRGBA *out)
{
  guint32 c;

  g_return_if_fail (out != NULL);

  c = player_colours[seat % HG_N_PLAYER_COLOURS];
  out->red = ((c >> 16) & 0xff) / 255.0f;
  out->green = ((c >> 8) & 0xff) / 255.0f;
  out->blue = (c & 0xff) / 255.0f;
  out->alpha = 1.0f;
}

static double
linear (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

void
hg_player_outline_colour (const GdkRGBA *colour,
                          GdkRGBA       *out)
{
  double lum;

  g_return_if_fail (colour != NULL && out != NULL);

  lum = 0.2126 * linear (colour->red) + 0.7152 * linear (colour->green)
        + 0.0722 * linear (colour->blue);
  if (lum < 0.2)
    *out = (GdkRGBA) { 0.965f, 0.96f, 0.955f, 1.0f };
  else
    *out = (GdkRGBA) { 0.14f, 0.12f, 0.19f, 1.0f };
}

/* A standing tribe member, head up, in a box [-0.5,0.5]². */
static void
person_path (cairo_t *cr)
{
  static const double body[][2] = {
    { -0.06, -0.17 }, { -0.17, -0.15 }, { -0.34, -0.05 }, { -0.31, 0.05 },
    { -0.15, -0.01 }, { -0.16, 0.2 }, { -0.23, 0.46 }, { -0.06, 0.46 },
    { 0.0, 0.27 },
  };
  guint n = G_N_ELEMENTS (body);

  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.31, 0.135, 0, 2 * G_PI);
  cairo_close_path (cr);
  cairo_move_to (cr, body[0][0], body[0][1]);
  for (guint i = 1; i < n; i++)
    cairo_line_to (cr, body[i][0], body[i][1]);
  for (guint i = n - 1; i-- > 0;)
    cairo_line_to (cr, -body[i][0], body[i][1]);
  cairo_close_path (cr);
}

static void
hut_path (cairo_t *cr)
{
  cairo_move_to (cr, -0.45, -0.08);
  cairo_line_to (cr, 0, -0.47);
  cairo_line_to (cr, 0.45, -0.08);
  cairo_line_to (cr, 0.33, -0.08);
  cairo_line_to (cr, 0.33, 0.4);
  cairo_line_to (cr, -0.33, 0.4);
  cairo_line_to (cr, -0.33, -0.08);
  cairo_close_path (cr);
}

static void
figure_path (cairo_t *cr,
             HgRole   role)
{
  cairo_new_path (cr);
  if (role == HG_ROLE_HUT)
    hut_path (cr);
  else if (role == HG_ROLE_HUNTER)
    {
      cairo_save (cr);
      cairo_translate (cr, 0, 0.08);
      cairo_rotate (cr, -G_PI / 2);
      person_path (cr);
      cairo_restore (cr);
    }
  else
    person_path (cr);
}

static void
set_rgba (cairo_t       *cr,
          const GdkRGBA *c,
          double         alpha)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha * alpha);
}

/* Small tools that tell the roles apart beyond their posture. */
static void
draw_accent (cairo_t       *cr,
             HgRole         role,
             const GdkRGBA *line,
             double         ow)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  switch (role)
    {
    case HG_ROLE_FISHER:
      /* a fishing spear with a three-pronged head */
      set_rgba (cr, line, 1);
      cairo_set_line_width (cr, 0.05 + 2 * ow);
      cairo_move_to (cr, 0.36, 0.44);
      cairo_line_to (cr, 0.36, -0.34);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0.55, 0.38, 0.2);
      cairo_set_line_width (cr, 0.05);
      cairo_move_to (cr, 0.36, 0.44);
      cairo_line_to (cr, 0.36, -0.34);
      cairo_stroke (cr);
      set_rgba (cr, line, 1);
      cairo_set_line_width (cr, 0.035);
      cairo_move_to (cr, 0.28, -0.46);
      cairo_line_to (cr, 0.28, -0.34);
      cairo_line_to (cr, 0.44, -0.34);
      cairo_line_to (cr, 0.44, -0.46);
      cairo_move_to (cr, 0.36, -0.34);
      cairo_line_to (cr, 0.36, -0.49);
      cairo_stroke (cr);
      break;

    case HG_ROLE_GATHERER:
      /* a basket on the arm */
      set_rgba (cr, line, 1);
      cairo_set_line_width (cr, 0.035);
      cairo_arc (cr, 0.34, 0.1, 0.08, G_PI, 2 * G_PI);
      cairo_stroke (cr);
      cairo_move_to (cr, 0.23, 0.1);
      cairo_line_to (cr, 0.45, 0.1);
      cairo_line_to (cr, 0.41, 0.27);
      cairo_line_to (cr, 0.27, 0.27);
      cairo_close_path (cr);
      set_rgba (cr, line, 1);
      cairo_set_line_width (cr, 2 * ow);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, 0.78, 0.56, 0.28);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.45, 0.3, 0.12);
      cairo_set_line_width (cr, 0.02);
      cairo_move_to (cr, 0.26, 0.16);
      cairo_line_to (cr, 0.42, 0.16);
      cairo_move_to (cr, 0.27, 0.22);
      cairo_line_to (cr, 0.41, 0.22);
      cairo_stroke (cr);
      break;

    case HG_ROLE_HUNTER:
      /* a spear beside the resting hunter */
      set_rgba (cr, line, 1);
      cairo_set_line_width (cr, 0.045 + 2 * ow);
      cairo_move_to (cr, -0.46, -0.22);
      cairo_line_to (cr, 0.4, -0.22);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0.55, 0.38, 0.2);
      cairo_set_line_width (cr, 0.045);
      cairo_move_to (cr, -0.46, -0.22);
      cairo_line_to (cr, 0.4, -0.22);
      cairo_stroke (cr);
      cairo_move_to (cr, 0.38, -0.29);
      cairo_line_to (cr, 0.5, -0.22);
      cairo_line_to (cr, 0.38, -0.15);
      cairo_close_path (cr);
      set_rgba (cr, line, 1);
      cairo_set_line_width (cr, 2 * ow);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, 0.62, 0.6, 0.56);
      cairo_fill (cr);
      break;

    case HG_ROLE_HUT:
      /* thatch and a door, away from the centre */
      set_rgba (cr, line, 0.55);
      cairo_set_line_width (cr, 0.025);
      for (int i = -2; i <= 2; i++)
        {
          cairo_move_to (cr, 0.02 * i, -0.42);
          cairo_line_to (cr, 0.14 * i, -0.12);
        }
      cairo_stroke (cr);
      set_rgba (cr, line, 1);
      cairo_move_to (cr, 0.1, 0.4);
      cairo_line_to (cr, 0.1, 0.22);
      cairo_arc (cr, 0.18, 0.22, 0.08, G_PI, 2 * G_PI);
      cairo_line_to (cr, 0.26, 0.4);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;

    case HG_ROLE_NONE:
    default:
      break;
    }
}

static void shape_path (cairo_t *cr,
                        guint    seat,
                        double   cx,
                        double   cy,
                        double   r);

void
hg_figure_painter_draw (cairo_t       *cr,
                        HgRole         role,
                        const GdkRGBA *colour,
                        double         cx,
                        double         cy,
                        double         size)
{
  GdkRGBA line;
  double ow = 0.045;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (colour != NULL);
  g_return_if_fail (role != HG_ROLE_NONE);
  g_return_if_fail (size > 0);

  hg_player_outline_colour (colour, &line);

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, size, size);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* soft shadow */
  cairo_save (cr);
  cairo_translate (cr, 0.05, 0.06);
  figure_path (cr, role);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_set_line_width (cr, 4 * ow);
  cairo_stroke_preserve (cr);
  cairo_fill (cr);

  if (role == HG_ROLE_FISHER || role == HG_ROLE_HUNTER)
    draw_accent (cr, role, &line, ow);

  figure_path (cr, role);
  set_rgba (cr, &line, 1);
  cairo_set_line_width (cr, 2 * ow);
  cairo_stroke_preserve (cr);
  set_rgba (cr, colour, 1);
  cairo_fill (cr);

  if (role == HG_ROLE_GATHERER || role == HG_ROLE_HUT)
    draw_accent (cr, role, &line, ow);

  cairo_restore (cr);
}

void
hg_figure_painter_draw_for_seat (cairo_t       *cr,
                                 HgRole         role,
                                 guint          seat,
                                 const GdkRGBA *colour,
                                 double         cx,
                                 double         cy,
                                 double         size)
{
  GdkRGBA line;
  double mx, my;

  hg_figure_painter_draw (cr, role, colour, cx, cy, size);
  g_return_if_fail (cr != NULL && colour != NULL && role != HG_ROLE_NONE && size > 0);

  /* the mark on the body, clear of the centre and of the door: upright
   * whatever the posture, so that its shape reads the same */
  if (role == HG_ROLE_HUT)
    mx = -0.15, my = 0.2;
  else if (role == HG_ROLE_HUNTER)
    mx = 0.16, my = 0.08;
  else
    mx = 0, my = 0.16;
  hg_player_outline_colour (colour, &line);
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  shape_path (cr, seat, mx, my, 0.12);
  set_rgba (cr, &line, 1);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* Seat marks ------------------------------------------------------------ */

static void
shape_path (cairo_t *cr,
            guint    seat,
            double   cx,
            double   cy,
            double   r)
{
  switch (seat % 5)
    {
    case 0:   /* circle */
      cairo_arc (cr, cx, cy, r * 0.9, 0, 2 * G_PI);
      break;
    case 1:   /* square */
      cairo_rectangle (cr, cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6);
      break;
    case 2:   /* triangle */
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r, cy + r * 0.8);
      cairo_line_to (cr, cx - r, cy + r * 0.8);
      break;
    case 3:   /* diamond */
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r, cy);
      cairo_line_to (cr, cx, cy + r);
      cairo_line_to (cr, cx - r, cy);
      break;
    default:  /* star */
      for (guint i = 0; i < 10; i++)
        {
          double a = -G_PI / 2 + i * G_PI / 5;
          double rr = (i % 2 == 0) ? r : r * 0.45;

          if (i == 0)
            cairo_move_to (cr, cx + rr * cos (a), cy + rr * sin (a));
          else
            cairo_line_to (cr, cx + rr * cos (a), cy + rr * sin (a));
        }
      break;
    }
  cairo_close_path (cr);
}

void
hg_figure_painter_get_extents (HgRole  role,
                               double *x1,
                               double *y1,
                               double *x2,
                               double *y2)
{
  static double boxes[HG_ROLE_HUT + 1][4];
  static gsize measured;

  g_return_if_fail (role > HG_ROLE_NONE && role <= HG_ROLE_HUT);
  g_return_if_fail (x1 != NULL && y1 != NULL && x2 != NULL && y2 != NULL);

  /* measured once, by drawing every figure on a recording surface */
  if (g_once_init_enter (&measured))
    {
      for (guint r = HG_ROLE_GATHERER; r <= HG_ROLE_HUT; r++)
        {
          cairo_surface_t *rec = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
          cairo_t *cr = cairo_create (rec);
          GdkRGBA colour = { 0.5f, 0.5f, 0.5f, 1.0f };
          double x, y, w, h;

          hg_figure_painter_draw (cr, r, &colour, 0, 0, 100);
          cairo_destroy (cr);
          cairo_recording_surface_ink_extents (rec, &x, &y, &w, &h);
          cairo_surface_destroy (rec);
          boxes[r][0] = x / 100;
          boxes[r][1] = y / 100;
          boxes[r][2] = (x + w) / 100;
          boxes[r][3] = (y + h) / 100;
        }
      g_once_init_leave (&measured, 1);
    }

  *x1 = boxes[role][0];
  *y1 = boxes[role][1];
  *x2 = boxes[role][2];
  *y2 = boxes[role][3];
}

void
hg_player_swatch_draw (cairo_t       *cr,
                       guint          seat,
                       const GdkRGBA *colour,
                       double         cx,
                       double         cy,
                       double         size)
{
  GdkRGBA outline;
  double r = size * 0.42;

  g_return_if_fail (cr != NULL && colour != NULL);

  hg_player_outline_colour (colour, &outline);
  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  shape_path (cr, seat, cx, cy, r);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_fill_preserve (cr);
  /* A dark outline for light colours (white, yellow) and the reverse, so
   * the mark stands on any background. */
  gdk_cairo_set_source_rgba (cr, &outline);
  cairo_set_line_width (cr, MAX (1.5, size * 0.07));
  cairo_stroke (cr);
  cairo_restore (cr);
}
