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
    review.py sample  ... --packet PACKET
        also write the sampled findings, each with an id, its confidence and evidence, for a judge:
        PACKET.md to read and PACKET.json to record the verdicts from
    review.py judge   LEDGER REPOSITORY COMMIT PATH LINE RULE VERDICT REASON [--confidence C]
        append one verdict (true/false) to the ledger (a TSV file)
    review.py record  LEDGER PACKET.json VERDICTS.tsv
        append a judge's verdicts (a TSV of `id verdict reason`) on a packet's findings to the ledger
    review.py recall  FINDINGS.json ALL-RULES.json AUDIT.tsv ... [--out RECALL.tsv] [--evidence-lines]
        match bugs found by hand (an audit TSV: repository commit path line shape confidence verdict
        reason) to the findings of the default rules and of every rule, and print recall per shape
    review.py recheck LEDGER FINDINGS.json
        which judged findings still fire in a new run: true ones lost, false ones still reported
    review.py table   LEDGER FINDINGS.json
        per rule: findings per app, judged, true, precision of the judged findings that still fire

A finding is matched to a verdict on (repository, path, line, rule): the apps are pinned to one commit.
The ledger's `confidence` is the confidence the finding claimed when it was judged (`-` for verdicts
recorded before findings had one).
"""
import argparse
import collections
import json
import os
import random
import subprocess
import sys

LEDGER_COLUMNS = ["repository", "commit", "path", "line", "rule", "confidence", "verdict", "reason"]
CONFIDENCES = ("-", "medium", "high")
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
            # The listing's first line is its column headers (`RULE  SEVERITY …`).
            if line.split() and line.split()[0] not in ("unused_suppression", "RULE"):
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
                        "message": f["message"], "severity": f["severity"],
                        "confidence": f.get("confidence", "-"),
                        "evidence": [f"{e['file']}:{e['line']}: {e['kind']}: {e['text']}" for e in f.get("evidence", [])]})
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
            if entry["confidence"] not in CONFIDENCES:
                sys.exit(f"{path}:{number}: confidence must be one of {CONFIDENCES}")
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
    packet = []
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
        packet.extend(chosen)
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
    if args.packet:
        write_packet(args.packet, packet, theseus, os.path.abspath(args.workspace) if args.workspace else None)


def write_packet(stem, findings, theseus, workspace=None):
    """The sampled findings for a judge: ids, locations, claims and the rules' rationale, no verdicts."""
    entries = {}
    with open(stem + ".md", "w") as md:
        rules = sorted({f["rule"] for f in findings})
        md.write("# Findings to judge\n\n## The rules' rationale\n\n")
        for rule in rules:
            md.write(f"### {rule}\n\n{rationale(rule, theseus)}\n\n")
        md.write("## The findings\n\n")
        for number, f in enumerate(findings, start=1):
            fid = f"F{number:03}"
            entries[fid] = f
            md.write(f"### {fid}\n\n- app: {f['folder']} (path relative to {os.path.join(workspace or 'the workspace', f['folder'])}/)\n"
                     f"- location: {f['path']}:{f['line']}:{f['column']}\n- rule: {f['rule']}\n"
                     f"- confidence: {f.get('confidence', '-')}\n- message: {f['message']}\n")
            for item in f.get("evidence", []):
                md.write(f"- evidence: {item}\n")
            md.write("\n")
    with open(stem + ".json", "w") as fh:
        json.dump(entries, fh, indent=1)
    print(f"{len(findings)} findings -> {stem}.md, {stem}.json", file=sys.stderr)


