/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-animation.c: the board view's motion (hg-board-animation.h).
 *
 * Everything is a function of time: a move records when its tile, its
 * figure, the view and its points start and end, one tick callback on
 * the widget's frame clock redraws while any of it runs, and each frame's
 * scene is worked out from the frame time.  Nothing here changes the
 * game; the board shows the state as it is, only drawn differently for a
 * moment. */

#include "config.h"

#include <math.h>

#include "hg-board-animation.h"
#include "hg-board-render-private.h"
#include "hg-board-view-private.h"

#define GLOW_MS 1800

typedef struct {
  HgZoneRef *zones;
  guint      n_zones;
  guint8     seats;
  guint      points;
  gint64     start;        /* monotonic µs */
  gint64     end;
} HgMotionScore;

struct _HgBoardMotion
{
  double         speed;         /* 1: normal; durations are multiplied */
  gboolean       animate;       /* the person's setting, when it started */
  guint          tick;
  guint          expire_id;     /* without animations: when scores go */

  /* the tile of the last move flying in */
  gboolean       moving;
  HgPlacement    tile;
  double         from_wx, from_wy;  /* its top-left at the start, widget */
  gint64         move_start, move_end;

  /* its figure dropping, and staying a little if it went home at once */
  gboolean       dropping;
  HgFigure       figure;
  gint64         drop_start, drop_end, figure_end;

  /* the view following the board: the camera's glide, along
   * libadwaita's ease-out curve */
  AdwAnimation  *glide;

  /* the glow of the newest tile */
  gint64         glow_start, glow_end;

  GArray        *scores;        /* HgMotionScore */
  GArray        *frame_scores;  /* HgBoardScore, for the scene */
};

static gint64
now_us (HgBoardView *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  /* The frame being drawn, so that every part of a frame agrees. */
  return clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
}

static gint64
scaled_us (HgBoardView *self,
           guint        ms)
{
  return (gint64) (ms * self->motion->speed * G_TIME_SPAN_MILLISECOND);
}

static double
progress (gint64 now,
          gint64 start,
          gint64 end)
{
  if (end <= start || now >= end)
    return 1.0;
  if (now <= start)
    return 0.0;
  return (double) (now - start) / (double) (end - start);
}

static double
ease_out_cubic (double t)
{
  double u = 1.0 - t;

  return 1.0 - u * u * u;
}

/* Slow off, fast across, gently down: the whole path can be followed. */
static double
ease_in_out_cubic (double t)
{
  return t < 0.5 ? 4 * t * t * t : 1.0 - pow (-2.0 * t + 2.0, 3.0) / 2.0;
}

/* A figure landing: falls, then one small bounce. */
static double
ease_out_bounce (double t)
{
  if (t < 0.7)
    return (t / 0.7) * (t / 0.7);
  t = (t - 0.85) / 0.15;
  return 1.0 - 0.06 * (1.0 - t * t);
}

