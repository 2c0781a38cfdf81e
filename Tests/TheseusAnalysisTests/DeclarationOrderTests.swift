import XCTest
@testable import TheseusAnalysis

/// Which nodes are view code is known for the whole file before any rule runs: a helper declared
/// above `body` is read by `body` as much as one declared below it.
final class DeclarationOrderTests: XCTestCase {
    func findings(_ code: String) -> [String] {
        let linter = Linter(rules: [ExpensiveWorkInBodyRule(options: RuleOptions())])
        return linter.lint(source: code).map { "\($0.ruleID): \($0.message)" }
    }

    func testAHelperAboveBodyIsReadByItsRows() {
        let helper = """
            private var dateFormatter: DateFormatter {
                let formatter = DateFormatter()
                return formatter
            }
        """
        let body = """
            var body: some View {
                List {
                    ForEach(items, id: \\.self) { item in
                        Text(dateFormatter.string(from: item))
                    }
                }
            }
        """
        let above = findings("struct Dates: View {\n    let items: [Date]\n\(helper)\n\(body)\n}\n")
        let below = findings("struct Dates: View {\n    let items: [Date]\n\(body)\n\(helper)\n}\n")
        XCTAssertEqual(above.count, 1, "\(above)")
        XCTAssertEqual(above, below)
    }
}
