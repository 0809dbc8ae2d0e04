#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The game run from its build folder (build-aux/uninstalled-env, as
# `build-aux/dev run` does) knows its saved games' MIME type: GIO gives a
# saved game that type (whose description the file chooser shows), not
# XML's.
#   check-uninstalled-mime.sh UNINSTALLED_ENV BUILDDIR SAVE
set -u

env_script=$1
builddir=$2
save=$3

for tool in gio update-mime-database; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "$tool is not installed: skipped" >&2
    exit 77
  fi
done

info=$("$env_script" "$builddir" gio info -a standard::content-type "$save") || exit 1
echo "$info"
echo "$info" | grep -q 'standard::content-type: application/x-hunters-gatherers-save$' || exit 1
