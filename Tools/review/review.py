#!/usr/bin/env python3
"""Measure the precision of Theseus's rules on real apps, the way CodeQL measures its queries.

The apps are folders of a *workspace* (one folder per repository, named `owner+name`, holding the
repository's files at one commit) and a `COMMITS` file in the workspace with one line per app:
`owner+name COMMIT …`. The apps' code never enters this repository: the ledger keeps locations and
verdicts only.

    review.py lint    WORKSPACE [--theseus BIN] [--out FINDINGS.json] [--app NAME ...] [--all-rules]
        lint every app (default rules, or every rule with --all-rules; no cache) and write one findings
        file for all of them
    review.py sample  FINDINGS.json [--per-rule N] [--seed S] [--rule ID ...] [--ledger LEDGER]
                      [--context 15] [--workspace WORKSPACE]
        print N findings per rule (seeded, spread over apps), each with ±context lines and the rule's
        rationale; findings already judged in LEDGER are skipped
    review.py judge   LEDGER REPOSITORY COMMIT PATH LINE RULE VERDICT REASON
        append one verdict (true/false) to the ledger (a TSV file)
    review.py recheck LEDGER FINDINGS.json
        which judged findings still fire in a new run: true ones lost, false ones still reported
    review.py table   LEDGER FINDINGS.json
        per rule: findings per app, judged, true, precision of the judged findings that still fire

A finding is matched to a verdict on (repository, path, line, rule): the apps are pinned to one commit.
"""
import argparse
import collections
import json
import os
import random
import subprocess
import sys

LEDGER_COLUMNS = ["repository", "commit", "path", "line", "rule", "verdict", "reason"]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def read_commits(workspace):
    commits = {}
    path = os.path.join(workspace, "COMMITS")
    if os.path.exists(path):
        for line in open(path):
            parts = line.split()
            if len(parts) >= 2:
                commits[parts[0]] = parts[1]
    return commits


def repository_name(folder):
    return folder.replace("+", "/", 1)


def cmd_lint(args):
    theseus = args.theseus or os.path.join(ROOT, ".build", "release", "theseus")
    commits = read_commits(args.workspace)
    apps = args.app or sorted(d for d in os.listdir(args.workspace)
                              if os.path.isdir(os.path.join(args.workspace, d)) and "+" in d)
    config = []
    if args.all_rules:
        # Every rule, the opt-in ones too, to measure the rules that are off by default.
        listing = subprocess.run([theseus, "rules"], capture_output=True, text=True).stdout
        for line in listing.splitlines():
            if line.split() and line.split()[0] != "unused_suppression":
                config += ["--only-rule", line.split()[0]]
    out = []
    for app in apps:
        folder = os.path.join(args.workspace, app)
        run = subprocess.run([theseus, "lint", "--no-cache", "--quiet", "--reporter", "json"] + config + ["."],
                             cwd=folder, capture_output=True, text=True)
        if run.returncode not in (0, 1, 2) or not run.stdout.strip():
            sys.exit(f"{app}: theseus exited {run.returncode}: {run.stderr[-2000:]}")
        report = json.loads(run.stdout)
        for f in report["findings"]:
            out.append({"repository": repository_name(app), "folder": app, "commit": commits.get(app, ""),
                        "path": f["file"], "line": f["line"], "column": f["column"], "rule": f["rule"],
                        "message": f["message"], "severity": f["severity"]})
        print(f"{app}: {len(report['findings'])} findings", file=sys.stderr)
    with open(args.out, "w") as fh:
        json.dump(out, fh, indent=1)
    print(f"{len(out)} findings from {len(apps)} apps -> {args.out}", file=sys.stderr)


def read_ledger(path):
    entries = []
    if not path or not os.path.exists(path):
        return entries
    with open(path) as fh:
        header = fh.readline().rstrip("\n").split("\t")
        if header != LEDGER_COLUMNS:
            sys.exit(f"{path}: the first line must be the header {LEDGER_COLUMNS}")
        for number, line in enumerate(fh, start=2):
            if not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) != len(LEDGER_COLUMNS):
                sys.exit(f"{path}:{number}: expected {len(LEDGER_COLUMNS)} tab-separated fields")
            entry = dict(zip(LEDGER_COLUMNS, fields))
            if entry["verdict"] not in ("true", "false"):
                sys.exit(f"{path}:{number}: verdict must be true or false")
            entries.append(entry)
    return entries


def key(entry):
    return (entry["repository"], entry["path"], int(entry["line"]), entry["rule"])


def judged_keys(ledger):
    """The newest verdict per location (a finding judged again keeps the last word)."""
    verdicts = {}
    for entry in ledger:
        verdicts[key(entry)] = entry
    return verdicts


def rationale(rule, theseus):
    run = subprocess.run([theseus, "rules", rule], capture_output=True, text=True)
    return run.stdout.strip()


