# SPDX-License-Identifier: GPL-3.0-or-later
# What the CLI test scripts share: counting checks and failures, reading a
# file, and the summary line with the exit status that ends each script.

import sys

_count = {"checks": 0, "failures": 0}


def check(cond, what):
    _count["checks"] += 1
    if not cond:
        _count["failures"] += 1
        print("FAIL: " + what, file=sys.stderr)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def finish():
    print(f"{_count['checks']} checks, {_count['failures']} failures")
    sys.exit(1 if _count["failures"] else 0)
