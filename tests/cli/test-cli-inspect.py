#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The commands of hunters-gatherers-cli that tell about a game without
# changing it (docs/cli.md): history (the sentences of the moves), feature
# (the summary of a feature, on positions whose numbers are worked out by
# hand below) and unseen (the tiles face down: the deck minus what the game
# has shown, whatever the hidden order of the piles).
# Usage: test-cli-inspect.py PATH-TO-hunters-gatherers-cli
#
# Geometry: x grows east, y south; rotation r shows the unrotated side
# (d - r) mod 4 at direction d (N=0 E=1 S=2 W=3).  The start tile 56 at
# 0,0: N=M0 (meadow 0, 1 aurochs; also the north half of W), E=F1 and S=F1
# (forest 1, gold), W=R2-3-0 (river 3 into lake 8, 1 fish).

import os
import re
import subprocess
import sys
import tempfile

from cli_check import check, finish, read

CLI = sys.argv[1]
ENV = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")


def run(*args):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=60, env=ENV)
    return p.returncode, p.stdout, p.stderr


def expect_ok(args, what, stdout=None):
    code, out, err = run(*args)
    check(code == 0, f"{what}: exit {code}, expected 0 (stderr: {err.strip()})")
    check(err == "", f"{what}: nothing on stderr, got {err!r}")
    if stdout is not None:
        check(out == stdout, f"{what}: stdout\n{out}expected\n{stdout}")
    return out


def expect_error(args, what, names):
    code, out, err = run(*args)
    check(code == 2, f"{what}: exit {code}, expected 2 (stderr: {err.strip()})")
    check(out == "", f"{what}: nothing on stdout, got {out!r}")
    check(err.count("\n") == 1 and err.endswith("\n") and err.startswith("hunters-gatherers-cli "),
          f"{what}: one error line, got {err!r}")
    for name in names:
        check(name in err, f"{what}: stderr {err!r} should name {name!r}")


def lines(*facts):
    return "".join(f + "\n" for f in facts)


def feature(path, where, expected, what):
    before = read(path)
    expect_ok(["feature", path, "--", where], f"feature {where} ({what})", stdout=expected)
    check(read(path) == before, f"feature {where} leaves the file")


def show(path):
    out = expect_ok(["show", path], "show")
    return dict(line.split(": ", 1) for line in out.splitlines() if not line.startswith(("score", "supply")))


def play(path, *moves):
    expect_ok(["play", path, "--", *moves], f"play {' '.join(moves)}", stdout="")


