import Foundation
import XCTest
@testable import TheseusAnalysis

/// Workers may take the indices in any order they are given; the results stay in index order, each
/// index worked on once.
final class ParallelWorkTests: XCTestCase {
    func testResultsStayInIndexOrderWhateverTheOrderTaken() {
        let count = 1_000
        let orders: [[Int]?] = [nil, Array((0..<count).reversed()), (0..<count).map { ($0 * 7) % count }]
        for order in orders {
            for jobs in [1, 2, 5] {
                let calls = Counter()
                let results = ParallelWork.map(count: count, jobs: jobs, order: order) { i -> Int in calls.add(); return i * i }
                XCTAssertEqual(results, (0..<count).map { $0 * $0 }, "jobs \(jobs)")
                XCTAssertEqual(calls.value, count, "each index once")
            }
        }
    }

    func testBothRunsEachWorkOnceWithOneJobOrMore() {
        for jobs in [1, 2] {
            let (a, b) = ParallelWork.both(jobs: jobs, { (0..<10_000).reduce(0, +) }, { "second" })
            XCTAssertEqual(a, 49_995_000)
            XCTAssertEqual(b, "second")
        }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }
}
