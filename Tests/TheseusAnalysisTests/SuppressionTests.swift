import XCTest
@testable import TheseusAnalysis

final class SuppressionTests: XCTestCase {
    let linter = Linter(rules: [UnstableViewIDRule(options: RuleOptions()), UnusedSuppressionRule(options: RuleOptions())])

    func ids(_ code: String) -> [String] {
        linter.lint(source: code).map { "\($0.range.startLine):\($0.ruleID)" }
    }

    func testDisableNextThisAndRegions() {
        XCTAssertEqual(ids("// theseus:disable:next unstable_view_id\nlet a = x.task(id: UUID()) {}\nlet b = y.task(id: UUID()) {}"), ["3:unstable_view_id"])
        XCTAssertEqual(ids("let a = x.task(id: UUID()) {} // theseus:disable:this unstable_view_id\nlet b = y.task(id: UUID()) {}"), ["2:unstable_view_id"])
        XCTAssertEqual(ids("// theseus:disable unstable_view_id\nlet a = x.task(id: UUID()) {}\nlet b = y.task(id: UUID()) {}\n// theseus:enable unstable_view_id\nlet c = z.task(id: UUID()) {}"),
                       ["5:unstable_view_id"])
        XCTAssertEqual(ids("// theseus:disable unstable_view_id\nlet a = x.task(id: UUID()) {}\nlet b = y.task(id: UUID()) {}"), [])
    }

    func testAllAndRuleLists() {
        XCTAssertEqual(ids("/* theseus:disable:next all */\nlet a = x.task(id: UUID()) {}"), [])
        XCTAssertEqual(ids("// theseus:disable:next index_based_identity, unstable_view_id\nlet a = x.task(id: UUID()) {}"), [])
        XCTAssertEqual(ids("// theseus:disable:next index_based_identity unstable_view_id - reason: erased on purpose\nlet a = x.task(id: UUID()) {}"), [])
    }

    func testUnusedAndUnknownSuppressionsAreReported() {
        XCTAssertEqual(ids("// theseus:disable:next unstable_view_id\nlet a = Text(x)"), ["1:unused_suppression"])
        let unknown = linter.lint(source: "// theseus:disable:next unstable_veiw_id\nlet a = x.task(id: UUID()) {}")
        XCTAssertEqual(unknown.map(\.ruleID), ["unused_suppression", "unstable_view_id"])
        XCTAssertTrue(unknown[0].message.contains("did you mean `unstable_view_id`?"), unknown[0].message)
        XCTAssertEqual(unknown[0].severity, .info)
    }

    func testSuppressionOfADisabledRuleIsNotReportedAsUnused() {
        XCTAssertEqual(ids("// theseus:disable:next index_based_identity\nlet a = Text(x)"), [])
    }

    func testDirectivesInStringsAreIgnored() {
        XCTAssertEqual(ids("let s = \"// theseus:disable:next unstable_view_id\"\nlet a = x.task(id: UUID()) {}"), ["2:unstable_view_id"])
    }

    func testAMisspeltDirectiveIsReportedAndPreviousLinesCanBeSuppressed() {
        XCTAssertEqual(ids("// theseus:disabel:next unstable_view_id\nlet a = x.task(id: UUID()) {}"), ["1:unused_suppression", "2:unstable_view_id"])
        XCTAssertEqual(ids("let a = x.task(id: UUID()) {}\n// theseus:disable:previous unstable_view_id"), [])
        XCTAssertEqual(ids("let a = x.task(id: UUID()) {}\n\n// theseus:disable:previous unstable_view_id"), ["1:unstable_view_id", "3:unused_suppression"])
    }

    func testOtherCommentsAreNotDirectives() {
        XCTAssertEqual(ids("// theseus: a linter\n// see theseus:disabled docs\nlet a = x.task(id: UUID()) {}"), ["3:unstable_view_id"])
    }

    func testIntentCommentsSpeakForTheLineBelow() {
        XCTAssertEqual(ids("// A new player on purpose\nlet a = x.task(id: UUID()) {}"), [])
        XCTAssertEqual(ids("let a = x.task(id: UUID()) {} // resets the task on every update"), [])
        // Words that merely contain a phrase state no intent: the `reset` in `preset`, the `force` in `enforce`.
        XCTAssertEqual(ids("// highlight the preset the user picked\nlet a = x.task(id: UUID()) {}"), ["2:unstable_view_id"])
        XCTAssertEqual(ids("// enforce the limit\nlet a = x.task(id: UUID()) {}"), ["2:unstable_view_id"])
        XCTAssertTrue(IntentComments.statesIntent("// forced refresh"))
        XCTAssertTrue(IntentComments.statesIntent("// intentionally erased"))
        XCTAssertFalse(IntentComments.statesIntent("// presets and enforcement"))
    }

    func testAnIntentCommentAboveABlockSpeaksForTheBlockAndItsElse() {
        let code = """
        // The erasure is needed because the archive build cannot tell the overloads apart.
        if #available(iOS 17, *) {
            let a = x.task(id: UUID()) {}
        } else {
            let b = x.task(id: UUID()) {}
        }
        let c = x.task(id: UUID()) {}
        """
        XCTAssertEqual(ids(code), ["7:unstable_view_id"])
    }
}
