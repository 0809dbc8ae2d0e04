/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-statistics-window.c: the numbers of the finished games and their
 * list.  The numbers are worked out again (hg_record_stats_new()) in a
 * worker thread each time the records change, from a copy of the list of
 * records (records do not change); until the first numbers are there, or
 * while the records are still being read, a spinner shows.  The list of
 * games shows the newest PAGE_SIZE, and PAGE_SIZE more at a time, so that
 * the window makes rows only for what is looked at. */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-app-icon.h"
#include "hg-record-stats.h"
#include "hg-statistics-row.h"
#include "hg-statistics-window.h"

#define PAGE_SIZE 50   /* games listed at first, and added by Show More */

struct _HgStatisticsWindow
{
  AdwWindow       parent_instance;

  HgGameRecords  *records;
  GtkSliceListModel *shown;              /* the newest games of the records */
  GCancellable   *cancellable;           /* of the numbers being worked out */
  gboolean        running;               /* numbers are being worked out */
  gboolean        again;                 /* the records changed meanwhile */
  gboolean        shown_once;            /* numbers have been shown */
  gboolean        loading;               /* property "loading" */
  GPtrArray      *names;                 /* HgStatisticsRow, most wins first */
  HgStatisticsRow *levels[HG_N_LEVELS];  /* NULL: no row */

  /* Template widgets */
  GtkLabel             *notice_label;
  GtkStack             *stack;
  GtkSpinner           *spinner;
  GtkButton            *more_button;
  HgStatisticsRow      *games_played;
  AdwPreferencesGroup  *names_group;
  AdwPreferencesGroup  *levels_group;
  GtkListBox           *games_list;
};

G_DEFINE_FINAL_TYPE (HgStatisticsWindow, hg_statistics_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_LOADING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  GAME_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Words ------------------------------------------------------------------ */

/* @value with at most @digits decimals, without trailing zeros, in the
 * locale's way: "1.5", "0.33", "2". */
static char *
format_number (double value,
               int    digits)
{
  char *text = g_strdup_printf ("%.*f", digits, value);
  gsize len = strlen (text);

  if (digits == 0)
    return text;
  while (len > 0 && text[len - 1] == '0')
    len--;
  /* The decimal separator, however many bytes it takes. */
  while (len > 0 && !g_ascii_isdigit (text[len - 1]))
    len--;
  text[len] = '\0';
  return text;
}

/* "Ana", "Ana and Ben", "Ana, Ben and Cy" */
static char *
join_names (GPtrArray *names)
{
  g_autofree char *head = NULL;

  if (names->len == 0)
    return g_strdup ("");
  head = g_strdup (g_ptr_array_index (names, 0));
  for (guint i = 1; i + 1 < names->len; i++)
    {
      /* TRANSLATORS: joins names in a list: "Ana, Ben" (then "and Cy"). */
      char *longer = g_strdup_printf (C_("list of names", "%s, %s"), head, (char *) g_ptr_array_index (names, i));

      g_free (head);
      head = longer;
    }
  if (names->len == 1)
    return g_steal_pointer (&head);
  /* TRANSLATORS: joins the last name of a list: "Ana, Ben and Cy". */
  return g_strdup_printf (_("%s and %s"), head, (char *) g_ptr_array_index (names, names->len - 1));
}

/* "Ana won", "Ana and Ben shared the win" */
static char *
describe_winners (HgGameRecord *record)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint8 winners = hg_game_record_get_winners (record);
  g_autofree char *who = NULL;

  for (guint seat = 0; seat < hg_game_record_get_n_players (record); seat++)
    if (winners & (1u << seat))
      g_ptr_array_add (names, hg_player_name_for_sentence (hg_game_record_get_name (record, seat)));
  who = join_names (names);
  if (names->len == 1)
    /* TRANSLATORS: a finished game in the statistics: who won */
    return g_strdup_printf (_("%s won"), who);
  /* TRANSLATORS: a finished game in the statistics: the tied winners */
  return g_strdup_printf (_("%s shared the win"), who);
}