with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "game.hgsave")

    # ---- history ----------------------------------------------------------
    expect_ok(["new", "-o", path, "--names", "Ana,Ben", "--deck", "35,36", "--bonus-deck", "84"],
              "new")
    expect_ok(["history", path], "history of a new game", stdout="")
    # 35 at 1,0,2 joins the start forest; 36 at 0,1,2 closes it: 3 tiles,
    # the start tile's gold earns Ben bonus tile 84; 84 (all meadow, fire)
    # with Ben's hunter on the start meadow (1 aurochs: 2 x 1 = 2) ends it.
    play(path, "1,0,2")
    expect_ok(["history", path], "history of one move",
              stdout="1 0 Ana placed tile 35 at (1, 0).\n")
    play(path, "0,1,2", "0,-1,0+hunter@0")
    before = read(path)
    expect_ok(["history", path], "history of a whole game", stdout=lines(
        "1 0 Ana placed tile 35 at (1, 0).",
        "2 1 Ben placed tile 36 at (0, 1). The gold in the completed forest of 3 tiles "
        "earns Ben bonus tile 84.",
        "3 1 Ben placed bonus tile 84 at (0, -1) with a hunter in its meadow. "
        "Final scoring: Ben scores 2 for hunters in a meadow."))
    check(read(path) == before, "history leaves the file")
    expect_error(["history"], "history without FILE", ["usage: history FILE"])
    expect_error(["history", path, "x"], "history with two arguments", ["usage: history FILE"])
    expect_error(["history", os.path.join(tmp, "missing.hgsave")], "history of a missing file",
                 ["missing.hgsave"])

    # The lines follow the game: one per move, numbered from 1, each with
    # the seat that was to move, the seat's name starting the sentence.
    names = ["Ann", "Bob", "Cy"]
    long_game = os.path.join(tmp, "long.hgsave")
    expect_ok(["new", "-o", long_game, "--names", ",".join(names), "--seed", "5",
               "--deck", ",".join(str(t) for t in range(20)), "--bonus-deck", "79,80,81"], "new")
    seats = []
    for _ in range(100):
        state = show(long_game)
        if state["phase"] == "over":
            break
        seats.append(int(state["player"]))
        legal = expect_ok(["moves", long_game], "moves").split()
        play(long_game, legal[len(seats) % len(legal)])
        history = expect_ok(["history", long_game], "history").splitlines()
        check(len(history) == len(seats), f"history: {len(history)} lines after {len(seats)} moves")
    check(show(long_game)["phase"] == "over", "the long game ends")
    for i, line in enumerate(expect_ok(["history", long_game], "history").splitlines()):
        m = re.match(r"^(\d+) (\d) (\S.*)$", line)
        check(m is not None, f"history line {line!r}")
        if m is None:
            continue
        check(int(m.group(1)) == i + 1, f"history line {i} has number {m.group(1)}")
        check(int(m.group(2)) == seats[i], f"history line {i} has seat {m.group(2)}, not {seats[i]}")
        discards = re.match(r"^((Bonus t|T)ile \d+, drawn by \w+, fitted nowhere and was discarded\. )*",
                            m.group(3)).group(0)
        check(m.group(3)[len(discards):].startswith(names[seats[i]] + " placed "),
              f"history line {i} tells {names[seats[i]]}'s move: {line!r}")

    # ---- feature ----------------------------------------------------------
    # The start tile alone.
    expect_ok(["new", "-o", path, "--deck", "37,36,62", "--bonus-deck", ""], "new")
    # Forest 1: one zone, open to the east and the south, gold: 2 x 1 = 2.
    feature(path, "0,0,1", lines("kind: forest", "segments: 1", "tiles: 1", "complete: no",
                                 "open-sides: 2", "holders: none", "points: 2", "gold: 1",
                                 "mushrooms: 0"), "the start forest")
    # River 3: open to the west, into the lake of 1 fish: 1 + 1 = 2.
    feature(path, "0,0,3", lines("kind: river", "segments: 1", "tiles: 1", "complete: no",
                                 "open-sides: 1", "holders: none", "points: 2", "lakes: 1",
                                 "lake-fish: 1", "system-fish: 1", "hut-holders: none"),
            "the start river")
    # The lake: 1 fish, one river; a lake never scores by itself.
    feature(path, "0,0,8", lines("kind: lake", "segments: 1", "tiles: 1", "holders: none",
                                 "points: 1", "rivers: 1", "system-fish: 1", "hut-holders: none"),
            "the start lake")
    # Meadow 0: 1 aurochs: 2 x 1 = 2 at the end.
    start_meadow = lines("kind: meadow", "segments: 1", "tiles: 1", "holders: none", "points: 2",
                         "deer: 0", "tigers: 0", "mammoths: 0", "aurochs: 1", "fire: no",
                         "sacred: no")
    feature(path, "0,0,0", start_meadow, "the start meadow")
    feature(path, "00,-0,000", start_meadow, "leading zeros and -0")

    # The wrong place, the wrong zone, the wrong text: exit 2 naming it.
    expect_error(["feature", path, "5,5,0"], "no tile", ["5,5,0", "no tile"])
    expect_error(["feature", path, "0,0,5"], "no zone 5", ["0,0,5", "zone 5"])
    expect_error(["feature", path, "0,0,9"], "no zone 9", ["0,0,9", "zone 9"])
    expect_error(["feature", path, "0,0,4294967296"], "a zone too large", ["0,0,4294967296"])
    for bad in ["0,0", "0,0,1,2", "a,0,1", "0,b,1", "0,0,x", "+1,0,1", "0,0,+1", "0,0,-1", "",
                " 0,0,1", "0, 0,1", "0,0,1 ", "--1,0,1", "-,0,1", "32768,0,1", "0,-32769,1", "0,,1"]:
        expect_error(["feature", path, "--", bad], f"malformed {bad!r}", [f"“{bad}”"])
    expect_error(["feature", path, "-1,0,1"], "a '-' argument before --", ["-1,0,1", "--"])
    expect_error(["feature", path], "feature without X,Y,ZONE", ["usage: feature"])
    expect_error(["feature", os.path.join(tmp, "missing.hgsave"), "0,0,0"], "a missing file",
                 ["missing.hgsave"])
    expect_error(["feature", path, "32767,-32768,0"], "no tile far away", ["32767,-32768,0"])

    # 37 at 0,-1,0 with seat 0's gatherer in its forest: one zone, open to
    # the north: 2.  Its meadow 1 (a deer) joins the start meadow: 2 zones
    # on 2 tiles, 2 x (1 + 1) = 4; either zone names it.
    play(path, "0,-1,0+gatherer@0")
    feature(path, "0,-1,0", lines("kind: forest", "segments: 1", "tiles: 1", "complete: no",
                                  "open-sides: 1", "figures: 0 1", "holders: 0", "points: 2",
                                  "gold: 0", "mushrooms: 0"), "a forest with a gatherer")
    joined = lines("kind: meadow", "segments: 2", "tiles: 2", "holders: none", "points: 4",
                   "deer: 1", "tigers: 0", "mammoths: 0", "aurochs: 1", "fire: no", "sacred: no")
    feature(path, "0,-1,1", joined, "a meadow of two tiles")
    feature(path, "0,0,0", joined, "the same meadow from the start tile")
    # 36 at 0,-2,0 closes it: 2 zones, 2 x 2 = 4 for seat 0, whose gatherer
    # goes home.
    play(path, "0,-2,0")
    feature(path, "0,-1,0", lines("kind: forest", "segments: 2", "tiles: 2", "complete: yes",
                                  "open-sides: 0", "holders: none", "points: 4", "gold: 0",
                                  "mushrooms: 0"), "a completed forest")
    check("score: 0 4\n" in expect_ok(["show", path], "show"), "the forest scored 4 for seat 0")

    # Huts and rivers.  3 at -1,0,0: N=R0-1-2 E=R2-3-4 S=M4 W=R4-5-0, three
    # rivers into its lake 8 (1 fish); its E river joins the start river.
    # 59 at 0,-1,3: W=R0-1-2 into its lake 8 (1 fish), N=M2 (a tiger),
    # S=M0 on the start meadow.  19 at -1,-1,0: a river from E to S.
    expect_ok(["new", "-o", path, "--deck", "3,59,19", "--bonus-deck", ""], "new")
    play(path, "-1,0,0+hut@8")
    # The lake of 3: three rivers; its system holds both lakes: 2 fish.
    feature(path, "-1,0,8", lines("kind: lake", "segments: 1", "tiles: 1", "holders: none",
                                  "points: 1", "rivers: 3", "system-fish: 2", "huts: 0 1",
                                  "hut-holders: 0"), "a lake with a hut")
    # The start river now runs from lake to lake: 2 zones + 1 + 1 fish = 4.
    feature(path, "0,0,3", lines("kind: river", "segments: 2", "tiles: 2", "complete: yes",
                                 "open-sides: 0", "holders: none", "points: 4", "lakes: 2",
                                 "lake-fish: 2", "system-fish: 2", "huts: 0 1", "hut-holders: 0"),
            "a river between two lakes")
    # 3's north river: open to the north, into its lake: 1 + 1 = 2.
    feature(path, "-1,0,1", lines("kind: river", "segments: 1", "tiles: 1", "complete: no",
                                  "open-sides: 1", "holders: none", "points: 2", "lakes: 1",
                                  "lake-fish: 1", "system-fish: 2", "huts: 0 1", "hut-holders: 0"),
            "an open river")
    play(path, "0,-1,3+hut@8")
    # 59's meadow 2: a tiger and no deer: 2 x max(0 - 1, 0) = 0.
    feature(path, "0,-1,2", lines("kind: meadow", "segments: 1", "tiles: 1", "holders: none",
                                  "points: 0", "deer: 0", "tigers: 1", "mammoths: 0", "aurochs: 0",
                                  "fire: no", "sacred: no"), "a meadow with a tiger")
    feature(path, "0,-1,8", lines("kind: lake", "segments: 1", "tiles: 1", "holders: none",
                                  "points: 1", "rivers: 1", "system-fish: 1", "huts: 1 1",
                                  "hut-holders: 1"), "seat 1's lake")
    # 19 joins 59's river to 3's north river: 3 zones + 1 + 1 fish = 5,
    # and one system of three lakes, a hut of each seat: a tie.  The end.
    play(path, "-1,-1,0")
    check(show(path)["phase"] == "over", "the huts game is over")
    feature(path, "-1,-1,1", lines("kind: river", "segments: 3", "tiles: 3", "complete: yes",
                                   "open-sides: 0", "holders: none", "points: 5", "lakes: 2",
                                   "lake-fish: 2", "system-fish: 3", "huts: 0 1", "huts: 1 1",
                                   "hut-holders: 0,1"), "a river of three tiles")
    feature(path, "-1,0,8", lines("kind: lake", "segments: 1", "tiles: 1", "holders: none",
                                  "points: 1", "rivers: 3", "system-fish: 3", "huts: 0 1",
                                  "huts: 1 1", "hut-holders: 0,1"), "a shared system")

    # Fire: 35 at 1,0,2 and 36 at 0,1,2 close the start forest (3 zones,
    # 2 x 3 = 6, gold); seat 1 puts bonus tile 84 (all meadow, fire) on the
    # start meadow with a hunter: 1 aurochs, 2 x 1 = 2 for seat 1.
    expect_ok(["new", "-o", path, "--deck", "35,36", "--bonus-deck", "84"], "new")
    play(path, "1,0,2", "0,1,2", "0,-1,0+hunter@0")
    feature(path, "0,-1,0", lines("kind: meadow", "segments: 2", "tiles: 2", "figures: 1 1",
                                  "holders: 1", "points: 2", "deer: 0", "tigers: 0", "mammoths: 0",
                                  "aurochs: 1", "fire: yes", "sacred: no"), "a meadow with fire")
    feature(path, "1,0,1", lines("kind: forest", "segments: 3", "tiles: 3", "complete: yes",
                                 "open-sides: 0", "holders: none", "points: 6", "gold: 1",
                                 "mushrooms: 0"), "a forest of three tiles")

    # Mushrooms, mammoths: the same forest closed, then bonus tile 81
    # (N=M0 E=F1 S=F1 W=M0; meadow 0 a mammoth and a tiger, forest 1
    # mushrooms) at 1,1,0 with seat 1's gatherer.  Its forest: one zone,
    # open east and south, 2 x 1 + 2 x 1 = 4.  Its meadow joins 35's (a
    # mammoth) to the north and 36's (an aurochs) to the west: 3 zones,
    # 2 x (max(0 - 1, 0) + 2 + 1) = 6.
    expect_ok(["new", "-o", path, "--deck", "35,36,37", "--bonus-deck", "81"], "new")
    play(path, "1,0,2", "0,1,2", "1,1,0+gatherer@1")
    feature(path, "1,1,1", lines("kind: forest", "segments: 1", "tiles: 1", "complete: no",
                                 "open-sides: 2", "figures: 1 1", "holders: 1", "points: 4",
                                 "gold: 0", "mushrooms: 1"), "a forest with mushrooms")
    feature(path, "1,1,0", lines("kind: meadow", "segments: 3", "tiles: 3", "holders: none",
                                 "points: 6", "deer: 0", "tigers: 1", "mammoths: 2", "aurochs: 1",
                                 "fire: no", "sacred: no"), "a meadow with mammoths")

    # A sacred circle: bonus tile 90 (F0 M1 M1 M1, meadow 1 sacred) at
    # 0,-1,0 with seat 1's hunter on its meadow, joined to the start
    # meadow; then 62 (all meadow, a deer) at -1,-1,0 joins it too:
    # 2 x (1 + 1) = 4, and seat 1's hunter on the sacred circle holds it.
    expect_ok(["new", "-o", path, "--deck", "35,36,62", "--bonus-deck", "90"], "new")
    play(path, "1,0,2", "0,1,2", "0,-1,0+hunter@1", "-1,-1,0")
    feature(path, "-1,-1,0", lines("kind: meadow", "segments: 3", "tiles: 3", "figures: 1 1",
                                   "holders: 1", "points: 4", "deer: 1", "tigers: 0",
                                   "mammoths: 0", "aurochs: 1", "fire: no", "sacred: yes"),
            "a meadow with a sacred circle")
    # The same circle with nobody on it: the meadow still has it.
    expect_ok(["new", "-o", path, "--deck", "35,36,62", "--bonus-deck", "90"], "new")
    play(path, "1,0,2", "0,1,2", "0,-1,0", "-1,-1,0")
    feature(path, "-1,-1,0", lines("kind: meadow", "segments: 3", "tiles: 3", "holders: none",
                                   "points: 4", "deer: 1", "tigers: 0",
                                   "mammoths: 0", "aurochs: 1", "fire: no", "sacred: yes"),
            "a meadow with a sacred circle and no hunter")

    # ---- unseen -----------------------------------------------------------
    expect_ok(["new", "-o", path, "--deck", "37", "--bonus-deck", ""], "new")
    expect_ok(["unseen", path], "nothing face down", stdout="land:\nbonus:\n")
    play(path, "0,-1,0")
    check(show(path)["phase"] == "over", "a game of one tile")
    expect_ok(["unseen", path], "nothing face down at the end", stdout="land:\nbonus:\n")
    expect_ok(["new", "-o", path, "--deck", "62,37", "--bonus-deck", "90,79"], "new")
    expect_ok(["unseen", path], "unseen of a new game", stdout="land: 37\nbonus: 79,90\n")
    expect_error(["unseen", path, "x"], "unseen with two arguments", ["usage: unseen FILE"])

    # The deck minus every tile the game has shown: placed, discarded (the
    # history names them all) and in hand.  With the hidden order changed
    # after the tiles drawn, the same.
    land = [35, 36, 59, 13, 37, 17, 62, 0, 1, 2, 3]
    bonus = [84, 79, 80, 81]
    other = os.path.join(tmp, "other.hgsave")
    expect_ok(["new", "-o", path, "--deck", ",".join(map(str, land)),
               "--bonus-deck", ",".join(map(str, bonus))], "new")
    expect_ok(["new", "-o", other, "--deck", ",".join(map(str, land[:7] + land[:6:-1])),
               "--bonus-deck", ",".join(map(str, bonus[:1] + bonus[:0:-1]))], "new other")

    def expected_unseen(path):
        shown = {int(t) for t in re.findall(r"\b[Tt]ile (\d+)\b",
                                            expect_ok(["history", path], "history"))}
        state = show(path)
        if "tile" in state:
            shown.add(int(state["tile"]))
        left_land = sorted(set(land) - shown)
        left_bonus = sorted(set(bonus) - shown)
        check(len(left_land) == int(state["land-left"]), "the unseen land tiles are land-left")
        check(len(left_bonus) == int(state["bonus-left"]), "the unseen bonus tiles are bonus-left")
        return (f"land:{' ' if left_land else ''}{','.join(map(str, left_land))}\n"
                f"bonus:{' ' if left_bonus else ''}{','.join(map(str, left_bonus))}\n")

    # 35 and 36 close the start forest: bonus tile 84 for seat 1, placed on
    # the start meadow.  59 at -1,0,1 closes the start river with its own
    # lake, so that no river side is open: the all-river tile 13 fits
    # nowhere and is discarded, and after 37 (no river) so is 17.  Up to
    # the placing of 62 both games draw the same tiles.
    script = ["1,0,2", "0,1,2", "0,-1,0", "-1,0,1", None, None]
    positions = 0
    while show(path)["phase"] != "over":
        before = read(path)
        unseen = expect_ok(["unseen", path], "unseen", stdout=expected_unseen(path))
        check(read(path) == before, "unseen leaves the file")
        if positions < len(script):
            check(expect_ok(["unseen", other], "unseen other") == unseen,
                  f"the hidden order does not show (move {positions})")
            check(expect_ok(["show", other], "show other") == expect_ok(["show", path], "show"),
                  "the two games are at the same place")
        move = script[positions] if positions < len(script) else None
        if move is None:
            move = expect_ok(["moves", path], "moves").split()[0]
        play(path, move)
        if positions < len(script):
            play(other, move)
        positions += 1
    check(read(path) != read(other), "the two files differ in the hidden order")
    history = expect_ok(["history", path], "history")
    check("Tile 13, drawn by Player 2, fitted nowhere" in history and
          "Tile 17, drawn by Player 1, fitted nowhere" in history, "13 and 17 were discarded")
    expect_ok(["unseen", path], "unseen at the end", stdout=expected_unseen(path))
    check(expected_unseen(path) == "land:\nbonus: 79,80,81\n", "at the end, bonus tiles unseen")

finish()
