#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs TOOL with its arguments, or says the test is skipped (exit 77) when
# TOOL is not installed, so that a missing validator shows as SKIP, never
# as a pass.
# Usage: run-tool.sh TOOL [ARG...]
tool=$1
shift
if ! command -v "$tool" >/dev/null 2>&1; then
  echo "$tool is not installed: skipped"
  exit 77
fi
exec "$tool" "$@"
