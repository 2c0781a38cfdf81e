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

    /// The README names the rules that are off by default; it must say what `theseus rules` says.
    func testTheReadmeNamesExactlyTheOptInRules() throws {
        let url = FixtureTests.fixturesFolder.deletingLastPathComponent().appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let marker = "Every rule is on by default but "
        guard let start = readme.range(of: marker) else { return XCTFail("the README no longer says which rules are opt-in") }
        let sentence = readme[start.upperBound...].prefix { $0 != "(" && $0 != "." }
        let named = Set(sentence.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
        let optIn = Set(RuleRegistry.all.filter { !$0.description.enabledByDefault }.map { $0.description.id })
        XCTAssertEqual(named, optIn, "README: \(sentence)")
    }

    /// The README's rule table is generated from the metadata: `theseus rules --readme-table`.
    func testTheReadmeRuleTableIsCurrent() throws {
        let url = FixtureTests.fixturesFolder.deletingLastPathComponent().appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        guard let begin = readme.range(of: "<!-- rules:begin"), let end = readme.range(of: "<!-- rules:end -->"),
              let lineEnd = readme[begin.upperBound...].firstIndex(of: "\n") else { return XCTFail("no rule table in the README") }
        let committed = String(readme[readme.index(after: lineEnd)..<end.lowerBound])
        XCTAssertEqual(committed, RuleDocumentation.readmeTable(),
                       "the README's rule table is stale: replace it with the output of `swift run theseus rules --readme-table`")
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
