import TheseusSyntax

/// A rule: one small type with its description and a `visit` called, during the engine's single walk
/// of each file, for the node kinds it asks for.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// The node kinds the engine dispatches to `visit`.
    static var visitedKinds: [SyntaxKind] { get }
    init(options: RuleOptions)
    func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink)
}

extension Rule {
    public var id: String { Self.description.id }
}

/// An option value, converted from the configuration by the type its rule declares.
public enum OptionValue: Sendable, Equatable {
    case bool(Bool)
    case int(Int)
    case string(String)
    case stringList([String])
}

/// The options a rule was configured with; anything absent takes the rule's default.
public struct RuleOptions: Sendable {
    public var values: [String: OptionValue]

    public init(_ values: [String: OptionValue] = [:]) { self.values = values }

    public func stringList(_ name: String, default value: [String]) -> [String] {
        if case .stringList(let list)? = values[name] { return list }
        if case .string(let s)? = values[name] { return [s] }
        return value
    }

    public func bool(_ name: String, default value: Bool) -> Bool {
        if case .bool(let b)? = values[name] { return b }
        return value
    }

    public func int(_ name: String, default value: Int) -> Int {
        if case .int(let i)? = values[name] { return i }
        return value
    }
}

/// Collects one file's findings; the engine sets the current rule and its configured severity.
public struct FindingSink {
    let file: FileContext
    /// Every rule's id and severity, and the index of the rule being visited: the engine sets an index
    /// per dispatch, rather than copying an id string (a retain and a release per rule and node).
    let ruleIDs: [String]
    let severities: [Severity]
    var rule = 0
    public private(set) var findings: [Finding] = []

    init(file: FileContext, ruleIDs: [String], severities: [Severity]) {
        self.file = file
        self.ruleIDs = ruleIDs
        self.severities = severities
    }

    /// Reports a finding over a node's range: its headline, then what its evidence shows (see
    /// `Evidence.message`); the evidence also grades it (`Confidence`).
    public mutating func report(_ node: NodeID, _ headline: String, evidence: [Evidence] = [], help: String? = nil, fix: Fix? = nil) {
        report(range: file.tree.range(node), headline, evidence: evidence, help: help, fix: fix)
    }

    /// Reports a finding over a token (an identifier, a name).
    public mutating func report(token index: Int, _ headline: String, evidence: [Evidence] = [], help: String? = nil, fix: Fix? = nil) {
        report(range: file.tree.tokens[index].range, headline, evidence: evidence, help: help, fix: fix)
    }

    public mutating func report(range: ByteRange, _ headline: String, evidence: [Evidence] = [], help: String? = nil, fix: Fix? = nil) {
        findings.append(file.makeFinding(ruleID: ruleIDs[rule], severity: severities[rule], range: range,
                                         message: Evidence.message(headline, evidence), help: help, fix: fix, evidence: evidence))
    }
}