/* "12 March 2024, 14:05 · Ana 64, Ben 58" */
static char *
describe_game (HgGameRecord *record)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (hg_game_record_get_date (record));
  g_autofree char *date = NULL;
  g_autoptr(GString) scores = g_string_new (NULL);

  /* TRANSLATORS: when a game ended, for g_date_time_format(): "12 March
   * 2024, 14:05" */
  date = g_date_time_format (local, C_("date of a finished game", "%-d %B %Y, %H:%M"));
  for (guint seat = 0; seat < hg_game_record_get_n_players (record); seat++)
    {
      /* TRANSLATORS: a player's final score in the list of finished
       * games: "Ana 64" */
      g_autofree char *name = hg_player_name_for_sentence (hg_game_record_get_name (record, seat));
      g_autofree char *score = g_strdup_printf (C_("name and score", "%s %u"), name,
                                                hg_game_record_get_score (record, seat));

      if (seat > 0)
        /* TRANSLATORS: between the scores of the players: "Ana 64, Ben 58" */
        g_string_append (scores, C_("list of scores", ", "));
      g_string_append (scores, score);
    }
  /* TRANSLATORS: the date a game ended, then its scores */
  return g_strdup_printf (C_("date and scores", "%s · %s"), date != NULL ? date : "", scores->str);
}

/* Rows ------------------------------------------------------------------- */

static HgStatisticsRow *
new_row (const char *title,
         const char *subtitle,
         const char *value)
{
  return g_object_new (HG_TYPE_STATISTICS_ROW,
                       "title", title,
                       "subtitle", subtitle,
                       "value", value,
                       NULL);
}

static void
clear_rows (HgStatisticsWindow *self)
{
  for (guint i = 0; i < self->names->len; i++)
    adw_preferences_group_remove (self->names_group, g_ptr_array_index (self->names, i));
  g_ptr_array_set_size (self->names, 0);
  for (guint level = 0; level < HG_N_LEVELS; level++)
    if (self->levels[level] != NULL)
      {
        adw_preferences_group_remove (self->levels_group, GTK_WIDGET (self->levels[level]));
        self->levels[level] = NULL;
      }
}

static void
add_name_row (HgStatisticsWindow *self,
              const HgNameStats  *entry)
{
  HgStatisticsRow *row;
  g_autofree char *wins = format_number (entry->wins, 2);
  g_autofree char *average = format_number (entry->average, 1);
  g_autofree char *games = g_strdup_printf (ngettext ("%u game", "%u games", entry->games), entry->games);
  g_autofree char *subtitle = NULL;
  g_autofree char *value = NULL;

  /* TRANSLATORS: a player name's numbers: "3 games · best 84 · average
   * 61.5" (games, the best final score, the mean final score) */
  subtitle = g_strdup_printf (_("%s · best %u · average %s"), games, entry->best, average);
  /* TRANSLATORS: wins of a player name or a computer level, where a win
   * shared by k players counts 1/k: "Wins: 1.5" */
  value = g_strdup_printf (_("Wins: %s"), wins);
  row = new_row (entry->name, subtitle, value);
  adw_preferences_group_add (self->names_group, GTK_WIDGET (row));
  g_ptr_array_add (self->names, row);
}

static void
add_level_row (HgStatisticsWindow *self,
               HgLevel             level,
               const HgLevelStats *entry)
{
  g_autofree char *wins = format_number (entry->wins, 2);
  g_autofree char *subtitle = NULL;
  g_autofree char *value = NULL;
  guint percent = (guint) lround (100.0 * entry->wins / entry->games);

  /* TRANSLATORS: how many seats a computer level played */
  subtitle = g_strdup_printf (ngettext ("%u game", "%u games", entry->games), entry->games);
  /* TRANSLATORS: a computer level's wins and its share of the games it
   * played: "Wins: 1.5 (38%)" */
  value = g_strdup_printf (_("Wins: %s (%u%%)"), wins, percent);
  self->levels[level] = new_row (hg_level_to_label (level), subtitle, value);
  adw_preferences_group_add (self->levels_group, GTK_WIDGET (self->levels[level]));
}

