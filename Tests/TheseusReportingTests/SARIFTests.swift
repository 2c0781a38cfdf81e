import Foundation
import XCTest
@testable import TheseusReporting

final class SARIFTests: XCTestCase {
    func run(_ report: LintReport, workingDirectory: String = "/work/project") throws -> [String: Any] {
        let output = SARIFReporter.render(report, options: ReportOptions(), workingDirectory: workingDirectory)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        XCTAssertEqual(root["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try XCTUnwrap(root["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        return runs[0]
    }

    func results(_ run: [String: Any]) throws -> [[String: Any]] { try XCTUnwrap(run["results"] as? [[String: Any]]) }

    func region(_ result: [String: Any], _ key: String = "locations") throws -> [String: Int] {
        let location = try XCTUnwrap((result[key] as? [[String: Any]])?.first)
        return try XCTUnwrap((location["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
    }

    func artifact(_ result: [String: Any], _ key: String = "locations") throws -> [String: String] {
        let location = try XCTUnwrap((result[key] as? [[String: Any]])?.first)
        return try XCTUnwrap((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])
    }

    // MARK: Columns

    func testColumnsAreCodePointsOnAMultiByteLine() throws {
        let run = try run(ReportFixtures.report)
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let results = try results(run)
        // `\tText("Café ☕️").id(UUID())`: `.id(` starts at byte 22, code point 17 (é is 2 bytes, ☕ 3, U+FE0F 3).
        XCTAssertEqual(try region(results[1]), ["startLine": 20, "startColumn": 17, "endLine": 20, "endColumn": 28])
        // ASCII lines: bytes and code points agree.
        XCTAssertEqual(try region(results[0]), ["startLine": 12, "startColumn": 9, "endLine": 12, "endColumn": 42])
        // A multi-line range keeps the end column of its last line.
        XCTAssertEqual(try region(results[3]), ["startLine": 7, "startColumn": 1, "endLine": 8, "endColumn": 1])
    }

    func testCJKAndRelatedLocationsOnTheSameLine() throws {
        let line = "let 名前 = UUID(); let ok = 名前\n"  // 名前 is 6 bytes, 2 code points
        let finding = ReportFixtures.finding("unstable_view_id", .warning, "m", path: "A.swift", line: 2, column: 12, endColumn: 18,
                                             lineText: line,
                                             evidence: [Evidence(.state, SourceRange(path: "A.swift", startLine: 2, startColumn: 30, endLine: 2, endColumn: 36), "same line"),
                                                        Evidence(.userChanges, SourceRange(path: "A.swift", startLine: 5, startColumn: 3, endLine: 5, endColumn: 9), "other line")])
        let results = try results(try run(LintReport(findings: [finding], filesLinted: 1, rules: [], toolVersion: "0")))
        XCTAssertEqual(try region(results[0]), ["startLine": 2, "startColumn": 8, "endLine": 2, "endColumn": 14])
        let related = try XCTUnwrap(results[0]["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual(related.map { $0["id"] as? Int }, [0, 1])
        XCTAssertEqual((related[0]["message"] as? [String: Any])?["text"] as? String, "same line")
        let sameLine = try XCTUnwrap((related[0]["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
        XCTAssertEqual(sameLine, ["startLine": 2, "startColumn": 26, "endLine": 2, "endColumn": 28])
        let otherLine = try XCTUnwrap((related[1]["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
        XCTAssertEqual(otherLine, ["startLine": 5, "startColumn": 3, "endLine": 5, "endColumn": 9], "no text for that line: byte columns")
    }

    func testCodePointColumn() {
        let line = SourceLine("aé☕️b\r\n")
        XCTAssertEqual(line.text, "aé☕️b")
        XCTAssertEqual(line.codePointColumn(ofByteColumn: 1), 1)   // a
        XCTAssertEqual(line.codePointColumn(ofByteColumn: 2), 2)   // é
        XCTAssertEqual(line.codePointColumn(ofByteColumn: 4), 3)   // ☕
        XCTAssertEqual(line.codePointColumn(ofByteColumn: 7), 4)   // U+FE0F
        XCTAssertEqual(line.codePointColumn(ofByteColumn: 10), 5)  // b
        XCTAssertEqual(line.codePointColumn(ofByteColumn: 11), 6)  // end of line
        XCTAssertEqual(line.codePointColumn(ofByteColumn: 13), 8)  // past the end: counted on
    }

    // MARK: Locations

    func testURIs() throws {
        let paths = ["Sources/App/Pet List.swift", "./Sources/Ünïcode#1?.swift", "/elsewhere/x y.swift", "../sibling/a.swift", "Sources/a:b.swift"]
        let findings = paths.map { ReportFixtures.finding("any_view", .warning, "m", path: $0, line: 1, column: 1, endColumn: 2, lineText: "x\n") }
        let run = try run(LintReport(findings: findings, filesLinted: 5, rules: [], toolVersion: "0"), workingDirectory: "/home/me/my app")
        let base = try XCTUnwrap(((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String)
        XCTAssertEqual(base, "file:///home/me/my%20app/")
        let artifacts = try results(run).map { try artifact($0) }
        XCTAssertEqual(artifacts, [
            ["uri": "Sources/App/Pet%20List.swift", "uriBaseId": "%SRCROOT%"],
            ["uri": "Sources/%C3%9Cn%C3%AFcode%231%3F.swift", "uriBaseId": "%SRCROOT%"],
            ["uri": "file:///elsewhere/x%20y.swift"],
            ["uri": "file:///home/me/sibling/a.swift"],
            ["uri": "Sources/a%3Ab.swift", "uriBaseId": "%SRCROOT%"],
        ])
    }

    // MARK: Rules

    func testRuleIndexNamesTheRuleAndMissingRulesAreAdded() throws {
        var report = ReportFixtures.report
        report.findings.append(ReportFixtures.finding("any_view", .warning, "m", path: "Z.swift", line: 1, column: 1, endColumn: 2, lineText: "x\n"))
        report.findings.append(ReportFixtures.finding("no_such_rule", .warning, "m", path: "Z.swift", line: 2, column: 1, endColumn: 2, lineText: "y\n"))
        let run = try run(report)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String },
                       ["unstable_view_id", "index_based_identity", "ephemeral_default_id", "unused_suppression", "any_view"])
        for result in try results(run) {
            guard let index = result["ruleIndex"] as? Int else {
                XCTAssertEqual(result["ruleId"] as? String, "no_such_rule", "only an unknown rule has no index")
                continue
            }
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
        }
    }

    func testRuleMetadata() throws {
        let run = try run(ReportFixtures.report)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "theseus")
        XCTAssertEqual(driver["version"] as? String, "0.1.0")
        XCTAssertEqual(driver["semanticVersion"] as? String, "0.1.0")
        XCTAssertEqual(driver["informationUri"] as? String, "https://github.com/theseus-lint/theseus")
        let rule = try XCTUnwrap((driver["rules"] as? [[String: Any]])?.first)
        XCTAssertEqual(rule["name"] as? String, "UnstableViewId")
        let help = try XCTUnwrap(rule["help"] as? [String: String])
        let markdown = try XCTUnwrap(help["markdown"])
        XCTAssertFalse(markdown.contains("↓"), "the example markers are removed")
        XCTAssertTrue(markdown.contains("```swift\nText(\"a\").id(UUID())\n```"))
        XCTAssertEqual((rule["defaultConfiguration"] as? [String: String])?["level"], "warning")
        XCTAssertEqual((rule["properties"] as? [String: Any])?["tags"] as? [String], ["swiftui", "identity"])
    }

    func testNames() {
        XCTAssertEqual(SARIFRuleHelp.upperCamelName("Index-based identity"), "IndexBasedIdentity")
        XCTAssertEqual(SARIFRuleHelp.upperCamelName("AnyView"), "AnyView")
        XCTAssertEqual(SARIFRuleHelp.upperCamelName("Non-constant ForEach range"), "NonConstantForEachRange")
    }

    func testFencesGrowAroundBackticks() {
        XCTAssertEqual(SARIFRuleHelp.fenced("let s = \"```\"\n"), "````swift\nlet s = \"```\"\n````\n")
    }

    func testInvocation() throws {
        let clean = try run(LintReport(findings: [], filesLinted: 1, rules: [], toolVersion: "0"))
        let invocation = try XCTUnwrap((clean["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, true)
        XCTAssertNil(invocation["toolExecutionNotifications"])
        XCTAssertEqual((clean["results"] as? [Any])?.count, 0, "results is present even when empty")

        let failed = try run(ReportFixtures.report)
        let failedInvocation = try XCTUnwrap((failed["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(failedInvocation["executionSuccessful"] as? Bool, false)
        let notification = try XCTUnwrap((failedInvocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        XCTAssertEqual(notification["level"] as? String, "error")
        XCTAssertEqual((notification["message"] as? [String: Any])?["text"] as? String, "not valid UTF-8")
    }

    func testTheRealRulesRender() throws {
        let rules = RuleRegistry.all.map { $0.description }
        let run = try run(LintReport(findings: [], filesLinted: 0, rules: rules, toolVersion: "0.1.0"))
        let listed = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(listed.count, rules.count)
        for rule in listed {
            XCTAssertFalse(((rule["help"] as? [String: String])?["markdown"] ?? "↓").contains("↓"))
        }
    }

    /// With `THESEUS_SARIF_OUT=/some/dir/out.sarif`, writes the snapshot report's SARIF there, and next to it
    /// `out.hostile.sarif` (hostile paths and messages) and `out.registry.sarif` (every real rule), for
    /// `Tools/sarif/validate.sh`.
    func testWriteSARIFForSchemaValidation() throws {
        guard let path = ProcessInfo.processInfo.environment["THESEUS_SARIF_OUT"], !path.isEmpty else { return }
        let stem = path.hasSuffix(".sarif") ? String(path.dropLast(".sarif".count)) : path
        var registry = ReportFixtures.report
        registry.rules = RuleRegistry.all.map { $0.description }
        let outputs = [
            (path, SARIFReporter.render(ReportFixtures.report, options: ReportOptions(), workingDirectory: "/work/project")),
            (stem + ".hostile.sarif", SARIFReporter.render(ReportFixtures.hostileReport, options: ReportOptions(), workingDirectory: "/work/my project")),
            (stem + ".registry.sarif", SARIFReporter.render(registry, options: ReportOptions())),
        ]
        for (file, text) in outputs {
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }
}
