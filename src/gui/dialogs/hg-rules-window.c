/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-rules-window.c: the rules page.
 *
 * The page is built from a table of blocks (chapter titles, headings,
 * paragraphs and rows of pictures), one translatable string per paragraph.
 * The text follows docs/rules.md of the project; the pictures are tiles of the
 * real tile set, drawn by the tile painter with figures from the figure
 * painter, so they always look like the board.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-accessible.h"
#include "hg-figure-painter.h"
#include "hg-rules-picture.h"
#include "hg-rules-window.h"
#include "hg-tile-painter.h"

#define TILE_SIZE   92.0   /* a tile of a picture, in pixels */
#define FIGURE_SIZE 0.36   /* a figure's height, share of a tile */

/* One tile of a picture: tile @tile turned @rot, at grid cell (@x,@y), with
 * a figure of @role (HG_ROLE_NONE: none) of seat @seat on @zone. */
typedef struct {
  guint8 tile;
  guint8 rot;
  guint8 x, y;
  guint8 role;
  guint8 zone;
  guint8 seat;
} RulesTile;

#define RULES_MAX_TILES 3

typedef struct {
  const char *caption;
  guint       n_tiles;
  RulesTile   tiles[RULES_MAX_TILES];
} RulesPicture;

typedef enum {
  BLOCK_SECTION,   /* a chapter title */
  BLOCK_HEADING,   /* a heading inside a chapter */
  BLOCK_TEXT,      /* a paragraph */
  BLOCK_PICTURES,  /* a row of pictures with captions */
} BlockKind;

typedef struct {
  BlockKind           kind;
  const char         *text;
  const RulesPicture *pictures;
  guint               n_pictures;
} Block;

#define TILE(id, r, gx, gy) { .tile = id, .rot = r, .x = gx, .y = gy, .role = HG_ROLE_NONE }
#define TILE_FIG(id, r, gx, gy, ro, z, s) { .tile = id, .rot = r, .x = gx, .y = gy, .role = ro, .zone = z, .seat = s }
#define PICTURES(array) BLOCK_PICTURES, NULL, array, G_N_ELEMENTS (array)

static const RulesPicture start_pictures[] = {
  { N_("Every game begins with the volcano tile in the middle of the table."),
    1, { TILE (56, 0, 0, 0) } },
};

static const RulesPicture matching_pictures[] = {
  { N_("These two tiles match: the river and the meadows run on from one tile to the next."),
    2, { TILE (52, 0, 0, 0), TILE (16, 1, 1, 0) } },
};

static const RulesPicture corner_pictures[] = {
  { N_("The two forests meet only at a corner: they are two forests, not one. Tiles join along their sides."),
    2, { TILE (42, 1, 0, 0), TILE (42, 3, 1, 1) } },
};

static const RulesPicture stones_pictures[] = {
  { N_("Rows of grey stones part this tile into three meadows: the animals of one are not in the others."),
    1, { TILE (34, 0, 0, 0) } },
};

static const RulesPicture landscape_pictures[] = {
  { N_("Forest. It is complete when it is closed all round, with no open edge next to an empty square."),
    1, { TILE (40, 0, 0, 0) } },
  { N_("Meadow. The animals live here. Meadows are never complete; they score at the end of the game."),
    1, { TILE (61, 0, 0, 0) } },
  { N_("River. It is complete when none of its ends is left open: it ends at lakes or springs, or flows round in a circle."),
    1, { TILE (50, 1, 0, 0) } },
  { N_("Lake. Rivers end in lakes. The fish in a lake bring points to fishermen and huts."),
    1, { TILE (0, 2, 0, 0) } },
  { N_("Spring. A river can also begin at a spring; that end is closed too."),
    1, { TILE (14, 2, 0, 0) } },
};

static const RulesPicture figure_pictures[] = {
  { N_("Gatherer, in a forest. Scores the forest when it is complete, then comes home."),
    1, { TILE_FIG (40, 0, 0, 0, HG_ROLE_GATHERER, 1, 0) } },
  { N_("Fisherman, on a river or lake. Scores the river when it is complete, then comes home."),
    1, { TILE_FIG (52, 0, 0, 0, HG_ROLE_FISHER, 1, 1) } },
  { N_("Hunter, in a meadow. Stays until the end of the game and scores the meadow then."),
    1, { TILE_FIG (62, 0, 0, 0, HG_ROLE_HUNTER, 0, 2) } },
  { N_("Hut, by a river or lake. Stays until the end of the game and scores the fish of its river system then."),
    1, { TILE_FIG (0, 2, 0, 0, HG_ROLE_HUT, 8, 3) } },
};