def cmd_record(args):
    packet = json.load(open(args.packet))
    rows = []
    with open(args.verdicts) as fh:
        header = fh.readline().rstrip("\n").split("\t")
        if header[:3] != ["id", "verdict", "reason"]:
            sys.exit(f"{args.verdicts}: the first line must be the header id, verdict, reason")
        for number, line in enumerate(fh, start=2):
            if not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 3 or fields[0] not in packet or fields[1].strip().lower() not in ("true", "false"):
                sys.exit(f"{args.verdicts}:{number}: expected an id of the packet, true or false, and a reason")
            f = packet[fields[0]]
            reason = " ".join(fields[2:]).replace("\t", " ").strip()
            rows.append([f["repository"], f["commit"], f["path"], str(f["line"]), f["rule"],
                         f.get("confidence", "-"), fields[1].strip().lower(), reason])
    new = not os.path.exists(args.ledger)
    with open(args.ledger, "a") as fh:
        if new:
            fh.write("\t".join(LEDGER_COLUMNS) + "\n")
        for row in rows:
            fh.write("\t".join(row) + "\n")
    print(f"{len(rows)} verdicts -> {args.ledger}", file=sys.stderr)


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
        fh.write("\t".join([args.repository, args.commit, args.path, str(args.line), args.rule, args.confidence,
                             args.verdict, args.reason]) + "\n")


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
    # rule -> confidence ("all", "high", "medium") -> [judged, true]
    stats = collections.defaultdict(lambda: collections.defaultdict(lambda: [0, 0]))
    for f in findings:
        per_rule[f["rule"]][f["repository"]] += 1
        verdict = judged.get(key(f))
        if verdict:
            for bucket in ("all", f.get("confidence", "-")):
                stats[f["rule"]][bucket][0] += 1
                stats[f["rule"]][bucket][1] += verdict["verdict"] == "true"

    def cell(pair):
        judged_count, true_count = pair
        return f"{true_count}/{judged_count} ({100 * true_count / judged_count:.0f} %)" if judged_count else "–"

    print("| rule | findings | high | apps with findings | judged | true | precision | high: true/judged | medium: true/judged |")
    print("|---|---|---|---|---|---|---|---|---|")
    total = collections.defaultdict(lambda: [0, 0])
    count = [0, 0]
    for rule in sorted(per_rule):
        n = sum(per_rule[rule].values())
        high = sum(1 for f in findings if f["rule"] == rule and f.get("confidence") == "high")
        count[0] += n; count[1] += high
        for bucket, pair in stats[rule].items():
            total[bucket][0] += pair[0]; total[bucket][1] += pair[1]
        j, t = stats[rule]["all"]
        precision = f"{100 * t / j:.0f} %" if j else "–"
        print(f"| `{rule}` | {n} | {high} | {len(per_rule[rule])} | {j} | {t} | {precision} | "
              f"{cell(stats[rule]['high'])} | {cell(stats[rule]['medium'])} |")
    j, t = total["all"]
    precision = f"{100 * t / j:.0f} %" if j else "–"
    print(f"| all | {count[0]} | {count[1]} | {len(apps)} | {j} | {t} | {precision} | {cell(total['high'])} | {cell(total['medium'])} |")
    if args.per_app:
        print()
        print("| app | " + " | ".join(sorted(per_rule)) + " |")
        for app in apps:
            print(f"| {app} | " + " | ".join(str(per_rule[r][app]) for r in sorted(per_rule)) + " |")


# The rules that report each shape of the hand audit (../shared/REVIEW-RUBRIC.md's families).
SHAPE_RULES = {
    "unstable_id": {"unstable_identifiable_id", "ephemeral_default_id", "unstable_view_id"},
    "index_identity": {"index_based_identity"},
    "non_unique_id": {"non_unique_id_key_path"},
    "non_constant_range": {"non_constant_foreach_range"},
    "any_view": {"any_view"},
    "identity_split": {"identity_splitting_branch", "conditional_modifier_helper"},
    "conditional_modifier": {"conditional_modifier_helper", "identity_splitting_branch"},
    "state_from_input": {"state_from_parameter"},
    "observed_object_created": {"observed_object_initialization"},
    "inline_environment_object": {"inline_environment_object"},
    "expensive_state_init": {"expensive_state_initializer"},
    "work_in_body": {"expensive_work_in_body"},
    "inline_transform": {"inline_foreach_transform"},
    "variable_row_views": {"variable_views_per_row"},
    "print_changes": {"print_changes"},
    "table_row": {"table_row_identity"},
}
# How far a finding may sit from the line the auditor wrote down. An auditor records an `AnyView`
# shape once per function, so any erasure in the next lines of that function counts.
SLACK = {"any_view": (3, 40)}
DEFAULT_SLACK = (3, 3)


# Evidence items that say where the work a finding reports is written (a computed property that
# sorts, a helper that makes a formatter): a finding reported where `body` reads it also stands for a
# bug an auditor wrote down at that place. Only with `--evidence-lines`.
LOCATING_EVIDENCE = {"work", "helper", "identified_by", "rebuilt"}


def finding_places(f, use_evidence):
    """(path, line) pairs a finding stands at: its own line, and with `use_evidence` the lines of its
    locating evidence items (`path:line: kind: text`)."""
    places = [(f["path"], f["line"])]
    if use_evidence:
        for item in f.get("evidence", []):
            parts = item.split(": ", 2)
            if len(parts) < 2 or parts[1] not in LOCATING_EVIDENCE:
                continue
            path, _, line = parts[0].rpartition(":")
            if line.isdigit():
                places.append((path, int(line)))
    return places


