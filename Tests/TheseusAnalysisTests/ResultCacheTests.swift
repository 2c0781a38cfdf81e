import Foundation
import XCTest
@testable import TheseusAnalysis

/// The result cache's summaries file: an edit re-encodes the edited file's summary only, and the other
/// files' summaries are carried over byte for byte.
final class ResultCacheTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("theseus-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    let linter = Linter(rules: RuleRegistry.all.map { $0.init(options: RuleOptions()) })

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent("src/\(name)"))
    }

    var inputs: [LintInput] {
        ["Model.swift", "RowsView.swift", "Other.swift"].map { (name: String) in
            LintInput(path: folder.appendingPathComponent("src/\(name)").path, displayPath: name)
        }
    }

    /// One run with a fresh `ResultCache` over the same folder and key, as one CLI process would.
    func cachedRun() throws -> (findings: [Finding], cache: ResultCache) {
        let cache = ResultCache(directory: folder.appendingPathComponent("cache").path, key: ["test"])
        let outcome = LintSession(linter: linter, jobs: 2, cache: cache).lint(inputs)
        XCTAssertEqual(outcome.errors.map(\.message), [])
        try cache.save()
        return (outcome.findings, cache)
    }

    func summariesArchive() throws -> [String: SummaryArchive.Entry] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cache").path)
        let name = try XCTUnwrap(files.first { $0.hasSuffix(".summaries.bin") })
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("cache/\(name)")))
        return try XCTUnwrap(SummaryArchive.entries(bytes))
    }

    func testAnEditReEncodesOnlyTheEditedFilesSummary() throws {
        try write("Model.swift", "struct Item: Identifiable { var id: UUID { UUID() }; var name: String }\n")
        try write("RowsView.swift", "struct RowsView: View { let items: [Item]; var body: some View { List(items) { Text($0.name) } } }\n")
        try write("Other.swift", "struct Other { var count = 0 }\n")

        let first = try cachedRun()
        XCTAssertEqual(first.cache.summariesEncoded, 3)
        XCTAssertEqual(first.findings.map(\.ruleID), ["unstable_identifiable_id"], "the model's fresh id, found through the view's list")
        let before = try summariesArchive()

        // A comment added to one file: its summary is encoded again, the other two are copied.
        try write("Other.swift", "struct Other { var count = 0 }\n// edited\n")
        let second = try cachedRun()
        XCTAssertEqual(second.cache.summariesEncoded, 1)
        XCTAssertEqual(second.findings, first.findings)
        let after = try summariesArchive()
        XCTAssertEqual(after.count, 3, "the old summary of the edited file is dropped")
        let unchanged = before.filter { !$0.key.hasSuffix("Other.swift") }
        XCTAssertEqual(unchanged.count, 2)
        for (key, entry) in unchanged { XCTAssertEqual(after[key], entry, "\(key) carried over byte for byte") }

        // The model edited so that its id is stable: the view's finding goes, through the summaries kept.
        try write("Model.swift", "struct Item: Identifiable { let id = UUID(); var name: String }\n")
        let third = try cachedRun()
        XCTAssertEqual(third.cache.summariesEncoded, 1)
        XCTAssertEqual(third.findings, [])
        let uncached = LintSession(linter: linter, jobs: 2).lint(inputs)
        XCTAssertEqual(third.findings, uncached.findings)

        // Nothing changed: no summary is decoded or encoded.
        let fourth = try cachedRun()
        XCTAssertEqual(fourth.cache.summariesEncoded, 0)
        XCTAssertEqual(fourth.findings, [])
    }

    func testADamagedSummaryIsParsedAgainNotTrusted() throws {
        try write("Model.swift", "struct Item: Identifiable { var id: UUID { UUID() }; var name: String }\n")
        try write("RowsView.swift", "struct RowsView: View { let items: [Item]; var body: some View { List(items) { Text($0.name) } } }\n")
        try write("Other.swift", "struct Other { var count = 0 }\n")
        let first = try cachedRun()

        // The model's summary cut short inside a well-framed archive, then a change elsewhere so that summaries are read.
        var entries = try summariesArchive()
        let key = try XCTUnwrap(entries.keys.first { $0.hasSuffix("Model.swift") })
        entries[key]!.encoded.removeLast()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cache").path)
        let name = try XCTUnwrap(files.first { $0.hasSuffix(".summaries.bin") })
        try Data(SummaryArchive.encode(entries)).write(to: folder.appendingPathComponent("cache/\(name)"))
        try write("Other.swift", "struct Other { var count = 1 }\n")

        let second = try cachedRun()
        XCTAssertEqual(second.cache.summariesEncoded, 2, "the damaged one and the edited one")
        XCTAssertEqual(second.findings, first.findings)
    }
}
