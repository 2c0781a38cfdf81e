import Foundation

/// Runs `work` for every index in `0..<count` on `jobs` threads and returns the results in index order.
///
/// Workers are plain threads with a large stack (the parser is recursive, with a nesting limit sized
/// for this stack) that take indices from a shared counter; each result slot is written by exactly one
/// worker, so the only shared state is the counter.
public enum ParallelWork {
    public static let workerStackSize = 64 << 20

    public static func map<T>(count: Int, jobs: Int, _ work: @escaping (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
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
                    let i = counter.take()
                    if i >= count { break }
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
