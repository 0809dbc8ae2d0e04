/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-new-game-dialog.c: players, colours and computer seats of a new game. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-new-game-dialog.h"
#include "hg-seat-swatch.h"
#include "hg-wrap-box.h"

typedef struct {
  GtkWidget *number;
  GtkWidget *swatch;
  GtkWidget *entry;
  GtkWidget *colour_drop;
  GtkWidget *level_drop;
  guint      colour;
} Seat;

struct _HgNewGameDialog
{
  AdwWindow       parent_instance;

  Seat            seats[HG_MAX_PLAYERS];
  HgLevel         levels[HG_N_LEVELS]; /* the choices offered */
  guint           n_levels;
  gboolean        updating;

  /* Template widgets */
  GtkButton      *start_button;
  GtkSpinButton  *count_spin;
  GtkGrid        *seats_grid;
  GtkLabel       *error_label;
};

G_DEFINE_FINAL_TYPE (HgNewGameDialog, hg_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  GAME_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The names of the five default colours of hg_player_default_colour(). */
static const char * const colour_names[HG_N_DEFAULT_COLOURS] = {
  N_("Vermilion"),
  N_("Blue"),
  N_("Yellow"),
  N_("Purple"),
  N_("White"),
};

/* Helpers ---------------------------------------------------------------- */

static void
update_visible (HgNewGameDialog *self)
{
  guint n = hg_new_game_dialog_get_n_players (self);

  for (guint i = 0; i < HG_MAX_PLAYERS; i++)
    {
      Seat *seat = &self->seats[i];
      gboolean visible = i < n;

      gtk_widget_set_visible (seat->number, visible);
      gtk_widget_set_visible (seat->swatch, visible);
      gtk_widget_set_visible (seat->entry, visible);
      gtk_widget_set_visible (seat->colour_drop, visible);
      gtk_widget_set_visible (seat->level_drop, visible);
      gtk_widget_set_visible (gtk_widget_get_ancestor (seat->entry, HG_TYPE_WRAP_BOX), visible);
    }
}

/* Default names ---------------------------------------------------------- */

static HgLevel
seat_level (HgNewGameDialog *self,
            guint            i)
{
  guint choice = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->seats[i].level_drop));

  return choice < self->n_levels ? self->levels[choice] : HG_LEVEL_HUMAN;
}

/* What seat @i is called until the person names it: "Player 2" for a
 * person; for a computer what it is, "Computer (hard)", and "Computer
 * (hard) 2" for the second seat of the same level. */
static char *
default_name (HgNewGameDialog *self,
              guint            i,
              HgLevel          level)
{
  guint same = 0, before = 0;

  if (level == HG_LEVEL_HUMAN)
    return g_strdup_printf (_("Player %u"), i + 1);
  for (guint j = 0; j < hg_new_game_dialog_get_n_players (self); j++)
    if (seat_level (self, j) == level)
      {
        same++;
        if (j < i)
          before++;
      }
  if (same <= 1)
    return g_strdup (hg_level_to_label (level));
  /* TRANSLATORS: a computer seat's name when several play at the same
   * level: "Computer (hard) 2" */
  return g_strdup_printf (C_("computer name", "%s %u"), hg_level_to_label (level), before + 1);
}

/* Whether @text is a name the dialog gave seat @i, not one a person
 * typed. */
static gboolean
is_default_name (HgNewGameDialog *self,
                 guint            i,
                 const char      *text)
{
  for (guint l = 0; l < self->n_levels; l++)
    {
      g_autofree char *plain = NULL;

      if (self->levels[l] == HG_LEVEL_HUMAN)
        {
          plain = g_strdup_printf (_("Player %u"), i + 1);
          if (g_str_equal (text, plain))
            return TRUE;
          continue;
        }
      if (g_str_equal (text, hg_level_to_label (self->levels[l])))
        return TRUE;
      for (guint k = 1; k <= HG_MAX_PLAYERS; k++)
        {
          g_autofree char *numbered = g_strdup_printf (C_("computer name", "%s %u"),
                                                       hg_level_to_label (self->levels[l]), k);

          if (g_str_equal (text, numbered))
            return TRUE;
        }
    }
  return text[0] == '\0';
}

/* Names the dialog gave follow the levels; names people typed stay. */
static void
update_default_names (HgNewGameDialog *self)
{
  for (guint i = 0; i < HG_MAX_PLAYERS; i++)
    {
      GtkEditable *entry = GTK_EDITABLE (self->seats[i].entry);

      if (is_default_name (self, i, gtk_editable_get_text (entry)))
        {
          g_autofree char *name = default_name (self, i, seat_level (self, i));

          if (!g_str_equal (gtk_editable_get_text (entry), name))
            gtk_editable_set_text (entry, name);
        }
    }
}

