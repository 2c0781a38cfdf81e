import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Files that cannot be linted: the others are still linted, a message names the path, and the run
/// exits 2 once everything else is done.
final class FileSystemFaultTests: XCTestCase {
    func makeBox() throws -> Sandbox {
        let box = try makeSandbox()
        try box.write("Good.swift", Snippets.errorBug)
        return box
    }

    func assertOthersLinted(_ result: RunResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(result.exited, "crashed: \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stdout.contains("Good.swift:1:51: error: "), "the other files are linted: \(result.stdout)", file: file, line: line)
    }

    func testUnreadableFile() throws {
        let box = try makeBox()
        let secret = try box.write("Secret.swift", Snippets.clean)
        chmod(secret.path, 0o000)
        let result = try box.theseusUnprivileged(["--no-cache", "--reporter", "xcode"])
        assertOthersLinted(result)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Secret.swift: cannot read: Permission denied"), result.stderr)
        // Named explicitly, as pre-commit does.
        let named = try box.theseusUnprivileged(["--no-cache", "--reporter", "json", "Secret.swift", "Good.swift"])
        XCTAssertEqual(named.status, 2)
        let report = try JSONReport(named.stdout)
        XCTAssertEqual(report.errors.first?["file"] as? String, "Secret.swift")
        XCTAssertEqual(report.files, ["Good.swift"])
    }

    func testUnreadableFolder() throws {
        let box = try makeBox()
        let locked = box.work.appendingPathComponent("Locked")
        try box.write("Locked/Inside.swift", Snippets.clean)
        chmod(locked.path, 0o000)
        let result = try box.theseusUnprivileged(["--no-cache", "--reporter", "xcode"])
        assertOthersLinted(result)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Locked"), result.stderr)
    }

    func testSymlinkLoopAndDanglingSymlink() throws {
        let box = try makeBox()
        try FileManager.default.createSymbolicLink(atPath: box.work.appendingPathComponent("Loop.swift").path, withDestinationPath: "Loop.swift")
        try FileManager.default.createSymbolicLink(atPath: box.work.appendingPathComponent("Dangling.swift").path, withDestinationPath: "Nowhere.swift")
        // A link to a folder above: never followed, so no endless walk.
        try FileManager.default.createSymbolicLink(atPath: box.work.appendingPathComponent("Up").path, withDestinationPath: "..")
        let result = try box.theseus(["--no-cache", "--reporter", "json"], timeout: 10)
        XCTAssertTrue(result.exited)
        XCTAssertEqual(result.status, 2, result.stderr)
        let report = try JSONReport(result.stdout)
        XCTAssertEqual(report.files, ["Good.swift"])
        XCTAssertEqual(report.errors.compactMap { $0["file"] as? String }, ["Dangling.swift", "Loop.swift"])
        XCTAssertTrue(result.stderr.contains("Loop.swift: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("Dangling.swift: a symbolic link to a file that does not exist"), result.stderr)
    }

    func testFolderNamedLikeASwiftFile() throws {
        let box = try makeBox()
        try box.write("X.swift/Inner.swift", Snippets.errorBug)
        let result = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try JSONReport(result.stdout).files, ["Good.swift", "X.swift/Inner.swift"])
        let named = try box.theseus(["--no-cache", "--reporter", "json", "X.swift"])
        XCTAssertEqual(try JSONReport(named.stdout).files, ["X.swift/Inner.swift"])
    }

    func testFIFONeverBlocks() throws {
        let box = try makeBox()
        let fifo = box.work.appendingPathComponent("Y.swift").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        // In a walk: reported without waiting for a writer, and the run exits 2.
        let walked = try box.theseus(["--no-cache", "--reporter", "xcode"], timeout: 10)
        assertOthersLinted(walked)
        XCTAssertEqual(walked.status, 2)
        XCTAssertTrue(walked.stderr.contains("Y.swift: not a regular file"), walked.stderr)
        // Named explicitly: refused with a message, exit 2.
        let named = try box.theseus(["--no-cache", "--reporter", "xcode", "Y.swift", "Good.swift"], timeout: 10)
        assertOthersLinted(named)
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.contains("Y.swift: not a regular file"), named.stderr)
    }

    func testInvalidUTF8ContentsAreStillLinted() throws {
        let box = try makeBox()
        var bytes = Data("struct N: Identifiable { var a = 0; var id: UUID{ UUID() } }; struct O: View { let p: [N]; var body: some View { List(p) { _ in Text(\"\") } } }\n// caf".utf8)
        bytes += Data([0xE9, 0xFF, 0xFE, 0x0A])
        bytes += Data("let s = \"\u{FF}".utf8) + Data([0xC3, 0x0A])
        try box.write("Latin1.swift", bytes)
        let result = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertTrue(result.exited)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try JSONReport(result.stdout).files, ["Good.swift", "Latin1.swift"])
        let text = try box.theseus(["--no-cache"])
        XCTAssertTrue(text.exited)
        XCTAssertTrue(text.stdout.contains("Latin1.swift:1:51: error"), text.stdout)
    }

    func testFileNameThatIsNotUTF8() throws {
        let box = try makeBox()
        // "Caf\xE9.swift": Latin-1, not UTF-8; created with the raw bytes.
        var path = Array(box.work.path.utf8) + Array("/Caf".utf8) + [0xE9] + Array(".swift".utf8)
        path.append(0)
        let fd = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        guard fd >= 0 else { throw XCTSkip("the file system refuses names that are not UTF-8") }
        let source = Array(Snippets.errorBug.utf8)
        XCTAssertEqual(write(fd, source, source.count), source.count)
        close(fd)
        let result = try box.theseus(["--no-cache", "--reporter", "xcode"])
        assertOthersLinted(result)
        // Found by the walk, read through its raw bytes and linted; shown with U+FFFD for the bad byte.
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("Caf\u{FFFD}.swift:1:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("[unstable_identifiable_id]"), result.stdout)
    }

    /// Decision: a file over `max_file_size` is skipped on purpose, so it is a warning naming the file,
    /// not a read failure: the exit code is what the other files make it.
    func testFileOverTheMaximumSizeIsSkippedWithAWarning() throws {
        let box = try makeSandbox()
        try box.write(".theseus.yml", "max_file_size: 1000\n")
        try box.write("Small.swift", Snippets.clean)
        try box.write("Big.swift", Snippets.errorBug + String(repeating: "// padding\n", count: 200))
        let result = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try JSONReport(result.stdout)
        XCTAssertEqual(report.findings.count, 0)
        XCTAssertEqual(report.errors.count, 0)
        XCTAssertEqual(report.summary["files"] as? Int, 1)
        XCTAssertTrue(result.stderr.contains("warning: Big.swift: skipped:"), result.stderr)
        // The same for a file named explicitly, for staged contents and for standard input.
        let named = try box.theseus(["--no-cache", "Big.swift"])
        XCTAssertEqual(named.status, 0)
        XCTAssertTrue(named.stderr.contains("Big.swift: skipped"), named.stderr)
        let stdin = try box.theseus(["--stdin-path", "In.swift"], stdin: Data(String(repeating: "// padding\n", count: 200).utf8))
        XCTAssertEqual(stdin.status, 0)
        XCTAssertTrue(stdin.stderr.contains("In.swift: skipped"), stdin.stderr)
    }
}
