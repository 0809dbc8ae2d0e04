#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# A whole game played through hunters-gatherers-cli only (docs/cli.md): new with
# an explicit deck, then moves / play of the first listed move until show
# says over, checking show, log, undo, redo and validate, their outputs and
# exit codes, and that a failed command leaves the file byte for byte.
# Usage: test-cli-game.py PATH-TO-hunters-gatherers-cli

import os
import re
import subprocess
import sys
import tempfile

from cli_check import check, finish, read

CLI = sys.argv[1]


def run(*args):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def expect(args, status, what, stdout=None, stderr_has=None):
    code, out, err = run(*args)
    check(code == status, f"{what}: exit {code}, expected {status} (stderr: {err.strip()})")
    if status != 0:
        lines = err.strip("\n").split("\n")
        check(len(lines) == 1 and lines[0] != "", f"{what}: one error line, got {err!r}")
    else:
        check(err == "", f"{what}: nothing on stderr, got {err!r}")
    if stdout is not None:
        check(out == stdout, f"{what}: stdout {out!r}, expected {stdout!r}")
    if stderr_has is not None:
        check(stderr_has in err, f"{what}: stderr {err!r} should name {stderr_has!r}")
    return out


SHOW_LINE = re.compile(r"^(phase: (tile|bonus|over)|player: \d|tile: \d+|land-left: \d+|"
                       r"bonus-left: \d+|score: \d \d+|supply: \d \d \d)$")
LOG_LINE = re.compile(r"^(\d+) (\d(?:,\d)*) (\d+) (forest|river|huts|hunters)$")


def show(path, n_players):
    out = expect(["show", path], 0, "show")
    facts = out.splitlines()
    for line in facts:
        check(SHOW_LINE.match(line) is not None, f"show line {line!r}")
    keys = [line.split(":")[0] for line in facts]
    phase = facts[0].split(": ")[1]
    head = ["phase"] if phase == "over" else ["phase", "player", "tile"]
    check(keys == head + ["land-left", "bonus-left"] + ["score"] * n_players + ["supply"] * n_players,
          f"show keys {keys}")
    for seat in range(n_players):
        check(f"score: {seat} " in out and f"supply: {seat} " in out, f"seat {seat} in show")
    return phase, out


def moves(path):
    out = expect(["moves", path], 0, "moves")
    lines = out.splitlines()
    check(lines == sorted(lines, key=lambda s: s.encode()), "moves sorted byte by byte")
    check(len(lines) == len(set(lines)), "moves listed once each")
    for m in lines:
        check(re.match(r"^-?\d+,-?\d+,[0-3](\+(gatherer|fisher|hunter|hut)@\d)?$", m) is not None,
              f"move notation {m!r}")
    return lines


