extension Parser {
    // MARK: Sequences and operators

    /// An expression: operands joined by binary operators, `as`/`is` casts and ternaries, folded by
    /// Swift's standard precedence table (unknown operators get `DefaultPrecedence`).
    mutating func parseExpression() {
        guard enter() else { return }
        defer { leave() }
        parseSequence()
    }

    private struct PendingOperator {
        var token: Int
        var precedence: Int
        var rightAssociative: Bool
        var middle: NodeID?     // the `b` of a ternary `a ? b : c`
    }

    /// Shunting-yard over the operands, so long operator chains never recurse.
    mutating func parseSequence() {
        var operands: [NodeID] = []
        var operators: [PendingOperator] = []
        let pendingBase = pending.count

        func takeOperand(_ parser: inout Parser) {
            operands.append(parser.pending.removeLast())
        }

        parseUnary()
        guard pending.count > pendingBase else { return }
        // Most expressions have no operator: leave them as they are, without the operator stacks.
        if !isSequenceContinuation() { return }
        takeOperand(&self)

        while true {
            if stopAtLineStart && current.isAtStartOfLine { break }
            let t = current
            if t.kind == .identifier, (t.keyword == .as || t.keyword == .is), !t.flags.contains(.backticked) {
                // A cast binds tighter than everything below CastingPrecedence.
                reduce(&operands, &operators, above: Precedence.casting)
                let keyword = pos
                advance()
                var flags: NodeFlags = []
                if at(.postfixQuestion) || at(.infixQuestion) { advance(); flags.insert(.questionMark) }
                else if at(.exclamation) { advance(); flags.insert(.exclamationMark) }
                let typeBase = pending.count
                parseType()
                var children = [operands.removeLast()]
                if pending.count > typeBase { children.append(pending.removeLast()) }
                let first = nodes[children[0].index].firstToken
                operands.append(makeNode(.castExpr, children: children, main: keyword, first: first, end: Int32(pos), flags: flags))
                continue
            }
            var op: PendingOperator
            switch t.kind {
            case .binaryOperator, .equal:
                let (p, right) = precedence(of: t)
                op = PendingOperator(token: pos, precedence: p, rightAssociative: right, middle: nil)
                advance()
            case .infixQuestion:
                op = PendingOperator(token: pos, precedence: Precedence.ternary, rightAssociative: true, middle: nil)
                advance()
                let base = pending.count
                parseExpression()
                if pending.count > base { op.middle = pending.removeLast() }
                expect(.colon)
            default:
                // Not an operator: the sequence ends here.
                reduce(&operands, &operators, above: Int.min)
                pending.append(operands.removeLast())
                return
            }
            reduce(&operands, &operators, above: op.precedence, rightAssociative: op.rightAssociative)
            operators.append(op)
            let base = pending.count
            parseUnary()
            if pending.count > base {
                takeOperand(&self)
            } else {
                // `a +` with nothing after it: a missing operand keeps the tree well formed.
                errorCount += 1
                operands.append(makeNode(.missingExpr, children: [], main: -1, first: Int32(pos), end: Int32(pos), flags: .hasError))
            }
        }
        reduce(&operands, &operators, above: Int.min)
        pending.append(operands.removeLast())
    }

    /// Whether the current token continues an operator sequence (a binary operator, `?`, `as`, `is`).
    func isSequenceContinuation() -> Bool {
        let t = current
        if stopAtLineStart && t.isAtStartOfLine { return false }
        switch t.kind {
        case .binaryOperator, .equal, .infixQuestion: return true
        case .identifier: return (t.keyword == .as || t.keyword == .is) && !t.flags.contains(.backticked)
        default: return false
        }
    }

