import Foundation
import XCTest
@testable import TheseusAnalysis

/// Lints `Fixtures/` as one project, with the default configuration (what a new user gets), and compares
/// the findings with the inline expectations written in the fixtures: `// expect: rule_id` (several
/// separated by commas) on the line where a finding starts. Every other line must stay silent. The
/// expectations of opt-in rules are checked in a second run with every rule on. Each folder of
/// `Fixtures/Apps/` is a whole app of its own (it declares an `App`), linted as a separate project.
final class FixtureTests: XCTestCase {
    static var fixturesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    struct Expectation: Hashable, Comparable {
        var file: String
        var line: Int
        var rule: String
        static func < (a: Expectation, b: Expectation) -> Bool { (a.file, a.line, a.rule) < (b.file, b.line, b.rule) }
    }

    func testFixturesReportExactlyTheirExpectations() throws {
        let root = Self.fixturesFolder.path
        let files = SourceDiscovery().discover([root]).files
        XCTAssertFalse(files.isEmpty, "no fixtures in \(root)")
        var expected = Set<Expectation>()
        for path in files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let relative = String(path.dropFirst(root.count + 1))
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                for rule in line[range.upperBound...].split(separator: ",") {
                    let id = rule.trimmingCharacters(in: .whitespaces)
                    XCTAssertNotNil(RuleRegistry.all.first { $0.description.id == id }, "\(relative):\(index + 1): unknown rule \(id) in an expectation")
                    expected.insert(Expectation(file: relative, line: index + 1, rule: id))
                }
            }
        }
        let inputs = files.map { LintInput(path: $0, displayPath: String($0.dropFirst(root.count + 1))) }
        // The projects: every app folder of `Apps/` on its own, the rest together.
        func appFolder(_ input: LintInput) -> String? {
            let parts = input.displayPath.split(separator: "/")
            return parts.count > 2 && parts[0] == "Apps" ? String(parts[1]) : nil
        }
        let shared = inputs.filter { appFolder($0) == nil }
        let apps = Dictionary(grouping: inputs.filter { appFolder($0) != nil }, by: { appFolder($0)! })
        XCTAssertFalse(apps.isEmpty, "no app fixtures")
        // The default configuration, for the default rules' expectations.
        let linter = Configuration(rootDirectory: root).makeLinter()
        let defaultIDs = Set(linter.rules.map(\.id))
        let everyRuleLinter = Linter(rules: RuleRegistry.all.map { $0.init(options: RuleOptions()) })
        let outcome = LintSession(linter: linter, jobs: 2).lint(shared)
        XCTAssertTrue(outcome.errors.isEmpty, "\(outcome.errors)")
        var findings = outcome.findings
        // Every rule, with default options, for the opt-in rules' expectations.
        findings += LintSession(linter: everyRuleLinter, jobs: 2).lint(shared).findings.filter { !defaultIDs.contains($0.ruleID) }
        for (_, app) in apps.sorted(by: { $0.key < $1.key }) {
            findings += LintSession(linter: linter, jobs: 2).lint(app).findings
            findings += LintSession(linter: everyRuleLinter, jobs: 2).lint(app).findings.filter { !defaultIDs.contains($0.ruleID) }
        }
        let actual = Set(findings.map { Expectation(file: $0.path, line: $0.range.startLine, rule: $0.ruleID) })
        let messages = Dictionary(findings.map { ("\($0.path):\($0.range.startLine):\($0.ruleID)", $0.message) }, uniquingKeysWith: { a, _ in a })
        for missing in expected.subtracting(actual).sorted() {
            XCTFail("expected but not reported: \(missing.file):\(missing.line) \(missing.rule)")
        }
        for extra in actual.subtracting(expected).sorted() {
            XCTFail("reported but not expected: \(extra.file):\(extra.line) \(extra.rule): \(messages["\(extra.file):\(extra.line):\(extra.rule)"] ?? "")")
        }
        // Pass 1 lints each file without the index and keeps those findings when no other file defines
        // a name the file looked up there: the same findings, byte for byte, as linting every file
        // against the whole index.
        let againstTheIndex = LintSession(linter: linter, jobs: 2, lintsInPassOne: false).lint(shared)
        XCTAssertEqual(outcome.findings, againstTheIndex.findings)
        // Pass 2 lints a view from the tree kept in pass 1 (without linting it in pass 1), or, past the
        // budget, lints every file in pass 1 and parses again those that need the index: the same.
        var reparsing = LintSession(linter: linter, jobs: 2)
        reparsing.keptTreeBytes = 0
        let reparsed = reparsing.lint(shared)
        XCTAssertEqual(outcome.findings, reparsed.findings)
        XCTAssertGreaterThan(outcome.filesLintedAgainstIndex, reparsed.filesLintedAgainstIndex, "the views, linted in pass 2 only")
        XCTAssertGreaterThan(reparsed.filesLintedAgainstIndex, 0)
        // Every rule is exercised by at least one fixture.
        for rule in RuleRegistry.all where rule.description.id != "unused_suppression" {
            XCTAssertTrue(expected.contains { $0.rule == rule.description.id }, "no fixture expects \(rule.description.id)")
        }
    }
}
