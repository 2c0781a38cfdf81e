import Foundation

/// Results kept between runs, in two files per configuration and folder, each replaced atomically
/// (write, then rename), so two processes running at once can only lose each other's additions,
/// never corrupt the cache:
///
/// - the results: per file its content hash and findings, and the key of the project index they were
///   computed against. Small, read on every run: when no file changed, the run reads and hashes the
///   files and nothing else — no parsing, no linting.
/// - the summaries: per file content its project-index summary and the hash of its semantic key. Larger,
///   read only when some file changed, so that the index can be rebuilt without parsing the unchanged
///   files; each summary is decoded when asked for, and a save copies the unchanged ones' bytes.
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
    /// The summaries archive's entries as read (nil until a file's summary is first asked for), and the
    /// entries this run keeps: those asked for, carried over byte for byte, and the new ones.
    private var summaries: [String: SummaryArchive.Entry]?
    private var newSummaries: [String: Kept] = [:]
    /// A summary this run keeps: one read from the archive (written back byte for byte), or one built by
    /// this run (encoded only when saving, so that a run holds each summary once, not also its bytes).
    private enum Kept {
        case archived(SummaryArchive.Entry)
        case built(FileSummary, semanticHash: String)
    }
    private var summariesChanged = false
    /// Summaries encoded by this run (for the tests: an edit encodes the edited file's only).
    private(set) var summariesEncoded = 0

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

    /// The summary kept for this content and path, with its semantic hash; nil when there is none or its
    /// bytes are damaged. Decoded on the caller's thread: only reading the archive's frame is serialised.
    public func summary(contentHash: String) -> (summary: FileSummary, semanticHash: String)? {
        lock.lock()
        if summaries == nil {
            summaries = (try? Data(contentsOf: summariesFile)).flatMap { SummaryArchive.entries([UInt8]($0)) } ?? [:]
        }
        let entry = summaries?[contentHash]
        lock.unlock()
        guard let entry, let summary = entry.decode() else { return nil }
        lock.lock(); defer { lock.unlock() }
        newSummaries[contentHash] = .archived(entry)
        return (summary, entry.semanticHash)
    }

    public func store(summary: FileSummary, semanticHash: String, contentHash: String) {
        lock.lock(); defer { lock.unlock() }
        newSummaries[contentHash] = .built(summary, semanticHash: semanticHash)
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
            try write(ResultsArchive.encode(newResults), to: resultsFile)
        }
        // The summaries only change when some file's content did.
        if summariesChanged || summaries.map({ $0.count != newSummaries.count }) == true {
            let bytes = SummaryArchive.encode(keys: newSummaries.keys.sorted()) { key -> SummaryArchive.Entry in
                switch newSummaries[key]! {
                case .archived(let entry):
                    return entry
                case .built(let summary, let semanticHash):
                    summariesEncoded += 1
                    return SummaryArchive.Entry(summary, semanticHash: semanticHash)
                }
            }
            try write(bytes, to: summariesFile)
        }
    }

    /// Writes `bytes` to a temporary file beside `file`, then renames it over `file`.
    private func write(_ bytes: [UInt8], to file: URL) throws {
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(getpid()).\(UInt64.random(in: 0 ... .max)).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        // Straight from the array: no `Data` copy of an archive that may be tens of megabytes.
        let written = bytes.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; return false }
                offset += n
            }
            return true
        }
        if close(fd) != 0 || !written || rename(temporary.path, file.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// Kept for the CLI's message when the cache cannot be written.
    public var file: URL { resultsFile }
}
