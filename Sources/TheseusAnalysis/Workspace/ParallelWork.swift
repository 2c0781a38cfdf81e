import Foundation

/// Runs `work` for every index in `0..<count` on `jobs` threads and returns the results in index order.
///
/// Workers are plain threads with a large stack (the parser is recursive, with a nesting limit sized
/// for this stack) that take indices from a shared counter; each result slot is written by exactly one
/// worker, so the only shared state is the counter.
public enum ParallelWork {
    public static let workerStackSize = 64 << 20

    /// `order`, when given, is a permutation of `0..<count`: the order in which workers take the indices
    /// (the costliest first keeps a long one from running alone at the end); results stay in index order.
    public static func map<T>(count: Int, jobs: Int, order: [Int]? = nil, _ work: @escaping (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        precondition(order == nil || order!.count == count, "order must list each of 0..<count once")
        let results = UnsafeMutablePointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil, count: count)
        defer {
            results.deinitialize(count: count)
            results.deallocate()
        }
        let counter = SharedCounter()
        let workers = max(1, min(jobs, count))
        let done = DispatchGroup()
        let box = ResultsBox(results)
        for _ in 0..<workers {
            done.enter()
            let thread = Thread {
                while true {
                    let next = counter.take()
                    if next >= count { break }
                    let i = order?[next] ?? next
                    box.pointer[i] = work(i)
                }
                done.leave()
            }
            thread.stackSize = workerStackSize
            thread.start()
        }
        done.wait()
        return (0..<count).map { results[$0]! }
    }

    /// `first()` on a thread of its own while `second()` runs on this one, when `jobs` allows two.
    public static func both<A, B>(jobs: Int, _ first: @escaping () -> A, _ second: () -> B) -> (A, B) {
        guard jobs > 1 else { return (first(), second()) }
        let box = ResultsBox<A>(.allocate(capacity: 1))
        box.pointer.initialize(to: nil)
        defer {
            box.pointer.deinitialize(count: 1)
            box.pointer.deallocate()
        }
        let done = DispatchGroup()
        done.enter()
        let thread = Thread {
            box.pointer.pointee = first()
            done.leave()
        }
        thread.stackSize = workerStackSize
        thread.start()
        let b = second()
        done.wait()
        return (box.pointer.pointee!, b)
    }

    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }
}

private final class ResultsBox<T>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<T?>
    init(_ pointer: UnsafeMutablePointer<T?>) { self.pointer = pointer }
}

/// The next index to work on, behind a lock (taken once per file: never a bottleneck).
private final class SharedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let i = next
        next += 1
        return i
    }
}
