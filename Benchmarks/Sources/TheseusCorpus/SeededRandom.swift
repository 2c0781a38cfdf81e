/// A small deterministic generator (SplitMix64): the same seed gives the same corpus on every machine
/// and every Swift version, which `SystemRandomNumberGenerator` and hashing-based shuffles do not.
public struct SeededRandom: Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed ^ 0x5DEE_CE66_D1CE_4E5B
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `0 ..< 1`.
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// Uniform in a closed range.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    public mutating func pick<T>(_ values: [T]) -> T {
        values[Int(next() % UInt64(values.count))]
    }

    /// `count` distinct elements, in their original order.
    public mutating func sample<T>(_ values: [T], count: Int) -> [T] {
        var indices = Array(values.indices)
        var chosen: [Int] = []
        for _ in 0 ..< min(count, values.count) {
            let i = Int(next() % UInt64(indices.count))
            chosen.append(indices.remove(at: i))
        }
        return chosen.sorted().map { values[$0] }
    }
}
