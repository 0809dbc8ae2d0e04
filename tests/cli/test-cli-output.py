#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# What hunters-gatherers-cli does when it cannot write its output
# (docs/cli.md, "Exit status and errors"): every command, and --help and
# --version, writing to a full device (/dev/full) exits 2 with one line on
# standard error naming the command; a command that prints nothing is not
# bothered by it.
# Usage: test-cli-output.py PATH-TO-hunters-gatherers-cli

import os
import subprocess
import sys
import tempfile

from cli_check import check, finish, read

CLI = sys.argv[1]
ENV = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="", HG_AI_MS="5")


def run_to(stdout, *args):
    p = subprocess.run([CLI, *args], stdout=stdout, stderr=subprocess.PIPE, text=True,
                       timeout=120, env=ENV)
    return p.returncode, p.stderr


def run(*args):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=120, env=ENV)
    return p.returncode, p.stdout, p.stderr


def expect_full(args, prefix, what):
    with open("/dev/full", "w") as full:
        code, err = run_to(full, *args)
    check(code == 2, f"{what} to /dev/full: exit {code}, expected 2 (stderr: {err.strip()})")
    check(err.count("\n") == 1 and err.endswith("\n"), f"{what} to /dev/full: one line, got {err!r}")
    check(err.startswith(prefix + ": "), f"{what} to /dev/full: the line starts with {prefix!r}: {err!r}")
    check("standard output" in err, f"{what} to /dev/full: the line names standard output: {err!r}")


def expect_quiet(args, what):
    with open("/dev/full", "w") as full:
        code, err = run_to(full, *args)
    check(code == 0, f"{what} to /dev/full: exit {code}, expected 0 (stderr: {err.strip()})")
    check(err == "", f"{what} to /dev/full: nothing on stderr, got {err!r}")


if not os.path.exists("/dev/full"):
    print("SKIP: no /dev/full")
    sys.exit(77)

with tempfile.TemporaryDirectory() as tmp:
    game = os.path.join(tmp, "game.hgsave")
    # 37 with a gatherer, closed by 36 (as in test-cli-inspect.py): seat 0
    # scored, so every command has lines to print.
    code, out, err = run("new", "-o", game, "--deck", "37,36,62", "--bonus-deck", "")
    check(code == 0, f"new: exit {code} ({err.strip()})")
    code, out, err = run("play", game, "0,-1,0+gatherer@0", "0,-2,0")
    check(code == 0, f"play: exit {code} ({err.strip()})")
    check(run("log", game)[1] != "", "something scored")

    cli = "hunters-gatherers-cli"
    for command in ["show", "moves", "log", "history", "unseen", "hint"]:
        expect_full([command, game], f"{cli} {command}", command)
    expect_full(["feature", game, "0,0,0"], f"{cli} feature", "feature")
    expect_full(["hint", game, "--why", "--ms", "5"], f"{cli} hint", "hint --why")
    expect_full(["tiles"], f"{cli} tiles", "tiles")
    expect_full(["simulate", "--games", "1"], f"{cli} simulate", "simulate")
    expect_full(["bench", "--seconds", "0.05"], f"{cli} bench", "bench")
    expect_full(["--help"], cli, "--help")
    expect_full(["-h"], cli, "-h")
    expect_full(["--version"], cli, "--version")
    for command in ["show", "tiles", "new", "undo", "bench"]:
        expect_full([command, "--help"], f"{cli} {command}", f"{command} --help")

    # Those that print nothing succeed; a failure keeps its own one line.
    before = open(game, "rb").read()
    expect_quiet(["validate", game], "validate")
    expect_quiet(["undo", game], "undo")
    expect_quiet(["redo", game], "redo")
    check(open(game, "rb").read() == before, "undo then redo gives the file back")
    expect_quiet(["new", "-o", os.path.join(tmp, "other.hgsave")], "new")
    with open("/dev/full", "w") as full:
        code, err = run_to(full, "show", os.path.join(tmp, "missing.hgsave"))
    check(code == 2 and err.count("\n") == 1 and "missing.hgsave" in err,
          f"show of a missing file to /dev/full: one line about the file, got {code} {err!r}")

finish()
