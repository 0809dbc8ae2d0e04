/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-tip-banner.c: the tips over the board (hg-tip-banner.h). */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-rules-window.h"
#include "hg-tip-banner.h"

struct _HgTipBanner
{
  GtkWidget     parent_instance;

  HgTips       *tips;
  GSettings    *settings;
  HgBoardView  *board_view;

  /* Template widgets */
  GtkRevealer  *revealer;
  GtkLabel     *label;

  gboolean      too_narrow;   /* the board is narrower than the card */
};

G_DEFINE_FINAL_TYPE (HgTipBanner, hg_tip_banner, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD_VIEW,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* @markup with the words of its link held together by no-break spaces:
 * the link wraps as a whole, never cut over two lines. */
static char *
join_link_words (const char *markup)
{
  GString *joined = g_string_new (NULL);
  gboolean in_link = FALSE, in_tag = FALSE;

  for (const char *p = markup; *p != '\0'; p++)
    {
      if (*p == '<')
        {
          in_tag = TRUE;
          if (g_str_has_prefix (p, "<a "))
            in_link = TRUE;
          else if (g_str_has_prefix (p, "</a>"))
            in_link = FALSE;
        }
      if (in_link && !in_tag && *p == ' ')
        g_string_append (joined, "\u00a0");
      else
        g_string_append_c (joined, *p);
      if (*p == '>')
        in_tag = FALSE;
    }
  return g_string_free (joined, FALSE);
}

static void
current_cb (HgTipBanner *self)
{
  HgTip tip = hg_tips_get_current (self->tips);
  g_autofree char *markup = NULL;
  const char *text;

  if (tip == HG_TIP_NONE)
    {
      gtk_revealer_set_reveal_child (self->revealer, FALSE);
      if (self->board_view != NULL)
        hg_board_view_set_covered_top (self->board_view, 0);
      return;
    }

  text = hg_tip_get_text (tip);
  if (tip == HG_TIP_TURN_OFF)
    /* TRANSLATORS: a tip, then a link that turns tips off */
    markup = g_markup_printf_escaped (_("%s <a href=\"turn-off\">Turn Off Tips</a>"), text);
  else if (hg_tip_get_chapter (tip) < HG_N_RULES_CHAPTERS)
    /* TRANSLATORS: a tip, then a link to the Rules at its chapter */
    markup = g_markup_printf_escaped (_("%s <a href=\"rules\">More in the Rules</a>"), text);
  else
    markup = g_markup_escape_text (text, -1);
  {
    g_autofree char *joined = join_link_words (markup);

    gtk_label_set_markup (self->label, joined);
  }
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
  if (self->board_view != NULL)
    hg_board_view_announce (self->board_view, text);
}

/* A person put the tile in hand down: its figure step. */
static void
has_placement_cb (HgTipBanner *self)
{
  HgPlacement place;

  if (hg_board_view_get_game (self->board_view) != hg_tips_get_game (self->tips)
      || !hg_board_view_get_placement (self->board_view, &place))
    return;
  hg_tips_figure_step (self->tips, &place);
}

static void
show_rules (HgTipBanner *self)
{
  HgRulesChapter chapter = hg_tip_get_chapter (hg_tips_get_current (self->tips));
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkApplication *app;
  HgRulesWindow *rules;

  if (!GTK_IS_WINDOW (root) || chapter >= HG_N_RULES_CHAPTERS)
    return;
  app = gtk_window_get_application (GTK_WINDOW (root));
  if (app == NULL)
    return;
  rules = hg_rules_window_present_for (app);
  if (chapter < hg_rules_window_get_n_sections (rules))
    hg_rules_window_show_section (rules, chapter);
}

static gboolean
activate_link_cb (HgTipBanner *self,
                  const char  *uri)
{
  if (g_strcmp0 (uri, "rules") == 0)
    show_rules (self);
  else if (g_strcmp0 (uri, "turn-off") == 0)
    g_settings_set_boolean (self->settings, "show-tips", FALSE);
  return TRUE;
}

static void
close_clicked_cb (HgTipBanner *self)
{
  hg_tips_dismiss (self->tips);
}

/* The board view whose figure step the tips hear (a property, so that
 * the window's template may name a view that comes after the banner). */
static void
set_board_view (HgTipBanner *self,
                HgBoardView *board_view)
{
  if (self->board_view == board_view)
    return;
  if (self->board_view != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->board_view, self);
      g_object_remove_weak_pointer (G_OBJECT (self->board_view), (gpointer *) &self->board_view);
    }
  self->board_view = board_view;
  if (board_view != NULL)
    {
      g_object_add_weak_pointer (G_OBJECT (board_view), (gpointer *) &self->board_view);
      g_signal_connect_object (board_view, "notify::has-placement",
                               G_CALLBACK (has_placement_cb), self, G_CONNECT_SWAPPED);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_VIEW]);
}

void
hg_tip_banner_set_game (HgTipBanner *self,
                        HgGame      *game)
{
  g_return_if_fail (HG_IS_TIP_BANNER (self));

  if (game == hg_tips_get_game (self->tips))
    return;
  hg_tips_set_game (self->tips, game);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

HgTips *
hg_tip_banner_get_tips (HgTipBanner *self)
{
  g_return_val_if_fail (HG_IS_TIP_BANNER (self), NULL);

  return self->tips;
}

/* Over a board that is too short for it (a window a few lines high) the
 * tip keeps out of the way: it shows again when the board has room.  It
 * may take three fifths of the board's height: a phone's board is short,
 * and a long tip kept away there might never be read. */
static void
hg_tip_banner_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  HgTipBanner *self = HG_TIP_BANNER (widget);

  gtk_widget_measure (GTK_WIDGET (self->revealer), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_VERTICAL)
    *minimum = 0;
}

