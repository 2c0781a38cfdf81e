import Foundation
import XCTest

/// Nested `.theseus.yml` files through the command line: which files they govern, however the files
/// are named, their errors, `strict`, `reporter`, exclusions, and the cache.
final class NestedConfigurationCLITests: XCTestCase {
    /// The root's severity for `unstable_identifiable_id`, a child's below `Feature`, a grandchild that
    /// turns the rule off below `Feature/Legacy`, and a sibling folder with none.
    func makeProject(_ box: Sandbox) throws {
        try box.write(".theseus.yml", "unstable_identifiable_id:\n  severity: warning\n")
        try box.write("Feature/.theseus.yml", "unstable_identifiable_id:\n  severity: info\n")
        try box.write("Feature/Legacy/.theseus.yml", "disabled_rules: [unstable_identifiable_id]\n")
        for path in ["App.swift", "Feature/F.swift", "Feature/Deep/D.swift", "Feature/Legacy/L.swift", "FeatureKit/K.swift"] {
            try box.write(path, Snippets.errorBug)
        }
    }

    func severities(_ result: RunResult, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        var map: [String: String] = [:]
        for finding in try JSONReport(result.stdout, file: file, line: line).findings {
            map[finding["file"] as? String ?? "?"] = finding["severity"] as? String
        }
        return map
    }

