import Foundation
import XCTest

final class RulesCommandTests: XCTestCase {
    let ids = ["unstable_identifiable_id", "ephemeral_default_id", "unstable_view_id", "index_based_identity",
               "non_constant_foreach_range", "non_unique_id_key_path", "any_view", "conditional_modifier_helper",
               "identity_splitting_branch", "observed_object_initialization", "inline_environment_object", "print_changes",
               "inline_foreach_transform", "variable_views_per_row", "non_private_state"]

    func testListingNamesEveryRule() throws {
        let box = try makeSandbox()
        let result = try box.theseus(["rules"])
        XCTAssertEqual(result.status, 0)
        for id in ids { XCTAssertTrue(result.stdout.contains(id), id) }
    }

    func testExplainOneRule() throws {
        let box = try makeSandbox()
        let result = try box.theseus(["rules", "index_based_identity"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("index_based_identity"), result.stdout)
        XCTAssertFalse(result.stdout.contains("any_view"), "only the rule asked for")
        XCTAssertTrue(result.stdout.contains("WWDC"), result.stdout)
    }

    func testUnknownRuleSuggestsANearName() throws {
        let box = try makeSandbox()
        let result = try box.theseus(["rules", "any_veiw"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown rule 'any_veiw'") && result.stderr.contains("did you mean any_view?"), result.stderr)
        let option = try box.theseus(["rules", "--markdwn"])
        XCTAssertEqual(option.status, 2)
    }

    func testMarkdownIsTheCommittedRulesFile() throws {
        let box = try makeSandbox()
        let result = try box.theseus(["rules", "--markdown"])
        XCTAssertEqual(result.status, 0)
        let committed = try String(contentsOf: TheseusBinary.repositoryRoot.appendingPathComponent("rules.md"), encoding: .utf8)
        XCTAssertEqual(result.stdout, committed, "regenerate rules.md with `theseus rules --markdown > rules.md`")
    }

    func testOnlyRule() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.generated(1))
        let result = try box.theseus(["--no-cache", "--reporter", "json", "--only-rule", "any_view"])
        XCTAssertEqual(Set(try JSONReport(result.stdout).rules), ["any_view"])
        let two = try box.theseus(["--no-cache", "--reporter", "json", "--only-rule", "any_view", "--only-rule=index_based_identity"])
        XCTAssertEqual(Set(try JSONReport(two.stdout).rules), ["any_view", "index_based_identity"])
        let unknown = try box.theseus(["--only-rule", "any_veiw"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean any_view?"), unknown.stderr)
    }
}
