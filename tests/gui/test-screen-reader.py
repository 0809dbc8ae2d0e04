#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The game as a blind player meets it: the real program on the Xvfb
# display, with its own session bus and accessibility bus (dbus-run-session,
# at-spi-bus-launcher) and GTK_A11Y=atspi for the program alone, read
# through AT-SPI (pyatspi) and played by keys only (xdotool), as a screen
# reader user plays it.  What the board says comes as announcements (GTK
# 4.14 and newer) or first in the board's description (before): both are
# heard here.
#
# Arguments: the game program and hunters-gatherers-cli.  Skips (77)
# without pyatspi, the accessibility bus, dbus-run-session or xdotool.

import os
import re
import shutil
import subprocess
import sys
import time

SKIP = 77


def skip(why):
    print('test-screen-reader: skipped: ' + why, file=sys.stderr)
    sys.exit(SKIP)


LAUNCHER = '/usr/libexec/at-spi-bus-launcher'

if os.environ.get('HG_TEST_OWN_BUS') != '1':
    if shutil.which('dbus-run-session') is None:
        skip('dbus-run-session is not installed (apt-get install dbus)')
    os.environ['HG_TEST_OWN_BUS'] = '1'
    os.execvp('dbus-run-session', ['dbus-run-session', '--', sys.executable] + sys.argv)

# No G_DEBUG=fatal-warnings here nor in the game started: libatspi and
# GTK's AT-SPI bridge warn of objects that went away while being read,
# which is no fault of the game.
os.environ.pop('G_DEBUG', None)

if not os.path.exists(LAUNCHER):
    skip('at-spi-bus-launcher is not installed (apt-get install at-spi2-core)')
if shutil.which('xdotool') is None or 'DISPLAY' not in os.environ:
    skip('xdotool is not installed, or not on X11')
try:
    import gi
    gi.require_version('Atspi', '2.0')
    from gi.repository import GLib
    import pyatspi
except (ImportError, ValueError) as e:
    # pyatspi comes with the system's Python (python3-pyatspi), which
    # another python3 first on the PATH may not see
    system = '/usr/bin/python3'
    if os.path.exists(system) and os.path.realpath(sys.executable) != os.path.realpath(system):
        os.execv(system, [system] + sys.argv)
    skip('pyatspi is not installed (apt-get install python3-pyatspi): %s' % e)

program, cli = sys.argv[1], sys.argv[2]
work = os.environ.get('TMPDIR', '/tmp')
save = os.path.join(work, 'table.hgsave')

failures = []


def check(ok, what):
    print(('ok: ' if ok else 'FAILED: ') + what, flush=True)
    if not ok:
        failures.append(what)


# What the board says, in the order it comes ---------------------------------

heard = []   # (time, text): announcements and descriptions of the board
board = None


def on_event(event):
    try:
        if event.type.startswith('object:announcement'):
            heard.append((time.monotonic(), str(event.any_data)))
        elif event.source is not None and event.source.name == 'Board':
            heard.append((time.monotonic(), str(event.any_data)))
    except Exception:  # an object that went away meanwhile
        pass


def pump(seconds):
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def description():
    board.clear_cache()
    return board.description or ''


def wait_heard(pattern, since, seconds):
    """The first text heard after @since that contains @pattern, waiting
    at most @seconds; (time, text) or None."""
    end = time.monotonic() + seconds
    while True:
        for when, text in heard:
            if when >= since and pattern in text:
                return when, text
        if time.monotonic() > end:
            return None
        pump(0.05)


def find(root, predicate, depth=0):
    if root is None or depth > 40:
        return None
    try:
        if predicate(root):
            return root
        for i in range(root.childCount):
            found = find(root.getChildAtIndex(i), predicate, depth + 1)
            if found is not None:
                return found
    except Exception:
        return None
    return None


def xdotool(*args):
    return subprocess.run(['xdotool'] + list(args), check=True,
                          stdout=subprocess.PIPE, text=True).stdout


def key(*names):
    xdotool('windowfocus', '--sync', window)
    for name in names:
        xdotool('key', '--clearmodifiers', name)
        pump(0.3)


def history():
    out = subprocess.run([cli, 'history', save], check=True,
                         stdout=subprocess.PIPE, text=True).stdout
    return [line.split(' ', 2) for line in out.splitlines()]


# The table: a person (Ana) and an easy computer; the deck from a seed ------

subprocess.run([cli, 'new', '-o', save, '--names', 'Ana,Robot', '--computer', '1=easy',
                '--seed', '11'], check=True)