def match_audit(bugs, findings, use_evidence=False):
    """Pair each bug with at most one finding of a rule for its shape, nearest first, one to one."""
    by_file = collections.defaultdict(list)
    for index, f in enumerate(findings):
        for path, line in finding_places(f, use_evidence):
            by_file[(f["repository"], path)].append((index, f, line))
    candidates = []
    for b_index, bug in enumerate(bugs):
        before, after = SLACK.get(bug["shape"], DEFAULT_SLACK)
        for f_index, f, line in by_file.get((bug["repository"], bug["path"]), []):
            if f["rule"] in SHAPE_RULES.get(bug["shape"], set()):
                distance = line - int(bug["line"])
                if -before <= distance <= after:
                    candidates.append((abs(distance), b_index, f_index))
    matched, used = {}, set()
    for _, b_index, f_index in sorted(candidates):
        if b_index not in matched and f_index not in used:
            matched[b_index] = findings[f_index]
            used.add(f_index)
    return matched


def cmd_recall(args):
    bugs = []
    for path in args.audits:
        with open(path) as fh:
            header = fh.readline().rstrip("\n").split("\t")
            for line in fh:
                if line.strip():
                    entry = dict(zip(header, line.rstrip("\n").split("\t")))
                    if entry.get("verdict") == "true":
                        bugs.append(entry)
    default = match_audit(bugs, json.load(open(args.findings)), args.evidence_lines)
    every = match_audit(bugs, json.load(open(args.all_findings)), args.evidence_lines)
    per_shape = collections.defaultdict(lambda: [0, 0, 0])
    rows = []
    for index, bug in enumerate(bugs):
        shape = bug["shape"]
        per_shape[shape][0] += 1
        per_shape[shape][1] += index in default
        per_shape[shape][2] += index in every
        found = default.get(index) or every.get(index)
        rows.append([bug["repository"], bug["commit"], bug["path"], bug["line"],
                     found["rule"] if found else "-", bug.get("confidence", "-"), "true",
                     bug.get("reason", "").replace("\t", " "), shape,
                     "yes" if index in default else "no", "yes" if index in every else "no"])
    print("| shape | bugs found by hand | reported by default | recall | by every rule |")
    print("|---|---|---|---|---|")
    totals = [0, 0, 0]
    for shape in sorted(per_shape, key=lambda s: -per_shape[s][0]):
        n, d, e = per_shape[shape]
        totals = [totals[0] + n, totals[1] + d, totals[2] + e]
        print(f"| {shape} | {n} | {d} | {100 * d / n:.0f} % | {e} |")
    n, d, e = totals
    if n:
        print(f"| all | {n} | {d} | {100 * d / n:.0f} % | {e} ({100 * e / n:.0f} %) |")
    if args.out:
        with open(args.out, "w") as fh:
            fh.write("\t".join(LEDGER_COLUMNS + ["shape", "reported_by_default", "reported_by_every_rule"]) + "\n")
            for row in rows:
                fh.write("\t".join(row) + "\n")
        print(f"{len(rows)} bugs -> {args.out}", file=sys.stderr)


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
    p.add_argument("--rationale", action="store_true"); p.add_argument("--packet")
    p.set_defaults(run=cmd_sample)
    p = sub.add_parser("record"); p.add_argument("ledger"); p.add_argument("packet"); p.add_argument("verdicts")
    p.set_defaults(run=cmd_record)
    p = sub.add_parser("recall"); p.add_argument("findings"); p.add_argument("all_findings")
    p.add_argument("audits", nargs="+"); p.add_argument("--out")
    p.add_argument("--evidence-lines", action="store_true",
                   help="also match a bug at the line of a finding's work/helper evidence (where the work is written)")
    p.set_defaults(run=cmd_recall)
    p = sub.add_parser("judge")
    for name in ("ledger", "repository", "commit", "path"):
        p.add_argument(name)
    p.add_argument("line", type=int); p.add_argument("rule"); p.add_argument("verdict"); p.add_argument("reason")
    p.add_argument("--confidence", default="-", choices=CONFIDENCES)
    p.set_defaults(run=cmd_judge)
    p = sub.add_parser("recheck"); p.add_argument("ledger"); p.add_argument("findings"); p.set_defaults(run=cmd_recheck)
    p = sub.add_parser("table"); p.add_argument("ledger"); p.add_argument("findings")
    p.add_argument("--per-app", action="store_true"); p.set_defaults(run=cmd_table)
    args = parser.parse_args()
    sys.exit(args.run(args) or 0)


if __name__ == "__main__":
    main()