static const RulesPicture river_pictures[] = {
  /* Translators: the river of the picture, with a blue fisherman on it. */
  { N_("A complete river: 2 segments and 3 fish in the lakes at its ends make 5 points for the blue fisherman."),
    2, { TILE_FIG (59, 2, 0, 0, HG_ROLE_FISHER, 1, 1), TILE (0, 0, 0, 1) } },
};

static const RulesPicture bonus_pictures[] = {
  { N_("Mushrooms: 2 more points for the forest."),
    1, { TILE (79, 0, 0, 0) } },
  { N_("Mammoths and aurochs for the hunters."),
    1, { TILE (88, 0, 0, 0) } },
  { N_("Fire: the tigers of this meadow count for nothing."),
    1, { TILE (89, 0, 0, 0) } },
  { N_("Sacred circle: a strong place for hunters."),
    1, { TILE (90, 2, 0, 0) } },
};

static const RulesPicture meadow_pictures[] = {
  { N_("This meadow holds a mammoth, a deer and a tiger. The tiger eats the deer, so the hunter scores 2 × 1 = 2 points."),
    3, { TILE (61, 0, 0, 0), TILE_FIG (62, 0, 1, 0, HG_ROLE_HUNTER, 0, 2), TILE (48, 1, 2, 0) } },
};

