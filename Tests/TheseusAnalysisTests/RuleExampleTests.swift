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

    func findings(_ rule: any Rule.Type, _ code: String, options: RuleOptions) -> [Finding] {
        var rules: [any Rule] = [rule.init(options: options)]
        // A suppression example needs a rule to suppress.
        if rule == UnusedSuppressionRule.self { rules.append(AnyViewRule(options: RuleOptions())) }
        let linter = Linter(rules: rules)
        return linter.lint(source: code, path: "Example.swift").filter { $0.ruleID == rule.description.id }
    }

    func check(_ rule: any Rule.Type, _ example: RuleExample, label: String, triggering: Bool,
               file: StaticString = #filePath, line: UInt = #line) throws {
        let options = try example.configuration.map { try Configuration.ruleOptions($0, for: rule.description) } ?? RuleOptions()
        let (code, markers) = Self.stripMarkers(example.code)
        XCTAssertEqual(triggering, !markers.isEmpty, "\(label): markers must appear in triggering examples only", file: file, line: line)

        let found = findings(rule, code, options: options)
        XCTAssertEqual(found.map { Int($0.byteRange.start) }.sorted(), markers,
                       "\(label): findings at \(found.map { "\($0.range.startLine):\($0.range.startColumn) \($0.message)" }) in\n\(code)",
                       file: file, line: line)

        // After a line of multi-byte characters: the same findings, shifted by its length.
        let prefix = "// Ünïcödé 🐶 → prefix\n"
        let shifted = findings(rule, prefix + code, options: options)
        XCTAssertEqual(shifted.map { Int($0.byteRange.start) }.sorted(), markers.map { $0 + prefix.utf8.count },
                       "\(label): after a multi-byte prefix", file: file, line: line)
        if let first = shifted.first, let marker = markers.first {
            // Columns count UTF-8 bytes from the start of the line.
            let lineStart = code.utf8.prefix(marker).lastIndex(of: UInt8(ascii: "\n")).map { code.utf8.distance(from: code.utf8.startIndex, to: $0) + 1 } ?? 0
            XCTAssertEqual(first.range.startColumn, marker - lineStart + 1, "\(label): column in bytes", file: file, line: line)
        }

        guard example.wrappable else { return }
        let inComment = findings(rule, "/*\n" + code + "\n*/\n", options: options)
        XCTAssertTrue(inComment.isEmpty, "\(label): reported inside a comment: \(inComment.map(\.message))", file: file, line: line)
        let inString = findings(rule, "let example = #\"\"\"\n" + code + "\n\"\"\"#\n", options: options)
        XCTAssertTrue(inString.isEmpty, "\(label): reported inside a string: \(inString.map(\.message))", file: file, line: line)
    }
}
