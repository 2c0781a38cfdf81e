import Foundation
import XCTest

/// `min_confidence` and `--min-confidence`: every finding by default, only those whose evidence shows the
/// harm with `high`; and the merged rules' former ids, accepted wherever a rule id is.
final class ConfidenceTests: XCTestCase {
    /// One finding of each confidence: rows keyed by position that the user deletes (high), and the same
    /// over data a parent passes in (medium).
    static let project = """
    import SwiftUI
    struct Pet: Identifiable { let id: UUID; var name: String }
    struct Shelter: View {
        @State private var pets: [Pet] = []
        var body: some View {
            List {
                ForEach(pets.indices, id: \\.self) { Text(pets[$0].name) }
                    .onDelete { pets.remove(atOffsets: $0) }
            }
        }
    }
    struct Favorites: View {
        let pets: [Pet]
        var body: some View {
            List { ForEach(pets.indices, id: \\.self) { Text(pets[$0].name) } }
        }
    }

    """

    func confidences(_ result: RunResult) throws -> [String] {
        try JSONReport(result.stdout).findings.compactMap { $0["confidence"] as? String }
    }

    func testEveryFindingByDefaultAndOnlyHighOnesWhenAsked() throws {
        let box = try makeSandbox()
        try box.write("Pets.swift", Self.project)
        let all = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(try confidences(all), ["high", "medium"], all.stdout)
        let evidence = try JSONReport(all.stdout).findings[0]["evidence"] as? [[String: Any]]
        XCTAssertEqual(evidence?.first?["kind"] as? String, "rows_move")
        XCTAssertEqual(evidence?.first?["line"] as? Int, 8)

        let flag = try box.theseus(["--no-cache", "--reporter", "json", "--min-confidence", "high"])
        XCTAssertEqual(try confidences(flag), ["high"], flag.stdout)
        let inline = try box.theseus(["--no-cache", "--reporter", "json", "--min-confidence=high"])
        XCTAssertEqual(try confidences(inline), ["high"], inline.stdout)

        try box.write(".theseus.yml", "min_confidence: high\n")
        let configured = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(try confidences(configured), ["high"], configured.stdout)
        // The command line wins over the file.
        let both = try box.theseus(["--no-cache", "--reporter", "json", "--min-confidence", "medium"])
        XCTAssertEqual(try confidences(both), ["high", "medium"], both.stdout)
    }

    func testTheConfidenceIsInTheCacheKeyAndTheTextReport() throws {
        let box = try makeSandbox()
        let cache = box.root.appendingPathComponent("cache")
        try box.write("Pets.swift", Self.project)
        let text = try box.theseus(["--cache-path", cache.path])
        XCTAssertTrue(text.stdout.contains("= confidence: high"), text.stdout)
        XCTAssertTrue(text.stdout.contains("= confidence: medium"), text.stdout)
        XCTAssertTrue(text.stdout.contains("= note: Pets.swift:8:18: the user deletes rows here (`.onDelete`)"), text.stdout)
        let high = try box.theseus(["--cache-path", cache.path, "--reporter", "json", "--min-confidence", "high"])
        XCTAssertEqual(try confidences(high), ["high"])
        let again = try box.theseus(["--cache-path", cache.path, "--reporter", "json"])
        XCTAssertEqual(try confidences(again), ["high", "medium"])
    }

    func testABadLevelIsAUsageOrConfigurationError() throws {
        let box = try makeSandbox()
        try box.write("Pets.swift", Self.project)
        let flag = try box.theseus(["--no-cache", "--min-confidence", "certain"])
        XCTAssertEqual(flag.status, 2)
        XCTAssertTrue(flag.stderr.contains("--min-confidence needs medium or high"), flag.stderr)
        try box.write(".theseus.yml", "min_confidence: hihg\n")
        let file = try box.theseus(["--no-cache"])
        XCTAssertEqual(file.status, 2)
        XCTAssertTrue(file.stderr.contains(".theseus.yml:1: `min_confidence` must be medium or high (did you mean `high`?)"), file.stderr)
    }

    func testMergedRulesFormerIdsAreAliases() throws {
        let box = try makeSandbox()
        try box.write("Breed.swift", """
        import SwiftUI
        struct Breed: View {
            let isDog: Bool
            var body: some View { isDog ? AnyView(Text("Dog")) : AnyView(Image("cat")) }
        }

        """)
        let plain = try box.theseus(["--no-cache", "--reporter", "json", "--only-rule", "any_view_branch"])
        XCTAssertEqual(try JSONReport(plain.stdout).rules, ["any_view", "any_view"], plain.stdout)
        try box.write(".theseus.yml", "disabled_rules: [any_view_branch]\n")
        XCTAssertEqual(try JSONReport(try box.theseus(["--no-cache", "--reporter", "json"]).stdout).findings.count, 0)
        try box.write(".theseus.yml", "any_view_branch: error\n".replacingOccurrences(of: ": error", with: ":\n  severity: error"))
        let severe = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(try JSONReport(severe.stdout).findings.compactMap { $0["severity"] as? String }, ["error", "error"])
        try box.write(".theseus.yml", "strict: false\n")
        try box.write("Breed.swift", """
        import SwiftUI
        struct Breed: View {
            let isDog: Bool
            // theseus:disable:next any_view_branch
            var body: some View { isDog ? AnyView(Text("Dog")) : AnyView(Image("cat")) }
        }

        """)
        let suppressed = try box.theseus(["--no-cache", "--reporter", "json"])
        XCTAssertEqual(try JSONReport(suppressed.stdout).findings.count, 0, suppressed.stdout)
    }
}