static const Block blocks[] = {
  { BLOCK_SECTION, N_("Goal of the Game") },
  { BLOCK_TEXT, N_("Hunters & Gatherers is played by two to five players. Tile by tile, you build a Stone Age landscape of forests, meadows, rivers and lakes together, and send your tribe out into it to gather, fish, hunt and settle.") },
  { BLOCK_TEXT, N_("Each player has five tribe members and two huts. They win points for the forests, rivers and meadows they claim. When the last tile has been placed, the player with the most points wins; tied players share the win.") },
  { PICTURES (start_pictures) },

  { BLOCK_SECTION, N_("A Turn") },
  { BLOCK_HEADING, N_("1. Draw and place a tile") },
  { BLOCK_TEXT, N_("Place the tile you drew next to a tile on the table, so that every side that touches another tile matches it: forest to forest, meadow to meadow, river to river. You may turn it as you like. A tile that fits nowhere is put out of the game, and you draw the next one.") },
  { PICTURES (matching_pictures) },
  { BLOCK_TEXT, N_("Only the sides count. Two tiles that touch at a corner alone are not neighbours, and a forest, meadow or river reaching a corner does not join the one on the tile across it.") },
  { PICTURES (corner_pictures) },
  { BLOCK_HEADING, N_("2. Place a figure, if you like") },
  { BLOCK_TEXT, N_("You may put one tribe member or one hut from your supply on the tile you just placed. Where it stands decides what it becomes: see “Tribe Members” below.") },
  { BLOCK_HEADING, N_("3. Score") },
  { BLOCK_TEXT, N_("Every forest and river that your tile completed scores at once. Its gatherers and fishermen then go back to their owners, ready to be used again.") },
  { BLOCK_HEADING, N_("4. Bonus tile") },
  { BLOCK_TEXT, N_("If a forest you completed holds a gold nugget, you draw a bonus tile and play it straight away in the same way. Then it is the next player's turn.") },

  { BLOCK_SECTION, N_("The Landscape") },
  { BLOCK_TEXT, N_("The tiles show forests, meadows, rivers and lakes. Pieces of the same kind that touch across tile sides form one forest, one meadow or one river, however far it reaches.") },
  { PICTURES (landscape_pictures) },
  { BLOCK_TEXT, N_("A row of grey stones (or a hedge) on a tile is a border: the meadows on its two sides are separate meadows, even on one tile, with their own animals and hunters.") },
  { PICTURES (stones_pictures) },

  { BLOCK_SECTION, N_("Tribe Members") },
  { BLOCK_TEXT, N_("Put your tribe member or hut on the part of the tile you want to claim. What it becomes depends on where it stands:") },
  { PICTURES (figure_pictures) },
  { BLOCK_TEXT, N_("You may not put a figure where one of its kind already is, however far away: no gatherer in a forest that has a gatherer, no fisherman in a river that has a fisherman, no hunter in a meadow that has a hunter (a sacred circle is no exception), and no hut in a river system that has a hut. Huts and fishermen never block each other.") },
  { BLOCK_TEXT, N_("Tiles placed later may still join forests, rivers and meadows that hold figures of several players.") },

  { BLOCK_SECTION, N_("Scoring During the Game") },
  { BLOCK_TEXT, N_("A segment is one piece of forest or river on one tile. Two pieces of one tile that belong to the same forest or river count twice.") },
  { BLOCK_HEADING, N_("Complete forest") },
  { BLOCK_TEXT, N_("2 points for each forest segment in it, plus 2 points for each mushrooms symbol.") },
  { BLOCK_HEADING, N_("Complete river") },
  { BLOCK_TEXT, N_("1 point for each river segment in it, plus 1 point for each fish in the lakes at its ends.") },
  { PICTURES (river_pictures) },
  { BLOCK_HEADING, N_("Who scores") },
  { BLOCK_TEXT, N_("The players with the most gatherers in the forest, or the most fishermen in the river, each score all the points; a tie for the most means each of them scores in full. Everyone else scores nothing, and a forest or river without such figures scores for nobody.") },
  { BLOCK_TEXT, N_("A fisherman on a lake stands in every river that flows into it: he counts in each of them and goes home when the first of them is scored.") },

  { BLOCK_SECTION, N_("Gold Nuggets and Bonus Tiles") },
  { BLOCK_TEXT, N_("When you complete a forest with a gold nugget in it, even one that nobody claimed, you draw a bonus tile and play it at once like a land tile: place it, put a figure on it if you like, and score. A bonus tile never brings another one, and you get at most one bonus tile per turn.") },
  { BLOCK_TEXT, N_("A bonus tile that fits nowhere is put out of the game, and the next bonus tile is drawn. When the bonus tiles have run out, there is none.") },
  { BLOCK_TEXT, N_("Bonus tiles bring special things:") },
  { PICTURES (bonus_pictures) },

  { BLOCK_SECTION, N_("End of the Game") },
  { BLOCK_TEXT, N_("The game ends after the turn in which the last land tile was placed, bonus tile included. Forests and rivers that are not complete score nothing, and their figures go home. Then huts and hunters score.") },
  { BLOCK_HEADING, N_("Huts") },
  { BLOCK_TEXT, N_("For each river system (all the rivers and lakes that are joined together, complete or not), the players with the most huts in it each score 1 point for every fish in all of its lakes.") },
  { BLOCK_HEADING, N_("Hunters") },
  /* Translators: the hunters' formula of the rules, 2 × (max(D − T, 0) + M + A). */
  { BLOCK_TEXT, N_("Each meadow with hunters is worth 2 × (deer − tigers, at least 0, + mammoths + aurochs) points. Every tiger eats one deer; mammoths and aurochs are too big for it.") },
  { BLOCK_TEXT, N_("A fire scares the tigers away: in a meadow with a fire, tigers count for nothing.") },
  { PICTURES (meadow_pictures) },
  { BLOCK_TEXT, N_("The players with the most hunters in a meadow each score it. But if a hunter stands on a sacred circle, every player with a hunter on a sacred circle of that meadow scores it, however many hunters the others have, and nobody else does.") },
  { BLOCK_TEXT, N_("A hunter stands on a sacred circle when it is put on the meadow of the bonus tile that shows the circle, as that tile's figure; a hunter elsewhere in the meadow is not on it.") },
  { BLOCK_TEXT, N_("The highest total wins. Tied players share the win.") },

  { BLOCK_SECTION, N_("Using the Program") },
  { BLOCK_TEXT, N_("The tile in your hand follows the pointer: a green tick shows where it fits, a red cross where it does not. Click a square to put the tile down there, or move to it with the arrow keys and press Enter. Page Down and Page Up jump between the squares where the tile fits.") },
  /* Translators: R is the key that turns the tile; it is not translated. */
  { BLOCK_TEXT, N_("Press R or click the right mouse button to turn the tile: over a square where it fits, it turns to the next way it fits there; elsewhere by a quarter turn. Shift+R, or Shift and the right button, turn it the other way.") },
  { BLOCK_TEXT, N_("Once the tile is down, its figure spots appear: one marker on each zone where a figure may go, showing the figure. A marker split in two offers a fisherman (left half) and a hut (right half). Point at a marker, or go to it with Tab, Shift+Tab or the arrow keys: the whole forest, meadow, river or river system is tinted on the board, and the line beside the board says what it is, who holds it and what it is worth. Click the marker, or press Enter, to place that figure. Click elsewhere on the tile, or press Enter with no marker chosen, to play without a figure. Escape takes the tile back into your hand.") },
  { BLOCK_TEXT, N_("Point at any tile on the board, at any moment of the game, to read the forest, meadow or river under the pointer in the same way: who holds it and what it is worth.") },
  { BLOCK_TEXT, N_("Drag the board to move it. Zoom with the mouse wheel, a pinch or the + and − keys; 0 shows the whole board.") },
  { BLOCK_TEXT, N_("The keys of the board work wherever the focus is in the window, except where a text field or a button needs them: Enter and the space bar press a button that has the focus.") },
  /* Translators: the key names as on the keyboard (Ctrl, Shift). */
  { BLOCK_TEXT, N_("Ctrl+Z undoes a move and Ctrl+Shift+Z redoes it. Ctrl+S saves the game and Ctrl+O opens a saved one. Ctrl+? lists all keyboard shortcuts.") },
};

