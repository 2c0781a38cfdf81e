import Foundation
import TheseusCorpus
import TheseusReporting

/// One size's figures, for the `--scales` summary.
struct ScaleSummary {
    var requested: Int
    var files: Int
    var lines: Int
    var bytes: Int
    var floor: StageResult
    var whole: StageResult
    var recall: RecallReport

    var ratio: Double { whole.seconds / floor.seconds }

    static func table(_ rows: [ScaleSummary]) -> String {
        var out = "Scaling (whole = the lint as the CLI runs it; ratio = whole / floor)\n"
        let headers = ["lines", "files", "MB", "floor s", "whole s", "ratio", "lines/s whole", "µs/line", "peak MB whole", "recall"]
        let widths = [11, 8, 8, 9, 9, 7, 14, 9, 14, 8]
        out += zip(headers, widths).map { Format.pad($0, $1) }.joined() + "\n"
        for row in rows {
            let matched = row.recall.rows.reduce(0) { $0 + $1.matched }
            let expected = row.recall.rows.reduce(0) { $0 + $1.expected }
            let cells = [
                Format.grouped(row.lines), Format.grouped(row.files), Format.megabytes(bytes: row.bytes),
                Format.seconds(row.floor.seconds), Format.seconds(row.whole.seconds), String(format: "%.2f", row.ratio),
                Format.rate(Double(row.lines) / row.whole.seconds),
                String(format: "%.2f", row.whole.seconds / Double(row.lines) * 1e6),
                Format.megabytes(kilobytes: row.whole.peakKB),
                String(format: "%.1f%%", expected == 0 ? 100 : Double(matched) / Double(expected) * 100),
            ]
            out += zip(cells, widths).map { Format.pad($0, $1) }.joined() + "\n"
        }
        return out
    }
}

/// Generates one corpus and measures every stage on it.
struct Bench {
    let options: Options
    let lines: Int
    let keep: String?

    var repeats: Int { options.repeats ?? (lines <= 300_000 ? 3 : 1) }

    func run() -> ScaleSummary {
        // 1. The corpus, generated once.
        let configuration = CorpusConfiguration(lines: lines, seed: options.seed, bugRate: options.bugRate)
        let generationStart = Measure.now()
        let corpus = CorpusGenerator.generate(configuration)
        let built = Measure.now()
        let folder: URL
        if let keep {
            folder = URL(fileURLWithPath: keep)
            if FileManager.default.fileExists(atPath: folder.path),
               let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !contents.isEmpty {
                fail("--keep \(keep): the folder exists and is not empty")
            }
        } else {
            folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("theseus-bench-\(getpid())-\(lines)")
            try? FileManager.default.removeItem(at: folder)
        }
        do { try corpus.write(to: folder) } catch { fail("cannot write the corpus to \(folder.path): \(error)") }
        let written = Measure.now()
        defer { if keep == nil { try? FileManager.default.removeItem(at: folder) } }

        print("Theseus benchmark: \(Format.grouped(lines)) lines requested, seed \(options.seed), bug rate \(options.bugRate), "
            + "\(options.jobs) job\(options.jobs == 1 ? "" : "s"), median of \(repeats) run\(repeats == 1 ? "" : "s") per stage")
        print("corpus: \(Format.grouped(corpus.files.count)) files, \(Format.grouped(corpus.lineCount)) lines, "
            + "\(Format.megabytes(bytes: corpus.byteCount)) MB, \(corpus.expected.count) seeded bugs, in \(folder.path)"
            + (keep == nil ? " (removed at the end)" : ""))
        print(String(format: "generation (not part of any stage): %.2f s (build %.2f s, write %.2f s)",
                     written - generationStart, built - generationStart, written - built))
        print(options.inProcess
            ? "memory: all stages run in this process, cheapest first; peak MB is the process's VmHWM after the stage (cumulative)."
            : "memory: each stage runs in its own child process (theseus-bench --stage NAME); peak MB is that process's VmHWM,"
                + "\n        held MB its VmRSS when the timed part began (the stage's inputs, prepared untimed). lex, parse, index"
                + "\n        and rules are timed over chunks of \(StageRunner.chunkSize) files whose inputs are prepared untimed.")
        print("")

        // 2. Every stage, cheapest first; `whole` also writes its findings for the recall table.
        let findingsFile = NSTemporaryDirectory() + "theseus-bench-findings-\(getpid())-\(lines).tsv"
        defer { try? FileManager.default.removeItem(atPath: findingsFile) }
        var results: [Stage: StageResult] = [:]
        for stage in Stage.allCases {
            results[stage] = measure(stage, corpus: folder.path, findingsOut: stage == .whole ? findingsFile : nil)
        }
        let floor = results[.floor]!
        let whole = results[.whole]!

        // 3. The table.
        printTable(results, bytes: corpus.byteCount, lines: corpus.lineCount)

        // 4. Recall: the seeded bugs against what the whole lint found.
        let found = readFindings(findingsFile)
        let recall = RecallReport(expected: corpus.expected, found: found.map(\.location), sites: corpus.sites,
                                  ruleIDs: RuleRegistry.ids)
        print("Seeded bugs: expected against found, per rule (exact file and line)")
        print(recall.table(), terminator: "")
        let messages = Dictionary(found.map { ($0.location, $0.message) }, uniquingKeysWith: { a, _ in a })
        if !recall.missed.isEmpty {
            print("missed (first 10):")
            for location in recall.missed.prefix(10) { print("  \(location)") }
        }
        if !recall.unexpected.isEmpty {
            print("unexpected (first 10):")
            for location in recall.unexpected.prefix(10) { print("  \(location) — \(messages[location] ?? "")") }
        }
        return ScaleSummary(requested: lines, files: corpus.files.count, lines: corpus.lineCount, bytes: corpus.byteCount,
                            floor: floor, whole: whole, recall: recall)
    }

