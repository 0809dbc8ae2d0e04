#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# How hunters-gatherers-cli writes its files (docs/cli.md, "Files"): a file
# size limit fails the save in words instead of killing the program; a file
# changed by something else while play runs is not overwritten; a symbolic
# link is followed and stays; the mode is kept and a read-only file refused;
# pipes, /proc/self/fd and links to nothing are refused in their own words;
# and temporaries left by a killed save are removed by the next one.
# Usage: test-cli-files.py PATH-TO-hunters-gatherers-cli

import os
import resource
import stat
import subprocess
import sys
import tempfile
import time

from cli_check import check, finish, read

CLI = sys.argv[1]


def run(*args, env=None, limit=None, stdout=subprocess.PIPE):
    def set_limit():
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    p = subprocess.run([CLI, *args], stdout=stdout, stderr=subprocess.PIPE, text=True,
                       errors="replace", timeout=60, env=env,
                       preexec_fn=set_limit if limit is not None else None)
    return p.returncode, p.stderr


def expect_refused(args, what, words, **kwargs):
    code, err = run(*args, **kwargs)
    lines = err.strip("\n").split("\n")
    check(code == 2, f"{what}: exit {code}, expected 2 (stderr: {err.strip()})")
    check(len(lines) == 1 and lines[0].startswith(f"hunters-gatherers-cli {args[0]}: "),
          f"{what}: one error line, got {err!r}")
    check(words in err, f"{what}: {err.strip()!r} should say {words!r}")


def expect_ok(args, what, **kwargs):
    code, err = run(*args, **kwargs)
    check(code == 0 and err == "", f"{what}: exit {code}, stderr {err!r}")


def listing(folder):
    return sorted(os.listdir(folder))


DECK = ",".join(str(i) for i in range(0, 30) if i != 56)

