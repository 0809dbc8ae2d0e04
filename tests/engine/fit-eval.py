#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""fit-eval.py: how well the evaluation of hg-ai-eval.c foretells what
positions came to, and weights fitted to it (a tuning program, not a
test; needs python3-numpy and python3-scipy).

Reads the output of eval-data (one file or more, any table sizes), values
every position as hg_ai_eval_values_with() does, and measures the mean
over positions of the squared error of each seat's value minus the mean of
the seats' values against the same of the final scores (what a seat's lead
comes to).  Games of even seeds are fitted, those of odd seeds only
measured.  It checks first that it values the positions as level
expert's evaluation did when eval-data ran (the V lines): a change of
hg-ai-eval.c must be made here too.

  fit-eval.py [--set name=value,...] [--fit name,...] FILE...

--set changes the starting weights (those of level expert by default;
close_turns=0 gives its completion before it went by turns);
--fit fits the named weights on the even games, Nelder-Mead, one set for
all the table sizes of the files (close_turns counts turns of a seat,
close_tiles tiles of the whole game)."""

import argparse
import numpy as np
from scipy.optimize import minimize

# Medium's weights (hg-ai-eval.c), and the expert's changes of them
# (hg_ai_expert_params_init() in hg-ai-expert.c).
MEDIUM = dict(member_value=5.0, hut_value=1.5, supply_turns=8.0, open_side_growth=0.8,
              close_rate=0.30, close_tiles=4.0, close_turns=0.0, meadow_growth=0.2,
              meadow_zones_cap=10.0, hut_growth=2.0, bonus_value=3.0, figure_return=0.0,
              gold_value=0.0)
EXPERT = dict(MEDIUM, figure_return=1.0, close_turns=5.4)
N_LAND_TILES = 78


def majority(counts):
    best = max(counts)
    return [1.0 if best > 0 and c == best else 0.0 for c in counts]


class Positions:
    """Every position of one table size, as arrays."""

    def __init__(self, n, rows):
        self.n = n
        self.N = len(rows)
        col = lambda k: np.array([r[k] for r in rows], float)
        self.game = np.array([r['game'] for r in rows])
        self.left, self.cur, self.bonus = col('left'), np.array([r['cur'] for r in rows]), col('bonus')
        self.score, self.members, self.huts, self.final = (col(k) for k in ('score', 'members', 'huts', 'final'))
        # Level expert's values, as eval-data printed them (older files: none).
        self.expert = col('V') if all('V' in r for r in rows) else None
        self.parts = {}
        for kind in 'FRMY':
            items = [(i, x) for i, r in enumerate(rows) for x in r[kind]]
            self.parts[kind] = (np.array([i for i, _ in items], int),
                                np.array([x for _, x in items], float).reshape(len(items), -1))

    def subset(self, mask):
        new = object.__new__(Positions)
        idx = np.nonzero(mask)[0]
        remap = -np.ones(self.N, int)
        remap[idx] = np.arange(len(idx))
        new.n, new.N = self.n, len(idx)
        for k in ('game', 'left', 'cur', 'bonus', 'score', 'members', 'huts', 'final'):
            setattr(new, k, getattr(self, k)[idx])
        new.expert = self.expert[idx] if self.expert is not None else None
        new.parts = {}
        for kind, (at, x) in self.parts.items():
            keep = mask[at] if len(at) else np.zeros(0, bool)
            new.parts[kind] = (remap[at[keep]], x[keep])
        return new


def load(paths):
    by_n = {}
    for path in paths:
        with open(path) as f:
            for line in f:
                t = line.split()
                if t[0] == 'G':
                    game, n = int(t[1]), int(t[2])
                    final = [int(x) for x in t[3:3 + n]]
                elif t[0] == 'P':
                    row = dict(game=game, left=int(t[1]), cur=int(t[2]), bonus=int(t[3]),
                               score=[], members=[], huts=[], final=final, F=[], R=[], M=[], Y=[])
                elif t[0] == 'S':
                    for k, v in zip(('score', 'members', 'huts'), t[1:4]):
                        row[k].append(int(v))
                elif t[0] == 'F':
                    x = [int(v) for v in t[1:]]
                    row['F'].append([x[0] + x[1], x[2], x[3]] + x[4:4 + n] + majority(x[4:4 + n]))
                elif t[0] == 'R':
                    x = [int(v) for v in t[1:]]
                    row['R'].append([x[0], x[1]] + majority(x[2:2 + n]) + x[2 + n:2 + 2 * n])
                elif t[0] == 'M':
                    x = [int(v) for v in t[1:]]
                    row['M'].append([x[0], x[1]] + [(x[3] >> p) & 1 for p in range(n)])
                elif t[0] == 'Y':
                    x = [int(v) for v in t[1:]]
                    row['Y'].append([x[0]] + majority(x[1:1 + n]))
                elif t[0] == 'V':
                    row['V'] = [float(v) for v in t[1:1 + n]]
                elif t[0] == 'E':
                    by_n.setdefault(n, []).append(row)
    return {n: Positions(n, rows) for n, rows in sorted(by_n.items())}


def completion(w, opn, left, n):
    if w['close_turns'] > 0:
        x, unit = left / n, w['close_turns']
    else:
        x, unit = left, w['close_tiles']
    c = np.exp(-w['close_rate'] * opn) * (1 - np.exp(-x / (unit * np.maximum(opn, 1))))
    return np.where(opn == 0, 1.0, c)


def values(d, w):
    n, left = d.n, d.left
    turns = left / n
    late = np.minimum(1.0, turns / w['supply_turns'])
    home = w['figure_return'] * w['member_value'] * late
    v = d.score.copy()
    useful = np.minimum(d.members, (turns * 0.5 + 0.5)[:, None])
    v += late[:, None] * (w['member_value'] * useful +
                          w['hut_value'] * np.minimum(d.huts, turns[:, None]))
    v[np.arange(d.N), d.cur] += w['bonus_value'] * d.bonus
    at, x = d.parts['F']
    if len(at):
        size, opn, gold, figs, maj = x[:, 0], x[:, 1], x[:, 2], x[:, 3:3 + n], x[:, 3 + n:]
        c = completion(w, opn, left[at], n)
        pts = (2 * size + 2 * w['open_side_growth'] * opn + gold * w['gold_value']) * c
        np.add.at(v, at, maj * pts[:, None] + figs * (home[at] * c)[:, None])
    at, x = d.parts['R']
    if len(at):
        pts, opn, maj, own = x[:, 0], x[:, 1], x[:, 2:2 + n], x[:, 2 + n:]
        c = completion(w, opn, left[at], n)
        np.add.at(v, at, maj * ((pts + w['open_side_growth'] * opn) * c)[:, None] +
                  own * (home[at] * c)[:, None])
    at, x = d.parts['M']
    if len(at):
        pts = x[:, 0] + w['meadow_growth'] * np.minimum(x[:, 1], w['meadow_zones_cap']) * left[at] / N_LAND_TILES
        np.add.at(v, at, x[:, 2:] * pts[:, None])
    at, x = d.parts['Y']
    if len(at):
        pts = x[:, 0] + w['hut_growth'] * left[at] / N_LAND_TILES
        np.add.at(v, at, x[:, 1:] * pts[:, None])
    return v


def loss(d, w):
    v = values(d, w)
    a = v - v.mean(1, keepdims=True)
    b = d.final - d.final.mean(1, keepdims=True)
    return ((a - b) ** 2).sum(1).mean()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--set', default='')
    ap.add_argument('--fit', default='')
    ap.add_argument('files', nargs='+')
    args = ap.parse_args()
    start = dict(EXPERT)
    for item in filter(None, args.set.split(',')):
        k, v = item.split('=')
        start[k] = float(v)
    data = load(args.files)
    for n, d in data.items():
        if d.expert is None:
            print(f'{n} players: no values of the C evaluation to check against (an older file)')
            continue
        worst = np.abs(values(d, EXPERT) - d.expert).max()
        if worst > 1e-6:
            raise SystemExit(f'fit-eval.py: {n} players: values differ from hg-ai-eval.c\'s '
                             f'by up to {worst:.3g}: it changed, or the weights of level expert did')
        print(f'{n} players: the values of hg-ai-eval.c, to {worst:.1g}')
    fit_part = {n: d.subset(d.game % 2 == 0) for n, d in data.items()}
    test_part = {n: d.subset(d.game % 2 == 1) for n, d in data.items()}
    fitted = dict(start)
    names = list(filter(None, args.fit.split(',')))
    if names:
        total = sum(d.N for d in fit_part.values())

        def f(x):
            w = dict(start, **dict(zip(names, x)))
            if min(w['supply_turns'], w['close_tiles'], w['close_rate'] + 1) <= 0 or w['close_turns'] < 0:
                return 1e12
            return sum(loss(d, w) * d.N for d in fit_part.values()) / total

        r = minimize(f, [start[k] for k in names], method='Nelder-Mead',
                     options=dict(maxiter=4000, maxfev=6000, xatol=1e-3, fatol=1e-4))
        fitted = dict(start, **dict(zip(names, r.x)))
        print('fitted:', ','.join(f'{k}={fitted[k]:.3f}' for k in names))
    print('players  positions (odd seeds)  tiles left  start  fitted')
    for n, d in test_part.items():
        for lo, hi in ((0, 99), (60, 99), (40, 59), (20, 39), (0, 19)):
            e = d.subset((d.left >= lo) & (d.left <= hi))
            print(f'{n}  {e.N:6d}  {lo:2d}-{min(hi, N_LAND_TILES):2d}  '
                  f'{loss(e, start):7.1f}  {loss(e, fitted):7.1f}')


if __name__ == '__main__':
    main()