    /// The stage table and the ratio, for a corpus of `bytes` and `lines`.
    func printTable(_ results: [Stage: StageResult], bytes: Int, lines: Int) {
        let floor = results[.floor]!
        let whole = results[.whole]!
        let headers = ["stage", "wall s", "MB/s", "lines/s", "peak MB", "held MB", "× floor", "  what is timed"]
        let widths = [8, 9, 9, 10, 9, 9, 9, 0]
        print(zip(headers, widths).map { Format.pad($0, $1, left: $1 == 8 || $1 == 0) }.joined())
        for stage in Stage.allCases {
            let r = results[stage]!
            let cells = [
                stage.rawValue, Format.seconds(r.seconds), String(format: "%.1f", Double(bytes) / 1_048_576 / r.seconds),
                Format.rate(Double(lines) / r.seconds), Format.megabytes(kilobytes: r.peakKB),
                Format.megabytes(kilobytes: r.heldKB), String(format: "%.2f", r.seconds / floor.seconds), "  " + stage.timed,
            ]
            print(zip(cells, widths).map { Format.pad($0, $1, left: $1 == 8 || $1 == 0) }.joined())
        }
        print("")
        let lex = results[.lex]!.seconds, parse = results[.parse]!.seconds, rules = results[.rules]!.seconds
        // Pass 1 lexes, parses, summarises and lints every file (without the index); pass 2 reads, lexes,
        // parses and lints again the share `again` of the files that look up a name another file defines.
        let again = whole.files > 0 ? Double(whole.filesLintedAgain ?? whole.files) / Double(whole.files) : 1
        let read = results[.read]!.seconds
        let composed = (1 + again) * (read + lex + parse + rules) + results[.index]!.seconds + results[.report]!.seconds
        print(String(format: "whole / floor = %.2f  (the target: at most 4 on real apps, 6 on the generated corpus)", whole.seconds / floor.seconds))
        if let warm = results[.warm], let edit = results[.edit] {
            print(String(format: "warm / floor = %.2f  (the target: at most 1.5); edit / floor = %.2f", warm.seconds / floor.seconds,
                         edit.seconds / floor.seconds))
        }
        print(String(format: "whole lints %@ lines/s, %.1f MB/s; peak memory %@ MB (the target at 1M lines: at most 150 MB)",
                     Format.rate(Double(lines) / whole.seconds), Double(bytes) / 1_048_576 / whole.seconds,
                     Format.megabytes(kilobytes: whole.peakKB)))
        print(String(format: "pass 2 lints %d of %d files (%.1f%%) against the index: views (linted there only) and files that look "
                     + "up a name another file defines; as if each were also linted in pass 1 and parsed again (an upper bound):",
                     whole.filesLintedAgain ?? 0, whole.files, again * 100))
        print(String(format: "(1 + %.3f) × (read + lex + parse + rules) + index + report = %.3f s against %.3f s measured",
                     again, composed, whole.seconds))
        let shares: [(String, Double)] = [("read", (1 + again) * read), ("lex", (1 + again) * lex), ("parse", (1 + again) * parse),
                                          ("index", results[.index]!.seconds), ("rules", (1 + again) * rules),
                                          ("report", results[.report]!.seconds)]
        print("share of that sum: " + shares.map { String(format: "%@ %.0f%%", $0.0, $0.1 / composed * 100) }.joined(separator: ", ")
            + "; largest: \(shares.max { $0.1 < $1.1 }!.0)")
        print("")
    }

    /// `--folder DIR`: every stage over a folder that already exists (a real app), without a recall table.
    func runFolder(_ folder: String) {
        print("Theseus benchmark on \(folder): \(options.jobs) job\(options.jobs == 1 ? "" : "s"), "
            + "median of \(repeats) run\(repeats == 1 ? "" : "s") per stage, every rule on, cache off")
        var results: [Stage: StageResult] = [:]
        for stage in Stage.allCases { results[stage] = measure(stage, corpus: folder, findingsOut: nil) }
        let floor = results[.floor]!
        print("folder: \(Format.grouped(floor.files)) files, \(Format.grouped(floor.lines)) lines, \(Format.megabytes(bytes: floor.bytes)) MB, "
            + "\(results[.whole]!.findings) findings")
        print("")
        printTable(results, bytes: floor.bytes, lines: floor.lines)
    }

    func measure(_ stage: Stage, corpus: String, findingsOut: String?) -> StageResult {
        if options.inProcess {
            let runner = StageRunner(corpus: corpus, jobs: options.jobs, repeats: repeats, findingsOut: findingsOut)
            return runner.run(stage)
        }
        let process = Process()
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        process.executableURL = URL(fileURLWithPath: executable)
        var arguments = ["--stage", stage.rawValue, "--corpus", corpus, "--jobs", String(options.jobs), "--repeat", String(repeats)]
        if let findingsOut { arguments += ["--findings-out", findingsOut] }
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { fail("cannot run \(executable): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let result = try? JSONDecoder().decode(StageResult.self, from: data) else {
            fail("stage \(stage.rawValue) failed (exit \(process.terminationStatus)): \(String(decoding: data, as: UTF8.self))")
        }
        return result
    }

    func readFindings(_ path: String) -> [(location: CorpusLocation, message: String)] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let number = Int(parts[2]) else { return nil }
            return (CorpusLocation(ruleID: String(parts[0]), path: String(parts[1]), line: number), String(parts[3]))
        }
    }
}