bus = subprocess.Popen([LAUNCHER, '--launch-immediately'])
env = dict(os.environ)
env['GTK_A11Y'] = 'atspi'
game = None
try:
    time.sleep(0.5)
    pyatspi.Registry.registerEventListener(on_event, 'object:announcement',
                                           'object:property-change:accessible-description')
    game = subprocess.Popen([program, save], env=env)

    window = None
    for _ in range(150):
        out = subprocess.run(['xdotool', 'search', '--onlyvisible', '--pid', str(game.pid)],
                             stdout=subprocess.PIPE, text=True).stdout.split()
        if out:
            window = out[0]
            break
        time.sleep(0.2)
    check(window is not None, 'the window shows')

    for _ in range(150):
        desktop = pyatspi.Registry.getDesktop(0)
        board = find(desktop, lambda o: o.name == 'Board' and o.getRole() != pyatspi.ROLE_FRAME)
        if board is not None:
            break
        pump(0.2)
    check(board is not None, 'the board is in the accessibility tree')
    if board is None or window is None:
        sys.exit(1)
    pump(1.0)

    # --- Ana's turn: to the first square where the tile fits, place it, no
    # figure; the move is said as the list of moves says it ---------------
    start = time.monotonic()
    key('Page_Down', 'Return', 'Return')
    mine = wait_heard('Ana placed tile', start, 5)
    check(mine is not None, 'Ana\'s move is said: %s' % (mine[1] if mine else heard[-3:]))

    # --- the computer's turn: its move said within 5 s of it (it moves at
    # most 0.8 s + its animations after Ana's, at normal speed) ------------
    theirs = wait_heard('Robot placed tile', mine[0] if mine else start, 8)
    check(theirs is not None, 'the computer\'s move is said: %s' % (theirs[1] if theirs else heard[-3:]))

    # the sentences are those of the list of moves (saved with Ctrl+S and
    # read back with the command-line tool)
    key('ctrl+s')
    lines = []
    for _ in range(50):
        lines = history()
        if len(lines) >= 2:
            break
        time.sleep(0.2)
    check(len(lines) >= 2, 'the game is saved with both moves')
    if len(lines) >= 2 and mine and theirs:
        check(lines[0][2] in mine[1], 'Ana\'s sentence is the log\'s: %r in %r' % (lines[0][2], mine[1]))
        check(lines[1][2] in theirs[1], 'the computer\'s sentence is the log\'s: %r in %r'
              % (lines[1][2], theirs[1]))

    # --- Ana's turn again, by keys: R says the tile in hand in its new
    # rotation, and again in the next -------------------------------------
    since = time.monotonic()
    key('r')
    first = wait_heard('North ', since, 5)
    since = time.monotonic()
    key('r')
    second = wait_heard('North ', since, 5)
    check(first is not None and second is not None and first[1] != second[1],
          'R says the tile in hand, turned: %s / %s' % (first and first[1], second and second[1]))

    # --- the cursor to the squares of the start tile and of the computer's
    # tile: each named, the square first, with its figure ------------------
    def cursor_at():
        m = re.search(r'Square (-?\d+),(-?\d+):', description())
        return (int(m.group(1)), int(m.group(2))) if m else None

    def cursor_to(x, y):
        for _ in range(20):
            at = cursor_at()
            if at is None or at == (x, y):
                return at
            if at[0] != x:
                key('Right' if at[0] < x else 'Left')
            else:
                key('Down' if at[1] < y else 'Up')
        return cursor_at()

    key('Right')
    check(cursor_at() is not None and len(description()) < 80,
          'after an arrow key the square comes first, short: %r' % description())
    check(cursor_to(0, 0) == (0, 0) and description().startswith('Square 0,0: the start tile.'),
          'the start tile is named: %r' % description())
    where = re.search(r'Robot placed tile \d+ at \((-?\d+), (-?\d+)\) with a hunter', theirs[1] if theirs else '')
    check(where is not None, 'the computer put a hunter (seed 11)')
    if where:
        cursor_to(int(where.group(1)), int(where.group(2)))
        check('Robot has a hunter in the ' in description(),
              'the computer\'s figure is named on its square: %r' % description())
finally:
    for when, text in heard:
        print('heard: %s' % text)
    if game is not None:
        game.terminate()
        try:
            game.wait(10)
        except subprocess.TimeoutExpired:
            game.kill()
            game.wait()
    bus.terminate()
    bus.wait()

if failures:
    print('%d check(s) failed' % len(failures), file=sys.stderr)
    sys.exit(1)
