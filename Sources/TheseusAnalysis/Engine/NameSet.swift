/// A set of names asked about for nearly every call ("is `padding` a type-erasing helper?"), where the
/// answer is nearly always no: a bitmap of the names' first bytes answers most questions before any
/// string is hashed. Strings are equal by canonical equivalence (a Kelvin sign is `K`), so the bitmap
/// answers only when every name is ASCII and the question starts with an ASCII byte: such a question
/// can equal only a name with the same first byte (composing characters never gives an ASCII one).
/// Any other question goes to the set itself.
public struct NameSet: Sendable {
    private let names: Set<String>
    /// Every name is ASCII: the bitmap below is filled and used.
    private let isASCII: Bool
    private var firstBytes: (UInt64, UInt64) = (0, 0)

    /// The same for every copy of one set, and different for sets made apart: what a memo of an answer
    /// that depends on the set compares.
    public var identity: ObjectIdentifier { ObjectIdentifier(token) }
    private let token = Token()
    private final class Token: Sendable {}

    public init<S: Sequence>(_ names: S) where S.Element == String {
        self.names = Set(names)
        isASCII = self.names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        guard isASCII else { return }
        for name in self.names {
            guard let byte = name.utf8.first else { continue }
            if byte < 64 { firstBytes.0 |= UInt64(1) << UInt64(byte) } else { firstBytes.1 |= UInt64(1) << UInt64(byte & 63) }
        }
    }

    public var isEmpty: Bool { names.isEmpty }

    public func contains(_ name: String) -> Bool {
        guard isASCII, let byte = name.utf8.first, byte < 0x80 else { return names.contains(name) }
        let word = byte < 64 ? firstBytes.0 : firstBytes.1
        return word & (UInt64(1) << UInt64(byte & 63)) != 0 && names.contains(name)
    }
}
