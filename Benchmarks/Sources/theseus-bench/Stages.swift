import Foundation
import TheseusCorpus
import TheseusReporting

/// The measured stages, cheapest first.
enum Stage: String, CaseIterable, Codable {
    case floor, read, lex, parse, index, rules, report, whole, warm, edit

    var timed: String {
        switch self {
        case .floor: return "find the files, read each (SourceReader.read), count newlines"
        case .read: return "find the files, read each into memory (SourceReader.read)"
        case .lex: return "Lexer.lex of every file (bytes already read)"
        case .parse: return "Parser.parse of every file (already lexed)"
        case .index: return "FileSummary.build of every tree + ProjectIndex"
        case .rules: return "Linter.lint, every rule, given the trees and the index"
        case .report: return "LintReport + JSON reporter over all findings"
        case .whole: return "as the CLI: find files, LintSession (cache off), JSON"
        case .warm: return "as the CLI with its cache, over an unchanged tree (the cache written before, untimed)"
        case .edit: return "as the CLI with its cache, one file edited (a comment added) since the last run"
        }
    }
}

/// What one stage measured, as a child process prints it (one JSON line).
struct StageResult: Codable {
    var stage: Stage
    /// The median wall time over the runs (the lower middle one of an even count), and every run.
    var seconds: Double
    var runs: [Double]
    var files: Int
    var bytes: Int
    var lines: Int
    var findings: Int
    /// `VmRSS` when the timed part began (the stage's prepared inputs) and `VmHWM` at the end, in kB.
    var heldKB: Int
    var peakKB: Int
    /// `whole` only: files that pass 2 linted against the project index (views, and files that need it).
    var filesLintedAgain: Int? = nil
}

/// Runs one stage in this process: prepares its inputs untimed, then times the stage `repeats` times.
struct StageRunner {
    let corpus: String
    let jobs: Int
    let repeats: Int
    /// Where `whole` writes its findings (rule, path relative to the corpus, line), for the recall table.
    var findingsOut: String?

    /// The rules as the corpus expects them (`SeededRules.options`), so that `--check` compares like with like.
    var linter: Linter {
        Linter(rules: RuleRegistry.all.map { rule in
            rule.init(options: RuleOptions((SeededRules.options[rule.description.id] ?? [:]).mapValues { .bool($0) }))
        })
    }

