/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-score-column.c: a seat's points at the end of a game
 * (hg-score-column.h); its look is ui/hg-score-column.ui. */

#include "config.h"

#include "hg-score-column.h"
#include "hg-seat-swatch.h"

struct _HgScoreColumn
{
  GtkBox         parent_instance;

  HgGame        *game;
  guint          seat;
  gboolean       winner;

  /* Template widgets */
  GtkWidget     *header;
  HgSeatSwatch  *swatch;
  GtkLabel      *cells[HG_SCORE_COLUMN_N_ROWS];
};

G_DEFINE_FINAL_TYPE (HgScoreColumn, hg_score_column, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SEAT,
  PROP_PLAYER,
  PROP_WINNER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Template callbacks ----------------------------------------------------- */

/* The total of the winner stands out more. */
static GStrv
total_classes (gpointer unused,
               gboolean winner)
{
  const char *classes[] = { "numeric", winner ? "title-2" : "title-3", NULL };

  return g_strdupv ((char **) classes);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_score_column_constructed (GObject *object)
{
  HgScoreColumn *self = HG_SCORE_COLUMN (object);
  const HgState *state;

  G_OBJECT_CLASS (hg_score_column_parent_class)->constructed (object);

  if (self->game == NULL)
    return;
  state = hg_game_get_state (self->game);
  self->winner = (hg_state_get_winners (state) & (1u << self->seat)) != 0;
  hg_seat_swatch_set_players (self->swatch, hg_game_get_players (self->game));
  hg_seat_swatch_set_seats (self->swatch, 1u << self->seat);
  for (guint row = 0; row < HG_SCORE_COLUMN_N_ROWS; row++)
    {
      guint points = row == HG_SCORE_COLUMN_TOTAL
                     ? hg_state_get_score (state, self->seat)
                     : hg_state_get_score_by_kind (state, self->seat, row);
      g_autofree char *text = g_strdup_printf ("%u", points);

      gtk_label_set_text (self->cells[row], text);
    }
  g_object_notify_by_pspec (object, properties[PROP_PLAYER]);
  g_object_notify_by_pspec (object, properties[PROP_WINNER]);
}

static void
hg_score_column_dispose (GObject *object)
{
  HgScoreColumn *self = HG_SCORE_COLUMN (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_SCORE_COLUMN);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (hg_score_column_parent_class)->dispose (object);
}

static void
hg_score_column_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  HgScoreColumn *self = HG_SCORE_COLUMN (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SEAT:
      g_value_set_uint (value, self->seat);
      break;
    case PROP_PLAYER:
      g_value_set_object (value, self->game != NULL ? hg_game_get_player (self->game, self->seat) : NULL);
      break;
    case PROP_WINNER:
      g_value_set_boolean (value, self->winner);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_score_column_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  HgScoreColumn *self = HG_SCORE_COLUMN (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_SEAT:
      self->seat = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_score_column_class_init (HgScoreColumnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = hg_score_column_constructed;
  object_class->dispose = hg_score_column_dispose;
  object_class->get_property = hg_score_column_get_property;
  object_class->set_property = hg_score_column_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, HG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT] =
    g_param_spec_uint ("seat", NULL, NULL, 0, HG_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL, HG_TYPE_PLAYER,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_WINNER] =
    g_param_spec_boolean ("winner", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HG_TYPE_SEAT_SWATCH);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-score-column.ui");
  gtk_widget_class_bind_template_child (widget_class, HgScoreColumn, header);
  gtk_widget_class_bind_template_child (widget_class, HgScoreColumn, swatch);
  gtk_widget_class_bind_template_child_full (widget_class, "forests", FALSE,
                                             G_STRUCT_OFFSET (HgScoreColumn, cells[HG_SCORE_FOREST]));
  gtk_widget_class_bind_template_child_full (widget_class, "rivers", FALSE,
                                             G_STRUCT_OFFSET (HgScoreColumn, cells[HG_SCORE_RIVER]));
  gtk_widget_class_bind_template_child_full (widget_class, "huts", FALSE,
                                             G_STRUCT_OFFSET (HgScoreColumn, cells[HG_SCORE_HUTS]));
  gtk_widget_class_bind_template_child_full (widget_class, "hunters", FALSE,
                                             G_STRUCT_OFFSET (HgScoreColumn, cells[HG_SCORE_HUNTERS]));
  gtk_widget_class_bind_template_child_full (widget_class, "total", FALSE,
                                             G_STRUCT_OFFSET (HgScoreColumn, cells[HG_SCORE_COLUMN_TOTAL]));
  gtk_widget_class_bind_template_callback (widget_class, total_classes);
}

static void
hg_score_column_init (HgScoreColumn *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Public API ------------------------------------------------------------- */

GtkWidget *
hg_score_column_new (HgGame *game,
                     guint   seat)
{
  g_return_val_if_fail (HG_IS_GAME (game), NULL);
  g_return_val_if_fail (seat < hg_game_get_n_players (game), NULL);

  return g_object_new (HG_TYPE_SCORE_COLUMN, "game", game, "seat", seat, NULL);
}

GtkWidget *
hg_score_column_get_header (HgScoreColumn *self)
{
  g_return_val_if_fail (HG_IS_SCORE_COLUMN (self), NULL);

  return self->header;
}

GtkLabel *
hg_score_column_get_cell (HgScoreColumn *self,
                          guint          row)
{
  g_return_val_if_fail (HG_IS_SCORE_COLUMN (self), NULL);
  g_return_val_if_fail (row < HG_SCORE_COLUMN_N_ROWS, NULL);

  return self->cells[row];
}
