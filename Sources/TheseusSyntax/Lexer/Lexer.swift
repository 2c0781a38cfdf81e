/// The output of lexing one file: tokens and trivia, each a byte range into `source.bytes`.
///
/// Tokens and `allTrivia` tile the file: every byte belongs to exactly one token or trivia piece, in
/// order, so concatenating them reproduces the file byte for byte. The last token is a zero-width
/// `.endOfFile`.
public struct LexedFile: Sendable {
    public let source: SourceFile
    public var tokens: [Token]
    /// The comments, and a byte-order mark or a shebang line, in order: the trivia anything reads.
    /// Whitespace and line breaks are not stored (there is about one piece per token, and nothing reads
    /// them but the tests); the gaps between tokens and these pieces hold exactly them (`allTrivia`).
    public var trivia: [Trivia]

    /// Every trivia piece as the lexer meets it: `trivia` with the whitespace runs and line breaks of the
    /// gaps put back (a run of spaces, tabs, form feeds, vertical tabs and NULs; `\n`, `\r\n` or `\r`).
    public var allTrivia: [Trivia] {
        var all: [Trivia] = []
        let bytes = source.bytes
        var stored = 0, token = 0, offset = 0
        func fill(to limit: Int) {
            while offset < limit {
                let start = offset
                let b = bytes[offset]
                if b == 0x0A || b == 0x0D {
                    offset += (b == 0x0D && offset + 1 < limit && bytes[offset + 1] == 0x0A) ? 2 : 1
                    all.append(Trivia(kind: .newline, start: Int32(start), end: Int32(offset)))
                } else {
                    offset += 1
                    while offset < limit, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
                    all.append(Trivia(kind: .whitespace, start: Int32(start), end: Int32(offset)))
                }
            }
        }
        // Tokens and stored pieces in order of start; everything between them is a gap.
        while token < tokens.count || stored < trivia.count {
            let takeStored = stored < trivia.count && (token >= tokens.count || trivia[stored].start <= tokens[token].start)
            let (start, end) = takeStored ? (Int(trivia[stored].start), Int(trivia[stored].end))
                                          : (Int(tokens[token].start), Int(tokens[token].end))
            fill(to: min(start, bytes.count))
            if takeStored { all.append(trivia[stored]); stored += 1 } else { token += 1 }
            offset = max(offset, end)
        }
        fill(to: bytes.count)
        return all
    }

    /// The source text of a token (for tests, debugging and reports; the hot path compares bytes).
    public func text(_ token: Token) -> String { source.text(token.range) }
    public func text(at index: Int) -> String { source.text(tokens[index].range) }
}

/// Swift's whole lexical grammar, over UTF-8 bytes, without ever throwing or decoding to `String`.
///
/// String literals are split into delimiter, segment and interpolation tokens; the contents of an
/// interpolation are ordinary tokens, to any depth. The nesting of strings and interpolations is kept
/// on an explicit stack, not the call stack, so no input can exhaust it.
public struct Lexer {
    public static func lex(_ source: SourceFile) -> LexedFile {
        var tokens: [Token] = []
        var trivia: [Trivia] = []
        tokens.reserveCapacity(source.count / 4 + 16)
        trivia.reserveCapacity(source.count / 128 + 4)
        source.bytes.withUnsafeBufferPointer { buf in
            var state = LexerState(buf: buf, tokens: tokens, trivia: trivia)
            tokens = []
            trivia = []
            state.run()
            tokens = state.tokens
            trivia = state.trivia
        }
        return LexedFile(source: source, tokens: tokens, trivia: trivia)
    }
}

/// A level of the lexer's mode stack.
private struct Frame {
    /// `true` inside a string literal, `false` in code (the file itself, or an interpolation).
    var isString: Bool
    var multiline: Bool
    var hashes: Int
    /// In an interpolation: parentheses opened inside it and not yet closed.
    var parenDepth: Int
}

private struct LexerState {
    let buf: UnsafeBufferPointer<UInt8>
    var tokens: [Token]
    var trivia: [Trivia]
    var pos = 0
    var frames: [Frame] = [Frame(isString: false, multiline: false, hashes: 0, parenDepth: 0)]
    /// Flags for the next token, gathered while skipping trivia.
    var pendingFlags: TokenFlags = []

