import Foundation
import XCTest
@testable import TheseusReporting

final class ReportersTests: XCTestCase {
    func testEveryContractNameIsRegisteredOnce() {
        let names = Reporters.all.map { $0.name }
        XCTAssertEqual(names.sorted(), ["checkstyle", "github", "gitlab", "json", "sarif", "text", "xcode"])
        for name in names { XCTAssertTrue(Reporters.named(name) == Reporters.all.first { $0.name == name }) }
        XCTAssertTrue(Reporters.named("github-actions-logging") == GitHubReporter.self)
        XCTAssertNil(Reporters.named("html"))
    }

    func testEmptyReports() {
        let report = LintReport(findings: [], filesLinted: 0, rules: [], toolVersion: "0.1.0")
        XCTAssertEqual(TextReporter.render(report, options: ReportOptions()), "")
        XCTAssertEqual(XcodeReporter.render(report, options: ReportOptions()), "")
        XCTAssertEqual(GitHubReporter.render(report, options: ReportOptions()), "")
        let gitlab = GitLabReporter.render(report, options: ReportOptions())
        XCTAssertEqual((try? JSONSerialization.jsonObject(with: Data(gitlab.utf8)) as? [Any])?.count, 0, gitlab)
        XCTAssertEqual(CheckstyleReporter.render(report, options: ReportOptions()),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
    }
}