static void
show_stats (HgStatisticsWindow  *self,
            const HgRecordStats *stats)
{
  g_autofree char *played = g_strdup_printf ("%u", stats->n_games);
  g_autofree char *notice = hg_game_records_dup_damage_notice (self->records);
  gboolean computers = FALSE;

  /* A damaged index found at the start is told here too. */
  gtk_label_set_text (self->notice_label, notice != NULL ? notice : "");
  gtk_widget_set_visible (GTK_WIDGET (self->notice_label), notice != NULL);

  gtk_stack_set_visible_child_name (self->stack, stats->n_games == 0 ? "empty" : "numbers");
  gtk_spinner_set_spinning (self->spinner, FALSE);
  hg_statistics_row_set_value (self->games_played, played);

  clear_rows (self);
  for (guint i = 0; i < stats->names->len; i++)
    add_name_row (self, &g_array_index (stats->names, HgNameStats, i));
  for (HgLevel level = HG_LEVEL_RANDOM; level < HG_N_LEVELS; level++)
    if (stats->levels[level].games > 0)
      {
        add_level_row (self, level, &stats->levels[level]);
        computers = TRUE;
      }
  gtk_widget_set_visible (GTK_WIDGET (self->levels_group), computers);
}

/* Whether the numbers shown may be old: the records are being read, or
 * the numbers worked out. */
static void
loading_changed (HgStatisticsWindow *self)
{
  gboolean loading = !hg_game_records_get_loaded (self->records) || self->running;

  if (self->loading == loading)
    return;
  self->loading = loading;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

static void
stats_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  HgRecordStats *stats = hg_record_stats_new (task_data);

  g_task_return_pointer (task, stats, (GDestroyNotify) hg_record_stats_free);
}

static void start_stats (HgStatisticsWindow *self);

static void
stats_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  HgStatisticsWindow *self = HG_STATISTICS_WINDOW (source);
  g_autoptr(HgRecordStats) stats = NULL;

  /* Cancelled: the window is being taken apart. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  stats = g_task_propagate_pointer (G_TASK (result), NULL);

  self->running = FALSE;
  if (self->again)
    {
      /* The records changed meanwhile: these numbers are old already. */
      self->again = FALSE;
      start_stats (self);
      return;
    }
  self->shown_once = TRUE;
  show_stats (self, stats);
  loading_changed (self);
}

/* Works the numbers out again in a worker thread, once the records have
 * been read; one at a time. */
static void
start_stats (HgStatisticsWindow *self)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GListStore) snapshot = NULL;
  g_autoptr(GPtrArray) items = NULL;
  guint n;

  if (!self->shown_once)
    {
      gtk_stack_set_visible_child_name (self->stack, "loading");
      gtk_spinner_set_spinning (self->spinner, TRUE);
    }
  if (self->running)
    {
      self->again = TRUE;
      return;
    }
  /* Not read yet: "notify::loaded" comes. */
  if (!hg_game_records_get_loaded (self->records))
    {
      loading_changed (self);
      return;
    }

  /* Records do not change: the worker counts them as they are now. */
  n = g_list_model_get_n_items (G_LIST_MODEL (self->records));
  items = g_ptr_array_new_full (n, g_object_unref);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (items, g_list_model_get_item (G_LIST_MODEL (self->records), i));
  snapshot = g_list_store_new (HG_TYPE_GAME_RECORD);
  g_list_store_splice (snapshot, 0, 0, items->pdata, items->len);

  self->running = TRUE;
  task = g_task_new (self, self->cancellable, stats_done_cb, NULL);
  g_task_set_source_tag (task, start_stats);
  g_task_set_task_data (task, g_steal_pointer (&snapshot), g_object_unref);
  g_task_run_in_thread (task, stats_thread);
  loading_changed (self);
}

/* Show More Games: while the list does not show every game. */
static void
update_more_button (HgStatisticsWindow *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->more_button),
                          gtk_slice_list_model_get_size (self->shown)
                          < g_list_model_get_n_items (G_LIST_MODEL (self->records)));
}

static void
update (HgStatisticsWindow *self)
{
  update_more_button (self);
  start_stats (self);
}