    func testEachFileGetsTheNearestNestedConfigurationOverItsParents() throws {
        let box = try makeSandbox()
        try makeProject(box)
        let result = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try severities(result), [
            "App.swift": "warning", "Feature/F.swift": "info", "Feature/Deep/D.swift": "info", "FeatureKit/K.swift": "warning",
        ])
    }

    func testFilesNamedOnTheirOwnGetTheirNestedConfigurationToo() throws {
        let box = try makeSandbox()
        try makeProject(box)
        // pre-commit names files; the nested files above them are looked up, not walked to.
        let named = try box.theseus(["--no-cache", "--reporter", "json", "Feature/Deep/D.swift", "Feature/Legacy/L.swift", "App.swift"])
        XCTAssertEqual(try severities(named), ["App.swift": "warning", "Feature/Deep/D.swift": "info"])
        // A walk that starts below a nested file.
        let folder = try box.theseus(["--no-cache", "--reporter", "json", "Feature/Deep"])
        XCTAssertEqual(try severities(folder), ["Feature/Deep/D.swift": "info"])
        // From a folder without a configuration of its own: the root is found above it.
        let elsewhere = try box.theseus(["--no-cache", "--reporter", "json", "../Feature/F.swift"], in: box.work.appendingPathComponent("FeatureKit"))
        XCTAssertEqual(try severities(elsewhere), [box.work.appendingPathComponent("Feature/F.swift").path: "info"])
        // An editor's buffer on standard input.
        let stdin = try box.theseus(["--no-cache", "--reporter", "json", "--stdin-path", "Feature/New.swift"], stdin: Data(Snippets.errorBug.utf8))
        XCTAssertEqual(try severities(stdin), ["Feature/New.swift": "info"])
    }

    func testAnInvalidNestedConfigurationIsAConfigurationError() throws {
        let box = try makeSandbox()
        try makeProject(box)
        try box.write("Feature/Deep/.theseus.yml", "strict: true\ndisabled_rule: [any_view]\n")
        let result = try box.theseus(["--no-cache"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("theseus: error: Feature/Deep/.theseus.yml:2: unknown key `disabled_rule` (did you mean `disabled_rules`?)"),
                      result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testACachedRunFollowsAnEditedNestedConfiguration() throws {
        let box = try makeSandbox()
        try makeProject(box)
        let cache = box.root.appendingPathComponent("cache").path
        let first = try box.theseus(["--cache-path", cache, "--reporter", "json"])
        XCTAssertEqual(try severities(first)["Feature/F.swift"], "info")
        try box.write("Feature/.theseus.yml", "unstable_identifiable_id:\n  severity: error\n")
        let edited = try box.theseus(["--cache-path", cache, "--reporter", "json"])
        XCTAssertEqual(edited.status, 1, "an error now")
        XCTAssertEqual(try severities(edited)["Feature/F.swift"], "error")
        XCTAssertEqual(try severities(edited)["App.swift"], "warning")
        // A new nested file invalidates the cache too.
        try box.write("FeatureKit/.theseus.yml", "disabled_rules: [unstable_identifiable_id]\n")
        let added = try box.theseus(["--cache-path", cache, "--reporter", "json"])
        XCTAssertNil(try severities(added)["FeatureKit/K.swift"])
        XCTAssertEqual(added.stdout, try box.theseus(["--no-cache", "--reporter", "json"]).stdout)
    }

    func testStrictInANestedConfigurationFailsTheRunForItsFilesOnly() throws {
        let box = try makeSandbox()
        try box.write("Strict/.theseus.yml", "strict: true\n")
        try box.write("App.swift", Snippets.warningOnly)
        XCTAssertEqual(try box.theseus(["--no-cache"]).status, 0, "a warning outside the strict folder")
        try box.write("Strict/S.swift", Snippets.warningOnly)
        XCTAssertEqual(try box.theseus(["--no-cache"]).status, 1, "a warning in it")
        try box.write(".theseus.yml", "strict: true\n")
        try box.write("Strict/.theseus.yml", "strict: false\n")
        try FileManager.default.removeItem(at: box.work.appendingPathComponent("App.swift"))
        XCTAssertEqual(try box.theseus(["--no-cache"]).status, 0, "a child relaxes its parent")
    }

    func testExcludedAndIncludedOfANestedFileAreRelativeToIt() throws {
        let box = try makeSandbox()
        try box.write("Feature/.theseus.yml", "excluded: [Generated]\nincluded: [Views]\n")
        for path in ["Generated/G.swift", "Feature/Generated/G.swift", "Feature/Views/V.swift", "Feature/Model/M.swift", "Feature/Views/Generated/X.swift"] {
            try box.write(path, Snippets.errorBug)
        }
        let walk = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(Set(try JSONReport(walk.stdout).files), ["Generated/G.swift", "Feature/Views/V.swift", "Feature/Views/Generated/X.swift"])
        // Named on their own: `excluded` still applies, `included` does not (as with the root's).
        let named = try box.theseus(["--no-cache", "--reporter", "json", "Feature/Generated/G.swift", "Feature/Model/M.swift"])
        XCTAssertEqual(try JSONReport(named.stdout).files, ["Feature/Model/M.swift"])
    }

    func testAReporterInANestedConfigurationIsIgnoredWithAWarning() throws {
        let box = try makeSandbox()
        try box.write(".theseus.yml", "reporter: xcode\n")
        try box.write("Feature/.theseus.yml", "\nreporter: json\n")
        try box.write("Feature/F.swift", Snippets.errorBug)
        let result = try box.theseus(["--no-cache"])
        XCTAssertTrue(box.relative(result.stdout).hasPrefix("Feature/F.swift:1:51: error: "), result.stdout)
        XCTAssertTrue(result.stderr.contains("theseus: warning: Feature/.theseus.yml:2: `reporter` applies to the whole run"), result.stderr)
    }

    func testTheConfigOptionNamesTheRootAndNestedFilesBelowItStillApply() throws {
        let box = try makeSandbox()
        try makeProject(box)
        // The build-tool and command plugins always pass `--config` with the package's file.
        let explicit = try box.theseus(["--no-cache", "--reporter", "json", "--config", box.work.appendingPathComponent(".theseus.yml").path])
        XCTAssertEqual(try severities(explicit)["Feature/F.swift"], "info")
        // A configuration outside the folder: the files here are not below it, so no nested file applies.
        try box.write("other.yml", "unstable_identifiable_id:\n  severity: error\n", in: box.outside)
        let outside = try box.theseus(["--no-cache", "--reporter", "json", "--config", "../outside/other.yml"])
        XCTAssertEqual(try severities(outside)["Feature/F.swift"], "error")
        XCTAssertEqual(try severities(outside)["Feature/Legacy/L.swift"], "error")
    }

    func testMaxFileSizeOfANestedConfiguration() throws {
        let box = try makeSandbox()
        try box.write("Small/.theseus.yml", "max_file_size: 10\n")
        try box.write("Small/S.swift", Snippets.errorBug)
        try box.write("App.swift", Snippets.errorBug)
        let result = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(try JSONReport(result.stdout).files, ["App.swift"])
        XCTAssertTrue(result.stderr.contains("theseus: warning: Small/S.swift: skipped:"), result.stderr)
    }
}
