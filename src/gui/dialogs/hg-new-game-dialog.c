/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-new-game-dialog.c: players, colours and computer seats of a new game. */

#include "config.h"

#include <glib/gi18n.h>

#include "hg-new-game-dialog.h"
#include "hg-new-game-seat.h"
#include "hg-wrap-box.h"

struct _HgNewGameDialog
{
  AdwWindow       parent_instance;

  HgNewGameSeat  *seats[HG_MAX_PLAYERS];
  guint           colours[HG_MAX_PLAYERS];  /* each seat's, all different */
  HgLevel         levels[HG_N_LEVELS];      /* the choices offered */
  guint           n_levels;
  gboolean        updating;

  /* Template widgets */
  GtkButton      *start_button;
  GtkSpinButton  *count_spin;
  GtkBox         *seats_box;
  GtkSizeGroup   *number_group;
  GtkSizeGroup   *swatch_group;
  GtkSizeGroup   *name_group;
  GtkSizeGroup   *colour_group;
  GtkSizeGroup   *level_group;
  GtkLabel       *error_label;
};

G_DEFINE_FINAL_TYPE (HgNewGameDialog, hg_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  GAME_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Helpers ---------------------------------------------------------------- */

static void
update_visible (HgNewGameDialog *self)
{
  guint n = hg_new_game_dialog_get_n_players (self);

  for (guint i = 0; i < HG_MAX_PLAYERS; i++)
    gtk_widget_set_visible (GTK_WIDGET (self->seats[i]), i < n);
}

/* Default names ---------------------------------------------------------- */

static HgLevel
seat_level (HgNewGameDialog *self,
            guint            i)
{
  guint choice = hg_new_game_seat_get_level (self->seats[i]);

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
      const char *text = hg_new_game_seat_get_name (self->seats[i]);

      if (is_default_name (self, i, text))
        {
          g_autofree char *name = default_name (self, i, seat_level (self, i));

          if (!g_str_equal (text, name))
            hg_new_game_seat_set_name (self->seats[i], name);
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

static void
level_selected_cb (HgNewGameDialog *self)
{
  update_default_names (self);
}

/* A colour chosen for a seat: the seat that had it takes the other's. */
static void
colour_selected_cb (HgNewGameSeat   *seat,
                    GParamSpec      *pspec,
                    HgNewGameDialog *self)
{
  if (!self->updating)
    hg_new_game_dialog_set_seat_colour (self, hg_new_game_seat_get_seat (seat),
                                        hg_new_game_seat_get_colour (seat));
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
  gtk_widget_class_bind_template_child (widget_class, HgNewGameDialog, seats_box);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameDialog, number_group);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameDialog, swatch_group);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameDialog, name_group);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameDialog, colour_group);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameDialog, level_group);
  gtk_widget_class_bind_template_child (widget_class, HgNewGameDialog, error_label);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hg_new_game_dialog_init (HgNewGameDialog *self)
{
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);

  g_type_ensure (HG_TYPE_WRAP_BOX);
  gtk_widget_init_template (GTK_WIDGET (self));

  for (HgLevel level = HG_LEVEL_HUMAN; level < HG_N_LEVELS; level++)
    {
      self->levels[self->n_levels++] = level;
      gtk_string_list_append (levels, hg_level_to_label (level));
    }

  /* Each seat under the headings, its columns as wide as theirs. */
  for (guint i = 0; i < HG_MAX_PLAYERS; i++)
    {
      HgNewGameSeat *seat = HG_NEW_GAME_SEAT (hg_new_game_seat_new (i, G_LIST_MODEL (levels)));

      hg_new_game_seat_join_columns (seat, self->number_group, self->swatch_group,
                                     self->name_group, self->colour_group, self->level_group);
      g_signal_connect_object (seat, "notify::colour", G_CALLBACK (colour_selected_cb), self, 0);
      g_signal_connect_object (seat, "notify::level", G_CALLBACK (level_selected_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_box_append (self->seats_box, GTK_WIDGET (seat));
      self->seats[i] = seat;
      self->colours[i] = i;
    }

  /* The keys start at the first player's name, where Enter starts the
   * game (not at Cancel, the first button). */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->seats[0]));

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

  return hg_new_game_seat_get_name (self->seats[seat]);
}

void
hg_new_game_dialog_set_seat_name (HgNewGameDialog *self,
                                  guint            seat,
                                  const char      *name)
{
  g_return_if_fail (HG_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < HG_MAX_PLAYERS);
  g_return_if_fail (name != NULL);

  hg_new_game_seat_set_name (self->seats[seat], name);
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

  old = self->colours[seat];
  self->updating = TRUE;
  for (guint i = 0; i < HG_MAX_PLAYERS; i++)
    if (i != seat && self->colours[i] == colour)
      {
        self->colours[i] = old;
        hg_new_game_seat_set_colour (self->seats[i], old);
      }
  self->colours[seat] = colour;
  hg_new_game_seat_set_colour (self->seats[seat], colour);
  self->updating = FALSE;
}

guint
hg_new_game_dialog_get_seat_colour (HgNewGameDialog *self,
                                    guint            seat)
{
  g_return_val_if_fail (HG_IS_NEW_GAME_DIALOG (self), 0);
  g_return_val_if_fail (seat < HG_MAX_PLAYERS, 0);

  return self->colours[seat];
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
        hg_new_game_seat_set_level (self->seats[seat], i);
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
      char *name = g_strstrip (g_strdup (hg_new_game_seat_get_name (self->seats[i])));

      if (name[0] == '\0')
        {
          g_free (name);
          name = g_strdup_printf (_("Player %u"), i + 1);
        }
      g_ptr_array_add (owned, name);
      names[i] = name;
      colours[i] = hg_player_default_colour (self->colours[i]);
      levels[i] = seat_level (self, i);
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