    /// Pops operators that bind at least as tightly as `precedence` (strictly, for right-associative ones).
    private mutating func reduce(_ operands: inout [NodeID], _ operators: inout [PendingOperator], above precedence: Int,
                                 rightAssociative: Bool = false) {
        while let top = operators.last, operands.count >= 2,
              top.precedence > precedence || (top.precedence == precedence && !rightAssociative) {
            operators.removeLast()
            let rhs = operands.removeLast()
            let lhs = operands.removeLast()
            let first = nodes[lhs.index].firstToken
            let end = nodes[rhs.index].endToken
            if let middle = top.middle {
                operands.append(makeNode(.ternaryExpr, children: [lhs, middle, rhs], main: top.token, first: first, end: end))
            } else {
                operands.append(makeNode(.infixOperatorExpr, children: [lhs, rhs], main: top.token, first: first, end: end))
            }
        }
    }

    enum Precedence {
        static let bitwiseShift = 100
        static let multiplication = 90
        static let addition = 80
        static let rangeFormation = 70
        static let casting = 60
        static let nilCoalescing = 50
        static let comparison = 40
        static let logicalConjunction = 30
        static let logicalDisjunction = 20
        static let `default` = 15
        static let ternary = 10
        static let assignment = 5
    }

    /// Standard library precedence of a binary operator, by its bytes.
    func precedence(of t: Token) -> (Int, Bool) {
        if t.kind == .equal { return (Precedence.assignment, true) }
        let b = source.bytes
        let s = Int(t.start)
        let n = t.count
        let last = b[s + n - 1]
        // Compound assignments end in `=` but are not comparisons.
        if last == UInt8(ascii: "="), n >= 2 {
            switch n == 2 ? b[s] : 0 {
            case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"): return (Precedence.comparison, false)
            case UInt8(ascii: "~"): return (Precedence.comparison, false) // ~=
            default: break
            }
            if text(t, is: "===") || text(t, is: "!==") || text(t, is: ".==") || text(t, is: ".!=") || text(t, is: ".<=") || text(t, is: ".>=") {
                return (Precedence.comparison, false)
            }
            return (Precedence.assignment, true)
        }
        switch n {
        case 1:
            switch b[s] {
            case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"): return (Precedence.multiplication, false)
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "|"), UInt8(ascii: "^"): return (Precedence.addition, false)
            case UInt8(ascii: "<"), UInt8(ascii: ">"): return (Precedence.comparison, false)
            default: return (Precedence.default, false)
            }
        default:
            if text(t, is: "&&") { return (Precedence.logicalConjunction, false) }
            if text(t, is: "||") { return (Precedence.logicalDisjunction, false) }
            if text(t, is: "??") { return (Precedence.nilCoalescing, true) }
            if text(t, is: "..<") || text(t, is: "...") { return (Precedence.rangeFormation, false) }
            if text(t, is: "<<") || text(t, is: ">>") || text(t, is: "&<<") || text(t, is: "&>>") { return (Precedence.bitwiseShift, false) }
            if text(t, is: "&*") { return (Precedence.multiplication, false) }
            if text(t, is: "&+") || text(t, is: "&-") { return (Precedence.addition, false) }
            if text(t, is: ".<") || text(t, is: ".>") { return (Precedence.comparison, false) }
            if text(t, is: ".&") { return (Precedence.logicalConjunction, false) }
            if text(t, is: ".|") || text(t, is: ".^") { return (Precedence.logicalDisjunction, false) }
            return (Precedence.default, false)
        }
    }

    // MARK: Prefix

    /// Prefix operators, `&`, `try`, `await` and friends, then a postfix expression.
    mutating func parseUnary() {
        guard enter() else { return }
        defer { leave() }
        let t = current
        switch t.kind {
        case .prefixOperator:
            // An operator alone as an argument: `reduce(0, +)`.
            if isOperatorReference() { parsePostfix(); return }
            let m = mark()
            advance()
            parseUnary()
            finish(m, .prefixOperatorExpr, main: m.token)
            return
        case .binaryOperator where isOperatorReference():
            parsePostfix()
            return
        case .binaryOperator where firstByte(t) == UInt8(ascii: "."):
            // `.<`-style operators never start an operand; but `..<5` and `...5` are prefix ranges.
            break
        case .prefixAmpersand:
            let m = mark()
            advance()
            parseUnary()
            finish(m, .inOutExpr, main: m.token)
            return
        case .identifier where !t.flags.contains(.backticked):
            switch t.keyword {
            case .try:
                let m = mark()
                advance()
                var flags: NodeFlags = []
                if at(.postfixQuestion) || at(.infixQuestion) { advance(); flags.insert(.questionMark) }
                else if at(.exclamation) { advance(); flags.insert(.exclamationMark) }
                parseUnary()
                finish(m, .effectExpr, main: m.token, flags: flags)
                return
            case .await, .consume, .copy, .unsafe:
                if isEffectKeyword() {
                    let m = mark()
                    advance()
                    parseUnary()
                    finish(m, .effectExpr, main: m.token)
                    return
                }
            case .repeat, .each:
                if peek().kind == .identifier, !peek().isAtStartOfLine {
                    let m = mark()
                    advance()
                    parseUnary()
                    finish(m, .packExpansionExpr, main: m.token)
                    return
                }
            default: break
            }
        default: break
        }
        parsePostfix()
    }

    /// `await x`, `consume x`: the keyword is followed by an operand on the same line.
    func isEffectKeyword() -> Bool {
        let next = peek()
        if next.isAtStartOfLine { return false }
        switch next.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringOpen, .leftSquare, .prefixOperator,
             .backslash, .hashIdentifier, .prefixAmpersand:
            return current.keyword == .await || current.keyword == .unsafe || next.kind == .identifier || next.kind == .dollarIdentifier
        case .leftParen, .leftBrace, .period:
            // `await (x)`, `await .foo` are effects; `copy(x)` is a call.
            return current.keyword == .await || current.keyword == .unsafe
        default:
            return false
        }
    }

    /// An operator used as a value, `(+)` or `reduce(0, +)`: it stands alone before `)` or `,`.
    func isOperatorReference() -> Bool {
        let next = peek().kind
        return next == .rightParen || next == .comma || next == .rightSquare
    }

    // MARK: Postfix

    /// A primary expression and its suffixes: member accesses, calls, subscripts, trailing closures,
    /// `?`, `!`, postfix operators, generic arguments and `#if` blocks of modifiers. A loop, not recursion.
    mutating func parsePostfix() {
        let base = pending.count
        parsePrimary()
        guard pending.count > base else { return }
        parsePostfixSuffixes()
    }

    mutating func parsePostfixSuffixes() {
        while true {
            let t = current
            if stopAtLineStart && t.isAtStartOfLine { return }
            let last = pending[pending.count - 1]
            switch t.kind {
            case .period:
                let m = mark(before: last)
                advance()
                let name = parseMemberName()
                finish(m, .memberAccessExpr, main: name)
                if atGenericArguments() {
                    let g = mark(before: pending[pending.count - 1])
                    parseGenericArgumentClause()
                    finish(g, .genericSpecializationExpr)
                }
            case .leftParen where !t.isAtStartOfLine && isCompoundNameArguments():
                // `foo(_:with:)` names a function; it does not call it. The labels extend the name.
                while !at(.rightParen) { advance() }
                advance()
                nodes[last.index].endToken = Int32(pos)
            case .leftParen where !t.isAtStartOfLine:
                let m = mark(before: last)
                parseArgumentList(open: .leftParen, close: .rightParen)
                parseTrailingClosures()
                finish(m, .functionCallExpr, flags: .hasParentheses)
            case .leftSquare where !t.isAtStartOfLine:
                let m = mark(before: last)
                parseArgumentList(open: .leftSquare, close: .rightSquare)
                parseTrailingClosures()
                finish(m, .subscriptCallExpr, flags: .hasParentheses)
            case .leftBrace where trailingClosuresAllowed && isTrailingClosure():
                let m = mark(before: last)
                parseTrailingClosures()
                finish(m, .functionCallExpr)
            case .postfixQuestion:
                let m = mark(before: last)
                advance()
                finish(m, .optionalChainingExpr, main: m.token)
            case .exclamation:
                let m = mark(before: last)
                advance()
                finish(m, .forceUnwrapExpr, main: m.token)
            case .postfixOperator:
                let m = mark(before: last)
                let op = pos
                advance()
                finish(m, .postfixOperatorExpr, main: op)
            case .hashIdentifier where t.keyword == .poundIf && t.isAtStartOfLine && isPostfixIfConfig():
                let m = mark(before: last)
                parsePostfixIfConfig()
                finish(m, .postfixIfConfigExpr)
            default:
                return
            }
        }
    }

    /// `(label:_:)`: only labels, each followed by a colon, and no commas.
    func isCompoundNameArguments() -> Bool {
        var i = pos + 1
        var labels = 0
        while i + 1 < tokens.count, tokens[i].kind == .identifier, tokens[i + 1].kind == .colon, !tokens[i + 1].hasLeadingTrivia {
            labels += 1
            i += 2
        }
        return labels > 0 && tokens[i].kind == .rightParen
    }

    /// The name after a `.`: an identifier, keyword, `init`, `self`, a tuple index, or missing.
    mutating func parseMemberName() -> Int {
        switch current.kind {
        case .identifier, .integerLiteral, .dollarIdentifier:
            let name = pos
            advance()
            return name
        case .floatLiteral:
            // `x.0.1` lexes the indices as one float when not preceded by a period; accept it.
            let name = pos
            advance()
            return name
        default:
            errorCount += 1
            return -1
        }
    }

    /// `(a, label: b)` or `[i]`: labelled arguments up to the closing bracket.
    mutating func parseArgumentList(open: TokenKind, close: TokenKind) {
        advance() // ( or [
        let saved = (trailingClosuresAllowed, stopAtLineStart)
        trailingClosuresAllowed = true
        stopAtLineStart = false
        defer { (trailingClosuresAllowed, stopAtLineStart) = saved }
        while !atEnd && !at(close) {
            if at(.rightBrace) || at(.rightParen) || at(.rightSquare) || at(.interpolationClose) { break }
            if isDeclarationInsideBrackets() { break }
            let before = pos
            parseLabeledElement()
            if pos == before {
                let m = mark()
                errorCount += 1
                skipBalanced()
                finish(m, .error, main: m.token)
            }
            if !eat(.comma) {
                if at(close) { break }
                if at(.rightBrace) || atEnd { break }
                // A missing comma: keep going, it is most likely another argument.
                errorCount += 1
            }
        }
        expect(close)
    }

    /// `label: value` or `value`; a label may be any identifier or keyword.
    mutating func parseLabeledElement() {
        let m = mark()
        var label = -1
        if (at(.identifier) || at(.dollarIdentifier)) && peek().kind == .colon {
            label = pos
            advance(); advance()
        } else if at(.identifier), text(current, is: "_"), peek().kind == .colon {
            label = pos
            advance(); advance()
        }
        // `foo(x:)`-style references have labels and no value.
        if label >= 0 && (at(.comma) || at(.rightParen)) {
            finish(m, .labeledExpr, main: label)
            return
        }
        parseExpression()
        finish(m, .labeledExpr, main: label)
    }

    /// Trailing closures after a call: `{ … }` then `label: { … }` for each further one.
    mutating func parseTrailingClosures() {
        guard at(.leftBrace), trailingClosuresAllowed, isTrailingClosure() else { return }
        let m = mark()
        parseClosure()
        finish(m, .labeledExpr, flags: .trailingClosure)
        while (at(.identifier) || at(.dollarIdentifier)) && !isKeyword(current, .case) && !isKeyword(current, .default)
                && peek().kind == .colon && peek(2).kind == .leftBrace {
            let l = mark()
            let label = pos
            advance(); advance()
            parseClosure()
            finish(l, .labeledExpr, main: label, flags: .trailingClosure)
        }
    }

    /// A `{` after an expression opens a trailing closure, unless it is a `willSet`/`didSet` block.
    func isTrailingClosure() -> Bool {
        let next = peek()
        if next.kind == .identifier, next.keyword == .willSet || next.keyword == .didSet || next.keyword == .get || next.keyword == .set {
            let after = peek(2).kind
            if after == .leftBrace || after == .rightBrace || after == .leftParen { return false }
        }
        return true
    }

    // MARK: Primary

    mutating func parsePrimary() {
        let t = current
        let m = mark()
        switch t.kind {
        case .identifier:
            if t.flags.contains(.backticked) { advance(); finish(m, .identifierExpr, main: m.token); return }
            switch t.keyword {
            case .true, .false: advance(); finish(m, .booleanLiteralExpr, main: m.token); return
            case .nil: advance(); finish(m, .nilLiteralExpr, main: m.token); return
            case .if: parseIf(); return
            case .switch: parseSwitch(); return
            case .let, .var:
                // A binding inside a pattern: `case .some(let x)`.
                let keyword = pos
                advance()
                if at(.identifier) {
                    parsePattern()
                } else {
                    // `case let .some(x)`: the binding distributes over an expression pattern.
                    parseUnary()
                }
                finish(m, .patternExpr, main: keyword)
                return
            case .is:
                advance()
                parseType()
                finish(m, .isTypePattern, main: m.token)
                return
            case .some, .any:
                // `any P.Type` in expression position.
                if peek().kind == .identifier, !peek().isAtStartOfLine,
                   peek().keyword == .none || peek().keyword == .capitalSelf || peek().keyword == .capitalAny {
                    parseType()
                    finish(m, .typeExpr)
                    return
                }
            case .return, .throw, .in, .case, .else, .guard, .where, .while, .for, .repeat, .do, .catch, .defer,
                 .break, .continue, .fallthrough, .default, .import, .struct, .class, .enum, .protocol, .extension,
                 .func, .typealias, .subscript, .deinit, .associatedtype, .operator, .precedencegroup, .inout,
                 .static, .private, .fileprivate, .internal, .public:
                // Statement and declaration keywords cannot start an expression.
                errorCount += 1
                return
            default: break
            }
            if text(t, is: "_") { advance(); finish(m, .discardAssignmentExpr, main: m.token); return }
            advance()
            finish(m, .identifierExpr, main: m.token)
            if atGenericArguments() {
                let g = mark(before: pending[pending.count - 1])
                parseGenericArgumentClause()
                finish(g, .genericSpecializationExpr)
            }
        case .dollarIdentifier:
            advance()
            finish(m, .identifierExpr, main: m.token)
        case .integerLiteral:
            advance()
            finish(m, .integerLiteralExpr, main: m.token)
        case .floatLiteral:
            advance()
            finish(m, .floatLiteralExpr, main: m.token)
        case .stringOpen:
            parseStringLiteral()
        case .regexLiteral:
            advance()
            finish(m, .regexLiteralExpr, main: m.token)
        case .leftParen:
            if isFunctionTypeAhead() {
                // `[() -> Void]()`, `[UInt: (V) -> Void]()`: a function type used as a value.
                parseType()
                finish(m, .typeExpr)
                return
            }
            parseArgumentList(open: .leftParen, close: .rightParen)
            finish(m, .tupleExpr)
        case .leftSquare:
            parseCollectionLiteral()
        case .leftBrace:
            parseClosure()
        case .period:
            // Implicit member: `.red`, `.init(x)`, `.padding`.
            advance()
            let name = parseMemberName()
            finish(m, .memberAccessExpr, main: name, flags: .implicitMember)
            if atGenericArguments() {
                let g = mark(before: pending[pending.count - 1])
                parseGenericArgumentClause()
                finish(g, .genericSpecializationExpr)
            }
        case .backslash:
            parseKeyPath()
        case .hashIdentifier:
            if t.keyword == .poundIf || t.keyword == .poundElse || t.keyword == .poundElseif || t.keyword == .poundEndif {
                errorCount += 1
                return
            }
            advance()
            parseMacroArguments()
            finish(m, .macroExpansionExpr, main: m.token)
        case .editorPlaceholder:
            advance()
            finish(m, .editorPlaceholderExpr, main: m.token)
        case .binaryOperator, .prefixOperator, .postfixOperator:
            // `..<5`, `...5`: a prefix range operator with its operand, or an operator reference.
            if isOperatorReference() {
                advance()
                finish(m, .identifierExpr, main: m.token)
            } else {
                errorCount += 1
            }
        case .atSign:
            // An attributed closure or type in expression position: `@MainActor { … }`,
            // `(@convention(c) (Any) -> Void).self`.
            if isAttributedClosure() {
                parseAttributes()
                parseClosure()
                finish(m, .closureExpr)
            } else {
                parseType()
                finish(m, .typeExpr)
            }
        default:
            errorCount += 1
        }
    }

    /// Whether the parenthesis at hand closes (within a bounded distance) before `->` or an effect and `->`.
    func isFunctionTypeAhead() -> Bool {
        var i = pos
        var depth = 0
        while i < tokens.count - 1 && i - pos < 256 {
            switch tokens[i].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
                if depth == 0 {
                    var j = i + 1
                    while j < tokens.count - 1, isKeyword(tokens[j], .async) || isKeyword(tokens[j], .throws) { j += 1 }
                    return tokens[j].kind == .arrow
                }
            case .endOfFile: return false
            default: break
            }
            i += 1
        }
        return false
    }

    /// `@MainActor in …` begins a closure body; `@attr {` is an attributed closure too.
    func isAttributedClosure() -> Bool {
        var i = pos
        while i < tokens.count - 2, tokens[i].kind == .atSign {
            i += 2
            if tokens[i].kind == .leftParen, !tokens[i].hasLeadingTrivia {
                var depth = 0
                repeat {
                    if tokens[i].kind == .leftParen { depth += 1 } else if tokens[i].kind == .rightParen { depth -= 1 }
                    i += 1
                } while depth > 0 && i < tokens.count - 1 && i - pos < 64
            }
        }
        return tokens[i].kind == .leftBrace
    }

    /// Generic arguments, parenthesised arguments and trailing closures of a macro expansion.
    mutating func parseMacroArguments() {
        if atGenericArguments() { parseGenericArgumentClause() }
        if at(.leftParen), !current.isAtStartOfLine { parseArgumentList(open: .leftParen, close: .rightParen) }
        if at(.leftBrace), trailingClosuresAllowed { parseTrailingClosures() }
    }

    /// `"text \(expr) more"`, single-line, multi-line or raw.
    mutating func parseStringLiteral() {
        let m = mark()
        let multiline = current.flags.contains(.multiline)
        advance() // open
        while true {
            switch current.kind {
            case .stringSegment:
                advance()
            case .interpolationOpen:
                advance()
                let saved = (trailingClosuresAllowed, stopAtLineStart)
                trailingClosuresAllowed = true
                stopAtLineStart = false
                while !atEnd && !at(.interpolationClose) && !at(.stringClose) {
                    // The lexer ends a single-line string's interpolation at the end of its line; a
                    // closing bracket cannot start an element either. Stop there, not at the end of the file.
                    if (!multiline && current.isAtStartOfLine) || at(.rightBrace) || at(.rightParen) || at(.rightSquare) { break }
                    let before = pos
                    parseLabeledElement()
                    if pos == before {
                        let e = mark()
                        errorCount += 1
                        skipBalanced()
                        finish(e, .error, main: e.token)
                    }
                    if !eat(.comma) && !at(.interpolationClose) {
                        if at(.stringClose) || at(.stringSegment) || at(.interpolationOpen) { break }
                        errorCount += 1
                        if pos == before { advance() }
                    }
                }
                (trailingClosuresAllowed, stopAtLineStart) = saved
                if !eat(.interpolationClose) { errorCount += 1 }
            case .stringClose:
                advance()
                finish(m, .stringLiteralExpr, flags: multiline ? .multiline : [])
                return
            default:
                // Unterminated: the string ended at the end of its line or of the file.
                errorCount += 1
                finish(m, .stringLiteralExpr, flags: multiline ? .multiline : [])
                return
            }
        }
    }

    /// `[a, b]`, `[k: v]`, `[:]`.
    mutating func parseCollectionLiteral() {
        let m = mark()
        advance() // [
        let saved = (trailingClosuresAllowed, stopAtLineStart)
        trailingClosuresAllowed = true
        stopAtLineStart = false
        defer { (trailingClosuresAllowed, stopAtLineStart) = saved }
        if at(.colon) && peek().kind == .rightSquare {
            advance(); advance()
            finish(m, .dictionaryExpr)
            return
        }
        var isDictionary = false
        var first = true
        while !atEnd && !at(.rightSquare) {
            if at(.rightBrace) || at(.rightParen) || at(.interpolationClose) { break }
            let before = pos
            let e = mark()
            parseExpression()
            if at(.colon) && (first || isDictionary) {
                isDictionary = true
                advance()
                parseExpression()
                finish(e, .dictionaryElement)
            }
            first = false
            if pos == before {
                let err = mark()
                errorCount += 1
                skipBalanced()
                finish(err, .error, main: err.token)
            }
            if !eat(.comma) {
                if at(.rightSquare) || at(.rightBrace) || atEnd { break }
                errorCount += 1
            }
        }
        expect(.rightSquare)
        finish(m, isDictionary ? .dictionaryExpr : .arrayExpr)
    }

    // MARK: Closures

    /// `{ [captures] (params) async throws -> T in statements }`
    mutating func parseClosure() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        advance() // {
        let saved = (trailingClosuresAllowed, stopAtLineStart)
        trailingClosuresAllowed = true
        stopAtLineStart = false
        if hasClosureSignature() { parseClosureSignature() }
        parseItemList(members: false)
        expect(.rightBrace)
        (trailingClosuresAllowed, stopAtLineStart) = saved
        finish(m, .closureExpr)
    }

    /// Looks ahead (a bounded distance) for the `in` that ends a closure signature.
    func hasClosureSignature() -> Bool {
        var i = pos
        var depth = 0
        var steps = 0
        while i < tokens.count - 1 && steps < 512 {
            steps += 1
            let t = tokens[i]
            switch t.kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1; if depth < 0 { return false }
            case .leftBrace, .rightBrace, .semicolon, .endOfFile, .stringOpen, .hashIdentifier: if depth == 0 { return false }
            case .identifier:
                if depth == 0 && !t.flags.contains(.backticked) {
                    switch t.keyword {
                    case .in: return true
                    case .return, .let, .var, .if, .guard, .for, .while, .switch, .do, .try, .await, .func, .case,
                         .break, .continue, .throw, .defer:
                        return false
                    default: break
                    }
                }
            case .equal, .infixQuestion, .prefixAmpersand, .interpolationOpen, .interpolationClose:
                if depth == 0 { return false }
            case .stringSegment, .stringClose, .integerLiteral, .floatLiteral:
                if depth == 0 { return false }
            default: break
            }
            i += 1
        }
        return false
    }

    mutating func parseClosureSignature() {
        let m = mark()
        parseAttributes()
        if at(.leftSquare) {
            // Capture list: `[weak self, unowned x, y = z]`
            advance()
            while !atEnd && !at(.rightSquare) {
                let before = pos
                let c = mark()
                if (at(.weak) || at(.unowned)) && peek().kind != .equal && peek().kind != .comma && peek().kind != .rightSquare {
                    advance()
                    if isModifierDetail(at: pos) { advance(); advance(); advance() }
                }
                let name = pos
                if at(.identifier) { advance() }
                if eat(.equal) { parseExpression() }
                finish(c, .closureCapture, main: name)
                if pos == before { skipBalanced() }
                if !eat(.comma) { break }
            }
            expect(.rightSquare)
        }
        if at(.leftParen) {
            parseParameterClause()
        } else {
            // `a, b in`, `$binding in`
            while (at(.identifier) || at(.dollarIdentifier)) && !at(.in) {
                let p = mark()
                let name = pos
                advance()
                finish(p, .parameter, main: name)
                if !eat(.comma) { break }
            }
        }
        parseEffects()
        if at(.arrow) { parseReturnClause() }
        expect(.in)
        finish(m, .closureSignature)
    }

    // MARK: Key paths

    /// `\.a.b?.c`, `\Root.a`, `\.self`, `\.[0]`
    mutating func parseKeyPath() {
        let m = mark()
        advance() // \
        if at(.identifier) {
            // The root type stops at the first period.
            let r = mark()
            let name = pos
            advance()
            if atGenericArguments() { parseGenericArgumentClause() }
            finish(r, .identifierType, main: name)
        } else if at(.leftSquare) {
            parseType()
        }
        while true {
            if at(.period) && !current.isAtStartOfLine {
                let c = mark()
                advance()
                if at(.leftSquare) {
                    parseArgumentList(open: .leftSquare, close: .rightSquare)
                    finish(c, .keyPathComponent)
                } else {
                    let name = parseMemberName()
                    finish(c, .keyPathComponent, main: name)
                }
            } else if at(.postfixQuestion) || at(.exclamation) {
                let c = mark()
                advance()
                finish(c, .keyPathComponent, main: c.token)
            } else if at(.leftSquare) && !current.hasLeadingTrivia {
                let c = mark()
                parseArgumentList(open: .leftSquare, close: .rightSquare)
                finish(c, .keyPathComponent)
            } else {
                break
            }
        }
        finish(m, .keyPathExpr)
    }

    // MARK: #if in a postfix chain

    /// `#if` whose first clause starts with `.`: a modifier chain continued inside the `#if`.
    func isPostfixIfConfig() -> Bool {
        guard let i = firstTokenOfNextLine() else { return false }
        return tokens[i].kind == .period
    }

    mutating func parsePostfixIfConfig() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        while at(.poundIf) || at(.poundElseif) || at(.poundElse) {
            let c = mark()
            let keyword = pos
            let isElse = at(.poundElse)
            advance()
            if !isElse { parseIfConfigCondition() }
            if at(.period) {
                // The chain inside the clause has an implicit base: `.padding().bold()`.
                let e = mark()
                advance()
                let name = parseMemberName()
                finish(e, .memberAccessExpr, main: name, flags: .implicitMember)
                let saved = stopAtLineStart
                stopAtLineStart = false
                parsePostfixSuffixes()
                stopAtLineStart = saved
            }
            while !atEnd && !isPoundClause() && !at(.rightBrace) {
                // Anything else inside a postfix #if: nested #if, or tokens we cannot place.
                if at(.poundIf) && isPostfixIfConfig() {
                    let n = mark()
                    parsePostfixIfConfig()
                    finish(n, .postfixIfConfigExpr)
                } else {
                    recover(statements: true)
                }
            }
            finish(c, .ifConfigClause, main: keyword)
            if isElse { break }
        }
        expect(.poundEndif)
        finish(m, .ifConfigDecl)
    }
}
