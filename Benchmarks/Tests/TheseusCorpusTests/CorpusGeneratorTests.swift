import Foundation
import TheseusCorpus
import TheseusSyntax
import XCTest
import TheseusAnalysis

/// The benchmark's corpus generator: deterministic, of the requested size, and in agreement with the
/// rules — linting a generated corpus finds every seeded bug at its recorded place and nothing else.
final class CorpusGeneratorTests: XCTestCase {
    func testTheGeneratorSeedsEveryRule() {
        XCTAssertEqual(Set(SeededRules.all), Set(RuleRegistry.ids),
                       "a rule was added or renamed: give the corpus generator a site for it (Benchmarks/Sources/TheseusCorpus)")
    }

    func testTheSameSeedGivesTheSameCorpus() {
        let configuration = CorpusConfiguration(lines: 8_000, seed: 42, bugRate: 0.1)
        let a = CorpusGenerator.generate(configuration)
        let b = CorpusGenerator.generate(configuration)
        XCTAssertEqual(a.files.map(\.path), b.files.map(\.path))
        XCTAssertEqual(a.files.map(\.text), b.files.map(\.text))
        XCTAssertEqual(a.expected, b.expected)
        XCTAssertEqual(a.sites, b.sites)
        let other = CorpusGenerator.generate(CorpusConfiguration(lines: 8_000, seed: 43, bugRate: 0.1))
        XCTAssertNotEqual(a.files.map(\.text), other.files.map(\.text))
    }

    func testSizesAreCloseToTheRequest() {
        for lines in [2_000, 20_000, 150_000] {
            let corpus = CorpusGenerator.generate(CorpusConfiguration(lines: lines, seed: 3))
            XCTAssertGreaterThanOrEqual(corpus.lineCount, lines)
            XCTAssertLessThanOrEqual(corpus.lineCount, lines + max(lines / 50, 800), "\(lines) lines requested")
            XCTAssertEqual(Set(corpus.files.map(\.path)).count, corpus.files.count, "duplicate paths")
            var counted = 0
            for file in corpus.files {
                let newlines = file.text.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
                XCTAssertEqual(newlines, file.lineCount, file.path)
                XCTAssertTrue((30 ... 400).contains(file.lineCount), "\(file.path) has \(file.lineCount) lines")
                counted += newlines
            }
            XCTAssertEqual(counted, corpus.lineCount)
            XCTAssertEqual(corpus.byteCount, corpus.files.reduce(0) { $0 + $1.text.utf8.count })
            for folder in ["/Models/", "/ViewModels/", "/Views/", "/Extensions/", "/Helpers/"] {
                XCTAssertTrue(corpus.files.contains { $0.path.contains(folder) }, "no \(folder) in a corpus of \(lines) lines")
            }
        }
    }

    func testTheBugRateIsThePerSiteProbability() {
        let corpus = CorpusGenerator.generate(CorpusConfiguration(lines: 60_000, seed: 11, bugRate: 0.2, minimumBugsPerRule: 0))
        let sites = corpus.sites.values.reduce(0, +)
        let rate = Double(corpus.expected.count) / Double(sites)
        XCTAssertEqual(rate, 0.2, accuracy: 0.04, "\(corpus.expected.count) bugs at \(sites) sites")
        let none = CorpusGenerator.generate(CorpusConfiguration(lines: 10_000, seed: 11, bugRate: 0, minimumBugsPerRule: 0))
        XCTAssertTrue(none.expected.isEmpty)
        // With the default minimum, even a rate of 0 seeds every rule (a few once more: a seeded helper's
        // call on a changing condition, a `.map` that is also a key over repeated texts).
        let minimum = CorpusGenerator.generate(CorpusConfiguration(lines: 10_000, seed: 11, bugRate: 0))
        XCTAssertEqual(Set(minimum.seeded.keys), Set(SeededRules.all))
        XCTAssertTrue(minimum.seeded.values.allSatisfy { (1 ... 3).contains($0) }, "\(minimum.seeded)")
    }

