import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What to generate.
public struct CorpusConfiguration: Sendable, Equatable {
    /// The size to reach, in lines (the result is within a few hundred lines of it).
    public var lines: Int
    public var seed: UInt64
    /// The probability that an eligible site of a rule gets that rule's bug instead of clean code.
    public var bugRate: Double
    /// The first sites of every rule are seeded until it has this many bugs, so that even a small
    /// corpus exercises every rule. `0` for a pure rate.
    public var minimumBugsPerRule: Int

    public init(lines: Int = 100_000, seed: UInt64 = 1, bugRate: Double = 0.02, minimumBugsPerRule: Int = 1) {
        self.lines = lines
        self.seed = seed
        self.bugRate = bugRate
        self.minimumBugsPerRule = minimumBugsPerRule
    }
}

/// A rule and the place (file relative to the corpus root, 1-based line) where it reports: what the
/// generator expects, or what a linter found.
public struct CorpusLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var ruleID: String
    public var path: String
    public var line: Int

    public init(ruleID: String, path: String, line: Int) {
        self.ruleID = ruleID
        self.path = path
        self.line = line
    }

    public static func < (a: CorpusLocation, b: CorpusLocation) -> Bool {
        (a.path, a.line, a.ruleID) < (b.path, b.line, b.ruleID)
    }

    public var description: String { "\(path):\(line): \(ruleID)" }
}

public struct CorpusFile: Sendable {
    /// Relative to the corpus root, with `/`.
    public var path: String
    public var text: String
    public var lineCount: Int
}

/// A generated corpus: its files, and the finding every seeded bug must produce.
public struct Corpus: Sendable {
    public var configuration: CorpusConfiguration
    public var files: [CorpusFile]
    /// One location per seeded bug, sorted.
    public var expected: [CorpusLocation]
    /// Eligible sites per rule id (where the rule's bug could have been seeded).
    public var sites: [String: Int]
    public var lineCount: Int
    public var byteCount: Int

    /// Seeded bugs per rule id.
    public var seeded: [String: Int] {
        var counts: [String: Int] = [:]
        for location in expected { counts[location.ruleID, default: 0] += 1 }
        return counts
    }

    /// Writes every file under `directory` (created as needed), on all cores.
    public func write(to directory: URL) throws {
        let fileManager = FileManager.default
        let root = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        var folders = Set<String>()
        for file in files {
            if let slash = file.path.lastIndex(of: "/"), folders.insert(String(file.path[..<slash])).inserted {
                try fileManager.createDirectory(atPath: root + file.path[..<slash], withIntermediateDirectories: true)
            }
        }
        let failures = FailureBox()
        let files = self.files
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            do { try Corpus.writeFile(root + files[i].path, files[i].text) } catch { failures.record(error) }
        }
        if let error = failures.first { throw error }
    }

    /// A plain `open`/`write`/`close`: `Data.write(to:)` costs milliseconds per file here.
    static func writeFile(_ path: String, _ text: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(fd) }
        var text = text
        try text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
                }
                offset += n
            }
        }
    }
}

private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var first: Error?

    func record(_ error: Error) {
        lock.lock()
        if first == nil { first = error }
        lock.unlock()
    }
}

/// Expected against found, per rule.
public struct RecallReport: Sendable {
    public struct Row: Sendable {
        public var ruleID: String
        public var sites: Int
        public var expected: Int
        /// Expected findings that were found at their place.
        public var matched: Int
        public var missed: [CorpusLocation]
        /// Findings of this rule at no expected place.
        public var unexpected: [CorpusLocation]

        public var recall: Double { expected == 0 ? 1 : Double(matched) / Double(expected) }
        public var precision: Double { matched + unexpected.count == 0 ? 1 : Double(matched) / Double(matched + unexpected.count) }
    }

    public var rows: [Row]

    public var missed: [CorpusLocation] { rows.flatMap(\.missed) }
    public var unexpected: [CorpusLocation] { rows.flatMap(\.unexpected) }
    public var isExact: Bool { missed.isEmpty && unexpected.isEmpty }

    /// Compares by rule, file and line. A second finding of a rule on an expected line counts as unexpected.
    public init(expected: [CorpusLocation], found: [CorpusLocation], sites: [String: Int] = [:], ruleIDs: [String] = []) {
        var remaining: [CorpusLocation: Int] = [:]
        for location in expected { remaining[location, default: 0] += 1 }
        var matched: [String: Int] = [:]
        var unexpected: [String: [CorpusLocation]] = [:]
        for location in found.sorted() {
            if let count = remaining[location], count > 0 {
                remaining[location] = count - 1
                matched[location.ruleID, default: 0] += 1
            } else {
                unexpected[location.ruleID, default: []].append(location)
            }
        }
        var missed: [String: [CorpusLocation]] = [:]
        for (location, count) in remaining where count > 0 {
            missed[location.ruleID, default: []] += Array(repeating: location, count: count)
        }
        var expectedCounts: [String: Int] = [:]
        for location in expected { expectedCounts[location.ruleID, default: 0] += 1 }
        var ids = ruleIDs
        for id in Set(expectedCounts.keys).union(unexpected.keys).union(sites.keys).sorted() where !ids.contains(id) { ids.append(id) }
        rows = ids.map { id in
            Row(ruleID: id, sites: sites[id] ?? 0, expected: expectedCounts[id] ?? 0, matched: matched[id] ?? 0,
                missed: (missed[id] ?? []).sorted(), unexpected: unexpected[id] ?? [])
        }
    }

    /// A fixed-width table: rule, sites, seeded, found, missed, unexpected, recall.
    public func table() -> String {
        let width = max(28, (rows.map(\.ruleID.count).max() ?? 0) + 2)
        func pad(_ s: String, _ n: Int, left: Bool = false) -> String {
            let fill = String(repeating: " ", count: max(0, n - s.count))
            return left ? s + fill : fill + s
        }
        var out = pad("rule", width, left: true) + pad("sites", 8) + pad("seeded", 8) + pad("found", 8) + pad("missed", 8)
            + pad("unexpected", 12) + pad("recall", 9) + "\n"
        var totals = (sites: 0, expected: 0, matched: 0, missed: 0, unexpected: 0)
        for row in rows {
            out += pad(row.ruleID, width, left: true) + pad(String(row.sites), 8) + pad(String(row.expected), 8)
                + pad(String(row.matched), 8) + pad(String(row.missed.count), 8) + pad(String(row.unexpected.count), 12)
                + pad(row.expected == 0 ? "-" : String(format: "%.1f%%", row.recall * 100), 9) + "\n"
            totals.sites += row.sites
            totals.expected += row.expected
            totals.matched += row.matched
            totals.missed += row.missed.count
            totals.unexpected += row.unexpected.count
        }
        let recall = totals.expected == 0 ? 1 : Double(totals.matched) / Double(totals.expected)
        let precision = totals.matched + totals.unexpected == 0 ? 1 : Double(totals.matched) / Double(totals.matched + totals.unexpected)
        out += pad("total", width, left: true) + pad(String(totals.sites), 8) + pad(String(totals.expected), 8)
            + pad(String(totals.matched), 8) + pad(String(totals.missed), 8) + pad(String(totals.unexpected), 12)
            + pad(String(format: "%.1f%%", recall * 100), 9) + "\n"
        out += String(format: "recall %.2f%%, precision %.2f%% (found at a seeded place / all findings)\n", recall * 100, precision * 100)
        return out
    }
}