/* Callbacks -------------------------------------------------------------- */

static void
count_changed_cb (HgNewGameDialog *self)
{
  update_visible (self);
  update_default_names (self);
}

/* A drop-down takes the focus on its button: the button tells what the
 * drop-down chooses and the value chosen. */
static void
drop_down_selected_cb (GtkDropDown *drop,
                       GParamSpec  *pspec,
                       const char  *what)
{
  GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (drop));
  GObject *item = gtk_drop_down_get_selected_item (drop);
  g_autofree char *label = NULL;

  if (!GTK_IS_TOGGLE_BUTTON (button) || !GTK_IS_STRING_OBJECT (item))
    return;
  /* TRANSLATORS: a drop-down's name for a screen reader: what it
   * chooses and the value chosen, e.g. "Colour of player 1: Blue". */
  label = g_strdup_printf (_("%s: %s"), what, gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
name_drop_down (GtkWidget  *drop,
                const char *what)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  g_signal_connect_data (drop, "notify::selected", G_CALLBACK (drop_down_selected_cb),
                         g_strdup (what), (GClosureNotify) (void (*) (void)) g_free, 0);
  drop_down_selected_cb (GTK_DROP_DOWN (drop), NULL, what);
}

static void
level_selected_cb (HgNewGameDialog *self)
{
  update_default_names (self);
}

static void
colour_selected_cb (GtkDropDown     *drop,
                    GParamSpec      *pspec,
                    HgNewGameDialog *self)
{
  guint colour = gtk_drop_down_get_selected (drop);

  if (self->updating || colour >= HG_N_DEFAULT_COLOURS)
    return;
  for (guint i = 0; i < HG_MAX_PLAYERS; i++)
    if (self->seats[i].colour_drop == GTK_WIDGET (drop))
      hg_new_game_dialog_set_seat_colour (self, i, colour);
}