    func discover() -> (paths: [String], display: [String]) {
        let paths = SourceDiscovery().discover([corpus]).files
        let prefix = corpus.hasSuffix("/") ? corpus : corpus + "/"
        return (paths, paths.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 })
    }

    func readAll(_ paths: [String], _ display: [String]) -> [SourceFile] {
        ParallelWork.map(count: paths.count, jobs: jobs) { i -> SourceFile in
            switch SourceReader.read(paths[i]) {
            case .success(let bytes): return SourceFile(path: display[i], bytes: bytes)
            case .failure(let failure): fatalError("\(paths[i]): \(failure)")
            }
        }
    }

    /// The middle run: steadier than the best on a shared machine, and what the targets are stated in.
    static func median(_ runs: [Double]) -> Double {
        let sorted = runs.sorted()
        return sorted[(sorted.count - 1) / 2]
    }

    /// Times `body` `repeats` times; returns the median time and every run.
    func time(_ body: () -> Void) -> (Double, [Double]) {
        var runs: [Double] = []
        for _ in 0 ..< max(1, repeats) {
            let start = Measure.now()
            body()
            runs.append(Measure.now() - start)
        }
        return (Self.median(runs), runs)
    }

    /// Files per chunk for the stages between reading and linting: a chunk's inputs are prepared
    /// untimed, then the stage is timed over the chunk on all jobs, and the chunks' times are summed.
    /// Memory then holds what a real lint holds (every file's bytes, one chunk's trees), so caches and
    /// the allocator behave as in `whole` rather than under gigabytes of trees.
    static let chunkSize = 512

    final class ChunkClock {
        var elapsed = 0.0
        var summaries: [FileSummary] = []
        var findings = 0

        func measure<T>(_ body: () -> T) -> T {
            let start = Measure.now()
            let result = body()
            elapsed += Measure.now() - start
            return result
        }
    }

    /// Runs `body` over every chunk `repeats` times; returns the median total, every total and the last clock.
    func chunkedTime(count: Int, _ body: (Range<Int>, ChunkClock) -> Void) -> (Double, [Double], ChunkClock) {
        var runs: [Double] = []
        var clock = ChunkClock()
        for _ in 0 ..< max(1, repeats) {
            clock = ChunkClock()
            var start = 0
            while start < count {
                let end = min(count, start + Self.chunkSize)
                body(start ..< end, clock)
                start = end
            }
            runs.append(clock.elapsed)
        }
        return (Self.median(runs), runs, clock)
    }

    func run(_ stage: Stage) -> StageResult {
        var files = 0, bytes = 0, lines = 0, findings = 0
        var held = 0
        var filesLintedAgain: Int? = nil
        let seconds: Double
        let runs: [Double]
        switch stage {
        case .floor:
            held = Measure.memory().currentKB
            (seconds, runs) = time {
                let (paths, _) = discover()
                let counts = ParallelWork.map(count: paths.count, jobs: jobs) { i -> (Int, Int) in
                    guard case .success(let data) = SourceReader.read(paths[i]) else { return (0, 0) }
                    return (data.count, Measure.countNewlines(data))
                }
                files = paths.count
                bytes = counts.reduce(0) { $0 + $1.0 }
                lines = counts.reduce(0) { $0 + $1.1 }
            }
        case .read:
            held = Measure.memory().currentKB
            (seconds, runs) = time {
                let (paths, display) = discover()
                let sources = readAll(paths, display)
                files = sources.count
                bytes = sources.reduce(0) { $0 + $1.count }
            }
        case .lex:
            let (paths, display) = discover()
            let sources = readAll(paths, display)
            held = Measure.memory().currentKB
            (seconds, runs, _) = chunkedTime(count: sources.count) { range, clock in
                clock.measure { _ = ParallelWork.map(count: range.count, jobs: jobs) { Lexer.lex(sources[range.lowerBound + $0]) } }
            }
            files = sources.count
        case .parse:
            let (paths, display) = discover()
            let sources = readAll(paths, display)
            held = Measure.memory().currentKB
            (seconds, runs, _) = chunkedTime(count: sources.count) { range, clock in
                let lexed = ParallelWork.map(count: range.count, jobs: jobs) { Lexer.lex(sources[range.lowerBound + $0]) }
                clock.measure { _ = ParallelWork.map(count: lexed.count, jobs: jobs) { Parser.parse(lexed[$0]) } }
            }
            files = sources.count
        case .index:
            let (paths, display) = discover()
            let sources = readAll(paths, display)
            held = Measure.memory().currentKB
            (seconds, runs, _) = chunkedTime(count: sources.count) { range, clock in
                let trees = ParallelWork.map(count: range.count, jobs: jobs) { Parser.parse(Lexer.lex(sources[range.lowerBound + $0])) }
                let summaries = clock.measure {
                    ParallelWork.map(count: trees.count, jobs: jobs) { FileSummary.build(trees[$0], path: display[range.lowerBound + $0]) }
                }
                clock.summaries += summaries
                if range.upperBound == sources.count {
                    let project = clock.measure { ProjectIndex(clock.summaries) }
                    files = project.summaries.count
                }
            }
        case .rules:
            let (paths, display) = discover()
            let sources = readAll(paths, display)
            let summaries = ParallelWork.map(count: sources.count, jobs: jobs) {
                FileSummary.build(Parser.parse(Lexer.lex(sources[$0])), path: display[$0])
            }
            let project = ProjectIndex(summaries)
            let linter = self.linter
            held = Measure.memory().currentKB
            let clock: ChunkClock
            (seconds, runs, clock) = chunkedTime(count: sources.count) { range, clock in
                let trees = ParallelWork.map(count: range.count, jobs: jobs) { Parser.parse(Lexer.lex(sources[range.lowerBound + $0])) }
                let results = clock.measure {
                    ParallelWork.map(count: trees.count, jobs: jobs) { i -> [Finding] in
                        let file = range.lowerBound + i
                        return linter.lint(trees[i], path: display[file], summary: summaries[file], project: project)
                    }
                }
                clock.findings += results.reduce(0) { $0 + $1.count }
            }
            findings = clock.findings
            files = sources.count
        case .report:
            let (paths, display) = discover()
            let outcome = LintSession(linter: linter, jobs: jobs)
                .lint(zip(paths, display).map { LintInput(path: $0.0, displayPath: $0.1) })
            let descriptions = RuleRegistry.all.map { $0.description }
            held = Measure.memory().currentKB
            (seconds, runs) = time {
                let report = LintReport(findings: outcome.findings, filesLinted: outcome.filesLinted, rules: descriptions,
                                        toolVersion: "bench")
                let text = Reporters.named("json")!.render(report, options: ReportOptions())
                bytes = text.utf8.count
                findings = report.findings.count
            }
            files = outcome.filesLinted
        case .whole:
            held = Measure.memory().currentKB
            var kept: [Finding] = []
            var lintedAgain = 0
            (seconds, runs) = time {
                // What `theseus lint --reporter json --no-cache DIR` does, minus printing.
                let discovery = SourceDiscovery().discover([corpus])
                let inputs = discovery.files.map { LintInput(path: $0) }
                let session = LintSession(linter: linter, jobs: jobs, maxFileSize: Configuration().maxFileSize, cache: nil)
                let outcome = session.lint(inputs)
                let report = LintReport(findings: outcome.findings, filesLinted: outcome.filesLinted,
                                        rules: RuleRegistry.all.map { $0.description }, toolVersion: "bench")
                let text = Reporters.named("json")!.render(report, options: ReportOptions())
                precondition(!text.isEmpty)
                files = outcome.filesLinted
                bytes = outcome.bytes
                lines = outcome.lines
                findings = outcome.findings.count
                kept = outcome.findings
                lintedAgain = outcome.filesLintedAgainstIndex
            }
            if let findingsOut { writeFindings(kept, to: findingsOut) }
            filesLintedAgain = lintedAgain
        case .warm, .edit:
            // A cache of its own, filled by one run before the timed ones; `edit` then gives one file new
            // contents before each run (in memory: a folder measured is never written to).
            let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("theseus-bench-cache-\(getpid())").path
            defer { try? FileManager.default.removeItem(atPath: cacheFolder) }
            let discovery = SourceDiscovery().discover([corpus])
            let edited = discovery.files.indices.max { a, b in discovery.files[a] > discovery.files[b] } ?? 0
            let original = discovery.files.isEmpty ? [] : (try? SourceReader.read(discovery.files[edited]).get()) ?? []
            var round = 0
            func cachedLint() -> LintOutcome {
                var inputs = discovery.files.map { LintInput(path: $0) }
                if stage == .edit, !inputs.isEmpty {
                    inputs[edited] = LintInput(path: discovery.files[edited], contents: original + Array("\n// edit \(round)\n".utf8))
                }
                let cache = ResultCache(directory: cacheFolder, key: ["bench"])
                let outcome = LintSession(linter: linter, jobs: jobs, maxFileSize: Configuration().maxFileSize, cache: cache).lint(inputs)
                let report = LintReport(findings: outcome.findings, filesLinted: outcome.filesLinted,
                                        rules: RuleRegistry.all.map { $0.description }, toolVersion: "bench")
                precondition(!Reporters.named("json")!.render(report, options: ReportOptions()).isEmpty)
                try? cache.save()
                round += 1
                return outcome
            }
            _ = cachedLint()
            held = Measure.memory().currentKB
            (seconds, runs) = time {
                let outcome = cachedLint()
                files = outcome.filesLinted
                bytes = outcome.bytes
                lines = outcome.lines
                findings = outcome.findings.count
            }
        }
        return StageResult(stage: stage, seconds: seconds, runs: runs, files: files, bytes: bytes, lines: lines,
                           findings: findings, heldKB: held, peakKB: Measure.memory().peakKB, filesLintedAgain: filesLintedAgain)
    }

    /// `rule \t path \t line \t message`, paths relative to the corpus.
    func writeFindings(_ findings: [Finding], to path: String) {
        let root = (corpus as NSString).standardizingPath
        let prefixes = [root + "/", LintInput.displayPath(for: root) + "/"]
        var text = ""
        for finding in findings {
            var file = finding.path
            for prefix in prefixes where file.hasPrefix(prefix) {
                file = String(file.dropFirst(prefix.count))
                break
            }
            let message = finding.message.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
            text += "\(finding.ruleID)\t\(file)\t\(finding.range.startLine)\t\(message)\n"
        }
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}
