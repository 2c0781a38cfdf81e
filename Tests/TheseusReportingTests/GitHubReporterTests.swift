import Foundation
import XCTest
@testable import TheseusReporting

final class GitHubReporterTests: XCTestCase {
    func findings(_ severity: Severity, _ count: Int, path: String = "A.swift") -> [Finding] {
        (1...max(1, count)).prefix(count).map { line in
            ReportFixtures.finding("any_view", severity, "\(severity) \(line)", path: path, line: line, column: 1, endColumn: 2, lineText: "x\n")
        }
    }

    func lines(_ report: LintReport) -> [String] {
        GitHubReporter.render(report, options: ReportOptions()).split(separator: "\n").map(String.init)
    }

    func testAtMostTenPerLevelMostSevereFirstThenOneNotice() {
        let all = (findings(.info, 15) + findings(.error, 25) + findings(.warning, 3)).sorted(by: Finding.reportOrder)
        let output = lines(LintReport(findings: all, filesLinted: 1, rules: [], toolVersion: "0"))
        XCTAssertEqual(output.count, 10 + 3 + 9 + 1)
        XCTAssertTrue(output[0..<10].allSatisfy { $0.hasPrefix("::error ") })
        XCTAssertTrue(output[10..<13].allSatisfy { $0.hasPrefix("::warning ") })
        XCTAssertTrue(output[13..<22].allSatisfy { $0.hasPrefix("::notice ") }, "nine info findings leave room for the closing notice")
        // Within a level, report order (line 1, 2, …).
        XCTAssertTrue(output[0].hasSuffix("::error 1"))
        XCTAssertTrue(output[9].hasSuffix("::error 10"))
        XCTAssertEqual(output[22], "::notice::Theseus: 21 more findings are not annotated here (GitHub shows at most 10 annotations per level); the full list is in the job summary.")
        XCTAssertEqual(output.filter { $0.hasPrefix("::notice::") }.count, 1)
        XCTAssertEqual(output.filter { $0.hasPrefix("::notice") }.count, 10, "the notice level stays within GitHub's limit")
    }

    func testNoNoticeWhenNothingIsLeftOut() {
        let all = findings(.error, 10) + findings(.warning, 10) + findings(.info, 10)
        let output = lines(LintReport(findings: all, filesLinted: 1, rules: [], toolVersion: "0"))
        XCTAssertEqual(output.count, 30)
        XCTAssertFalse(output.contains { $0.hasPrefix("::notice::") })
    }

    func testOneMoreFinding() {
        let output = lines(LintReport(findings: findings(.warning, 11), filesLinted: 1, rules: [], toolVersion: "0"))
        XCTAssertEqual(output.count, 11)
        XCTAssertEqual(output.last, "::notice::Theseus: 1 more finding is not annotated here (GitHub shows at most 10 annotations per level); the full list is in the job summary.")
    }

    func testFileErrorsAreErrorAnnotationsFirst() {
        let report = LintReport(findings: findings(.error, 1), errors: [FileError(path: "B.swift", message: "unreadable")],
                                filesLinted: 2, rules: [], toolVersion: "0")
        XCTAssertEqual(lines(report), [
            "::error file=B.swift,title=theseus::unreadable",
            "::error file=A.swift,line=1,col=1,endLine=1,endColumn=2,title=any_view::error 1",
        ])
    }

    func testEscaping() {
        XCTAssertEqual(GitHubReporter.escapeData("100% a\r\nb: c, d"), "100%25 a%0D%0Ab: c, d")
        XCTAssertEqual(GitHubReporter.escapeProperty("100% a\r\nb: c, d"), "100%25 a%0D%0Ab%3A c%2C d")
        XCTAssertEqual(GitHubReporter.escapeData("x ##[group] ###[y] #[z]"), "x ##\\u{5B}group] ###\\u{5B}y] #[z]")
        XCTAssertEqual(GitHubReporter.escapeData("\u{1B}[1m"), "\\u{1B}[1m")
    }

    func testStepSummaryEscapesPipesAndNewlines() {
        let finding = ReportFixtures.finding("any_view", .warning, "a | b\nc\r\nd `x | y`", path: "dir/a|b_c*.swift",
                                             line: 4, column: 1, endColumn: 2, lineText: "x\n")
        let report = LintReport(findings: [finding], errors: [FileError(path: "e|f.swift", message: "bad\nfile")], filesLinted: 2, rules: [], toolVersion: "0")
        assertSnapshot(GitHubReporter.stepSummary(report), #"""
        ## Theseus

        **1 finding** (0 errors, 1 warning, 0 info) in 2 files.

        | Severity | Location | Rule | Message |
        | --- | --- | --- | --- |
        | warning | dir/a\|b\_c\*.swift:4 | `any_view` | a \| b<br>c<br>d `x \| y` |

        ### Files that could not be linted

        | File | Problem |
        | --- | --- |
        | e\|f.swift | bad<br>file |

        """#)
    }

    func testStepSummaryWithoutFindings() {
        let report = LintReport(findings: [], filesLinted: 1, rules: [], toolVersion: "0")
        XCTAssertEqual(GitHubReporter.stepSummary(report), "## Theseus\n\nNo findings in 1 file.\n")
    }

    func testStepSummaryStaysUnderGitHubsSizeLimit() {
        let long = String(repeating: "m", count: 2_000)
        let many = (1...1_000).map { line in
            ReportFixtures.finding("any_view", .warning, long, path: "A.swift", line: line, column: 1, endColumn: 2, lineText: "x\n")
        }
        let summary = GitHubReporter.stepSummary(LintReport(findings: many, filesLinted: 1, rules: [], toolVersion: "0"))
        XCTAssertLessThan(summary.utf8.count, 1_024 * 1_024)
        XCTAssertTrue(summary.contains("more findings left out"))
    }

    func testAliasIsTheSameReporter() {
        XCTAssertTrue(Reporters.named("github-actions-logging") == GitHubReporter.self)
    }
}
