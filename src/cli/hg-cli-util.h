/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-cli-util.h: what the commands of hunters-gatherers-cli share: the
 * option layer (GOptionContext with our own help and one-line errors),
 * numbers, seeds, the players options of "new", the computer levels, moves,
 * loading and saving. */
#pragma once

#include <glib.h>

#include "hg-cli-commands.h"
#include "hg-game.h"
#include "hg-save.h"
#include "hg-session.h"

G_BEGIN_DECLS

/* Exit statuses (docs/cli.md). */
#define HG_CLI_OK      0
#define HG_CLI_ILLEGAL 1
#define HG_CLI_BAD     2

/* Not an exit status: hg_cli_parse() found nothing to stop at. */
#define HG_CLI_RUN     (-1)

/* Prints one line "hunters-gatherers-cli COMMAND: MESSAGE" on stderr. */
void      hg_cli_error            (const char          *command,
                                   const char          *format,
                                   ...) G_GNUC_PRINTF (2, 3);

/* Parses the arguments of @command (argv[0] is the command name) with a
 * GOptionContext holding the NULL-terminated list of entry arrays that
 * follows @args, and -h/--help.  The positional arguments go to @args in
 * order (free with g_strfreev()), those before "--" and after it alike;
 * after "--" nothing is an option.  There must be @min_args to @max_args
 * of them.  GOption's own help options are off and its errors come back
 * here, so it never prints or exits by itself.
 *
 * Returns HG_CLI_RUN if the command is to go on; otherwise the exit
 * status to return: HG_CLI_OK after printing the help on stdout, or
 * HG_CLI_BAD after printing one error line naming the argument. */
int       hg_cli_parse            (const HgCliCommand  *command,
                                   int                  argc,
                                   char               **argv,
                                   guint                min_args,
                                   guint                max_args,
                                   GStrv               *args,
                                   ...) G_GNUC_NULL_TERMINATED;

/* @text as a decimal number from @min to @max: digits only, no sign, no
 * spaces.  Prints nothing. */
gboolean  hg_cli_uint_from_string (const char          *text,
                                   guint                min,
                                   guint                max,
                                   guint               *value);

/* The value @text of @option ("--players"), or NULL if it was not given
 * (then @value keeps what it holds), as a number from @min to @max; on
 * failure prints "OPTION: “TEXT” is not a number from MIN to MAX". */
gboolean  hg_cli_option_uint      (const char          *command,
                                   const char          *option,
                                   const char          *text,
                                   guint                min,
                                   guint                max,
                                   guint               *value);

/* The value @text of @option ("--seconds"), or NULL if it was not given
 * (then @value keeps what it holds), as a decimal number above 0 and at
 * most @max: digits as for hg_cli_uint_from_string(), then optionally "."
 * and more digits (no sign, no spaces, no exponent); on failure prints
 * "OPTION: “TEXT” is not a decimal number above 0 and at most MAX". */
gboolean  hg_cli_option_decimal   (const char          *command,
                                   const char          *option,
                                   const char          *text,
                                   guint                max,
                                   double              *value);

/* The value of --seed (NULL: @seed keeps what it holds), 0 to G_MAXUINT32. */
gboolean  hg_cli_option_seed      (const char          *command,
                                   const char          *text,
                                   guint32             *seed);

/* The computer levels, the nicks of HgLevel but "human", in enum order,
 * as a list for messages: "random, easy, medium or hard". */
char     *hg_cli_level_list       (void);

/* The players options of "new": --players N, --names A,B,... and
 * --computer SEAT=LEVEL,...  hg_cli_player_options_init() points @entries
 * at the fields, so the struct must stay where it was initialised. */
typedef struct {
  char         *players;     /* the values as given, or NULL */
  char         *names;
  char         *computer;
  GOptionEntry  entries[4];  /* for hg_cli_parse() */
} HgCliPlayerOptions;

void      hg_cli_player_options_init    (HgCliPlayerOptions  *options);
void      hg_cli_player_options_clear   (HgCliPlayerOptions  *options);

/* Checks the values given: sets @n_players (2 unless --players or --names
 * say otherwise), @names (NULL without --names; free with g_strfreev())
 * and @levels (HG_MAX_PLAYERS entries, HG_LEVEL_HUMAN but for the seats
 * --computer names).  On failure prints the error and returns FALSE. */
gboolean  hg_cli_player_options_resolve (const HgCliPlayerOptions  *options,
                                         const char                *command,
                                         guint                     *n_players,
                                         GStrv                     *names,
                                         HgLevel                   *levels);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HgCliPlayerOptions, hg_cli_player_options_clear)

/* Parses every move of @texts (as typed, in the notation of `moves`) into
 * an array of HgMove; on failure prints "move “TEXT”: REASON" and returns
 * NULL. */
GArray   *hg_cli_parse_moves      (const char          *command,
                                   char               **texts);

/* The options of the computer's thinking (play, hint): the defaults,
 * level hard thinking HG_AI_DEFAULT_MS a decision, or as many
 * milliseconds as the environment variable HG_AI_MS says (1 to 600000,
 * for tests and scripts).  A bad HG_AI_MS prints the error and returns
 * FALSE. */
gboolean  hg_cli_computer_options (const char          *command,
                                   HgAiOptions         *opts);

/* Loads @path (the FILE argument); on failure prints the error and
 * returns NULL. */
HgGame   *hg_cli_load             (const char          *command,
                                   const char          *path);

/* Saves @game to @path; on failure prints the error and returns FALSE. */
gboolean  hg_cli_save             (const char          *command,
                                   HgGame              *game,
                                   const char          *path);

/* For the commands that change the file (play, undo, redo): a session
 * (hg-session.h) with the game of @path in play, or NULL with the error
 * printed.  hg_cli_save_session() writes it back as it came (an
 * autosave keeps its format) and refuses to replace the file unless it
 * is still the version read, so that nothing another program wrote to it
 * meanwhile, or a removal, is lost. */
HgSession *hg_cli_open            (const char          *command,
                                   const char          *path);
gboolean   hg_cli_save_session    (const char          *command,
                                   HgSession           *session);

G_END_DECLS
