import TheseusSyntax

public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case info, warning, error

    var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A place in a file, as reporters show it: 1-based lines, 1-based columns in UTF-8 bytes.
public struct SourceRange: Hashable, Sendable, Codable {
    public var path: String
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int

    public init(path: String, startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.path = path
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }

    public init(path: String, source: SourceFile, range: ByteRange) {
        let start = source.location(of: Int(range.start))
        let end = source.location(of: Int(range.end))
        self.init(path: path, startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)
    }
}

/// How safe a suggested fix is to apply without review (after rustc and ruff).
public enum FixApplicability: String, Sendable, Codable {
    case safe, unsafe, displayOnly = "display-only"
}

/// One replacement of a fix: the bytes of `byteRange` (in the file as it was linted) become `replacement`.
/// `range` gives the same place in lines and columns for reporters and editors.
public struct FixEdit: Hashable, Sendable, Codable {
    public var byteRange: ByteRange
    public var replacement: String
    public var range: SourceRange

    public init(byteRange: ByteRange, replacement: String, range: SourceRange) {
        self.byteRange = byteRange
        self.replacement = replacement
        self.range = range
    }

    /// An edit as a rule makes it: the lines and columns are filled in when the finding is made.
    public init(_ byteRange: ByteRange, _ replacement: String) {
        self.init(byteRange: byteRange, replacement: replacement, range: SourceRange(path: "", startLine: 0, startColumn: 0, endLine: 0, endColumn: 0))
    }
}

/// What to do about a finding. With edits, a fix `--fix` can apply: `safe` ones by default, `unsafe` ones
/// (which may change behaviour beyond the bug; `unsafeReason` says how) with `--unsafe-fixes`. Without
/// edits, a description shown to the reader (`display-only`).
public struct Fix: Hashable, Sendable, Codable {
    public var description: String
    public var applicability: FixApplicability
    public var edits: [FixEdit]
    /// For an unsafe fix: what else it may change.
    public var unsafeReason: String?

    public init(_ description: String, applicability: FixApplicability = .displayOnly, edits: [FixEdit] = [], unsafeReason: String? = nil) {
        self.description = description
        self.applicability = edits.isEmpty ? .displayOnly : applicability
        self.edits = edits
        self.unsafeReason = unsafeReason
    }

    /// Whether `--fix` applies it (with `--unsafe-fixes` when `unsafe` is true).
    public func isApplicable(unsafe: Bool) -> Bool {
        !edits.isEmpty && (applicability == .safe || (unsafe && applicability == .unsafe))
    }
}

/// One finding: the single type every reporter consumes.
public struct Finding: Hashable, Sendable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    /// Byte offsets of the range in its file (for suppression and baselines).
    public var byteRange: ByteRange
    /// The full text of the first line of the range, as written (reporters escape it).
    public var lineText: String
    public var help: String?
    public var fix: Fix?
    /// What the message claims, each at the code that shows it (see `Evidence`).
    public var evidence: [Evidence]
    /// Whether the evidence shows the harm happening (`high`) or only the pattern (`medium`).
    public var confidence: Confidence

    public init(ruleID: String, severity: Severity, message: String, range: SourceRange, byteRange: ByteRange,
                lineText: String, help: String? = nil, fix: Fix? = nil, evidence: [Evidence] = [], confidence: Confidence? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.range = range
        self.byteRange = byteRange
        self.lineText = lineText
        self.help = help
        self.fix = fix
        self.evidence = evidence
        self.confidence = confidence ?? Confidence(evidence: evidence)
    }

    public var path: String { range.path }

    /// Deterministic order: path, line, column, rule id (then message, for ties).
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.range.path != b.range.path { return a.range.path < b.range.path }
        if a.range.startLine != b.range.startLine { return a.range.startLine < b.range.startLine }
        if a.range.startColumn != b.range.startColumn { return a.range.startColumn < b.range.startColumn }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
