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
    /// Candidate keywords by (length, first byte): most identifiers are rejected by one array read.
    private static let buckets: [[(Keyword, [UInt8])]] = {
        var buckets = [[(Keyword, [UInt8])]](repeating: [], count: 17 * 128)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            precondition(bytes.count <= 16 && bytes[0] < 128)
            buckets[bytes.count * 128 + Int(bytes[0])].append((keyword, bytes))
        }
        return buckets
    }()

    /// The keyword spelled by `buf[start..<end]`, or `.none`.
    @inline(__always)
    static func lookup(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        guard length >= 2, length <= 16 else { return .none }
        let first = buf[start]
        guard first < 128 else { return .none }
        let candidates = buckets[length * 128 + Int(first)]
        if candidates.isEmpty { return .none }
        outer: for (keyword, bytes) in candidates {
            var i = 1
            while i < length {
                if bytes[i] != buf[start + i] { continue outer }
                i += 1
            }
            return keyword
        }
        return .none
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
