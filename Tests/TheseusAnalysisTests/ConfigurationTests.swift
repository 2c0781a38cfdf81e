import XCTest
@testable import TheseusAnalysis

final class ConfigurationTests: XCTestCase {
    func parse(_ text: String) throws -> Configuration {
        try Configuration.parse(text, path: ".theseus.yml", rootDirectory: "/project")
    }

    func assertError(_ text: String, line: Int, contains fragment: String, file: StaticString = #filePath, at: UInt = #line) {
        do {
            _ = try parse(text)
            XCTFail("expected an error for:\n\(text)", file: file, line: at)
        } catch let error as ConfigurationError {
            XCTAssertEqual(error.line, line, "\(error)", file: file, line: at)
            XCTAssertTrue(error.description.contains(fragment), "\(error.description) lacks \(fragment)", file: file, line: at)
            XCTAssertTrue(error.description.hasPrefix(".theseus.yml:\(line): "), error.description, file: file, line: at)
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: at)
        }
    }

    func testEmptyFileIsTheDefaults() throws {
        let configuration = try parse("# nothing here\n")
        XCTAssertEqual(Set(configuration.enabledRuleIDs()), Set(RuleRegistry.all.filter { $0.description.enabledByDefault }.map { $0.description.id }))
        XCTAssertFalse(configuration.strict)
    }

    func testEveryTopLevelKey() throws {
        let configuration = try parse("""
        included: [Sources, App]
        excluded:
          - Sources/Generated
          - "**/*.generated.swift"
        disabled_rules: [any_view]
        opt_in_rules: [unused_suppression]
        reporter: sarif
        strict: true
        max_file_size: 1000000
        """)
        XCTAssertEqual(configuration.included, ["Sources", "App"])
        XCTAssertEqual(configuration.excluded, ["Sources/Generated", "**/*.generated.swift"])
        XCTAssertEqual(configuration.disabledRules, ["any_view"])
        XCTAssertEqual(configuration.reporter, "sarif")
        XCTAssertTrue(configuration.strict)
        XCTAssertEqual(configuration.maxFileSize, 1_000_000)
        XCTAssertFalse(configuration.enabledRuleIDs().contains("any_view"))
    }

    func testOnlyRulesWinsAndCommandLineWinsOverIt() throws {
        let configuration = try parse("only_rules: [any_view, index_based_identity]")
        XCTAssertEqual(configuration.enabledRuleIDs(), ["index_based_identity", "any_view"])
        XCTAssertEqual(configuration.enabledRuleIDs(onlyRules: ["unstable_view_id"]), ["unstable_view_id"])
    }

    func testRuleSeverityAndOptions() throws {
        let configuration = try parse("""
        non_unique_id_key_path:
          severity: error
          names: [isbn, title]
        any_view: { helpers: [erased] }
        """)
        XCTAssertEqual(configuration.severities["non_unique_id_key_path"], .error)
        XCTAssertEqual(configuration.options["non_unique_id_key_path"]?.stringList("names", default: []), ["isbn", "title"])
        XCTAssertEqual(configuration.options["any_view"]?.stringList("helpers", default: []), ["erased"])
        let linter = configuration.makeLinter()
        let findings = linter.lint(source: "struct Book { let serialNumber: Int; let isbn: String }\nstruct V: View { let b: [Book]\n var body: some View { ForEach(b, id: \\.isbn) { Text($0.isbn) } } }")
        XCTAssertEqual(findings.map(\.ruleID), ["non_unique_id_key_path"])
        XCTAssertEqual(findings.first?.severity, .error)
    }

    func testUnknownKeySuggestsTheNearName() {
        assertError("strict: false\ndisabled_rule: [any_view]\n", line: 2, contains: "did you mean `disabled_rules`?")
    }

    func testUnknownRuleIdSuggestsTheNearId() {
        assertError("disabled_rules:\n  - any_veiw\n", line: 2, contains: "unknown rule `any_veiw` in `disabled_rules` (did you mean `any_view`?)")
        assertError("any_veiw:\n  severity: error\n", line: 1, contains: "did you mean `any_view`?")
    }

    func testWrongTypes() {
        assertError("strict: maybe\n", line: 1, contains: "`strict` must be true or false")
        assertError("included: {a: b}\n", line: 1, contains: "`included` must be a list of paths")
        assertError("reporter: html\n", line: 1, contains: "`reporter` must be one of")
        assertError("max_file_size: -3\n", line: 1, contains: "positive number")
        assertError("any_view: [a]\n", line: 1, contains: "must be a severity (error, warning or info) or a mapping")
        assertError("any_view: loud\n", line: 1, contains: "must be a severity (error, warning or info) or a mapping")
        assertError("any_view:\n  severity: fatal\n", line: 2, contains: "`severity` must be error, warning or info")
        assertError("any_view:\n  helpers: {a: 1}\n", line: 2, contains: "`helpers` must be a list of strings")
        assertError("any_view:\n  helper: [x]\n", line: 2, contains: "unknown option `helper` for rule `any_view` (did you mean `helpers`?)")
        assertError("- a\n- b\n", line: 1, contains: "must be a mapping")
    }

    func testYAMLSyntaxErrorsKeepTheirLine() {
        assertError("strict: true\nincluded: [a, b\n", line: 2, contains: "unterminated")
        assertError("a: 1\na: 2\n", line: 2, contains: "duplicate key")
    }

    func testExampleFileDocumentsEveryKeyAndEveryRuleOption() throws {
        let url = FixtureTests.fixturesFolder.deletingLastPathComponent().appendingPathComponent(".theseus.example.yml")
        let text = try String(contentsOf: url, encoding: .utf8)
        // It is a valid configuration…
        XCTAssertNoThrow(try Configuration.parse(text, path: url.path, rootDirectory: "/"))
        // …that mentions every key, every rule and every option.
        for key in Configuration.topLevelKeys { XCTAssertTrue(text.contains(key + ":"), "missing key \(key)") }
        for rule in RuleRegistry.all {
            XCTAssertTrue(text.contains(rule.description.id), "missing rule \(rule.description.id)")
            for option in rule.description.options {
                XCTAssertTrue(text.contains(option.name + ":"), "missing option \(option.name)")
                // With its default value, under the rule's own key.
                let section = text.components(separatedBy: "\n\(rule.description.id):\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
                XCTAssertTrue(section.contains("\(option.name): \(option.defaultValue)"), "\(rule.description.id).\(option.name) is not shown with its default \(option.defaultValue)")
            }
        }
    }

    func testGlobs() {
        XCTAssertTrue(Glob("Sources/Generated").matches("Sources/Generated/A.swift"))
        XCTAssertTrue(Glob("**/*.generated.swift").matches("A/B/c.generated.swift"))
        XCTAssertTrue(Glob("*.swift").matches("a.swift"))
        XCTAssertFalse(Glob("Sources/*.swift").matches("Tests/a.swift"))
        XCTAssertTrue(Glob("./Pods/").matches("Pods/X/y.swift"))
        XCTAssertFalse(Glob("Gen").matches("Generated/a.swift"))
        XCTAssertTrue(Glob("Gen*").matches("Generated/a.swift"))
        XCTAssertFalse(Glob(String(repeating: "*a", count: 30)).matches(String(repeating: "a", count: 40) + "b"))
    }
}