with tempfile.TemporaryDirectory() as tmp:
    g = os.path.join(tmp, "g.hgsave")
    expect_ok(["new", "-o", g, "--deck", DECK, "--bonus-deck", "", "--seed", "1"], "new")
    move = subprocess.run([CLI, "moves", g], capture_output=True, text=True).stdout.split()[0]
    old = read(g)

    # A file size limit below the size of the save: the save fails in
    # words, the old file stays, no temporary is left (SIGXFSZ, were it not
    # ignored, would end the program silently, exit 153).
    expect_refused(["play", g, "--", move], "over the file size limit",
                   "larger than this system allows", limit=len(old) // 2)
    check(read(g) == old, "the file size limit leaves the file as it was")
    check(listing(tmp) == ["g.hgsave"], f"no temporary left: {listing(tmp)}")

    # A file another writer changes while play runs (a computer thinks for
    # 3 s) is not overwritten: play refuses, and the other's file stays.
    c = os.path.join(tmp, "c.hgsave")
    expect_ok(["new", "-o", c, "--deck", DECK, "--bonus-deck", "", "--seed", "1",
               "--computer", "1=hard"], "new with a computer")
    cmove = subprocess.run([CLI, "moves", c], capture_output=True, text=True).stdout.split()[0]
    other = os.path.join(tmp, "other.hgsave")
    expect_ok(["new", "-o", other, "--players", "3", "--seed", "2"], "new other")
    env = dict(os.environ, HG_AI_MS="3000")
    p = subprocess.Popen([CLI, "play", c, "--", cmove], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env=env)
    time.sleep(1.0)
    os.replace(other, c)
    out, err = p.communicate(timeout=60)
    other_bytes = read(c)
    check(p.returncode == 2, f"play over a changed file: exit {p.returncode} (stderr: {err.strip()})")
    check(err.count("\n") == 1 and "changed by something else" in err,
          f"play over a changed file says so on one line: {err!r}")
    check(b'format="1"' in other_bytes and other_bytes.count(b"<player ") == 3,
          "the other writer's file is kept")
    check(listing(tmp) == ["c.hgsave", "g.hgsave"], f"no temporary left: {listing(tmp)}")

    # undo and redo read and write the same way: unchanged files work.
    expect_ok(["play", g, "--", move], "play")
    played = read(g)
    expect_ok(["undo", g], "undo")
    expect_ok(["redo", g], "redo")
    check(read(g) == played, "undo and redo give back the file")

    # A symbolic link is followed: the file it leads to gets the game and
    # the link stays a link.
    sub = os.path.join(tmp, "sub")
    os.mkdir(sub)
    real = os.path.join(sub, "real.hgsave")
    direct = os.path.join(tmp, "direct.hgsave")
    link = os.path.join(tmp, "link.hgsave")
    with open(real, "wb") as f:
        f.write(old)
    with open(direct, "wb") as f:
        f.write(old)
    os.symlink("sub/real.hgsave", link)
    expect_ok(["play", link, "--", move], "play through a link")
    expect_ok(["play", direct, "--", move], "play the same move directly")
    check(os.path.islink(link) and os.readlink(link) == "sub/real.hgsave", "the link stays")
    check(read(real) == read(direct) and read(real) != old, "the file behind the link got the move")
    check(listing(sub) == ["real.hgsave"], f"no temporary beside the real file: {listing(sub)}")
    os.unlink(direct)

    # The mode is kept; a read-only file is refused and kept.
    os.chmod(real, 0o600)
    expect_ok(["undo", link], "undo through a link of mode 0600")
    check(stat.S_IMODE(os.stat(real).st_mode) == 0o600, "the mode 0600 is kept")
    os.chmod(real, 0o444)
    before = read(real)
    expect_refused(["redo", real], "a read-only file", "the file is read-only")
    check(read(real) == before, "a read-only file is kept as it was")
    os.chmod(real, 0o644)

    # Pipes, a pipe behind /proc/self/fd and links to nothing are refused
    # in their own words, never waited on, and stay what they were.
    fifo = os.path.join(tmp, "fifo.hgsave")
    os.mkfifo(fifo)
    expect_refused(["new", "-o", fifo], "new to a pipe", "not an ordinary file")
    check(stat.S_ISFIFO(os.lstat(fifo).st_mode), "the pipe stays a pipe")
    expect_refused(["new", "-o", "/proc/self/fd/1"], "new to a pipe on stdout",
                   "not an ordinary file")
    dangling = os.path.join(tmp, "dangling.hgsave")
    os.symlink("nowhere/none.hgsave", dangling)
    expect_refused(["new", "-o", dangling], "new to a link to nothing",
                   "link to a file that does not exist")
    expect_refused(["show", dangling], "show a link to nothing",
                   "link to a file that does not exist")
    check(os.path.islink(dangling) and not os.path.exists(dangling), "the link to nothing stays")
    circle = os.path.join(tmp, "circle.hgsave")
    os.symlink("circle.hgsave", circle)
    expect_refused(["show", circle], "show a link in a circle", "leads round in a circle")

    # A temporary a killed save left (empty, an hour old) is removed by the
    # next save of that file; a recent one is not (it may be another save
    # under way), nor one of another file.
    stale = os.path.join(tmp, ".g.hgsave.hgtmp-Ab12Cd")
    recent = os.path.join(tmp, ".g.hgsave.hgtmp-Ef34Gh")
    another = os.path.join(tmp, ".c.hgsave.hgtmp-Ij56Kl")
    for path in (stale, recent, another):
        open(path, "wb").close()
    hour_ago = time.time() - 3600
    os.utime(stale, (hour_ago, hour_ago))
    os.utime(another, (hour_ago, hour_ago))
    expect_ok(["undo", g], "undo beside leftovers")
    check(not os.path.exists(stale), "the stale temporary is removed")
    check(os.path.exists(recent) and os.path.exists(another), "other temporaries stay")

finish()
