import Foundation
import XCTest
@testable import TheseusReporting

final class FingerprintTests: XCTestCase {
    typealias F = ReportFixtures

    func testFNV1aTestVectors() {
        XCTAssertEqual(Fingerprint.hex(Fingerprint.fnv1a64([UInt8]())), "cbf29ce484222325")
        XCTAssertEqual(Fingerprint.hex(Fingerprint.fnv1a64(Array("a".utf8))), "af63dc4c8601ec8c")
        XCTAssertEqual(Fingerprint.hex(Fingerprint.fnv1a64(Array("foobar".utf8))), "85944171f73967e8")
    }

    /// The value is fixed: a different one would reopen every alert on GitHub.
    func testFingerprintIsAFixedFunctionOfItsInputs() {
        XCTAssertEqual(Fingerprint.fingerprint(ruleID: "index_based_identity", path: F.petList, lineText: F.forEachLine,
                                               message: "`ForEach` rows keyed by their position: `pets.indices`", occurrence: 0),
                       "76fa73516c694d8b")
        XCTAssertEqual(Fingerprint.fingerprints(for: F.report.findings)[0], "76fa73516c694d8b")
    }

    func testAFindingMovedDownByInsertedLinesKeepsItsFingerprint() {
        let before = [
            F.finding("any_view", .warning, "`AnyView` erases the type", path: "A.swift", line: 3, column: 9, endColumn: 20,
                      lineText: "        AnyView(Text(\"x\"))\n"),
            F.finding("index_based_identity", .warning, "rows keyed by position", path: "A.swift", line: 10, column: 5, endColumn: 30,
                      lineText: "    ForEach(xs.indices, id: \\.self) { i in\n"),
        ]
        // Five lines inserted at the top of the file, and the second block re-indented.
        var after = before
        after[0].range.startLine += 5; after[0].range.endLine += 5
        after[1].range.startLine += 5; after[1].range.endLine += 5
        after[1].lineText = "            ForEach(xs.indices, id: \\.self) { i in\n"
        after[1].range.startColumn += 8; after[1].range.endColumn += 8
        XCTAssertEqual(Fingerprint.fingerprints(for: before), Fingerprint.fingerprints(for: after))

        // The same through the reporters.
        let reportBefore = LintReport(findings: before, filesLinted: 1, rules: [], toolVersion: "0")
        let reportAfter = LintReport(findings: after, filesLinted: 1, rules: [], toolVersion: "0")
        XCTAssertEqual(try sarifFingerprints(reportBefore), try sarifFingerprints(reportAfter))
        XCTAssertEqual(try gitlabFingerprints(reportBefore), try gitlabFingerprints(reportAfter))
    }

    func testIdenticalFindingsGetDifferentFingerprintsThatStayPut() throws {
        let line = "    AnyView(row)\n"
        let first = F.finding("any_view", .warning, "`AnyView`", path: "A.swift", line: 4, column: 5, endColumn: 17, lineText: line)
        var second = first
        second.range.startLine = 9; second.range.endLine = 9
        let fingerprints = Fingerprint.fingerprints(for: [first, second])
        XCTAssertNotEqual(fingerprints[0], fingerprints[1])

        // An unrelated finding above both, and lines inserted above: both keep theirs.
        var movedFirst = first, movedSecond = second
        movedFirst.range.startLine += 3; movedFirst.range.endLine += 3
        movedSecond.range.startLine += 3; movedSecond.range.endLine += 3
        let other = F.finding("print_changes", .warning, "remove it", path: "A.swift", line: 1, column: 1, endColumn: 5, lineText: "Self._printChanges()\n")
        XCTAssertEqual(Fingerprint.fingerprints(for: [other, movedFirst, movedSecond]).dropFirst(), fingerprints[...])

        // The order of the input does not matter, only the order in the file.
        XCTAssertEqual(Fingerprint.fingerprints(for: [second, first]), [fingerprints[1], fingerprints[0]])

        // GitLab shows one issue per fingerprint: they must all differ.
        let report = LintReport(findings: [first, second], filesLinted: 1, rules: [], toolVersion: "0")
        let gitlab = try gitlabFingerprints(report)
        XCTAssertEqual(Set(gitlab).count, 2)
    }

    func testEveryFieldTakesPart() {
        let base = Fingerprint.fingerprint(ruleID: "r", path: "A.swift", lineText: "x", message: "m", occurrence: 0)
        XCTAssertNotEqual(base, Fingerprint.fingerprint(ruleID: "s", path: "A.swift", lineText: "x", message: "m", occurrence: 0))
        XCTAssertNotEqual(base, Fingerprint.fingerprint(ruleID: "r", path: "B.swift", lineText: "x", message: "m", occurrence: 0))
        XCTAssertNotEqual(base, Fingerprint.fingerprint(ruleID: "r", path: "A.swift", lineText: "y", message: "m", occurrence: 0))
        XCTAssertNotEqual(base, Fingerprint.fingerprint(ruleID: "r", path: "A.swift", lineText: "x", message: "n", occurrence: 0))
        XCTAssertNotEqual(base, Fingerprint.fingerprint(ruleID: "r", path: "A.swift", lineText: "x", message: "m", occurrence: 1))
        // Fields are separated: moving text from one field to the next changes the hash.
        XCTAssertNotEqual(Fingerprint.fingerprint(ruleID: "ab", path: "c", lineText: "", message: "", occurrence: 0),
                          Fingerprint.fingerprint(ruleID: "a", path: "bc", lineText: "", message: "", occurrence: 0))
        // Indentation and a leading `./` do not.
        XCTAssertEqual(base, Fingerprint.fingerprint(ruleID: "r", path: "./A.swift", lineText: "\t  x \r\n", message: "m", occurrence: 0))
    }

    func sarifFingerprints(_ report: LintReport) throws -> [String] {
        let output = SARIFReporter.render(report, options: ReportOptions(), workingDirectory: "/p")
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((root["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        return try results.map { try XCTUnwrap(($0["partialFingerprints"] as? [String: String])?["theseus/v1"]) }
    }

    func gitlabFingerprints(_ report: LintReport) throws -> [String] {
        let output = GitLabReporter.render(report, options: ReportOptions())
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        return try issues.map { try XCTUnwrap($0["fingerprint"] as? String) }
    }
}