static GtkWidget *
create_game_row (gpointer item,
                 gpointer user_data)
{
  g_autofree char *title = describe_winners (item);
  g_autofree char *subtitle = describe_game (item);
  HgStatisticsRow *row = new_row (title, subtitle, NULL);

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  return GTK_WIDGET (row);
}

/* Callbacks -------------------------------------------------------------- */

static void
records_changed_cb (HgStatisticsWindow *self)
{
  update (self);
}

static void
show_more_cb (HgStatisticsWindow *self)
{
  gtk_slice_list_model_set_size (self->shown, gtk_slice_list_model_get_size (self->shown) + PAGE_SIZE);
  update_more_button (self);
}

static void
game_row_activated_cb (HgStatisticsWindow *self,
                       GtkListBoxRow      *row)
{
  int index = gtk_list_box_row_get_index (row);
  g_autoptr(HgGameRecord) record = NULL;

  if (index < 0)
    return;
  record = g_list_model_get_item (G_LIST_MODEL (self->records), (guint) index);
  if (record != NULL)
    g_signal_emit (self, signals[GAME_ACTIVATED], 0, record);
}

/* GObject ---------------------------------------------------------------- */

static void
hg_statistics_window_dispose (GObject *object)
{
  HgStatisticsWindow *self = HG_STATISTICS_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  if (self->games_list != NULL)
    gtk_list_box_bind_model (self->games_list, NULL, NULL, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), HG_TYPE_STATISTICS_WINDOW);
  g_clear_object (&self->shown);
  g_clear_object (&self->records);

  G_OBJECT_CLASS (hg_statistics_window_parent_class)->dispose (object);
}

static void
hg_statistics_window_finalize (GObject *object)
{
  HgStatisticsWindow *self = HG_STATISTICS_WINDOW (object);

  g_clear_pointer (&self->names, g_ptr_array_unref);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (hg_statistics_window_parent_class)->finalize (object);
}

