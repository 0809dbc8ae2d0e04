/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-util.c: what the commands of hunters-gatherers-cli share. */

#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "hg-cli-util.h"

void
hg_cli_error (const char *command,
              const char *format,
              ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* One line, whatever the message holds. */
  for (char *p = message; *p != '\0'; p++)
    if (*p == '\n' || *p == '\r')
      *p = ' ';

  g_printerr ("hunters-gatherers-cli %s: %s\n", command, message);
}

/* The option whose value GOption could not convert from the locale's
 * encoding (its error names only the bytes): the first argument before
 * "--" that does not convert is that value, as --name=VALUE or after its
 * option.  NULL if there is none. */
static char *
unconvertible_option (int    argc,
                      char **argv)
{
  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    {
      g_autofree char *utf8 = g_locale_to_utf8 (argv[i], -1, NULL, NULL, NULL);
      const char *eq = strchr (argv[i], '=');

      if (utf8 != NULL)
        continue;
      if (g_str_has_prefix (argv[i], "--") && eq != NULL)
        return g_strndup (argv[i], eq - argv[i]);
      return i > 1 && argv[i - 1][0] == '-' ? g_strdup (argv[i - 1]) : NULL;
    }
  return NULL;
}

int
hg_cli_parse (const HgCliCommand  *command,
              int                  argc,
              char               **argv,
              guint                min_args,
              guint                max_args,
              GStrv               *args,
              ...)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) positional = NULL;
  g_autofree char *prgname = NULL;
  gboolean help = FALSE;
  const GOptionEntry common[] = {
    { "help", 'h', 0, G_OPTION_ARG_NONE, &help, N_("Show this help"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &positional, NULL, NULL },
    { NULL }
  };
  const GOptionEntry *entries;
  va_list lists;
  guint n;

  g_return_val_if_fail (command != NULL, HG_CLI_BAD);
  g_return_val_if_fail (args != NULL && *args == NULL, HG_CLI_BAD);

  context = g_option_context_new (command->parameters != NULL ? _(command->parameters) : NULL);
  g_option_context_set_summary (context, _(command->summary));
  if (command->description != NULL)
    g_option_context_set_description (context, _(command->description));
  /* GOption's help options print and exit by themselves; -h/--help is ours. */
  g_option_context_set_help_enabled (context, FALSE);

  va_start (lists, args);
  while ((entries = va_arg (lists, const GOptionEntry *)) != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  va_end (lists);
  g_option_context_add_main_entries (context, common, GETTEXT_PACKAGE);

  /* The usage line of the help names the program and the command. */
  prgname = g_strdup_printf ("hunters-gatherers-cli %s", command->name);
  g_set_prgname (prgname);

  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_autofree char *option = NULL;

      if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION) &&
          command->parameters != NULL)
        /* TRANSLATORS: %s is GLib's message naming the unknown option */
        hg_cli_error (command->name, _("%s (put arguments that start with “-” after “--”)"),
                      error->message);
      else if (error->domain == G_CONVERT_ERROR &&
               (option = unconvertible_option (argc, argv)) != NULL)
        hg_cli_error (command->name, "%s: %s", option, error->message);
      else
        hg_cli_error (command->name, "%s", error->message);
      return HG_CLI_BAD;
    }

  if (help)
    {
      g_autofree char *text = g_option_context_get_help (context, TRUE, NULL);

      /* The caller checks the writes to stdout (hg-cli-main.c). */
      fputs (text, stdout);
      return HG_CLI_OK;
    }

  n = positional != NULL ? g_strv_length (positional) : 0;
  if (max_args == 0 && n > 0)
    {
      /* TRANSLATORS: %s is an unexpected command-line argument */
      hg_cli_error (command->name, _("unexpected argument “%s”"), positional[0]);
      return HG_CLI_BAD;
    }
  if (n < min_args || n > max_args)
    {
      /* TRANSLATORS: the command, then its arguments ("FILE [N]") */
      hg_cli_error (command->name, _("usage: %s %s"), command->name,
                    command->parameters != NULL ? _(command->parameters) : "");
      return HG_CLI_BAD;
    }

  *args = positional != NULL ? g_steal_pointer (&positional) : g_new0 (char *, 1);
  return HG_CLI_RUN;
}

gboolean
hg_cli_uint_from_string (const char *text,
                         guint       min,
                         guint       max,
                         guint      *value)
{
  guint64 v;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, min, max, &v, NULL))
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

