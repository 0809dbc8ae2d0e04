#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `meson install` into a temporary DESTDIR, then check that everything a
# desktop needs is in place: the programs, the desktop file, the metainfo,
# the icons, the MIME type, the GSettings schema and a .mo file for every
# language in po/LINGUAS.  --no-rebuild: the tests never build (meson test
# has built everything, and other tests run at the same time).
#
# Usage: test-install.sh MESON BUILD_DIR PREFIX BINDIR DATADIR LOCALEDIR LINGUAS APP_ID
set -u

meson=$1
build_dir=$2
prefix=$3
bindir=$4
datadir=$5
localedir=$6
linguas=$7
app_id=$8

if ! command -v "$meson" >/dev/null 2>&1; then
  echo "$meson is not installed: skipped"
  exit 77
fi

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
destdir=$workdir/root
log=$workdir/install.log

failures=0
check() {
  if [ -e "$destdir$1" ]; then
    echo "ok: $1"
  else
    echo "MISSING: $1" >&2
    failures=$((failures + 1))
  fi
}

# Quiet, with the output kept for a failure.  With DESTDIR set, the
# post-install steps (schema and icon caches, ...) are skipped.
if ! "$meson" install -C "$build_dir" --no-rebuild --destdir "$destdir" >"$log" 2>&1; then
  cat "$log" >&2
  echo "meson install failed" >&2
  exit 1
fi

check "$bindir/hunters-gatherers"
check "$bindir/hunters-gatherers-cli"
check "$datadir/applications/$app_id.desktop"
check "$datadir/metainfo/$app_id.metainfo.xml"
check "$datadir/icons/hicolor/scalable/apps/$app_id.svg"
check "$datadir/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
check "$datadir/mime/packages/$app_id.xml"
check "$datadir/glib-2.0/schemas/$app_id.gschema.xml"

n_languages=0
while read -r line; do
  line=${line%%#*}
  for lang in $line; do
    check "$localedir/$lang/LC_MESSAGES/hunters-gatherers.mo"
    n_languages=$((n_languages + 1))
  done
done <"$linguas"
echo "languages in LINGUAS: $n_languages"

# Nothing lands outside the prefix.
outside=$(cd "$destdir" && find . -type f | sed 's|^\.||' | grep -v "^$prefix/" || true)
if [ -n "$outside" ]; then
  echo "installed outside $prefix:" >&2
  echo "$outside" >&2
  failures=$((failures + 1))
fi

# The installed programs run.
for program in hunters-gatherers hunters-gatherers-cli; do
  if [ -x "$destdir$bindir/$program" ]; then
    if version=$("$destdir$bindir/$program" --version 2>&1); then
      echo "ok: $program --version: $version"
    else
      echo "$program --version failed: $version" >&2
      failures=$((failures + 1))
    fi
  fi
done

# The desktop file opens saved games, and the MIME type is the one the
# metainfo provides.
desktop="$destdir$datadir/applications/$app_id.desktop"
if [ -e "$desktop" ] && ! grep -q '^MimeType=.*application/x-hunters-gatherers-save;' "$desktop"; then
  echo "the desktop file does not list the saved-game MIME type" >&2
  failures=$((failures + 1))
fi
metainfo="$destdir$datadir/metainfo/$app_id.metainfo.xml"
if [ -e "$metainfo" ] && ! grep -q '<mediatype>application/x-hunters-gatherers-save</mediatype>' "$metainfo"; then
  echo "the metainfo does not provide the saved-game MIME type" >&2
  failures=$((failures + 1))
fi

if [ "$failures" -ne 0 ]; then
  echo "$failures problem(s)" >&2
  exit 1
fi
echo "all in place"
