import TheseusReporting

/// Reports built by hand for the reporter tests.
enum ReportFixtures {
    static let petList = "Sources/App/PetList.swift"
    static let pet = "Sources/Model/Pet.swift"

    static let forEachLine = "        ForEach(pets.indices, id: \\.self) { index in\n"
    /// A tab, an accented letter and an emoji before the range: byte, code point and character columns differ.
    static let multiByteLine = "\tText(\"Café ☕️\").id(UUID())\n"

    static func finding(_ rule: String, _ severity: Severity, _ message: String, path: String,
                        line: Int, column: Int, endLine: Int? = nil, endColumn: Int, lineText: String,
                        help: String? = nil, fix: Fix? = nil, evidence: [Evidence] = []) -> Finding {
        Finding(ruleID: rule, severity: severity, message: message,
                range: SourceRange(path: path, startLine: line, startColumn: column, endLine: endLine ?? line, endColumn: endColumn),
                byteRange: ByteRange(0, 0), lineText: lineText, help: help, fix: fix, evidence: evidence)
    }

    /// Four findings over two files (a warning, an error on a multi-byte line, an error with a related
    /// location, a multi-line info) and one file error.
    static var report: LintReport {
        let findings = [
            finding("index_based_identity", .warning, "`ForEach` rows keyed by their position: `pets.indices`",
                    path: petList, line: 12, column: 9, endColumn: 42, lineText: forEachLine,
                    help: "Key rows by a stable id: `ForEach(pets) { pet in … }`",
                    evidence: [Evidence(.rowsMove, SourceRange(path: petList, startLine: 30, startColumn: 13, endLine: 30, endColumn: 24),
                                        "the user deletes rows here (`.onDelete`)"),
                               Evidence(.state, SourceRange(path: petList, startLine: 4, startColumn: 24, endLine: 4, endColumn: 28),
                                        "`pets` is `@State`")]),
            // `.id(UUID())` starts at byte 22 (code point 17) and ends before byte 33 (code point 28).
            finding("unstable_view_id", .error, "`.id(UUID())` gives the view a new identity on every update",
                    path: petList, line: 20, column: 22, endColumn: 33, lineText: multiByteLine,
                    fix: Fix("Remove the `.id(_:)` modifier", applicability: .safe,
                             edits: [FixEdit(byteRange: ByteRange(0, 0), replacement: "",
                                             range: SourceRange(path: petList, startLine: 20, startColumn: 22, endLine: 20, endColumn: 33))])),
            finding("ephemeral_default_id", .error, "`Pet.id` defaults to a fresh `UUID()` and `Pet` values are rebuilt in `body`",
                    path: pet, line: 3, column: 5, endColumn: 20, lineText: "    let id = UUID()\n",
                    help: "Give `Pet` an id that comes with its data.",
                    evidence: [Evidence(.identifiedBy, SourceRange(path: petList, startLine: 12, startColumn: 9, endLine: 12, endColumn: 42),
                                        "the rebuilt values are fed to this `ForEach`")]),
            finding("unused_suppression", .info, "`theseus:disable:next any_view` suppresses nothing",
                    path: pet, line: 7, column: 1, endLine: 8, endColumn: 1, lineText: "// theseus:disable:next any_view\n"),
        ]
        return LintReport(findings: findings, errors: [FileError(path: "Sources/Broken.swift", message: "not valid UTF-8")],
                          filesLinted: 3, rules: rules, toolVersion: "0.1.0")
    }

    static var rules: [RuleDescription] {
        [
            RuleDescription(id: "unstable_view_id", name: "Unstable view id", kind: .identity, severity: .warning,
                            precision: .veryHigh, summary: "A value that changes on every evaluation passed to `.id(_:)`",
                            rationale: "WWDC21 \"Demystify SwiftUI\": a new id is a new view.",
                            fix: "Use a stable id.",
                            triggering: [RuleExample("Text(\"a\").id(↓UUID())")],
                            nonTriggering: [RuleExample("Text(\"a\").id(item.id)")]),
            RuleDescription(id: "index_based_identity", name: "Index-based identity", kind: .identity, severity: .warning,
                            precision: .high, summary: "Rows keyed by their position",
                            rationale: "Positions are not identities.",
                            fix: "Key rows by a stable id.",
                            triggering: [], nonTriggering: []),
            RuleDescription(id: "ephemeral_default_id", name: "Ephemeral default id", kind: .lifetime, severity: .error,
                            precision: .high, summary: "An `id` that defaults to a fresh `UUID()` on rebuilt values",
                            rationale: "Rebuilt values get new ids.",
                            fix: "Store the values.",
                            triggering: [], nonTriggering: []),
            RuleDescription(id: "unused_suppression", name: "Unused suppression", kind: .meta, severity: .info,
                            precision: .veryHigh, summary: "A suppression comment that suppresses nothing",
                            rationale: "Stale suppressions hide future findings.",
                            fix: "Remove the comment.",
                            triggering: [], nonTriggering: []),
        ]
    }

    /// Everything an attacker controls, in one string: line breaks followed by workflow commands, a
    /// GitHub log directive, ANSI escapes (7-bit and 8-bit CSI, OSC title), quotes, XML and Markdown
    /// specials, percent signs, commas, colons, NUL, DEL, a bidi override.
    static let hostile = "a\n::error::pwned\r\n##[group]x\r::warning file=x::y,z:1 \u{1B}[31mred\u{1B}]0;title\u{07} \"q\" 'q' <b>&amp; 100% | \u{0}\u{7F}\u{9B}\u{202E}"

    static var hostileReport: LintReport {
        let path = "dir/" + hostile + ".swift"
        let findings = [
            finding("any_view", .error, hostile, path: path, line: 1, column: 1, endColumn: 5, lineText: hostile + "\n",
                    help: hostile, fix: Fix(hostile),
                    evidence: [Evidence(.state, SourceRange(path: path, startLine: 2, startColumn: 1, endLine: 2, endColumn: 3), hostile)]),
            finding("any_view", .warning, hostile, path: "/abs/" + hostile, line: 2, column: 3, endColumn: 4, lineText: "\t" + hostile),
            finding("any_view", .info, hostile, path: path, line: 3, column: 1, endColumn: 2, lineText: ""),
        ]
        return LintReport(findings: findings, errors: [FileError(path: path, message: hostile)], filesLinted: 2,
                          rules: [RuleDescription(id: "any_view", name: hostile, kind: .identity, severity: .warning,
                                                  precision: .medium, summary: hostile, rationale: hostile, fix: hostile,
                                                  triggering: [RuleExample(hostile)], nonTriggering: [])],
                          toolVersion: "0.1.0")
    }
}
