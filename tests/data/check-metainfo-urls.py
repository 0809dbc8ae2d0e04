#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The metainfo's addresses name the repository that its app id names.

An app id io.github.OWNER.NAME says that the app lives at
github.com/OWNER/NAME, and Flathub's linter checks that this repository
exists; the homepage, bug tracker, VCS and screenshot addresses must name
the same one.  Usage: check-metainfo-urls.py METAINFO
"""
import re
import sys
import xml.etree.ElementTree as ET

root = ET.parse(sys.argv[1]).getroot()
app_id = root.findtext('id')
match = re.fullmatch(r'io\.github\.([^.]+)\.([^.]+)', app_id or '')
if match is None:
    print(f'the app id {app_id!r} is not io.github.OWNER.NAME')
    sys.exit(1)
repo = f'{match.group(1)}/{match.group(2)}'.lower()

addresses = [u.text.strip() for u in root.iter('url')]
addresses += [i.text.strip() for i in root.iter('image')]
failures = 0
for address in addresses:
    found = re.match(r'https://(?:github\.com|raw\.githubusercontent\.com)/([^/]+/[^/]+)', address)
    if found is None:
        print(f'{address}: not an address on GitHub')
        failures += 1
    elif found.group(1).lower() != repo:
        print(f'{address}: names {found.group(1)}, the app id names {repo}')
        failures += 1
if not addresses:
    print('no addresses')
    failures += 1
print(f'{len(addresses)} addresses checked, {failures} wrong')
sys.exit(1 if failures else 0)
