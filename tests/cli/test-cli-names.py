#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The names of the players (docs/cli.md "new", "history";
# docs/save-format.md "Elements"): a name with a control character, a line
# or paragraph separator or a text direction control is refused, by "new
# --names" and in a save file; a name written from right to left stands
# between U+2068 and U+2069 in the sentences of "history", and every other
# name keeps the bytes it always had.
# Usage: test-cli-names.py PATH-TO-hunters-gatherers-cli

import os
import subprocess
import sys
import tempfile

import cli_check
from cli_check import finish, read

CLI = sys.argv[1]
ENV = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
FSI = "\u2068"
PDI = "\u2069"


def run(*args):
    p = subprocess.run([CLI, *args], capture_output=True, timeout=60, env=ENV)
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8")


def check(cond, what):
    # the names are written escaped: a terminal would act on their controls
    cli_check.check(cond, ascii(what))


def expect_ok(args, what):
    code, out, err = run(*args)
    check(code == 0, f"{what}: exit {code}, expected 0 (stderr: {err.strip()})")
    check(err == "", f"{what}: nothing on stderr, got {err!r}")
    return out


def expect_error(args, what, names):
    code, out, err = run(*args)
    check(code == 2, f"{what}: exit {code}, expected 2 (stderr: {err.strip()})")
    check(out == "", f"{what}: nothing on stdout, got {out!r}")
    check(err.count("\n") == 1 and err.endswith("\n") and err.startswith("hunters-gatherers-cli "),
          f"{what}: one error line, got {err!r}")
    for name in names:
        check(name in err, f"{what}: stderr {err!r} should name {name!r}")


BAD = {
    "tab": "\t", "line feed": "\n", "NEL": "\u0085", "line separator": "\u2028",
    "paragraph separator": "\u2029", "LRM": "\u200e", "RLM": "\u200f", "ALM": "\u061c",
    "LRE": "\u202a", "RLE": "\u202b", "PDF": "\u202c", "LRO": "\u202d", "RLO": "\u202e",
    "LRI": "\u2066", "RLI": "\u2067", "FSI": "\u2068", "PDI": "\u2069",
}

with tempfile.TemporaryDirectory() as tmp:
    game = os.path.join(tmp, "game.hgsave")

    # "new" refuses each of them, wherever it stands in the name, and
    # writes nothing.
    for what, c in BAD.items():
        for name in [f"Ana{c}Ben", c + "Ana", "Ana" + c]:
            expect_error(["new", "-o", game, "--names", f"Cy,{name}"], f"new --names with {what}",
                         ["seat 1"])
            check(not os.path.exists(game), f"new --names with {what} writes no file")

    # Ordinary names, Latin, accented or not, and CJK, are taken as they
    # are, and the sentences of history hold them byte for byte.
    expect_ok(["new", "-o", game, "--names", "Zoë,李 明", "--deck", "35,36", "--bonus-deck", "84"],
              "new with ordinary names")
    expect_ok(["play", game, "1,0,2", "0,1,2"], "play")
    out = expect_ok(["history", game], "history with ordinary names")
    check(out.startswith("1 0 Zoë placed tile 35 at (1, 0).\n2 1 李 明 placed tile 36 at (0, 1). "),
          f"history with ordinary names: {out!r}")
    check(FSI not in out and PDI not in out, f"no isolates around ordinary names: {out!r}")
    ordinary = read(game)

    # A save with a bad name (put there by hand) is refused, naming the
    # file and the seat; the file is left as it was.
    for what, c in BAD.items():
        if c in "\t\n":
            continue
        bad = os.path.join(tmp, "bad.hgsave")
        with open(bad, "wb") as f:
            f.write(ordinary.replace("Zoë".encode(), f"Zo{c}ë".encode()))
        before = read(bad)
        for command in ["show", "history", "validate"]:
            expect_error([command, bad], f"{command} of a save with {what} in a name",
                         ["bad.hgsave", "seat 0"])
        check(read(bad) == before, f"a save with {what} in a name is left as it was")
    # The same with the character written as a reference.
    bad = os.path.join(tmp, "ref.hgsave")
    with open(bad, "wb") as f:
        f.write(ordinary.replace("Zoë".encode(), "Zo&#x2028;ë".encode()))
    expect_error(["history", bad], "history of a save with &#x2028; in a name", ["ref.hgsave", "seat 0"])

    # A name written from right to left is isolated inside the sentences,
    # so that it cannot reorder the words around it; the line stays one.
    expect_ok(["new", "-o", game, "--names", "עדי,Ben", "--deck", "35,36", "--bonus-deck", "84"],
              "new with a right-to-left name")
    expect_ok(["play", game, "1,0,2", "0,1,2", "0,-1,0+hunter@0"], "play to the end")
    out = expect_ok(["history", game], "history with a right-to-left name")
    lines = out.split("\n")
    check(len(lines) == 4 and lines[3] == "", f"history: three lines, got {out!r}")
    check(lines[0] == f"1 0 {FSI}עדי{PDI} placed tile 35 at (1, 0).",
          f"the right-to-left name is isolated: {lines[0]!r}")
    check(lines[1].startswith("2 1 Ben placed tile 36 at (0, 1). ") and
          f"earns Ben bonus tile 84." in lines[1], f"Ben's sentence keeps its bytes: {lines[1]!r}")
    check(lines[2].count(FSI) == lines[2].count(PDI), f"the isolates pair up: {lines[2]!r}")
    code, out, err = run("new", "-o", os.path.join(tmp, "arabic.hgsave"), "--names", "Ana,سارا")
    check(code == 0, f"new with an Arabic name: exit {code} ({err.strip()})")

finish()
