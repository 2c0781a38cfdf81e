/// Where a rule comes from in SwiftUI's model.
public enum RuleKind: String, Sendable, CaseIterable {
    case identity, lifetime, dependencies, meta

    public var title: String {
        switch self {
        case .identity: return "Identity"
        case .lifetime: return "Lifetime"
        case .dependencies: return "Dependencies"
        case .meta: return "Suppressions"
        }
    }
}

/// How often a rule's findings are right, measured the way CodeQL measures its queries: on real apps held
/// out from tuning, findings judged with the shared rubric (`Tools/review/`).
public enum Precision: String, Sendable, CaseIterable, Comparable {
    /// At least 95 % of judged findings true.
    case veryHigh = "very-high"
    /// At least 90 %.
    case high
    /// At least 80 %.
    case medium
    case low

    var rank: Int {
        switch self {
        case .low: return 0
        case .medium: return 1
        case .high: return 2
        case .veryHigh: return 3
        }
    }

    public static func < (a: Precision, b: Precision) -> Bool { a.rank < b.rank }
}

/// Code a rule leaves alone because it does not run the way the rule's finding assumes.
public struct RuleScope: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Files importing WidgetKit: widget views are rendered once per timeline entry, as snapshots, with no
    /// `@State` kept between renders and no animated transition between branches (branch, helper,
    /// dependency and lifetime rules).
    public static let notInWidgets = RuleScope(rawValue: 1 << 0)
}

/// A code example of a rule. In triggering examples, `↓` marks where each finding must start; the
/// marker is removed before linting. An example may span several files (`files`, linted as one project).
public struct RuleExample: Sendable {
    public var code: String
    /// Extra files of a multi-file example: (path, code); `code` above is then the first file.
    public var otherFiles: [(path: String, code: String)]
    /// Rule options for this example, as YAML-subset text of the rule's mapping (`names: [label]`).
    public var configuration: String?
    /// Whether the test harness should also run this example wrapped in a comment or string (it must
    /// then report nothing). Off only for examples whose text cannot be wrapped.
    public var wrappable: Bool
    /// For a triggering example whose findings carry fixes: the file they change (the main file, or the
    /// other file that holds the markers) after `--fix --unsafe-fixes`.
    public var fixed: String?
    /// For a triggering example: the confidence every finding of it must have (`high` where the example's
    /// code shows the harm), checked by the example tests and shown in `rules.md`.
    public var confidence: Confidence?

    public init(_ code: String, otherFiles: [(path: String, code: String)] = [], configuration: String? = nil, wrappable: Bool = true,
                fixed: String? = nil, confidence: Confidence? = nil) {
        self.code = code
        self.otherFiles = otherFiles
        self.configuration = configuration
        self.wrappable = wrappable
        self.fixed = fixed
        self.confidence = confidence
    }
}

/// One option of a rule, documented in `rules.md` and `.theseus.example.yml`.
public struct RuleOptionDescription: Sendable {
    public var name: String
    public var type: String
    public var defaultValue: String
    public var summary: String

    public init(name: String, type: String, defaultValue: String, summary: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// Everything a rule says about itself: the source of `theseus rules`, `rules.md`, SARIF rule metadata
/// and the example tests.
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    public var kind: RuleKind
    public var severity: Severity
    public var enabledByDefault: Bool
    /// Measured on real apps; see `Precision`.
    public var precision: Precision
    /// Where the rule must stay silent beyond what no rule reports (previews, tests, `#if DEBUG`).
    public var scope: RuleScope
    /// One line, no trailing period.
    public var summary: String
    /// Why it matters, citing the WWDC session it comes from (Markdown).
    public var rationale: String
    /// The way out (Markdown).
    public var fix: String
    public var options: [RuleOptionDescription]
    public var triggering: [RuleExample]
    public var nonTriggering: [RuleExample]

    public init(id: String, name: String, kind: RuleKind, severity: Severity, enabledByDefault: Bool = true,
                precision: Precision, scope: RuleScope = [], summary: String, rationale: String, fix: String, options: [RuleOptionDescription] = [],
                triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.id = id
        self.name = name
        self.kind = kind
        self.severity = severity
        self.enabledByDefault = enabledByDefault
        self.precision = precision
        self.scope = scope
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.options = options
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}