with tempfile.TemporaryDirectory() as tmp:
    game = os.path.join(tmp, "game.hgsave")
    deck = "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21"

    # Bad command lines: exit 2, nothing written.
    expect(["new", "--deck", deck], 2, "new without -o")
    expect(["new", "-o", game, "--deck", "1,2,1"], 2, "repeated id", stderr_has="1")
    expect(["new", "-o", game, "--deck", "1,80"], 2, "bonus id in the land deck", stderr_has="80")
    expect(["new", "-o", game, "--deck", "1,100"], 2, "unknown id", stderr_has="100")
    expect(["new", "-o", game, "--bonus-deck", "79,5"], 2, "land id in the bonus deck", stderr_has="5")
    expect(["new", "-o", game, "--players", "6"], 2, "six players", stderr_has="6")
    expect(["new", "-o", game, "--players", "3", "--names", "A,B"], 2, "players and names disagree")
    expect(["new", "-o", game, "--first", "2"], 2, "first seat out of range", stderr_has="2")
    expect(["new", "-o", game, "--computer", "1=genius"], 2, "unknown level", stderr_has="genius")
    expect(["new", "-o", game, "--bogus"], 2, "unknown option", stderr_has="--bogus")
    expect(["frobnicate"], 2, "unknown command", stderr_has="frobnicate")
    check(not os.path.exists(game), "no file written by failed new")

    expect(["new", "-o", game, "--names", "Ann,Bob,Cy", "--deck", deck,
            "--bonus-deck", "79,80,81,82,83"], 0, "new", stdout="")
    phase, first_show = show(game, 3)
    check(phase == "tile", "a new game waits for a tile")
    check("player: 0\n" in first_show and "tile: 0\n" in first_show, "seat 0 starts with tile 0")
    check("bonus-left: 5\n" in first_show, "five bonus tiles")
    expect(["validate", game], 0, "validate new game", stdout="")
    expect(["log", game], 0, "log of a new game", stdout="")
    expect(["undo", game], 2, "undo with no history", stderr_has="game.hgsave")
    expect(["redo", game], 2, "redo with empty redo list", stderr_has="game.hgsave")

    n_played = 0
    while True:
        phase, before_show = show(game, 3)
        if phase == "over":
            break
        legal = moves(game)
        check(len(legal) > 0, "moves while the game runs")
        before = read(game)

        if n_played == 3:
            # Illegal move: exit 1, the move named, file untouched.
            illegal = "40,40,0"
            check(illegal not in legal, "40,40,0 is not legal")
            expect(["play", game, illegal], 1, "illegal move", stderr_has=illegal)
            check(read(game) == before, "illegal move leaves the file")
            expect(["play", game, "--", legal[0], illegal], 1, "legal then illegal", stderr_has=illegal)
            check(read(game) == before, "nothing saved when a later move is illegal")
            # Malformed moves: exit 2.
            for bad in ["1,2", "a,b,c", "1,0,4", "1,0,0+farmer@1", "1,0,0+hunter@"]:
                expect(["play", game, "--", bad], 2, f"malformed move {bad!r}")
            expect(["play", game, "-1,0,0"], 2, "a move with '-' before --")
            check(read(game) == before, "malformed moves leave the file")
            # No move and no computer: unchanged, byte for byte.
            expect(["play", game], 0, "play with no move", stdout="")
            check(read(game) == before, "play with no move leaves the file")
            # Undo beyond the history: exit 2.
            expect(["undo", game, "100"], 2, "undo beyond the history", stderr_has="game.hgsave")
            expect(["undo", game, "0"], 2, "undo 0")
            expect(["undo", game, "x"], 2, "undo x")
            check(read(game) == before, "bad undo leaves the file")
            # Undo then redo: the same file.
            expect(["undo", game, "2"], 0, "undo 2", stdout="")
            check(read(game) != before, "undo changes the file")
            expect(["redo", game, "3"], 2, "redo more than undone")
            expect(["redo", game, "2"], 0, "redo 2", stdout="")
            check(read(game) == before, "undo 2 + redo 2 gives the same file")

        code, out, err = run("play", game, "--", legal[0])
        check(code == 0 and out == "" and err == "", f"play {legal[0]}: exit {code} {err.strip()}")
        n_played += 1
        if code != 0 or n_played >= 200:
            check(False, "the game goes on to its end")
            break

    check(n_played >= 10, f"a whole game was played ({n_played} moves)")
    final = read(game)
    check(len(final) < 30 * 1024, "a finished game's file is under 30 KB")
    phase, over_show = show(game, 3)
    check("player:" not in over_show and "tile:" not in over_show, "no player or tile when over")
    check("land-left: 0\n" in over_show, "no land tiles left")
    expect(["moves", game], 0, "no moves when over", stdout="")
    expect(["play", game, "--", "-5,0,0"], 1, "a move after the end")
    check(read(game) == final, "a move after the end leaves the file")
    expect(["validate", game], 0, "validate finished game", stdout="")

    log = expect(["log", game], 0, "log").splitlines()
    last_turn = 0
    scored = {0: 0, 1: 0, 2: 0}
    for line in log:
        m = LOG_LINE.match(line)
        check(m is not None, f"log line {line!r}")
        if m is None:
            continue
        turn = int(m.group(1))
        check(turn >= last_turn, "log turns never go back")
        last_turn = turn
        seats = [int(s) for s in m.group(2).split(",")]
        check(seats == sorted(set(seats)), "log seats ascending")
        check(int(m.group(3)) > 0, "log points > 0")
        for s in seats:
            scored[s] += int(m.group(3))
    for seat in range(3):
        check(f"score: {seat} {scored[seat]}\n" in over_show,
              f"the log adds up to seat {seat}'s score {scored[seat]}")

    # Undo everything, redo everything: the same file.
    expect(["undo", game, str(n_played + 1)], 2, "undo one more than the history")
    check(read(game) == final, "failed undo leaves the file")
    expect(["undo", game, str(n_played)], 0, "undo all")
    phase, _ = show(game, 3)
    check(phase == "tile", "after undo all a tile is to be placed")
    expect(["log", game], 0, "no log after undo all", stdout="")
    expect(["redo", game, str(n_played)], 0, "redo all")
    check(read(game) == final, "undo all + redo all gives the same file")

    # An autosave (format 2) records the game's file: undo then redo gives
    # back the same bytes, and play keeps the record.
    autosave = os.path.join(tmp, "autosave.hgsave")
    record = b'  <game-file uri="file:///home/ann/Games/First%20game.hgsave"/>\n'
    head, sep, rest = final.partition(b'format="1"')
    check(sep != b"", "a save is format 1")
    head2, nl, rest2 = rest.partition(b">\n")
    with open(autosave, "wb") as f:
        f.write(head + b'format="2"' + head2 + nl + record + rest2)
    recorded = read(autosave)
    expect(["validate", autosave], 0, "validate an autosave")
    for n in ["1", "3"]:
        expect(["undo", autosave, n], 0, f"undo {n} of an autosave")
        check(record in read(autosave) and b'format="2"' in read(autosave),
              f"undo {n} keeps the game's file of an autosave")
        expect(["redo", autosave, n], 0, f"redo {n} of an autosave")
        check(read(autosave) == recorded, f"undo {n} + redo {n} of an autosave gives the same file")
    expect(["undo", autosave, "2"], 0, "undo 2 of an autosave")
    legal = moves(autosave)
    expect(["play", autosave, "--", legal[0]], 0, "play in an autosave")
    check(record in read(autosave) and b'format="2"' in read(autosave),
          "play keeps the game's file of an autosave")

    # A new move empties the redo list.
    expect(["undo", game, "3"], 0, "undo 3")
    legal = moves(game)
    expect(["play", game, legal[-1]] if not legal[-1].startswith("-") else ["play", game, "--", legal[-1]],
           0, "a new move after undo")
    expect(["redo", game], 2, "redo after a new move")

    # A broken file: validate says why, exit 2; every command refuses it.
    broken = os.path.join(tmp, "broken.hgsave")
    with open(broken, "wb") as f:
        f.write(final[: len(final) // 2])
    for args in (["validate"], ["show"], ["moves"], ["log"], ["undo"], ["redo"], ["play"]):
        expect(args + [broken], 2, f"{args[0]} of a broken file", stderr_has="broken.hgsave")
    check(read(broken) == final[: len(final) // 2], "broken file untouched")
    expect(["show", os.path.join(tmp, "missing.hgsave")], 2, "missing file", stderr_has="missing.hgsave")

    # Computer seats at level random play by themselves.
    cg = os.path.join(tmp, "computer.hgsave")
    expect(["new", "-o", cg, "--players", "2", "--first", "1", "--computer", "1=random",
            "--deck", deck, "--bonus-deck", ""], 0, "new with a computer")
    created = read(cg)
    phase, s = show(cg, 2)
    check("player: 1\n" in s, "the computer seat is to move, but has not moved yet")
    expect(["play", cg], 0, "play with no move lets the computer move")
    check(read(cg) != created, "the computer's move is saved")
    phase, s = show(cg, 2)
    check("player: 0\n" in s, "after the computer, seat 0 is to move")
    for _ in range(200):
        if show(cg, 2)[0] == "over":
            break
        if run("play", cg, "--", moves(cg)[0])[0] != 0:
            check(False, "play against the computer")
            break
    expect(["validate", cg], 0, "validate the computer game")
    # The same file played again gives the same game (deterministic).
    cg2 = os.path.join(tmp, "computer2.hgsave")
    with open(cg2, "wb") as f:
        f.write(created)
    expect(["play", cg2], 0, "the computer moves first again")
    for _ in range(200):
        if show(cg2, 2)[0] == "over":
            break
        if run("play", cg2, "--", moves(cg2)[0])[0] != 0:
            check(False, "replay against the computer")
            break
    check(read(cg2) == read(cg), "the computer plays the same way from the same file")

    # Every level plays; HG_AI_MS bounds level hard's thinking time.
    os.environ["HG_AI_MS"] = "40"
    lv = os.path.join(tmp, "levels.hgsave")
    expect(["new", "-o", lv, "--players", "4", "--computer", "0=easy,1=medium,2=hard,3=random",
            "--deck", "0,1,2,3,4,5,6,7,8,9", "--bonus-deck", ""], 0, "new with every level")
    expect(["play", lv], 0, "four computer levels play a whole game")
    check(show(lv, 4)[0] == "over", "the computers played to the end")
    expect(["validate", lv], 0, "validate the game of the four levels")
    lv2 = os.path.join(tmp, "levels2.hgsave")
    expect(["new", "-o", lv2, "--players", "2", "--first", "1", "--computer", "1=medium",
            "--deck", deck, "--bonus-deck", ""], 0, "new with a medium computer")
    lv3 = os.path.join(tmp, "levels3.hgsave")
    with open(lv3, "wb") as f:
        f.write(read(lv2))
    expect(["play", lv2], 0, "the medium computer moves")
    expect(["play", lv3], 0, "the medium computer moves again")
    check(read(lv2) == read(lv3), "level medium continues the same file the same way")
    os.environ["HG_AI_MS"] = "0"
    expect(["play", lv2], 2, "a bad HG_AI_MS", stderr_has="HG_AI_MS")
    del os.environ["HG_AI_MS"]

finish()
