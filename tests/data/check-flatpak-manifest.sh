#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# flatpak-builder must read the manifest without a single warning, and the
# sandbox must stay as small as the game needs.
# Usage: check-flatpak-manifest.sh MANIFEST
set -u
manifest=$1

if ! command -v flatpak-builder >/dev/null 2>&1; then
  echo "flatpak-builder is not installed: skipped"
  exit 77
fi

# flatpak-builder wants a writable home for its state.
export HOME=$(mktemp -d)
trap 'rm -rf "$HOME"' EXIT

output=$(flatpak-builder --show-manifest "$manifest" 2>&1)
status=$?
printf '%s\n' "$output"
if [ $status -ne 0 ]; then
  echo "FAIL: flatpak-builder --show-manifest exited with $status"
  exit 1
fi
if printf '%s\n' "$output" | grep -qi 'warning'; then
  echo "FAIL: flatpak-builder printed a warning"
  exit 1
fi

# The permissions, exactly: no network, no file system; PulseAudio for the
# game's sounds.
expected='--device=dri
--share=ipc
--socket=fallback-x11
--socket=pulseaudio
--socket=wayland'
actual=$(printf '%s\n' "$output" | sed -n '/"finish-args"/,/]/p' | grep -o '"--[^"]*"' | tr -d '"' | sort)
if [ "$actual" != "$expected" ]; then
  echo "FAIL: finish-args are"
  printf '%s\n' "$actual"
  echo "expected"
  printf '%s\n' "$expected"
  exit 1
fi