static void
hg_statistics_window_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  HgStatisticsWindow *self = HG_STATISTICS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_LOADING:
      g_value_set_boolean (value, self->loading);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hg_statistics_window_class_init (HgStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hg_statistics_window_dispose;
  object_class->finalize = hg_statistics_window_finalize;
  object_class->get_property = hg_statistics_window_get_property;

  /**
   * HgStatisticsWindow:loading:
   *
   * Whether the records are being read or their numbers worked out (the
   * numbers shown, if any, may be old).
   */
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * HgStatisticsWindow::game-activated:
   * @record: the finished game to look at again
   */
  signals[GAME_ACTIVATED] =
    g_signal_new ("game-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, HG_TYPE_GAME_RECORD);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/hg-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HgStatisticsWindow, notice_label);
  gtk_widget_class_bind_template_child (widget_class, HgStatisticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, HgStatisticsWindow, spinner);
  gtk_widget_class_bind_template_child (widget_class, HgStatisticsWindow, more_button);
  gtk_widget_class_bind_template_child (widget_class, HgStatisticsWindow, games_played);
  gtk_widget_class_bind_template_child (widget_class, HgStatisticsWindow, names_group);
  gtk_widget_class_bind_template_child (widget_class, HgStatisticsWindow, levels_group);
  gtk_widget_class_bind_template_child (widget_class, HgStatisticsWindow, games_list);
  gtk_widget_class_bind_template_child_full (widget_class, "empty_page", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, game_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_more_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hg_statistics_window_init (HgStatisticsWindow *self)
{
  g_type_ensure (HG_TYPE_STATISTICS_ROW);
  gtk_widget_init_template (GTK_WIDGET (self));
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (gtk_widget_get_template_child (GTK_WIDGET (self), HG_TYPE_STATISTICS_WINDOW, "empty_page")),
                                 hg_app_icon_get_symbolic_name ());

  self->names = g_ptr_array_new ();
  self->cancellable = g_cancellable_new ();
}

/* Public API ------------------------------------------------------------- */

HgStatisticsWindow *
hg_statistics_window_new (HgGameRecords *records)
{
  HgStatisticsWindow *self;

  g_return_val_if_fail (HG_IS_GAME_RECORDS (records), NULL);

  self = g_object_new (HG_TYPE_STATISTICS_WINDOW, NULL);
  self->records = g_object_ref (records);
  g_signal_connect_object (records, "items-changed",
                           G_CALLBACK (records_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (records, "notify::loaded",
                           G_CALLBACK (records_changed_cb), self, G_CONNECT_SWAPPED);
  self->shown = gtk_slice_list_model_new (g_object_ref (G_LIST_MODEL (records)), 0, PAGE_SIZE);
  gtk_list_box_bind_model (self->games_list, G_LIST_MODEL (self->shown), create_game_row, NULL, NULL);
  update (self);
  return self;
}

HgGameRecords *
hg_statistics_window_get_records (HgStatisticsWindow *self)
{
  g_return_val_if_fail (HG_IS_STATISTICS_WINDOW (self), NULL);

  return self->records;
}

gboolean
hg_statistics_window_get_loading (HgStatisticsWindow *self)
{
  g_return_val_if_fail (HG_IS_STATISTICS_WINDOW (self), FALSE);

  return self->loading;
}

const char *
hg_statistics_window_get_games_played (HgStatisticsWindow *self)
{
  g_return_val_if_fail (HG_IS_STATISTICS_WINDOW (self), NULL);

  return hg_statistics_row_get_value (self->games_played);
}

gboolean
hg_statistics_window_get_empty (HgStatisticsWindow *self)
{
  g_return_val_if_fail (HG_IS_STATISTICS_WINDOW (self), FALSE);

  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "empty") == 0;
}

guint
hg_statistics_window_get_n_names (HgStatisticsWindow *self)
{
  g_return_val_if_fail (HG_IS_STATISTICS_WINDOW (self), 0);

  return self->names->len;
}

static const char *
row_text (gpointer          row,
          HgStatisticsPart  part)
{
  if (row == NULL)
    return NULL;
  switch (part)
    {
    case HG_STATISTICS_TITLE:
      return adw_preferences_row_get_title (row);
    case HG_STATISTICS_SUBTITLE:
      return adw_action_row_get_subtitle (row);
    case HG_STATISTICS_VALUE:
      return hg_statistics_row_get_value (row);
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
hg_statistics_window_get_name_text (HgStatisticsWindow *self,
                                    guint               index,
                                    HgStatisticsPart    part)
{
  g_return_val_if_fail (HG_IS_STATISTICS_WINDOW (self), NULL);

  if (index >= self->names->len)
    return NULL;
  return row_text (g_ptr_array_index (self->names, index), part);
}

const char *
hg_statistics_window_get_level_text (HgStatisticsWindow *self,
                                     HgLevel             level,
                                     HgStatisticsPart    part)
{
  g_return_val_if_fail (HG_IS_STATISTICS_WINDOW (self), NULL);
  g_return_val_if_fail ((guint) level < HG_N_LEVELS, NULL);

  return row_text (self->levels[level], part);
}

guint
hg_statistics_window_get_n_games (HgStatisticsWindow *self)
{
  guint n = 0;

  g_return_val_if_fail (HG_IS_STATISTICS_WINDOW (self), 0);

  while (gtk_list_box_get_row_at_index (self->games_list, (int) n) != NULL)
    n++;
  return n;
}

const char *
hg_statistics_window_get_game_text (HgStatisticsWindow *self,
                                    guint               index,
                                    HgStatisticsPart    part)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (HG_IS_STATISTICS_WINDOW (self), NULL);

  row = index <= G_MAXINT ? gtk_list_box_get_row_at_index (self->games_list, (int) index) : NULL;
  return row_text (row, part);
}

void
hg_statistics_window_activate_game (HgStatisticsWindow *self,
                                    guint               index)
{
  GtkListBoxRow *row;

  g_return_if_fail (HG_IS_STATISTICS_WINDOW (self));

  row = index <= G_MAXINT ? gtk_list_box_get_row_at_index (self->games_list, (int) index) : NULL;
  g_return_if_fail (row != NULL);
  g_signal_emit_by_name (row, "activate");
}
