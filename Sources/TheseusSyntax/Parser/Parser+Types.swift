extension Parser {
    // MARK: Types

    /// A type: attributes and specifiers, `some`/`any`, a primary type with member, optional and
    /// metatype suffixes, `&` compositions, and function types.
    mutating func parseType() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        var attributed = false
        while at(.atSign) || isTypeSpecifier() {
            attributed = true
            if at(.atSign) {
                parseAttribute()
            } else {
                let s = mark()
                let k = pos
                advance()
                if at(.leftParen), !current.hasLeadingTrivia { skipBalanced() } // isolated(any)
                finish(s, .modifier, main: k)
            }
        }
        parseCompositionOrFunctionType()
        if attributed { finish(m, .attributedType) }
    }

    /// `inout`, `borrowing`, `consuming`, `sending`, `__owned`, `isolated` before a type.
    func isTypeSpecifier() -> Bool {
        let t = current
        guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
        switch t.keyword {
        case .inout, .borrowing, .consuming, .sending, .isolated:
            let next = peek().kind
            return next == .identifier || next == .leftParen || next == .leftSquare || next == .atSign
        default:
            return text(t, is: "__owned") || text(t, is: "__shared")
        }
    }

    mutating func parseCompositionOrFunctionType() {
        let m = mark()
        parseNonCompositionType()
        var composed = false
        while at(.binaryOperator), text(current, is: "&") {
            advance()
            parseNonCompositionType()
            composed = true
        }
        if composed { finish(m, .compositionType) }
        // `(A) async throws -> B`
        if at(.async) || at(.throws) || at(.rethrows) || at(.arrow) {
            let save = pos
            parseEffects()
            if at(.arrow) {
                advance()
                parseType()
                finish(m, .functionType)
            } else {
                // `throws` with no arrow: not a function type after all.
                pos = save
            }
        }
    }

    mutating func parseNonCompositionType() {
        let m = mark()
        let t = current
        if t.kind == .identifier, !t.flags.contains(.backticked), t.keyword == .some || t.keyword == .any
            || t.keyword == .each || (t.keyword == .repeat && peek().kind == .identifier) {
            let keyword = pos
            advance()
            parseNonCompositionType()
            finish(m, .someOrAnyType, main: keyword)
            return
        }
        switch t.kind {
        case .identifier:
            let name = pos
            advance()
            if atGenericOpen() && !current.hasLeadingTrivia { parseGenericArgumentClause() }
            finish(m, .identifierType, main: name)
        case .leftParen:
            parseTupleType()
        case .leftSquare:
            advance()
            parseType()
            if eat(.colon) {
                parseType()
                expect(.rightSquare)
                finish(m, .dictionaryType)
            } else {
                // `[5 of Int]` and other forms we do not model: skip to the bracket.
                while !atEnd && !at(.rightSquare) && !at(.rightBrace) && !at(.rightParen) { skipBalanced() }
                expect(.rightSquare)
                finish(m, .arrayType)
            }
        case .prefixOperator where text(t, is: "~"):
            advance()
            parseNonCompositionType()
            finish(m, .suppressedType, main: m.token)
            return
        case .integerLiteral:
            // Integer generic arguments: `InlineArray<3, Int>`.
            advance()
            finish(m, .identifierType, main: m.token)
        default:
            errorCount += 1
            finish(m, .missingType)
            return
        }
        parseTypeSuffixes(m)
    }

    /// `.Member`, `.Type`, `.Protocol`, `?`, `!`, `...` after a type.
    mutating func parseTypeSuffixes(_ m: Marker) {
        while true {
            if at(.period), peek().kind == .identifier {
                advance()
                let name = pos
                let isMeta = text(current, is: "Type") || text(current, is: "Protocol")
                advance()
                if isMeta {
                    finish(m, .metatypeType, main: name)
                } else {
                    if atGenericOpen() && !current.hasLeadingTrivia { parseGenericArgumentClause() }
                    finish(m, .memberType, main: name)
                }
            } else if atTypeSuffix(UInt8(ascii: "?")) {
                eatFirstByte()
                finish(m, .optionalType)
            } else if atTypeSuffix(UInt8(ascii: "!")) {
                eatFirstByte()
                finish(m, .implicitlyUnwrappedType)
            } else {
                return
            }
        }
    }

    /// A `?` or `!` right after a type, alone or at the start of an operator run (`T?>` in `A<T?>`).
    func atTypeSuffix(_ byte: UInt8) -> Bool {
        let t = current
        switch t.kind {
        case .postfixQuestion, .exclamation, .postfixOperator, .binaryOperator, .infixQuestion:
            return !t.hasLeadingTrivia && firstByte(t) == byte
        default:
            return false
        }
    }

    /// Consumes one byte of the current token: the whole token when it is one byte long.
    mutating func eatFirstByte() {
        if current.count == 1 { advance() } else { consumeFirstByte() }
    }

    /// `(A, label: B, _ name: C)`; a function type when followed by `->`.
    mutating func parseTupleType() {
        let m = mark()
        advance() // (
        while !atEnd && !at(.rightParen) && !at(.rightBrace) {
            let e = mark()
            var label = -1
            if at(.identifier), peek().kind == .colon {
                label = pos
                advance(); advance()
            } else if at(.identifier), peek().kind == .identifier, peek(2).kind == .colon {
                label = pos
                advance(); advance(); advance()
            }
            let before = pos
            parseType()
            if at(.postfixOperator) && text(current, is: "...") { advance() }
            if at(.equal) { advance(); parseExpression() } // default arguments in function types (invalid, tolerated)
            if pos == before { skipBalanced() }
            finish(e, .tupleTypeElement, main: label)
            if !eat(.comma) { break }
        }
        expect(.rightParen)
        finish(m, .tupleType)
    }

    // MARK: Generic arguments

    /// The current token begins with `<` (lexed as an operator).
    func atGenericOpen() -> Bool {
        let t = current
        switch t.kind {
        case .binaryOperator, .prefixOperator, .postfixOperator:
            return firstByte(t) == UInt8(ascii: "<")
        default:
            return false
        }
    }

    func atAngleClose() -> Bool {
        let t = current
        switch t.kind {
        case .binaryOperator, .prefixOperator, .postfixOperator:
            return firstByte(t) == UInt8(ascii: ">")
        default:
            return false
        }
    }

    mutating func eatAngleOpen() { eatFirstByte() }

    /// Consumes one `>`; in `>>` or `>?` the rest stays as the current token.
    mutating func eatAngleClose() -> Bool {
        guard atAngleClose() else { return false }
        eatFirstByte()
        return true
    }

    /// Drops the first byte of the current token (splitting `>>`), reclassifying what remains. The
    /// token is shortened in place rather than split in two, so the cost stays constant.
    mutating func consumeFirstByte() {
        var t = tokens[pos]
        t.start += 1
        t.flags = []
        if firstByte(t) == UInt8(ascii: "?") { t.kind = t.count == 1 ? .postfixQuestion : .postfixOperator }
        else if firstByte(t) == UInt8(ascii: "!") { t.kind = t.count == 1 ? .exclamation : .postfixOperator }
        else if text(t, is: "=") { t.kind = .equal }
        else { t.kind = .binaryOperator }
        tokens[pos] = t
    }

    /// `<A, B<C>>` in a type or declaration.
    mutating func parseGenericArgumentClause() {
        let m = mark()
        eatAngleOpen()
        while !atEnd && !atAngleClose() {
            let before = pos
            parseType()
            if pos == before { break }
            if !eat(.comma) { break }
        }
        if !eatAngleClose() { errorCount += 1 }
        finish(m, .genericArgumentClause)
    }

    /// In an expression, whether `<` opens generic arguments (`Array<Int>()`, `Binding<String>.constant`)
    /// rather than comparing: a bounded look-ahead for a balanced `>` followed by a disambiguating token.
    func atGenericArguments() -> Bool {
        guard atGenericOpen(), !current.hasLeadingTrivia, current.count == 1 else { return false }
        var i = pos + 1
        var depth = 1
        var steps = 0
        while i < tokens.count - 1 && steps < 256 {
            steps += 1
            let t = tokens[i]
            switch t.kind {
            case .identifier, .period, .comma, .leftSquare, .rightSquare, .leftParen, .rightParen, .colon, .arrow,
                 .postfixQuestion, .exclamation, .atSign, .integerLiteral:
                break
            case .binaryOperator, .prefixOperator, .postfixOperator:
                let first = firstByte(t)
                if first == UInt8(ascii: "<") && t.count == 1 {
                    depth += 1
                } else if first == UInt8(ascii: ">") {
                    // Count the closing `>`s at the start of the token.
                    var k = 0
                    let s = Int(t.start)
                    while k < t.count, source.bytes[s + k] == UInt8(ascii: ">") { k += 1 }
                    if k >= depth {
                        // Closed. What follows must make sense after a type.
                        if k > depth { return false }
                        if k < t.count {
                            let rest = source.bytes[s + k]
                            return rest == UInt8(ascii: "?") || rest == UInt8(ascii: "!")
                        }
                        return isGenericDisambiguator(i + 1)
                    }
                    depth -= k
                    // `Trie<Character>?, …`: only optionality may follow the `>`s inside the list.
                    var r = k
                    while r < t.count, source.bytes[s + r] == UInt8(ascii: "?") || source.bytes[s + r] == UInt8(ascii: "!") { r += 1 }
                    if r < t.count { return false }
                } else if text(t, is: "&") || text(t, is: "...") || text(t, is: "~") {
                    break
                } else {
                    return false
                }
            default:
                return false
            }
            i += 1
        }
        return false
    }

    func isGenericDisambiguator(_ i: Int) -> Bool {
        guard i < tokens.count else { return true }
        let t = tokens[i]
        switch t.kind {
        case .leftParen: return !t.isAtStartOfLine
        case .period, .rightParen, .rightSquare, .rightBrace, .leftBrace, .comma, .semicolon, .colon, .endOfFile,
             .postfixQuestion, .exclamation, .interpolationClose:
            return true
        case .binaryOperator:
            return text(t, is: "==") || text(t, is: "!=") || text(t, is: "===") || text(t, is: "!==")
        default:
            return t.isAtStartOfLine
        }
    }
}

extension Token {
    @inlinable public var count: Int { Int(end - start) }
}
