import Foundation
import XCTest

/// Deterministic output, the JSON shape, `--output`, `--stdin-path` and the GitHub job summary.
final class OutputTests: XCTestCase {
    /// ~30 files in a few folders, each with findings of several rules.
    func makeProject(_ box: Sandbox, files: Int = 30) throws {
        for n in 0..<files {
            let folder = ["Sources/App", "Sources/Feature", "Sources", "Tests/Z", "a"][n % 5]
            try box.write("\(folder)/File\(String(n, radix: 36)).swift", Snippets.generated(n))
        }
    }

    func testOutputIsIdenticalWhateverTheJobsAndAcrossRuns() throws {
        let box = try makeSandbox()
        try makeProject(box)
        let one = try box.theseus(["--no-cache", "--jobs", "1", "--reporter", "xcode"])
        XCTAssertEqual(one.status, 1, one.stderr)
        XCTAssertGreaterThanOrEqual(one.stdout.split(separator: "\n").count, 60, one.stdout)
        let two = try box.theseus(["--no-cache", "--jobs", "2", "--reporter", "xcode"])
        XCTAssertEqual(one.stdoutData, two.stdoutData)
        let text = try box.theseus(["--no-cache", "--jobs", "1"])
        for _ in 0..<20 {
            let again = try box.theseus(["--no-cache", "--jobs", "2"])
            XCTAssertEqual(again.status, 1)
            XCTAssertEqual(again.stdoutData, text.stdoutData)
        }
    }

    func testFindingsAreOrderedByPathLineColumnRule() throws {
        let box = try makeSandbox()
        try makeProject(box, files: 12)
        let result = try box.theseus(["--no-cache", "--jobs", "2", "--reporter", "json"])
        let report = try JSONReport(result.stdout)
        XCTAssertGreaterThan(report.findings.count, 20)
        let keys = report.findings.map { f in
            (f["file"] as? String ?? "", f["line"] as? Int ?? 0, f["column"] as? Int ?? 0, f["rule"] as? String ?? "")
        }
        for (a, b) in zip(keys, keys.dropFirst()) {
            XCTAssertTrue(a <= b, "\(a) comes before \(b)")
        }
    }

    func testJSONMatchesTheContractShape() throws {
        let box = try makeSandbox()
        try box.write("Sources/P.swift", Snippets.errorBug)
        try box.write("Sources/V.swift", Snippets.warningOnly)
        let result = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let report = try JSONReport(result.stdout)
        let tool = try XCTUnwrap(report.object["tool"] as? [String: Any])
        XCTAssertEqual(tool["name"] as? String, "theseus")
        XCTAssertEqual(tool["version"] as? String, "0.1.0")
        XCTAssertEqual(report.errors.count, 0)
        XCTAssertNotNil(report.object["errors"] as? [Any])
        XCTAssertEqual(report.files, ["Sources/P.swift", "Sources/V.swift"])
        let first = report.findings[0]
        XCTAssertEqual(first["rule"] as? String, "unstable_identifiable_id")
        XCTAssertEqual(first["severity"] as? String, "error")
        XCTAssertEqual(first["line"] as? Int, 1)
        XCTAssertEqual(first["column"] as? Int, 51)
        XCTAssertEqual(first["endLine"] as? Int, 1)
        XCTAssertEqual(first["endColumn"] as? Int, 57)
        XCTAssertNotNil(first["message"] as? String)
        XCTAssertNotNil(first["help"] as? String)
        XCTAssertEqual(report.findings[1]["severity"] as? String, "warning")
        let summary = report.summary
        XCTAssertEqual(summary["files"] as? Int, 2)
        XCTAssertEqual(summary["findings"] as? Int, 2)
        XCTAssertEqual(summary["error"] as? Int, 1)
        XCTAssertEqual(summary["warning"] as? Int, 1)
        XCTAssertEqual(summary["info"] as? Int, 0)
    }

    func testFilePathIsRelativeInsideTheCurrentFolderAndAbsoluteOutside() throws {
        let box = try makeSandbox()
        try box.write("Sources/In.swift", Snippets.errorBug)
        let outside = try box.write("Out.swift", Snippets.errorBug, in: box.outside)
        let inside = box.work.appendingPathComponent("Sources/In.swift").path
        // Inside, however it is named; outside, absolute however it is named.
        let result = try box.theseus(["--no-cache", "--reporter", "json", inside, "../outside/Out.swift"])
        let report = try JSONReport(result.stdout)
        XCTAssertEqual(Set(report.files), ["Sources/In.swift", outside.path])
        // From a subfolder, a file in the parent is outside.
        let sub = try box.theseus(["--no-cache", "--reporter", "json", "."], in: box.work.appendingPathComponent("Sources"))
        XCTAssertEqual(try JSONReport(sub.stdout).files, ["In.swift"])
    }