    /// The heart of it: the generator's expectations and the rules agree exactly, bug for bug.
    func testLintingFindsEverySeededBugAtItsPlaceAndNothingElse() {
        for (seed, rate) in [(UInt64(7), 0.1), (UInt64(8), 1.0)] {
            let corpus = CorpusGenerator.generate(CorpusConfiguration(lines: 20_000, seed: seed, bugRate: rate))
            XCTAssertEqual(Set(corpus.expected.map(\.ruleID)), Set(RuleRegistry.ids), "every rule has a seeded bug")
            // The rules with the options the corpus's seeded bugs assume (`SeededRules.options`).
            let linter = Linter(rules: RuleRegistry.all.map { rule in
                rule.init(options: RuleOptions((SeededRules.options[rule.description.id] ?? [:]).mapValues { .bool($0) }))
            })
            let inputs = corpus.files.map { LintInput(path: $0.path, displayPath: $0.path, contents: Array($0.text.utf8)) }
            let outcome = LintSession(linter: linter, jobs: ParallelWork.defaultJobs).lint(inputs)
            XCTAssertTrue(outcome.errors.isEmpty, "\(outcome.errors)")
            XCTAssertEqual(outcome.filesLinted, corpus.files.count)
            XCTAssertEqual(outcome.lines, corpus.lineCount)
            let found = outcome.findings.map { CorpusLocation(ruleID: $0.ruleID, path: $0.path, line: $0.range.startLine) }
            let report = RecallReport(expected: corpus.expected, found: found, sites: corpus.sites, ruleIDs: RuleRegistry.ids)
            let messages = Dictionary(outcome.findings.map { ("\($0.path):\($0.range.startLine): \($0.ruleID)", $0.message) },
                                      uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(outcome.findings, LintSession(linter: linter, jobs: 2, lintsInPassOne: false).lint(inputs).findings,
                           "seed \(seed): findings kept from pass 1 differ from a lint against the whole index")
            XCTAssertEqual(report.missed.map(\.description), [], "seed \(seed): seeded bugs that no finding reports")
            XCTAssertEqual(report.unexpected.map { "\($0) — \(messages[$0.description] ?? "")" }, [],
                           "seed \(seed): findings at no seeded place")
        }
    }

    func testTheRecallReportCountsMissedAndUnexpectedFindings() {
        let a = CorpusLocation(ruleID: "any_view", path: "A/Views/X.swift", line: 10)
        let b = CorpusLocation(ruleID: "any_view", path: "A/Views/X.swift", line: 20)
        let c = CorpusLocation(ruleID: "print_changes", path: "A/Views/Y.swift", line: 3)
        let report = RecallReport(expected: [a, b, c], found: [a, c, c, CorpusLocation(ruleID: "any_view", path: "A/Views/X.swift", line: 21)],
                                  sites: ["any_view": 4, "print_changes": 2])
        XCTAssertEqual(report.missed, [b])
        XCTAssertEqual(report.unexpected.sorted(), [CorpusLocation(ruleID: "any_view", path: "A/Views/X.swift", line: 21), c].sorted())
        XCTAssertFalse(report.isExact)
        let anyView = report.rows.first { $0.ruleID == "any_view" }!
        XCTAssertEqual(anyView.expected, 2)
        XCTAssertEqual(anyView.matched, 1)
        XCTAssertEqual(anyView.recall, 0.5)
        XCTAssertTrue(report.table().contains("50.0%"))
    }

    /// Generated code is ordinary Swift to Theseus's parser: no error nodes anywhere.
    func testGeneratedCodeParsesWithoutErrors() {
        let corpus = CorpusGenerator.generate(CorpusConfiguration(lines: 20_000, seed: 5, bugRate: 0.5))
        for file in corpus.files {
            let tree = Parser.parse(SourceFile(path: file.path, text: file.text))
            let errors = tree.nodes.indices.filter { tree.nodes[$0].kind == .error }
            if let first = errors.first {
                XCTFail("\(file.path): \(errors.count) error nodes, the first at \(tree.source.location(of: Int(tree.range(NodeID(first)).start)))")
            }
        }
    }
}
