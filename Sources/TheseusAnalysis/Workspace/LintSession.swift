import Foundation
import TheseusSyntax

/// One file to lint: where to read it (or its bytes, for standard input and staged files) and the
/// path to show in reports.
public struct LintInput: Sendable {
    public var path: String
    public var displayPath: String
    public var contents: [UInt8]?
    /// The path's raw bytes when it is not valid UTF-8 (`path` is then a lossy spelling).
    public var rawPath: [UInt8]?

    public init(path: String, displayPath: String? = nil, contents: [UInt8]? = nil, rawPath: [UInt8]? = nil) {
        self.path = path
        self.displayPath = displayPath ?? LintInput.displayPath(for: path)
        self.contents = contents
        self.rawPath = rawPath
    }

    /// Relative to the current folder when the file is inside it, absolute otherwise (the contract).
    /// Pure string work (no symlink resolution, no system calls): it runs once per file.
    public static func displayPath(for path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        let normalized = normalize(absolute)
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if normalized.hasPrefix(base) { return String(normalized.dropFirst(base.count)) }
        return normalized
    }

    /// Removes `.` and empty components and resolves `..` lexically.
    public static func normalize(_ absolute: String) -> String {
        if isNormalized(absolute) { return absolute }
        var parts: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." { _ = parts.popLast(); continue }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `normalize` would return the path as it is: absolute, no empty, `.` or `..` component,
    /// no trailing slash. One pass over the bytes, for the common case of a path from a folder walk.
    static func isNormalized(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var bytes = path.utf8.makeIterator()
        guard bytes.next() == slash else { return false }
        var length = 0, dots = 0  // of the current component
        var any = false
        while let b = bytes.next() {
            any = true
            if b == slash {
                if length == 0 || dots == length { return false }  // `//`, `/./`, `/../` (and `/.../`, kept apart)
                length = 0
                dots = 0
            } else {
                length += 1
                if b == dot { dots += 1 }
            }
        }
        return !any || (length > 0 && dots != length)
    }
}

public struct LintOutcome: Sendable {
    public var findings: [Finding] = []
    /// Files that could not be linted, with the reason, by display path.
    public var errors: [(path: String, message: String)] = []
    public var filesLinted = 0
    public var lines = 0
    public var bytes = 0
    /// Files that pass 2 linted against the project index: those that look up a name another file defines,
    /// and the views whose trees pass 1 kept for it; the others kept the findings of pass 1 or of the cache.
    public var filesLintedAgainstIndex = 0
}

/// A lint of many files, each parsed once in the common case:
///
/// 1. a parallel pass reads, parses and summarises every file for the project index, and lints it
///    right away without the index, recording the names its rules looked up there (`ProjectKey`) —
///    except a view whose tree it keeps, which is linted in pass 2 only;
/// 2. the index is merged; a file none of whose names another file defines keeps its findings, and
///    the others (a few percent to a quarter of a real app's files, half the generated corpus's) are linted
///    again against it, from the tree kept in pass 1 or read and parsed again.
///
/// A view (`likelyLintedAgainstIndex`) keeps its tree and is linted in pass 2 only, and a file that looked
/// up a name in pass 1 keeps its tree for pass 2, while the trees kept stay within a fixed budget of
/// memory (`keptTreeBytes`); past it, trees go with their turn on a worker and pass 2 reads and parses
/// the file again. Memory is thus bounded by that budget, the largest file and the summaries.
/// Results come out in a deterministic order. With a cache, unchanged files are neither
/// parsed for their summary nor linted again.
public struct LintSession: Sendable {
    /// The linter of each file, by its path (`LintInput.path`): one for all, or the one of the file's
    /// nested configuration (`ConfigurationTree.linter(forFile:)`). Asked once per file and run.
    public let linterForFile: @Sendable (String) -> Linter
    public let jobs: Int
    public let maxFileSize: Int?
    public let cache: ResultCache?

