#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the game's sounds with SoX (Debian: sox, libsox-fmt-base), in Ogg
# Vorbis beside this script:
#   tile-placed     a wooden knock: a tile put down
#   figure-placed   a lighter tap: a tribe member or hut put down
#   feature-scored  three rising plucks: a feature scored
#   bonus-tile      a quick high sparkle: a bonus tile earned
#   your-turn       two soft notes, up: a person's turn comes
#   game-over       a short fanfare: the end of the game
# Run it again after a change and commit the .ogg files with it.
set -eu

cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# note NAME LENGTH FREQ [VOLUME]: a plucked note fading out
note () {
  sox -q -n -r 44100 -c 1 -b 16 "$tmp/$1.wav" synth "$2" pluck "$3" \
    fade q 0.003 "$2" "$2" vol "${4:-0.7}"
}

# a sequence of wav files into one Ogg Vorbis file
join () {
  out=$1
  shift
  sox -q "$@" -C 3 "$out"
}

sox -q -n -r 44100 -c 1 -b 16 "$tmp/knock.wav" synth 0.14 sine 190 sine 95 \
  fade q 0.002 0.14 0.12 vol 0.8
sox -q -n -r 44100 -c 1 -b 16 "$tmp/click.wav" synth 0.03 pinknoise fade q 0.001 0.03 0.028 vol 0.25
sox -q -m "$tmp/knock.wav" "$tmp/click.wav" "$tmp/tile.wav"
join tile-placed.ogg "$tmp/tile.wav"

note tap 0.12 E6 0.5
join figure-placed.ogg "$tmp/tap.wav"

note s1 0.1 C5
note s2 0.1 E5
note s3 0.25 G5
join feature-scored.ogg "$tmp/s1.wav" "$tmp/s2.wav" "$tmp/s3.wav"

note b1 0.06 C7 0.5
note b2 0.06 E7 0.5
note b3 0.06 G7 0.5
note b4 0.3 C8 0.5
join bonus-tile.ogg "$tmp/b1.wav" "$tmp/b2.wav" "$tmp/b3.wav" "$tmp/b4.wav"

note t1 0.12 G4 0.5
note t2 0.25 C5 0.5
join your-turn.ogg "$tmp/t1.wav" "$tmp/t2.wav"

note f1 0.15 C4
note f2 0.15 E4
note f3 0.15 G4
note f4 0.6 C5
join game-over.ogg "$tmp/f1.wav" "$tmp/f2.wav" "$tmp/f3.wav" "$tmp/f4.wav"
