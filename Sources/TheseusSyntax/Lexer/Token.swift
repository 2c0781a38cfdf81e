/// What a token is. Keywords are `.identifier` tokens with a `keyword` set: Swift's many contextual
/// keywords are ordinary identifiers in most places, and the parser decides by position.
public enum TokenKind: UInt8, Sendable, CustomStringConvertible {
    case endOfFile
    case identifier          // `name`, `` `if` ``, keywords (see `Token.keyword`)
    case dollarIdentifier    // `$0`, `$name`
    case hashIdentifier      // `#if`, `#available`, `#Preview`, `#selector` (the `#` included)
    case editorPlaceholder   // `<#name#>`
    case integerLiteral
    case floatLiteral
    case stringOpen          // `"`, `"""`, `#"`, `##"""` …
    case stringSegment       // literal text between delimiters and interpolations (escapes included)
    case interpolationOpen   // `\(` or `\#(` inside a string
    case interpolationClose  // the `)` that ends an interpolation
    case stringClose
    case regexLiteral        // `/…/`, `#/…/#`
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, semicolon
    case period              // `.` alone: member access, implicit member
    case atSign              // `@` of an attribute
    case backslash           // `\` of a key path
    case pound               // a `#` that starts nothing else
    case arrow               // `->`
    case equal               // `=` (assignment)
    case prefixAmpersand     // `&` directly before an operand (inout)
    case postfixQuestion     // `?` bound to its left operand (optional chaining, `T?`)
    case exclamation         // `!` bound to its left operand (force unwrap, `T!`)
    case infixQuestion       // `?` of a ternary
    case prefixOperator
    case postfixOperator
    case binaryOperator
    case backtick            // a lone backtick that does not close
    case unknown             // bytes that are not Swift: invalid UTF-8, control bytes, stray characters

    public var description: String { String(describing: Self.self) + "." + name }

    public var name: String {
        switch self {
        case .endOfFile: return "endOfFile"
        case .identifier: return "identifier"
        case .dollarIdentifier: return "dollarIdentifier"
        case .hashIdentifier: return "hashIdentifier"
        case .editorPlaceholder: return "editorPlaceholder"
        case .integerLiteral: return "integerLiteral"
        case .floatLiteral: return "floatLiteral"
        case .stringOpen: return "stringOpen"
        case .stringSegment: return "stringSegment"
        case .interpolationOpen: return "interpolationOpen"
        case .interpolationClose: return "interpolationClose"
        case .stringClose: return "stringClose"
        case .regexLiteral: return "regexLiteral"
        case .leftParen: return "leftParen"
        case .rightParen: return "rightParen"
        case .leftBrace: return "leftBrace"
        case .rightBrace: return "rightBrace"
        case .leftSquare: return "leftSquare"
        case .rightSquare: return "rightSquare"
        case .comma: return "comma"
        case .colon: return "colon"
        case .semicolon: return "semicolon"
        case .period: return "period"
        case .atSign: return "atSign"
        case .backslash: return "backslash"
        case .pound: return "pound"
        case .arrow: return "arrow"
        case .equal: return "equal"
        case .prefixAmpersand: return "prefixAmpersand"
        case .postfixQuestion: return "postfixQuestion"
        case .exclamation: return "exclamation"
        case .infixQuestion: return "infixQuestion"
        case .prefixOperator: return "prefixOperator"
        case .postfixOperator: return "postfixOperator"
        case .binaryOperator: return "binaryOperator"
        case .backtick: return "backtick"
        case .unknown: return "unknown"
        }
    }
}

/// Facts about a token that the parser and the rules need and that cost nothing to record while lexing.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A line break (in whitespace or in a comment) precedes the token: it starts a line.
    public static let atStartOfLine = TokenFlags(rawValue: 1 << 0)
    /// Whitespace or a comment precedes the token.
    public static let leadingTrivia = TokenFlags(rawValue: 1 << 1)
    /// An identifier written in backticks.
    public static let backticked = TokenFlags(rawValue: 1 << 2)
    /// A string, comment-terminated construct or regex that reached the end of its line or file unclosed.
    public static let unterminated = TokenFlags(rawValue: 1 << 3)
    /// A string delimiter of a multi-line (`"""`) string.
    public static let multiline = TokenFlags(rawValue: 1 << 4)
}

/// One token: its kind, its keyword if it spells one, flags, and a byte range. No text is copied.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    public var keyword: Keyword
    public var flags: TokenFlags
    public var start: Int32
    public var end: Int32

    @inlinable public init(kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = [], start: Int32, end: Int32) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = start
        self.end = end
    }

    @inlinable public var range: ByteRange { ByteRange(start: start, end: end) }
    @inlinable public var isAtStartOfLine: Bool { flags.contains(.atStartOfLine) }
    @inlinable public var hasLeadingTrivia: Bool { flags.contains(.leadingTrivia) }

    /// An identifier-like token that can name something (`name`, a contextual keyword, `` `if` ``).
    @inlinable public var isIdentifierLike: Bool { kind == .identifier }
}

/// The kinds of trivia: the bytes between tokens.
public enum TriviaKind: UInt8, Sendable {
    case whitespace       // spaces, tabs, vertical tab, form feed, NUL
    case newline          // \n, \r\n or \r
    case lineComment      // `// …`
    case docLineComment   // `/// …`
    case blockComment     // `/* … */` (nested)
    case docBlockComment  // `/** … */`
    case shebang          // `#!…` on the first line
    case byteOrderMark    // U+FEFF at the start of the file
}

public struct Trivia: Sendable, Hashable {
    public var kind: TriviaKind
    public var start: Int32
    public var end: Int32
    /// A block comment that ran to the end of the file.
    public var unterminated: Bool

    public init(kind: TriviaKind, start: Int32, end: Int32, unterminated: Bool = false) {
        self.kind = kind
        self.start = start
        self.end = end
        self.unterminated = unterminated
    }

    @inlinable public var range: ByteRange { ByteRange(start: start, end: end) }
    public var isComment: Bool {
        switch kind {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
        default: return false
        }
    }
}
