import XCTest
@testable import TheseusAnalysis
@testable import TheseusSyntax

/// Every rule's own examples, run as tests: each triggering example must report exactly at its `↓`
/// markers and nothing else; each non-triggering example must report nothing. Every example is also
/// run wrapped in a comment and in a string (nothing may be reported) and after a line of multi-byte
/// characters (the same findings, shifted).
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasExamplesOfBothKinds() {
        for rule in RuleRegistry.all {
            XCTAssertFalse(rule.description.triggering.isEmpty, "\(rule.description.id) has no triggering example")
            XCTAssertFalse(rule.description.nonTriggering.isEmpty, "\(rule.description.id) has no non-triggering example")
        }
    }

    func testRuleIdentifiersAreUniqueSnakeCase() {
        let ids = RuleRegistry.ids
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids { XCTAssertNotNil(id.range(of: "^[a-z]+(_[a-z]+)*$", options: .regularExpression), id) }
    }

    func testTriggeringExamples() throws {
        for rule in RuleRegistry.all {
            for (i, example) in rule.description.triggering.enumerated() {
                try check(rule, example, label: "\(rule.description.id) triggering #\(i + 1)", triggering: true)
            }
        }
    }

    func testNonTriggeringExamples() throws {
        for rule in RuleRegistry.all {
            for (i, example) in rule.description.nonTriggering.enumerated() {
                try check(rule, example, label: "\(rule.description.id) non-triggering #\(i + 1)", triggering: false)
            }
        }
    }

    // MARK: Harness

    static let marker = "↓"

    /// The code without markers, and the byte offsets where the markers were.
    static func stripMarkers(_ code: String) -> (String, [Int]) {
        var offsets: [Int] = []
        var out = ""
        var bytes = 0
        for ch in code {
            if String(ch) == marker {
                offsets.append(bytes)
            } else {
                out.append(ch)
                bytes += String(ch).utf8.count
            }
        }
        return (out, offsets)
    }

    /// Lints the files of an example as one project (the main file is `Example.swift`), as a real run
    /// does: summaries, project index, then each file. Returns (file, byte offset) of each finding.
    func findings(_ rule: any Rule.Type, _ files: [(path: String, code: String)], options: RuleOptions) -> [Finding] {
        var rules: [any Rule] = [rule.init(options: options)]
        // A suppression example needs a rule to suppress.
        if rule == UnusedSuppressionRule.self { rules.append(UnstableViewIDRule(options: RuleOptions())) }
        let session = LintSession(linter: Linter(rules: rules), jobs: 1)
        let inputs = files.map { LintInput(path: $0.path, displayPath: $0.path, contents: Array($0.code.utf8)) }
        return session.lint(inputs).findings.filter { $0.ruleID == rule.description.id }
    }

    /// A triggering example whose findings carry fixes must show the fixed code; the fixes then give
    /// exactly that code (all of them, unsafe ones too), and fixing the fixed code changes nothing.
    func checkFix(_ rule: any Rule.Type, _ example: RuleExample, files: [(path: String, code: String)], options: RuleOptions,
                  found: [Finding], label: String, file: StaticString, line: UInt) throws {
        let fixable = found.filter { $0.fix?.isApplicable(unsafe: true) == true }
        guard let expected = example.fixed else {
            XCTAssertTrue(fixable.isEmpty, "\(label): its findings carry fixes, so it must show the fixed code (`fixed:`)", file: file, line: line)
            return
        }
        XCTAssertFalse(fixable.isEmpty, "\(label): `fixed:` is given, but no finding carries a fix", file: file, line: line)
        func fix(_ files: [(path: String, code: String)]) -> [String: String] {
            var rules: [any Rule] = [rule.init(options: options)]
            if rule == UnusedSuppressionRule.self { rules.append(UnstableViewIDRule(options: RuleOptions())) }
            let session = FixSession(session: LintSession(linter: Linter(rules: rules), jobs: 1), includesUnsafe: true)
            let outcome = session.run(files.map { LintInput(path: $0.path, displayPath: $0.path, contents: Array($0.code.utf8)) })
            XCTAssertTrue(outcome.refused.isEmpty, "\(label): \(outcome.refused)", file: file, line: line)
            return Dictionary(uniqueKeysWithValues: outcome.changes.map { ($0.displayPath, String(decoding: $0.fixed, as: UTF8.self)) })
        }
        let fixed = fix(files)
        // The one file the fixes change (the main file, or the other file the markers are in).
        XCTAssertEqual(fixed.count, 1, "\(label): fixes change \(fixed.keys.sorted())", file: file, line: line)
        XCTAssertEqual(fixed.values.first, expected, "\(label): fixed code", file: file, line: line)
        // Idempotent: the fixed files have nothing left to fix.
        let again = files.map { (path: $0.path, code: fixed[$0.path] ?? $0.code) }
        XCTAssertEqual(fix(again), [:], "\(label): fixing the fixed code changes it again", file: file, line: line)
    }

    struct Located: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var offset: Int
        static func < (a: Located, b: Located) -> Bool { (a.file, a.offset) < (b.file, b.offset) }
        var description: String { "\(file)@\(offset)" }
    }

    func check(_ rule: any Rule.Type, _ example: RuleExample, label: String, triggering: Bool,
               file: StaticString = #filePath, line: UInt = #line) throws {
        let options = try example.configuration.map { try Configuration.ruleOptions($0, for: rule.description) } ?? RuleOptions()
        let sources = [("Example.swift", example.code)] + example.otherFiles.map { ($0.path, $0.code) }
        var files: [(path: String, code: String)] = []
        var expected: [Located] = []
        for (path, code) in sources {
            let (stripped, markers) = Self.stripMarkers(code)
            files.append((path, stripped))
            expected += markers.map { Located(file: path, offset: $0) }
        }
        expected.sort()
        XCTAssertEqual(triggering, !expected.isEmpty, "\(label): markers must appear in triggering examples only", file: file, line: line)

        func located(_ findings: [Finding], shift: Int = 0) -> [Located] {
            findings.map { Located(file: $0.path, offset: Int($0.byteRange.start) - shift) }.sorted()
        }
        let found = findings(rule, files, options: options)
        XCTAssertEqual(located(found), expected,
                       "\(label): findings at \(found.map { "\($0.path):\($0.range.startLine):\($0.range.startColumn) \($0.message)" }) in\n\(files.map(\.code).joined(separator: "\n// ---\n"))",
                       file: file, line: line)

        // After a line of multi-byte characters: the same findings, shifted by its length, columns in bytes.
        let prefix = "// Ünïcödé 🐶 → prefix\n"
        let shifted = findings(rule, files.map { ($0.path, prefix + $0.code) }, options: options)
        XCTAssertEqual(located(shifted, shift: prefix.utf8.count), expected, "\(label): after a multi-byte prefix", file: file, line: line)
        for finding in shifted {
            guard let code = files.first(where: { $0.path == finding.path })?.code else { continue }
            let offset = Int(finding.byteRange.start) - prefix.utf8.count
            let lineStart = code.utf8.prefix(offset).lastIndex(of: UInt8(ascii: "\n")).map { code.utf8.distance(from: code.utf8.startIndex, to: $0) + 1 } ?? 0
            XCTAssertEqual(finding.range.startColumn, offset - lineStart + 1, "\(label): column in bytes", file: file, line: line)
        }

        try checkFix(rule, example, files: files, options: options, found: found, label: label, file: file, line: line)

        guard example.wrappable else { return }
        let inComment = findings(rule, files.map { ($0.path, "/*\n" + $0.code + "\n*/\n") }, options: options)
        XCTAssertTrue(inComment.isEmpty, "\(label): reported inside a comment: \(inComment.map(\.message))", file: file, line: line)
        let inString = findings(rule, files.map { ($0.path, "let example = #\"\"\"\n" + $0.code + "\n\"\"\"#\n") }, options: options)
        XCTAssertTrue(inString.isEmpty, "\(label): reported inside a string: \(inString.map(\.message))", file: file, line: line)
    }
}
