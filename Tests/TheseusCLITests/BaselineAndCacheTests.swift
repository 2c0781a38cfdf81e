import Foundation
import XCTest

/// `--write-baseline`/`--baseline`, and the result cache.
final class BaselineTests: XCTestCase {
    func xcodeLines(_ result: RunResult) -> [String] { result.stdout.split(separator: "\n").map(String.init) }

    func testBaselineHidesRecordedFindingsEvenWhenTheyMove() throws {
        let box = try makeSandbox()
        try box.write("A.swift", "struct P: Identifiable { var a = 0; var id: UUID{ UUID() } }; struct L: View { let p: [P]; var body: some View { List(p) { _ in Text(\"\") } } }\nstruct Q: Identifiable { var a = 0; var id: UUID{ UUID() } }; struct M: View { let p: [Q]; var body: some View { List(p) { _ in Text(\"\") } } }\n")
        let write = try box.theseus(["--no-cache", "--write-baseline", "b.json"])
        XCTAssertTrue([0, 1].contains(write.status), write.stderr)
        XCTAssertNotNil(box.read("b.json"))
        let hidden = try box.theseus(["--no-cache", "--baseline", "b.json", "--reporter", "xcode"])
        XCTAssertEqual(hidden.status, 0, hidden.stderr)
        XCTAssertEqual(hidden.stdout, "")

        // Lines inserted above: still hidden.
        try box.write("A.swift", "// a comment\n\nimport Foundation\nstruct P: Identifiable { var a = 0; var id: UUID{ UUID() } }; struct L: View { let p: [P]; var body: some View { List(p) { _ in Text(\"\") } } }\nstruct Q: Identifiable { var a = 0; var id: UUID{ UUID() } }; struct M: View { let p: [Q]; var body: some View { List(p) { _ in Text(\"\") } } }\n")
        let moved = try box.theseus(["--no-cache", "--baseline", "b.json", "--reporter", "xcode"])
        XCTAssertEqual(moved.status, 0, moved.stdout)
        XCTAssertEqual(moved.stdout, "")

        // A new finding of the same rule elsewhere is shown.
        try box.write("B.swift", "struct R: Identifiable { var a = 0; var id: UUID{ UUID() } }; struct N: View { let p: [R]; var body: some View { List(p) { _ in Text(\"\") } } }\n")
        let fresh = try box.theseus(["--no-cache", "--baseline", "b.json", "--reporter", "xcode"])
        XCTAssertEqual(fresh.status, 1)
        XCTAssertEqual(xcodeLines(fresh).count, 1)
        XCTAssertTrue(box.relative(fresh.stdout).hasPrefix("B.swift:1:51: error: "), fresh.stdout)
    }

