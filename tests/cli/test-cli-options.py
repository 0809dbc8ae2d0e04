#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The command line of hunters-gatherers-cli (docs/cli.md): the list of
# commands, each command's --help, unknown options and bad numbers (exit 2,
# one stderr line naming the argument, no file touched), options given
# twice, moves after "--", undo and redo with their exact messages, the
# list of levels in the errors, and the lines simulate adds.
# Usage: test-cli-options.py PATH-TO-hunters-gatherers-cli

import math
import os
import re
import subprocess
import sys
import tempfile

from cli_check import check, finish, read

CLI = sys.argv[1]
COMMANDS = ["new", "play", "undo", "redo", "show", "moves", "log", "history", "feature",
            "unseen", "hint", "validate", "tiles", "simulate", "bench", "analyze"]


def run(*args, env=None):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, errors="replace",
                       timeout=120, env=env)
    return p.returncode, p.stdout, p.stderr


def expect_ok(args, what):
    code, out, err = run(*args)
    check(code == 0, f"{what}: exit {code}, expected 0 (stderr: {err.strip()})")
    check(err == "", f"{what}: nothing on stderr, got {err!r}")
    return out


def expect_error(args, what, names, status=2):
    """Exit @status, nothing on stdout, one stderr line holding each of @names."""
    code, out, err = run(*args)
    check(code == status, f"{what}: exit {code}, expected {status} (stderr: {err.strip()})")
    check(out == "", f"{what}: nothing on stdout, got {out!r}")
    lines = err.split("\n")
    check(len(lines) == 2 and lines[0] != "" and lines[1] == "",
          f"{what}: one error line, got {err!r}")
    for name in names:
        check(name in err, f"{what}: stderr {err!r} should name {name!r}")
    return err


def wilson(p, n, z=1.959963984540054):
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


# The list of commands, one line each with what it does.
out = expect_ok(["--help"], "--help")
listed = {}
for line in out.splitlines():
    m = re.match(r"^  (\S+) +(\S.*)$", line)
    if m:
        listed[m.group(1)] = m.group(2)
check(sorted(listed) == sorted(COMMANDS), f"--help lists every command, got {sorted(listed)}")
check(expect_ok(["-h"], "-h") == out, "-h prints what --help prints")

# Each command's help: exit 0, on stdout, naming the command; GOption's own
# help options are not there, and never print a second line on stderr.
for command in COMMANDS:
    for flag in ["--help", "-h"]:
        help_text = expect_ok([command, flag], f"{command} {flag}")
        check(f"hunters-gatherers-cli {command}" in help_text,
              f"{command} {flag} names the command: {help_text!r}")
        check(listed.get(command, "?") in help_text,
              f"{command} {flag} gives the summary of the command list")
        check("--help" in help_text and "--help-all" not in help_text,
              f"{command} {flag} lists -h/--help only")
    expect_error([command, "--help-all"], f"{command} --help-all", ["--help-all"])
    expect_error([command, "-?"], f"{command} -?", ["-?"])
    expect_error([command, "--bogus"], f"{command} --bogus", ["--bogus"])
    expect_error([command, "--bogus=3"], f"{command} --bogus=3", ["--bogus"])