    /// Pass 1 also lints each file without the index, so that pass 2 parses only the files that look up
    /// a name another file defines. Off only to check that it changes nothing (the tests compare both).
    public let lintsInPassOne: Bool
    /// Tests only: runs between the passes (to change the file system under the session).
    var betweenPasses: (@Sendable () -> Void)?
    /// How much memory (`SyntaxTree.estimatedBytes`) the trees kept from pass 1 for pass 2 may take, in all.
    /// 32 MB holds the trees of about 2.5 MB of source: most files a real app lints again, a part of the
    /// generated corpus's (memory stays well under the 150 MB a 1,000,000-line lint may take).
    public var keptTreeBytes = 32 << 20
    /// Frees pass 1's results (every file's summary, the index) on a thread of its own when the lint is done,
    /// instead of before `lint` returns: for a process that exits right after its one lint (the CLI), where
    /// that freeing was a tenth of a real app's lint on one thread. Off by default: in a process that lints
    /// again, memory freed from another thread is not reused as well, and the peak grows.
    public var freesResultsInBackground = false

    public init(linter: Linter, jobs: Int = ParallelWork.defaultJobs, maxFileSize: Int? = nil, cache: ResultCache? = nil,
                lintsInPassOne: Bool = true) {
        self.init(linterForFile: { _ in linter }, jobs: jobs, maxFileSize: maxFileSize, cache: cache, lintsInPassOne: lintsInPassOne)
    }

    /// Each file linted with the linter of its configuration (nested configurations). The project index
    /// is one for all files whatever their configurations: it holds what the code declares.
    public init(configurations: ConfigurationTree, jobs: Int = ParallelWork.defaultJobs, maxFileSize: Int? = nil,
                cache: ResultCache? = nil, lintsInPassOne: Bool = true) {
        self.init(linterForFile: { configurations.linter(forFile: $0) }, jobs: jobs, maxFileSize: maxFileSize, cache: cache,
                  lintsInPassOne: lintsInPassOne)
    }

    public init(linterForFile: @escaping @Sendable (String) -> Linter, jobs: Int = ParallelWork.defaultJobs, maxFileSize: Int? = nil,
                cache: ResultCache? = nil, lintsInPassOne: Bool = true) {
        self.linterForFile = linterForFile
        self.jobs = max(1, jobs)
        self.maxFileSize = maxFileSize
        self.cache = cache
        self.lintsInPassOne = lintsInPassOne
    }

    func load(_ input: LintInput) -> Result<[UInt8], SourceReader.Failure> {
        if let contents = input.contents {
            if let maxFileSize, contents.count > maxFileSize { return .failure(.tooLarge(size: contents.count, limit: maxFileSize)) }
            return .success(contents)
        }
        if let raw = input.rawPath { return SourceReader.read(rawPath: raw, maxSize: maxFileSize) }
        return SourceReader.read(input.path, maxSize: maxFileSize)
    }

    /// What pass 1 learns about a file. Its bytes are not kept: memory stays bounded by the largest
    /// file plus the summaries, and the few files linted again in pass 2 are read again.
    struct Scanned {
        var contentHash: String
        var lines: Int
        var byteCount: Int
        var summary: FileSummary
        /// The hash of the summary's `semanticKey`, for the cache key of the index (computed here, on
        /// the worker threads; empty without a cache).
        var semanticHash = ""
        /// The file's findings without the project index, and the names it looked up there (nil when
        /// the summary came from the cache and the file was not parsed).
        var withoutProject: (findings: [Finding], lookups: Set<ProjectKey>)?
    }

    /// The trees pass 1 keeps for pass 2 (a view, or a file that looked up a name), while the budget allows:
    /// one slot per file, written by the worker of pass 1 that parsed it and emptied by the worker of pass 2
    /// that lints it, so that each tree is freed there, in parallel, and not at the end on one thread.
    final class KeptTrees: @unchecked Sendable {
        private let slots: NodeObjects

        init(count: Int) { slots = NodeObjects(count: count) }

        func keep(_ tree: SyntaxTree, for file: Int) { slots[file] = tree }