gboolean
hg_cli_option_uint (const char *command,
                    const char *option,
                    const char *text,
                    guint       min,
                    guint       max,
                    guint      *value)
{
  if (text == NULL || hg_cli_uint_from_string (text, min, max, value))
    return TRUE;

  /* TRANSLATORS: the option, what the person gave, the range */
  hg_cli_error (command, _("%s: “%s” is not a number from %u to %u"), option, text, min, max);
  return FALSE;
}

gboolean
hg_cli_option_decimal (const char *command,
                       const char *option,
                       const char *text,
                       guint       max,
                       double     *value)
{
  g_autofree char *whole_text = NULL;
  const char *point;
  guint whole;
  double v;

  if (text == NULL)
    return TRUE;

  /* The whole part follows the rule of every number; the fraction is
   * digits only. */
  point = strchr (text, '.');
  whole_text = point != NULL ? g_strndup (text, point - text) : g_strdup (text);
  if (hg_cli_uint_from_string (whole_text, 0, max, &whole) &&
      (point == NULL ||
       (point[1] != '\0' && strspn (point + 1, "0123456789") == strlen (point + 1))))
    {
      v = g_ascii_strtod (text, NULL);
      if (v > 0 && v <= max)
        {
          *value = v;
          return TRUE;
        }
    }

  /* TRANSLATORS: the option, what the person gave, the largest value */
  hg_cli_error (command, _("%s: “%s” is not a decimal number above 0 and at most %u"),
                option, text, max);
  return FALSE;
}

gboolean
hg_cli_option_seed (const char *command,
                    const char *text,
                    guint32    *seed)
{
  guint value = *seed;

  if (!hg_cli_option_uint (command, "--seed", text, 0, G_MAXUINT32, &value))
    return FALSE;
  *seed = value;
  return TRUE;
}

char *
hg_cli_level_list (void)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (HG_TYPE_LEVEL);
  g_autoptr(GPtrArray) nicks = g_ptr_array_new ();
  g_autofree char *head = NULL;
  const char *last;

  for (guint i = 0; i < klass->n_values; i++)
    if (klass->values[i].value != HG_LEVEL_HUMAN)
      g_ptr_array_add (nicks, (gpointer) klass->values[i].value_nick);
  g_assert (nicks->len > 0);

  if (nicks->len == 1)
    return g_strdup (g_ptr_array_index (nicks, 0));

  last = g_ptr_array_index (nicks, nicks->len - 1);
  g_ptr_array_index (nicks, nicks->len - 1) = NULL;
  /* TRANSLATORS: separates the names of a list but the last two: "random, easy" */
  head = g_strjoinv (_(", "), (char **) nicks->pdata);
  /* TRANSLATORS: the last two names of a list: "random, easy, medium or hard" */
  return g_strdup_printf (_("%s or %s"), head, last);
}

void
hg_cli_player_options_init (HgCliPlayerOptions *options)
{
  const GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_STRING, &options->players,
      N_("Number of players, 2 to 5"), "N" },
    { "names", 0, 0, G_OPTION_ARG_STRING, &options->names,
      N_("Names of the players; their number is the number of players"), "A,B,..." },
    { "computer", 0, 0, G_OPTION_ARG_STRING, &options->computer,
      N_("Seats the computer plays, and at which level"), "SEAT=LEVEL,..." },
    { NULL }
  };

  G_STATIC_ASSERT (sizeof entries == sizeof options->entries);

  options->players = NULL;
  options->names = NULL;
  options->computer = NULL;
  memcpy (options->entries, entries, sizeof entries);
}

void
hg_cli_player_options_clear (HgCliPlayerOptions *options)
{
  g_clear_pointer (&options->players, g_free);
  g_clear_pointer (&options->names, g_free);
  g_clear_pointer (&options->computer, g_free);
}

/* "SEAT=LEVEL,..." into @levels (@n_players entries). */
static gboolean
parse_computers (const char *command,
                 const char *text,
                 guint       n_players,
                 HgLevel    *levels)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *eq = strchr (items[i], '=');
      g_autofree char *seat_text = NULL;
      guint seat;
      HgLevel level;

      if (eq == NULL)
        {
          hg_cli_error (command, _("--computer: “%s” is not SEAT=LEVEL"), items[i]);
          return FALSE;
        }
      seat_text = g_strndup (items[i], eq - items[i]);
      if (!hg_cli_uint_from_string (seat_text, 0, n_players - 1, &seat))
        {
          hg_cli_error (command, _("--computer: seat “%s” is not a seat from 0 to %u"),
                        seat_text, n_players - 1);
          return FALSE;
        }
      if (!hg_level_from_string (eq + 1, &level))
        {
          g_autofree char *known = hg_cli_level_list ();

          /* TRANSLATORS: what the person gave, then the list of levels */
          hg_cli_error (command, _("--computer: unknown level “%s” (%s)"), eq + 1, known);
          return FALSE;
        }
      levels[seat] = level;
    }

  return TRUE;
}

