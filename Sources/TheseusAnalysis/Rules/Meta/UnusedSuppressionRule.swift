import TheseusSyntax

/// A `theseus:disable` comment that suppresses nothing: stale suppressions hide the next real finding.
public struct UnusedSuppressionRule: Rule {
    public static let description = RuleDescription(
        id: "unused_suppression",
        name: "Unused suppression",
        kind: .meta,
        severity: .info,
        precision: .high,
        summary: "A `theseus:disable` comment that suppresses no finding, names an unknown rule, or is no directive (`theseus:disabel:next`)",
        rationale: """
        A suppression comment that no longer suppresses anything is noise at best; at worst it silently hides \
        the next real finding of its rule in that place. Theseus reports suppressions that matched no finding, \
        rule names it does not know, and comments that start with `theseus:` but name no directive \
        (`theseus:disabel:next`): a typo suppresses nothing.
        """,
        fix: "Delete the comment, or correct the rule name.",
        // Suppressions live in comments, so these examples are not also run wrapped in one.
        triggering: [
            RuleExample("// ↓theseus:disable:next unstable_view_id\nlet text = Text(\"no fresh id here\").id(item.id)", wrappable: false),
            RuleExample("// ↓theseus:disable:next unstable_veiw_id\nlet view = Text(\"typo\").task(id: UUID()) {}", wrappable: false),
            RuleExample("/* ↓theseus:disable unstable_view_id */\nlet a = Text(\"a\")\n// theseus:enable unstable_view_id", wrappable: false),
            RuleExample("// ↓theseus:disabel:next unstable_view_id\nlet view = Text(\"typo\").task(id: UUID()) {}", wrappable: false),
        ],
        nonTriggering: [
            RuleExample("// theseus:disable:next unstable_view_id\nlet view = Text(\"replaced on purpose\").task(id: UUID()) {}", wrappable: false),
            RuleExample("let view = Text(\"x\").task(id: UUID()) {} // theseus:disable:this unstable_view_id - a reason", wrappable: false),
            RuleExample("// theseus:disable all\nlet a = Text(\"a\").task(id: UUID()) {}\n// theseus:enable all\nlet b = Text(\"b\")", wrappable: false),
            RuleExample("let view = Text(\"x\").task(id: UUID()) {}\n// theseus:disable:previous unstable_view_id - SwiftLint's spelling", wrappable: false),
            RuleExample("// Configured in .theseus.yml; see theseus: the README.\nlet a = Text(\"a\")", wrappable: false),
        ]
    )

    public static let visitedKinds: [SyntaxKind] = []

    public init(options: RuleOptions) {}

    public func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {}

    /// The engine calls this after suppressions were applied: each directive that matched nothing.
    static func findings(for suppressions: Suppressions, used: Set<Int>, enabled: Set<String>, in file: FileContext,
                         severity: Severity) -> [Finding] {
        var findings: [Finding] = []
        for (index, directive) in suppressions.directives.enumerated() {
            var message: String?
            if directive.action == .unknown {
                let suggestion = DidYouMean.suggestion(for: directive.command, among: Suppressions.Action.commands)
                    .map { " (did you mean `theseus:\($0)`?)" } ?? ""
                message = "`theseus:\(directive.command)` is not a directive and suppresses nothing\(suggestion); use one of "
                    + Suppressions.Action.commands.map { "`\($0)`" }.joined(separator: ", ")
            } else if let unknown = directive.unknownRules.first {
                let suggestion = DidYouMean.suggestion(for: unknown, among: RuleRegistry.all.map { $0.description.id })
                    .map { " (did you mean `\($0)`?)" } ?? ""
                message = "`theseus:\(directive.action.spelling)` names unknown rule `\(unknown)`\(suggestion)"
            } else if directive.action != .enable, !used.contains(index),
                      directive.rules.allSatisfy({ $0 == "all" || enabled.contains($0) }), !directive.rules.isEmpty {
                let names = directive.rules.map { "`\($0)`" }.joined(separator: ", ")
                message = "`theseus:\(directive.action.spelling)` suppresses no \(names) finding; remove it"
            }
            guard let message else { continue }
            var finding = file.makeFinding(ruleID: description.id, severity: severity, range: directive.directiveRange,
                                           message: message, help: description.fix, fix: nil, evidence: [])
            // What it says is certain from the comment itself.
            finding.confidence = .high
            findings.append(finding)
        }
        return findings
    }
}

extension Suppressions.Action {
    var spelling: String {
        switch self {
        case .disable: return "disable"
        case .enable: return "enable"
        case .disableNext: return "disable:next"
        case .disableThis: return "disable:this"
        case .disablePrevious: return "disable:previous"
        case .unknown: return "?"
        }
    }

    static let commands = ["disable", "enable", "disable:next", "disable:this", "disable:previous"]
}
