import Foundation
import TheseusReporting
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// `theseus lint [PATH ...]`: find the files, lint them in parallel, report, and exit 0, 1 or 2.
enum LintCommand {
    struct Options {
        var paths: [String] = []
        var configPath: String?
        var reporter: String?
        var outputPath: String?
        var strict = false
        var onlyRules: [String] = []
        var minConfidence: Confidence?
        var jobs = ParallelWork.defaultJobs
        var quiet = false
        var baselinePath: String?
        var writeBaselinePath: String?
        var stdinPath: String?
        var staged = false
        var useCache = true
        var cachePath: String?
        var fix = false
        var unsafeFixes = false
        var diff = false
        /// Off with `--no-project-index`: named files are linted against an index of themselves only.
        var usesProjectIndex = true
        /// `--lenient`: errors are reported as warnings (SwiftLint's flag).
        var lenient = false
        /// `--allow-empty`: finding no file to lint is not an error.
        var allowEmpty = false
        /// `--color auto|always|never`.
        var color = ColorChoice.auto
    }

    enum ColorChoice: String { case auto, always, never }

    static let optionNames = ["--config", "--reporter", "--output", "--strict", "--only-rule", "--min-confidence", "--jobs", "--quiet", "--help",
                              "--baseline", "--write-baseline", "--stdin-path", "--staged", "--no-cache", "--cache-path",
                              "--fix", "--unsafe-fixes", "--diff", "--no-project-index", "--enable-all-rules", "--lenient",
                              "--allow-empty", "--color"]

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var scanner = ArgumentScanner(arguments)
        while let item = scanner.next() {
            switch item {
            case .positional(let path):
                options.paths.append(path)
            case .option(let name, let inline):
                switch name {
                case "--config", "-c": options.configPath = try scanner.value(for: name, inline: inline)
                case "--reporter", "-r": options.reporter = try scanner.value(for: name, inline: inline)
                case "--output", "-o": options.outputPath = try scanner.value(for: name, inline: inline)
                case "--strict": options.strict = try ArgumentScanner.flag(name, inline: inline)
                case "--only-rule":
                    // Repeatable, and a comma-separated list (`--only-rule any_view,index_based_identity`).
                    for id in try scanner.value(for: name, inline: inline).split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                        if id == "all" { options.onlyRules += RuleRegistry.ids; continue }
                        guard let canonical = RuleRegistry.canonicalID(id) else {
                            throw UsageError("unknown rule '\(id)' for --only-rule" + ArgumentScanner.suggestion(for: id, among: RuleRegistry.ids))
                        }
                        options.onlyRules.append(canonical)
                    }
                case "--enable-all-rules":
                    if try ArgumentScanner.flag(name, inline: inline) { options.onlyRules += RuleRegistry.ids }
                case "--lenient": options.lenient = try ArgumentScanner.flag(name, inline: inline)
                case "--allow-empty": options.allowEmpty = try ArgumentScanner.flag(name, inline: inline)
                case "--color":
                    let value = try scanner.value(for: name, inline: inline)
                    guard let choice = ColorChoice(rawValue: value) else { throw UsageError("--color needs auto, always or never, not '\(value)'") }
                    options.color = choice
                case "--min-confidence":
                    let value = try scanner.value(for: name, inline: inline)
                    guard let level = Confidence(rawValue: value) else {
                        throw UsageError("--min-confidence needs medium or high, not '\(value)'")
                    }
                    options.minConfidence = level
                case "--jobs", "-j":
                    let value = try scanner.value(for: name, inline: inline)
                    guard let n = Int(value), n >= 1 else { throw UsageError("--jobs needs a positive number, not '\(value)'") }
                    options.jobs = n
                case "--quiet", "-q": options.quiet = try ArgumentScanner.flag(name, inline: inline)
                case "--baseline": options.baselinePath = try scanner.value(for: name, inline: inline)
                case "--write-baseline": options.writeBaselinePath = try scanner.value(for: name, inline: inline)
                case "--stdin-path": options.stdinPath = try scanner.value(for: name, inline: inline)
                case "--staged": options.staged = try ArgumentScanner.flag(name, inline: inline)
                case "--no-cache": options.useCache = !(try ArgumentScanner.flag(name, inline: inline))
                case "--cache-path": options.cachePath = try scanner.value(for: name, inline: inline)
                case "--fix": options.fix = try ArgumentScanner.flag(name, inline: inline)
                case "--unsafe-fixes": options.unsafeFixes = try ArgumentScanner.flag(name, inline: inline)
                case "--diff": options.diff = try ArgumentScanner.flag(name, inline: inline)
                case "--no-project-index": options.usesProjectIndex = !(try ArgumentScanner.flag(name, inline: inline))
                default:
                    throw UsageError("unknown option \(name)" + ArgumentScanner.suggestion(for: name, among: optionNames))
                }
            }
        }
        if let reporter = options.reporter, Reporters.named(reporter) == nil {
            throw UsageError("unknown reporter '\(reporter)'; use one of \(Configuration.reporters.joined(separator: ", "))"
                             + ArgumentScanner.suggestion(for: reporter, among: Configuration.reporters))
        }
        if options.stdinPath != nil && options.staged { throw UsageError("--stdin-path and --staged cannot be combined") }
        if options.lenient && options.strict { throw UsageError("--lenient and --strict cannot be combined") }
        var seenRules = Set<String>()
        options.onlyRules = options.onlyRules.filter { seenRules.insert($0).inserted }
        if options.unsafeFixes && !options.fix && !options.diff { throw UsageError("--unsafe-fixes needs --fix or --diff") }
        if options.fix && options.diff { throw UsageError("--fix and --diff cannot be combined: --diff shows what --fix would write") }
        if options.fix && options.stdinPath != nil { throw UsageError("--fix cannot write standard input; use --diff") }
        if (options.fix || options.diff) && (options.baselinePath != nil || options.writeBaselinePath != nil) {
            throw UsageError("--fix and --diff cannot be combined with a baseline")
        }
        if (options.stdinPath != nil || options.staged) && !options.paths.isEmpty {
            throw UsageError("paths cannot be given with \(options.staged ? "--staged" : "--stdin-path")")
        }
        return options
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try parse(arguments)
        let cwd = FileManager.default.currentDirectoryPath
        let configuration: Configuration
        var configurationFound = true
        do {
            if let path = options.configPath {
                guard FileManager.default.fileExists(atPath: path) else { throw UsageError("no such configuration file: \(path)") }
                configuration = try Configuration.load(path: path)
            } else if let found = Configuration.find(from: cwd) {
                configuration = try Configuration.load(path: found)
            } else {
                configurationFound = false
                configuration = Configuration(rootDirectory: cwd)
            }
        } catch let error as ConfigurationError {
            writeStandardError("theseus: error: \(error.description)\n")
            return 2
        }

        // What to lint: standard input, the staged files, the paths given, the configuration's
        // `included`, or the current folder; and the nested `.theseus.yml` files over them: those the
        // folder walk passed, and those in the folders between the root's and where the walk starts.
        var discovery = SourceDiscovery.Result()
        var inputs: [LintInput] = []
        var nestedFiles: [String] = []
        if let stdinPath = options.stdinPath {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            inputs = [LintInput(path: stdinPath, contents: [UInt8](data))]
            nestedFiles = ConfigurationTree.nestedFiles(above: [stdinPath], root: configuration, workingDirectory: cwd)
        } else if options.staged {
            inputs = try StagedFiles.inputs()
            nestedFiles = ConfigurationTree.nestedFiles(above: inputs.map(\.path), root: configuration, workingDirectory: cwd)
        } else {
            var paths = options.paths
            if paths.isEmpty {
                paths = configuration.included.isEmpty ? ["."] : configuration.included.map { absolute($0, in: configuration.rootDirectory) }
            }
            discovery = SourceDiscovery().discover(paths)
            nestedFiles = discovery.configurationFiles + ConfigurationTree.nestedFiles(above: paths, root: configuration, workingDirectory: cwd)
        }
        let configurations: ConfigurationTree
        do {
            configurations = try ConfigurationTree.load(root: configuration, nestedFiles: nestedFiles, onlyRules: options.onlyRules,
                                                        minConfidence: options.minConfidence,
                                                        workingDirectory: cwd)
        } catch let error as ConfigurationError {
            writeStandardError("theseus: error: \(error.description)\n")
            return 2
        }
        for warning in configurations.warnings { writeStandardError("theseus: warning: \(warning.description)\n") }
        if options.staged {
            inputs = inputs.filter { !configurations.excludes($0.path) }
        } else if options.stdinPath == nil {
            // One file named twice (`A.swift`, `./A.swift`, its absolute path) is linted once.
            var seen = Set<String>()
            inputs = discovery.files.filter { !configurations.excludes($0, foundInFolderWalk: !discovery.namedFiles.contains($0)) }
                .map { LintInput(path: $0, rawPath: discovery.rawPaths[$0]) }.filter { seen.insert($0.displayPath).inserted }
        }

        // Nothing to lint where files were asked for: a wrong path in CI must not pass quietly.
        if inputs.isEmpty, options.stdinPath == nil, !options.staged, discovery.missing.isEmpty, !options.allowEmpty {
            let places = options.paths.isEmpty ? (configuration.included.isEmpty ? "the current folder" : "`included`") : options.paths.joined(separator: ", ")
            writeStandardError("theseus: error: no lintable files found in \(places): no .swift file that the configuration does not exclude (--allow-empty makes this a success)\n")
            return 2
        }

        // A file over `max_file_size` is skipped because the configuration asks for it: a warning that
        // names it, not a file that cannot be read, so it does not fail the run.
        inputs = inputs.filter { input in
            guard let limit = configurations.configuration(forFile: input.path).maxFileSize,
                  let size = input.contents?.count ?? fileSize(input.path), size > limit else { return true }
            writeStandardError("theseus: warning: \(input.displayPath): skipped: \(size) bytes is over the maximum file size of \(limit) bytes\n")
            return false
        }

        // Some files of a project named (pre-commit's file names, `--staged`, an editor's `--stdin-path`):
        // the rest of the project feeds the index, so that a finding one file owes to another is reported.
        var context: [LintInput] = []
        // Folders named are a scope the user chose: their files are the lint, as before.
        if options.usesProjectIndex, options.stdinPath != nil || options.staged || !discovery.namedFiles.isEmpty,
           let first = inputs.first,
           let root = projectRoot(configured: configurationFound ? configuration.rootDirectory : nil,
                                  near: (LintInput.normalize(first.path.hasPrefix("/") ? first.path : cwd + "/" + first.path) as NSString).deletingLastPathComponent),
           // The named files are that project's (not files elsewhere, named from inside some repository).
           inputs.allSatisfy({ LintInput.normalize($0.path.hasPrefix("/") ? $0.path : cwd + "/" + $0.path).hasPrefix(root.hasSuffix("/") ? root : root + "/") }) {
            let found = SourceDiscovery().discover([root])
            let named = Set(inputs.map(\.displayPath))
            context = found.files.filter { !configurations.excludes($0, foundInFolderWalk: true) }
                .map { LintInput(path: $0, rawPath: found.rawPaths[$0]) }.filter { !named.contains($0.displayPath) }
            if options.staged, !context.isEmpty, !options.quiet {
                let others = context.count == 1 ? "the other file of the project is" : "the other \(context.count) files of the project are"
                writeStandardError("theseus: note: the staged files are linted as staged; \(others) read from the working tree\n")
            }
        }

        let start = Date()
        var cache: ResultCache?
        if options.useCache && options.stdinPath == nil && !options.staged {
            let key = [TheseusCommandLine.version, executableStamp(), configurations.cacheKeyText, options.onlyRules.joined(separator: ","),
                       options.minConfidence?.rawValue ?? "", cwd]
            cache = ResultCache(directory: options.cachePath ?? ResultCache.defaultDirectory, key: key)
        }
        var session = LintSession(configurations: configurations, jobs: options.jobs, maxFileSize: configurations.largestMaxFileSize,
                                  cache: (options.fix || options.diff) ? nil : cache)
        // This process exits after its report: the lint's results need not be freed before it goes on.
        session.freesResultsInBackground = !(options.fix || options.diff)
        var outcome: LintOutcome
        if options.fix || options.diff {
            switch applyFixes(inputs, context: context, session: session, options: options) {
            case .diff(let status): return status
            case .fixed(let final): outcome = final
            }
        } else {
            outcome = session.lint(inputs, context: context)
        }
        if let cache {
            do { try cache.save() } catch {
                writeStandardError("theseus: warning: cannot write the cache in \(cache.file.deletingLastPathComponent().path)\n")
            }
        }
        if let path = options.writeBaselinePath {
            let failure: String?
            do {
                failure = write(Array(try Baseline(findings: outcome.findings, folder: baselineFolder(path)).encoded()), to: path, appending: false)
            } catch {
                failure = "\(error)"
            }
            if let failure {
                writeStandardError("theseus: error: cannot write the baseline to \(path): \(failure)\n")
                return 2
            }
        }
        var hiddenByBaseline = 0
        if let path = options.baselinePath {
            do {
                let before = outcome.findings.count
                outcome.findings = try Baseline.load(path).filter(outcome.findings, folder: baselineFolder(path))
                hiddenByBaseline = before - outcome.findings.count
            } catch {
                writeStandardError("theseus: error: \(error)\n")
                return 2
            }
        }
        // `--lenient`: an error is reported, and counts, as a warning.
        if options.lenient {
            for i in outcome.findings.indices where outcome.findings[i].severity == .error { outcome.findings[i].severity = .warning }
        }
        var errors = outcome.errors.map { FileError(path: $0.path, message: $0.message) }
        errors += discovery.unreadable.map { FileError(path: LintInput.displayPath(for: $0.path), message: $0.message) }
        for path in discovery.missing { writeStandardError("theseus: error: no such file or folder: \(path)\n") }
        for error in errors { writeStandardError("theseus: error: \(error.path): \(error.message)\n") }

        let enabled = Set(configurations.enabledRuleIDs)
        let report = LintReport(findings: outcome.findings, errors: errors, filesLinted: outcome.filesLinted,
                                rules: RuleRegistry.all.map { $0.description }.filter { enabled.contains($0.id) },
                                toolVersion: TheseusCommandLine.version)
        let reporterName = options.reporter ?? configuration.reporter ?? "text"
        guard let reporter = Reporters.named(reporterName) else {
            throw UsageError("unknown reporter '\(reporterName)'")
        }
        let color = useColor(options.color, toTerminal: options.outputPath == nil && isatty(STDOUT_FILENO) != 0,
                             environment: ProcessInfo.processInfo.environment)
        let rendered = reporter.render(report, options: ReportOptions(color: color, workingDirectory: cwd))
        if let outputPath = options.outputPath {
            if let failure = write(Array(rendered.utf8), to: outputPath, appending: false) {
                writeStandardError("theseus: error: cannot write the report to \(outputPath): \(failure)\n")
                return 2
            }
        } else if !rendered.isEmpty {
            FileHandle.standardOutput.write(Data(rendered.utf8))
        }
        if reporter.name == GitHubReporter.name, let summaryPath = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty {
            if let failure = write(Array(GitHubReporter.stepSummary(report).utf8), to: summaryPath, appending: true) {
                writeStandardError("theseus: warning: cannot write the job summary to \(summaryPath): \(failure)\n")
            }
        }

        if !options.quiet {
            let seconds = Date().timeIntervalSince(start)
            let counts = Severity.allCases.reversed().map { "\(report.count($0)) \($0.rawValue)" }.joined(separator: ", ")
            writeStandardError(String(format: "theseus: %d finding%@ (%@) in %d file%@ in %.2f s\n",
                                      report.findings.count, report.findings.count == 1 ? "" : "s", counts,
                                      outcome.filesLinted, outcome.filesLinted == 1 ? "" : "s", seconds))
            if hiddenByBaseline > 0 {
                writeStandardError("theseus: \(hiddenByBaseline) finding\(hiddenByBaseline == 1 ? "" : "s") hidden by the baseline \(options.baselinePath ?? "")\n")
            }
            let fixable = report.findings.filter { $0.fix.map { $0.applicability == .safe } ?? false }.count
            let unsafe = report.findings.filter { $0.fix.map { $0.applicability == .unsafe } ?? false }.count
            if fixable > 0 || unsafe > 0 {
                var line = "theseus: [*] \(fixable) fixable with --fix"
                if unsafe > 0 { line += " (\(unsafe) more with --fix --unsafe-fixes)" }
                writeStandardError(line + "\n")
            }
        }
        if !discovery.missing.isEmpty || !errors.isEmpty { return 2 }
        // Writing a baseline records the findings: that succeeded, whatever they are.
        if options.writeBaselinePath != nil { return 0 }
        // `strict` is per file: a warning fails the run when the configuration of its file is strict.
        let strict = options.strict || report.findings.contains { configurations.configuration(forFile: $0.path).strict }
        if report.count(.error) > 0 || (strict && !report.findings.isEmpty) { return 1 }
        return 0
    }

    enum FixResult {
        case diff(status: Int32)
        case fixed(LintOutcome)
    }

    /// `--diff`: the unified diff of every file `--fix` would change, on standard output (exit 1 when there
    /// is one). `--fix`: the fixed files written (each only if it still holds the bytes that were read),
    /// a summary on standard error, and the lint of the fixed files to report what is left.
    static func applyFixes(_ inputs: [LintInput], context: [LintInput], session: LintSession, options: Options) -> FixResult {
        let inputs = inputs
        // `--staged`: the index is linted; a working-tree file is fixed only when it holds the same bytes.
        var stagedMismatch = Set<String>()
        if options.staged {
            for i in inputs.indices {
                let onDisk = FileManager.default.contents(atPath: inputs[i].path).map { [UInt8]($0) }
                if onDisk != inputs[i].contents { stagedMismatch.insert(inputs[i].displayPath) }
            }
        }
        let outcome = FixSession(session: session, includesUnsafe: options.unsafeFixes).run(inputs, context: context)
        for refusal in outcome.refused { writeStandardError("theseus: error: \(refusal.path): \(refusal.message)\n") }
        if options.diff {
            var text = ""
            for change in outcome.changes.sorted(by: { $0.displayPath < $1.displayPath }) {
                text += UnifiedDiff.render(path: change.displayPath, old: change.original, new: change.fixed)
            }
            if !text.isEmpty { FileHandle.standardOutput.write(Data(text.utf8)) }
            if !options.quiet {
                let count = outcome.changes.reduce(0) { $0 + $1.fixCount }
                writeStandardError("theseus: \(count) fix\(count == 1 ? "" : "es") would change \(outcome.changes.count) file\(outcome.changes.count == 1 ? "" : "s")\n")
            }
            return .diff(status: outcome.changes.isEmpty ? (outcome.refused.isEmpty ? 0 : 2) : 1)
        }
        var written = 0, fixes = 0
        var byRule: [String: Int] = [:]
        var final = outcome.final
        var unwritten = Set<String>()
        for change in outcome.changes.sorted(by: { $0.displayPath < $1.displayPath }) {
            if stagedMismatch.contains(change.displayPath) {
                writeStandardError("theseus: warning: \(change.displayPath): not fixed: the working tree differs from the staged version\n")
                unwritten.insert(change.displayPath)
                continue
            }
            if let failure = FixedFileWriter.write(change.fixed, to: change.path, expecting: change.original) {
                writeStandardError("theseus: error: \(change.displayPath): \(failure)\n")
                final.errors.append((path: change.displayPath, message: failure.description))
                unwritten.insert(change.displayPath)
                continue
            }
            written += 1
            fixes += change.fixCount
            for (rule, count) in change.fixesByRule { byRule[rule, default: 0] += count }
        }
        // A file left as it was keeps the findings it had.
        if !unwritten.isEmpty {
            final.findings = final.findings.filter { !unwritten.contains($0.path) }
                + outcome.initial.findings.filter { unwritten.contains($0.path) }
            final.findings.sort(by: Finding.reportOrder)
        }
        if !options.quiet {
            let rules = byRule.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            writeStandardError("theseus: fixed \(fixes) finding\(fixes == 1 ? "" : "s") in \(written) file\(written == 1 ? "" : "s")\(rules.isEmpty ? "" : " (\(rules))")\n")
        }
        return .fixed(final)
    }

    /// Colours: `--color always`/`never`, else `FORCE_COLOR` (set and not `0`) turns them on for a CI log,
    /// `NO_COLOR` off, and otherwise only on a terminal.
    static func useColor(_ choice: ColorChoice, toTerminal: Bool, environment: [String: String]) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            if environment["NO_COLOR"].map({ !$0.isEmpty }) ?? false { return false }
            return toTerminal
        }
    }

    /// The folder of the project around the linted files: the configuration's, else the top folder of
    /// the git work tree around the first of them; nil outside both (the named files are then the whole
    /// project).
    static func projectRoot(configured: String?, near folder: String) -> String? {
        if let configured { return LintInput.normalize(configured) }
        guard FileManager.default.fileExists(atPath: folder),
              let top = try? Git.run(["rev-parse", "--show-toplevel"], in: folder) else { return nil }
        let path = String(decoding: top, as: UTF8.self).trimmingCharacters(in: .newlines)
        return path.isEmpty ? nil : path
    }

    /// The running binary's size and modification time: a rebuilt Theseus (new rules, same version
    /// number) must not reuse the findings of the old one.
    static func executableStamp() -> String {
        guard let path = Bundle.main.executablePath, let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "" }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\((attributes[.size] as? NSNumber)?.int64Value ?? 0)-\(modified)"
    }

    /// The size of a file (following links), or nil when it cannot be seen: the reader then reports it.
    static func fileSize(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// Appends to a file, creating it if needed (`$GITHUB_STEP_SUMMARY` collects every step's summary).
    /// Writes (or appends) bytes with `open`/`write`, so that a failure says what the system said
    /// (`No such file or directory`, `Permission denied`, `Not a directory`); nil on success. For the
    /// report, the baseline and the GitHub job summary alike.
    static func write(_ bytes: [UInt8], to path: String, appending: Bool) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : O_TRUNC), 0o644)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += n
        }
        return nil
    }

    /// The absolute folder of a baseline file: its paths are relative to it.
    static func baselineFolder(_ path: String) -> String {
        LintInput.normalize(absolute((path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent,
                                     in: FileManager.default.currentDirectoryPath))
    }

    static func absolute(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
    }
}
