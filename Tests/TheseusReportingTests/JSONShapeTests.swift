import Foundation
import XCTest
@testable import TheseusReporting

/// The contract's "Findings as JSON": every key, with its type, read back with JSONSerialization.
final class JSONShapeTests: XCTestCase {
    func testEveryContractKeyHasItsType() throws {
        let output = JSONReporter.render(ReportFixtures.report, options: ReportOptions())
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual(Set(root.keys), ["tool", "findings", "errors", "summary"])

        let tool = try XCTUnwrap(root["tool"] as? [String: Any])
        XCTAssertEqual(Set(tool.keys), ["name", "version"])
        XCTAssertEqual(tool["name"] as? String, "theseus")
        XCTAssertEqual(tool["version"] as? String, "0.1.0")

        let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 4)
        let required: Set<String> = ["rule", "severity", "message", "file", "line", "column", "endLine", "endColumn", "confidence", "evidence"]
        let optional: Set<String> = ["help", "fix"]
        for finding in findings {
            XCTAssertTrue(required.isSubset(of: Set(finding.keys)), "missing keys in \(finding.keys)")
            XCTAssertTrue(Set(finding.keys).subtracting(required).isSubset(of: optional), "unexpected keys in \(finding.keys)")
            for key in ["rule", "message", "file"] { XCTAssertNotNil(finding[key] as? String, key) }
            XCTAssertTrue(["error", "warning", "info"].contains(try XCTUnwrap(finding["severity"] as? String)))
            for key in ["line", "column", "endLine", "endColumn"] {
                let value = try XCTUnwrap(finding[key] as? Int, key)
                XCTAssertGreaterThanOrEqual(value, 1, key)
            }
            if let help = finding["help"] { XCTAssertNotNil(help as? String) }
            XCTAssertTrue(["medium", "high"].contains(try XCTUnwrap(finding["confidence"] as? String)))
            XCTAssertNotNil(finding["evidence"] as? [[String: Any]])
        }

        let first = findings[0]
        XCTAssertEqual(first["rule"] as? String, "index_based_identity")
        XCTAssertEqual(first["severity"] as? String, "warning")
        XCTAssertEqual(first["file"] as? String, "Sources/App/PetList.swift")
        XCTAssertEqual(first["line"] as? Int, 12)
        XCTAssertEqual(first["column"] as? Int, 9)
        XCTAssertEqual(first["endLine"] as? Int, 12)
        XCTAssertEqual(first["endColumn"] as? Int, 42)
        XCTAssertEqual(first["help"] as? String, "Key rows by a stable id: `ForEach(pets) { pet in … }`")
        XCTAssertEqual(first["confidence"] as? String, "high")
        let firstEvidence = try XCTUnwrap(first["evidence"] as? [[String: Any]])
        XCTAssertEqual(firstEvidence.map { $0["kind"] as? String }, ["rows_move", "state"])
        XCTAssertNil(first["fix"], "fix only when there is one")

        // Columns are UTF-8 byte columns, also on a multi-byte line.
        XCTAssertEqual(findings[1]["column"] as? Int, 22)
        XCTAssertEqual(findings[1]["endColumn"] as? Int, 33)
        XCTAssertNil(findings[1]["help"], "help only when there is help")
        let fix = try XCTUnwrap(findings[1]["fix"] as? [String: Any])
        XCTAssertEqual(fix["description"] as? String, "Remove the `.id(_:)` modifier")
        XCTAssertEqual(fix["applicability"] as? String, "safe")
        let edits = try XCTUnwrap(fix["edits"] as? [[String: Any]])
        XCTAssertEqual(edits.count, 1)
        XCTAssertEqual(Set(edits[0].keys), ["line", "column", "endLine", "endColumn", "replacement"])
        XCTAssertEqual(edits[0]["column"] as? Int, 22)
        XCTAssertEqual(edits[0]["replacement"] as? String, "")

        XCTAssertEqual(findings[1]["confidence"] as? String, "medium")
        XCTAssertEqual((findings[1]["evidence"] as? [Any])?.count, 0)
        let evidence = try XCTUnwrap(findings[2]["evidence"] as? [[String: Any]])
        XCTAssertEqual(evidence.count, 1)
        XCTAssertEqual(Set(evidence[0].keys), ["kind", "file", "line", "column", "endLine", "endColumn", "text"])
        XCTAssertEqual(evidence[0]["kind"] as? String, "identified_by")
        XCTAssertEqual(evidence[0]["file"] as? String, "Sources/App/PetList.swift")
        for key in ["line", "column", "endLine", "endColumn"] { XCTAssertNotNil(evidence[0][key] as? Int, key) }
        XCTAssertEqual(evidence[0]["text"] as? String, "the rebuilt values are fed to this `ForEach`")

        let errors = try XCTUnwrap(root["errors"] as? [[String: Any]])
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(Set(errors[0].keys), ["file", "message"])
        XCTAssertEqual(errors[0]["file"] as? String, "Sources/Broken.swift")
        XCTAssertEqual(errors[0]["message"] as? String, "not valid UTF-8")

        let summary = try XCTUnwrap(root["summary"] as? [String: Any])
        XCTAssertEqual(Set(summary.keys), ["files", "findings", "error", "warning", "info"])
        XCTAssertEqual(summary["files"] as? Int, 3)
        XCTAssertEqual(summary["findings"] as? Int, 4)
        XCTAssertEqual(summary["error"] as? Int, 2)
        XCTAssertEqual(summary["warning"] as? Int, 1)
        XCTAssertEqual(summary["info"] as? Int, 1)
    }

    func testEmptyReportStillHasEveryKey() throws {
        let report = LintReport(findings: [], filesLinted: 0, rules: [], toolVersion: "9.9.9")
        let output = JSONReporter.render(report, options: ReportOptions())
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual((root["findings"] as? [Any])?.count, 0)
        XCTAssertEqual((root["errors"] as? [Any])?.count, 0)
        XCTAssertEqual((root["summary"] as? [String: Any])?["findings"] as? Int, 0)
        XCTAssertEqual((root["tool"] as? [String: Any])?["version"] as? String, "9.9.9")
    }
}