    func testBaselineCountsIdenticalFindings() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.errorBug)
        XCTAssertNotEqual(try box.theseus(["--no-cache", "--write-baseline", "b.json"]).status, 2)
        // The same line twice: the baseline recorded one, so one is shown.
        try box.write("A.swift", Snippets.errorBug + "\n" + Snippets.errorBug)
        let result = try box.theseus(["--no-cache", "--baseline", "b.json", "--reporter", "xcode"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(xcodeLines(result).count, 1, result.stdout)
    }

    func testBaselineErrors() throws {
        let box = try makeSandbox()
        try box.write("A.swift", Snippets.clean)
        let missing = try box.theseus(["--no-cache", "--baseline", "nothere.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nothere.json"), missing.stderr)
        try box.write("bad.json", "{ nope")
        let bad = try box.theseus(["--no-cache", "--baseline", "bad.json"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("bad.json"), bad.stderr)
        let unwritable = try box.theseus(["--no-cache", "--write-baseline", "no/such/folder/b.json"])
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(unwritable.stderr.contains("no/such/folder/b.json: No such file or directory"), unwritable.stderr)
    }
}

final class CacheTests: XCTestCase {
    /// One cache per configuration, folder and build: its results file (the summaries file beside it
    /// holds the project-index summaries).
    func cacheFiles(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".results.bin") }
    }

    func testUnchangedTreeGivesIdenticalOutputFromTheCache() throws {
        let box = try makeSandbox()
        for n in 0..<30 { try box.write("Sources/F\(n).swift", Snippets.generated(n)) }
        let cache = box.root.appendingPathComponent("cache")
        let reference = try box.theseus(["--no-cache", "--reporter", "json"])
        let first = try box.theseus(["--cache-path", cache.path, "--reporter", "json"])
        XCTAssertEqual(cacheFiles(cache).count, 1, "one cache file per configuration and folder")
        let second = try box.theseus(["--cache-path", cache.path, "--reporter", "json"])
        XCTAssertEqual(first.status, 1)
        XCTAssertEqual(second.status, 1)
        XCTAssertEqual(first.stdoutData, reference.stdoutData)
        XCTAssertEqual(second.stdoutData, reference.stdoutData)
        // A warm run does less work; timing is noisy, so only a gross slowdown fails.
        XCTAssertLessThan(second.seconds, first.seconds * 2 + 0.5)
    }

    func testAChangedFileIsLintedAgain() throws {
        let box = try makeSandbox()
        let cache = box.root.appendingPathComponent("cache")
        try box.write("A.swift", Snippets.errorBug)
        try box.write("B.swift", Snippets.warningOnly)
        XCTAssertEqual(try box.theseus(["--cache-path", cache.path]).status, 1)
        try box.write("A.swift", Snippets.errorFix)
        let fixed = try box.theseus(["--cache-path", cache.path, "--reporter", "json"])
        XCTAssertEqual(fixed.status, 0)
        XCTAssertEqual(try JSONReport(fixed.stdout).files, ["B.swift"])
        try box.write("A.swift", Snippets.errorBug)
        let broken = try box.theseus(["--cache-path", cache.path, "--reporter", "json"])
        XCTAssertEqual(try JSONReport(broken.stdout).files, ["A.swift", "B.swift"])
    }

    func testAChangedConfigurationInvalidatesEverything() throws {
        let box = try makeSandbox()
        let cache = box.root.appendingPathComponent("cache")
        try box.write("A.swift", Snippets.errorBug)
        try box.write(".theseus.yml", "strict: false\n")
        XCTAssertEqual(try box.theseus(["--cache-path", cache.path]).status, 1)
        try box.write(".theseus.yml", "unstable_identifiable_id:\n  severity: info\n")
        let result = try box.theseus(["--cache-path", cache.path, "--reporter", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try JSONReport(result.stdout).findings.first?["severity"] as? String, "info")
        // --only-rule is part of the key too.
        let only = try box.theseus(["--cache-path", cache.path, "--reporter", "json", "--only-rule", "any_view"])
        XCTAssertEqual(try JSONReport(only.stdout).findings.count, 0)
    }

    func testCrossFileAnswersAreNotStale() throws {
        let box = try makeSandbox()
        let cache = box.root.appendingPathComponent("cache")
        try box.write("A.swift", Snippets.conditionalHelper)
        try box.write("B.swift", Snippets.helperCall)
        // The call site in B is reported only because of A's helper.
        try box.write(".theseus.yml", "only_rules: [conditional_modifier_helper]\n")
        let before = try box.theseus(["--cache-path", cache.path, "--reporter", "json"])
        let report = try JSONReport(before.stdout)
        XCTAssertEqual(report.files, ["A.swift", "B.swift"], before.stdout)
        XCTAssertEqual(Set(report.rules), ["conditional_modifier_helper"])

        // Only A changes; B's finding depended on it.
        try box.write("A.swift", Snippets.unconditionalHelper)
        let after = try box.theseus(["--cache-path", cache.path, "--reporter", "json"])
        XCTAssertEqual(try JSONReport(after.stdout).findings.count, 0, after.stdout)
        let uncached = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(after.stdoutData, uncached.stdoutData)

        // And back.
        try box.write("A.swift", Snippets.conditionalHelper)
        let again = try box.theseus(["--cache-path", cache.path, "--reporter", "json"])
        XCTAssertEqual(again.stdoutData, before.stdoutData)
    }

    func testNoCacheWritesNothing() throws {
        let box = try makeSandbox()
        let cache = box.root.appendingPathComponent("cache")
        try box.write("A.swift", Snippets.errorBug)
        _ = try box.theseus(["--no-cache", "--cache-path", cache.path])
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.path))
        _ = try box.theseus(["--no-cache"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: box.xdg.path), [])
        // Without --no-cache the default place is $XDG_CACHE_HOME/theseus.
        _ = try box.theseus([])
        XCTAssertEqual(cacheFiles(box.xdg.appendingPathComponent("theseus")).count, 1)
    }

    func testTwoProcessesSharingACacheBothSucceed() throws {
        let box = try makeSandbox()
        for n in 0..<30 { try box.write("Sources/F\(n).swift", Snippets.generated(n)) }
        let cache = box.root.appendingPathComponent("cache")
        let reference = try box.theseus(["--no-cache", "--reporter", "json"])
        for _ in 0..<3 {
            var results: [RunResult?] = [nil, nil]
            let lock = NSLock()
            DispatchQueue.concurrentPerform(iterations: 2) { i in
                let result = try? box.theseus(["--cache-path", cache.path, "--reporter", "json", "--jobs", "1"])
                lock.lock(); results[i] = result; lock.unlock()
            }
            for result in results {
                let result = try XCTUnwrap(result)
                XCTAssertEqual(result.status, 1, result.stderr)
                XCTAssertFalse(result.stderr.contains("theseus: warning"), result.stderr)
                XCTAssertEqual(result.stdoutData, reference.stdoutData)
            }
        }
        XCTAssertEqual(cacheFiles(cache).count, 1)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(hidden, [], "no temporary files left behind")
        let after = try box.theseus(["--cache-path", cache.path, "--reporter", "json"])
        XCTAssertEqual(after.stdoutData, reference.stdoutData)
    }
}

extension CacheTests {
    /// The version number stays 0.1.0 across builds; a rebuilt binary must not reuse old findings.
    func testARebuiltBinaryDoesNotReuseTheCache() throws {
        let box = try makeSandbox()
        guard let binary = TheseusBinary.url else { throw XCTSkip("no binary") }
        let cache = box.root.appendingPathComponent("cache")
        try box.write("A.swift", Snippets.errorBug)
        let first = try box.theseus(["--cache-path", cache.path])
        XCTAssertEqual(cacheFiles(cache).count, 1)
        let copy = box.outside.appendingPathComponent("theseus")
        try FileManager.default.copyItem(at: binary, to: copy)
        // A different modification time, as a rebuild would give.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: copy.path)
        let second = try box.run(copy.path, ["--cache-path", cache.path])
        XCTAssertEqual(second.stdout, first.stdout)
        XCTAssertEqual(cacheFiles(cache).count, 2, "a separate cache for the other binary")
    }
}
