#!/usr/bin/env python3
"""Compare two syntax inventories (parser-oracle vs `theseus debug inventory`).

Usage: compare.py ORACLE_OUTPUT THESEUS_OUTPUT [--show N] [--files N]

Each input line is  PATH:LINE:COL<TAB>CATEGORY<TAB>TEXT .
Lines match only when they are identical. Per category the report gives both
counts, matched, only-in-oracle, only-in-theseus and agreement
(matched / size of the union, as a percentage), then up to N examples of each
kind of disagreement. Disagreements are paired where possible: first items at
the same location and category whose text differs, then items on the same line
with the same category and text but another column; the rest are listed as
only-in-oracle / only-in-theseus.

Exit status: 0 when the inventories agree completely, 1 otherwise, 2 on usage
errors.
"""

import argparse
import collections
import sys

CATEGORIES = ("type", "decl", "call")


def read_inventory(path, warn_name):
    """Return {category: Counter(line)} and the number of malformed lines."""
    by_cat = collections.defaultdict(collections.Counter)
    malformed = []
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n").rstrip("\r")
            if not line:
                continue
            parts = line.split("\t", 2)
            if len(parts) != 3 or parts[0].count(":") < 2:
                malformed.append((n, line))
                continue
            by_cat[parts[1]][line] += 1
    if malformed:
        print(f"warning: {len(malformed)} malformed line(s) in {warn_name} ({path}), e.g.:",
              file=sys.stderr)
        for n, line in malformed[:5]:
            print(f"  {n}: {line!r}", file=sys.stderr)
    return by_cat, len(malformed)


def split_line(line):
    loc, cat, text = line.split("\t", 2)
    path, ln, col = loc.rsplit(":", 2)
    return path, int(ln) if ln.isdigit() else 0, int(col) if col.isdigit() else 0, cat, text


def sort_key(line):
    path, ln, col, cat, text = split_line(line)
    return (path, ln, col, cat, text)


def pct(a, b):
    return 100.0 * a / b if b else 100.0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("oracle")
    ap.add_argument("theseus")
    ap.add_argument("--show", type=int, default=10, metavar="N",
                    help="examples of each disagreement per category (default 10)")
    ap.add_argument("--files", type=int, default=10, metavar="N",
                    help="list the N files with most disagreements (default 10, 0 = off)")
    args = ap.parse_args()

    oracle, bad_o = read_inventory(args.oracle, "oracle")
    theseus, bad_t = read_inventory(args.theseus, "theseus")

    cats = list(CATEGORIES) + sorted((set(oracle) | set(theseus)) - set(CATEGORIES))
    rows = []
    tot = collections.Counter()
    details = {}
    file_disagreements = collections.Counter()

    for cat in cats:
        o, t = oracle.get(cat, collections.Counter()), theseus.get(cat, collections.Counter())
        matched = sum((o & t).values())
        only_o = o - t
        only_t = t - o
        n_o, n_t = sum(o.values()), sum(t.values())
        union = sum((o | t).values())
        row = dict(cat=cat, oracle=n_o, theseus=n_t, matched=matched,
                   only_o=sum(only_o.values()), only_t=sum(only_t.values()), union=union)
        rows.append(row)
        for k in ("oracle", "theseus", "matched", "only_o", "only_t", "union"):
            tot[k] += row[k]
        details[cat] = (only_o, only_t)
        for line, c in list(only_o.items()) + list(only_t.items()):
            file_disagreements[split_line(line)[0]] += c

    # Summary table.
    hdr = f"{'category':<9} {'oracle':>9} {'theseus':>9} {'matched':>9} {'only-oracle':>12} {'only-theseus':>13} {'agreement':>10}"
    print(hdr)
    print("-" * len(hdr))
    for row in rows + [dict(cat="TOTAL", **tot)]:
        print(f"{row['cat']:<9} {row['oracle']:>9} {row['theseus']:>9} {row['matched']:>9} "
              f"{row['only_o']:>12} {row['only_t']:>13} {pct(row['matched'], row['union']):>9.3f}%")
    if bad_o or bad_t:
        print(f"(malformed lines ignored: oracle {bad_o}, theseus {bad_t})")

    # Examples.
    if args.show > 0:
        for cat in cats:
            only_o, only_t = details[cat]
            if not only_o and not only_t:
                continue
            print(f"\n=== {cat}: disagreements ===")
            # Pair up items at the same location whose text differs.
            by_loc_t = collections.defaultdict(list)
            for line in only_t:
                by_loc_t[line.split("\t", 1)[0]].append(line)
            paired, used_t = [], set()
            for line in sorted(only_o, key=sort_key):
                loc = line.split("\t", 1)[0]
                cands = [x for x in by_loc_t.get(loc, []) if x not in used_t]
                if cands:
                    used_t.add(cands[0])
                    paired.append((line, cands[0]))
            paired_o = {p[0] for p in paired}
            # Then items on the same line with the same text but another column.
            def line_key(x):
                path, ln, _col, c, text = split_line(x)
                return (path, ln, c, text)
            by_line_t = collections.defaultdict(list)
            for line in sorted(only_t, key=sort_key):
                if line not in used_t:
                    by_line_t[line_key(line)].append(line)
            shifted = []
            for line in sorted(only_o, key=sort_key):
                if line in paired_o:
                    continue
                cands = by_line_t.get(line_key(line))
                if cands:
                    b = cands.pop(0)
                    used_t.add(b)
                    shifted.append((line, b))
            paired_o |= {p[0] for p in shifted}
            rest_o = [x for x in sorted(only_o, key=sort_key) if x not in paired_o]
            rest_t = [x for x in sorted(only_t, key=sort_key) if x not in used_t]
            if paired:
                print(f"-- same location, different text: {len(paired)}")
                for a, b in paired[:args.show]:
                    loc, _, ta = a.split("\t", 2)
                    tb = b.split("\t", 2)[2]
                    print(f"   {loc}\n      oracle:  {ta}\n      theseus: {tb}")
            if shifted:
                print(f"-- same line and text, different column: {len(shifted)}")
                for a, b in shifted[:args.show]:
                    print(f"   {a}\n      theseus column: {split_line(b)[2]}")
            if rest_o:
                print(f"-- only in oracle: {len(rest_o)}")
                for x in rest_o[:args.show]:
                    print(f"   {x}")
            if rest_t:
                print(f"-- only in theseus: {len(rest_t)}")
                for x in rest_t[:args.show]:
                    print(f"   {x}")

    if args.files > 0 and file_disagreements:
        print(f"\n=== files with most disagreements (of {len(file_disagreements)}) ===")
        for path, c in file_disagreements.most_common(args.files):
            print(f"{c:>7}  {path}")

    agree = tot["only_o"] == 0 and tot["only_t"] == 0
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
