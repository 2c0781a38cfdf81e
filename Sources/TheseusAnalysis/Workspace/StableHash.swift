/// A 128-bit hash that is the same in every process and on every machine (Swift's `Hasher` is seeded
/// per process): two independent 64-bit FNV-1a lanes. For cache keys, not for security.
public struct StableHash: Sendable {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x8422_2325_cbf2_9ce4

    public init() {}

    public mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
        var a = self.a, b = self.b
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            b = (b ^ UInt64(byte)) &* 0x0000_0001_0000_0193 &+ 0x9E37_79B9
        }
        self.a = a
        self.b = b
    }

    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { combine($0) }
    }

    public mutating func combine(_ string: String) {
        var s = string
        s.withUTF8 { combine($0) }
        combine([0xFF]) // separator: ("ab", "c") and ("a", "bc") differ
    }

    public var hex: String {
        let h = String(a, radix: 16), l = String(b, radix: 16)
        return String(repeating: "0", count: 16 - h.count) + h + String(repeating: "0", count: 16 - l.count) + l
    }

    public static func of(_ bytes: [UInt8]) -> String {
        var h = StableHash()
        h.combine(bytes)
        return h.hex
    }

    public static func of(_ strings: [String]) -> String {
        var h = StableHash()
        for s in strings { h.combine(s) }
        return h.hex
    }
}
