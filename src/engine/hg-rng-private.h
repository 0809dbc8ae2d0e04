/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hg-rng-private.h: the engine's small fast generators: xorshift64* for
 * random play, determinizations and searches, and splitmix64 to turn a
 * seed and a stream number into a generator state. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* xorshift64*: the next value of the generator @rng (any value; 0 is
 * treated as a fixed non-zero seed). */
static inline guint64
hg_rng_next (guint64 *rng)
{
  guint64 x = *rng != 0 ? *rng : G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *rng = x;
  return x * G_GUINT64_CONSTANT (0x2545f4914f6cdd1d);
}

/* A value in 0..@n-1. */
static inline guint
hg_rng_below (guint64 *rng,
              guint    n)
{
  return (guint) (((hg_rng_next (rng) >> 32) * n) >> 32);
}

/* splitmix64 of @seed for stream @stream: a non-zero generator state. */
static inline guint64
hg_rng_mix (guint64 seed,
            guint64 stream)
{
  guint64 z = seed + (stream + 1) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  z ^= z >> 31;
  return z != 0 ? z : 1;
}

G_END_DECLS