        /// The file's tree, if one was kept; the slot is empty afterwards.
        func take(_ file: Int) -> SyntaxTree? {
            guard let tree = slots[file] else { return nil }
            slots[file] = nil
            return unsafeDowncast(tree, to: SyntaxTree.self)
        }
    }

    /// What pass 1 leaves for pass 2 (each file's scan, the project index, the definers of each name). Held
    /// here rather than in locals so that, once pass 2 is done, it can be emptied on a thread of its own
    /// (`freesResultsInBackground`).
    final class PassOneResults: @unchecked Sendable {
        var scanned: [Result<Scanned, SourceReader.Failure>]
        var project = ProjectIndex([])
        var definers = ProjectDefiners([])

        init(_ scanned: [Result<Scanned, SourceReader.Failure>]) { self.scanned = scanned }

        /// About how much work pass 2 has with a file: its size when it is linted against the index, else none.
        func passTwoCost(_ file: Int) -> Int {
            guard case .success(let scan) = scanned[file] else { return 0 }
            if let (_, lookups) = scan.withoutProject, !definers.anyDefinedElsewhere(lookups, than: file) { return 0 }
            return scan.byteCount
        }

        /// Frees what it holds on another thread (the last reference to each file's summary is here).
        func releaseInBackground() {
            LintSession.releaseQueue.async {
                self.scanned = []
                self.project = ProjectIndex([])
                self.definers = ProjectDefiners([])
            }
        }
    }

    /// Where finished lints free their results in the background, one after another. A lint waits for it
    /// before it starts, so that a process never holds two lints' summaries at once.
    static let releaseQueue = DispatchQueue(label: "theseus.lint-session.release", qos: .utility)

    /// What is left of `keptTreeBytes`, shared by the workers of pass 1.
    final class TreeBudget: @unchecked Sendable {
        private let lock = NSLock()
        private var left: Int
        init(_ bytes: Int) { left = bytes }

        func take(_ bytes: Int) -> Bool {
            lock.lock(); defer { lock.unlock() }
            guard bytes <= left else { return false }
            left -= bytes
            return true
        }
    }

    /// A file that declares a view or calls a view modifier helper in view code: most such files look up a
    /// type or a helper that another file declares. A guess only, for the order of work: linting against
    /// the whole index gives the findings pass 1 would have kept (the tests compare both ways).
    static func likelyLintedAgainstIndex(_ summary: FileSummary) -> Bool {
        !summary.helperCalls.isEmpty || summary.types.contains { $0.conformances.contains("View") }
    }

    /// Lints `reported` against the index of `reported` and `context` together: the files of the rest of
    /// the project (pre-commit's file names, `--staged`, an editor's `--stdin-path`) are summarised for
    /// the index but neither linted nor reported, so a finding that one file owes to another is the same
    /// as in a lint of the whole project. A context file also named in `reported` is reported.
    public func lint(_ reported: [LintInput], context: [LintInput]) -> LintOutcome {
        guard !context.isEmpty else { return lint(reported) }
        let named = Set(reported.map(\.displayPath))
        let others = context.filter { !named.contains($0.displayPath) }
        return lint(reported + others, reportedCount: reported.count)
    }

    public func lint(_ inputs: [LintInput]) -> LintOutcome { lint(inputs, reportedCount: inputs.count) }

    /// Ends the index key of a lint that read more files than it linted.
    static let partialMark = "+partial"

