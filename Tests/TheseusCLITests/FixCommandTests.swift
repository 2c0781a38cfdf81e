import Foundation
import XCTest

/// `theseus lint --fix`, `--unsafe-fixes` and `--diff`, end to end.
final class FixCommandTests: XCTestCase {
    /// A safe fix (the `id:` argument of an `Identifiable` element keyed by name) and an unsafe one (a
    /// computed fresh `id` made stored), in one file with CRLF line endings.
    static let source = [
        "import SwiftUI",
        "struct Treat: Identifiable { let id: UUID; var name: String }",
        "struct Tag: Identifiable { var title: String; var id: UUID { UUID() } }",
        "struct Treats: View {",
        "    @State private var treats: [Treat] = []",
        "    let tags: [Tag]",
        "    var body: some View {",
        "        List { ForEach(treats, id: \\.name) { Text($0.name) } }",
        "        List(tags) { Text($0.title) }",
        "        Button(\"Add\") { treats.insert(Treat(id: UUID(), name: \"x\"), at: 0) }",
        "    }",
        "}",
        "",
    ].joined(separator: "\r\n")

    func testDiffShowsTheSafeFixesWritesNothingAndPatchAcceptsIt() throws {
        let box = try makeSandbox()
        try box.write("Treats.swift", Self.source)
        let result = try box.theseus(["--no-cache", "--diff"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("--- a/Treats.swift\n+++ b/Treats.swift\n@@ "), result.stdout)
        XCTAssertTrue(result.stdout.contains("-        List { ForEach(treats, id: \\.name) { Text($0.name) } }\r\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("+        List { ForEach(treats) { Text($0.name) } }\r\n"), result.stdout)
        XCTAssertFalse(result.stdout.contains("let id = UUID()"), "unsafe fixes only with --unsafe-fixes")
        XCTAssertEqual(box.read("Treats.swift"), Self.source, "--diff writes nothing")
        // The diff applies cleanly with patch.
        guard FileManager.default.fileExists(atPath: "/usr/bin/patch") else { throw XCTSkip("patch is not installed") }
        try box.write("fix.diff", result.stdout)
        // `--binary`: the file and the diff keep their CRLF line endings (GNU patch would strip them).
        let patch = try box.run("/usr/bin/patch", ["--dry-run", "--binary", "-p1", "-i", "fix.diff"])
        XCTAssertEqual(patch.status, 0, patch.stdout + patch.stderr)
        // Nothing to fix: exit 0 and no output.
        try box.write("Clean.swift", Snippets.clean, in: box.outside)
        let clean = try box.theseus(["--no-cache", "--diff", "../outside/Clean.swift"])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stdout, "")
    }

    func testFixWritesSafeFixesKeepsLineEndingsAndReportsWhatIsLeft() throws {
        let box = try makeSandbox()
        try box.write("Treats.swift", Self.source)
        let path = box.work.appendingPathComponent("Treats.swift").path
        chmod(path, 0o600)
        let result = try box.theseus(["--no-cache", "--fix", "--reporter", "json"])
        XCTAssertTrue(result.stderr.contains("theseus: fixed 1 finding in 1 file (non_unique_id_key_path: 1)"), result.stderr)
        let fixed = try XCTUnwrap(box.read("Treats.swift"))
        XCTAssertEqual(fixed, Self.source.replacingOccurrences(of: "ForEach(treats, id: \\.name)", with: "ForEach(treats)"))
        var info = stat()
        stat(path, &info)
        XCTAssertEqual(info.st_mode & 0o777, 0o600, "permissions kept")
        // What is left: the unsafe fix's finding, an error, so the run still fails.
        let report = try JSONReport(result.stdout)
        XCTAssertEqual(report.findings.map { $0["rule"] as? String }, ["unstable_identifiable_id"])
        let fix = try XCTUnwrap(report.findings.first?["fix"] as? [String: Any])
        XCTAssertEqual(fix["applicability"] as? String, "unsafe")
        XCTAssertEqual(result.status, 1)

        let unsafe = try box.theseus(["--no-cache", "--fix", "--unsafe-fixes"])
        XCTAssertEqual(unsafe.status, 0, unsafe.stdout + unsafe.stderr)
        XCTAssertTrue(try XCTUnwrap(box.read("Treats.swift")).contains("struct Tag: Identifiable { var title: String; let id = UUID() }\r\n"))
        // Fixing the fixed tree changes nothing.
        let again = try box.theseus(["--no-cache", "--diff", "--unsafe-fixes"])
        XCTAssertEqual(again.status, 0, again.stdout)
        XCTAssertEqual(again.stdout, "")
    }

    func testOptionsThatCannotGoTogether() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.clean)
        for arguments in [["--unsafe-fixes"], ["--fix", "--diff"], ["--fix", "--stdin-path", "A.swift"], ["--fix", "--baseline", "b.json"]] {
            let result = try box.theseus(["--no-cache"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("error:"), result.stderr)
        }
    }

    func testFixWithStagedLeavesAWorkingTreeThatDiffersFromTheIndex() throws {
        let box = try makeSandbox()
        guard try box.run("/usr/bin/env", ["git", "--version"]).status == 0 else { throw XCTSkip("git is not installed") }
        try box.git(["init", "-q", "-b", "main"])
        try box.write("Treats.swift", Self.source)
        try box.git(["add", "Treats.swift"])
        let edited = Self.source + "// still editing\r\n"
        try box.write("Treats.swift", edited)
        let differs = try box.theseus(["--staged", "--fix"])
        XCTAssertTrue(differs.stderr.contains("Treats.swift: not fixed: the working tree differs from the staged version"), differs.stderr)
        XCTAssertEqual(box.read("Treats.swift"), edited)
        // The same bytes in the index and the working tree: fixed in the working tree.
        try box.write("Treats.swift", Self.source)
        try box.git(["add", "Treats.swift"])
        let same = try box.theseus(["--staged", "--fix"])
        XCTAssertTrue(same.stderr.contains("fixed 1 finding in 1 file"), same.stderr)
        XCTAssertTrue(try XCTUnwrap(box.read("Treats.swift")).contains("ForEach(treats) {"))
    }
}