with tempfile.TemporaryDirectory() as tmp:
    game = os.path.join(tmp, "game.hgsave")
    other = os.path.join(tmp, "other.hgsave")
    deck = "0,1,2,3,4,5,6,7,8,9,10,11"

    # Bad values: exit 2, one line naming the option and the value.
    for args, names in [
        (["--players", "x"], ["--players", "x"]),
        (["--players", "1"], ["--players", "1"]),
        (["--players", "6"], ["--players", "6"]),
        (["--players", "-3"], ["--players", "-3"]),
        (["--players", "+3"], ["--players", "+3"]),
        (["--players="], ["--players"]),
        (["--players"], ["--players"]),
        (["--seed", "-1"], ["--seed", "-1"]),
        (["--seed", "4294967296"], ["--seed", "4294967296"]),
        (["--seed", "1x"], ["--seed", "1x"]),
        (["--first", "2"], ["--first", "2"]),
        (["--first", "x"], ["--first", "x"]),
        (["--names", "A"], ["--names"]),
        (["--names", b"A\xff,B"], ["--names"]),
        (["--seed=\xff".encode("latin-1")], ["--seed"]),
        (["--computer", "1"], ["--computer", "1"]),
        (["--computer", "7=easy"], ["--computer", "7"]),
        (["--computer", "1=genius"], ["--computer", "genius"]),
        (["--deck", "1,x"], ["--deck", "x"]),
        (["--bonus-deck", "5"], ["--bonus-deck", "5"]),
        (["extra"], ["extra"]),
    ]:
        expect_error(["new", "-o", game] + args, f"new {args}", names)
    expect_error(["new", "-o"], "new -o without a file", ["-o"])
    expect_error(["new"], "new without -o", ["-o"])
    check(not os.path.exists(game), "no file written by a failed new")

    for args, names in [
        ([], ["--games"]),
        (["--games"], ["--games"]),
        (["--games", "0"], ["--games", "0"]),
        (["--games", "x"], ["--games", "x"]),
        (["--games", "1000001"], ["--games", "1000001"]),
        (["--games", "1", "--players", "6"], ["--players", "6"]),
        (["--games", "1", "--seed", "x"], ["--seed", "x"]),
        (["--games", "1", "--threads", "0"], ["--threads", "0"]),
        (["--games", "1", "--threads", "65"], ["--threads", "65"]),
        (["--games", "1", "--ms", "0"], ["--ms", "0"]),
        (["--games", "1", "--ai", ""], ["--ai"]),
        (["--games", "1", "--ai", "easy,easy,easy"], ["--ai"]),
        (["--games", "1", "--ai", "human"], ["--ai", "human"]),
        (["--games", "1", "extra"], ["extra"]),
    ]:
        expect_error(["simulate"] + args, f"simulate {args}", names)
    for value in ["x", "0", "-1", "3601", ""]:
        expect_error(["bench", "--seconds", value], f"bench --seconds {value!r}", ["--seconds"])
    # One rule for the numbers of every option: decimal digits only, and
    # the error states the range the option really takes.
    for value in ["0x10", " 1", "1 ", "+1", "1e1", "inf", "nan", "0.0", "0.", ".5", "1.",
                  "1.2.3", "1,5", "3600.5", "-0.5"]:
        err = expect_error(["bench", "--seconds", value], f"bench --seconds {value!r}",
                           ["--seconds", f"“{value}”", "above 0", "3600"])
        check("from 0" not in err, f"bench --seconds {value!r}: 0 is not in the range: {err!r}")
    out = expect_ok(["bench", "--seconds", "0.05"], "bench --seconds 0.05")
    check(out.endswith("\n") and out.splitlines()[-1].startswith("games-per-second: "),
          f"bench --seconds 0.05 measures: {out!r}")
    for option, value in [("--games", "0x10"), ("--games", " 1"), ("--games", "+1"),
                          ("--players", "0x2"), ("--seed", " 1"), ("--threads", "1 "),
                          ("--ms", "1e3")]:
        args = ["--games", "1", option, value] if option != "--games" else [option, value]
        expect_error(["simulate"] + args, f"simulate {option} {value!r}", [option, f"“{value}”"])
    expect_error(["bench", "--seconds"], "bench --seconds without a value", ["--seconds"])
    expect_error(["tiles", "extra"], "tiles extra", ["extra"])

    # The levels named in the errors are the levels there are: each of them
    # plays, "human" is not among them, and new and simulate list the same.
    err = expect_error(["simulate", "--games", "1", "--ai", "genius"], "unknown level", ["genius"])
    m = re.search(r"\(([^()]*)\)\s*$", err)
    check(m is not None, f"the unknown level error lists the levels: {err!r}")
    levels = re.split(r", | or ", m.group(1)) if m else []
    check(levels[:4] == ["random", "easy", "medium", "hard"], f"the levels, in order: {levels}")
    check("human" not in levels, "human is not a computer level")
    err_new = expect_error(["new", "-o", game, "--computer", "1=genius"], "new: unknown level",
                           ["genius"])
    check(m is not None and err_new.rstrip().endswith(f"({m.group(1)})"),
          f"new lists the same levels: {err_new!r}")
    for level in levels:
        code, out, err = run("simulate", "--games", "1", "--ai", level, "--ms", "1", "--threads", "1")
        check(code == 0 and out.splitlines()[-1:] == [f"win-rate: {level}=1.000"],
              f"level {level} plays: exit {code} {err.strip()}")

    # An option given twice: the last one counts.
    expect_ok(["new", "-o", other, "-o", game, "--players", "3", "--players", "2",
               "--seed", "7", "--seed", "8"], "options given twice")
    check(not os.path.exists(other), "the first -o is not written")
    expect_ok(["new", "-o", other, "--players", "2", "--seed", "8"], "the same game, once each")
    check(expect_ok(["show", game], "show") == expect_ok(["show", other], "show other") and
          expect_ok(["moves", game], "moves") == expect_ok(["moves", other], "moves other"),
          "the last --players and --seed count")

    # Help and errors never touch a file.
    expect_ok(["new", "-o", game, "--deck", deck, "--bonus-deck", "79,80"], "new")
    before = read(game)
    shows = [expect_ok(["show", game], "show a new game")]
    for command in ["play", "undo", "redo"]:
        expect_ok([command, game, "--help"], f"{command} FILE --help")
        expect_error([command, game, "--bogus"], f"{command} FILE --bogus", ["--bogus"])
    check(read(game) == before, "help and unknown options leave the file")

    # Moves that start with '-' are moves after "--" only.
    legal = expect_ok(["moves", game], "moves").split()
    negative = [m for m in legal if m.startswith("-")]
    check(len(negative) > 0, "the first tile has a move that starts with '-'")
    expect_error(["play", game, negative[0]], "a '-' move before --", [negative[0], "--"])
    expect_error(["play", game, "--", "--"], "-- as a move after --", ["--"])
    check(read(game) == before, "moves refused before -- leave the file")
    expect_ok(["play", game, "--", negative[0]], "a '-' move after --")
    check(read(game) != before, "the move after -- is saved")
    shows.append(expect_ok(["show", game], "show after one move"))
    legal = expect_ok(["moves", game], "moves").split()
    expect_ok(["play", "--", game, legal[-1]], "-- before FILE")

    # undo and redo: the numbers, the messages, the history, byte for byte.
    two = read(game)
    shows.append(expect_ok(["show", game], "show after two moves"))
    for args in (["0"], ["x"], ["-1"], ["1", "2"], ["99999999999"], ["4294967296"], ["+1"], [""]):
        for command in ["undo", "redo"]:
            code, out, err = run(command, game, *args)
            check(code == 2 and out == "" and err.count("\n") == 1 and err.endswith("\n"),
                  f"{command} {args}: exit {code}, one line ({err!r})")
    check(read(game) == two, "bad undo/redo numbers leave the file")
    for n in ["0", "x", "99999999999"]:
        err = expect_error(["undo", game, n], f"undo {n}", [n])
        check(err == f"hunters-gatherers-cli undo: “{n}” is not a number of moves (1 or more)\n",
              f"undo {n}: the message {err!r}")
    err = expect_error(["undo", game, "3"], "undo more than the history", [game])
    check(err == f"hunters-gatherers-cli undo: {game}: cannot undo 3 moves: the history holds 2\n",
          f"undo 3: the message {err!r}")
    err = expect_error(["redo", game], "redo with an empty redo list", [game])
    check(err == f"hunters-gatherers-cli redo: {game}: cannot redo 1 moves: the redo list holds 0\n",
          f"redo: the message {err!r}")
    err = expect_error(["undo"], "undo without FILE", ["undo FILE [N]"])
    check(err == "hunters-gatherers-cli undo: usage: undo FILE [N]\n", f"undo: the usage {err!r}")
    err = expect_error(["redo", game, "1", "1"], "redo FILE 1 1", ["redo FILE [N]"])
    check(err == "hunters-gatherers-cli redo: usage: redo FILE [N]\n", f"redo: the usage {err!r}")
    check(read(game) == two, "failed undo/redo leave the file")

    expect_ok(["undo", game], "undo")
    one = read(game)
    check(expect_ok(["show", game], "show after undo") == shows[1], "undo takes back one move")
    expect_ok(["undo", "--", game, "1"], "undo -- FILE 1")
    check(expect_ok(["show", game], "show after undo all") == shows[0],
          "undo all gives the start back")
    err = expect_error(["redo", game, "3"], "redo more than undone", [game])
    check(err == f"hunters-gatherers-cli redo: {game}: cannot redo 3 moves: the redo list holds 2\n",
          f"redo 3: the message {err!r}")
    expect_ok(["redo", game, "01"], "redo 01")
    check(read(game) == one, "undo + redo gives the same file")
    expect_ok(["redo", game, "1"], "redo 1")
    check(read(game) == two, "undo 2 + redo 2 gives the same file")
    check(expect_ok(["show", game], "show") == shows[2], "and the same state")

    # After undo the computer does not move until the file is played.
    cg = os.path.join(tmp, "computer.hgsave")
    expect_ok(["new", "-o", cg, "--computer", "1=random", "--deck", deck, "--bonus-deck", ""],
              "new with a computer")
    expect_ok(["play", cg, "--", expect_ok(["moves", cg], "moves").split()[0]], "play against it")
    check("player: 0\n" in expect_ok(["show", cg], "show"), "the computer has moved")
    expect_ok(["undo", cg], "undo the computer's move")
    check("player: 1\n" in expect_ok(["show", cg], "show"), "the computer waits after undo")
    expect_ok(["play", cg], "play with no move")
    check("player: 0\n" in expect_ok(["show", cg], "show"), "the computer moves when played")

    # simulate: the old lines in their old forms, the new lines before the
    # last one, intervals that hold the win rate, and sound decision times.
    out = expect_ok(["simulate", "--games", "4", "--ai", "easy,random", "--seed", "3"], "simulate")
    lines = out.splitlines()
    number = r"-?\d+\.\d+"
    patterns = [r"games: 4", r"players: 2"]
    patterns += [rf"seat {s}: games 4 wins {number} mean-score {number} seconds-per-decision {number}"
                 for s in range(2)]
    patterns += [rf"level {lv}: games 4 wins {number} mean-score {number} seconds-per-decision {number}"
                 for lv in ["easy", "random"]]
    patterns += [rf"games-per-second: {number}"]
    patterns += [rf"level-stats {lv}: ci95 {number} {number} score-diff {number} "
                 rf"decision-mean {number} decision-max {number}" for lv in ["easy", "random"]]
    patterns += [rf"win-rate: easy={number} random={number}"]
    check(len(lines) == len(patterns), f"simulate prints {len(patterns)} lines: {lines}")
    for line, pattern in zip(lines, patterns):
        check(re.fullmatch(pattern, line) is not None, f"simulate line {line!r} ~ {pattern!r}")
    fields = {line.split(":")[0]: line.split(": ")[1].split() for line in lines}
    rates = dict(item.split("=") for item in fields.get("win-rate", []))
    mean_score = {}
    for lv in ["easy", "random"]:
        level = fields.get(f"level {lv}")
        stats = fields.get(f"level-stats {lv}")
        if level is None or stats is None or lv not in rates:
            check(False, f"simulate reports level {lv}")
            continue
        rate = float(rates[lv])
        low, high = float(stats[1]), float(stats[2])
        mean_score[lv] = float(level[5])
        check(low <= rate <= high, f"{lv}: the interval {low} {high} holds the win rate {rate}")
        want_low, want_high = wilson(float(level[3]) / 4, 4)
        check(abs(low - want_low) < 0.0015 and abs(high - want_high) < 0.0015,
              f"{lv}: the Wilson interval of {level[3]} wins in 4 games is "
              f"{want_low:.3f} {want_high:.3f}, not {low} {high}")
        check(stats[6] == level[7], f"{lv}: decision-mean {stats[6]} is seconds-per-decision")
        check(float(stats[8]) >= float(stats[6]),
              f"{lv}: decision-max {stats[8]} >= decision-mean {stats[6]}")
    if len(mean_score) == 2:
        diff = float(fields["level-stats easy"][4])
        check(abs(diff - (mean_score["easy"] - mean_score["random"])) < 0.011,
              f"two players: score-diff {diff} is the difference of the mean scores")
        check(fields["level-stats random"][4] == format(-diff, ".2f").replace("-0.00", "0.00"),
              "two players: the score differences are opposite")

    # One level in every seat: it wins every game, and its interval holds 1.
    out = expect_ok(["simulate", "--games", "2", "--players", "3", "--ai", "random"], "one level")
    lines = out.splitlines()
    check(lines[-1] == "win-rate: random=1.000", f"one level wins every game: {lines[-1:]}")
    check(re.fullmatch(rf"level-stats random: ci95 {number} 1\.000 score-diff {number} "
                       rf"decision-mean {number} decision-max {number}", lines[-2]) is not None,
          f"its interval reaches 1: {lines[-2:]}")

finish()
