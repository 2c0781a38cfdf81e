/// A set of names asked about for nearly every call ("is `padding` a type-erasing helper?"), where the
/// answer is nearly always no: a bitmap of the names' first bytes answers most questions before any
/// string is hashed.
public struct NameSet: Sendable {
    private let names: Set<String>
    private var firstBytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    public init<S: Sequence>(_ names: S) where S.Element == String {
        self.names = Set(names)
        for name in self.names {
            guard let byte = name.utf8.first else { continue }
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: firstBytes.0 |= bit
            case 1: firstBytes.1 |= bit
            case 2: firstBytes.2 |= bit
            default: firstBytes.3 |= bit
            }
        }
    }

    public var isEmpty: Bool { names.isEmpty }

    public func contains(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return names.contains(name) }
        let bit = UInt64(1) << UInt64(byte & 63)
        let word: UInt64
        switch byte >> 6 {
        case 0: word = firstBytes.0
        case 1: word = firstBytes.1
        case 2: word = firstBytes.2
        default: word = firstBytes.3
        }
        return word & bit != 0 && names.contains(name)
    }
}
