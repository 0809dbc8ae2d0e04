#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# hunters-gatherers-cli hint (docs/cli.md): one legal move that "moves"
# lists, for a person's seat or a computer's, with --why a reason on a
# second line; the file is never changed; --ms and HG_AI_MS; a finished
# game and bad values are exit 2 with one line.
# Usage: test-cli-hint.py PATH-TO-hunters-gatherers-cli

import os
import subprocess
import sys
import tempfile

from cli_check import check, finish, read

CLI = sys.argv[1]


def run(*args, env_ms=None):
    env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
    env.pop("HG_AI_MS", None)
    if env_ms is not None:
        env["HG_AI_MS"] = env_ms
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=120, env=env)
    return p.returncode, p.stdout, p.stderr


def expect_ok(args, what, env_ms=None):
    code, out, err = run(*args, env_ms=env_ms)
    check(code == 0, f"{what}: exit {code}, expected 0 (stderr: {err.strip()})")
    check(err == "", f"{what}: nothing on stderr, got {err!r}")
    return out


def expect_error(args, what, names, env_ms=None):
    code, out, err = run(*args, env_ms=env_ms)
    check(code == 2, f"{what}: exit {code}, expected 2 (stderr: {err.strip()})")
    check(out == "", f"{what}: nothing on stdout, got {out!r}")
    check(err.count("\n") == 1 and err.startswith("hunters-gatherers-cli hint: "),
          f"{what}: one error line, got {err!r}")
    for name in names:
        check(name in err, f"{what}: stderr {err!r} should name {name!r}")


def hint(path, *options, env_ms=None, why=False):
    """The hint at @path, checked against moves; the file is left as it is."""
    before = read(path)
    legal = expect_ok(["moves", path], "moves").splitlines()
    out = expect_ok(["hint", path, *options] + (["--why"] if why else []), "hint", env_ms=env_ms)
    lines = out.splitlines()
    check(out.endswith("\n") and len(lines) == (2 if why else 1),
          f"hint{' --why' if why else ''} prints {2 if why else 1} lines: {out!r}")
    check(len(lines) > 0 and lines[0] in legal, f"the hint {lines[:1]} is a legal move")
    if why:
        check(len(lines) == 2 and len(lines[1]) > 0 and lines[1].endswith("."),
              f"the reason is a sentence: {lines[1:]}")
    check(read(path) == before, "hint leaves the file byte for byte")
    return lines


with tempfile.TemporaryDirectory() as tmp:
    game = os.path.join(tmp, "game.hgsave")
    deck = ",".join(str(t) for t in range(14))
    expect_ok(["new", "-o", game, "--players", "3", "--deck", deck, "--bonus-deck", "79,80,81"],
              "new")

    # A whole game: a hint at every position, with and without --why, then
    # one of the listed moves played.
    positions = 0
    while "phase: over" not in expect_ok(["show", game], "show"):
        lines = hint(game, "--ms", "20", why=positions % 2 == 0)
        legal = expect_ok(["moves", game], "moves").split()
        move = lines[0] if positions % 3 == 0 else legal[positions % len(legal)]
        expect_ok(["play", game, "--", move], f"play {move}")
        positions += 1
        check(positions < 100, "the game ends")
        if positions >= 100:
            break
    check(positions >= 14, f"a hint at every position ({positions})")

    # A finished game has no hint.
    before = read(game)
    expect_error(["hint", game], "hint when the game is over", [game, "the game is over"])
    expect_error(["hint", game, "--why", "--ms", "5"], "hint --why when over", ["game is over"])
    check(read(game) == before, "a refused hint leaves the file")

    # For a computer seat to move: the hint, and the computer does not move.
    cg = os.path.join(tmp, "computer.hgsave")
    expect_ok(["new", "-o", cg, "--computer", "1=easy", "--first", "1", "--deck", deck,
               "--bonus-deck", ""], "new with a computer to move")
    hint(cg, "--ms", "20", why=True)
    check("player: 1\n" in expect_ok(["show", cg], "show"), "the computer has not moved")

    # The time: --ms, else HG_AI_MS, else the default of 1000 ms.
    hint(cg, env_ms="20")
    hint(cg, "--ms", "20", env_ms="bogus")
    hint(cg, "--ms=1")
    hint(cg)
    for value in ["0", "x", "-1", "+5", "600001", ""]:
        expect_error(["hint", cg, "--ms", value], f"--ms {value!r}", ["--ms"])
    expect_error(["hint", cg, "--ms"], "--ms without a value", ["--ms"])
    expect_error(["hint", cg], "a bad HG_AI_MS", ["HG_AI_MS", "0"], env_ms="0")
    expect_error(["hint", cg], "a bad HG_AI_MS", ["HG_AI_MS", "x"], env_ms="x")

    # The command line and the file.
    expect_error(["hint"], "hint without FILE", ["usage: hint FILE"])
    expect_error(["hint", cg, "extra"], "hint with two arguments", ["usage: hint FILE"])
    expect_error(["hint", cg, "--bogus"], "an unknown option", ["--bogus"])
    expect_error(["hint", os.path.join(tmp, "missing.hgsave")], "a missing file", ["missing.hgsave"])
    broken = os.path.join(tmp, "broken.hgsave")
    with open(broken, "wb") as f:
        f.write(read(cg)[:100])
    expect_error(["hint", broken, "--ms", "5"], "a broken file", ["broken.hgsave"])
    check(read(broken) == read(cg)[:100], "the broken file is left as it is")

finish()
