import Foundation
import XCTest

/// `.theseus.yml` discovery, `--config`, and `included`/`excluded` relative to the configuration file.
final class ConfigurationDiscoveryTests: XCTestCase {
    func testConfigurationInAParentFolderIsFound() throws {
        let box = try makeSandbox()
        try box.write(".theseus.yml", "unstable_identifiable_id:\n  severity: warning\n")
        try box.write("App/Sources/P.swift", Snippets.errorBug)
        let result = try box.theseus(["--no-cache", "--reporter", "json"], in: box.work.appendingPathComponent("App/Sources"))
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try JSONReport(result.stdout)
        XCTAssertEqual(report.files, ["P.swift"])
        XCTAssertEqual(report.findings.first?["severity"] as? String, "warning")
    }

    func testConfigOptionOverridesTheDiscoveredFile() throws {
        let box = try makeSandbox()
        try box.write(".theseus.yml", "unstable_identifiable_id:\n  severity: warning\n")
        try box.write("other.yml", "unstable_identifiable_id:\n  severity: info\n", in: box.outside)
        try box.write("P.swift", Snippets.errorBug)
        let result = try box.theseus(["--no-cache", "--reporter", "json", "--config", "../outside/other.yml", "P.swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try JSONReport(result.stdout).findings.first?["severity"] as? String, "info")
        let strict = try box.theseus(["--no-cache", "--config", "../outside/other.yml", "--strict", "P.swift"])
        XCTAssertEqual(strict.status, 1)
    }

    func makeProject(_ box: Sandbox) throws {
        try box.write(".theseus.yml", """
        included:
          - Sources
        excluded:
          - "**/Generated"
          - Sources/Skip*.swift

        """)
        for path in ["Sources/A.swift", "Sources/Generated/G.swift", "Sources/Deep/Generated/H.swift", "Sources/SkipMe.swift",
                     "Other/O.swift"] {
            try box.write(path, Snippets.errorBug)
        }
    }

    func testIncludedAndExcludedAreHonoured() throws {
        let box = try makeSandbox()
        try makeProject(box)
        let result = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(try JSONReport(result.stdout).files, ["Sources/A.swift"])
        // From a subfolder: still relative to the configuration file.
        let sub = try box.theseus(["--no-cache", "--reporter", "json"], in: box.work.appendingPathComponent("Sources/Deep"))
        XCTAssertEqual(try JSONReport(sub.stdout).files, [box.work.appendingPathComponent("Sources/A.swift").path])
    }

    func testExcludedAppliesToFilesNamedExplicitly() throws {
        let box = try makeSandbox()
        try makeProject(box)
        // pre-commit passes every changed file by name; `included` only chooses what to lint when no path is given.
        let result = try box.theseus(["--no-cache", "--reporter", "json", "Sources/Generated/G.swift", "Sources/SkipMe.swift",
                                      "Other/O.swift", "Sources/A.swift", "Sources/Deep/Generated/H.swift"])
        XCTAssertEqual(try JSONReport(result.stdout).files, ["Other/O.swift", "Sources/A.swift"])
        let folder = try box.theseus(["--no-cache", "--reporter", "json", "Sources"])
        XCTAssertEqual(try JSONReport(folder.stdout).files, ["Sources/A.swift"])
        let sub = try box.theseus(["--no-cache", "--reporter", "json", "Generated/G.swift", "A.swift"], in: box.work.appendingPathComponent("Sources"))
        XCTAssertEqual(try JSONReport(sub.stdout).files, ["A.swift"])
    }

    func testConfigurationReporterIsTheDefault() throws {
        let box = try makeSandbox()
        try box.write(".theseus.yml", "reporter: xcode\n")
        try box.write("P.swift", Snippets.errorBug)
        let result = try box.theseus(["--no-cache"])
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1, result.stdout)
        let json = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(try JSONReport(json.stdout).files, ["P.swift"])
    }
}
