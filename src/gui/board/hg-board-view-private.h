/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-board-view-private.h: the board view's state, shared by its files
 * (hg-board-view.c: the widget, its public API and where the view looks
 * of its own accord; hg-board-input.c: the controllers, which call
 * hg-board-navigation.c: what the person does; hg-board-scene.c: what is
 * shown; hg-board-animation.c: moves as they happen; hg-board-hint.c:
 * the hint; hg-board-actions.c: the view brought up to date after a
 * change; hg-board-reading.c: the feature pointed at and the tints;
 * hg-board-speech.c: the board in words for a screen reader), each
 * calling only those after it.  The person's turn is an HgBoardPlacing,
 * where the view looks an HgBoardCamera (both without GTK).  Widget
 * coordinates throughout. */
#pragma once

#include <adwaita.h>

#include "hg-board-camera.h"
#include "hg-board-placing.h"
#include "hg-board-render.h"
#include "hg-tile-cache.h"

G_BEGIN_DECLS

typedef struct _HgBoardView HgBoardView;        /* hg-board-view.h */
typedef struct _HgBoardMotion HgBoardMotion;
typedef struct _HgBoardInput HgBoardInput;
typedef struct _HgBoardSprites HgBoardSprites;     /* hg-board-sprites.h */
typedef struct _HgBoardTextures HgBoardTextures;   /* hg-board-tiles.h */

/* Room the banner (the bonus tile's, a hint's) takes over the top of the
 * board, with two lines. */
#define HG_BOARD_BANNER_ROOM 96

/* Where the pointer is, while it is on the board. */
typedef struct {
  gboolean        inside;
  double          x, y;
} HgBoardPointer;

/* What the board points at of its own: the log's feature tinted, a square
 * outlined (a move pointed at), a move that landed out of view marked at
 * the edge, and the bonus tile's banner (below what covers the top). */
typedef struct {
  char           *banner;
  int             covered_top;   /* pixels at the top under a tip */
  GArray         *highlight;     /* HgZoneRef: a feature tinted (the log's) */
  gboolean        has_outline;
  int             outline_x, outline_y;
  gboolean        has_edge_mark;
  HgPlacement     edge_mark;
  guint           edge_seat;
} HgBoardMarked;

/* The suggested move shown (hg-board-hint.c). */
typedef struct {
  gboolean        shown;
  HgMove          move;
  char           *banner;
  gboolean        ghost;         /* review's better move: shown, never played */
} HgBoardHint;

/* The feature pointed at (hg-board-reading.c). */
typedef struct {
  GArray         *zones;         /* HgZoneRef: tinted */
  gboolean        on_top;        /* pointed at since the log's tint came */
  gboolean        key_held;      /* the key that reads any tile is held */
  char           *feature_text;  /* the feature in one line, or NULL */
  HgFeatureInfo   info;          /* what it was made from */
  gboolean        has_info;      /* feature_text is not NULL */
  char           *key_id;        /* what the reading is of, to skip repeats */
} HgBoardReading;

/* The board in words (hg-board-speech.c). */
typedef struct {
  char           *news;          /* said first in the description */
  char           *description;   /* the accessible description as last set */
  gboolean        help_said;     /* the keys told, on the first focus */
  guint           help_id;       /* to tell them (GTK 4.14 and newer) */
  gboolean        once;          /* the news is said once: it goes when */
  char           *once_before;   /* what it stands before changes */
} HgBoardSpeech;

struct _HgBoardView
{
  GtkDrawingArea  parent_instance;

  HgGame         *game;
  GSignalGroup   *game_signals;
  gboolean        replaying;   /* a redo: its points are not shown again */
  HgBoardPlacing *placing;     /* the person's turn: the tile in hand, the
                                  square chosen, the tile put down */
  HgBoardCamera  *camera;      /* where the view looks (hg_board_view_camera()) */
  HgBoardInput   *input;       /* the controllers' own state (hg-board-input.c) */
  HgBoardPointer  pointer;
  HgBoardMotion  *motion;      /* moves shown as they happen (hg-board-animation.c) */
  HgBoardMarked   marked;
  HgBoardHint     hint;
  HgBoardReading  reading;
  HgBoardSpeech   speech;

  /* drawing */
  HgTileCache    *cache;
  GHashTable     *zone_masks;
  HgBoardTextures *textures;   /* of the tiles shown on screen */
  HgBoardSprites  *sprites;    /* of the figures shown on screen */
  gboolean        preparing;   /* a game's tiles are painted before it is shown */
  guint           redraw_tick; /* a frame more for tiles that waited */
  double          last_frame[5]; /* origin, square size, width, height */
};

/* The view's camera, told the widget's size now. */
static inline HgBoardCamera *
hg_board_view_camera (HgBoardView *self)
{
  hg_board_camera_set_view_size (self->camera, gtk_widget_get_width (GTK_WIDGET (self)),
                                 gtk_widget_get_height (GTK_WIDGET (self)));
  return self->camera;
}

/* Shared by the view's files (hg-board-view.c, hg-board-navigation.c,
 * hg-board-scene.c). */
void          hg_board_view_widget_to_square   (HgBoardView  *self,
                                                double        wx,
                                                double        wy,
                                                int          *x,
                                                int          *y);
/* The figure spot of the tile put down at (@wx,@wy), or -1. */
int           hg_board_view_spot_at            (HgBoardView  *self,
                                                double        wx,
                                                double        wy);
