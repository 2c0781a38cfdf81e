import XCTest
@testable import TheseusAnalysis

final class SuppressionTests: XCTestCase {
    let linter = Linter(rules: [AnyViewRule(options: RuleOptions()), UnusedSuppressionRule(options: RuleOptions())])

    func ids(_ code: String) -> [String] {
        linter.lint(source: code).map { "\($0.range.startLine):\($0.ruleID)" }
    }

    func testDisableNextThisAndRegions() {
        XCTAssertEqual(ids("// theseus:disable:next any_view\nlet a = AnyView(x)\nlet b = AnyView(y)"), ["3:any_view"])
        XCTAssertEqual(ids("let a = AnyView(x) // theseus:disable:this any_view\nlet b = AnyView(y)"), ["2:any_view"])
        XCTAssertEqual(ids("// theseus:disable any_view\nlet a = AnyView(x)\nlet b = AnyView(y)\n// theseus:enable any_view\nlet c = AnyView(z)"),
                       ["5:any_view"])
        XCTAssertEqual(ids("// theseus:disable any_view\nlet a = AnyView(x)\nlet b = AnyView(y)"), [])
    }

    func testAllAndRuleLists() {
        XCTAssertEqual(ids("/* theseus:disable:next all */\nlet a = AnyView(x)"), [])
        XCTAssertEqual(ids("// theseus:disable:next index_based_identity, any_view\nlet a = AnyView(x)"), [])
        XCTAssertEqual(ids("// theseus:disable:next index_based_identity any_view - reason: erased on purpose\nlet a = AnyView(x)"), [])
    }

    func testUnusedAndUnknownSuppressionsAreReported() {
        XCTAssertEqual(ids("// theseus:disable:next any_view\nlet a = Text(x)"), ["1:unused_suppression"])
        let unknown = linter.lint(source: "// theseus:disable:next any_veiw\nlet a = AnyView(x)")
        XCTAssertEqual(unknown.map(\.ruleID), ["unused_suppression", "any_view"])
        XCTAssertTrue(unknown[0].message.contains("did you mean `any_view`?"), unknown[0].message)
        XCTAssertEqual(unknown[0].severity, .info)
    }

    func testSuppressionOfADisabledRuleIsNotReportedAsUnused() {
        XCTAssertEqual(ids("// theseus:disable:next index_based_identity\nlet a = Text(x)"), [])
    }

    func testDirectivesInStringsAreIgnored() {
        XCTAssertEqual(ids("let s = \"// theseus:disable:next any_view\"\nlet a = AnyView(x)"), ["2:any_view"])
    }

    func testOtherCommentsAreNotDirectives() {
        XCTAssertEqual(ids("// theseus: a linter\n// see theseus:disabled docs\nlet a = AnyView(x)"), ["3:any_view"])
    }
}