static void
start_clicked_cb (HgNewGameDialog *self)
{
  hg_new_game_dialog_start (self);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_new_game_dialog_class_init (HgNewGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /**
   * HgNewGameDialog::game-created:
   * @game: the new game
   */
  signals[GAME_CREATED] =
    g_signal_new ("game-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, HG_TYPE_GAME);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HgNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameDialog, count_spin);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameDialog, seats_grid);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameDialog, error_label);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* A seat's row (or the headings'): @name, then @colour and @level side
 * by side, beside it or under it. */
static GtkWidget *
seat_row_new (GtkWidget *name,
              GtkWidget *colour,
              GtkWidget *level)
{
  GtkWidget *row = hg_wrap_box_new ();
  GtkWidget *choices = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  hg_wrap_box_set_spacing (HG_WRAP_BOX (row), 8);
  gtk_widget_set_hexpand (row, TRUE);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_box_append (GTK_BOX (choices), colour);
  gtk_box_append (GTK_BOX (choices), level);
  gtk_widget_set_hexpand (level, TRUE);
  hg_wrap_box_append (HG_WRAP_BOX (row), name);
  hg_wrap_box_append (HG_WRAP_BOX (row), choices);
  return row;
}

static void
hg_new_game_dialog_init (HgNewGameDialog *self)
{
  g_autoptr(GtkStringList) colours = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);
  const char *headers[] = { "", "", N_("Name"), N_("Colour"), N_("Played by") };
  GtkWidget *heading[G_N_ELEMENTS (headers)] = { NULL };
  g_autoptr(GtkSizeGroup) name_group = NULL;
  g_autoptr(GtkSizeGroup) colour_group = NULL;
  g_autoptr(GtkSizeGroup) level_group = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint c = 0; c < HG_N_DEFAULT_COLOURS; c++)
    gtk_string_list_append (colours, _(colour_names[c]));

  for (HgLevel level = HG_LEVEL_HUMAN; level < HG_N_LEVELS; level++)
    {
      self->levels[self->n_levels++] = level;
      gtk_string_list_append (levels, hg_level_to_label (level));
    }

  /* Each seat's name, then its colour and who plays it: in a row, or the
   * choices under the name when the dialog is narrow (as narrow as a
   * phone's screen); the headings above, in the same arrangement, each as
   * wide as what it heads. */
  name_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  colour_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  level_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  for (guint col = 2; col < G_N_ELEMENTS (headers); col++)
    {
      GtkWidget *label = gtk_label_new (_(headers[col]));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "caption-heading");
      heading[col] = label;
    }
  gtk_size_group_add_widget (name_group, heading[2]);
  gtk_size_group_add_widget (colour_group, heading[3]);
  gtk_size_group_add_widget (level_group, heading[4]);
  gtk_grid_attach (self->seats_grid, seat_row_new (heading[2], heading[3], heading[4]), 2, 0, 1, 1);

  for (guint i = 0; i < HG_MAX_PLAYERS; i++)
    {
      Seat *seat = &self->seats[i];
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      g_autofree char *name = g_strdup_printf (_("Player %u"), i + 1);
      g_autofree char *a11y_name = g_strdup_printf (_("Name of player %u"), i + 1);
      g_autofree char *a11y_colour = g_strdup_printf (_("Colour of player %u"), i + 1);
      g_autofree char *a11y_level = g_strdup_printf (_("Who plays seat %u"), i + 1);

      seat->colour = i;

      seat->number = gtk_label_new (number);
      gtk_widget_add_css_class (seat->number, "dim-label");

      seat->swatch = g_object_new (HG_TYPE_SEAT_SWATCH,
                                   "seats", 1u << i,
                                   "colour", hg_player_default_colour (i),
                                   "size", 24,
                                   "valign", GTK_ALIGN_CENTER,
                                   NULL);

      seat->entry = gtk_entry_new ();
      gtk_editable_set_text (GTK_EDITABLE (seat->entry), name);
      gtk_entry_set_placeholder_text (GTK_ENTRY (seat->entry), name);
      gtk_entry_set_max_length (GTK_ENTRY (seat->entry), HG_GAME_MAX_NAME);
      gtk_entry_set_activates_default (GTK_ENTRY (seat->entry), TRUE);
      gtk_widget_set_hexpand (seat->entry, TRUE);
      /* room for a default name such as "Computer (expert)" whatever the
       * level chosen beside it */
      gtk_editable_set_width_chars (GTK_EDITABLE (seat->entry), 17);
      gtk_accessible_update_property (GTK_ACCESSIBLE (seat->entry),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y_name, -1);

      /* No tooltips on the drop-downs: one would lie over the list as it
       * opens, and the column headings say what they choose. */
      seat->colour_drop = gtk_drop_down_new (g_object_ref (G_LIST_MODEL (colours)), NULL);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (seat->colour_drop), i);
      g_signal_connect (seat->colour_drop, "notify::selected", G_CALLBACK (colour_selected_cb), self);
      name_drop_down (seat->colour_drop, a11y_colour);

      seat->level_drop = gtk_drop_down_new (g_object_ref (G_LIST_MODEL (levels)), NULL);
      name_drop_down (seat->level_drop, a11y_level);
      g_signal_connect_swapped (seat->level_drop, "notify::selected", G_CALLBACK (level_selected_cb), self);

      gtk_size_group_add_widget (name_group, seat->entry);
      gtk_size_group_add_widget (colour_group, seat->colour_drop);
      gtk_size_group_add_widget (level_group, seat->level_drop);
      gtk_widget_set_valign (seat->number, GTK_ALIGN_START);
      gtk_widget_set_valign (seat->swatch, GTK_ALIGN_START);
      gtk_widget_set_margin_top (seat->number, 8);
      gtk_widget_set_margin_top (seat->swatch, 6);
      gtk_grid_attach (self->seats_grid, seat->number, 0, (int) i + 1, 1, 1);
      gtk_grid_attach (self->seats_grid, seat->swatch, 1, (int) i + 1, 1, 1);
      gtk_grid_attach (self->seats_grid, seat_row_new (seat->entry, seat->colour_drop, seat->level_drop),
                       2, (int) i + 1, 1, 1);
    }

  /* The keys start at the first player's name, where Enter starts the
   * game (not at Cancel, the first button). */
  gtk_window_set_focus (GTK_WINDOW (self), self->seats[0].entry);

  g_signal_connect_swapped (self->count_spin, "value-changed", G_CALLBACK (count_changed_cb), self);
  g_signal_connect_swapped (self->start_button, "clicked", G_CALLBACK (start_clicked_cb), self);
  update_visible (self);
}

/* Public API ------------------------------------------------------------- */

HgNewGameDialog *
hg_new_game_dialog_new (void)
{
  return g_object_new (HG_TYPE_NEW_GAME_DIALOG, NULL);
}