/* hg-board-speech.c: the accessible description, brought up to date;
 * hg_board_view_drop_news(): the person pressed a key on the board, so
 * what was announced leaves the description at its next update. */
void          hg_board_view_update_description (HgBoardView  *self);
void          hg_board_view_drop_news          (HgBoardView  *self);
/* Says @text to a screen reader (hg_board_view_announce()). */
void          hg_board_view_tell               (HgBoardView  *self,
                                                const char   *text);
/* Tells the keys on the first focus. */
void          hg_board_view_speech_attach      (HgBoardView  *self);
/* What a key did, said: when it changed nothing, and the tile turned. */
typedef enum {
  HG_BOARD_SAY_ONLY_WAY,   /* R: the tile fits the square one way only */
  HG_BOARD_SAY_NO_FIT,     /* Enter: the tile does not fit the square */
  HG_BOARD_SAY_TILE,       /* R: the tile in hand in its new rotation */
} HgBoardSay;
void          hg_board_view_say                (HgBoardView  *self,
                                                HgBoardSay    what);
/* The widget's frame: tiles not yet painted at this zoom are painted by
 * the cache's workers and drawn from another size or as a placeholder
 * until they come (hg_board_view_render() paints everything at once). */
/* What hg_board_view_render() draws: the whole frame at once. */
void          hg_board_view_paint              (HgBoardView  *self,
                                                cairo_t      *cr,
                                                int           width,
                                                int           height);
void          hg_board_view_draw_frame         (HgBoardView  *self,
                                                cairo_t      *cr,
                                                int           width,
                                                int           height);
/* The frame of the view on screen, as render nodes (hg-board-nodes.h). */
void          hg_board_view_snapshot_frame     (HgBoardView  *self,
                                                GtkSnapshot  *snapshot,
                                                int           width,
                                                int           height);
HgBoardScene *hg_board_view_fill_scene         (HgBoardView  *self,
                                                HgBoardScene *scene,
                                                int           width,
                                                int           height);

/* The whole board in view now (no glide). */
void      hg_board_view_fit_now           (HgBoardView  *self);

/* The person turns the tile in hand (R; said), and has the board fitted
 * and followed again (0). */
void      hg_board_view_turn              (HgBoardView  *self,
                                           int           direction);
void      hg_board_view_fit_and_follow    (HgBoardView  *self);

/* Navigation by the person: the view stops following the game. */
void      hg_board_view_pan_by            (HgBoardView *self,
                                           double       dx,
                                           double       dy);
void      hg_board_view_zoom_at           (HgBoardView *self,
                                           int          steps,
                                           double       wx,
                                           double       wy);
int       hg_board_view_get_zoom_step     (HgBoardView *self);
void      hg_board_view_set_zoom_step_at  (HgBoardView *self,
                                           int          step,
                                           double       wx,
                                           double       wy);

/* The pointer moved to (@wx,@wy), or left (@inside FALSE). */
void      hg_board_view_hover             (HgBoardView *self,
                                           gboolean     inside,
                                           double       wx,
                                           double       wy);
/* The board moved under a pointer that did not: the ghost goes to the
 * square under it now. */
void      hg_board_view_retarget          (HgBoardView *self);
gboolean  hg_board_view_get_pointer       (HgBoardView *self,
                                           double      *wx,
                                           double      *wy);
/* A primary click (press and release without a drag) at (@wx,@wy). */
void      hg_board_view_click             (HgBoardView *self,
                                           double       wx,
                                           double       wy);

/* Keyboard: move the square cursor; jump to the next legal square
 * (@direction +1/-1); go through the figure spots (the tile itself, "no
 * figure", is one stop); Enter and Escape. */
void      hg_board_view_move_cursor       (HgBoardView *self,
                                           int          dx,
                                           int          dy);
void      hg_board_view_next_legal        (HgBoardView *self,
                                           int          direction);
gboolean  hg_board_view_cycle_spot        (HgBoardView *self,
                                           int          direction);
void      hg_board_view_activate          (HgBoardView *self);
gboolean  hg_board_view_back              (HgBoardView *self);

/* hg-board-reading.c: what the pointer (or the spot chosen with Tab)
 * is on, read out: the feature tinted and told in one line. */
void      hg_board_view_update_reading    (HgBoardView *self);
/* The key that reads any placed tile's zone is held (or let go). */
void      hg_board_view_set_reading_key   (HgBoardView *self,
                                           gboolean     held);
/* The zones to tint: the feature pointed at or the log's, whichever came
 * last. */
const HgZoneRef *hg_board_view_get_tinted (HgBoardView *self,
                                           guint       *n_zones);
void      hg_board_view_clear_reading     (HgBoardView *self);
/* The feature that figure spot @spot of the tile put down would join, in
 * one line (NULL if there is no such spot): what the spot chosen with Tab
 * says to a screen reader. */
char     *hg_board_view_spot_text         (HgBoardView *self,
                                           guint        spot);

/* hg-board-hint.c: a hint shown (and the square brought into view), taken
 * away; played (Enter), and the hint into the scene. */
void      hg_board_view_put_hint          (HgBoardView  *self,
                                           const HgMove *move,
                                           const char   *reason);
void      hg_board_view_put_ghost         (HgBoardView  *self,
                                           const HgMove *move,
                                           const char   *text);
void      hg_board_view_drop_hint         (HgBoardView  *self);
gboolean  hg_board_view_take_hint         (HgBoardView  *self);
void      hg_board_view_fill_hint         (HgBoardView  *self,
                                           HgBoardScene *scene);

G_END_DECLS
