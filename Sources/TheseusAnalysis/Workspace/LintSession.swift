import Foundation
import TheseusSyntax

/// One file to lint: where to read it (or its bytes, for standard input and staged files) and the
/// path to show in reports.
public struct LintInput: Sendable {
    public var path: String
    public var displayPath: String
    public var contents: [UInt8]?

    public init(path: String, displayPath: String? = nil, contents: [UInt8]? = nil) {
        self.path = path
        self.displayPath = displayPath ?? LintInput.displayPath(for: path)
        self.contents = contents
    }

    /// Relative to the current folder when the file is inside it, absolute otherwise (the contract).
    public static func displayPath(for path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let absolute = path.hasPrefix("/") ? path : (workingDirectory as NSString).appendingPathComponent(path)
        let standardized = (absolute as NSString).standardizingPath
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if standardized.hasPrefix(base) { return String(standardized.dropFirst(base.count)) }
        return standardized
    }
}

public struct LintOutcome: Sendable {
    public var findings: [Finding] = []
    /// Files that could not be linted, with the reason, by display path.
    public var errors: [(path: String, message: String)] = []
    public var filesLinted = 0
    public var lines = 0
    public var bytes = 0
}

/// A lint of many files: a parallel pass that summarises every file into the project index, then a
/// parallel pass that lints each file against it. Results come out in a deterministic order.
public struct LintSession: Sendable {
    public let linter: Linter
    public let jobs: Int
    public let maxFileSize: Int?

    public init(linter: Linter, jobs: Int = ParallelWork.defaultJobs, maxFileSize: Int? = nil) {
        self.linter = linter
        self.jobs = max(1, jobs)
        self.maxFileSize = maxFileSize
    }

    enum Loaded {
        case source(SourceFile)
        case failure(String)
    }

    func load(_ input: LintInput) -> Loaded {
        if let contents = input.contents {
            if let maxFileSize, contents.count > maxFileSize {
                return .failure(SourceReader.Failure.tooLarge(size: contents.count, limit: maxFileSize).description)
            }
            return .source(SourceFile(path: input.displayPath, bytes: contents))
        }
        switch SourceReader.read(input.path, maxSize: maxFileSize) {
        case .success(let bytes): return .source(SourceFile(path: input.displayPath, bytes: bytes))
        case .failure(let failure): return .failure(failure.description)
        }
    }

    public func lint(_ inputs: [LintInput]) -> LintOutcome {
        // Pass 1: summaries for the project index (trees are not kept: memory stays bounded).
        let summaries: [FileSummary?] = inputs.count > 1 ? ParallelWork.map(count: inputs.count, jobs: jobs) { i in
            guard case .source(let source) = load(inputs[i]) else { return nil }
            return FileSummary.build(Parser.parse(source), path: inputs[i].displayPath)
        } : [nil]
        let project = ProjectIndex(summaries.compactMap { $0 })

        // Pass 2: lint each file with the index.
        struct FileResult { var findings: [Finding]; var error: String?; var lines: Int; var bytes: Int }
        let results = ParallelWork.map(count: inputs.count, jobs: jobs) { i -> FileResult in
            switch load(inputs[i]) {
            case .failure(let message):
                return FileResult(findings: [], error: message, lines: 0, bytes: 0)
            case .source(let source):
                let tree = Parser.parse(source)
                let findings = linter.lint(tree, path: inputs[i].displayPath, project: project)
                return FileResult(findings: findings, error: nil, lines: source.lineCount, bytes: source.count)
            }
        }
        var outcome = LintOutcome()
        for (i, result) in results.enumerated() {
            if let error = result.error {
                outcome.errors.append((inputs[i].displayPath, error))
                continue
            }
            outcome.filesLinted += 1
            outcome.lines += result.lines
            outcome.bytes += result.bytes
            outcome.findings += result.findings
        }
        outcome.findings.sort(by: Finding.reportOrder)
        outcome.errors.sort { $0.path < $1.path }
        return outcome
    }
}