    /// The first `reportedCount` inputs are linted and reported; the others only feed the index.
    func lint(_ inputs: [LintInput], reportedCount: Int) -> LintOutcome {
        Self.releaseQueue.sync {}  // the previous lint's results, if they are still being freed
        let isPartial = reportedCount < inputs.count
        // Resolved here, once per file, rather than on the workers of both passes.
        let linters = inputs.map { linterForFile($0.path) }
        // With a cache, every file is hashed first: when nothing changed since the last run, its findings
        // stand, with no parsing at all. Lines are counted here, on all threads.
        var hashed: [Result<(hash: String, lines: Int, bytes: Int), SourceReader.Failure>?] = Array(repeating: nil, count: inputs.count)
        if let cache {
            // Lines are counted only for a file whose record does not hold them for this content.
            let files = ParallelWork.map(count: inputs.count, jobs: jobs) { i -> Result<(hash: String, lines: Int, bytes: Int), SourceReader.Failure> in
                load(inputs[i]).map { bytes in
                    let hash = StableHash.of(bytes)
                    if let record = cache.record(for: inputs[i].displayPath), record.contentHash == hash, let lines = record.lines {
                        return (hash, lines, bytes.count)
                    }
                    return (hash, SourceFile.countLines(bytes), bytes.count)
                }
            }
            hashed = files
            // Not when this run or the last one linted only some of the files it read: the records then
            // cover only those, so "the same files as last time" says nothing about the index.
            let present = (isPartial || cache.previousIndexKey.hasSuffix(Self.partialMark)) ? [] : inputs.indices.compactMap { i -> (path: String, contentHash: String)? in
                guard case .success(let file) = files[i] else { return nil }
                return (inputs[i].displayPath, file.hash)
            }
            if !present.isEmpty, cache.isUnchanged(present) {
                var outcome = LintOutcome()
                for (i, result) in files.enumerated() {
                    switch result {
                    case .failure(let failure):
                        if i < reportedCount { outcome.errors.append((inputs[i].displayPath, failure.description)) }
                    case .success(let file):
                        let record = cache.record(for: inputs[i].displayPath)!
                        cache.store(indexKey: cache.previousIndexKey, path: inputs[i].displayPath, record: record)
                        guard i < reportedCount else { continue }
                        outcome.filesLinted += 1
                        outcome.bytes += file.bytes
                        outcome.lines += file.lines
                        outcome.findings += record.findings
                    }
                }
                outcome.findings.sort(by: Finding.reportOrder)
                outcome.errors.sort { $0.path < $1.path }
                return outcome
            }
        }

        // Pass 1: each file's summary for the project index, and its findings without the index. A file
        // whose summary the cache holds is not even read again.
        let budget = TreeBudget(keptTreeBytes)
        let keptTrees = KeptTrees(count: inputs.count)
        let passOne = PassOneResults(ParallelWork.map(count: inputs.count, jobs: jobs) { i -> Result<Scanned, SourceReader.Failure> in
            let path = inputs[i].displayPath
            if case .success(let file)? = hashed[i], let cached = cache?.summary(contentHash: file.hash + path) {
                return .success(Scanned(contentHash: file.hash, lines: file.lines, byteCount: file.bytes, summary: cached.summary,
                                        semanticHash: cached.semanticHash))
            }
            return load(inputs[i]).map { bytes in
                let hash = cache == nil ? "" : StableHash.of(bytes)
                let lines = SourceFile.countLines(bytes)
                let key = hash + path
                let tree = Parser.parse(SourceFile(path: path, bytes: bytes))
                let summary = FileSummary.build(tree, path: path)
                let semanticHash = cache == nil ? "" : StableHash.of([summary.semanticKey])
                cache?.store(summary: summary, semanticHash: semanticHash, contentHash: key)
                // A view most likely uses a type another file declares, and then pass 2 lints it against the index
                // anyway: with its tree kept, it is linted there only, once.
                // A file of the context is only summarised.
                if i >= reportedCount {
                    return Scanned(contentHash: hash, lines: lines, byteCount: bytes.count, summary: summary,
                                   semanticHash: semanticHash, withoutProject: nil)
                }
                if !lintsInPassOne || Self.likelyLintedAgainstIndex(summary), budget.take(tree.estimatedBytes) {
                    keptTrees.keep(tree, for: i)
                    return Scanned(contentHash: hash, lines: lines, byteCount: bytes.count, summary: summary,
                                   semanticHash: semanticHash, withoutProject: nil)
                }
                let withoutProject = lintsInPassOne ? linters[i].lintWithoutProject(tree, path: path, summary: summary) : nil
                // Kept only for a file that pass 2 may lint again: one that looked a name up.
                let mayLintAgain = withoutProject.map { !$0.lookups.isEmpty } ?? true
                if mayLintAgain && budget.take(tree.estimatedBytes) { keptTrees.keep(tree, for: i) }
                return Scanned(contentHash: hash, lines: lines, byteCount: bytes.count, summary: summary,
                               semanticHash: semanticHash, withoutProject: withoutProject)
            }
        })
        defer { if freesResultsInBackground { passOne.releaseInBackground() } }
        // The index and the definers of each name are independent: built side by side.
        (passOne.project, passOne.definers) = ParallelWork.both(jobs: jobs, { ProjectIndex(passOne.scanned.compactMap { try? $0.get().summary }) },
                                                                { ProjectDefiners(passOne.scanned.map { try? $0.get().summary }) })
        betweenPasses?()
        // The cache key of the index: only worth computing when there is a cache.
        let indexKey = cache == nil ? "" : StableHash.of(passOne.scanned.compactMap { try? $0.get().semanticHash }) + (isPartial ? Self.partialMark : "")
        // Pass 2's workers take the files that are linted again first, the largest first, so that no large
        // file is left for last while the other workers are idle.
        let costs = passOne.scanned.indices.map { passOne.passTwoCost($0) }
        let order = costs.indices.sorted { a, b in costs[a] != costs[b] ? costs[a] > costs[b] : a < b }

        // Pass 2: the findings of pass 1 where no other file could change them, the cached ones where
        // neither the file nor the index changed, else the file read again and linted against the index.
        let results = ParallelWork.map(count: inputs.count, jobs: jobs, order: order) { i -> Result<(findings: [Finding], again: Bool), SourceReader.Failure>? in
            guard case .success(let file) = passOne.scanned[i] else { return nil }
            let (project, definers) = (passOne.project, passOne.definers)
            let path = inputs[i].displayPath
            // Taken here, so that the tree is freed on this worker when this file is done.
            let keptTree = keptTrees.take(i)
            if let cache, indexKey == cache.previousIndexKey, let record = cache.record(for: path), record.contentHash == file.contentHash {
                cache.store(indexKey: indexKey, path: path, record: record)
                return .success((record.findings, false))
            }
            // A file of the context: in the index, not linted.
            guard i < reportedCount else { return nil }
            let findings: [Finding]
            var again = false
            if let (withoutProject, lookups) = file.withoutProject, !definers.anyDefinedElsewhere(lookups, than: i) {
                findings = withoutProject
            } else {
                again = true
                if let tree = keptTree {
                    findings = linters[i].lint(tree, path: path, summary: file.summary, project: project)
                } else {
                    switch load(inputs[i]) {
                    case .failure(let failure):
                        return .failure(failure)  // gone or unreadable since pass 1
                    case .success(let bytes):
                        let tree = Parser.parse(SourceFile(path: path, bytes: bytes))
                        findings = linters[i].lint(tree, path: path, summary: file.summary, project: project)
                    }
                }
            }
            cache?.store(indexKey: indexKey, path: path, record: ResultCache.FileRecord(contentHash: file.contentHash, lines: file.lines,
                                                                                         findings: findings))
            return .success((findings, again))
        }
        var outcome = LintOutcome()
        for (i, result) in passOne.scanned.enumerated() where i < reportedCount {
            switch result {
            case .failure(let failure):
                outcome.errors.append((inputs[i].displayPath, failure.description))
            case .success(let file):
                switch results[i] {
                case .failure(let failure)?:
                    outcome.errors.append((inputs[i].displayPath, failure.description))
                case .success(let (findings, again))?:
                    outcome.filesLinted += 1
                    outcome.filesLintedAgainstIndex += again ? 1 : 0
                    outcome.bytes += file.byteCount
                    outcome.lines += file.lines
                    outcome.findings += findings
                case nil:
                    break
                }
            }
        }
        outcome.findings.sort(by: Finding.reportOrder)
        outcome.errors.sort { $0.path < $1.path }
        return outcome
    }
}
