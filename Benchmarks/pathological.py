#!/usr/bin/env python3
"""Times whole lints of the reliability tests' hostile inputs, for one or more `theseus` binaries.

    python3 Benchmarks/pathological.py BINARY [BINARY ...] [--repeat K]

Writes each input of `PathologicalInputTests` (and two the analysis finds hardest: a view body of
20,000 modifiers, and 2,000 helper calls reading one local) into a temporary folder, one file per
folder, then runs `BINARY lint --no-cache --quiet --reporter json FOLDER` with every rule on and prints
the median wall time of K runs (default 3) per input and binary, and its peak memory. Nothing is
asserted: speed is measured here, not in the tests.
"""
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time


def inputs():
    yield "parens", "let x = " + "(" * 20_000 + "1" + ")" * 20_000 + "\n"
    line = "let s = ["
    parts = []
    size = len(line)
    while size < 10_000_000:
        parts.append("foo(1), ")
        size += 8
    yield "long-line", line + "".join(parts) + "]\n"
    yield "statements", "".join(f"x{i} = {i}\n" for i in range(100_000))
    yield "backslashes", "let s = \"" + "\\\\" * 500_000 + "\"\n"
    s = "x"
    for _ in range(5_000):
        s = "\"\\(" + s + ")\""
    yield "interpolation", "let s = " + s + "\nlet after = 1\n"
    yield "vstacks", "VStack {\n" * 100_000
    yield "generics", "let a: A<B<C>> = x >> y <<< z >>= w\n" * 20_000
    yield "modifier-chain", ("struct V: View {\n    @State var on = false\n    var body: some View {\n        Text(\"x\")\n"
                             + "            .padding(on ? 1 : 2)\n" * 20_000 + "    }\n}\n")
    yield "helper-calls", ("struct V: View {\n    @State var on = false\n    var body: some View {\n        let k = on\n"
                           + "        VStack {\n" + "            Text(\"x\").card(k)\n" * 2_000 + "        }\n    }\n}\n")


def rule_flags(binary):
    out = subprocess.run([binary, "rules"], capture_output=True, text=True).stdout
    flags = []
    for line in out.splitlines():
        if line.strip():
            flags += ["--only-rule", line.split()[0]]
    return flags


def measure(binary, folder, repeat):
    flags = rule_flags(binary)
    times, peak = [], 0
    for _ in range(repeat):
        start = time.monotonic()
        pid = os.fork()
        if pid == 0:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            os.execv(binary, [binary, "lint", "--no-cache", "--quiet", "--reporter", "json", *flags, folder])
        _, status, usage = os.wait4(pid, 0)
        times.append(time.monotonic() - start)
        peak = max(peak, usage.ru_maxrss)
        code = os.waitstatus_to_exitcode(status)
        if code not in (0, 1):
            print(f"  {binary} exited {code} on {folder}", file=sys.stderr)
    times.sort()
    return times[(len(times) - 1) // 2], peak / 1024


def main():
    args = sys.argv[1:]
    repeat = 3
    if "--repeat" in args:
        i = args.index("--repeat")
        repeat = int(args[i + 1])
        del args[i:i + 2]
    if not args:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    root = tempfile.mkdtemp(prefix="theseus-pathological-")
    try:
        names = []
        for name, text in inputs():
            os.makedirs(os.path.join(root, name))
            with open(os.path.join(root, name, "Input.swift"), "w") as f:
                f.write(text)
            names.append((name, len(text.encode())))
        header = f"{'input':16}{'KB':>9}" + "".join(f"{b[-23:]:>24}" for b in args)
        print(f"median of {repeat} runs: seconds (peak MB)")
        print(header)
        for name, size in names:
            cells = []
            for binary in args:
                seconds, mb = measure(os.path.abspath(binary), os.path.join(root, name), repeat)
                cells.append(f"{seconds:10.3f} s ({mb:6.1f} MB)")
            print(f"{name:16}{size / 1024:9.0f}" + "".join(f"{c:>24}" for c in cells))
    finally:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()
