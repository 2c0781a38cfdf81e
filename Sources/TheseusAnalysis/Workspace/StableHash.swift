/// A 128-bit hash that is the same in every process and on every machine (Swift's `Hasher` is seeded
/// per process). Each chunk given to `combine` is digested 32 bytes at a time in four 64-bit lanes, in
/// the manner of xxHash64, and the digest folded into the running state: a warm cache run hashes every
/// byte of the project, so this runs near memory speed (byte-at-a-time FNV cost more than reading
/// the files). For cache keys, not for security.
public struct StableHash: Sendable {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x8422_2325_cbf2_9ce4

    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9

    public init() {}

    public mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
        let (h1, h2) = Self.digest(UnsafeRawBufferPointer(bytes))
        a = Self.avalanche((a ^ h1) &* Self.p1 &+ UInt64(bytes.count))
        b = Self.avalanche((b ^ h2) &* Self.p2 &+ (a >> 7))
    }

    @inline(__always) private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        let x = acc &+ input &* p2
        return ((x << 31) | (x >> 33)) &* p1
    }

    @inline(__always) private static func avalanche(_ value: UInt64) -> UInt64 {
        var h = value
        h ^= h >> 33
        h = h &* p2
        h ^= h >> 29
        h = h &* p3
        h ^= h >> 32
        return h
    }

    /// Two 64-bit digests of one chunk (little-endian words, so every machine agrees).
    private static func digest(_ p: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        let n = p.count
        var v1 = p1 &+ p2, v2 = p2, v3: UInt64 = 0, v4 = 0 &- p1
        var i = 0
        while i + 32 <= n {
            v1 = round(v1, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            v2 = round(v2, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)))
            v3 = round(v3, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)))
            v4 = round(v4, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)))
            i += 32
        }
        var tail: UInt64 = p3
        while i + 8 <= n {
            tail = round(tail, UInt64(littleEndian: p.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            i += 8
        }
        while i < n {
            tail = round(tail, UInt64(p[i]) &+ 0x100)
            i += 1
        }
        let h1 = avalanche(v1 &+ ((v2 << 7) | (v2 >> 57)) &+ ((v3 << 12) | (v3 >> 52)) &+ ((v4 << 18) | (v4 >> 46)) ^ tail)
        let h2 = avalanche((v4 &* p1) ^ (v3 &+ p2) ^ ((v2 << 23) | (v2 >> 41)) ^ (v1 &* p3) &+ tail &+ UInt64(n))
        return (h1, h2)
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
