import XCTest
@testable import TheseusAnalysis

/// `rules.md` is generated from the rules' metadata; this test fails when the committed file is stale.
/// Regenerate it with `swift run theseus rules --markdown > rules.md`.
final class RulesDocumentTests: XCTestCase {
    func testCommittedRulesMarkdownIsCurrent() throws {
        let url = FixtureTests.fixturesFolder.deletingLastPathComponent().appendingPathComponent("rules.md")
        let committed = try String(contentsOf: url, encoding: .utf8)
        let generated = RuleDocumentation.markdown()
        if committed != generated {
            let a = committed.split(separator: "\n", omittingEmptySubsequences: false)
            let b = generated.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            XCTFail("rules.md is stale (first difference at line \(first + 1)); run `swift run theseus rules --markdown > rules.md`")
        }
    }

    func testEveryRuleCitesAWWDCSession() {
        for rule in RuleRegistry.all where rule.description.kind != .meta {
            XCTAssertTrue(rule.description.rationale.contains("WWDC"), "\(rule.description.id) does not cite its WWDC session")
        }
    }

    func testSummariesHaveNoTrailingPeriod() {
        for rule in RuleRegistry.all {
            XCTAssertFalse(rule.description.summary.hasSuffix("."), rule.description.id)
        }
    }
}