struct _HgRulesWindow
{
  AdwWindow   parent_instance;

  GPtrArray  *section_titles;   /* of const char *, translated */
  GPtrArray  *section_labels;   /* of GtkLabel, not owned */
  GPtrArray  *pictures;         /* of GtkDrawingArea, not owned */
  int         pending_section;  /* to show once the page is laid out, or -1 */

  /* Template widgets */
  GtkScrolledWindow *scroller;
  GtkBox            *page;
  GtkMenuButton     *chapters_button;
  GtkListBox        *chapters_list;
};

G_DEFINE_FINAL_TYPE (HgRulesWindow, hg_rules_window, ADW_TYPE_WINDOW)

/* Pictures ------------------------------------------------------------------ */

static void
picture_grid (const RulesPicture *picture,
              guint              *cols,
              guint              *rows)
{
  *cols = *rows = 1;
  for (guint i = 0; i < picture->n_tiles; i++)
    {
      *cols = MAX (*cols, picture->tiles[i].x + 1u);
      *rows = MAX (*rows, picture->tiles[i].y + 1u);
    }
}

static void
draw_picture (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  const RulesPicture *picture = user_data;
  AdwStyleManager *manager = adw_style_manager_get_default ();
  HgTilePainterStyle style = {
    .dark = adw_style_manager_get_dark (manager),
    .high_contrast = adw_style_manager_get_high_contrast (manager),
  };
  const HgTileSet *set = hg_tile_set_get_default (NULL);
  g_autoptr(HgTileShapes) shapes = hg_tile_shapes_new ();
  guint cols, rows;
  double size, ox, oy;

  g_return_if_fail (set != NULL);

  picture_grid (picture, &cols, &rows);
  size = MIN ((width - 8) / (double) cols, (height - 8) / (double) rows);
  if (size <= 0)
    return;
  ox = (width - size * cols) / 2.0;
  oy = (height - size * rows) / 2.0;

  /* A soft shadow under the tiles, as if they lay on a table. */
  cairo_set_source_rgba (cr, 0, 0, 0, style.dark ? 0.45 : 0.18);
  for (guint i = 0; i < picture->n_tiles; i++)
    {
      cairo_rectangle (cr, ox + picture->tiles[i].x * size + 2,
                       oy + picture->tiles[i].y * size + 3, size, size);
      cairo_fill (cr);
    }

  for (guint i = 0; i < picture->n_tiles; i++)
    {
      const RulesTile *t = &picture->tiles[i];
      const HgTile *tile = hg_tile_set_lookup (set, t->tile);

      g_assert (tile != NULL);
      cairo_save (cr);
      cairo_translate (cr, ox + t->x * size, oy + t->y * size);
      hg_tile_painter_draw (cr, shapes, tile, t->rot, size, &style);
      cairo_restore (cr);
    }

  for (guint i = 0; i < picture->n_tiles; i++)
    {
      const RulesTile *t = &picture->tiles[i];
      const HgTile *tile = hg_tile_set_lookup (set, t->tile);
      GdkRGBA colour;
      double ux, uy;

      if (t->role == HG_ROLE_NONE)
        continue;
      hg_player_colour (t->seat, &colour);
      hg_tile_painter_zone_anchor (shapes, tile, t->rot, t->zone, &ux, &uy);
      hg_figure_painter_draw (cr, t->role, &colour,
                              ox + (t->x + ux) * size, oy + (t->y + uy) * size,
                              size * FIGURE_SIZE * (t->role == HG_ROLE_HUNTER ? 0.8 : 1.0));
    }
}

