import XCTest
@testable import TheseusReporting

final class ScratchTests: XCTestCase {
    func testPrint() {
        for reporter in Reporters.all {
            print("=== \(reporter.name)")
            if reporter == SARIFReporter.self {
                print(SARIFReporter.render(ReportFixtures.report, options: ReportOptions(), workingDirectory: "/work/project"), terminator: "")
            } else {
                print(reporter.render(ReportFixtures.report, options: ReportOptions()), terminator: "")
            }
            print("=== end")
        }
        print(GitHubReporter.stepSummary(ReportFixtures.report))
    }
}
