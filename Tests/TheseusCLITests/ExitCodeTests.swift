import Foundation
import XCTest

/// Exit codes: 0 nothing fails the run, 1 findings fail it, 2 usage, configuration and input errors.
final class ExitCodeTests: XCTestCase {
    func testNoFindingsExitsZeroWithEmptyOutput() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.clean)
        let result = try box.theseus(["lint", "--no-cache"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("0 findings"), result.stderr)
    }

    func testErrorFindingExitsOne() throws {
        let box = try makeSandbox()
        try box.write("P.swift", Snippets.errorBug)
        let result = try box.theseus(["--no-cache", "--reporter", "xcode"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(box.relative(result.stdout).split(separator: "\n").first.map(String.init),
                       "P.swift:1:51: error: `id` of `P` returns a new `UUID()` whenever this is reached: wherever SwiftUI identifies the values by `id` (`ForEach`, `List`, `sheet(item:)`), each update gives them a new identity, so rows are removed and inserted again with any state they hold, and a sheet is presented again (this `List` identifies its rows by their id) [unstable_identifiable_id]")
    }

    func testWarningsAloneExitZeroAndOneWhenStrict() throws {
        let box = try makeSandbox()
        try box.write("V.swift", Snippets.warningOnly)
        let plain = try box.theseus(["--no-cache", "--reporter", "xcode"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.stdout.contains(": warning: ") && plain.stdout.contains("[any_view]"), plain.stdout)

        let strict = try box.theseus(["--no-cache", "--strict"])
        XCTAssertEqual(strict.status, 1, strict.stderr)

        try box.write(".theseus.yml", "strict: true\n")
        let configured = try box.theseus(["--no-cache"])
        XCTAssertEqual(configured.status, 1, configured.stderr)
    }

    func testUnknownOptionIsAUsageErrorWithASuggestion() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.errorBug)
        let result = try box.theseus(["lint", "--strcit"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--strcit") && result.stderr.contains("did you mean --strict?"), result.stderr)
        XCTAssertEqual(result.stdout, "", "a usage error lints nothing")
    }

    func testUnknownReporterIsAUsageError() throws {
        let box = try makeSandbox()
        let result = try box.theseus(["--reporter", "jsn"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown reporter 'jsn'") && result.stderr.contains("did you mean json?"), result.stderr)
        let noValue = try box.theseus(["--reporter"])
        XCTAssertEqual(noValue.status, 2)
        XCTAssertTrue(noValue.stderr.contains("--reporter needs a value"), noValue.stderr)
    }

    func testMissingPathExitsTwoAfterLintingTheOthers() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.errorBug)
        let result = try box.theseus(["--no-cache", "--reporter", "xcode", "A.swift", "Nope.swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("no such file or folder: Nope.swift"), result.stderr)
        XCTAssertTrue(result.stdout.contains("A.swift:1:51: error:"), "the other paths are still linted: \(result.stdout)")
    }

    func testConfigurationErrorsNameFileAndLine() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.clean)
        let config = try box.write(".theseus.yml", "strict: true\nstirct: true\n")
        let unknownKey = try box.theseus(["--no-cache"])
        XCTAssertEqual(unknownKey.status, 2)
        XCTAssertTrue(unknownKey.stderr.contains("\(config.path):2: unknown key `stirct`"), unknownKey.stderr)
        XCTAssertTrue(unknownKey.stderr.contains("did you mean `strict`?"), unknownKey.stderr)

        try box.write(".theseus.yml", "# rules\ndisabled_rules:\n  - any_veiw\n")
        let unknownRule = try box.theseus(["--no-cache"])
        XCTAssertEqual(unknownRule.status, 2)
        XCTAssertTrue(unknownRule.stderr.contains("\(config.path):3: "), unknownRule.stderr)
        XCTAssertTrue(unknownRule.stderr.contains("any_view"), unknownRule.stderr)

        try box.write(".theseus.yml", "strict: maybe\n")
        let wrongType = try box.theseus(["--no-cache"])
        XCTAssertEqual(wrongType.status, 2)
        XCTAssertTrue(wrongType.stderr.contains("\(config.path):1: "), wrongType.stderr)

        let missing = try box.theseus(["--no-cache", "--config", "nothere.yml"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nothere.yml"), missing.stderr)
    }

    func testOutputIntoAMissingFolderNamesThePath() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.clean)
        let result = try box.theseus(["--no-cache", "--output", "missing/report.txt"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("missing/report.txt: No such file or directory"), result.stderr)

        try box.write("file", "not a folder")
        let underFile = try box.theseus(["--no-cache", "--output", "file/report.txt"])
        XCTAssertEqual(underFile.status, 2)
        XCTAssertTrue(underFile.stderr.contains("file/report.txt: Not a directory"), underFile.stderr)
    }

    func testOutputIntoAReadOnlyFolderNamesThePath() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.clean)
        let readOnly = box.work.appendingPathComponent("ro")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
        chmod(readOnly.path, 0o555)
        let result = try box.theseusUnprivileged(["--no-cache", "--output", "ro/report.json", "A.swift"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("ro/report.json: Permission denied"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: readOnly.appendingPathComponent("report.json").path))
    }

    func testBadJobsValue() throws {
        let box = try makeSandbox()
        for value in ["0", "-1", "many"] {
            let result = try box.theseus(["--jobs", value])
            XCTAssertEqual(result.status, 2, value)
            XCTAssertTrue(result.stderr.contains("--jobs"), result.stderr)
        }
    }

    func testHelpAndVersion() throws {
        let box = try makeSandbox()
        let help = try box.theseus(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: theseus"), help.stdout)
        // Help after a command or among other options is still help, not an unknown option.
        for arguments in [["lint", "--help"], ["lint", ".", "-h", "--strict"], ["rules", "--help"], ["install-hook", "-h"]] {
            let result = try box.theseus(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("USAGE: theseus"), "\(arguments)")
        }
        let version = try box.theseus(["version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, "0.1.0\n")
        let flag = try box.theseus(["--version"])
        XCTAssertEqual(flag.stdout, "0.1.0\n")
    }
}

final class PathTests: XCTestCase {
    func testAFileNamedSeveralWaysIsLintedOnce() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.errorBug)
        try box.write("Sub/B.swift", Snippets.clean)
        let result = try box.theseus(["--no-cache", "--reporter", "json", "A.swift", "./A.swift", box.work.appendingPathComponent("A.swift").path,
                                      "Sub/../A.swift", ".", "Sub", "Sub/B.swift"])
        let report = try JSONReport(result.stdout)
        XCTAssertEqual(report.files, ["A.swift"])
        XCTAssertEqual(report.summary["files"] as? Int, 2)
    }

    func testQuietLeavesStandardErrorEmpty() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.errorBug)
        let result = try box.theseus(["--no-cache", "--quiet"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "")
        XCTAssertFalse(result.stdout.isEmpty)
    }

    /// Colour on a terminal (made with util-linux `script`), not with `NO_COLOR`, never in `--output`.
    func testColourOnlyOnATerminalWithoutNoColor() throws {
        #if os(Linux)
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.errorBug)
        let script = "/usr/bin/script"
        guard FileManager.default.isExecutableFile(atPath: script), let binary = TheseusBinary.url?.path else {
            throw XCTSkip("no `script` to run the binary on a terminal")
        }
        let command = "'\(binary)' --no-cache A.swift"
        let tty = try box.run(script, ["-qec", command, "/dev/null"])
        guard tty.stdout.contains("A.swift:1:51:") else { throw XCTSkip("`script` did not run the command: \(tty.stderr)") }
        XCTAssertTrue(tty.stdout.contains("\u{1B}["), tty.stdout)
        let noColor = try box.run(script, ["-qec", command, "/dev/null"], env: ["NO_COLOR": "1"])
        XCTAssertTrue(noColor.stdout.contains("A.swift:1:51: error:"), noColor.stdout)
        XCTAssertFalse(noColor.stdout.contains("\u{1B}["), noColor.stdout)
        _ = try box.run(script, ["-qec", command + " --output report.txt", "/dev/null"])
        let report = try XCTUnwrap(box.read("report.txt"))
        XCTAssertTrue(report.contains("A.swift:1:51: error:"), report)
        XCTAssertFalse(report.contains("\u{1B}["), report)
        #else
        throw XCTSkip("uses util-linux `script`")
        #endif
    }

    func testNoColourWhenStandardOutputIsNotATerminal() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.errorBug)
        let result = try box.theseus(["--no-cache"])
        XCTAssertFalse(result.stdout.contains("\u{1B}["), result.stdout)
    }
}