static GtkWidget *
new_picture (HgRulesWindow      *self,
             const RulesPicture *picture,
             gboolean            alone)
{
  GtkWidget *child;
  guint cols, rows;

  picture_grid (picture, &cols, &rows);
  child = hg_rules_picture_new (_(picture->caption), alone,
                                (int) (TILE_SIZE * cols) + 8, (int) (TILE_SIZE * rows) + 8,
                                draw_picture, (gpointer) picture);
  g_ptr_array_add (self->pictures, hg_rules_picture_get_picture (HG_RULES_PICTURE (child)));
  return child;
}

static GtkWidget *
new_picture_row (HgRulesWindow      *self,
                 const RulesPicture *pictures,
                 guint               n_pictures)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), MAX (n_pictures, 1));
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), MAX (n_pictures, 1));
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 8);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 12);
  gtk_widget_set_halign (flow, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (flow, 6);
  gtk_widget_set_margin_bottom (flow, 6);
  /* The pictures are not controls: Tab should not stop on them (a flow box
   * would otherwise take the focus for its children). */
  gtk_widget_set_can_focus (flow, FALSE);
  gtk_widget_add_css_class (flow, "hg-rules-pictures");

  for (guint i = 0; i < n_pictures; i++)
    gtk_flow_box_append (GTK_FLOW_BOX (flow), new_picture (self, &pictures[i], n_pictures == 1));
  return flow;
}

static GtkWidget *
new_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
add_chapter (HgRulesWindow *self,
             const char    *title)
{
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_list_box_append (self->chapters_list, label);
}

static void
fill_page (HgRulesWindow *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (blocks); i++)
    {
      const Block *block = &blocks[i];
      GtkWidget *widget = NULL;

      switch (block->kind)
        {
        case BLOCK_SECTION:
          widget = new_label (_(block->text), "title-2");
          gtk_widget_add_css_class (widget, "hg-rules-section");
          gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                          GTK_ACCESSIBLE_PROPERTY_LEVEL, 1, -1);
          if (self->section_titles->len > 0)
            gtk_widget_set_margin_top (widget, 22);
          else
            gtk_widget_set_margin_top (widget, 6);
          g_ptr_array_add (self->section_titles, (gpointer) _(block->text));
          g_ptr_array_add (self->section_labels, widget);
          add_chapter (self, _(block->text));
          break;

        case BLOCK_HEADING:
          widget = new_label (_(block->text), "heading");
          gtk_widget_set_margin_top (widget, 6);
          break;

        case BLOCK_TEXT:
          widget = new_label (_(block->text), "body");
          break;

        case BLOCK_PICTURES:
          widget = new_picture_row (self, block->pictures, block->n_pictures);
          break;

        default:
          g_assert_not_reached ();
        }
      gtk_box_append (self->page, widget);
    }
}

/* Callbacks ------------------------------------------------------------------ */

static void
chapter_activated_cb (HgRulesWindow *self,
                      GtkListBoxRow *row)
{
  int index = gtk_list_box_row_get_index (row);

  gtk_menu_button_popdown (self->chapters_button);
  if (index >= 0)
    hg_rules_window_show_section (self, (guint) index);
}

/* GObject -------------------------------------------------------------------- */

static void
hg_rules_window_finalize (GObject *object)
{
  HgRulesWindow *self = HG_RULES_WINDOW (object);

  g_clear_pointer (&self->section_titles, g_ptr_array_unref);
  g_clear_pointer (&self->section_labels, g_ptr_array_unref);
  g_clear_pointer (&self->pictures, g_ptr_array_unref);

  G_OBJECT_CLASS (hg_rules_window_parent_class)->finalize (object);
}

