#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The environment the tests run in, checked from inside one of them:
#  - this test (not a GUI test) sees no display: DISPLAY and WAYLAND_DISPLAY
#    are unset;
#  - its user data, config and cache folders are fresh private folders,
#    not the person's;
#  - in the build's list of tests, only tests of the suite 'gui' are
#    wrapped by build-aux/xvfb-run-test (every other test runs without an X
#    server), and there are such other tests to check.
# Usage: check-test-env.py BUILD_DIR

import json
import os
import sys

build_dir = sys.argv[1]
failures = []


def fail(what):
    failures.append(what)
    print("FAIL: " + what, file=sys.stderr)


for var in ("DISPLAY", "WAYLAND_DISPLAY"):
    if var in os.environ:
        fail(f"{var} is set ({os.environ[var]!r}) in a test outside the suite 'gui'")

home = os.path.expanduser("~")
defaults = {
    "XDG_DATA_HOME": os.path.join(home, ".local", "share"),
    "XDG_CONFIG_HOME": os.path.join(home, ".config"),
    "XDG_CACHE_HOME": os.path.join(home, ".cache"),
}
seen = set()
for var, default in defaults.items():
    path = os.environ.get(var)
    if not path:
        fail(f"{var} is not set: the test would use {default}")
        continue
    real = os.path.realpath(path)
    if real == os.path.realpath(default):
        fail(f"{var} is the person's own folder {path}")
    if real in seen:
        fail(f"{var} is shared with another XDG variable: {path}")
    seen.add(real)
    if not os.path.isdir(path):
        fail(f"{var} {path} is not a folder")
    elif os.listdir(path):
        fail(f"{var} {path} is not fresh: {sorted(os.listdir(path))}")

with open(os.path.join(build_dir, "meson-info", "intro-tests.json")) as f:
    tests = json.load(f)
others = 0
for t in tests:
    wrapped = any(os.path.basename(c) == "xvfb-run-test" for c in t["cmd"])
    if any(s.split(":")[-1] == "gui" for s in t["suite"]):
        continue
    others += 1
    if wrapped:
        fail(f"{t['name']} (suite {', '.join(t['suite'])}) runs under Xvfb")
if others < 10:
    fail(f"only {others} tests outside the suite 'gui' in {build_dir}")

print(f"{len(tests)} tests listed, {others} outside the suite 'gui' checked")
sys.exit(1 if failures else 0)
