import Foundation

/// Results kept between runs: each file's summary keyed by its content, and its findings keyed by its
/// content, its path and the project index they were computed against. The whole cache of one
/// configuration and folder is one file, replaced atomically (write, then rename), so two processes
/// running at once can only lose each other's additions, never corrupt the cache.
public final class ResultCache: @unchecked Sendable {
    struct Store: Codable {
        var summaries: [String: FileSummary] = [:]
        var findings: [String: [Finding]] = [:]
    }

    public let file: URL
    private var loaded = Store()
    private var fresh = Store()
    private let lock = NSLock()

    /// `directory`: the cache folder; `key`: what invalidates everything (tool version, configuration, folder).
    public init(directory: String, key: [String]) {
        file = URL(fileURLWithPath: directory).appendingPathComponent("theseus-\(StableHash.of(key)).json")
        if let data = try? Data(contentsOf: file), let store = try? JSONDecoder().decode(Store.self, from: data) {
            loaded = store
        }
    }

    /// The default folder: `$XDG_CACHE_HOME/theseus`, else `~/.cache/theseus`.
    public static var defaultDirectory: String {
        let env = ProcessInfo.processInfo.environment
        if let xdg = env["XDG_CACHE_HOME"], !xdg.isEmpty { return (xdg as NSString).appendingPathComponent("theseus") }
        return (NSHomeDirectory() as NSString).appendingPathComponent(".cache/theseus")
    }

    public func summary(contentHash: String) -> FileSummary? {
        lock.lock(); defer { lock.unlock() }
        guard let summary = loaded.summaries[contentHash] ?? fresh.summaries[contentHash] else { return nil }
        fresh.summaries[contentHash] = summary
        return summary
    }

    public func store(summary: FileSummary, contentHash: String) {
        lock.lock(); defer { lock.unlock() }
        fresh.summaries[contentHash] = summary
    }

    public func findings(key: String) -> [Finding]? {
        lock.lock(); defer { lock.unlock() }
        guard let findings = loaded.findings[key] ?? fresh.findings[key] else { return nil }
        fresh.findings[key] = findings
        return findings
    }

    public func store(findings: [Finding], key: String) {
        lock.lock(); defer { lock.unlock() }
        fresh.findings[key] = findings
    }

    /// Writes what this run used or computed (entries of files no longer present are dropped).
    public func save() throws {
        lock.lock(); defer { lock.unlock() }
        let folder = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        let data = try encoder.encode(fresh)
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(getpid()).\(UInt64.random(in: 0 ... .max)).tmp")
        try data.write(to: temporary)
        if rename(temporary.path, file.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