    func testOutputFileGetsTheReportAndStandardOutputNothing() throws {
        let box = try makeSandbox()
        try box.write("P.swift", Snippets.errorBug)
        let direct = try box.theseus(["--no-cache", "--reporter", "json"])
        let result = try box.theseus(["--no-cache", "--reporter", "json", "--output", "report.json", "P.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(box.read("report.json"), direct.stdout)
        // The report file itself is not linted on the next run (it is not Swift).
        let again = try box.theseus(["--no-cache", "--reporter", "json", "--output", "report.json"])
        XCTAssertEqual(again.stdout, "")
        XCTAssertEqual(try JSONReport(box.read("report.json") ?? "").files, ["P.swift"])
    }

    func testStandardInputIsReportedUnderTheGivenPath() throws {
        let box = try makeSandbox()
        // A file on disk at that path with other contents: standard input wins.
        try box.write("Sources/V.swift", Snippets.clean)
        let result = try box.theseus(["--stdin-path", "Sources/V.swift", "--reporter", "xcode"], stdin: Data(Snippets.errorBug.utf8))
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(box.relative(result.stdout).hasPrefix("Sources/V.swift:1:51: error: "), result.stdout)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1)

        let absolute = box.outside.appendingPathComponent("Other.swift").path
        let outside = try box.theseus(["--stdin-path", absolute, "--reporter", "json"], stdin: Data(Snippets.errorBug.utf8))
        XCTAssertEqual(try JSONReport(outside.stdout).files, [absolute])

        let clean = try box.theseus(["--stdin-path", "New.swift"], stdin: Data(Snippets.clean.utf8))
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout, "")

        let withPath = try box.theseus(["--stdin-path", "New.swift", "Sources"], stdin: Data())
        XCTAssertEqual(withPath.status, 2)
    }

    func testGitHubReporterWritesTheStepSummary() throws {
        let box = try makeSandbox()
        try box.write("P.swift", Snippets.errorBug)
        try box.write("V.swift", Snippets.warningOnly)
        let summary = try box.write("summary.md", "previous step\n", in: box.outside)
        let result = try box.theseus(["--no-cache", "--reporter", "github"], env: ["GITHUB_STEP_SUMMARY": summary.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("::error file=P.swift,line=1,col=51,"), result.stdout)
        let text = try XCTUnwrap(box.read("summary.md", in: box.outside))
        XCTAssertTrue(text.hasPrefix("previous step\n## Theseus\n"), "appended, not replaced: \(text)")
        XCTAssertTrue(text.contains("| Severity | Location | Rule | Message |"), text)
        XCTAssertTrue(text.contains("| error | P.swift:1 | `unstable_identifiable_id` |"), text)
        XCTAssertTrue(text.contains("| warning | V.swift:3 | `any_view` |"), text)

        // The alias, and a summary file that does not exist yet.
        let fresh = box.outside.appendingPathComponent("fresh.md")
        _ = try box.theseus(["--no-cache", "--reporter", "github-actions-logging"], env: ["GITHUB_STEP_SUMMARY": fresh.path])
        XCTAssertTrue(box.read("fresh.md", in: box.outside)?.hasPrefix("## Theseus\n") ?? false)

        // Other reporters leave it alone.
        let untouched = box.outside.appendingPathComponent("untouched.md")
        _ = try box.theseus(["--no-cache", "--reporter", "json"], env: ["GITHUB_STEP_SUMMARY": untouched.path])
        XCTAssertFalse(FileManager.default.fileExists(atPath: untouched.path))
    }

    func testAnUnwritableStepSummaryIsOnlyAWarning() throws {
        let box = try makeSandbox()
        try box.write("V.swift", Snippets.warningOnly)
        let result = try box.theseus(["--no-cache", "--reporter", "github"], env: ["GITHUB_STEP_SUMMARY": "/nonexistent-folder/summary.md"])
        XCTAssertEqual(result.status, 0, "warnings only: the run passes even without a summary")
        XCTAssertTrue(result.stderr.contains("warning") && result.stderr.contains("/nonexistent-folder/summary.md"), result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("::warning "), result.stdout)
    }
}
