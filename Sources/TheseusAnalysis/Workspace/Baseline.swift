import Foundation

/// Findings recorded to be hidden (`--write-baseline`, `--baseline`). Entries match on the file's
/// relative path, the rule, the trimmed text of the finding's line and the message, with a count —
/// never on line numbers — so inserting lines above a recorded finding keeps it hidden, and a new
/// finding of the same rule elsewhere is still shown.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable {
        public var file: String
        public var rule: String
        public var line: String
        public var message: String
        public var count: Int
    }

    public var version = 1
    public var entries: [Entry]

    struct Key: Hashable {
        var file, rule, line, message: String
    }

    /// Paths are stored relative to the baseline file's folder, so the baseline works from any folder.
    static func key(_ finding: Finding, folder: String?) -> Key {
        var file = finding.path
        if let folder {
            let cwd = FileManager.default.currentDirectoryPath
            let absolute = file.hasPrefix("/") ? file : cwd + "/" + file
            file = LintInput.displayPath(for: absolute, workingDirectory: folder)
        }
        return Key(file: file, rule: finding.ruleID, line: finding.lineText.trimmingCharacters(in: .whitespaces), message: finding.message)
    }

    /// `folder`: the folder of the baseline file (paths are recorded relative to it).
    public init(findings: [Finding], folder: String? = nil) {
        var counts: [Key: Int] = [:]
        var order: [Key] = []
        for finding in findings {
            let key = Self.key(finding, folder: folder)
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
        }
        entries = order.map { Entry(file: $0.file, rule: $0.rule, line: $0.line, message: $0.message, count: counts[$0]!) }
        entries.sort { ($0.file, $0.rule, $0.line, $0.message) < ($1.file, $1.rule, $1.line, $1.message) }
    }

    /// The findings not recorded in the baseline (each entry hides at most `count` findings).
    public func filter(_ findings: [Finding], folder: String? = nil) -> [Finding] {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[Key(file: entry.file, rule: entry.rule, line: entry.line, message: entry.message), default: 0] += entry.count }
        return findings.filter { finding in
            let key = Self.key(finding, folder: folder)
            guard let left = remaining[key], left > 0 else { return true }
            remaining[key] = left - 1
            return false
        }
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    public static func load(_ path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(message: "cannot read baseline \(path)")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(message: "\(path) is not a Theseus baseline: \(error.localizedDescription)")
        }
    }
}

public struct BaselineError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
