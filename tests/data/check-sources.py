#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The sources as a newcomer finds them: every file with translatable
strings listed in po/POTFILES.in (and every file listed there exists).
Files are split by concern, not by length, so no length is checked.

Usage: check-sources.py SOURCE-ROOT"""

import os
import re
import sys

# _("..."), N_("..."), C_("...", "..."), NC_(...), ngettext (...), and
# translatable="yes" in GtkBuilder files.
MARKED = re.compile(r'(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|ngettext|g_dngettext)\s*\(\s*"'
                    r'|translatable="yes"')


def main():
    root = sys.argv[1]
    problems = []

    listed = set()
    with open(os.path.join(root, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                listed.add(line)
    for path in sorted(listed):
        if not os.path.isfile(os.path.join(root, path)):
            problems.append(f'po/POTFILES.in lists {path}, which does not exist')

    for top in ('src', 'ui', 'tests'):
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for name in sorted(files):
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, root)
                if not name.endswith(('.c', '.h', '.ui')):
                    continue
                with open(path, encoding='utf-8', errors='replace') as f:
                    text = f.read()
                # Tests may mark strings to look them up; only the program's
                # own files must be listed.
                if top != 'tests' and MARKED.search(text) and rel not in listed:
                    problems.append(f'{rel} has translatable strings but is not in po/POTFILES.in')

    for p in problems:
        print(p)
    if problems:
        return 1
    print('sources: po/POTFILES.in complete')
    return 0


if __name__ == '__main__':
    sys.exit(main())
