#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# hunters-gatherers-cli analyze (docs/cli.md): one line
# "TURN SEAT PLAYED BEST LOSS" per placement of the history (of one seat
# with --seat), then "summary: SEAT MOVES MEAN-LOSS MISTAKES BLUNDERS" per
# seat analysed that adds those lines up; LOSS 0.0 when PLAYED is BEST; the game so far or a finished one; the file is never changed; bad
# arguments and bad files are exit 2 with one line.  And the coach tells
# a poor player from a good one: a seat that plays the first move
# "moves" lists loses more than a seat that plays the hint.
# Usage: test-cli-analyze.py PATH-TO-hunters-gatherers-cli

import os
import re
import subprocess
import sys
import tempfile

from cli_check import check, finish, read

CLI = sys.argv[1]
LINE = re.compile(r"^(\d+) (\d) (-?\d+,-?\d+,[0-3](?:\+[a-z]+@\d+)?) (-?\d+,-?\d+,[0-3](?:\+[a-z]+@\d+)?) (\d+\.\d)$")
SUMMARY = re.compile(r"^summary: (\d) (\d+) (\d+\.\d) (\d+) (\d+)$")


def run(*args):
    env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
    env.pop("HG_AI_MS", None)
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=300, env=env)
    return p.returncode, p.stdout, p.stderr


def expect_ok(args, what):
    code, out, err = run(*args)
    check(code == 0, f"{what}: exit {code}, expected 0 (stderr: {err.strip()})")
    check(err == "", f"{what}: nothing on stderr, got {err!r}")
    return out


def expect_error(args, what, names):
    code, out, err = run(*args)
    check(code == 2, f"{what}: exit {code}, expected 2 (stderr: {err.strip()})")
    check(out == "", f"{what}: nothing on stdout, got {out!r}")
    check(err.count("\n") == 1 and err.startswith("hunters-gatherers-cli analyze: "),
          f"{what}: one error line, got {err!r}")
    for name in names:
        check(name in err, f"{what}: stderr {err!r} should name {name!r}")


def analyze(path, seats, *options):
    """The analysis of @path, checked line by line; returns the summaries."""
    before = read(path)
    history = expect_ok(["history", path], "history").splitlines()
    out = expect_ok(["analyze", path, *options], "analyze")
    check(read(path) == before, "analyze leaves the file byte for byte")
    lines = out.splitlines()
    check(out.endswith("\n"), "analyze ends its output with a newline")
    moves = [LINE.match(l) for l in lines if not l.startswith("summary: ")]
    summaries = [SUMMARY.match(l) for l in lines if l.startswith("summary: ")]
    check(all(moves) and all(summaries), f"every line in its form: {lines}")
    check(lines[-len(summaries):] == [l for l in lines if l.startswith("summary: ")],
          "the summaries come last")
    check([int(s.group(1)) for s in summaries] == seats, f"a summary for seats {seats}")
    turns = [int(m.group(1)) for m in moves]
    check(turns == sorted(turns) and len(set(turns)) == len(turns), "one line a placement, in order")
    check(all(int(m.group(2)) in seats for m in moves), "only the seats asked for")
    if seats == list(range(len(seats))) and len(seats) > 1:
        check(turns == list(range(1, len(history) + 1)), "every placement of the history")
    for m in moves:
        if m.group(3) == m.group(4):
            check(m.group(5) == "0.0", f"the best move played loses 0.0: {m.group(0)}")
        # another move found is better, perhaps by less than 0.05
    result = {}
    for s in summaries:
        seat = int(s.group(1))
        mine = [float(m.group(5)) for m in moves if int(m.group(2)) == seat]
        check(int(s.group(2)) == len(mine), f"seat {seat}: MOVES counts its lines")
        mean = sum(mine) / len(mine) if mine else 0.0
        check(abs(float(s.group(3)) - mean) <= 0.051, f"seat {seat}: MEAN-LOSS {s.group(3)} is {mean:.2f}")
        check(int(s.group(4)) == sum(1 for x in mine if 3.0 <= x < 8.0), f"seat {seat}: mistakes")
        check(int(s.group(5)) == sum(1 for x in mine if x >= 8.0), f"seat {seat}: blunders")
        result[seat] = (len(mine), float(s.group(3)))
    return result


with tempfile.TemporaryDirectory() as tmp:
    game = os.path.join(tmp, "game.hgsave")
    deck = "35,36,37,34,62,61,40,52,16,9,15,19,48,59,3"
    expect_ok(["new", "-o", game, "--deck", deck, "--bonus-deck", "79,81,84,90"], "new")

    # Seat 0 plays the first move "moves" lists, seat 1 the hint.
    while "phase: over" not in expect_ok(["show", game], "show"):
        show = expect_ok(["show", game], "show")
        if "player: 0\n" in show:
            move = expect_ok(["moves", game], "moves").split()[0]
        else:
            move = expect_ok(["hint", game, "--ms", "100"], "hint").split()[0]
        expect_ok(["play", game, "--", move], f"play {move}")

    both = analyze(game, [0, 1], "--ms", "100")
    check(both[0][1] > both[1][1] + 1.0,
          f"the first listed move loses more than the hint: {both[0][1]} against {both[1][1]}")
    one = analyze(game, [1], "--seat", "1", "--ms", "50")
    check(one[1][0] == both[1][0], "--seat 1: the same placements of seat 1")

    # The game so far, with a redo list: only the history.
    expect_ok(["undo", game, "3"], "undo")
    analyze(game, [0, 1], "--ms", "20")
    fresh = os.path.join(tmp, "fresh.hgsave")
    expect_ok(["new", "-o", fresh], "new")
    check(expect_ok(["analyze", fresh, "--ms", "5"], "a game without moves")
          == "summary: 0 0 0.0 0 0\nsummary: 1 0 0.0 0 0\n", "no moves: summaries of nothing")

    # The command line and the file.
    for value in ["0", "x", "-1", "+5", "600001", ""]:
        expect_error(["analyze", game, "--ms", value], f"--ms {value!r}", ["--ms"])
    for value in ["x", "-1", "5"]:
        expect_error(["analyze", game, "--seat", value], f"--seat {value!r}", ["--seat"])
    expect_error(["analyze", game, "--seat", "2", "--ms", "5"], "a seat the game does not have", ["seat 2"])
    expect_error(["analyze"], "analyze without FILE", ["usage: analyze FILE"])
    expect_error(["analyze", game, "extra"], "analyze with two arguments", ["usage: analyze FILE"])
    expect_error(["analyze", game, "--bogus"], "an unknown option", ["--bogus"])
    expect_error(["analyze", os.path.join(tmp, "missing.hgsave")], "a missing file", ["missing.hgsave"])
    broken = os.path.join(tmp, "broken.hgsave")
    with open(broken, "wb") as f:
        f.write(read(game)[:100])
    expect_error(["analyze", broken, "--ms", "5"], "a broken file", ["broken.hgsave"])
    check(read(broken) == read(game)[:100], "the broken file is left as it is")

finish()
