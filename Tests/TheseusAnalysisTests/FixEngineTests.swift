import Foundation
import XCTest
@testable import TheseusAnalysis
@testable import TheseusSyntax

/// The pieces `--fix` and `--diff` are made of: applying edits, the diff, and the careful write.
final class FixEngineTests: XCTestCase {
    func edit(_ start: Int, _ end: Int, _ text: String) -> FixEdit { FixEdit(ByteRange(start, end), text) }

    func testNonOverlappingFixesApplyAndOverlappingOnesWait() {
        let bytes = Array("let a = 1\nlet b = 2\n".utf8)
        let fixes = [
            Fix("one", applicability: .safe, edits: [edit(8, 9, "10")]),
            Fix("overlaps one", applicability: .safe, edits: [edit(4, 9, "a = 3")]),
            Fix("two", applicability: .safe, edits: [edit(18, 19, "20")]),
            Fix("insert", applicability: .safe, edits: [edit(0, 0, "// x\n")]),
        ]
        let result = FixApplier.apply(fixes, to: bytes)
        // In source order: the fix that starts first wins; the other waits for the next round.
        XCTAssertEqual(result.applied, [1, 2, 3])
        XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), "// x\nlet a = 3\nlet b = 20\n")
        // Edits out of bounds are never applied.
        XCTAssertEqual(FixApplier.apply([Fix("bad", applicability: .safe, edits: [edit(5, 99, "")])], to: bytes).applied, [])
    }

    func testTheEditScriptRebuildsTheNewLines() {
        var seed: UInt64 = 42
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        for _ in 0 ..< 300 {
            let a = (0 ..< Int(next() % 12)).map { _ in "l\(next() % 4)\n" }
            let b = (0 ..< Int(next() % 12)).map { _ in "l\(next() % 4)\n" }
            let script = UnifiedDiff.editScript(a, b)
            var ai = 0, bi = 0
            var rebuilt: [String] = []
            for step in script {
                switch step {
                case .keep: XCTAssertEqual(a[ai], b[bi]); rebuilt.append(a[ai]); ai += 1; bi += 1
                case .delete: ai += 1
                case .insert: rebuilt.append(b[bi]); bi += 1
                }
            }
            XCTAssertEqual(ai, a.count)
            XCTAssertEqual(rebuilt, b, "\(a) → \(b)")
        }
    }

    func testTheDiffIsAcceptedByPatch() throws {
        guard FileManager.default.fileExists(atPath: "/usr/bin/patch") else { throw XCTSkip("patch is not installed") }
        let old = (1 ... 40).map { "line \($0)\n" }.joined()
        var newLines = (1 ... 40).map { "line \($0)\n" }
        newLines[2] = "changed 3\n"
        newLines.insert("added\n", at: 30)
        newLines.removeLast()
        let new = newLines.joined() + "no newline"
        let diff = UnifiedDiff.render(path: "F.swift", old: Array(old.utf8), new: Array(new.utf8))
        // Three changes far enough apart for three hunks.
        XCTAssertEqual(diff.components(separatedBy: "\n@@ ").count - 1, 3, diff)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theseus-diff-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try old.write(to: folder.appendingPathComponent("F.swift"), atomically: true, encoding: .utf8)
        try diff.write(to: folder.appendingPathComponent("fix.diff"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        process.arguments = ["-p1", "-i", "fix.diff"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("F.swift"), encoding: .utf8), new)
        XCTAssertEqual(UnifiedDiff.render(path: "F.swift", old: Array(old.utf8), new: Array(old.utf8)), "")
    }

    func testTheWriterRefusesAFileThatChangedAndKeepsPermissions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theseus-write-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("A.swift").path
        let original = Array("struct A {}\r\n".utf8)
        FileManager.default.createFile(atPath: path, contents: Data(original))
        chmod(path, 0o640)
        XCTAssertNil(FixedFileWriter.write(Array("struct B {}\r\n".utf8), to: path, expecting: original))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "struct B {}\r\n")
        var info = stat()
        stat(path, &info)
        XCTAssertEqual(info.st_mode & 0o777, 0o640)
        // Changed underneath: the writer compares with what was read and leaves the file alone.
        XCTAssertEqual(FixedFileWriter.write(Array("struct C {}\n".utf8), to: path, expecting: original), .changedUnderneath)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "struct B {}\r\n")
        // No temporary file is left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["A.swift"])
        // Through a symbolic link: the file it names is fixed, and the link stays a link.
        let link = folder.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "A.swift")
        XCTAssertNil(FixedFileWriter.write(Array("struct D {}\n".utf8), to: link, expecting: Array("struct B {}\r\n".utf8)))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "A.swift")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "struct D {}\n")
    }

    /// The fixtures, fixed with every rule's fixes (unsafe ones too) and linted again: only findings
    /// without a fix remain, nothing is refused, and no fixed file parses worse than before.
    func testFixingTheFixturesLeavesOnlyFindingsWithoutAFix() throws {
        let files = SourceDiscovery().discover([FixtureTests.fixturesFolder.path]).files
        let linter = Linter(rules: RuleRegistry.all.map { $0.init(options: RuleOptions()) })
        let session = FixSession(session: LintSession(linter: linter, jobs: 2), includesUnsafe: true)
        let outcome = session.run(files.map { LintInput(path: $0) })
        XCTAssertTrue(outcome.refused.isEmpty, "\(outcome.refused)")
        XCTAssertFalse(outcome.changes.isEmpty, "the fixtures have fixable findings")
        let left = outcome.final.findings.filter { $0.fix?.isApplicable(unsafe: true) == true }
        XCTAssertEqual(left.map { "\($0.path):\($0.range.startLine) \($0.ruleID)" }, [], "fixable findings left after \(outcome.rounds) rounds")
        for change in outcome.changes {
            XCTAssertLessThanOrEqual(FixSession.problemCount(change.fixed, path: change.path), FixSession.problemCount(change.original, path: change.path),
                                     change.displayPath)
        }
        print("fixtures: \(outcome.changes.count) files fixed, \(outcome.changes.reduce(0) { $0 + $1.fixCount }) fixes, \(outcome.rounds) rounds, \(outcome.final.findings.count) findings left")
    }

    /// A fix whose result would parse worse than the file as read is refused and reported, and the file
    /// keeps its bytes: a broken fix (here, one that deletes every closing brace it finds) never lands.
    func testAFixThatWouldBreakTheParseIsRefused() {
        struct BraceEater: Rule {
            static let description = RuleDescription(id: "brace_eater", name: "Brace eater", kind: .identity, severity: .warning,
                                                     precision: .low, summary: "test only", rationale: "test only", fix: "test only",
                                                     triggering: [], nonTriggering: [])
            static let visitedKinds: [SyntaxKind] = [.structDecl]
            init(options: RuleOptions) {}
            func visit(_ node: NodeID, in file: FileContext, report: inout FindingSink) {
                let range = file.tree.range(node)
                let last = ByteRange(Int(range.end) - 1, Int(range.end))
                report.report(node, "a struct", fix: Fix("drop the brace", applicability: .safe, edits: [FixEdit(last, "")]))
            }
        }
        let code = "struct A {\n    var x = 1\n}\n"
        let session = FixSession(session: LintSession(linter: Linter(rules: [BraceEater(options: RuleOptions())]), jobs: 1), includesUnsafe: false)
        let outcome = session.run([LintInput(path: "A.swift", displayPath: "A.swift", contents: Array(code.utf8))])
        XCTAssertEqual(outcome.changes.count, 0, "nothing is changed")
        XCTAssertEqual(outcome.refused.map(\.path), ["A.swift"])
        XCTAssertTrue(outcome.refused.first?.message.contains("parsing with") == true, "\(outcome.refused)")
        XCTAssertEqual(outcome.final.findings.count, 1, "the finding is still reported")
    }
}