static gboolean
animations_enabled (HgBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static void
score_clear (gpointer data)
{
  HgMotionScore *score = data;

  g_clear_pointer (&score->zones, g_free);
}

/* When the last of it ends. */
static gint64
motion_end (HgBoardMotion *m)
{
  gint64 end = 0;

  if (m->moving)
    end = MAX (end, m->move_end);
  if (m->dropping)
    end = MAX (end, m->figure_end);
  end = MAX (end, m->glow_end);
  for (guint i = 0; i < m->scores->len; i++)
    end = MAX (end, g_array_index (m->scores, HgMotionScore, i).end);
  return end;
}

/* Drops what has ended. */
static void
expire (HgBoardView *self,
        gint64       now)
{
  HgBoardMotion *m = self->motion;

  if (m->moving && now >= m->move_end)
    m->moving = FALSE;
  if (m->dropping && now >= m->figure_end)
    m->dropping = FALSE;
  for (guint i = m->scores->len; i > 0; i--)
    if (now >= g_array_index (m->scores, HgMotionScore, i - 1).end)
      g_array_remove_index (m->scores, i - 1);
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  HgBoardView *self = (HgBoardView *) widget;
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  expire (self, now);
  gtk_widget_queue_draw (widget);
  if (now >= motion_end (self->motion))
    {
      self->motion->tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
expire_cb (gpointer user_data)
{
  HgBoardView *self = user_data;

  self->motion->expire_id = 0;
  expire (self, g_get_monotonic_time ());
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (motion_end (self->motion) > g_get_monotonic_time ())
    self->motion->expire_id = g_timeout_add (50, expire_cb, self);
  return G_SOURCE_REMOVE;
}

/* Redraws every frame while something moves; without animations, once
 * now and once when the points standing on the board go. */
static void
run (HgBoardView *self)
{
  HgBoardMotion *m = self->motion;

  if (m->animate)
    {
      if (m->tick == 0)
        m->tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
    }
  else if (m->expire_id == 0 && m->scores->len > 0)
    {
      gint64 left = motion_end (m) - g_get_monotonic_time ();

      m->expire_id = g_timeout_add ((guint) MAX (1, left / 1000), expire_cb, self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
glide_value_cb (double   value,
                gpointer user_data)
{
  HgBoardView *self = user_data;

  hg_board_camera_set_progress (self->camera, value);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The glide ended (or was cut short): the tiles were drawn scaled while
 * the view zoomed; they are wanted at the new size. */
static void
glide_done_cb (HgBoardView *self)
{
  hg_board_camera_end_glide (self->camera);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The glide stops where it is going: the view is there at once. */
static void
end_glide (HgBoardView *self)
{
  adw_animation_reset (self->motion->glide);
  glide_done_cb (self);
}

/* The camera glides from where the view was to where it is now. */
static void
start_glide (HgBoardView *self)
{
  AdwAnimation *glide = self->motion->glide;

  adw_animation_reset (glide);
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (glide),
                                    (guint) (HG_BOARD_SLIDE_MS * self->motion->speed));
  hg_board_camera_set_progress (self->camera, 0.0);
  adw_animation_play (glide);
}

/* The view's motion ------------------------------------------------------ */

HgBoardMotion *
hg_board_motion_new (HgBoardView *self)
{
  HgBoardMotion *m = g_new0 (HgBoardMotion, 1);

  m->speed = 1.0;
  m->scores = g_array_new (FALSE, TRUE, sizeof (HgMotionScore));
  g_array_set_clear_func (m->scores, score_clear);
  m->frame_scores = g_array_new (FALSE, TRUE, sizeof (HgBoardScore));
  m->glide = adw_timed_animation_new (GTK_WIDGET (self), 0.0, 1.0, HG_BOARD_SLIDE_MS,
                                      adw_callback_animation_target_new (glide_value_cb, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (m->glide), ADW_EASE_OUT_CUBIC);
  g_signal_connect_swapped (m->glide, "done", G_CALLBACK (glide_done_cb), self);
  return m;
}

void
hg_board_motion_stop (HgBoardView *self)
{
  HgBoardMotion *m = self->motion;

  if (m->tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), m->tick);
      m->tick = 0;
    }
  g_clear_handle_id (&m->expire_id, g_source_remove);
  m->moving = FALSE;
  m->dropping = FALSE;
  m->glow_end = 0;
  g_array_set_size (m->scores, 0);
  /* the view goes where it glides to at once */
  if (hg_board_camera_get_gliding (self->camera))
    end_glide (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hg_board_motion_clear (HgBoardView *self)
{
  HgBoardMotion *m = self->motion;

  if (m->scores == NULL)
    return;
  hg_board_motion_stop (self);
  if (m->glide != NULL)
    g_signal_handlers_disconnect_by_func (m->glide, glide_done_cb, self);
  g_clear_object (&m->glide);
  g_clear_pointer (&m->scores, g_array_unref);
  g_clear_pointer (&m->frame_scores, g_array_unref);
}

void
hg_board_motion_move (HgBoardView  *self,
                      const HgMove *move,
                      guint         seat,
                      gboolean      own,
                      double        old_cx,
                      double        old_cy,
                      double        old_size)
{
  HgBoardMotion *m = self->motion;
  const HgState *state = hg_game_get_state (self->game);
  gint64 now = now_us (self);
  gint64 landed = now;
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  HgBoardCamera *camera = hg_board_view_camera (self);
  double size = hg_board_camera_step_size (hg_board_camera_get_zoom (camera));
  double cx, cy;

  /* a new move ends the last one's motion, points and all */
  hg_board_motion_stop (self);
  m->animate = animations_enabled (self);
  if (!m->animate)
    return;

  /* The view follows the board (or comes back from a tile zoomed to): it
   * goes there smoothly while the tile flies in (for the person's own
   * move as well). */
  hg_board_camera_get_centre (camera, &cx, &cy);
  if (fabs (old_cx - cx) > 1e-6 || fabs (old_cy - cy) > 1e-6 || fabs (old_size - size) > 1e-6)
    {
      hg_board_camera_start_glide (camera, old_cx, old_cy, old_size);
      start_glide (self);
    }

  if (!own && hg_state_get_n_placed (state) > 1)
    {
      HgPlacement p;
      double py;

      hg_state_get_placed (state, hg_state_get_n_placed (state) - 1, &p);
      m->moving = TRUE;
      m->tile = p;
      /* from beyond the edge of the view on the side panel's side, at
       * the height of its square as the view is now */
      hg_board_camera_to_screen (camera, p.x, p.y, NULL, &py, NULL);
      m->from_wx = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL
                   ? -1.2 * size : w + 0.2 * size;
      m->from_wy = py;
      m->move_start = now;
      m->move_end = landed = now + scaled_us (self, HG_BOARD_SLIDE_MS);
    }

  if (move->role != HG_ROLE_NONE)
    {
      m->dropping = TRUE;
      m->figure = (HgFigure) { move->x, move->y, move->zone, move->role, (guint8) seat };
      m->drop_start = landed;
      m->drop_end = m->figure_end = landed + scaled_us (self, HG_BOARD_DROP_MS);
      landed = m->drop_end;
    }

  m->glow_start = landed;
  m->glow_end = landed + scaled_us (self, GLOW_MS);
  run (self);
}

void
hg_board_motion_score (HgBoardView     *self,
                       const HgZoneRef *zones,
                       guint            n_zones,
                       guint8           seats,
                       guint            points)
{
  HgBoardMotion *m = self->motion;
  HgMotionScore score = { 0 };
  gint64 now = now_us (self);
  gint64 start = now;

  if (m->scores->len == 0 && !m->moving && !m->dropping)
    m->animate = animations_enabled (self);
  if (m->moving)
    start = MAX (start, m->move_end);
  if (m->dropping)
    start = MAX (start, m->drop_end);

  score.zones = n_zones > 0 ? g_memdup2 (zones, n_zones * sizeof (HgZoneRef)) : NULL;
  score.n_zones = n_zones;
  score.seats = seats;
  score.points = points;
  score.start = start;
  score.end = start + scaled_us (self, HG_BOARD_SCORE_MS);
  g_array_append_val (m->scores, score);

  /* a figure that went home at once (its feature scored) stays in view
   * while the points show */
  if (m->dropping)
    m->figure_end = MAX (m->figure_end, score.end);
  run (self);
}

void
hg_board_motion_glide (HgBoardView *self)
{
  if (!animations_enabled (self))
    {
      end_glide (self);
      return;
    }
  self->motion->animate = TRUE;
  start_glide (self);
}

gint64
hg_board_motion_time_left (HgBoardView *self)
{
  HgBoardMotion *m = self->motion;
  gint64 now = g_get_monotonic_time ();
  gint64 end = 0;

  if (m->moving)
    end = MAX (end, m->move_end);
  if (m->dropping)
    end = MAX (end, m->drop_end);
  return MAX (0, end - now);
}

void
hg_board_motion_fill_scene (HgBoardView  *self,
                            HgBoardScene *scene)
{
  HgBoardMotion *m = self->motion;
  gint64 now = now_us (self);

  if (m->moving && now < m->move_end)
    {
      double t = ease_in_out_cubic (progress (now, m->move_start, m->move_end));
      double tx, ty;

      hg_board_render_square_origin (scene, m->tile.x, m->tile.y, &tx, &ty);
      scene->has_moving = TRUE;
      scene->moving = m->tile;
      scene->moving_x = m->from_wx + (tx - m->from_wx) * t;
      scene->moving_y = m->from_wy + (ty - m->from_wy) * t;
      /* lifted a little in the air, down to its size on landing */
      scene->moving_scale = 1.12 - 0.12 * t;
      scene->moving_x -= (scene->moving_scale - 1.0) * scene->size / 2;
      scene->moving_y -= (scene->moving_scale - 1.0) * scene->size / 2;
    }

  if (m->dropping && now < m->figure_end)
    {
      double t = progress (now, m->drop_start, m->drop_end);
      HgFigure on_board[HG_MAX_PLAYERS * (HG_MEMBERS + HG_HUTS)];
      guint n = hg_state_get_figures (scene->state, on_board, G_N_ELEMENTS (on_board));
      gboolean there = FALSE;

      for (guint i = 0; i < MIN (n, G_N_ELEMENTS (on_board)) && !there; i++)
        there = on_board[i].x == m->figure.x && on_board[i].y == m->figure.y
                && on_board[i].zone == m->figure.zone && on_board[i].role == m->figure.role;

      scene->has_dropping = TRUE;
      scene->dropping = m->figure;
      scene->dropping_dy = (1.0 - ease_out_bounce (t)) * 0.6 * scene->size;
      scene->dropping_alpha = MIN (1.0, t / 0.25);
      if (m->moving && now < m->move_end)
        scene->dropping_alpha = 0.0;
      /* gone home at once: it fades as its points show */
      if (!there && now > m->drop_end)
        scene->dropping_alpha = 1.0 - progress (now, m->drop_end, m->figure_end);
    }

  if (now < m->glow_end)
    scene->last_glow = 1.0 - progress (now, m->glow_start, m->glow_end);
  else
    scene->last_glow = 0.0;
  if (now < m->glow_start)
    scene->last_glow = 0.0;

  g_array_set_size (m->frame_scores, 0);
  for (guint i = 0; i < m->scores->len; i++)
    {
      const HgMotionScore *s = &g_array_index (m->scores, HgMotionScore, i);
      HgBoardScore out = { s->zones, s->n_zones, s->seats, s->points, 0, 0, 0 };
      double t = progress (now, s->start, s->end);

      if (now < s->start || now >= s->end)
        continue;
      if (m->animate)
        {
          out.tint = t < 0.15 ? t / 0.15 : t < 0.7 ? 1.0 : (1.0 - t) / 0.3;
          out.alpha = t < 0.1 ? t / 0.1 : t < 0.7 ? 1.0 : (1.0 - t) / 0.3;
          out.rise = 0.1 + 0.5 * ease_out_cubic (t);
        }
      else
        {
          out.tint = 1.0;
          out.alpha = 1.0;
          out.rise = 0.3;
        }
      g_array_append_val (m->frame_scores, out);
    }
  scene->scores = (const HgBoardScore *) (gconstpointer) m->frame_scores->data;
  scene->n_scores = m->frame_scores->len;
}

double
hg_board_motion_get_speed (HgBoardView *self)
{
  return self->motion->speed;
}

void
hg_board_motion_set_speed (HgBoardView *self,
                           double       speed)
{
  self->motion->speed = speed;
}

gboolean
hg_board_motion_get_running (HgBoardView *self)
{
  return self->motion->tick != 0 || self->motion->expire_id != 0
         || adw_animation_get_state (self->motion->glide) == ADW_ANIMATION_PLAYING;
}