static void
hg_rules_window_class_init (HgRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = hg_rules_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HgRulesWindow, scroller);
  gtk_widget_class_bind_template_child (widget_class, HgRulesWindow, page);
  gtk_widget_class_bind_template_child (widget_class, HgRulesWindow, chapters_button);
  gtk_widget_class_bind_template_child (widget_class, HgRulesWindow, chapters_list);
  gtk_widget_class_bind_template_callback (widget_class, chapter_activated_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hg_rules_window_init (HgRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  hg_accessible_name_menu_button (self->chapters_button);

  self->section_titles = g_ptr_array_new ();
  self->section_labels = g_ptr_array_new ();
  self->pictures = g_ptr_array_new ();
  self->pending_section = -1;
  fill_page (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->scroller));
}

/* Public API ------------------------------------------------------------------ */

HgRulesWindow *
hg_rules_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (HG_TYPE_RULES_WINDOW,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
}

HgRulesWindow *
hg_rules_window_present_for (GtkApplication *app)
{
  GtkWindow *parent = NULL;
  HgRulesWindow *self = NULL;

  g_return_val_if_fail (GTK_IS_APPLICATION (app), NULL);

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (HG_IS_RULES_WINDOW (l->data))
      {
        self = l->data;
        break;
      }

  if (self == NULL)
    {
      parent = gtk_application_get_active_window (app);
      self = hg_rules_window_new (parent);
      gtk_window_set_application (GTK_WINDOW (self), app);
    }
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

guint
hg_rules_window_get_n_sections (HgRulesWindow *self)
{
  g_return_val_if_fail (HG_IS_RULES_WINDOW (self), 0);

  return self->section_titles->len;
}

const char *
hg_rules_window_get_section_title (HgRulesWindow *self,
                                   guint          index)
{
  g_return_val_if_fail (HG_IS_RULES_WINDOW (self), NULL);
  g_return_val_if_fail (index < self->section_titles->len, NULL);

  return g_ptr_array_index (self->section_titles, index);
}

/* A window just opened is laid out in its first frame: the chapter asked
 * for before is shown in the next one. */
static gboolean
show_pending_section (GtkWidget     *widget,
                      GdkFrameClock *frame_clock,
                      gpointer       user_data)
{
  HgRulesWindow *self = HG_RULES_WINDOW (widget);
  int index = self->pending_section;

  if (gtk_widget_get_height (GTK_WIDGET (self->page)) == 0)
    return G_SOURCE_CONTINUE;
  self->pending_section = -1;
  if (index >= 0)
    hg_rules_window_show_section (self, (guint) index);
  return G_SOURCE_REMOVE;
}

void
hg_rules_window_show_section (HgRulesWindow *self,
                              guint          index)
{
  GtkWidget *label;
  GtkWidget *content;
  GtkAdjustment *adjustment;
  double x = 0, y = 0;

  g_return_if_fail (HG_IS_RULES_WINDOW (self));
  g_return_if_fail (index < self->section_labels->len);

  if (gtk_widget_get_height (GTK_WIDGET (self->page)) == 0)
    {
      if (self->pending_section < 0)
        gtk_widget_add_tick_callback (GTK_WIDGET (self), show_pending_section, NULL, NULL);
      self->pending_section = (int) index;
      return;
    }

  adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);

  /* The first chapter is the top of the page. */
  if (index == 0)
    {
      gtk_adjustment_set_value (adjustment, 0);
      return;
    }

  /* Measured in the scrolled content (the clamp), not in the viewport
   * around it: the viewport moves its child only when it is next
   * allocated, so a position in it depends on whether a frame has been
   * drawn since the last scroll. */
  label = g_ptr_array_index (self->section_labels, index);
  content = gtk_widget_get_parent (GTK_WIDGET (self->page));
  if (!gtk_widget_translate_coordinates (label, content, 0, 0, &x, &y))
    return;
  gtk_adjustment_set_value (adjustment, MAX (0.0, y - 12));
}

guint
hg_rules_window_get_n_pictures (HgRulesWindow *self)
{
  g_return_val_if_fail (HG_IS_RULES_WINDOW (self), 0);

  return self->pictures->len;
}

GtkWidget *
hg_rules_window_get_picture (HgRulesWindow *self,
                             guint          index)
{
  g_return_val_if_fail (HG_IS_RULES_WINDOW (self), NULL);
  g_return_val_if_fail (index < self->pictures->len, NULL);

  return g_ptr_array_index (self->pictures, index);
}
