import Foundation

/// Results kept between runs, in two files per configuration and folder, each replaced atomically
/// (write, then rename), so two processes running at once can only lose each other's additions,
/// never corrupt the cache:
///
/// - the results: per file its content hash and findings, and the key of the project index they were
///   computed against. Small, read on every run: when no file changed, the run reads and hashes the
///   files and nothing else — no parsing, no linting.
/// - the summaries: per file content its project-index summary. Larger, read only when some file
///   changed, so that the index can be rebuilt without parsing the unchanged files.
public final class ResultCache: @unchecked Sendable {
    public struct FileRecord: Sendable, Equatable {
        public var contentHash: String
        /// The file's line count (so that a run over an unchanged tree need not count them again).
        public var lines: Int?
        public var findings: [Finding]

        public init(contentHash: String, lines: Int? = nil, findings: [Finding]) {
            self.contentHash = contentHash
            self.lines = lines
            self.findings = findings
        }
    }

    struct Results: Equatable {
        var indexKey = ""
        var files: [String: FileRecord] = [:]
    }

    public let folder: URL
    let resultsFile: URL
    let summariesFile: URL
    private let lock = NSLock()
    private var results = Results()
    private var newResults = Results()
    private var summaries: [String: FileSummary]?
    private var newSummaries: [String: FileSummary] = [:]
    private var summariesChanged = false

    /// `directory`: the cache folder; `key`: what invalidates everything (tool build, configuration, folder).
    public init(directory: String, key: [String]) {
        folder = URL(fileURLWithPath: directory)
        let name = "theseus-\(StableHash.of(key))"
        resultsFile = folder.appendingPathComponent(name + ".results.bin")
        summariesFile = folder.appendingPathComponent(name + ".summaries.bin")
        if let data = try? Data(contentsOf: resultsFile), let decoded = ResultsArchive.decode([UInt8](data)) {
            results = decoded
        }
    }

    /// The default folder: `$XDG_CACHE_HOME/theseus`, else `~/.cache/theseus`.
    public static var defaultDirectory: String {
        let env = ProcessInfo.processInfo.environment
        if let xdg = env["XDG_CACHE_HOME"], !xdg.isEmpty { return (xdg as NSString).appendingPathComponent("theseus") }
        return (NSHomeDirectory() as NSString).appendingPathComponent(".cache/theseus")
    }

    /// The index key of the last run, and its record of a file.
    public var previousIndexKey: String { results.indexKey }

    public func record(for path: String) -> FileRecord? {
        results.files[path]
    }

    /// Whether the last run saw exactly these files with exactly these contents.
    public func isUnchanged(_ files: [(path: String, contentHash: String)]) -> Bool {
        guard files.count == results.files.count, !results.indexKey.isEmpty else { return false }
        return files.allSatisfy { results.files[$0.path]?.contentHash == $0.contentHash }
    }

    public func summary(contentHash: String) -> FileSummary? {
        lock.lock(); defer { lock.unlock() }
        if summaries == nil {
            summaries = (try? Data(contentsOf: summariesFile)).flatMap { SummaryArchive.decode([UInt8]($0)) } ?? [:]
        }
        guard let summary = summaries?[contentHash] else { return nil }
        newSummaries[contentHash] = summary
        return summary
    }

    public func store(summary: FileSummary, contentHash: String) {
        lock.lock(); defer { lock.unlock() }
        newSummaries[contentHash] = summary
        summariesChanged = true
    }

    /// Records this run's results (entries of files no longer present are dropped when saving).
    public func store(indexKey: String, path: String, record: FileRecord) {
        lock.lock(); defer { lock.unlock() }
        newResults.indexKey = indexKey
        newResults.files[path] = record
    }

    public func save() throws {
        lock.lock(); defer { lock.unlock() }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Nothing to write when this run found what the last one did (the usual run over an unchanged tree).
        if newResults != results {
            try write(Data(ResultsArchive.encode(newResults)), to: resultsFile)
        }
        // The summaries only change when some file's content did.
        if summariesChanged || summaries.map({ $0.count != newSummaries.count }) == true {
            try write(Data(SummaryArchive.encode(newSummaries)), to: summariesFile)
        }
    }

    private func write(_ data: Data, to file: URL) throws {
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(getpid()).\(UInt64.random(in: 0 ... .max)).tmp")
        try data.write(to: temporary)
        if rename(temporary.path, file.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// Kept for the CLI's message when the cache cannot be written.
    public var file: URL { resultsFile }
}