void
hg_new_game_dialog_set_n_players (HgNewGameDialog *self,
                                  guint            n_players)
{
  g_return_if_fail (HG_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (n_players >= HG_MIN_PLAYERS && n_players <= HG_MAX_PLAYERS);

  gtk_spin_button_set_value (self->count_spin, n_players);
  update_visible (self);
}

guint
hg_new_game_dialog_get_n_players (HgNewGameDialog *self)
{
  g_return_val_if_fail (HG_IS_NEW_GAME_DIALOG (self), 0);

  return (guint) CLAMP (gtk_spin_button_get_value_as_int (self->count_spin),
                        HG_MIN_PLAYERS, HG_MAX_PLAYERS);
}

const char *
hg_new_game_dialog_get_seat_name (HgNewGameDialog *self,
                                  guint            seat)
{
  g_return_val_if_fail (HG_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (seat < HG_MAX_PLAYERS, NULL);

  return gtk_editable_get_text (GTK_EDITABLE (self->seats[seat].entry));
}

void
hg_new_game_dialog_set_seat_name (HgNewGameDialog *self,
                                  guint            seat,
                                  const char      *name)
{
  g_return_if_fail (HG_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < HG_MAX_PLAYERS);
  g_return_if_fail (name != NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->seats[seat].entry), name);
}

void
hg_new_game_dialog_set_seat_colour (HgNewGameDialog *self,
                                    guint            seat,
                                    guint            colour)
{
  guint old;

  g_return_if_fail (HG_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < HG_MAX_PLAYERS);
  g_return_if_fail (colour < HG_N_DEFAULT_COLOURS);

  old = self->seats[seat].colour;
  self->updating = TRUE;
  for (guint i = 0; i < HG_MAX_PLAYERS; i++)
    if (i != seat && self->seats[i].colour == colour)
      {
        self->seats[i].colour = old;
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seats[i].colour_drop), old);
        hg_seat_swatch_set_colour (HG_SEAT_SWATCH (self->seats[i].swatch), hg_player_default_colour (old));
      }
  self->seats[seat].colour = colour;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seats[seat].colour_drop), colour);
  hg_seat_swatch_set_colour (HG_SEAT_SWATCH (self->seats[seat].swatch), hg_player_default_colour (colour));
  self->updating = FALSE;
}

guint
hg_new_game_dialog_get_seat_colour (HgNewGameDialog *self,
                                    guint            seat)
{
  g_return_val_if_fail (HG_IS_NEW_GAME_DIALOG (self), 0);
  g_return_val_if_fail (seat < HG_MAX_PLAYERS, 0);

  return self->seats[seat].colour;
}

gboolean
hg_new_game_dialog_set_seat_level (HgNewGameDialog *self,
                                   guint            seat,
                                   HgLevel          level)
{
  g_return_val_if_fail (HG_IS_NEW_GAME_DIALOG (self), FALSE);
  g_return_val_if_fail (seat < HG_MAX_PLAYERS, FALSE);

  for (guint i = 0; i < self->n_levels; i++)
    if (self->levels[i] == level)
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seats[seat].level_drop), i);
        return TRUE;
      }
  return FALSE;
}

guint
hg_new_game_dialog_get_n_level_choices (HgNewGameDialog *self)
{
  g_return_val_if_fail (HG_IS_NEW_GAME_DIALOG (self), 0);

  return self->n_levels;
}

HgGame *
hg_new_game_dialog_create_game (HgNewGameDialog  *self,
                                guint32           seed,
                                GError          **error)
{
  HgSetup setup;
  guint n;
  const char *names[HG_MAX_PLAYERS];
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  const char *colours[HG_MAX_PLAYERS];
  HgLevel levels[HG_MAX_PLAYERS];

  g_return_val_if_fail (HG_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  n = hg_new_game_dialog_get_n_players (self);
  for (guint i = 0; i < n; i++)
    {
      Seat *seat = &self->seats[i];
      guint choice = gtk_drop_down_get_selected (GTK_DROP_DOWN (seat->level_drop));

      char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (seat->entry))));

      if (name[0] == '\0')
        {
          g_free (name);
          name = g_strdup_printf (_("Player %u"), i + 1);
        }
      g_ptr_array_add (owned, name);
      names[i] = name;
      colours[i] = hg_player_default_colour (seat->colour);
      levels[i] = choice < self->n_levels ? self->levels[choice] : HG_LEVEL_HUMAN;
    }

  hg_setup_shuffle (&setup, n, seed);
  return hg_game_new (&setup, names, colours, levels, error);
}

void
hg_new_game_dialog_start (HgNewGameDialog *self)
{
  g_autoptr(HgGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (HG_IS_NEW_GAME_DIALOG (self));

  game = hg_new_game_dialog_create_game (self, g_random_int (), &error);
  if (game == NULL)
    {
      gtk_label_set_text (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  g_signal_emit (self, signals[GAME_CREATED], 0, game);
  gtk_window_close (GTK_WINDOW (self));
}
