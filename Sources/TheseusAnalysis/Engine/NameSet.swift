/// A set of names asked about for nearly every call ("is `padding` a SwiftUI modifier?"). When every
/// name is ASCII, a question starting with an ASCII byte is answered from the names that start with that
/// byte, compared byte for byte: no string is hashed. Strings are equal by canonical equivalence (a
/// Kelvin sign is `K`), so that shortcut is exact only where bytes decide: such a question can equal
/// only a name with the same first byte (composing characters never gives an ASCII one), and an ASCII
/// question equals a name only when their bytes are the same. Any other question goes to the set itself.
public struct NameSet: Sendable {
    private let names: Set<String>
    /// Every name is ASCII: the buckets below are filled and used.
    private let isASCII: Bool
    /// The names by their first byte (128 buckets when `isASCII`).
    private let byFirstByte: [[[UInt8]]]

    /// The same for every copy of one set, and different for sets made apart: what a memo of an answer
    /// that depends on the set compares.
    public var identity: ObjectIdentifier { ObjectIdentifier(token) }
    private let token = Token()
    private final class Token: Sendable {}

    public init<S: Sequence>(_ names: S) where S.Element == String {
        self.names = Set(names)
        isASCII = self.names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        var buckets: [[[UInt8]]] = isASCII ? Array(repeating: [], count: 128) : []
        if isASCII {
            for name in self.names.sorted() {
                guard let byte = name.utf8.first else { continue }
                buckets[Int(byte)].append(Array(name.utf8))
            }
        }
        byFirstByte = buckets
    }

    public var isEmpty: Bool { names.isEmpty }

    /// The names, to build another set from this one.
    public var members: [String] { names.sorted() }

    public func contains(_ name: String) -> Bool {
        guard isASCII, let byte = name.utf8.first, byte < 0x80 else { return names.contains(name) }
        let bucket = byFirstByte[Int(byte)]
        if bucket.isEmpty { return false }
        // true: a name has the question's bytes; false: none has, and the question is ASCII, so it is none
        // of them; nil: none has, but a question with other bytes may still be canonically equal to one.
        let answer = name.utf8.withContiguousStorageIfAvailable { question -> Bool? in
            for candidate in bucket where candidate.count == question.count {
                if candidate.withUnsafeBufferPointer({ $0.elementsEqual(question) }) { return true }
            }
            for byte in question where byte >= 0x80 { return nil }
            return false
        } ?? nil
        return answer ?? names.contains(name)
    }
}
