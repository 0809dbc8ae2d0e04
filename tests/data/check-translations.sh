#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks of the translations in po/.
#   check-translations.sh po MSGFMT PO_DIR
#     every language in LINGUAS has a .po that msgfmt --check --check-format
#     accepts (header, plural forms, placeholders of every message)
#   check-translations.sh complete MSGFMT PO_DIR MSGATTRIB
#     and none of its messages is fuzzy or untranslated (translator-credits
#     aside: it stays empty until a translator adds their name)
#   check-translations.sh merged PO_DIR DESKTOP_FILE METAINFO_FILE
#     the built desktop file and metainfo carry each language of LINGUAS,
#     and no entity is escaped twice (a translation of "&amp;" must be "&")
set -u

mode=$1
shift

languages () {
  sed -e 's/#.*//' "$1/LINGUAS" | tr -s ' \t' '\n\n' | sed -e '/^$/d'
}

fail=0
case "$mode" in
  po|complete)
    msgfmt=$1
    po_dir=$2
    msgattrib=${3:-msgattrib}
    if [ "$mode" = complete ] && ! command -v "$msgattrib" >/dev/null 2>&1; then
      echo "$msgattrib is not installed: skipped"
      exit 77
    fi
    langs=$(languages "$po_dir")
    if [ -z "$langs" ]; then
      echo "check-translations: $po_dir/LINGUAS lists no language" >&2
      exit 1
    fi
    for lang in $langs; do
      po="$po_dir/$lang.po"
      if [ ! -f "$po" ]; then
        echo "check-translations: $lang is in LINGUAS but $po is missing" >&2
        fail=1
        continue
      fi
      if ! "$msgfmt" --check --check-format -o /dev/null "$po"; then
        echo "check-translations: msgfmt --check rejects $po" >&2
        fail=1
        continue
      fi
      echo "$lang: $("$msgfmt" --statistics -o /dev/null "$po" 2>&1)"
      if [ "$mode" = complete ]; then
        # Fuzzy and untranslated messages, one msgid per line.
        left=$("$msgattrib" --only-fuzzy --no-obsolete --no-wrap "$po" | sed -n 's/^msgid "\(..*\)"$/fuzzy: \1/p'; \
               "$msgattrib" --untranslated --no-obsolete --no-wrap "$po" | sed -n 's/^msgid "\(..*\)"$/untranslated: \1/p' \
                 | grep -v '^untranslated: translator-credits$')
        if [ -n "$left" ]; then
          echo "check-translations: $po is not complete:" >&2
          echo "$left" >&2
          fail=1
        fi
      fi
    done
    ;;
  merged)
    po_dir=$1
    desktop=$2
    metainfo=$3
    langs=$(languages "$po_dir")
    if [ -z "$langs" ]; then
      echo "check-translations: $po_dir/LINGUAS lists no language" >&2
      exit 1
    fi
    for lang in $langs; do
      if ! grep -q "^Name\[$lang\]=" "$desktop"; then
        echo "check-translations: $desktop has no Name[$lang]" >&2
        fail=1
      fi
      if ! grep -q "<name xml:lang=\"$lang\">" "$metainfo"; then
        echo "check-translations: $metainfo has no <name xml:lang=\"$lang\">" >&2
        fail=1
      fi
    done
    if grep -n '&amp;amp;\|&amp;lt;\|&amp;gt;' "$metainfo" >&2; then
      echo "check-translations: $metainfo escapes an entity twice" >&2
      fail=1
    fi
    ;;
  *)
    echo "usage: check-translations.sh po MSGFMT PO_DIR | complete MSGFMT PO_DIR MSGATTRIB | merged PO_DIR DESKTOP METAINFO" >&2
    exit 2
    ;;
esac
exit $fail