    init(buf: UnsafeBufferPointer<UInt8>, tokens: [Token], trivia: [Trivia]) {
        self.buf = buf
        self.tokens = tokens
        self.trivia = trivia
    }

    var end: Int { buf.count }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i < buf.count ? buf[i] : 0
    }

    @inline(__always) func byte(at i: Int) -> UInt8 { i < buf.count && i >= 0 ? buf[i] : 0 }

    mutating func run() {
        lexFileStart()
        while true {
            let before = pos
            if frames[frames.count - 1].isString {
                lexStringPart()
            } else {
                lexTrivia()
                if pos >= end {
                    tokens.append(Token(kind: .endOfFile, flags: pendingFlags, start: Int32(end), end: Int32(end)))
                    return
                }
                lexToken()
            }
            // Every step consumes bytes, except a string frame that ends at a line break or at the end
            // of the file (it pops itself, so the stack shrinks instead).
            assert(pos > before || frames.count >= 1)
        }
    }

    // MARK: Tokens

    mutating func emit(_ kind: TokenKind, _ start: Int, keyword: Keyword = .none, flags extra: TokenFlags = []) {
        tokens.append(Token(kind: kind, keyword: keyword, flags: pendingFlags.union(extra), start: Int32(start), end: Int32(pos)))
        pendingFlags = []
    }

    mutating func lexToken() {
        let start = pos
        let c = buf[pos]
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexStringOpen(hashes: 0, start: start)
        case UInt8(ascii: "#"):
            lexHash()
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "$"):
            pos += 1
            scanIdentifierBody()  // `$0`, `$name`, `$café`
            emit(pos - start > 1 ? .dollarIdentifier : .identifier, start)
        case UInt8(ascii: "@"): pos += 1; emit(.atSign, start)
        case UInt8(ascii: "("):
            pos += 1
            if frames.count > 1 { frames[frames.count - 1].parenDepth += 1 }
            emit(.leftParen, start)
        case UInt8(ascii: ")"):
            pos += 1
            if frames.count > 1 {
                if frames[frames.count - 1].parenDepth == 0 {
                    frames.removeLast()
                    emit(.interpolationClose, start)
                    return
                }
                frames[frames.count - 1].parenDepth -= 1
            }
            emit(.rightParen, start)
        case UInt8(ascii: "{"): pos += 1; emit(.leftBrace, start)
        case UInt8(ascii: "}"): pos += 1; emit(.rightBrace, start)
        case UInt8(ascii: "["): pos += 1; emit(.leftSquare, start)
        case UInt8(ascii: "]"): pos += 1; emit(.rightSquare, start)
        case UInt8(ascii: ","): pos += 1; emit(.comma, start)
        case UInt8(ascii: ";"): pos += 1; emit(.semicolon, start)
        case UInt8(ascii: ":"): pos += 1; emit(.colon, start)
        case UInt8(ascii: "\\"): pos += 1; emit(.backslash, start)
        case UInt8(ascii: "<") where peek(1) == UInt8(ascii: "#"):
            if !lexEditorPlaceholder() { lexOperator() }
        case UInt8(ascii: "/"):
            if !lexRegexIfAllowed() { lexOperator() }
        case UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            lexOperator()
        default:
            if c >= 0x80 {
                let (scalar, length) = decodeScalar(at: pos)
                if length == 0 {
                    pos += 1
                    emit(.unknown, start)
                } else if isOperatorHead(scalar) {
                    lexOperator()
                } else if isIdentifierScalar(scalar) {
                    lexIdentifier()
                } else {
                    pos += length
                    emit(.unknown, start)
                }
            } else {
                // Control bytes and ASCII that Swift does not use outside strings (`'`, DEL …).
                pos += 1
                emit(.unknown, start)
            }
        }
    }

    mutating func lexIdentifier() {
        let start = pos
        scanIdentifierBody()
        let keyword = Keyword.lookup(buf, start, pos)
        emit(.identifier, start, keyword: keyword)
    }

    /// Advances over identifier characters, ASCII or not: the ASCII run on the buffer alone (nearly every
    /// identifier), the rest, from a non-ASCII byte on, in `scanNonASCIIIdentifierBody`, kept out of line
    /// (decoding scalars in the same function made every call set up for it).
    mutating func scanIdentifierBody() {
        var i = pos
        let n = buf.count
        while i < n, isIdentifierContinueASCII(buf[i]) { i += 1 }
        pos = i
        if i < n, buf[i] >= 0x80 { scanNonASCIIIdentifierBody() }
    }

    @inline(never) mutating func scanNonASCIIIdentifierBody() {
        while pos < end {
            let b = buf[pos]
            if b < 0x80 {
                if isIdentifierContinueASCII(b) { pos += 1 } else { return }
            } else {
                let (scalar, length) = decodeScalar(at: pos)
                if length == 0 || isOperatorHead(scalar) || !isIdentifierScalar(scalar) { return }
                pos += length
            }
        }
    }

    mutating func lexBacktick() {
        let start = pos
        // `name`, or since Swift 6 a raw identifier with spaces: anything but a line break or backtick.
        var i = pos + 1
        while i < end, buf[i] != UInt8(ascii: "`"), buf[i] != 0x0A, buf[i] != 0x0D { i += 1 }
        if i < end, buf[i] == UInt8(ascii: "`"), i > pos + 1 {
            pos = i + 1
            emit(.identifier, start, flags: .backticked)
        } else {
            pos += 1
            emit(.backtick, start)
        }
    }

    mutating func lexNumber() {
        let start = pos
        let afterPeriod = tokens.last?.kind == .period && !pendingFlags.contains(.leadingTrivia)
        var isFloat = false
        if buf[pos] == UInt8(ascii: "0"), pos + 1 < end, buf[pos + 1] == UInt8(ascii: "x") || buf[pos + 1] == UInt8(ascii: "X") {
            pos += 2
            while pos < end, isHexDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_") { pos += 1 }
            if !afterPeriod, peek() == UInt8(ascii: "."), isHexDigit(peek(1)) {
                let dot = pos
                pos += 1
                while pos < end, isHexDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_") { pos += 1 }
                // Without an exponent, `0xFF.description` is an integer and a member, as in swiftc; `0x1.8`
                // (a digit after the dot) stays a float, which swiftc rejects for its missing exponent.
                if peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") || isDigit(buf[dot + 1]) {
                    isFloat = true
                } else {
                    pos = dot
                }
            }
            if !afterPeriod, peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") {
                isFloat = true
                scanExponent()
            }
        } else if buf[pos] == UInt8(ascii: "0"), pos + 1 < end,
                  buf[pos + 1] == UInt8(ascii: "o") || buf[pos + 1] == UInt8(ascii: "b") {
            pos += 2
            while pos < end, isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_") { pos += 1 }
        } else {
            while pos < end, isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_") { pos += 1 }
            if !afterPeriod, peek() == UInt8(ascii: "."), isDigit(peek(1)) {
                isFloat = true
                pos += 1
                while pos < end, isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_") { pos += 1 }
            }
            if !afterPeriod, peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                let save = pos
                scanExponent()
                if pos == save + 1 { pos = save } else { isFloat = true }
            }
        }
        // Swift rejects `12abc`; keeping the letters in the token keeps the parser in step.
        while pos < end, isIdentifierContinueASCII(buf[pos]) { pos += 1 }
        emit(isFloat ? .floatLiteral : .integerLiteral, start)
    }

    mutating func scanExponent() {
        pos += 1
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
        while pos < end, isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_") { pos += 1 }
    }

    /// `#if`, `#Preview`, raw strings `#"…"#`, extended regexes `#/…/#`, or a lone `#`.
    mutating func lexHash() {
        let start = pos
        var hashes = 0
        while pos + hashes < end, buf[pos + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let next = byte(at: pos + hashes)
        if next == UInt8(ascii: "\"") {
            pos += hashes
            lexStringOpen(hashes: hashes, start: start)
            return
        }
        if next == UInt8(ascii: "/"), lexExtendedRegex(hashes: hashes) { return }
        if hashes == 1, isIdentifierStart(at: pos + 1) {
            pos += 1
            scanIdentifierBody()
            emit(.hashIdentifier, start, keyword: Keyword.lookup(buf, start, pos))
            return
        }
        pos += 1
        emit(.pound, start)
    }

    func isIdentifierStart(at i: Int) -> Bool {
        guard i < end else { return false }
        let b = buf[i]
        if b < 0x80 { return isIdentifierHeadASCII(b) }
        let (scalar, length) = decodeScalar(at: i)
        return length > 0 && !isOperatorHead(scalar) && isIdentifierScalar(scalar) && !isCombining(scalar)
    }

    mutating func lexEditorPlaceholder() -> Bool {
        // `<#name#>` on one line.
        var i = pos + 2
        while i + 1 < end, buf[i] != 0x0A, buf[i] != 0x0D {
            if buf[i] == UInt8(ascii: "#"), buf[i + 1] == UInt8(ascii: ">") {
                let start = pos
                pos = i + 2
                emit(.editorPlaceholder, start)
                return true
            }
            i += 1
        }
        return false
    }

    // MARK: Operators

    mutating func lexOperator() {
        let start = pos
        let leftBound = isLeftBound(start)
        let startsWithDot = buf[pos] == UInt8(ascii: ".")
        // `?` and `!` directly after an operand stand alone: `a?.b`, `a!.b`, `Int?>`.
        if leftBound, buf[pos] == UInt8(ascii: "?") || buf[pos] == UInt8(ascii: "!") {
            pos += 1
            emit(buf[start] == UInt8(ascii: "?") ? .postfixQuestion : .exclamation, start)
            return
        }
        while pos < end {
            let b = buf[pos]
            if b < 0x80 {
                guard isOperatorASCII(b) else { break }
                // A dot only continues an operator that began with one.
                if b == UInt8(ascii: "."), !startsWithDot { break }
                // `//` and `/*` start a comment, even in the middle of an operator.
                if b == UInt8(ascii: "/"), pos > start, peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
                if b == UInt8(ascii: "/"), pos == start, peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
                pos += 1
            } else {
                let (scalar, length) = decodeScalar(at: pos)
                guard length > 0, isOperatorContinuation(scalar) else { break }
                pos += length
            }
        }
        if pos == start { pos += 1 }  // cannot happen for operator heads; guarantees progress
        let length = pos - start
        let rightBound = isRightBound(pos, leftBound: leftBound)
        if length == 1 {
            switch buf[start] {
            case UInt8(ascii: "."): emit(.period, start); return
            case UInt8(ascii: "="): emit(.equal, start); return
            case UInt8(ascii: "&") where rightBound && !leftBound: emit(.prefixAmpersand, start); return
            case UInt8(ascii: "?"): emit(.infixQuestion, start); return
            default: break
            }
        } else if length == 2, buf[start] == UInt8(ascii: "-"), buf[start + 1] == UInt8(ascii: ">") {
            emit(.arrow, start)
            return
        }
        if leftBound == rightBound {
            emit(.binaryOperator, start)
        } else if leftBound {
            emit(.postfixOperator, start)
        } else {
            emit(.prefixOperator, start)
        }
    }

    /// Whether the byte before `i` binds an operator to its left operand.
    func isLeftBound(_ i: Int) -> Bool {
        if i == 0 || pendingFlags.contains(.leadingTrivia) { return false }
        switch buf[i - 1] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        default:
            // After `\(` the operand is inside the interpolation: `"\(-x)"`.
            return tokens.last?.kind != .interpolationOpen
        }
    }

    func isRightBound(_ i: Int, leftBound: Bool) -> Bool {
        guard i < end else { return false }
        switch buf[i] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0A, 0x0D, 0x0B, 0x0C, 0,
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            // `x!.y`: an operator bound on the left and followed by a dot is postfix.
            return !leftBound
        case UInt8(ascii: "/"):
            let next = byte(at: i + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        default:
            return true
        }
    }

    // MARK: Regex literals

    /// Whether the last token can end an expression, in which case a following `/` divides.
    func previousTokenEndsExpression() -> Bool {
        guard let last = tokens.last else { return false }
        switch last.kind {
        case .identifier:
            switch last.keyword {
            case .return, .throw, .in, .case, .if, .else, .guard, .where, .while, .switch, .for, .repeat,
                 .try, .await, .is, .as, .do, .catch, .defer, .let, .var, .yield, .some, .any:
                return last.flags.contains(.backticked)
            default:
                return true
            }
        case .postfixQuestion, .exclamation:
            // `try? /a/` and `try! /a/`: `try` cannot be an operand, so a regex follows.
            guard tokens.count >= 2 else { return true }
            let before = tokens[tokens.count - 2]
            return !(before.kind == .identifier && before.keyword == .try && !before.flags.contains(.backticked))
        case .dollarIdentifier, .hashIdentifier, .integerLiteral, .floatLiteral, .stringClose, .regexLiteral,
             .rightParen, .rightSquare, .rightBrace, .postfixOperator, .editorPlaceholder, .interpolationClose:
            return true
        default:
            return false
        }
    }

    /// `/…/` where an operand may start, per SE-0354: not after an operand, not starting or ending
    /// with a space, closed on the same line.
    mutating func lexRegexIfAllowed() -> Bool {
        let start = pos
        let next = byte(at: pos + 1)
        if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { return false }
        if previousTokenEndsExpression() { return false }
        switch next {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0A, 0x0D, 0, UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "="):
            return false
        default: break
        }
        var i = pos + 1
        var inClass = 0
        while i < end {
            let b = buf[i]
            if b == 0x0A || b == 0x0D { return false }
            if b == UInt8(ascii: "\\") { i += 2; continue }
            if b == UInt8(ascii: "[") { inClass += 1 } else if b == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            if b == UInt8(ascii: "/"), inClass == 0 {
                let before = buf[i - 1]
                if before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") { return false }
                pos = i + 1
                emit(.regexLiteral, start)
                return true
            }
            i += 1
        }
        return false
    }

    /// `#/…/#`, possibly over several lines when the opening delimiter ends its line.
    mutating func lexExtendedRegex(hashes: Int) -> Bool {
        let start = pos
        var i = pos + hashes + 1
        let multiline = byte(at: i) == 0x0A || byte(at: i) == 0x0D
        while i < end {
            let b = buf[i]
            if !multiline, b == 0x0A || b == 0x0D { return false }
            if b == UInt8(ascii: "\\") { i += 2; continue }
            if b == UInt8(ascii: "/") {
                var n = 0
                while n < hashes, byte(at: i + 1 + n) == UInt8(ascii: "#") { n += 1 }
                if n == hashes {
                    pos = i + 1 + hashes
                    emit(.regexLiteral, start)
                    return true
                }
            }
            i += 1
        }
        if multiline {
            pos = end
            emit(.regexLiteral, start, flags: .unterminated)
            return true
        }
        return false
    }

    // MARK: Strings

    mutating func lexStringOpen(hashes: Int, start: Int) {
        // `pos` is at the first quote, after any `#`.
        var multiline = false
        if byte(at: pos + 1) == UInt8(ascii: "\""), byte(at: pos + 2) == UInt8(ascii: "\""),
           !(hashes > 0 && closesOnSameLine(from: pos + 1, hashes: hashes)) {
            multiline = true
            pos += 3
        } else {
            pos += 1
        }
        emit(.stringOpen, start, flags: multiline ? .multiline : [])
        frames.append(Frame(isString: true, multiline: multiline, hashes: hashes, parenDepth: 0))
    }

    /// `#"""#` is a one-line raw string holding a quote, not a multi-line opener: as in swiftc, a raw
    /// `"""` whose line also holds a quote followed by the closing `#`s is single-line.
    func closesOnSameLine(from start: Int, hashes: Int) -> Bool {
        var i = start
        while i < end, buf[i] != 0x0A, buf[i] != 0x0D {
            if buf[i] == UInt8(ascii: "\"") {
                var n = 0
                while n < hashes, byte(at: i + 1 + n) == UInt8(ascii: "#") { n += 1 }
                if n == hashes { return true }
            }
            i += 1
        }
        return false
    }

    /// Lexes string contents up to an interpolation, the closing delimiter, or (single-line) a line break.
    mutating func lexStringPart() {
        let frame = frames[frames.count - 1]
        let segmentStart = pos
        while pos < end {
            let b = buf[pos]
            if !frame.multiline, b == 0x0A || b == 0x0D {
                break
            }
            if b == UInt8(ascii: "\\") {
                var n = 0
                while n < frame.hashes, byte(at: pos + 1 + n) == UInt8(ascii: "#") { n += 1 }
                if n == frame.hashes {
                    let after = pos + 1 + n
                    if byte(at: after) == UInt8(ascii: "(") {
                        if pos > segmentStart { emitSegment(segmentStart) }
                        let start = pos
                        pos = after + 1
                        emit(.interpolationOpen, start)
                        frames.append(Frame(isString: false, multiline: false, hashes: 0, parenDepth: 0))
                        return
                    }
                    // An escape: skip the escaped character so an escaped quote does not close.
                    pos = after
                    if pos < end && (frame.multiline || (buf[pos] != 0x0A && buf[pos] != 0x0D)) { pos += 1 }
                    continue
                }
                pos += 1
                continue
            }
            if b == UInt8(ascii: "\"") {
                let quotes = frame.multiline ? 3 : 1
                var q = 0
                while q < quotes, byte(at: pos + q) == UInt8(ascii: "\"") { q += 1 }
                if q == quotes {
                    var n = 0
                    while n < frame.hashes, byte(at: pos + quotes + n) == UInt8(ascii: "#") { n += 1 }
                    if n == frame.hashes {
                        if pos > segmentStart { emitSegment(segmentStart) }
                        let start = pos
                        pos += quotes + n
                        frames.removeLast()
                        emit(.stringClose, start, flags: frame.multiline ? .multiline : [])
                        return
                    }
                }
                pos += 1
                continue
            }
            pos += 1
        }
        // A line break in a single-line string, or the end of the file: the string is unterminated.
        if pos > segmentStart {
            emitSegment(segmentStart, flags: .unterminated)
        } else if let last = tokens.indices.last {
            tokens[last].flags.insert(.unterminated)
        }
        frames.removeLast()
    }

    mutating func emitSegment(_ start: Int, flags: TokenFlags = []) {
        tokens.append(Token(kind: .stringSegment, flags: flags, start: Int32(start), end: Int32(pos)))
    }

    // MARK: Trivia

    mutating func lexFileStart() {
        if end >= 3, buf[0] == 0xEF, buf[1] == 0xBB, buf[2] == 0xBF {
            pos = 3
            trivia.append(Trivia(kind: .byteOrderMark, start: 0, end: 3))
            pendingFlags.insert(.leadingTrivia)
        }
        if peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "!") {
            let start = pos
            while pos < end, buf[pos] != 0x0A, buf[pos] != 0x0D { pos += 1 }
            trivia.append(Trivia(kind: .shebang, start: Int32(start), end: Int32(pos)))
            pendingFlags.insert(.leadingTrivia)
        }
        pendingFlags.insert(.atStartOfLine)
    }

    mutating func lexTrivia() {
        while pos < end {
            let start = pos
            let b = buf[pos]
            switch b {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                pos += 1
                while pos < end {
                    let c = buf[pos]
                    guard c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == 0x0B || c == 0x0C || c == 0 else { break }
                    pos += 1
                }
                pendingFlags.insert(.leadingTrivia)
            case 0x0A, 0x0D:
                pos += (b == 0x0D && peek(1) == 0x0A) ? 2 : 1
                pendingFlags.insert([.leadingTrivia, .atStartOfLine])
                // Checked here, not in the call: nearly every line break is outside any string.
                if frames.count >= 3 { endSingleLineInterpolations() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                let doc = peek(2) == UInt8(ascii: "/")
                while pos < end, buf[pos] != 0x0A, buf[pos] != 0x0D { pos += 1 }
                trivia.append(Trivia(kind: doc ? .docLineComment : .lineComment, start: Int32(start), end: Int32(pos)))
                pendingFlags.insert(.leadingTrivia)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let doc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
                var depth = 0
                var closed = false
                var sawNewline = false
                while pos < end {
                    if buf[pos] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                        depth += 1
                        pos += 2
                    } else if buf[pos] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                        depth -= 1
                        pos += 2
                        if depth == 0 { closed = true; break }
                    } else {
                        if buf[pos] == 0x0A || buf[pos] == 0x0D { sawNewline = true }
                        pos += 1
                    }
                }
                trivia.append(Trivia(kind: doc ? .docBlockComment : .blockComment, start: Int32(start), end: Int32(pos), unterminated: !closed))
                pendingFlags.insert(.leadingTrivia)
                if sawNewline { pendingFlags.insert(.atStartOfLine) }
            default:
                return
            }
        }
    }

    /// A line break ends an interpolation of a single-line string (and that string), as in swiftc.
    mutating func endSingleLineInterpolations() {
        while frames.count >= 3 {
            let code = frames[frames.count - 1]
            let string = frames[frames.count - 2]
            guard !code.isString, string.isString, !string.multiline else { return }
            frames.removeLast(2)
            if let last = tokens.indices.last { tokens[last].flags.insert(.unterminated) }
        }
    }

    // MARK: Characters

    /// Decodes one UTF-8 scalar at `i`; length 0 when the bytes there are not valid UTF-8.
    func decodeScalar(at i: Int) -> (UInt32, Int) {
        let b0 = UInt32(buf[i])
        if b0 < 0x80 { return (b0, 1) }
        func cont(_ k: Int) -> UInt32? {
            guard i + k < end else { return nil }
            let b = buf[i + k]
            return b & 0xC0 == 0x80 ? UInt32(b & 0x3F) : nil
        }
        if b0 & 0xE0 == 0xC0 {
            guard b0 >= 0xC2, let c1 = cont(1) else { return (0, 0) }
            return ((b0 & 0x1F) << 6 | c1, 2)
        }
        if b0 & 0xF0 == 0xE0 {
            guard let c1 = cont(1), let c2 = cont(2) else { return (0, 0) }
            let v = (b0 & 0x0F) << 12 | c1 << 6 | c2
            guard v >= 0x800, !(0xD800...0xDFFF).contains(v) else { return (0, 0) }
            return (v, 3)
        }
        if b0 & 0xF8 == 0xF0 {
            guard let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) else { return (0, 0) }
            let v = (b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
            guard v >= 0x10000, v <= 0x10FFFF else { return (0, 0) }
            return (v, 4)
        }
        return (0, 0)
    }
}

@inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

@inline(__always) func isHexDigit(_ b: UInt8) -> Bool {
    isDigit(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
}

@inline(__always) func isIdentifierHeadASCII(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_")
}

/// `$` continues an identifier (`_$observationRegistrar`, as macros write it) but cannot start one.
@inline(__always) func isIdentifierContinueASCII(_ b: UInt8) -> Bool {
    isIdentifierHeadASCII(b) || isDigit(b) || b == UInt8(ascii: "$")
}

@inline(__always) func isOperatorASCII(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
         UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
         UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
        return true
    default:
        return false
    }
}

/// Unicode operator heads from The Swift Programming Language's lexical structure.
func isOperatorHead(_ v: UInt32) -> Bool {
    switch v {
    case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB, 0x00BF, 0x00D7, 0x00F7,
         0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF,
         0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
        return true
    default:
        return false
    }
}

func isCombining(_ v: UInt32) -> Bool {
    switch v {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
        return true
    default:
        return false
    }
}

func isOperatorContinuation(_ v: UInt32) -> Bool {
    if v < 0x80 { return isOperatorASCII(UInt8(v)) }
    return isOperatorHead(v) || isCombining(v)
}

/// Non-ASCII scalars that may appear in identifiers: everything but operators, spaces and separators.
func isIdentifierScalar(_ v: UInt32) -> Bool {
    switch v {
    case 0x0080...0x009F, 0x00A0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF,
         0xFFF9...0xFFFF, 0xE000...0xF8FF:
        return false
    default:
        return v >= 0x80
    }
}
