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

    public init(_ code: String, otherFiles: [(path: String, code: String)] = [], configuration: String? = nil, wrappable: Bool = true) {
        self.code = code
        self.otherFiles = otherFiles
        self.configuration = configuration
        self.wrappable = wrappable
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
                summary: String, rationale: String, fix: String, options: [RuleOptionDescription] = [],
                triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.id = id
        self.name = name
        self.kind = kind
        self.severity = severity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.options = options
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}