def cmd_sample(args):
    findings = json.load(open(args.findings))
    judged = judged_keys(read_ledger(args.ledger))
    theseus = os.path.join(ROOT, ".build", "release", "theseus")
    by_rule = collections.defaultdict(list)
    for f in findings:
        if args.rule and f["rule"] not in args.rule:
            continue
        if key(f) in judged:
            continue
        by_rule[f["rule"]].append(f)
    rng = random.Random(args.seed)
    for rule in sorted(by_rule):
        pool = by_rule[rule]
        # Spread over apps: round-robin over the apps in a seeded order, a seeded pick within each.
        per_app = collections.defaultdict(list)
        for f in pool:
            per_app[f["repository"]].append(f)
        for app in per_app:
            rng.shuffle(per_app[app])
        apps = sorted(per_app)
        rng.shuffle(apps)
        chosen = []
        while len(chosen) < args.per_rule and any(per_app[a] for a in apps):
            for a in apps:
                if per_app[a] and len(chosen) < args.per_rule:
                    chosen.append(per_app[a].pop())
        print("=" * 100)
        print(f"RULE {rule}: {len(chosen)} of {len(pool)} unjudged findings")
        if args.rationale:
            print(rationale(rule, theseus))
        for f in chosen:
            print("-" * 100)
            print(f"{f['repository']}\t{f['commit']}\t{f['path']}\t{f['line']}\t{rule}")
            print(f"message: {f['message']}")
            source = os.path.join(args.workspace, f["folder"], f["path"]) if args.workspace else None
            if source and os.path.exists(source):
                lines = open(source, errors="replace").read().split("\n")
                lo, hi = max(0, f["line"] - 1 - args.context), min(len(lines), f["line"] + args.context)
                for n in range(lo, hi):
                    mark = ">>" if n == f["line"] - 1 else "  "
                    print(f"{mark}{n + 1:5} {lines[n]}")


def cmd_judge(args):
    if args.verdict not in ("true", "false"):
        sys.exit("verdict must be true or false")
    for field in (args.repository, args.commit, args.path, args.rule, args.reason):
        if "\t" in field or "\n" in field:
            sys.exit("fields must not contain tabs or newlines")
    new = not os.path.exists(args.ledger)
    with open(args.ledger, "a") as fh:
        if new:
            fh.write("\t".join(LEDGER_COLUMNS) + "\n")
        fh.write("\t".join([args.repository, args.commit, args.path, str(args.line), args.rule, args.verdict, args.reason]) + "\n")


def cmd_recheck(args):
    judged = judged_keys(read_ledger(args.ledger))
    current = {key(f) for f in json.load(open(args.findings))}
    lost_true = [e for k, e in judged.items() if e["verdict"] == "true" and k not in current]
    kept_false = [e for k, e in judged.items() if e["verdict"] == "false" and k in current]
    gone_false = [e for k, e in judged.items() if e["verdict"] == "false" and k not in current]
    kept_true = [e for k, e in judged.items() if e["verdict"] == "true" and k in current]
    print(f"judged: {len(judged)}; true still reported: {len(kept_true)}, true lost: {len(lost_true)}, "
          f"false gone: {len(gone_false)}, false still reported: {len(kept_false)}")
    for title, rows in (("TRUE FINDINGS NO LONGER REPORTED", lost_true), ("FALSE FINDINGS STILL REPORTED", kept_false)):
        if rows:
            print(f"\n{title}")
            for e in sorted(rows, key=lambda e: (e["rule"], e["repository"], e["path"], int(e["line"]))):
                print(f"  {e['rule']:32} {e['repository']}/{e['path']}:{e['line']}  {e['reason']}")
    return 1 if lost_true else 0


def cmd_table(args):
    judged = judged_keys(read_ledger(args.ledger))
    findings = json.load(open(args.findings))
    per_rule = collections.defaultdict(lambda: collections.Counter())
    apps = sorted({f["repository"] for f in findings})
    stats = collections.defaultdict(lambda: [0, 0])
    for f in findings:
        per_rule[f["rule"]][f["repository"]] += 1
        verdict = judged.get(key(f))
        if verdict:
            stats[f["rule"]][0] += 1
            stats[f["rule"]][1] += verdict["verdict"] == "true"
    print("| rule | findings | apps with findings | judged | true | precision |")
    print("|---|---|---|---|---|---|")
    total = [0, 0, 0]
    for rule in sorted(per_rule):
        n = sum(per_rule[rule].values())
        j, t = stats[rule]
        total[0] += n; total[1] += j; total[2] += t
        precision = f"{100 * t / j:.0f} %" if j else "–"
        print(f"| `{rule}` | {n} | {len(per_rule[rule])} | {j} | {t} | {precision} |")
    precision = f"{100 * total[2] / total[1]:.0f} %" if total[1] else "–"
    print(f"| all | {total[0]} | {len(apps)} | {total[1]} | {total[2]} | {precision} |")
    if args.per_app:
        print()
        print("| app | " + " | ".join(sorted(per_rule)) + " |")
        for app in apps:
            print(f"| {app} | " + " | ".join(str(per_rule[r][app]) for r in sorted(per_rule)) + " |")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("lint"); p.add_argument("workspace"); p.add_argument("--theseus")
    p.add_argument("--out", default="findings.json"); p.add_argument("--app", action="append")
    p.add_argument("--all-rules", action="store_true")
    p.set_defaults(run=cmd_lint)
    p = sub.add_parser("sample"); p.add_argument("findings"); p.add_argument("--per-rule", type=int, default=15)
    p.add_argument("--seed", type=int, default=1); p.add_argument("--rule", action="append")
    p.add_argument("--ledger"); p.add_argument("--context", type=int, default=15); p.add_argument("--workspace")
    p.add_argument("--rationale", action="store_true")
    p.set_defaults(run=cmd_sample)
    p = sub.add_parser("judge")
    for name in ("ledger", "repository", "commit", "path"):
        p.add_argument(name)
    p.add_argument("line", type=int); p.add_argument("rule"); p.add_argument("verdict"); p.add_argument("reason")
    p.set_defaults(run=cmd_judge)
    p = sub.add_parser("recheck"); p.add_argument("ledger"); p.add_argument("findings"); p.set_defaults(run=cmd_recheck)
    p = sub.add_parser("table"); p.add_argument("ledger"); p.add_argument("findings")
    p.add_argument("--per-app", action="store_true"); p.set_defaults(run=cmd_table)
    args = parser.parse_args()
    sys.exit(args.run(args) or 0)


if __name__ == "__main__":
    main()