gboolean
hg_cli_player_options_resolve (const HgCliPlayerOptions  *options,
                               const char                *command,
                               guint                     *n_players,
                               GStrv                     *names,
                               HgLevel                   *levels)
{
  g_auto(GStrv) given = NULL;
  guint n = 2;

  if (!hg_cli_option_uint (command, "--players", options->players,
                           HG_MIN_PLAYERS, HG_MAX_PLAYERS, &n))
    return FALSE;

  if (options->names != NULL)
    {
      guint n_names;

      given = g_strsplit (options->names, ",", -1);
      n_names = g_strv_length (given);
      if (n_names < HG_MIN_PLAYERS || n_names > HG_MAX_PLAYERS)
        {
          hg_cli_error (command, _("--names: give %d to %d names, not %u"),
                        HG_MIN_PLAYERS, HG_MAX_PLAYERS, n_names);
          return FALSE;
        }
      if (options->players != NULL && n_names != n)
        {
          hg_cli_error (command, _("--names gives %u names but --players says %u"), n_names, n);
          return FALSE;
        }
      n = n_names;
    }

  for (guint seat = 0; seat < HG_MAX_PLAYERS; seat++)
    levels[seat] = HG_LEVEL_HUMAN;
  if (options->computer != NULL && !parse_computers (command, options->computer, n, levels))
    return FALSE;

  *n_players = n;
  *names = g_steal_pointer (&given);
  return TRUE;
}

GArray *
hg_cli_parse_moves (const char  *command,
                    char       **texts)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (HgMove));

  for (guint i = 0; texts[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      HgMove move;

      if (!hg_move_parse (texts[i], &move, &error))
        {
          /* TRANSLATORS: the move as typed, then the reason */
          hg_cli_error (command, _("move “%s”: %s"), texts[i], error->message);
          return NULL;
        }
      g_array_append_val (moves, move);
    }

  return g_steal_pointer (&moves);
}

gboolean
hg_cli_computer_options (const char  *command,
                         HgAiOptions *opts)
{
  const char *ms_text = g_getenv ("HG_AI_MS");

  hg_ai_options_init (opts);
  if (ms_text == NULL)
    return TRUE;
  if (!hg_cli_uint_from_string (ms_text, 1, 600000, &opts->ms))
    {
      hg_cli_error (command, _("HG_AI_MS: “%s” is not a number of milliseconds from 1 to 600000"),
                    ms_text);
      return FALSE;
    }
  return TRUE;
}

/* What the window says, then the detail that names the file. */
static void
print_file_error (const char   *command,
                  const GError *error)
{
  g_autofree char *line = hg_save_error_dup_line (error);

  hg_cli_error (command, "%s", line);
}

HgGame *
hg_cli_load (const char *command,
             const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  HgGame *game = hg_session_read (file, NULL, NULL, &error);

  if (game == NULL)
    print_file_error (command, error);
  return game;
}

HgSession *
hg_cli_open (const char *command,
             const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(HgSession) session = hg_session_new (NULL);

  if (!hg_session_open (session, file, NULL, &error))
    {
      print_file_error (command, error);
      return NULL;
    }
  return g_steal_pointer (&session);
}

gboolean
hg_cli_save_session (const char *command,
                     HgSession  *session)
{
  g_autoptr(GError) error = NULL;

  if (!hg_session_save (session, NULL, HG_SESSION_SAVE_NONE, NULL, NULL, &error))
    {
      print_file_error (command, error);
      return FALSE;
    }
  return TRUE;
}

gboolean
hg_cli_save (const char *command,
             HgGame     *game,
             const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(HgSession) session = hg_session_new (NULL);
  g_autoptr(GError) error = NULL;

  hg_session_set_game (session, game, NULL, NULL);
  if (!hg_session_save (session, file, HG_SESSION_SAVE_NONE, NULL, NULL, &error))
    {
      print_file_error (command, error);
      return FALSE;
    }
  return TRUE;
}