/* Its words wrap: as high as they need at the width it gets. */
static GtkSizeRequestMode
hg_tip_banner_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
hg_tip_banner_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  HgTipBanner *self = HG_TIP_BANNER (widget);
  int natural;
  gboolean room;

  gtk_widget_measure (GTK_WIDGET (self->revealer), GTK_ORIENTATION_VERTICAL, width,
                      NULL, &natural, NULL, NULL);
  /* the overlay lays the board out first */
  room = !self->too_narrow
         && (self->board_view == NULL
             || natural <= gtk_widget_get_height (GTK_WIDGET (self->board_view)) * 3 / 5);
  gtk_widget_set_child_visible (GTK_WIDGET (self->revealer), room);
  gtk_widget_allocate (GTK_WIDGET (self->revealer), width, MAX (height, room ? natural : 0),
                       baseline, NULL);
  /* the board's own banner (the bonus tile's, a hint's) goes below the
   * card, at the top of the board (where the overlay puts it) */
  if (self->board_view != NULL)
    hg_board_view_set_covered_top (self->board_view,
                                   room && gtk_revealer_get_reveal_child (self->revealer)
                                   ? gtk_widget_get_margin_top (widget) + MAX (height, natural) : 0);
}

/* Its place in the overlay over the board: centred at the top, as high
 * as its words need at the width it gets (GtkOverlay would take the
 * height for its natural width, too little when the board is narrower). */
static gboolean
get_child_position_cb (GtkOverlay   *overlay,
                       GtkWidget    *widget,
                       GdkRectangle *allocation,
                       HgTipBanner  *self)
{
  int overlay_width = gtk_widget_get_width (GTK_WIDGET (overlay));
  int overlay_height = gtk_widget_get_height (GTK_WIDGET (overlay));
  int minimum_width, natural_width, natural_height;

  if (widget != GTK_WIDGET (self))
    return FALSE;
  /* sizes with the margins in them, as the allocation is; a board
   * narrower than the card's least width keeps it away */
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum_width, &natural_width, NULL, NULL);
  self->too_narrow = overlay_width < minimum_width;
  allocation->width = MAX (minimum_width, MIN (natural_width, overlay_width));
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, allocation->width,
                      NULL, &natural_height, NULL, NULL);
  allocation->height = MIN (natural_height, overlay_height);
  allocation->x = (overlay_width - allocation->width) / 2;
  allocation->y = 0;
  return TRUE;
}

static void
parent_cb (HgTipBanner *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  if (GTK_IS_OVERLAY (parent))
    g_signal_connect_object (parent, "get-child-position",
                             G_CALLBACK (get_child_position_cb), self, 0);
}

static void
hg_tip_banner_dispose (GObject *object)
{
  HgTipBanner *self = HG_TIP_BANNER (object);

  set_board_view (self, NULL);
  if (self->tips != NULL)
    g_signal_handlers_disconnect_by_data (self->tips, self);
  g_clear_object (&self->settings);
  g_clear_object (&self->tips);
  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_TIP_BANNER);

  G_OBJECT_CLASS (hg_tip_banner_parent_class)->dispose (object);
}

static void
hg_tip_banner_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  HgTipBanner *self = HG_TIP_BANNER (object);

  switch (prop_id)
    {
    case PROP_BOARD_VIEW:
      g_value_set_object (value, self->board_view);
      break;
    case PROP_GAME:
      g_value_set_object (value, hg_tips_get_game (self->tips));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_tip_banner_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  HgTipBanner *self = HG_TIP_BANNER (object);

  switch (prop_id)
    {
    case PROP_BOARD_VIEW:
      set_board_view (self, g_value_get_object (value));
      break;
    case PROP_GAME:
      hg_tip_banner_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_tip_banner_class_init (HgTipBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hg_tip_banner_dispose;
  object_class->get_property = hg_tip_banner_get_property;
  object_class->set_property = hg_tip_banner_set_property;

  properties[PROP_BOARD_VIEW] =
    g_param_spec_object ("board-view", NULL, NULL, HG_TYPE_BOARD_VIEW,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, HG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-tip-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, HgTipBanner, revealer);
  gtk_widget_class_bind_template_child (widget_class, HgTipBanner, label);
  gtk_widget_class_bind_template_callback (widget_class, activate_link_cb);
  gtk_widget_class_bind_template_callback (widget_class, close_clicked_cb);

  widget_class->get_request_mode = hg_tip_banner_get_request_mode;
  widget_class->measure = hg_tip_banner_measure;
  widget_class->size_allocate = hg_tip_banner_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "hgtipbanner");
}

static void
hg_tip_banner_init (HgTipBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->tips = hg_tips_new ();
  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "show-tips", self->tips, "enabled", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "tips-seen", self->tips, "seen", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "tips-games-finished", self->tips, "games-finished",
                   G_SETTINGS_BIND_DEFAULT);
  g_signal_connect_object (self->tips, "notify::current",
                           G_CALLBACK (current_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::parent", G_CALLBACK (parent_cb), NULL);
}
