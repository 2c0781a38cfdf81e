/// Every keyword the parser looks at, reserved or contextual. `none` for ordinary identifiers.
/// The spelling of each case is in `Keyword.spellings`, in the same order (a test checks the pairing).
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none
    case `associatedtype`
    case `class`
    case `deinit`
    case `enum`
    case `extension`
    case `fileprivate`
    case `func`
    case `import`
    case `init`
    case `inout`
    case `internal`
    case `let`
    case `open`
    case `operator`
    case `private`
    case `precedencegroup`
    case `protocol`
    case `public`
    case `rethrows`
    case `static`
    case `struct`
    case `subscript`
    case `typealias`
    case `var`
    case actor
    case macro
    case `break`
    case `case`
    case `catch`
    case `continue`
    case `default`
    case `defer`
    case `do`
    case `else`
    case `fallthrough`
    case `for`
    case `guard`
    case `if`
    case `in`
    case `repeat`
    case `return`
    case `throw`
    case `throws`
    case `switch`
    case `where`
    case `while`
    case capitalAny
    case `as`
    case await
    case `false`
    case `is`
    case `nil`
    case `self`
    case capitalSelf
    case `super`
    case `true`
    case `try`
    case get
    case set
    case willSet
    case didSet
    case mutating
    case nonmutating
    case override
    case final
    case required
    case convenience
    case lazy
    case weak
    case unowned
    case optional
    case dynamic
    case indirect
    case `some`
    case `any`
    case consume
    case copy
    case borrowing
    case consuming
    case each
    case package
    case nonisolated
    case async
    case discard
    case then
    case isolated
    case underscoreModify
    case underscoreRead
    case yield
    case distributed
    case sending
    case unsafe
    case poundIf
    case poundElseif
    case poundElse
    case poundEndif
    case poundAvailable
    case poundUnavailable

    /// The source spelling of each keyword, in case order (index 0, `none`, is empty).
    public static let spellings: [String] = [
        "",
        "associatedtype",
        "class",
        "deinit",
        "enum",
        "extension",
        "fileprivate",
        "func",
        "import",
        "init",
        "inout",
        "internal",
        "let",
        "open",
        "operator",
        "private",
        "precedencegroup",
        "protocol",
        "public",
        "rethrows",
        "static",
        "struct",
        "subscript",
        "typealias",
        "var",
        "actor",
        "macro",
        "break",
        "case",
        "catch",
        "continue",
        "default",
        "defer",
        "do",
        "else",
        "fallthrough",
        "for",
        "guard",
        "if",
        "in",
        "repeat",
        "return",
        "throw",
        "throws",
        "switch",
        "where",
        "while",
        "Any",
        "as",
        "await",
        "false",
        "is",
        "nil",
        "self",
        "Self",
        "super",
        "true",
        "try",
        "get",
        "set",
        "willSet",
        "didSet",
        "mutating",
        "nonmutating",
        "override",
        "final",
        "required",
        "convenience",
        "lazy",
        "weak",
        "unowned",
        "optional",
        "dynamic",
        "indirect",
        "some",
        "any",
        "consume",
        "copy",
        "borrowing",
        "consuming",
        "each",
        "package",
        "nonisolated",
        "async",
        "discard",
        "then",
        "isolated",
        "_modify",
        "_read",
        "yield",
        "distributed",
        "sending",
        "unsafe",
        "#if",
        "#elseif",
        "#else",
        "#endif",
        "#available",
        "#unavailable",
    ]

    public var spelling: String { Keyword.spellings[Int(rawValue)] }
}

extension Keyword {
    /// Keywords by a 64-bit FNV-1a hash of their bytes; a hit is confirmed byte by byte.
    private static let table: [UInt64: (Keyword, [UInt8])] = {
        var table: [UInt64: (Keyword, [UInt8])] = [:]
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            let hash = bytes.withUnsafeBufferPointer { fnv1a($0, 0, $0.count) }
            precondition(table[hash] == nil, "keyword hash collision")
            table[hash] = (keyword, bytes)
        }
        return table
    }()

    @inline(__always)
    static func fnv1a(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var i = start
        while i < end {
            hash = (hash ^ UInt64(buf[i])) &* 0x0000_0100_0000_01b3
            i += 1
        }
        return hash
    }

    /// The keyword spelled by `buf[start..<end]`, or `.none`.
    @inline(__always)
    static func lookup(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        guard length >= 2, length <= 16 else { return .none }
        guard let (keyword, bytes) = table[fnv1a(buf, start, end)], bytes.count == length else { return .none }
        for i in 0..<length where bytes[i] != buf[start + i] { return .none }
        return keyword
    }

    /// Keywords that can only be used as identifiers in backticks; everywhere else they have meaning.
    public var isReserved: Bool {
        switch self {
        case .associatedtype, .class, .deinit, .enum, .extension, .fileprivate, .func, .import, .`init`,
             .inout, .internal, .let, .operator, .private, .precedencegroup, .protocol, .public, .static,
             .struct, .subscript, .typealias, .var, .break, .case, .catch, .continue, .default, .defer,
             .do, .else, .fallthrough, .for, .guard, .if, .in, .repeat, .return, .throw, .switch, .where,
             .while, .as, .false, .is, .nil, .`self`, .capitalSelf, .super, .true, .try, .throws, .rethrows,
             .capitalAny:
            return true
        default:
            return false
        }
    }
}
